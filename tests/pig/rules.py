"""Pig's rules: the numbers of the game live here and nowhere else.

On your turn you roll one die as often as you like, adding each roll to your turn's points. A
1 loses them and ends your turn; holding banks them. The first to reach the target wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The face that loses the turn's points.
BUST = 1
#: The faces of the die.
SIDES = 6


@dataclass(frozen=True, slots=True)
class Rules:
    """``target``: the points that win (10 to 1000, 100 by default)."""

    target: int = 100

    def __post_init__(self) -> None:
        if not isinstance(self.target, int) or isinstance(self.target, bool) or not 10 <= self.target <= 1000:
            raise ValueError(f"the target is a whole number from 10 to 1000, not {self.target!r:.40}")

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target}

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        if not isinstance(data, dict) or set(data) != {"target"}:
            raise ValueError(f"Pig's rules are {{'target': <points>}}, not {data!r:.60}")
        return cls(data["target"])
