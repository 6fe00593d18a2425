"""One person's seat in a room and its bookkeeping: the secret token that opens it, the seat
screen the room made for it, its open pages (at most :data:`MAX_PAGES`: a new one replaces the
oldest), how fast the seat may send, whatever number of pages it sends from (a burst of
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
from ludoteca.rooms.store import token_hash, token_matches

__all__ = ["BURST", "MAX_PAGES", "NOTICE_EVERY", "RATE", "TOKEN_BYTES", "Budget", "Connection", "SeatLink"]

#: Random bytes in a seat token (192 bits).
TOKEN_BYTES = 24
#: What one seat may send, from all its pages together: a burst of this many messages, then
#: this many a second.
BURST, RATE = 30, 15.0
#: Pages one seat may have open at once (a phone and a laptop, a reload or two).
MAX_PAGES = 4
#: Seconds between two "too many messages" notices to one seat (the rest are dropped unsaid).
NOTICE_EVERY = 1.0


class Connection(Protocol):
    """One open page of a seat (a websocket)."""

    def send_json(self, message: dict[str, Any]) -> None: ...

    def close_page(self, reason: str) -> None: ...


@dataclass(eq=False)
class Budget:
    """How fast one seat (or one watching page) may send: a burst of :data:`BURST` messages,
    then :data:`RATE` a second; and when it was last told it sent too much."""

    tokens: float = float(BURST)  # messages it may still send at once
    refilled: float = field(default_factory=time.monotonic)
    told_flood: float = float("-inf")

    def take(self) -> bool:
        """Whether one more message may go now (the budget refilled since); counts it if so."""
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def tell_flood(self) -> bool:
        """Whether a dropped message should be answered with a notice now (at most one every
        :data:`NOTICE_EVERY` seconds); counts the notice if so."""
        now = time.monotonic()
        if now - self.told_flood < NOTICE_EVERY:
            return False
        self.told_flood = now
        return True


@dataclass(eq=False)
class SeatLink:
    """One person's seat in a room: its secret token, its screen and open pages, its presence.

    ``kept`` is the token's salted hash (what the room store keeps, and what a page's token is
    checked against); a seat rebuilt from the store knows only that, so its ``token`` is None."""

    seat: int
    name: str
    token: str | None = field(default_factory=lambda: secrets.token_urlsafe(TOKEN_BYTES))
    kept: dict[str, str] = field(default_factory=dict)
    screen: TableWidget | None = None
    pages: list[Connection] = field(default_factory=list)
    state: str = "waiting"  # waiting (never opened) | here | away | left
    back_by: float | None = None  # while away: the time.time() by which it must come back
    timer: asyncio.TimerHandle | None = None
    wants_again: bool = False
    left_because: str | None = None  # once left: "away" (past the grace period), "late" (never came) or "left"
    budget: Budget = field(default_factory=Budget)  # what the seat's pages may send, together

    def __post_init__(self) -> None:
        if not self.kept:
            if self.token is None:
                raise ValueError("a seat link needs its token or the token's hash")
            self.kept = token_hash(self.token)

    def opens(self, token: str) -> bool:
        """Whether ``token`` is this seat's (checked against its hash, in constant time)."""
        return token_matches(token, self.kept)

    def add_page(self, page: Connection) -> Connection | None:
        """A page of this seat opened: the seat is here (or, once left, the page watches).
        Returns the oldest page, which the new one replaces, when the seat already had
        :data:`MAX_PAGES` open (its caller closes it)."""
        self.pages.append(page)
        if self.state != "left":
            self.state, self.back_by = "here", None
        return self.pages.pop(0) if len(self.pages) > MAX_PAGES else None

    def drop_page(self, page: Connection) -> None:
        """A page of this seat closed: forget it."""
        if page in self.pages:
            self.pages.remove(page)

    def go_away(self, back_by: float, grace: float, grace_over: Callable[[SeatLink], None]) -> None:
        """The seat's last page went: it is away until ``back_by``, and ``grace_over(self)``
        is called in ``grace`` seconds (when an event loop runs)."""
        self.state, self.back_by = "away", back_by
        loop = running_loop()
        if loop is not None:
            self.timer = loop.call_later(grace, grace_over, self)

    def start_timer(self, seconds: float, callback: Callable[[SeatLink], None]) -> None:
        """Call ``callback(self)`` in ``seconds`` (when an event loop runs), unless stopped first."""
        self.stop_timer()
        loop = running_loop()
        if loop is not None:
            self.timer = loop.call_later(seconds, callback, self)

    def stop_timer(self) -> None:
        """Stop the grace timer, if one runs."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def take_budget(self, page: Connection) -> bool:
        """Whether ``page`` may send one more message now (it is one of this seat's open pages
        and the seat's budget, refilled since, has a message left); counts the message if so."""
        return page in self.pages and self.budget.take()

    def tell_flood(self) -> bool:
        """Whether a dropped message should be answered with a notice now (see :class:`Budget`)."""
        return self.budget.tell_flood()
