"""The generator of the project's own deck of 60 Lucky Box cards (a tool of the checkout: the
package ships only the deck it wrote).

Run ``python tools/luckybox_deck.py`` to (re)write ``src/ludoteca/luckybox/decks/default.json``;
with the same seed it writes the same file, and a test checks that it does. The deck has the
make-up of the physical one (the rules file lists it), with cards of our own:

- each row is an ordering of one band, {1,2,3}, {4,5,6} or {7,8,9}; one band fills two rows
  (in two different orders), another band the third row; each of the 6 ordered (two-row
  band, one-row band) pairings is on 10 cards, so every value shows 60 times over 540 cells;
- 180 row slots and 180 column slots with the counts in :data:`ROW_SLOTS` and
  :data:`COLUMN_SLOTS` (153 Number bonuses, 17 per value);
- exactly :data:`NUMBERS_ON_OWN_CARD` Number bonuses name a value found on their own card;
  the others name a value of the band the card lacks.

>>> from ludoteca.luckybox.cards import default_deck
>>> generate() == default_deck()
True
"""

from __future__ import annotations

import itertools
from pathlib import Path

from ludoteca.core.rng import Rng
from ludoteca.luckybox.cards import Bonus, Card, save_deck

#: The deck file the package ships.
SHIPPED = Path(__file__).resolve().parent.parent / "src" / "ludoteca" / "luckybox" / "decks" / "default.json"

__all__ = ["BANDS", "COLUMN_SLOTS", "NUMBERS_ON_OWN_CARD", "ROW_SLOTS", "SEED", "generate", "main"]

SEED = 2021
BANDS: tuple[tuple[int, int, int], ...] = ((1, 2, 3), (4, 5, 6), (7, 8, 9))
#: How many slots of each kind the rows and the columns hold ("number": a Number bonus).
ROW_SLOTS = {"number": 123, "?": 30, "lightning": 18, None: 6, "star": 2, "moon": 1}
COLUMN_SLOTS = {"moon": 48, "star": 42, "lightning": 32, "lightning2": 23, "number": 30, "?": 3, None: 2}
NUMBERS_ON_OWN_CARD = 30
CARDS_PER_PAIRING = 10
PER_VALUE = 17


def _layouts(rng: Rng) -> list[tuple[int, int, list[tuple[int, ...]]]]:
    """For every card: its two-row band, its one-row band and its three rows."""
    out = []
    for double, single in itertools.permutations(range(3), 2):
        for _ in range(CARDS_PER_PAIRING):
            first, second = rng.shuffle(BANDS[double]), rng.shuffle(BANDS[double])
            while second == first:  # the two rows of one band show different orders
                second = rng.shuffle(BANDS[double])
            rows = [tuple(first), tuple(second)]
            rows.insert(rng.below(3), tuple(rng.shuffle(BANDS[single])))
            out.append((double, single, rows))
    return rng.shuffle(out)


def _slots(rng: Rng, counts: dict, cards: int) -> list[list]:
    pool = rng.shuffle([kind for kind, n in counts.items() for _ in range(n)])
    return [pool[3 * i : 3 * i + 3] for i in range(cards)]


def _number_bands(rng: Rng, missing: list[int], where: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """The band of each Number slot (``where``: (card, slot)); exactly NUMBERS_ON_OWN_CARD
    of them take a band of their own card and every band ends up with 3 x PER_VALUE."""
    band = {spot: missing[spot[0]] for spot in where}
    target = 3 * PER_VALUE
    moved: set[tuple[int, int]] = set()

    def move(source: int, dest: int) -> None:
        # A slot of a card lacking ``source`` switches to ``dest``, a band of its own card.
        spots = [s for s in where if s not in moved and band[s] == source and missing[s[0]] == source]
        spot = spots[rng.below(len(spots))]
        band[spot] = dest
        moved.add(spot)

    def count(b: int) -> int:
        return sum(1 for s in where if band[s] == b)

    while any(count(b) != target for b in range(3)):
        source = max(range(3), key=count)
        move(source, min(range(3), key=count))
    while len(moved) < NUMBERS_ON_OWN_CARD:  # net-zero cycles until exactly 30 have moved
        left = NUMBERS_ON_OWN_CARD - len(moved)
        cycle = [0, 1, 2] if left % 2 else [0, 1]
        cycle = [rng.shuffle(range(3))[i] for i in cycle] if len(cycle) == 3 else rng.shuffle(range(3))[:2]
        for a, b in zip(cycle, cycle[1:] + cycle[:1]):
            move(a, b)
    return band


def generate(seed: int = SEED) -> tuple[Card, ...]:
    """The deck made from ``seed`` (the shipped deck uses :data:`SEED`)."""
    rng = Rng(seed)
    layouts = _layouts(rng)
    rows, columns = _slots(rng, ROW_SLOTS, len(layouts)), _slots(rng, COLUMN_SLOTS, len(layouts))
    missing = [3 - double - single for double, single, _ in layouts]
    where = [
        (card, slot)
        for card in range(len(layouts))
        for slot, kind in enumerate(rows[card] + columns[card])
        if kind == "number"
    ]
    band = _number_bands(rng, missing, where)
    values: dict[tuple[int, int], int] = {}
    for b in range(3):
        spots = [s for s in where if band[s] == b]
        for spot, value in zip(spots, rng.shuffle([v for v in BANDS[b] for _ in range(PER_VALUE)])):
            values[spot] = value
    cards = []
    for i, (_, _, grid) in enumerate(layouts):
        slots: list[Bonus] = [
            values[(i, s)] if kind == "number" else kind for s, kind in enumerate(rows[i] + columns[i])
        ]
        cards.append(Card(tuple(grid), tuple(slots[:3]), tuple(slots[3:])))  # type: ignore[arg-type]
    return tuple(cards)


def main(path: str | Path | None = None) -> Path:
    """Write the default deck file (into the package unless ``path`` is given)."""
    target = Path(path) if path else SHIPPED
    target.parent.mkdir(parents=True, exist_ok=True)
    return save_deck(target, generate(), name=f"ludoteca default deck (deckgen seed {SEED})")


if __name__ == "__main__":
    print(main())
