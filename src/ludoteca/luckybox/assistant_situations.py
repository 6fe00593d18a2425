"""Situations the rules assistant works out: a question that describes a case ("I have 2
lightning, the 6 is revealed and my only free cell is an 8: can I cross it?") is answered with
that case computed by the game's own rules code, in the question's language: the result first
("Yes: the 8 costs 2 lightning, 6 → 7 → 8."), then the rule, citing its section.

A question is read as a list of words (folded, number words as digits, typo-tolerant match of
the game's words, from ``assistant/situations.json``), each number given a role by the words
around it: a count ("2 lightning", "9 cells"), a round ("round 2", "zweite Runde"), the
revealed number ("the 6 is revealed", "saiu o 6"), a total ("57 points") or a bare number
("my 8"). The situations:

``cross``
    a revealed number, lightning, free cells: what can be crossed, at what cost, the cheapest
    or the cell asked about (a teaching position played by the engine:
    :func:`ludoteca.luckybox.checks.legal_actions_of`), whether one may pass, and for an open
    "what may I do?" every choice;
``incomplete``
    crossed cells on unfinished grids: points (:func:`ludoteca.luckybox.rules.cell_points`);
``completed``
    grids completed in a round: points (:func:`ludoteca.luckybox.rules.completed_points`);
``stars``
    stars in a round, what a fourth gives (:func:`ludoteca.luckybox.rules.star_points`);
``moons``
    moons among the players, the two-player rule, ties, the solo table, a leaver's moons left
    out (:func:`ludoteca.luckybox.rules.moon_points`);
``chain``
    a chain of bonuses from one cross, and a Number bonus lost for want of a free number;
``rank``
    a solo total's rank (:func:`ludoteca.luckybox.rules.solo_rank_key`);
``supply``
    a token bonus when the supply is short (:func:`ludoteca.luckybox.hands.supply_take`);
``arena``
    lightning left at the end (:meth:`ludoteca.luckybox.rules.Rules.lightning_points`);
``start``
    the shared supply once every player has taken the starting lightning (the engine's own
    set-up of a :class:`ludoteca.luckybox.game.Game` of that many players).

When a situation is recognised but a piece is missing (the revealed number, the round), the
answer asks for it instead of guessing. A question going on with "and if ...?" gets both cases.

>>> worked = work_out("I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?", "en")
>>> worked.kind, worked.text.splitlines()[0]
('cross', 'Yes: the 8 costs 2 lightning, 6 → 7 → 8.')
>>> work_out("9 casas riscadas em cartelas não terminadas no fim: quantos pontos?", "pt").text.splitlines()[0]
'4 pontos, metade de 9 casas riscadas em cartelas por terminar, arredondada para baixo.'
>>> work_out("How many rounds are there?", "en") is None
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from rapidfuzz import fuzz, process

from ludoteca.core import i18n
from ludoteca.core.rulebook import Citation, cite
from ludoteca.core.seats import rank
from ludoteca.luckybox.actions import Cross, Pass
from ludoteca.luckybox.assistant_match import fold
from ludoteca.luckybox.checks import legal_actions_of
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.hands import supply_take
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    ROUNDS,
    SOLO_MOONS,
    SOLO_RANKS,
    Rules,
    cell_points,
    completed_points,
    distance,
    moon_points,
    solo_rank_key,
    star_points,
)
from ludoteca.luckybox.scoring import moon_points_staying

__all__ = ["KINDS", "Facts", "Worked", "beyond_rules", "crossable", "read", "work_out"]

#: The situations, each with the curated topic it belongs to (whose title heads the answer).
KINDS = {
    "cross": "lightning",
    "pass": "passing",
    "incomplete": "incomplete_grids",
    "completed": "completed_grids",
    "stars": "stars",
    "moons": "moons",
    "moons_solo": "solo",
    "rank": "solo_rank",
    "supply": "supply_empty",
    "arena": "arena_variant",
    "tie": "ties",
    "total": "game_end",
    "chain": "chains",
    "start": "starting_tokens",
}
#: Nouns a number before them counts ("2 lightning", "9 cells").
_COUNTED = ("lightning", "cell", "star", "moon", "grid", "player", "points", "step", "round")
#: Concepts that may stand between a number and the noun it counts ("9 crossed cells").
_BETWEEN = ("free", "unfinished", "complete", "cross", "double", "left")
#: How a number right after "from" and before "to" reads (from 9 to 1): revealed, then target.
_FROM = {"en": ("from",), "pt": ("do", "da", "de"), "de": ("von", "vom"), "fr": ("du", "de")}
_TO = {"en": ("to",), "pt": ("para", "ao", "a", "pro"), "de": ("zu", "zur", "zum", "auf", "in"), "fr": ("au", "a")}
_PLACEHOLDER = re.compile(r"^zzc(\w+?)zz$")
_TOKEN = re.compile(
    r"\d+[.,]\d+|(?<!\w)[-−+]\d+|\d+(?:st|nd|rd|th|eme|ere|er|re|e|o|a|º|ª|te|ten|ter)?(?!\w)|⚡|\w+|[,;:?!&/+=]"
)
_ORDINAL_SUFFIX = re.compile(r"^(\d+)(st|nd|rd|th|eme|ere|er|re|e|o|a|º|ª|te|ten|ter)$")


# -- the words ---------------------------------------------------------------------------
@cache
def _data() -> dict[str, Any]:
    text = resources.files("ludoteca.luckybox").joinpath("assistant").joinpath("situations.json").read_text("utf-8")
    return json.loads(text)


def _say(lang: str, key: str, **params: Any) -> str:
    return _data()["texts"][lang][key].format(**params)


def _unit(lang: str, unit: str, n: int) -> str:
    """``n`` with its noun, singular or plural ("1 lightning", "2 raios", "−6 Punkte")."""
    one, many = _data()["texts"][lang]["units"][unit]
    return f"{_num(n)} {one if abs(n) == 1 else many}"


def _num(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else _num(n)


@dataclass(frozen=True)
class _Vocab:
    exact: dict[str, str]
    prefixes: tuple[tuple[str, str], ...]  # (prefix, concept), longest first
    phrases: tuple[tuple[re.Pattern[str], str], ...]
    words: tuple[str, ...]  # every single word and prefix, for typos
    owner: tuple[str, ...]
    glue: frozenset[str]
    filler: frozenset[str]
    joins: frozenset[str]
    numbers: dict[str, int]
    ordinals: dict[str, int]
    articles: frozenset[str]
    spelled: frozenset[str]  # number words read as digits before anything else
    rewrites: tuple[tuple[re.Pattern[str], str], ...]
    each_have: re.Pattern[str]  # "two have 5 each": 5, 5


_SETS = ("glue", "filler", "and")


@cache
def _vocab(lang: str) -> _Vocab:
    concepts = _data()["concepts"][lang]
    exact: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    phrases: list[tuple[re.Pattern[str], str]] = []
    for concept, entries in concepts.items():
        if concept in _SETS:
            continue
        for entry in entries:
            if " " in entry:
                body = r"[\s-]+".join(re.escape(w).replace(r"\*", r"\w*") for w in entry.split())
                phrases.append((re.compile(rf"(?<!\w){body}(?!\w)"), concept))
            elif "-" in entry:
                continue  # "house-rule": the words are read apart
            elif entry.endswith("*"):
                prefixes.append((entry[:-1], concept))
            else:
                exact.setdefault(entry, concept)
    prefixes.sort(key=lambda pc: -len(pc[0]))
    phrases.sort(key=lambda pc: -len(pc[0].pattern))
    typos = [(w, c) for w, c in [*exact.items(), *prefixes] if len(w) >= 5]

    def plain(name: str) -> frozenset[str]:
        return frozenset(w.rstrip("*") for w in concepts[name])

    return _Vocab(
        exact,
        tuple(prefixes),
        tuple(phrases),
        tuple(w for w, _ in typos),
        tuple(c for _, c in typos),
        plain("glue"),
        plain("filler"),
        plain("and"),
        dict(_data()["numbers"][lang]),
        dict(_data()["ordinals"][lang]),
        frozenset(_data()["articles"][lang]),
        frozenset(w for w in _data()["numbers"][lang] if w not in _data()["articles"][lang]),
        tuple((_rewrite(a), b) for a, b in _data()["rewrites"][lang]),
        _each_have(lang, concepts),
    )


def _rewrite(pattern: str) -> re.Pattern[str]:
    """A rewrite's pattern, whole words only; its numbers may have been spelled out."""
    return re.compile(r"(?<!\w)" + pattern.replace(r"(\d+)", r"(\d+)(?:zzs)?") + r"(?!\w)")


def _each_have(lang: str, concepts: dict[str, list[str]]) -> re.Pattern[str]:
    have = "|".join(map(re.escape, _data()["have"][lang]))
    each = "|".join(re.escape(w.rstrip("*")) + (r"\w*" if w.endswith("*") else "") for w in concepts["each"])
    return re.compile(rf"(?<!\w)(?P<times>\d+)(?:zzs)? (?:{have}) (?:{each}) (?P<n>\d+)(?:zzs)?(?!\w)")


