"""A cup of dice: the smallest game there is, and the first end-to-end proof.

Roll the dice, click a die to hold it, roll again: held dice keep their value.

>>> cup = DiceCup(count=3, seed=1)
>>> cup.apply({"type": "roll"})
>>> cup.apply({"type": "toggle", "die": 0})
>>> cup.held
[True, False, False]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.game import Game, Outcome
from ludoteca.core.rng import Rng
from ludoteca.core.widget import STATIC, GameWidget, bundle, require


@dataclass(frozen=True, slots=True)
class CupAction:
    """``roll`` or ``toggle <die>`` (the die numbered from 1, as players count)."""

    type: str
    die: int | None = None

    def __str__(self) -> str:
        return "roll" if self.type == "roll" else f"toggle {self.index + 1}"

    @property
    def index(self) -> int:
        """The die a toggle names (0-based)."""
        assert self.die is not None, "a toggle names its die"
        return self.die

    def to_json(self) -> dict[str, Any]:
        return {"type": "roll"} if self.type == "roll" else {"type": "toggle", "die": self.die}


@dataclass(frozen=True, slots=True)
class CupRules:
    """How many dice the cup holds (1-10)."""

    count: int = 5

    def __post_init__(self) -> None:
        if not isinstance(self.count, int) or isinstance(self.count, bool) or not 1 <= self.count <= 10:
            raise ValueError(f"a cup holds 1 to 10 dice, not {self.count!r:.40}")

    def to_json(self) -> dict[str, Any]:
        return {"count": self.count}

    @classmethod
    def from_json(cls, data: Any) -> CupRules:
        if not isinstance(data, dict) or set(data) != {"count"}:
            raise ValueError(f"expected {{'count': ...}}, not {data!r:.60}")
        return cls(data["count"])


class DiceCup(Game):
    """``count`` seeded dice (1–10); ``roll`` re-rolls every die that is not held."""

    name = "cup"
    title = "Dice cup"
    rules_type = CupRules

    def __init__(self, count: int = 5, seed: int = 0, *, players: Any = 1, rules: CupRules | None = None) -> None:
        super().__init__(players, seed, rules if rules is not None else CupRules(count))
        self.count = self.rules.count
        self.rng = Rng(seed)
        self.dice: list[int] | None = None
        self.held = [False] * self.count
        self.rolls = 0

    def parse_action(self, action: Any) -> CupAction:
        if isinstance(action, CupAction):
            return action
        if isinstance(action, str):
            words = action.split()
            if words == ["roll"]:
                return CupAction("roll")
            if len(words) == 2 and words[0] == "toggle" and words[1].isdigit():
                return CupAction("toggle", int(words[1]) - 1)
            raise MalformedAction(f"cannot read {action[:40]!r}; write 'roll' or 'toggle N'")
        if isinstance(action, dict):
            kind = require(action, "type", str, ("roll", "toggle"))
            if kind == "roll":
                return CupAction("roll")
            return CupAction("toggle", require(action, "die", int))
        raise MalformedAction(f"an action is a dict or a string, not {type(action).__name__}")

    def _check(self, action: CupAction) -> None:
        if action.type == "toggle":
            if self.dice is None:
                raise IllegalAction("roll first: there is no die to hold yet", code="not_rolled")
            die = action.index
            if not 0 <= die < self.count:
                raise IllegalAction(
                    f"there is no die {die + 1}; the dice are numbered 1 to {self.count}",
                    code="no_such_die",
                    die=die + 1,
                    count=self.count,
                )
        elif all(self.held):
            raise IllegalAction("every die is held; release one to roll", code="all_held")

    def _perform(self, action: CupAction) -> None:
        if action.type == "toggle":
            self.held[action.index] = not self.held[action.index]
        else:
            fresh = iter(self.rng.roll(self.held.count(False)))
            old = self.dice or [0] * self.count
            self.dice = [old[i] if self.held[i] else next(fresh) for i in range(self.count)]
            self.rolls += 1

    def legal_actions(self) -> list[CupAction]:
        toggles = [CupAction("toggle", i) for i in range(self.count)] if self.dice else []
        return ([] if all(self.held) else [CupAction("roll")]) + toggles

    def is_terminal(self) -> bool:
        return False

    def to_act(self) -> list[int]:
        return [0]

    def outcome(self) -> Outcome | None:
        return None

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"dice": self.dice, "held": list(self.held), "rolls": self.rolls, "total": sum(self.dice or [])}

    def __repr__(self) -> str:
        dice = " ".join(map(str, self.dice)) if self.dice else "-"
        held = "".join("x" if h else "-" for h in self.held)
        return f"DiceCup(dice='{dice}', held='{held}', rolls={self.rolls})"


class DiceWidget(GameWidget):
    """Click a die to hold it, then roll: the cup shown as a widget."""

    _esm = bundle(STATIC / "common.js", STATIC / "dice.js")
    _css = bundle(STATIC / "theme.css", STATIC / "dice.css")
    message_types = ("roll", "toggle")

    def __init__(self, cup: DiceCup | None = None, *, count: int = 5, seed: int = 0, **kwargs: Any) -> None:
        super().__init__(cup if cup is not None else DiceCup(count, seed), **kwargs)


def dice(count: int = 5, seed: int = 0, **kwargs: Any) -> DiceWidget:
    """A cup of ``count`` seeded dice as a widget."""
    return DiceWidget(count=count, seed=seed, **kwargs)
