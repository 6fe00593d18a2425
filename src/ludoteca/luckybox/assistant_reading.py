"""Reading a question that describes a situation: its words (folded, number words as
digits, the game's words matched with a typo or two, from ``assistant/situations.json``) and
each number's role by the words around it: a count ("2 lightning", "9 cells", "3 players"), a
round ("round 2", "zweite Runde"), the revealed number ("saiu o 6"), a score ("57 points",
"+6"), or a bare number ("my 8"); numbers listed together share a role.

>>> f = read("3p game: I have 2 lightning, the 6 is revealed, my free cells are 8 and 9", "en")
>>> f.count("player"), f.count("lightning"), f.revealed, f.digits
(3, 2, [6], [8, 9])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

from rapidfuzz import fuzz, process

from ludoteca.core.assistant_match import fold
from ludoteca.luckybox.assistant_words import situations_data
from ludoteca.luckybox.rules import ROUNDS

__all__ = ["Facts", "Tok", "digit", "noun_after", "read", "round_said_of", "said_of_round", "vocabulary"]


#: Nouns a number before them counts ("2 lightning", "9 cells").
_COUNTED = ("lightning", "cell", "star", "moon", "grid", "player", "points", "step", "round")


#: Verbs of gaining or losing points: a number right after one, counting nothing, is points ("who loses 6?").
_GAIN_LOSE = frozenset(
    {"gain", "gains", "gained", "lose", "loses", "lost", "ganha", "ganham", "perde", "perdem", "perdeu"}
    | {"gewinnt", "gewinnen", "verliert", "verlieren", "gagne", "gagnent", "perd", "perdent"}
)


#: Words putting a number on a grid ("the 6 on grid A"): then it is a cell's number, not a count.
_ON = frozenset({"on", "in", "em", "na", "no", "numa", "num", "nas", "auf", "im", "sur", "dans"})


#: Nouns a German ordinal ("3. Runde") may come before.
_ORDINAL_NOUNS = frozenset(_COUNTED) - {"points", "moon", "lightning"}


#: Concepts that may stand between a number and the noun it counts ("9 crossed cells").
_BETWEEN = ("free", "unfinished", "complete", "cross", "double", "left")


#: How a number right after "from" and before "to" reads (from 9 to 1): revealed, then target.
_FROM = {"en": ("from",), "pt": ("do", "da", "de"), "de": ("von", "vom"), "fr": ("du", "de")}


_TO = {"en": ("to",), "pt": ("para", "ao", "a", "pro"), "de": ("zu", "zur", "zum", "auf", "in"), "fr": ("au", "a")}


_PLACEHOLDER = re.compile(r"^zzc(\w+?)zz$")


_TOKEN = re.compile(
    r"\d+[.,]\d+|(?<!\w)[-−+]\d+|\d+(?:st|nd|rd|th|eme|ere|er|re|e|o|a|º|ª|te|ten|ter)?(?!\w)|⚡|\w+|[,;:?!&/+=]|(?<=\w)\.(?=\s|$)"
)


#: Words shortened with a full stop, which ends no sentence ("mit 1 bzw. mit 2 Blitzen").
_ABBREVIATIONS = frozenset({"bzw", "usw", "ca", "etc", "inkl", "evtl", "ggf", "vs", "ex", "nr", "max", "min", "approx"})


_ORDINAL_SUFFIX = re.compile(r"^(\d+)(st|nd|rd|th|eme|ere|er|re|e|o|a|º|ª|te|ten|ter)$")


@dataclass(frozen=True)
class _Vocab:
    exact: dict[str, str]
    prefixes: tuple[tuple[str, str], ...]  # (prefix, concept), longest first
    phrases: tuple[tuple[re.Pattern[str], str], ...]  # each with the placeholders it is read as
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
#: Concepts whose phrases may name the moons as well ("most moons").
_RANKS = ("most", "fewest")
#: Concepts whose words are never matched with a typo ("bring" is not "brain").
_EXACT_ONLY = ("unruled", "how_many")


@cache
def vocabulary(lang: str) -> _Vocab:
    concepts = situations_data()["concepts"][lang]
    exact: dict[str, str] = {}
    prefixes: list[tuple[str, str]] = []
    phrases: list[tuple[re.Pattern[str], str]] = []
    for concept, entries in concepts.items():
        if concept in _SETS:
            continue
        for entry in entries:
            if " " in entry:
                body = r"[\s-]+".join(re.escape(w).replace(r"\*", r"\w*") for w in entry.split())
                said = f" zzc{concept}zz "
                if concept in _RANKS and any(
                    w.startswith(m.rstrip("*")) for w in entry.split() for m in concepts["moon"]
                ):
                    said += "zzcmoonzz "  # "fewest moons", "menos luas": the moons are named too
                phrases.append((re.compile(rf"(?<!\w){body}(?!\w)"), said))
            elif "-" in entry:
                continue  # "house-rule": the words are read apart
            elif entry.endswith("*"):
                prefixes.append((entry[:-1], concept))
            else:
                exact.setdefault(entry, concept)
    prefixes.sort(key=lambda pc: -len(pc[0]))
    phrases.sort(key=lambda pc: -len(pc[0].pattern))
    typos = [(w, c) for w, c in [*exact.items(), *prefixes] if len(w) >= 5 and c not in _EXACT_ONLY]

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
        dict(situations_data()["numbers"][lang]),
        dict(situations_data()["ordinals"][lang]),
        frozenset(situations_data()["articles"][lang]),
        frozenset(w for w in situations_data()["numbers"][lang] if w not in situations_data()["articles"][lang]),
        tuple((_rewrite(a), b) for a, b in situations_data()["rewrites"][lang]),
        _each_have(lang, concepts),
    )


def _rewrite(pattern: str) -> re.Pattern[str]:
    """A rewrite's pattern, whole words only; its numbers may have been spelled out."""
    return re.compile(r"(?<!\w)" + pattern.replace(r"(\d+)", r"(\d+)(?:zzs)?") + r"(?!\w)")


