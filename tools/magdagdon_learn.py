"""Fit the advisor's evaluation by simulation (fitted policy iteration).

Start from the greedy evaluation (all weights 0). Each round, the advisor with the current
weights plays seeded games; every position at the end of a turn is one sample: its features
(:func:`~ludoteca.magdagdon.evaluation.features`) and the points the game went on to make
from there (final score minus the score then). A ridge least-squares fit of those gives the
next weights. A round is kept only if its weights score better on separate seeds.

    python tools/magdagdon_learn.py --games 400 --rounds 4

prints the weights to paste into ``src/ludoteca/magdagdon/_weights.py`` (a tool of the checkout,
not shipped in the package).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np

from ludoteca.magdagdon.bots import AdvisorBot
from ludoteca.magdagdon.evaluation import FEATURES, Evaluator, current_total, features
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import DIFFICULTIES, Rules

RIDGE = 1.0


def play(difficulty: str, weights: Sequence[float], seeds: range) -> tuple[list[list[float]], list[float], list[int]]:
    """Games of the advisor with ``weights``: samples (features, points still to come) and final scores."""
    bot = AdvisorBot(Rules(difficulty), evaluation=Evaluator(difficulty, weights))
    xs: list[list[float]] = []
    ys: list[float] = []
    finals = []
    for seed in seeds:
        game = Game(difficulty=difficulty, seed=seed)
        samples = []
        while not game.is_terminal():
            turns = game.turns
            game.apply(bot.choose(game, 0))
            if game.turns > turns:
                codes = game.board.codes
                samples.append((features(codes, game.powers_left), current_total(codes, difficulty, game.powers_used)))
        final = game.score().total
        finals.append(final)
        for x, now in samples:
            xs.append(x)
            ys.append(final - now)
    return xs, ys, finals


def fit(xs: list[list[float]], ys: list[float]) -> list[float]:
    x, y = np.array(xs), np.array(ys)
    a = x.T @ x + RIDGE * np.eye(x.shape[1])
    return [round(float(w), 3) for w in np.linalg.solve(a, x.T @ y)]


def learn(difficulty: str, games: int, rounds: int, check: int, seed: int = 10_000) -> list[float]:
    weights = [0.0] * len(FEATURES)
    best = float(np.mean(play(difficulty, weights, range(seed, seed + check))[2]))
    print(f"{difficulty}: greedy scores {best:.1f} on the check seeds")
    for r in range(rounds):
        xs, ys, finals = play(difficulty, weights, range(seed + 1000 * (r + 1), seed + 1000 * (r + 1) + games))
        candidate = fit(xs, ys)
        mean = float(np.mean(play(difficulty, candidate, range(seed, seed + check))[2]))
        print(f"  round {r + 1}: {len(ys)} samples (play mean {np.mean(finals):.1f}); new weights score {mean:.1f}")
        if mean > best:
            weights, best = candidate, mean
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--check", type=int, default=200)
    parser.add_argument("--difficulty", choices=DIFFICULTIES, nargs="*", default=list(DIFFICULTIES))
    args = parser.parse_args()
    for difficulty in args.difficulty:
        weights = learn(difficulty, args.games, args.rounds, args.check)
        print(f'    "{difficulty}": {weights},', flush=True)


if __name__ == "__main__":
    main()
