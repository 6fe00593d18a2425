"""Named chance for Lucky Box: the cards a seat is first offered and the numbers revealed,
checked before a game starts, and placed among the seeded shuffle's picks while it runs.

>>> named_numbers([7, None, 7])
(7, None, 7)
>>> named_order((7, None, 3), 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9])[:4]
[7, 1, 3, 2]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ludoteca.luckybox.cards import Card
from ludoteca.luckybox.rules import NUMBER_DECK, REVEALS, ROUNDS, Rules

__all__ = ["named_deal", "named_numbers", "named_order"]


def named_deal(deal: Any, cards: tuple[Card, ...], players: int, rules: Rules) -> tuple[tuple[Card, ...], ...]:
    """``deal`` checked: one list of cards per seat, no longer than an offer, all in the deck."""
    if isinstance(deal, (str, bytes)) or not isinstance(deal, Sequence) or len(deal) != players:
        raise ValueError(f"deal names one list of cards per seat ({players}), not {deal!r:.60}")
    count = rules.deal(1)[0]
    out = []
    for seat, offer in enumerate(deal):
        if isinstance(offer, (str, bytes)) or not isinstance(offer, Sequence) or len(offer) > count:
            raise ValueError(f"deal for P{seat + 1}: a list of at most {count} cards, not {offer!r:.60}")
        out.append(tuple(c if isinstance(c, Card) else _card(c, seat) for c in offer))
    wanted = Counter(c for offer in out for c in offer)
    held = Counter(cards)
    for card, n in wanted.items():
        if held[card] < n:
            if not held[card]:
                raise ValueError(f"the deal names {card.notation()!r}, which is not in the deck")
            raise ValueError(f"the deal names {card.notation()!r} {n} times; the deck holds {held[card]}")
    return tuple(out)


def _card(value: Any, seat: int) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"deal for P{seat + 1}: a card or its notation, not {value!r:.40}")
    return Card.parse(value)


def named_numbers(numbers: Any) -> tuple[int | None, ...]:
    """``numbers`` checked: 1 to 9 or None, each round's nine within its deck (1..9 twice)."""
    if isinstance(numbers, (str, bytes)) or not isinstance(numbers, Sequence):
        raise ValueError(f"numbers is a list of numbers 1 to 9 (or None), not {numbers!r:.40}")
    if len(numbers) > ROUNDS * REVEALS:
        raise ValueError(f"a game reveals {ROUNDS * REVEALS} numbers, not {len(numbers)}")
    for n in numbers:
        if n is not None and (not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 9):
            raise ValueError(f"numbers are 1 to 9 (or None for chance), not {n!r:.20}")
    for start in range(0, len(numbers), REVEALS):
        counts = Counter(n for n in numbers[start : start + REVEALS] if n is not None)
        for n, times in sorted(counts.items()):
            if times > NUMBER_DECK.count(n):
                raise ValueError(
                    f"round {start // REVEALS + 1} names {n} {times} times; its deck holds each number "
                    f"{NUMBER_DECK.count(n)} times"
                )
    return tuple(numbers)


def named_order(named_numbers: Sequence[int | None] | None, round: int, shuffled: list[int]) -> list[int]:
    """A round's shuffled numbers with the ones ``named_numbers`` names for it put first, in
    their places (a None keeps the shuffle's next pick)."""
    named = list((named_numbers or ())[(round - 1) * REVEALS : round * REVEALS])
    rest = list(shuffled)
    for n in named:
        if n is not None:
            rest.remove(n)
    order = [rest.pop(0) if n is None else n for n in named]
    return order + rest
