"""What a Bonanza player can do, as small frozen values with a notation.

``str(action)`` reads like what a player says and :func:`parse_action` reads it back;
``to_json()`` gives the dict the front end sends. Dice and seats are numbered from 0 in
Python and from 1 in the notation ("hold 3" holds ``Hold(2)``), as players count.
When each is allowed is in :mod:`ludoteca.bonanza.checks`.

>>> parse_action("record full house")
Record(box='full_house')
>>> str(Keep((6, 1, 6)))
'keep 1 6 6'
>>> parse_action({"type": "hold", "die": 2}) == parse_action("hold 3")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ludoteca.bonanza.rules import BOXES, spoken
from ludoteca.core.actions import Fields, from_dict, whole
from ludoteca.core.errors import MalformedAction

#: Longest notation string or box name we are willing to read.
MAX_TEXT = 120
DICE = 5
SEATS = 4


def _faces(values: Any, what: str, most: int) -> tuple[int, ...]:
    if not isinstance(values, (list, tuple)) or len(values) > most:
        raise MalformedAction(
            f"{what} must be a list of at most {most} dice values, not {values!r:.60}",
            code="malformed_action",
            field=what,
        )
    return tuple(whole(v, f"each value in {what}", 1, 6) for v in values)


def _box(box: Any) -> str:
    if not isinstance(box, str) or box not in BOXES:
        raise MalformedAction(
            f"there is no box called {box!r:.60}; the boxes are: {', '.join(map(spoken, BOXES))}",
            code="malformed_action",
            field="box",
        )
    return box


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the dice that are not held. ``dice`` makes chance explicit: either all five
    results (held dice must show their values) or one value per die that is not held.

    The log always names the dice: a roll left to chance is logged ``drawn`` with what the
    dice showed (``rolled 3 1 4 1 5``). Playing a drawn roll shows those dice and moves the
    game's generator on as if it had thrown them, so a replay ends with the same generator
    (and, with another seed or none, the same game)."""

    dice: tuple[int, ...] | None = None
    drawn: bool = False

    def __post_init__(self) -> None:
        if self.dice is not None:
            object.__setattr__(self, "dice", _faces(self.dice, "dice", DICE))
            if not self.dice:
                raise MalformedAction("an explicit roll names at least one die", code="malformed_action", field="dice")
        if not isinstance(self.drawn, bool) or (self.drawn and self.dice is None):
            raise MalformedAction(
                f"drawn is true (with the dice chance showed) or false, not {self.drawn!r:.20}"
                + (" without dice" if self.drawn is True else ""),
                code="malformed_action",
                field="drawn",
            )

    def __str__(self) -> str:
        if self.dice is None:
            return "roll"
        return ("rolled " if self.drawn else "roll ") + " ".join(map(str, self.dice))

    def to_json(self) -> dict[str, Any]:
        if self.dice is None:
            return {"type": "roll"}
        out = {"type": "roll", "dice": list(self.dice)}
        return {**out, "drawn": True} if self.drawn else out


@dataclass(frozen=True, slots=True)
class Hold:
    """Hold die ``die`` (0..4) so the next roll leaves it alone."""

    die: int

    def __post_init__(self) -> None:
        whole(self.die, "die", 0, DICE - 1)

    def __str__(self) -> str:
        return f"hold {self.die + 1}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "hold", "die": self.die}


@dataclass(frozen=True, slots=True)
class Release:
    """Release held die ``die`` (0..4)."""

    die: int

    def __post_init__(self) -> None:
        whole(self.die, "die", 0, DICE - 1)

    def __str__(self) -> str:
        return f"release {self.die + 1}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "release", "die": self.die}


@dataclass(frozen=True, slots=True)
class Keep:
    """Hold exactly the dice showing ``values`` (a multiset, stored sorted) and release the rest."""

    values: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(sorted(_faces(self.values, "values", DICE))))

    def __str__(self) -> str:
        return "keep " + (" ".join(map(str, self.values)) or "nothing")

    def to_json(self) -> dict[str, Any]:
        return {"type": "keep", "values": list(self.values)}


@dataclass(frozen=True, slots=True)
class Record:
    """Write the dice into ``box``."""

    box: str

    def __post_init__(self) -> None:
        _box(self.box)

    def __str__(self) -> str:
        return f"record {spoken(self.box)}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "record", "box": self.box}


@dataclass(frozen=True, slots=True)
class Scratch:
    """Record a 0 in ``box`` on purpose; refused if the dice would score there."""

    box: str

    def __post_init__(self) -> None:
        _box(self.box)

    def __str__(self) -> str:
        return f"scratch {spoken(self.box)}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "scratch", "box": self.box}


