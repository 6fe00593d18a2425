"""Teaching positions: a game showing a chosen number to players holding chosen grids.

Lessons, quizzes, the rules assistant and the tests need positions that random dealing would
take long to reach. :func:`position` deals a seeded game and plays it as usual up to the
reveal asked for, then lays the grids, crossed cells, lightning and number in place; every
rule from there on is the engine's own. Such a game has no action log that leads to it, so it
cannot be replayed, saved or cloned: it is a position to study, not a game to keep.

>>> game = position(["123 456 231 | 7?- | MSD"], 3, crossed={0: "a1 b1"})
>>> game.number, game.hands[0].lightning
(3, 4)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ludoteca.luckybox.cards import Card, Grid
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import Rules, parse_cell

__all__ = ["keep_all", "position"]


def keep_all(game: Game) -> None:
    """Every seat keeps the first cards of its offer."""
    keep = game.rules.deal(game.round)[1]
    for seat in game.to_act():
        game.apply({"type": "keep", "seat": seat, "cards": list(range(keep))})


def position(
    grids: Sequence[str | Card],
    number: int,
    *,
    players: int | Sequence[str] = 1,
    lightning: int = 4,
    crossed: Mapping[int, str] | None = None,
    reveal: int = 1,
    round_: int = 1,
    rules: Rules | None = None,
    seed: int = 0,
) -> Game:
    """A game in round ``round_`` at reveal ``reveal`` showing ``number``, where every player
    holds ``grids`` (cards or notations like ``"123 456 231 | 7?- | MSD"``) with ``crossed``
    (``{grid: "a1 b2"}``, grids from 0) already crossed, and ``lightning`` tokens (taken from
    or given back to the supply). ``players``: how many, or their names."""
    game = Game(players, seed=seed, rules=rules or Rules())
    keep_all(game)
    cards = [g if isinstance(g, Card) else Card.parse(g) for g in grids]
    for hand in game.hands:
        ids = [g.card_id for g in hand.grids][: len(cards)]
        ids += [game.deck.pop() for _ in range(len(cards) - len(ids))]
        hand.grids = [Grid(card_id, card) for card_id, card in zip(ids, cards)]
        for g, cells in (crossed or {}).items():
            for name in cells.split():
                hand.grids[g].crossed |= 1 << parse_cell(name)
        if game.supply["lightning"] + hand.lightning < lightning:
            raise ValueError(f"the supply cannot give every player {lightning} lightning")
        game.supply["lightning"] += hand.lightning - lightning
        hand.lightning = lightning
    game.round = round_
    game.revealed = list(game.numbers[:reveal])
    game.revealed[-1] = game.numbers[reveal - 1] = number
    return game
