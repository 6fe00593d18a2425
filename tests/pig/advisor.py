"""Advice for Pig: the expected points of rolling on and of holding now.

The advisor plays "hold at 20 points in a turn (or at the target)", a well-known good rule
though not the optimal one; its values are that rule's expected points, so they are estimates.
"""

from __future__ import annotations

from functools import cache

from ludoteca.core.hints import Hint
from tests.pig.actions import Hold, Roll
from tests.pig.game import Game
from tests.pig.rules import BUST, SIDES

#: The advisor holds once a turn has this many points.
HOLD_AT = 20


@cache
def _banked(turn_points: int, need: int) -> float:
    """Expected points banked from ``turn_points`` if the player rolls once more and then
    follows the hold-at rule (``need``: the points still missing to reach the target)."""
    total = 0.0
    for face in range(1, SIDES + 1):
        if face != BUST:
            points = turn_points + face
            total += points if points >= min(HOLD_AT, need) else _banked(points, need)
    return total / SIDES


def advise(game: Game, seat: int, top: int) -> list[Hint]:
    """Rolling and (when there is something to hold) holding, best first."""
    score, turn = game.scores[seat], game.turn_points
    hints = [Hint(Roll(seat), score + _banked(turn, game.rules.target - score), "a 1 loses the turn's points")]
    if turn:
        hints.append(Hint(Hold(seat), float(score + turn), f"banks {turn} points for sure"))
    return sorted(hints, key=lambda h: -h.value)[:top]
