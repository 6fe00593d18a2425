"""The Jupyter server extension behind room links (enabled when ludoteca is installed).

A room opened in a notebook is served by a small server inside the kernel, on the loopback. This
extension makes its seat links reachable at the Jupyter server's own address, under
``<base_url>ludoteca/rooms/``, by relaying each page and websocket to the kernel that holds the
room. It is a thin gateway: the kernel checks every token and every message; here a request
reaches only the room its id names, and no Jupyter page, file, terminal or kernel API (these
handlers are not Jupyter's authenticated ones, so a seat link needs no Jupyter token and gains
none).

Kernels this server starts learn where to register their rooms from ``LUDOTECA_ROOMS_DIR``.

The extension also sets TCP_NODELAY on every kernel websocket when it opens: those send small
frames, which Nagle's algorithm and delayed ACKs otherwise hold back about 40 ms each (Tornado
turns Nagle back on after each HTTP request, the websocket's upgrade included, so it must be
set once the websocket is open). Switch that off with ``LUDOTECA_NODELAY=0``; switch the whole
extension off with ``jupyter server extension disable ludoteca``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import tornado.web
import tornado.websocket
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

from ludoteca.rooms.server import (
    MAX_FRAME,
    ROOM_ID,
    SECURITY_HEADERS,
    TOKEN,
    Redacted,
    invalid_page,
    outward_address,
    static_text,
)

__all__ = ["nodelay_kernel_websockets", "nodelay_open", "nodelay_wanted"]

#: Seconds the kernel holding a room has to answer a page before the player is told it is busy.
BACKEND_SECONDS = 10.0
#: Headers of the room's answer that reach the player's browser.
PASSED_HEADERS = ("Content-Type", "Location", *SECURITY_HEADERS)


def nodelay_wanted() -> bool:
    """Whether to set TCP_NODELAY on the server's connections (``LUDOTECA_NODELAY=0``: no)."""
    return os.environ.get("LUDOTECA_NODELAY", "1").strip().lower() not in ("0", "no", "false", "off")


def kernel_gone(folder: Path, room_id: str) -> bool:
    """Whether the kernel that registered ``room_id`` has stopped (its process is no more)."""
    try:
        pid = json.loads(Path(folder, f"{room_id}.json").read_text("utf-8"))["pid"]
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except (OSError, ValueError, KeyError, TypeError):
        return False
    return False


def still_kept(room_id: str) -> bool:
    """Whether the room store keeps ``room_id`` unfinished (its host may resume it)."""
    from ludoteca.rooms import default_rooms

    try:
        record = default_rooms().load(room_id)
    except Exception:  # an unreadable store: no promise to make
        return False
    return record is not None and not record.get("finished")


def backend_port(folder: Path, room_id: str) -> int | None:
    """The loopback port of the kernel serving ``room_id`` (None: no such room here)."""
    if not re.fullmatch(ROOM_ID, room_id):
        return None
    try:
        port = json.loads(Path(folder, f"{room_id}.json").read_text("utf-8"))["port"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return port if isinstance(port, int) and 0 < port < 65536 else None


class _Gateway(Redacted, tornado.web.RequestHandler):
    def initialize(self, folder: Path) -> None:
        self.folder = folder

    def invalid(self) -> None:
        self.answer(404, invalid_page())

    def kernel_stopped(self, room_id: str) -> None:
        """The kernel holding the room stopped: if the store keeps the room, its host may bring
        it back (the page waits for that); else the room is gone, and so is its file."""
        if still_kept(room_id):
            self.answer(503, static_text("stopped.html"))
            return
        if kernel_gone(self.folder, room_id):
            Path(self.folder, f"{room_id}.json").unlink(missing_ok=True)
        self.invalid()

    def busy(self) -> None:
        """The kernel holding the room did not answer in time (a long cell is running)."""
        self.answer(503, static_text("busy.html"))

    def answer(self, status: int, page: str) -> None:
        self.set_status(status)
        for name, value in SECURITY_HEADERS.items():
            self.set_header(name, value)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page)


class RoomPage(_Gateway):
    """A seat page or one of its files, fetched from the room's kernel."""

    async def get(self, room_id: str, rest: str) -> None:
        port = backend_port(self.folder, room_id)
        if port is None:
            self.invalid()
            return
        url = f"http://127.0.0.1:{port}/rooms/{room_id}/{rest}"
        try:
            answer = await AsyncHTTPClient().fetch(
                url, follow_redirects=False, raise_error=False, request_timeout=BACKEND_SECONDS
            )
        except OSError:  # the kernel has gone
            self.kernel_stopped(room_id)
            return
        except (HTTPClientError, asyncio.TimeoutError):  # the kernel is alive but busy
            self.busy()
            return
        if answer.code == 599:  # timed out (raise_error=False reports it as a code)
            self.busy()
            return
        if answer.code >= 500:
            self.invalid()
            return
        self.set_status(answer.code)
        for name in PASSED_HEADERS:
            if name in answer.headers:
                self.set_header(name, answer.headers[name])
        self.finish(answer.body)


