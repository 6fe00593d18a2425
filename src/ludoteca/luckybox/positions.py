"""Teaching positions: a game showing a chosen number to players holding chosen grids.

Lessons, quizzes, the rules assistant and the tests need positions that random dealing would
take long to reach. :func:`position` names the chance it needs through the engine (the deal
offers every seat the chosen grids, the numbers put the chosen one at the reveal asked for),
plays the keep as usual, then lays in place what no play reaches at once: which grids stay,
the crossed cells, the lightning, the round and how far the round's numbers are revealed.
Every rule from there on is the engine's own. Such a game has no action log that leads to it,
so it cannot be replayed, saved or cloned: it is a position to study, not a game to keep.

>>> game = position(["123 456 231 | 7?- | MSD"], 3, crossed={0: "a1 b1"})
>>> game.number, game.hands[0].lightning
(3, 4)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ludoteca.luckybox.cards import Card, Grid, default_deck
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import REVEALS, Rules, parse_cell

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
    rules = rules or Rules()
    cards = [g if isinstance(g, Card) else Card.parse(g) for g in grids]
    seats = players if isinstance(players, int) else len(players)
    if not 1 <= reveal <= REVEALS:
        raise ValueError(f"reveal is 1 to {REVEALS}, not {reveal}")
    # Every seat is offered the grids, so the deck holds a copy of them for each seat.
    deck = (*(cards * seats), *default_deck())
    numbers = [None] * (reveal - 1) + [number]
    game = Game(players, seed=seed, rules=rules, deck=deck, deal=[cards] * seats, numbers=numbers)
    offers = [list(hand.offer) for hand in game.hands]
    keep_all(game)
    laid: set[int] = set()
    for hand, offer in zip(game.hands, offers):
        hand.grids = [Grid(card_id, game.cards[card_id]) for card_id in offer[: len(cards)]]
        laid.update(offer[: len(cards)])
        for g, cells in (crossed or {}).items():
            for name in cells.split():
                hand.grids[g].crossed |= 1 << parse_cell(name)
        if game.supply["lightning"] + hand.lightning < lightning:
            raise ValueError(f"the supply cannot give every player {lightning} lightning")
        game.supply["lightning"] += hand.lightning - lightning
        hand.lightning = lightning
    game.discard = [card_id for offer in offers for card_id in offer if card_id not in laid]
    game.round = round_
    game.revealed = game.numbers[:reveal]
    return game
