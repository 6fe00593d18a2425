"""MAGDAGDON's coach: how strong the advisor is, and how long a review takes.

    python benchmarks/bench_review_magdagdon.py             # 100 seeded games per player and difficulty
    python benchmarks/bench_review_magdagdon.py --games 20 --workers 2

Prints, per difficulty, the mean final score ± standard deviation of every bot and of the
clairvoyant (who knows every roll: the ceiling a fair player is measured against) over the same
seeds, the advisor's share of the clairvoyant's mean, the mean expected loss per decision of
each bot by the review, and how long one review takes.
"""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from ludoteca.core.bots import make_bot, play_out
from ludoteca.magdagdon import DIFFICULTIES, Game
from ludoteca.magdagdon.clairvoyant import strength
from ludoteca.magdagdon.review import review


def review_figures(difficulty: str, kind: str, games: int) -> tuple[float, float]:
    """Mean loss per decision and median review time (ms) over ``games`` games of ``kind``."""
    losses, times = [], []
    for seed in range(games):
        game = play_out(Game(difficulty=difficulty, seed=seed), {0: make_bot("magdagdon", kind, None, seed)})
        start = time.perf_counter()
        losses.append(review(game).mean_loss)
        times.append(time.perf_counter() - start)
    return statistics.mean(losses), statistics.median(times) * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--workers", type=int, default=1, help="processes (1: play here)")
    args = parser.parse_args()
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    print(f"mean final score ± sd over seeds 0-{args.games - 1}")
    for difficulty in DIFFICULTIES:
        table = strength(difficulty, args.games, executor=pool)
        cells = "  ".join(f"{kind} {mean:6.1f} ± {sd:5.1f}" for kind, (mean, sd) in table.items())
        share = table["advisor"][0] / table["clairvoyant"][0]
        print(f"{difficulty:9}  {cells}  advisor/clairvoyant {share:.0%}", flush=True)
    for difficulty in DIFFICULTIES:
        for kind in ("random", "greedy", "advisor"):
            loss, ms = review_figures(difficulty, kind, 10)
            print(f"review {difficulty:9} {kind:8} mean loss {loss:6.2f} per decision, median {ms:6.1f} ms a game")
    if pool is not None:
        pool.shutdown()


if __name__ == "__main__":
    main()
