"""Saved games in small JSON files: one envelope for every game, atomic writes, and files
that cannot be read reported (and, where ludoteca manages them, set aside) rather than lost.

Every save is a JSON object that starts with the envelope::

    {"format": "ludoteca-save", "game": "bonanza", "version": 1, ...the game's own fields}

A game's ``to_json`` makes it and ``from_json`` reads it (:class:`ludoteca.core.game.Game`);
this module holds what all games share: the envelope check, the seed, seats and actions, what
went wrong when a save's actions cannot be replayed, and the file I/O.

>>> import pathlib, tempfile
>>> path = write_json(pathlib.Path(tempfile.mkdtemp()) / "a.json", envelope("demo", 1, {"x": 1}))
>>> read_json(path)["x"]
1
"""

from __future__ import annotations

import glob
import json
import os
import tempfile
import time
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

from ludoteca.core.errors import CorruptData, IllegalAction, MalformedAction
from ludoteca.core.seats import Seat, make_seats

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "check_envelope",
    "envelope",
    "read_actions",
    "read_json",
    "read_seats",
    "read_seed",
    "replay_failed",
    "require",
    "set_aside",
    "write_json",
]

#: What the ``format`` field of every ludoteca save says.
FORMAT = "ludoteca-save"
#: A save is a few kilobytes; anything far larger is not a save of ours.
MAX_BYTES = 1_000_000


def envelope(game: str, version: int, body: dict[str, Any]) -> dict[str, Any]:
    """A save of ``game``: the envelope fields, then ``body``."""
    return {"format": FORMAT, "game": game, "version": version, **body}


def check_envelope(data: Any, game: str, version: int, *, title: str | None = None) -> None:
    """Raise :class:`CorruptData` unless ``data`` is a version ``version`` save of ``game``."""
    title = title or game
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptData(f'not a ludoteca {title} save (it has no "format": "{FORMAT}")', code="not_a_save")
    if data.get("game") != game:
        raise CorruptData(
            f"not a {title} save: it is a ludoteca save of {str(data.get('game'))[:40]!r}", code="not_a_save"
        )
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool):
        raise CorruptData(f"the save version must be a whole number, not {found!r:.40}", code="unsupported_version")
    if found != version:
        newer = " (made by a newer ludoteca)" if found > version else ""
        raise CorruptData(
            f"unsupported save version {found}{newer}; this ludoteca reads version {version}",
            code="unsupported_version",
            version=found,
        )


def require(data: dict[str, Any], keys: Iterable[str]) -> None:
    """Raise :class:`CorruptData` naming the first of ``keys`` the save lacks."""
    for key in keys:
        if key not in data:
            raise CorruptData(f"the save has no {key!r}", code="save_missing", field=key)


def read_seed(data: Any) -> int:
    """The seed of a save: a whole number."""
    if not isinstance(data, int) or isinstance(data, bool):
        raise CorruptData(f"bad seed: a whole number, not {data!r:.40}", code="save_bad_field", field="seed")
    return data


def read_actions(data: Any) -> list[str]:
    """The actions of a save: a list of actions in the game's notation (not yet checked against the rules)."""
    if not isinstance(data, list):
        raise CorruptData(
            f"bad actions: a list of notation strings, not {type(data).__name__}",
            code="save_bad_field",
            field="actions",
        )
    for number, text in enumerate(data, start=1):
        if not isinstance(text, str):
            raise CorruptData(
                f"action {number} is not an action in notation: {text!r:.40}", code="bad_saved_action", action=number
            )
    return data


def replay_failed(error: IllegalAction, actions: list[str]) -> CorruptData:
    """What is wrong with a save whose replay stopped with ``error`` (from
    :meth:`~ludoteca.core.game.Game.replay`, which names the action's index): an unknown box,
    cell or card, an unreadable action, or an illegal one, and why."""
    index = error.params.get("index", 0)
    reason = getattr(error.__cause__, "message", error.message)
    what = "illegal action"
    if isinstance(error.__cause__, MalformedAction):
        field = error.__cause__.params.get("field")
        what = f"unknown {field}" if field in ("box", "cell", "card") else "unreadable action"
    return CorruptData(
        f"{what} at action {index + 1} ({actions[index]!r:.60}): {reason}", code="bad_saved_action", action=index + 1
    )


