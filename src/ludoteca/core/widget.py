"""The widget every game's front end is built on.

Python owns the game; the browser only draws ``view`` and sends messages. A message
is a small JSON object with a ``type`` (``{"type": "roll"}``). It is checked here,
turned into an action, applied to the game, and answered either with a new ``view``
(every widget showing the game redraws, whoever changed it) or with a ``notice`` the
front end shows to the player. Nothing a message contains can raise into the kernel.

A new ``view`` goes to the page as what changed since the last one (a patch, see
:mod:`ludoteca.core.view_patch`) in a custom message; the page's model takes it as a whole new
view, so the front end reads ``view`` as ever. Python keeps the whole view (a page shown later, a
room's mirror), and a page cannot write it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.errors import LudotecaError, MalformedAction
from ludoteca.core.game import Game
from ludoteca.core.rng import pick_seed as pick_seed  # re-exported: the tables import it from here
from ludoteca.core.rule_section import rule_panel
from ludoteca.core.rulebook import notice_rule
from ludoteca.core.view_patch import view_patch

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
#: A message from the front end larger than this (as JSON) is refused unread.
MAX_MESSAGE_BYTES = 4096
#: The deepest a message's objects and lists may nest (a real one has two or three levels).
MAX_MESSAGE_DEPTH = 16


def bundle(*paths: Path) -> str:
    """Join front-end files into one source (no bundler: shared pieces first, game last)."""
    return "\n".join(path.read_text(encoding="utf-8") for path in paths)


class GameWidget(anywidget.AnyWidget):
    """Base class of the game widgets: one game, seen from one seat (or by everyone)."""

    _esm = bundle(STATIC / "common.js")
    _css = bundle(STATIC / "theme.css")

    #: Never echoed: a page's copy of the view is not a value for the others (see set_state).
    view = traitlets.Dict().tag(sync=True, echo_update=False)
    locale = traitlets.Unicode("en").tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)
    #: The section of the rules a rule link asked for (see :mod:`ludoteca.core.rule_section`).
    rule = traitlets.Dict().tag(sync=True)

    #: A changed view goes to the page as a numbered patch (see :meth:`send_state`), not as a
    #: state update, and a page starting to draw asks for the whole view (``view_please``); synced,
    #: so the page knows (other widgets that draw a view, a quiz or the rules desk, send whole views).
    view_numbered = traitlets.Bool(True).tag(sync=True)
    #: The message types this widget accepts (subclasses extend it).
    message_types: tuple[str, ...] = ()
    #: Messages a screen sends on its own (it came into view, it left): they leave the notice
    #: a player is reading where it is.
    presence_messages: ClassVar[tuple[str, ...]] = ()
    #: For each message type, its (required, optional) fields besides "type": a message with a
    #: field its type does not know is refused. Types not listed here are not checked.
    fields: ClassVar[Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {}

    def __init__(self, game: Game, seat: int | None = None, *, locale: str | None = None, **kwargs: Any) -> None:
        self._sent_view: dict[str, Any] | None = None  # the view the pages have, patches apply to it
        self._patches = 0
        super().__init__(**kwargs)
        self.game = game
        self.seat = seat
        self._notices = 0
        locale = locale or i18n.get_language()
        self.strings = i18n.catalog(locale, game=game.name)  # an unknown language raises ValueError here
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

    def send_state(self, key: Any = None) -> None:
        """Send the page ``key``'s traits (all when None), a changed ``view`` as a patch: one
        small custom message ``{"lt_view": ops, "n": count}`` instead of the whole view."""
        keys = None if key is None else [key] if isinstance(key, str) else list(key)
        if keys is None or "view" not in keys or self._sent_view is None or not self.view_numbered:
            self._sent_view = self.view if keys is None or "view" in keys else self._sent_view
            super().send_state(key)
            return
        others = [k for k in keys if k != "view"]
        if others:
            super().send_state(others)
        ops = view_patch(self._sent_view, self.view)
        self._sent_view = self.view
        if ops:
            self._patches += 1
            self.send({"lt_view": ops, "n": self._patches})

    def send_whole_view(self) -> None:
        """Send the whole view, numbered like the patches (``{"lt_view_whole": view, "n": count}``):
        what a page asks for when it starts drawing, as it may have missed patches before then (a
        game played from Python before the table was shown), and again if it finds one missing."""
        self._patches += 1
        self._sent_view = self.view
        self.send({"lt_view_whole": self.view, "n": self._patches})

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Take a page's changes (a notice dismissed), except to the view: Python owns it, and a
        page's copy (sent along with its other changes) may be older than Python's."""
        super().set_state({k: v for k, v in sync_data.items() if k != "view"})

    @traitlets.observe("locale")
    def _locale_changed(self, change: dict) -> None:
        try:
            self.strings = i18n.catalog(change["new"], game=self.game.name)
        except ValueError as error:
            self.locale = change["old"] or "en"
            self.show_error(LudotecaError(str(error), code="unknown_language"))

    def show_error(self, error: LudotecaError) -> None:
        """Show ``error`` to the player, translated when the catalog knows its code, with a link
        to the section of the rules it states (see :func:`ludoteca.core.rulebook.notice_rule`)."""
        self._notices += 1
        self.notice = {
            "id": self._notices,
            "code": error.code,
            "text": i18n.error_text(error, self.locale),
            "stamp": len(self.game.actions),
        }
        rule = notice_rule(type(self.game).__module__.split(".")[1], error.code)
        if rule is not None:
            self.notice = {**self.notice, "rule": rule.to_json(self.locale)}

    def clear_notice(self) -> None:
        if self.notice:  # setting a trait costs even when nothing changes
            self.notice = {}

    # -- browser -> Python ------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # What the message changed goes to the page once, when all its work is done (the table's
        # computer players included): the kernel's sending thread then has the interpreter to
        # itself, instead of waiting for the rest of the work to let it go.
        with self.hold_sync():
            self.receive(content)

    def receive(self, content: Any) -> bool:
        """Handle one message as if it came from the front end. Returns whether it was applied.

        Every failure becomes a notice: an illegal move, a malformed message, or a bug. A rule
        link's message (any screen may read the rules, a watcher's too) leaves the notice shown.
        """
        try:
            message = self.read_message(content)
            if message["type"] == "view_please":  # a page starting to draw, see send_whole_view
                self.send_whole_view()
                return True
            if message["type"] == "rule":
                self.rule = rule_panel(message, self.locale, self.rule)
                return True
            self.dispatch(message)
        except LudotecaError as error:
            self.show_error(error)
            return False
        except Exception:  # a bug must not leave a dead widget or a kernel traceback
            log.exception("ludoteca: error while handling %r", content)
            self.show_error(LudotecaError("Something went wrong; the game was not changed.", code="internal"))
            return False
        if message.get("type") not in self.presence_messages:
            self.clear_notice()
        return True

    def read_message(self, content: Any) -> dict[str, Any]:
        """Check the envelope of a message (see :func:`read_envelope`); every widget takes rule links'."""
        return read_envelope(content, (*self.message_types, "rule", "view_please"), self.fields)

    def dispatch(self, message: dict[str, Any]) -> None:
        """Route a checked message: to :meth:`handle`, unless the widget handles it itself."""
        self.handle(message)

    def handle(self, message: dict[str, Any]) -> None:
        """Act on a checked message; raise ``IllegalAction`` to refuse it (nothing changes)."""
        self.game.apply(message)

    # -- notebooks ----------------------------------------------------------
    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"{type(self).__name__}({self.game!r}{seat})"


