"""A table of players a question describes ("Lena 40 points and 3 moons, Paul 45 and 1, me 44
and 2: who wins?"): each player's total, moons and lightning left, read clause by clause; then
the end of the game worked out with the engine's rules (:func:`ludoteca.luckybox.rules.moon_points`,
:meth:`ludoteca.luckybox.rules.Rules.lightning_points`, the table's own ranking
:func:`ludoteca.core.seats.rank`, moons breaking a tie) and told winner first.

Every number must find its place: a player's total (a number of 10 or more, or one said as
points), moons or lightning, or the count of players. A number the table cannot place is named
and asked about rather than guessed.

>>> worked = work_table("Ana 40 points and 3 moons, Rui 44 points and 1 moon: who wins?", "en", "en")
>>> worked.text.splitlines()[0]
'Ana wins: Ana: 40 + 6 = 46; Rui: 44 + 0 = 44.'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ludoteca.core.assistant_match import fold
from ludoteca.core.seats import rank
from ludoteca.luckybox.assistant_reading import Facts, Tok, read, vocabulary
from ludoteca.luckybox.assistant_words import Worked, num, phrase, situation_answer, unit
from ludoteca.luckybox.rules import Rules, moon_points
from ludoteca.luckybox.scoring import moon_points_staying

__all__ = ["Row", "read_rows", "work_table"]

#: What ends a player's clause.
_CLAUSE = frozenset({",", ";", ":", "?", "!", "."})
#: Words by which a player speaks of themself (a table's "me").
_ME = {"en": {"i", "me", "im"}, "pt": {"eu", "mim"}, "de": {"ich", "mir", "mich"}, "fr": {"moi", "je", "j"}}
#: What a number may count in a table, by the noun after it.
_NOUNS = {"moon": "moons", "lightning": "lightning", "points": "points"}
#: A total is at least this (a smaller number with no noun is a count of moons or lightning).
_TOTAL = 10


@dataclass
class Row:
    """One player of the table: how the question names them, and their numbers."""

    name: str | None = None
    me: bool = False
    points: int | None = None
    moons: int | None = None
    lightning: int | None = None


def _clauses(toks: list[Tok]) -> list[list[int]]:
    """The token indexes of each clause (cut at commas, colons and the ends of sentences)."""
    out: list[list[int]] = [[]]
    for i, t in enumerate(toks):
        if t.kind == "sep" and t.text in _CLAUSE:
            out.append([])
        else:
            out[-1].append(i)
    return [c for c in out if c]


def _noun(toks: list[Tok], i: int, skip: frozenset[str]) -> str | None:
    """What the number at ``i`` counts by the noun right after it (moons, lightning, points)."""
    for t in toks[i + 1 : i + 4]:
        if t.kind == "concept" and t.concept in _NOUNS:
            return _NOUNS[t.concept]
        if not (t.kind == "word" and t.text in skip):
            return None
    return None


def _of_everyone(toks: list[Tok], i: int) -> bool:
    """Whether the number at ``i`` is spelled right after "both" or "all" ("tous deux")."""
    return toks[i].spelled and i > 0 and toks[i - 1].concept in ("both", "each")


def _name(question: str, toks: list[Tok], span: range, lang: str) -> str | None:
    """The player's name as written: the last capitalised word in ``span`` (before their
    numbers) that is no word of the game's (a name read as a typo of one still counts)."""
    written = {fold(w): w for w in re.findall(r"\w+", question) if w[:1].isupper()}
    vocab = vocabulary(lang)
    names = [
        toks[i].text
        for i in span
        if toks[i].text in written and len(toks[i].text) > 1 and toks[i].kind in ("word", "concept")
        if toks[i].text not in vocab.exact and not any(toks[i].text.startswith(p) for p, _ in vocab.prefixes)
        if toks[i].text not in vocab.glue | vocab.filler | vocab.articles and toks[i].text not in _ME[lang]
    ]
    return written[names[-1]] if names else None


