"""A class in one ``ludoteca serve``: TABLES Bonanza tables of four people and the teacher's page.

Starts ``ludoteca serve --game bonanza --tables TABLES --players-per-table 4`` (a 90 s turn
clock) on the loopback, opens the teacher's page's websocket and one scripted page per seat,
and plays every table's game to its end: the page whose turn it is rolls three times, then
records its best box (or scratches, confirming). Each move is timed from its message to the
frame that brings the seat's new view. Prints the round trip p50/p95/p99, the teacher's
frames, the server's memory, and the load average (the machine is shared).

    python benchmarks/bench_class.py [TABLES] [PORT]   (PORT 0, the default: any free one)
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

TABLES = int(sys.argv[1]) if len(sys.argv) > 1 else 8
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 0  # 0: a free port


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


async def connect(url: str) -> Any:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http://", "ws://") + "ws"
    conn = await websocket_connect(HTTPRequest(ws, headers={"Origin": "http://" + url.split("/")[2]}))
    conn.protocol.stream.set_nodelay(True)
    return conn


def next_move(bonanza: dict[str, Any], ui: dict[str, Any]) -> dict[str, Any]:
    """Roll while rolls are left, then the best box (a second click confirms a scratch)."""
    if bonanza["dice"] is None or bonanza["rolls_left"]:
        return {"type": "roll"}
    pending = ui.get("pending") or {}
    if pending.get("box"):
        return {"type": "box", "box": pending["box"]}
    previews = bonanza["previews"]
    return {"type": "box", "box": max(previews, key=lambda box: previews[box])}


async def seat(url: str, rtts: list[float]) -> None:
    """One player's page: plays its turns to the game's end, timing each move."""
    conn = await connect(url)
    state: dict[str, Any] = {}
    sent: float | None = None
    conn.write_message(json.dumps({"kind": "msg", "content": {"type": "ready"}}))
    while True:
        raw = await conn.read_message()
        if raw is None:
            return
        frame = json.loads(raw)
        state.update(frame.get("state", {}))
        if "view" not in frame.get("state", {}):
            continue
        if sent is not None:
            rtts.append((time.perf_counter() - sent) * 1000)
            sent = None
        view = state["view"]
        if view.get("outcome"):
            conn.close()
            return
        if view["ui"].get("can_act"):
            move = next_move(view["bonanza"], view["ui"])
            sent = time.perf_counter()
            conn.write_message(json.dumps({"kind": "msg", "content": move}))


async def teacher(url: str, seen: dict[str, Any], stop: asyncio.Event) -> None:
    """The teacher's page: counts the frames pushed to it until every table is over."""
    conn = await connect(url)
    while not stop.is_set():
        raw = await conn.read_message()
        if raw is None:
            return
        seen["frames"] += 1
        seen["bytes"] += len(raw)
        frame = json.loads(raw)
        tables = frame.get("tables") or frame.get("class", {}).get("tables") or []
        seen["over"] = sum(1 for table in tables if table["state"] == "over")
        if seen["over"] == TABLES:
            stop.set()
    conn.close()


async def drive(seats: list[str], teacher_url: str) -> tuple[list[float], dict[str, Any]]:
    rtts: list[float] = []
    seen = {"frames": 0, "bytes": 0, "over": 0}
    stop = asyncio.Event()
    watcher = asyncio.ensure_future(teacher(teacher_url, seen, stop))
    await asyncio.gather(*(seat(url, rtts) for url in seats))
    await asyncio.wait_for(stop.wait(), 10)
    await watcher
    return rtts, seen


def start(folder: str) -> tuple[subprocess.Popen[str], list[str], str]:
    command = [sys.executable, "-m", "ludoteca.cli", "serve", "--game", "bonanza", "--tables", str(TABLES)]
    command += ["--players-per-table", "4", "--turn-seconds", "90", "--host", "127.0.0.1", "--port", str(PORT)]
    command += ["--store", os.path.join(folder, "rooms.sqlite3")]
    env = {**os.environ, "LUDOTECA_HOME": folder}
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert server.stdout is not None
    seats = []
    while True:
        line = server.stdout.readline()
        if not line:
            raise SystemExit("ludoteca serve stopped")
        url = line.rsplit(": ", 1)[1].strip()
        if line.startswith("teacher's page"):
            return server, seats, url
        seats.append(url)


def main() -> None:
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as folder:
        server, seats, teacher_url = start(folder)
        try:
            idle = rss_kib(server.pid)
            began = time.perf_counter()
            rtts, seen = asyncio.run(drive(seats, teacher_url))
            elapsed = time.perf_counter() - began
            rss = rss_kib(server.pid)
        finally:
            server.terminate()
            server.wait(15)
    q = statistics.quantiles(rtts, n=100)
    print(f"class: {TABLES} Bonanza tables x 4 people + the teacher's page, {len(seats) + 1} websockets, one process")
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; after: {os.getloadavg()[0]:.2f}")
    print(f"full games: {TABLES} tables over in {elapsed:.1f} s, {len(rtts)} moves")
    print(f"  move -> new view: p50 {q[49]:.2f} ms · p95 {q[94]:.2f} ms · p99 {q[98]:.2f} ms · max {max(rtts):.1f} ms")
    print(f"teacher's page: {seen['frames']} frames, {seen['bytes'] / 1024:.0f} KiB, {seen['over']} tables seen over")
    print(f"memory: server RSS {idle / 1024:.0f} MiB at start, {rss / 1024:.0f} MiB after the games with pages open")


if __name__ == "__main__":
    main()
