"""What a MAGDAGDON player can do, as small frozen values with a notation.

Dice are named by their value, not their position: two dice showing the same number are
interchangeable under the rules, so "place 4 at b2" is the whole decision. The front end
names dice by position (``{"type": "stage", "die": 0, "cell": "b2"}``); pass the dice to
:func:`parse_action` (the game does) and the position becomes the value.

>>> parse_action("place 4 at b2")
Stage(value=4, cell='b2')
>>> str(Reroll((5, 2), results=(6, 1)))
'reroll 2 5 to 1 6'
>>> parse_action({"type": "stage", "die": 1, "cell": "B2"}, dice=(3, 4, 4, 6))
Stage(value=4, cell='b2')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Any, Union

from ludoteca.core.actions import Fields, from_dict
from ludoteca.core.errors import MalformedAction
from ludoteca.magdagdon.rules import CELLS, cell_index

__all__ = [
    "ACTIONS",
    "Accept",
    "Action",
    "Confirm",
    "Decrease",
    "Increase",
    "Reroll",
    "Roll",
    "Ruin",
    "Stage",
    "Unstage",
    "outcomes",
    "parse_action",
    "sub_multisets",
]

DICE = 4
MAX_TEXT = 80


def _bad(message: str, field: str | None = None) -> MalformedAction:
    return MalformedAction(message, code="malformed_action", **({"field": field} if field else {}))


def _value(value: Any, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
        raise _bad(f"{field} must be a die value, a whole number from 1 to 6, not {value!r:.40}", field)
    return value


def _values(values: Any, field: str, low: int) -> tuple[int, ...]:
    if not isinstance(values, (list, tuple)) or not low <= len(values) <= DICE:
        raise _bad(f"{field} must be a list of {low} to {DICE} die values (1-6), not {values!r:.60}", field)
    return tuple(_value(v, field) for v in values)


def _cell(cell: Any, field: str = "cell") -> str:
    try:
        return CELLS[cell_index(cell)]
    except ValueError:
        raise _bad(f"{field} must be a cell a1 to d4 (column a-d, row 1-4), not {cell!r:.20}", field) from None


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the four dice to start a turn; ``dice`` makes the result explicit (tests, notebooks).

    The log always names the dice: a roll left to chance is logged ``drawn`` with what they
    showed (``rolled 3 4 1 6``); playing it shows those dice and moves the game's generator on
    as the throw did, so a replay ends with the same generator (and needs no seed)."""

    dice: tuple[int, ...] | None = None
    drawn: bool = False

    def __post_init__(self) -> None:
        if self.dice is not None:
            object.__setattr__(self, "dice", _values(self.dice, "dice", DICE))
        _check_drawn(self.drawn, self.dice)

    def __str__(self) -> str:
        if self.dice is None:
            return "roll"
        return ("rolled " if self.drawn else "roll ") + " ".join(map(str, self.dice))

    def to_json(self) -> dict[str, Any]:
        if self.dice is None:
            return {"type": "roll"}
        out = {"type": "roll", "dice": list(self.dice)}
        return {**out, "drawn": True} if self.drawn else out


def _check_drawn(drawn: Any, named: tuple[int, ...] | None) -> None:
    if not isinstance(drawn, bool) or (drawn and named is None):
        raise _bad(f"drawn is true (with the dice chance showed) or false, not {drawn!r:.20}", "drawn")


@dataclass(frozen=True, slots=True)
class Stage:
    """Put a die showing ``value`` on ``cell``, for now (until CONFIRM)."""

    value: int
    cell: str

    def __post_init__(self) -> None:
        _value(self.value, "value")
        object.__setattr__(self, "cell", _cell(self.cell))

    def __str__(self) -> str:
        return f"place {self.value} at {self.cell}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "stage", "value": self.value, "cell": self.cell}


@dataclass(frozen=True, slots=True)
class Unstage:
    """Take the staged die on ``cell`` back to the tray."""

    cell: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "cell", _cell(self.cell))

    def __str__(self) -> str:
        return f"take back {self.cell}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "unstage", "cell": self.cell}


@dataclass(frozen=True, slots=True)
class Confirm:
    """Make the staged dice permanent and end the turn (unused dice are discarded)."""

    def __str__(self) -> str:
        return "confirm"

    def to_json(self) -> dict[str, Any]:
        return {"type": "confirm"}


