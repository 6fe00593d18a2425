"""What a Pig player can do, with a notation (when each is allowed is in :mod:`tests.pig.checks`).

>>> parse_action("P2: roll 5")
Roll(seat=1, die=5)
>>> str(Hold(0))
'P1: hold'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ludoteca.core.actions import Fields, from_dict, whole
from ludoteca.core.errors import MalformedAction
from tests.pig.rules import SIDES

MAX_SEATS = 4


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the die; ``die`` names the result (chance made explicit), None lets the seed decide."""

    seat: int
    die: int | None = None

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)
        if self.die is not None:
            whole(self.die, "die", 1, SIDES)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: roll" + ("" if self.die is None else f" {self.die}")


@dataclass(frozen=True, slots=True)
class Hold:
    """Bank the turn's points and pass the die."""

    seat: int

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: hold"


@dataclass(frozen=True, slots=True)
class Leave:
    """Leave the game before its end (a room's page gone for good): the die skips this seat,
    which is ranked behind everyone who stayed. Never among the legal actions offered."""

    seat: int

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: leave"


Action = Roll | Hold | Leave
FIELDS: Fields = {
    "roll": (Roll, ("seat",), ("die",)),
    "hold": (Hold, ("seat",), ()),
    "leave": (Leave, ("seat",), ()),
}
NOTATION = re.compile(r"P(\d): (roll|hold|leave)(?: (\d))?")


def parse_action(action: Any) -> Action:
    """An action from an action, its notation or a front-end dict; MalformedAction otherwise."""
    if isinstance(action, (Roll, Hold, Leave)):
        return action
    if isinstance(action, dict):
        return from_dict(action, FIELDS)  # type: ignore[no-any-return]
    if isinstance(action, str):
        match = NOTATION.fullmatch(action.strip())
        if match:
            seat, verb, die = int(match[1]) - 1, match[2], match[3]
            if verb == "roll":
                return Roll(seat, None if die is None else int(die))
            if die is None:
                return Hold(seat) if verb == "hold" else Leave(seat)
    raise MalformedAction(
        f"not a Pig action: {str(action)[:40]!r}; write 'P1: roll', 'P1: roll 4', 'P1: hold' or 'P1: leave'"
    )
