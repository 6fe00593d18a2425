"""A room server under abuse: idle and half-open connections, floods of connections from one
address, frames built to break the parser, and logs that must never print a seat's token."""

from __future__ import annotations

import asyncio
import json
import logging
import socket

import pytest
import tornado.netutil
import tornado.web
from tornado.httpserver import HTTPServer

from ludoteca import bonanza, luckybox, magdagdon
from ludoteca.rooms import HostedRoom, gateway, host_table
from ludoteca.rooms.guard import FrameError, nesting, read_frame, recent_log, redact
from ludoteca.rooms.seat_link import BURST, MAX_PAGES, SeatLink
from ludoteca.rooms.server import RoomServer
from tests.aio import run
from tests.rooms.helpers import Page, fetch_status

DEEP = 975


def room_on(server: RoomServer) -> HostedRoom:
    table = bonanza.open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False, hints=False)
    return HostedRoom(host_table(table, None), host=None, server=server)


def guarded(**limits) -> RoomServer:
    server = RoomServer(**limits)
    server.listen(0, "127.0.0.1")
    return server


async def idle_socket(port: int, source: str = "127.0.0.1", text: bytes = b"GET /rooms/ HTTP/1.1\r\n") -> socket.socket:
    """A connection that starts a request and never finishes its headers."""
    sock = socket.socket()
    sock.setblocking(False)
    sock.bind((source, 0))
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, ("127.0.0.1", port))
    await loop.sock_sendall(sock, text)
    return sock


async def closed_by_server(sock: socket.socket, within: float) -> bool:
    loop = asyncio.get_running_loop()
    try:
        data = await asyncio.wait_for(loop.sock_recv(sock, 4096), within)
    except asyncio.TimeoutError:
        return False
    except ConnectionError:
        return True
    return data == b"" or data.startswith(b"HTTP/1.1 4") or data.startswith(b"HTTP/1.1 5")


# -- frames ---------------------------------------------------------------------------------------
def test_the_nesting_scan_skips_brackets_inside_strings():
    assert nesting('{"a": "[[[{{{", "b": [[1]]}') == 3
    assert nesting("1") == 0
    with pytest.raises(FrameError, match="nested too deeply"):
        read_frame("[" * DEEP + "]" * DEEP)
    with pytest.raises(FrameError, match="JSON object"):
        read_frame("[1]")
    with pytest.raises(FrameError, match="UTF-8"):
        read_frame(b"\xff\xfe")
    assert read_frame(b'{"kind": "msg"}') == {"kind": "msg"}


@pytest.mark.parametrize(
    "frame",
    [
        '{"kind":"msg","content":' + "[" * DEEP + "]" * DEEP + "}",
        '{"kind":"set","state":{"locale":[]}}',
        '{"kind":"set","state":{"locale":{"x":1}}}',
        '{"kind":"msg","content":' + '{"a":' * DEEP + "1" + "}" * DEEP + "}",
    ],
    ids=["deep-list", "locale-list", "locale-object", "deep-object"],
)
def test_a_frame_built_to_break_the_room_is_refused_with_a_notice_and_logs_no_token(frame, caplog):
    async def main():
        server = guarded()
        room = room_on(server)
        bruno = await Page.open(room.links["Bruno"])
        before = room.game.to_json()
        with caplog.at_level(logging.DEBUG):
            bruno.raw(frame)
            await bruno.read(lambda p: bool(p.state.get("notice")))
        assert bruno.state["notice"]["code"] == "malformed_action"
        assert room.game.to_json() == before
        token = room.links["Bruno"].rstrip("/").rsplit("/", 1)[1]
        assert not [r for r in caplog.records if r.exc_info], "nothing raised"
        assert token not in caplog.text
        assert all(token not in line for line in recent_log(500))
        room.close()
        server.stop()

    run(main())