@lru_cache(maxsize=8192)
def _concept(lang: str, word: str) -> str | None:
    """The game concept ``word`` (folded) names in ``lang``, if any: exactly, by its start, or
    with a typo (words of 5 letters or more)."""
    vocab = _vocab(lang)
    if word in vocab.exact:
        return vocab.exact[word]
    for prefix, concept in vocab.prefixes:
        if word.startswith(prefix) and (len(prefix) >= 3 or len(word) - len(prefix) <= 3):
            return concept
    if len(word) < 5:
        return None
    best = process.extractOne(word, vocab.words, scorer=fuzz.ratio, score_cutoff=80 if len(word) == 5 else 82)
    if best is not None and best[0][: 2 if len(word) == 5 else 1] == word[: 2 if len(word) == 5 else 1]:
        return vocab.owner[best[2]]  # a typo is seldom in the first letter (nor the first two of a short word)
    for w, concept in zip(vocab.words, vocab.owner):  # a typo in the start of a longer word
        if len(word) > len(w) >= 6 and w[0] == word[0] and fuzz.ratio(word[: len(w)], w) >= 80:
            return concept
    return None


# -- reading a question --------------------------------------------------------------------
@dataclass
class _Tok:
    kind: str  # "num", "concept", "word", "sep"
    text: str
    concept: str | None = None
    value: int = 0
    ordinal: bool = False
    role: str | None = None  # for a number: a counted concept, "round", "revealed", "points", "bare"
    spelled: bool = False  # a number written as a word ("two"): never a cell's value
    of_round: bool = False  # a count said of the round named after it ("one in round 2")


@dataclass
class Facts:
    """What a question says: the concepts it names, and its numbers by role."""

    lang: str
    concepts: set[str] = field(default_factory=set)
    counts: dict[str, list[int]] = field(default_factory=dict)
    revealed: list[int] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    bare: list[int] = field(default_factory=list)
    digits: list[int] = field(default_factory=list)  # the bare numbers written as digits ("my 8")
    nth: dict[str, list[int]] = field(default_factory=dict)  # ordinals before a noun ("4th star")
    targets: list[int] = field(default_factory=list)  # "from 9 to 1": the 1
    each: list[int] = field(default_factory=list)  # numbers said of each / both / everyone
    negated: list[int] = field(default_factory=list)  # "no free 6", "kein freies 2": the 6, the 2
    toks: list[_Tok] = field(default_factory=list, repr=False)  # the words read, their numbers' roles

    def count(self, concept: str) -> int | None:
        values = self.counts.get(concept)
        return values[0] if values else None


def _tokens(question: str, lang: str) -> list[_Tok]:
    vocab = _vocab(lang)
    text = fold(question).replace("’", "'").replace("'", " ")
    text = re.sub(r"(?<!\w)1 ?[-–—] ?9(?!\w)", " ", text)  # "the circle 1–9": no cell, no count
    text = re.sub(r"\w+(?:-\w+)?", lambda m: f"{vocab.numbers[m[0]]}zzs" if m[0] in vocab.spelled else m[0], text)
    for pattern, replacement in vocab.rewrites:
        text = pattern.sub(replacement, text)
    text = vocab.each_have.sub(lambda m: ", ".join([m["n"]] * min(int(m["times"]), 12)) + " ", text)
    for pattern, concept in vocab.phrases:
        text = pattern.sub(f" zzc{concept}zz ", text)
    out: list[_Tok] = []
    for word in _TOKEN.findall(text):
        placeholder = _PLACEHOLDER.match(word)
        ordinal = _ORDINAL_SUFFIX.match(word)
        if placeholder:
            out.append(_Tok("concept", word, placeholder.group(1)))
        elif re.fullmatch(r"\d+[.,]\d+", word):
            out.append(_Tok("word", word))  # "3.5": no count of anything
        elif re.fullmatch(r"[-−+]?\d+(?:zzs)?", word):
            value = int(word.removesuffix("zzs").replace("−", "-"))
            signed = word[0] in "-−+"  # "+6", "-6": a score said, never a count
            out.append(_Tok("num", word, value=value, spelled=word.endswith("zzs"), role="points" if signed else None))
        elif ordinal:
            out.append(_Tok("num", word, value=int(ordinal.group(1)), ordinal=True))
        elif word == "⚡":
            out.append(_Tok("concept", word, "lightning"))
        elif word in vocab.joins or not word[0].isalnum():
            out.append(_Tok("sep", word))
        elif word in vocab.ordinals:
            out.append(_Tok("num", word, value=vocab.ordinals[word], ordinal=True))
        elif word in vocab.numbers and word not in vocab.glue | vocab.articles:
            out.append(_Tok("num", word, value=vocab.numbers[word]))
        elif word in vocab.articles:
            out.append(_Tok("word", word, value=vocab.numbers.get(word, 1)))  # "ein Blitz": 1, "eine 8": the 8
        else:
            found = None if word in vocab.glue else _concept(lang, word)
            out.append(_Tok("concept" if found else "word", word, found))
    return out


def _noun_after(toks: list[_Tok], i: int, vocab: _Vocab) -> tuple[str | None, int]:
    """The counted noun after token ``i`` (skipping adjectives and fillers), and where it is."""
    crossed = False
    for j in range(i + 1, min(i + 7, len(toks))):
        t = toks[j]
        if t.kind == "concept" and t.concept in _COUNTED:
            return ("cell" if crossed and t.concept == "grid" else t.concept), j  # "7 crossed on my grid"
        crossed = crossed or (t.kind == "concept" and t.concept == "cross")
        if (t.kind == "concept" and t.concept in _BETWEEN) or t.text in vocab.filler:
            continue
        return None, j
    return None, len(toks)


def _near(toks: list[_Tok], i: int, step: int, concept: str, vocab: _Vocab, reach: int = 3) -> bool:
    """Whether ``concept`` is next to token ``i`` in direction ``step``, across glue words."""
    j = i + step
    while 0 <= j < len(toks) and abs(j - i) <= reach + 1:
        t = toks[j]
        if t.kind == "concept" and t.concept == concept:
            return True
        if not (t.kind == "word" and (t.text in vocab.glue or t.text in vocab.articles)):
            return False
        j += step
    return False


def read(question: str, lang: str) -> Facts:
    """The :class:`Facts` of ``question``, read with ``lang``'s words."""
    vocab = _vocab(lang)
    toks = _tokens(question, lang)
    facts = Facts(lang)
    for i, t in enumerate(toks):
        if t.kind == "concept" and t.concept:
            facts.concepts.add(t.concept)
        if "bonus" in t.text or ("bonu" in t.text and lang == "pt"):  # compounds: "Mondbonus", "bónus"
            facts.concepts.add("bonus")
        if lang == "de" and t.kind != "num" and "punkte" in t.text:  # "Sternpunkte"
            facts.concepts.add("points")
        if t.kind == "concept" and t.concept == "none":  # "no moons left", "plus aucun éclair": 0 of them
            noun, at = _noun_after(toks, i, vocab)
            if noun in ("lightning", "moon", "star") and at == i + 1:
                toks[i] = _Tok("num", t.text, value=0, role=noun)
        if t.kind == "word" and t.text in vocab.articles:  # an article counts one of a noun right after it
            noun, _ = _noun_after(toks, i, vocab)
            if noun in ("lightning", "grid") and (i + 1 < len(toks) and toks[i + 1].kind == "concept"):
                toks[i] = _Tok("num", t.text, value=1, role=noun)
    for i, t in enumerate(toks):
        if t.kind != "num" or t.role:
            continue
        t.of_round = _of_round(toks, i, vocab)
        noun, at = _noun_after(toks, i, vocab)
        if t.ordinal:
            t.role = f"nth:{noun}" if noun and noun != "round" else "round" if noun == "round" else "bare"
        elif _near(toks, i, -1, "round", vocab, 1):
            t.role = "round"  # "round 2", "na ronda 1 vale"
        elif noun == "round":  # "2 rounds", "3 ronda": a round; "one in round 2": not this one
            numbered = at + 1 < len(toks) and toks[at + 1].kind == "num"
            t.role = "round" if 1 <= t.value <= ROUNDS and not numbered else "bare"
        elif noun in ("grid", "cell") and _negated(toks, i, vocab):
            t.role = "bare"  # "no 6 free on my grids": a number no free cell shows, not 6 grids
        elif noun:
            t.role = noun
        elif _near(toks, i, -1, "reveal", vocab) or _near(toks, i, 1, "reveal", vocab) or _from_to(toks, i, lang):
            t.role = "revealed"
        elif _near(toks, i, -1, "points", vocab, 2):
            t.role = "points"
        else:
            t.role = "bare"
    _spread_lists(toks)
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        role = t.role or "bare"
        if role == "revealed":
            facts.revealed.append(t.value)
        elif role == "round":
            facts.rounds.append(t.value)
        elif role.startswith("nth:"):
            facts.nth.setdefault(role[4:], []).append(t.value)
        elif role == "bare":
            prev = toks[i - 1] if i else None
            if prev is not None and prev.kind == "word" and prev.text in _TO[lang] and _from_before(toks, i, lang):
                facts.targets.append(t.value)
            facts.bare.append(t.value)
            if not t.spelled and not t.ordinal:
                facts.digits.append(t.value)
        else:
            facts.counts.setdefault(role, []).append(t.value)
        if _each_near(toks, i) and role != "player":  # "3 joueurs chacun 2 lunes": the 2
            facts.each.append(t.value)
        if _negated(toks, i, vocab):
            facts.negated.append(t.value)
    facts.toks = toks
    return facts


def _of_round(toks: list[_Tok], i: int, vocab: _Vocab) -> bool:
    """Whether number ``i`` is followed by a numbered round ("one in round 2", "2 à la manche 1")."""
    j = i + 1
    while j < len(toks) and j - i <= 4 and toks[j].kind == "word" and toks[j].text in vocab.glue | vocab.filler:
        j += 1
    return j + 1 < len(toks) and toks[j].concept == "round" and toks[j + 1].kind == "num"


