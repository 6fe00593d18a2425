"""Bonanza: five dice, thirteen boxes, and an advisor that plays perfectly.

The rules in plain English are in the tutorial notebooks; this package holds the
engine (:mod:`.rules`, :mod:`.game`), the optimal strategy (:mod:`.advisor`),
computer players (:mod:`.bots`) and the table widget.
"""
from __future__ import annotations

from ludoteca.bonanza.rules import BOXES, LOWER, UPPER, Rules, Sheet, bonus, legal_boxes, score

__all__ = ["BOXES", "LOWER", "UPPER", "Rules", "Sheet", "bonus", "legal_boxes", "score", "Table", "open_table", "play", "load"]

#: Names served lazily from the widget module, so that importing the engine never imports anywidget.
_WIDGET = ("Table", "open_table", "play")


def __getattr__(name: str):
    if name == "load":
        from ludoteca.bonanza.saves import load_game

        return load_game
    if name in _WIDGET:
        from ludoteca.bonanza import widget

        return getattr(widget, name)
    raise AttributeError(f"module 'ludoteca.bonanza' has no attribute {name!r}")