@pytest.mark.parametrize("game", ["bonanza", "luckybox", "magdagdon"])
def test_a_widget_message_nested_a_thousand_deep_is_refused_not_an_internal_error(game):
    if game == "bonanza":
        table = bonanza.open_table(["Ana"], seed=1, bot_delay=0, store=False, hints=False)
    elif game == "luckybox":
        table = luckybox.open_table(["Ana"], seed=1, bot_delay=0, store=False)
    else:
        table = magdagdon.play("Ana", seed=1, store=False)
    before = table.game.to_json()
    deep: dict = {}
    inner = deep
    for _ in range(995):
        inner["a"] = {}
        inner = inner["a"]
    assert table.receive({"type": "roll", "x": deep}) is False
    assert table.notice["code"] == "malformed_action"
    assert "nested too deeply" in table.notice["text"]
    assert table.game.to_json() == before


# -- connections ----------------------------------------------------------------------------------
def test_a_connection_that_never_finishes_its_headers_is_closed():
    async def main():
        server = guarded(idle_connection_timeout=0.4)
        sock = await idle_socket(server.port)
        assert await closed_by_server(sock, within=5)
        sock.close()
        server.stop()

    run(main())


def test_a_flood_of_idle_connections_from_one_address_locks_out_no_one_else():
    async def main():
        server = guarded(per_address=5, total=50)
        room = room_on(server)
        ana = await Page.open(room.links["Ana"])  # an open seat, before the flood
        flood = [await idle_socket(server.port, source="127.0.0.2") for _ in range(5)]
        extra = await idle_socket(server.port, source="127.0.0.2")
        assert await closed_by_server(extra, within=5), "the sixth from that address is refused"
        status, _ = await fetch_status(room.links["Bruno"])  # from another address: still served
        assert status == 200
        bruno = await Page.open(room.links["Bruno"])
        ana.send({"type": "roll"})  # the open seat plays on
        await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
        await bruno.read(lambda p: p.view["bonanza"]["dice"] is not None)
        for sock in [*flood, extra]:
            sock.close()
        room.close()
        server.stop()

    run(main())


def test_past_the_total_cap_a_connection_is_told_the_server_is_full():
    async def main():
        server = guarded(per_address=100, total=3)
        socks = [await idle_socket(server.port) for _ in range(3)]
        sock = socket.socket()
        sock.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(sock, ("127.0.0.1", server.port))
        answer = await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
        assert answer.startswith(b"HTTP/1.1 503")
        assert b"too many connections" in answer
        for s in [*socks, sock]:
            s.close()
        server.stop()

    run(main())


# -- logs -----------------------------------------------------------------------------------------
def test_a_wrong_link_is_logged_without_its_token_and_not_to_the_hosts_logs(caplog):
    async def main():
        server = guarded()
        room = room_on(server)
        token = "Z" * 40
        with caplog.at_level(logging.DEBUG):
            status, _ = await fetch_status(f"http://127.0.0.1:{server.port}/rooms/{room.id}/{token}/")
        assert status == 404
        assert token not in caplog.text  # nothing reached the host's loggers (a notebook shows those)
        assert not [r for r in caplog.records if r.name.startswith("tornado")]
        lines = [line for line in recent_log() if "404" in line]
        assert lines and all(token not in line for line in lines)
        assert f"/rooms/{room.id}/…/" in lines[-1]
        room.close()
        server.stop()

    run(main())


def test_redact_takes_every_token_out_of_a_line():
    line = "GET /rooms/abcdefgh12/" + "T" * 30 + "/ws and /x/rooms/ROOM123456/" + "u" * 16
    assert redact(line) == "GET /rooms/abcdefgh12/…/ws and /x/rooms/ROOM123456/…"


# -- the gateway ----------------------------------------------------------------------------------
def serving(app: tornado.web.Application) -> tuple[HTTPServer, int]:
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = HTTPServer(app)
    server.add_sockets(sockets)
    return server, sockets[0].getsockname()[1]