def _negated(toks: list[_Tok], i: int, vocab: _Vocab) -> bool:
    """Whether number ``i`` is said to be missing: "no free 6", "kein freies 2", "pas de 8 libre",
    "nenhum 1 livre" (a "none" word right before it, across "free" and glue words)."""
    j = i - 1
    while j >= 0 and i - j <= 3:
        t = toks[j]
        if t.kind == "concept" and t.concept == "none":
            return True
        if not ((t.kind == "concept" and t.concept == "free") or (t.kind == "word" and t.text in vocab.glue)):
            return False
        j -= 1
    return False


def _from_to(toks: list[_Tok], i: int, lang: str) -> bool:
    """Whether number ``i`` is the first of "from 9 to 1" (the revealed number)."""
    prev = toks[i - 1] if i else None
    return prev is not None and prev.kind == "word" and prev.text in _FROM[lang] and _to_after(toks, i, lang)


def _to_after(toks: list[_Tok], i: int, lang: str) -> bool:
    return i + 2 < len(toks) and toks[i + 1].text in _TO[lang] and toks[i + 2].kind == "num"


def _from_before(toks: list[_Tok], i: int, lang: str) -> bool:
    return i >= 3 and toks[i - 2].kind == "num" and toks[i - 3].text in _FROM[lang]


def _each_near(toks: list[_Tok], i: int) -> bool:
    window = toks[max(0, i - 3) : i + 4]
    return any(t.kind == "concept" and t.concept in ("each", "both") for t in window)


def _spread_lists(toks: list[_Tok]) -> None:
    """Numbers listed together share a role: "4, 2 and 2 moons", "round 1 and 3", "mit 1 bzw.
    mit 2 Blitzen" (the word before the first said again after the separator)."""
    runs: list[list[int]] = []
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        prev = runs[-1][-1] if runs else -9
        between = toks[prev + 1 : i]
        plain = len(between) <= 1 and all(b.kind == "sep" for b in between)
        again = len(between) == 2 and between[0].kind == "sep" and prev > 0 and between[1].text == toks[prev - 1].text
        if runs and (plain or again):
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        if len(run) < 2:
            continue
        last, first = toks[run[-1]].role, toks[run[0]].role
        counted = last not in (None, "bare", "revealed") and not (last or "").startswith("nth:")
        shared = last if counted else first if first == "round" else None
        if shared is None and first == "revealed":
            continue
        for j in run:
            if shared and toks[j].role == "bare" and not (shared == "round" and toks[j].of_round):
                toks[j].role = shared


#: What a count said with its round scores: completed grids and stars.
_SCORED = ("grid", "star")


def _unfinished_near(toks: list[_Tok], i: int) -> bool:
    """Whether the count at ``i`` is of unfinished grids ("one unfinished grid", "duas por acabar")."""
    return any(t.kind == "concept" and t.concept == "unfinished" for t in toks[max(0, i - 1) : i + 5])


def _by_round(facts: Facts) -> tuple[list[tuple[str, int, int]], bool]:
    """The completed grids and the stars the question gives with their round, as (noun, count,
    round) in the order said ("two grids in round 1 and one in round 2", "Runde 1 ein Stern,
    Runde 2 drei Sterne", "none in round 2": 0), and whether a count was left without a round.

    A count with no noun of its own ("one", "duas", "eine", "une") next to a round counts what
    was named last. If the question names a round first, each count belongs to the round before
    it; otherwise to the round after it."""
    toks, vocab = facts.toks, _vocab(facts.lang)
    listed, taken = _listed_by_round(toks)
    at = [
        i
        for i, t in enumerate(toks)
        if t.kind == "num" and t.role == "round" and 1 <= t.value <= ROUNDS and i not in taken
    ]
    events: list[tuple[str, str, int]] = []  # ("round", "", round) or ("count", noun, count)
    last: str | None = None
    for i, t in enumerate(toks):
        if i in taken:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        named = nxt is not None and nxt.kind == "concept" and nxt.concept in _SCORED
        near = any(abs(i - r) <= 4 for r in at) and last is not None and not _unfinished_near(toks, i)
        if t.kind == "concept" and t.concept in _SCORED:
            last = t.concept
        if i in at:
            events.append(("round", "", t.value))
        elif t.kind == "num" and t.role in _SCORED and not t.ordinal:
            if not _unfinished_near(toks, i):
                events.append(("count", t.role, t.value))
        elif t.kind == "num" and t.role == "bare" and near and 0 <= t.value <= 9:
            events.append(("count", last or "", t.value))
        elif t.kind == "word" and t.text in vocab.articles and (named or near) and not _unfinished_near(toks, i):
            if named or nxt is None or nxt.kind != "concept":  # "une à la manche 2", "ein Stern"; not "un joueur"
                events.append(("count", (nxt.concept if named and nxt else last) or "", 1))
        elif t.kind == "concept" and t.concept == "none" and near:
            events.append(("count", last or "", 0))
    if not any(e[0] == "round" for e in events):
        return listed, any(e[0] == "count" for e in events)
    pairs: list[tuple[str, int, int]] = list(listed)
    loose = False
    if events[0][0] == "round":  # "in round 2 I earned four stars ..., and in round 3 two"
        current, empty = events[0][2], []
        for kind, noun, value in events[1:]:
            if kind == "round":
                if not pairs or pairs[-1][2] != current:
                    empty.append(current)
                current = value
            else:
                same = [v for n, v, _ in pairs if n == noun]
                if len(same) >= 2 and value == sum(same) and any(n == noun and r == current for n, _, r in pairs):
                    continue  # "Runde 2 ein Stern, Runde 3 zwei: sind das 3 Sterne?": a sum offered
                pairs.append((noun, value, current))
                if empty and "each" in facts.concepts:  # "in Runde 2 und in Runde 3 je eine Karte"
                    pairs += [(noun, value, r) for r in empty]
                empty = []
    else:  # "two grids in round 1 and one in round 2"
        waiting: list[tuple[str, int]] = []
        empty = []
        for kind, noun, value in events:
            if kind == "count":
                waiting.append((noun, value))
            elif waiting:
                pairs += [(n, v, value) for n, v in waiting]
                waiting = []
            else:
                empty.append(value)
        if waiting and pairs and all(v == sum(p[1] for p in pairs if p[0] == n) for n, v in waiting):
            waiting = []  # "2 stars in round 1 and 1 in round 2: that makes 3 stars?": a sum offered
        if waiting and len(empty) == 1:  # "2 stars in round 1, and in round 2 I got 3"
            pairs += [(n, v, empty[0]) for n, v in waiting]
        elif waiting:
            loose = True
    return [(n, v, r) for n, v, r in pairs if n in _SCORED], loose


def _runs(toks: list[_Tok]) -> list[list[int]]:
    """The numbers listed together (joined by separators only): their tokens' indexes."""
    runs: list[list[int]] = []
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        if runs and i - runs[-1][-1] <= 2 and all(toks[j].kind == "sep" for j in range(runs[-1][-1] + 1, i)):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _listed_by_round(toks: list[_Tok]) -> tuple[list[tuple[str, int, int]], set[int]]:
    """Counts listed round by round, as (noun, count, round), and the tokens they take: stars
    listed for the rounds in order ("1, 3, 0 e 2 estrelas nas quatro rondas", "étoiles 2/0/1/3
    par manche"), and grids completed in listed rounds, one each ("grilles complétées aux
    manches 2 et 3")."""
    out: list[tuple[str, int, int]] = []
    taken: set[int] = set()
    for run in _runs(toks):
        first, last = toks[run[0]], toks[run[-1]]
        before = toks[run[0] - 1] if run[0] else None
        after = toks[run[-1] + 1 : run[-1] + 4]
        stars = last.role == "star" or (before is not None and before.concept == "star" and first.role == "bare")
        by_round = [j for j, t in enumerate(after, run[-1] + 1) if t.concept == "round" or t.role == "round"]
        if stars and 2 <= len(run) <= ROUNDS and by_round and all(toks[i].role in ("star", "bare") for i in run):
            out += [("star", toks[i].value, r) for r, i in enumerate(run, 1)]
            taken |= {*run, *(j for j in by_round if toks[j].kind == "num")}
        elif len(run) >= 2 and all(toks[i].role == "round" for i in run) and _grid_before(toks, run[0]):
            out += [("grid", 1, toks[i].value) for i in run if 1 <= toks[i].value <= ROUNDS]
            taken |= set(run)
    return out, taken


def _grid_before(toks: list[_Tok], i: int) -> bool:
    """Whether grids with no count of their own come right before the rounds at ``i``
    ("completou cartelas nas rondas", "grids completed in rounds")."""
    for t in reversed(toks[max(0, i - 5) : i]):
        if t.kind in ("num", "sep") or t.value:  # a count of their own ("uma cartela", "one grid")
            return False
        if t.concept == "grid":
            return True
    return False


def _moon_points_said(facts: Facts) -> int | None:
    """Moon points given as a part of a score ("ganhou 6 pelas luas", "lunes −6"): a number
    that counts no moons, next to the word for moons."""
    toks = facts.toks
    for i, t in enumerate(toks):
        near = toks[max(0, i - 2) : i] + toks[i + 1 : i + 3]
        if (
            t.kind == "num"
            and t.role in ("points", "bare")
            and -6 <= t.value <= 10
            and any(u.concept == "moon" for u in near)
        ):
            return t.value
    return None


