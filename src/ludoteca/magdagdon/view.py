"""MAGDAGDON's own part of a view (``game.view(seat)["magdagdon"]``), as plain JSON: the board
with the staged dice, each die and where it may go, the powers, a MAGDAGDON and its rescues,
the live score. The common keys (phase, outcome, legal...) sit at the top of the view, beside
this part, and are not repeated here. It holds no RNG state and no seed, so future dice stay
unknown.

>>> from ludoteca.magdagdon.game import Game
>>> game = Game(seed=3)
>>> game.roll([3, 4, 4, 6])
>>> own = view(game)
>>> own["can_roll"], [d["value"] for d in own["dice"]], own["dice"][0]["can_decrease"]
(False, [3, 4, 4, 6], True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludoteca.magdagdon.rules import CELLS, EMPTY, RUIN, valid_cells

if TYPE_CHECKING:
    from ludoteca.magdagdon.game import Game

__all__ = ["RESCUES_SHOWN", "view"]

#: Rescues shown at most (the front end offers the best few).
RESCUES_SHOWN = 3


def _cell(code: int) -> int | str | None:
    return None if code == EMPTY else "R" if code == RUIN else code


def view(game: Game) -> dict[str, Any]:
    """MAGDAGDON's own keys of ``game.view()``: the board with the staged dice, the dice and
    where each may go, powers, minimum, the live score, and under ``crisis`` whether the roll is
    a MAGDAGDON (no order of placements reaches the minimum), whether the player accepted it,
    why, and the best rescues. No RNG state and no seed, so future dice stay unknown."""
    codes = game.codes()
    staged = {cell: die for die, cell in game.staged}
    cells = [
        {"cell": CELLS[i], "value": _cell(codes[i]), "staged": i in staged, "ruin": codes[i] == RUIN} for i in range(16)
    ]
    phase = game.phase
    crisis = game.in_magdagdon()
    return {
        "difficulty": game.difficulty,
        "turn": game.turns + (0 if phase == "over" else 1),
        "turns": game.turns,
        "player": game.seats[0].name,
        "board": game.board.notation(),
        "cells": cells,
        "staged": [{"die": die, "value": game.rolled_dice()[die], "cell": CELLS[cell]} for die, cell in game.staged],
        "dice": _dice(game, game.dice, codes) if game.dice is not None else None,
        "minimum": game.minimum,
        "can_roll": phase == "roll",
        "can_confirm": game.can_confirm(),
        "powers": {
            "total": game.rules.powers,
            "used": game.powers_used,
            "left": game.powers_left,
            "next_penalty": game.next_penalty,
            "penalty": game.score().penalty,
        },
        "crisis": {
            "active": crisis,
            "accepted": game.choosing_ruin,
            "why": (game.why_magdagdon() or {}).get("message") if crisis else None,
            "rescues": [r.to_json() for r in game.rescues()[:RESCUES_SHOWN]] if crisis else [],
        },
        "ruin_cells": [CELLS[i] for i in game.board.empty_cells()] if game.choosing_ruin else [],
        "score": game.live_score().to_json(),
        "actions": len(game.actions),
    }


def _dice(game: Game, dice: Sequence[int], codes: tuple[int, ...]) -> list[dict[str, Any]]:
    tray = set(game.tray())
    staged = {die: CELLS[cell] for die, cell in game.staged}
    powers = game.powers_left > 0 and not game.choosing_ruin
    out = []
    for die, value in enumerate(dice):
        free = die in tray and not game.choosing_ruin
        out.append(
            {
                "die": die,
                "value": value,
                "staged_at": staged.get(die),
                "valid": [CELLS[i] for i in valid_cells(codes, value)] if free else [],
                "can_decrease": powers and free and value > 1,
                "can_increase": powers and free and value < 6,
                "can_reroll": powers and free,
            }
        )
    return out