def _each_have(lang: str, concepts: dict[str, list[str]]) -> re.Pattern[str]:
    have = "|".join(map(re.escape, situations_data()["have"][lang]))
    each = "|".join(re.escape(w.rstrip("*")) + (r"\w*" if w.endswith("*") else "") for w in concepts["each"])
    return re.compile(rf"(?<!\w)(?P<times>\d+)(?:zzs)? (?:{have}) (?:{each}) (?P<n>\d+)(?:zzs)?(?!\w)")


@lru_cache(maxsize=8192)
def _concept(lang: str, word: str) -> str | None:
    """The game concept ``word`` (folded) names in ``lang``, if any: exactly, by its start, or
    with a typo (words of 5 letters or more)."""
    vocab = vocabulary(lang)
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


@dataclass
class Tok:
    kind: str  # "num", "concept", "word", "sep"
    text: str
    concept: str | None = None
    value: int = 0
    ordinal: bool = False
    role: str | None = None  # for a number: a counted concept, "round", "revealed", "points", "bare"
    spelled: bool = False  # a number written as a word ("two"): never a cell's value
    of_round: bool = False  # a count said of the round named after it ("one in round 2")
    by_round: int = 0  # a star count listed round by round ("stars 2/0/1/3"): its round


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
    toks: list[Tok] = field(default_factory=list, repr=False)  # the words read, their numbers' roles

    def count(self, concept: str) -> int | None:
        values = self.counts.get(concept)
        return values[0] if values else None


