"""The floor under every widget click, without a browser: one comm message to a bare anywidget
(Python bumps a counter) and its "update" back, timed from Python

  kernel alone        straight to the kernel over ZMQ (jupyter_client), no server
  through the server  through a Jupyter server's kernel websocket (the one JupyterLab uses),
                      with ludoteca's server extension (TCP_NODELAY) as installed

and, for scale, a kernel_info request straight to the kernel (the smallest round trip there is).
Set beside ``bench_click_path_lab.py`` (the same widget clicked in a real JupyterLab page) it
shows which share of a click the kernel, the server and the browser page each take on this
machine.

    python benchmarks/bench_click_floor.py [--clicks 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_clicks_lab import isolate, percentile  # noqa: E402 - the sibling benchmark, found by the line above

WIDGET = """import anywidget, traitlets
class Counter(anywidget.AnyWidget):
    _esm = 'export default { render() {} }'
    n = traitlets.Int(0).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda *_: setattr(self, 'n', self.n + 1))
print(Counter().comm.comm_id)"""
WARM_UP = 10
PAUSE = 0.02  # between clicks, as a player's clicks are apart


def is_update(message: dict) -> bool:
    return message["msg_type"] == "comm_msg" and message["content"]["data"].get("method") == "update"


def click_content(comm_id: str) -> dict:
    return {"comm_id": comm_id, "data": {"method": "custom", "content": {}}}


def timed(clicks: int, once: Callable[[], None]) -> list[float]:
    """Milliseconds of ``clicks`` calls of ``once``, after a few not counted."""
    times = []
    for i in range(WARM_UP + clicks):
        start = time.perf_counter()
        once()
        if i >= WARM_UP:
            times.append((time.perf_counter() - start) * 1000)
        time.sleep(PAUSE)
    return times


def kernel_alone(clicks: int) -> dict[str, list[float]]:
    from jupyter_client import KernelManager

    manager = KernelManager(kernel_name="python3")
    manager.start_kernel()
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        client.execute(WIDGET)
        comm_id = ""
        while not comm_id:
            message = client.get_iopub_msg(timeout=60)
            if message["msg_type"] == "stream":
                comm_id = message["content"]["text"].strip()

        def click() -> None:
            client.shell_channel.send(client.session.msg("comm_msg", click_content(comm_id)))
            while not is_update(client.get_iopub_msg(timeout=10)):
                pass

        def info() -> None:
            client.kernel_info()
            client.get_shell_msg(timeout=10)

        return {"kernel_info, kernel alone": timed(clicks, info), "click, kernel alone": timed(clicks, click)}
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


async def _through_server(url: str, token: str, clicks: int) -> list[float]:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    socket = await websocket_connect(HTTPRequest(url, headers={"Authorization": f"token {token}"}))

    async def send(msg_type: str, content: dict) -> None:
        header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "bench", "session": "bench"}
        message = {"header": {**header, "date": "", "version": "5.3"}, "parent_header": {}, "metadata": {}}
        await socket.write_message(json.dumps({**message, "content": content, "channel": "shell", "buffers": []}))

    async def receive() -> dict:
        return json.loads(await socket.read_message())

    await send("execute_request", {"code": WIDGET, "silent": False})
    comm_id = ""
    while not comm_id:
        message = await receive()
        if message["msg_type"] == "stream":
            comm_id = message["content"]["text"].strip()
    times = []
    for i in range(WARM_UP + clicks):
        start = time.perf_counter()
        await send("comm_msg", click_content(comm_id))
        while not is_update(await receive()):
            pass
        if i >= WARM_UP:
            times.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(PAUSE)
        await receive()  # the kernel's "idle"
    socket.close()
    return times


def through_server(clicks: int, folder: Path) -> dict[str, list[float]]:
    sys.path.insert(0, str(ROOT))
    from tests.browser.harness import JupyterLab

    lab = JupyterLab(folder / "lab")
    lab.start(timeout=180)
    try:
        kernel = lab.api("POST", "/api/kernels", {"name": "python3"})
        url = f"ws://127.0.0.1:{lab.port}/api/kernels/{kernel['id']}/channels?session_id={uuid.uuid4().hex}"
        return {"click, through the server": asyncio.run(_through_server(url, lab.token, clicks))}
    finally:
        lab.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as folder:
        isolate(folder)
        results = {**kernel_alone(args.clicks), **through_server(args.clicks, Path(folder))}
    print(f"Round trips without a browser ({args.clicks} each), load {os.getloadavg()[0]:.1f}:")
    for name, values in results.items():
        print(f"  {name:<26} p50 {statistics.median(values):6.2f} ms   p95 {percentile(values, 95):6.2f} ms")


if __name__ == "__main__":
    main()