@dataclass(frozen=True, slots=True)
class GiveUp:
    """Seat ``seat`` (0..3) leaves the game."""

    seat: int

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, SEATS - 1)

    def __str__(self) -> str:
        return f"seat {self.seat + 1} gives up"

    def to_json(self) -> dict[str, Any]:
        return {"type": "give_up", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Timeout:
    """The turn clock ran out; the game rolls if need be and records the best box.

    The game logs the box it chose and, when the turn had not rolled, the five dice the clock
    drew (``timeout roll 2 3 3 4 6 record fours``), so a saved game replays the same way even
    if the advisor were ever to change its mind, and without the seed. Like a drawn
    :class:`Roll`, named dice move the game's generator on as if it had thrown them.
    """

    box: str | None = None
    dice: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if self.box is not None:
            _box(self.box)
        if self.dice is not None:
            object.__setattr__(self, "dice", _faces(self.dice, "dice", DICE))
            if len(self.dice) != DICE:
                raise MalformedAction(
                    f"the clock rolls all {DICE} dice, so a timeout names {DICE}, not {len(self.dice)}",
                    code="malformed_action",
                    field="dice",
                )

    def __str__(self) -> str:
        rolled = "" if self.dice is None else " roll " + " ".join(map(str, self.dice))
        return "timeout" + rolled + ("" if self.box is None else f" record {spoken(self.box)}")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "timeout"}
        if self.dice is not None:
            out["dice"] = list(self.dice)
        return out if self.box is None else {**out, "box": self.box}


Action = Roll | Hold | Release | Keep | Record | Scratch | GiveUp | Timeout
ACTIONS = (Roll, Hold, Release, Keep, Record, Scratch, GiveUp, Timeout)

#: For each JSON type: the class and its fields (each required unless it has a default).
_FIELDS: Fields = {
    "roll": (Roll, (), ("dice", "drawn")),
    "hold": (Hold, ("die",), ()),
    "release": (Release, ("die",), ()),
    "keep": (Keep, ("values",), ()),
    "record": (Record, ("box",), ()),
    "scratch": (Scratch, ("box",), ()),
    "give_up": (GiveUp, ("seat",), ()),
    "timeout": (Timeout, (), ("box", "dice")),
}
_GRAMMAR = (
    "roll",
    "roll 6 6 6 6 1",
    "rolled 6 6 6 6 1",
    "hold 3",
    "release 3",
    "keep 1 1",
    "keep nothing",
    "record full house",
    "scratch ones",
    "seat 2 gives up",
    "timeout",
    "timeout record chance",
    "timeout roll 1 2 3 4 5 record chance",
)


def parse_action(action: Any) -> Action:
    """An action from itself, its notation or its JSON dict; ``MalformedAction`` says what is wrong."""
    if isinstance(action, ACTIONS):
        return action
    if isinstance(action, str):
        return _parse_text(action)
    if isinstance(action, dict):
        return _parse_dict(action)
    raise MalformedAction(
        f"an action is a notation string (like 'record chance') or a dict with a 'type'; got {type(action).__name__}",
        code="malformed_action",
    )


def _parse_dict(data: dict[str, Any]) -> Action:
    action: Action = from_dict(data, _FIELDS)
    return action


def _parse_text(text: str) -> Action:
    if len(text) > MAX_TEXT:
        raise MalformedAction(
            f"an action is a short phrase; this one has {len(text)} characters", code="malformed_action"
        )
    words = text.lower().split()
    head, rest = (words[0], words[1:]) if words else ("", [])

    def number(word: str, what: str, high: int) -> int:
        if not (word.isascii() and word.isdigit()) or not 1 <= int(word) <= high:
            raise MalformedAction(f"{what} is numbered 1 to {high}, not {word!r:.20}", code="malformed_action")
        return int(word) - 1

    def faces(words: list[str]) -> tuple[int, ...]:
        return tuple(number(w, "a die face", 6) + 1 for w in words)

    if head == "roll":
        return Roll(faces(rest) if rest else None)
    if head == "rolled" and rest:
        return Roll(faces(rest), drawn=True)
    if head in ("hold", "release") and len(rest) == 1:
        die = number(rest[0], "a die", DICE)
        return Hold(die) if head == "hold" else Release(die)
    if head == "keep" and rest:
        return Keep(() if rest == ["nothing"] else faces(rest))
    if head in ("record", "scratch") and rest:
        box = _box("_".join(rest))
        return Record(box) if head == "record" else Scratch(box)
    if head == "seat" and rest[1:] == ["gives", "up"]:
        return GiveUp(number(rest[0], "a seat", SEATS))
    if head == "timeout":
        return _parse_timeout(rest, faces)
    raise MalformedAction(
        f"cannot read the action {text!r:.60}; say for example: {'; '.join(_GRAMMAR)}", code="malformed_action"
    )


def _parse_timeout(rest: list[str], faces: Callable[[list[str]], tuple[int, ...]]) -> Timeout:
    """``timeout``, ``timeout record <box>`` or ``timeout roll <5 dice> record <box>``."""
    dice = None
    if rest[:1] == ["roll"]:
        end = rest.index("record") if "record" in rest else len(rest)
        dice, rest = faces(rest[1:end]), rest[end:]
    if rest and rest[0] != "record":
        raise MalformedAction(
            f"cannot read the timeout {' '.join(rest)!r:.60}; say for example: timeout roll 1 2 3 4 5 record chance",
            code="malformed_action",
        )
    return Timeout(_box("_".join(rest[1:])) if rest else None, dice)
