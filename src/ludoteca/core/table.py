"""The table: a game widget that drives its game.

A :class:`TableWidget` moves computer seats at a visible pace, ticks the turn clock on the
kernel's event loop, stamps confirmations with the action count, logs the game's events, and
shows one game on several screens (seats, spectators, room pages). Every game's table is a thin
subclass (see docs/adding-a-game.md); :mod:`ludoteca.core.widget` holds what every widget shares.
"""

from __future__ import annotations

import logging
import math
import time
import weakref
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Literal, TypeVar

import traitlets

from ludoteca.core.errors import IllegalAction, LudotecaError, MalformedAction
from ludoteca.core.game import Game
from ludoteca.core.seats import Seat
from ludoteca.core.store import ScoreStore
from ludoteca.core.timers import Timers, running_loop
from ludoteca.core.widget import GameWidget

log = logging.getLogger(__name__)


def table_store(store: ScoreStore | Literal[False] | None) -> ScoreStore | None:
    """The store a table keeps its finished games in: the default one for None, none for False."""
    if store is False:
        return None
    if store is None:
        from ludoteca.core.store import default_store

        return default_store()
    return store


def next_seed(seed: int) -> int:
    """The seed of the game after a game seeded ``seed`` ("play again": a seeded first game
    gives a seeded series, and an unseeded one a random series). A seed of more than 31 bits (a
    random one, see :func:`~ludoteca.core.rng.pick_seed`) is followed by another as large."""
    if seed >= 2**31:
        return (seed * 6364136223846793005 + 1442695040888963407) % 2**63
    return (seed * 7919 + 104729) % 2**31


T = TypeVar("T", bound="TableWidget")


