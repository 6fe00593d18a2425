"""Who sits at a table: seats (a name and who plays it), and the ranking with shared places.

>>> make_seats(["Ana", ("Robo", "greedy")], 1, 4, kinds=("human", "greedy"), title="Bonanza")
(Seat(name='Ana', kind='human'), Seat(name='Robo', kind='greedy'))
>>> [row["place"] for row in rank(["A", "B", "C"], [10, 12, 10])]
[1, 2, 2]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["MAX_NAME", "Seat", "make_seat", "make_seats", "rank"]

MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: the player's name and who plays it ("human" or a bot kind)."""

    name: str
    kind: str = "human"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name.strip()) > MAX_NAME:
            raise ValueError(f"a player's name is 1 to {MAX_NAME} characters of text, not {self.name!r:.60}")
        object.__setattr__(self, "name", self.name.strip())
        if not isinstance(self.kind, str) or not self.kind:
            raise ValueError(f"a seat's kind is 'human' or a bot kind, not {self.kind!r:.40}")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


def make_seat(player: Any, kinds: Sequence[str] | None = None) -> Seat:
    """A seat from a name (a person), a ``(name, kind)`` pair, a ``{"name", "kind"}`` dict or
    a Seat; ``kinds`` (when given) are the kinds allowed."""
    if isinstance(player, Seat):
        seat = player
    elif isinstance(player, str):
        seat = Seat(player)
    elif isinstance(player, (tuple, list)) and len(player) == 2:
        seat = Seat(*player)
    elif isinstance(player, dict):
        seat = Seat(**player)
    else:
        raise TypeError(f"a player is a name, a (name, kind) pair or a Seat, not {player!r:.60}")
    if kinds is not None and seat.kind not in kinds:
        raise ValueError(f"a seat's kind is one of {', '.join(kinds)}, not {seat.kind!r:.40}")
    return seat


def make_seats(
    players: int | Sequence[Any], low: int, high: int, *, kinds: Sequence[str] | None = None, title: str = "this game"
) -> tuple[Seat, ...]:
    """Seats from a count (named "Player 1" ...) or a list of players (see :func:`make_seat`),
    ``low`` to ``high`` of them, each with a different name."""
    span = f"{low} to {high} players" if low != high else f"{low} player{'s' if low != 1 else ''}"
    if isinstance(players, int) and not isinstance(players, bool):
        if not low <= players <= high:
            raise ValueError(f"{title} is for {span}, not {players}")
        return tuple(Seat(f"Player {i}") for i in range(1, players + 1))
    if not isinstance(players, (list, tuple)):
        raise TypeError(f"players is a number or a list of names or seats, not {type(players).__name__}")
    if not low <= len(players) <= high:
        raise ValueError(f"{title} is for {span}, not {len(players)}")
    seats = tuple(make_seat(p, kinds) for p in players)
    names = [seat.name.casefold() for seat in seats]
    if len(set(names)) != len(names):
        raise ValueError(f"each player needs a different name: {', '.join(s.name for s in seats)}")
    return seats


def rank(
    names: Sequence[str],
    scores: Sequence[int],
    gave_up: Sequence[bool] | None = None,
    tiebreak: Sequence[int] | None = None,
    gave_up_order: Sequence[int | None] | None = None,
) -> list[dict[str, Any]]:
    """Seats from first to last: those still playing by score (then by ``tiebreak``, higher
    first), then those who gave up the same way. Equal keys share a place (1, 1, 3).

    ``gave_up_order`` (when given) says when each seat that gave up did so (a larger number
    later): those seats are then ranked by it instead, the last to give up first.

    >>> [row["name"] for row in rank(["A", "B", "C"], [5, 9, 1], [True, True, False], gave_up_order=[2, 1, None])]
    ['C', 'A', 'B']
    """
    gone = list(gave_up) if gave_up is not None else [False] * len(names)
    second = list(tiebreak) if tiebreak is not None else [0] * len(names)
    when = list(gave_up_order) if gave_up_order is not None else None

    def key(s: int) -> tuple[bool, int, int]:
        if gone[s] and when is not None:
            return True, -(when[s] or 0), 0
        return gone[s], -scores[s], -second[s]

    order = sorted(range(len(names)), key=lambda s: (*key(s), s))
    out: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        same = bool(out) and key(out[-1]["seat"]) == key(seat)
        out.append(
            {
                "seat": seat,
                "name": names[seat],
                "score": scores[seat],
                "place": out[-1]["place"] if same else i + 1,
                "gave_up": gone[seat],
            }
        )
    return out
