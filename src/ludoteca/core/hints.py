"""One kind of advice for every game: what to do, what it is expected to bring, and why.

Every game answers ``game.hints(seat=None, top=3)`` with a list of :class:`Hint`, best first.
The engine never imports its advisor: :meth:`ludoteca.core.game.Game.hints` finds it through
the game registry (:mod:`ludoteca.core.registry`), so rules stay below the advice about them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Hint"]


@dataclass(frozen=True, slots=True)
class Hint:
    """One piece of advice.

    ``action`` is what ``game.apply`` accepts; ``value`` the expected final points of the seat
    if it takes the action and then plays as the advisor would (an estimate when the advisor
    is not optimal, exact for Bonanza's); ``why`` one short sentence a player can believe;
    ``details`` what the game's own screen needs beyond that (JSON-ready).
    """

    action: Any
    value: float
    why: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.action}: {self.value:.1f} expected"

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: the action in the game's notation, the value rounded to 0.0001."""
        return {"action": str(self.action), "value": round(self.value, 4), "why": self.why, **self.details}
