"""MAGDAGDON's placement and scoring rules: where a die may go, whether a roll can be placed,
and what a board scores.

The board itself (cells, lines, :class:`Board` and its notation) is in
:mod:`ludoteca.magdagdon.board`; this module re-exports it. A board is 16 small codes in
reading order, fast to copy and hash, which the MAGDAGDON search and the advisor need.

>>> board = Board("34--/3---/----/----")
>>> board
Board('34--/3---/----/----')
>>> [cell_name(i) for i in valid_cells(board.codes, 5)]
['c1']
>>> find_way(board.codes, (6, 6, 1, 1), 2) is None
True
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ludoteca.core import i18n
from ludoteca.magdagdon.board import (
    CELLS,
    EMPTY,
    LINES,
    NEIGHBOURS,
    RUIN,
    SIZE,
    Board,
    cell_index,
    cell_name,
    text_board,
)

__all__ = [
    "BONUS",
    "CELLS",
    "COMBINATIONS",
    "DIFFICULTIES",
    "EMPTY",
    "LINES",
    "MINIMUM",
    "NEIGHBOURS",
    "PENALTIES",
    "POWERS",
    "RUIN",
    "RUIN_COST",
    "SIZE",
    "Board",
    "Line",
    "Rules",
    "Score",
    "allowed",
    "cell_index",
    "cell_name",
    "combination",
    "find_way",
    "most_placed",
    "penalty",
    "refusal",
    "score",
    "text_board",
    "valid_cells",
]

DIFFICULTIES = ("peaceful", "survival", "nightmare")
#: Majda Powers per game, dice to place per turn, and what each successive power costs.
POWERS = {"peaceful": 3, "survival": 1, "nightmare": 0}
MINIMUM = {"peaceful": 2, "survival": 2, "nightmare": 3}
PENALTIES = {"peaceful": (10, 20, 40), "survival": (70,), "nightmare": ()}


@dataclass(frozen=True, slots=True)
class Rules:
    """The difficulty played: ``"peaceful"``, ``"survival"`` or ``"nightmare"``."""

    difficulty: str = "peaceful"

    def __post_init__(self) -> None:
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {self.difficulty!r:.40}")

    @property
    def powers(self) -> int:
        """Majda Powers in a game."""
        return POWERS[self.difficulty]

    @property
    def minimum(self) -> int:
        """Dice to place per turn while enough cells are empty."""
        return MINIMUM[self.difficulty]

    def to_json(self) -> dict[str, Any]:
        return {"difficulty": self.difficulty}

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        if not isinstance(data, Mapping) or set(data) != {"difficulty"}:
            raise ValueError(f"MAGDAGDON rules are {{'difficulty': ...}}, not {data!r:.60}")
        return cls(data["difficulty"])


def penalty(difficulty: str, powers_used: int) -> int:
    """Points lost for ``powers_used`` Majda Powers (peaceful: 10, then 20, then 40)."""
    costs = PENALTIES[difficulty]
    if not isinstance(powers_used, int) or not 0 <= powers_used <= len(costs):
        raise ValueError(f"{difficulty} allows 0 to {len(costs)} powers, not {powers_used!r:.20}")
    return sum(costs[:powers_used])


# -- placement ------------------------------------------------------------------------
def has_number(codes: Sequence[int]) -> bool:
    return any(EMPTY < c < RUIN for c in codes)


def refusal(codes: Sequence[int], index: int, value: int) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``value`` may not go on cell ``index``: ``(code, message, params)``, or None if it may."""
    cell = CELLS[index]
    if codes[index] != EMPTY:
        held = "a ruin" if codes[index] == RUIN else f"a {codes[index]}"
        return "cell_not_empty", f"{cell} already holds {held}", {"cell": cell}
    numbers = [codes[n] for n in NEIGHBOURS[index] if EMPTY < codes[n] < RUIN]
    if not numbers:
        if not has_number(codes):
            return None  # the first die of the game goes anywhere
        return ("not_adjacent", f"{cell} touches no number (diagonals and ruins do not count)", {"cell": cell})
    far = [n for n in numbers if abs(n - value) > 1]
    if far:
        return (
            "too_far",
            f"a {value} cannot go on {cell}: it touches a {far[0]}, and neighbours differ by at most 1",
            {"cell": cell, "value": value, "neighbour": far[0]},
        )
    return None


