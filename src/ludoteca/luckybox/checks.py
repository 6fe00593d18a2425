"""When a Lucky Box action is allowed: :func:`check` says why one is not (and changes nothing),
:func:`legal_actions_of` lists what a seat may play now, and :func:`targets` the cells a bonus
may cross.

>>> from ludoteca.luckybox.game import Game
>>> from ludoteca.luckybox.actions import Pass
>>> game = Game(["Ana", "Bruno"], seed=1)
>>> check(game, Pass(0))
Traceback (most recent call last):
...
ludoteca.core.errors.IllegalAction: P1 first keeps grids from the cards dealt
>>> len(legal_actions_of(game, 0))  # keep 3 of the 5 cards dealt
10
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox.actions import Action, Bonus, Cross, Keep, Leave, Pass
from ludoteca.luckybox.rules import cell_name, distance, line_name

if TYPE_CHECKING:
    from ludoteca.luckybox.cards import Bonus as BonusKind
    from ludoteca.luckybox.cards import Player
    from ludoteca.luckybox.game import Game

__all__ = ["check", "legal_actions_of", "targets"]


def _revealed(game: Game) -> int:
    """The number revealed now, where a cross or a pass is checked or listed (the play phase)."""
    number = game.number
    assert number is not None, "the play phase always has a revealed number"
    return number


def _no(message: str, code: str, **params: object) -> IllegalAction:
    return IllegalAction(message, code=code, **params)


def check(game: Game, action: Action) -> None:
    """Raise IllegalAction saying why ``action`` is not allowed now; changes nothing."""
    seat = action.seat
    if seat >= game.players:
        raise _no(f"there is no P{seat + 1} at this table of {game.players}", "no_such_seat", seat=seat + 1)
    if game.is_terminal():
        raise _no(f"the game is over; {action} is not possible", "game_over")
    hand = game.hands[seat]
    if hand.left:
        name = game.seats[seat].name
        raise _no(f"{name} has left the table and plays no more", "left_table", name=name)
    if isinstance(action, Leave):
        return
    if isinstance(action, Keep):
        _check_keep(game, hand, action)
        return
    if game.phase != "play":
        raise _no(f"P{seat + 1} first keeps grids from the cards dealt", "choose_first", seat=seat + 1)
    if isinstance(action, Bonus):
        _check_bonus(game, hand, action)
        return
    if hand.acted:
        if hand.pending:
            raise _no(f"P{seat + 1} has bonuses to resolve before anything else", "pending_bonus", seat=seat + 1)
        raise _no(
            f"P{seat + 1} has already played this {game.number}: a revealed number is crossed once in "
            f"total, in one grid",
            "already_played",
            seat=seat + 1,
            number=game.number,
        )
    if isinstance(action, Pass):
        _check_pass(game, hand, action)
    else:
        _check_cross(game, hand, action)


def _check_keep(game: Game, hand: Player, action: Keep) -> None:
    who = f"P{action.seat + 1}"
    if game.phase != "choose" or not hand.offer:
        raise _no(f"{who} has no cards to choose from now", "no_offer", seat=action.seat + 1)
    keep = game.rules.deal(game.round)[1]
    if len(action.cards) != keep or action.cards[-1] >= len(hand.offer):
        raise _no(
            f"{who} keeps {keep} of the {len(hand.offer)} cards offered (positions 1 to {len(hand.offer)})",
            "wrong_keep",
            keep=keep,
            offered=len(hand.offer),
        )


def _grid(hand: Player, seat: int, grid: int, field: str = "grid") -> None:
    if grid >= len(hand.grids):
        raise _no(
            f"P{seat + 1} has {len(hand.grids)} grids; there is no grid {grid + 1}",
            "no_such_grid",
            grid=grid + 1,
            grids=len(hand.grids),
        )


def _free(hand: Player, seat: int, grid: int, cell: int) -> None:
    _grid(hand, seat, grid)
    if not hand.grids[grid].is_free(cell):
        raise _no(
            f"{cell_name(cell)} of grid {grid + 1} is already crossed",
            "cell_taken",
            cell=cell_name(cell),
            grid=grid + 1,
        )


def _check_cross(game: Game, hand: Player, action: Cross) -> None:
    _free(hand, action.seat, action.grid, action.cell)
    shown = hand.grids[action.grid].card.flat[action.cell]
    where = f"{cell_name(action.cell)} of grid {action.grid + 1}"
    if action.number is not None and action.number != shown:
        raise _no(
            f"{where} shows {shown}, not {action.number}",
            "wrong_number",
            cell=cell_name(action.cell),
            shown=shown,
            number=action.number,
        )
    revealed = _revealed(game)
    steps = distance(revealed, shown)
    if action.lightning != steps:
        if steps == 0:
            raise _no(
                f"{where} shows the revealed {revealed}: it needs no lightning", "no_lightning_needed", number=revealed
            )
        raise _no(
            f"{where} shows {shown}, {steps} step{'s' * (steps > 1)} from the revealed {revealed}: "
            f"crossing it takes exactly {steps} lightning",
            "wrong_lightning",
            shown=shown,
            number=revealed,
            steps=steps,
        )
    if steps > hand.lightning:
        raise _no(
            f"P{action.seat + 1} has {hand.lightning} lightning; {where} needs {steps}",
            "not_enough_lightning",
            have=hand.lightning,
            need=steps,
        )


def _check_pass(game: Game, hand: Player, action: Pass) -> None:
    number = _revealed(game)
    # Every cell that could take the number, so that none of them surprises the player.
    free = [[cell_name(c) for c in range(9) if grid.free(number) >> c & 1] for grid in hand.grids]
    named = [(g + 1, cells) for g, cells in enumerate(free) if cells]
    if named:
        where = _and([f"{_and(cells)} of grid {g}" for g, cells in named])
        raise _no(
            f"P{action.seat + 1} must cross a cell showing the revealed {number}: {where}",
            "must_cross",
            number=number,
            cell=named[0][1][0],
            grid=named[0][0],
            cells=[{"key": "luckybox.cells_of_grid", "cells": cells, "grid": g} for g, cells in named],
        )


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _check_bonus(game: Game, hand: Player, action: Bonus) -> None:
    who = f"P{action.seat + 1}"
    if (action.grid, action.line) not in hand.pending:
        raise _no(
            f"{who} has no bonus to resolve at {line_name(action.line)} of grid {action.grid + 1}",
            "no_such_bonus",
            line=line_name(action.line),
            grid=action.grid + 1,
        )
    kind = hand.grids[action.grid].bonus(action.line)
    if action.lightning:
        raise _no(
            "lightning shifts only the revealed number; a bonus is used as printed", "bonus_lightning", bonus=str(kind)
        )
    choices = targets(hand, kind)
    if action.target is None:
        if choices:
            g, c = choices[0]
            what = f"a free {kind}" if isinstance(kind, int) else "a free cell"
            raise _no(
                f"this {_label(kind)} bonus must be used: {what} is at {cell_name(c)} of grid {g + 1}",
                "bonus_must_cross",
                bonus=str(kind),
                cell=cell_name(c),
                grid=g + 1,
            )
        return
    if not isinstance(kind, int) and kind != "?":
        raise _no(f"a {_label(kind)} bonus crosses no cell", "bonus_no_target", bonus=str(kind))
    tg, tc = action.target
    _free(hand, action.seat, tg, tc)
    shown = hand.grids[tg].card.flat[tc]
    if isinstance(kind, int) and shown != kind:
        raise _no(
            f"the Number {kind} bonus crosses a cell showing {kind} exactly, and {cell_name(tc)} of grid "
            f"{tg + 1} shows {shown} (lightning cannot change a bonus)",
            "bonus_wrong_number",
            bonus=kind,
            shown=shown,
        )


def _label(kind: BonusKind) -> str:
    names: dict[BonusKind, str] = {None: "blank", "?": '"?"', "lightning2": "double lightning"}
    return names.get(kind, f"Number {kind}" if isinstance(kind, int) else str(kind))


def targets(hand: Player, kind: object) -> list[tuple[int, int]]:
    """The (grid, cell) pairs a Number or "?" bonus may cross (empty for other bonuses)."""
    if isinstance(kind, int):
        return [(g, c) for g, grid in enumerate(hand.grids) for c in range(9) if grid.free(kind) >> c & 1]
    if kind == "?":
        return [(g, c) for g, grid in enumerate(hand.grids) for c in grid.free_cells()]
    return []


def legal_actions_of(game: Game, seat: int) -> list[Action]:
    """Every action ``seat`` may play now, in a fixed order."""
    if seat not in game.to_act():
        return []
    hand = game.hands[seat]
    if game.phase == "choose":
        keep = game.rules.deal(game.round)[1]
        return [Keep(seat, combo) for combo in combinations(range(len(hand.offer)), keep)]
    if hand.pending:
        out: list[Action] = []
        for g, line in hand.pending:
            spots = targets(hand, hand.grids[g].bonus(line))
            out += [Bonus(seat, g, line, tg, tc) for tg, tc in spots] or [Bonus(seat, g, line)]
        return out
    number = _revealed(game)
    out = [
        Cross(seat, g, c, distance(number, grid.card.flat[c]), grid.card.flat[c])
        for g, grid in enumerate(hand.grids)
        for c in grid.free_cells()
        if distance(number, grid.card.flat[c]) <= hand.lightning
    ]
    if not hand.free(number):
        out.append(Pass(seat))
    return out
