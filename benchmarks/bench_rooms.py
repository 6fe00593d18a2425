"""Many rooms in one process: message round trips over websockets on the loopback, and memory.

A server process opens ROOMS Bonanza rooms of four seats (three people and a computer player,
a 30 s turn clock). This process connects one scripted page per person (3 x ROOMS websockets)
and each page sends PROBES messages, one at a time (about two a second, as a quick player
clicks), timing each from send to the frame that answers it; the person whose turn it is also
plays (roll, then record), so games, bots and clocks run meanwhile. Prints the round trip
p50/p95/p99 and the server's memory per room. Then a second server opens MANY rooms (200 by
default) and this process connects their 3 x MANY pages (past the old cap of 512 connections:
the cap follows the open-file limit): it prints the memory per room with its pages open, and
the load average (the machine is shared).

    python benchmarks/bench_rooms.py [ROOMS] [PROBES] [MANY]
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

ROOMS = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1] != "--serve" else 50
PROBES = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[1] != "--serve" else 20
MANY = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[1] != "--serve" else 200


def rss_kib() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


async def serve(rooms: int) -> None:
    """The server side: ``rooms`` rooms, their links on stdout as JSON, then serve forever."""
    from ludoteca.bonanza.widget import open_table
    from ludoteca.rooms import HostedRoom, LocalComm, host_table
    from ludoteca.rooms.guard import raise_file_limit
    from ludoteca.rooms.server import RoomServer

    raise_file_limit()  # as ludoteca serve does
    server = RoomServer()
    server.listen(0, "127.0.0.1")
    open_table(["A", "B"], seed=1, store=False, hints=False).close()  # warm the imports and the strategy table
    before = rss_kib()
    links = []
    for i in range(rooms):
        table = open_table(
            ["Ana", "Bruno", "Cleo", ("Robo", "greedy")],
            seed=i + 1,
            store=False,
            hints=False,
            turn_seconds=30,
            bot_delay=0.2,
        )
        table.comm = LocalComm()  # as ludoteca serve does: nobody draws the root screen
        room = HostedRoom(
            host_table(table, None), host=None, server=server, public_url=f"http://127.0.0.1:{server.port}/"
        )
        links.append(list(room.links.values()))
    print(json.dumps({"links": links, "rss_before": before, "pid": os.getpid()}), flush=True)
    while True:
        line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        if line.strip() == "rss":
            print(json.dumps({"rss": rss_kib()}), flush=True)
        elif not line:
            return


async def page(url: str, probes: int, rtts: list[float]) -> None:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http://", "ws://") + "ws"
    conn = await websocket_connect(HTTPRequest(ws, headers={"Origin": "http://" + url.split("/")[2]}))
    conn.protocol.stream.set_nodelay(True)
    state: dict = {}
    frame = json.loads(await conn.read_message())
    state.update(frame["state"])
    conn.write_message(json.dumps({"kind": "msg", "content": {"type": "ready"}}))
    pace = random.Random(url)
    for _ in range(probes):
        await asyncio.sleep(pace.uniform(0.2, 0.6))  # a player clicks about twice a second
        seen = (state.get("notice") or {}).get("id", 0)
        start = time.perf_counter()
        conn.write_message(json.dumps({"kind": "msg", "content": {"type": "toggle", "die": 9}}))  # always refused
        while True:
            raw = await conn.read_message()
            if raw is None:
                return
            frame = json.loads(raw)
            state.update(frame.get("state", {}))
            if (state.get("notice") or {}).get("id", 0) > seen:
                rtts.append((time.perf_counter() - start) * 1000)
                break
        ui = state["view"].get("ui", {})
        if ui.get("can_act"):  # my turn: play it, so the game, the bot and the clock move on
            message = {"type": "roll"} if state["view"]["bonanza"]["rolls_left"] else {"type": "box", "box": "chance"}
            conn.write_message(json.dumps({"kind": "msg", "content": message}))
    conn.close()


async def present(url: str) -> Any:
    """A page that opens, says it is on screen, and stays open (its socket is returned)."""
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http://", "ws://") + "ws"
    conn = await websocket_connect(HTTPRequest(ws, headers={"Origin": "http://" + url.split("/")[2]}))
    await conn.read_message()
    conn.write_message(json.dumps({"kind": "msg", "content": {"type": "ready"}}))
    return conn


async def crowd(links: list[list[str]], ask: Any) -> tuple[int, float]:
    """Every page of ``links`` open at once (in groups of 50); the server's RSS then, and the time taken."""
    began = time.perf_counter()
    urls = [url for room in links for url in room]
    pages = []
    for start in range(0, len(urls), 50):
        pages += await asyncio.gather(*(present(url) for url in urls[start : start + 50]))
    await asyncio.sleep(1.0)  # the last presence changes are kept and told
    rss = ask()
    for conn in pages:
        conn.close()
    return rss, time.perf_counter() - began


async def drive(links: list[list[str]], probes: int) -> list[float]:
    rtts: list[float] = []
    await asyncio.gather(*(page(url, probes, rtts) for room in links for url in room))
    return rtts


def start(rooms: int) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """A server process of ``rooms`` rooms, and what it printed at start (links, RSS before)."""
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(rooms)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert server.stdin is not None and server.stdout is not None
    return server, json.loads(server.stdout.readline())


def rss_of(server: subprocess.Popen[str]) -> int:
    assert server.stdin is not None and server.stdout is not None
    server.stdin.write("rss\n")
    server.stdin.flush()
    return int(json.loads(server.stdout.readline())["rss"])


def stop(server: subprocess.Popen[str]) -> None:
    assert server.stdin is not None
    server.stdin.close()
    server.wait(10)


def main() -> None:
    from ludoteca.rooms.guard import raise_file_limit

    raise_file_limit()  # this process holds 3 x MANY sockets
    load = os.getloadavg()
    server, started = start(ROOMS)
    links = started["links"]
    pages = sum(len(room) for room in links)
    began = time.perf_counter()
    rtts = asyncio.run(drive(links, PROBES))
    elapsed = time.perf_counter() - began
    rss = rss_of(server)
    stop(server)
    q = statistics.quantiles(rtts, n=100)
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (2 cores, shared)")
    print(
        f"rooms: {ROOMS} Bonanza rooms x 4 seats (3 people, 1 greedy bot, 30 s clock), {pages} websockets, one process"
    )
    print(f"round trips: {len(rtts)} messages in {elapsed:.1f} s")
    print(f"  message -> answer: p50 {q[49]:.2f} ms · p95 {q[94]:.2f} ms · p99 {q[98]:.2f} ms · max {max(rtts):.1f} ms")
    per_room = (rss - started["rss_before"]) / ROOMS
    print(f"memory: {per_room / 1024:.2f} MiB per room with its pages connected (server RSS {rss / 1024:.0f} MiB)")
    many_rooms(MANY)


def many_rooms(count: int) -> None:
    """``count`` rooms in one process with their 3 x ``count`` pages open: memory per room."""
    server, started = start(count)
    rss, took = asyncio.run(crowd(started["links"], lambda: rss_of(server)))
    stop(server)
    per_room = (rss - started["rss_before"]) / count
    print(f"{count} rooms: {3 * count} pages open at once in {took:.1f} s (the connection cap follows the file limit)")
    print(f"  memory: {per_room / 1024:.2f} MiB per room with its pages open (server RSS {rss / 1024:.0f} MiB)")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--serve":
        asyncio.run(serve(int(sys.argv[2])))
    else:
        main()