def _tokens(question: str, lang: str) -> list[Tok]:
    vocab = vocabulary(lang)
    text = fold(question).replace("’", "'").replace("'", " ")
    text = re.sub(r"(?<!\w)1 ?[-–—] ?9(?!\w)", " ", text)  # "the circle 1–9": no cell, no count
    text = re.sub(r"\w+(?:-\w+)?", lambda m: f"{vocab.numbers[m[0]]}zzs" if m[0] in vocab.spelled else m[0], text)
    for pattern, replacement in vocab.rewrites:
        text = pattern.sub(replacement, text)
    text = vocab.each_have.sub(lambda m: ", ".join([m["n"]] * min(int(m["times"]), 12)) + " ", text)
    for pattern, said in vocab.phrases:
        text = pattern.sub(said, text)
    out: list[Tok] = []
    words = _TOKEN.findall(text)
    for k, word in enumerate(words):
        placeholder = _PLACEHOLDER.match(word)
        ordinal = _ORDINAL_SUFFIX.match(word)
        if placeholder:
            out.append(Tok("concept", word, placeholder.group(1)))
        elif re.fullmatch(r"\d+[.,]\d+", word):
            out.append(Tok("word", word))  # "3.5": no count of anything
        elif re.fullmatch(r"[-−+]?\d+(?:zzs)?", word):
            value = int(word.removesuffix("zzs").replace("−", "-"))
            signed = word[0] in "-−+"  # "+6", "-6": a score said, never a count
            out.append(Tok("num", word, value=value, spelled=word.endswith("zzs"), role="points" if signed else None))
        elif ordinal:
            out.append(Tok("num", word, value=int(ordinal.group(1)), ordinal=True))
        elif word == "." and lang == "de" and out and out[-1].kind == "num" and _counted_next(words, k, lang):
            continue  # "3. Runde": a German ordinal, not the end of a sentence
        elif (
            word == "." and out and out[-1].kind != "num" and (out[-1].text in _ABBREVIATIONS or len(out[-1].text) == 1)
        ):
            continue  # "bzw.", "p. ex.": no end of a sentence
        elif word == "⚡":
            out.append(Tok("concept", word, "lightning"))
        elif word in vocab.joins or not word[0].isalnum():
            out.append(Tok("sep", word))
        elif word in vocab.ordinals:
            out.append(Tok("num", word, value=vocab.ordinals[word], ordinal=True))
        elif word in vocab.numbers and word not in vocab.glue | vocab.articles:
            out.append(Tok("num", word, value=vocab.numbers[word]))
        elif word in vocab.articles:
            out.append(Tok("word", word, value=vocab.numbers.get(word, 1)))  # "ein Blitz": 1, "eine 8": the 8
        else:
            found = None if word in vocab.glue or word in _AGAINST else _concept(lang, word)  # no typo of "conta"
            out.append(Tok("concept" if found else "word", word, found))
    return out


def _counted_next(words: list[str], k: int, lang: str) -> bool:
    """Whether the word after ``words[k]`` is a noun a number counts ("3. Runde", "2. Stern"),
    never points, moons or lightning, nor a heading: "Tom 7. Punkte ohne Monde", "3, 1. Monde: 4"
    end a sentence."""
    if k + 1 >= len(words) or (k + 2 < len(words) and words[k + 2] == ":"):
        return False
    return _concept(lang, words[k + 1]) in _ORDINAL_NOUNS


def noun_after(toks: list[Tok], i: int, vocab: _Vocab) -> tuple[str | None, int]:
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


#: Things an ordinal with no noun of its own may count, named before it ("a 4th").
_NTH_NOUNS = ("star", "grid", "moon", "lightning", "cell")


def _named_before(toks: list[Tok], i: int) -> str | None:
    """The thing last named in the same sentence before token ``i``, among :data:`_NTH_NOUNS`."""
    for t in reversed(toks[max(0, i - 8) : i]):
        if t.kind == "sep" and t.text in (".", "?", "!", ";"):
            return None
        if t.kind == "concept" and t.concept in _NTH_NOUNS:
            return t.concept
    return None


