"""Serving rooms over HTTP and websockets (Tornado, the server Jupyter itself runs on).

One :class:`RoomServer` hosts any number of rooms in one process. Under ``<prefix><room>/<token>/``
it serves a seat's page (the game's own front end, loaded by ``seat.js``, a small stand-in for
the notebook's widget model) and its websocket (``ws``). A wrong or revoked token gets a plain
"this link is not valid" page, and nothing else of the room or the machine. A class of rooms
has its teacher's page under ``<prefix>class/<token>/`` (:mod:`.teacher`).

Where the server runs:

- ``ludoteca serve`` runs one in its own process, on the address players reach;
- a notebook's :func:`kernel_server` runs one inside the kernel, on the loopback, and the Jupyter
  server's ``ludoteca`` extension (:mod:`.gateway`) relays the seat links to it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import tornado.escape
import tornado.netutil
import tornado.web
import tornado.websocket

from ludoteca.rooms.guard import GuardedHTTPServer, redact, room_log
from ludoteca.rooms.room import Room
from ludoteca.rooms.seat_link import SeatLink

__all__ = [
    "PREFIX",
    "PageHandler",
    "RoomServer",
    "invalid_page",
    "kernel_server",
    "outward_address",
    "public_base",
    "room_asset",
]

PREFIX = "/rooms/"
#: A websocket frame larger than this closes the connection (messages are far smaller).
MAX_FRAME = 16 * 1024
ROOM_ID = r"[A-Za-z0-9_-]{8,40}"
TOKEN = r"[A-Za-z0-9_-]{16,64}"
ASSETS = ("seat.js", "seat.css", "page.js")
SECURITY_HEADERS = {
    # The token is in the address: never hand it to another site.
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
        "style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'"
    ),
}


def static_text(name: str) -> str:
    return resources.files("ludoteca.rooms").joinpath(f"static/{name}").read_text("utf-8")


def invalid_page() -> str:
    """The page a wrong, revoked or expired link gets."""
    return static_text("invalid.html")


def static_asset(name: str) -> tuple[str, str]:
    """The text and content type of one of the pages' own files (``seat.js``, ``page.js``, ``teacher.css``...)."""
    return static_text(name), "text/javascript" if name.endswith(".js") else "text/css"


def room_asset(room: Room, name: str) -> tuple[str, str]:
    """The text and content type of a seat page's file ``name``: the table's own front end
    (``game.js``, ``game.css``) or the page's (``seat.js``, ``seat.css``, ``page.js``)."""
    table = room.table
    if name == "game.js":
        return str(table._esm), "text/javascript"
    if name == "game.css":
        return str(table._css), "text/css"
    return static_asset(name)


class RoomServer:
    """Rooms served from one process (see the module docstring)."""

    def __init__(self, prefix: str = PREFIX, **limits: int) -> None:
        self.prefix = prefix
        self.rooms: dict[str, Room] = {}
        self.classes: list[Any] = []  # Classroom: the classes whose teacher's pages this serves
        self.port: int | None = None
        self.limits = limits  # per_address=, total= (see GuardedHTTPServer)
        self._http: GuardedHTTPServer | None = None

    def add(self, room: Room) -> None:
        self.rooms[room.id] = room

    def remove(self, room: Room) -> None:
        self.rooms.pop(room.id, None)

    def add_class(self, classroom: Any) -> None:
        self.classes.append(classroom)

    def classroom(self, token: str) -> Any:
        """The class whose teacher's token is ``token`` (every one compared), or None."""
        found = None
        for classroom in self.classes:
            if classroom.opens(token):
                found = classroom
        return found

    def seat(self, room_id: str, token: str) -> tuple[Room, SeatLink] | None:
        room = self.rooms.get(room_id)
        link = None if room is None else room.find(token)
        return None if room is None or link is None else (room, link)

    def application(self) -> tornado.web.Application:
        from ludoteca.rooms import teacher

        base = re.escape(self.prefix) + f"({ROOM_ID})/({TOKEN})"
        options = {"server": self}
        return tornado.web.Application(
            [
                *teacher.routes(self.prefix, options),
                (base, SeatRedirect, options),
                (base + "/", SeatPage, options),
                (base + "/ws", SeatSocket, options),
                (base + r"/(game\.js|game\.css|seat\.js|seat\.css|page\.js)", SeatAsset, options),
            ],
            websocket_max_message_size=MAX_FRAME,
            default_handler_class=NotFound,
            compress_response=True,
            log_function=log_request,
        )

    def listen(self, port: int = 0, host: str = "127.0.0.1") -> int:
        """Start serving on the running event loop; returns the port (a free one for 0)."""
        sockets = tornado.netutil.bind_sockets(port, host)
        self._http = GuardedHTTPServer(self.application(), xheaders=False, **self.limits)
        self._http.add_sockets(sockets)
        self.port = sockets[0].getsockname()[1]
        return self.port

    def stop(self) -> None:
        if self._http is not None:
            self._http.stop()
            self._http = None


def log_request(handler: tornado.web.RequestHandler) -> None:
    """One line per request that went wrong, in the room log, without its token."""
    status = handler.get_status()
    if status >= 400:
        summary = redact(f"{handler.request.method} {handler.request.path}")
        room_log().warning("%d %s (%s)", status, summary, handler.request.remote_ip)


class Redacted:
    """A handler whose request address, once routed, no longer holds the seat's token, so that
    no log line (Tornado's, Jupyter's) can print it; its own errors go to the room log."""

    request: Any

    def prepare(self) -> None:
        self.request.uri = redact(self.request.uri or "")
        self.request.path = redact(self.request.path or "")

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        if isinstance(value, tornado.web.HTTPError):
            return
        room_log().error("error while serving %s", self.request.path, exc_info=(typ, value, tb))


