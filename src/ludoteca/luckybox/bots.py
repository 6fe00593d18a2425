"""Computer players for Super Mega Lucky Box, registered with :mod:`ludoteca.core.bots`.

- ``random``: any legal action.
- ``greedy``: the crossing worth most at once (bonus chains resolved greedily too).
- ``planner``: searches each bonus chain in every order, and looks one number ahead: for each
  of its best crossings it averages, over the numbers still in this round's deck (18 cards
  minus those revealed), what its best reply to that number would be worth.

:func:`simulate` plays many seeded games, here or on any ``concurrent.futures`` executor:

>>> simulate(["greedy", "random"], 3).shape
(3, 2)
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import Executor
from functools import partial
from typing import Any

import numpy as np

from ludoteca.core import bots as core_bots
from ludoteca.core.bots import register_bot
from ludoteca.core.rng import Rng
from ludoteca.luckybox.actions import Action
from ludoteca.luckybox.checks import legal_actions_of
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import Rules, distance
from ludoteca.luckybox.strategy import Context, Weights, best_keep, greedy_chain, next_bonus, outcomes, value

__all__ = ["GreedyBot", "PlannerBot", "RandomBot", "simulate"]


class RandomBot:
    """Plays any legal action, chosen by its own seeded RNG."""

    kind = "random"

    def __init__(self, rules: Rules | None = None, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Any, seat: int) -> Action:
        legal = legal_actions_of(game, seat)
        return legal[self.rng.below(len(legal))]


class GreedyBot:
    """Takes the crossing whose position (after a greedy bonus chain) is worth most now."""

    kind = "greedy"
    search = False

    def __init__(
        self, rules: Rules | None = None, seed: int = 0, weights: Weights | None = None, budget: float | None = None
    ) -> None:
        self.weights = weights or Weights()
        #: Seconds (wall clock) a choice may search before it takes its best so far (chains
        #: resolved greedily from there, no further look-ahead), for play at a table
        #: (:func:`ludoteca.core.bots.seat_bots`); None, the default and what tournaments use,
        #: searches fully, so that a game's result depends on its seed alone, not on the machine.
        self.budget = budget

    def deadline(self) -> float | None:
        return None if self.budget is None else time.perf_counter() + self.budget

    def choose(self, game: Any, seat: int) -> Action:
        if game.phase == "choose":
            return best_keep(game, seat, self.weights)
        if game.hands[seat].pending:
            return next_bonus(game, seat, self.weights, self.search, self.deadline())
        return self.options(game, seat, 1)[0]["action"]

    def options(self, game: Any, seat: int, top: int = 3) -> list[dict[str, Any]]:
        """The ``top`` best crossings now, each with the points expected from it."""
        ranked = outcomes(game, seat, self.weights, chain=greedy_chain)
        return [{"action": a, "expected": round(v, 2)} for v, a, _ in ranked[:top]]


class PlannerBot(GreedyBot):
    """Searches bonus chains fully and looks one revealed number ahead."""

    kind = "planner"
    search = True
    #: How many of the best crossings get the look-ahead.
    width = 5

    def options(self, game: Any, seat: int, top: int = 3) -> list[dict[str, Any]]:
        if game.phase != "play" or game.hands[seat].pending:
            return [{"action": self.choose(game, seat), "expected": None}]
        deadline = self.deadline()
        ranked = outcomes(game, seat, self.weights, deadline=deadline)
        ctx = Context.of(game, seat)
        ctx.left -= 1
        if ctx.left <= 0:
            scored = [(v, a) for v, a, _ in ranked]
        else:
            left = {n: c for n, c in game.remaining_numbers().items() if c}
            scored = []
            for i, (v, a, after) in enumerate(ranked):
                # The first crossing always gets its look-ahead (the floor); the others only
                # while the time lasts: one cut short by the deadline counts as not looked at.
                ahead = None
                if i < self.width:
                    ahead = self._ahead_until(after, game, ctx, left, deadline if scored else None)
                scored.append((ahead if ahead is not None else v - 100, a))  # -100: never preferred
            scored.sort(key=lambda x: -x[0])
        return [{"action": a, "expected": round(v, 2)} for v, a in scored[:top]]

    def ahead(self, hand: Any, game: Any, ctx: Context, left: dict[int, int]) -> float:
        """The average, over the next number, of the best reply's value (greedy chains)."""
        found = self._ahead_until(hand, game, ctx, left, None)
        assert found is not None  # no deadline: always an answer
        return found

    def _ahead_until(
        self, hand: Any, game: Any, ctx: Context, left: dict[int, int], deadline: float | None
    ) -> float | None:
        """:meth:`ahead`, or None once ``deadline`` (a ``time.perf_counter()`` value) has passed."""
        ctx_next = Context(ctx.round, ctx.left - 1, ctx.solo, ctx.arena, ctx.others_moons)
        total = sum(left.values())
        out = 0.0
        for number, count in left.items():
            if deadline is not None and time.perf_counter() > deadline:
                return None
            best = value(hand, ctx_next, self.weights)  # a pass, or a cross that gains nothing
            for grid_index, grid in enumerate(hand.grids):
                for cell in grid.free_cells():
                    cost = distance(number, grid.card.flat[cell])
                    if cost > hand.lightning or cost > 2:
                        continue
                    after, supply = hand.copy(), dict(game.supply)
                    after.spend(cost, supply)
                    after.cross(grid_index, cell)
                    if after.pending:
                        greedy_chain(after, supply, ctx_next, self.weights)
                    best = max(best, value(after, ctx_next, self.weights))
            out += count * best
        return out / total


register_bot("luckybox", "random", lambda rules, seed: RandomBot(rules, seed))
register_bot("luckybox", "greedy", lambda rules, seed: GreedyBot(rules, seed))
register_bot("luckybox", "planner", lambda rules, seed: PlannerBot(rules, seed))


def simulate(
    kinds: Sequence[str],
    games: int,
    *,
    seed: int = 0,
    rules: Rules | None = None,
    progress: bool = False,
    executor: Executor | None = None,
) -> np.ndarray:
    """Final scores of ``games`` games with one seat per bot kind in ``kinds`` (game ``i`` uses
    seed ``seed + i``), here or on ``executor``: the scores are the same either way."""
    names = tuple(f"{kind.capitalize()} {i + 1}" for i, kind in enumerate(kinds))
    new_game = partial(_new_game, names, rules or Rules())
    return core_bots.simulate(new_game, list(kinds), games, seed=seed, progress=progress, executor=executor)


def _new_game(names: tuple[str, ...], rules: Rules, seed: int) -> Game:
    return Game(list(names), seed=seed, rules=rules)
