"""Bonanza games in small JSON files: save any game, finished or not, and load it back.

The save is the game's own ``to_json`` inside core's envelope (:mod:`ludoteca.core.saves`):
the rules, the seed, the seats, the turn clock and the actions in notation. Loading replays
the actions, so the loaded game is exactly the saved position. These names are the ones the
notebooks use; each is one line over :class:`~ludoteca.bonanza.game.Game`.

>>> import pathlib, tempfile
>>> game = Game(["Ana"], seed=7)
>>> game.roll(); game.keep([game.dice[0]])
>>> path = save_game(game, pathlib.Path(tempfile.mkdtemp()) / "ana.json")
>>> load_game(path).to_json() == game.to_json()
True
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ludoteca.bonanza.game import Game
from ludoteca.core.saves import FORMAT

__all__ = ["FORMAT", "SAVE_VERSION", "from_save", "load_game", "save_game", "to_save"]

#: The save layout this ludoteca writes and reads.
SAVE_VERSION = Game.version


def to_save(game: Game) -> dict[str, Any]:
    """The save of ``game`` as a JSON-ready dict (what :func:`save_game` writes)."""
    if not isinstance(game, Game):
        raise TypeError(f"only a Bonanza Game can be saved here, not {type(game).__name__}")
    return game.to_json()


def save_game(game: Game, path: str | os.PathLike[str]) -> Path:
    """Write ``game`` to ``path`` atomically (a reader sees the old file or the new one)."""
    to_save(game)  # refuses what is not a Bonanza game
    return game.save(path)


def load_game(
    path: str | os.PathLike[str], *, clock: Callable[[], float] = time.monotonic, clock_waits: bool = False
) -> Game:
    """The game saved in ``path``; :class:`~ludoteca.core.errors.CorruptData` says what is wrong.

    A timed game starts its current turn's clock afresh (a full turn) when loaded, or, with
    ``clock_waits``, when ``game.start_clock()`` is called (a table does once it is on screen).
    """
    return Game.load(path, clock=clock, clock_waits=clock_waits)


def from_save(data: Any, *, clock: Callable[[], float] = time.monotonic, clock_waits: bool = False) -> Game:
    """The game a save dict describes (as from :func:`to_save` or the store's history)."""
    return Game.from_json(data, clock=clock, clock_waits=clock_waits)