@dataclass(frozen=True, slots=True)
class Decrease:
    """Majda Power: a die in the tray showing ``value`` shows one less."""

    value: int

    def __post_init__(self) -> None:
        _value(self.value, "value")

    def __str__(self) -> str:
        return f"decrease {self.value}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "decrease", "value": self.value}


@dataclass(frozen=True, slots=True)
class Increase:
    """Majda Power: a die in the tray showing ``value`` shows one more."""

    value: int

    def __post_init__(self) -> None:
        _value(self.value, "value")

    def __str__(self) -> str:
        return f"increase {self.value}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "increase", "value": self.value}


@dataclass(frozen=True, slots=True)
class Reroll:
    """Majda Power: roll again the dice in the tray showing ``values`` (one use however many).
    ``results`` (one per value, paired in order) makes the roll explicit; the values are kept
    sorted, each with its result (dice of one value keep their results in the order given: the
    first such die in the tray gets the first). A reroll left to chance is logged ``drawn``
    with its results (``rerolled 2 5 to 1 6``), as a drawn :class:`Roll` is."""

    values: tuple[int, ...]
    results: tuple[int, ...] | None = None
    drawn: bool = False

    def __post_init__(self) -> None:
        values = _values(self.values, "values", 1)
        _check_drawn(self.drawn, self.results)
        if self.results is None:
            object.__setattr__(self, "values", tuple(sorted(values)))
            return
        results = _values(self.results, "results", 1)
        if len(results) != len(values):
            raise _bad(f"results must name one value per rerolled die ({len(values)}), not {len(results)}", "results")
        pairs = sorted(zip(values, results), key=lambda pair: pair[0])  # each die keeps its result
        object.__setattr__(self, "values", tuple(v for v, _ in pairs))
        object.__setattr__(self, "results", tuple(r for _, r in pairs))

    def __str__(self) -> str:
        text = ("rerolled " if self.drawn else "reroll ") + " ".join(map(str, self.values))
        return text if self.results is None else text + " to " + " ".join(map(str, self.results))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "reroll", "values": list(self.values)}
        if self.results is not None:
            out["results"] = list(self.results)
        return {**out, "drawn": True} if self.drawn else out


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept MAGDAGDON: the staged dice go back and an empty cell must become a ruin."""

    def __str__(self) -> str:
        return "accept magdagdon"

    def to_json(self) -> dict[str, Any]:
        return {"type": "accept"}


@dataclass(frozen=True, slots=True)
class Ruin:
    """After accepting MAGDAGDON: ``cell`` becomes a ruin and the turn ends."""

    cell: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "cell", _cell(self.cell))

    def __str__(self) -> str:
        return f"ruin {self.cell}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "ruin", "cell": self.cell}


Action = Union[Roll, Stage, Unstage, Confirm, Decrease, Increase, Reroll, Accept, Ruin]  # noqa: UP007 - a runtime alias on 3.10
ACTIONS = (Roll, Stage, Unstage, Confirm, Decrease, Increase, Reroll, Accept, Ruin)
POWER_ACTIONS = (Decrease, Increase, Reroll)

#: For each JSON type: the class, required fields, optional fields, and fields a die index may replace.
_FIELDS: Fields = {
    "roll": (Roll, (), ("dice", "drawn")),
    "stage": (Stage, ("value", "cell"), ()),
    "unstage": (Unstage, ("cell",), ()),
    "confirm": (Confirm, (), ()),
    "decrease": (Decrease, ("value",), ()),
    "increase": (Increase, ("value",), ()),
    "reroll": (Reroll, ("values",), ("results", "drawn")),
    "accept": (Accept, (), ()),
    "ruin": (Ruin, ("cell",), ()),
}
_GRAMMAR = (
    "roll",
    "roll 3 4 1 6",
    "rolled 3 4 1 6",
    "place 4 at b2",
    "take back b2",
    "confirm",
    "decrease 4",
    "increase 4",
    "reroll 2 5",
    "reroll 2 5 to 6 1",
    "rerolled 2 5 to 6 1",
    "accept magdagdon",
    "ruin c3",
)


def parse_action(action: Any, dice: Sequence[int] | None = None) -> Action:
    """An action from itself, its notation or its front-end dict; ``MalformedAction`` names
    the field and what is allowed. ``dice`` (the current roll) lets a dict name dice by
    position: ``"die": 0`` for stage/decrease/increase, ``"dice": [0, 2]`` for reroll."""
    if isinstance(action, ACTIONS):
        return action
    if isinstance(action, str):
        return _parse_text(action)
    if isinstance(action, dict):
        return _parse_dict(_by_position(action, dice))
    raise _bad(
        f"an action is a notation string (like 'place 4 at b2') or a dict with a 'type'; got {type(action).__name__}"
    )


def _die(data: dict[str, Any], dice: Sequence[int] | None, index: Any, field: str) -> int:
    if dice is None:
        raise _bad(f"there are no dice on the table, so {field} cannot name one", field)
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(dice):
        raise _bad(f"{field} must be a die position from 0 to {len(dice) - 1}, not {index!r:.20}", field)
    return dice[index]


def _by_position(data: dict[str, Any], dice: Sequence[int] | None) -> dict[str, Any]:
    """The dict with die positions replaced by the values they show."""
    kind = data.get("type")
    if kind in ("stage", "decrease", "increase") and "die" in data and "value" not in data:
        rest = {k: v for k, v in data.items() if k != "die"}
        return {**rest, "value": _die(data, dice, data["die"], "die")}
    if kind == "reroll" and "dice" in data and "values" not in data:
        positions = data["dice"]
        if (
            not isinstance(positions, (list, tuple))
            or not 1 <= len(positions) <= DICE
            or len(set(map(repr, positions))) != len(positions)
        ):
            raise _bad(f"dice must be a list of 1 to {DICE} different die positions, not {positions!r:.40}", "dice")
        rest = {k: v for k, v in data.items() if k != "dice"}
        return {**rest, "values": [_die(data, dice, p, "dice") for p in positions]}
    return data


def _parse_dict(data: dict[str, Any]) -> Action:
    action: Action = from_dict(data, _FIELDS)
    return action


def _parse_text(text: str) -> Action:
    if len(text) > MAX_TEXT:
        raise _bad(f"an action is a short phrase; this one has {len(text)} characters")
    words = text.lower().split()

    def faces(items: list[str]) -> tuple[int, ...]:
        if not items or not all(w in ("1", "2", "3", "4", "5", "6") for w in items):
            raise _bad(f"die values are 1 to 6, not {' '.join(items)!r:.30} (in {text!r:.60})")
        return tuple(map(int, items))

    match words:
        case ["roll"]:
            return Roll()
        case ["roll", *values]:
            return Roll(faces(values))
        case ["rolled", *values]:
            return Roll(faces(values), drawn=True)
        case ["place", value, "at", cell]:
            return Stage(faces([value])[0], _cell(cell))
        case ["take", "back", cell] | ["unstage", cell]:
            return Unstage(_cell(cell))
        case ["confirm"]:
            return Confirm()
        case ["decrease", value]:
            return Decrease(faces([value])[0])
        case ["increase", value]:
            return Increase(faces([value])[0])
        case ["reroll" | "rerolled" as verb, *rest] if "to" in rest:
            cut = rest.index("to")
            return Reroll(faces(rest[:cut]), faces(rest[cut + 1 :]), drawn=verb == "rerolled")
        case ["reroll", *values]:
            return Reroll(faces(values))
        case ["accept", "magdagdon"] | ["accept"]:
            return Accept()
        case ["ruin", cell]:
            return Ruin(_cell(cell))
    raise _bad(f"cannot read the action {text!r:.60}; say for example: {'; '.join(_GRAMMAR)}")


# -- the rerolls there are -----------------------------------------------------------------
def sub_multisets(dice: Sequence[int]) -> list[tuple[int, ...]]:
    """Every different non-empty choice of dice to reroll (by value), smallest first."""
    counts = sorted(Counter(dice).items())
    out: list[tuple[int, ...]] = [()]
    for value, count in counts:
        out = [prev + (value,) * k for prev in out for k in range(count + 1)]
    return sorted((s for s in out if s), key=lambda s: (len(s), s))


@cache
def outcomes(k: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """The results of rolling ``k`` dice as sorted tuples with their probabilities."""
    out = []
    for faces in combinations_with_replacement(range(1, 7), k):
        ways = factorial(k) // prod(factorial(c) for c in Counter(faces).values())
        out.append((faces, ways / 6**k))
    return tuple(out)
