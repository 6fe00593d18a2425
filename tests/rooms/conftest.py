"""What the room tests share: a redis-server of their own."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time

import pytest


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    """A redis-server of its own (Debian's package), on a free loopback port, no disk."""
    binary = shutil.which("redis-server")
    if binary is None:
        if os.environ.get("LUDOTECA_REQUIRE_REDIS"):
            pytest.fail("redis-server is not installed (CI installs Debian's redis-server)")
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    port = free_port()
    folder = tmp_path_factory.mktemp("redis")
    server = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                break
        time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    server.terminate()
    server.wait(10)
