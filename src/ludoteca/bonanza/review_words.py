"""The coach's words and pictures for the Bonanza table: numbers in the table's language,
sentences about a decision, and the JSON of a decision and of a replay step.
:mod:`ludoteca.bonanza.review_view` decides what to show and uses these to show it.

>>> number(236.25, 1, "pt"), keep_mask([3, 4, 3, 6, 1], [False, False, True, False, False], [3, 4])
('236,2', [False, True, True, False, False])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import Decision
from ludoteca.bonanza.rules import BOXES, score, spoken
from ludoteca.core import i18n

__all__ = [
    "DECIMAL_COMMA",
    "Words",
    "decision_json",
    "keep_mask",
    "number",
    "parse_choice",
    "step_json",
]

#: Languages that write 236,3 rather than 236.3.
DECIMAL_COMMA = ("pt", "de", "fr")
_BOX_OF = {spoken(box): box for box in BOXES}


def number(value: float, digits: int, locale: str) -> str:
    """``value`` with ``digits`` decimals, written with the language's decimal mark."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if locale in DECIMAL_COMMA else text


def keep_mask(dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]) -> list[bool]:
    """Which dice to hold to keep the values ``keep``, preferring dice already held."""
    wanted = Counter(keep)
    mask = [False] * len(dice)
    for prefer_held in (True, False):
        for i, value in enumerate(dice):
            if not mask[i] and held[i] == prefer_held and wanted[value] > 0:
                mask[i] = True
                wanted[value] -= 1
    return mask


def parse_choice(notation: str) -> dict[str, Any]:
    """A decision's notation ("keep 3 4", "record full house") as fields."""
    verb, _, rest = notation.partition(" ")
    if verb == "keep":
        return {"kind": "keep", "box": None, "keep": [] if rest == "nothing" else [int(v) for v in rest.split()]}
    return {"kind": verb, "box": _BOX_OF[rest], "keep": None}


class Words:
    """The coach's sentences in one language (English where a catalog has no text)."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def __call__(self, key: str, **params: Any) -> str:
        return i18n.translate(key, self.locale, **params)

    def num(self, value: float, digits: int = 2) -> str:
        return number(value, digits, self.locale)

    def object(self, what: dict[str, Any]) -> str:
        """What a choice is about: "3 4", "nothing", "Full house"."""
        if what["kind"] == "keep":
            return " ".join(map(str, what["keep"])) or self("bonanza.review.nothing")
        return self(f"bonanza.box.{what['box']}")

    def _say(self, form: dict[str, str], what: dict[str, Any]) -> str:
        field = "dice" if what["kind"] == "keep" else "box"
        return self(f"bonanza.review.{form[what['kind']]}", **{field: self.object(what)})

    def action(self, what: dict[str, Any]) -> str:
        """A choice as an order: "Keep 3 4", "Record Full house", "Scratch Chance"."""
        return self._say({"keep": "keep", "record": "record", "scratch": "scratch"}, what)

    def doing(self, what: dict[str, Any]) -> str:
        """A choice as a deed: "keeping 3 4", "recording Full house"."""
        return self._say({"keep": "keeping", "record": "recording", "scratch": "scratching"}, what)

    def verdict(self, decision: Decision) -> str:
        """ "best", or the loss: "-0.8" ("-0.03" when it is that small)."""
        if decision.is_best():
            return self("bonanza.review.best")
        loss = decision.loss
        return "-" + (self.num(loss, 1) if loss >= 0.05 else self.num(loss) if loss >= 0.005 else "<" + self.num(0.01))

    def sentence(self, decision: Decision, chosen: dict[str, Any], optimal: dict[str, Any]) -> str:
        """The decision in words, like :meth:`Decision.sentence`, in the table's language."""
        if decision.is_best():
            text = self("bonanza.review.best_choice")
        else:
            # "keeping 3 4 instead of 1 1", but "recording Chance instead of keeping 6 6"
            best = self.object(optimal) if optimal["kind"] == chosen["kind"] else self.doing(optimal)
            cost = (
                self("bonanza.review.points", count=self.num(decision.loss))
                if decision.loss >= 0.005
                else self("bonanza.review.tiny")
            )
            text = self("bonanza.review.instead", chosen=self.doing(chosen), optimal=best, cost=cost)
        return self("bonanza.review.timed", text=text) if decision.by_clock else text

    def where(self, decision: Decision) -> str:
        return self("bonanza.review.where", turn=decision.turn, roll=decision.roll)


def decision_json(words: Words, d: Decision, chosen: dict[str, Any], optimal: dict[str, Any]) -> dict[str, Any]:
    return {
        "seat": d.seat,
        "turn": d.turn,
        "roll": d.roll,
        "kind": d.kind,
        "by_clock": d.by_clock,
        "best": d.is_best(),
        "loss": d.loss,
        "verdict": words.verdict(d),
        "chosen": {**chosen, "text": words.action(chosen)},
        "optimal": {**optimal, "text": words.action(optimal)},
        "chosen_expected": d.chosen_expected,
        "optimal_expected": d.optimal_expected,
        "chosen_expected_text": words.num(d.chosen_expected, 1),
        "optimal_expected_text": words.num(d.optimal_expected, 1),
        "sentence": words.sentence(d, chosen, optimal),
        "where": words.where(d),
    }


def step_json(words: Words, game: Game, d: Decision, parsed: tuple[dict[str, Any], dict[str, Any]]) -> dict[str, Any]:
    """The position of one replay step: the seat's sheet, the dice, what was held and advised."""
    chosen, optimal = parsed
    sheet, held = d.sheet, d.held
    assert sheet is not None, "a reviewed decision keeps its sheet"
    dice = list(d.dice)
    marks: dict[str, list[str]] = {}
    for role, what in (("chosen", chosen), ("optimal", optimal)):
        if what["box"] is not None:
            marks.setdefault(what["box"], []).append(role)
    points = {box: score(d.dice, box, sheet, game.rules) for box in marks}
    advised = keep_mask(dice, held, optimal["keep"]) if optimal["kind"] == "keep" else [False] * 5
    values = " ".join(map(str, dice))
    kept = " ".join(str(v) for v, h in zip(dice, held) if h)
    label_ = words("bonanza.review.dice_label", dice=values) + (
        "; " + words("bonanza.review.held_label", dice=kept) if kept else ""
    )
    return {
        "index": d.index,
        "rolls_left": 3 - d.roll,
        "dice": dice,
        "held": list(held),
        "advised": advised,
        "dice_label": label_,
        "sheet": {
            "boxes": {box: sheet.boxes.get(box) for box in BOXES},
            "upper_total": sheet.upper_total(),
            "upper_bonus": sheet.upper_bonus(),
            "bonus": sheet.bonus,
            "total": sheet.total(),
        },
        "marks": marks,
        "points": points,
    }
