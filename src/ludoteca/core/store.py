"""Best scores, player profiles and saved games, kept in one SQLite file.

The file is ``data_dir() / "ludoteca.sqlite3"`` (``LUDOTECA_HOME`` moves it). It is safe to
use from several threads and several processes at once: each thread has its own connection,
the file is in WAL mode with a busy timeout, and every write is one ``BEGIN IMMEDIATE``
transaction.

A file that is not a healthy ludoteca store (garbage, truncated, another program's database,
a schema from a newer ludoteca) is never deleted: it is renamed to
``<name>.corrupt-<UTC time>`` (its ``-wal``/``-shm`` files beside it), a :class:`StoreWarning`
says where it went, and a fresh store takes its place. The file itself (schema, checks, locks,
setting aside) is handled in :mod:`ludoteca.core.store_file`, and the checking of what is
written (names, numbers, times, JSON) in :mod:`ludoteca.core.store_rows`.

>>> import pathlib, tempfile
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "scores.sqlite3")
>>> store.record_score("bonanza", "Ana", 231)
1
>>> store.best_score("bonanza", "Ana")
231
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import warnings
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

from ludoteca.core import store_file, store_rows
from ludoteca.core.paths import data_dir
from ludoteca.core.store_file import SCHEMA_VERSION

__all__ = ["Store", "ScoreStore", "StoreWarning", "default_store", "FILENAME", "SCHEMA_VERSION"]

FILENAME = "ludoteca.sqlite3"

T = TypeVar("T")


class StoreWarning(UserWarning):
    """The store file was unusable and has been set aside; a fresh store replaced it."""


class ScoreStore(Protocol):
    """What the history and the tables use of a store: :class:`Store` is one, a test may pass its own."""

    def record_score(
        self,
        game: str,
        player: str,
        score: int,
        details: Mapping[str, Any] | None = None,
        *,
        played_at: datetime | None = None,
    ) -> int: ...

    def best_score(self, game: str, player: str) -> int | None: ...

    def recent_scores(self, game: str, player: str, limit: int = 10) -> list[dict[str, Any]]: ...

    def record_game(
        self,
        game: str,
        players: Sequence[str],
        scores: Sequence[int],
        data: Mapping[str, Any],
        *,
        played_at: datetime | None = None,
    ) -> int: ...

    def record_finished(
        self,
        game: str,
        players: Sequence[str],
        scores: Sequence[int],
        data: Mapping[str, Any],
        score: tuple[str, int, Mapping[str, Any]] | None = None,
    ) -> int: ...

    def find_game(self, game: str, data: Mapping[str, Any]) -> int | None: ...

    def games(self, game: str | None = None, limit: int = 50) -> list[dict[str, Any]]: ...

    def load_game(self, id: int) -> dict[str, Any]: ...


class Store:
    """Scores, profiles and saved games in one SQLite file (``path``, or the default one)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._path = Path(path) if path is not None else data_dir() / FILENAME
        if self._path.is_dir():
            raise IsADirectoryError(
                f"the score store {str(self._path)!r} is a folder: give the path of a file in it,"
                f" such as {str(self._path / FILENAME)!r}"
            )
        self._path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._checked: tuple[int, int] | None = None  # (st_dev, st_ino) of the file we vetted
        with self._lock:
            self._prepare()

    @property
    def path(self) -> Path:
        """The SQLite file."""
        return self._path

    def __repr__(self) -> str:
        return f"Store({str(self._path)!r})"

    def close(self) -> None:
        """Close every connection this store opened (call when no other thread is using it)."""
        with self._lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
            self._local = threading.local()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- profiles ----------------------------------------------------------
    def ensure_profile(self, name: str) -> dict[str, Any]:
        """The profile called ``name``, created (with empty settings) if it is new."""
        name = store_rows.name(name, "player name")

        def run(conn: sqlite3.Connection) -> dict[str, Any]:
            _add_profile(conn, name)
            return _profile(conn.execute(_PROFILE_SQL + " WHERE name = ?", (name,)).fetchone())

        return self._run(run, write=True)

    def profiles(self) -> list[dict[str, Any]]:
        """Every profile, oldest first: ``{"name", "created_at", "settings"}``."""
        rows = self._run(lambda c: c.execute(_PROFILE_SQL + " ORDER BY id").fetchall())
        return [_profile(r) for r in rows]

    def update_settings(self, name: str, settings: Mapping[str, Any]) -> dict[str, Any]:
        """Merge ``settings`` into the profile's settings (creating the profile); return them all."""
        name = store_rows.name(name, "player name")
        changes = json.loads(store_rows.json_text(settings, "settings", mapping=True))

        def run(conn: sqlite3.Connection) -> dict[str, Any]:
            _add_profile(conn, name)
            (old,) = conn.execute("SELECT settings FROM profiles WHERE name = ?", (name,)).fetchone()
            merged = {**json.loads(old), **changes}
            conn.execute("UPDATE profiles SET settings = ? WHERE name = ?", (json.dumps(merged), name))
            return merged

        return self._run(run, write=True)

    # -- scores ------------------------------------------------------------
    def record_score(
        self,
        game: str,
        player: str,
        score: int,
        details: Mapping[str, Any] | None = None,
        *,
        played_at: datetime | None = None,
    ) -> int:
        """Remember that ``player`` scored ``score`` at ``game``; return the new score's id.

        ``details`` is any JSON object (``{"mean_loss": 0.4}``); ``played_at`` defaults to now.
        """
        row = store_rows.score_row(game, player, score, store_rows.timestamp(played_at), details or {})
        return self._run(lambda c: _insert(c, _SCORE_SQL, row), write=True)

    def best_score(self, game: str, player: str) -> int | None:
        """The highest score ``player`` has recorded at ``game``, or None if none yet."""
        key = (store_rows.name(game, "game name"), store_rows.name(player, "player name"))
        sql = "SELECT MAX(score) FROM scores WHERE game = ? AND player = ?"
        return self._run(lambda c: c.execute(sql, key).fetchone()[0])

    def recent_scores(self, game: str, player: str, limit: int = 10) -> list[dict[str, Any]]:
        """The player's latest scores at ``game``, newest first.

        Each is ``{"id", "game", "player", "score", "played_at", "details"}``.
        """
        key = (store_rows.name(game, "game name"), store_rows.name(player, "player name"), store_rows.limit(limit))
        sql = (
            "SELECT id, game, player, score, played_at, details FROM scores"
            " WHERE game = ? AND player = ? ORDER BY played_at DESC, id DESC LIMIT ?"
        )
        rows = self._run(lambda c: c.execute(sql, key).fetchall())
        return [
            {"id": i, "game": g, "player": p, "score": s, "played_at": t, "details": json.loads(d)}
            for i, g, p, s, t, d in rows
        ]

    # -- saved games -------------------------------------------------------
    def record_game(
        self,
        game: str,
        players: Sequence[str],
        scores: Sequence[int],
        data: Mapping[str, Any],
        *,
        played_at: datetime | None = None,
    ) -> int:
        """Save a game (``data`` is its JSON, e.g. ``Game.to_json()``); return its id."""
        row = store_rows.game_row(game, players, scores, data, played_at)
        return self._run(lambda c: _insert(c, _GAME_SQL, row), write=True)

    def record_finished(
        self,
        game: str,
        players: Sequence[str],
        scores: Sequence[int],
        data: Mapping[str, Any],
        score: tuple[str, int, Mapping[str, Any]] | None = None,
    ) -> int:
        """A finished game and, if ``score`` is ``(key, points, details)``, the first
        player's score under ``key`` (its details gain the game's ``history_id``), written in
        one transaction: both or neither. Returns the game's id."""
        row = store_rows.game_row(game, players, scores, data, None)
        if score is not None:
            key, points, details = score
            store_rows.score_row(key, players[0], points, row[1], details)  # checked before anything is written

        def run(conn: sqlite3.Connection) -> int:
            history_id = _insert(conn, _GAME_SQL, row)
            if score is not None:
                linked = {**details, "history_id": history_id}
                _insert(conn, _SCORE_SQL, store_rows.score_row(key, players[0], points, row[1], linked))
            return history_id

        return self._run(run, write=True)

    def find_game(self, game: str, data: Mapping[str, Any]) -> int | None:
        """The id of the saved game of ``game`` whose data is exactly ``data``, if any."""
        key = (store_rows.name(game, "game name"), store_rows.json_text(data, "game data", mapping=True))
        row = self._run(lambda c: c.execute("SELECT MIN(id) FROM games WHERE game = ? AND data = ?", key).fetchone())
        return row[0]

    def games(self, game: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        """Saved games, newest first, without their data: ``{"id", "game", "played_at", "players", "scores"}``."""
        limit = store_rows.limit(limit)
        sql = "SELECT id, game, played_at, players, scores FROM games"
        if game is None:
            args: tuple[Any, ...] = (limit,)
        else:
            sql += " WHERE game = ?"
            args = (store_rows.name(game, "game name"), limit)
        sql += " ORDER BY played_at DESC, id DESC LIMIT ?"
        rows = self._run(lambda c: c.execute(sql, args).fetchall())
        return [
            {"id": i, "game": g, "played_at": t, "players": json.loads(p), "scores": json.loads(s)}
            for i, g, t, p, s in rows
        ]

    def load_game(self, id: int) -> dict[str, Any]:
        """A saved game with its ``data``; KeyError if there is none with that id."""
        id = store_rows.number(id, "game id")
        sql = "SELECT id, game, played_at, players, scores, data FROM games WHERE id = ?"
        row = self._run(lambda c: c.execute(sql, (id,)).fetchone())
        if row is None:
            raise KeyError(f"no saved game with id {id}")
        i, g, t, p, s, d = row
        return {
            "id": i,
            "game": g,
            "played_at": t,
            "players": json.loads(p),
            "scores": json.loads(s),
            "data": json.loads(d),
        }

    # -- connections, transactions and recovery ----------------------------
    def _run(self, fn: Callable[[sqlite3.Connection], T], *, write: bool = False) -> T:
        """Run ``fn`` on this thread's connection; a write is one IMMEDIATE transaction.

        If SQLite reports the file corrupt, the file is set aside and ``fn`` runs once more.
        """
        for attempt in (1, 2):
            conn = self._connection()
            try:
                if not write:
                    return fn(conn)
                conn.execute("BEGIN IMMEDIATE")
                try:
                    result = fn(conn)
                    conn.execute("COMMIT")
                except BaseException:
                    store_file.rollback(conn)
                    raise
                return result
            except sqlite3.DatabaseError as exc:
                if attempt == 2 or not store_file.is_corruption(exc):
                    raise
                with self._lock:
                    self._drop_connection()
                    self._prepare(force=True)
        raise AssertionError("unreachable")  # pragma: no cover

    def _connection(self) -> sqlite3.Connection:
        """This thread's connection, reopened if the file was replaced, deleted or we forked."""
        local = self._local
        conn = getattr(local, "conn", None)
        identity = store_file.identity(self._path)
        if conn is not None and identity is not None and local.identity == identity and local.pid == os.getpid():
            return conn
        with self._lock:
            self._drop_connection()
            if identity is None or identity != self._checked:
                self._prepare()
            conn = store_file.connect(self._path)
            conn.execute("PRAGMA synchronous = NORMAL")  # durable across crashes of the app in WAL mode
            self._connections.append(conn)
            local.conn, local.pid, local.identity = conn, os.getpid(), store_file.identity(self._path)
        return conn

    def _drop_connection(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            return
        self._local.conn = None
        if self._local.pid != os.getpid():
            return  # a parent process's connection: never touch it in a child
        # Close before the file is set aside or recreated, so no connection outlives its file.
        conn.close()
        if conn in self._connections:
            self._connections.remove(conn)

    def _prepare(self, *, force: bool = False) -> None:
        """Vet the file (creating or migrating it); set it aside and start afresh if it is bad."""
        with store_file.file_lock(self._path):
            if not force and self._checked is not None and store_file.identity(self._path) == self._checked:
                return
            sidecars = {s for s in store_file.SIDECARS if Path(f"{self._path}{s}").exists()}
            problem = store_file.vet(self._path)
            if problem is not None:
                aside = store_file.set_aside(self._path, sidecars)
                warnings.warn(
                    StoreWarning(
                        f"the score store {self._path} could not be used ({problem}); it was moved "
                        f"to {aside} untouched, and a new empty store was started in its place"
                    ),
                    stacklevel=3,
                )
                problem = store_file.vet(self._path)
                if problem is not None:  # pragma: no cover - a fresh file should always do
                    raise sqlite3.DatabaseError(f"cannot create a store at {self._path}: {problem}")
            self._checked = store_file.identity(self._path)


_PROFILE_SQL = "SELECT name, created_at, settings FROM profiles"

_defaults: dict[tuple[int, Path], Store] = {}
_defaults_lock = threading.Lock()


def default_store() -> Store:
    """This process's store for the current ``LUDOTECA_HOME`` (a new one if it has changed)."""
    path = (data_dir() / FILENAME).resolve()
    key = (os.getpid(), path)
    with _defaults_lock:
        store = _defaults.get(key)
        if store is None:
            _defaults.clear()  # a stale home or a parent process's store
            store = _defaults[key] = Store(path)
        return store


# -- helpers -----------------------------------------------------------------
_GAME_SQL = "INSERT INTO games (game, played_at, players, scores, data) VALUES (?, ?, ?, ?, ?)"
_SCORE_SQL = "INSERT INTO scores (game, player, score, played_at, details) VALUES (?, ?, ?, ?, ?)"


def _add_profile(conn: sqlite3.Connection, name: str) -> None:
    """Create the profile ``name`` (with empty settings) unless it exists."""
    conn.execute("INSERT OR IGNORE INTO profiles (name, created_at) VALUES (?, ?)", (name, store_rows.timestamp(None)))


def _insert(conn: sqlite3.Connection, sql: str, row: tuple[Any, ...]) -> int:
    """Run one INSERT; the new row's id."""
    rowid = conn.execute(sql, row).lastrowid
    assert rowid is not None, "an INSERT always sets lastrowid"
    return rowid


def _profile(row: tuple[str, str, str]) -> dict[str, Any]:
    name, created_at, settings = row
    return {"name": name, "created_at": created_at, "settings": json.loads(settings)}
