"""Pig's computer player: follows the advisor's best hint."""

from __future__ import annotations

from typing import Any

from ludoteca.core.bots import register_bot
from ludoteca.core.rng import Rng
from tests.pig.advisor import advise
from tests.pig.game import Game


class CautiousBot:
    """Rolls until the turn holds 20 points (or the target), then holds."""

    def __init__(self, rules: Any = None, seed: int = 0) -> None:
        self.rules, self.seed = rules, seed

    def choose(self, game: Game, seat: int) -> Any:
        return advise(game, seat, 1)[0].action


class RandomBot:
    """Rolls or holds at random (the contract and the all-game tests use it)."""

    def __init__(self, rules: Any = None, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions()
        return legal[self.rng.below(len(legal))]


register_bot("pig", "random", RandomBot)
register_bot("pig", "cautious", CautiousBot)