def _crossed_cells(facts: Facts) -> int:
    """The crossed cells of unfinished grids the question gives: counted cells ("7 crossed
    cells", "6 und 3 angekreuzten Feldern") and a grid's "with 5" / "has 4" / "com 5"."""
    toks, words = facts.toks, _data()["with"][facts.lang]
    cells = sum(facts.counts.get("cell", []))
    grids = facts.counts.get("grid", [])
    if len(grids) == 1 and facts.counts.get("cell") and set(facts.counts["cell"]) <= set(facts.each):
        cells *= grids[0]  # "three unfinished grids with 3 crossed cells each"
    counted = -9  # where the last cell count given by "with" stands: "with 7 and 6 crosses"
    for i, t in enumerate(toks):
        bare = t.kind == "num" and t.role == "bare" and 0 < t.value < 9 and not t.spelled
        listed = counted == i - 2 and toks[i - 1].kind == "sep"
        if bare and (listed or any(p.text in words for p in toks[max(0, i - 2) : i])):
            cells += t.value
            counted = i
    return cells


# -- the answer ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Worked:
    """A situation worked out: ``kind`` (see :data:`KINDS`), the answer's ``text`` (the result,
    then the rule), the ``sections`` cited, and ``missing``: what the answer asks for, if a
    piece of the situation is missing (then ``text`` asks for it)."""

    kind: str
    text: str
    sections: tuple[Citation, ...]
    missing: str | None = None

    @property
    def topic(self) -> str:
        """The curated topic the case belongs to (a fourth star: the frequent mistake)."""
        if self.kind == "stars" and any(c.anchor == "mistakes" for c in self.sections):
            return "mistake_fourth_star"
        return KINDS[self.kind]


def _worked(kind: str, lang: str, result: str, rule: str, anchors: Sequence[str], missing: str | None = None) -> Worked:
    return Worked(kind, f"{result}\n\n{rule}", tuple(cite("luckybox", a) for a in anchors), missing)


def _verdict(lang: str, result: int, claims: Sequence[int], above: bool = False) -> str:
    """ "Yes: " or "No: " when the question offers one figure ("that's 16, right?"; with
    ``above``, "more than 10?": whether the result is more)."""
    if len(claims) != 1:
        return ""
    right = result > claims[0] if above else claims[0] == result
    return _say(lang, "verdict", word=_say(lang, "yes" if right else "no"))


def _path(revealed: int, cell: int) -> str:
    """The steps from the revealed number to ``cell`` the short way round: "6 → 7 → 8", "9 → 1"."""
    up = (cell - revealed) % 9 <= 4
    out, n = [revealed], revealed
    for _ in range(distance(revealed, cell)):
        n = n % 9 + 1 if up else (n - 2) % 9 + 1
        out.append(n)
    return " → ".join(map(str, out))


