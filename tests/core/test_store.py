"""The score store: round trips, concurrency across processes, and recovery from bad files."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import threading
import warnings
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from ludoteca.core.store import FILENAME, SCHEMA_VERSION, Store, StoreWarning, default_store
from tests.contract import capped

T0 = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)


@pytest.fixture
def store(tmp_path: Path) -> Store:
    with Store(tmp_path / FILENAME) as s:
        yield s


# -- round trips ---------------------------------------------------------------
def test_profiles_round_trip(store: Store) -> None:
    assert store.profiles() == []
    ana = store.ensure_profile("Ana")
    assert ana["name"] == "Ana" and ana["settings"] == {}
    assert store.ensure_profile("  Ana ") == ana  # same profile, not a second one
    store.ensure_profile("Bruno")
    assert [p["name"] for p in store.profiles()] == ["Ana", "Bruno"]
    assert store.update_settings("Ana", {"language": "pt"}) == {"language": "pt"}
    assert store.update_settings("Ana", {"hints": True}) == {"language": "pt", "hints": True}
    assert store.profiles()[0]["settings"] == {"language": "pt", "hints": True}
    datetime.fromisoformat(ana["created_at"])


def test_scores_round_trip_and_best(store: Store) -> None:
    assert store.best_score("bonanza", "Ana") is None
    assert store.recent_scores("bonanza", "Ana") == []
    first = store.record_score("bonanza", "Ana", 180, {"mean_loss": 0.4}, played_at=T0)
    store.record_score("bonanza", "Ana", 254, played_at=T0 + timedelta(minutes=1))
    store.record_score("bonanza", "Ana", 201, {"mean_loss": 1.25}, played_at=T0 + timedelta(minutes=2))
    store.record_score("bonanza", "Bruno", 300)
    store.record_score("magdagdon", "Ana", 999)
    assert isinstance(first, int)
    assert store.best_score("bonanza", "Ana") == 254
    assert store.best_score("bonanza", "Bruno") == 300
    recent = store.recent_scores("bonanza", "Ana")
    assert [r["score"] for r in recent] == [201, 254, 180]  # newest first
    assert recent[0]["details"] == {"mean_loss": 1.25} and recent[1]["details"] == {}
    assert recent[2] == {
        "id": first,
        "game": "bonanza",
        "player": "Ana",
        "score": 180,
        "played_at": "2026-01-02T03:04:05.000000+00:00",
        "details": {"mean_loss": 0.4},
    }
    assert [r["score"] for r in store.recent_scores("bonanza", "Ana", limit=2)] == [201, 254]


def test_numpy_values_are_accepted(store: Store) -> None:
    store.record_score("bonanza", "Ana", np.int64(77), {"losses": np.array([0.5, 1.0]), "n": np.int32(3)})
    assert store.recent_scores("bonanza", "Ana")[0]["details"] == {"losses": [0.5, 1.0], "n": 3}
    assert type(store.best_score("bonanza", "Ana")) is int


def test_games_round_trip(store: Store) -> None:
    data = {"rules": "classic", "seed": 7, "actions": ["roll", "keep 1 1", "record ones"]}
    one = store.record_game("bonanza", ["Ana", "Bruno"], [231, 198], data, played_at=T0)
    two = store.record_game("bonanza", ["Ana"], [250], {"seed": 8}, played_at=T0 + timedelta(hours=1))
    three = store.record_game("luckybox", ["Carla"], [12], {"seed": 9})
    assert [g["id"] for g in store.games()] == [three, two, one]
    assert [g["id"] for g in store.games("bonanza")] == [two, one]
    assert [g["id"] for g in store.games(limit=1)] == [three]
    listed = store.games("bonanza")[1]
    assert listed == {
        "id": one,
        "game": "bonanza",
        "played_at": "2026-01-02T03:04:05.000000+00:00",
        "players": ["Ana", "Bruno"],
        "scores": [231, 198],
    }
    assert store.load_game(one) == {**listed, "data": data}
    with pytest.raises(KeyError, match="no saved game with id 12345"):
        store.load_game(12345)


def test_default_store_follows_ludoteca_home(ludoteca_home: Path, tmp_path: Path, monkeypatch) -> None:
    first = default_store()
    assert first is default_store()
    assert first.path == (ludoteca_home / "data" / FILENAME).resolve()
    first.record_score("bonanza", "Ana", 10)
    other = tmp_path / "elsewhere"
    monkeypatch.setenv("LUDOTECA_HOME", str(other))
    second = default_store()
    assert second is not first and second.path == (other / "data" / FILENAME).resolve()
    assert second.best_score("bonanza", "Ana") is None


def test_schema_version_and_wal(store: Store) -> None:
    conn = sqlite3.connect(store.path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()


def test_reopening_keeps_data(tmp_path: Path) -> None:
    with Store(tmp_path / FILENAME) as s:
        s.record_score("bonanza", "Ana", 99)
    with warnings.catch_warnings():
        warnings.simplefilter("error", StoreWarning)
        with Store(tmp_path / FILENAME) as s:
            assert s.best_score("bonanza", "Ana") == 99


# -- concurrency ---------------------------------------------------------------
def _writer(path: str, player: str, count: int, barrier) -> None:
    warnings.simplefilter("error", StoreWarning)  # a false alarm fails the process
    barrier.wait()  # both processes also race to create the file
    store = Store(path)
    for i in range(count):
        store.record_score("bonanza", player, i)
    store.close()


@pytest.mark.slow
def test_two_writer_processes_lose_nothing(tmp_path: Path) -> None:
    path, count = tmp_path / FILENAME, 300
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(2)
    procs = [ctx.Process(target=_writer, args=(str(path), name, count, barrier)) for name in ("Ana", "Bruno")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=300)
        assert p.exitcode == 0
    with Store(path) as s:
        for name in ("Ana", "Bruno"):
            rows = s.recent_scores("bonanza", name, limit=10 * count)
            assert sorted(r["score"] for r in rows) == list(range(count))
            assert s.best_score("bonanza", name) == count - 1
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_threads_share_a_store(store: Store) -> None:
    def work(name: str) -> None:
        for i in range(50):
            store.record_score("bonanza", name, i)
            store.best_score("bonanza", name)

    threads = [threading.Thread(target=work, args=(f"p{i}",)) for i in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for i in range(4):
        assert len(store.recent_scores("bonanza", f"p{i}", limit=100)) == 50


# -- bad files -------------------------------------------------------------------
def _real_store_bytes(path: Path, rows: int = 400) -> bytes:
    with Store(path) as s:
        for i in range(rows):
            s.record_score("bonanza", f"player {i % 7}", i, {"note": "x" * 40})
    data = path.read_bytes()
    path.unlink()
    return data


def _check_set_aside(path: Path, original: bytes, reason: str) -> None:
    with pytest.warns(StoreWarning, match=reason) as caught:
        store = Store(path)
    asides = sorted(path.parent.glob(f"{FILENAME}.corrupt-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == original  # no stray -wal/-shm of ours
    aside = asides
    assert str(aside[0]) in str(caught[0].message)
    store.record_score("bonanza", "Ana", 5)  # the fresh store works
    assert store.best_score("bonanza", "Ana") == 5
    store.close()


def test_garbage_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    garbage = bytes(range(256)) * 40
    path.write_bytes(garbage)
    _check_set_aside(path, garbage, "not a readable SQLite database")


def test_truncated_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    truncated = _real_store_bytes(path)[: 3 * 4096 + 100]
    path.write_bytes(truncated)
    _check_set_aside(path, truncated, "could not be used")


def test_damaged_page_fails_integrity_check(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    data = bytearray(_real_store_bytes(path))
    data[12 * 4096 + 8 : 12 * 4096 + 600] = b"\xa5" * 592  # scribble over a table leaf page
    path.write_bytes(bytes(data))
    _check_set_aside(path, bytes(data), "could not be used")


def test_failed_integrity_check_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    data = bytearray(_real_store_bytes(path))
    at = data.index(b"bonanzaplayer 3", 12 * 4096) + len("bonanzaplayer ")
    data[at] = ord("9")  # a row no longer matches its index entries
    path.write_bytes(bytes(data))
    _check_set_aside(path, bytes(data), "integrity check failed: row .* missing from index")


def test_leftover_wal_is_kept_beside_the_file(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    path.write_bytes(b"garbage" * 100)
    Path(f"{path}-wal").write_bytes(b"wal bytes")
    with pytest.warns(StoreWarning):
        Store(path).close()
    (aside,) = [a for a in tmp_path.glob(f"{FILENAME}.corrupt-*") if a.name.endswith("Z")]
    assert Path(f"{aside}-wal").read_bytes() == b"wal bytes"
    assert not Path(f"{aside}-shm").exists()


def test_future_schema_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    Store(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    _check_set_aside(path, path.read_bytes(), f"schema version {SCHEMA_VERSION + 1} is newer")


def test_foreign_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    _check_set_aside(path, path.read_bytes(), "not a ludoteca store")


def test_file_replaced_while_open_is_set_aside(store: Store, tmp_path: Path) -> None:
    store.record_score("bonanza", "Ana", 1)
    swap = tmp_path / "swap"
    swap.write_bytes(b"not sqlite at all" * 100)
    os.replace(swap, store.path)
    with pytest.warns(StoreWarning, match="moved to"):
        assert store.best_score("bonanza", "Ana") is None
    assert [a.read_bytes() for a in tmp_path.glob(f"{FILENAME}.corrupt-*") if a.name.endswith("Z")] == [
        b"not sqlite at all" * 100
    ]


def test_file_deleted_while_open_is_recreated(store: Store) -> None:
    store.record_score("bonanza", "Ana", 1)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{store.path}{suffix}").unlink(missing_ok=True)
    store.record_score("bonanza", "Ana", 2)
    assert store.best_score("bonanza", "Ana") == 2
    assert store.path.exists()


# -- validation --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: s.ensure_profile(""), "player name must not be empty"),
        (lambda s: s.ensure_profile("   "), "player name must not be empty"),
        (lambda s: s.ensure_profile(None), "player name must be text"),
        (lambda s: s.ensure_profile("x" * 101), "too long"),
        (lambda s: s.record_score("bonanza", "", 3), "player name must not be empty"),
        (lambda s: s.record_score("", "Ana", 3), "game name must not be empty"),
        (lambda s: s.record_score("bonanza", "Ana", 3.0), "score must be a whole number, not 3.0"),
        (lambda s: s.record_score("bonanza", "Ana", "12"), "score must be a whole number"),
        (lambda s: s.record_score("bonanza", "Ana", True), "score must be a whole number"),
        (lambda s: s.record_score("bonanza", "Ana", 2**63), "too large"),
        (lambda s: s.record_score("bonanza", "Ana", 3, [1, 2]), "details must be a dict"),
        (lambda s: s.record_score("bonanza", "Ana", 3, {"x": float("nan")}), "details cannot be stored as JSON"),
        (lambda s: s.record_score("bonanza", "Ana", 3, {"x": object()}), "details cannot be stored as JSON"),
        (lambda s: s.record_score("bonanza", "Ana", 3, played_at=datetime(2026, 1, 1)), "timezone-aware"),
        (lambda s: s.recent_scores("bonanza", "Ana", limit=0), "limit must be at least 1"),
        (lambda s: s.record_game("bonanza", [], [], {}), "players must be a non-empty list"),
        (lambda s: s.record_game("bonanza", "Ana", [1], {}), "players must be a non-empty list"),
        (lambda s: s.record_game("bonanza", ["Ana", "Bo"], [1], {}), "one score per player"),
        (lambda s: s.record_game("bonanza", ["Ana"], [1.5], {}), "score must be a whole number"),
        (lambda s: s.record_game("bonanza", ["Ana"], [1], "data"), "game data must be a dict"),
        (lambda s: s.load_game("1"), "game id must be a whole number"),
    ],
)
def test_inputs_are_validated(store: Store, call, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call(store)
    assert store.recent_scores("bonanza", "Ana") == [] and store.games() == []


def test_repr_has_no_address(store: Store) -> None:
    assert repr(store) == f"Store({str(store.path)!r})"


# -- a finished game and its score: one transaction -----------------------------
def test_a_failed_score_write_leaves_no_game_behind_and_a_retry_keeps_both(store: Store) -> None:
    from ludoteca.core import history
    from tests.core.test_game import Race

    game = Race(1)
    for _ in capped(game.is_terminal):
        game.apply("add 3")
    with sqlite3.connect(store.path) as conn:  # the score insert fails, as a full disk would
        conn.execute("CREATE TRIGGER full BEFORE INSERT ON scores BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    with pytest.raises(sqlite3.DatabaseError, match="disk full"):
        history.record(game, store)
    assert store.games() == [] and store.find_game(game.name, game.to_json()) is None
    with sqlite3.connect(store.path) as conn:
        conn.execute("DROP TRIGGER full")
    history_id = history.record(game, store)
    [score] = store.recent_scores(history.score_key(game), game.seats[0].name)
    assert score["score"] == game.outcome().scores[0] and score["details"]["history_id"] == history_id
    assert [g["id"] for g in store.games()] == [history_id]
