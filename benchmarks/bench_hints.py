"""How long a hint or a computer player's move takes, with the time budget the table uses.

    python benchmarks/bench_hints.py              # 12 games per MAGDAGDON difficulty, 6 Lucky Box games
    python benchmarks/bench_hints.py --games 40

MAGDAGDON: every hint of an advisor's games, with the table's budget and with a full search.
Lucky Box: every hint (the planner with the table's budget) and every move of a planner bot at a
three-seat table. Prints the median, 90th and 99th percentiles and the worst, in milliseconds, of
the wall-clock time and of the CPU time (on a busy machine the first exceeds the second).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from ludoteca.core.bots import make_bot
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.luckybox.bots import HINT_BUDGET, PlannerBot
from ludoteca.magdagdon import DIFFICULTIES
from ludoteca.magdagdon import Game as Magdagdon
from ludoteca.magdagdon.advisor import BUDGET, advice


def line(label: str, times: list[tuple[float, float]]) -> str:
    """Percentiles of the wall-clock times, then of the CPU times (what the machine's load adds
    is the difference)."""
    out = f"{label:40} n={len(times):5}"
    for name, column in (("wall", 0), ("cpu", 1)):
        ms = np.array([t[column] for t in times]) * 1e3
        p50, p90, p99 = np.percentile(ms, [50, 90, 99])
        out += f" | {name} median {p50:5.1f} p90 {p90:5.1f} p99 {p99:6.1f} worst {ms.max():6.1f}"
    return out + " ms"


def timed(call: Callable[[], object], into: list[tuple[float, float]]) -> object:
    wall, cpu = time.perf_counter(), time.process_time()
    result = call()
    into.append((time.perf_counter() - wall, time.process_time() - cpu))
    return result


def magdagdon_hints(games: int, budget: float | None) -> list[tuple[float, float]]:
    times: list[tuple[float, float]] = []
    for difficulty in DIFFICULTIES:
        for seed in range(games):
            game = Magdagdon(difficulty=difficulty, seed=seed)
            bot = make_bot("magdagdon", "advisor", game.rules, seed)
            for _ in range(500):
                if game.is_terminal():
                    break
                if game.dice is not None and not game.staged:
                    timed(lambda: advice(game, budget=budget), times)  # noqa: B023 - called at once
                game.apply(bot.choose(game, 0))
    return times


def luckybox_times(games: int) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    hints: list[tuple[float, float]] = []
    moves: list[tuple[float, float]] = []
    for seed in range(games):
        game = LuckyBox(["A", "B", "C"], seed=seed)
        bots = {s: PlannerBot(game.rules, seed + s, budget=HINT_BUDGET) for s in range(3)}
        for _ in range(5000):
            if game.is_terminal():
                break
            seat = game.to_act()[0]
            if game.phase == "play" and not game.hands[seat].pending and not game.hands[seat].acted:
                timed(lambda: game.hints(seat), hints)  # noqa: B023 - called at once
            game.apply(timed(lambda: bots[seat].choose(game, seat), moves))  # noqa: B023
    return hints, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    print(line(f"MAGDAGDON hint, budget {BUDGET * 1e3:.0f} ms", magdagdon_hints(args.games, BUDGET)), flush=True)
    print(line("MAGDAGDON hint, full search", magdagdon_hints(args.games, None)), flush=True)
    hints, moves = luckybox_times(max(1, args.games // 2))
    print(line(f"Lucky Box hint, budget {HINT_BUDGET * 1e3:.0f} ms", hints))
    print(line(f"Lucky Box planner move, budget {HINT_BUDGET * 1e3:.0f} ms", moves))


if __name__ == "__main__":
    main()
