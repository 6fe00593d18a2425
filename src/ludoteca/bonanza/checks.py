"""When a Bonanza action is allowed: :func:`check` says why the rules forbid one now (the turn
clock aside, which the game itself knows) and changes nothing; :func:`roll_result` checks the
dice a roll names and gives the five dice it leaves.

>>> from ludoteca.bonanza.game import Game
>>> from ludoteca.bonanza.actions import Hold
>>> check(Game(["Ana"], seed=1), Hold(0))
Traceback (most recent call last):
...
ludoteca.core.errors.IllegalAction: roll first: dice can be held only after the first roll
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ludoteca.bonanza.actions import Action, GiveUp, Hold, Keep, Record, Release, Roll, Scratch, Timeout
from ludoteca.bonanza.rules import ROLLS, score, spoken
from ludoteca.core.errors import IllegalAction

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

__all__ = ["check", "roll_result"]


def check(game: Game, action: Action) -> None:
    """Raise :class:`IllegalAction` saying why the rules forbid ``action`` now (the turn
    clock aside); read-only, so ``Game.apply`` can call it before changing anything."""
    if game.is_terminal():
        raise IllegalAction(f"the game is over; {action} is not possible", code="game_over")
    if isinstance(action, GiveUp):
        if action.seat >= game.players:
            raise IllegalAction(
                f"there is no seat {action.seat + 1} at this table of {game.players}",
                code="no_such_seat",
                seat=action.seat + 1,
            )
        if game.gave_up[action.seat]:
            raise IllegalAction(f"{game.seats[action.seat].name} has already given up", code="gave_up")
    elif isinstance(action, Timeout):
        # The game itself knows when its clock has run out; here only the logged dice and box.
        if action.dice is not None and game.dice is not None:
            raise IllegalAction(
                "the turn has rolled already, so the clock rolls no dice: a timeout names none",
                code="timeout_after_roll",
            )
        if action.box is not None:
            dice = game.dice or (action.dice if action.dice is not None else game.peek_roll())
            score(dice, action.box, game.sheet, game.rules)
    elif isinstance(action, Roll):
        _check_roll(game, action)
    elif isinstance(action, (Hold, Release, Keep)):
        _check_hold(game, action)
    else:
        _check_record(game, action)


def _check_roll(game: Game, action: Roll) -> None:
    if game.rolls >= ROLLS:
        raise IllegalAction("no rolls left: three rolls per turn; record in a box", code="no_rolls_left")
    if all(game.held):
        raise IllegalAction("all five dice are held: release at least one die or record", code="all_held")
    if action.dice is not None:
        roll_result(game, action.dice)


def roll_result(game: Game, dice: tuple[int, ...]) -> tuple[int, ...]:
    """The five dice after a roll showing ``dice`` on all five or on the free ones (checked)."""
    free = [i for i in range(5) if not game.held[i]]
    if len(dice) == len(free):
        result = list(game.dice or (0,) * 5)
        for i, value in zip(free, dice):
            result[i] = value
        return tuple(result)
    if len(dice) == 5:
        for i in range(5):
            if game.held[i] and dice[i] != game.rolled_dice()[i]:
                raise IllegalAction(
                    f"die {i + 1} is held at {game.rolled_dice()[i]}, so it cannot show {dice[i]}",
                    code="held_die_changed",
                    die=i + 1,
                )
        return dice
    raise IllegalAction(
        f"name all five dice or the {len(free)} not held, not {len(dice)}",
        code="bad_dice",
        dice=" ".join(map(str, dice)),
    )


def _check_hold(game: Game, action: Hold | Release | Keep) -> None:
    if game.rolls == 0:
        raise IllegalAction("roll first: dice can be held only after the first roll", code="not_rolled")
    if game.rolls >= ROLLS:
        raise IllegalAction(
            "no rolls left, so there is nothing to hold dice for; record in a box", code="no_rolls_left"
        )
    if isinstance(action, Hold) and game.held[action.die]:
        raise IllegalAction(f"die {action.die + 1} is already held", code="already_held", die=action.die + 1)
    if isinstance(action, Release) and not game.held[action.die]:
        raise IllegalAction(f"die {action.die + 1} is not held", code="not_held", die=action.die + 1)
    if isinstance(action, Keep) and Counter(action.values) - Counter(game.rolled_dice()):
        raise IllegalAction(
            f"cannot {action}: the dice show {' '.join(map(str, game.rolled_dice()))}",
            code="not_in_dice",
            values=" ".join(map(str, action.values)),
        )


def _check_record(game: Game, action: Record | Scratch) -> None:
    if game.dice is None:
        raise IllegalAction(f"roll first: cannot {action} before rolling", code="not_rolled")
    points = score(game.dice, action.box, game.sheet, game.rules)  # raises for filled/joker
    if isinstance(action, Scratch) and points:
        raise IllegalAction(
            f"cannot scratch {spoken(action.box)}: the dice score {points} there; record it",
            code="not_a_scratch",
            box=action.box,
            points=points,
        )
    if isinstance(action, Record) and not points:
        raise IllegalAction(
            _why_nothing(game.dice, action.box) + f"; to fill it with 0, scratch {spoken(action.box)}",
            code="scores_nothing",
            box=action.box,
        )


def _why_nothing(dice: tuple[int, ...], box: str) -> str:
    """Why ``dice`` score 0 in ``box``, the way a player would put it."""
    shown = " ".join(map(str, dice))
    if box == "full_house" and len(set(dice)) == 1:
        return f"five {dice[0]}s are not a full house (only a joker counts them as one), so {shown} scores 0 there"
    return f"{shown} scores 0 in {spoken(box)}"
