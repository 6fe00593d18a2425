"""Bonanza: five dice, thirteen boxes, and an advisor that plays perfectly.

The rules in plain English are in the tutorial notebooks; this package holds the
engine (:mod:`.rules`, :mod:`.actions`, :mod:`.checks`, :mod:`.game`, :mod:`.view`), the
optimal strategy (:mod:`.solver`) and the hints drawn from it (:mod:`.advisor`), computer
players (:mod:`.bots`), the coach (:mod:`.review`, :mod:`.saves`) and the table widget
(:mod:`.widget` and :mod:`.panels`). Every name loads on first use, so that
importing the engine imports neither the strategy table nor Jupyter.

>>> from ludoteca import bonanza
>>> game = bonanza.Game(["Ana"], seed=1)
>>> game.roll([2, 2, 5, 5, 5]); game.record("full_house")
>>> game.sheets[0].total()
25
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what the checkers see; at run time __getattr__ below imports them
    from ludoteca.bonanza.assistant import ask
    from ludoteca.bonanza.coach import review, skill_trend
    from ludoteca.bonanza.game import Game, Seat
    from ludoteca.bonanza.rules import BOXES, LOWER, UPPER, Rules, Sheet, bonus, legal_boxes, score
    from ludoteca.bonanza.saves import load_game as load
    from ludoteca.bonanza.solver import Advisor, Option, optimal_expected_score
    from ludoteca.bonanza.widget import Table, open_room, open_table, play

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
    "ask",
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

#: Every public name, served on first use from the module that holds it, so that importing the
#: package loads nothing: the solver's own start-up (``python -m ludoteca.bonanza.prepare``) then
#: reads only the rules and the solver, neither the engine, the coach, the strategy table nor anywidget.
_LAZY = {
    "BOXES": "rules",
    "LOWER": "rules",
    "UPPER": "rules",
    "Rules": "rules",
    "Sheet": "rules",
    "bonus": "rules",
    "legal_boxes": "rules",
    "score": "rules",
    "Game": "game",
    "Seat": "game",
    "review": "coach",
    "skill_trend": "coach",
    "load": "saves",
    "Advisor": "solver",
    "Option": "solver",
    "optimal_expected_score": "solver",
    "Table": "widget",
    "open_room": "widget",
    "open_table": "widget",
    "play": "widget",
    "ask": "assistant",
}
#: Names served under another name than their module's.
_RENAMED = {"load": "load_game"}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(importlib.import_module(f"ludoteca.bonanza.{_LAZY[name]}"), _RENAMED.get(name, name))
    raise AttributeError(f"module 'ludoteca.bonanza' has no attribute {name!r}")


class _Package(types.ModuleType):
    """The package's module type: ``review`` stays the coach's function (served by __getattr__)
    when the submodule of that name is imported and Python would bind the module to it."""

    def __setattr__(self, name: str, value: object) -> None:
        if not (name in _LAZY and isinstance(value, types.ModuleType)):
            super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
