"""MAGDAGDON exercises: quizzes on real positions, every answer judged by the engine or the advisor.

- :func:`valid_cell_quiz`: "which empty cells may this 4 go on?" (several choices), judged by
  the game's own legal actions, on positions built by playing actions (a ruin, a staged die).
- :func:`score_quiz`: "what does this board score?" (a number), judged by :func:`~.rules.score`.
- :func:`choice_quiz`: "which placement would you choose?" (one choice among a few ways to
  place the roll), judged by the advisor's evaluation: the verdict says how many points of
  expected final score a choice gives up against the advisor's best placement. It lives in
  :mod:`ludoteca.magdagdon.exercises_choice` and is served from here too.

No answer is written down here: each ``check`` asks the engine (or the advisor) when the
learner answers.

>>> quiz = valid_cell_quiz()
>>> quiz
Quiz('MAGDAGDON: where may the die go?', 4 questions, answered 0)
>>> quiz.answer(0, ["b1", "c1", "d1", "a2"])
'Right! Exactly: b1, c1, d1, a2.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ludoteca.core import i18n
from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.actions import Stage
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.pictures import board_svg
from ludoteca.magdagdon.rules import BONUS, CELLS, EMPTY, RUIN_COST, Board, Line, cell_index, has_number, refusal, score

__all__ = [
    "CELL_POSITIONS",
    "SCORE_BOARDS",
    "CellPosition",
    "ScoreBoard",
    "legal_cells",
    "played",
    "score_question",
    "score_quiz",
    "valid_cell_question",
    "valid_cell_quiz",
]

#: The answers a score question takes: every total a board can reach lies in between.
LOWEST, HIGHEST = -400, 600


# -- words ------------------------------------------------------------------------------------
def _language(locale: str | None) -> str:
    """The language the exercises are written in (an unknown language raises ValueError)."""
    return str(i18n.catalog(locale)["language.tag"]).split("-")[0]


def _say(lang: str, key: str, **params: Any) -> str:
    return i18n.translate(key, lang, **params)


def _number(lang: str, value: float) -> str:
    from babel.numbers import format_decimal

    tag = str(i18n.catalog(lang).get("language.tag", lang)).replace("-", "_")
    return format_decimal(round(value, 1), "0.0", locale=tag)


def _cells(lang: str, cells: Iterable[str]) -> str:
    """Cells in reading order (a1 b1 … d4), or "no cell"."""
    ordered = sorted(cells, key=cell_index)
    return ", ".join(ordered) if ordered else _say(lang, "magdagdon.quiz.no_cell")


def _placements(lang: str, placed: Iterable[tuple[int, str]]) -> str:
    """``(value, cell)`` pairs as a player says them: "6 on c2, 5 on c3"."""
    return ", ".join(_say(lang, "magdagdon.quiz.placement", value=v, cell=c) for v, c in placed)


def _dice_html(lang: str, dice: Sequence[int], staged: Sequence[tuple[int, str]] = ()) -> str:
    text = _say(lang, "magdagdon.quiz.dice", dice=" ".join(map(str, dice)))
    if staged:
        text += " · " + _say(lang, "magdagdon.quiz.staged", placements=_placements(lang, staged), count=len(staged))
    return f"<p>{escape(text)}</p>"


def _difficulty(lang: str, difficulty: str) -> str:
    return _say(lang, f"magdagdon.difficulty.{difficulty}")


# -- positions ----------------------------------------------------------------------------------
def played(actions: Iterable[str], *, difficulty: str = "peaceful", seed: int = 0) -> Game:
    """``Game(difficulty=difficulty, seed=seed)`` after ``actions`` (their notation, checked by
    the engine as they are applied: ``"roll 3 4 2 1"``, ``"place 3 at b2"``, ``"confirm"`` …)."""
    game = Game(difficulty=difficulty, seed=seed)
    for action in actions:
        game.apply(action)
    return game


# -- which cells may this die go on? -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CellPosition:
    """A game after ``actions`` (notation), asking about the die at position ``die`` (0-3)."""

    actions: tuple[str, ...]
    die: int
    difficulty: str = "peaceful"

    def game(self) -> Game:
        return played(self.actions, difficulty=self.difficulty)


#: The valid-cell questions, each about a 4: numbers that allow it or not; a ruin that neither
#: connects nor constrains; a staged 6 that shuts cells; a staged 1 on an empty board.
CELL_POSITIONS: tuple[CellPosition, ...] = (
    CellPosition(
        (
            "roll 3 4 2 1",
            "place 3 at b2",
            "place 4 at c2",
            "place 2 at b3",
            "confirm",
            "roll 5 6 1 1",
            "place 5 at d2",
            "place 6 at d3",
            "confirm",
            "roll 4 6 2 1",
        ),
        0,
    ),
    CellPosition(
        (
            "roll 4 4 5 4",
            "place 4 at b2",
            "place 4 at c2",
            "place 5 at b3",
            "place 4 at d2",
            "confirm",
            "roll 1 1 1 1",
            "accept magdagdon",
            "ruin c3",
            "roll 4 6 6 2",
        ),
        0,
    ),
    CellPosition(
        ("roll 5 5 2 2", "place 5 at b2", "place 5 at b3", "confirm", "roll 6 4 3 3", "place 6 at c2"), 1, "survival"
    ),
    CellPosition(("roll 4 1 2 3", "place 1 at b2"), 0, "nightmare"),
)


def legal_cells(game: Game, value: int) -> list[str]:
    """The cells where a die showing ``value`` may be staged now: the game's legal actions."""
    return [a.cell for a in game.legal_actions() if isinstance(a, Stage) and a.value == value]


