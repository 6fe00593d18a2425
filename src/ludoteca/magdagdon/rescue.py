"""MAGDAGDON, explained: why a roll cannot be placed (:func:`explain`) and which Majda Power
would save it (:func:`rescues`). Whether dice can be placed after a power is a rules question,
so this is engine; whether a power is worth its penalty is the advisor's call.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ludoteca.core import i18n
from ludoteca.magdagdon.actions import Decrease, Increase, Reroll, outcomes, sub_multisets
from ludoteca.magdagdon.rules import cell_name, find_way, most_placed

__all__ = ["Rescue", "explain", "explanation", "reroll_chance", "rescues", "then"]


@dataclass(frozen=True, slots=True)
class Rescue:
    """A power that saves a roll in MAGDAGDON: ``chance`` it does (1.0 for a change of one
    die), and for a sure rescue the placements that follow (``(value, cell)`` in order)."""

    action: Decrease | Increase | Reroll
    chance: float
    way: tuple[tuple[int, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "action": str(self.action),
            "chance": round(self.chance, 4),
            "way": [f"place {v} at {cell_name(c)}" for v, c in self.way],
        }

    def __str__(self) -> str:
        """In the current language, the action and placements in notation: "reroll 1 2 2 3 (52%
        chance to save the roll)", "decrease 3, then place 2 at b1"."""
        if self.way:
            return then([str(self.action), *(f"place {v} at {cell_name(c)}" for v, c in self.way)])
        if i18n.get_language() == "en":
            return f"{self.action} ({self.chance:.0%} chance to save the roll)"
        return i18n.t("magdagdon.rescue.chance", action=str(self.action), percent=f"{self.chance * 100:.0f}")


def then(steps: Sequence[str]) -> str:
    """Steps one after the other, in the current language: "place 2 at b1, then place 3 at b2"."""
    return i18n.t("magdagdon.then").join(steps) if i18n.get_language() != "en" else ", then ".join(steps)


def explain(codes: Sequence[int], dice: Sequence[int], need: int) -> dict[str, Any]:
    """Why ``dice`` cannot be placed: the most of them any ordering places, and how."""
    best = most_placed(codes, dice)
    shown = " ".join(map(str, sorted(dice)))
    steps = [f"place {v} at {cell_name(c)}" for v, c in best]
    return {
        "dice": shown,
        "need": need,
        "most": len(best),
        "best": ", then ".join(steps),
        "message": explanation(shown, need, steps),
    }


def explanation(dice: str, need: int, steps: Sequence[str], *, english: bool = False) -> str:
    """Why ``dice`` cannot be placed, in the current language (``english``: always English, for
    an error's message): "no ordering of 1 2 2 3 places 3 dice on this board; the most is 2 (...)"."""
    if english or i18n.get_language() == "en":
        text = f"no ordering of {dice} places {need} dice on this board; the most is {len(steps)}"
        how = ", then ".join(steps)
    else:
        text = i18n.t("magdagdon.explain", dice=dice, count=need, most=len(steps))
        how = then(steps)
    return text + (f" ({how})" if how else "")


def reroll_chance(
    codes: tuple[int, ...], dice: Sequence[int], values: Sequence[int], need: int, cache: dict[tuple[int, ...], bool]
) -> float:
    """The probability that rerolling ``values`` (from ``dice``) leaves a way to place ``need``."""
    kept = list(dice)
    for v in values:
        kept.remove(v)
    chance = 0.0
    for faces, p in outcomes(len(values)):
        roll = tuple(sorted(kept + list(faces)))
        if roll not in cache:
            cache[roll] = find_way(codes, roll, need) is not None
        chance += p if cache[roll] else 0.0
    return chance


def rescues(codes: Sequence[int], dice: Sequence[int], need: int) -> list[Rescue]:
    """The powers that would save ``dice`` (best chance first; sure changes of one die before
    rerolls, and smaller rerolls before larger ones at equal chance).

    >>> from ludoteca.magdagdon.rules import Board
    >>> codes = Board("1---/----/----/----").codes
    >>> find_way(codes, (3, 3, 5, 5), 2) is None
    True
    >>> for rescue in rescues(codes, (3, 3, 5, 5), 2)[:2]:
    ...     print(rescue)
    decrease 3, then place 2 at b1, then place 3 at c1
    reroll 3 3 5 5 (52% chance to save the roll)
    """
    codes = tuple(codes)
    out: list[Rescue] = []
    for value in sorted(set(dice)):
        for action, new in ((Decrease(value), value - 1), (Increase(value), value + 1)):
            if 1 <= new <= 6:
                changed = list(dice)
                changed[changed.index(value)] = new
                way = find_way(codes, changed, need)
                if way is not None:
                    out.append(Rescue(action, 1.0, way))
    cache: dict[tuple[int, ...], bool] = {}
    for values in sub_multisets(dice):
        chance = reroll_chance(codes, dice, values, need, cache)
        if chance > 0:
            out.append(Rescue(Reroll(values), chance))
    order = {Decrease: 0, Increase: 1, Reroll: 2}
    return sorted(
        out,
        key=lambda r: (
            -round(r.chance, 12),
            order[type(r.action)],
            len(getattr(r.action, "values", ())),
            str(r.action),
        ),
    )
