"""Super Mega Lucky Box's pure rules: the variant, lightning shifts and the scoring tables.

>>> shift_targets({4}, 2) == {4: 0, 3: 1, 5: 1, 2: 2, 6: 2}
True
>>> star_points(2), star_points(4)
(4, 9)
>>> moon_points([3, 1, 1])
[6, -6, -6]
>>> solo_rank(57)
'Great game'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from ludoteca.core import i18n

__all__ = [
    "CELLS",
    "CELLS_PER_POINT",
    "LIGHTNING_BONUS",
    "LIGHTNING_PER_POINT",
    "GRID_POINTS",
    "LINES",
    "LINE_NAMES",
    "ROUNDS",
    "REVEALS",
    "Rules",
    "SOLO_MOONS",
    "SOLO_RANKS",
    "STAR_POINTS",
    "VARIANTS",
    "cell_name",
    "cell_points",
    "completed_points",
    "distance",
    "line_name",
    "moon_points",
    "parse_cell",
    "shift_targets",
    "solo_rank",
    "solo_rank_key",
    "star_points",
]

VARIANTS = ("classic", "arena")
ROUNDS = 4
#: Number cards revealed per round, from a deck holding 1..9 twice.
REVEALS = 9
NUMBER_DECK: tuple[int, ...] = tuple(n for n in range(1, 10) for _ in range(2))
#: Points of a grid completed in round 1, 2, 3, 4.
GRID_POINTS = (15, 12, 10, 8)
#: Points of 0, 1, 2, 3 stars in one round (a 4th star and later ones score nothing).
STAR_POINTS = (0, 1, 4, 9)
#: Solo moon points for 0, 1, ... 6 or more moons.
SOLO_MOONS = (-6, -2, 0, 1, 3, 6, 10)
MOON_SWING = 6
#: At the end, crossed cells of unfinished grids score 1 point per this many.
CELLS_PER_POINT = 2
#: In the arena, lightning left at the end scores 1 point per this many.
LIGHTNING_PER_POINT = 3
#: Lightning tokens a lightning and a double lightning bonus take from the supply.
LIGHTNING_BONUS = {"lightning": 1, "lightning2": 2}
#: Solo rank bands: (lowest total, catalog key, English label), best last.
SOLO_RANKS: tuple[tuple[int, str, str], ...] = (
    (-(10**9), "luckybox.rank.unlucky", "Super Mega Unlucky"),
    (45, "luckybox.rank.good_start", "A good start"),
    (50, "luckybox.rank.hang_of_it", "Getting the hang of it"),
    (55, "luckybox.rank.great_game", "Great game"),
    (60, "luckybox.rank.super_score", "Super score"),
    (65, "luckybox.rank.mega_game", "A mega game to remember"),
    (70, "luckybox.rank.legend", "Super Mega Lucky Legend"),
)
#: Cells 0..8 row by row; a cell is named by its column letter and row number ("b3").
CELLS = tuple(range(9))
#: Bit masks of the six lines: rows 1-3 (top to bottom), then columns a-c (left to right).
LINES: tuple[int, ...] = (0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100)
LINE_NAMES = ("row 1", "row 2", "row 3", "column a", "column b", "column c")
FULL = 0b111111111
#: For each cell, the lines through it (its row, its column).
LINES_OF_CELL: tuple[tuple[int, int], ...] = tuple((c // 3, 3 + c % 3) for c in CELLS)


def cell_name(cell: int) -> str:
    """``0 -> 'a1'``, ``5 -> 'c2'``: column letter, then row from the top."""
    return "abc"[cell % 3] + str(cell // 3 + 1)


def parse_cell(text: str) -> int:
    """``'b3' -> 7``; ValueError if ``text`` is not one of a1..c3 (bonus slots are not cells)."""
    t = text.strip().lower() if isinstance(text, str) else ""
    if len(t) != 2 or t[0] not in "abc" or t[1] not in "123":
        raise ValueError(f"a cell is a1 to c3 (column a-c, row 1-3; bonus slots are not cells), not {text!r:.20}")
    return (int(t[1]) - 1) * 3 + "abc".index(t[0])


def cell_points(cells: int) -> int:
    """End-of-game points of ``cells`` crossed cells on unfinished grids."""
    return cells // CELLS_PER_POINT


def completed_points(grids: int, round_: int) -> int:
    """Points of ``grids`` grids completed in round ``round_`` (1..4): 15, 12, 10 or 8 each."""
    if not isinstance(round_, int) or not 1 <= round_ <= ROUNDS:
        raise ValueError(f"a round is 1 to {ROUNDS}, not {round_!r:.20}")
    return grids * GRID_POINTS[round_ - 1]


def line_name(line: int) -> str:
    return LINE_NAMES[line]


@dataclass(frozen=True, slots=True)
class Rules:
    """A rules variant.

    ``variant``: ``"classic"`` (deal 5 keep 3 in round 1) or ``"arena"`` (the online site:
    deal 6 keep 3, and 1 point per 3 lightning left at the end). ``lightning_supply`` and
    ``moon_supply``: the shared supply of each token (starting lightning comes out of it);
    ``start_lightning``: each player's lightning at the start.
    """

    variant: str = "classic"
    lightning_supply: int = 30
    moon_supply: int = 24
    start_lightning: int = 4

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {self.variant!r:.40}")
        for f in ("lightning_supply", "moon_supply", "start_lightning"):
            value = getattr(self, f)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
                raise ValueError(f"{f} must be a whole number from 0 to 1000, not {value!r:.40}")

    def lightning_points(self, lightning: int) -> int:
        """End-of-game points of ``lightning`` tokens left: only the arena counts them."""
        return lightning // LIGHTNING_PER_POINT if self.variant == "arena" else 0

    def deal(self, round_: int) -> tuple[int, int]:
        """(cards dealt, cards kept) at the start of round ``round_`` (1..4)."""
        if round_ == 1:
            return (6 if self.variant == "arena" else 5), 3
        return 3, 1

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        """Rules from :meth:`to_json`; ValueError says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"rules are an object like {Rules().to_json()}, not {data!r:.60}")
        names = [f.name for f in fields(cls)]
        extra = [k for k in data if k not in names]
        if extra:
            raise ValueError(f"unknown rules field {extra[0]!r:.30}; the fields are {', '.join(names)}")
        return cls(**data)