class TableWidget(GameWidget):
    """A widget that drives its game: computer seats move at a visible pace, the turn
    clock is ticked on the kernel's event loop, confirmations ("Record?") are stamped with
    the action count so a stale one lapses, and the game's events are logged.

    Several screens can show one table: :meth:`seat_widget` makes a widget that plays one seat
    (the others are shown live). The first widget, the root, drives the game for all of them.
    Every table understands four messages besides its game's: ``{"type": "ready"}``, which the
    front end sends once the table is on screen (a clock that waits for its players starts
    then, see :meth:`ready`), ``{"type": "here"}`` every few seconds while it stays there,
    ``{"type": "gone"}`` when a view leaves (its output cleared, the cell re-run, the tab
    closed): once no view of a table is left, said or gone silent, the table pauses its clock
    and its computer players until one is shown again, so a game does not play on out of
    sight. And ``{"type": "play_again"}`` once the game is over (a new game, same seats and
    settings, next seed, on every screen of the table).

    ``bot_delay``: seconds between two computer moves (0: at once, synchronously). Each game
    widget is a thin subclass: its messages (``handle``), its view (``make_view``), and for
    "play again" the next game (``next_game``) and its UI state (``reset_ui``).
    """

    #: Messages every table handles itself (a subclass lists them among its message types).
    table_messages: ClassVar[tuple[str, ...]] = ("ready", "here", "gone", "play_again")
    presence_messages: ClassVar[tuple[str, ...]] = ("ready", "here", "gone")
    #: Whether computer players wait, before the first move of a game, until a screen is ready:
    #: after "Run All", a table does not play by itself while nobody looks at it.
    bots_wait_for_screen: ClassVar[bool] = False

    #: The clock timer looks at the turn clock at least this often (seconds), so that a clock
    #: that jumps (a fake clock advanced by hand) is noticed quickly too.
    clock_poll = 0.5
    max_bot_delay = 10.0
    #: How many recent events the widget keeps.
    events_kept = 3
    #: A view's front end says "here" this often (seconds) while shown; one not heard from for
    #: ``screen_timeout`` seconds counts as gone (see :meth:`check_screens`).
    here_every = traitlets.Float(10.0).tag(sync=True)
    screen_timeout = 35.0
    #: The time source of those two (seconds, monotonic); a test may give a table a fake one.
    screen_clock: Callable[[], float] = staticmethod(time.monotonic)

    def __init__(
        self,
        game: Game,
        seat: int | None = None,
        *,
        bot_delay: float = 0.8,
        locale: str | None = None,
        parent: TableWidget | None = None,
        spectator: bool = False,
        **kwargs: Any,
    ) -> None:
        game.check_seat(seat)
        if spectator and seat is not None:
            raise ValueError("a spectator's screen plays no seat: leave seat=None")
        self.spectator = bool(spectator)
        if (
            not isinstance(bot_delay, (int, float))
            or isinstance(bot_delay, bool)
            or not 0 <= bot_delay <= self.max_bot_delay
            or math.isnan(bot_delay)
        ):
            raise ValueError(f"bot_delay is 0 to {self.max_bot_delay:g} seconds, not {bot_delay!r:.40}")
        self.bot_delay = float(bot_delay)
        self.bots = self._make_bots(game)
        self._ask: dict[str, Any] | None = None
        self._timers = Timers()  # the bot's and the clock's
        self._clock_key: Any = None
        self._stuck_at: int | None = None  # a bot failed at this action count: do not retry
        self._driving = False
        self._events: list[dict[str, Any]] = []
        self._seen_event: Any = None
        self._parent = parent
        self._children: weakref.WeakSet[TableWidget] = weakref.WeakSet()
        self._ready: set[int | None] = set()  # the screens that are shown (by seat), on the root
        self._views = 0  # this widget's views on a page now ("ready" minus "gone")
        self._heard_at = 0.0  # when one of them last said "ready" or "here"
        self._paused = False  # on the root: no view of the table is left, timers stopped
        #: On the root: the seats whose screens must all be shown before a waiting clock starts
        #: (a room waits for every person; None: the screen of the seat to play is enough).
        self.required_screens: frozenset[int] | None = None
        #: On the root: who decides "play again" (a room asks everyone first), None for at once.
        self.again_hook: Callable[[TableWidget], None] | None = None
        self._closed = False
        super().__init__(game, seat, locale=locale, **kwargs)
        self.drive()

    # -- several screens on one table ------------------------------------------------
    @property
    def root(self) -> TableWidget:
        """The widget that drives this table (itself, unless it is a seat widget)."""
        return self._parent or self

    def screens(self) -> list[TableWidget]:
        """Every open widget of this table: the root first, then the seat widgets."""
        root = self.root
        return [root, *(w for w in root._children if not w._closed)]

    def seat_options(self) -> dict[str, Any]:
        """Keyword arguments a seat widget of this table is made with (subclasses add theirs)."""
        return {"bot_delay": self.bot_delay, "locale": self.locale}

    def seat_widget(self: T, seat: int, **options: Any) -> T:
        """A widget that plays ``seat`` of this table (a person's), on the same game: only
        that seat's controls are active in it, and it shows the whole table, live. Give each
        player theirs (in one notebook opened by several browsers, see the README).
        ``options`` go to the widget (a room passes the channel its page is reached by)."""
        root = self.root
        self.game.check_seat(seat, allow_none=False)
        if self.game.seats[seat].kind != "human":
            raise ValueError(f"seat {seat} ({self.game.seats[seat].name}) is a computer player")
        child = type(self)(self.game, seat=seat, parent=root, **root.seat_options(), **options)
        root._children.add(child)
        return child

    def spectator_widget(self: T, **options: Any) -> T:
        """A screen that watches this table and plays no seat: it sees what every player may
        see (no private offer) and its clicks are refused."""
        root = self.root
        child = type(self)(self.game, seat=None, parent=root, spectator=True, **root.seat_options(), **options)
        root._children.add(child)
        return child

    def may_play(self, seat: int | None) -> bool:
        """Whether this screen may act for ``seat``: its own seat, or anyone's on a shared
        screen, never on a spectator's."""
        return not self.spectator and seat is not None and self.seat in (None, seat)

    # -- the screen is ready ------------------------------------------------------------
    def ready(self) -> None:
        """This screen is shown (the front end says so with ``{"type": "ready"}``; call it
        yourself from a script). A clock that waits for its players starts once the screen of
        the seat to play (or a shared screen) is ready; computer players that wait for a
        screen start moving."""
        root = self.root
        root._ready.add(self.seat)
        self._views += 1
        self._heard_at = self.screen_clock()
        if root._paused:
            root._set_paused(False)
        self.refresh()  # a screen shown again (a reload) counts down from the clock as it is now
        root.start_when_ready()
        root._watch_screens()

    def here(self) -> None:
        """A view of this widget is still on screen (its front end says ``{"type": "here"}``
        every :attr:`here_every` seconds while shown). A view
        the table had counted as gone comes back with it."""
        if not self._views:
            self.ready()
        else:
            self._heard_at = self.screen_clock()

    def gone(self) -> None:
        """A view of this widget left the page (the front end says ``{"type": "gone"}``: its
        output cleared, its cell re-run, its browser tab closed). When no view of the table is
        left, the table pauses: its turn clock holds the seconds it had left and its computer
        players wait, until a view is ready again. A room keeps its own rule instead (an away
        seat has a grace period, then leaves)."""
        self._views = max(0, self._views - 1)
        root = self.root
        if root.required_screens is None and not any(w._views for w in root.screens()):
            root._set_paused(True)

    def check_screens(self) -> bool:
        """Count as gone every view not heard from for :attr:`screen_timeout` seconds (a page
        can go without a word: a JupyterLab tab closed drops the kernel's connection before
        the view's goodbye is sent); pause the table if none is left. Returns whether it
        paused. The table calls this itself while it has views."""
        root = self.root
        if root.required_screens is not None or root._paused:
            return False
        now = self.screen_clock()
        for screen in root.screens():
            if screen._views and now - screen._heard_at >= self.screen_timeout:
                screen._views = 0
        if any(w._views for w in root.screens()):
            return False
        root._set_paused(True)
        return True

    def _watch_screens(self) -> None:
        """On the root: check the views every few seconds while the table is not paused."""
        if self.required_screens is None and not self._paused and "screens" not in self._timers:
            self._timers.set("screens", self.screen_timeout / 3, self._on_screens_timer)

    def _on_screens_timer(self) -> None:
        if not self.check_screens():
            self._watch_screens()

    def _set_paused(self, paused: bool) -> None:
        """On the root: pause (timers stopped, the clock held) or resume the table."""
        self._paused = paused
        if paused:
            self._timers.cancel_all()
        changed = self.game.pause_clock() if paused else self.game.resume_clock()
        if changed:
            for screen in self.screens():
                screen.refresh()

    @property
    def paused(self) -> bool:
        """Whether the table waits for a screen (no view of it is left): see :meth:`gone`."""
        return self.root._paused

    def shown(self, seats: Iterable[int | None]) -> None:
        """Say which screens of this table are on view now, by seat (None: a shared screen or a
        spectator's), in place of what their "ready" messages said: a room does this when it
        starts the next game in pages that are already open."""
        self.root._ready = set(seats)

    def start_when_ready(self) -> None:
        """Start the game's waiting clock if the seat to play is at a ready screen (in a room:
        once every person's screen is)."""
        root = self.root
        game, seen = root.game, root._ready
        waiting = game.to_act()
        if root.required_screens is not None:
            at_screen = root.required_screens <= seen
        else:
            at_screen = None in seen or any(s in seen for s in waiting) or all(s in root.bots for s in waiting)
        if seen and at_screen and game.start_clock():
            for screen in root.screens():
                screen.refresh()
        root.drive()

    # -- play again -----------------------------------------------------------------------
    def next_game(self, seats: list[Seat] | None = None) -> Game:
        """The game "play again" starts: the same seats (or ``seats``, fewer of them: a room
        leaves out who left), the same settings, the next seed. Subclasses fill it in."""
        raise IllegalAction("this table cannot start another game", code="no_play_again")

    def play_again(self) -> None:
        """Once the game is over: a new one (:meth:`next_game`) on every screen of this table.
        The finished game stays in the history."""
        root = self.root
        if not root.game.is_terminal():
            raise IllegalAction("the game is not over yet", code="not_over")
        if root.again_hook is not None:
            root.again_hook(self)
            return
        self.use_game(root.next_game())

    def use_game(self, game: Game) -> None:
        """Show ``game`` on every screen of this table (each keeps its seat)."""
        root = self.root
        for screen in root.screens():
            screen._switch_to(game)
        root.start_when_ready()

    def _switch_to(self, game: Game) -> None:
        self.game.unsubscribe(self.refresh)
        self.game = game
        self.bots = self._make_bots(game)
        self._stuck_at = None
        self._ask = None
        self._events, self._seen_event = [], None
        self.reset_ui()
        game.subscribe(self.refresh)
        self.clear_notice()
        self.refresh()

    def _make_bots(self, game: Game) -> dict[int, Any]:
        from ludoteca.core.bots import seat_bots

        return seat_bots(game, game.seed)

    def reset_ui(self) -> None:
        """Forget the UI state of the previous game (a subclass's own)."""

    def dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        watching = kind in self.presence_messages or (kind == "play_again" and self._parent is None)
        if self.spectator and not watching:
            raise IllegalAction("you are watching this table: only its players act", code="spectator")
        if kind in self.presence_messages:
            extra = sorted(str(k)[:40] for k in message if k != "type")
            if extra:
                raise MalformedAction(f"a {kind} message has no field {extra[0]!r}", field=extra[0])
            {"ready": self.ready, "here": self.here, "gone": self.gone}[kind]()
        elif kind == "play_again":
            extra = sorted(str(k)[:40] for k in message if k != "type")
            if extra:
                raise MalformedAction(f"a play_again message has no field {extra[0]!r}", field=extra[0])
            self.play_again()
        else:
            self.handle(message)

    # -- confirmations ------------------------------------------------------------
    def ask(self, kind: str, **data: Any) -> None:
        """Wait for the player to confirm ``kind`` (until the game moves on)."""
        self._ask = {"kind": kind, **data, "stamp": len(self.game.actions)}

    def asked(self) -> dict[str, Any] | None:
        """The pending confirmation, unless the game has moved since it was asked."""
        if self._ask is not None and self._ask["stamp"] != len(self.game.actions):
            self._ask = None
        return self._ask

    def cancel_ask(self) -> None:
        self._ask = None

    # -- the event log ---------------------------------------------------------------
    def events(self) -> list[dict[str, Any]]:
        """The game's latest events (``game.last_event`` as it changes), newest first."""
        event = getattr(self.game, "last_event", None)
        if event is not None and event is not self._seen_event:  # a roll clears it: keep a log
            self._seen_event = event
            self._events = [*self._events, dict(event)][-self.events_kept :]
        return list(reversed(self._events))

    # -- messages ------------------------------------------------------------------
    def receive(self, content: Any) -> bool:
        applied = super().receive(content)
        self.drive()
        return applied

    # -- bots and the clock --------------------------------------------------------
    def tick(self) -> bool:
        """Apply the game's timeout if its clock has run out; returns whether it did. The
        kernel timer calls this at the deadline; with a fake clock, call it yourself."""
        try:
            done = self.game.tick()
        except LudotecaError as error:
            self.show_error(error)
            done = False
        self.drive()
        return done

    def bot_seats(self) -> list[int]:
        """Computer seats the game is waiting for (none after a bot failed here, none on a seat
        widget: the root moves them, and none before a screen is ready if they wait for one)."""
        if self._parent is not None or self.game.is_terminal() or self._stuck_at == len(self.game.actions):
            return []
        if self._paused:
            return []
        if self.bots_wait_for_screen and not self._ready and not self.game.actions:
            return []
        return [seat for seat in self.game.to_act() if seat in self.bots]

    def _bot_step(self) -> None:
        game = self.game
        seat = self.bot_seats()[0]
        if game.timeout_action() is not None:  # the bot is late: its turn ran out, the clock plays it
            self.tick()
            return
        try:
            game.apply(self.bots[seat].choose(game, seat))
        except Exception as error:  # a broken bot must not hang the table or the kernel
            log.exception("ludoteca: the %s bot failed", game.seats[seat].kind)
            self._stuck_at = len(game.actions)
            message = error.message if isinstance(error, LudotecaError) else "A computer player failed to move"
            self.show_error(LudotecaError(message, code="bot_failed"))

    def drive(self) -> None:
        """After each change: let computer players move, and keep the clock timer set (the
        root does it for every screen of the table)."""
        if self._parent is not None:
            self._parent.drive()
            return
        if self._driving:
            return
        self._driving = True
        try:
            loop = running_loop()
            while self.bot_seats() and (self.bot_delay == 0 or loop is None):
                self._bot_step()
            if self.bot_seats():
                if "bot" not in self._timers:
                    self._timers.set("bot", self.bot_delay, self._on_bot_timer)
            else:
                self._timers.cancel("bot")
            deadline = self.game.deadline_in()
            key = (len(self.game.actions), deadline is None)
            if deadline is None or self._paused:
                self._timers.cancel("clock")
            elif "clock" not in self._timers or self._clock_key != key:
                self._clock_key = key
                self._timers.set("clock", min(deadline + 0.02, self.clock_poll), self._on_clock_timer)
        finally:
            self._driving = False

    def _on_bot_timer(self) -> None:
        if self.bot_seats():
            self._bot_step()
        self.drive()

    def _on_clock_timer(self) -> None:
        self.tick()

    @traitlets.observe("comm")
    def _watch_comm(self, change: dict) -> None:
        comm = change["new"]
        if comm is not None and hasattr(comm, "on_close"):
            # The front end closed the widget (its model was destroyed): as good as close().
            comm.on_close(lambda _message: self.close())

    def left(self) -> None:
        """Called once when this widget is closed, before it forgets its game (a seat
        widget's player leaves the table: a subclass may count that as giving up)."""

    @property
    def closed(self) -> bool:
        """Whether this screen has been closed."""
        return getattr(self, "_closed", True)

    def close(self, *, leaving: bool = True) -> None:
        """Stop the timers and forget the game (also run when the widget is garbage collected).
        A seat's screen closing means its player leaves (:meth:`left`), unless ``leaving`` is
        False: the room ended, not the player's game."""
        if not self.closed:
            self._closed = True
            try:
                if leaving:
                    self.left()
            except Exception:  # closing must always succeed
                log.exception("ludoteca: error while a seat left the table")
        timers = getattr(self, "_timers", None)
        if timers is not None:
            timers.cancel_all()
        game = getattr(self, "game", None)
        if game is not None:
            game.unsubscribe(self.refresh)
        super().close()
