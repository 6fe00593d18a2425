"""One kind of advice for every game: what to do, what it is expected to bring, and why.

Every game answers ``game.hints(seat=None, top=3)`` with a list of :class:`Hint`, best first.
The engine never imports its advisor: :meth:`ludoteca.core.game.Game.hints` finds it through
the game registry (:mod:`ludoteca.core.registry`), so rules stay below the advice about them.
"""

from __future__ import annotations

import functools
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ludoteca.core import i18n

__all__ = ["Hint", "remembered"]

#: How many hints a remembered advisor works out (and keeps) per position; more are asked afresh.
REMEMBERED_TOP = 5
#: How many positions a remembered advisor keeps.
REMEMBERED_POSITIONS = 64


@dataclass(frozen=True, slots=True)
class Hint:
    """One piece of advice.

    ``action`` is what ``game.apply`` accepts; ``value`` the expected final points of the seat
    if it takes the action and then plays as the advisor would (an estimate when the advisor
    is not optimal, exact for Bonanza's); ``why`` one short sentence a player can believe, in
    the language current when the advice was asked (:func:`ludoteca.core.i18n.set_language`);
    ``details`` what the game's own screen needs beyond that (JSON-ready).
    """

    action: Any
    value: float
    why: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.action}: {self.value:.1f} expected"

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: the action in the game's notation, the value rounded to 0.0001."""
        return {"action": str(self.action), "value": round(self.value, 4), "why": self.why, **self.details}


Advise = Callable[[Any, int, int], list[Hint]]


def remembered(advise: Advise) -> Advise:
    """``advise`` that gives the same answer when asked again in the same position (the same
    save and the same view, for the same seat: a teaching position may be set up by hand, which
    its save does not show), in the same language (each hint's ``why`` is in the language of its
    ask). An advisor searching within a wall-clock budget could otherwise change its mind
    between two asks on a busy machine; and the second ask costs nothing."""
    memory: OrderedDict[tuple[str, str, int, str], list[Hint]] = OrderedDict()

    @functools.wraps(advise)
    def advise_once(game: Any, seat: int, top: int) -> list[Hint]:
        if top > REMEMBERED_TOP:
            return advise(game, seat, top)
        save, view = json.dumps(game.to_json(), sort_keys=True), json.dumps(game.view(seat), sort_keys=True)
        key = (save, view, seat, i18n.get_language())
        if key in memory:
            memory.move_to_end(key)
        else:
            memory[key] = advise(game, seat, REMEMBERED_TOP)
            if len(memory) > REMEMBERED_POSITIONS:
                memory.popitem(last=False)
        return memory[key][:top]

    return advise_once
