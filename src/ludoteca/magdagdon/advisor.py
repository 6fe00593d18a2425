"""The MAGDAGDON advisor: which dice to place where this turn, in which order, and whether a
Majda Power is worth its penalty.

``advice(game)`` searches the turn (:mod:`.search`): every way to place the dice (every ordering, every subset
that meets the minimum), each Majda Power that changes a die by one followed by the best
placement, and, in MAGDAGDON, every reroll as a chance node and every cell that could become
the ruin. A reroll's results are many, so each is played a little more simply: the best few
ways to place the minimum, extended die by die. Each position reached at the end of the turn
is scored by :class:`~ludoteca.magdagdon.evaluation.Evaluator`: points now plus what the
position is expected to make by the end, learned by simulation. The search looks one power
ahead (after a power, the turn is played without another); asking again after using it looks
further. No randomness: the same position always gets the same advice.

:func:`advise` is MAGDAGDON's advisor in the game registry: ``game.hints()`` turns the plans
into core :class:`~ludoteca.core.hints.Hint` objects (the next action of each plan, its expected
final score, and the plan in ``details``); the rich :class:`Advice` stays here for the bots,
the coach and the table.

>>> from ludoteca.magdagdon import Game
>>> game = Game(difficulty="peaceful", seed=1)
>>> game.roll([3, 4, 4, 5])
>>> h = advice(game)
>>> len(h.best.placements) >= 2, h.best.power is None
(True, True)
>>> best = game.hints()[0]
>>> best.value == h.best.value and best.details["steps"] == h.best.steps()
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ludoteca.core import i18n
from ludoteca.core.hints import Hint, remembered
from ludoteca.magdagdon.actions import (
    Accept,
    Action,
    Confirm,
    Decrease,
    Increase,
    Reroll,
    Roll,
    Ruin,
    Stage,
    Unstage,
    outcomes,
)
from ludoteca.magdagdon.evaluation import Evaluator
from ludoteca.magdagdon.rules import CELLS, RUIN
from ludoteca.magdagdon.search import Plan, Search, rank, top_plans

if TYPE_CHECKING:
    from ludoteca.magdagdon.game import Game

__all__ = ["Advice", "advice", "advise", "estimate", "evaluator"]

#: Options listed in a hint besides the best.
SHOWN = 5
#: Seconds of this process's processor time a hint may search before it returns its best plan
#: so far (see :func:`advice`). Processor time, not the wall clock: on a machine busy with other
#: programs the same position still gets the same hint. The deadline is looked at every few
#: dozen positions and nothing costly follows it, so a hint stays under 200 ms of work (the
#: first of a session also makes the evaluator, about 50 ms).
BUDGET = 0.12
#: A Majda Power is advised only when it gains at least this many points after its penalty.
MIN_GAIN = 1.0


@dataclass(frozen=True, slots=True)
class Advice:
    """The advisor's answer for a turn: the best plan, the next few, and what the best plan
    without any power would give (so ``power_gain`` says if a power is worth its penalty)."""

    best: Plan
    options: tuple[Plan, ...]
    without_power: float | None
    in_magdagdon: bool = False
    notes: tuple[str, ...] = field(default=())

    @property
    def power_gain(self) -> float:
        """Expected points a power adds, its penalty paid (<= 0: not worth it)."""
        if self.without_power is None:
            return float("inf") if self.best.power else 0.0
        return self.best.value - self.without_power if self.best.power else 0.0

    def next_action(self, game: Game) -> Action:
        """The next single action towards the best plan from ``game``'s position now (taking
        back staged dice that are not part of it first)."""
        if game.dice is None:
            return Roll()
        if game.choosing_ruin:
            return Ruin(self.best.ruin or CELLS[game.board.empty_cells()[0]])
        staged = [(game.dice[d], CELLS[c]) for d, c in game.staged]
        plan = list(self.best.placements)
        if staged != plan[: len(staged)]:
            return Unstage(staged[-1][1])
        if self.best.power is not None:
            return self.best.power
        if self.best.ruin is not None:
            return Accept()
        if len(staged) < len(plan):
            value, cell = plan[len(staged)]
            return Stage(value, cell)
        return Confirm()

    def __str__(self) -> str:
        text = str(self.best)
        if self.best.power is not None and self.without_power is not None:
            if i18n.get_language() == "en":
                text += f"; the power gains {self.power_gain:.1f} points after its penalty"
            else:
                text += i18n.t("magdagdon.advice.gain", gain=i18n.decimal(self.power_gain, 1))
        return text

    def to_json(self) -> dict[str, Any]:
        return {
            "best": self.best.to_json(),
            "options": [p.to_json() for p in self.options],
            "without_power": None if self.without_power is None else round(self.without_power, 1),
            "power_gain": round(self.power_gain, 1) if self.without_power is not None else None,
            "in_magdagdon": self.in_magdagdon,
        }


_EVALUATORS: dict[str, Evaluator] = {}


def evaluator(difficulty: str) -> Evaluator:
    """The shared evaluator of ``difficulty`` (its cache is kept between hints)."""
    if difficulty not in _EVALUATORS:
        _EVALUATORS[difficulty] = Evaluator(difficulty)
    return _EVALUATORS[difficulty]


def advice(game: Game, *, evaluation: Evaluator | None = None, budget: float | None = BUDGET) -> Advice | None:
    """The advisor's advice for ``game`` now (None before rolling and once the game is over).

    ``budget`` is the processor time in seconds the search may take before it
    stops trying powers and returns its best plan so far (the hint's notes say so): the turn's
    own placements come first, so a legal plan is always there, and only a cheap choice among
    the plans found follows the deadline. None searches everything, so the same position
    always gets the same hint (bots in tournaments and reviews search so: a result that
    depended on the machine's speed could not be repeated from its seed). The time counts from
    the moment the evaluator is ready: made once a difficulty (about 50 ms), it must not cut the
    first search of a session short, which would make the first hint weaker than the next."""
    if game.dice is None or game.is_terminal():
        return None
    ev = evaluation or evaluator(game.difficulty)
    deadline = None if budget is None else time.process_time() + budget
    search = Search(game.board.codes, game.minimum, game.powers_used, game.rules.powers, ev, deadline)
    if game.choosing_ruin:
        plans = top_plans(search.ruin_plans(game.powers_used), SHOWN + 1)
        return Advice(plans[0], tuple(plans[1:]), None, True)
    dice = tuple(game.dice)
    own = search.place_plans(dice, game.powers_used)
    magdagdon = not own
    if magdagdon:
        own = search.ruin_plans(game.powers_used)
    powered = search.power_plans(dice, magdagdon)
    plain = top_plans(own, 1)[0]
    power = top_plans(powered, 1)[0] if powered else None
    best = power if power is not None and power.value >= plain.value + MIN_GAIN else plain
    others = top_plans((p for p in own + powered if p is not best), SHOWN)
    notes: tuple[str, ...] = (_note("magdagdon.note.magdagdon"),) if magdagdon else ()
    if search.cut:
        notes += (_note("magdagdon.note.time"),)
    return Advice(best, tuple(others[:SHOWN]), plain.value, magdagdon, notes)


#: The advisor's notes in English (what they said before the catalogs).
_NOTES = {
    "magdagdon.note.magdagdon": "MAGDAGDON: no ordering of the dice places the minimum",
    "magdagdon.note.time": "the time ran out before every power was tried: the best plan found so far",
}


def _note(key: str) -> str:
    """A note of the advice in the current language."""
    return _NOTES[key] if i18n.get_language() == "en" else i18n.t(key)


@remembered
def advise(game: Game, seat: int, top: int) -> list[Hint]:
    """MAGDAGDON's advisor for the registry (what ``game.hints()`` returns): the next action of
    each plan, best first, one hint per action (its best plan). A plan with a power the
    advisor would not use (it gains less than :data:`MIN_GAIN` after its penalty) is left out,
    so the first hint is always the advisor's choice. Nothing before the roll."""
    found = advice(game)
    if found is None:
        return []
    plain = found.without_power
    plans = [p for p in (found.best, *found.options) if p.power is None or plain is None or p.value >= plain + MIN_GAIN]
    plans.sort(key=rank, reverse=True)
    out: list[Hint] = []
    for plan in plans:
        action = Advice(plan, (), None).next_action(game)
        if any(h.action == action for h in out):
            continue
        gain = plan.value - plain if plan.power is not None and plain is not None else None
        details = {k: v for k, v in plan.to_json().items() if k != "value"}
        details.update(in_magdagdon=found.in_magdagdon, power_gain=gain, notes=list(found.notes))
        out.append(Hint(action, plan.value, _why(plan, gain), details))
        if len(out) == top:
            break
    return out


def _why(plan: Plan, gain: float | None) -> str:
    if plan.power is not None:
        if gain is None:
            return i18n.t("magdagdon.why.power")
        return i18n.t("magdagdon.why.power_gain", gain=i18n.decimal(gain, 1, sign=True))
    if plan.ruin is not None:
        return i18n.t("magdagdon.why.ruin", cell=plan.ruin)
    return i18n.t("magdagdon.why.place")


def estimate(game: Game, choice: Action | tuple[int, ...]) -> float:
    """The advisor's expected final score after ``choice`` from ``game``'s rolled position
    (before the choice; staged dice are ignored): a power (a reroll is judged over its
    results), a :class:`Ruin` (with MAGDAGDON accepted), or the 16 board codes the turn's
    placements leave once confirmed."""
    if game.dice is None:
        raise ValueError("there is nothing to estimate before the dice are rolled")
    ev = evaluator(game.difficulty)
    used, codes = game.powers_used, game.board.codes
    if isinstance(choice, tuple):
        return ev.value(choice, used)
    if isinstance(choice, Ruin):
        i = CELLS.index(choice.cell)
        return ev.value((*codes[:i], RUIN, *codes[i + 1 :]), used)
    search = Search(codes, game.minimum, used, game.rules.powers, ev)
    dice = list(game.dice)
    if isinstance(choice, (Decrease, Increase)):
        dice[dice.index(choice.value)] += -1 if isinstance(choice, Decrease) else 1
        return search.best(tuple(dice), used + 1).value
    if isinstance(choice, Reroll):
        for value in choice.values:
            dice.remove(value)
        return sum(p * search.quick_value((*dice, *faces), used + 1) for faces, p in outcomes(len(choice.values)))
    raise TypeError(f"the advisor estimates a power, a ruin or a board, not {choice!r:.40}")
