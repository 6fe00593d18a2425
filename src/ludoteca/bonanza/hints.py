"""The advisor's hints for a Bonanza roll: the best boxes, the cheapest scratch and the best keep,
each with the expected final score if the player follows it and then plays optimally.

The package gives :func:`best_hints` to the engine (``game.use_advice``), so ``game.hints()``
and the box a timeout records both come from here, while the engine never imports the advisor.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.actions import Keep, Record, Scratch
from ludoteca.bonanza.advisor import Advisor
from ludoteca.bonanza.rules import Rules, Sheet, score

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

__all__ = ["HINT_BOXES", "Hint", "best_hints", "game_hints"]

HINT_BOXES = 3


@dataclass(frozen=True, slots=True)
class Hint:
    """One piece of advice: ``kind`` is "record", "scratch" or "keep"; ``expected`` is the
    expected final score if the player follows it and then plays optimally."""

    kind: str
    expected: float
    box: str | None = None
    points: int | None = None
    keep: tuple[int, ...] | None = None

    @property
    def action(self) -> Record | Scratch | Keep:
        """The action that follows this advice."""
        if self.kind == "keep":
            return Keep(self.keep or ())
        assert self.box is not None, "a record or a scratch names its box"
        return Record(self.box) if self.points else Scratch(self.box)

    def __str__(self) -> str:
        what = str(self.action) + ("" if self.kind == "keep" else f" ({self.points})")
        return f"{what}: {self.expected:.1f} expected"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "box": self.box,
            "points": self.points,
            "keep": None if self.keep is None else list(self.keep),
            "expected": round(self.expected, 4),
            "action": str(self.action),
            "text": str(self),
        }


def best_hints(rules: Rules, sheet: Sheet, dice: tuple[int, ...], rolls_left: int) -> list[Hint]:
    """Up to three different boxes (best first; one that would score 0 is offered as a
    scratch), the cheapest scratch among the other boxes when none of those is one, then the
    best keep while re-rolls remain. The first is what a timeout plays. No box is named twice."""
    options = Advisor.shared(rules).advise(sheet, dice, rolls_left)
    # The box's own points (as the previews show them); the advisor's include the extra bonus.
    # A box that would score 0 is a scratch, and is offered as one (recording 0 is refused).
    boxes = []
    for o in options:
        if o.box is not None:  # the records: only they name a box
            points = score(dice, o.box, sheet, rules)
            boxes.append(Hint("record" if points else "scratch", float(o.expected), box=o.box, points=points))
    hints = boxes[:HINT_BOXES]
    if not any(h.kind == "scratch" for h in hints):
        hints += [h for h in boxes[HINT_BOXES:] if h.kind == "scratch"][:1]
    if rolls_left > 0:
        # Keeping all five dice is the same as recording now, which the boxes already say.
        keep = next(((o.keep, o.expected) for o in options if o.keep is not None and len(o.keep) < 5), None)
        if keep is not None:
            values, expected = keep
            hints.append(Hint("keep", float(expected), keep=tuple(values)))
    return hints


def game_hints(game: Game) -> list[Hint]:
    """The hints for ``game``'s current roll (what ``game.hints()`` returns)."""
    return best_hints(game.rules, game.sheet, game.rolled_dice(), game.rolls_left)
