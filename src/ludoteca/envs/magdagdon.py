"""MAGDAGDON as environments see it: 350 actions (roll; place a value on a cell; take a
die back; confirm; the Majda Powers; accept MAGDAGDON; choose the ruin) and a vector of
the board, the dice and the powers. One environment per difficulty.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from ludoteca.envs.spec import CatalogSpec
from ludoteca.magdagdon.actions import Accept, Confirm, Decrease, Increase, Reroll, Roll, Ruin, Stage, Unstage
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import CELLS, Rules

__all__ = ["MagdagdonSpec", "CATALOG"]

#: Every action an environment may play, in the order of their numbers.
CATALOG: tuple[Any, ...] = (
    Roll(),
    *(Stage(value, cell) for value in range(1, 7) for cell in CELLS),
    *(Unstage(cell) for cell in CELLS),
    Confirm(),
    *(Decrease(value) for value in range(2, 7)),
    *(Increase(value) for value in range(1, 6)),
    *(Reroll(values) for k in range(1, 5) for values in combinations_with_replacement(range(1, 7), k)),
    Accept(),
    *(Ruin(cell) for cell in CELLS),
)
#: A ruin in the observation's board (empty cells are 0, dice 1 to 6).
RUIN = 7


class MagdagdonSpec(CatalogSpec):
    """MAGDAGDON at one difficulty (see the module docstring)."""

    name = "magdagdon"
    title = "MAGDAGDON"
    catalog = CATALOG

    def __init__(self, difficulty: str = "peaceful") -> None:
        self.rules = Rules(difficulty)  # refuses an unknown difficulty, naming the three

    def new_game(self, players: int, seed: int) -> Game:
        return Game(seed=seed, rules=self.rules)

    def size(self, players: int) -> int:
        return 16 + 16 + 4 + 4 + 7

    def observe(self, view: dict[str, Any], players: int) -> np.ndarray:
        """The 16 cells (0 empty, 1-6, 7 a ruin), which are staged, the four dice (0 before the
        roll) and which are staged, then the minimum to place, powers left, the next power's
        cost, MAGDAGDON (in it, accepted), turns played and the score."""
        own = view["magdagdon"]
        cells = own["cells"]
        out: list[float] = [RUIN if c["ruin"] else c["value"] or 0 for c in cells]
        out += [c["staged"] for c in cells]
        dice = own["dice"] or []
        out += [d["value"] for d in dice] + [0] * (4 - len(dice))
        out += [d["staged_at"] is not None for d in dice] + [0] * (4 - len(dice))
        powers, crisis = own["powers"], own["crisis"]
        out += [own["minimum"], powers["left"], powers["next_penalty"] or 0, crisis["active"], crisis["accepted"]]
        out += [own["turns"], own["score"]["total"]]
        return np.asarray(out, dtype=np.float32)

    def scores(self, view: dict[str, Any]) -> list[int]:
        return [int(view["magdagdon"]["score"]["total"])]