def read_rows(question: str, facts: Facts) -> tuple[list[Row], dict[str, int], list[int]]:
    """The players the question lists, what is said of them all by role ("both on 58 points":
    ``{"points": 58}``), and the numbers no role fits. A player's numbers follow their name (or "I"); a number whose
    role the player already has starts the next player."""
    toks, lang = facts.toks, facts.lang
    vocab = vocabulary(lang)
    skip = vocab.glue | vocab.filler | vocab.articles
    rows: list[Row] = []
    shared: dict[str, int] = {}
    unplaced: list[int] = []
    for clause in _clauses(toks):
        row: Row | None = rows[-1] if rows else None  # "Rui 44 points, 2 lightning": still Rui
        since, opening = clause[0], True
        for i in clause:
            t = toks[i]
            if t.kind != "num" or t.role in ("player", "round") or t.ordinal or _of_everyone(toks, i):
                continue
            before = range(since, i)
            me = any(toks[j].text in _ME[lang] for j in before)
            name = None if me else _name(question, toks, before, lang)
            role = _noun(toks, i, skip) or ("points" if t.value >= _TOTAL or t.role == "points" else None)
            if role is None and t.role == "moon":
                role = "moons"  # "Monde am Ende: ich 2, Sara 5": read as moons with the question
            if role is None and row is not None and "moon" in facts.concepts:
                role = "moons"  # "Paul 45 and 1": his moons; "I have 5 moons and him 2": the next player's
            since = i + 1
            if role is None:
                unplaced.append(t.value)
            elif any(toks[j].concept in ("both", "each") for j in range(max(before.start, i - 3), i)):
                shared[role] = t.value  # "we both have 40 points", "beide haben 3 Monde"
            elif row is None or getattr(row, role) is not None or name or me:
                me = me or (opening and any(toks[j].text in _ME[lang] for j in clause))
                row = _row_of(rows, name, me, role)
                setattr(row, role, t.value)
            else:
                setattr(row, role, t.value)
            opening = False
    return rows, shared, unplaced


def _row_of(rows: list[Row], name: str | None, me: bool, role: str) -> Row:
    """The player said again ("I have 40 points; I have 5 moons") still short of ``role``, or a
    new one added to ``rows``."""
    for row in rows:
        same = (me and row.me) or (name is not None and row.name == name)
        if same and getattr(row, role) is None:
            return row
    rows.append(Row(name, me))
    return rows[-1]


def _label(row: Row, lang: str, by_moons: bool) -> str:
    """How the answer names a player: "you", their name, or what they hold (their total, or
    their moons when everyone's total is the same)."""
    if row.me:
        return phrase(lang, "table_you")
    if row.name:
        return row.name
    what = unit(lang, "moon", row.moons or 0) if by_moons else unit(lang, "point", row.points or 0)
    return phrase(lang, "table_player", what=what)


def work_table(question: str, lang: str, say: str, facts: Facts | None = None) -> Worked | None:
    """The end of the game for the players the question lists (read as ``facts``, by default
    read here), winner first; None unless it lists two players or more, each with a total, and
    asks who wins or the order."""
    facts = read(question, lang) if facts is None else facts
    c = facts.concepts
    if not {"win", "rank"} & c or not {"moon", "lightning"} & c or "solo" in c:
        return None
    rows, shared, unplaced = read_rows(question, facts)
    gone = _leaver(facts, rows) if "leaver" in c else None
    if "leaver" in c and gone is None:  # someone left, but which row is theirs was not read
        return None
    for row in rows:
        for role, value in shared.items():
            setattr(row, role, value if getattr(row, role) is None else getattr(row, role))
    if sum(r.points is not None for r in rows) < 2:
        return None
    players = facts.count("player")
    if len(rows) in unplaced and players is None:  # "décompte à 3": the count of players
        unplaced.remove(players := len(rows))
    if not unplaced and any(r.points is None for r in rows):
        return None
    if players is not None and players != len(rows):
        return None
    if unplaced:
        numbers = ", ".join(map(str, unplaced))
        text = phrase(say, "table_unplaced", numbers=numbers, players=len(rows))
        return situation_answer("total", say, text, phrase(say, "rule_total"), ["total"], "table")
    return _score(rows, facts, say, "points" in shared, gone)


