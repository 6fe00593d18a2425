"""Timings of the Bonanza advisor: solving the table, reading it back, the first hint, advising.

Run: ``python benchmarks/bench_bonanza_advisor.py [--positions 2000] [--home DIR]``.
The cache goes to a temporary LUDOTECA_HOME unless ``--home`` names one.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

FIRST_HINT = """
import time
started = time.perf_counter()
from ludoteca.bonanza.solver import Advisor
from ludoteca.bonanza.rules import Sheet
imported = time.perf_counter()
Advisor.shared().best(Sheet(), [1, 2, 3, 3, 6], 2)
print(imported - started, time.perf_counter() - imported)
"""


def first_hint(home: str) -> tuple[float, float]:
    """(import, table + hint) seconds in a new process whose LUDOTECA_HOME is ``home``."""
    done = subprocess.run(
        [sys.executable, "-c", FIRST_HINT],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "LUDOTECA_HOME": home},
    )
    imported, hint = map(float, done.stdout.split())
    return imported, hint


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=2000, help="random positions to advise on")
    parser.add_argument("--home", help="LUDOTECA_HOME to use (default: a fresh temporary folder)")
    args = parser.parse_args()
    os.environ["LUDOTECA_HOME"] = args.home or tempfile.mkdtemp(prefix="ludoteca-bench-")

    from ludoteca.bonanza.rules import BOXES, Rules, Sheet, legal_boxes
    from ludoteca.bonanza.solver import Advisor, cache_path, load_table, shipped_path, solve

    rules = Rules()
    start, cpu = time.perf_counter(), time.process_time()
    table = solve(rules, progress=False)
    print(
        f"full table solve, Rules():      {time.perf_counter() - start:8.2f} s"
        f" ({time.process_time() - cpu:.2f} s CPU; a busy machine shows in the difference)"
    )
    workers = os.cpu_count() or 1
    start = time.perf_counter()
    solve(rules, progress=False, workers=workers)
    print(
        f"full table solve, {workers} processes:  {time.perf_counter() - start:8.2f} s"
        " (what `python -m ludoteca.bonanza.prepare` does)"
    )

    variant = Rules(extra_bonus=0, joker="none")  # a variant that ships no table: solved, then cached
    load_table(variant, progress=False)
    shipped = shipped_path(rules)
    for name, what, path in (("shipped table", rules, shipped), ("cache", variant, cache_path(variant))):
        loads = []
        for _ in range(7):
            start = time.perf_counter()
            load_table(what, progress=False)
            loads.append(time.perf_counter() - start)
        size = path.stat().st_size / 2**20 if path else float("nan")
        print(
            f"{name} load ({size:.2f} MiB): {statistics.median(loads) * 1e3:8.1f} ms median of 7"
            f" (first {loads[0] * 1e3:.1f} ms)"
        )
    hints = [first_hint(tempfile.mkdtemp(prefix="ludoteca-bench-fresh-")) for _ in range(5)]
    imported, hint = (statistics.median(column) for column in zip(*hints))
    print(
        f"first hint, new process, empty home: {imported + hint:.3f} s median of 5"
        f" (import {imported:.3f} s, shipped table + hint {hint:.3f} s)"
    )

    rng = random.Random(2024)
    positions = []
    for _ in range(args.positions):
        sheet = Sheet()
        for box in rng.sample(BOXES, rng.randint(0, 12)):
            dice = [rng.randint(1, 6) for _ in range(5)]
            if box not in legal_boxes(dice, sheet, rules):
                dice = [1, 2, 3, 4, 6]
            sheet.record(dice, box, rules)
        positions.append((sheet, [rng.randint(1, 6) for _ in range(5)], rng.randint(0, 2)))
    advisor = Advisor(rules, table=table)
    advisor.advise(*positions[0])  # first-call set-up (BLAS, caches) is not what we measure
    cold, warm = [], []
    for position in positions:
        start = time.perf_counter()
        advisor.advise(*position)
        middle = time.perf_counter()
        advisor.advise(*position)  # same turn again: the within-turn arrays are memoised
        cold.append(middle - start)
        warm.append(time.perf_counter() - middle)
    for name, times in (("new state", cold), ("memoised state", warm)):
        times = sorted(times)
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(
            f"advise() latency, {name + ':':<15} median {statistics.median(times) * 1e6:7.0f} µs,"
            f" p99 {p99 * 1e6:7.0f} µs  ({len(times)} random positions)"
        )

    from ludoteca.bonanza.bots import simulate

    for kind, games in (("random", 400), ("greedy", 200), ("optimal", 200)):
        start = time.perf_counter()
        simulate(kind, games, seed=1)
        rate = games / (time.perf_counter() - start)
        print(f"{kind + ' bot:':<15} {rate:8.0f} solo games per second ({games} seeded games)")

    for variant, note in (
        (Rules(extra_bonus=100, joker="free"), "published 254.5896"),
        (Rules(extra_bonus=0, joker="none"), "published 245.8707"),
        (rules, "Bonanza's own rules"),
    ):
        value = table[0, 0, 0] if variant == rules else solve(variant, progress=False)[0, 0, 0]
        print(f"expected score {variant!s:<40} {value:.6f}  ({note})")


if __name__ == "__main__":
    main()
