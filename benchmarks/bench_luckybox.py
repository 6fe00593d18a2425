"""Super Mega Lucky Box bots: solo scores, ranks, full games per second, decision times.

    python benchmarks/bench_luckybox.py [--games 1000] [--bots random,greedy,planner]

For each bot: the mean solo score (with its spread) over seeded games, how the games spread
over the solo rank bands, full solo games per second, the median and 95th-percentile time of
one decision, and the slowest bonus-chain resolution.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from ludoteca.core.bots import make_bot
from ludoteca.luckybox import Game
from ludoteca.luckybox.rules import SOLO_RANKS, solo_rank


def run(kind: str, games: int) -> None:
    bot = make_bot("luckybox", kind, None, 1)
    scores, decisions, chains = [], [], []
    start = time.perf_counter()
    for seed in range(games):
        game = Game(["Robo"], seed=seed)
        while not game.is_terminal():
            pending = bool(game.hands[0].pending)
            t = time.perf_counter()
            action = bot.choose(game, 0)
            spent = time.perf_counter() - t
            (chains if pending else decisions).append(spent)
            game.apply(action)
        scores.append(game.final_scores()[0]["total"])
    elapsed = time.perf_counter() - start
    ranks = Counter(solo_rank(s) for s in scores)
    decisions.sort()
    print(
        f"{kind:8} mean {statistics.mean(scores):5.1f}  sd {statistics.pstdev(scores):4.1f}  "
        f"min {min(scores)}  max {max(scores)}  ({games} solo games, {games / elapsed:6.1f} games/s)"
    )
    print(
        f"         decision median {1000 * decisions[len(decisions) // 2]:.2f} ms, "
        f"p95 {1000 * decisions[int(len(decisions) * 0.95)]:.2f} ms, "
        f"worst bonus step {1000 * max(chains, default=0):.2f} ms"
    )
    print("         ranks: " + ", ".join(f"{label} {100 * ranks[label] / games:.0f}%" for _, _, label in SOLO_RANKS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--bots", default="random,greedy,planner")
    args = parser.parse_args()
    for kind in args.bots.split(","):
        run(kind, args.games)


if __name__ == "__main__":
    main()
