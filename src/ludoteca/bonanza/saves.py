"""Bonanza games in small JSON files: save any game, finished or not, and load it back.

A save holds only what cannot be recomputed: the rules, the seed, the seats, the turn
clock and the actions in notation. Loading replays the actions, so the loaded game is
exactly the saved position (same view, same ``to_json``).

>>> import pathlib, tempfile
>>> game = Game(["Ana"], seed=7)
>>> game.roll(); game.keep([game.dice[0]])
>>> path = save_game(game, pathlib.Path(tempfile.mkdtemp()) / "ana.json")
>>> load_game(path).to_json() == game.to_json()
True
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from ludoteca.bonanza.actions import Timeout, parse_action
from ludoteca.bonanza.game import TURN_SECONDS, Game, Seat, make_seats
from ludoteca.bonanza.rules import JOKERS, Rules
from ludoteca.core.errors import CorruptData, IllegalAction, MalformedAction

__all__ = ["FORMAT", "SAVE_VERSION", "from_save", "load_game", "save_game", "to_save"]

#: What the ``format`` field of every ludoteca save says.
FORMAT = "ludoteca-save"
#: The save layout this module writes and reads; bump it when the layout or the action
#: notation changes (older files then get a clear "unsupported version" error).
SAVE_VERSION = 1
#: A full four-player game is a few kilobytes; anything far larger is not a save of ours.
MAX_BYTES = 1_000_000
_KEYS = ("rules", "seed", "seats", "turn_seconds", "actions")


def to_save(game: Game) -> dict[str, Any]:
    """The save of ``game`` as a JSON-ready dict (what :func:`save_game` writes)."""
    if not isinstance(game, Game):
        raise TypeError(f"only a Bonanza Game can be saved here, not {type(game).__name__}")
    return {
        "format": FORMAT, "game": Game.name, "version": SAVE_VERSION,
        "rules": game.rules.to_json(), "seed": game.seed,
        "seats": [seat.to_json() for seat in game.seats], "turn_seconds": game.turn_seconds,
        "actions": [str(action) for action in game.actions],
    }


def save_game(game: Game, path: str | os.PathLike[str]) -> Path:
    """Write ``game`` to ``path`` (replacing it atomically: a reader sees the old file or the
    new one, never half of one). Returns the path."""
    path = Path(path)
    text = json.dumps(to_save(game), ensure_ascii=False, indent=1) + "\n"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
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


def load_game(path: str | os.PathLike[str], *, clock: Callable[[], float] = time.monotonic,
              store: Any = None) -> Game:
    """The game saved in ``path``; :class:`CorruptData` says what is wrong with a bad file.

    A timed game starts its current turn's clock afresh (a full turn) when loaded.
    """
    path = Path(path)
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise _corrupt(f"{path.name} is a folder, not a saved game", path) from None
    if len(raw) > MAX_BYTES:
        raise _corrupt(f"{path.name} is too large to be a Bonanza save (over {MAX_BYTES:,} bytes)", path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _corrupt(f"{path.name} is not a text file, so not a Bonanza save", path) from None
    if not text.strip():
        raise _corrupt(f"{path.name} is empty (truncated?)", path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise _corrupt(f"{path.name} ends in the middle of its data: the file is truncated", path) from None
        raise _corrupt(f"{path.name} is not JSON (line {error.lineno}, column {error.colno}: {error.msg})",
                       path) from None
    try:
        return from_save(data, clock=clock, store=store)
    except CorruptData as error:
        raise CorruptData(f"{path.name}: {error.message}", code=error.code, **error.params, file=str(path)) \
            from error


def from_save(data: Any, *, clock: Callable[[], float] = time.monotonic, store: Any = None) -> Game:
    """The game a save dict describes (as from :func:`to_save` or the store's history)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptData("not a ludoteca Bonanza save (it has no \"format\": \"ludoteca-save\")",
                          code="not_a_save")
    if data.get("game") != Game.name:
        raise CorruptData(f"not a Bonanza save: it is a ludoteca save of {str(data.get('game'))[:40]!r}",
                          code="not_a_save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise CorruptData(f"the save version must be a whole number, not {version!r:.40}",
                          code="unsupported_version")
    if version != SAVE_VERSION:
        newer = " (made by a newer ludoteca)" if version > SAVE_VERSION else ""
        raise CorruptData(f"unsupported save version {version}{newer}; this ludoteca reads version {SAVE_VERSION}",
                          code="unsupported_version", version=version)
    missing = [key for key in _KEYS if key not in data]
    if missing:
        raise CorruptData(f"the save has no {missing[0]!r}", code="corrupt_data", field=missing[0])
    rules = _rules(data["rules"])
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise CorruptData(f"bad seed: a whole number, not {seed!r:.40}", code="corrupt_data", field="seed")
    seats = _seats(data["seats"])
    turn_seconds = data["turn_seconds"]
    if turn_seconds not in TURN_SECONDS or isinstance(turn_seconds, (bool, float)):
        raise CorruptData(f"bad turn clock: turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}",
                          code="corrupt_data", field="turn_seconds")
    if turn_seconds is not None and len(seats) == 1:
        raise CorruptData("bad turn clock: a solo game has no turn clock", code="corrupt_data", field="turn_seconds")
    actions = _actions(data["actions"], turn_seconds)
    try:
        return Game.replay(rules, seed, actions, seats, turn_seconds, clock, store)
    except IllegalAction as error:
        index = error.params.get("index", 0)
        reason = getattr(error.__cause__, "message", error.message)
        raise CorruptData(f"illegal action at action {index + 1} ({data['actions'][index]!r:.60}): {reason}",
                          code="bad_saved_action", action=index + 1) from error
    except (ValueError, TypeError) as error:  # not expected after the checks above; never half-load
        raise CorruptData(f"cannot rebuild the game: {error}", code="corrupt_data") from error


