"""The tutorial learner's full run: MAGDAGDON (survival) trained by REINFORCE for the budget a
real run wants, then the learning curve's endpoints, the time it took, and the trained
policy's mean score against the greedy bot's and the random policy's on the same deals."""

from __future__ import annotations

import time

import numpy as np

from ludoteca.envs import BotPolicy, RandomPolicy, make
from ludoteca.envs.linear import FEATURES, MAX_STEPS, Learner

EPISODES = 3000  # the real run; the notebook trains on far fewer
DEALS = 200  # deals each player is scored on afterwards
WINDOW = 100  # games averaged at each end of the curve
DIFFICULTY = "survival"


def mean_score(env, make_policy, deals: int) -> float:
    scores = []
    for seed in range(deals):
        policy = make_policy(seed)
        obs, _ = env.reset(seed=seed)
        done, total, steps = False, 0.0, 0
        while not done and steps < MAX_STEPS:
            obs, reward, done, _, _ = env.step(policy(obs))
            total, steps = total + reward, steps + 1
        scores.append(total)
    return float(np.mean(scores))


def main() -> None:
    env = make("magdagdon", difficulty=DIFFICULTY)
    learner = Learner(seed=0)
    start = time.perf_counter()
    curve = np.array(learner.train(env, EPISODES, seed=10_000))  # deals unlike the scoring ones
    seconds = time.perf_counter() - start
    print(f"MAGDAGDON {DIFFICULTY}: {EPISODES} games of REINFORCE in {seconds:.1f} s")
    first, last = curve[:WINDOW].mean(), curve[-WINDOW:].mean()
    print(f"  mean of the first {WINDOW} games: {first:.1f}, of the last {WINDOW}: {last:.1f}")
    for name, weight in zip(FEATURES, learner.weights):
        print(f"  weight {name:<30} {weight:+.2f}")
    trained = mean_score(env, learner.policy, DEALS)
    greedy = mean_score(env, lambda seed: BotPolicy(env, "greedy"), DEALS)
    rand = mean_score(env, RandomPolicy, DEALS)
    print(f"mean score on {DEALS} deals: trained {trained:.1f}, greedy {greedy:.1f}, random {rand:.1f}")


if __name__ == "__main__":
    main()
