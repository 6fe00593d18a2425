"""Lucky Box's coach: how strong the planner is, and how long a review takes.

    python benchmarks/bench_review_luckybox.py             # 100 seeded solo games per player
    python benchmarks/bench_review_luckybox.py --games 20 --workers 2

Prints the mean solo score ± standard deviation of every bot and of the clairvoyant (who knows
each round's numbers: the ceiling a fair player is measured against) over the same seeds, the
planner's share of the clairvoyant's mean, the mean expected loss per decision of each bot by
the review, and how long one review takes.
"""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from ludoteca.core.bots import make_bot, play_out
from ludoteca.luckybox import Game
from ludoteca.luckybox.clairvoyant import strength
from ludoteca.luckybox.review import review


def review_figures(kind: str, games: int) -> tuple[float, float]:
    """Mean loss per decision and median review time (ms) over ``games`` solo games of ``kind``."""
    losses, times = [], []
    for seed in range(games):
        game = Game(["Solo"], seed=seed)
        play_out(game, {0: make_bot("luckybox", kind, game.rules, seed)})
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
    table = strength(args.games, executor=pool)
    print(f"mean solo score ± sd over seeds 0-{args.games - 1}")
    print("  ".join(f"{kind} {mean:5.1f} ± {sd:4.1f}" for kind, (mean, sd) in table.items()))
    print(f"planner/clairvoyant {table['planner'][0] / table['clairvoyant'][0]:.0%}", flush=True)
    for kind in ("random", "greedy", "planner"):
        loss, ms = review_figures(kind, 10)
        print(f"review {kind:8} mean loss {loss:5.2f} per decision, median {ms:6.1f} ms a game")
    if pool is not None:
        pool.shutdown()


if __name__ == "__main__":
    main()
