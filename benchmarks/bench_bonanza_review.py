"""How long the coach takes to review a whole Bonanza game against perfect play, once the
advisor's table is loaded (target: a median of at most 50 ms per game); and a save/load.

Run: ``python benchmarks/bench_bonanza_review.py [--games 20] [--home DIR]``.
The table is solved into a temporary LUDOTECA_HOME unless ``--home`` names one.
Each game is new to the advisor, so its per-turn arrays are mostly computed afresh.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

TARGET_MS = 50.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per bot kind")
    parser.add_argument("--home", help="LUDOTECA_HOME to use (default: a fresh temporary folder)")
    args = parser.parse_args()
    os.environ["LUDOTECA_HOME"] = args.home or tempfile.mkdtemp(prefix="ludoteca-bench-")

    from ludoteca.bonanza.bots import play_game
    from ludoteca.bonanza.coach import load_game, review, save_game
    from ludoteca.bonanza.rules import Rules
    from ludoteca.bonanza.solver import Advisor, load_table

    start = time.perf_counter()
    load_table(Rules(), progress=False)  # solved and cached, or read from the cache
    _ = Advisor.shared(Rules()).table  # loaded on first use: count it here
    print(f"table ready (solved or read):     {time.perf_counter() - start:8.2f} s")

    worst = 0.0
    for kind in ("greedy", "optimal"):
        games = [play_game([kind], seed=10_000 + i) for i in range(args.games)]
        times, decisions = [], []
        for game in games:
            start = time.perf_counter()
            result = review(game)
            times.append((time.perf_counter() - start) * 1e3)
            decisions.append(len(result.decisions))
        median = statistics.median(times)
        worst = max(worst, median)
        print(
            f"review of a solo {kind} game:   {median:8.1f} ms median of {len(games)}"
            f" (max {max(times):.1f} ms, {statistics.mean(decisions):.0f} decisions a game)"
        )

    table = play_game(["greedy", "optimal", "random", "greedy"], seed=7)
    start = time.perf_counter()
    for seat in range(table.players):
        review(table, seat)
    print(f"review of all 4 seats of a table: {(time.perf_counter() - start) * 1e3:8.1f} ms")

    path = os.path.join(os.environ["LUDOTECA_HOME"], "bench-save.json")
    start = time.perf_counter()
    save_game(table, path)
    saved = time.perf_counter()
    load_game(path)
    loaded = time.perf_counter()
    print(
        f"save / load of that table:        {(saved - start) * 1e3:8.1f} ms / {(loaded - saved) * 1e3:.1f} ms"
        f" ({os.path.getsize(path):,} bytes)"
    )
    print(f"target: median review <= {TARGET_MS:.0f} ms: {'met' if worst <= TARGET_MS else 'NOT met'}")


if __name__ == "__main__":
    main()
