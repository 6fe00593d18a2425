"""The contract every ludoteca game passes (tests/contract.py), for MAGDAGDON at each difficulty."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon import Confirm, Game, Ruin, Stage
from ludoteca.magdagdon.rules import CELLS
from tests.budgets import seeds
from tests.contract import check_contract


def illegal(game: Game) -> list:
    """Actions the rules forbid in most positions: a stage on an occupied cell, a ruin of a
    numbered cell, a confirm short of the minimum."""
    out = []
    taken = [i for i, code in enumerate(game.board.codes) if code]
    if taken and game.dice is not None and not game.choosing_ruin:
        out.append(Stage(game.dice[0], CELLS[taken[0]]))
    if taken:
        out.append(Ruin(CELLS[taken[0]]))
    if not game.can_confirm():
        out.append(Confirm())
    return out


@pytest.mark.parametrize("difficulty", ["peaceful", "survival", "nightmare"])
def test_contract(difficulty):
    report = check_contract(lambda seed: Game(difficulty=difficulty, seed=seed), seeds=seeds(range(2)), illegal=illegal)
    assert report.games == len(seeds(range(2))) and report.positions == report.actions + report.games
