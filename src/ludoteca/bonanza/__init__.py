"""Bonanza: five dice, thirteen boxes, and an advisor that plays perfectly.

The rules in plain English are in the tutorial notebooks; this package holds the
engine (:mod:`.rules`, :mod:`.actions`, :mod:`.checks`, :mod:`.game`, :mod:`.view`), the
optimal strategy (:mod:`.solver`) and the hints drawn from it (:mod:`.advisor`), computer
players (:mod:`.bots`), the coach (:mod:`.review`, :mod:`.saves`) and the table widget
(:mod:`.widget` and :mod:`.panels`). The solver and the widget load on first use, so that
importing the engine imports neither the strategy table nor Jupyter.

>>> from ludoteca import bonanza
>>> game = bonanza.Game(["Ana"], seed=1)
>>> game.roll([2, 2, 5, 5, 5]); game.record("full_house")
>>> game.sheets[0].total()
25
"""

from __future__ import annotations

import importlib

from ludoteca.bonanza.coach import review, skill_trend
from ludoteca.bonanza.game import Game, Seat
from ludoteca.bonanza.rules import BOXES, LOWER, UPPER, Rules, Sheet, bonus, legal_boxes, score
from ludoteca.bonanza.saves import load_game as load

__all__ = [
    "BOXES",
    "LOWER",
    "UPPER",
    "Advisor",
    "Game",
    "Option",
    "Rules",
    "Seat",
    "Sheet",
    "Table",
    "bonus",
    "legal_boxes",
    "load",
    "open_room",
    "open_table",
    "optimal_expected_score",
    "play",
    "review",
    "score",
    "skill_trend",
]

#: Names served on first use from the modules above the engine (the solver and the widget),
#: so that importing the engine loads neither the strategy table nor anywidget.
_LAZY = {
    "Advisor": "solver",
    "Option": "solver",
    "optimal_expected_score": "solver",
    "Table": "widget",
    "open_room": "widget",
    "open_table": "widget",
    "play": "widget",
}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(importlib.import_module(f"ludoteca.bonanza.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'ludoteca.bonanza' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
