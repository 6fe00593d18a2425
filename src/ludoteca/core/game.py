"""The shape every ludoteca game shares: one template, games fill in the hooks.

A game object holds its rules, seats, seed, state and the log of the actions it applied;
nothing else (no store, no advisor, no files). It has one door in and one door out:

- ``apply(action)`` runs parse -> check -> perform -> log -> notify. The check happens
  before anything moves, so an illegal action raises
  :class:`~ludoteca.core.errors.IllegalAction` and leaves the game exactly as it was. The
  perform step is atomic too: should it fail halfway (a bug, an advisor that breaks), the
  game is put back as it was before the action, from a snapshot taken just before (a game
  names what its actions change in place, :meth:`Game._copies`, so the snapshot is cheap).
- ``view(seat)`` returns plain JSON with everything that seat may see; the game's
  ``_hide`` hook removes what belongs to other seats (a private offer of cards). Reading
  never changes the game: time passes only through :meth:`Game.tick`, called by whoever
  drives the game (a widget's timer, a test's fake clock).

``to_act()`` names the seats the game waits for: one seat in a turn-based game, several
at once in a simultaneous one. Every action is played by one seat (:meth:`Game.actor`).

A game is rebuilt from ``(rules, seed, seats, actions)`` by :meth:`Game.replay`; its
``to_json`` is its one save format, inside the envelope of :mod:`ludoteca.core.saves`.
Listeners (``subscribe``) hear about every change, whoever made it; that is how widgets
redraw and how :mod:`ludoteca.core.history` records a finished game, outside the engine.
"""

from __future__ import annotations

import copy
import os
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from ludoteca.core import registry, saves
from ludoteca.core.errors import CorruptData, IllegalAction, LudotecaError
from ludoteca.core.hints import Hint
from ludoteca.core.outcome import Outcome
from ludoteca.core.seats import Seat, make_seats

__all__ = ["Game", "Outcome"]

G = TypeVar("G", bound="Game")


