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

import numbers
import threading
import time
import weakref
from typing import Any, Callable

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import Decision, Review, cumulative_loss, loss_chart_svg, review
from ludoteca.bonanza.saves import FORMAT, SAVE_VERSION, from_save, load_game, save_game, to_save
from ludoteca.core.errors import CorruptData

__all__ = [
    "FORMAT", "SAVE_VERSION", "Decision", "Review", "cumulative_loss", "from_history", "from_save", "load_game",
    "loss_chart_svg", "remember", "review", "save_game", "skill_trend", "to_save",
]

#: Games already put in a store by :func:`remember` (game -> {store path: history id}),
#: so that calling it twice (say, from the widget and from the game) adds one row.
_remembered: "weakref.WeakKeyDictionary[Game, dict[str, int]]" = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def _store(store: Any) -> Any:
    if store is None:
        from ludoteca.core.store import default_store

        return default_store()
    return store


def remember(game: Game, store: Any = None, *, record_score: bool | None = None) -> int:
    """Put a finished game in the store's history (date, players, final scores and its
    save); for a solo game played to the end, also record the score with the player's
    mean loss per decision (``details["mean_loss"]``). Returns the history id.

    ``record_score=None`` records that score unless the game records it itself (a game
    given a store does, when it ends); True or False decide it outright. Calling this
    again for the same game and store adds nothing and returns the same id.
    """
    if not isinstance(game, Game):
        raise TypeError(f"remember needs a Bonanza Game, not {type(game).__name__}")
    if not game.is_terminal():
        raise ValueError("only a finished game goes into the history; save an unfinished one with save_game")
    store = _store(store)
    where = str(getattr(store, "path", id(store)))
    with _lock:
        done = _remembered.setdefault(game, {})
        if where in done:
            return done[where]
        players = [seat.name for seat in game.seats]
        scores = [sheet.total() for sheet in game.sheets]
        history_id = store.record_game("bonanza", players, scores, data=to_save(game))
        done[where] = history_id
    if record_score is None:
        record_score = not _engine_recorded_score(game)
    if record_score and game.players == 1 and not game.gave_up[0]:
        result = review(game, 0)
        store.record_score("bonanza", players[0], scores[0], details={
            "seed": game.seed, "rules": game.rules.to_json(), "mean_loss": result.mean_loss,
            "total_loss": result.total_loss, "decisions": len(result.decisions), "history_id": history_id})
    return history_id


def _engine_recorded_score(game: Game) -> bool:
    # A game created (or loaded) with a store remembers itself (score included) when it
    # ends; recording the score here as well would count it twice.
    return getattr(game, "store", None) is not None


def from_history(history_id: int, store: Any = None, *, clock: Callable[[], float] = time.monotonic) -> Game:
    """The game kept in the history under ``history_id`` (see :func:`remember`)."""
    record = _store(store).load_game(history_id)
    if record["game"] != "bonanza":
        raise CorruptData(f"history entry {history_id} is a game of {record['game']}, not Bonanza",
                          code="not_a_save")
    return from_save(record["data"], clock=clock)


def skill_trend(player: str, store: Any = None, last: int = 10) -> dict[str, Any]:
    """The player's last ``last`` solo scores (oldest first) with their mean loss per
    decision where known, the averages, the best score ever and a sentence to show.

    ``mean_loss_change`` is the newer half's average mean loss minus the older half's:
    below 0 means the player now gives away fewer points per decision.
    """
    store = _store(store)
    rows = store.recent_scores("bonanza", player, last)[::-1]
    scores = [row["score"] for row in rows]
    losses = [_loss(row["details"]) for row in rows]
    known = [loss for loss in losses if loss is not None]
    half = len(known) // 2
    change = _mean(known[-half:]) - _mean(known[:half]) if half else None
    out = {
        "player": player, "games": len(rows), "scores": scores, "mean_losses": losses,
        "played_at": [row["played_at"] for row in rows],
        "average_score": _mean(scores) if scores else None,
        "average_mean_loss": _mean(known) if known else None,
        "mean_loss_change": change,
        "best_score": store.best_score("bonanza", player),
    }
    out["text"] = _trend_text(out)
    return out


def _loss(details: Any) -> float | None:
    value = details.get("mean_loss") if isinstance(details, dict) else None
    if isinstance(value, numbers.Real) and not isinstance(value, bool) and value >= 0:
        return float(value)
    return None


def _mean(values: list[float] | list[int]) -> float:
    return sum(values) / len(values)


def _trend_text(trend: dict[str, Any]) -> str:
    name, games = trend["player"], trend["games"]
    if not games:
        return f"No solo games yet for {name}."
    text = (f"{name}'s last {games} game{'s' if games != 1 else ''}: average score "
            f"{trend['average_score']:.1f}, best ever {trend['best_score']}")
    if trend["average_mean_loss"] is not None:
        text += f"; {trend['average_mean_loss']:.2f} expected points lost per decision"
    change = trend["mean_loss_change"]
    if change is not None and abs(change) >= 0.005:
        text += f" ({'down' if change < 0 else 'up'} {abs(change):.2f} from the earlier games)"
    return text + "."