def _near(toks: list[Tok], i: int, step: int, concept: str, vocab: _Vocab, reach: int = 3) -> bool:
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
    vocab = vocabulary(lang)
    toks = _tokens(question, lang)
    facts = Facts(lang)
    for i, t in enumerate(toks):
        if t.kind == "concept" and t.concept:
            facts.concepts.add("round" if t.concept == "per_round" else t.concept)
        if "bonus" in t.text or ("bonu" in t.text and lang == "pt"):  # compounds: "Mondbonus", "bónus"
            facts.concepts.add("bonus")
        if lang == "de" and t.kind != "num" and "punkte" in t.text:  # "Sternpunkte"
            facts.concepts.add("points")
        if t.kind == "concept" and t.concept == "none":  # "no moons left", "plus aucun éclair": 0 of them
            noun, at = noun_after(toks, i, vocab)
            if noun in ("lightning", "moon", "star") and at == i + 1:
                toks[i] = Tok("num", t.text, value=0, role=noun)
        if t.kind == "word" and t.text in vocab.articles:  # an article counts one of a noun right after it
            noun, _ = noun_after(toks, i, vocab)
            if noun in ("lightning", "grid") and (i + 1 < len(toks) and toks[i + 1].kind == "concept"):
                toks[i] = Tok("num", t.text, value=1, role=noun)
    _stars_by_round(toks)
    for i, t in enumerate(toks):
        if t.kind != "num" or t.role:
            continue
        t.of_round = _of_round(toks, i, vocab)
        noun, at = noun_after(toks, i, vocab)
        if t.ordinal:
            noun = noun or _named_before(toks, i)  # "3 stars already and I get a 4th": the 4th star
            t.role = f"nth:{noun}" if noun and noun != "round" else "round" if noun == "round" else "bare"
        elif _near(toks, i, -1, "round", vocab, 1):
            t.role = "round"  # "round 2", "na ronda 1 vale"
        elif noun == "round":  # "2 rounds", "3 ronda": a round; "one in round 2": not this one
            numbered = at + 1 < len(toks) and toks[at + 1].kind == "num"
            t.role = "round" if 1 <= t.value <= ROUNDS and not numbered else "bare"
        elif noun in ("grid", "cell") and _negated(toks, i, vocab):
            t.role = "bare"  # "no 6 free on my grids": a number no free cell shows, not 6 grids
        elif noun == "grid" and any(u.text in _ON for u in toks[i + 1 : at]):
            t.role = "bare"  # "the 6 on grid A", "a free 4 auf Karte B": a cell's number, not 6 grids
        elif noun:
            t.role = noun
        elif _near(toks, i, -1, "reveal", vocab) or _near(toks, i, 1, "reveal", vocab) or _from_to(toks, i, lang):
            t.role = "revealed"
        elif _near(toks, i, -1, "points", vocab, 2) or (i and toks[i - 1].text in _GAIN_LOSE):
            t.role = "points"  # "57 points", "who loses 6?"
        else:
            t.role = "bare"
    _others_moons(toks, vocab, lang)
    _moons_of_clause(toks)
    _spread_lists(toks)
    _named_moons(toks, lang)
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


def _named_moons(toks: list[Tok], lang: str) -> None:
    """Moons said player by player, each named ("Ana 3, Ben 0"): see
    :func:`ludoteca.luckybox.assistant_people.mark_named_moons` (imported here, as it reads
    these tokens with this module's words)."""
    from ludoteca.luckybox.assistant_people import mark_named_moons

    mark_named_moons(toks, lang)


def _stars_by_round(toks: list[Tok]) -> None:
    """Star counts listed round by round right after the word for stars: "stars 2/0/1/3",
    "Sterne je Runde 1, 1, 0, 2", "étoiles par manche : 3 / 0 / 1": with "per round" said, two
    or more (joined by commas, "and" or slashes); otherwise one a round, by slashes or, for as
    many counts as rounds, by commas ("Sterne 3, 1, 2, 0"; "1/2/3" alone lists the scale).
    Each takes the role "star" and its round, in order."""
    for s, t in enumerate(toks):
        if t.kind != "concept" or t.concept != "star":
            continue
        j = s + 1
        per = j < len(toks) and toks[j].concept == "per_round"
        j += per
        j += j < len(toks) and toks[j].kind == "sep" and toks[j].text == ":"  # "Sterne pro Runde: 2, 0, 3, 1"
        listed = [j] if j < len(toks) and toks[j].kind == "num" and not toks[j].role else []
        while listed and len(listed) < ROUNDS:
            nxt = _next_in_list(toks, listed[-1], per)
            if nxt is None:
                break
            listed.append(nxt)
        slashed = all(toks[i + 1].text == "/" for i in listed[:-1])
        if listed and not (per or slashed or _list_ends(toks, listed[-1])):
            continue  # "stars 3, 1, 2, 0, 5": no list of one a round
        if len(listed) >= (2 if per else ROUNDS) and all(
            0 <= toks[i].value <= 9 and not toks[i].ordinal for i in listed
        ):
            for r, i in enumerate(listed, 1):
                toks[i].role, toks[i].by_round = "star", r