class Slow(tornado.web.RequestHandler):
    async def get(self, *_: str) -> None:
        await asyncio.sleep(2)
        self.finish("late")


def test_a_busy_kernel_gets_a_page_that_says_so_not_a_server_error(tmp_path, monkeypatch):
    monkeypatch.setattr(gateway, "BACKEND_SECONDS", 0.3)

    async def main():
        kernel, port = serving(tornado.web.Application([(r"/rooms/.*", Slow)]))
        (tmp_path / "abcdefghij.json").write_text(json.dumps({"port": port}))
        front = tornado.web.Application(
            [(r"/ludoteca/rooms/([A-Za-z0-9_-]{8,40})/(.*)", gateway.RoomPage, {"folder": tmp_path})]
        )
        server, front_port = serving(front)
        status, body = await fetch_status(f"http://127.0.0.1:{front_port}/ludoteca/rooms/abcdefghij/{'t' * 20}/")
        assert status == 503
        assert "busy" in body
        server.stop()
        kernel.stop()

    run(main())


# -- one seat cannot slow the others --------------------------------------------------------------
def test_the_message_budget_is_the_seats_whatever_number_of_pages_it_sends_from():
    link = SeatLink(0, "Bruno")
    pages = [object(), object(), object()]
    for page in pages:
        link.add_page(page)
    taken = sum(link.take_budget(pages[i % 3]) for i in range(3 * BURST))
    assert taken <= BURST + 2  # a few refill while the loop runs
    assert not link.take_budget(object()), "a page that is not the seat's sends nothing"


def test_a_seat_opening_page_after_page_replaces_its_oldest_and_the_others_hear_once():
    async def main():
        server = guarded()
        room = room_on(server)
        ana = await Page.open(room.links["Ana"])
        await ana.settle(0.2)
        before = len(ana.frames)
        pages = [await Page.open(room.links["Bruno"]) for _ in range(MAX_PAGES + 3)]
        await pages[0].read(lambda p: p.closed is not None)
        assert pages[0].closed == "replaced"
        await ana.settle(0.3)
        told = [json.loads(f) for f in ana.frames[before:]]
        assert len([f for f in told if f["kind"] == "room"]) == 1, "Bruno arrived once, whatever his pages"
        link = next(lk for lk in room.seats if lk.name == "Bruno")
        assert len(link.pages) == MAX_PAGES
        pages[-1].send({"type": "roll"})  # the newest page plays (and is told it is not its turn)
        await pages[-1].read(lambda p: bool(p.state.get("notice")))
        room.close()
        server.stop()

    run(main())


def test_a_flood_is_answered_with_at_most_a_notice_a_second():
    async def main():
        server = guarded()
        room = room_on(server)
        bruno = await Page.open(room.links["Bruno"])
        await bruno.settle(0.2)
        before = len(bruno.frames)
        for _ in range(300):
            bruno.raw('{"kind":"msg","content":{"type":"nonsense"}}')
        await bruno.settle(0.8)
        floods = [
            f
            for f in map(json.loads, bruno.frames[before:])
            if (f.get("state") or {}).get("notice", {}).get("code") == "flood"
        ]
        assert 1 <= len(floods) <= 2
        room.close()
        server.stop()

    run(main())


def test_the_loopback_a_gateway_relays_from_is_not_capped_per_address_but_another_is():
    async def main():
        server = guarded(per_address=2, total=50)
        room = room_on(server)
        local = [await idle_socket(server.port) for _ in range(4)]  # 127.0.0.1: the gateway's side
        ana = await Page.open(room.links["Ana"])  # still opens, from the same loopback address
        ana.send({"type": "roll"})
        await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
        other = [await idle_socket(server.port, source="127.0.0.2") for _ in range(3)]
        assert await closed_by_server(other[-1], within=5), "another address keeps its cap"
        for sock in [*local, *other]:
            sock.close()
        room.close()
        server.stop()

    run(main())
