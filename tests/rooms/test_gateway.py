"""The Jupyter server extension's pieces that need no server: where a room is, where links point."""

from __future__ import annotations

import json

import pytest

from ludoteca.rooms import gateway
from ludoteca.rooms.server import RoomServer, public_base


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


class FakeStream:
    def __init__(self) -> None:
        self.nodelay = False

    def set_nodelay(self, value: bool) -> None:
        self.nodelay = value


class FakeServerApp:
    """What the extension reads of Jupyter's ServerApp once the server has its port."""

    custom_display_url = ""
    connection_url = "http://127.0.0.1:8888/"
    ip, port = "127.0.0.1", 8888

    def __init__(self) -> None:
        self.accepted: list[FakeStream] = []
        self.http_server = type("S", (), {})()
        self.http_server.handle_stream = lambda stream, address: self.accepted.append(stream)


@pytest.mark.parametrize(("switch", "expected"), [("1", True), ("0", False)])
def test_every_connection_of_the_server_gets_tcp_nodelay_unless_switched_off(tmp_path, monkeypatch, switch, expected):
    monkeypatch.setenv("LUDOTECA_NODELAY", switch)
    app = FakeServerApp()
    gateway._started(app, tmp_path)
    stream = FakeStream()
    app.http_server.handle_stream(stream, ("127.0.0.1", 5000))
    assert app.accepted == [stream] and stream.nodelay is expected
    assert json.loads((tmp_path / "gateway.json").read_text()) == {"url": "http://127.0.0.1:8888/"}


def test_a_server_on_every_interface_gives_links_with_the_machines_address(tmp_path, monkeypatch):
    app = FakeServerApp()
    app.ip, app.port, app.connection_url = "0.0.0.0", 8888, "http://some-host-name:8888/base/"
    monkeypatch.setattr(gateway, "outward_address", lambda: "192.168.1.20")
    gateway._started(app, tmp_path)
    assert json.loads((tmp_path / "gateway.json").read_text()) == {"url": "http://192.168.1.20:8888/base/"}
