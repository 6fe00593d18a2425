"""How much the randomised tests try: today's budgets under ``make test`` (and a plain
``pytest``), a fifth of them under ``make check``, the inner loop.

``LUDOTECA_TEST_PROFILE`` (``test``, the default, or ``check``) chooses; conftest.py registers
the Hypothesis profiles of the same names (``test``: 100 examples, Hypothesis' default;
``check``: 20) and loads the one chosen. Every assertion runs under both: ``check`` only plays
fewer seeds, games or examples. Neither has a deadline (speed is measured by benchmarks).

    @settings(max_examples=examples(60), deadline=None)   # 60 under test, 12 under check
    check_contract(new_game, seeds=seeds(range(3)))       # 3 seeds under test, 1 under check
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TypeVar

PROFILES = ("test", "check")
PROFILE = os.environ.get("LUDOTECA_TEST_PROFILE", "test")
if PROFILE not in PROFILES:
    raise ValueError(f"LUDOTECA_TEST_PROFILE={PROFILE!r}: expected one of {', '.join(PROFILES)}")
#: True under ``make check``.
CHECK = PROFILE == "check"
#: How much smaller the ``check`` budgets are.
SHRINK = 5
#: Hypothesis' max_examples under each profile (its default under ``test``).
MAX_EXAMPLES = {"test": 100, "check": 100 // SHRINK}

T = TypeVar("T")


def examples(n: int) -> int:
    """A Hypothesis ``max_examples`` of ``n`` under ``test``, a fifth of it (at least 5) under ``check``."""
    return max(5, n // SHRINK) if CHECK else n


def budget(full: T, small: T) -> T:
    """``full`` under ``test``, ``small`` under ``check``."""
    return small if CHECK else full


def seeds(full: Sequence[int], keep: int = 1) -> Sequence[int]:
    """The seeds to play: all of ``full`` under ``test``, the first ``keep`` under ``check``."""
    return full[:keep] if CHECK else full
