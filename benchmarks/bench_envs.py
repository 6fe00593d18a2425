"""What the environments cost: steps per second of random masked play in each environment
(one player, Bonanza's table in turn, Lucky Box's at once), then a league's games per second
on one worker and on two (a process pool), with the same results on both."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ludoteca import envs
from ludoteca.league import league

SECONDS = 3.0  # of play per environment


def solo(env: Any, seconds: float) -> tuple[int, float]:
    """Steps played at random in ``seconds`` (games restarted as they end)."""
    policy, steps, seed = envs.RandomPolicy(0), 0, 0
    obs, _ = env.reset(seed=seed)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        obs, _, terminated, _, _ = env.step(policy(obs))
        steps += 1
        if terminated:
            seed += 1
            obs, _ = env.reset(seed=seed)
    return steps, time.perf_counter() - start


def turns(env: Any, seconds: float) -> tuple[int, float]:
    policy, steps, seed = envs.RandomPolicy(0), 0, 0
    env.reset(seed=seed)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if not env.agents:
            seed += 1
            env.reset(seed=seed)
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else policy(obs))
        steps += 1
    return steps, time.perf_counter() - start


def together(env: Any, seconds: float) -> tuple[int, float]:
    """Parallel steps (one action from every agent each) in ``seconds``."""
    policy, steps, seed = envs.RandomPolicy(0), 0, 0
    obs, _ = env.reset(seed=seed)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if not env.agents:
            seed += 1
            obs, _ = env.reset(seed=seed)
        obs, *_ = env.step({a: policy(obs[a]) for a in env.agents})
        steps += 1
    return steps, time.perf_counter() - start


RUNS: dict[str, tuple[Callable[[], Any], Callable[[Any, float], tuple[int, float]]]] = {
    "Bonanza solo (Gymnasium)": (lambda: envs.make("bonanza"), solo),
    "MAGDAGDON survival (Gymnasium)": (lambda: envs.make("magdagdon", difficulty="survival"), solo),
    "Lucky Box solo (Gymnasium)": (lambda: envs.make("luckybox"), solo),
    "Bonanza, 4 players (AEC)": (lambda: envs.turn_env("bonanza", 4), turns),
    "Lucky Box, 4 players (Parallel)": (lambda: envs.parallel_env("luckybox", 4), together),
}


def main() -> None:
    for name, (make, run) in RUNS.items():
        steps, spent = run(make(), SECONDS)
        print(f"{name:<34} {steps / spent:>9,.0f} steps/s  ({steps} steps)")
    entrants = ["greedy", "random", ("masked random", envs.bot_factory(envs.RandomPolicy))]
    timed = {}
    for workers in (1, 2):
        with ProcessPoolExecutor(workers) as pool:
            league("luckybox", entrants, games=1, executor=pool)  # start the workers first
            start = time.perf_counter()
            table = league("luckybox", entrants, games=20, executor=pool)
            timed[workers] = (time.perf_counter() - start, table.results)
        print(
            f"league, Lucky Box 2 players, {workers} worker(s): {len(table.results) / timed[workers][0]:6.1f} games/s"
        )
    print(f"two workers against one: x{timed[1][0] / timed[2][0]:.2f}, same results: {timed[1][1] == timed[2][1]}")


if __name__ == "__main__":
    main()
