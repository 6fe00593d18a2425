"""Lucky Box passes the contract every ludoteca game passes (tests/contract.py)."""

from __future__ import annotations

import pytest

from ludoteca.luckybox import Bonus, Cross, Game, Pass, Rules
from ludoteca.luckybox.actions import Leave
from tests.budgets import budget
from tests.contract import check_contract


def private(game: Game, seat: int) -> list:
    """A seat's offer is private until chosen."""
    return [game.cards[c].to_json() for c in game.hands[seat].offer]


def illegal(game: Game) -> list:
    """A few actions the rules forbid now: passing, crossing a crossed or far cell, a bonus
    nobody earned."""
    candidates = [
        a
        for seat in range(game.players)
        for a in (Pass(seat), Cross(seat, 0, 0, 0), Cross(seat, 0, 4, 4), Bonus(seat, 0, 0), Bonus(seat, 1, 5, 0, 0, 1))
    ]
    return [a for a in candidates if not game.can_apply(a)]


def leaves(game: Game) -> list:
    """Leaving is allowed at any time but never listed: drawn rarely, so that games end in full."""
    return [a for a in (Leave(seat) for seat in game.to_act()) if game.can_apply(a)]


def test_contract_two_players():
    report = check_contract(
        lambda seed: Game(["Ana", "Bo"], seed=seed),
        seeds=[2, 3],
        private=private,
        illegal=illegal,
        rare=leaves,
        check_every=budget(5, 20),
        rebuild_every=15,
    )
    assert report.games == 2
    assert any(not any(h.left for h in g.hands) for g in report.finished)


@pytest.mark.slow
def test_contract_solo_arena_and_four_players():
    solo = check_contract(
        lambda seed: Game(1, seed=seed, rules=Rules("arena")),
        seeds=[5],
        private=private,
        illegal=illegal,
        check_every=budget(4, 16),
        rebuild_every=20,
    )
    four = check_contract(
        lambda seed: Game(4, seed=seed),
        seeds=[7],
        private=private,
        illegal=illegal,
        rare=leaves,
        check_every=budget(10, 40),
        rebuild_every=30,
    )
    assert solo.games == four.games == 1 and four.actions >= 150


def test_players_who_leave_keep_the_contract():
    report = check_contract(
        lambda seed: Game(3, seed=seed),
        seeds=[11],
        private=private,
        illegal=illegal,
        rare=leaves,
        rare_rate=0.05,
        check_every=budget(6, 24),
    )
    assert report.rare >= 1 and report.games == 1
