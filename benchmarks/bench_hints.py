"""How long a hint or a computer player's move takes, with the time budget the table uses.

    python benchmarks/bench_hints.py              # 12 games per MAGDAGDON difficulty, 6 Lucky Box games
    python benchmarks/bench_hints.py --games 40

The promise: every hint and every move of a computer player at a table within 200 ms (p99,
wall clock), whatever the machine's load. For each game:

- MAGDAGDON: every hint of an advisor's games, with the hint's budget and with a full search;
  the moves that search (a rolled turn) of the advisor and greedy bots as a table makes them
  (:func:`ludoteca.core.bots.seat_bots`); and the hardest positions known (those where a full
  search takes longest), each asked several times with the evaluator's cache emptied first;
- Lucky Box: every hint (the planner with the hint's budget) and every move of planner bots
  made for a table at a three-seat table, then the hardest positions known (long bonus
  chains, many crossings), several times each;
- Bonanza: every hint (the advisor's list of choices) and every move of the optimal and
  greedy bots made for a table (the strategy table is solved first if it is not cached).

Prints the median, 90th and 99th percentiles and the worst, in milliseconds, of the
wall-clock time and of the CPU time of the calling thread (on a busy machine the first
exceeds the second: the difference is the time other processes had the core).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

import numpy as np

from ludoteca.bonanza import Game as Bonanza
from ludoteca.bonanza.game import Seat
from ludoteca.bonanza.solver import Advisor, load_table
from ludoteca.core.bots import TABLE_BUDGET, make_bot, seat_bots
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.luckybox.advisor import HINT_BUDGET
from ludoteca.luckybox.bots import PlannerBot
from ludoteca.magdagdon import DIFFICULTIES
from ludoteca.magdagdon import Game as Magdagdon
from ludoteca.magdagdon.advisor import BUDGET, advice, evaluator
from ludoteca.magdagdon.evaluation import Evaluator

#: MAGDAGDON positions where a full search takes longest: (difficulty, seed, action) reached
#: by a full-strength advisor playing the game seeded so (found among 40 games a difficulty).
MAGDAGDON_HARD = (
    ("survival", 1, 7),
    ("survival", 10, 9),
    ("peaceful", 1, 7),
    ("survival", 15, 9),
    ("peaceful", 10, 9),
    ("survival", 2, 5),
    ("peaceful", 2, 15),
    ("survival", 25, 5),
)
#: Lucky Box positions where the planner searches longest: (seed, action) of a three-seat
#: game of full-strength planners (found among 20 games).
LUCKYBOX_HARD = ((8, 28), (2, 103), (13, 53), (0, 41), (1, 47), (13, 55), (2, 99), (17, 42))
#: How many times each hard position is asked.
REPEATS = 5

Times = list[tuple[float, float]]


def line(label: str, times: Times) -> str:
    """Percentiles of the wall-clock times, then of the CPU times."""
    out = f"{label:52} n={len(times):5}"
    for name, column in (("wall", 0), ("cpu", 1)):
        ms = np.array([t[column] for t in times]) * 1e3
        p50, p90, p99 = np.percentile(ms, [50, 90, 99])
        out += f" | {name} median {p50:5.1f} p90 {p90:5.1f} p99 {p99:6.1f} worst {ms.max():6.1f}"
    return out + " ms"


def timed(call: Callable[[], object], into: Times) -> object:
    wall, cpu = time.perf_counter(), time.thread_time()
    result = call()
    into.append((time.perf_counter() - wall, time.thread_time() - cpu))
    return result


# -- MAGDAGDON --------------------------------------------------------------------------------
def magdagdon_times(games: int) -> dict[str, Times]:
    out: dict[str, Times] = {"hint": [], "full": [], "advisor": [], "greedy": []}
    for difficulty in DIFFICULTIES:
        # Each kind of call keeps its own evaluator (its cache warm from its own past calls, as
        # in play), so that no call is quicker for the one before it at the same position.
        ev_hint, ev_full = Evaluator(difficulty), Evaluator(difficulty)
        for seed in range(games):
            game = Magdagdon([("Robo", "advisor")], difficulty=difficulty, seed=seed)
            player = make_bot("magdagdon", "advisor", game.rules, seed)  # full strength: the same games every time
            bot = seat_bots(game, seed)[0]  # as a table makes it: with the budget
            greedy = make_bot("magdagdon", "greedy", game.rules, seed, budget=TABLE_BUDGET)
            for _ in range(500):
                if game.is_terminal():
                    break
                if game.dice is not None and not game.staged:  # a turn to search
                    timed(lambda: advice(game, evaluation=ev_hint, budget=BUDGET), out["hint"])  # noqa: B023
                    timed(lambda: advice(game, evaluation=ev_full, budget=None), out["full"])  # noqa: B023
                    timed(lambda: bot.choose(game, 0), out["advisor"])  # noqa: B023
                    timed(lambda: greedy.choose(game, 0), out["greedy"])  # noqa: B023
                game.apply(player.choose(game, 0))
    return out


def magdagdon_position(difficulty: str, seed: int, actions: int) -> Magdagdon:
    game = Magdagdon(difficulty=difficulty, seed=seed)
    bot = make_bot("magdagdon", "advisor", game.rules, seed)  # full strength: the same game every time
    for _ in range(actions):
        game.apply(bot.choose(game, 0))
    return game


def magdagdon_hard() -> dict[str, Times]:
    out: dict[str, Times] = {"hint": [], "full": [], "advisor": []}
    for difficulty, seed, actions in MAGDAGDON_HARD:
        game = magdagdon_position(difficulty, seed, actions)
        cache = evaluator(difficulty).cache
        for _ in range(REPEATS):
            cache.clear()
            timed(lambda: advice(game, budget=BUDGET), out["hint"])  # noqa: B023
            cache.clear()
            bot = make_bot("magdagdon", "advisor", game.rules, seed, budget=TABLE_BUDGET)
            timed(lambda: bot.choose(game, 0), out["advisor"])  # noqa: B023
            cache.clear()
            timed(lambda: advice(game, budget=None), out["full"])  # noqa: B023
    return out


# -- Lucky Box --------------------------------------------------------------------------------
def luckybox_times(games: int) -> dict[str, Times]:
    out: dict[str, Times] = {"hint": [], "move": [], "cross": []}
    for seed in range(games):
        game = LuckyBox([(f"Robo {s}", "planner") for s in range(3)], seed=seed)
        bots = seat_bots(game, seed)  # as a table makes them: with the budget
        players = seat_bots(game, seed, budget=None)  # full strength: the same games every time
        for _ in range(5000):
            if game.is_terminal():
                break
            seat = game.to_act()[0]
            crossing = game.phase == "play" and not game.hands[seat].pending and not game.hands[seat].acted
            if crossing:
                timed(lambda: planner_hint(game, seat), out["hint"])  # noqa: B023 - called at once
            timed(lambda: bots[seat].choose(game, seat), out["cross" if crossing else "move"])  # noqa: B023
            game.apply(players[seat].choose(game, seat))
    out["move"] += out["cross"]  # every move, the crossings too
    return out


def luckybox_position(seed: int, actions: int) -> LuckyBox:
    game = LuckyBox(["A", "B", "C"], seed=seed)
    bots = {s: PlannerBot(game.rules, seed + s) for s in range(3)}  # full strength: the same game every time
    for _ in range(actions):
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game, seat))
    return game


def luckybox_hard() -> dict[str, Times]:
    out: dict[str, Times] = {"hint": [], "move": [], "full": []}
    for seed, actions in LUCKYBOX_HARD:
        game = luckybox_position(seed, actions)
        seat = game.to_act()[0]
        for _ in range(REPEATS):
            timed(lambda: planner_hint(game, seat), out["hint"])  # noqa: B023
            bot = make_bot("luckybox", "planner", game.rules, seed, budget=TABLE_BUDGET)
            timed(lambda: bot.choose(game, seat), out["move"])  # noqa: B023
            timed(lambda: PlannerBot(game.rules, seed).choose(game, seat), out["full"])  # noqa: B023
    return out


def planner_hint(game: LuckyBox, seat: int) -> list:
    """What a player asking for a hint gets: the planner's best choices within HINT_BUDGET."""
    return game.hints(seat)