def read_envelope(
    content: Any,
    message_types: Iterable[str],
    fields: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] | None = None,
) -> dict[str, Any]:
    """``content`` if it is a small JSON object whose ``type`` is one of ``message_types`` (and,
    for the types in ``fields``, with no field its type does not know); else MalformedAction."""
    if not isinstance(content, dict):
        raise MalformedAction(f"a message must be a JSON object, not {type(content).__name__}")
    if nested_deeper(content, MAX_MESSAGE_DEPTH):
        raise MalformedAction(f"the message is nested too deeply (at most {MAX_MESSAGE_DEPTH} levels)")
    try:
        size = len(json.dumps(content, allow_nan=False))
    except (TypeError, ValueError):
        raise MalformedAction("the message could not be read as JSON") from None
    if size > MAX_MESSAGE_BYTES:
        raise MalformedAction(f"the message is too large ({size} bytes; at most {MAX_MESSAGE_BYTES})")
    kind = content.get("type")
    types = tuple(message_types)
    if kind not in types:
        raise MalformedAction(
            f"unknown message type {str(kind)[:40]!r}; expected one of: {', '.join(types)}", type=str(kind)[:40]
        )
    if fields and kind in fields:
        required, optional = fields[kind]
        extra = sorted(str(k)[:40] for k in content if k not in ("type", *required, *optional))
        if extra:
            allowed = ", ".join(required + optional) or "no other field"
            raise MalformedAction(f"a {kind} message has no field {extra[0]!r} (allowed: {allowed})", field=extra[0])
    return content


def nested_deeper(value: Any, limit: int) -> bool:
    """Whether ``value``'s lists and dicts nest more than ``limit`` levels (checked without
    recursion, so no message can exhaust the stack)."""
    level = [value]
    for _ in range(limit):
        containers = [v for v in level if isinstance(v, (dict, list))]
        level = [item for v in containers for item in (v.values() if isinstance(v, dict) else v)]
        if not level:
            return False
    return any(isinstance(v, (dict, list)) for v in level)


def require(
    message: dict[str, Any], field: str, kind: type | tuple[type, ...], choices: Iterable[Any] | None = None
) -> Any:
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
