"""Bonanza: five dice, thirteen boxes, and an advisor that plays perfectly.

The rules in plain English are in the tutorial notebooks; this package holds the
engine (:mod:`.rules`, :mod:`.game`), the optimal strategy (:mod:`.advisor`),
computer players (:mod:`.bots`) and the table widget.
"""
from __future__ import annotations

from ludoteca.bonanza.rules import BOXES, LOWER, UPPER, Rules, Sheet, bonus, legal_boxes, score

__all__ = ["BOXES", "LOWER", "UPPER", "Rules", "Sheet", "bonus", "legal_boxes", "score"]
