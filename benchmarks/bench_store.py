"""How fast the score store writes and reads, in a throwaway LUDOTECA_HOME.

    python benchmarks/bench_store.py [--writes 2000] [--reads 20000]

Each ``record_score`` is its own transaction (as in a game); reads are ``best_score``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=2000)
    parser.add_argument("--reads", type=int, default=20000)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as home:
        os.environ["LUDOTECA_HOME"] = home
        from ludoteca.core.store import default_store

        store = default_store()
        players = [f"player {i}" for i in range(10)]

        start = time.perf_counter()
        for i in range(args.writes):
            store.record_score("bonanza", players[i % 10], i % 376, {"mean_loss": 0.4})
        writes = args.writes / (time.perf_counter() - start)

        start = time.perf_counter()
        for i in range(args.reads):
            store.best_score("bonanza", players[i % 10])
        reads = args.reads / (time.perf_counter() - start)

        store.close()
    print(f"store: {writes:,.0f} writes/s (record_score, one transaction each, {args.writes} rows)")
    print(f"store: {reads:,.0f} reads/s (best_score, {args.reads} calls)")


if __name__ == "__main__":
    main()
