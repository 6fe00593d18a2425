"""The Bonanza coach: save and load games, review them against perfect play, keep them in
the history and follow a solo player's skill over time.

Files and their format are in :mod:`.saves`, the review in :mod:`.review`; this module
adds the history (the score store) and re-exports the rest, so one import is enough.

>>> from ludoteca.bonanza.bots import play_game
>>> from ludoteca.core.store import Store
>>> import pathlib, tempfile
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "scores.sqlite3")
>>> game = play_game(["optimal"], seed=3)
>>> history_id = remember(game, store)
>>> from_history(history_id, store).to_json() == game.to_json()
True
>>> skill_trend("Optimal 1", store)["games"]
1
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import Decision, Review, cumulative_loss, loss_chart_svg, review
from ludoteca.bonanza.saves import FORMAT, SAVE_VERSION, from_save, load_game, save_game, to_save
from ludoteca.core import history
from ludoteca.core.coach import trend_text

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = [
    "FORMAT",
    "SAVE_VERSION",
    "Decision",
    "Review",
    "cumulative_loss",
    "from_history",
    "from_save",
    "load_game",
    "loss_chart_svg",
    "remember",
    "review",
    "save_game",
    "skill_trend",
    "to_save",
]


def score_details(game: Game) -> dict[str, Any]:
    """What a solo score keeps besides the points: the review's loss against perfect play."""
    result = review(game, 0)
    return {"mean_loss": result.mean_loss, "total_loss": result.total_loss, "decisions": len(result.decisions)}


def remember(game: Game, store: ScoreStore | None = None, *, record_score: bool = True) -> int:
    """Put a finished game in the store's history (date, players, final scores and its
    save); for a solo game played to the end, also record the score with the player's
    mean loss per decision (``details["mean_loss"]``). Returns the history id.

    Calling this again for the same game and store adds nothing and returns the same id.
    """
    if not isinstance(game, Game):
        raise TypeError(f"remember needs a Bonanza Game, not {type(game).__name__}")
    return history.record(game, store, score=record_score)


def from_history(
    history_id: int, store: ScoreStore | None = None, *, clock: Callable[[], float] = time.monotonic
) -> Game:
    """The game kept in the history under ``history_id`` (see :func:`remember`)."""
    return history.from_history(history_id, Game, store, clock=clock)


def skill_trend(player: str, store: ScoreStore | None = None, last: int = 10) -> dict[str, Any]:
    """The player's last ``last`` solo scores (oldest first) with their mean loss per
    decision where known, the averages, the best score ever and a sentence to show.

    ``mean_loss_change`` is the newer half's average mean loss minus the older half's:
    below 0 means the player now gives away fewer points per decision.
    """
    out = history.skill_trend(Game.name, player, store, last)
    out["text"] = trend_text(out, estimate=False)  # the advisor is optimal: its figures are exact
    return out
