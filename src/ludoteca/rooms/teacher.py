"""The teacher's page of a class, served beside its seat pages (see :mod:`.classroom`).

Under ``<prefix>class/<teacher's token>/`` a :class:`~ludoteca.rooms.server.RoomServer` serves
the teacher's page (``teacher.js`` draws it), its websocket (``ws``: the tables, pushed), and
for each table ``<room id>/``: a page that watches it as a spectator, drawn by the game's own
front end through ``seat.js``, as a seat page is. A wrong token gets the plain "this link is
not valid" page, as a wrong seat link does.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import tornado.escape
import tornado.websocket

from ludoteca.rooms.server import (
    ROOM_ID,
    TOKEN,
    PageHandler,
    Redacted,
    invalid_page,
    room_asset,
    static_asset,
    static_text,
)

if TYPE_CHECKING:
    from ludoteca.rooms.classroom import Classroom, Watch
    from ludoteca.rooms.room import Room
    from ludoteca.rooms.server import RoomServer

__all__ = ["routes"]


def routes(prefix: str, options: dict[str, Any]) -> list[Any]:
    """The teacher's page's routes for a server whose rooms are under ``prefix``."""
    base = re.escape(prefix) + f"class/({TOKEN})"
    table = base + f"/({ROOM_ID})"
    return [
        (base, TeacherRedirect, options),
        (base + "/", TeacherPage, options),
        (base + "/ws", TeacherSocket, options),
        (base + r"/(teacher\.js|teacher\.css|page\.js)", TeacherAsset, options),
        (table + "/", WatchPage, options),
        (table + "/ws", WatchSocket, options),
        (table + r"/(game\.js|game\.css|seat\.js|seat\.css|page\.js)", WatchAsset, options),
    ]


class _Teacher(PageHandler):
    def found(self, token: str) -> Classroom | None:
        found = self.server.classroom(token)
        if found is None:
            self.invalid()
        return found

    def table(self, token: str, room_id: str) -> tuple[Classroom, Room] | None:
        found = self.server.classroom(token)
        room = None if found is None else found.room(room_id)
        if found is None or room is None:
            self.invalid()
            return None
        return found, room


class TeacherRedirect(_Teacher):
    def get(self, token: str) -> None:
        if self.found(token) is not None:
            self.redirect(f"{token}/")


class TeacherPage(_Teacher):
    def get(self, token: str) -> None:
        found = self.found(token)
        if found is None:
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(static_text("teacher.html").replace("{lang}", tornado.escape.xhtml_escape(found.locale)))


class TeacherAsset(_Teacher):
    def get(self, token: str, name: str) -> None:
        if self.found(token) is not None:
            body, kind = static_asset(name)
            self.set_header("Content-Type", f"{kind}; charset=utf-8")
            self.finish(body)


class WatchPage(_Teacher):
    def get(self, token: str, room_id: str) -> None:
        found = self.table(token, room_id)
        if found is None:
            return
        title = tornado.escape.xhtml_escape(f"{found[1].label or found[1].game.title} · {found[1].game.title}")
        page = static_text("seat.html").replace("{title}", title)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page.replace("{lang}", tornado.escape.xhtml_escape(found[0].locale)))


class WatchAsset(_Teacher):
    def get(self, token: str, room_id: str, name: str) -> None:
        found = self.table(token, room_id)
        if found is None:
            return
        body, kind = room_asset(found[1], name)
        self.set_header("Content-Type", f"{kind}; charset=utf-8")
        self.finish(body)


class _Socket(Redacted, tornado.websocket.WebSocketHandler):
    """A websocket of the teacher's: refused before any upgrade when its address is wrong."""

    def initialize(self, server: RoomServer) -> None:
        self.server = server

    def known(self, token: str, room_id: str | None) -> bool:
        found = self.server.classroom(token)
        return found is not None and (room_id is None or found.room(room_id) is not None)

    async def get(self, *args: str) -> None:
        if not self.known(args[0], args[1] if len(args) > 1 else None):
            self.set_status(404)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(invalid_page())
            return
        await super().get(*args)

    def check_origin(self, origin: str) -> bool:
        host = self.request.headers.get("Host", "")
        return bool(origin) and urlsplit(origin).netloc.lower() == host.lower()

    def send_json(self, message: dict[str, Any]) -> None:
        if self.ws_connection is None or self.ws_connection.is_closing():
            return
        with contextlib.suppress(tornado.websocket.WebSocketClosedError):
            self.write_message(json.dumps(message, separators=(",", ":"), allow_nan=False))

    def close_page(self, reason: str) -> None:
        self.send_json({"kind": "closed", "reason": reason})
        self.close(1000, reason)


class TeacherSocket(_Socket):
    """The teacher's page: the tables go out, a change of language comes in."""

    classroom: Classroom | None = None

    def open(self, token: str) -> None:
        self.set_nodelay(True)
        self.classroom = self.server.classroom(token)
        if self.classroom is None:
            self.close(4404, "this link is not valid")
            return
        self.classroom.connect(self)

    def on_message(self, message: str | bytes) -> None:
        if self.classroom is not None:
            self.classroom.receive(self, message)

    def on_close(self) -> None:
        if self.classroom is not None:
            self.classroom.disconnect(self)
            self.classroom = None


class WatchSocket(_Socket):
    """A page watching one table for the teacher (see :class:`~ludoteca.rooms.classroom.Watch`)."""

    classroom: Classroom | None = None
    watch: Watch | None = None

    def open(self, token: str, room_id: str) -> None:
        self.set_nodelay(True)
        classroom = self.server.classroom(token)
        room = None if classroom is None else classroom.room(room_id)
        if classroom is None or room is None:
            self.close(4404, "this link is not valid")
            return
        self.classroom = classroom
        self.watch = classroom.watch(room, self)

    def on_message(self, message: str | bytes) -> None:
        if self.watch is not None:
            self.watch.receive(message)

    def on_close(self) -> None:
        if self.classroom is not None:
            self.classroom.unwatch(self)
            self.classroom = self.watch = None
