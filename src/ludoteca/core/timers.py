"""Named one-shot timers on the running asyncio event loop, as a table uses them to pace its
computer players and to tick its turn clock. Setting a timer replaces the one of the same
name; a timer forgets itself as it fires; a callback that raises is logged, so the kernel's
event loop never sees the error. Outside an event loop (a script, a test without one) no timer
is set, and the caller does the work at once (see :func:`running_loop`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

__all__ = ["Timers", "running_loop"]

log = logging.getLogger(__name__)


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now, or None (ipykernel runs cells and comm messages inside one)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class Timers:
    """Timers by name: at most one of each name is set at a time."""

    def __init__(self) -> None:
        self._handles: dict[str, asyncio.TimerHandle] = {}

    def __contains__(self, name: object) -> bool:
        return name in self._handles

    def __len__(self) -> int:
        return len(self._handles)

    def set(self, name: str, delay: float, callback: Callable[[], None]) -> None:
        """Call ``callback()`` in ``delay`` seconds, in place of the timer ``name`` if one is set
        (nothing happens outside an event loop)."""
        self.cancel(name)
        loop = running_loop()
        if loop is not None:
            self._handles[name] = loop.call_later(max(0.0, delay), self._fire, name, callback)

    def cancel(self, name: str) -> None:
        """Stop the timer ``name``, if it is set."""
        handle = self._handles.pop(name, None)
        if handle is not None:
            handle.cancel()

    def cancel_all(self) -> None:
        for name in list(self._handles):
            self.cancel(name)

    def _fire(self, name: str, callback: Callable[[], None]) -> None:
        self._handles.pop(name, None)
        try:
            callback()
        except Exception:  # a timer must not take the kernel's event loop down
            log.exception("ludoteca: error in a table timer")
