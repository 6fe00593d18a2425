"""Where rooms are kept, so that a crash loses no game: one record per room, written whole
after every change, read back by ``ludoteca serve --resume`` or ``open_room(resume=True)``.

A record is plain JSON: the game's save, the table's settings, and each seat's name, presence
and token — the token only as a salted hash (:func:`token_hash`), so the store alone opens no
seat. Two backends, one interface (:class:`RoomStore`):

- :class:`SQLiteRooms` (the default): ``rooms.sqlite3`` in the user's data folder, one
  transaction per write, safe for several processes on one machine;
- :class:`RedisRooms` (``redis://…``): a Redis server, for several server processes on several
  machines; one ``SET`` per record (atomic) and a set of the unfinished rooms' ids.

>>> import pathlib, tempfile
>>> rooms = SQLiteRooms(pathlib.Path(tempfile.mkdtemp()) / "rooms.sqlite3")
>>> rooms.save({"id": "room-0001", "game": "bonanza", "finished": False})
>>> [r["id"] for r in rooms.unfinished()]
['room-0001']
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import threading
import time
import warnings
from pathlib import Path
from typing import Any, Protocol

from ludoteca.core import store_file
from ludoteca.core.paths import data_dir
from ludoteca.core.store import StoreWarning

__all__ = ["RedisRooms", "RoomStore", "SQLiteRooms", "StoreError", "open_store", "token_hash", "token_matches"]


class StoreError(RuntimeError):
    """The room store cannot be reached or read (the reason is in the text)."""


class RoomStore(Protocol):
    """What a room asks of its store."""

    def save(self, record: dict[str, Any]) -> None:
        """Keep ``record`` (with its ``id``) whole, in place of the room's last one."""

    def load(self, room_id: str) -> dict[str, Any] | None:
        """The room's last record, or None."""

    def unfinished(self) -> list[dict[str, Any]]:
        """The records of every room whose game is not over, oldest first."""

    def forget(self, room_id: str) -> None:
        """Drop the room's record."""


def token_hash(token: str, salt: str | None = None) -> dict[str, str]:
    """``{"salt", "hash"}`` for ``token``: what a record keeps instead of the token itself."""
    salt = salt or secrets.token_hex(16)
    digest = hashlib.sha256(bytes.fromhex(salt) + token.encode()).hexdigest()
    return {"salt": salt, "hash": digest}


def token_matches(token: str, kept: dict[str, str]) -> bool:
    """Whether ``token`` is the one ``kept`` (a :func:`token_hash`) was made from."""
    try:
        again = token_hash(token, kept["salt"])["hash"]
    except (KeyError, ValueError, TypeError):
        return False
    return hmac.compare_digest(again, str(kept.get("hash", "")))


def _dumps(record: dict[str, Any]) -> str:
    """``record`` as JSON, stamped with the time it was written."""
    if not isinstance(record.get("id"), str) or not record["id"]:
        raise ValueError("a room record needs its id (a non-empty string)")
    return json.dumps({**record, "updated": time.time()}, separators=(",", ":"), allow_nan=False)


def _loads(text: str | bytes) -> dict[str, Any] | None:
    try:
        record = json.loads(text)
    except ValueError:
        return None  # a damaged record: left out, the others still load (see unfinished)
    return record if isinstance(record, dict) and isinstance(record.get("id"), str) else None


class SQLiteRooms:
    """Room records in a SQLite file (by default ``rooms.sqlite3`` in the data folder)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / "rooms.sqlite3"
        self._local = threading.local()
        self.damaged: list[str] = []  # ids of records that could not be read (kept, not loaded)

    def __repr__(self) -> str:
        return f"SQLiteRooms({str(self.path)!r})"

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                conn = self._open()
            except sqlite3.DatabaseError:  # not a database any more: set it aside, start afresh
                moved = store_file.set_aside(self.path, {"-wal", "-shm"})
                warnings.warn(f"the room store was damaged and was moved to {moved}", StoreWarning, stacklevel=3)
                conn = self._open()
            self._local.conn = conn
        return conn

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, record TEXT NOT NULL, "
                "finished INTEGER NOT NULL, updated REAL NOT NULL)"
            )
            conn.execute("SELECT count(*) FROM rooms").fetchone()
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def save(self, record: dict[str, Any]) -> None:
        text = _dumps(record)
        self._conn().execute(
            "INSERT INTO rooms (id, record, finished, updated) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET "
            "record=excluded.record, finished=excluded.finished, updated=excluded.updated",
            (record["id"], text, int(bool(record.get("finished"))), time.time()),
        )

    def load(self, room_id: str) -> dict[str, Any] | None:
        row = self._conn().execute("SELECT record FROM rooms WHERE id = ?", (room_id,)).fetchone()
        return None if row is None else _loads(row[0])

    def unfinished(self) -> list[dict[str, Any]]:
        rows = self._conn().execute("SELECT id, record FROM rooms WHERE finished = 0 ORDER BY updated").fetchall()
        out = []
        for room_id, text in rows:
            record = _loads(text)
            if record is None:
                self.damaged.append(room_id)
            else:
                out.append(record)
        return out

    def forget(self, room_id: str) -> None:
        self._conn().execute("DELETE FROM rooms WHERE id = ?", (room_id,))

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


class RedisRooms:
    """Room records in Redis: key ``<prefix>room:<id>`` holds the JSON record, the set
    ``<prefix>unfinished`` the ids of the rooms still playing."""

    def __init__(self, url: str, prefix: str = "ludoteca:") -> None:
        try:
            import redis
        except ImportError:
            raise StoreError("a Redis room store needs the redis package: pip install 'ludoteca[redis]'") from None
        self.url = url
        self.prefix = prefix
        self.damaged: list[str] = []
        try:
            self._redis = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
            self._redis.ping()
        except (redis.RedisError, ValueError) as error:
            raise StoreError(f"the Redis room store at {url} cannot be reached: {error}") from None

    def __repr__(self) -> str:
        return f"RedisRooms({self.url!r})"

    def _key(self, room_id: str) -> str:
        return f"{self.prefix}room:{room_id}"

    def save(self, record: dict[str, Any]) -> None:
        text = _dumps(record)
        pipe = self._redis.pipeline(transaction=True)
        pipe.set(self._key(record["id"]), text)
        if record.get("finished"):
            pipe.srem(f"{self.prefix}unfinished", record["id"])
        else:
            pipe.sadd(f"{self.prefix}unfinished", record["id"])
        pipe.execute()

    def load(self, room_id: str) -> dict[str, Any] | None:
        text = self._redis.get(self._key(room_id))
        return None if text is None else _loads(text)

    def unfinished(self) -> list[dict[str, Any]]:
        out = []
        for raw in sorted(self._redis.smembers(f"{self.prefix}unfinished")):
            room_id = raw.decode() if isinstance(raw, bytes) else str(raw)
            record = self.load(room_id)
            if record is None:
                self.damaged.append(room_id)
            else:
                out.append(record)
        return sorted(out, key=lambda r: r.get("updated", 0))

    def forget(self, room_id: str) -> None:
        pipe = self._redis.pipeline(transaction=True)
        pipe.delete(self._key(room_id))
        pipe.srem(f"{self.prefix}unfinished", room_id)
        pipe.execute()


def open_store(where: str | None = None) -> SQLiteRooms | RedisRooms:
    """The room store ``where`` names: ``redis://…`` (or ``rediss://…``), a SQLite file's path,
    or None for ``rooms.sqlite3`` in the user's data folder."""
    if where and where.startswith(("redis://", "rediss://", "unix://")):
        return RedisRooms(where)
    return SQLiteRooms(where)
