"""Positions of every registered game, for the tests that hold for all of them."""

from __future__ import annotations

from typing import Any

import tests.pig  # noqa: F401 - the fourth game, built from docs/adding-a-game.md, is checked with the others
from ludoteca.core.bots import make_bot
from ludoteca.core.registry import engine, games
from ludoteca.core.rng import Rng

#: Every registered game's name (the registry is read when the tests are collected).
NAMES = [info.name for info in games()]


def new_game(name: str, seed: int) -> Any:
    """A fresh game of ``name``: two seats where the game allows them."""
    cls = engine(name)
    return cls(min(2, cls.max_players), seed=seed)


def random_position(name: str, seed: int, most: int = 60) -> Any:
    """A game of ``name`` after up to ``most`` random legal actions (its own random bot's)."""
    game = new_game(name, seed)
    rng = Rng(seed)
    bot = make_bot(name, "random", game.rules, seed)
    for _ in range(rng.below(most + 1)):
        if game.is_terminal():
            break
        seat = game.to_act()[0]
        game.apply(bot.choose(game, seat))
    return game


def finished(name: str, seed: int) -> Any:
    """A game of ``name`` played to its end by random bots."""
    game = new_game(name, seed)
    bot = make_bot(name, "random", game.rules, seed)
    while not game.is_terminal():
        game.apply(bot.choose(game, game.to_act()[0]))
    return game
