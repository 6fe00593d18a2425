"""What a Bonanza player can do, as small frozen values with a notation.

``str(action)`` reads like what a player says and :func:`parse_action` reads it back;
``to_json()`` gives the dict the front end sends. Dice and seats are numbered from 0 in
Python and from 1 in the notation ("hold 3" holds ``Hold(2)``), as players count.
:func:`check` says whether an action is allowed in a game, and why not.

>>> parse_action("record full house")
Record(box='full_house')
>>> str(Keep((6, 1, 6)))
'keep 1 6 6'
>>> parse_action({"type": "hold", "die": 2}) == parse_action("hold 3")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.rules import BOXES, score, spoken
from ludoteca.core.actions import Fields, from_dict, whole
from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.rng import Rng

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

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


# -- when an action is allowed ------------------------------------------------------
#: Rolls per turn.
ROLLS = 3


def check(game: Game, action: Action) -> None:
    """Raise :class:`IllegalAction` saying why the rules forbid ``action`` now (the turn
    clock aside); read-only, so ``Game.apply`` can call it before changing anything."""
    if game.is_terminal():
        raise IllegalAction(f"the game is over; {action} is not possible", code="game_over")
    if isinstance(action, GiveUp):
        if action.seat >= game.players:
            raise IllegalAction(
                f"there is no seat {action.seat + 1} at this table of {game.players}",
                code="no_such_seat",
                seat=action.seat + 1,
            )
        if game.gave_up[action.seat]:
            raise IllegalAction(f"{game.seats[action.seat].name} has already given up", code="gave_up")
    elif isinstance(action, Timeout):
        # The game itself knows when its clock has run out; here only the logged dice and box.
        if action.dice is not None and game.dice is not None:
            raise IllegalAction(
                "the turn has rolled already, so the clock rolls no dice: a timeout names none",
                code="timeout_after_roll",
            )
        if action.box is not None:
            dice = game.dice or (action.dice if action.dice is not None else _peek_roll(game))
            score(dice, action.box, game.sheet, game.rules)
    elif isinstance(action, Roll):
        _check_roll(game, action)
    elif isinstance(action, (Hold, Release, Keep)):
        _check_hold(game, action)
    else:
        _check_record(game, action)


def _check_roll(game: Game, action: Roll) -> None:
    if game.rolls >= ROLLS:
        raise IllegalAction("no rolls left: three rolls per turn; record in a box", code="no_rolls_left")
    if all(game.held):
        raise IllegalAction("all five dice are held: release at least one die or record", code="all_held")
    if action.dice is not None:
        roll_result(game, action.dice)


def _peek_roll(game: Game) -> tuple[int, ...]:
    """The dice the game's next roll will show, without drawing them."""
    return roll_result(game, tuple(Rng.from_json(game._rng.to_json()).roll(game.held.count(False))))


def roll_result(game: Game, dice: tuple[int, ...]) -> tuple[int, ...]:
    """The five dice after a roll showing ``dice`` on all five or on the free ones (checked)."""
    free = [i for i in range(5) if not game.held[i]]
    if len(dice) == len(free):
        result = list(game.dice or (0,) * 5)
        for i, value in zip(free, dice):
            result[i] = value
        return tuple(result)
    if len(dice) == 5:
        for i in range(5):
            if game.held[i] and dice[i] != game.rolled_dice()[i]:
                raise IllegalAction(
                    f"die {i + 1} is held at {game.rolled_dice()[i]}, so it cannot show {dice[i]}",
                    code="held_die_changed",
                    die=i + 1,
                )
        return dice
    raise IllegalAction(
        f"name all five dice or the {len(free)} not held, not {len(dice)}",
        code="bad_dice",
        dice=" ".join(map(str, dice)),
    )


def _check_hold(game: Game, action: Hold | Release | Keep) -> None:
    if game.rolls == 0:
        raise IllegalAction("roll first: dice can be held only after the first roll", code="not_rolled")
    if game.rolls >= ROLLS:
        raise IllegalAction(
            "no rolls left, so there is nothing to hold dice for; record in a box", code="no_rolls_left"
        )
    if isinstance(action, Hold) and game.held[action.die]:
        raise IllegalAction(f"die {action.die + 1} is already held", code="already_held", die=action.die + 1)
    if isinstance(action, Release) and not game.held[action.die]:
        raise IllegalAction(f"die {action.die + 1} is not held", code="not_held", die=action.die + 1)
    if isinstance(action, Keep) and Counter(action.values) - Counter(game.rolled_dice()):
        raise IllegalAction(
            f"cannot {action}: the dice show {' '.join(map(str, game.rolled_dice()))}",
            code="not_in_dice",
            values=" ".join(map(str, action.values)),
        )


def _check_record(game: Game, action: Record | Scratch) -> None:
    if game.dice is None:
        raise IllegalAction(f"roll first: cannot {action} before rolling", code="not_rolled")
    points = score(game.dice, action.box, game.sheet, game.rules)  # raises for filled/joker
    if isinstance(action, Scratch) and points:
        raise IllegalAction(
            f"cannot scratch {spoken(action.box)}: the dice score {points} there; record it",
            code="not_a_scratch",
            box=action.box,
            points=points,
        )
    if isinstance(action, Record) and not points:
        raise IllegalAction(
            _why_nothing(game.dice, action.box) + f"; to fill it with 0, scratch {spoken(action.box)}",
            code="scores_nothing",
            box=action.box,
        )


def _why_nothing(dice: tuple[int, ...], box: str) -> str:
    """Why ``dice`` score 0 in ``box``, the way a player would put it."""
    shown = " ".join(map(str, dice))
    if box == "full_house" and len(set(dice)) == 1:
        return f"five {dice[0]}s are not a full house (only a joker counts them as one), so {shown} scores 0 there"
    return f"{shown} scores 0 in {spoken(box)}"
