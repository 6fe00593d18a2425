"""What a Lucky Box player can do, as small frozen values with a notation (when each is
allowed is in :mod:`ludoteca.luckybox.checks`).

Every action carries its seat, since everyone plays at once. Seats, grids and offered cards
count from 0 in Python and from 1 in the notation ("P1", "grid 2"), as players count; a cell
is named by column letter and row number (``b3``: middle column, bottom row).

>>> str(Cross(0, 1, 7, lightning=1, number=7))
'P1: cross 7 on grid 2 at b3 with 1 lightning'
>>> parse_action("P1: cross 7 on grid 2 at b3 with 1 lightning") == Cross(0, 1, 7, 1, 7)
True
>>> parse_action({"type": "bonus", "seat": 0, "grid": 0, "line": 4, "target_grid": 1, "target_cell": "a1"})
Bonus(seat=0, grid=0, line=4, target_grid=1, target_cell=0, lightning=0)
>>> str(_)
'P1: bonus column b of grid 1, cross grid 2 at a1'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ludoteca.core.actions import Fields, from_dict, whole
from ludoteca.core.errors import MalformedAction
from ludoteca.luckybox.rules import LINE_NAMES, cell_name, parse_cell

__all__ = [
    "ACTIONS",
    "Action",
    "Bonus",
    "Cross",
    "Keep",
    "Leave",
    "MAX_SEATS",
    "Pass",
    "parse_action",
]

MAX_SEATS = 12
#: Grids a player may hold (far more than a game can deal), and the longest notation we read.
MAX_GRIDS = 64
MAX_TEXT = 160
MAX_OFFER = 6


def _bad(message: str, field: str) -> MalformedAction:
    return MalformedAction(message, code="malformed_action", field=field)


def _cell(value: Any, field: str) -> int:
    if isinstance(value, str):
        try:
            return parse_cell(value)
        except ValueError as error:
            raise _not_a_cell(f"{field}: {error}", field, value) from None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 8:
        message = f"{field} must be a cell 0 to 8 (or a1 to c3; bonus slots are not cells), not {value!r:.40}"
        raise _not_a_cell(message, field, value)
    return value


def _not_a_cell(message: str, field: str, value: Any) -> MalformedAction:
    """A cell that is none of a1 to c3 (a bonus slot, say): said in the player's language too."""
    return MalformedAction(message, code="not_a_cell", field=field, value=f"{value!s:.20}")


def _line(value: Any) -> int:
    if isinstance(value, str) and value.strip().lower() in LINE_NAMES:
        return LINE_NAMES.index(value.strip().lower())
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 5:
        raise _bad(
            f"line must be 0 to 5 (rows 1-3, then columns a-c) or one of {', '.join(LINE_NAMES)}, not {value!r:.40}",
            "line",
        )
    return value


def _with(lightning: int) -> str:
    return f" with {lightning} lightning" if lightning else ""


@dataclass(frozen=True, slots=True)
class Keep:
    """Seat ``seat`` keeps the offered cards at positions ``cards`` (0-based, stored sorted)."""

    seat: int
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)
        if not isinstance(self.cards, (list, tuple)) or not 1 <= len(self.cards) <= MAX_OFFER:
            raise _bad(f"cards must list 1 to {MAX_OFFER} offer positions, not {self.cards!r:.40}", "cards")
        cards = tuple(sorted(whole(c, "cards", 0, MAX_OFFER - 1) for c in self.cards))
        if len(set(cards)) != len(cards):
            raise _bad(f"cards must name each offered card at most once, not {list(self.cards)}", "cards")
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: keep " + " ".join(str(c + 1) for c in self.cards)

    def to_json(self) -> dict[str, Any]:
        return {"type": "keep", "seat": self.seat, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Cross:
    """Seat ``seat`` crosses ``cell`` of their grid ``grid`` for the revealed number, spending
    ``lightning`` tokens to shift it. ``number`` (optional) is the number the cell shows; the
    game checks it and fills it in when it logs the action."""

    seat: int
    grid: int
    cell: int
    lightning: int = 0
    number: int | None = None

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)
        whole(self.grid, "grid", 0, MAX_GRIDS - 1)
        object.__setattr__(self, "cell", _cell(self.cell, "cell"))
        whole(self.lightning, "lightning", 0, 8)
        if self.number is not None:
            whole(self.number, "number", 1, 9)

    def __str__(self) -> str:
        number = f"{self.number} on " if self.number is not None else ""
        return f"P{self.seat + 1}: cross {number}grid {self.grid + 1} at {cell_name(self.cell)}{_with(self.lightning)}"

    def to_json(self) -> dict[str, Any]:
        out = {"type": "cross", "seat": self.seat, "grid": self.grid, "cell": self.cell, "lightning": self.lightning}
        return out if self.number is None else {**out, "number": self.number}


