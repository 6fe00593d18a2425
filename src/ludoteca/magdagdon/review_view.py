"""The coach at the MAGDAGDON table: the review panel of a finished game, as JSON for the widget.

The numbers come from :mod:`.review`; this module picks what the end screen shows: the totals, the
loss added up decision by decision (for the chart), the three costliest decisions, the replay's
current step with the board the player left beside the advisor's (after a power, the dice it left:
a power places no die), and the player's trend. The
front end (``static/magdagdon-review.js``) draws it as it is.

>>> from ludoteca.core.bots import make_bot, play_out
>>> game = play_out(Game(difficulty="nightmare", seed=2), {0: make_bot("magdagdon", "greedy", None)})
>>> panel = review_panel(game, step=99)
>>> panel["step"] == len(panel["steps"]) - 1, panel["estimate"], len(panel["costliest"]) <= 3
(True, True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.review import STRENGTH, review, skill_trend

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = ["review_panel"]


def review_panel(game: Game, step: int = 0, store: ScoreStore | None = None) -> dict[str, Any]:
    """What the end screen's review shows; ``step`` (clamped to the decisions) is the replay's."""
    result = review(game)
    after = _dice_after(game, {d.index for d in result.decisions if d.kind == "power"})
    steps = [
        {
            "turn": d.turn,
            "kind": d.kind,
            "dice": d.position["dice"],
            "dice_after": after.get(d.index),
            "chosen": d.chosen,
            "best": d.best,
            "chosen_board": _cells(d.position["chosen_board"]),
            "best_board": _cells(d.position["best_board"]),
            "chosen_cells": d.position["chosen_cells"],
            "best_cells": d.position["best_cells"],
            "loss": round(d.loss, 2),
            "is_best": d.is_best(),
        }
        for d in result.decisions
    ]
    trend = skill_trend(game.seats[0].name, game.difficulty, store) if store is not None else None
    return {
        **result.panel(),
        "strength": {"advisor": STRENGTH[game.difficulty][0], "clairvoyant": STRENGTH[game.difficulty][1]},
        "steps": steps,
        "step": max(0, min(step, len(steps) - 1)),
        "trend": None
        if trend is None or not trend["games"]
        else {
            "games": trend["games"],
            "mean_loss": None if trend["average_mean_loss"] is None else round(trend["average_mean_loss"], 2),
            "change": None if trend["mean_loss_change"] is None else round(trend["mean_loss_change"], 2),
        },
    }


def _dice_after(game: Game, indices: set[int]) -> dict[int, list[int]]:
    """The dice each power at these action indices left (a replay of the game from its seed)."""
    if not indices:
        return {}
    walk, out = Game(list(game.seats), game.seed, game.rules), {}
    for index, action in enumerate(list(game.actions)[: max(indices) + 1]):
        walk.apply(action)
        if index in indices:
            out[index] = list(walk.rolled_dice())
    return out


def _cells(notation: str) -> list[str]:
    """A board's notation as 16 cells, row by row ("-" empty, "R" ruin, else the number)."""
    return [c for c in notation if c != "/"]