def allowed(codes: Sequence[int], index: int, value: int) -> bool:
    """Whether ``value`` may go on cell ``index`` now (the fast form of :func:`refusal`)."""
    if codes[index] != EMPTY:
        return False
    touching = False
    for n in NEIGHBOURS[index]:
        c = codes[n]
        if EMPTY < c < RUIN:
            if c - value > 1 or value - c > 1:
                return False
            touching = True
    return touching or not has_number(codes)


def valid_cells(codes: Sequence[int], value: int) -> list[int]:
    """The cells (indices, in reading order) where ``value`` may go now."""
    return [i for i in range(SIZE * SIZE) if allowed(codes, i, value)]


def find_way(codes: Sequence[int], dice: Iterable[int], need: int) -> tuple[tuple[int, int], ...] | None:
    """A way to place ``need`` of ``dice`` on ``codes`` one after the other, as ``(value, cell)``
    in order, or None if no ordering of any of them reaches ``need``. Tries every ordering."""
    return _search(tuple(codes), tuple(sorted(dice)), need, set())


def _search(codes: tuple[int, ...], dice: tuple[int, ...], need: int, seen: set) -> tuple | None:
    if need <= 0:
        return ()
    if len(dice) < need or (codes, dice) in seen:
        return None
    seen.add((codes, dice))
    for k, value in enumerate(dice):
        if k and dice[k - 1] == value:
            continue  # equal dice are interchangeable
        rest = dice[:k] + dice[k + 1 :]
        for i in valid_cells(codes, value):
            after = (*codes[:i], value, *codes[i + 1 :])
            way = _search(after, rest, need - 1, seen)
            if way is not None:
                return ((value, i), *way)
    return None


def most_placed(codes: Sequence[int], dice: Iterable[int]) -> tuple[tuple[int, int], ...]:
    """A longest sequence of placements of ``dice`` on ``codes`` (``(value, cell)`` in order)."""
    dice = tuple(sorted(dice))
    for need in range(len(dice), 0, -1):
        way = find_way(codes, dice, need)
        if way is not None:
            return way
    return ()


# -- scoring -------------------------------------------------------------------------------
#: The combinations a full line of numbers may earn, best first, with their bonus.
BONUS = {"sequence": 60, "four_equal": 40, "two_pairs": 20}
COMBINATIONS = tuple(BONUS)
RUIN_COST = 15


def combination(values: Sequence[int]) -> str | None:
    """The best combination four numbers read along a line make, or None.

    A sequence steps by exactly +1 or exactly -1 from one cell to the next (so 2-1-3-4 is
    none); four equal numbers are not also two pairs.

    >>> combination([6, 5, 4, 3]), combination([2, 1, 3, 4]), combination([3, 5, 3, 5])
    ('sequence', None, 'two_pairs')
    """
    if len(values) != 4:
        return None
    steps = {b - a for a, b in itertools.pairwise(values)}
    if steps in ({1}, {-1}):
        return "sequence"
    counts = sorted(Counter(values).values())
    if counts == [4]:
        return "four_equal"
    if counts == [2, 2]:
        return "two_pairs"
    return None


