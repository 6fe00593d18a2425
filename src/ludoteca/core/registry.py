"""The one list of games: each game declared once, with everything that is known of it.

A game's :class:`GameInfo` names its package (whose ``Game`` is the engine), its advisor, its
bots, its table widget, what its solo scores keep in the history and the pictures it shows
itself with in a notebook. Everything that needs "every game" (the lazy ``ludoteca.<game>``
access, the catalogs of words, the bot registry, :meth:`Game.hints`, the history, a notebook's
picture of a game) reads it here and nowhere else. A new game adds itself with
:func:`register_game` (see docs/adding-a-game.md); the modules named here are imported on first
use, so ``import ludoteca`` stays light and an engine never imports what sits above it.

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
from typing import Any, ClassVar

__all__ = [
    "GameInfo",
    "SvgPicture",
    "advisor",
    "details",
    "engine",
    "game_info",
    "games",
    "picture",
    "register_game",
    "table",
    "unregister_game",
]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game's one declaration. ``advisor`` is ``"module:function"``, the function being
    ``(game, seat, top) -> list[Hint]``; ``bots`` is the module that registers its bots;
    ``table`` is ``"module:Class"``, its table widget (what a room is rebuilt with);
    ``details`` is ``"module:function"``, ``details(game) -> dict``: what a solo score keeps in
    the history besides the points; ``pictures`` pairs a class of the game (``"Game"``, or a
    piece such as ``"Board"``) with the ``"module:function"`` that draws it in a notebook (HTML
    for the game, SVG for a piece); ``locales`` whether the package has a ``locales/`` folder of
    words; ``assistant`` is ``"module:NAME"``, the game's rules assistant (an
    :class:`ludoteca.core.assistant_game.AssistantGame`), if it has one."""

    name: str
    package: str
    advisor: str | None = None
    bots: str | None = None
    table: str | None = None
    details: str | None = None
    pictures: tuple[tuple[str, str], ...] = ()
    locales: bool = True
    assistant: str | None = None


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
    return _function(game_info(name).advisor)


def details(name: str) -> Callable[[Any], dict[str, Any]] | None:
    """What a solo score of game ``name`` keeps in the history (imported now), or None."""
    return _function(game_info(name).details)


def picture(name: str, kind: str) -> Callable[[Any], str] | None:
    """The function that draws ``kind`` (a class name: ``"Game"``, ``"Board"``...) of game
    ``name`` in a notebook (imported now), or None if the game gives it no picture, or is no
    game of the registry (the start notebook's dice cup): the notebook then shows its ``repr``.

    >>> picture("magdagdon", "Board").__name__, picture("bonanza", "Board"), picture("cup", "Game")
    ('board_svg', None, None)
    """
    if name not in _GAMES:
        return None
    return _function(dict(_GAMES[name].pictures).get(kind))


def _function(path: str | None) -> Any:
    if path is None:
        return None
    module, _, function = path.partition(":")
    return getattr(importlib.import_module(module), function)


class SvgPicture:
    """A piece of a game that draws itself in a notebook (``_repr_svg_``) with the picture its
    game's declaration names for its class; the piece's module never imports the picture."""

    __slots__ = ()
    #: The game the piece belongs to.
    game_name: ClassVar[str] = ""

    def _repr_svg_(self) -> str | None:
        draw = picture(self.game_name, type(self).__name__)
        return None if draw is None else draw(self)


for _info in (
    GameInfo(
        "bonanza",
        "ludoteca.bonanza",
        advisor="ludoteca.bonanza.advisor:advise",
        bots="ludoteca.bonanza.bots",
        table="ludoteca.bonanza.widget:Table",
        details="ludoteca.bonanza.coach:score_details",
        pictures=(("Game", "ludoteca.bonanza.pictures:board_html"),),
        assistant="ludoteca.bonanza.assistant:ASSISTANT",
    ),
    GameInfo(
        "luckybox",
        "ludoteca.luckybox",
        advisor="ludoteca.luckybox.advisor:advise",
        bots="ludoteca.luckybox.bots",
        table="ludoteca.luckybox.widget:Table",
        details="ludoteca.luckybox.review:score_details",
        pictures=(("Card", "ludoteca.luckybox.pictures:svg"),),
        assistant="ludoteca.luckybox.assistant:ASSISTANT",
    ),
    GameInfo(
        "magdagdon",
        "ludoteca.magdagdon",
        advisor="ludoteca.magdagdon.advisor:advise",
        bots="ludoteca.magdagdon.bots",
        table="ludoteca.magdagdon.widget:Table",
        details="ludoteca.magdagdon.review:score_details",
        pictures=(
            ("Game", "ludoteca.magdagdon.pictures:game_html"),
            ("Board", "ludoteca.magdagdon.pictures:board_svg"),
        ),
        assistant="ludoteca.magdagdon.assistant:ASSISTANT",
    ),
):
    register_game(_info)
