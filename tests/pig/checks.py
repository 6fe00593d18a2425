"""When a Pig action is allowed: :func:`check` says why one is not, and changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludoteca.core.errors import IllegalAction
from tests.pig.actions import Action, Hold, Leave

if TYPE_CHECKING:
    from tests.pig.game import Game


def check(game: Game, action: Action) -> None:
    """Raise IllegalAction saying why ``action`` is not allowed now; change nothing."""
    if game.is_terminal():
        raise IllegalAction("the game is over", code="game_over")
    if action.seat >= game.players:
        raise IllegalAction(f"there is no seat P{action.seat + 1}", code="no_such_seat", seat=action.seat + 1)
    name = game.seats[action.seat].name
    if game.left[action.seat]:
        raise IllegalAction(f"{name} has left the game and plays no more", code="has_left", name=name)
    if isinstance(action, Leave):
        return
    if action.seat != game.current:
        turn = game.seats[game.current].name
        raise IllegalAction(f"it is {turn}'s turn, not {name}'s", code="not_your_turn", name=turn)
    if isinstance(action, Hold) and not game.turn_points:
        raise IllegalAction("there is nothing to hold yet: roll first", code="nothing_to_hold")
