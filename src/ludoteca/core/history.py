"""Finished games in the score store: a listener records them, outside the engines.

``watch(game)`` attaches a listener; when the game ends it is recorded once, in one
transaction: its save in the history, and for a solo game played to the end, the score under
the game's best-scores key
(the game's name, plus its rules variant when it has one: ``"magdagdon/nightmare"``). A game's
declaration in the registry may name details each score keeps (Bonanza's mean loss per decision). Recording
never runs while a game is replayed (a replayed game has no listeners), and a full disk or a
broken store only warns: it never takes the finished game down.

>>> from ludoteca.bonanza.bots import play_game
>>> from ludoteca.core.store import Store
>>> import pathlib, tempfile
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "scores.sqlite3")
>>> game = play_game(["greedy"], seed=3)
>>> record(game, store) == record(game, store)  # once, however often it is called
True
>>> best_score(game, "Greedy 1", store) == game.sheets[0].total()
True
"""

from __future__ import annotations

import numbers
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ludoteca.core import registry
from ludoteca.core.errors import CorruptData
from ludoteca.core.game import Game

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

G = TypeVar("G", bound=Game)

__all__ = [
    "best_score",
    "best_scores",
    "from_history",
    "record",
    "score_key",
    "skill_trend",
    "watch",
]


def _store(store: ScoreStore | None) -> ScoreStore:
    if store is None:
        from ludoteca.core.store import default_store

        return default_store()
    return store


def score_key(game: Game | type[Game] | str, variant: str = "") -> str:
    """The key of a game's best scores in the store: its name, then ``/variant`` if any."""
    name = game if isinstance(game, str) else game.name
    if not isinstance(game, (str, type)):
        variant = game.variant()
    return f"{name}/{variant}" if variant else name


def record(game: Game, store: ScoreStore | None = None, *, score: bool = True) -> int:
    """Put a finished game in the store's history (once: the same game again returns the same
    id) and, when ``score`` and it is a solo game played to the end, its score under
    :func:`score_key`. Returns the history id."""
    if not isinstance(game, Game):
        raise TypeError(f"only a ludoteca game goes into the history, not {type(game).__name__}")
    outcome = game.outcome()
    if outcome is None:
        raise ValueError("only a finished game goes into the history; save an unfinished one with game.save")
    store = _store(store)
    data = game.to_json()
    found = store.find_game(game.name, data)
    if found is not None:
        return int(found)
    players = [seat.name for seat in game.seats]
    solo = None
    if score and game.players == 1 and not getattr(game, "gave_up", [False])[0]:
        details = {"seed": game.seed, "rules": game.rules.to_json()}
        known = game.name in {info.name for info in registry.games()}
        extra = registry.details(game.name) if known else None
        if extra is not None:  # worked out before anything is written: one transaction writes all
            details.update(extra(game))
        solo = (score_key(game), outcome.scores[0], details)
    return int(store.record_finished(game.name, players, list(outcome.scores), data, solo))


def watch(
    game: Game, store: ScoreStore | None = None, *, score: bool = True, on_record: Callable[[int], None] | None = None
) -> None:
    """Record ``game`` in ``store`` (the default store for None) when it ends, once.
    ``on_record(history_id)`` is called after it is recorded."""
    done = False

    def listener() -> None:
        nonlocal done
        if done or not game.is_terminal():
            return
        done = True
        try:
            history_id = record(game, store, score=score)
        except Exception as error:  # a full disk must not take the finished game down with it
            warnings.warn(f"could not record the game: {error}", RuntimeWarning, stacklevel=2)
            return
        if on_record is not None:
            on_record(history_id)

    game.subscribe(listener, weak=False)
    listener()  # a game that is already over is recorded now


def from_history(history_id: int, game_type: type[G], store: ScoreStore | None = None, **options: Any) -> G:
    """The game kept in the history under ``history_id``, rebuilt as a ``game_type``."""
    entry = _store(store).load_game(history_id)
    if entry["game"] != game_type.name:
        raise CorruptData(
            f"history entry {history_id} is a game of {entry['game']}, not {game_type.title}", code="not_a_save"
        )
    return game_type.from_json(entry["data"], **options)


def best_score(
    game: Game | type[Game] | str, player: str, store: ScoreStore | None = None, variant: str = ""
) -> int | None:
    """``player``'s best solo score at ``game`` (and its rules variant), or None."""
    return _store(store).best_score(score_key(game, variant), player)


def best_scores(
    game: Game | type[Game] | str, player: str, store: ScoreStore | None = None, variant: str = "", limit: int = 10
) -> list[dict[str, Any]]:
    """``player``'s best solo scores, highest first (the earlier first on a tie): each with
    its date and details."""
    rows = _store(store).recent_scores(score_key(game, variant), player, 10_000)
    return sorted(rows, key=lambda row: (-row["score"], row["played_at"], row["id"]))[:limit]


def skill_trend(
    game: Game | type[Game] | str,
    player: str,
    store: ScoreStore | None = None,
    last: int = 10,
    variant: str = "",
    metric: str = "mean_loss",
) -> dict[str, Any]:
    """``player``'s last ``last`` solo scores (oldest first) with the ``metric`` each score's
    details hold (a loss per decision: lower is better), the averages and the best score.

    ``mean_loss_change`` is the newer half's average of the metric minus the older half's:
    below 0 means the player now gives away fewer points per decision.
    """
    store = _store(store)
    rows = store.recent_scores(score_key(game, variant), player, last)[::-1]
    scores = [row["score"] for row in rows]
    losses = [_metric(row["details"], metric) for row in rows]
    known = [loss for loss in losses if loss is not None]
    half = len(known) // 2
    return {
        "player": player,
        "games": len(rows),
        "scores": scores,
        "mean_losses": losses,
        "played_at": [row["played_at"] for row in rows],
        "average_score": _mean(scores) if scores else None,
        "average_mean_loss": _mean(known) if known else None,
        "mean_loss_change": _mean(known[-half:]) - _mean(known[:half]) if half else None,
        "best_score": store.best_score(score_key(game, variant), player),
    }


def _metric(details: Any, metric: str) -> float | None:
    value = details.get(metric) if isinstance(details, dict) else None
    # typeshed's numbers.Real declares no __ge__, though every real number has one
    if isinstance(value, numbers.Real) and not isinstance(value, bool) and value >= 0:  # type: ignore[operator]
        return float(value)
    return None


def _mean(values: list[float] | list[int]) -> float:
    return sum(values) / len(values)
