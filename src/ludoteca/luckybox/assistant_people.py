"""Players a question names with a count each: "Ana 3, Ben 0, Cleo 3, Dev 1", "ma fille 5 lunes,
mon gendre 2, mon petit-fils 2 et moi 0", "o avô 4 e a neta 1"; and which of them the question
says left the table ("Ben had left", "mon gendre a quitté la table").

A named player is one to three plain words (a name, or a possessive and a noun, or "me"), then
a number, then the end of the list or its next separator; the list has two players or more.

>>> from ludoteca.luckybox.assistant_reading import read
>>> f = read("moons: Ana 3, Ben 0, Cleo 3, Dev 1. Ben left the table.", "en")
>>> [(p.words, f.toks[p.at].value) for p in named_players(f.toks, "en")]
[(('ana',), 3), (('ben',), 0), (('cleo',), 3), (('dev',), 1)]
>>> named_leaver(f.toks, "en") == 1
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ludoteca.luckybox.assistant_reading import Tok, vocabulary

__all__ = ["Named", "mark_named_moons", "named_leaver", "named_players"]


@dataclass(frozen=True)
class Named:
    """A player named with a count: the words that name them (possessives and "me" left out:
    empty for the one asking) and where the count stands."""

    words: tuple[str, ...]
    at: int


#: The most words a player's name takes ("mon petit fils").
_NAME_WORDS = 3
#: What may follow a player's count: the end of the list's entry.
_ENTRY_ENDS = (",", ";", ".", "?", "!")


def named_players(toks: list[Tok], lang: str) -> list[Named]:
    """The players the question names with a count each, in the order said, when it names two
    or more one after the other; otherwise none."""
    found: list[Named] = []
    run: list[Named] = []
    for i, t in enumerate(toks):
        if t.kind != "num" or t.role not in (None, "bare", "moon") or t.ordinal or t.spelled:  # "jogou em três"
            continue
        name = _name_before(toks, i, lang)
        if name is None or not _entry_ends(toks, i):
            if len(run) >= 2:
                found += run
            run = []
            continue
        if run and not _follows(toks, run[-1].at, name[1]):
            if len(run) >= 2:
                found += run
            run = []
        run.append(Named(name[0], i))
    return found + run if len(run) >= 2 else found


def _name_before(toks: list[Tok], i: int, lang: str) -> tuple[tuple[str, ...], int] | None:
    """The words naming a player right before the count at ``i`` (and where the entry starts,
    its article included), if they are one to three plain words, or "me"."""
    vocab = vocabulary(lang)
    at: list[int] = []
    j = i - 1
    while j >= 0 and len(at) < _NAME_WORDS:
        t = toks[j]
        plain = t.kind == "word" and t.text not in vocab.glue | vocab.articles and not t.text.isdigit()
        if not (plain or t.concept == "me"):
            break
        at.insert(0, j)
        j -= 1
    while j >= 0 and at and toks[j].kind == "word" and toks[j].text in vocab.glue | vocab.articles:
        j -= 1  # "o Rui 5", "a avó 2": the article before a name
    if not at or (j >= 0 and toks[j].kind != "sep"):
        return None
    words = tuple(toks[k].text for k in at if toks[k].kind == "word")
    return words, j + 1


def _entry_ends(toks: list[Tok], i: int) -> bool:
    """Whether the count at ``i`` ends its entry: a separator, the end, or the word for moons
    and then a separator ("ma fille 5 lunes, ...")."""
    j = i + 1
    if j < len(toks) and toks[j].concept == "moon":
        j += 1
    return j >= len(toks) or toks[j].kind == "sep"


def _follows(toks: list[Tok], prev: int, start: int) -> bool:
    """Whether the entry starting at ``start`` comes right after the one whose count is at
    ``prev``: one separator between, and the word for moons at most."""
    between = [t for t in toks[prev + 1 : start] if t.concept != "moon"]
    return len(between) == 1 and between[0].kind == "sep"


def named_leaver(toks: list[Tok], lang: str) -> int | None:
    """Which of the named players (0 the first) the question says left: the one whose name
    stands right before the words for leaving ("Ben had left", "mon gendre a quitté")."""
    players = named_players(toks, lang)
    for k, t in enumerate(toks):
        if t.concept != "leaver":
            continue
        before = _clause_words_before(toks, k)
        matches = [n for n, p in enumerate(players) if p.words and set(p.words) & before]
        if len(matches) == 1:
            return matches[0]
    return None


def _clause_words_before(toks: list[Tok], k: int) -> set[str]:
    """The plain words of the four tokens before ``k``, in its own clause ("Dev 1. Ben left": ben)."""
    words: set[str] = set()
    for u in reversed(toks[max(0, k - 4) : k]):
        if u.kind == "sep":
            break
        if u.kind == "word":
            words.add(u.text)
    return words


def mark_named_moons(toks: list[Tok], lang: str) -> None:
    """The counts of named players are moons when one of them is said to be ("ma fille 5
    lunes, mon gendre 2") or the list comes right after the word for moons ("moons: Ana 3, Ben
    0"): each takes the role "moon"."""
    players = named_players(toks, lang)
    if not players:
        return
    first = _name_before(toks, players[0].at, lang)
    start = players[0].at if first is None else first[1]
    said = any(toks[p.at].role == "moon" for p in players)
    after = any(t.concept == "moon" for t in toks[max(0, start - 3) : start])
    if said or after:
        for p in players:
            toks[p.at].role = "moon"
