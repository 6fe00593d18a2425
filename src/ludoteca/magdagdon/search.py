"""The search of one MAGDAGDON turn, for the advisor (:mod:`.advisor`): every board the dice
can reach (:func:`placements`), and :class:`Search`, which turns those boards, the ruin and each
Majda Power into :class:`Plan` objects, each valued by the evaluation of the position it leaves.
Deterministic: the same position gives the same plans, unless a deadline cuts the search short.

>>> from ludoteca.magdagdon.rules import EMPTY
>>> boards = placements((EMPTY,) * 16, (3, 4), need=2)
>>> all(len(order) == 2 for order in boards.values())  # (value, cell index) twice
True
>>> sorted({order[0][1] for order in boards.values()})  # an empty board: a1, b1, b2 stand for all
[0, 1, 5]
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ludoteca.core import i18n
from ludoteca.magdagdon.actions import Action, Decrease, Increase, Reroll, outcomes, sub_multisets
from ludoteca.magdagdon.evaluation import Evaluator
from ludoteca.magdagdon.rules import CELLS, EMPTY, RUIN, allowed, has_number

__all__ = ["EXTENDED", "Plan", "Search", "placements", "rank", "top_plans"]

#: On an empty board the first die need only try one cell of each kind (corner, edge,
#: centre): the board's eight symmetries map rows to rows or columns, and both read ways score.
_FIRST_CELLS = (0, 1, 5)
#: After a reroll, how many of the best ways to place the minimum are extended with the other dice.
EXTENDED = 3


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to play the turn: an optional power first, then placements in order (or the
    ruin after accepting MAGDAGDON), with the expected final score it leads to."""

    value: float
    placements: tuple[tuple[int, str], ...] = ()
    power: Action | None = None
    ruin: str | None = None

    def steps(self) -> list[str]:
        out = [str(self.power)] if self.power is not None else []
        if self.ruin is not None:
            out += ["accept magdagdon", f"ruin {self.ruin}"]
        out += [f"place {v} at {c}" for v, c in self.placements]
        return out + (["confirm"] if self.placements and self.power is None else [])

    def __str__(self) -> str:
        """The steps in notation, then the expected final score in the current language."""
        steps = ", ".join(self.steps())
        if i18n.get_language() == "en":
            return steps + f" (expected final score {self.value:.0f})"
        return i18n.t("magdagdon.plan", steps=steps, value=f"{self.value:.0f}")

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": self.steps(),
            "value": round(self.value, 1),
            "power": str(self.power) if self.power else None,
            "ruin": self.ruin,
            "placements": [{"value": v, "cell": c} for v, c in self.placements],
        }


class _Late(Exception):
    """The deadline passed in the middle of judging a plan (which is then left out)."""


def placements(
    codes: tuple[int, ...],
    dice: tuple[int, ...],
    need: int,
    most: int = 4,
    stop: Callable[[], bool] | None = None,
) -> dict[tuple[int, ...], tuple]:
    """Every board reachable by placing ``need`` to ``most`` of ``dice`` one after the other,
    each with one order of placements (``(value, cell index)``) that reaches it.

    ``stop`` is asked every few dozen steps once a board is found; when it says so, the boards
    found so far are returned (at least one, if any can be reached)."""
    out: dict[tuple[int, ...], tuple] = {}
    seen: set[tuple] = set()
    first = _FIRST_CELLS if not has_number(codes) and RUIN not in codes else None

    def walk(board: tuple[int, ...], left: tuple[int, ...], done: tuple) -> None:
        if (board, left) in seen:
            return
        seen.add((board, left))
        if stop is not None and not len(seen) % 32 and out and stop():
            raise _Late
        if len(done) >= need and board not in out:
            out[board] = done
        if len(done) == most:
            return
        for k, value in enumerate(left):
            if k and left[k - 1] == value:
                continue
            rest = left[:k] + left[k + 1 :]
            cells = first if first is not None and not done else range(16)
            for i in cells:
                if board[i] == EMPTY and allowed(board, i, value):
                    walk((*board[:i], value, *board[i + 1 :]), rest, (*done, (value, i)))

    with contextlib.suppress(_Late):
        walk(codes, tuple(sorted(dice)), ())
    return out


