"""Positions for the rule tests: a game put straight into the situation a rule is about."""
from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox import Card, Game, Rules
from ludoteca.luckybox.cards import Grid
from ludoteca.luckybox.rules import parse_cell

#: A card with every kind of slot: rows 1-3 pay Number 7, "?", blank; columns a-c pay moon,
#: star, double lightning.
CARD = "123 456 231 | 7?- | MSD"


def keep_all(game: Game) -> None:
    """Every seat keeps the first cards of its offer."""
    keep = game.rules.deal(game.round)[1]
    for seat in game.to_act():
        game.apply({"type": "keep", "seat": seat, "cards": list(range(keep))})


def position(grids: list[str], number: int, *, players: int = 1, lightning: int = 4, crossed: Any = None,
             reveal: int = 1, round_: int = 1, rules: Rules | None = None, seed: int = 0) -> Game:
    """A game in round ``round_`` at reveal ``reveal`` showing ``number``, where every player
    holds ``grids`` (card notations) with ``crossed`` ({grid: "a1 b2"}) already crossed."""
    game = Game(players, seed=seed, rules=rules or Rules())
    keep_all(game)
    for hand in game.hands:
        ids = [g.card_id for g in hand.grids]
        ids += [game.deck.pop() for _ in range(len(grids) - len(ids))]
        hand.grids = [Grid(ids[i], Card.parse(text)) for i, text in enumerate(grids)]
        for g, cells in (crossed or {}).items():
            for name in cells.split():
                hand.grids[g].crossed |= 1 << parse_cell(name)
        game.supply["lightning"] += hand.lightning - lightning
        hand.lightning = lightning
    game.round = round_
    game.revealed = list(game.numbers[:reveal])
    game.revealed[-1] = game.numbers[reveal - 1] = number
    return game


def snapshot(game: Game) -> Any:
    """Everything about a game: its whole state, its save and every seat's view."""
    return (game.state_json(), game.to_json(), [game.view(s) for s in range(game.players)], game.view(None))


def refused(game: Game, action: Any, code: str, *words: str) -> IllegalAction:
    """Assert that ``action`` is refused with ``code`` (and ``words`` in the message) and that
    the game is left exactly as it was."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.code == code, info.value.message
    for word in words:
        assert word in info.value.message, info.value.message
    assert snapshot(game) == before
    assert not game.can_apply(action)
    return info.value
