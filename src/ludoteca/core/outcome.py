"""How a finished game ended: per seat its final score and place, and the seats in first place.

Every game's ``outcome()`` returns an :class:`Outcome` once the game is over, most through
:meth:`Outcome.ranked`, which places the seats with :func:`~ludoteca.core.seats.rank` (higher
scores first, shared places on a tie); a view shows it as :meth:`Outcome.to_json`.
:mod:`ludoteca.core.game` re-exports it, where the games import it from.

>>> Outcome.ranked(["Ana", "Bruno", "Cleo"], [10, 12, 10]).to_json()
{'scores': [10, 12, 10], 'places': [2, 1, 2], 'winners': [1]}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ludoteca.core.seats import rank

__all__ = ["Outcome"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: per seat its final score and place (shared places on a
    tie: 1, 1, 3), and the seats in first place."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]

    @classmethod
    def ranked(
        cls,
        names: Sequence[str],
        scores: Sequence[int],
        gave_up: Sequence[bool] | None = None,
        tiebreak: Sequence[int] | None = None,
        gave_up_order: Sequence[int | None] | None = None,
    ) -> Outcome:
        """The outcome of ``scores`` (higher is better; see :func:`~ludoteca.core.seats.rank`)."""
        ranking = rank(names, scores, gave_up, tiebreak, gave_up_order)
        places = {row["seat"]: row["place"] for row in ranking}
        return cls(
            tuple(scores),
            tuple(places[s] for s in range(len(names))),
            tuple(row["seat"] for row in ranking if row["place"] == 1),
        )

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "places": list(self.places), "winners": list(self.winners)}
