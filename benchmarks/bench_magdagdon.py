"""MAGDAGDON speed and strength figures.

    python benchmarks/bench_magdagdon.py              # quick: 100 games per policy and difficulty
    python benchmarks/bench_magdagdon.py --games 1000 # the figures quoted in the notes

Prints random full games per second, the worst MAGDAGDON detection time (best of three per
position: every 4-dice roll on the empty board at nightmare's minimum of 3, plus every roll
met in random play), the
advisor's hint time (median, 90th percentile, worst), and the mean final score ± standard
deviation of the random, greedy and advisor bots per difficulty over the same seeds.
"""

from __future__ import annotations

import argparse
import statistics
import time
from itertools import combinations_with_replacement

import numpy as np

from ludoteca.core.bots import make_bot, play_out, simulate
from ludoteca.magdagdon import DIFFICULTIES, Board, Game
from ludoteca.magdagdon.rules import find_way


def random_games_per_second(seconds: float = 3.0) -> float:
    start, games = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        game = Game(difficulty=DIFFICULTIES[games % 3], seed=games)
        play_out(game, {0: make_bot("magdagdon", "random", game.rules, games)})
        games += 1
    return games / (time.perf_counter() - start)


def worst_detection(games: int = 60) -> tuple[float, str]:
    worst, where = 0.0, ""

    def time_one(codes, dice, need) -> None:
        nonlocal worst, where
        took = float("inf")
        for _ in range(3):  # the best of three, so a busy machine's pauses do not count
            start = time.perf_counter()
            find_way(codes, dice, need)
            took = min(took, time.perf_counter() - start)
        if took > worst:
            worst, where = took, f"{Board(codes).notation()} dice {' '.join(map(str, dice))} need {need}"

    for dice in combinations_with_replacement(range(1, 7), 4):
        time_one(Board().codes, dice, 3)
    for seed in range(games):
        game = Game(difficulty=DIFFICULTIES[seed % 3], seed=seed)
        bot = make_bot("magdagdon", "random", game.rules, seed)
        while not game.is_terminal():
            if game.dice is not None and not game.staged:
                time_one(game.board.codes, tuple(game.dice), game.minimum)
            game.apply(bot.choose(game, 0))
    return worst, where


def hint_times(difficulty: str, games: int) -> list[float]:
    times = []
    for seed in range(games):
        game = Game(difficulty=difficulty, seed=seed)
        bot = make_bot("magdagdon", "advisor", game.rules, seed)
        while not game.is_terminal():
            if game.dice is not None and not game.staged:
                start = time.perf_counter()
                game.hints()
                times.append(time.perf_counter() - start)
            game.apply(bot.choose(game, 0))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description="MAGDAGDON benchmark")
    parser.add_argument("--games", type=int, default=100, help="games per policy and difficulty")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, nargs="*", default=list(DIFFICULTIES))
    parser.add_argument("--scores-only", action="store_true", help="skip the speed figures")
    args = parser.parse_args()
    if not args.scores_only:
        print(f"random full games: {random_games_per_second():.0f} games/s")
        worst, where = worst_detection()
        print(f"worst MAGDAGDON detection: {worst * 1e3:.2f} ms ({where})")
        times = [t for d in DIFFICULTIES for t in hint_times(d, 20)]
        print(
            f"hint time over {len(times)} turns: median {statistics.median(times) * 1e3:.1f} ms, "
            f"90% {np.percentile(times, 90) * 1e3:.1f} ms, worst {max(times) * 1e3:.1f} ms"
        )
    print(f"\nmean final score ± standard deviation over {args.games} seeded games (seeds 0-{args.games - 1}):")
    print(f"{'':10}" + "".join(f"{kind:>22}" for kind in ("random", "greedy", "advisor")))
    for difficulty in args.difficulty:
        cells = []
        for kind in ("random", "greedy", "advisor"):
            start = time.perf_counter()
            scores = simulate(lambda seed, d=difficulty: Game(difficulty=d, seed=seed), [kind], args.games)
            took = time.perf_counter() - start
            cells.append(f"{scores.mean():7.1f} ± {scores.std():5.1f} ({took:4.0f}s)")
        print(f"{difficulty:10}" + "".join(f"{c:>22}" for c in cells), flush=True)


if __name__ == "__main__":
    main()
