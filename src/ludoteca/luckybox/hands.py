"""The cards in play: a :class:`Grid` (a card with its crossed cells and paid lines) and a
:class:`Player` (one player's side of the table: grids, tokens, stars, pending bonuses).

Plain mutable state: the game changes it only after its check has passed, and bots copy it to
look ahead (cells and lines are bit masks, so copies are cheap).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ludoteca.luckybox.rules import FULL, LIGHTNING_BONUS, LINES, LINES_OF_CELL, ROUNDS, cell_name

if TYPE_CHECKING:
    from ludoteca.luckybox.cards import Bonus, Card

__all__ = ["Grid", "Player", "supply_take"]


def supply_take(kind: object, supply: dict[str, int]) -> dict[str, int]:
    """The tokens a bonus of ``kind`` takes from ``supply`` ({"lightning": n} or {"moon": n}):
    what it gives if the supply holds that much, else what is left (the rest is lost); nothing
    for a bonus that gives no token."""
    if kind in LIGHTNING_BONUS:
        return {"lightning": min(LIGHTNING_BONUS[kind], supply["lightning"])}
    if kind == "moon":
        return {"moon": min(1, supply["moon"])}
    return {}


@dataclass(slots=True)
class Grid:
    """A card in play: which cells are crossed and which lines have paid their bonus."""

    card_id: int
    card: Card
    crossed: int = 0
    earned: int = 0

    @property
    def complete(self) -> bool:
        return self.crossed == FULL

    def free(self, number: int) -> int:
        """Mask of the free cells showing ``number``."""
        return self.card.cells_of[number] & ~self.crossed

    def free_cells(self) -> Iterator[int]:
        return (c for c in range(9) if not self.crossed >> c & 1)

    def is_free(self, cell: int) -> bool:
        return not self.crossed >> cell & 1

    def cross(self, cell: int) -> list[int]:
        """Cross ``cell``; returns the lines this completes (their bonuses are earned)."""
        self.crossed |= 1 << cell
        lines = [
            line
            for line in LINES_OF_CELL[cell]
            if self.crossed & LINES[line] == LINES[line] and not self.earned >> line & 1
        ]
        for line in lines:
            self.earned |= 1 << line
        return lines

    def bonus(self, line: int) -> Bonus:
        return self.card.bonuses[line]

    def copy(self) -> Grid:
        return Grid(self.card_id, self.card, self.crossed, self.earned)

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card.to_json(),
            "crossed": [cell_name(c) for c in range(9) if self.crossed >> c & 1],
            "earned": [line for line in range(6) if self.earned >> line & 1],
            "complete": self.complete,
            "crossed_count": bin(self.crossed).count("1"),
        }


@dataclass(slots=True)
class Player:
    """A player's grids and tokens, stars and completed grids by round, and where they are in
    the current turn (``acted``; ``pending`` bonuses as (grid, line))."""

    lightning: int
    grids: list[Grid] = field(default_factory=list)
    moons: int = 0
    stars: list[int] = field(default_factory=lambda: [0] * ROUNDS)
    completed: list[int] = field(default_factory=lambda: [0] * ROUNDS)
    offer: list[int] = field(default_factory=list)
    acted: bool = False
    pending: list[tuple[int, int]] = field(default_factory=list)
    #: The round this player left the table in (None: still at the table); one who left plays
    #: no more, is ranked behind those who stayed, and their moons are not compared.
    left_round: int | None = None
    #: When this player left among those who left: 1 for the first, 2 for the next...
    left_order: int | None = None

    @property
    def left(self) -> bool:
        """Whether this player has left the table."""
        return self.left_round is not None

    @property
    def done(self) -> bool:
        """Whether this player has finished with the current number."""
        return self.acted and not self.pending

    def free(self, number: int) -> bool:
        """Whether some free cell shows ``number``."""
        return any(g.free(number) for g in self.grids)

    def has_free_cell(self) -> bool:
        return any(g.crossed != FULL for g in self.grids)

    def cross(self, grid: int, cell: int) -> None:
        """Cross a cell and add the bonuses it earns to ``pending``."""
        self.pending.extend((grid, line) for line in self.grids[grid].cross(cell))

    def spend(self, lightning: int, supply: dict[str, int]) -> None:
        """Pay ``lightning`` tokens back into the supply."""
        self.lightning -= lightning
        supply["lightning"] += lightning

    def resolve(
        self, grid: int, line: int, target: tuple[int, int] | None, supply: dict[str, int], round_: int
    ) -> None:
        """Resolve the pending bonus of ``line`` of ``grid`` (checked beforehand): cross
        ``target``, or take the tokens the supply still has, or a star for round ``round_``."""
        self.pending.remove((grid, line))
        kind = self.grids[grid].bonus(line)
        if target is not None:
            self.cross(*target)
        elif kind in ("lightning", "lightning2", "moon"):
            for token, take in supply_take(kind, supply).items():  # what the supply lacks is lost
                supply[token] -= take
                if token == "lightning":
                    self.lightning += take
                else:
                    self.moons += take
        elif kind == "star":
            self.stars[round_ - 1] += 1

    def cells_left(self) -> int:
        """Free cells over all grids in play (the screen's "points left")."""
        return sum(9 - bin(g.crossed).count("1") for g in self.grids)

    def incomplete_cells(self) -> int:
        """Crossed cells on the grids in play that are not complete."""
        return sum(bin(g.crossed).count("1") for g in self.grids if not g.complete)

    def __deepcopy__(self, memo: dict[int, Any]) -> Player:
        return self.copy()  # already a full copy: all a copy of the game needs

    def copy(self) -> Player:
        return Player(
            self.lightning,
            [g.copy() for g in self.grids],
            self.moons,
            list(self.stars),
            list(self.completed),
            list(self.offer),
            self.acted,
            list(self.pending),
            self.left_round,
            self.left_order,
        )

    def state_json(self) -> dict[str, Any]:
        return {
            "lightning": self.lightning,
            "moons": self.moons,
            "stars": list(self.stars),
            "completed": list(self.completed),
            "offer": list(self.offer),
            "acted": self.acted,
            "pending": [list(p) for p in self.pending],
            "left": self.left,
            "left_round": self.left_round,
            "left_order": self.left_order,
            "grids": [[g.card_id, g.crossed, g.earned] for g in self.grids],
        }
