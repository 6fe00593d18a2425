"""Get a strategy table ready ahead of time: ``python -m ludoteca.bonanza.prepare``.

- With no option it checks the standard rules' table that ships with the package (a fraction of
  a second): the first hint never waits for the solver.
- ``--joker free --extra-bonus 100`` solves another rules variant into the cache (with a
  progress bar, on every core), so that its first hint does not wait either.
- ``--ship`` solves the standard rules from scratch and rewrites the shipped file (for
  contributors, after a change to the rules or the solver; a test fails while it is stale).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence

from ludoteca.bonanza.rules import JOKERS, Rules
from ludoteca.bonanza.solver import SHIPPED_RULES, _write, cache_path, load_table, shipped_path, solve


def ship(workers: int) -> list[str]:
    """Solve each shipped rules variant afresh and write its package file; returns the files' paths."""
    written = []
    for rules in SHIPPED_RULES:
        path = shipped_path(rules)
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        _write(path, rules, solve(rules, workers=workers), packed=True)
        written.append(f"{path} ({path.stat().st_size / 2**20:.2f} MiB)")
    return written


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m ludoteca.bonanza.prepare", description=__doc__.splitlines()[0])
    parser.add_argument("--joker", choices=JOKERS, default=Rules().joker, help="the joker rule (default: %(default)s)")
    parser.add_argument("--extra-bonus", type=int, default=Rules().extra_bonus, help="default: %(default)s")
    parser.add_argument("--ship", action="store_true", help="re-solve the standard rules into the package")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    # Forking workers is safe here: this is a plain process (Binder's build, a terminal).
    workers = os.cpu_count() or 1
    if args.ship:
        for line in ship(workers):
            print(f"Bonanza strategy shipped: {line}")
        return
    try:
        rules = Rules(extra_bonus=args.extra_bonus, joker=args.joker)
    except ValueError as err:
        parser.error(str(err))
    load_table(rules, workers=workers)
    shipped = shipped_path(rules)
    where = shipped if shipped is not None and shipped.exists() else cache_path(rules)
    print(f"Bonanza strategy table ready in {time.perf_counter() - started:.1f} s: {where}")


if __name__ == "__main__":
    main()
