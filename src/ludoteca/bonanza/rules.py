"""Bonanza's pure rules: the 13 boxes, what a roll scores in each, and the joker.

>>> score([3, 3, 3, 5, 5], "full_house")
25
>>> score([2, 3, 4, 5, 5], "small_straight")
30
>>> score([6, 6, 6, 6, 6], "full_house", {"bonanza": 50, "sixes": 30})
25
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import product
from typing import Any, TypeAlias

from ludoteca.core.errors import IllegalAction

#: The 13 boxes in sheet order.
BOXES: tuple[str, ...] = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "bonanza",
    "chance",
)
UPPER: tuple[str, ...] = BOXES[:6]
LOWER: tuple[str, ...] = BOXES[6:]
#: The face each upper box counts (``ones`` -> 1 ...).
FACE: dict[str, int] = {box: face for face, box in enumerate(UPPER, start=1)}
#: Upper total needed for the upper bonus, and the bonus itself.
UPPER_TARGET = 63
UPPER_BONUS = 35
#: Rolls per turn.
ROLLS = 3
BONANZA_POINTS = 50
JOKERS = ("forced", "free", "none")
#: Boxes that score a fixed value, and that value.
FIXED = {"full_house": 25, "small_straight": 30, "large_straight": 40, "bonanza": BONANZA_POINTS}


@dataclass(frozen=True, slots=True)
class Rules:
    """A rules variant.

    ``extra_bonus``: points for each further five of a kind while the Bonanza box holds 50.
    ``joker``: what a further five of a kind may do once the Bonanza box is filled:

    - ``"forced"`` (Bonanza's rule): the matching upper box if free, else any free lower box
      at full value, else any free upper box (scratched);
    - ``"free"``: any free box; full house and the straights score full value only if the
      matching upper box is already filled;
    - ``"none"``: no joker; the roll scores like any other.
    """

    extra_bonus: int = 50
    joker: str = "forced"

    def __post_init__(self) -> None:
        if self.joker not in JOKERS:
            raise ValueError(f"joker is one of {', '.join(JOKERS)}, not {self.joker!r:.40}")
        if not isinstance(self.extra_bonus, int) or self.extra_bonus < 0:
            raise ValueError(f"extra_bonus must be a whole number >= 0, not {self.extra_bonus!r}")

    def to_json(self) -> dict[str, Any]:
        return {"extra_bonus": self.extra_bonus, "joker": self.joker}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from :meth:`to_json`; ValueError says what is wrong."""
        if not isinstance(data, Mapping) or set(data) != {"extra_bonus", "joker"}:
            raise ValueError(f"expected {{'extra_bonus': ..., 'joker': ...}}, not {data!r:.80}")
        extra = data["extra_bonus"]
        if not isinstance(extra, int) or isinstance(extra, bool) or extra < 0:
            raise ValueError(f"extra_bonus is a whole number >= 0, not {extra!r:.40}")
        return cls(extra_bonus=extra, joker=data["joker"])


def check_dice(dice: Iterable[int]) -> tuple[int, ...]:
    """The five dice as a tuple, or ``IllegalAction`` saying what is wrong."""
    values = tuple(dice)
    if len(values) != 5 or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in values):
        raise IllegalAction(
            f"a roll is five dice showing 1 to 6, not {list(values)!r}", code="bad_dice", dice=str(list(values))
        )
    return values


def check_box(box: str) -> str:
    if box not in BOXES:
        raise IllegalAction(
            f"there is no box called {box!r}; the boxes are: {', '.join(BOXES)}", code="unknown_box", box=str(box)
        )
    return box


def is_bonanza(dice: Iterable[int]) -> bool:
    """Five of a kind."""
    return len(set(dice)) == 1


def raw_score(dice: Iterable[int], box: str) -> int:
    """What ``dice`` score in ``box`` by the box's own definition, with no joker."""
    dice = tuple(dice)
    if box in FACE:
        return FACE[box] * dice.count(FACE[box])
    faces = set(dice)
    if box == "small_straight":
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return FIXED[box] if any(run <= faces for run in runs) else 0
    if box == "large_straight":
        return FIXED[box] if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == "bonanza":
        return FIXED[box] if len(faces) == 1 else 0
    counts = sorted(map(dice.count, faces))  # how many dice show each face, fewest first
    if box == "three_of_a_kind":
        return sum(dice) if counts[-1] >= 3 else 0
    if box == "four_of_a_kind":
        return sum(dice) if counts[-1] >= 4 else 0
    if box == "full_house":
        return FIXED[box] if counts == [2, 3] else 0
    return sum(dice)  # chance