def distance(a: int, b: int) -> int:
    """Steps from number ``a`` to ``b`` on the 1..9 circle (9 is followed by 1)."""
    d = (b - a) % 9
    return min(d, 9 - d)


def shift_targets(revealed: int | Iterable[int], lightning: int) -> dict[int, int]:
    """``{number: lightning needed}`` for every number reachable from the revealed one(s)
    with at most ``lightning`` tokens (0 for a revealed number), wrapping 9 <-> 1.

    >>> shift_targets(9, 1) == {9: 0, 8: 1, 1: 1}
    True
    """
    revealed = [revealed] if isinstance(revealed, int) else list(revealed)
    out: dict[int, int] = {}
    for n in range(1, 10):
        cost = min((distance(r, n) for r in revealed), default=99)
        if cost <= lightning:
            out[n] = cost
    return out


def star_points(stars: int) -> int:
    """Points of ``stars`` stars earned in one round: 1, 4, 9 for 1, 2, 3; a 4th star and
    any later one in the same round score nothing."""
    if not isinstance(stars, int) or stars < 0:
        raise ValueError(f"stars is a whole number >= 0, not {stars!r:.20}")
    return STAR_POINTS[min(stars, 3)]


def moon_points(moons_by_player: Sequence[int]) -> list[int]:
    """Each player's end-of-game moon points (one entry: the solo table).

    With 2+ players the most moons gain 6 and the fewest lose 6, ties included; with 2 players
    nobody loses; with 3+ players all tied, everyone gains and loses (net 0).
    """
    moons = list(moons_by_player)
    if not moons:
        return []
    if len(moons) == 1:
        return [SOLO_MOONS[min(moons[0], len(SOLO_MOONS) - 1)]]
    most, fewest = max(moons), min(moons)
    return [(MOON_SWING if m == most else 0) - (MOON_SWING if m == fewest and len(moons) > 2 else 0) for m in moons]


def solo_rank_key(total: int) -> str:
    """The catalog key of the solo rank for ``total`` points."""
    return [key for low, key, _ in SOLO_RANKS if total >= low][-1]


def solo_rank(total: int, lang: str | None = None) -> str:
    """The solo rank label for ``total`` points, in ``lang`` (by default the current language,
    :func:`ludoteca.set_language`); :func:`solo_rank_key` names it in any language."""
    if (lang or i18n.get_language()) == "en":
        return [label for low, _, label in SOLO_RANKS if total >= low][-1]
    return i18n.translate(solo_rank_key(total), lang)
