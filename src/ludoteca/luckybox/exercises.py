"""Lucky Box exercises: quizzes whose answers the engine judges, never an answer key.

- :func:`shift_quiz`: "the number is 4 and you hold 2 lightning: which cells may you cross?"
  The answer is checked against the game's own legal actions, and the explanation comes from
  :func:`~ludoteca.luckybox.rules.shift_targets`.
- :func:`score_quiz`: "what does this end of game score?" The answer is checked with the
  scoring functions (:data:`~ludoteca.luckybox.rules.GRID_POINTS`,
  :func:`~ludoteca.luckybox.rules.star_points`, :func:`~ludoteca.luckybox.rules.moon_points`,
  half the crossed cells rounded down).

:func:`position` puts a game straight into a lesson's situation; the notebooks use it too.

>>> quiz = shift_quiz()
>>> quiz
Quiz('Lucky Box: which cells can you cross?', 4 questions, answered 0)
>>> quiz.answer(0, ["0:b1", "0:c1", "0:a2", "0:b2", "1:c1", "1:a2", "1:b2"])
'Right! Exactly: Grid 1 b1, c1, a2, b2; Grid 2 c1, a2, b2.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ludoteca.core import i18n
from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.luckybox.actions import Cross
from ludoteca.luckybox.cards import Card, Grid
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.pictures import grids_svg
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    LIGHTNING_PER_POINT,
    MOON_SWING,
    ROUNDS,
    STAR_POINTS,
    Rules,
    cell_name,
    cell_points,
    moon_points,
    parse_cell,
    shift_targets,
    solo_rank_key,
    star_points,
)

__all__ = [
    "ARENA_LEFTOVERS",
    "SCORE_POSITIONS",
    "SHIFT_POSITIONS",
    "EndOfGame",
    "ShiftPosition",
    "arena_quiz",
    "end_of_game",
    "end_score",
    "position",
    "reachable",
    "score_question",
    "score_quiz",
    "shift_question",
    "shift_quiz",
]


# -- positions ----------------------------------------------------------------------------------
def reachable(game: Game, seat: int = 0) -> dict[tuple[int, int], int]:
    """``{(grid, cell): lightning}`` for every cell ``seat`` may cross now: the game's legal actions."""
    return {(a.grid, a.cell): a.lightning for a in game.legal_actions_of(seat) if isinstance(a, Cross)}


# -- words ------------------------------------------------------------------------------------
def _language(locale: str | None) -> str:
    """The language the exercises are written in (an unknown language raises ValueError)."""
    return str(i18n.catalog(locale)["language.tag"]).split("-")[0]


def _say(lang: str, key: str, **params: Any) -> str:
    return i18n.translate(key, lang, **params)


def _places(lang: str, cells: Iterable[tuple[int, int]]) -> str:
    """Cells grouped by grid: "grid 1 b1, c1; grid 2 a2"."""
    by_grid: dict[int, list[int]] = {}
    for g, c in sorted(cells):
        by_grid.setdefault(g, []).append(c)
    if not by_grid:
        return _say(lang, "luckybox.quiz.none")
    # cells are numbered row by row (a1 b1 c1 a2 …): the order a player reads them
    return "; ".join(
        f"{_say(lang, 'luckybox.grid', grid=g + 1)} {', '.join(cell_name(c) for c in cs)}" for g, cs in by_grid.items()
    )


def _option(grid: int, cell: int) -> str:
    return f"{grid}:{cell_name(cell)}"


# -- which cells can this number cross? --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ShiftPosition:
    """A player's grids (card notations) with ``crossed`` cells, the revealed ``number`` and
    the ``lightning`` they hold."""

    grids: tuple[str, ...]
    number: int
    lightning: int
    crossed: tuple[tuple[int, str], ...] = ()

    def game(self) -> Game:
        return position(self.grids, self.number, lightning=self.lightning, crossed=dict(self.crossed))


