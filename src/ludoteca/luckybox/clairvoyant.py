"""A clairvoyant solo Lucky Box player, to measure the planner against: at the start of each
round it reads the order of the round's nine numbers (hidden from every fair player) and plans
all its crossings for them at once.

No fair player can expect more than such foresight allows, so the clairvoyant's mean is the
ceiling the planner is measured against. Its plan is a beam search (the ``width`` best hands
by the planner's estimate after each number, every crossing tried from each, bonus chains
resolved greedily) and it keeps the grids the planner would keep, so its score is a *lower*
estimate of that ceiling: the planner's true distance to foresight is at least the gap shown.

>>> game = play(seed=3)
>>> game.is_terminal(), game.final_scores()[0]["total"] >= 0
(True, True)
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import Any

import numpy as np

from ludoteca.core.bots import bot_kinds, play_out
from ludoteca.luckybox.actions import Action, Cross, Pass
from ludoteca.luckybox.bots import simulate
from ludoteca.luckybox.cards import Player
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import REVEALS, distance
from ludoteca.luckybox.strategy import Context, Weights, best_keep, greedy_chain, next_bonus, value

__all__ = ["ClairvoyantBot", "clairvoyant_scores", "play", "strength"]

#: Hands kept after each number.
WIDTH = 8


class ClairvoyantBot:
    """Plays one solo seat knowing each round's numbers (it reads the game's hidden deck)."""

    kind = "clairvoyant"

    def __init__(self, weights: Weights | None = None, width: int = WIDTH) -> None:
        self.weights, self.width = weights or Weights(), width
        self._plan: dict[tuple[int, int], Action] = {}  # (round, reveal) -> the answer

    def choose(self, game: Game, seat: int = 0) -> Action:
        if game.phase == "choose":
            return best_keep(game, seat, self.weights)
        if game.hands[seat].pending:
            return next_bonus(game, seat, self.weights, False)  # the greedy chain the plan assumed
        key = (game.round, len(game.revealed))
        if key not in self._plan:
            self._plan.update(self._search(game, seat))
        return self._plan[key]

    def _search(self, game: Game, seat: int) -> dict[tuple[int, int], Action]:
        """The best answers to the round's numbers still to come, by beam search."""
        start = len(game.revealed)
        numbers = game.numbers[start - 1 : REVEALS]
        beam: list[tuple[float, Player, dict[str, int], tuple[Action, ...]]]
        beam = [(0.0, game.hands[seat].copy(), dict(game.supply), ())]
        for step, number in enumerate(numbers):
            # as the game will see it: numbers left after this one (what Context.of minus one gives)
            ctx = Context(game.round, REVEALS - start - step - 1, True, game.rules.variant == "arena")
            children = [child for item in beam for child in self._answers(item, number, ctx, seat)]
            children.sort(key=lambda c: -c[0])
            beam = children[: self.width]
        path = beam[0][3]
        return {(game.round, start + i): action for i, action in enumerate(path)}

    def _answers(self, item: Any, number: int, ctx: Context, seat: int) -> list[Any]:
        _, hand, supply, path = item
        out = []
        options: list[Action] = [
            Cross(seat, g, c, distance(number, grid.card.flat[c]))
            for g, grid in enumerate(hand.grids)
            for c in grid.free_cells()
            if distance(number, grid.card.flat[c]) <= hand.lightning
        ]
        if not hand.free(number):
            options.append(Pass(seat))
        for action in options:
            after, left = hand.copy(), dict(supply)
            if isinstance(action, Cross):
                after.spend(action.lightning, left)
                after.cross(action.grid, action.cell)
                greedy_chain(after, left, ctx, self.weights)
            out.append((value(after, ctx, self.weights), after, left, (*path, action)))
        return out


def play(seed: int, width: int = WIDTH) -> Game:
    """A solo game seeded ``seed`` played to its end by the clairvoyant."""
    return play_out(Game(["Clairvoyant"], seed=seed), {0: ClairvoyantBot(width=width)})


def _score(width: int, seed: int) -> int:
    return int(play(seed, width).final_scores()[0]["total"])


def clairvoyant_scores(
    games: int, *, seed: int = 0, executor: Executor | None = None, width: int = WIDTH
) -> np.ndarray:
    """The clairvoyant's solo scores in games ``seed`` to ``seed + games - 1``, here or on ``executor``."""
    one = partial(_score, width)
    seeds = range(seed, seed + games)
    return np.array(list(executor.map(one, seeds) if executor is not None else map(one, seeds)), dtype=np.int64)


def strength(
    games: int, *, seed: int = 0, executor: Executor | None = None, progress: bool = False
) -> dict[str, tuple[float, float]]:
    """Mean and standard deviation of the solo score of every bot and of the clairvoyant over
    the same seeded games: ``{"random": (mean, sd), ..., "clairvoyant": (mean, sd)}``."""
    out = {}
    for kind in bot_kinds("luckybox"):
        scores = simulate([kind], games, seed=seed, progress=progress, executor=executor)
        out[kind] = (float(scores.mean()), float(scores.std()))
    scores = clairvoyant_scores(games, seed=seed, executor=executor)
    out["clairvoyant"] = (float(scores.mean()), float(scores.std()))
    return out
