"""Lucky Box's advisor in the game registry (:mod:`ludoteca.core.registry`): ``game.hints(seat)``
asks :func:`advise`, which lets the planner bot (:mod:`.bots`) search within a time budget and
says why each choice is good. The engine never imports this module.

>>> from ludoteca.luckybox.game import Game
>>> game = Game(["Ana"], seed=3)
>>> hint = advise(game, 0, 3)[0]
>>> hint.details["kind"], str(hint.action).startswith("P1: keep")
('keep', True)
"""

from __future__ import annotations

from typing import Any

from ludoteca.core import i18n
from ludoteca.core.hints import Hint, remembered
from ludoteca.luckybox.actions import Action, Bonus, Cross, Keep
from ludoteca.luckybox.bots import PlannerBot
from ludoteca.luckybox.strategy import Context, Weights, value

__all__ = ["HINT_BUDGET", "advise"]


#: Seconds (wall clock) a hint may search before it returns its best choices so far: with what
#: follows the deadline (greedy chains for the crossings left), a hint stays under 200 ms.
HINT_BUDGET = 0.12


@remembered
def advise(game: Any, seat: int, top: int) -> list[Hint]:
    """Lucky Box's advisor for the registry (what ``game.hints(seat)`` returns): the planner's
    best choices for ``seat`` now, found within :data:`HINT_BUDGET` seconds, best first by the
    points expected from the position each leads to. A keep or a bonus step, which the planner
    decides alone, is judged by the position it leaves."""
    if game.is_terminal() or seat not in game.to_act():
        return []
    planner = PlannerBot(game.rules, game.seed, budget=HINT_BUDGET)
    out = []
    for option in planner.options(game, seat, top):
        action, expected = option["action"], option["expected"]
        if expected is None:
            expected = _worth_after(game, seat, action, planner.weights)
        out.append(Hint(action, float(expected), _why(game, seat, action), {"kind": type(action).__name__.lower()}))
    out.sort(key=lambda h: -h.value)
    return out[:top]


def _worth_after(game: Any, seat: int, action: Action, weights: Weights) -> float:
    """The planner's estimate of ``seat``'s final points once ``action`` is played (on a copy)."""
    trial = game.trial_copy()
    trial.apply(action)
    ctx = Context.of(trial, seat)
    if trial.phase == "play":
        ctx.left -= 1  # the current number is being used
    return value(trial.hands[seat], ctx, weights)


def _why(game: Any, seat: int, action: Action) -> str:
    if isinstance(action, Keep):
        return i18n.t("luckybox.why.keep")
    if isinstance(action, Bonus):
        return i18n.t("luckybox.why.bonus")
    if isinstance(action, Cross):
        return i18n.t("luckybox.why.cross")
    return i18n.t("luckybox.why.pass")