#: Words that go on with a list, one after the other ("2, then 4, then 0").
_THEN = frozenset({"then", "depois", "dann", "danach", "puis", "ensuite"})


def _next_in_list(toks: list[Tok], last: int, per: bool) -> int | None:
    """Where the number listed after the one at ``last`` stands: after a slash or a comma
    (or, with "per round" said, any separator), a "then" allowed after it ("2, then 4")."""
    k = last + 1
    if k < len(toks) and toks[k].kind == "sep":
        if toks[k].text not in ("/", ",") and not per:
            return None
        k += 1
    elif not (per and k < len(toks) and toks[k].text in _THEN):
        return None
    k += k < len(toks) and toks[k].text in _THEN
    if k == last + 1 or k >= len(toks) or toks[k].kind != "num" or toks[k].role:
        return None
    return k


def _list_ends(toks: list[Tok], last: int) -> bool:
    """Whether a list of numbers ends at ``last``: no further number joined to it (a semicolon
    or a full stop ends the list)."""
    joined = last + 2 < len(toks) and toks[last + 1].kind == "sep" and toks[last + 1].text not in (";", ".")
    return not (joined and toks[last + 2].kind == "num" and not toks[last + 2].role)  # "..., eine Karte"


#: Words for the other players, whose moons a list after them gives ("the others 3 and 2"), and
#: words setting one's moons against theirs ("1 moon against 4", "1 lune contre 4 pour Hugo").
_AGAINST = frozenset({"against", "vs", "versus", "contra", "gegen", "gegenuber", "contre"})
_OTHERS = frozenset(
    {"others", "other", "opponents", "opps", "opp", "rest", "outros", "outras", "adversarios", "restantes"}
    | {"anderen", "gegner", "autres", "adversaires"}
    | _AGAINST
)


def _others_moons(toks: list[Tok], vocab: _Vocab, lang: str) -> None:
    """Numbers listed after the other players, once moons are named ("I have 5 moons, the
    others 3 and 2", "ich 3 Monde, die anderen 5 und 1", "3 lunes (les autres 1 et 5)"): their
    moons, not cells or grids named further on."""
    for k, t in enumerate(toks):
        if t.text not in _OTHERS or (k and toks[k - 1].kind == "num"):
            continue
        if not any(u.concept == "moon" or u.role == "moon" for u in toks[:k]):
            continue
        j = _past_how_many(toks, k + 1, frozenset(situations_data()["have"][lang]))
        while j < len(toks) and (toks[j].concept == "moon" or toks[j].text in vocab.glue | vocab.filler):
            j += 1
        while j < len(toks) and toks[j].kind == "num" and toks[j].role in (None, "bare") and 0 <= toks[j].value <= 30:
            toks[j].role = "moon"
            if j + 2 < len(toks) and toks[j + 1].kind == "sep" and toks[j + 1].text != ";":
                j += 2
            else:
                break


def _past_how_many(toks: list[Tok], j: int, verbs: set[str] | frozenset[str]) -> int:
    """Where the others' moons may start after a count of them spelled out and a verb ("the
    other two have 1 and 3", "les deux autres ont 1 et 3"): past that count, which counts
    players, not moons."""
    counted = j + 1 < len(toks) and toks[j].kind == "num" and toks[j].role in (None, "bare")
    return j + 2 if counted and toks[j + 1].kind == "word" and toks[j + 1].text in verbs else j