def crossable(revealed: int, lightning: int, cells: Sequence[int]) -> tuple[dict[int, int], bool]:
    """What the engine lets a player cross with ``revealed`` up, ``lightning`` tokens and free
    cells showing ``cells`` (one grid, the other cells crossed): ``{number: lightning it costs}``
    for every number that may be crossed, and whether the player may pass instead."""
    values = list(cells)[:9]
    row = values + [values[0] if values else revealed] * (9 - len(values))
    card = " ".join("".join(map(str, row[r * 3 : r * 3 + 3])) for r in range(3)) + " | --- | ---"
    crossed = " ".join("abc"[c % 3] + str(c // 3 + 1) for c in range(len(values), 9))
    game = position([card], revealed, lightning=min(lightning, 4), crossed={0: crossed} if crossed else None)
    legal = legal_actions_of(game, 0)
    costs = {a.number: a.lightning for a in legal if isinstance(a, Cross) and a.number is not None}
    return costs, any(isinstance(a, Pass) for a in legal)


def _work_cross(facts: Facts, lang: str) -> Worked | None:
    f = facts
    lightning = f.count("lightning")
    revealed = f.revealed[0] if f.revealed else None
    cells = [n for n in dict.fromkeys(f.targets or f.digits) if 1 <= n <= 9 and n not in f.negated]
    if revealed is not None and not 1 <= revealed <= 9:
        return None
    lacks = revealed is not None and revealed in f.negated  # "I have no free 9": whatever else is said
    if revealed is None and lightning is not None and "reveal" in f.concepts and len(cells) >= 2:
        revealed, cells = cells[0], cells[1:]  # "revealed is" said without the number next to it
    asks_pass = "pass" in f.concepts and not f.targets  # "passer du 9 au 1" goes, it does not pass
    rule = _say(lang, "rule_lightning")
    anchors = ["lightning"]
    if revealed is None:  # asked back only for a case: lightning to spend on a cross
        if (
            "cross" not in f.concepts
            or {"arena", "end", "left", "round"} & f.concepts
            or (lightning is None and not ("lightning" in f.concepts and cells))
        ):
            return None
        return _worked("cross", lang, _say(lang, "ask_revealed"), rule, anchors, "revealed")
    have = _unit(lang, "lightning", lightning) if lightning is not None else None
    if asks_pass and cells:
        costs, may_pass = crossable(revealed, lightning if lightning is not None else 0, cells)
        if may_pass:
            text = _say(lang, "pass_yes", yes=_say(lang, "yes"), revealed=revealed)
        else:
            text = _say(lang, "pass_no", no=_say(lang, "no"), revealed=revealed)
        return _worked("pass", lang, text, _say(lang, "rule_passing"), ["passing", "lightning"])
    if not cells and asks_pass and lacks:  # "no free 3: may I do nothing?"
        text = _say(lang, "pass_yes", yes=_say(lang, "yes"), revealed=revealed)
        return _worked("pass", lang, text, _say(lang, "rule_passing"), ["passing", "lightning"])
    if not cells and asks_pass:
        return None  # whether one may pass depends on the free cells: the topic tells the rule
    if not cells and lacks and lightning == 0:  # "no free 7 and no lightning: what do I do?"
        return _worked(
            "pass", lang, _say(lang, "pass_only", revealed=revealed), _say(lang, "rule_passing"), ["passing"]
        )
    if not cells:
        budget = max(f.counts.get("lightning", [4]))  # "with 1 or with 2 lightning": what 2 reach
        costs, _ = crossable(revealed, budget, list(range(1, 10)))
        have = _unit(lang, "lightning", budget) if lightning is not None else None
        by_cost: dict[int, list[int]] = {}
        for n, k in sorted(costs.items()):
            by_cost.setdefault(k, []).append(n)
        parts = [
            _say(lang, "reach_free", number=revealed)
            if k == 0
            else _say(
                lang, "reach_cost", numbers=f" {_say(lang, 'or')} ".join(map(str, ns)), cost=_unit(lang, "lightning", k)
            )
            for k, ns in sorted(by_cost.items())
        ]
        key = "reach" if lightning is not None else "reach_any"
        return _worked(
            "cross", lang, _say(lang, key, revealed=revealed, have=have, list=", ".join(parts)), rule, anchors
        )
    costs, may_pass = crossable(revealed, lightning if lightning is not None else 4, cells)
    steps = {n: distance(revealed, n) for n in cells}  # what each would cost, reachable or not
    cheapest = min(cells, key=lambda n: (steps[n], n))
    if "instead" in f.concepts and revealed in cells and len(cells) > 1:  # "I'd rather cross my 4"
        cheapest = min((n for n in cells if n != revealed), key=lambda n: (steps[n], n))
    asked = [n for n in cells if f.digits.count(n) > 1]  # "my free cells are 1, 4 and 7: can I cross the 1?"
    if len(asked) == 1 and len(cells) > 1:
        cheapest = asked[0]
    elif "what" in f.concepts and lightning is not None and not (lacks and "must" in f.concepts):
        text = _options(lang, revealed, lightning, cells, costs, may_pass)  # "what may I do?": every choice
        return _worked("cross", lang, text, rule, ["lightning", "passing"])
    k = steps[cheapest]

    def cost_of(n: int) -> str:
        return _say(lang, "free") if steps[n] == 0 else _unit(lang, "lightning", steps[n])

    if lacks and "must" in f.concepts:  # "he says I must spend my lightning": no, I may pass
        text = _say(lang, "pass_must", no=_say(lang, "no"), revealed=revealed)
    elif lightning is None:
        if k == 0:
            text = _say(lang, "cost_free", cell=cheapest)
        else:
            text = _say(lang, "cost", cell=cheapest, cost=cost_of(cheapest), path=_path(revealed, cheapest))
    elif cheapest in costs:
        if k == 0:
            text = _say(lang, "cross_free", yes=_say(lang, "yes"), cell=cheapest)
        else:
            text = _say(
                lang,
                "cross_pay",
                yes=_say(lang, "yes"),
                cell=cheapest,
                cost=cost_of(cheapest),
                path=_path(revealed, cheapest),
            )
    else:
        text = _say(
            lang,
            "cross_short",
            no=_say(lang, "no"),
            cell=cheapest,
            steps=_unit(lang, "step", k),
            revealed=revealed,
            path=_path(revealed, cheapest),
            have=have,
        )
    if "instead" in f.concepts and revealed in cells and cheapest != revealed and cheapest in costs:
        text += " " + _say(lang, "instead", revealed=revealed)
    if lightning is not None and cheapest in costs and k and {t.text for t in f.toks} & set(_data()["keep"][f.lang]):
        text += " " + _say(lang, "keep", left=_unit(lang, "lightning", lightning - k))
    if len(cells) > 1 or (lacks and "must" in f.concepts):
        others = [f"{n}: {cost_of(n)} ({_path(revealed, n)})" for n in sorted(cells, key=lambda n: (steps[n], n))]
        text += " " + _say(lang, "each", list="; ".join(others))
    if len(cells) > 1 and "both" in f.concepts:
        text += " " + _say(lang, "one_a_turn")
    listed = len(cells) > 1 and may_pass and not asks_pass  # the free cells told: passing is allowed too
    if (lacks and "must" not in f.concepts) or (listed and not lacks):
        text += " " + _say(lang, "pass_also", revealed=revealed)
    if lacks or listed:
        anchors = ["lightning", "passing"]
    return _worked("cross", lang, text, rule, anchors)


def _options(lang: str, revealed: int, lightning: int, cells: list[int], costs: dict[int, int], may_pass: bool) -> str:
    """Every choice a player has: the free cells within reach (cheapest first), passing or
    not, then the cells out of reach."""

    def option(n: int) -> str:
        cost = _say(lang, "free") if n == revealed else _unit(lang, "lightning", distance(revealed, n))
        return _say(lang, "option", cell=n, cost=cost, path=_path(revealed, n))

    order = sorted(cells, key=lambda n: (distance(revealed, n), n))
    reach = [n for n in order if n in costs]
    out = [option(n) for n in order if n not in costs]
    have = _unit(lang, "lightning", lightning)
    if not reach:
        text = _say(lang, "options_only_pass", revealed=revealed, have=have)
    else:
        tail = _say(lang, "options_pass" if may_pass else "options_no_pass", revealed=revealed)
        listed = f" {_say(lang, 'or')} ".join(map(option, reach))
        text = _say(lang, "options", revealed=revealed, have=have, list=listed, tail=tail)
    return text + (" " + _say(lang, "out_of_reach", list="; ".join(out)) if out and reach else "")


def _completions(f: Facts) -> int:
    """How many times the question says a line is completed."""
    return sum(t.kind == "concept" and t.concept == "complete" for t in f.toks)


def _work_chain(f: Facts, lang: str) -> Worked:
    """A chain of bonuses from one cross: it goes on while a bonus's cross completes a line;
    a Number bonus whose number no free cell shows is lost (the numbers said to be missing)."""
    text = _say(lang, "chain")
    for n in dict.fromkeys(n for n in f.negated if 1 <= n <= 9):
        text += " " + _say(lang, "chain_lost", n=n)
    anchors = ["chains", *(["bonus-number"] if f.negated else [])]
    if {"star", "moon", "lightning", "double"} & f.concepts:
        anchors.append("bonus-tokens")
    return _worked("chain", lang, text, _say(lang, "rule_chain"), anchors)


def _work_incomplete(facts: Facts, lang: str) -> Worked | None:
    cells = _crossed_cells(facts)
    points = cell_points(cells)
    claims = facts.counts.get("points", [])
    text = _verdict(lang, points, claims, "more" in facts.concepts) + _say(
        lang, "incomplete", points=_unit(lang, "point", points), cells=_unit(lang, "cell", cells)
    )
    if "bonus" in facts.concepts:
        text += " " + _say(lang, "slots_ignored")
    lightning = facts.count("lightning")
    if lightning is None:
        return _worked("incomplete", lang, text, _say(lang, "rule_incomplete"), ["incomplete-grids"])
    left = _work_arena(facts, lang)  # "... and I still have 5 lightning": what those score
    assert left is not None
    text += " " + left.text.split("\n\n", 1)[0]
    return _worked("incomplete", lang, text, _say(lang, "rule_incomplete"), ["incomplete-grids", "arena-lightning"])


def _table_grids(lang: str) -> str:
    return ", ".join(
        _say(lang, "in_round", points=_unit(lang, "point", p), round=r) for r, p in enumerate(GRID_POINTS, 1)
    )


def _work_completed(facts: Facts, lang: str) -> Worked | None:
    rounds = [r for r in facts.rounds if 1 <= r <= ROUNDS]
    grids = facts.counts.get("grid", [])
    rule = _say(lang, "rule_completed", table=_table_grids(lang))
    if not rounds:
        if not grids or grids[0] < 2:  # "a grid": the question is the general one
            return None
        return _worked("completed", lang, _say(lang, "ask_round"), rule, ["completed-grids"], "round")
    sheet = _sheet(facts)
    done = _completed_in(facts)
    alone = sheet is None or len(sheet["grids"]) < len(set(rounds))  # not a count for each round
    if len(grids) <= 1 and len(set(rounds)) > 1 and done is not None and alone:  # "since round 1, finished in 3"
        n = grids[0] if grids else 1
        parts = [(n, done, completed_points(n, done))]
    elif sheet is not None and sheet["grids"]:  # each count with its own round
        parts = sheet["grids"]
    elif len(rounds) > 1 and len(grids) != len(rounds):
        return _worked("completed", lang, _say(lang, "ask_rounds"), rule, ["completed-grids"], "rounds")
    else:
        counts = grids if len(grids) == len(rounds) else [grids[0] if grids else 1]
        parts = [(n, r, completed_points(n, r)) for n, r in zip(counts, rounds)]
    total = sum(p for _, _, p in parts)
    claims = facts.counts.get("points", []) + [n for n in facts.bare if n in GRID_POINTS]  # "15 or 10?"
    if len(parts) == 1:
        n, r, p = parts[0]
        key = "completed_one" if n == 1 else "completed_many"
        text = _say(
            lang,
            key,
            total=_unit(lang, "point", p),
            grids=_unit(lang, "grid", n),
            round=r,
            each=_unit(lang, "point", GRID_POINTS[r - 1]),
        )
    else:
        listed = "; ".join(
            _say(lang, "completed_part", grids=_unit(lang, "grid", n), round=r, points=_unit(lang, "point", p))
            for n, r, p in parts
        )
        text = _say(lang, "in_all", total=_unit(lang, "point", total), parts=listed)
    return _worked(
        "completed", lang, _verdict(lang, total, claims, "more" in facts.concepts) + text, rule, ["completed-grids"]
    )


def _completed_in(facts: Facts) -> int | None:
    """The round said next to completing ("finished it in round 3", "terminei ela na rodada 3"), if one is."""
    toks = facts.toks
    done = [i for i, t in enumerate(toks) if t.kind == "concept" and t.concept == "complete"]
    near = [
        (abs(i - j), t.value)
        for j in done
        for i, t in enumerate(toks)
        if t.kind == "num" and t.role == "round" and 1 <= t.value <= ROUNDS and 0 < i - j <= 5
    ]
    return min(near)[1] if near else None


def _work_stars(facts: Facts, lang: str) -> Worked | None:
    counts = [n + ("more" in facts.concepts) for n in facts.counts.get("star", [])]  # "more than 3 stars"
    nth = facts.nth.get("star", [])
    claims = facts.counts.get("points", []) or [n for n in facts.bare if n > 3]
    rule = _say(lang, "rule_stars")
    anchors = ["stars"]
    if nth and (not counts or max(nth) > max(counts)):
        n = max(nth)
        if not counts or max(nth) == max(counts) + 1 or len(counts) == 0:
            gain = star_points(n) - star_points(n - 1)
            if claims and n >= 4:
                total = star_points(n)
                text = _verdict(lang, total, claims) + _say(
                    lang, "stars", stars=_unit(lang, "star", n), points=_unit(lang, "point", total)
                )
                text += " " + _say(lang, "stars_cap", most=_unit(lang, "point", star_points(3)))
                return _worked("stars", lang, text, rule, [*anchors, "mistakes"])
            key = "stars_nth" if n <= 3 else "stars_fourth"
            text = _say(
                lang,
                key,
                nth=n,
                gain=_unit(lang, "point", gain),
                before=star_points(n - 1),
                after=star_points(n),
                most=_unit(lang, "point", star_points(3)),
            )
            return _worked("stars", lang, text, rule, anchors if n <= 3 else [*anchors, "mistakes"])
    sheet = _sheet(facts)
    if sheet is not None and len(sheet["stars"]) > 1:  # "Runde 1 ein Stern, Runde 2 drei Sterne"
        counts = [n for n, *_ in sheet["stars"]]
    if not counts:
        return None
    rounds = facts.rounds
    if sheet is not None and len(sheet["stars"]) > 1:
        parts = sheet["stars"]
    elif len(counts) > 1 and len(rounds) == len(counts):
        parts = [(n, r, star_points(n)) for n, r in zip(counts, rounds)]
    else:
        parts = []
    if parts:
        total = sum(p for _, _, p in parts)
        listed = "; ".join(
            _say(lang, "stars_part", stars=_unit(lang, "star", n), round=r, points=_unit(lang, "point", p))
            for n, r, p in parts
        )
        text = _verdict(lang, total, claims) + _say(lang, "in_all", total=_unit(lang, "point", total), parts=listed)
        if any(n > 3 for n in counts):
            text += " " + _say(lang, "stars_cap", most=_unit(lang, "point", star_points(3)))
        return _worked("stars", lang, text, rule, anchors)
    n = max(counts) if not nth else max(max(counts), max(nth))
    total = star_points(n)
    text = _verdict(lang, total, claims) + _say(
        lang, "stars", stars=_unit(lang, "star", n), points=_unit(lang, "point", total)
    )
    if n > 3:
        text += " " + _say(lang, "stars_cap", most=_unit(lang, "point", star_points(3)))
        anchors = [*anchors, "mistakes"]
    return _worked("stars", lang, text, rule, anchors)


def _work_moons(facts: Facts, lang: str) -> Worked | None:
    f = facts
    given, at, used = _moons_said(f)
    moons = list(given)
    bare = [t.value for i, t in enumerate(f.toks) if t.kind == "num" and t.role == "bare" and i not in used]
    digits = [t.value for i, t in enumerate(f.toks) if _digit(t) and i not in used]
    players = f.count("player")
    if "both" in f.concepts and players is None:
        players = 2
    if "none" in f.concepts and 0 not in moons and moons and not {"both", "each"} & f.concepts:
        moons.append(0)  # "and I have none"
    solo = "solo" in f.concepts or players == 1
    claims = f.counts.get("points", [])
    if solo:
        asked = list(dict.fromkeys(moons + [n for n in bare if 0 <= n <= 30]))  # "1 moon? and if I had 7?"
        if not asked:
            return None
        table = ", ".join(
            f"{_num(n)}{'+' if n == len(SOLO_MOONS) - 1 else ''} → {_num(p)}" for n, p in enumerate(SOLO_MOONS)
        )
        said = [
            _say(lang, "moons_solo", moons=_unit(lang, "moon", m), points=_unit(lang, "point", moon_points([m])[0]))
            for m in asked[:4]
        ]
        text = _verdict(lang, moon_points([asked[0]])[0], claims, "more" in f.concepts) + " ".join(said)
        return _worked("moons_solo", lang, text, _say(lang, "rule_moons_solo", table=table), ["moons-solo"])
    rule = _say(lang, "rule_moons")
    tied = players == 2 or {"each", "both"} & f.concepts  # everyone tied, not two among four
    if not moons and "tie" in f.concepts and players is not None and players >= 2 and tied:
        return _worked("moons", lang, _say(lang, "moons_two" if players == 2 else "moons_all_tied"), rule, ["moons"])
    if not moons and players is not None and players >= 2 and len(digits) == players:
        moons = list(digits)  # "Moons: Ana 4, Bruno 4, Carla 0"
    if not moons:
        return None
    if players is not None and players < 1:
        return None
    if players is not None and len(moons) < players and f.each:  # "the other two 1 moon each": the 1
        near = _each_value(f)
        each = f.each[0] if near is None else near
        moons += _said_before_each(f, each)[: players - len(moons) - 1]  # "I had 2, the other two 1 each"
        moons += [each] * (players - len(moons))
    if players is not None and len(moons) < players:  # "zwei haben je 5 Monde, einer 2, einer 0"
        moons += [n for n in bare if 0 <= n <= 99][: players - len(moons)]
    if players is not None and len(moons) == players - 1 and "none" in f.concepts and 0 not in moons:
        moons.append(0)  # "... and Dee had no moon at all"
    gone = _leaver_moons(f, at)
    if gone is None and "leaver" in f.concepts and players is not None and len(moons) == players - 1 >= 1:
        return _work_moons_staying(moons, players, f, lang, rule)  # the leaver's moons not said: they do not count
    if gone is not None and gone < len(moons):  # a player who left is out of the comparison
        left_with = moons.pop(gone)
        players = len(moons) if players is None else min(players - 1, len(moons))
        if players == 1 and len(moons) == 1 and f.count("player") is not None:
            return _work_moons_staying(moons, 2, f, lang, rule, left_with)
        if players < 2:
            text = _say(lang, "moons_leaver_players", moons=_unit(lang, "moon", left_with))
            return _worked("moons", lang, text, rule, ["moons", "leaving"], "players")
        worked = _work_moons_of(moons[:players], players, f, lang, rule)
        result, told = worked.text.split("\n\n", 1)
        text = f"{result} {_say(lang, 'moons_leaver', moons=_unit(lang, 'moon', left_with))}\n\n{told}"
        return Worked("moons", text, (*worked.sections, cite("luckybox", "leaving")))
    if players is None and len(moons) == 1 and f.each:
        return _worked("moons", lang, _say(lang, "ask_players"), rule, ["moons"], "players")
    if players is None and len(moons) >= 2:
        players = len(moons)
    if players is None or len(moons) < players:
        return _worked("moons", lang, _say(lang, "ask_moons"), rule, ["moons"], "moons")
    return _work_moons_of(moons[:players], players, f, lang, rule)


def _digit(t: _Tok) -> bool:
    """Whether ``t`` is a bare number written as digits (no number word, no ordinal)."""
    return t.kind == "num" and t.role == "bare" and not t.spelled and not t.ordinal


def _moons_said(f: Facts) -> tuple[list[int], list[int], set[int]]:
    """The moon counts the question gives, in the order said, where each is said (a token's
    index), and the tokens they use. A group of players said with one count ("the 2 others 0
    too", "os dois netos nenhuma", "both pupils end with 0 moons") gives that count to each."""
    toks, moons, at, used = f.toks, [], [], set()
    players = [i for i, t in enumerate(toks) if t.kind == "num" and t.role == "player"]
    for i, t in enumerate(toks):
        then = toks[i + 1] if i + 1 < len(toks) else None
        head = (t.kind == "num" and t.role == "player" and i != players[0]) or (
            t.kind == "concept" and t.concept == "both" and then is not None and then.kind in ("word", "concept")
        )
        value = _group_value(toks, i) if head else None
        if value is not None:
            n = t.value if t.kind == "num" else 2
            moons += [value[1]] * min(n, 12)
            at += [i] * min(n, 12)
            used |= {i, value[0]}
        elif t.kind == "num" and t.role == "moon" and i not in used:
            moons.append(t.value)
            at.append(i)
    return moons, at, used


def _group_value(toks: list[_Tok], i: int) -> tuple[int, int] | None:
    """The count said right after a group of players at ``i`` (its token and value): a moon
    count, a bare number or "none", before any other number or a player leaving."""
    for j in range(i + 1, min(i + 6, len(toks))):
        t = toks[j]
        if t.kind == "num":
            return (j, t.value) if t.role in ("moon", "bare") and 0 <= t.value <= 30 and not t.ordinal else None
        if t.kind == "sep" or t.concept == "leaver":
            return None
        if t.concept == "none":
            return j, 0
    return None


def _leaver_moons(f: Facts, at: list[int]) -> int | None:
    """Which of the moon counts said (0 the first; ``at``: where each is said) is the one of a
    player who left: the one nearest the words saying someone left ("est parti ... avec 7
    lunes", "mit 6 Monden verlassen"), if any, never one said of oneself ("ich hab 1 Mond")."""
    left = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "leaver"]
    mine = {i for i in at if any(t.concept == "me" for t in f.toks[max(0, i - 3) : i])}
    counts = [i for i in at if i not in mine]
    if not left or not counts:
        return None
    nearest = min(counts, key=lambda i: (abs(i - left[0]), i < left[0]))
    return at.index(nearest) if abs(nearest - left[0]) <= 8 else None


def _work_moons_staying(
    moons: list[int], players: int, f: Facts, lang: str, rule: str, left_with: int | None = None
) -> Worked:
    """The moon points of the players who stayed (``moons``) in a game begun by ``players``:
    the leaver is out of the comparison, and one player left alone takes the two-player rule."""
    points = moon_points_staying(moons, players)
    gone = (
        _say(lang, "moons_leaver_unsaid")
        if left_with is None
        else _say(lang, "moons_leaver", moons=_unit(lang, "moon", left_with))
    )
    anchors = ["moons", "leaving"]
    if len(moons) == 1:
        text = _verdict(lang, points[0], f.counts.get("points", [])) + _say(
            lang, "moons_alone", points=_signed(points[0])
        )
        return _worked("moons", lang, f"{text} {gone}", rule, anchors)
    worked = _work_moons_of(moons, len(moons), f, lang, rule)
    result, told = worked.text.split("\n\n", 1)
    return Worked("moons", f"{result} {gone}\n\n{told}", tuple(cite("luckybox", a) for a in anchors))


def _said_before_each(f: Facts, each: int) -> list[int]:
    """The bare numbers in digits said before the first "each" word, other than ``each``."""
    words = [j for j, t in enumerate(f.toks) if t.kind == "concept" and t.concept in ("each", "both")]
    before = f.toks[: words[0]] if words else []
    return [t.value for t in before if t.kind == "num" and t.role == "bare" and not t.spelled and t.value != each]


def _each_value(f: Facts) -> int | None:
    """The number said of each of several players: the moon count or bare number nearest an
    "each" word ("the other two 1 each", "en ont 2 chacun"), one before it on a tie."""
    words = [j for j, t in enumerate(f.toks) if t.kind == "concept" and t.concept in ("each", "both")]
    near = [
        (abs(i - j), i > j, t.value)
        for j in words
        for i, t in enumerate(f.toks)
        if t.kind == "num" and t.role in ("moon", "bare") and abs(i - j) <= 3
    ]
    return min(near)[2] if near else None


def _work_moons_of(moons: list[int], players: int, f: Facts, lang: str, rule: str) -> Worked:
    """The moon points of ``players`` players holding ``moons``."""
    by_seat = moon_points(moons)
    seen: dict[int, list[int]] = {}
    for m, p in zip(moons, by_seat):
        seen.setdefault(m, []).append(p)
    rows = []
    for m in sorted(seen, reverse=True):
        who = (
            _unit(lang, "moon", m)
            if len(seen[m]) == 1
            else _say(lang, "players_with", count=len(seen[m]), moons=_unit(lang, "moon_with", m))
        )
        rows.append(_say(lang, "row", who=who, points=_signed(seen[m][0])))
    listed = ", ".join(map(_num, sorted(moons, reverse=True)))
    text = _say(lang, "moons", players=players, list=listed, result="; ".join(rows))
    if len(set(moons)) == 1:
        text += " " + _say(lang, "moons_two" if players == 2 else "moons_all_tied")
    elif players > 2 and {"tie", "each"} <= f.concepts:  # "and if all four had 2?"
        text += " " + _say(lang, "moons_all_tied")
    elif players == 2:
        text += " " + _say(lang, "moons_two_apart")
    return _worked("moons", lang, text, rule, ["moons"])


def _work_rank(facts: Facts, lang: str) -> Worked | None:
    numbers = facts.counts.get("points", []) or [n for n in facts.bare if n >= 10] or facts.bare
    if not numbers:
        return None
    total = numbers[0]
    key = solo_rank_key(total)
    bands = _bands(lang)
    band = dict(bands)[key]
    table = "; ".join(f"{span} “{i18n.translate(k, lang)}”" for k, span in bands)
    text = _say(lang, "rank", rank=i18n.translate(key, lang), total=total, band=band)
    return _worked("rank", lang, text, _say(lang, "rule_rank", table=table), ["solo-rank"])


def _bands(lang: str) -> list[tuple[str, str]]:
    """Each solo rank's catalog key and its band of totals ("44 or less", "45–49", ...)."""
    bands = []
    for i, (low, k, _) in enumerate(SOLO_RANKS):
        high = SOLO_RANKS[i + 1][0] - 1 if i + 1 < len(SOLO_RANKS) else None
        span = (
            _say(lang, "or_less", n=high)
            if i == 0
            else _say(lang, "or_more", n=low)
            if high is None
            else f"{low}–{high}"
        )
        bands.append((k, span))
    return bands


def _sheet(facts: Facts) -> dict[str, Any] | None:
    """The parts of a score the question gives, each worked out with the rules' own functions:
    ``grids`` and ``stars`` as [(count, round, points)], ``cells`` (crossed cells of unfinished
    grids), ``moons`` (a solo count, or None); None if a count lacks its round."""
    pairs, loose = _by_round(facts)
    stars_said = [n for n in facts.counts.get("star", [])]
    if loose:
        return None
    pairs = sorted(pairs, key=lambda p: p[2])
    grids = [(n, r, completed_points(n, r)) for noun, n, r in pairs if noun == "grid" and n]
    by_round: dict[int, int] = {}
    for noun, n, r in pairs:
        if noun == "star":
            by_round[r] = by_round.get(r, 0) + n  # stars count by round: two mentions of one round add up
    stars = [(n, r, star_points(n)) for r, n in by_round.items() if n]
    if not stars and len(stars_said) == 1:  # "3 stars" with no round: one round's
        stars = [(stars_said[0], 0, star_points(stars_said[0]))]
    elif not stars and len(stars_said) > 1:
        return None
    moons = facts.count("moon")
    cells = _crossed_cells(facts) if ("unfinished" in facts.concepts or "cell" in facts.counts) else 0
    said = _moon_points_said(facts) if moons is None else None
    return {"grids": grids, "stars": stars, "cells": cells, "moons": moons, "moon_points": said}


def _work_total(facts: Facts, lang: str, sheet: dict[str, Any]) -> Worked:
    """A whole score: completed grids by round, stars by round, moons, unfinished grids' cells,
    added up as the game's end does, with the solo rank when playing alone."""
    solo = "solo" in facts.concepts or facts.count("player") == 1
    parts, anchors, total, sure = [], ["total"], 0, True
    if sheet["grids"]:
        points = sum(p for *_, p in sheet["grids"])
        listed = "; ".join(
            _say(lang, "completed_part", grids=_unit(lang, "grid", n), round=r, points=_unit(lang, "point", p))
            for n, r, p in sheet["grids"]
        )
        parts.append(_say(lang, "total_grids", points=points, list=listed))
        anchors.append("completed-grids")
        total += points
    if sheet["stars"]:
        points = sum(p for *_, p in sheet["stars"])
        listed = "; ".join(
            _say(lang, "stars_part", stars=_unit(lang, "star", n), round=r, points=_unit(lang, "point", p))
            if r
            else _say(lang, "stars", stars=_unit(lang, "star", n), points=_unit(lang, "point", p)).rstrip(".")
            for n, r, p in sheet["stars"]
        )
        parts.append(_say(lang, "total_stars", points=points, list=listed))
        anchors.append("stars")
        total += points
    if sheet["moons"] is not None and solo:
        points = moon_points([sheet["moons"]])[0]
        parts.append(_say(lang, "total_moons", points=_num(points), moons=_unit(lang, "moon", sheet["moons"])))
        anchors.append("moons-solo")
        total += points
    elif sheet["moons"] is not None:
        sure = False
    elif sheet["moon_points"] is not None:  # "ganhou 6 pelas luas": the points themselves
        parts.append(_say(lang, "total_moon_points", points=_num(sheet["moon_points"])))
        anchors.append("moons")
        total += sheet["moon_points"]
    if sheet["cells"]:
        points = cell_points(sheet["cells"])
        parts.append(_say(lang, "total_cells", points=points, cells=_unit(lang, "cell", sheet["cells"])))
        anchors.append("incomplete-grids")
        total += points
    claims = [n for n in facts.counts.get("points", []) if n != sheet["moon_points"]]
    text = _verdict(lang, total, claims, "more" in facts.concepts) + _say(
        lang, "total", total=_unit(lang, "point", total), parts="; ".join(parts)
    )
    if any(n > 3 for n, *_ in sheet["stars"]):
        text += " " + _say(lang, "stars_cap", most=_unit(lang, "point", star_points(3)))
    if not sure:
        text += " " + _say(lang, "total_moons_unknown")
    elif solo and ("rank" in facts.concepts or sheet["moons"] is not None):
        key = solo_rank_key(total)
        text += " " + _say(lang, "total_rank", rank=i18n.translate(key, lang), band=dict(_bands(lang))[key])
        anchors.append("solo-rank")
    return _worked("total", lang, text, _say(lang, "rule_total"), anchors, None if sure else "moons")


def _work_supply(facts: Facts, lang: str) -> Worked | None:
    f = facts
    if "star" in f.concepts and "lightning" not in f.concepts and "moon" not in f.concepts:
        return _worked("supply", lang, _say(lang, "supply_star"), _say(lang, "rule_supply"), ["supply", "bonus-tokens"])
    if f.counts.get("moon") and f.counts.get("lightning") and "bonus" in f.concepts:  # both kinds, each its own
        moon = _work_supply(Facts(f.lang, f.concepts - {"lightning"}, {"moon": f.counts["moon"]}), lang)
        light = _work_supply(Facts(f.lang, f.concepts - {"moon"}, {"lightning": f.counts["lightning"]}), lang)
        if moon and light and not (moon.missing or light.missing):
            text = moon.text.split("\n\n")[0] + " " + light.text.split("\n\n")[0]
            return _worked("supply", lang, text, _say(lang, "rule_supply"), ["supply"])
    if "moon" in f.concepts and "lightning" not in f.concepts:
        kind, token, numbers = "moon", "moon", f.counts.get("moon", [])
    elif "lightning" in f.concepts:
        double = "double" in f.concepts or 2 in f.counts.get("lightning", [])[1:]
        kind, token, numbers = ("lightning2" if double else "lightning"), "lightning", f.counts.get("lightning", [])
    else:
        return None
    near = _supply_said(f)
    if near is not None and "empty" not in f.concepts:  # "im Vorrat ist nur noch 1", whatever I hold
        left: int | None = near
    elif "empty" in f.concepts or "none" in f.concepts or 0 in numbers:
        left = 0
    else:
        left = min(numbers) if numbers else f.bare[0] if f.bare else None
    rule = _say(lang, "rule_supply")
    if left is None:
        return _worked("supply", lang, _say(lang, "ask_supply"), rule, ["supply"], "supply")
    take = supply_take(kind, {"lightning": left, "moon": left})[token]
    wants = supply_take(kind, {"lightning": 99, "moon": 99})[token]
    gets = _unit(lang, token, take)
    if take == 0:
        text = _say(lang, "supply_empty", bonus=_say(lang, f"bonus_{kind}"))
    elif take < wants:
        text = _say(
            lang,
            "supply_short",
            bonus=_say(lang, f"bonus_{kind}"),
            take=gets,
            left=_unit(lang, token, left),
            lost=wants - take,
        )
    else:
        text = _say(lang, "supply_enough", bonus=_say(lang, f"bonus_{kind}"), take=gets, left=_unit(lang, token, left))
    return _worked("supply", lang, text, rule, ["supply"])


def _supply_said(f: Facts) -> int | None:
    """The number said next to the supply ("the supply has only 1 left", "nur noch 1 im Vorrat"), if any."""
    at = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "supply"]
    near = [
        (abs(i - j), t.value)
        for j in at
        for i, t in enumerate(f.toks)
        if t.kind == "num" and t.role in ("lightning", "moon", "bare") and 0 <= t.value <= 99 and abs(i - j) <= 4
    ]
    return min(near)[1] if near else None


