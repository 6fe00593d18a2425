"""A class: several rooms (tables) of one game served by one process, and the teacher's page.

``ludoteca serve --tables N`` (or ``--players-file``) opens one :class:`~ludoteca.rooms.HostedRoom`
per table, each with its own links, kept and resumed like any room, and a :class:`Classroom`
over them with one secret *teacher's token*. The teacher's page (served by :mod:`.teacher`)
lists every table: each person's link and its QR code, who is here, away, waiting or gone,
and the scores as they are played, pushed over its websocket. It holds only what a spectator
may see (scores are read from the game's public view, never a seat's), and it may open a
:class:`Watch` of any table: a spectator's screen of that table, drawn by the game's own front end.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from ludoteca.core import i18n
from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.timers import running_loop
from ludoteca.rooms.guard import FrameError, read_frame, room_log
from ludoteca.rooms.room import LocalComm, Room, mirrored, page_frame
from ludoteca.rooms.seat_link import Budget, Connection

__all__ = ["PUSH_EVERY", "TEACHER_BYTES", "Classroom", "Watch"]

#: Random bytes in the teacher's token (as many as a seat's).
TEACHER_BYTES = 24
#: Seconds within which changes at the tables reach the teacher's pages as one frame.
PUSH_EVERY = 0.2


class Classroom:
    """Tables served together and the teacher's page over them (see the module docstring).

    ``rooms``: the tables, in order (a room's ``label`` names it, else "Table n" is shown).
    ``base_url``: where the rooms are served, ending in ``rooms/``. ``locale``: the page's
    first language."""

    def __init__(self, rooms: list[Room], *, base_url: str, locale: str | None = None) -> None:
        self.rooms = list(rooms)
        self.base_url = base_url
        self.locale = str(i18n.catalog(locale)["language.tag"]).split("-")[0]
        self.token = secrets.token_urlsafe(TEACHER_BYTES)
        self.pages: dict[Connection, str] = {}  # open teacher's pages and their languages
        self.watches: dict[Connection, Watch] = {}
        self._qr: dict[str, str] = {}
        self._pushed: set[str] = set()  # the links whose codes every open page has
        self._pending: Any = None  # the push waiting to go (see changed)
        for room in self.rooms:
            room.listeners.append(self.changed)
            room.move_listeners.append(self.changed)

    # -- reading the class ---------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The teacher's page (a secret: it holds every seat's link)."""
        return f"{self.base_url}class/{self.token}/"

    def opens(self, token: str) -> bool:
        """Whether ``token`` is the teacher's (compared in constant time)."""
        return hmac.compare_digest(token.encode(), self.token.encode())

    def room(self, room_id: str) -> Room | None:
        return next((room for room in self.rooms if room.id == room_id and not room.closed), None)

    def tables(self) -> list[dict[str, Any]]:
        """Every table as the teacher's page shows it: label, state, and per seat its name,
        presence, public score and link (None when this process no longer knows it: a
        resumed room keeps only the links' hashes)."""
        return [self._table(n, room) for n, room in enumerate(self.rooms, 1)]

    def _table(self, number: int, room: Room) -> dict[str, Any]:
        game = room.game
        scores = game.running_scores()  # what everyone at the table may see
        links = {link.seat: room.url(link) if link.token else None for link in room.seats}
        seats = []
        for entry in room.presence():
            seat = entry["seat"]
            seats.append({**entry, "score": scores[seat], "link": links.get(seat)})
        state = "closed" if room.closed else "over" if game.is_terminal() else "playing"
        return {"id": room.id, "number": number, "label": room.label, "state": state, "seats": seats}

    def qr_codes(self) -> dict[str, str]:
        """``{link: QR code as an SVG data URI}`` for every link this process knows."""
        from ludoteca.rooms.panel import qr_svg

        for room in self.rooms:
            for link in room.seats:
                url = room.url(link) if link.token else None
                if url and url not in self._qr:
                    self._qr[url] = qr_svg(url)
        return dict(self._qr)

    def page_state(self, locale: str) -> dict[str, Any]:
        """Everything a teacher's page draws at first: the tables, the codes, its words."""
        title = self.rooms[0].game.title if self.rooms else ""
        return {
            "game": title,
            "locale": locale,
            "strings": i18n.catalog(locale),
            "tables": self.tables(),
            "qr": self.qr_codes(),
        }

    # -- the teacher's pages -------------------------------------------------------------------
    def connect(self, page: Connection) -> None:
        self.pages[page] = self.locale
        state = self.page_state(self.locale)
        self._pushed |= set(state["qr"])
        page.send_json({"kind": "class", "class": state})

    def disconnect(self, page: Connection) -> None:
        self.pages.pop(page, None)

    def receive(self, page: Connection, raw: str | bytes) -> None:
        """A teacher's page may only change its language (``{"kind": "set", "state": {"locale":
        "pt"}}``); anything else is answered with a notice, in the page's words, and changes nothing."""
        if page not in self.pages:
            return
        try:
            frame = read_frame(raw)
        except FrameError:
            frame = {}
        state = frame.get("state") if frame.get("kind") == "set" else None
        locale = state.get("locale") if isinstance(state, dict) and len(state) == 1 else None
        if not isinstance(locale, str) or locale not in LANGUAGES:
            text = i18n.catalog(self.pages[page])["class.only_language"]
            page.send_json({"kind": "notice", "notice": {"code": "malformed_action", "text": text}})
            return
        self.pages[page] = locale
        page.send_json({"kind": "class", "class": self.page_state(locale)})

    def changed(self) -> None:
        """Something changed at a table: the teacher's pages hear of it within :data:`PUSH_EVERY`."""
        if not self.pages or self._pending is not None:
            return
        loop = running_loop()
        if loop is None:
            self.push()
        else:
            self._pending = loop.call_later(PUSH_EVERY, self.push)

    def push(self) -> None:
        """Send every teacher's page the tables as they are now, and the codes of links new since."""
        self._pending = None
        if not self.pages:
            return
        try:
            codes = {url: code for url, code in self.qr_codes().items() if url not in self._pushed}
            self._pushed |= set(codes)
            message = {"kind": "tables", "tables": self.tables(), "qr": codes}
        except Exception:  # the teacher's page must not break the tables
            room_log().exception("the teacher's page could not be updated")
            return
        for page in list(self.pages):
            page.send_json(message)

    # -- watching a table ----------------------------------------------------------------------
    def watch(self, room: Room, page: Connection) -> Watch:
        """A page of the teacher's opened to watch ``room``."""
        watch = Watch(room, page)
        self.watches[page] = watch
        return watch

    def unwatch(self, page: Connection) -> None:
        watch = self.watches.pop(page, None)
        if watch is not None:
            watch.close()

    def close(self) -> None:
        """The class ends: its pages are told, and every watching screen closes."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        for page in list(self.pages) + list(self.watches):
            page.close_page("closed")
        for page in list(self.watches):
            self.unwatch(page)
        self.pages.clear()


class Watch:
    """One page watching a table for the teacher: its own spectator's screen of the table (what
    every player may see, nothing private; every move refused), mirrored as a seat's is."""

    def __init__(self, room: Room, page: Connection) -> None:
        self.room, self.page = room, page
        self.budget = Budget()
        self.screen = room.table.spectator_widget(comm=LocalComm())
        self.screen.observe(self._mirror, names=list(mirrored(self.screen)))
        room.listeners.append(self._presence)
        page.send_json({"kind": "state", "state": mirrored(self.screen), "room": self.room_state()})

    def room_state(self) -> dict[str, Any]:
        return {**self.room.page_state(None), "watching": {"because": "spectator"}}

    def receive(self, raw: str | bytes) -> None:
        if self.screen is not None and not self.room.closed:
            page_frame(self.screen, self.budget, raw)

    def _mirror(self, change: dict[str, Any]) -> None:
        self.page.send_json({"kind": "update", "state": {change["name"]: change["new"]}})

    def _presence(self) -> None:
        self.page.send_json({"kind": "room", "room": self.room_state()})

    def close(self) -> None:
        if self._presence in self.room.listeners:
            self.room.listeners.remove(self._presence)
        self.screen.close(leaving=False)
