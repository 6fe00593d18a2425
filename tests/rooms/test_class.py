"""A class of tables in one server: the players of each table, the teacher's page (its token,
its frames, which never hold a seat's private offer, and its spectator's view of a table), the
join timeout, Lucky Box's "Ask the rules" on a seat page, and the connection cap."""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import signal
import subprocess
import sys
from typing import Any
from urllib.parse import urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from ludoteca import bonanza, luckybox
from ludoteca.cli import DEFAULT_JOIN, parser, read_players_file, table_players
from ludoteca.core.widget import pick_seed
from ludoteca.rooms import HostedRoom, guard, host_table
from ludoteca.rooms.classroom import Classroom
from ludoteca.rooms.room import DEFAULT_JOIN_TIMEOUT
from ludoteca.rooms.server import RoomServer
from tests.aio import run
from tests.budgets import examples
from tests.rooms.conftest import free_port
from tests.rooms.helpers import Page, fetch_status


def serve_args(*more: str) -> argparse.Namespace:
    return parser().parse_args(["serve", "--game", "luckybox", *more])


# -- who sits at which table ------------------------------------------------------------------------
def test_tables_of_players_named_p1_onwards_or_read_from_a_file(tmp_path):
    assert table_players(serve_args("--tables", "3", "--players-per-table", "2")) == [["P1", "P2"]] * 3
    assert table_players(serve_args("--tables", "2")) == [["P1", "P2", "P3", "P4"]] * 2
    names = tmp_path / "names.txt"
    names.write_text("# class 4B\nAna, Bruno\n\n  Cleo,Dario,Robo:planner\n# the end\n", "utf-8")
    assert table_players(serve_args("--players-file", str(names))) == [
        ["Ana", "Bruno"],
        ["Cleo", "Dario", ("Robo", "planner")],
    ]
    assert DEFAULT_JOIN == DEFAULT_JOIN_TIMEOUT


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ana,Bruno\nCleo,,Dario\n", "line 2: --players: an empty name"),
        ("Ana,Robo:wizard\n", "line 1: --players: 'wizard' is not a computer player of luckybox"),
        ("# nobody\n\n", "names no table"),
    ],
)
def test_a_bad_players_file_is_said_with_its_line(tmp_path, text, said):
    names = tmp_path / "names.txt"
    names.write_text(text, "utf-8")
    with pytest.raises(argparse.ArgumentTypeError, match=said):
        read_players_file(names, "luckybox")


def test_bad_class_options_are_refused_before_anything_is_served(tmp_path):
    with pytest.raises(argparse.ArgumentTypeError, match="--tables is 1 to"):
        table_players(serve_args("--tables", "0"))
    with pytest.raises(argparse.ArgumentTypeError, match="--players-per-table goes with --tables"):
        table_players(serve_args("--players", "Ana,Bruno", "--players-per-table", "3"))
    with pytest.raises(argparse.ArgumentTypeError, match="cannot read"):
        read_players_file(tmp_path / "missing.txt", "luckybox")
    with pytest.raises(SystemExit):  # argparse: one of --players, --tables, --players-file
        parser().parse_args(["serve", "--game", "luckybox", "--players", "Ana", "--tables", "2"])


# -- a class on the loopback -----------------------------------------------------------------------
def lucky_class(tables: int = 2, **room: Any) -> tuple[Classroom, list[HostedRoom], RoomServer]:
    """``tables`` Lucky Box rooms of Ana and Bruno on one loopback server, and their class."""
    server = RoomServer()
    server.listen(0, "127.0.0.1")
    rooms = []
    for n in range(tables):
        table = luckybox.open_table(["Ana", "Bruno"], seed=pick_seed(None), bot_delay=0, store=False)
        rooms.append(HostedRoom(host_table(table, None), host=None, server=server, label=str(n + 1), **room))
    classroom = Classroom(rooms, base_url=rooms[0].base_url, locale="en")
    server.add_class(classroom)
    return classroom, rooms, server


