"""One person's seat in a room and its bookkeeping: the secret token that opens it, the seat
screen the room made for it, its open pages and how fast each may send (a burst of
:data:`BURST` messages, then :data:`RATE` a second), and its presence: *waiting* (never opened),
*here*, *away* (with the time it must be back by and the timer that ends its grace) or *left*.
:class:`~ludoteca.rooms.room.Room` decides when a seat comes, goes and leaves; a
:class:`SeatLink` only keeps the record.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ludoteca.core.table import TableWidget
from ludoteca.core.timers import running_loop

__all__ = ["BURST", "RATE", "TOKEN_BYTES", "Connection", "SeatLink"]

#: Random bytes in a seat token (192 bits).
TOKEN_BYTES = 24
#: What one page may send: a burst of this many messages, then this many a second.
BURST, RATE = 30, 15.0


class Connection(Protocol):
    """One open page of a seat (a websocket)."""

    def send_json(self, message: dict[str, Any]) -> None: ...

    def close_page(self, reason: str) -> None: ...


@dataclass(eq=False)
class SeatLink:
    """One person's seat in a room: its secret token, its screen and open pages, its presence."""

    seat: int
    name: str
    token: str = field(default_factory=lambda: secrets.token_urlsafe(TOKEN_BYTES))
    screen: TableWidget | None = None
    pages: list[Connection] = field(default_factory=list)
    state: str = "waiting"  # waiting (never opened) | here | away | left
    back_by: float | None = None  # while away: the time.time() by which it must come back
    timer: asyncio.TimerHandle | None = None
    wants_again: bool = False
    left_because: str | None = None  # once left: "away" (past the grace period) or "left"
    budget: dict[Connection, list[float]] = field(default_factory=dict)  # tokens, last refill

    def add_page(self, page: Connection) -> None:
        """A page of this seat opened: the seat is here (or, once left, the page watches), and
        the page may send a full burst."""
        self.pages.append(page)
        self.budget[page] = [float(BURST), time.monotonic()]
        if self.state != "left":
            self.state, self.back_by = "here", None

    def drop_page(self, page: Connection) -> None:
        """A page of this seat closed: forget it and its budget."""
        if page in self.pages:
            self.pages.remove(page)
        self.budget.pop(page, None)

    def go_away(self, back_by: float, grace: float, grace_over: Callable[[SeatLink], None]) -> None:
        """The seat's last page went: it is away until ``back_by``, and ``grace_over(self)``
        is called in ``grace`` seconds (when an event loop runs)."""
        self.state, self.back_by = "away", back_by
        loop = running_loop()
        if loop is not None:
            self.timer = loop.call_later(grace, grace_over, self)

    def stop_timer(self) -> None:
        """Stop the grace timer, if one runs."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def take_budget(self, page: Connection) -> bool:
        """Whether ``page`` may send one more message now (it is one of this seat's open pages
        and its budget, refilled since, has a message left); counts the message if so."""
        budget = self.budget.get(page)
        if budget is None:
            return False
        now = time.monotonic()
        budget[0] = min(float(BURST), budget[0] + (now - budget[1]) * RATE)
        budget[1] = now
        if budget[0] < 1:
            return False
        budget[0] -= 1
        return True