def _work_start(facts: Facts, lang: str) -> Worked | None:
    """The shared supply once every player has taken the starting lightning, as the engine sets
    up a game of that many players (two boxes' worth from 7 players on)."""
    players = facts.count("player")
    if players is None or not 2 <= players <= 12:
        return None
    rules = Rules()
    supply = _start_supply(players)
    taken = players * rules.start_lightning
    text = _say(
        lang,
        "supply_start",
        players=players,
        total=_unit(lang, "lightning", supply["lightning"] + taken),
        moons=_unit(lang, "moon", supply["moon"]),
        each=rules.start_lightning,
        taken=taken,
        left=_unit(lang, "lightning", supply["lightning"]),
    )
    if supply["moon"] > rules.moon_supply:
        text += " " + _say(lang, "two_boxes")
    rule = _say(
        lang, "rule_start", each=rules.start_lightning, lightning=rules.lightning_supply, moons=rules.moon_supply
    )
    return _worked("start", lang, text, rule, ["setup", "components"])


@cache
def _start_supply(players: int) -> dict[str, int]:
    return dict(Game(players=players, seed=0).supply)


def _work_arena(facts: Facts, lang: str) -> Worked | None:
    lightning = facts.count("lightning")
    if lightning is None:
        return None
    points = Rules(variant="arena").lightning_points(lightning)
    classic = Rules().lightning_points(lightning)
    have = _unit(lang, "lightning", lightning)
    claims = facts.counts.get("points", [])
    if "arena" in facts.concepts and "classic" not in facts.concepts:
        text = _verdict(lang, points, claims, "more" in facts.concepts) + _say(
            lang, "arena", points=_unit(lang, "point", points), have=have
        )
    else:  # "a normal game, 12 left: 4 points as in the arena?": no
        text = _verdict(lang, classic, claims) + _say(
            lang, "arena_classic", points=_unit(lang, "point", classic), have=have, arena=_unit(lang, "point", points)
        )
    return _worked("arena", lang, text, _say(lang, "rule_arena"), ["arena-lightning"])