def sub_keeps(dice: Iterable[int]) -> list[tuple[int, ...]]:
    """Every distinct choice of dice values to keep from ``dice``, as sorted tuples, from
    keeping nothing to keeping them all (fewest dice first).

    >>> sub_keeps([6, 1, 6])
    [(), (1,), (6,), (1, 6), (6, 6), (1, 6, 6)]
    """
    counts = Counter(dice)
    faces = sorted(counts)
    keeps = [
        tuple(face for face, n in zip(faces, taken) for _ in range(n))
        for taken in product(*(range(counts[face] + 1) for face in faces))
    ]
    return sorted(keeps, key=lambda keep: (len(keep), keep))


#: What the scoring functions accept as the boxes already filled: a :class:`Sheet` or a mapping
#: box -> points (None: free).
SheetLike: TypeAlias = "Sheet | Mapping[str, Any]"


def _filled(sheet: SheetLike | None) -> dict[str, int]:
    if sheet is None:
        return {}
    boxes = sheet.boxes if isinstance(sheet, Sheet) else sheet
    return {box: points for box, points in boxes.items() if points is not None}


def is_joker(dice: Iterable[int], sheet: SheetLike | None, rules: Rules = Rules()) -> bool:
    """Whether this roll is a joker: five of a kind with the Bonanza box already filled."""
    return rules.joker != "none" and is_bonanza(dice) and "bonanza" in _filled(sheet)


def legal_boxes(dice: Iterable[int], sheet: SheetLike | None = None, rules: Rules = Rules()) -> list[str]:
    """The boxes this roll may be recorded in, in sheet order."""
    dice = check_dice(dice)
    filled = _filled(sheet)
    free = [box for box in BOXES if box not in filled]
    if rules.joker != "forced" or not is_joker(dice, filled, rules):
        return free
    matching = UPPER[dice[0] - 1]
    if matching in free:
        return [matching]
    lower = [box for box in free if box in LOWER]
    return lower or free


def score(dice: Iterable[int], box: str, sheet: SheetLike | None = None, rules: Rules = Rules()) -> int:
    """Points for recording ``dice`` in ``box``, given the boxes already filled in ``sheet``.

    Raises :class:`IllegalAction` if the box is filled or the joker rule sends the roll
    elsewhere. The extra Bonanza bonus is not included: see :func:`bonus`.
    """
    dice = check_dice(dice)
    check_box(box)
    filled = _filled(sheet)
    if box in filled:
        raise IllegalAction(
            f"cannot record in {spoken(box)}: it already holds {filled[box]}",
            code="box_filled",
            box=box,
            points=filled[box],
        )
    allowed = legal_boxes(dice, filled, rules)
    if box not in allowed:
        raise IllegalAction(
            f"five {dice[0]}s with the Bonanza box filled must go in "
            f"{' or '.join(spoken(b) for b in allowed)}, not {spoken(box)}",
            code="joker_elsewhere",
            box=box,
            allowed=", ".join(allowed),
            box_name={"key": f"bonanza.box.{box}"},  # the boxes by name, in the player's language
            choices={"or": [{"key": f"bonanza.box.{b}"} for b in allowed]},
        )
    if (
        box in FIXED
        and box != "bonanza"
        and is_joker(dice, filled, rules)
        and (rules.joker == "forced" or UPPER[dice[0] - 1] in filled)
    ):
        return FIXED[box]
    return raw_score(dice, box)


def bonus(dice: Iterable[int], sheet: SheetLike | None = None, rules: Rules = Rules()) -> int:
    """The extra Bonanza bonus this roll earns: ``rules.extra_bonus`` for a five of a kind
    while the Bonanza box already holds 50, else 0."""
    dice = check_dice(dice)
    return rules.extra_bonus if is_bonanza(dice) and _filled(sheet).get("bonanza") == BONANZA_POINTS else 0


def records_at_first_click(points: int, rolls_left: int) -> bool:
    """Whether a first click on a box records at once: only after the last roll and for more
    than 0; while rolls remain it asks "Record?" first, and a 0 always asks "Scratch?" first."""
    return points > 0 and rolls_left == 0


def upper_total(sheet: SheetLike) -> int:
    filled = _filled(sheet)
    return sum(filled.get(box, 0) for box in UPPER)


def upper_bonus(sheet: SheetLike) -> int:
    return UPPER_BONUS if upper_total(sheet) >= UPPER_TARGET else 0


def spoken(box: str) -> str:
    """A box's name in the notation, always English, as actions write it and read it back
    ("record three of a kind"): "three of a kind" for ``"three_of_a_kind"``."""
    return box.replace("_", " ")


def label(box: str) -> str:
    """A box's name as a text shows it, in the current language: "three of a kind" in English,
    as players say it, else the catalog's ("Dreierpasch"). Notation uses :func:`spoken`.

    >>> label("four_of_a_kind")
    'four of a kind'
    """
    from ludoteca.core import i18n  # here: the solver imports the rules but shows no text

    return spoken(box) if i18n.get_language() == "en" else i18n.t(f"bonanza.box.{box}")


