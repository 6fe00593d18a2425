"""The widget every game's front end is built on.

Python owns the game; the browser only draws ``view`` and sends messages. A message
is a small JSON object with a ``type`` (``{"type": "roll"}``). It is checked here,
turned into an action, applied to the game, and answered either with a new ``view``
(every widget showing the game redraws, whoever changed it) or with a ``notice`` the
front end shows to the player. Nothing a message contains can raise into the kernel.
"""
from __future__ import annotations

import asyncio
import json
import logging
import math
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.errors import LudotecaError, MalformedAction
from ludoteca.core.game import Game

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
#: A message from the front end larger than this (as JSON) is refused unread.
MAX_MESSAGE_BYTES = 4096


def bundle(*paths: Path) -> str:
    """Join front-end files into one source (no bundler: shared pieces first, game last)."""
    return "\n".join(path.read_text(encoding="utf-8") for path in paths)


class GameWidget(anywidget.AnyWidget):
    """Base class of the game widgets: one game, seen from one seat (or by everyone)."""

    _esm = bundle(STATIC / "common.js")
    _css = bundle(STATIC / "theme.css")

    view = traitlets.Dict().tag(sync=True)
    locale = traitlets.Unicode("en").tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)

    #: The message types this widget accepts (subclasses extend it).
    message_types: tuple[str, ...] = ()

    def __init__(self, game: Game, seat: int | None = None, *, locale: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.seat = seat
        self._notices = 0
        locale = locale or i18n.get_language()
        self.strings = i18n.catalog(locale)  # an unknown language raises ValueError here
        self.locale = locale
        game.subscribe(self.refresh)
        self.on_msg(self._on_message)
        self.refresh()

    # -- Python -> browser ------------------------------------------------
    def refresh(self) -> None:
        """Redraw from the game (called after every change to it). A notice lapses once the
        game has moved on since it was shown (another player's move, a bot, the clock)."""
        if self.notice and self.notice.get("stamp") != len(self.game.actions):
            self.clear_notice()
        self.view = self.make_view()

    def make_view(self) -> dict[str, Any]:
        """The JSON the front end draws; subclasses may add UI state to the game's view."""
        return self.game.view(self.seat)

    @traitlets.observe("locale")
    def _locale_changed(self, change: dict) -> None:
        try:
            self.strings = i18n.catalog(change["new"])
        except ValueError as error:
            self.locale = change["old"] or "en"
            self.show_error(LudotecaError(str(error), code="unknown_language"))

    def show_error(self, error: LudotecaError) -> None:
        """Show ``error`` to the player, translated when the catalog knows its code."""
        self._notices += 1
        self.notice = {"id": self._notices, "code": error.code, "text": i18n.error_text(error, self.locale),
                       "stamp": len(self.game.actions)}

    def clear_notice(self) -> None:
        self.notice = {}

    # -- browser -> Python ------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.receive(content)

    def receive(self, content: Any) -> bool:
        """Handle one message as if it came from the front end. Returns whether it was applied.

        Every failure becomes a notice: an illegal move, a malformed message, or a bug.
        """
        try:
            message = self.read_message(content)
            self.handle(message)
        except LudotecaError as error:
            self.show_error(error)
            return False
        except Exception:  # a bug must not leave a dead widget or a kernel traceback
            log.exception("ludoteca: error while handling %r", content)
            self.show_error(LudotecaError("Something went wrong; the game was not changed.", code="internal"))
            return False
        self.clear_notice()
        return True

    def read_message(self, content: Any) -> dict[str, Any]:
        """Check the envelope of a message: a small JSON object with a known ``type``."""
        if not isinstance(content, dict):
            raise MalformedAction(f"a message must be a JSON object, not {type(content).__name__}")
        try:
            size = len(json.dumps(content, allow_nan=False))
        except (TypeError, ValueError):
            raise MalformedAction("the message could not be read as JSON") from None
        if size > MAX_MESSAGE_BYTES:
            raise MalformedAction(f"the message is too large ({size} bytes; at most {MAX_MESSAGE_BYTES})")
        kind = content.get("type")
        if kind not in self.message_types:
            raise MalformedAction(
                f"unknown message type {str(kind)[:40]!r}; expected one of: {', '.join(self.message_types)}",
                type=str(kind)[:40],
            )
        return content

    def handle(self, message: dict[str, Any]) -> None:
        """Act on a checked message; raise ``IllegalAction`` to refuse it (nothing changes)."""
        self.game.apply(message)

    # -- notebooks ----------------------------------------------------------
    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"{type(self).__name__}({self.game!r}{seat})"


def require(message: dict[str, Any], field: str, kind: type | tuple[type, ...],
            choices: Iterable[Any] | None = None) -> Any:
    """Read ``message[field]``, checking its type (and allowed values); raise ``MalformedAction`` if wrong."""
    if field not in message:
        raise MalformedAction(f"the message lacks the field {field!r}", field=field)
    value = message[field]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in kinds):
        raise MalformedAction(f"the field {field!r} has the wrong type ({type(value).__name__})", field=field)
    if choices is not None:
        allowed = list(choices)
        if value not in allowed:
            shown = ", ".join(map(str, allowed))
            raise MalformedAction(f"{field}={str(value)[:40]!r} is not allowed; expected one of: {shown}", field=field)
    return value