#: What ends a clause of a question.
_CLAUSE_END = frozenset({",", ";", ".", "?", "!"})
#: What a clause going on about moons may name ("..., and my neighbour has 1").
_ABOUT_SOMEONE = frozenset({None, "me", "each", "both", "tie"})
#: Nouns a clause may count instead of moons.
_OTHER_NOUNS = frozenset({"lightning", "cell", "star", "grid", "points", "round", "player", "step"})


def _moons_of_clause(toks: list[Tok]) -> None:
    """Bare numbers in a clause that opens with moons ("for moons I have 5", "Monde: ich 3"), and in the
    clauses going on from it, or from one that counts moons ("I with 3 moons, Ana with 3"), that
    name nothing else ("..., and our neighbour has 1"): moons, unless the clause already gives a
    count of moons."""
    clauses: list[list[int]] = [[]]
    for i, t in enumerate(toks):
        if t.kind == "sep" and t.text in _CLAUSE_END:
            clauses.append([])
        else:
            clauses[-1].append(i)
    about = False
    for clause in clauses:
        nouns = {toks[i].concept for i in clause if toks[i].kind == "concept"}
        counted = {toks[i].role for i in clause if toks[i].kind == "num"}
        heads = [toks[i].concept for i in clause[:3]]  # the clause opens with moons: "for moons, ..."
        starts = "moon" in heads and "moon" not in counted and not nouns & _OTHER_NOUNS
        listed = "moon" in counted and not nouns & _OTHER_NOUNS  # "I 3 moons, Ana with 3, Rui 1"
        about = starts or listed or (about and nouns <= _ABOUT_SOMEONE)
        if not about or counted & {*_OTHER_NOUNS, "moon"}:
            continue
        first = min((i for i in clause if toks[i].concept == "moon"), default=clause[0] if clause else 0)
        for i in clause:
            t = toks[i]
            if i > first and t.kind == "num" and t.role == "bare" and not t.spelled and 0 <= t.value <= 30:
                t.role = "moon"


def _of_round(toks: list[Tok], i: int, vocab: _Vocab) -> bool:
    """Whether number ``i`` is followed by a numbered round ("one in round 2", "2 à la manche 1")."""
    j = i + 1
    while j < len(toks) and j - i <= 4 and toks[j].kind == "word" and toks[j].text in vocab.glue | vocab.filler:
        j += 1
    return j + 1 < len(toks) and toks[j].concept == "round" and toks[j + 1].kind == "num"


def _negated(toks: list[Tok], i: int, vocab: _Vocab) -> bool:
    """Whether number ``i`` is said to be missing: a "none" word right before it ("no free 6",
    "I don't have a free 2", "não tenho nenhum 1 livre", "kein freies 2", "pas de 8 libre"), or an
    "absent" one right after it ("the 3 is not free", "o 3 já está riscado", "die 3 ist nicht
    mehr frei", "le 3 n'est plus libre"), across "free", articles and glue words."""
    return _negation_at(toks, i, -1, "none", vocab) or _negation_at(toks, i, 1, "absent", vocab)


def _negation_at(toks: list[Tok], i: int, step: int, concept: str, vocab: _Vocab) -> bool:
    j = i + step
    while 0 <= j < len(toks) and abs(i - j) <= 3:
        t = toks[j]
        if t.kind == "concept" and t.concept == concept:
            return True
        skip = t.kind == "concept" and t.concept == "free"
        if not (skip or (t.kind == "word" and (t.text in vocab.glue or t.text in vocab.articles))):
            return False
        j += step
    return False


def _from_to(toks: list[Tok], i: int, lang: str) -> bool:
    """Whether number ``i`` is the first of "from 9 to 1" (the revealed number)."""
    prev = toks[i - 1] if i else None
    return prev is not None and prev.kind == "word" and prev.text in _FROM[lang] and _to_after(toks, i, lang)


def _to_after(toks: list[Tok], i: int, lang: str) -> bool:
    return i + 2 < len(toks) and toks[i + 1].text in _TO[lang] and toks[i + 2].kind == "num"


def _from_before(toks: list[Tok], i: int, lang: str) -> bool:
    return i >= 3 and toks[i - 2].kind == "num" and toks[i - 3].text in _FROM[lang]


