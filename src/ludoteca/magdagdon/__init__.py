"""MAGDAGDON: fill a 4x4 board with dice, one connected field of numbers, score strong rows
and columns, use Majda Powers sparingly and keep the ruins at bay.

The engine (:mod:`.rules`: board, placement, scoring; :mod:`.actions`: what a player does;
:mod:`.checks`: when it may; :mod:`.game`) imports only core and itself. Above it sit the
advisor (:mod:`.advisor`, a search of the turn over a board evaluation learned by simulation),
the bots, the review and the pictures, which the engine reaches only through the game's entry in
:mod:`ludoteca.core.registry` (``game.hints()``, a game or a board shown in a notebook).

>>> from ludoteca import magdagdon
>>> game = magdagdon.Game(difficulty="peaceful", seed=7)
>>> game.roll([2, 3, 3, 5]); game.stage(1, "b2"); game.stage(0, "b3"); game.confirm()
>>> game.board, game.score().total
(Board('----/-3--/-2--/----'), 10)
>>> magdagdon.score("1234/2233/3333/4444").total
336
"""

from __future__ import annotations

import importlib
from typing import Any

from ludoteca.core import history
from ludoteca.core.rng import pick_seed
from ludoteca.core.store import ScoreStore
from ludoteca.magdagdon.actions import (
    Accept,
    Action,
    Confirm,
    Decrease,
    Increase,
    Reroll,
    Roll,
    Ruin,
    Stage,
    Unstage,
    parse_action,
)
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rescue import Rescue
from ludoteca.magdagdon.review import review, skill_trend
from ludoteca.magdagdon.rules import DIFFICULTIES, Board, Line, Rules, Score, combination, score

__all__ = [
    "DIFFICULTIES",
    "Accept",
    "Action",
    "Board",
    "Confirm",
    "Decrease",
    "Game",
    "Increase",
    "Line",
    "Rescue",
    "Reroll",
    "Roll",
    "Ruin",
    "Rules",
    "Score",
    "Stage",
    "Table",
    "Unstage",
    "ask",
    "best_scores",
    "combination",
    "new_game",
    "parse_action",
    "play",
    "review",
    "score",
    "skill_trend",
]

#: Names served on first use from the widget and the rules assistant, so that importing the engine never
#: imports anywidget nor the assistant's text matcher.
_LAZY = {"Table": "widget", "play": "widget", "ask": "assistant"}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(importlib.import_module(f"ludoteca.magdagdon.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'ludoteca.magdagdon' has no attribute {name!r}")


def new_game(
    difficulty: str = "peaceful", player: str = "Player", *, seed: int | None = None, store: ScoreStore | None = None
) -> Game:
    """A game whose final score goes to the best scores of its difficulty (in ``store``, the
    default one for None) as soon as it ends, with the date, the turns and the powers used.
    A new difficulty is a new game: call this again."""
    game = Game([player], seed=pick_seed(seed), difficulty=difficulty)
    history.watch(game, store)
    return game


def best_scores(
    difficulty: str = "peaceful", player: str = "Player", *, store: ScoreStore | None = None, limit: int = 10
) -> list[dict[str, Any]]:
    """``player``'s best scores at ``difficulty``, highest first: each with its date
    (``played_at``), ``score``, ``turns`` and ``powers_used``."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {difficulty!r:.40}")
    rows = history.best_scores(Game.name, player, store, variant=difficulty, limit=limit)
    return [
        {
            "played_at": row["played_at"],
            "score": row["score"],
            "turns": row["details"].get("turns"),
            "powers_used": row["details"].get("powers_used"),
        }
        for row in rows
    ]


def __dir__() -> list[str]:
    return sorted(__all__)
