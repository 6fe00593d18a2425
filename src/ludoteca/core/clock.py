"""The turn clock: a deadline measured on an injected time source.

The clock never acts by itself. A game asks it whether time is up (:meth:`TurnClock.expired`)
when its driver calls ``game.tick()``; tests and notebooks pass a fake time source.

>>> now = [0.0]
>>> clock = TurnClock(30, lambda: now[0])
>>> clock.start(); now[0] = 29.5; clock.deadline_in(), clock.expired()
(0.5, False)
>>> now[0] = 30; clock.expired()
True

A paused clock keeps the seconds it had left until it resumes:

>>> clock.start(); now[0] = 40; clock.pause(), clock.deadline_in()
(True, 20.0)
>>> now[0] = 500; clock.resume(), clock.deadline_in()
(True, 20.0)
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
        self._left: float | None = None  # while paused: the seconds the turn had left

    def copy(self) -> TurnClock:
        """An independent clock with the same length, time source and deadline."""
        clock = TurnClock(self.seconds, self.now)
        clock._deadline = self._deadline
        return clock

    @property
    def running(self) -> bool:
        return self._deadline is not None

    @property
    def paused(self) -> bool:
        return self._left is not None

    def start(self) -> None:
        """Start a full turn (nothing happens without a clock); a paused clock stays paused,
        holding the full turn."""
        if self.seconds is None:
            self._deadline = self._left = None
        elif self.paused:
            self._left = float(self.seconds)
        else:
            self._deadline = self.now() + self.seconds

    def stop(self) -> None:
        self._deadline = self._left = None

    def pause(self) -> bool:
        """Hold a running clock where it is; returns whether it was running."""
        left = self.deadline_in()
        if left is None or self.paused:
            return False
        self._deadline, self._left = None, float(left)
        return True

    def resume(self) -> bool:
        """Let a paused clock run on from the seconds it held; returns whether it was paused."""
        if self._left is None:
            return False
        self._deadline, self._left = self.now() + self._left, None
        return True

    def deadline_in(self) -> float | None:
        """Seconds left (never below 0; held while paused), or None while the clock is not running."""
        if self._left is not None:
            return max(0.0, self._left)
        return None if self._deadline is None else max(0.0, self._deadline - self.now())

    def expired(self) -> bool:
        """Whether a running clock has reached its deadline."""
        return self._deadline is not None and self.now() >= self._deadline

    def __repr__(self) -> str:
        return f"TurnClock({self.seconds})"
