"""Tournaments on an executor: the same 10,000 seeded games played here, on a process pool
and on a local Dask cluster, with their times and the speed-up.

    python benchmarks/bench_simulate.py                       # 10,000 Bonanza games of the greedy bot
    python benchmarks/bench_simulate.py --games 2000 --kind random
    python benchmarks/bench_simulate.py --repeat 3            # here and pool in turn, 3 times each

Every run checks that the executors return the very same scores (each game depends on its
seed alone), then prints games per second and the speed-up over playing here. On a machine
other work shares, one timing says little: ``--repeat N`` plays here and on the pool in turn
N times each (then Dask once, against the median time here) and prints the least and the
median time of each, and the speed-up by the least times and by the median of each round's ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from ludoteca.bonanza.bots import simulate


def timed(label: str, games: int, kind: str, base: float | None, **options: object) -> tuple[np.ndarray, float]:
    start = time.perf_counter()
    scores = simulate(kind, games, seed=0, **options)  # type: ignore[arg-type]
    took = time.perf_counter() - start
    speedup = f", speed-up {base / took:.2f}x" if base else ""
    print(f"{label:<28} {took:7.2f} s  {games / took:8.0f} games/s  mean {scores.mean():.2f}{speedup}", flush=True)
    return scores, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--kind", default="greedy", choices=("greedy", "random", "optimal"))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--repeat", type=int, default=1, help="rounds of here-then-pool (default 1)")
    args = parser.parse_args()
    print(f"{args.games} Bonanza games of the {args.kind} bot, {args.workers} workers on {os.cpu_count()} cores")
    # other work on the machine eats the speed-up: say how busy it was
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    heres: list[float] = []
    pools: list[float] = []
    for _ in range(args.repeat):
        here, base = timed("here (one process)", args.games, args.kind, None)
        with ProcessPoolExecutor(args.workers) as pool:  # a new pool each time: its start is timed too
            pooled, took = timed(f"process pool ({args.workers})", args.games, args.kind, base, executor=pool)
        heres.append(base)
        pools.append(took)
        if not np.array_equal(here, pooled):
            raise SystemExit("the process pool's scores differ from those played here")
    if args.repeat > 1:
        ratios = [h / p for h, p in zip(heres, pools)]
        print(
            f"here: least {min(heres):.2f} s, median {statistics.median(heres):.2f} s; "
            f"pool: least {min(pools):.2f} s, median {statistics.median(pools):.2f} s; "
            f"speed-up by the least times {min(heres) / min(pools):.2f}x, "
            f"median of the rounds' ratios {statistics.median(ratios):.2f}x "
            f"(from {min(ratios):.2f}x to {max(ratios):.2f}x)"
        )
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
            on_dask, _ = timed(
                f"Dask LocalCluster ({args.workers})",
                args.games,
                args.kind,
                statistics.median(heres),
                executor=executor,
            )
    print("load average after:  {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    same = np.array_equal(here, pooled) and np.array_equal(here, on_dask)
    print("same scores on every executor:", "yes" if same else "NO")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
