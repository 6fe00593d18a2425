"""A room served on the loopback with scripted pages (websocket clients), for the room tests."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from ludoteca.rooms import HostedRoom, host_table
from ludoteca.rooms.server import RoomServer


def hosted(table: Any, host: int | None, *, grace: float = 45.0) -> tuple[HostedRoom, RoomServer]:
    """``table`` as a room on a fresh loopback server (call inside a running event loop)."""
    server = RoomServer()
    server.listen(0, "127.0.0.1")
    return HostedRoom(host_table(table, host), host=host, grace=grace, server=server), server


class Page:
    """One seat page: a websocket with the frames it received, and a mirror of its state."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.frames: list[str] = []
        self.state: dict[str, Any] = {}
        self.room: dict[str, Any] = {}
        self.closed: str | None = None

    @classmethod
    async def open(cls, url: str, origin: str | None = "same") -> Page:
        ws = url.replace("http://", "ws://") + "ws"
        headers = {}
        if origin == "same":
            headers["Origin"] = "http://" + url.split("/")[2]
        elif origin:
            headers["Origin"] = origin
        conn = await websocket_connect(HTTPRequest(ws, headers=headers))
        page = cls(conn)
        await page.read(lambda p: "view" in p.state)
        return page

    async def read(self, until: Any, timeout: float = 20.0) -> None:
        """Read frames until ``until(self)`` holds (a busy machine may take seconds; a pass returns at once)."""

        async def loop() -> None:
            while not until(self):
                raw = await self.conn.read_message()
                if raw is None:
                    self.closed = self.closed or "socket"
                    return
                self.frames.append(raw)
                frame = json.loads(raw)
                if frame["kind"] in ("state", "update"):
                    self.state.update(frame["state"])
                if "room" in frame:
                    self.room = frame["room"]
                if frame["kind"] == "closed":
                    self.closed = frame["reason"]

        await asyncio.wait_for(loop(), timeout)

    async def settle(self, seconds: float = 0.15) -> None:
        """Read whatever arrives for ``seconds``."""
        with contextlib.suppress(asyncio.TimeoutError):
            await self.read(lambda p: False, timeout=seconds)

    def send(self, content: Any) -> None:
        self.conn.write_message(json.dumps({"kind": "msg", "content": content}))

    def raw(self, text: str | bytes) -> None:
        self.conn.write_message(text, binary=isinstance(text, bytes))

    @property
    def view(self) -> dict[str, Any]:
        return self.state["view"]

    def close(self) -> None:
        self.conn.close()


async def fetch_status(url: str) -> tuple[int, str]:
    from tornado.httpclient import AsyncHTTPClient

    try:
        response = await AsyncHTTPClient().fetch(url, follow_redirects=False, raise_error=False)
    except HTTPClientError as error:  # pragma: no cover - raise_error=False
        return error.code, ""
    return response.code, response.body.decode("utf-8", "replace")
