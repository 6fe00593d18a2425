"""Moons among the players: which counts the question gives (a player's own, a group's
"the 2 others 0 too", a leaver's, who is out of the comparison), the two-player rule, ties, the
solo table, and equal totals told apart by moons, scored with
:func:`ludoteca.luckybox.rules.moon_points` and
:func:`ludoteca.luckybox.scoring.moon_points_staying`."""

from __future__ import annotations

from ludoteca.core.rulebook import cite
from ludoteca.core.seats import rank
from ludoteca.luckybox.assistant_people import named_leaver, named_players
from ludoteca.luckybox.assistant_reading import Facts, Tok, digit
from ludoteca.luckybox.assistant_words import Worked, num, phrase, signed, situation_answer, unit, verdict
from ludoteca.luckybox.rules import SOLO_MOONS, moon_points
from ludoteca.luckybox.scoring import moon_points_staying

__all__ = ["work_moons", "work_tie"]


def work_moons(facts: Facts, lang: str) -> Worked | None:
    f = facts
    given, at, used = _moons_said(f)
    moons = list(given)
    bare = [t.value for i, t in enumerate(f.toks) if t.kind == "num" and t.role == "bare" and i not in used]
    digits = [t.value for i, t in enumerate(f.toks) if digit(t) and i not in used]
    players = f.count("player")
    if "both" in f.concepts and players is None:
        players = 2
    if "none" in f.concepts and 0 not in moons and moons and not {"both", "each"} & f.concepts:
        moons.append(0)  # "and I have none"
    claims = f.counts.get("points", [])
    if "leaver" in f.concepts and "solo" in f.concepts and players and players > 1 and len(moons) == 1:
        rule = phrase(lang, "rule_moons")  # "we were 3, the other two left, I am alone": not the solo table
        return _work_moons_staying(moons, players, f, lang, rule)
    solo = "solo" in f.concepts or players == 1
    if solo:
        asked = list(dict.fromkeys(moons + [n for n in bare if 0 <= n <= 30]))  # "1 moon? and if I had 7?"
        if not asked:
            return None
        table = ", ".join(
            f"{num(n)}{'+' if n == len(SOLO_MOONS) - 1 else ''} → {num(p)}" for n, p in enumerate(SOLO_MOONS)
        )
        said = [
            phrase(lang, "moons_solo", moons=unit(lang, "moon", m), points=unit(lang, "point", moon_points([m])[0]))
            for m in asked[:4]
        ]
        text = verdict(lang, moon_points([asked[0]])[0], claims, "more" in f.concepts) + " ".join(said)
        return situation_answer("moons_solo", lang, text, phrase(lang, "rule_moons_solo", table=table), ["moons-solo"])
    rule = phrase(lang, "rule_moons")
    staying = _staying(f)
    if staying:  # "4 of us, 2 left; the 2 of us who stay have 5 and 2"
        return _work_moons_staying(staying, f.counts["player"][0], f, lang, rule)
    tied = players == 2 or {"each", "both"} & f.concepts  # everyone tied, not two among four
    if not moons and "tie" in f.concepts and players is not None and players >= 2 and tied:
        return situation_answer(
            "moons", lang, phrase(lang, "moons_two" if players == 2 else "moons_all_tied"), rule, ["moons"]
        )
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
            text = phrase(lang, "moons_leaver_players", moons=unit(lang, "moon", left_with))
            return situation_answer("moons", lang, text, rule, ["moons", "leaving"], "players")
        worked = _work_moons_of(moons[:players], players, f, lang, rule)
        result, told = worked.text.split("\n\n", 1)
        text = f"{result} {phrase(lang, 'moons_leaver', moons=unit(lang, 'moon', left_with))}"
        if {"place", "win"} & f.concepts:  # "and where does Jonas end up?": behind all who stayed
            text += " " + phrase(lang, "leaver_last")
        text += f"\n\n{told}"
        return Worked("moons", text, (*worked.sections, cite("luckybox", "leaving")))
    if "leaver" in f.concepts:  # someone left, but whose moons those are was not read: no guess
        return situation_answer("moons", lang, phrase(lang, "ask_moons_staying"), rule, ["moons", "leaving"], "moons")
    if players is None and len(moons) == 1 and f.each:
        return situation_answer("moons", lang, phrase(lang, "ask_players"), rule, ["moons"], "players")
    if players is None and len(moons) >= 2:
        players = len(moons)
    if players is None or len(moons) < players:
        return situation_answer("moons", lang, phrase(lang, "ask_moons"), rule, ["moons"], "moons")
    worked = _work_moons_of(moons[:players], players, f, lang, rule)
    totals = [n for n in bare if n >= 10]
    if len(totals) == players == len(moons):  # "me 31 with 3 moons, him 37 with 1": the totals with them
        return Worked(
            "moons", f"{_with_totals(moons, totals, lang)} {worked.text}", (*worked.sections, cite("luckybox", "total"))
        )
    return worked


