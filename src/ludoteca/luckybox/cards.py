"""Lucky Box cards ("grids") and deck files; the cards in play (:class:`Grid`, :class:`Player`)
are in :mod:`ludoteca.luckybox.hands` and are served from here too.

A card is a 3x3 grid of numbers 1..9 with a bonus slot at the end of each row and under each
column. Cells are numbered 0..8 row by row; players name them like a spreadsheet, column
letter then row number from the top (``a1`` is the top-left cell, ``c3`` the bottom-right).

A bonus is an ``int`` 1..9 (a Number bonus), ``"?"``, ``"lightning"``, ``"lightning2"``,
``"star"``, ``"moon"``, or ``None`` (a blank slot).

**The deck file format.** A JSON object (or just the list of cards)::

    {"format": "ludoteca-luckybox-deck", "version": 1, "name": "my cards",
     "cards": [{"numbers": [[1, 2, 3], [8, 9, 7], [3, 1, 2]],
                "row_bonus": [7, "?", null],
                "column_bonus": ["moon", "star", "lightning2"]}, ...]}

``numbers`` lists the rows from top to bottom, ``row_bonus`` the slots of the rows from top
to bottom and ``column_bonus`` those of the columns from left to right. :func:`load_deck`
checks a file and reports every problem at once, each with its card index and field.

>>> card = default_deck()[0]
>>> Card.parse(repr(card)[6:-2]) == card
True
>>> len(default_deck())
60
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from ludoteca.core.errors import CorruptData
from ludoteca.core.registry import SvgPicture
from ludoteca.core.saves import read_json
from ludoteca.luckybox.hands import Grid, Player

__all__ = [
    "BONUS_KINDS",
    "Bonus",
    "Card",
    "DeckError",
    "FORMAT",
    "cards_from_json",
    "cards_to_json",
    "default_deck",
    "deck_problems",
    "load_deck",
    "save_deck",
    "Grid",
    "Player",
]

#: The ``format`` field of a deck file.
FORMAT = "ludoteca-luckybox-deck"
#: A deck file is a few kilobytes (about 130 bytes a card); a far larger file is refused unread.
MAX_DECK_BYTES = 1_000_000
#: The bonuses that are not Number bonuses (None, a blank slot, aside).
BONUS_KINDS: tuple[str, ...] = ("?", "lightning", "lightning2", "star", "moon")
Bonus = int | str | None
#: One character per bonus in a card's compact notation.
_CODE = {"?": "?", "lightning": "L", "lightning2": "D", "star": "S", "moon": "M", None: "-"}
_FROM_CODE = {code: bonus for bonus, code in _CODE.items()}
_BONUS_HELP = 'a whole number 1 to 9, "?", "lightning", "lightning2", "star", "moon" or null (blank)'


def is_bonus(value: Any) -> bool:
    """Whether ``value`` is a bonus as the deck format writes it."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return 1 <= value <= 9
    return value is None or value in BONUS_KINDS


def bonus_code(bonus: Bonus) -> str:
    """The one-character code of ``bonus`` ("7", "?", "L", "D", "S", "M", "-")."""
    return str(bonus) if isinstance(bonus, int) else _CODE[bonus]


