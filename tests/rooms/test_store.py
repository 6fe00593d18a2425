"""The room store's two backends behind one interface: SQLite (a file) and a real Redis server."""

from __future__ import annotations

import socket
import time
import warnings

import pytest

from ludoteca.core.store import StoreWarning
from ludoteca.rooms.store import RedisRooms, SQLiteRooms, StoreError, open_store, token_hash, token_matches


@pytest.fixture(params=["sqlite", "redis"])
def store(request, tmp_path):
    if request.param == "sqlite":
        yield SQLiteRooms(tmp_path / "rooms.sqlite3")
    else:
        url = request.getfixturevalue("redis_url")
        rooms = RedisRooms(url, prefix=f"test-{request.node.name}-{time.monotonic_ns()}:")
        yield rooms


def record(room_id: str, **more):
    return {"id": room_id, "game": "bonanza", "save": {"actions": [1, 2]}, "finished": False, **more}


def test_a_record_comes_back_whole_and_a_newer_one_replaces_it(store):
    store.save(record("room-aaaa"))
    store.save(record("room-aaaa", save={"actions": [1, 2, 3]}))
    back = store.load("room-aaaa")
    assert back["save"] == {"actions": [1, 2, 3]} and back["game"] == "bonanza"
    assert store.load("room-none") is None


def test_only_unfinished_rooms_are_listed_oldest_first_and_forgotten_ones_are_gone(store):
    store.save(record("room-0001"))
    store.save(record("room-0002"))
    store.save(record("room-0003", finished=True))
    store.save(record("room-0001", save={"actions": []}))  # written last: now the newest
    assert [r["id"] for r in store.unfinished()] == ["room-0002", "room-0001"]
    store.forget("room-0002")
    assert [r["id"] for r in store.unfinished()] == ["room-0001"]
    assert store.load("room-0002") is None


def test_a_record_without_an_id_is_refused_and_nothing_is_written(store):
    with pytest.raises(ValueError, match="id"):
        store.save({"game": "bonanza"})
    assert store.unfinished() == []


def test_tokens_are_kept_only_as_salted_hashes():
    kept = token_hash("secret-token-123456")
    assert "secret-token-123456" not in str(kept)
    assert token_matches("secret-token-123456", kept)
    assert not token_matches("secret-token-123457", kept)
    assert token_hash("secret-token-123456")["hash"] != kept["hash"], "a fresh salt each time"
    assert not token_matches("x", {"salt": "zz"})


def test_a_damaged_record_is_reported_and_kept_while_the_others_load(tmp_path):
    rooms = SQLiteRooms(tmp_path / "rooms.sqlite3")
    rooms.save(record("room-good"))
    rooms.save(record("room-bad1"))
    rooms._conn().execute("UPDATE rooms SET record = '{not json' WHERE id = 'room-bad1'")
    assert [r["id"] for r in rooms.unfinished()] == ["room-good"]
    assert rooms.damaged == ["room-bad1"]
    row = rooms._conn().execute("SELECT record FROM rooms WHERE id = 'room-bad1'").fetchone()
    assert row == ("{not json",), "kept for whoever wants to look at it"


def test_a_store_file_that_is_not_a_database_is_set_aside_not_lost(tmp_path):
    path = tmp_path / "rooms.sqlite3"
    path.write_bytes(b"this is not sqlite at all" * 100)
    rooms = SQLiteRooms(path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        rooms.save(record("room-0001"))
    assert any(issubclass(w.category, StoreWarning) for w in caught)
    aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not sqlite")
    assert [r["id"] for r in rooms.unfinished()] == ["room-0001"]


def test_open_store_picks_the_backend_by_address(tmp_path, redis_url):
    assert isinstance(open_store(str(tmp_path / "r.sqlite3")), SQLiteRooms)
    assert isinstance(open_store(redis_url), RedisRooms)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        unused = probe.getsockname()[1]
    with pytest.raises(StoreError, match="cannot be reached"):
        open_store(f"redis://127.0.0.1:{unused}/0")