class TableWidget(GameWidget):
    """A widget that drives its game: computer seats move at a visible pace, the turn
    clock is ticked on the kernel's event loop, confirmations ("Record?") are stamped with
    the action count so a stale one lapses, and the game's events are logged.

    ``bot_delay``: seconds between two computer moves (0: at once, synchronously). Each game
    widget is a thin subclass: its messages (``handle``) and its view (``make_view``).
    """

    #: The clock timer looks at the turn clock at least this often (seconds), so that a clock
    #: that jumps (a fake clock advanced by hand) is noticed quickly too.
    clock_poll = 0.5
    max_bot_delay = 10.0
    #: How many recent events the widget keeps.
    events_kept = 3

    def __init__(self, game: Game, seat: int | None = None, *, bot_delay: float = 0.8,
                 locale: str | None = None, **kwargs: Any) -> None:
        game.check_seat(seat)
        if not isinstance(bot_delay, (int, float)) or isinstance(bot_delay, bool) \
                or not 0 <= bot_delay <= self.max_bot_delay or math.isnan(bot_delay):
            raise ValueError(f"bot_delay is 0 to {self.max_bot_delay:g} seconds, not {bot_delay!r:.40}")
        from ludoteca.core.bots import seat_bots

        self.bot_delay = float(bot_delay)
        self.bots = seat_bots(game, game.seed)
        self._ask: dict[str, Any] | None = None
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._clock_key: Any = None
        self._stuck_at: int | None = None  # a bot failed at this action count: do not retry
        self._driving = False
        self._events: list[dict[str, Any]] = []
        self._seen_event: Any = None
        super().__init__(game, seat, locale=locale, **kwargs)
        self.drive()

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
            self._events = [*self._events, dict(event)][-self.events_kept:]
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
        """Computer seats the game is waiting for (none after a bot failed here)."""
        if self.game.is_terminal() or self._stuck_at == len(self.game.actions):
            return []
        return [seat for seat in self.game.to_act() if seat in self.bots]

    def _bot_step(self) -> None:
        game = self.game
        seat = self.bot_seats()[0]
        try:
            game.apply(self.bots[seat].choose(game, seat))
        except Exception as error:  # a broken bot must not hang the table or the kernel
            log.exception("ludoteca: the %s bot failed", game.seats[seat].kind)
            self._stuck_at = len(game.actions)
            message = error.message if isinstance(error, LudotecaError) else "A computer player failed to move"
            self.show_error(LudotecaError(message, code="bot_failed"))

    def drive(self) -> None:
        """After each change: let computer players move, and keep the clock timer set."""
        if self._driving:
            return
        self._driving = True
        try:
            loop = _running_loop()
            while self.bot_seats() and (self.bot_delay == 0 or loop is None):
                self._bot_step()
            if self.bot_seats():
                if "bot" not in self._timers:
                    self._schedule("bot", self.bot_delay, self._on_bot_timer)
            else:
                self._cancel("bot")
            deadline = self.game.deadline_in()
            key = (len(self.game.actions), deadline is None)
            if deadline is None:
                self._cancel("clock")
            elif "clock" not in self._timers or self._clock_key != key:
                self._clock_key = key
                self._schedule("clock", min(deadline + 0.02, self.clock_poll), self._on_clock_timer)
        finally:
            self._driving = False

    def _on_bot_timer(self) -> None:
        self._timers.pop("bot", None)
        if self.bot_seats():
            self._bot_step()
        self.drive()

    def _on_clock_timer(self) -> None:
        self._timers.pop("clock", None)
        self.tick()

    def _schedule(self, name: str, delay: float, callback: Callable[[], None]) -> None:
        self._cancel(name)
        loop = _running_loop()
        if loop is not None:
            self._timers[name] = loop.call_later(max(0.0, delay), _guarded, callback)

    def _cancel(self, name: str) -> None:
        handle = self._timers.pop(name, None)
        if handle is not None:
            handle.cancel()

    def close(self) -> None:
        """Stop the timers and forget the game (also run when the widget is garbage collected)."""
        for name in list(getattr(self, "_timers", ())):
            self._cancel(name)
        game = getattr(self, "game", None)
        if game is not None:
            game.unsubscribe(self.refresh)
        super().close()


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()  # ipykernel runs cells and comm messages inside one
    except RuntimeError:
        return None


def _guarded(callback: Callable[[], None]) -> None:
    try:
        callback()
    except Exception:  # a timer must not take the kernel's event loop down
        log.exception("ludoteca: error in a table timer")