@dataclass(frozen=True, slots=True)
class Line:
    """One row or column: its cells (numbers, ``"R"`` or None), sum, combination and points."""

    name: str
    cells: tuple[int | str | None, ...]
    sum: int
    combination: str | None
    bonus: int

    @property
    def points(self) -> int:
        return self.sum + self.bonus

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "cells": list(self.cells),
            "sum": self.sum,
            "combination": self.combination,
            "bonus": self.bonus,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class Score:
    """A board's score with its breakdown: the eight lines, the ruins and the power penalties."""

    lines: tuple[Line, ...]
    ruins: int
    powers_used: int
    penalty: int
    difficulty: str

    @property
    def rows(self) -> tuple[Line, ...]:
        return self.lines[:4]

    @property
    def columns(self) -> tuple[Line, ...]:
        return self.lines[4:]

    @property
    def base(self) -> int:
        """Row sums plus column sums (every number counts twice)."""
        return sum(line.sum for line in self.lines)

    @property
    def bonuses(self) -> int:
        return sum(line.bonus for line in self.lines)

    @property
    def ruin_points(self) -> int:
        """What the ruins cost (a negative number or 0)."""
        return -RUIN_COST * self.ruins

    @property
    def total(self) -> int:
        return self.base + self.bonuses + self.ruin_points - self.penalty

    def to_json(self) -> dict[str, Any]:
        return {
            "lines": [line.to_json() for line in self.lines],
            "base": self.base,
            "bonuses": self.bonuses,
            "ruins": self.ruins,
            "ruin_points": self.ruin_points,
            "ruin_cost": RUIN_COST,
            "powers_used": self.powers_used,
            "penalty": self.penalty,
            "total": self.total,
        }

    def __str__(self) -> str:
        """The breakdown, in the current language ("row 1", "ruins", "powers 0 used", "total")."""
        if i18n.get_language() == "en":
            titles = [line.name for line in self.lines] + ["ruins", "powers", "total"]
            used = f"{self.powers_used} used"
        else:
            titles = [_line_title(line.name) for line in self.lines]
            titles += [i18n.t(k) for k in ("magdagdon.ruins", "magdagdon.ui.best.powers", "magdagdon.total")]
            used = i18n.t("magdagdon.score.used", count=self.powers_used)
        width = max(9, *(len(title) + 1 for title in titles))
        out = []
        for title, line in zip(titles, self.lines):
            cells = " ".join("." if c is None else str(c) for c in line.cells)
            extra = f" + {line.bonus} {_combination_name(line.combination)}" if line.bonus and line.combination else ""
            out.append(f"{title:<{width}} {cells}  {line.sum:>2}{extra}")
        out.append(f"{titles[-3]:<{width}} {self.ruins} x -{RUIN_COST} = {self.ruin_points}")
        out.append(f"{titles[-2]:<{width}} {used} = {-self.penalty}")
        out.append(f"{titles[-1]:<{width}} {self.total}")
        return "\n".join(out)


def _line_title(name: str) -> str:
    """ "row 1" or "column a" in the current language ("Zeile 1", "Colonne a")."""
    kind, _, which = name.partition(" ")
    return i18n.t("magdagdon.row", n=which) if kind == "row" else i18n.t("magdagdon.column", name=which)


def _combination_name(combination: str) -> str:
    """ "two pairs" in English, the catalog's name elsewhere ("Zwei Paare")."""
    if i18n.get_language() == "en":
        return combination.replace("_", " ")
    return i18n.t(f"magdagdon.combination.{combination}")


def score(board: Any, difficulty: str = "peaceful", powers_used: int = 0) -> Score:
    """The score of ``board`` (4 rows of 4 cells: ints 1-6, ``"R"`` or None; or a
    :class:`~ludoteca.magdagdon.rules.Board` or its notation) at ``difficulty`` after
    ``powers_used`` Majda Powers. Works on unfinished boards too (the live score).

    >>> s = score([[1, 2, 3, 4], [2, 2, 3, 3], [3, 3, 3, 3], [4, 4, 4, 4]])
    >>> s.total
    336
    >>> [line.combination for line in s.lines][:4]
    ['sequence', 'two_pairs', 'four_equal', 'four_equal']
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {difficulty!r:.40}")
    codes = Board(board).codes
    lines = tuple(_line(name, [codes[i] for i in cells]) for name, cells in LINES)
    return Score(lines, codes.count(RUIN), powers_used, penalty(difficulty, powers_used), difficulty)


def _line(name: str, codes: list[int]) -> Line:
    cells = tuple(None if c == EMPTY else "R" if c == RUIN else c for c in codes)
    numbers = [c for c in codes if EMPTY < c < RUIN]
    combo = combination(numbers) if len(numbers) == 4 else None
    return Line(name, cells, sum(numbers), combo, BONUS[combo] if combo else 0)


def points(codes: Sequence[int]) -> int:
    """Line sums plus bonuses of 16 codes, ruins and penalties left out (fast, for searches)."""
    total = 0
    for _, cells in LINES:
        a, b, c, d = (codes[i] for i in cells)
        if EMPTY < a < RUIN and EMPTY < b < RUIN and EMPTY < c < RUIN and EMPTY < d < RUIN:
            combo = combination((a, b, c, d))
            total += a + b + c + d + (BONUS[combo] if combo else 0)
        else:
            total += sum(x for x in (a, b, c, d) if x < RUIN)
    return total