class Teacher:
    """The teacher's page: a websocket, every frame it received, and the tables as last told."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.frames: list[str] = []
        self.state: dict[str, Any] = {}
        self.notice: dict[str, Any] = {}

    @classmethod
    async def open(cls, url: str) -> Teacher:
        headers = {"Origin": "http://" + url.split("/")[2]}
        conn = await websocket_connect(HTTPRequest(url.replace("http://", "ws://") + "ws", headers=headers))
        page = cls(conn)
        await page.read(lambda p: "tables" in p.state)
        return page

    async def read(self, until: Any, timeout: float = 5.0) -> None:
        async def loop() -> None:
            while not until(self):
                raw = await self.conn.read_message()
                assert raw is not None, "the teacher's socket closed"
                self.frames.append(raw)
                frame = json.loads(raw)
                if frame["kind"] == "class":
                    self.state = frame["class"]
                elif frame["kind"] == "tables":
                    self.state["tables"] = frame["tables"]
                elif frame["kind"] == "notice":
                    self.notice = frame["notice"]

        await asyncio.wait_for(loop(), timeout)

    def seat(self, table: int, name: str) -> dict[str, Any]:
        return next(s for s in self.state["tables"][table]["seats"] if s["name"] == name)


def private_offers(frames: list[str]) -> set[int]:
    """The seats whose offer appears anywhere in ``frames`` (whatever shape they take)."""
    seen: set[int] = set()

    def walk(item: object) -> None:
        if isinstance(item, dict):
            if item.get("offer") and "seat" in item:
                seen.add(item["seat"])
            for value in item.values():
                walk(value)
        elif isinstance(item, list):
            for value in item:
                walk(value)

    for raw in frames:
        walk(json.loads(raw))
    return seen


def test_the_teachers_page_lists_every_link_and_follows_presence_and_scores_with_no_private_offer():
    async def main():
        classroom, rooms, _ = lucky_class()
        teacher = await Teacher.open(classroom.url)
        tables = teacher.state["tables"]
        assert [t["number"] for t in tables] == [1, 2] and [t["label"] for t in tables] == ["1", "2"]
        for table, room in zip(tables, rooms):
            assert {s["name"]: s["link"] for s in table["seats"]} == room.links
            assert [s["state"] for s in table["seats"]] == ["waiting", "waiting"]
            assert [s["score"] for s in table["seats"]] == room.game.running_scores()
        assert set(teacher.state["qr"]) == {url for room in rooms for url in room.links.values()}
        assert all(code.startswith("data:image/svg+xml") for code in teacher.state["qr"].values())
        ana = await Page.open(rooms[0].links["Ana"])
        bruno = await Page.open(rooms[0].links["Bruno"])
        await teacher.read(lambda p: p.seat(0, "Ana")["state"] == p.seat(0, "Bruno")["state"] == "here")
        assert teacher.seat(1, "Ana")["state"] == "waiting"
        for page in (ana, bruno):  # both keep three cards: the first number is revealed
            for card in (0, 1, 2):
                page.send({"type": "select", "card": card})
            page.send({"type": "choose"})
        await ana.read(lambda p: p.view["luckybox"]["number"] is not None)
        await teacher.read(lambda p: p.seat(0, "Ana")["score"] == rooms[0].game.running_scores()[0])
        assert private_offers(ana.frames) == {0}, "the seat's own offer does reach its page"
        assert private_offers(teacher.frames) == set()
        assert str(rooms[0].game.seed) not in "".join(teacher.frames)
        ana.close()
        await teacher.read(lambda p: p.seat(0, "Ana")["state"] == "away")
        assert teacher.seat(0, "Ana")["seconds_left"] > 0

    run(main())


def test_a_watch_of_a_table_is_a_spectators_view_that_plays_nothing():
    async def main():
        classroom, rooms, _ = lucky_class(1)
        ana = await Page.open(rooms[0].links["Ana"])
        watch = await Page.open(f"{classroom.url}{rooms[0].id}/")
        assert watch.room["watching"] == {"because": "spectator"} and watch.room["you"] is None
        assert watch.view["ui"]["seat"] is None
        await ana.read(lambda p: bool(p.view["luckybox"]["players"][0]["offer"]))
        watch.send({"type": "select", "card": 0})  # refused: a spectator plays no seat
        await watch.read(lambda p: bool(p.state.get("notice")))
        before = len(rooms[0].game.actions)
        for card in (0, 1, 2):
            ana.send({"type": "select", "card": card})
        ana.send({"type": "choose"})
        await watch.read(lambda p: p.view["ui"]["waiting"] == ["Bruno"])
        assert len(rooms[0].game.actions) == before + 1
        await watch.read(lambda p: p.room["presence"][0]["state"] == "here")
        assert private_offers(watch.frames) == set()
        watch.close()
        await ana.settle()
        assert not classroom.watches or all(w.page is not watch for w in classroom.watches.values())

    run(main())


def keys(data: object) -> set[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(data, dict):
        return set(data) | {k for v in data.values() for k in keys(v)}
    if isinstance(data, list):
        return {k for v in data for k in keys(v)}
    return set()


def test_a_bonanza_class_never_sends_the_teacher_the_seed_the_rng_or_the_dice_to_come():
    async def main():
        server = RoomServer()
        server.listen(0, "127.0.0.1")
        table = bonanza.open_table(["Ana", "Bruno"], seed=pick_seed(None), bot_delay=0, store=False, hints=False)
        room = HostedRoom(host_table(table, None), host=None, server=server)
        classroom = Classroom([room], base_url=room.base_url)
        server.add_class(classroom)
        teacher = await Teacher.open(classroom.url)
        watch = await Page.open(f"{classroom.url}{room.id}/")
        ana = await Page.open(room.links["Ana"])
        for page in (ana, await Page.open(room.links["Bruno"])):
            page.send({"type": "ready"})
        ana.send({"type": "roll"})
        await watch.read(lambda p: p.view["bonanza"]["dice"] is not None)
        previews = room.game.previews()
        best = max(previews, key=previews.get)
        for _ in range(2):  # a box before the last roll asks first; the second click records
            ana.send({"type": "box", "box": best})
        await teacher.read(lambda p: p.seat(0, "Ana")["score"] == previews[best] > 0)
        await watch.read(lambda p: p.view["bonanza"]["dice"] is None)
        seed = str(room.game.seed)
        for raw in teacher.frames + watch.frames:
            assert seed not in raw and not {"seed", "rng", "deck"} & keys(json.loads(raw))

    run(main())


def test_a_wrong_teachers_token_gets_the_invalid_page_and_a_bad_frame_a_notice():
    async def main():
        classroom, rooms, _ = lucky_class(1)
        token = classroom.token
        wrong = classroom.url.replace(token, token[:-1] + ("x" if token[-1] != "x" else "y"))
        elsewhere = (wrong + "ws", wrong + "teacher.js", f"{wrong}{rooms[0].id}/", f"{classroom.url}nosuchroom1/")
        for url in (wrong, *elsewhere):
            status, body = await fetch_status(url)
            assert status == 404 and "not valid" in body, url
        status, body = await fetch_status(classroom.url)
        assert status == 200 and "teacher.js" in body
        teacher = await Teacher.open(classroom.url)
        bad = [{"kind": "msg", "content": {}}, {"kind": "set", "state": {}}, {"kind": "set", "state": 5}]
        bad += [{"kind": "set", "state": ["locale"]}, {"kind": "set", "state": {"locale": "pt", "notice": 1}}]
        for raw in ("{", "[1]", "[" * 40 + "]" * 40, *map(json.dumps, bad)):
            teacher.notice = {}  # each is answered with a notice; the page stays open
            teacher.conn.write_message(raw)
            await teacher.read(lambda p: bool(p.notice))
        assert teacher.state["locale"] == "en" and teacher.notice["code"] == "malformed_action"
        teacher.notice = {}
        teacher.conn.write_message(json.dumps({"kind": "set", "state": {"locale": "xx"}}))
        await teacher.read(lambda p: p.notice.get("text") == p.state["strings"]["class.only_language"])
        teacher.conn.write_message(json.dumps({"kind": "set", "state": {"locale": "pt"}}))
        await teacher.read(lambda p: p.state["locale"] == "pt")
        assert teacher.state["strings"]["class.title"] == "Página do professor"
        assert {s["name"] for s in teacher.state["tables"][0]["seats"]} == {"Ana", "Bruno"}
        classroom.close()

    run(main())


def test_a_resumed_room_shows_no_link_it_no_longer_knows():
    async def main():
        classroom, rooms, _ = lucky_class(1)
        for link in rooms[0].seats:
            link.token = None  # as rebuilt from the store: only the hashes are known
        table = classroom.tables()[0]
        assert [s["link"] for s in table["seats"]] == [None, None] and classroom.qr_codes() == {}

    run(main())


# -- a link nobody opens ------------------------------------------------------------------------
def test_a_link_never_opened_within_the_join_timeout_leaves_and_the_table_plays_on():
    async def main():
        _, rooms, _ = lucky_class(1, join_timeout=0.3)
        room = rooms[0]
        ana = await Page.open(room.links["Ana"])
        await ana.read(lambda p: p.room["presence"][1]["state"] == "left", timeout=10)
        assert room.seats[1].left_because == "late" and room.game.departed() == [1]
        for card in (0, 1, 2):
            ana.send({"type": "select", "card": card})
        ana.send({"type": "choose"})  # nobody else to wait for: the number is revealed
        await ana.read(lambda p: p.view["luckybox"]["number"] is not None)
        late = await Page.open(room.url(room.seats[1]))  # opened too late: it watches
        assert late.room["watching"] == {"because": "late"} and late.room["you"] is None

    run(main())


def test_a_link_opened_in_time_stops_its_join_timeout():
    async def main():
        # Time enough to open both links on a busy machine (0.3 s was not, about once in a run),
        # then waited past: neither page may be taken for late.
        _, rooms, _ = lucky_class(1, join_timeout=2.0)
        pages = [await Page.open(url) for url in rooms[0].links.values()]
        await pages[0].settle(2.3)
        assert [p["state"] for p in rooms[0].presence()] == ["here", "here"]
        assert rooms[0].game.departed() == []

    run(main())


def test_the_join_timeout_is_checked():
    table = luckybox.open_table(["Ana", "Bruno"], seed=1, bot_delay=0, store=False)
    with pytest.raises(ValueError, match="join_timeout is more than 0"):
        HostedRoom(host_table(table, None), host=None, server=RoomServer(), store=False, join_timeout=0)


# -- Ask the rules on a seat page -------------------------------------------------------------------
def test_a_seat_page_opens_ask_the_rules_and_gets_its_answers():
    async def main():
        _, rooms, _ = lucky_class(1)
        ana = await Page.open(rooms[0].links["Ana"])
        assert ana.state["rules_view"] == {}
        ana.send({"type": "rules"})
        await ana.read(lambda p: bool(p.state["rules_view"]))
        assert ana.state["rules_view"]["words"]["widget_title"] == "Ask the rules"
        ana.send({"type": "rules", "message": {"type": "ask", "question": "How many rounds are there?"}})
        await ana.read(lambda p: (p.state["rules_view"].get("answer") or {}).get("topic") == "rounds")
        ana.send({"type": "rules", "message": {"type": "ask", "question": ""}})
        await ana.read(lambda p: p.state["rules_view"]["notice"].get("code") == "no_question")
        assert len(rooms[0].game.actions) == 0

    run(main())


# -- the total connection cap follows the open-file limit ------------------------------------------------
def test_the_connection_cap_follows_the_open_file_limit(monkeypatch):
    monkeypatch.setattr(guard, "_file_limits", lambda: (1024, 4096))
    assert guard.connection_limit() == int(1024 * guard.FILE_SHARE) - guard.FILES_KEPT
    monkeypatch.setattr(guard, "_file_limits", lambda: (65536, 65536))
    assert guard.connection_limit() > 200 * 3, "200 rooms of three pages fit"
    monkeypatch.setattr(guard, "_file_limits", lambda: (40, 40))
    assert guard.connection_limit() == guard.PER_ADDRESS
    monkeypatch.setattr(guard, "_file_limits", lambda: None)
    assert guard.connection_limit() == guard.TOTAL


def test_the_soft_file_limit_is_raised_to_the_hard_one_where_allowed(monkeypatch):
    import resource

    asked: list[tuple[int, int]] = []
    monkeypatch.setattr(guard, "_file_limits", lambda: (1024, 8192))
    monkeypatch.setattr(resource, "setrlimit", lambda kind, limits: asked.append(limits))
    assert guard.raise_file_limit() == 8192 and asked == [(8192, 8192)]

    def refused(kind: int, limits: tuple[int, int]) -> None:
        raise ValueError("not allowed")

    monkeypatch.setattr(resource, "setrlimit", refused)
    assert guard.raise_file_limit() == 1024


def test_no_log_line_holds_the_teachers_token():
    classroom, _, _ = lucky_class(1)
    path = urlsplit(classroom.url).path
    assert guard.redact(f"GET {path}ws") == "GET /rooms/class/…/ws"
    assert classroom.token not in guard.redact(classroom.url)


# -- ludoteca serve with a class, killed and resumed -------------------------------------------------
def class_serve(port: int, store: str, *more: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "ludoteca.cli", "serve", "--game", "luckybox", "--tables", "2"]
    command += ["--players-per-table", "2", "--host", "127.0.0.1", "--port", str(port), "--store", store, *more]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def test_serve_prints_each_tables_links_and_the_teachers_page_and_resume_brings_the_class_back(tmp_path):
    store, port = str(tmp_path / "rooms.sqlite3"), free_port()
    first = class_serve(port, store)
    try:
        lines = [first.stdout.readline() for _ in range(5)]
        site = rf"http://127\.0\.0\.1:{port}/rooms/"
        for line, (table, name) in zip(lines, [(1, "P1"), (1, "P2"), (2, "P1"), (2, "P2")]):
            assert re.fullmatch(rf"Table {table} · {name}: {site}[\w-]+/[\w-]+/\n", line), line
        assert re.fullmatch(rf"teacher's page \(keep it to yourself\): {site}class/[\w-]+/\n", lines[4]), lines[4]
        seat = lines[2].split(": ", 1)[1].strip()

        async def look() -> list[dict[str, Any]]:
            teacher = await Teacher.open(lines[4].split(": ", 1)[1].strip())
            return teacher.state["tables"]

        tables = run(look())
        assert [t["number"] for t in tables] == [1, 2] and tables[1]["seats"][0]["link"] == seat
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(15)
    second = class_serve(port, store, "--resume")
    try:
        lines = [second.stdout.readline() for _ in range(3)]
        assert lines[0].startswith("resumed Super Mega Lucky Box table 1 room"), lines
        assert lines[1].startswith("resumed Super Mega Lucky Box table 2 room"), lines
        assert lines[2].startswith("teacher's page"), lines

        async def back() -> tuple[list[dict[str, Any]], dict[str, Any]]:
            teacher = await Teacher.open(lines[2].split(": ", 1)[1].strip())
            page = await Page.open(seat)  # the link given before the crash
            await teacher.read(lambda p: p.seat(1, "P1")["state"] == "here")
            return teacher.state["tables"], page.room

        tables, room = run(back())
        assert room["you"] == 0 and [s["link"] for s in tables[1]["seats"]] == [None, None]
    finally:
        second.send_signal(signal.SIGINT)
        assert second.wait(15) == 0


NAMES = st.text(alphabet="abcdefghijklmnopqrstuvwxyzÁÉçãüß", min_size=1, max_size=8)
TABLES = st.lists(st.lists(NAMES, min_size=1, max_size=6), min_size=1, max_size=6)
NOISE = st.lists(st.sampled_from(["", "   ", "# a comment", "#Ana,Bruno"]), max_size=3)


@settings(max_examples=examples(60), deadline=None)
@given(tables=TABLES, noise=st.lists(NOISE, min_size=7, max_size=7), spaces=st.booleans())
def test_a_players_file_reads_back_the_tables_written_into_it_whatever_blank_lines_and_comments(
    tables, noise, spaces, tmp_path_factory
):
    lines: list[str] = [*noise[0]]
    for table, extra in zip(tables, noise[1:]):
        lines.append((", " if spaces else ",").join(table))
        lines += extra
    path = tmp_path_factory.mktemp("names") / "names.txt"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    assert read_players_file(path, "luckybox") == tables