#: The shift questions: a 4 with 2 lightning, the wrap from 9 to 1 and from 1 to 8 and 9, and
#: a long reach (3 lightning) that still misses a band.
SHIFT_POSITIONS: tuple[ShiftPosition, ...] = (
    ShiftPosition(("465 546 978 | 7?- | MS3", "213 321 798 | 5-? | LSM"), 4, 2, ((0, "a1 c2"), (1, "a1"))),
    ShiftPosition(("978 897 213 | 4?5 | SMD",), 9, 1, ((0, "c1 b2"),)),
    ShiftPosition(("132 213 897 | ?6- | LMS", "456 564 978 | 2?1 | DSM"), 1, 2, ((0, "a1 a2"), (1, "a3"))),
    ShiftPosition(("546 465 789 | 3?9 | MSL",), 2, 3, ((0, "b1 c3"),)),
)


def shift_question(game: Game, seat: int = 0, *, locale: str | None = None) -> Question:
    """ "Which cells may ``seat`` cross now?" (several choices: every free cell of their
    grids), checked against the game's legal actions for the revealed number."""
    lang = _language(locale)
    if game.phase != "play" or not game.number:
        raise ValueError("a shift question needs a game with a revealed number")
    hand, number = game.hands[seat], game.number
    if hand.acted or hand.pending:
        raise ValueError(f"P{seat + 1} has already played this number")
    # The question keeps its own copy of the seat's situation and rebuilds it to judge an answer
    # (a lesson's position cannot be cloned: clone() replays the actions, and it has none).
    cards = [g.card for g in hand.grids]
    crossed = {g: " ".join(cell_name(c) for c in range(9) if not grid.is_free(c)) for g, grid in enumerate(hand.grids)}
    lightning = hand.lightning
    free = [(g, c) for g, grid in enumerate(hand.grids) for c in grid.free_cells()]
    options = [
        (
            _option(g, c),
            _say(lang, "luckybox.quiz.shift.option", grid=g + 1, cell=cell_name(c), number=hand.grids[g].card.flat[c]),
        )
        for g, c in free
    ]
    by_value = {_option(g, c): (g, c) for g, c in free}

    def check(answer: tuple[str, ...]) -> Verdict:
        allowed = set(reachable(position(cards, number, lightning=lightning, crossed=crossed)))
        chosen = {by_value[v] for v in answer}
        if chosen == allowed:
            return Verdict(True, _say(lang, "luckybox.quiz.shift.right", cells=_places(lang, allowed)))
        parts = [_say(lang, "luckybox.quiz.shift.wrong", cells=_places(lang, allowed))]
        if allowed - chosen:
            parts.append(_say(lang, "luckybox.quiz.shift.missing", cells=_places(lang, allowed - chosen)))
        if chosen - allowed:
            parts.append(_say(lang, "luckybox.quiz.shift.extra", cells=_places(lang, chosen - allowed)))
        return Verdict(False, " ".join(parts))

    return Question(
        _say(lang, "luckybox.quiz.shift.prompt", number=number, count=lightning),
        check,
        kind="choices",
        options=options,
        picture=grids_svg([g.copy() for g in hand.grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.shift.hint"),
        explanation=_shift_why(lang, number, lightning),
        rule=cite("luckybox", "lightning"),
    )


def _shift_why(lang: str, number: int, lightning: int) -> str:
    if not lightning:
        return _say(lang, "luckybox.quiz.shift.why_zero", number=number)
    costs = shift_targets(number, lightning)
    steps = []
    for k in range(1, lightning + 1):
        numbers = sorted((n for n, cost in costs.items() if cost == k), key=lambda n: ((n - number) % 9, n))
        if numbers:
            steps.append(_say(lang, "luckybox.quiz.shift.steps", numbers=" · ".join(map(str, numbers)), count=k))
    return _say(lang, "luckybox.quiz.shift.why", number=number, steps="; ".join(steps))


def shift_quiz(positions: Iterable[ShiftPosition] = SHIFT_POSITIONS, *, locale: str | None = None) -> Quiz:
    """Which cells may the revealed number cross, with the lightning held? One question per position."""
    questions = [shift_question(p.game(), locale=locale) for p in positions]
    return Quiz(_say(_language(locale), "luckybox.quiz.title.shift"), questions, locale=locale)


# -- what does this end of game score? ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class EndOfGame:
    """One player's end of game: ``grids`` completed in rounds 1-4, ``stars`` earned in rounds
    1-4, ``moons`` of everyone at the table (this player first; one entry for a solo game)
    and the ``unfinished`` grids still in play, as (card notation, crossed cells)."""

    name: str
    grids: tuple[int, int, int, int]
    stars: tuple[int, int, int, int]
    moons: tuple[int, ...]
    unfinished: tuple[tuple[str, str], ...] = ()
    #: (players, seed, seat) of the real game it comes from (see :func:`end_of_game`), if any
    source: tuple[int, int, int] | None = None

    def cells(self) -> int:
        """Crossed cells on the unfinished grids (bonus slots are never cells)."""
        return sum(len(crossed.split()) for _, crossed in self.unfinished)


def end_score(end: EndOfGame) -> dict[str, Any]:
    """The score of ``end`` by part, with the scoring functions of :mod:`ludoteca.luckybox.rules`."""
    grids = [n * GRID_POINTS[r] for r, n in enumerate(end.grids)]
    stars = [star_points(n) for n in end.stars]
    moons = moon_points(end.moons)[0]
    cells = end.cells()
    total = sum(grids) + sum(stars) + moons + cell_points(cells)
    return {
        "grids": grids,
        "stars": stars,
        "moons": moons,
        "cells": cells,
        "cell_points": cell_points(cells),
        "total": total,
        "rank_key": solo_rank_key(total) if len(end.moons) == 1 else None,
    }


def end_of_game(players: int, seed: int, seat: int) -> EndOfGame:
    """Seat ``seat``'s end of a real game: ``players`` computer players (greedy on even seats,
    random on odd ones) play the game of ``seed`` to its end."""
    from ludoteca.core.bots import make_bot, play_out  # plays games: loaded only when asked

    names = ["Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipa"][:players]
    game = Game(names, seed=seed)
    kinds = ["greedy" if s % 2 == 0 else "random" for s in range(players)]
    play_out(game, {s: make_bot("luckybox", kind, game.rules, seed=seed * 10 + s) for s, kind in enumerate(kinds)})
    hand = game.hands[seat]
    moons = [h.moons for h in game.hands]
    unfinished = tuple(
        (g.card.notation(), " ".join(cell_name(c) for c in range(9) if g.crossed >> c & 1)) for g in hand.grids
    )
    return EndOfGame(
        names[seat],
        tuple(hand.completed),  # type: ignore[arg-type]
        tuple(hand.stars),  # type: ignore[arg-type]
        (moons[seat], *moons[:seat], *moons[seat + 1 :]),
        unfinished,
        (players, seed, seat),
    )


#: The score questions, each the end of a real seeded game (:func:`end_of_game`, checked by the
#: tests): a solo game with three stars in a round, two players tied on moons, a tie for the
#: most moons, a tie for the fewest with three stars in a round, and four players.
SCORE_POSITIONS: tuple[EndOfGame, ...] = (
    EndOfGame(
        "Ana",
        (0, 2, 2, 1),
        (0, 3, 0, 2),
        (5,),
        (("987 546 654 | 236 | MLM", "a1 b1 c1"),),
        (1, 6, 0),
    ),
    EndOfGame(
        "Ana",
        (0, 2, 1, 1),
        (2, 0, 2, 2),
        (3, 3),
        (("879 465 546 | 527 | 3S3", "a1 c1 a2 b2 c2 a3"), ("312 564 213 | 859 | S9S", "b1 c1 a2 c2 a3 c3")),
        (2, 9, 0),
    ),
    EndOfGame(
        "Ana",
        (0, 3, 0, 1),
        (0, 1, 1, 0),
        (5, 4, 5),
        (("654 645 978 | 232 | DML", "b1 c1 b2 a3 b3 c3"), ("231 978 312 | 85? | DSM", "c1 a2 b2 c2 a3 c3")),
        (3, 3, 0),
    ),
    EndOfGame(
        "Carla",
        (1, 0, 2, 0),
        (2, 1, 1, 3),
        (1, 3, 1),
        (
            ("321 132 654 | 798 | MSL", "a1 b1 b2 c2 a3 b3 c3"),
            ("456 978 654 | 213 | SMS", "a1 c1 a2 b2 c2 a3 b3 c3"),
            ("546 213 456 | S?9 | 6SM", "b1 c1 b2 c2"),
        ),
        (3, 10, 2),
    ),
    EndOfGame(
        "Duarte",
        (0, 0, 0, 3),
        (0, 0, 0, 1),
        (4, 4, 0, 3),
        (
            ("213 789 321 | 864 | LDL", "a1 b1 c1 a2 b2 c2 b3"),
            ("465 798 645 | 3?- | SS1", "a1 c1 a2 b2 b3"),
            ("987 312 132 | 645 | M4S", "a1 b1 c1 a2 c2"),
        ),
        (4, 6, 3),
    ),
)


def _sheet_html(lang: str, end: EndOfGame) -> str:
    """What the player brings to the end of the game, as a table and the unfinished grids,
    with no points written anywhere (the learner works them out)."""
    head = "".join(
        f"<th>{escape(_say(lang, 'luckybox.quiz.score.sheet.round', round=r + 1))}</th>" for r in range(ROUNDS)
    )
    left = 'style="text-align:left;padding-right:1.5em"'

    def row(label: str, values: Iterable[Any]) -> str:
        return f"<tr><td {left}>{escape(label)}</td>" + "".join(f"<td><b>{v}</b></td>" for v in values) + "</tr>"

    rows = [
        row(_say(lang, "luckybox.score.grids"), end.grids),
        row(_say(lang, "luckybox.score.stars"), [f"{n} ★" for n in end.stars]),
    ]
    moons = f"<p>{escape(_say(lang, 'luckybox.score.moons'))}: <b>{end.moons[0]} ☾</b>"
    if len(end.moons) > 1:
        others = ", ".join(f"{n} ☾" for n in end.moons[1:])
        moons += f" · {escape(_say(lang, 'luckybox.quiz.score.sheet.others'))}: <b>{others}</b>"
    moons += "</p>"
    table = f'<table class="lt-luckybox-quiz-sheet"><tr><th></th>{head}</tr>{"".join(rows)}</table>'
    grids = ""
    if end.unfinished:
        cards = [
            Grid(i, Card.parse(card), sum(1 << parse_cell(c) for c in crossed.split()))
            for i, (card, crossed) in enumerate(end.unfinished)
        ]
        grids = f"<p>{escape(_say(lang, 'luckybox.score.incomplete'))}:</p>{grids_svg(cards, lang=lang)}"
    return table + moons + grids


def _score_why(lang: str, end: EndOfGame, score: dict[str, Any]) -> str:
    counted = [(n, GRID_POINTS[r]) for r, n in enumerate(end.grids) if n]
    grid_sum = " + ".join(f"{n} × {p}" for n, p in counted) or "0"
    lines = [_say(lang, "luckybox.quiz.score.why.grids", sum=grid_sum, points=sum(score["grids"]))]
    stars = _say(
        lang, "luckybox.quiz.score.why.stars", sum=" + ".join(map(str, score["stars"])), points=sum(score["stars"])
    )
    if any(n > 3 for n in end.stars):
        stars += " " + _say(lang, "luckybox.quiz.score.why.fourth")
    lines.append(stars)
    lines.append(
        _say(
            lang,
            f"luckybox.quiz.score.why.moons_{_moon_case(end.moons)}",
            count=end.moons[0],
            points=f"{score['moons']:+d}" if score["moons"] else "0",
            swing=MOON_SWING,
        )
    )
    lines.append(_say(lang, "luckybox.quiz.score.why.cells", count=score["cells"], points=score["cell_points"]))
    lines.append(_say(lang, "luckybox.quiz.score.why.total", total=score["total"]))
    return "\n".join(lines)


def _moon_case(moons: Sequence[int]) -> str:
    """Which moon rule applies to the first player of ``moons``."""
    mine, most, fewest = moons[0], max(moons), min(moons)
    if len(moons) == 1:
        return "solo"
    if len(moons) == 2:
        return "most" if mine == most else "two"
    if most == fewest:
        return "all_tied"
    return "most" if mine == most else "fewest" if mine == fewest else "middle"


def score_question(end: EndOfGame, *, locale: str | None = None) -> Question:
    """ "What does this end of game score?" (a number), checked with the scoring functions."""
    lang = _language(locale)

    def check(answer: int) -> Verdict:
        score = end_score(end)
        total = score["total"]
        if answer != total:
            return Verdict(False, _say(lang, "luckybox.quiz.score.wrong", count=total, answer=answer))
        if score["rank_key"]:
            return Verdict(
                True, _say(lang, "luckybox.quiz.score.right_rank", count=total, rank=_say(lang, score["rank_key"]))
            )
        return Verdict(True, _say(lang, "luckybox.quiz.score.right", count=total))

    return Question(
        _say(lang, "luckybox.quiz.score.prompt", name=end.name, count=len(end.moons)),
        check,
        kind="number",
        picture=_sheet_html(lang, end),
        hint=_say(
            lang,
            "luckybox.quiz.score.hint",
            grids=" / ".join(map(str, GRID_POINTS)),
            stars=" / ".join(map(str, STAR_POINTS[1:])),
        ),
        explanation=_score_why(lang, end, end_score(end)),
        rule=cite("luckybox", "total"),
        minimum=-6,
        maximum=300,
    )


def score_quiz(positions: Iterable[EndOfGame] = SCORE_POSITIONS, *, locale: str | None = None) -> Quiz:
    """What does each end of game score? One question per :class:`EndOfGame`."""
    questions = [score_question(end, locale=locale) for end in positions]
    return Quiz(_say(_language(locale), "luckybox.quiz.title.score"), questions, locale=locale)


# -- the arena variant ----------------------------------------------------------------------------
#: The leftover-lightning questions: (lightning held at the end, arena or not).
ARENA_LEFTOVERS: tuple[tuple[int, bool], ...] = ((7, True), (5, True), (7, False))


def _offer_question(lang: str) -> Question:
    """ "How many grids does the arena offer in round 1?", checked with :meth:`Rules.deal`."""
    (arena, keep), classic = Rules(variant="arena").deal(1), Rules().deal(1)[0]
    later_deal, later_keep = Rules().deal(2)

    def check(answer: int) -> Verdict:
        if answer == arena:
            return Verdict(True, _say(lang, "luckybox.quiz.arena.offer.right", count=arena, keep=keep))
        return Verdict(False, _say(lang, "luckybox.quiz.arena.offer.wrong", count=arena, answer=answer))

    return Question(
        _say(lang, "luckybox.quiz.arena.offer.prompt", keep=keep),
        check,
        kind="number",
        hint=_say(lang, "luckybox.quiz.arena.offer.hint", classic=classic),
        explanation=_say(
            lang,
            "luckybox.quiz.arena.offer.why",
            arena=arena,
            classic=classic,
            keep=keep,
            rounds=ROUNDS,
            later_deal=later_deal,
            later_keep=later_keep,
        ),
        rule=cite("luckybox", "arena"),
        minimum=0,
        maximum=20,
    )


def _leftover_question(lang: str, lightning: int, arena: bool) -> Question:
    """ "What do ``lightning`` tokens left at the end add?", checked with the game's own score."""
    rules = Rules(variant="arena" if arena else "classic")
    game = position(["123 456 231 | 7?- | MSD"], 5, players=["Ana"], lightning=lightning, rules=rules)
    points = game.final_scores()[0].get("lightning_points", 0)

    def check(answer: int) -> Verdict:
        if answer == points:
            return Verdict(True, _say(lang, "luckybox.quiz.arena.left.right", count=lightning, points=points))
        return Verdict(
            False, _say(lang, "luckybox.quiz.arena.left.wrong", count=lightning, points=points, answer=answer)
        )

    why = "luckybox.quiz.arena.left.why_arena" if arena else "luckybox.quiz.arena.left.why_classic"
    prompt = "luckybox.quiz.arena.left.prompt" if arena else "luckybox.quiz.arena.left.prompt_classic"
    return Question(
        _say(lang, prompt, name="Ana", count=lightning),
        check,
        kind="number",
        hint=_say(lang, "luckybox.quiz.arena.left.hint", per=LIGHTNING_PER_POINT),
        explanation=_say(lang, why, count=lightning, points=points, per=LIGHTNING_PER_POINT),
        rule=cite("luckybox", "arena-lightning"),
        minimum=0,
        maximum=30,
    )


def arena_quiz(*, locale: str | None = None) -> Quiz:
    """The arena variant: its first deal and what leftover lightning is worth (and is not)."""
    lang = _language(locale)
    questions = [_offer_question(lang), *(_leftover_question(lang, n, arena) for n, arena in ARENA_LEFTOVERS)]
    return Quiz(_say(lang, "luckybox.quiz.title.arena"), questions, locale=locale)