class Search:
    """The search of one turn from a permanent board (staged dice are ignored). Past
    ``deadline`` (a ``time.process_time()`` value) it tries no further power: a power whose
    judging the deadline interrupts is left out, and the turn's own placements found so far
    are kept (the floor: always at least one legal plan)."""

    def __init__(
        self,
        codes: tuple[int, ...],
        need: int,
        powers_used: int,
        powers: int,
        ev: Evaluator,
        deadline: float | None = None,
    ) -> None:
        self.codes, self.need, self.used, self.powers, self.ev = codes, need, powers_used, powers, ev
        self.deadline = deadline
        self.cut = False  # whether the deadline left rerolls untried
        self._best: dict[tuple, Plan] = {}

    def late(self) -> bool:
        """Whether the deadline has passed (and so the search was cut short)."""
        if self.deadline is not None and time.process_time() > self.deadline:
            self.cut = True
        return self.cut

    def _stop(self) -> bool:
        return self.deadline is not None and self.late()

    def check(self) -> None:
        """Raise :class:`_Late` past the deadline."""
        if self.deadline is not None and self.late():
            raise _Late

    def place_plans(self, dice: tuple[int, ...], used: int) -> list[Plan]:
        """Every way to place ``dice`` (those found before the deadline, at least one)."""
        boards = placements(self.codes, dice, self.need, stop=self._stop)
        value = self.ev.value
        return [Plan(value(board, used), _cells(order)) for board, order in boards.items()]

    def ruin_plans(self, used: int) -> list[Plan]:
        return [
            Plan(self.ev.value((*self.codes[:i], RUIN, *self.codes[i + 1 :]), used), ruin=CELLS[i])
            for i in range(16)
            if self.codes[i] == EMPTY
        ]

    def best(self, dice: tuple[int, ...], used: int) -> Plan:
        """The best plan without powers for ``dice`` (placing, else the best ruin)."""
        key = (tuple(sorted(dice)), used)
        if key not in self._best:
            boards = placements(self.codes, dice, self.need, stop=self._stop)
            self.check()  # an unfinished enumeration is no judgement of these dice
            value = self.ev.value
            scored = []
            for n, (board, order) in enumerate(boards.items()):
                if not n % 64:
                    self.check()
                scored.append((value(board, used), order))
            # Plans only for the boards that can be the best (the full rank is costly).
            top = max((round(v, 9) for v, _ in scored), default=None)
            plans = [Plan(v, _cells(order)) for v, order in scored if round(v, 9) == top]
            self._best[key] = max(plans or self.ruin_plans(used), key=rank)
        return self._best[key]

    def quick_value(self, dice: tuple[int, ...], used: int) -> float:
        """Nearly :meth:`best`'s value, for the many results of a reroll: the best few ways to
        place the minimum, each extended die by die where the evaluation gains most."""
        key = (tuple(sorted(dice)), used, "quick")
        if key not in self._best:
            value = self.ev.value
            found = None
            boards = placements(self.codes, dice, self.need, self.need, stop=self._stop)
            self.check()
            starts = sorted(boards.items(), key=lambda item: value(item[0], used), reverse=True)[:EXTENDED]
            for board, order in starts:
                left = list(dice)
                for v, _ in order:
                    left.remove(v)
                score = value(board, used)
                for v in sorted(left, reverse=True):
                    options = [
                        (*board[:i], v, *board[i + 1 :])
                        for i in range(16)
                        if board[i] == EMPTY and allowed(board, i, v)
                    ]
                    better = max(options, key=lambda b: value(b, used), default=None)
                    if better is not None and value(better, used) > score:
                        board, score = better, value(better, used)
                found = score if found is None else max(found, score)
            self._best[key] = Plan(found) if found is not None else max(self.ruin_plans(used), key=rank)
        return self._best[key].value

    def power_plans(self, dice: tuple[int, ...], magdagdon: bool) -> list[Plan]:
        if self.used >= self.powers:
            return []
        used = self.used + 1
        out: list[Plan] = []
        try:
            for value in sorted(set(dice)):
                for action, new in ((Decrease(value), value - 1), (Increase(value), value + 1)):
                    self.check()
                    if 1 <= new <= 6:
                        changed = list(dice)
                        changed[changed.index(value)] = new
                        then = self.best(tuple(changed), used)
                        out.append(Plan(then.value, then.placements, action, then.ruin))
            if magdagdon:  # a reroll is a gamble; searched when the roll needs saving
                for values in sub_multisets(dice):  # fewest dice first: the cheapest to judge
                    kept = list(dice)
                    for v in values:
                        kept.remove(v)
                    expected = 0.0
                    for faces, p in outcomes(len(values)):
                        self.check()
                        expected += p * self.quick_value(tuple(kept) + faces, used)
                    out.append(Plan(expected, power=Reroll(values)))
        except _Late:  # the plan being judged is left out; those judged before stay
            pass
        return out


def _cells(order: tuple) -> tuple[tuple[int, str], ...]:
    return tuple((v, CELLS[i]) for v, i in order)


def rank(plan: Plan) -> tuple:
    """The sort key of plans, best last: the value, then (on a tie) more dice placed, then a
    fixed order of the steps."""
    return (round(plan.value, 9), len(plan.placements), tuple(-ord(ch) for ch in "".join(plan.steps())))


def top_plans(plans: Iterable[Plan], k: int) -> list[Plan]:
    """The ``k`` best ``plans`` by :func:`rank`, best first: ``sorted(plans, key=rank,
    reverse=True)[:k]``, with the costly rank taken only of plans whose value can be among them."""
    plans = list(plans)
    if k <= 0:
        return []
    if len(plans) > k:
        floor = sorted((round(p.value, 9) for p in plans), reverse=True)[k - 1]
        plans = [p for p in plans if round(p.value, 9) >= floor]
    return sorted(plans, key=rank, reverse=True)[:k]