def _leaver(facts: Facts, rows: list[Row]) -> int | None:
    """Which row is the player's who left: the one whose name the clause saying so gives
    ("Tom ist in Runde 3 gegangen", "Ana left in round 2"), if exactly one row has it."""
    toks = facts.toks
    for clause in _clauses(toks):
        said = [i for i in clause if toks[i].concept == "leaver"]
        if not said:
            continue
        words = {toks[i].text for i in clause}
        found = [k for k, r in enumerate(rows) if r.name is not None and fold(r.name) in words]
        if len(found) == 1:
            return found[0]
    return None


def _included(facts: Facts, shared: bool) -> bool:
    """Whether the totals already hold the moon points: said so ("moons already included"), or
    one total said of them all ("both end on 52") and not said to be before the moons."""
    return ("included" in facts.concepts or shared) and "excluded" not in facts.concepts


def _score(rows: list[Row], facts: Facts, say: str, shared: bool, gone: int | None = None) -> Worked:
    """Each player's final score and place, told winner first; the player who left (row
    ``gone``) is out of the moon comparison and placed last."""
    moons = [r.moons for r in rows]
    anchors = ["total"] if gone is None else ["total", "leaving"]
    if all(m is not None for m in moons) and not _included(facts, shared):
        staying = [m or 0 for k, m in enumerate(moons) if k != gone]
        points = moon_points_staying(staying, len(rows)) if gone is not None else moon_points(staying)
        if gone is not None:
            points.insert(gone, 0)
        anchors.append("moons")
    else:
        points = [0] * len(rows)
    rules = Rules(variant="arena" if "arena" in facts.concepts else "classic")
    arena = [rules.lightning_points(r.lightning or 0) for r in rows]
    if any(r.lightning is not None for r in rows):
        anchors.append("arena-lightning")
    finals = [(r.points or 0) + p + a for r, p, a in zip(rows, points, arena)]
    labels = [_label(r, say, shared and all(m is not None for m in moons)) for r in rows]
    order = rank(labels, finals, tiebreak=[m or 0 for m in moons])
    if gone is not None:  # whoever left is placed after everyone who stayed
        order = [p for p in order if p["seat"] != gone] + [p for p in order if p["seat"] == gone]
    shown = ("moons" in anchors, "arena" in facts.concepts and "arena-lightning" in anchors)
    parts = []
    for place in order:
        s = place["seat"]
        bits = [num(rows[s].points or 0)]
        bits += [_part(p) for p, on in zip((points[s], arena[s]), shown) if on]
        if len(bits) > 1:
            parts.append(f"{labels[s]}: {' '.join(bits)} = {num(finals[s])}")
        else:  # nothing to add: the total, and the moons that break a tie
            held = f" ({unit(say, 'moon', rows[s].moons)})" if rows[s].moons is not None else ""
            parts.append(f"{labels[s]}: {num(finals[s])}{held}")
    firsts = [labels[p["seat"]] for p in order if p["place"] == order[0]["place"] and p["seat"] != gone]
    alone = len(firsts) == 1
    key = "table_share" if not alone else "table_you_win" if rows[order[0]["seat"]].me else "table_wins"
    text = phrase(say, key, who=" & ".join(firsts), list="; ".join(parts))
    if len(firsts) == len(rows) and not any(r.name for r in rows):  # "both on 48 with 3 moons"
        text = phrase(say, "tie_shared")
    if alone and finals.count(max(finals)) > 1:
        most = rows[order[0]["seat"]].moons or 0
        text += " " + phrase(say, "table_moons_decide", moons=unit(say, "moon", most))
    if gone is not None:
        text += " " + phrase(say, "leaver_last")
    tie = shared and not any(shown)  # one total said of all, nothing added: the moons break the tie
    kind, rule = ("tie", "rule_tie") if tie else ("total", "rule_total")
    return situation_answer(kind, say, text[:1].upper() + text[1:], phrase(say, rule), anchors)


def _part(points: int) -> str:
    """Points added to a total, signed: "+ 6", "− 6"."""
    return f"+ {points}" if points >= 0 else f"− {-points}"