@dataclass(frozen=True, slots=True)
class Card(SvgPicture):
    """One Lucky Box card: ``numbers`` (3 rows of 3), ``row_bonus`` (top to bottom) and
    ``column_bonus`` (left to right). It draws itself in a notebook (``_repr_svg_``)."""

    game_name: ClassVar[str] = "luckybox"

    numbers: tuple[tuple[int, int, int], ...]
    row_bonus: tuple[Bonus, Bonus, Bonus]
    column_bonus: tuple[Bonus, Bonus, Bonus]
    #: The nine numbers row by row (cell ``i`` shows ``flat[i]``).
    flat: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: For each number 0..9, the bit mask of the cells showing it (bit ``i`` is cell ``i``).
    cells_of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self  # a card never changes: a copy of a game shares its cards

    def __post_init__(self) -> None:
        problems = _card_problems(self.to_json(), "card")
        if problems:
            raise ValueError("; ".join(problems))
        numbers = tuple(tuple(row) for row in self.numbers)
        object.__setattr__(self, "numbers", numbers)
        object.__setattr__(self, "row_bonus", tuple(self.row_bonus))
        object.__setattr__(self, "column_bonus", tuple(self.column_bonus))
        flat = tuple(n for row in numbers for n in row)
        object.__setattr__(self, "flat", flat)
        masks = [0] * 10
        for cell, n in enumerate(flat):
            masks[n] |= 1 << cell
        object.__setattr__(self, "cells_of", tuple(masks))

    @property
    def bonuses(self) -> tuple[Bonus, ...]:
        """The six slots by line: rows 1-3, then columns a-c."""
        return (*self.row_bonus, *self.column_bonus)

    @property
    def values(self) -> frozenset[int]:
        """The distinct numbers on the card."""
        return frozenset(self.flat)

    def to_json(self) -> dict[str, Any]:
        return {
            "numbers": [list(row) for row in self.numbers],
            "row_bonus": list(self.row_bonus),
            "column_bonus": list(self.column_bonus),
        }

    @classmethod
    def from_json(cls, data: Any) -> Card:
        """A card from its JSON; ValueError lists what is wrong."""
        problems = _card_problems(data, "card")
        if problems:
            raise ValueError("; ".join(problems))
        return cls(tuple(tuple(r) for r in data["numbers"]), tuple(data["row_bonus"]), tuple(data["column_bonus"]))

    @classmethod
    def parse(cls, text: str) -> Card:
        """A card from its compact notation, e.g. ``'123 897 312 | 7?- | MSD'``: the rows, then
        the row slots, then the column slots (L lightning, D double lightning, S star, M moon,
        ? any, - blank, a digit a Number bonus)."""
        parts = [p.split() for p in text.split("|")]
        if len(parts) != 3 or len(parts[0]) != 3 or any(len(p) != 1 or len(p[0]) != 3 for p in parts[1:]):
            raise ValueError(f"a card reads like '123 897 312 | 7?- | MSD', not {text!r:.60}")
        try:
            rows = tuple(tuple(int(ch) for ch in row) for row in parts[0])
            slots = [tuple(int(ch) if ch.isdigit() else _FROM_CODE[ch] for ch in p[0]) for p in parts[1:]]
        except (KeyError, ValueError):
            raise ValueError(f"a card reads like '123 897 312 | 7?- | MSD', not {text!r:.60}") from None
        return cls(rows, slots[0], slots[1])  # type: ignore[arg-type]

    def notation(self) -> str:
        rows = " ".join("".join(map(str, row)) for row in self.numbers)
        return f"{rows} | {''.join(map(bonus_code, self.row_bonus))} | {''.join(map(bonus_code, self.column_bonus))}"

    def __repr__(self) -> str:
        return f"Card('{self.notation()}')"

    def __str__(self) -> str:
        lines = [" ".join(map(str, row)) + f" | {bonus_code(b)}" for row, b in zip(self.numbers, self.row_bonus)]
        return "\n".join([*lines, "------", " ".join(map(bonus_code, self.column_bonus))])


def _card_problems(data: Any, where: str) -> list[str]:
    """Every problem of one card's JSON, each prefixed with ``where`` and the field."""
    if isinstance(data, Card):
        return []
    if not isinstance(data, dict):
        return [f"{where}: a card is an object with numbers, row_bonus and column_bonus, not {data!r:.40}"]
    problems = [
        f"{where}: unknown field {key!r:.30} (the fields are numbers, row_bonus, column_bonus)"
        for key in data
        if key not in ("numbers", "row_bonus", "column_bonus")
    ]
    rows = data.get("numbers")
    if not isinstance(rows, (list, tuple)) or len(rows) != 3:
        problems.append(f"{where}.numbers: 3 rows of 3 numbers, not {rows!r:.40}")
    else:
        for r, row in enumerate(rows):
            if not isinstance(row, (list, tuple)) or len(row) != 3:
                problems.append(f"{where}.numbers[{r}]: a row of 3 numbers, not {row!r:.40}")
                continue
            problems += [
                f"{where}.numbers[{r}][{c}]: a whole number 1 to 9, not {n!r:.20}"
                for c, n in enumerate(row)
                if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 9
            ]
    for name in ("row_bonus", "column_bonus"):
        slots = data.get(name)
        if not isinstance(slots, (list, tuple)) or len(slots) != 3:
            problems.append(f"{where}.{name}: a list of 3 bonuses, not {slots!r:.40}")
            continue
        problems += [
            f"{where}.{name}[{i}]: {b!r:.20} is not a bonus; a bonus is {_BONUS_HELP}"
            for i, b in enumerate(slots)
            if not is_bonus(b)
        ]
    return problems


