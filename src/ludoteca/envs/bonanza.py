"""Bonanza as environments see it: 499 actions (roll, hold and release each die, keep any
dice, record or scratch each box) and a vector of every sheet, the dice and the turn.

The clock, timeouts and giving up stay out: an environment plays the game itself, and an
agent that wants to stop closes the environment.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from ludoteca.bonanza.actions import Hold, Keep, Record, Release, Roll, Scratch
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import BOXES
from ludoteca.envs.spec import CatalogSpec

__all__ = ["BonanzaSpec", "CATALOG"]

#: Every action an environment may play, in the order of their numbers.
CATALOG: tuple[Any, ...] = (
    Roll(),
    *(Hold(die) for die in range(5)),
    *(Release(die) for die in range(5)),
    *(Keep(values) for k in range(6) for values in combinations_with_replacement(range(1, 7), k)),
    *(Record(box) for box in BOXES),
    *(Scratch(box) for box in BOXES),
)
#: Numbers per seat in an observation: 13 boxes (-1 while empty), upper total, upper bonus,
#: Bonanza bonus, total, gave up.
_PER_SEAT = len(BOXES) + 5
#: Then: five dice (0 before the roll), five held flags, rolls this turn, round, whose turn.
_TURN = 13


class BonanzaSpec(CatalogSpec):
    """Bonanza for the environments (see the module docstring)."""

    name = "bonanza"
    title = "Bonanza"
    catalog = CATALOG

    def new_game(self, players: int, seed: int) -> Game:
        return Game(players, seed=seed)

    def view(self, game: Any, seat: int) -> dict[str, Any]:
        return game.view(seat, hints=False)  # advice is not part of what the seat was dealt

    def size(self, players: int) -> int:
        return _PER_SEAT * players + _TURN

    def observe(self, view: dict[str, Any], players: int) -> np.ndarray:
        """The sheets from the view's seat on (its own first, then the next seats in turn
        order), then the dice and whose turn it is, counted from the view's seat."""
        own, seat = view["bonanza"], view["seat"]
        out: list[float] = []
        for k in range(players):
            sheet = own["seats"][(seat + k) % players]
            out += [-1 if sheet["boxes"][box] is None else sheet["boxes"][box] for box in BOXES]
            out += [sheet["upper_total"], sheet["upper_bonus"], sheet["bonus"], sheet["total"], sheet["gave_up"]]
        out += own["dice"] or [0] * 5
        out += own["held"]
        current = own["current"] if own["current"] is not None else seat  # None once the game is over
        out += [own["rolls"], own["round"], (current - seat) % players]
        return np.asarray(out, dtype=np.float32)

    def scores(self, view: dict[str, Any]) -> list[int]:
        return [int(sheet["total"]) for sheet in view["bonanza"]["seats"]]