def _rules(data: Any) -> Rules:
    if not isinstance(data, dict) or set(data) != {"extra_bonus", "joker"}:
        raise CorruptData(f"bad rules: expected {{'extra_bonus': ..., 'joker': ...}}, not {data!r:.80}",
                          code="corrupt_data", field="rules")
    extra, joker = data["extra_bonus"], data["joker"]
    if not isinstance(extra, int) or isinstance(extra, bool) or extra < 0:
        raise CorruptData(f"bad rules: extra_bonus is a whole number >= 0, not {extra!r:.40}",
                          code="corrupt_data", field="rules")
    if joker not in JOKERS:
        raise CorruptData(f"bad rules: joker is one of {', '.join(JOKERS)}, not {joker!r:.40}",
                          code="corrupt_data", field="rules")
    return Rules(extra_bonus=extra, joker=joker)


def _seats(data: Any) -> list[Any]:
    if not isinstance(data, list) or not all(isinstance(seat, dict) for seat in data):
        raise CorruptData(f"bad seats: a list of {{'name': ..., 'kind': ...}}, not {data!r:.80}",
                          code="corrupt_data", field="seats")
    for seat in data:
        if set(seat) - {"name", "kind"} or "name" not in seat:
            raise CorruptData(f"bad seats: each seat has a name and a kind, not {seat!r:.80}",
                              code="corrupt_data", field="seats")
    try:
        return list(make_seats([Seat(**seat) for seat in data]))
    except (ValueError, TypeError) as error:
        raise CorruptData(f"bad seats: {error}", code="corrupt_data", field="seats") from None


def _actions(data: Any, turn_seconds: int | None) -> list[Any]:
    if not isinstance(data, list):
        raise CorruptData(f"bad actions: a list of notation strings, not {type(data).__name__}",
                          code="corrupt_data", field="actions")
    actions = []
    for number, text in enumerate(data, start=1):
        if not isinstance(text, str):
            raise CorruptData(f"action {number} is not an action in notation: {text!r:.40}",
                              code="bad_saved_action", action=number)
        try:
            action = parse_action(text)
        except MalformedAction as error:
            what = "unknown box" if error.params.get("field") == "box" else "unreadable action"
            raise CorruptData(f"{what} at action {number} ({text!r:.60}): {error.message}",
                              code="bad_saved_action", action=number) from None
        if isinstance(action, Timeout) and turn_seconds is None:
            # Game.replay would accept it, but no clock can run out in an untimed game.
            raise CorruptData(f"illegal action at action {number} ('timeout'): this game has no turn clock",
                              code="bad_saved_action", action=number)
        actions.append(action)
    return actions


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the JSON only went wrong because the text stops early (a truncated file)."""
    rest = text[error.pos:].rstrip()
    return (not rest or error.msg.startswith("Unterminated string")
            or any(word.startswith(rest) for word in ("true", "false", "null")))


def _corrupt(message: str, path: Path) -> CorruptData:
    return CorruptData(message, code="corrupt_data", file=str(path))