class DeckError(CorruptData, ValueError):
    """A deck file that cannot be used; ``problems`` lists every problem found."""

    code = "bad_deck"


def deck_problems(data: Any) -> list[str]:
    """Every problem of a deck's JSON (a deck file's object, or a list of cards)."""
    if isinstance(data, dict):
        problems = [
            f"unknown field {key!r:.30} (the fields are format, version, name, cards)"
            for key in data
            if key not in ("format", "version", "name", "cards")
        ]
        if data.get("format", FORMAT) != FORMAT:
            problems.append(f"format: {FORMAT!r}, not {data.get('format')!r:.40}")
        if data.get("version", 1) != 1:
            problems.append(f"version: 1, not {data.get('version')!r:.20}")
        cards = data.get("cards")
    else:
        problems, cards = [], data
    if not isinstance(cards, (list, tuple)) or not cards:
        return [*problems, f"cards: a list of at least one card, not {cards!r:.40}"]
    for i, card in enumerate(cards):
        problems += _card_problems(card, f"cards[{i}]")
    return problems


def cards_from_json(data: Any, *, source: str = "the deck") -> tuple[Card, ...]:
    """The cards of a deck's JSON; :class:`DeckError` lists every problem."""
    problems = deck_problems(data)
    if problems:
        count = f"{len(problems)} problem{'s' if len(problems) > 1 else ''}"
        raise DeckError(
            f"{source} cannot be used ({count}):\n" + "\n".join(f"- {p}" for p in problems),
            code="bad_deck",
            problems=len(problems),
            count=len(problems),
            first=problems[0],
        )
    cards = data["cards"] if isinstance(data, dict) else data
    return tuple(c if isinstance(c, Card) else Card.from_json(c) for c in cards)


def cards_to_json(cards: Sequence[Card], name: str = "") -> dict[str, Any]:
    """A deck file's JSON for ``cards``."""
    return {"format": FORMAT, "version": 1, "name": name, "cards": [c.to_json() for c in cards]}


def load_deck(path: str | Path) -> tuple[Card, ...]:
    """The cards of the deck file at ``path`` (see the module docstring for the format).

    Raises :class:`DeckError` (a CorruptData and a ValueError) naming every problem with its
    card index and field.
    """
    path = Path(path)
    try:
        data = read_json(path, what="deck file", max_bytes=MAX_DECK_BYTES)
    except (OSError, CorruptData) as error:
        reason = error.message if isinstance(error, CorruptData) else str(error)
        raise DeckError(
            f"{path.name} is not a readable JSON deck file: {reason}",
            code="bad_deck",
            problems=1,
            count=1,
            first=reason,
        ) from None
    return cards_from_json(data, source=path.name)


def save_deck(path: str | Path, cards: Sequence[Card], name: str = "") -> Path:
    """Write ``cards`` to ``path`` in the deck file format (one card per line)."""
    data = cards_to_json(cards, name)
    lines = ",\n".join("  " + json.dumps(c, separators=(", ", ": ")) for c in data["cards"])
    head = json.dumps({k: v for k, v in data.items() if k != "cards"})[:-1]
    path = Path(path)
    path.write_text(f'{head}, "cards": [\n{lines}\n]}}\n', encoding="utf-8")
    return path


@lru_cache(maxsize=1)
def default_deck() -> tuple[Card, ...]:
    """The 60 cards the project ships (made by ``tools/luckybox_deck.py`` in the checkout)."""
    text = (resources.files("ludoteca.luckybox") / "decks" / "default.json").read_text("utf-8")
    return cards_from_json(json.loads(text), source="the default deck")
