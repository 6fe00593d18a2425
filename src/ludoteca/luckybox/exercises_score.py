"""Lucky Box score exercises: what does this end of game score? Each position is the end of a
real seeded game (:func:`end_of_game`), and the answer is checked with the scoring functions of
:mod:`ludoteca.luckybox.rules`, never an answer key.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.luckybox.cards import Card, Grid
from ludoteca.luckybox.exercises import _language, _say
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.pictures import grids_svg
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    MOON_SWING,
    ROUNDS,
    STAR_POINTS,
    cell_name,
    cell_points,
    moon_points,
    parse_cell,
    solo_rank_key,
    star_points,
)

__all__ = ["SCORE_POSITIONS", "EndOfGame", "end_of_game", "end_score", "score_question", "score_quiz"]


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