class RoomSocket(Redacted, tornado.websocket.WebSocketHandler):
    """A seat page's websocket, relayed frame by frame to the room's kernel."""

    def initialize(self, folder: Path) -> None:
        self.folder = folder
        self.backend: Any = None
        self.port: int | None = None
        self.relay: asyncio.Future[None] | None = None

    @property
    def max_message_size(self) -> int:
        return MAX_FRAME

    async def get(self, room_id: str, token: str) -> None:
        self.port = backend_port(self.folder, room_id)
        if self.port is None:
            self.set_status(404)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(invalid_page())
            return
        await super().get(room_id, token)

    async def open(self, room_id: str, token: str) -> None:
        self.set_nodelay(True)
        url = f"ws://127.0.0.1:{self.port}/rooms/{room_id}/{token}/ws"
        request = HTTPRequest(url, headers={"Origin": f"http://127.0.0.1:{self.port}"}, connect_timeout=10)
        try:
            self.backend = await tornado.websocket.websocket_connect(request)  # the room may send large states
        except Exception:  # the kernel has gone (the page asks for itself again: see seat.js)
            self.close(1011, "the room's notebook does not answer")
            return
        stream = getattr(getattr(self.backend, "protocol", None), "stream", None)
        if stream is not None:
            stream.set_nodelay(True)
        self.relay = asyncio.ensure_future(self._relay_back())

    async def _relay_back(self) -> None:
        backend = self.backend
        while True:
            message = await backend.read_message()
            if message is None:
                self.close(backend.close_code or 1000, backend.close_reason or "")
                return
            try:
                await self.write_message(message)
            except tornado.websocket.WebSocketClosedError:
                backend.close()
                return

    def on_message(self, message: str | bytes) -> None:
        if self.backend is not None:
            self.backend.write_message(message, binary=isinstance(message, bytes))

    def on_close(self) -> None:
        if self.backend is not None:
            self.backend.close()
            self.backend = None


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "ludoteca.rooms.gateway"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Add the room handlers, tell future kernels where rooms register, and (once the server
    knows its port) write the address links start with."""
    sweep(Path(serverapp.runtime_dir))
    folder = Path(serverapp.runtime_dir, f"ludoteca-rooms-{os.getpid()}")
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.environ["LUDOTECA_ROOMS_DIR"] = str(folder)
    base = serverapp.base_url.rstrip("/") + "/ludoteca/rooms/"
    options = {"folder": folder}
    serverapp.web_app.add_handlers(
        ".*$",
        [
            (re.escape(base) + f"({ROOM_ID})/({TOKEN})/ws", RoomSocket, options),
            (re.escape(base) + f"({ROOM_ID})/(.*)", RoomPage, options),
        ],
    )
    serverapp.io_loop.add_callback(_started, serverapp, folder)
    if nodelay_wanted():
        nodelay_kernel_websockets()
    serverapp.log.info("ludoteca: room links are served under %s", base)


def sweep(runtime_dir: Path) -> list[Path]:
    """Remove the room folders of Jupyter servers that are no more (left by a crash); returns them."""
    removed = []
    for folder in runtime_dir.glob("ludoteca-rooms-*"):
        try:
            os.kill(int(folder.name.rsplit("-", 1)[1]), 0)
        except ProcessLookupError:
            for file in folder.glob("*.json"):
                file.unlink(missing_ok=True)
            with contextlib.suppress(OSError):
                folder.rmdir()
            removed.append(folder)
        except (ValueError, OSError):
            continue
    return removed


def nodelay_kernel_websockets() -> None:
    """Make Jupyter's kernel websocket handler set TCP_NODELAY as it opens (once per process)."""
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    if not getattr(KernelWebsocketHandler.open, "sets_nodelay", False):
        KernelWebsocketHandler.open = nodelay_open(KernelWebsocketHandler.open)  # type: ignore[method-assign]


def nodelay_open(open_method: Any) -> Any:
    """``open_method`` of a websocket handler, preceded by ``set_nodelay(True)``."""

    async def open(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        result = open_method(self, *args, **kwargs)
        return await result if asyncio.iscoroutine(result) else result

    open.sets_nodelay = True  # type: ignore[attr-defined]
    return open


def _started(serverapp: Any, folder: Path) -> None:
    url = serverapp.custom_display_url or serverapp.connection_url
    if not serverapp.custom_display_url and serverapp.ip in ("", "0.0.0.0", "::", "*"):
        # Jupyter names the machine by its host name, which other machines may not resolve.
        address = outward_address()
        if address is not None:
            parts = urlsplit(url)
            url = parts._replace(netloc=f"{address}:{serverapp.port}").geturl()
    Path(folder, "gateway.json").write_text(json.dumps({"url": url}), "utf-8")