def _each_near(toks: list[Tok], i: int) -> bool:
    window = toks[max(0, i - 3) : i + 4]
    return any(t.kind == "concept" and t.concept in ("each", "both") for t in window)


def _spread_lists(toks: list[Tok]) -> None:
    """Numbers listed together share a role: "4, 2 and 2 moons", "round 1 and 3", "mit 1 bzw.
    mit 2 Blitzen" (the word before the first said again after the separator), "me 2 moons,
    Rui 2, Ana 5" (each further number after a comma and a name: the first one's noun)."""
    runs: list[list[int]] = []
    named: set[int] = set()  # the runs whose numbers follow a comma and a name
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        prev = runs[-1][-1] if runs else -9
        between = toks[prev + 1 : i]
        plain = len(between) <= 1 and all(b.kind == "sep" and b.text not in (";", ".") for b in between)
        again = len(between) == 2 and between[0].kind == "sep" and prev > 0 and between[1].text == toks[prev - 1].text
        name = prev >= 0 and len(between) == 2 and between[0].text == "," and between[1].kind == "word"
        if runs and (plain or again or (name and (len(runs[-1]) == 1 or len(runs) - 1 in named))):
            runs[-1].append(i)
            if name and not (plain or again):
                named.add(len(runs) - 1)
        else:
            runs.append([i])
    for k, run in enumerate(runs):
        if len(run) < 2:
            continue
        last, first = toks[run[-1]].role, toks[run[0]].role
        if k in named:
            last = first
        counted = last not in (None, "bare", "revealed") and not (last or "").startswith("nth:")
        shared = last if counted else first if first == "round" else None
        if shared is None and first == "revealed":
            continue
        for j in run:
            no_round = shared == "round" and (
                toks[j].of_round or not 1 <= toks[j].value <= ROUNDS or said_of_round(toks, j)
            )
            if shared and toks[j].role == "bare" and not no_round:  # "round 3 — 15 or 10?": no round 15
                toks[j].role = shared


def said_of_round(toks: list[Tok], j: int) -> bool:
    """Whether the number at ``j`` is said of the round right before it ("manche 4 : 1",
    "r2=0", "Runde 2 drei", "round 2 I got 4"): after a colon or an equals sign, or right after
    the round's number with nothing between but words saying one got it."""
    return round_said_of(toks, j) is not None


def round_said_of(toks: list[Tok], j: int) -> int | None:
    """Where the number of the round the count at ``j`` is said of stands (see
    :func:`said_of_round`), if it is said of one."""
    j -= _got_before(toks, j)  # "manche 2 j'en ai eu 4", "round 2 I got 4": as "round 2 4"
    if j < 2:
        return None
    prev = toks[j - 1]
    if prev.kind == "num" and toks[j - 2].concept == "round":
        return j - 1  # "Runde 2 drei"
    if prev.text in _SAID_OF and j >= 3 and toks[j - 3].concept == "round" and toks[j - 2].kind == "num":
        return j - 2
    return None


#: Words saying one got a count, which may stand between a round's number and that count.
_GOT = frozenset(
    {"i", "got", "get", "had", "made", "scored", "earned", "eu", "tive", "fiz", "ganhei", "consegui", "obtive"}
    | {"ich", "hatte", "hab", "habe", "bekam", "kriegte", "j", "en", "ai", "eu", "obtenu", "avais"}
)


def _got_before(toks: list[Tok], j: int) -> int:
    """How many words saying one got something stand right before ``j`` (at most 4), when a
    round's number stands right before them."""
    k = j
    while k > 0 and j - k < 4 and toks[k - 1].kind != "num" and toks[k - 1].text in _GOT:
        k -= 1
    return j - k if k >= 2 and k < j and toks[k - 1].kind == "num" and toks[k - 2].concept == "round" else 0


#: What may stand between a round's number and the count said of it ("round 4: 1", "r4=1").
_SAID_OF = (":", "=")


def digit(t: Tok) -> bool:
    """Whether ``t`` is a bare number written as digits (no number word, no ordinal)."""
    return t.kind == "num" and t.role == "bare" and not t.spelled and not t.ordinal
