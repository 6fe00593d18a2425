"""The turn clock: a deadline measured on an injected time source.

The clock never acts by itself. A game asks it whether time is up (:meth:`TurnClock.expired`)
when its driver calls ``game.tick()``; tests and notebooks pass a fake time source.

>>> now = [0.0]
>>> clock = TurnClock(30, lambda: now[0])
>>> clock.start(); now[0] = 29.5; clock.deadline_in(), clock.expired()
(0.5, False)
>>> now[0] = 30; clock.expired()
True
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["TurnClock"]


class TurnClock:
    """``seconds`` per turn (None: no clock) measured with ``now`` (seconds, monotonic)."""

    def __init__(self, seconds: int | None, now: Callable[[], float] = time.monotonic) -> None:
        self.seconds, self.now = seconds, now
        self._deadline: float | None = None

    def copy(self) -> TurnClock:
        """An independent clock with the same length, time source and deadline."""
        clock = TurnClock(self.seconds, self.now)
        clock._deadline = self._deadline
        return clock

    @property
    def running(self) -> bool:
        return self._deadline is not None

    def start(self) -> None:
        """Start a full turn (nothing happens without a clock)."""
        self._deadline = None if self.seconds is None else self.now() + self.seconds

    def stop(self) -> None:
        self._deadline = None

    def deadline_in(self) -> float | None:
        """Seconds left (never below 0), or None while the clock is not running."""
        return None if self._deadline is None else max(0.0, self._deadline - self.now())

    def expired(self) -> bool:
        """Whether a running clock has reached its deadline."""
        return self._deadline is not None and self.now() >= self._deadline

    def __repr__(self) -> str:
        return f"TurnClock({self.seconds})"