class Game(ABC):
    """Base class of the games (see the module docstring)."""

    #: A short name used in saves, the store and the catalogs ("bonanza").
    name: ClassVar[str] = "game"
    #: The game's name as players write it ("Bonanza").
    title: ClassVar[str] = "Game"
    #: The layout of this game's save; bump it when the layout or the notation changes.
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    #: Who may sit at a seat besides a person: the game's bot kinds.
    bot_kinds: ClassVar[tuple[str, ...]] = ()
    #: The rules class, which has ``to_json`` and ``from_json``.
    rules_type: ClassVar[Any] = None
    #: Attributes no action changes (or caches keyed by position): the deep copy that makes an
    #: action atomic (for a game without :meth:`_copies`) shares them. The log is appended after
    #: an action.
    fixed: ClassVar[tuple[str, ...]] = ("seats", "rules", "seed", "actions", "replaying", "_listeners")
    #: Whether a turn clock waits for :meth:`start_clock` (a game with such a clock sets its own).
    clock_waiting: bool = False

    def __init__(self, players: int | Sequence[Any], seed: int, rules: Any) -> None:
        if self.rules_type is not None and not isinstance(rules, self.rules_type):
            raise TypeError(f"rules must be a {self.rules_type.__name__}, not {type(rules).__name__}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be a whole number, not {seed!r:.40}")
        self.seats: tuple[Seat, ...] = make_seats(
            players, self.min_players, self.max_players, kinds=self.seat_kinds(), title=self.title
        )
        self.rules, self.seed = rules, seed
        self.actions: list[Any] = []
        self.replaying = False
        self._listeners: list[Callable[[], Any]] = []

    @classmethod
    def seat_kinds(cls) -> tuple[str, ...]:
        """Who may play a seat: "human", the game's bot kinds, then any kind added since
        (:func:`ludoteca.core.registry.add_seat_kind`)."""
        return ("human", *cls.bot_kinds, *registry.seat_kinds(cls.name))

    @property
    def players(self) -> int:
        return len(self.seats)

    def variant(self) -> str:
        """The rules variant best scores are kept under ("" for the game's standard rules)."""
        return ""

    # -- the one door in -------------------------------------------------------
    def apply(self, action: Any) -> None:
        """Play ``action`` (an action object, its notation, or its front-end dict).

        Raises :class:`IllegalAction` (and changes nothing) when the rules forbid it.
        """
        action = self.parse_action(action)
        self._check(action)
        logged = self._perform(action) if self.replaying else self._perform_atomically(action)
        self.actions.append(action if logged is None else logged)
        self._changed()

    def _perform_atomically(self, action: Any) -> Any:
        """``_perform(action)``, or, if it raises, the game exactly as it was and the error.
        A replay skips the snapshot, as a failed replay is thrown away."""
        before = self._snapshot()
        try:
            return self._perform(action)
        except BaseException:
            self.__dict__.clear()
            self.__dict__.update(before)
            raise

    def _snapshot(self) -> dict[str, Any]:
        """The attributes as they are, with copies of those an action changes in place
        (:meth:`_copies`): putting these back undoes any action. A game that names none gets a
        deep copy sharing only the :attr:`fixed` attributes and what a clone shares with it."""
        copies = self._copies()
        if copies is not None:
            return {**self.__dict__, **copies}
        shared = [self.__dict__[name] for name in self.fixed if name in self.__dict__]
        shared += self._clone_options().values()
        return copy.deepcopy(self.__dict__, {id(value): value for value in shared})

    def _copies(self) -> dict[str, Any] | None:
        """Fresh copies of every attribute an action may change in place (a list it appends
        to, a sheet it writes in, a random generator it draws from); every other attribute must
        only ever be replaced, never changed. None (the default): deep-copy the game instead."""
        return None

    def can_apply(self, action: Any) -> bool:
        """Whether ``apply(action)`` would succeed now (it changes nothing)."""
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def check(self, action: Any) -> None:
        """Raise :class:`IllegalAction` saying why ``action`` is not allowed now; else nothing."""
        self._check(self.parse_action(action))

    def actor(self, action: Any) -> int | None:
        """The seat that plays ``action``: its own ``seat``, else the one seat to act."""
        seat = getattr(action, "seat", None)
        if seat is not None:
            return int(seat)
        waiting = self.to_act()
        return waiting[0] if len(waiting) == 1 else None

    @abstractmethod
    def parse_action(self, action: Any) -> Any:
        """Turn notation or a front-end dict into an action; raise ``MalformedAction`` if unreadable."""

    @abstractmethod
    def _check(self, action: Any) -> None:
        """Raise ``IllegalAction`` if ``action`` is not allowed now. Must not change anything."""

    @abstractmethod
    def _perform(self, action: Any) -> Any:
        """Carry out an action that passed ``_check``; may return the action to log instead
        (say, a timeout with the box the clock chose)."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every action allowed now, in a fixed order."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """The seats the game is waiting for, in seat order (empty once it is over)."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while playing; then the scores, places and winners."""

    def running_scores(self) -> list[int | None]:
        """Each seat's score so far, as everyone at the table may see it (a teacher's page shows
        these): the outcome's once the game is over; before, a game that keeps running totals
        says them, others None."""
        outcome = self.outcome()
        if outcome is not None:
            return [int(score) for score in outcome.scores]
        return [None] * self.players

    def departed(self) -> list[int]:
        """The seats whose players left this game before its end (gave up, left the table), in
        seat order. They play no more, and "play again" does not seat them. None by default:
        a game where nobody can leave need not say so."""
        return []

    # -- time ------------------------------------------------------------------
    def tick(self) -> bool:
        """Let time pass: apply the timeout if the game's clock has run out. Returns whether
        it did. Games without a clock never time out."""
        timeout = self.timeout_action()
        if timeout is None:
            return False
        self.apply(timeout)
        return True

    def deadline_in(self) -> float | None:
        """Seconds left on the clock of the seats to act, or None when no clock runs."""
        return None

    def start_clock(self) -> bool:
        """Start a clock that waits for its players (a table calls this once it is on
        screen); returns whether one started. Games without such a clock do nothing."""
        return False

    def timeout_action(self) -> Any:
        """The action the clock plays now, or None while no clock has run out."""
        return None

    def pause_clock(self) -> bool:
        """Hold the running clock where it is (a table nobody has on screen does this); returns
        whether one was running. Games without a clock do nothing."""
        return False

    def resume_clock(self) -> bool:
        """Let a held clock run on from where it stopped; returns whether one was held."""
        return False

    # -- the one door out --------------------------------------------------------
    @property
    def phase(self) -> str:
        """What the game waits for, in one word; ``"over"`` once it has ended. Each game names
        its own phases (see docs/views.md); this default knows only "play" and "over"."""
        return "over" if self.is_terminal() else "play"

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """JSON-ready picture of the game as ``seat`` sees it (None: a shared screen that
        shows no seat's private information). Never changes the game.

        Every game's view starts with the same keys (the schema is in docs/views.md):

        - ``game``: the game's name ("bonanza");
        - ``seat``: the seat this view is for, or None;
        - ``phase``: :attr:`phase`, a string ("over" once the game has ended);
        - ``to_act``: the seats the game waits for (:meth:`to_act`), in seat order;
        - ``outcome``: None while playing, then :meth:`Outcome.to_json`;
        - ``legal``: the actions ``seat`` may play now, in the game's notation, in the order
          of :meth:`legal_actions` (for None: every action any seat may play now).

        The game's own keys are under one more key, the game's name (``view["bonanza"]``,
        so ``view[view["game"]]`` in code that serves every game). A game that shows advice in
        its view (Bonanza) puts ``hints`` there: a list of :meth:`Hint.to_json`, empty when
        there is none to show or none was asked for (a view never asks the advisor by itself).
        """
        self.check_seat(seat)
        own = self._hide(self._view(seat), seat)
        outcome = self.outcome()
        common = {
            "game": self.name,
            "seat": seat,
            "phase": self.phase,
            "to_act": list(self.to_act()),
            "outcome": None if outcome is None else outcome.to_json(),
            "legal": self.legal_notation(seat),
        }
        return {**common, self.name: own}

    def legal_notation(self, seat: int | None = None) -> list[str]:
        """The actions ``seat`` may play now in notation (None: every seat's), as ``view`` lists them."""
        return [str(a) for a in self.legal_actions() if seat is None or self.actor(a) == seat]

    @abstractmethod
    def _view(self, seat: int | None) -> dict[str, Any]:
        """Everything the front end draws for ``seat``."""

    def _hide(self, view: dict[str, Any], seat: int | None) -> dict[str, Any]:
        """Remove from ``view`` what only other seats may see (nothing, by default)."""
        return view

    def check_seat(self, seat: Any, *, allow_none: bool = True) -> None:
        """Raise ValueError unless ``seat`` is a seat index of this game (or None)."""
        if seat is None and allow_none:
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            none = "None or " if allow_none else ""
            raise ValueError(f"seat is {none}a seat index 0 to {self.players - 1}, not {seat!r:.20}")

    # -- advice ---------------------------------------------------------------------
    def hints(self, seat: int | None = None, top: int = 3) -> list[Hint]:
        """The advisor's best actions for ``seat`` now, best first, at most ``top``
        (``seat=None``: the first seat the game waits for). Empty when that seat has nothing
        to decide or the game has no advisor. Reading advice never changes the game."""
        self.check_seat(seat)
        if not isinstance(top, int) or isinstance(top, bool) or top < 1:
            raise ValueError(f"top is a whole number of hints, 1 or more, not {top!r:.20}")
        waiting = self.to_act()
        seat = waiting[0] if seat is None and waiting else seat
        advise = registry.advisor(self.name) if seat in waiting else None
        if advise is None or seat is None:
            return []
        return list(advise(self, seat, top))[:top]

    # -- saving and rebuilding ------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """Constructor arguments beyond players, seed and rules that a save keeps."""
        return {}

    @classmethod
    def read_settings(cls, data: dict[str, Any]) -> dict[str, Any]:
        """Check and return the settings of a save (see :meth:`settings`); raise CorruptData."""
        return {}

    def to_json(self) -> dict[str, Any]:
        """This game's save: the envelope, then rules, seed, seats, settings and actions."""
        body = {
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            **self.settings(),
            "actions": [str(action) for action in self.actions],
        }
        return saves.envelope(self.name, self.version, body)

    @classmethod
    def from_json(cls: type[G], data: Any, **options: Any) -> G:
        """Rebuild a game from :meth:`to_json`; :class:`CorruptData` says what is wrong.
        ``options`` are passed to the constructor (a clock, say)."""
        saves.check_envelope(data, cls.name, cls.version, title=cls.title)
        saves.require(data, ("rules", "seed", "seats", "actions"))
        rules = cls.read_rules(data["rules"])
        seed = saves.read_seed(data["seed"])
        seats = saves.read_seats(data["seats"], cls)
        actions = saves.read_actions(data["actions"])
        settings = {**cls.read_settings(data), **options}
        try:
            return cls.replay(rules, seed, seats, actions, **settings)
        except IllegalAction as error:
            raise saves.replay_failed(error, actions) from error
        except (ValueError, TypeError) as error:
            raise CorruptData(f"cannot rebuild the game: {error}", code="corrupt_data") from error

    @classmethod
    def read_rules(cls, data: Any) -> Any:
        """The rules of a save; raise CorruptData if they are not this game's."""
        try:
            return cls.rules_type.from_json(data)
        except (LudotecaError, ValueError, TypeError, KeyError, AttributeError) as error:
            raise CorruptData(
                f"bad rules: {getattr(error, 'message', error)}", code="save_bad_field", field="rules"
            ) from None

    @classmethod
    def replay(cls: type[G], rules: Any, seed: int, players: Any, actions: Iterable[Any], **settings: Any) -> G:
        """Rebuild a game from its rules, seed, seats and actions. A bad action raises
        ``IllegalAction`` naming its index (``params["index"]``)."""
        game = cls(players=players, seed=seed, rules=rules, **settings)
        game.replaying = True
        for index, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalAction as error:
                raise IllegalAction(
                    f"action {index} ({str(action)[:60]!r}) cannot be replayed: {error.message}",
                    code=error.code,
                    index=index,
                    **error.params,
                ) from error
        game.replaying = False
        game._replayed()
        return game

    def _replayed(self) -> None:  # noqa: B027 - an optional hook, empty unless a game needs it
        """Called once a replay has applied every action (a clock restarts here)."""

    def clone(self: G) -> G:
        """An independent copy with the same history and no listeners."""
        return type(self).from_json(self.to_json(), **self._clone_options())

    def trial_copy(self: G) -> G:
        """A fast independent copy to try actions on: no listeners, and it shares with this game
        only what no action changes (the ``fixed`` attributes); quicker than :meth:`clone`,
        which replays the log."""
        memo: dict[int, Any] = {id(getattr(self, n)): getattr(self, n) for n in self.fixed if hasattr(self, n)}
        memo[id(self.actions)], memo[id(self._listeners)] = list(self.actions), []
        trial = object.__new__(type(self))
        trial.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return trial

    def _clone_options(self) -> dict[str, Any]:
        """Constructor options a clone shares with this game (an injected clock)."""
        return {}

    def _repr_html_(self) -> str | None:
        """The game in a notebook: the picture its declaration in the registry names (none: the
        notebook shows ``repr``); the engine never imports the picture itself."""
        draw = registry.picture(self.name, "Game")
        return None if draw is None else draw(self)

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write this game to a small JSON file (atomically); ``type(game).load(path)`` reads it."""
        return saves.write_json(path, self.to_json())

    @classmethod
    def load(cls: type[G], path: str | os.PathLike[str], **options: Any) -> G:
        """The game saved in ``path``; CorruptData says what is wrong with a bad file."""
        data = saves.read_json(path, what=f"{cls.title} save")
        try:
            return cls.from_json(data, **options)
        except CorruptData as error:
            raise CorruptData(
                f"{Path(path).name}: {error.message}", code=error.code, **{**error.params, "file": str(path)}
            ) from error

    # -- listeners -----------------------------------------------------------------
    def subscribe(self, callback: Callable[[], None], *, weak: bool = True) -> None:
        """Call ``callback()`` after every change. Held weakly (a widget that is gone stops
        listening) unless ``weak`` is False."""
        ref: Callable[[], Any]
        if not weak:
            ref = _Strong(callback)
        elif hasattr(callback, "__self__"):
            ref = weakref.WeakMethod(callback)
        else:
            ref = weakref.ref(callback)
        self._listeners.append(ref)

    def unsubscribe(self, callback: Callable[[], None]) -> None:
        self._listeners = [r for r in self._listeners if r() not in (None, callback)]

    def _changed(self) -> None:
        for ref in list(self._listeners):
            callback = ref()
            if callback is not None:
                callback()
        self._listeners = [r for r in self._listeners if r() is not None]

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_listeners"] = []
        return state

    def __deepcopy__(self: G, memo: dict[int, Any]) -> G:
        return self.clone()


class _Strong:
    """A listener held strongly, called like a weak reference."""

    __slots__ = ("callback",)

    def __init__(self, callback: Callable[[], None]) -> None:
        self.callback = callback

    def __call__(self) -> Callable[[], None]:
        return self.callback
