"""The ways out of a MAGDAGDON on a board the question tells whole, for the rules assistant:
the Majda Power that saves the roll, found by the engine's own search
(:func:`ludoteca.magdagdon.rescue.rescues`): a sure −1 or +1 on one die with the dice it then
lets go, else the likeliest REROLL and its chance, each with its cost at the difficulty, set
against the RUIN that accepting costs.

>>> from ludoteca.magdagdon.board import Board
>>> ways_out(list(Board("1---/----/----/----").codes), [3, 3, 5, 5], 2, "peaceful", 0, "en")[:28]
'One DECREASE on a 3 saves it'
"""

from __future__ import annotations

from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import say
from ludoteca.magdagdon.actions import Decrease, Increase, Reroll
from ludoteca.magdagdon.rescue import rescues
from ludoteca.magdagdon.rules import PENALTIES, RUIN_COST

__all__ = ["ways_out"]

_say = partial(say, "ludoteca.magdagdon")


def ways_out(codes: list[int], rolled: list[int], need: int, named: str, used: int, out: str) -> str:
    """What saves ``rolled`` on ``codes`` (the turn needing ``need``) with ``used`` powers spent
    at difficulty ``named``, told in ``out``; accepting alone when no single power saves it."""
    cost = PENALTIES[named][used]
    found = rescues(codes, rolled, need)
    if not found:
        return _say(out, "rescue_none")
    best = found[0]
    if isinstance(best.action, (Decrease, Increase)):
        move = "DECREASE" if isinstance(best.action, Decrease) else "INCREASE"
        order = f" {_say(out, 'then')} ".join(str(v) for v, _ in best.way)
        said = _say(out, "rescue_change", move=move, value=best.action.value, cost=cost, order=order)
    else:
        assert isinstance(best.action, Reroll)
        values = i18n.join(list(best.action.values), out)
        said = _say(out, "rescue_reroll", values=values, percent=round(best.chance * 100), cost=cost)
    compare = "ruin_cheaper" if cost > RUIN_COST else "power_cheaper"
    return f"{said} {_say(out, compare, cost=cost)}"