#: The name :mod:`.advisor` and :mod:`.view` know it by.
box_name = label


def sheet_word(key: str, english: str) -> str:
    """A title of the text sheet and board: lower case in English, the sheet's own words elsewhere."""
    from ludoteca.core import i18n

    return english if i18n.get_language() == "en" else i18n.t(key)


@dataclass(slots=True)
class Sheet:
    """One player's score sheet: the filled boxes and the extra Bonanza bonuses earned.

    Its notation lists every box in order, ``-`` for a free one, then the bonus points:

    >>> sheet = Sheet({"ones": 3, "bonanza": 50})
    >>> sheet
    Sheet('ones=3 twos=- threes=- fours=- fives=- sixes=- three_of_a_kind=- four_of_a_kind=- full_house=- small_straight=- large_straight=- bonanza=50 chance=- bonus=0')
    >>> Sheet.parse(repr(sheet)[7:-2]) == sheet
    True
    """  # noqa: E501 - the notation is one line by design

    boxes: dict[str, int]
    bonus: int = 0

    def __init__(self, boxes: Mapping[str, int | None] | None = None, bonus: int = 0) -> None:
        self.boxes = {box: int(points) for box, points in (boxes or {}).items() if points is not None}
        for box in self.boxes:
            check_box(box)
        self.bonus = int(bonus)

    def is_filled(self, box: str) -> bool:
        return box in self.boxes

    def is_full(self) -> bool:
        return len(self.boxes) == len(BOXES)

    def free(self) -> list[str]:
        """The free boxes, in sheet order."""
        return [box for box in BOXES if box not in self.boxes]

    def upper_total(self) -> int:
        return upper_total(self.boxes)

    def upper_bonus(self) -> int:
        return upper_bonus(self.boxes)

    def lower_total(self) -> int:
        """The lower section's boxes (three of a kind to chance)."""
        return sum(points for box, points in self.boxes.items() if box not in UPPER)

    def total(self) -> int:
        """Everything on the sheet: boxes + upper bonus + extra Bonanza bonuses."""
        return sum(self.boxes.values()) + self.upper_bonus() + self.bonus

    def record(self, dice: Iterable[int], box: str, rules: Rules = Rules()) -> int:
        """Write ``dice`` into ``box`` (checked first; nothing changes if illegal). Returns the points."""
        points = score(dice, box, self.boxes, rules)
        extra = bonus(dice, self.boxes, rules)
        self.boxes[box] = points
        self.bonus += extra
        return points

    def copy(self) -> Sheet:
        """An independent sheet with the same boxes and bonus (a sheet's boxes are already checked)."""
        sheet = Sheet(bonus=self.bonus)
        sheet.boxes = dict(self.boxes)
        return sheet

    def to_json(self) -> dict[str, Any]:
        return {"boxes": {box: self.boxes[box] for box in BOXES if box in self.boxes}, "bonus": self.bonus}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Sheet:
        return cls(data["boxes"], data.get("bonus", 0))

    def notation(self) -> str:
        cells = [f"{box}={self.boxes.get(box, '-')}" for box in BOXES]
        return " ".join([*cells, f"bonus={self.bonus}"])

    @classmethod
    def parse(cls, text: str) -> Sheet:
        """Read the notation of :meth:`notation` back."""
        boxes: dict[str, int] = {}
        extra = 0
        for cell in text.split():
            name, _, value = cell.partition("=")
            if name == "bonus":
                extra = int(value)
            elif value != "-":
                boxes[check_box(name)] = int(value)
        return cls(boxes, extra)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sheet) and (self.boxes, self.bonus) == (other.boxes, other.bonus)

    def __repr__(self) -> str:
        return f"Sheet({self.notation()!r})"

    def __str__(self) -> str:
        titles = [box_name(box) for box in BOXES]
        upper, bonus, total = (
            sheet_word("bonanza.upper_bonus", "upper bonus"),
            sheet_word("bonanza.bonanza_bonus", "bonanza bonus"),
            sheet_word("bonanza.total", "total"),
        )
        w = max(16, *(len(t) + 1 for t in [*titles, upper, bonus, total]))
        lines = [f"{title:<{w}}{self.boxes.get(box, '-'):>4}" for box, title in zip(BOXES, titles)]
        lines.insert(6, f"{upper:<{w}}{self.upper_bonus():>4}   ({self.upper_total()}/{UPPER_TARGET})")
        lines.append(f"{bonus:<{w}}{self.bonus:>4}")
        lines.append(f"{total:<{w}}{self.total():>4}")
        return "\n".join(lines)
