"""The Jupyter server extension's pieces that need no server: where a room is, where links point."""

from __future__ import annotations

import json

import pytest

from ludoteca.rooms import gateway
from ludoteca.rooms.server import RoomServer, public_base
from tests.aio import run


def test_only_a_registered_room_with_a_sane_port_is_reached(tmp_path):
    (tmp_path / "abcdefghij.json").write_text(json.dumps({"port": 4567}))
    (tmp_path / "badportxxx.json").write_text(json.dumps({"port": 70000}))
    (tmp_path / "notjsonxxx.json").write_text("{")
    assert gateway.backend_port(tmp_path, "abcdefghij") == 4567
    for room_id in ("badportxxx", "notjsonxxx", "missingxxx", "../abcdefghij", "a/b", "short"):
        assert gateway.backend_port(tmp_path, room_id) is None


def test_links_go_through_the_gateway_when_there_is_one(tmp_path, monkeypatch):
    server = RoomServer()
    server.port = 5555
    monkeypatch.delenv("LUDOTECA_ROOMS_DIR", raising=False)
    assert public_base(server, None) == ("http://127.0.0.1:5555/rooms/", False)
    assert public_base(server, "https://club.example/games") == ("https://club.example/games/rooms/", True)
    monkeypatch.setenv("LUDOTECA_ROOMS_DIR", str(tmp_path))
    (tmp_path / "gateway.json").write_text(json.dumps({"url": "http://127.0.0.1:8888/lab-base/"}))
    assert public_base(server, None) == ("http://127.0.0.1:8888/lab-base/ludoteca/rooms/", False)
    (tmp_path / "gateway.json").write_text(json.dumps({"url": "http://10.0.0.5:8888/"}))
    assert public_base(server, None) == ("http://10.0.0.5:8888/ludoteca/rooms/", True)
    assert public_base(server, "https://t.example/") == ("https://t.example/ludoteca/rooms/", True)


@pytest.mark.parametrize(("value", "wanted"), [(None, True), ("1", True), ("0", False), ("off", False)])
def test_nodelay_is_on_unless_switched_off(monkeypatch, value, wanted):
    if value is None:
        monkeypatch.delenv("LUDOTECA_NODELAY", raising=False)
    else:
        monkeypatch.setenv("LUDOTECA_NODELAY", value)
    assert gateway.nodelay_wanted() is wanted


class FakeServerApp:
    """What the extension reads of Jupyter's ServerApp once the server has its port."""

    custom_display_url = ""
    connection_url = "http://127.0.0.1:8888/"
    ip, port = "127.0.0.1", 8888


def test_the_address_links_start_with_is_written_once_the_server_runs(tmp_path):
    gateway._started(FakeServerApp(), tmp_path)
    assert json.loads((tmp_path / "gateway.json").read_text()) == {"url": "http://127.0.0.1:8888/"}


def test_a_kernel_websocket_sets_tcp_nodelay_before_it_opens():
    calls: list[str] = []

    class Handler:
        def set_nodelay(self, value: bool) -> None:
            calls.append(f"nodelay {value}")

    async def opened(self, kernel_id: str) -> str:
        calls.append(f"open {kernel_id}")
        return "opened"

    wrapped = gateway.nodelay_open(opened)
    assert run(wrapped(Handler(), "k1")) == "opened"
    assert calls == ["nodelay True", "open k1"]
    assert gateway.nodelay_open(lambda self: None).sets_nodelay


def test_the_extension_wraps_jupyters_kernel_websocket_once():
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    gateway.nodelay_kernel_websockets()
    once = KernelWebsocketHandler.open
    gateway.nodelay_kernel_websockets()
    assert KernelWebsocketHandler.open is once and once.sets_nodelay


def test_a_server_on_every_interface_gives_links_with_the_machines_address(tmp_path, monkeypatch):
    app = FakeServerApp()
    app.ip, app.connection_url = "0.0.0.0", "http://some-host-name:8888/base/"
    monkeypatch.setattr(gateway, "outward_address", lambda: "192.168.1.20")
    gateway._started(app, tmp_path)
    assert json.loads((tmp_path / "gateway.json").read_text()) == {"url": "http://192.168.1.20:8888/base/"}
