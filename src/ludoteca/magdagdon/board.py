"""The MAGDAGDON board: its 16 cells and eight scoring lines, and :class:`Board`, a board with
its one-line notation.

Cells are named like a spreadsheet: columns ``a``-``d`` from the left, rows ``1``-``4`` from
the top. Inside, a board is a tuple of 16 small ints in reading order (``EMPTY`` 0, faces 1-6,
``RUIN`` 7). :mod:`ludoteca.magdagdon.rules` re-exports all of it.

>>> board = Board("34--/3---/----/----").place("c1", 5)
>>> board.notation(), board["c1"], cell_index("b2")
('345-/3---/----/----', 5, 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ludoteca.core.registry import SvgPicture

__all__ = ["CELLS", "EMPTY", "LINES", "NEIGHBOURS", "RUIN", "SIZE", "Board", "cell_index", "cell_name", "text_board"]

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


def cell_index(name: Any) -> int:
    """``"b2"`` -> 5; ValueError names the cells there are."""
    if isinstance(name, str) and name.strip().lower() in _INDEX:
        return _INDEX[name.strip().lower()]
    raise ValueError(f"a cell is a1 to d4 (column a-d, row 1-4), not {name!r:.20}")


def cell_name(index: int) -> str:
    return CELLS[index]


_SYMBOL = {EMPTY: "-", RUIN: "R"}


class Board(SvgPicture):
    """A 4x4 board of numbers, ruins and empty cells, with a one-line notation.

    Build it from its notation (``"34--/3---/----/----"``: rows from the top, ``-`` empty,
    ``R`` ruin), from 4 rows of 4 cells (ints 1-6, ``"R"`` or None), or from 16 codes.
    """

    __slots__ = ("codes",)
    game_name = "magdagdon"

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
