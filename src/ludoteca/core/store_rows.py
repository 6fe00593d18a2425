"""The values the store keeps, checked and put in the form its SQLite file holds them: names,
whole numbers, limits, times and JSON, and from them the rows of a score and of a saved game.
Each check raises a ValueError that says what is wrong and what is allowed, before anything is
written; :mod:`ludoteca.core.store` runs them and keeps the queries.

>>> score_row("bonanza", " Ana ", 231, "2026-01-01T00:00:00.000000+00:00", {})
('bonanza', 'Ana', 231, '2026-01-01T00:00:00.000000+00:00', '{}')
"""

from __future__ import annotations

import json
import numbers
from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any

__all__ = ["MAX_NAME", "game_row", "json_text", "limit", "name", "number", "score_row", "timestamp"]

#: The longest game or player name the store keeps (characters).
MAX_NAME = 100
_INT64 = range(-(2**63), 2**63)


def game_row(
    game: str, players: Sequence[str], scores: Sequence[int], data: Mapping[str, Any], played_at: datetime | None
) -> tuple[str, ...]:
    """The checked row of a saved game; ValueError says what is wrong."""
    if isinstance(players, str) or not isinstance(players, Sequence) or not players:
        raise ValueError(f"players must be a non-empty list of names, not {players!r}")
    names = [name(p, "player name") for p in players]
    if isinstance(scores, str) or not isinstance(scores, Sequence) or len(scores) != len(names):
        raise ValueError(f"scores must be a list with one score per player ({len(names)}), not {scores!r}")
    points = [number(s, "score") for s in scores]
    return (
        name(game, "game name"),
        timestamp(played_at),
        json.dumps(names),
        json.dumps(points),
        json_text(data, "game data", mapping=True),
    )


def score_row(game: str, player: str, score: int, played_at: str, details: Mapping[str, Any]) -> tuple[Any, ...]:
    """The checked row of a score (``played_at`` already in the stored form); ValueError says what is wrong."""
    return (
        name(game, "game name"),
        name(player, "player name"),
        number(score, "score"),
        played_at,
        json_text(details, "details", mapping=True),
    )


def timestamp(when: datetime | None) -> str:
    """``when`` (None: now) as the store writes times: UTC, ISO 8601, to the microsecond."""
    if when is None:
        when = datetime.now(timezone.utc)
    elif not isinstance(when, datetime) or when.tzinfo is None:
        raise ValueError(f"played_at must be a timezone-aware datetime, not {when!r}")
    return when.astimezone(timezone.utc).isoformat(timespec="microseconds")


def name(value: object, what: str) -> str:
    """``value`` stripped, if it is text of 1 to :data:`MAX_NAME` characters."""
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text, not {value!r}")
    text = value.strip()
    if not text:
        raise ValueError(f"{what} must not be empty")
    if len(text) > MAX_NAME:
        raise ValueError(f"{what} is too long ({len(text)} characters; at most {MAX_NAME})")
    return text


def number(value: object, what: str) -> int:
    """``value`` as an int, if it is a whole number (not a bool) that fits in 64 bits."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    whole = int(value)
    if whole not in _INT64:
        raise ValueError(f"{what} {whole} is too large to store")
    return whole


def limit(value: object) -> int:
    """How many rows a query may return: a whole number, 1 or more."""
    count = number(value, "limit")
    if count < 1:
        raise ValueError(f"limit must be at least 1, not {count}")
    return count


def json_text(value: object, what: str, *, mapping: bool) -> str:
    """``value`` as JSON text (a dict if ``mapping``); numpy numbers and arrays become lists and numbers."""
    if mapping and not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a dict, not {value!r}")
    try:
        return json.dumps(value, allow_nan=False, default=_plain)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{what} cannot be stored as JSON: {exc}") from None


def _plain(value: object) -> Any:
    # numpy scalars and arrays have .tolist(); anything else is refused.
    if hasattr(value, "tolist"):
        return value.tolist()
    raise TypeError(f"{type(value).__name__} {value!r} is not JSON")
