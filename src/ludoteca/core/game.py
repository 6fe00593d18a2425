"""The shape every ludoteca game shares.

A game is a state machine with one door in and one door out:

- ``apply(action)`` checks the action against the rules and then performs it.
  The check happens before anything moves, so an illegal action raises
  :class:`~ludoteca.core.errors.IllegalAction` and leaves the game exactly as it was.
- ``view(seat)`` returns plain JSON with everything that seat may see.

Games are rebuilt from ``(rules, seed, actions)`` by :meth:`Game.replay`, and
``to_json``/``from_json`` store exactly that. Widgets (or anyone else) may
``subscribe`` to hear about every change, whoever made it.
"""
from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar

from ludoteca.core.errors import IllegalAction


class Game(ABC):
    """Base class of the games: check-before-change ``apply`` and change listeners."""

    #: A short name used in saved files ("bonanza").
    name: ClassVar[str] = "game"

    def __init__(self) -> None:
        self._listeners: list[weakref.ref | weakref.WeakMethod] = []

    # -- the one door in -------------------------------------------------
    def apply(self, action: Any) -> None:
        """Play ``action`` (an action object, its notation, or its JSON dict).

        Raises :class:`IllegalAction` (and changes nothing) when the rules forbid it.
        """
        action = self.parse_action(action)
        self._check(action)
        self._perform(action)
        self._changed()

    def can_apply(self, action: Any) -> bool:
        """Whether ``apply(action)`` would succeed now."""
        try:
            self._check(self.parse_action(action))
        except IllegalAction:
            return False
        return True

    @abstractmethod
    def parse_action(self, action: Any) -> Any:
        """Turn notation or a front-end dict into an action; raise ``MalformedAction`` if unreadable."""

    @abstractmethod
    def _check(self, action: Any) -> None:
        """Raise ``IllegalAction`` if ``action`` is not allowed now. Must not change anything."""

    @abstractmethod
    def _perform(self, action: Any) -> None:
        """Carry out an action that passed ``_check``."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every action allowed now, in a fixed order."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    # -- the one door out ------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None = None) -> dict[str, Any]:
        """JSON-ready picture of the game as ``seat`` sees it (no hidden information)."""

    # -- saving ----------------------------------------------------------
    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Everything needed to rebuild this game: rules, seed, seats, actions."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any]) -> "Game":
        """Rebuild a game saved by :meth:`to_json`."""

    # -- listeners -------------------------------------------------------
    def subscribe(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` after every change. Bound methods are held weakly."""
        ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else weakref.ref(callback)
        self._listeners.append(ref)

    def unsubscribe(self, callback: Callable[[], None]) -> None:
        self._listeners = [r for r in self._listeners if r() not in (None, callback)]

    def _changed(self) -> None:
        alive = []
        for ref in self._listeners:
            callback = ref()
            if callback is not None:
                alive.append(ref)
                callback()
        self._listeners = alive

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_listeners"] = []
        return state

    def __deepcopy__(self, memo: dict) -> "Game":
        # A copy is a new game with the same history; it has no listeners.
        return type(self).from_json(self.to_json())
