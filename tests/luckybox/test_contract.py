"""Lucky Box passes the contract every ludoteca game passes (tests/contract.py)."""
from __future__ import annotations

from ludoteca.luckybox import Bonus, Cross, Game, Pass, Rules
from tests.contract import check_contract


def private(game: Game, seat: int) -> list:
    """A seat's offer is private until chosen."""
    return [game.cards[c].to_json() for c in game.hands[seat].offer]


def illegal(game: Game) -> list:
    """A few actions the rules forbid now: passing, crossing a crossed or far cell, a bonus
    nobody earned."""
    candidates = [a for seat in range(game.players)
                  for a in (Pass(seat), Cross(seat, 0, 0, 0), Cross(seat, 0, 4, 4), Bonus(seat, 0, 0),
                            Bonus(seat, 1, 5, 0, 0, 1))]
    return [a for a in candidates if not game.can_apply(a)]


def test_contract_two_players():
    check_contract(lambda seed: Game(["Ana", "Bo"], seed=seed), seeds=range(2), private=private, illegal=illegal,
                   steps=60, rebuild_every=15)


def test_contract_solo_arena_and_four_players():
    check_contract(lambda seed: Game(1, seed=seed, rules=Rules("arena")), seeds=[5], private=private,
                   illegal=illegal, steps=70, rebuild_every=20)
    check_contract(lambda seed: Game(4, seed=seed), seeds=[7], private=private, illegal=illegal, steps=40,
                   rebuild_every=20)
