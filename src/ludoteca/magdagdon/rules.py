"""MAGDAGDON's board, placement and scoring rules: where a die may go, whether a roll can be
placed, and what a board scores.

Cells are named like a spreadsheet: columns ``a``-``d`` from the left, rows ``1``-``4`` from
the top, so ``b2`` is the second cell of the second row. Inside, a board is a tuple of
16 small ints in reading order (``EMPTY`` 0, faces 1-6, ``RUIN`` 7): fast to copy and hash,
which the MAGDAGDON search and the advisor need.

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
    "valid_cells",
]

DIFFICULTIES = ("peaceful", "survival", "nightmare")
#: Majda Powers per game, dice to place per turn, and what each successive power costs.
POWERS = {"peaceful": 3, "survival": 1, "nightmare": 0}
MINIMUM = {"peaceful": 2, "survival": 2, "nightmare": 3}
PENALTIES = {"peaceful": (10, 20, 40), "survival": (70,), "nightmare": ()}

EMPTY, RUIN = 0, 7
SIZE = 4
CELLS = tuple(f"{'abcd'[i % SIZE]}{i // SIZE + 1}" for i in range(SIZE * SIZE))
_INDEX = {name: i for i, name in enumerate(CELLS)}
#: Orthogonal neighbours of each cell (diagonals do not touch).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        r * SIZE + c
        for r, c in (
            (i // SIZE - 1, i % SIZE),
            (i // SIZE + 1, i % SIZE),
            (i // SIZE, i % SIZE - 1),
            (i // SIZE, i % SIZE + 1),
        )
        if 0 <= r < SIZE and 0 <= c < SIZE
    )
    for i in range(SIZE * SIZE)
)
#: The eight scoring lines: rows read left to right, columns top to bottom.
LINES: tuple[tuple[str, tuple[int, ...]], ...] = (
    *((f"row {r + 1}", tuple(r * SIZE + c for c in range(SIZE))) for r in range(SIZE)),
    *((f"column {'abcd'[c]}", tuple(r * SIZE + c for r in range(SIZE))) for c in range(SIZE)),
)


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


def cell_index(name: Any) -> int:
    """``"b2"`` -> 5; ValueError names the cells there are."""
    if isinstance(name, str) and name.strip().lower() in _INDEX:
        return _INDEX[name.strip().lower()]
    raise ValueError(f"a cell is a1 to d4 (column a-d, row 1-4), not {name!r:.20}")


def cell_name(index: int) -> str:
    return CELLS[index]


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


# -- the board ---------------------------------------------------------------------------
_SYMBOL = {EMPTY: "-", RUIN: "R"}


class Board:
    """A 4x4 board of numbers, ruins and empty cells, with a one-line notation.

    Build it from its notation (``"34--/3---/----/----"``: rows from the top, ``-`` empty,
    ``R`` ruin), from 4 rows of 4 cells (ints 1-6, ``"R"`` or None), or from 16 codes.
    """

    __slots__ = ("codes",)

    def __init__(self, cells: Any = None) -> None:
        self.codes: tuple[int, ...] = _read_board(cells)

    @classmethod
    def parse(cls, text: str) -> Board:
        return cls(text)

    def __getitem__(self, cell: str | int) -> int | str | None:
        """What a cell holds: a number, ``"R"`` or None."""
        code = self.codes[cell if isinstance(cell, int) else cell_index(cell)]
        return None if code == EMPTY else "R" if code == RUIN else code

    def rows(self) -> list[list[int | str | None]]:
        """The board as 4 rows of 4 cells (ints, ``"R"`` or None): the form ``score`` takes."""
        return [[self[r * SIZE + c] for c in range(SIZE)] for r in range(SIZE)]

    def to_json(self) -> list[list[int | str | None]]:
        return self.rows()

    def notation(self) -> str:
        return "/".join(
            "".join(_SYMBOL.get(self.codes[r * SIZE + c], str(self.codes[r * SIZE + c])) for c in range(SIZE))
            for r in range(SIZE)
        )

    def empty_cells(self) -> list[int]:
        return [i for i, c in enumerate(self.codes) if c == EMPTY]

    def is_full(self) -> bool:
        return EMPTY not in self.codes

    def ruins(self) -> int:
        return self.codes.count(RUIN)

    def place(self, cell: str | int, value: int) -> Board:
        """A new board with ``value`` (1-6 or ``RUIN``) on ``cell``; no rule is checked."""
        i = cell if isinstance(cell, int) else cell_index(cell)
        return Board((*self.codes[:i], value, *self.codes[i + 1 :]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.codes == other.codes

    def __hash__(self) -> int:
        return hash(self.codes)

    def __repr__(self) -> str:
        return f"Board({self.notation()!r})"

    def __str__(self) -> str:
        return text_board(self.codes)


def text_board(codes: Sequence[int], marked: Iterable[int] = ()) -> str:
    """A readable board: column letters on top, row numbers on the left; ``.`` empty, ``R``
    ruin; cells in ``marked`` (staged dice) carry a ``*``."""
    marked = set(marked)
    lines = ["    a  b  c  d"]
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            i = r * SIZE + c
            symbol = "." if codes[i] == EMPTY else "R" if codes[i] == RUIN else str(codes[i])
            cells.append(f"{symbol:>2}" + ("*" if i in marked else " "))
        lines.append(f"{r + 1}  " + "".join(cells).rstrip())
    return "\n".join(lines)


def _read_board(cells: Any) -> tuple[int, ...]:
    if cells is None:
        return (EMPTY,) * 16
    if isinstance(cells, Board):
        return cells.codes
    if isinstance(cells, str):
        rows = cells.strip().split("/")
        if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
            raise ValueError(
                f"a board is 4 rows of 4 symbols joined by '/' (like '34--/3---/----/----'), not {cells!r:.40}"
            )
        return tuple(_read_symbol(ch) for row in rows for ch in row)
    if (
        isinstance(cells, (list, tuple))
        and len(cells) == SIZE
        and all(isinstance(row, (list, tuple)) and len(row) == SIZE for row in cells)
    ):
        return tuple(_read_cell(v) for row in cells for v in row)
    if (
        isinstance(cells, (list, tuple))
        and len(cells) == SIZE * SIZE
        and all(isinstance(v, int) and not isinstance(v, bool) and EMPTY <= v <= RUIN for v in cells)
    ):
        return tuple(cells)
    raise ValueError(f"a board is its notation, 4 rows of 4 cells or 16 codes, not {cells!r:.60}")


def _read_symbol(ch: str) -> int:
    if ch in "-.":
        return EMPTY
    if ch in "Rr":
        return RUIN
    if ch in "123456":
        return int(ch)
    raise ValueError(f"a board cell is 1-6, R (ruin) or - (empty), not {ch!r}")


def _read_cell(value: Any) -> int:
    if value is None:
        return EMPTY
    if value == "R":
        return RUIN
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6:
        return value
    raise ValueError(f"a board cell is an int 1-6, 'R' (ruin) or None (empty), not {value!r:.20}")


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
        out = []
        for line in self.lines:
            cells = " ".join("." if c is None else str(c) for c in line.cells)
            extra = f" + {line.bonus} {line.combination.replace('_', ' ')}" if line.bonus and line.combination else ""
            out.append(f"{line.name:<9} {cells}  {line.sum:>2}{extra}")
        out.append(f"ruins     {self.ruins} x -{RUIN_COST} = {self.ruin_points}")
        out.append(f"powers    {self.powers_used} used = {-self.penalty}")
        out.append(f"total     {self.total}")
        return "\n".join(out)


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
