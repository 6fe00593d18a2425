"""The store's SQLite file: opening it, checking and migrating its schema, locking it while it
is checked, and setting a bad file aside. :mod:`ludoteca.core.store` builds on it.

A healthy file carries our ``application_id`` and a ``user_version`` no newer than
:data:`SCHEMA_VERSION`; :func:`vet` says in words what is wrong with any other.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ludoteca.core.saves import set_aside as _set_aside_file

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

__all__ = [
    "APPLICATION_ID",
    "BUSY_TIMEOUT_S",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SIDECARS",
    "connect",
    "file_lock",
    "identity",
    "is_corruption",
    "rollback",
    "set_aside",
    "vet",
]

BUSY_TIMEOUT_S = 10.0
#: Marks the file as ours in ``PRAGMA application_id`` ("LUDO").
APPLICATION_ID = 0x4C55444F
#: ``MIGRATIONS[i]`` takes the schema from version ``i`` to ``i + 1``.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE profiles (
        id         INTEGER PRIMARY KEY,
        name       TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        settings   TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE scores (
        id        INTEGER PRIMARY KEY,
        game      TEXT NOT NULL,
        player    TEXT NOT NULL,
        score     INTEGER NOT NULL,
        played_at TEXT NOT NULL,
        details   TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX scores_best ON scores (game, player, score);
    CREATE INDEX scores_recent ON scores (game, player, played_at);
    CREATE TABLE games (
        id        INTEGER PRIMARY KEY,
        game      TEXT NOT NULL,
        played_at TEXT NOT NULL,
        players   TEXT NOT NULL,
        scores    TEXT NOT NULL,
        data      TEXT NOT NULL
    );
    CREATE INDEX games_recent ON games (game, played_at);
    """,
]
SCHEMA_VERSION = len(MIGRATIONS)
#: The columns each table must have at SCHEMA_VERSION (checked on open).
_COLUMNS = {
    "profiles": {"id", "name", "created_at", "settings"},
    "scores": {"id", "game", "player", "score", "played_at", "details"},
    "games": {"id", "game", "played_at", "players", "scores", "data"},
}
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
SIDECARS = ("-wal", "-shm", "-journal")


def connect(path: Path) -> sqlite3.Connection:
    # Autocommit mode, so transactions are exactly the BEGIN/COMMIT we write.
    return sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)


def vet(path: Path) -> str | None:
    """Create or migrate the store at ``path``; return why it is unusable, or None if it is fine."""
    try:
        if path.exists() and path.stat().st_size > 0:
            # Inspect read-only: a read-write connection could checkpoint a leftover WAL into
            # the file on close, and a file we set aside must keep its original bytes.
            conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
            try:
                problem = _inspect(conn)
            finally:
                conn.close()
            if problem is not None:
                return problem
        conn = connect(path)
        try:
            if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
                raise sqlite3.OperationalError(f"cannot switch {path} to WAL mode")
            _migrate(conn)
            for table, columns in _COLUMNS.items():
                found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
                if not columns <= found:
                    return f"its table {table!r} lacks the columns {sorted(columns - found)}"
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if is_corruption(exc):
            return f"it is not a readable SQLite database: {exc}"
        raise
    return None


def _inspect(conn: sqlite3.Connection) -> str | None:
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    (app,) = conn.execute("PRAGMA application_id").fetchone()
    (objects,) = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    if app != APPLICATION_ID and not (app == 0 and version == 0 and objects == 0):
        return "it is a SQLite database, but not a ludoteca store"
    if version > SCHEMA_VERSION:
        return f"its schema version {version} is newer than this ludoteca knows ({SCHEMA_VERSION})"
    check = [row[0] for row in conn.execute("PRAGMA integrity_check(5)")]
    if check != ["ok"]:
        return "the integrity check failed: " + "; ".join(check)
    return None


def _migrate(conn: sqlite3.Connection) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        (version,) = conn.execute("PRAGMA user_version").fetchone()  # re-read under the write lock
        for script in MIGRATIONS[version:]:
            for statement in filter(str.strip, script.split(";")):
                conn.execute(statement)
        if version < SCHEMA_VERSION:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("COMMIT")
    except BaseException:
        rollback(conn)
        raise


def rollback(conn: sqlite3.Connection) -> None:
    # A failed ROLLBACK (say, on a corrupt file) must not hide the error that caused it.
    try:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    except sqlite3.Error:
        pass


def set_aside(path: Path, sidecars: set[str]) -> Path:
    """Set ``path`` aside with the ``sidecars`` it had ("-wal", ...), under SQLite's names so the
    set-aside file still opens with its WAL; remove the empty ones our own look created."""
    aside = _set_aside_file(path, [suffix for suffix in SIDECARS if suffix in sidecars])
    for suffix in SIDECARS:
        if suffix not in sidecars:
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return aside


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``<path>.lock``, so only one process vets or renames at a time."""
    with open(f"{path}.lock", "a+b") as handle:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        else:  # pragma: no cover - Windows
            while True:
                try:
                    msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:
                    continue
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
            else:  # pragma: no cover - Windows
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)


def identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino


def is_corruption(exc: sqlite3.DatabaseError) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)  # Python 3.11+
    if code is not None:
        return code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text
