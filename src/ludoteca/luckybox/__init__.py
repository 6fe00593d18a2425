"""Super Mega Lucky Box: everyone crosses numbers on 3x3 grids at once, and bonuses chain.

The engine (:mod:`.cards`, :mod:`.rules`, :mod:`.actions`, :mod:`.game`) is pure Python;
the computer players live in :mod:`.bots`. The project ships its own deck of 60 cards
(:func:`default_deck`, made by ``tools/luckybox_deck.py``); :func:`load_deck` reads your own.

>>> from ludoteca import luckybox
>>> game = luckybox.Game(["Ana"], seed=3)
>>> game.apply("P1: keep 1 2 3")
>>> game.phase, len(game.revealed), len(game.hands[0].grids)
('play', 1, 3)
>>> luckybox.shift_targets(1, 1)  # with a 1 revealed, one lightning reaches 9 or 2
{1: 0, 2: 1, 9: 1}
>>> luckybox.star_points(3), luckybox.moon_points([4]), luckybox.solo_rank(62)
(9, [3], 'Super score')
"""

from __future__ import annotations

import importlib

from ludoteca.luckybox.actions import Bonus, Cross, Keep, Pass, parse_action
from ludoteca.luckybox.cards import Card, DeckError, default_deck, load_deck, save_deck
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.review import review, skill_trend
from ludoteca.luckybox.rules import Rules, moon_points, shift_targets, solo_rank, star_points

__all__ = [
    "Bonus",
    "Card",
    "Cross",
    "DeckError",
    "Game",
    "Keep",
    "Pass",
    "Rules",
    "ScorePad",
    "Table",
    "ask",
    "default_deck",
    "load_deck",
    "moon_points",
    "open_room",
    "open_table",
    "parse_action",
    "play",
    "player_aid_svg",
    "review",
    "save_deck",
    "score_pad",
    "score_sheet_svg",
    "shift_targets",
    "skill_trend",
    "solo_rank",
    "star_points",
]


#: Names served on first use from the modules above the engine, so that importing the engine
#: never imports anywidget, nor the assistant's text matcher and data.
_LAZY = {
    "Table": "widget",
    "open_room": "widget",
    "open_table": "widget",
    "play": "widget",
    "ScorePad": "scorepad",
    "score_pad": "scorepad",
    "score_sheet_svg": "scorepad",
    "ask": "assistant",
    "player_aid_svg": "aid",
}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        module = importlib.import_module(f"ludoteca.luckybox.{_LAZY[name]}")
        return getattr(module, name)
    raise AttributeError(f"module 'ludoteca.luckybox' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
