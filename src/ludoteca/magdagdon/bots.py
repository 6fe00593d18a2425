"""Computer players for MAGDAGDON, registered with :mod:`ludoteca.core.bots`.

- ``random``: any legal action, uniformly; it takes dice back only when stuck, and then all
  of them (taking back one would let it re-stage the same die and cycle for ever);
- ``greedy``: the turn that scores most *now*: the same search of the turn as the advisor
  (every placement order, powers, rerolls in MAGDAGDON) judged by the points on the board
  at the end of the turn alone;
- ``advisor``: plays :func:`ludoteca.magdagdon.advisor.advice`.

:func:`simulate` plays many seeded games, here or on any ``concurrent.futures`` executor:

>>> scores = simulate("greedy", 2, difficulty="survival")
>>> len(scores)
2
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import Any

import numpy as np

from ludoteca.core import bots as core_bots
from ludoteca.core.bots import register_bot
from ludoteca.core.rng import Rng
from ludoteca.magdagdon.actions import Action, Unstage
from ludoteca.magdagdon.advisor import Advice, advice
from ludoteca.magdagdon.evaluation import FEATURES, Evaluator
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import CELLS, Rules

__all__ = ["AdvisorBot", "GreedyBot", "RandomBot", "simulate"]


class RandomBot:
    """Plays a uniformly random legal action; when stuck (only take-backs are legal) it takes
    back every staged die before staging again."""

    kind = "random"

    def __init__(self, rules: Rules | None = None, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self._clearing = False

    def choose(self, game: Game, seat: int = 0) -> Action:
        legal = game.legal_actions()
        onward = [a for a in legal if not isinstance(a, Unstage)]
        self._clearing = bool(game.staged) and (self._clearing or not onward)
        if self._clearing:
            return Unstage(CELLS[game.staged[-1][1]])
        return onward[self.rng.below(len(onward))]

    def __repr__(self) -> str:
        return "RandomBot()"


class AdvisorBot:
    """Plays the advisor's best plan, one action at a time."""

    kind = "advisor"

    def __init__(
        self,
        rules: Rules | None = None,
        seed: int = 0,
        evaluation: Evaluator | None = None,
        budget: float | None = None,
    ) -> None:
        self.rules = rules or Rules()
        self.evaluation = evaluation
        #: Seconds per hint (see :func:`~ludoteca.magdagdon.advisor.advice`), for play at a table
        #: (:func:`ludoteca.core.bots.seat_bots`); None, the default and what tournaments use,
        #: searches fully, so that a game's result depends on its seed alone, not on the machine.
        self.budget = budget
        self._last: tuple[Any, Advice | None] = (None, None)

    def hint(self, game: Game) -> Advice | None:
        # Staging changes nothing the plan depends on, so one hint serves the whole turn
        # until a power or MAGDAGDON changes the dice or the phase.
        key = (game.board.codes, tuple(game.dice or ()), game.powers_used, game.choosing_ruin, game.difficulty)
        if self._last[0] != key:
            ev = self.evaluation
            if ev is not None and ev.difficulty != game.difficulty:
                ev = None  # the hint takes the shared one (made, the first time, within the budget)
            self._last = (key, advice(game, evaluation=ev, budget=self.budget))
        return self._last[1]

    def choose(self, game: Game, seat: int = 0) -> Action:
        found = self.hint(game)
        if found is None:
            return game.legal_actions()[0]  # the roll
        return found.next_action(game)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class GreedyBot(AdvisorBot):
    """The advisor's search with no look beyond the turn: the most points on the board now."""

    kind = "greedy"

    def hint(self, game: Game) -> Advice | None:
        # One evaluator a difficulty for every greedy bot: made once, not on each bot's first move.
        if game.difficulty not in _ZERO:
            _ZERO[game.difficulty] = Evaluator(game.difficulty, [0.0] * len(FEATURES))
        self.evaluation = _ZERO[game.difficulty]
        return super().hint(game)


#: The greedy bots' evaluators (points now only), by difficulty.
_ZERO: dict[str, Evaluator] = {}


register_bot("magdagdon", "random", lambda rules, seed: RandomBot(rules, seed))
register_bot("magdagdon", "greedy", lambda rules, seed: GreedyBot(rules, seed))
register_bot("magdagdon", "advisor", lambda rules, seed: AdvisorBot(rules, seed))


def simulate(
    kind: str,
    games: int,
    *,
    difficulty: str = "peaceful",
    seed: int = 0,
    progress: bool = False,
    executor: Executor | None = None,
) -> np.ndarray:
    """Final scores of ``games`` games at ``difficulty`` played by a ``kind`` bot (game ``i``
    uses seed ``seed + i``), here or on ``executor``: the scores are the same either way."""
    Rules(difficulty)  # a bad difficulty is refused here, before any game starts
    new_game = partial(_new_game, difficulty)
    return core_bots.simulate(new_game, [kind], games, seed=seed, progress=progress, executor=executor)


def _new_game(difficulty: str, seed: int) -> Game:
    return Game(difficulty=difficulty, seed=seed)
