"""Through a crash: every room is kept after every move (tokens only as salted hashes), and a
room comes back with its id and links — in this process, from `ludoteca serve --resume` after a
SIGKILL, from a second process reading the same Redis, and in a notebook with resume=True."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys

import pytest
import tornado.netutil
import tornado.web
from tornado.httpserver import HTTPServer

from ludoteca import bonanza
from ludoteca.rooms import HostedRoom, gateway, host_table, resume, unfinished
from ludoteca.rooms.server import RoomServer
from ludoteca.rooms.store import SQLiteRooms, open_store
from tests.aio import run
from tests.browser.harness import free_port
from tests.rooms.helpers import Page, fetch_status


def token_of(url: str) -> str:
    return url.rstrip("/").rsplit("/", 1)[1]


def on_port(url: str, port: int) -> str:
    return re.sub(r":\d+/", f":{port}/", url, count=1)


def test_a_room_comes_back_with_its_id_links_and_game_and_the_store_holds_no_token(tmp_path):
    async def main():
        store = SQLiteRooms(tmp_path / "rooms.sqlite3")
        server = RoomServer()
        server.listen(0, "127.0.0.1")
        table = bonanza.open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False, hints=False, turn_seconds=30)
        room = HostedRoom(host_table(table, None), host=None, server=server, store=store)
        links = room.links
        ana, bruno = await Page.open(links["Ana"]), await Page.open(links["Bruno"])
        ana.send({"type": "ready"})
        bruno.send({"type": "ready"})
        ana.send({"type": "roll"})
        await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
        dice = ana.view["bonanza"]["dice"]
        kept = (tmp_path / "rooms.sqlite3").read_bytes() + (tmp_path / "rooms.sqlite3-wal").read_bytes()
        assert all(token_of(url).encode() not in kept for url in links.values())
        assert [r["id"] for r in unfinished(store)] == [room.id]

        server.stop()  # the crash: nothing is closed, the process's rooms are simply gone
        server.rooms.clear()
        ana.close()
        bruno.close()
        again = RoomServer()
        again.listen(0, "127.0.0.1")
        back = resume(room.id, where="serve", server=again, store=store)
        assert back.id == room.id
        assert [link.state for link in back.seats] == ["away", "away"]  # each has a grace period
        assert back.game.to_json() == room.game.to_json()
        ana = await Page.open(on_port(links["Ana"], again.port))  # the very same link
        assert ana.view["bonanza"]["dice"] == dice
        ana.send({"type": "toggle", "die": 0})
        await ana.read(lambda p: p.view["bonanza"]["held"][0])
        status, _ = await fetch_status(on_port(links["Ana"], again.port).replace(token_of(links["Ana"]), "x" * 32))
        assert status == 404, "a wrong token still opens nothing"
        back.close()
        again.stop()

    run(main())


def test_there_is_nothing_to_resume_says_so(tmp_path):
    with pytest.raises(ValueError, match="no unfinished"):
        resume("nosuchroom", where="serve", server=RoomServer(), store=SQLiteRooms(tmp_path / "r.sqlite3"))


def test_a_finished_or_closed_room_is_not_offered_again(tmp_path):
    async def main():
        store = SQLiteRooms(tmp_path / "rooms.sqlite3")
        server = RoomServer()
        server.listen(0, "127.0.0.1")
        table = bonanza.open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False, hints=False)
        room = HostedRoom(host_table(table, None), host=None, server=server, store=store)
        assert unfinished(store)
        room.close()
        assert unfinished(store) == []
        server.stop()

    run(main())


def test_a_notebook_room_comes_back_with_resume_true_after_its_kernel_went(monkeypatch):
    async def main():
        first = bonanza.open_room(["Ana", "Bruno"], host="Ana", seed=3, bot_delay=0, store=False, hints=False)
        first.table.receive({"type": "ready"})
        link = first.links["Bruno"]
        first.server.remove(first)  # the kernel went: its rooms with it (nothing closed them)
        again = bonanza.open_room(["Ana", "Bruno"], host="Ana", resume=True, bot_delay=0, store=False, hints=False)
        assert again.id == first.id and again.host == 0
        assert again.game.to_json() == first.game.to_json()
        bruno = await Page.open(link)
        assert bruno.room["you"] == 1
        fresh = bonanza.open_room(["Cleo", "Dan"], host="Cleo", resume=True, bot_delay=0, store=False, hints=False)
        assert fresh.id != first.id, "other players: a new room"
        for room in (again, fresh):
            room.close()

    run(main())


# -- a real crash: kill -9 of `ludoteca serve` --------------------------------------------------------
def serve(port: int, store: str, *more: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "ludoteca.cli", "serve", "--game", "bonanza", "--players", "Ana,Bruno"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--store", store, "--seed", "7", *more]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def killed(process: subprocess.Popen) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(15)


@pytest.mark.parametrize("backend", ["sqlite", "redis"])
def test_after_kill_9_the_same_command_with_resume_brings_the_room_back_and_the_page_plays_on(
    backend, tmp_path, request
):
    store = str(tmp_path / "rooms.sqlite3") if backend == "sqlite" else request.getfixturevalue("redis_url")
    port = free_port()
    first = serve(port, store)
    try:
        links = dict(first.stdout.readline().strip().split(": ", 1) for _ in range(2))

        async def play_a_roll() -> list[int]:
            ana, bruno = await Page.open(links["Ana"]), await Page.open(links["Bruno"])
            for page in (ana, bruno):
                page.send({"type": "ready"})
            ana.send({"type": "roll"})
            await ana.read(lambda p: p.view["bonanza"]["dice"] is not None)
            await ana.settle(0.3)  # the room is kept after the move
            return ana.view["bonanza"]["dice"]

        dice = run(play_a_roll())
    finally:
        killed(first)
    # Another process (for Redis: as a second server would be), the same command plus --resume.
    second = serve(port, store, "--resume")
    try:
        line = second.stdout.readline()
        assert line.startswith("resumed Bonanza room") and "the links given before work again" in line, line

        async def play_on() -> None:
            ana = await Page.open(links["Ana"])
            assert ana.view["bonanza"]["dice"] == dice
            ana.send({"type": "toggle", "die": 1})
            await ana.read(lambda p: p.view["bonanza"]["held"][1])

        run(play_on())
    finally:
        second.send_signal(signal.SIGINT)
        second.wait(15)
    assert [r["where"] for r in open_store(store).unfinished()] == ["serve"], "a stop keeps it for --resume"


# -- the gateway when a notebook's kernel is gone -------------------------------------------------------
def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(10)
    return child.pid


def serving(app: tornado.web.Application) -> tuple[HTTPServer, int]:
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = HTTPServer(app)
    server.add_sockets(sockets)
    return server, sockets[0].getsockname()[1]


def test_a_page_of_a_stopped_kernel_waits_if_the_room_is_kept_and_is_told_it_ended_if_not(tmp_path, monkeypatch):
    rooms = SQLiteRooms(tmp_path / "rooms.sqlite3")
    monkeypatch.setattr("ludoteca.rooms.default_rooms", lambda: rooms)
    rooms.save({"id": "keptroom01", "game": "bonanza", "finished": False})
    for room_id in ("keptroom01", "goneroom01"):
        (tmp_path / f"{room_id}.json").write_text(json.dumps({"port": free_port(), "pid": dead_pid()}))

    async def main():
        front = tornado.web.Application(
            [(r"/ludoteca/rooms/([A-Za-z0-9_-]{8,40})/(.*)", gateway.RoomPage, {"folder": tmp_path})]
        )
        server, port = serving(front)
        status, body = await fetch_status(f"http://127.0.0.1:{port}/ludoteca/rooms/keptroom01/{'t' * 20}/")
        assert status == 503 and "has stopped" in body
        status, body = await fetch_status(f"http://127.0.0.1:{port}/ludoteca/rooms/goneroom01/{'t' * 20}/")
        assert status == 404 and "not valid" in body
        server.stop()

    run(main())
    assert (tmp_path / "keptroom01.json").exists()
    assert not (tmp_path / "goneroom01.json").exists(), "the file of a room that is gone is cleaned"


def test_the_room_folders_of_a_jupyter_server_that_died_are_swept(tmp_path):
    dead = tmp_path / f"ludoteca-rooms-{dead_pid()}"
    alive = tmp_path / f"ludoteca-rooms-{os.getpid()}"
    for folder in (dead, alive):
        folder.mkdir()
        (folder / "abcdefghij.json").write_text("{}")
    assert gateway.sweep(tmp_path) == [dead]
    assert not dead.exists() and (alive / "abcdefghij.json").exists()
