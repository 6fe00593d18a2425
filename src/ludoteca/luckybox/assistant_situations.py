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
``total`` (a table)
    several players' totals with their moons or lightning left: who wins, and the order
    (:mod:`ludoteca.luckybox.assistant_table`);
``count_moons``, ``count_rounds``, ``count_players``
    a plain count asked ("how many moons are in the box?"), with the engine's figures
    (:mod:`ludoteca.luckybox.assistant_counts`);
``any_bonus``
    the "?" bonus named, kept for later (no) or used on another grid (yes)
    (:mod:`ludoteca.luckybox.assistant_any_bonus`);
``grid_fate``, ``grid_done``
    whether unfinished grids stay from round to round (yes) and a completed grid too (no: it
    scores and leaves play) (:mod:`ludoteca.luckybox.assistant_grid_fate`);
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
>>> work_out("How many rounds are there?", "en").text.splitlines()[0]
'A game has 4 rounds, each revealing 9 numbers, one a turn (36 numbers in a game).'
>>> work_out("What is a chain of bonuses?", "en") is None
True
"""

from __future__ import annotations

import re

from ludoteca.core.assistant_match import fold
from ludoteca.luckybox.assistant_any_bonus import work_any_bonus
from ludoteca.luckybox.assistant_chains import completions, lost_number, work_chain, work_lost_number
from ludoteca.luckybox.assistant_counts import work_count
from ludoteca.luckybox.assistant_crosses import crossable, work_cross, work_one_grid
from ludoteca.luckybox.assistant_deal import work_deal
from ludoteca.luckybox.assistant_grid_fate import work_grid_fate
from ludoteca.luckybox.assistant_leaving import work_leaving
from ludoteca.luckybox.assistant_moons import work_moons, work_tie
from ludoteca.luckybox.assistant_reading import Facts, read, said_of_round, vocabulary
from ludoteca.luckybox.assistant_scores import (
    counts_unfinished,
    crossed_cells,
    grids_with_cells_each,
    round_end,
    work_arena,
    work_completed,
    work_incomplete,
    work_rank,
    work_scored,
    work_solo_rank,
    work_stars,
)
from ludoteca.luckybox.assistant_shift_anyway import work_shift_anyway
from ludoteca.luckybox.assistant_supply import supply_count, work_start, work_supply
from ludoteca.luckybox.assistant_table import work_table
from ludoteca.luckybox.assistant_words import KINDS, Worked, phrase, situations_data, unit
from ludoteca.luckybox.rules import ROUNDS

__all__ = ["KINDS", "Facts", "Worked", "beyond_rules", "crossable", "is_open", "read", "work_out"]


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


def is_open(question: str, lang: str) -> bool:
    """Whether ``question`` asks openly what follows ("E agora?", "what happens then?") rather
    than for a yes or a no."""
    return "open" in read(question, lang).concepts


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
    facts = read(question, lang)
    named = None if {"beyond", "house", "unruled"} & facts.concepts else work_any_bonus(question, lang, say)
    if named is not None:  # the "?" bonus kept for later, or used on another grid
        return named
    fate = work_grid_fate(question, facts, say)  # "does a completed grid stay in front of me?"
    if fate is not None:
        return fate
    count = work_count(facts, say)  # "how many moons are in the box?": the engine's figure
    if count is not None:
        return count
    table = work_table(question, lang, say, facts)  # several players' totals: the end, winner first
    if table is not None:
        return table
    worked = _work_one(facts, say)
    if worked is None or (
        worked.missing and (worked.kind, worked.missing) != ("total", "moons")
    ):  # short of moons: the rest
        return worked
    if _asks_after_claim(facts):  # "8 points, and does it count again?": no yes or no to the 8
        worked = _without_verdict(worked, say)
    left_out = _unused(facts, worked)
    if not left_out:
        return worked
    result, rule = worked.text.split("\n\n", 1)  # a case half read: what was used, and what was not
    numbers = ", ".join(_given(say, noun, n) for noun, n in dict.fromkeys(left_out))
    text = phrase(say, "half_read", result=result, numbers=numbers)
    return Worked(worked.kind, f"{text}\n\n{rule}", worked.sections, "facts")


#: What ends a clause: after the figure a question offers, a new clause asks something else.
_BREAKS = (",", ";", ":", ".", "!", "and", "e", "und", "et", "—", "–")
#: What a clause after the figure may say and still be about it ("..., right?", "c'est ça ?").
_ABOUT_IT = ("points", "me", "glue", "filler", "each", "both")


def _asks_after_claim(facts: Facts) -> bool:
    """Whether the question, after the last figure it offers ("8 points"), goes on in a new
    clause that names something else (a cell, the end, a rank): its yes or no is not the figure's."""
    toks = facts.toks
    claims = [i for i, t in enumerate(toks) if t.kind == "num" and t.role == "points"]
    if not claims:
        return False
    breaks = [i for i, t in enumerate(toks) if i > claims[-1] and t.kind == "sep" and t.text in _BREAKS]
    return bool(breaks) and any(t.kind == "concept" and t.concept not in _ABOUT_IT for t in toks[breaks[0] + 1 :])


