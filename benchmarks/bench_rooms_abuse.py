"""A room under abuse, served by another process: how the honest seat fares.

1. **Flood**: in a two-seat Bonanza room, Bruno opens 20 pages and each sends messages as fast
   as it can, while Ana sends a message now and then, timing each to the frame that answers it.
   Prints Ana's round trip p50/p95 (aim: p95 <= 50 ms), alone and under the flood.
2. **Idle connections**: the server runs with the usual desktop limit of 1,024 open files; this
   process opens 1,100 connections that never finish their headers, from another address than
   the players' (127.0.0.2). Prints whether a new seat
   page still opens and whether the seat already open still plays (aim: both).

    python benchmarks/bench_rooms_abuse.py
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import resource
import socket
import statistics
import subprocess
import sys
import time

PAGES, PROBES, IDLE = 20, 60, 1100


async def serve() -> None:
    """The server side: one two-seat room, its links on stdout, then serve until stdin closes."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    from ludoteca.bonanza.widget import open_table
    from ludoteca.rooms import HostedRoom, LocalComm, host_table
    from ludoteca.rooms.server import RoomServer

    server = RoomServer()
    server.listen(0, "127.0.0.1")
    table = open_table(["Ana", "Bruno", "Cleo"], seed=1, store=False, hints=False)
    table.comm = LocalComm()
    room = HostedRoom(host_table(table, None), host=None, server=server)
    print(json.dumps(room.links), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)


async def open_page(url: str):
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http://", "ws://") + "ws"
    conn = await websocket_connect(HTTPRequest(ws, headers={"Origin": "http://" + url.split("/")[2]}))
    conn.protocol.stream.set_nodelay(True)
    await conn.read_message()
    return conn


def refused() -> str:
    return json.dumps({"kind": "msg", "content": {"type": "toggle", "die": 9}})  # always refused, always answered


async def round_trips(conn, probes: int) -> list[float]:
    rtts = []
    seen = 0
    for _ in range(probes):
        await asyncio.sleep(0.05)
        start = time.perf_counter()
        conn.write_message(refused())
        while True:
            frame = json.loads(await conn.read_message())
            notice = (frame.get("state") or {}).get("notice") or {}
            if notice.get("id", 0) > seen:
                seen = notice["id"]
                rtts.append((time.perf_counter() - start) * 1000)
                break
    return rtts


async def flood(conn, stop: asyncio.Event) -> int:
    """Send as fast as the socket takes it until ``stop`` (or the server closes this page)."""
    from tornado.websocket import WebSocketClosedError

    sent = 0
    while not stop.is_set():
        try:
            for _ in range(50):
                conn.write_message(refused())
                sent += 1
        except WebSocketClosedError:
            return sent
        await asyncio.sleep(0)
        with contextlib.suppress(asyncio.TimeoutError):
            while await asyncio.wait_for(conn.read_message(), 0.001) is not None:
                pass
    return sent


def quantiles(rtts: list[float]) -> str:
    q = statistics.quantiles(rtts, n=100)
    return f"p50 {q[49]:.2f} ms · p95 {q[94]:.2f} ms · max {max(rtts):.1f} ms"


async def flood_run(links: dict[str, str]) -> None:
    ana = await open_page(links["Ana"])
    alone = await round_trips(ana, PROBES)
    pages = [await open_page(links["Bruno"]) for _ in range(PAGES)]
    stop = asyncio.Event()
    floods = [asyncio.ensure_future(flood(p, stop)) for p in pages]
    under = await round_trips(ana, PROBES)
    stop.set()
    sent = sum(await asyncio.gather(*floods))
    still = sum(p.protocol is not None and not p.protocol.client_terminated for p in pages)
    for p in pages:
        p.close()
    print(f"flood: Bruno opened {PAGES} pages ({still} left open) and sent {sent} messages while Ana sent {PROBES}")
    print(f"  Ana alone:        {quantiles(alone)}")
    print(f"  Ana under flood:  {quantiles(under)}   (aim: p95 <= 50 ms)")
    ana.close()


async def idle_run(links: dict[str, str]) -> None:
    port = int(links["Ana"].split("/")[2].split(":")[1])
    cleo = await open_page(links["Cleo"])
    loop = asyncio.get_running_loop()
    idle = []
    for _ in range(IDLE):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind(("127.0.0.2", 0))  # the attacker's machine, not the players'
        try:
            await loop.sock_connect(sock, ("127.0.0.1", port))
            await loop.sock_sendall(sock, b"GET /rooms/ HTTP/1.1\r\nHost: x\r\n")
        except OSError:
            sock.close()
            continue
        idle.append(sock)
    await asyncio.sleep(0.5)
    try:
        late = await asyncio.wait_for(open_page(links["Bruno"]), 10)
        opened = "yes"
        late.close()
    except Exception as error:
        opened = f"no ({type(error).__name__})"
    try:
        played = "yes" if await asyncio.wait_for(round_trips(cleo, 3), 10) else "no"
    except Exception as error:
        played = f"no ({type(error).__name__})"
    print(f"idle: {len(idle)} connections that never finish their headers, server limited to 1024 open files")
    print(f"  a new seat page opens: {opened} · the open seat plays on: {played}   (aim: yes, yes)")
    for sock in idle:
        sock.close()
    cleo.close()


def main() -> None:
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert server.stdin is not None and server.stdout is not None
    links = json.loads(server.stdout.readline())
    asyncio.run(flood_run(links))
    asyncio.run(idle_run(links))
    server.stdin.close()
    server.wait(10)


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        asyncio.run(serve())
    else:
        main()