def _work_tie(facts: Facts, lang: str) -> Worked | None:
    totals = [n for n in [*facts.counts.get("points", []), *facts.bare] if n >= 10]
    moons = [m for m in facts.counts.get("moon", []) if (m not in totals and m < 10) or m < max(totals, default=0)]
    if len(moons) < 2:  # "I had 4 moons, she had 2"
        moons += [n for n in facts.digits if n < 10 and n not in totals][: 2 - len(moons)]
    if len(moons) == 1 and ("both" in facts.concepts or moons[0] in facts.each):  # "both with 4 moons"
        moons *= 2
    if not moons and "same" not in facts.concepts and "tie" in facts.concepts:
        moons = [0, 0]  # "same number of moons": any equal pair
    if len(moons) < 2:
        return None
    order = rank([str(i) for i in range(len(moons))], [0] * len(moons), tiebreak=moons)
    firsts = [row["seat"] for row in order if row["place"] == 1]
    if len(firsts) > 1:
        text = _say(lang, "tie_shared")
    else:
        text = _say(lang, "tie_ahead", most=_unit(lang, "moon", moons[firsts[0]]))
    return _worked("tie", lang, text, _say(lang, "rule_tie"), ["total"])


def _scored(f: Facts, say: str) -> Worked | None:
    """A score the question gives by parts: completed grids and stars with their rounds, solo
    moons, crossed cells of unfinished grids; the whole total when it gives two parts or more."""
    c = f.concepts
    if "supply" in c or not {"grid", "star", "cell", "unfinished"} & c or not {"points", "rank"} & c:
        return None
    sheet = _sheet(f)
    if sheet is None:
        if {"grid", "star"} <= c and f.rounds:
            return _worked("total", say, _say(say, "ask_rounds"), _say(say, "rule_total"), ["total"], "rounds")
        return None
    given = [k for k in ("grids", "stars", "cells") if sheet[k]]
    given += [k for k in ("moons", "moon_points") if sheet[k] is not None]
    if len(given) >= 2 and (sheet["grids"] or sheet["stars"]):
        return _work_total(f, say, sheet)
    if given == ["grids"]:
        return _work_completed(f, say)
    if given == ["stars"] and len(sheet["stars"]) > 1:
        return _work_stars(f, say)
    if given == ["cells"] and "unfinished" in c and ("lightning" not in f.counts or not f.revealed):
        return _work_incomplete(f, say)
    return None