def valid_cell_question(game: Game, die: int, *, locale: str | None = None) -> Question:
    """ "Which empty cells may the die at position ``die`` go on now?" (several choices: every
    empty cell), checked against the game's legal actions; staged dice count."""
    lang = _language(locale)
    if game.dice is None or game.choosing_ruin or die not in game.tray():
        raise ValueError(f"die {die!r:.10} is not in the tray of a roll waiting to be placed")
    value = game.rolled_dice()[die]
    # The question keeps its own copy (rebuilt from the actions), so the game may go on.
    copy = game.clone()
    codes = game.codes()
    empty = [CELLS[i] for i in range(16) if codes[i] == EMPTY]
    if not empty:
        raise ValueError("the board (with the staged dice) has no empty cell to ask about")
    staged = [(game.rolled_dice()[d], CELLS[c]) for d, c in game.staged]

    def check(answer: tuple[str, ...]) -> Verdict:
        allowed = set(legal_cells(copy, value))
        chosen = set(answer)
        if chosen == allowed:
            return Verdict(True, _say(lang, "magdagdon.quiz.cells.right", cells=_cells(lang, allowed)))
        parts = [_say(lang, "magdagdon.quiz.cells.wrong", value=value, cells=_cells(lang, allowed))]
        if allowed - chosen:
            parts.append(_say(lang, "magdagdon.quiz.cells.missing", cells=_cells(lang, allowed - chosen)))
        if chosen - allowed:
            parts.append(_say(lang, "magdagdon.quiz.cells.extra", cells=_cells(lang, chosen - allowed)))
        return Verdict(False, " ".join(parts))

    picture = board_svg(game.staged_board(), staged=[c for _, c in staged]) + _dice_html(
        lang, game.rolled_dice(), staged
    )
    return Question(
        _say(lang, "magdagdon.quiz.cells.prompt", value=value),
        check,
        kind="choices",
        options=empty,
        picture=picture,
        hint=_say(lang, "magdagdon.quiz.cells.hint"),
        explanation=_cells_why(lang, codes, value, staged),
        rule=cite("magdagdon", "placement"),
    )


def _cells_why(lang: str, codes: tuple[int, ...], value: int, staged: list[tuple[int, str]]) -> str:
    """Each empty cell grouped by the engine's reason (:func:`~.rules.refusal`)."""
    valid: list[str] = []
    alone: list[str] = []
    far: dict[int, list[str]] = {}
    for i in range(16):
        if codes[i] != EMPTY:
            continue
        reason = refusal(codes, i, value)
        if reason is None:
            valid.append(CELLS[i])
        elif reason[0] == "not_adjacent":
            alone.append(CELLS[i])
        else:
            far.setdefault(reason[2]["neighbour"], []).append(CELLS[i])
    lines = []
    if staged:
        lines.append(
            _say(lang, "magdagdon.quiz.cells.why.staged", placements=_placements(lang, staged), count=len(staged))
        )
    if not has_number(codes):
        lines.append(_say(lang, "magdagdon.quiz.cells.why.first"))
    elif valid:
        lines.append(
            _say(
                lang,
                "magdagdon.quiz.cells.why.valid",
                cells=_cells(lang, valid),
                low=max(1, value - 1),
                high=min(6, value + 1),
            )
        )
    else:
        lines.append(_say(lang, "magdagdon.quiz.cells.why.none", value=value))
    for neighbour, cells in sorted(far.items()):
        lines.append(
            _say(lang, "magdagdon.quiz.cells.why.far", neighbour=neighbour, value=value, cells=_cells(lang, cells))
        )
    if alone:
        lines.append(_say(lang, "magdagdon.quiz.cells.why.alone", cells=_cells(lang, alone)))
    return "\n".join(lines)


def valid_cell_quiz(positions: Iterable[CellPosition] = CELL_POSITIONS, *, locale: str | None = None) -> Quiz:
    """Which empty cells may the die go on? One question per :class:`CellPosition`."""
    questions = [valid_cell_question(p.game(), p.die, locale=locale) for p in positions]
    return Quiz(_say(_language(locale), "magdagdon.quiz.title.cells"), questions, locale=locale)


# -- what does this board score? ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ScoreBoard:
    """A board (notation) to score at ``difficulty`` after ``powers_used`` Majda Powers."""

    board: str
    difficulty: str = "peaceful"
    powers_used: int = 0


