"""When a MAGDAGDON action is allowed: :func:`check` says why one is not, naming the rule in
its error code, and changes nothing.

>>> from ludoteca.magdagdon.game import Game
>>> from ludoteca.magdagdon.actions import Confirm
>>> check(Game(seed=1), Confirm())  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ludoteca.core.errors.IllegalAction: roll first: cannot confirm before rolling
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ludoteca.core.errors import IllegalAction
from ludoteca.magdagdon.actions import (
    POWER_ACTIONS,
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
)
from ludoteca.magdagdon.rescue import explain, explanation
from ludoteca.magdagdon.rules import CELLS, cell_index, refusal

if TYPE_CHECKING:
    from ludoteca.magdagdon.game import Game

__all__ = ["check", "free_die"]


def check(game: Game, action: Action) -> None:
    """Raise IllegalAction saying why ``action`` is not allowed now; changes nothing."""
    if game.is_terminal():
        raise IllegalAction(f"the game is over; {action} is not possible", code="game_over")
    if isinstance(action, Roll):
        if game.dice is not None:
            raise IllegalAction("the dice are already rolled; place them or use a power", code="already_rolled")
        return
    if game.dice is None:
        raise IllegalAction(f"roll first: cannot {action} before rolling", code="not_rolled")
    if isinstance(action, Ruin):
        return _check_ruin(game, action)
    if game.choosing_ruin:
        raise IllegalAction("MAGDAGDON was accepted: choose the empty cell that becomes a ruin", code="choosing_ruin")
    if isinstance(action, Stage):
        free_die(game, action.value, "stage")
        reason = refusal(game.codes(), cell_index(action.cell), action.value)
        if reason:
            raise IllegalAction(
                f"cannot place {action.value} at {action.cell}: {reason[1]}", code=reason[0], **reason[2]
            )
    elif isinstance(action, Unstage):
        if cell_index(action.cell) not in {cell for _, cell in game.staged}:
            raise IllegalAction(f"no staged die on {action.cell}", code="not_staged", cell=action.cell)
    elif isinstance(action, Confirm):
        _check_confirm(game)
    elif isinstance(action, POWER_ACTIONS):
        _check_power(game, action)
    elif isinstance(action, Accept) and not game.in_magdagdon():
        way = ", then ".join(f"place {v} at {CELLS[c]}" for v, c in game.way() or ())
        raise IllegalAction(f"no MAGDAGDON: the dice can be placed ({way})", code="not_magdagdon", way=way)


def _check_ruin(game: Game, action: Ruin) -> None:
    if not game.choosing_ruin:
        if game.in_magdagdon():
            raise IllegalAction("accept MAGDAGDON first, then choose the cell to ruin", code="not_accepted")
        raise IllegalAction(
            "no MAGDAGDON: a cell becomes a ruin only after accepting MAGDAGDON", code="not_magdagdon", way=""
        )
    if game.board[action.cell] is not None:
        raise IllegalAction(
            f"{action.cell} is not empty; a ruin goes on an empty cell", code="cell_not_empty", cell=action.cell
        )


def _check_confirm(game: Game) -> None:
    if len(game.staged) >= game.minimum:
        return
    if game.in_magdagdon():
        raise IllegalAction(
            f"MAGDAGDON: {_english_why(game)}; use a Majda Power or accept MAGDAGDON",
            code="magdagdon",
            need=game.minimum,
        )
    raise IllegalAction(
        f"stage at least {game.minimum} dice before confirming ({len(game.staged)} staged)",
        code="too_few_staged",
        need=game.minimum,
        count=len(game.staged),
    )


def _english_why(game: Game) -> str:
    why = explain(game.board.codes, game.rolled_dice(), game.minimum)
    return explanation(why["dice"], why["need"], why["best"].split(", then ") if why["best"] else [], english=True)


def free_die(game: Game, value: int, verb: str) -> int:
    """The first die in the tray showing ``value``, or IllegalAction saying why there is none."""
    dice = game.rolled_dice()
    for die in game.tray():
        if dice[die] == value:
            return die
    for die, cell in game.staged:
        if dice[die] == value:
            raise IllegalAction(
                f"the {value} is staged on {CELLS[cell]}: take it back before you {verb} it",
                code="die_staged",
                value=value,
                cell=CELLS[cell],
            )
    shown = " ".join(map(str, dice))
    raise IllegalAction(f"no die shows {value} (the dice show {shown})", code="no_die_shows", value=value, dice=shown)


def _check_power(game: Game, action: Decrease | Increase | Reroll) -> None:
    if game.rules.powers == 0:
        raise IllegalAction(f"{game.difficulty} has no Majda Powers", code="no_powers", used=0)
    if not game.powers_left:
        raise IllegalAction(
            f"no Majda Power left (all {game.rules.powers} used)", code="no_powers", used=game.powers_used
        )
    if isinstance(action, Reroll):
        dice = game.rolled_dice()
        for value, count in Counter(action.values).items():
            free = sum(1 for die in game.tray() if dice[die] == value)
            if free < count:
                free_die(game, value, "reroll")  # explains a staged or missing die
                raise IllegalAction(
                    f"only {free} die in the tray shows {value}, not {count}",
                    code="no_die_shows",
                    value=value,
                    dice=" ".join(map(str, dice)),
                )
        return
    free_die(game, action.value, "change")
    if isinstance(action, Decrease) and action.value == 1:
        raise IllegalAction("a 1 cannot be decreased: dice show 1 to 6", code="at_limit", value=1)
    if isinstance(action, Increase) and action.value == 6:
        raise IllegalAction("a 6 cannot be increased: dice show 1 to 6", code="at_limit", value=6)
