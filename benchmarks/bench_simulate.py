"""Tournaments on an executor: the same 10,000 seeded games played here, on a process pool
and on a local Dask cluster, with their times and the speed-up.

    python benchmarks/bench_simulate.py                       # 10,000 Bonanza games of the greedy bot
    python benchmarks/bench_simulate.py --games 2000 --kind random

Every run checks that the three executors return the very same scores (each game depends on
its seed alone), then prints games per second and the speed-up over playing here.
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from ludoteca.bonanza.bots import simulate


def timed(label: str, games: int, kind: str, base: float | None, **options: object) -> tuple[np.ndarray, float]:
    start = time.perf_counter()
    scores = simulate(kind, games, seed=0, **options)  # type: ignore[arg-type]
    took = time.perf_counter() - start
    speedup = f", speed-up {base / took:.2f}x" if base else ""
    print(f"{label:<28} {took:7.2f} s  {games / took:8.0f} games/s  mean {scores.mean():.2f}{speedup}")
    return scores, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--kind", default="greedy", choices=("greedy", "random", "optimal"))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print(f"{args.games} Bonanza games of the {args.kind} bot, {args.workers} workers on {os.cpu_count()} cores")
    # other work on the machine eats the speed-up: say how busy it was
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    here, base = timed("here (one process)", args.games, args.kind, None)
    with ProcessPoolExecutor(args.workers) as pool:
        pooled, _ = timed(f"process pool ({args.workers})", args.games, args.kind, base, executor=pool)
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print("dask.distributed is not installed: no Dask figure")
        on_dask = here
    else:
        with (
            LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            executor = client.get_executor()
            on_dask, _ = timed(f"Dask LocalCluster ({args.workers})", args.games, args.kind, base, executor=executor)
    print("load average after:  {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    same = np.array_equal(here, pooled) and np.array_equal(here, on_dask)
    print("same scores on every executor:", "yes" if same else "NO")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