def _without_verdict(worked: Worked, say: str) -> Worked:
    """``worked`` without the "Yes: " or "No: " its result opens with."""
    for word in ("yes", "no"):
        opening = phrase(say, "verdict", word=phrase(say, word))
        if worked.text.startswith(opening):
            rest = worked.text.removeprefix(opening)
            return Worked(worked.kind, rest[:1].upper() + rest[1:], worked.sections, worked.missing)
    return worked


#: The kinds of result that are points of one part of a score sheet.
_POINTS = ("completed", "incomplete", "stars", "moons", "moons_solo")


#: The counted things whose numbers a score's result must account for.
_GIVEN = ("grid", "star", "moon", "cell", "lightning")
#: What a whole total also accounts for: each round named (its grids or stars) and the points
#: given for a part ("30 points for grids"), unless the result answers a total offered.
_WHOLE = ("round", "points")
#: The kinds of result that score a sheet, or a part of one.
_SHEET = (*_POINTS, "total", "arena", "rank")


def _unused(facts: Facts, worked: Worked) -> list[tuple[str, int]]:
    """The counts the question gives that the result never repeats, where that means a part
    of the case was left out. A score (a part of a sheet, the total, the rank) accounts for
    every count of grids, stars, moons, cells and lightning given (none of 0, nor the 1 of "a
    grid"): shown itself, inside a sum shown (with the bare numbers), as the sum of the others
    (a sum offered), or times another number when said of each. Unfinished grids and the deal
    count grids their own way, lightning left at the end scores only in the arena, and one left
    alone at the table wins the moons whatever their count. A whole total also accounts for each
    round and points given (unless it answers a figure offered) and for completed grids named.
    Any other result: a grid count of 2 or more left out."""
    result = worked.text.split("\n\n", 1)[0]
    shown = {int(n) for n in re.findall(r"\d+", result)}
    articles = vocabulary(facts.lang).articles
    skip = {"grid"} if worked.kind in ("incomplete", "deal", "supply") else set()  # a token bonus: any grids
    if "arena" not in facts.concepts:
        skip.add("lightning")
    if "leaver" in facts.concepts:
        skip.add("moon")  # one left alone: the moons are compared with nobody's
    if worked.kind == "total" and round_end(facts):
        skip.add("cell")  # the end of an early round: unfinished grids score only at the game's end
    roles = (*_GIVEN, *(_WHOLE if worked.kind == "total" and not _has_verdict(result, facts.lang) else ()))
    roles = roles if worked.kind in _SHEET else ("grid",)
    empty = _rounds_of_nothing(facts)
    given = [
        (str(t.role), t.value)
        for i, t in enumerate(facts.toks)
        if t.kind == "num" and t.role in roles and t.role not in skip and t.value > 0 and not t.ordinal
        if t.text not in articles and (worked.kind in _SHEET or t.value >= 2) and i not in empty
        if not (t.role == "grid" and worked.kind in _SHEET and _cells_shown(facts, i, shown))
    ]
    loose = sum(facts.digits)  # "one with 5 crossed cells and one with 4": the 4 is bare
    sums = {noun: loose + sum(n for m, n in given if m == noun) for noun, _ in given}
    times = {n * t.value for n in facts.each for t in facts.toks if t.kind == "num"}  # "4 grids with 3 each"
    each_grid = {g for g, cells in grids_with_cells_each(facts.toks) if g * cells in shown}
    unread = worked.kind == "total" and {"grid", "complete"} <= facts.concepts
    unread = unread and not any(c.anchor == "completed-grids" for c in worked.sections)
    return [("grids_unread", 0)] * unread + [
        (noun, n)
        for noun, n in given
        if n not in shown
        and sums[noun] not in shown
        and n != sums[noun] - n
        and not (n in facts.each and times & shown)
        and not (noun == "grid" and n in each_grid)
    ]