#: The score questions. Row 1 ascends and column d descends; 2-1-3-4 is no sequence though
#: 4-3-2-1 below it is (a board drawn for scoring: in play a 1 never touches a 3); four
#: equal beside two pairs and three equal; one ruin spoiling two lines; two power penalties.
SCORE_BOARDS: tuple[ScoreBoard, ...] = (
    ScoreBoard("3456/3445/2334/1233"),
    ScoreBoard("2134/1--3/---2/---1"),
    ScoreBoard("4444/3454/3343/3454"),
    ScoreBoard("4345/3345/4444/55R5"),
    ScoreBoard("6554/5545/4556/3456", "peaceful", 2),
)


def _line_name(lang: str, line: Line) -> str:
    kind, name = line.name.split()
    return _say(lang, "magdagdon.row", n=name) if kind == "row" else _say(lang, "magdagdon.column", name=name)


def _line_cells(line: Line) -> str:
    return " ".join("·" if c is None else "✕" if c == "R" else str(c) for c in line.cells)


def score_question(board: ScoreBoard, *, locale: str | None = None) -> Question:
    """ "What does this board score?" (a number), checked with :func:`~.rules.score`."""
    lang = _language(locale)
    where = (Board(board.board), board.difficulty, board.powers_used)
    score(*where)  # an unknown difficulty or too many powers raise ValueError here

    def check(answer: int) -> Verdict:
        truth = score(*where)
        if answer == truth.total:
            return Verdict(True, _say(lang, "magdagdon.quiz.score.right", count=truth.total))
        parts = [_say(lang, "magdagdon.quiz.score.wrong", count=truth.total, answer=answer)]
        slips = {
            "once": truth.total - truth.base // 2 if truth.base else None,
            "ruins": truth.total - truth.ruin_points if truth.ruins else None,
            "penalty": truth.total + truth.penalty if truth.penalty else None,
        }
        parts += [
            _say(lang, f"magdagdon.quiz.score.slip.{slip}", points=truth.penalty, cost=RUIN_COST)
            for slip, total in slips.items()
            if total == answer
        ]
        return Verdict(False, " ".join(parts))

    words = {"difficulty": _difficulty(lang, board.difficulty), "count": board.powers_used}
    prompt = _say(
        lang, "magdagdon.quiz.score.prompt_powers" if board.powers_used else "magdagdon.quiz.score.prompt", **words
    )
    return Question(
        prompt,
        check,
        kind="number",
        picture=board_svg(where[0]),
        hint=_say(lang, "magdagdon.quiz.score.hint", cost=RUIN_COST, **BONUS),
        explanation=_score_why(lang, *where),
        rule=cite("magdagdon", "final-score"),
        minimum=LOWEST,
        maximum=HIGHEST,
    )


def _score_why(lang: str, board: Board, difficulty: str, powers_used: int) -> str:
    result = score(board, difficulty, powers_used)
    lines = []
    for line in result.lines:
        words = {"line": _line_name(lang, line), "cells": _line_cells(line), "sum": line.sum}
        if line.combination:
            lines.append(
                _say(
                    lang,
                    "magdagdon.quiz.score.why.bonus",
                    bonus=line.bonus,
                    combination=_say(lang, f"magdagdon.combination.{line.combination}"),
                    **words,
                )
            )
        elif "R" in line.cells:
            lines.append(_say(lang, "magdagdon.quiz.score.why.ruined", **words))
        else:
            lines.append(_say(lang, "magdagdon.quiz.score.why.line", **words))
    if result.ruins:
        lines.append(
            _say(
                lang,
                "magdagdon.quiz.score.why.ruins",
                count=result.ruins,
                cost=RUIN_COST,
                points=f"−{-result.ruin_points}",
            )
        )
    if powers_used:
        lines.append(_say(lang, "magdagdon.quiz.score.why.powers", count=powers_used, points=f"−{result.penalty}"))
    parts = [str(result.base), f"+ {result.bonuses}"]
    parts += [f"− {-result.ruin_points}"] if result.ruins else []
    parts += [f"− {result.penalty}"] if result.penalty else []
    lines.append(_say(lang, "magdagdon.quiz.score.why.total", sum=" ".join(parts), total=result.total))
    return "\n".join(lines)


def score_quiz(boards: Iterable[ScoreBoard] = SCORE_BOARDS, *, locale: str | None = None) -> Quiz:
    """What does each board score? One question per :class:`ScoreBoard`."""
    questions = [score_question(board, locale=locale) for board in boards]
    return Quiz(_say(_language(locale), "magdagdon.quiz.title.score"), questions, locale=locale)


def __getattr__(name: str) -> Any:
    """The choice questions live in :mod:`ludoteca.magdagdon.exercises_choice`; they are served
    from here too, loaded on first use (that module builds on this one's words)."""
    from ludoteca.magdagdon import exercises_choice

    try:
        return getattr(exercises_choice, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
