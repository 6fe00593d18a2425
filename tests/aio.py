"""Running a coroutine from a test, whatever else runs in the test's thread."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T], timeout: float = 120) -> T:
    """``asyncio.run(coro)`` on a thread of its own: the browser tests' Playwright keeps an event
    loop running in the main thread for the whole session, where ``asyncio.run`` refuses to start."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(coro, timeout)).result()


def in_thread(function: Any, *args: Any) -> Any:
    """``function(*args)`` on a thread of its own (for code that calls ``asyncio.run`` itself)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(function, *args).result()
