"""What an environment needs to know about one game: its fixed action numbering, how a
seat's view becomes numbers, and the score a reward follows.

Every environment in :mod:`ludoteca.envs` is one of three shapes (one player, players in
turn, players at once) over a :class:`Spec`. A spec reads only ``view(seat)``: the legal
actions come from the view's ``legal`` list and the observation from the rest of it, so an
agent never learns more than a player at the table would.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

import numpy as np

from ludoteca.core.game import Game

__all__ = ["LOW", "HIGH", "CatalogSpec", "Spec"]

#: Bounds of every number in an observation (scores included, with room to spare).
LOW, HIGH = -2000.0, 2000.0


class Spec(ABC):
    """One game as environments see it (see the module docstring)."""

    #: The game's registry name ("bonanza").
    name: str
    #: How many actions the game can ever take: the size of the Discrete action space.
    actions: int

    @abstractmethod
    def new_game(self, players: int, seed: int) -> Game:
        """A new game of ``players`` seats, dealt exactly as ``Game(..., seed=seed)`` deals it."""

    def view(self, game: Game, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (the game's own ``view``; a spec may skip costly extras)."""
        return game.view(seat)

    @abstractmethod
    def size(self, players: int) -> int:
        """The length of the observation vector at a table of ``players``."""

    @abstractmethod
    def observe(self, view: dict[str, Any], players: int) -> np.ndarray:
        """The observation vector of the seat ``view`` is for (float32, within LOW..HIGH)."""

    @abstractmethod
    def legal(self, view: dict[str, Any]) -> Iterable[int]:
        """The numbers of the actions the view's seat may play now (from ``view["legal"]``)."""

    @abstractmethod
    def action(self, index: int, seat: int) -> Any:
        """The game action numbered ``index``, played by ``seat``."""

    @abstractmethod
    def index(self, action: Any) -> int:
        """The number of a game action; ValueError if the environments leave it out."""

    @abstractmethod
    def scores(self, view: dict[str, Any]) -> list[int]:
        """Every seat's score as it stands (final once the game is over): public in every game."""

    def score(self, view: dict[str, Any]) -> int:
        """The view's seat's score as it stands."""
        return self.scores(view)[view["seat"]]

    def mask(self, view: dict[str, Any]) -> np.ndarray:
        """1 for each action the view's seat may play now, else 0 (int8, one per action)."""
        out = np.zeros(self.actions, dtype=np.int8)
        out[list(self.legal(view))] = 1
        return out

    def check_index(self, index: Any) -> int:
        """``index`` as an action number; ValueError says what is allowed."""
        if isinstance(index, np.integer):
            index = int(index)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < self.actions:
            raise ValueError(f"a {self.name} action is a whole number 0 to {self.actions - 1}, not {index!r:.40}")
        return index


class CatalogSpec(Spec):
    """A spec whose actions are one fixed list that names no seat (Bonanza's, MAGDAGDON's):
    an action's number is its place in :attr:`catalog`."""

    #: Every action an environment may play, in the order of their numbers.
    catalog: tuple[Any, ...]
    #: The game's name as players write it, for messages ("Bonanza").
    title: str

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "catalog" in cls.__dict__:
            cls.actions = len(cls.catalog)
            cls._numbers = {action: i for i, action in enumerate(cls.catalog)}
            cls._by_text = {str(action): i for i, action in enumerate(cls.catalog)}

    _numbers: dict[Any, int]
    _by_text: dict[str, int]

    def legal(self, view: dict[str, Any]) -> list[int]:
        return [self._by_text[text] for text in view["legal"] if text in self._by_text]

    def action(self, index: int, seat: int) -> Any:
        return self.catalog[self.check_index(index)]

    def index(self, action: Any) -> int:
        if action not in self._numbers:
            raise ValueError(f"{action} is not one of the {self.actions} actions of the {self.title} environments")
        return self._numbers[action]