@dataclass(frozen=True, slots=True)
class Pass:
    """Seat ``seat`` crosses nothing for this number (only when no free cell shows it)."""

    seat: int

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: pass"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Bonus:
    """Seat ``seat`` resolves the pending bonus of ``line`` (0-5: rows 1-3, columns a-c) of
    their grid ``grid``. A Number or "?" bonus crosses ``target_cell`` of grid ``target_grid``
    (leave both None when no cell can take it: the bonus is lost). ``lightning`` exists so
    that trying to shift a bonus number can be refused with the reason."""

    seat: int
    grid: int
    line: int
    target_grid: int | None = None
    target_cell: int | None = None
    lightning: int = 0

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)
        whole(self.grid, "grid", 0, MAX_GRIDS - 1)
        object.__setattr__(self, "line", _line(self.line))
        if (self.target_grid is None) != (self.target_cell is None):
            raise _bad("target_grid and target_cell go together (both set, or both None)", "target_cell")
        if self.target_grid is not None:
            whole(self.target_grid, "target_grid", 0, MAX_GRIDS - 1)
            object.__setattr__(self, "target_cell", _cell(self.target_cell, "target_cell"))
        whole(self.lightning, "lightning", 0, 8)

    @property
    def target(self) -> tuple[int, int] | None:
        # Both set or both None (checked on creation).
        return None if self.target_grid is None or self.target_cell is None else (self.target_grid, self.target_cell)

    def __str__(self) -> str:
        text = f"P{self.seat + 1}: bonus {LINE_NAMES[self.line]} of grid {self.grid + 1}"
        if self.target is not None:
            grid, cell = self.target
            text += f", cross grid {grid + 1} at {cell_name(cell)}"
        return text + _with(self.lightning)

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "bonus",
            "seat": self.seat,
            "grid": self.grid,
            "line": self.line,
            "target_grid": self.target_grid,
            "target_cell": self.target_cell,
            "lightning": self.lightning,
        }


@dataclass(frozen=True, slots=True)
class Leave:
    """Seat ``seat`` leaves the table (their page closed, or they quit): they play no more, the
    others go on without waiting for them, and they are ranked behind everyone who stayed. A
    seat may leave at any time before the end; it is never among the legal actions offered."""

    seat: int

    def __post_init__(self) -> None:
        whole(self.seat, "seat", 0, MAX_SEATS - 1)

    def __str__(self) -> str:
        return f"P{self.seat + 1}: leave"

    def to_json(self) -> dict[str, Any]:
        return {"type": "leave", "seat": self.seat}


Action = Keep | Cross | Pass | Bonus | Leave
ACTIONS = (Keep, Cross, Pass, Bonus, Leave)
_FIELDS: Fields = {
    "keep": (Keep, ("seat", "cards"), ()),
    "cross": (Cross, ("seat", "grid", "cell"), ("lightning", "number")),
    "pass": (Pass, ("seat",), ()),
    "leave": (Leave, ("seat",), ()),
    "bonus": (Bonus, ("seat", "grid", "line"), ("target_grid", "target_cell", "lightning")),
}
_GRAMMAR = (
    "P1: keep 1 3 5",
    "P1: cross 7 on grid 2 at b3",
    "P1: cross grid 2 at b3 with 1 lightning",
    "P1: pass",
    "P1: leave",
    "P1: bonus row 2 of grid 1",
    "P1: bonus column b of grid 1, cross grid 2 at a1",
)
_SEAT = r"p(\d{1,2})\s*:\s*"
_AT = r"grid (\d{1,2}) at ([a-z]\d)"
_WITH = r"(?: with (\d) lightning)?"
_PATTERNS = {
    "keep": re.compile(_SEAT + r"keep((?: \d)+)$"),
    "cross": re.compile(_SEAT + r"cross (?:(\d) on )?" + _AT + _WITH + "$"),
    "pass": re.compile(_SEAT + r"pass$"),
    "leave": re.compile(_SEAT + r"leave$"),
    "bonus": re.compile(
        _SEAT + r"bonus (row [1-3]|column [a-c]) of grid (\d{1,2})(?:, cross " + _AT + ")?" + _WITH + "$"
    ),
}


def parse_action(action: Any) -> Action:
    """An action from itself, its notation or its front-end dict; MalformedAction names the
    field that is wrong and what is allowed."""
    if isinstance(action, ACTIONS):
        return action
    if isinstance(action, str):
        return _parse_text(action)
    if isinstance(action, dict):
        return _parse_dict(action)
    raise _bad(
        f"an action is a notation string (like {_GRAMMAR[1]!r}) or a dict with a 'type', not {type(action).__name__}",
        "type",
    )


def _parse_dict(data: dict[str, Any]) -> Action:
    kind = data.get("type")
    if kind == "keep" and isinstance(data.get("cards"), list):
        data = {**data, "cards": tuple(data["cards"])}
    if kind == "cross" and "number" in data and data["number"] is None:
        data = {k: v for k, v in data.items() if k != "number"}
    action: Action = from_dict(data, _FIELDS)
    return action


def _parse_text(text: str) -> Action:
    if len(text) > MAX_TEXT:
        raise _bad(f"an action is a short phrase; this one has {len(text)} characters", "text")
    t = " ".join(text.lower().split())
    for kind, pattern in _PATTERNS.items():
        m = pattern.match(t)
        if m:
            return _build(kind, m.groups())
    raise _bad(f"cannot read the action {text!r:.60}; say for example: {'; '.join(_GRAMMAR)}", "text")


def _one_based(word: str, field: str, high: int) -> int:
    return whole(int(word), field, 1, high) - 1


def _build(kind: str, g: tuple[Any, ...]) -> Action:
    seat = _one_based(g[0], "seat", MAX_SEATS)
    if kind == "keep":
        return Keep(seat, tuple(_one_based(w, "cards", MAX_OFFER) for w in g[1].split()))
    if kind == "pass":
        return Pass(seat)
    if kind == "leave":
        return Leave(seat)
    if kind == "cross":
        number = None if g[1] is None else whole(int(g[1]), "number", 1, 9)
        return Cross(seat, _one_based(g[2], "grid", MAX_GRIDS), _cell(g[3], "cell"), int(g[4] or 0), number)
    target_grid, target_cell = (
        (None, None) if g[3] is None else (_one_based(g[3], "target_grid", MAX_GRIDS), _cell(g[4], "target_cell"))
    )
    return Bonus(seat, _one_based(g[2], "grid", MAX_GRIDS), _line(g[1]), target_grid, target_cell, int(g[5] or 0))
