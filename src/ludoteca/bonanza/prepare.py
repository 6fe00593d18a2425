"""Solve (or check) the strategy table ahead of time: ``python -m ludoteca.bonanza.prepare``.

Binder's build and ``make play`` run it, so the first hint in a notebook never waits for the
solver. A table already in the cache is only read back (a few milliseconds).
"""

from __future__ import annotations

import os
import time

from ludoteca.bonanza.advisor import cache_path, load_table
from ludoteca.bonanza.rules import Rules


def main() -> None:
    started = time.perf_counter()
    # Solves with a progress bar when the cache has no table yet, on every core: this is a
    # plain process (Binder's build, make play), where forking workers is safe.
    load_table(Rules(), workers=os.cpu_count() or 1)
    print(f"Bonanza strategy table ready in {time.perf_counter() - started:.1f} s: {cache_path(Rules())}")


if __name__ == "__main__":
    main()
