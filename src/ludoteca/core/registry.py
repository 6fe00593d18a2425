"""The one list of games: each game's name, package, advisor and bots, in one place.

Everything that needs "every game" (the lazy ``ludoteca.<game>`` access, the catalogs of
words, the bot registry, :meth:`Game.hints`) reads :data:`GAMES`. A new game adds itself with
:func:`register_game` (see docs/adding-a-game.md); the modules named here are imported on first
use, so ``import ludoteca`` stays light and an engine never imports its own advisor.

>>> game_info("bonanza").advisor
'ludoteca.bonanza.advisor:advise'
>>> game_info("chess")
Traceback (most recent call last):
...
ValueError: no game is called 'chess'; the games are bonanza, luckybox, ...
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["GameInfo", "advisor", "engine", "game_info", "games", "register_game", "table", "unregister_game"]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Where a game lives. ``advisor`` is ``"module:function"``, the function being
    ``(game, seat, top) -> list[Hint]``; ``bots`` is the module that registers its bots;
    ``table`` is ``"module:Class"``, its table widget (what a room is rebuilt with);
    ``locales`` whether the package has a ``locales/`` folder of words."""

    name: str
    package: str
    advisor: str | None = None
    bots: str | None = None
    table: str | None = None
    locales: bool = True


_GAMES: dict[str, GameInfo] = {}
_ordered: tuple[GameInfo, ...] = ()
_SEAT_KINDS: dict[str, list[str]] = {}


def register_game(info: GameInfo) -> None:
    """Add (or replace) a game in the registry."""
    global _ordered
    _GAMES[info.name] = info
    _ordered = tuple(_GAMES[name] for name in sorted(_GAMES))


def unregister_game(name: str) -> None:
    """Take game ``name`` out of the registry (a test's game, say); nothing if it is not there."""
    global _ordered
    _GAMES.pop(name, None)
    _ordered = tuple(_GAMES[name] for name in sorted(_GAMES))


def games() -> tuple[GameInfo, ...]:
    """Every registered game, in alphabetical order of name. The same tuple until the registry
    changes, so a reader may cache what it derives from it (the catalogs of words do)."""
    return _ordered


def add_seat_kind(game: str, kind: str) -> None:
    """Let a seat of ``game`` be played by ``kind`` besides the game's own bot kinds (a policy
    made a bot kind, see ``ludoteca.envs.register_policy``); the kind's bot must be registered."""
    if kind not in _SEAT_KINDS.setdefault(game, []):
        _SEAT_KINDS[game].append(kind)


def seat_kinds(game: str) -> tuple[str, ...]:
    """The kinds :func:`add_seat_kind` added to ``game``'s seats, in the order they came."""
    return tuple(_SEAT_KINDS.get(game, ()))


def game_info(name: str) -> GameInfo:
    """The game called ``name``; ValueError names the games there are."""
    if name not in _GAMES:
        raise ValueError(f"no game is called {name!r:.40}; the games are {', '.join(sorted(_GAMES))}")
    return _GAMES[name]


def engine(name: str) -> Any:
    """The engine class of game ``name``: its package's ``Game`` (imported now).

    >>> engine("bonanza").__module__
    'ludoteca.bonanza.game'
    """
    return importlib.import_module(game_info(name).package).Game


def table(name: str) -> Any:
    """The table widget class of game ``name`` (imported now); ValueError if it has none.

    >>> table("luckybox").__name__
    'Table'
    """
    path = game_info(name).table
    if path is None:
        raise ValueError(f"the game {name!r} has no table widget registered")
    module, _, cls = path.partition(":")
    return getattr(importlib.import_module(module), cls)


def advisor(name: str) -> Callable[[Any, int, int], list[Any]] | None:
    """The advisor function of game ``name`` (imported now), or None if it has none."""
    path = game_info(name).advisor
    if path is None:
        return None
    module, _, function = path.partition(":")
    return getattr(importlib.import_module(module), function)


for _info in (
    GameInfo(
        "bonanza",
        "ludoteca.bonanza",
        advisor="ludoteca.bonanza.advisor:advise",
        bots="ludoteca.bonanza.bots",
        table="ludoteca.bonanza.widget:Table",
    ),
    GameInfo(
        "luckybox",
        "ludoteca.luckybox",
        advisor="ludoteca.luckybox.advisor:advise",
        bots="ludoteca.luckybox.bots",
        table="ludoteca.luckybox.widget:Table",
    ),
    GameInfo(
        "magdagdon",
        "ludoteca.magdagdon",
        advisor="ludoteca.magdagdon.advisor:advise",
        bots="ludoteca.magdagdon.bots",
        table="ludoteca.magdagdon.widget:Table",
    ),
):
    register_game(_info)