def read_seats(data: Any, game: Any) -> list[Seat]:
    """The seats of a save of ``game`` (a Game class: its player limits and bot kinds)."""
    if not isinstance(data, list) or not all(isinstance(seat, dict) for seat in data):
        raise CorruptData(
            f"bad seats: a list of {{'name': ..., 'kind': ...}}, not {data!r:.80}", code="save_bad_field", field="seats"
        )
    for seat in data:
        if set(seat) - {"name", "kind"} or "name" not in seat:
            raise CorruptData(
                f"bad seats: each seat has a name and a kind, not {seat!r:.80}", code="save_bad_field", field="seats"
            )
    try:
        return list(
            make_seats(
                [Seat(**seat) for seat in data],
                game.min_players,
                game.max_players,
                kinds=game.seat_kinds(),
                title=game.title,
            )
        )
    except (ValueError, TypeError) as error:
        raise CorruptData(f"bad seats: {error}", code="save_bad_field", field="seats") from None


def write_json(path: str | os.PathLike[str], data: Any) -> Path:
    """Write ``data`` as JSON to ``path``, replacing it atomically: a reader sees the old file
    or the new one, never half of one. The temporary file of a write that was killed before
    it finished is removed by the next write of ``path``. Returns the path."""
    path = Path(path)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    _sweep(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        if fcntl is not None:  # held until the file is renamed: a live write is never swept
            fcntl.flock(fd, fcntl.LOCK_EX)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes the file private; a save is an ordinary document
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _sweep(path: Path) -> None:
    """Remove the temporary files that killed writes of ``path`` left: those no live write
    holds locked, a second after they were last written (a write locks its file as soon as it
    has made it; where files cannot be locked, an hour after)."""
    wait = 1.0 if fcntl is not None else 3600.0
    for tmp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            with tmp.open("rb") as fh:
                if time.time() - os.fstat(fh.fileno()).st_mtime < wait:
                    continue
                if fcntl is not None:
                    fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                tmp.unlink()
        except OSError:  # locked by a write under way, or already gone
            continue


def read_json(path: str | os.PathLike[str], *, what: str = "ludoteca save", max_bytes: int | None = None) -> Any:
    """The JSON in ``path``; :class:`CorruptData` says precisely what is wrong with a bad file
    (a folder, too large, not text, empty, truncated, nested too deeply, not JSON). A byte
    order mark at the start (as some editors write) is allowed."""
    path = Path(path)
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    name = path.name
    try:
        with path.open("rb") as fh:
            raw = fh.read(max_bytes + 1)
    except IsADirectoryError:
        raise CorruptData(f"{name} is a folder, not a {what}", code="file_is_folder", file=name) from None
    if len(raw) > max_bytes:
        raise CorruptData(
            f"{name} is too large to be a {what} (over {max_bytes:,} bytes)",
            code="file_too_large",
            file=name,
            limit=f"{max_bytes:,}",
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CorruptData(f"{name} is not a text file, so not a {what}", code="file_not_text", file=name) from None
    if not text.strip():
        raise CorruptData(f"{name} is empty (truncated?)", code="file_empty", file=name)
    try:
        return json.loads(text)
    except RecursionError:
        raise CorruptData(f"{name} nests brackets too deeply to be a {what}", code="file_too_deep", file=name) from None
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise CorruptData(
                f"{name} ends in the middle of its data: the file is truncated", code="file_truncated", file=name
            ) from None
        raise CorruptData(
            f"{name} is not JSON (line {error.lineno}, column {error.colno}: {error.msg})",
            code="file_not_json",
            file=name,
            line=error.lineno,
            column=error.colno,
        ) from None


def set_aside(path: str | os.PathLike[str], sidecars: Iterable[str] = ()) -> Path:
    """Rename a file ludoteca could not read (and its ``sidecars``, suffixes such as "-wal")
    to ``<name>.corrupt-<UTC time>``, untouched, so nothing is lost. Returns the new path."""
    path = Path(path)
    sidecars = tuple(sidecars)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    aside, n = path.with_name(f"{path.name}.corrupt-{stamp}"), 1
    while any(Path(f"{aside}{s}").exists() for s in ("", *sidecars)):
        aside, n = path.with_name(f"{path.name}.corrupt-{stamp}-{n}"), n + 1
    os.replace(path, aside)
    for suffix in sidecars:
        if Path(f"{path}{suffix}").exists():
            os.replace(f"{path}{suffix}", f"{aside}{suffix}")
    return aside


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the JSON only went wrong because the text stops early (a truncated file)."""
    rest = text[error.pos :].rstrip()
    return (
        not rest
        or error.msg.startswith("Unterminated string")
        or any(word.startswith(rest) for word in ("true", "false", "null"))
    )
