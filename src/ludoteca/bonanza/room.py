"""The room: before a Bonanza table starts, the host chooses who sits at it and the turn clock.

``bonanza.open_table()`` with no players shows the room (:class:`Room` holds its choices). The
page sends one message when the host presses Start::

    {"type": "start", "seats": [{"name": "Ana", "kind": "human"}, ...], "turn_seconds": 60}

and :meth:`Room.read_start` checks every field of it: 2-4 seats, each a name of 1-40 characters
(all different) and a kind ("human" or a computer player "optimal", "greedy", "random"), and a
clock the room offers. A bad field is refused with an error that names it (the page shows it).

>>> room = Room()
>>> room.read_start({"type": "start", "turn_seconds": 45,
...                  "seats": [{"name": " Ana ", "kind": "human"}, {"name": "Robo", "kind": "greedy"}]})
((Seat(name='Ana', kind='human'), Seat(name='Robo', kind='greedy')), 45)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludoteca.bonanza.game import KINDS
from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.seats import MAX_NAME, Seat

__all__ = ["CLOCKS", "DEFAULT_CLOCK", "Room"]

#: The turn clocks a host may choose (seconds); a room opened from Python with
#: ``turn_seconds=None`` also offers no clock at all.
CLOCKS = (30, 45, 60, 90)
DEFAULT_CLOCK = 60
MIN_SEATS, MAX_SEATS = 2, 4


@dataclass(frozen=True, slots=True)
class Room:
    """The room's first choices: the seats shown at first and the clock preselected.
    ``no_clock``: offer "no clock" too (only when asked for from Python)."""

    seats: tuple[Seat, ...] = (Seat("Player 1"), Seat("Player 2"))
    turn_seconds: int | None = DEFAULT_CLOCK
    no_clock: bool = False

    @property
    def clocks(self) -> list[int | None]:
        return [*CLOCKS, None] if self.no_clock else list(CLOCKS)

    def view(self) -> dict[str, Any]:
        """What the page draws: the first seats, the choices, and the limits it may show."""
        return {
            "seats": [s.to_json() for s in self.seats],
            "turn_seconds": self.turn_seconds,
            "clocks": self.clocks,
            "kinds": list(KINDS),
            "min_seats": MIN_SEATS,
            "max_seats": MAX_SEATS,
            "max_name": MAX_NAME,
        }

    def read_start(self, message: dict[str, Any]) -> tuple[tuple[Seat, ...], int | None]:
        """The seats and the clock of a Start message; raise what is wrong with it."""
        seats = message.get("seats")
        if not isinstance(seats, list):
            raise MalformedAction("the seats are a list of {name, kind}", field="seats")
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise IllegalAction(
                f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {len(seats)}",
                code="room_seats",
                count=len(seats),
                low=MIN_SEATS,
                high=MAX_SEATS,
            )
        out = []
        for number, seat in enumerate(seats, start=1):
            if not isinstance(seat, dict) or set(seat) != {"name", "kind"}:
                raise MalformedAction(f"seat {number} is not a {{name, kind}} object", field="seats")
            name, kind = seat["name"], seat["kind"]
            if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME:
                raise IllegalAction(
                    f"seat {number} needs a name of 1 to {MAX_NAME} characters",
                    code="room_name",
                    seat=number,
                    max=MAX_NAME,
                )
            if kind not in KINDS:
                raise IllegalAction(
                    f"seat {number} is played by a person or a computer player "
                    f"({', '.join(KINDS[1:])}), not {str(kind)[:40]!r}",
                    code="room_kind",
                    seat=number,
                )
            out.append(Seat(name.strip(), kind))
        names = [s.name.casefold() for s in out]
        for number, name in enumerate(names, start=1):
            if names.index(name) != number - 1:
                raise IllegalAction(
                    f"seats {names.index(name) + 1} and {number} have the same name: each player needs a different one",
                    code="room_same_name",
                    seat=number,
                    other=names.index(name) + 1,
                )
        if "turn_seconds" not in message:
            raise MalformedAction("the message lacks the field 'turn_seconds'", field="turn_seconds")
        clock = message["turn_seconds"]
        if isinstance(clock, bool) or clock not in self.clocks or isinstance(clock, float):
            shown = ", ".join("no clock" if c is None else f"{c} s" for c in self.clocks)
            raise IllegalAction(f"the turn clock is one of {shown}", code="room_clock", choices=shown)
        return tuple(out), clock