def _cells_shown(facts: Facts, i: int, shown: set[int]) -> bool:
    """Whether the grid count at ``i`` counts unfinished grids whose crossed cells the result
    shows ("3 unfinished grids with 6, 3 and 2 crosses": the 11 cells account for the 3)."""
    return counts_unfinished(facts.toks, i) and crossed_cells(facts) in shown


def _rounds_of_nothing(facts: Facts) -> set[int]:
    """Where the question numbers a round only to say it brought nothing ("r2=0", "Runde 3: 0"):
    a result leaving that round out accounts for it."""
    toks = facts.toks
    return {
        i - 1 - (toks[i - 1].kind == "sep")
        for i, t in enumerate(toks)
        if t.kind == "num" and t.value == 0 and said_of_round(toks, i)
    }


def _given(say: str, noun: str, n: int) -> str:
    """A count the question gave, told in ``say`` ("5 moons", "round 2", "30 points"), or the
    completed grids it named when none was read."""
    if noun in ("round", "grids_unread"):
        return phrase(say, "round_n" if noun == "round" else noun, n=n)
    return unit(say, "point" if noun == "points" else noun, n)


def _has_verdict(result: str, lang: str) -> bool:
    """Whether ``result`` opens with a yes or a no (to a figure the question offers)."""
    return any(result.startswith(phrase(lang, "verdict", word=phrase(lang, w))) for w in ("yes", "no"))


def _what_if(question: str, lang: str) -> tuple[str, str] | None:
    """``question`` cut before its first "and if" / "e se" / "und wenn" / "et si", if any."""
    words = "|".join(r"[\s-]+".join(map(re.escape, w.split())) for w in situations_data()["what_if"][lang])
    found = re.search(rf"(?<!\w)(?:{words})(?!\w)", fold(question))
    if found is None or found.start() == 0:
        return None
    return question[: found.start()], question[found.start() :]


def _with_players(first: str, second: str, lang: str, say: str) -> Worked | None:
    """The first case worked out again with the number of players the second gives, when that
    is all the second gives."""
    then = read(second, lang)
    players = then.counts.get("player", [])
    others = {k for k in then.counts if k != "player"}
    if len(players) != 1 or others or then.revealed or then.rounds or then.bare:
        return None
    facts = read(first, lang)
    if facts.count("player") is None:
        return None
    facts.counts["player"] = players
    return _work_one(facts, say)