class PageHandler(Redacted, tornado.web.RequestHandler):
    def initialize(self, server: RoomServer) -> None:
        self.server = server

    def set_default_headers(self) -> None:
        for name, value in SECURITY_HEADERS.items():
            self.set_header(name, value)

    def invalid(self) -> None:
        self.set_status(404)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(invalid_page())


class NotFound(PageHandler):
    def initialize(self, server: RoomServer | None = None, **_: Any) -> None:
        pass

    def prepare(self) -> None:
        super().prepare()
        self.invalid()


class SeatRedirect(PageHandler):
    def get(self, room_id: str, token: str) -> None:
        if self.server.seat(room_id, token) is None:
            self.invalid()
            return
        self.redirect(f"{token}/")  # relative: right behind a gateway too


class SeatPage(PageHandler):
    def get(self, room_id: str, token: str) -> None:
        found = self.server.seat(room_id, token)
        if found is None:
            self.invalid()
            return
        room, link = found
        page = static_text("seat.html")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(
            page.replace("{title}", tornado.escape.xhtml_escape(f"{link.name} · {room.game.title}")).replace(
                "{lang}", tornado.escape.xhtml_escape(getattr(link.screen, "locale", None) or room.table.locale)
            )
        )


class SeatAsset(PageHandler):
    def get(self, room_id: str, token: str, name: str) -> None:
        found = self.server.seat(room_id, token)
        if found is None:
            self.invalid()
            return
        body, kind = room_asset(found[0], name)
        self.set_header("Content-Type", f"{kind}; charset=utf-8")
        self.finish(body)


class SeatSocket(Redacted, tornado.websocket.WebSocketHandler):
    """One open seat page: frames in go to the room, the seat's state goes out."""

    def initialize(self, server: RoomServer) -> None:
        self.server = server
        self.room: Room | None = None
        self.link: SeatLink | None = None

    async def get(self, room_id: str, token: str) -> None:
        if self.server.seat(room_id, token) is None:  # before any upgrade: a plain refusal
            self.set_status(404)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(invalid_page())
            return
        await super().get(room_id, token)

    def check_origin(self, origin: str) -> bool:
        """Only a page of the same site (what ``Host`` names) may open the socket."""
        host = self.request.headers.get("Host", "")
        return bool(origin) and urlsplit(origin).netloc.lower() == host.lower()

    def open(self, room_id: str, token: str) -> None:
        self.set_nodelay(True)  # small frames go at once (no 40 ms of Nagle and delayed ACKs)
        found = self.server.seat(room_id, token)
        if found is None:
            self.close(4404, "this link is not valid")
            return
        self.room, self.link = found
        self.room.connect(self.link, self)

    def on_message(self, message: str | bytes) -> None:
        if self.room is not None and self.link is not None:
            self.room.receive(self.link, self, message)

    def on_close(self) -> None:
        if self.room is not None and self.link is not None:
            self.room.disconnect(self.link, self)
            self.room = self.link = None

    # -- the Connection protocol --------------------------------------------------------------
    def send_json(self, message: dict[str, Any]) -> None:
        if self.ws_connection is None or self.ws_connection.is_closing():
            return
        with contextlib.suppress(tornado.websocket.WebSocketClosedError):
            self.write_message(json.dumps(message, separators=(",", ":"), allow_nan=False))

    def close_page(self, reason: str) -> None:
        self.send_json({"kind": "closed", "reason": reason})
        self.room = self.link = None
        self.close(1000, reason)


# -- in a kernel ---------------------------------------------------------------------------------
_kernel_server: RoomServer | None = None


def kernel_server() -> RoomServer:
    """This process's room server, started on the loopback at first use."""
    global _kernel_server
    if _kernel_server is None:
        server = RoomServer()
        server.listen(0, "127.0.0.1")
        _kernel_server = server
    return _kernel_server


def gateway_dir() -> Path | None:
    """The folder where the Jupyter server's ludoteca extension looks for this kernel's rooms
    (it tells kernels it starts through ``LUDOTECA_ROOMS_DIR``), or None without it."""
    folder = os.environ.get("LUDOTECA_ROOMS_DIR")
    return Path(folder) if folder and Path(folder, "gateway.json").is_file() else None


def public_base(server: RoomServer, public_url: str | None) -> tuple[str, bool]:
    """Where seat links point (ending in ``rooms/``), and whether players on other machines can
    use them: through the Jupyter server's gateway when there is one, else straight to ``server``."""
    folder = gateway_dir()
    if folder is not None:
        gateway = json.loads(Path(folder, "gateway.json").read_text("utf-8"))
        root = public_url or gateway["url"]
        return _slash(root) + "ludoteca/rooms/", bool(public_url) or not _loopback(gateway["url"])
    if public_url:
        return _slash(public_url) + "rooms/", True
    return f"http://127.0.0.1:{server.port}{server.prefix}", False


def register(room: Room, server: RoomServer) -> None:
    """Tell the gateway (if any) where ``room`` is served."""
    folder = gateway_dir()
    if folder is not None:
        path = Path(folder, f"{room.id}.json")
        path.write_text(json.dumps({"port": server.port, "pid": os.getpid()}), "utf-8")


def unregister(room: Room) -> None:
    folder = gateway_dir()
    if folder is not None:
        Path(folder, f"{room.id}.json").unlink(missing_ok=True)


def outward_address() -> str | None:
    """This machine's address on its network, the one other machines reach it by (found by
    asking the system which interface it would route by; no packet is sent), or None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def _slash(url: str) -> str:
    return url if url.endswith("/") else url + "/"


def _loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return socket.inet_aton(host)[0] == 127
    except OSError:
        return False
