"""The coach at the Lucky Box table: one seat's review of a finished game, as JSON for the widget.

The numbers come from :mod:`.review`; this module picks what the end screen shows: the totals, the
loss added up decision by decision (for the chart), the three costliest decisions, and the replay's
current step with a picture of the seat's grids as they stood (the cells it could cross framed
with their cost). The front end (``static/luckybox-review.js``) draws it as it is.

>>> from ludoteca.core.bots import make_bot, play_out
>>> game = Game(["Ana"], seed=2)
>>> game = play_out(game, {0: make_bot("luckybox", "greedy", game.rules)})
>>> panel = review_panel(game, 0, step=999)
>>> panel["step"] == len(panel["steps"]) - 1, panel["estimate"], "<svg" in panel["picture"]
(True, True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludoteca.luckybox.game import Game
from ludoteca.luckybox.review import STRENGTH, LuckyBoxReview, review, skill_trend

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = ["review_panel", "panel_step"]


def review_panel(
    game: Game, seat: int, step: int = 0, store: ScoreStore | None = None, result: LuckyBoxReview | None = None
) -> dict[str, Any]:
    """What the end screen's review of ``seat`` shows (``result``: that review, if made
    already); ``step`` (clamped) is the replay's."""
    result = result or review(game, seat)
    trend = skill_trend(result.player, store) if store is not None and game.players == 1 else None
    panel = {
        "seat": seat,
        "player": result.player,
        **result.panel(),
        "strength": {"advisor": STRENGTH[0], "clairvoyant": STRENGTH[1]},
        "steps": [
            {
                "round": d.turn,
                "number": d.position["number"],
                "kind": d.kind,
                "chosen": d.chosen,
                "best": d.best,
                "loss": round(d.loss, 2),
                "is_best": d.is_best(),
            }
            for d in result.decisions
        ],
        "trend": None
        if trend is None or trend["average_mean_loss"] is None
        else {"games": trend["games"], "mean_loss": round(trend["average_mean_loss"], 2)},
    }
    return panel_step(panel, result, step)


def panel_step(panel: dict[str, Any], result: LuckyBoxReview, step: int) -> dict[str, Any]:
    """``panel`` showing replay step ``step`` (clamped to the decisions), with its picture."""
    step = max(0, min(step, len(result.decisions) - 1))
    picture = result.grids_svg(result.decisions[step]) if result.decisions else ""
    return {**panel, "step": step, "picture": picture}