# -- Bonanza ----------------------------------------------------------------------------------
def bonanza_times(games: int) -> dict[str, Times]:
    out: dict[str, Times] = {"hint": [], "optimal": [], "greedy": []}
    load_table(progress=False)  # solved once per machine (make play does it ahead), then read
    for seed in range(games):
        game = Bonanza([Seat("Robo", "optimal"), Seat("Greta", "greedy")], seed=seed)
        bots = seat_bots(game, seed)
        advisor = Advisor.shared(game.rules)
        while not game.is_terminal():
            seat = game.current
            if game.dice is not None:
                timed(lambda: advisor.advise(game.sheet, game.dice, game.rolls_left), out["hint"])  # noqa: B023
            game.apply(timed(lambda: bots[seat].choose(game, seat), out[bots[seat].kind]))  # noqa: B023
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    budget, table = f"budget {BUDGET * 1e3:.0f} ms", f"table budget {TABLE_BUDGET * 1e3:.0f} ms"
    m = magdagdon_times(args.games)
    print(line(f"MAGDAGDON hint, {budget}", m["hint"]))
    print(line("MAGDAGDON hint, full search", m["full"]))
    print(line(f"MAGDAGDON advisor bot turn, {table}", m["advisor"]))
    print(line(f"MAGDAGDON greedy bot turn, {table}", m["greedy"]), flush=True)
    h = magdagdon_hard()
    print(line(f"MAGDAGDON hardest: hint, {budget}", h["hint"]))
    print(line(f"MAGDAGDON hardest: advisor bot, {table}", h["advisor"]))
    print(line("MAGDAGDON hardest: hint, full search", h["full"]), flush=True)
    lb = luckybox_times(max(1, args.games // 2))
    print(line(f"Lucky Box hint, budget {HINT_BUDGET * 1e3:.0f} ms", lb["hint"]))
    print(line(f"Lucky Box planner move, {table}", lb["move"]))
    print(line(f"Lucky Box planner crossing, {table}", lb["cross"]), flush=True)
    lh = luckybox_hard()
    print(line(f"Lucky Box hardest: hint, budget {HINT_BUDGET * 1e3:.0f} ms", lh["hint"]))
    print(line(f"Lucky Box hardest: planner move, {table}", lh["move"]))
    print(line("Lucky Box hardest: planner move, full search", lh["full"]), flush=True)
    b = bonanza_times(max(1, args.games // 2))
    print(line("Bonanza hint (every choice)", b["hint"]))
    print(line("Bonanza optimal bot move", b["optimal"]))
    print(line("Bonanza greedy bot move", b["greedy"]))
    print("load average after:  {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