def _both_cases(first: str, second: str, lang: str, say: str) -> Worked | None:
    """The two cases of a question, each worked out, told one after the other (None unless
    both are cases of one kind, each complete); a second case that is no case alone ("and if
    Ben had left?") is the first one with the change."""
    facts = read(first, lang)
    one = _work_one(facts, say)
    players = facts.count("player")
    if players is not None and read(second, lang).count("player") is None:
        second = f"{players} {situations_data()['concepts'][lang]['player'][0].rstrip('*')} {second}"
    other = _work_one(read(second, lang), say) if one is not None else None
    if one is not None and other is None:  # "and if Ben had left?": the first case, changed
        other = _work_one(read(f"{first} {second}", lang), say)
        other = None if other is not None and other.text == one.text else other
    if one is not None and other is None:  # "and what if we were 9?": the first case with that many players
        other = _with_players(first, second, lang, say)
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
    if "supply" in c and (0 in f.counts.get("moon", []) or 0 in f.counts.get("lightning", []) or 0 in f.bare):
        short = {"empty"}  # "im Vorrat sind 0 Monde", "the supply is at zero"
    shift = work_shift_anyway(f, say)  # "may I pay lightning though the revealed number is free?"
    if shift is not None:
        return shift
    if {"house", "unruled"} & c or (not numbers and not ("supply" in c and {"empty", "none"} & c)):
        return None  # a rule of one's own, or what the rules do not cover, is no case of these rules
    if "supply" in c and "start" in c and "bonus" not in c and f.count("player") is not None:
        return work_start(f, say)
    tokens = "supply" in c or (not f.negated and ({"lightning", "double"} <= c or {"bonus", "left", "none"} <= c))
    held = {"bonus", "double"} & c and "supply" in c and supply_count(f) is not None  # "the supply holds 1"
    if tokens and (short or held) and ({"lightning", "moon", "star"} & c):
        return work_supply(f, say)
    if lost_number(f) is not None:  # "the bonus is an 8 and I have no free 8: may I pay lightning for a 7?"
        return work_lost_number(f, say)
    if "deal" in c and "grid" in c and not {"bonus", "supply"} & c:  # "how many grids offered, discarded?"
        return work_deal(f, say)
    scored = work_scored(f, say)  # a score sheet: grids and stars by round, moons, cells
    if scored is None and "bonus" in c and "supply" not in c and completions(f) >= 2:
        return work_chain(f, say)  # one cross completes a line whose bonus completes another
    if scored is not None or "supply" in c or "bonus" in c:
        return scored  # otherwise what a bonus gives, what the box holds: the topics tell
    if "leaver" in c and {"win", "rank"} & c and not {"moon", "solo"} & c:  # "she left: does she still win?"
        return work_leaving(f, say)
    totals = [n for n in [*f.counts.get("points", []), *f.bare, *f.counts.get("moon", [])] if n >= 10]
    if ("tie" in c or ({"both", "each"} & c and "win" in c)) and "moon" in c and totals:
        return work_tie(f, say)
    if "star" in c and "moon" not in c and "points" in c and (f.counts.get("star") or f.nth.get("star")):
        return work_stars(f, say)
    alone = "solo" in c or f.count("player") == 1
    if alone and "rank" in c and f.counts.get("moon"):  # "52 points before moons, 4 moons: my rank?"
        ranked = work_solo_rank(f, say)
        if ranked is not None:
            return ranked
    listed = f.count("player") is not None and len(f.digits) == f.count("player")  # "Ana 3, Bruno 3, Carla 2"
    if "moon" in c and (f.counts.get("moon") or {"none", "tie", "solo"} & c or listed) and "star" not in c:
        return work_moons(f, say)
    if "rank" in c and "moon" not in c:
        return work_rank(f, say)
    if "grid" in c and "complete" in c and "points" in c and "unfinished" not in c and "cell" not in f.counts:
        return work_completed(f, say)
    if f.counts.get("cell") and ("unfinished" in c or "end" in c) and "lightning" not in f.counts:
        return work_incomplete(f, say)
    if f.counts.get("lightning") and ("arena" in c or ({"end", "left"} <= c and not {"reveal", "cross"} & c)):
        return work_arena(f, say)
    case = f.revealed and f.count("lightning") is not None and f.digits and not {"star", "moon"} & c
    if case and {"cross", "pay", "cost"} & c:  # "a free 2 on one grid", "to finish a row", "how many do I spend?"
        return work_cross(f, say)
    if "grid" in f.counts and not {"star", "moon", "lightning", "bonus", "both"} & c:  # "a free 8 on two grids: which?"
        return work_one_grid(f, say)
    if {"star", "moon", "double", "complete"} & c or "grid" in f.counts:
        return None
    if {"lightning", "cost", "pass"} & c and (f.revealed or f.targets or "cross" in c):
        return work_cross(f, say)
    return None