def beyond_rules(question: str, lang: str) -> str | None:
    """What ``question`` asks that the rules do not say, if anything: "strategy" (a strategy,
    whether a choice is wise, a sure way to win), "house" (a house rule), "unruled" (what the
    rules say nothing of: health, who is served first from the supply) or "round" (a round
    after the 4th); then the assistant gives no topic as the answer."""
    f = read(question, lang)
    if "unruled" in f.concepts:
        return "unruled"
    if "beyond" in f.concepts:
        return "strategy"
    if "house" in f.concepts:
        return "house"
    return "round" if any(r > ROUNDS for r in f.rounds) else None


def work_out(question: str, lang: str, answer_lang: str | None = None) -> Worked | None:
    """The situation ``question`` (in ``lang``) describes, worked out and told in
    ``answer_lang`` (default ``lang``); None if it describes none this module knows. A
    question that goes on with "and if ..." gets both cases worked out, the second keeping
    the first's number of players unless it gives its own."""
    say = answer_lang or lang
    split = _what_if(question, lang)
    if split is not None:
        both = _both_cases(*split, lang, say)
        if both is not None:
            return both
    return _work_one(read(question, lang), say)


def _what_if(question: str, lang: str) -> tuple[str, str] | None:
    """``question`` cut before its first "and if" / "e se" / "und wenn" / "et si", if any."""
    words = "|".join(r"[\s-]+".join(map(re.escape, w.split())) for w in _data()["what_if"][lang])
    found = re.search(rf"(?<!\w)(?:{words})(?!\w)", fold(question))
    if found is None or found.start() == 0:
        return None
    return question[: found.start()], question[found.start() :]


def _both_cases(first: str, second: str, lang: str, say: str) -> Worked | None:
    """The two cases of a question, each worked out, told one after the other (None unless
    both are cases of one kind, each complete)."""
    facts = read(first, lang)
    one = _work_one(facts, say)
    players = facts.count("player")
    if players is not None and read(second, lang).count("player") is None:
        second = f"{players} {_data()['concepts'][lang]['player'][0].rstrip('*')} {second}"
    other = _work_one(read(second, lang), say) if one is not None else None
    if one is None or other is None or one.kind != other.kind or one.missing or other.missing:
        return None
    result, rule = one.text.split("\n\n", 1)
    sections = tuple(dict.fromkeys([*one.sections, *other.sections]))
    also = other.text.split("\n\n", 1)[0]
    return Worked(one.kind, f"{result} {also}\n\n{rule}", sections)


def _work_one(f: Facts, say: str) -> Worked | None:
    """One situation the facts describe, told in ``say``."""
    c = f.concepts
    numbers = bool(f.counts or f.revealed or f.rounds or f.bare or f.nth)
    short = {"left", "empty", "none"} & c  # the supply is short: "only 1 left", "empty", "no more"
    if "supply" in c and (0 in f.counts.get("moon", []) or 0 in f.counts.get("lightning", [])):
        short = {"empty"}  # "im Vorrat sind 0 Monde"
    if {"house", "unruled"} & c or (not numbers and not ("supply" in c and {"empty", "none"} & c)):
        return None  # a rule of one's own, or what the rules do not cover, is no case of these rules
    if "supply" in c and "start" in c and "bonus" not in c and f.count("player") is not None:
        return _work_start(f, say)
    tokens = "supply" in c or {"lightning", "double"} <= c or {"bonus", "left", "none"} <= c
    if tokens and short and ({"lightning", "moon", "star"} & c):
        return _work_supply(f, say)
    scored = _scored(f, say)  # a score sheet: grids and stars by round, moons, cells
    if scored is None and "bonus" in c and "supply" not in c and _completions(f) >= 2:
        return _work_chain(f, say)  # one cross completes a line whose bonus completes another
    if scored is not None or "supply" in c or "bonus" in c:
        return scored  # otherwise what a bonus gives, what the box holds: the topics tell
    totals = [n for n in [*f.counts.get("points", []), *f.bare, *f.counts.get("moon", [])] if n >= 10]
    if ("tie" in c or ({"both", "each"} & c and "win" in c)) and "moon" in c and totals:
        return _work_tie(f, say)
    if "star" in c and "moon" not in c and "points" in c and (f.counts.get("star") or f.nth.get("star")):
        return _work_stars(f, say)
    listed = f.count("player") is not None and len(f.digits) == f.count("player")  # "Ana 3, Bruno 3, Carla 2"
    if "moon" in c and (f.counts.get("moon") or {"none", "tie", "solo"} & c or listed) and "star" not in c:
        return _work_moons(f, say)
    if "rank" in c and "moon" not in c:
        return _work_rank(f, say)
    if "grid" in c and "complete" in c and "points" in c and "unfinished" not in c and "cell" not in f.counts:
        return _work_completed(f, say)
    if f.counts.get("cell") and ("unfinished" in c or "end" in c) and "lightning" not in f.counts:
        return _work_incomplete(f, say)
    if f.counts.get("lightning") and ("arena" in c or ({"end", "left"} <= c and not {"reveal", "cross"} & c)):
        return _work_arena(f, say)
    case = f.revealed and f.count("lightning") is not None and f.digits and not {"star", "moon"} & c
    if case and "cross" in c:  # "a free 2 on one grid", "to finish a row": still a cross with lightning
        return _work_cross(f, say)
    if {"star", "moon", "double", "complete"} & c or "grid" in f.counts:
        return None
    if {"lightning", "cost", "pass"} & c and (f.revealed or f.targets or "cross" in c):
        return _work_cross(f, say)
    return None