def _staying(f: Facts) -> list[int] | None:
    """The moons of the players who stayed, when the question says someone left and after that
    gives a second, smaller player count (those who stay) followed by that many moon counts."""
    said = [i for i, t in enumerate(f.toks) if t.kind == "num" and t.role == "player"]
    left = [i for i, t in enumerate(f.toks) if t.concept == "leaver"]
    if not left or len(said) < 2 or said[-1] < left[-1]:  # the count of those who stay comes after
        return None
    first, last = f.toks[said[0]].value, f.toks[said[-1]].value
    after = [t.value for t in f.toks[said[-1] + 1 :] if t.kind == "num" and t.role == "moon"]
    return after if 1 <= last < first and len(after) == last else None


def _with_totals(moons: list[int], totals: list[int], lang: str) -> str:
    """The totals said before the moons with each one's moon points added, and who is ahead:
    on equal totals the moons decide (the table's own ranking)."""
    points = moon_points(moons)
    finals = [t + p for t, p in zip(totals, points)]
    listed = ", ".join(
        f"{num(t)} {'+' if p >= 0 else '−'} {num(abs(p))} = {num(x)}" for t, p, x in zip(totals, points, finals)
    )
    text = phrase(lang, "moons_totals", list=listed)
    if finals.count(max(finals)) < 2:
        return text
    order = rank([str(i) for i in range(len(moons))], finals, tiebreak=moons)
    firsts = [int(row["seat"]) for row in order if row["place"] == 1]
    if len(firsts) > 1:
        return f"{text} {phrase(lang, 'tie_shared')}"
    return f"{text} {phrase(lang, 'tie_ahead', most=unit(lang, 'moon', moons[firsts[0]]))}"


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


def _group_value(toks: list[Tok], i: int) -> tuple[int, int] | None:
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
    named = _named_leaver_at(f)
    if named is not None and named in at:  # "mon gendre 2, ... Mon gendre a quitté la table"
        return at.index(named)
    left = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "leaver"]
    mine = {i for i in at if any(t.concept == "me" for t in f.toks[max(0, i - 3) : i])}
    counts = [i for i in at if i not in mine]
    if not left or not counts:
        return None
    nearest = min(counts, key=lambda i: (abs(i - left[0]), i < left[0]))
    return at.index(nearest) if abs(nearest - left[0]) <= 8 else None


def _named_leaver_at(f: Facts) -> int | None:
    """Where the count of the named player who left stands, if the question names them."""
    k = named_leaver(f.toks, f.lang)
    return None if k is None else named_players(f.toks, f.lang)[k].at


def _work_moons_staying(
    moons: list[int], players: int, f: Facts, lang: str, rule: str, left_with: int | None = None
) -> Worked:
    """The moon points of the players who stayed (``moons``) in a game begun by ``players``:
    the leaver is out of the comparison, and one player left alone takes the two-player rule."""
    points = moon_points_staying(moons, players)
    gone = (
        phrase(lang, "moons_leaver_unsaid")
        if left_with is None
        else phrase(lang, "moons_leaver", moons=unit(lang, "moon", left_with))
    )
    anchors = ["moons", "leaving"]
    if len(moons) == 1:
        text = verdict(lang, points[0], f.counts.get("points", [])) + phrase(
            lang, "moons_alone", points=signed(points[0])
        )
        return situation_answer("moons", lang, f"{text} {gone}", rule, anchors)
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
            unit(lang, "moon", m)
            if len(seen[m]) == 1
            else phrase(lang, "players_with", count=len(seen[m]), moons=unit(lang, "moon_with", m))
        )
        rows.append(phrase(lang, "row", who=who, points=signed(seen[m][0])))
    listed = ", ".join(map(num, sorted(moons, reverse=True)))
    text = phrase(lang, "moons", players=players, list=listed, result="; ".join(rows))
    if len(set(moons)) == 1:
        text += " " + phrase(lang, "moons_two" if players == 2 else "moons_all_tied")
    elif players > 2 and {"tie", "each"} <= f.concepts:  # "and if all four had 2?"
        text += " " + phrase(lang, "moons_all_tied")
    elif players == 2:
        text += " " + phrase(lang, "moons_two_apart")
    return situation_answer("moons", lang, text, rule, ["moons"])


def work_tie(facts: Facts, lang: str) -> Worked | None:
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
        text = phrase(lang, "tie_shared")
    else:
        text = phrase(lang, "tie_ahead", most=unit(lang, "moon", moons[firsts[0]]))
    return situation_answer("tie", lang, text, phrase(lang, "rule_tie"), ["total"])
