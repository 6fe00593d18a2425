"""The advisor's hints for a Bonanza roll: the best boxes, the cheapest scratch and the best keep,
each with the expected final score if the player follows it and then plays optimally.

:func:`advise` is Bonanza's advisor in the game registry (:mod:`ludoteca.core.registry`):
``game.hints()`` and the box a timeout records both come from here, while the engine never
imports this module. Each hint is a core :class:`~ludoteca.core.hints.Hint` whose ``details``
carry what the table draws: ``kind`` ("record", "scratch" or "keep"), ``box``, ``points`` (the
box's own points, as the previews show them) and ``keep`` (the dice to hold).

>>> from ludoteca.bonanza import Game
>>> game = Game(["Ana"], seed=1)
>>> game.roll([6, 6, 6, 6, 6])
>>> best = game.hints()[0]
>>> str(best.action), best.details["points"], best.why
('record bonanza', 50, 'scores 50 in bonanza now')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludoteca.bonanza.actions import Keep, Record, Scratch
from ludoteca.bonanza.rules import Rules, Sheet, box_name, score
from ludoteca.bonanza.solver import Advisor
from ludoteca.core import i18n
from ludoteca.core.hints import Hint

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

__all__ = ["HINT_BOXES", "advise", "best_hints"]

#: Boxes named in a hint list (a cheaper scratch and the best keep may follow).
HINT_BOXES = 3
#: Positions whose hints are kept (a table asks again on every redraw).
CACHED = 64

_cache: dict[tuple[Rules, str, tuple[int, ...], int, str], list[Hint]] = {}


def _box_hint(box: str, points: int, expected: float) -> Hint:
    if points:
        return Hint(
            Record(box),
            expected,
            i18n.t("bonanza.why.record", points=points, box=box_name(box)),
            {"kind": "record", "box": box, "points": points, "keep": None},
        )
    return Hint(
        Scratch(box),
        expected,
        i18n.t("bonanza.why.scratch", box=box_name(box)),
        {"kind": "scratch", "box": box, "points": 0, "keep": None},
    )


def best_hints(rules: Rules, sheet: Sheet, dice: tuple[int, ...], rolls_left: int) -> list[Hint]:
    """Up to three different boxes (best first; one that would score 0 is offered as a
    scratch), the cheapest scratch among the other boxes when none of those is one, then the
    best keep while re-rolls remain; all sorted best first by expected final score (a stable
    sort: the boxes keep the advisor's order). No box is named twice. Each ``why`` is in the
    current language."""
    key = (rules, sheet.notation(), tuple(dice), rolls_left, i18n.get_language())
    if key in _cache:
        return list(_cache[key])
    options = Advisor.shared(rules).advise(sheet, dice, rolls_left)
    # The box's own points (as the previews show them); the advisor's include the extra bonus.
    # A box that would score 0 is a scratch, and is offered as one (recording 0 is refused).
    boxes = [_box_hint(o.box, score(dice, o.box, sheet, rules), float(o.expected)) for o in options if o.box]
    hints = boxes[:HINT_BOXES]
    if not any(h.details["kind"] == "scratch" for h in hints):
        hints += [h for h in boxes[HINT_BOXES:] if h.details["kind"] == "scratch"][:1]
    if rolls_left > 0:
        # Keeping all five dice is the same as recording now, which the boxes already say.
        keep = next(((o.keep, o.expected) for o in options if o.keep is not None and len(o.keep) < 5), None)
        if keep is not None:
            values = tuple(keep[0])
            why = (
                i18n.t("bonanza.why.keep", dice=" ".join(map(str, values))) if values else i18n.t("bonanza.why.reroll")
            )
            details = {"kind": "keep", "box": None, "points": None, "keep": list(values)}
            hints.append(Hint(Keep(values), float(keep[1]), why, details))
    hints.sort(key=lambda h: -h.value)
    if len(_cache) >= CACHED:
        _cache.pop(next(iter(_cache)))
    _cache[key] = hints
    return list(hints)


def advise(game: Game, seat: int, top: int) -> list[Hint]:
    """Bonanza's advisor for the registry: the hints for ``game``'s current roll (nothing
    before the roll; only the player to move has a roll to decide on)."""
    if game.is_terminal() or game.dice is None or seat != game.current:
        return []
    return best_hints(game.rules, game.sheet, game.rolled_dice(), game.rolls_left)[:top]
