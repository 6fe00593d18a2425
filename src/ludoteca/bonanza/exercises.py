"""Bonanza exercises: quizzes on real positions, every answer checked by the engine.

Each builder returns a :class:`ludoteca.core.quiz.Quiz`; the questions on choosing against
perfect play are in :mod:`ludoteca.bonanza.exercises_choice` (also served from here). The
positions come from seeded games (a seed's first roll, or a seeded game played perfectly for a
few turns) or from games whose dice a lesson chooses; the answers are never written down
here: ``score``, ``legal_boxes``, the sheet's upper total and the advisor's ranking judge them
when the learner answers.

>>> quiz = score_quiz()
>>> quiz
Quiz('Bonanza: what does a roll score?', 4 questions, answered 0)
>>> quiz.answer(0, 18)
'Right! 6 2 6 6 3 scores 18 in Sixes.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.pictures import dice_svg
from ludoteca.bonanza.rules import (
    BONANZA_POINTS,
    FACE,
    FIXED,
    LOWER,
    UPPER,
    UPPER_BONUS,
    UPPER_TARGET,
    Rules,
    Sheet,
    bonus,
    is_joker,
    legal_boxes,
    score,
)
from ludoteca.core import i18n
from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite

__all__ = [
    "JOKER_SHEETS",
    "SCORE_POSITIONS",
    "UPPER_SHEETS",
    "joker_question",
    "joker_quiz",
    "played",
    "score_question",
    "score_quiz",
    "upper_bonus_question",
    "upper_bonus_quiz",
]

#: The score questions: the first roll of ``Game(seed=…)``, and the box asked about. The seeds
#: were picked for their rolls: three sixes, a full house, a straight with a pair, four of a kind.
SCORE_POSITIONS: tuple[tuple[int, str], ...] = (
    (4, "sixes"),
    (36, "three_of_a_kind"),
    (20, "small_straight"),
    (30, "full_house"),
)

#: Sheets for the joker questions, as the records that fill them (dice, box), in play order.
JOKER_SHEETS: tuple[tuple[tuple[tuple[int, ...], str], ...], ...] = (
    # Bonanza 50, threes free: the threes, nothing else.
    (((5, 5, 5, 5, 5), "bonanza"), ((1, 1, 1, 2, 4), "ones"), ((2, 3, 4, 5, 6), "large_straight")),
    # Bonanza 50, threes filled: any free lower box.
    (
        ((2, 2, 2, 2, 2), "bonanza"),
        ((3, 3, 3, 4, 4), "threes"),
        ((6, 6, 2, 2, 2), "full_house"),
        ((6, 6, 6, 5, 1), "chance"),
    ),
    # Bonanza scratched, threes and the whole lower section filled: scratch a free upper box.
    (
        ((1, 2, 3, 4, 6), "bonanza"),
        ((3, 3, 1, 2, 6), "threes"),
        ((6, 6, 6, 2, 1), "three_of_a_kind"),
        ((5, 5, 5, 5, 2), "four_of_a_kind"),
        ((4, 4, 1, 1, 1), "full_house"),
        ((1, 2, 3, 4, 4), "small_straight"),
        ((2, 3, 4, 5, 6), "large_straight"),
        ((6, 6, 5, 4, 3), "chance"),
        ((6, 6, 6, 6, 3), "sixes"),
    ),
    # The Bonanza box is free: no joker at all.
    (((3, 3, 3, 1, 2), "threes"), ((4, 4, 4, 5, 5), "full_house"), ((6, 6, 5, 5, 4), "chance")),
)

#: Sheets for the upper bonus questions, as records (dice, box).
UPPER_SHEETS: tuple[tuple[tuple[tuple[int, ...], str], ...], ...] = (
    (
        ((1, 1, 1, 5, 6), "ones"),
        ((2, 2, 2, 3, 4), "twos"),
        ((4, 4, 4, 2, 1), "fours"),
        ((6, 6, 6, 6, 2), "sixes"),
        ((3, 3, 3, 5, 5), "full_house"),
    ),
    (((3, 1, 2, 5, 6), "threes"), ((5, 5, 5, 5, 1), "fives"), ((2, 3, 4, 5, 1), "large_straight")),
    (
        ((2, 2, 2, 2, 6), "twos"),
        ((3, 3, 3, 3, 1), "threes"),
        ((4, 4, 4, 4, 6), "fours"),
        ((5, 5, 5, 5, 2), "fives"),
        ((6, 6, 1, 2, 3), "chance"),
    ),
)


# -- words ------------------------------------------------------------------------------------
def _language(locale: str | None) -> str:
    """The language the exercises are written in (an unknown language raises ValueError)."""
    return str(i18n.catalog(locale)["language.tag"]).split("-")[0]


def _say(lang: str, key: str, **params: Any) -> str:
    return i18n.translate(key, lang, **params)


def _box(lang: str, box: str) -> str:
    return i18n.translate(f"bonanza.box.{box}", lang)


def _dice(dice: Iterable[int]) -> str:
    return " ".join(map(str, dice))


def _number(lang: str, value: float) -> str:
    from babel.numbers import format_decimal

    tag = str(i18n.catalog(lang).get("language.tag", lang)).replace("-", "_")
    return format_decimal(round(value, 2), "0.00", locale=tag)


def _boxes(lang: str, boxes: Iterable[str]) -> str:
    return ", ".join(_box(lang, box) for box in boxes) or "—"


# -- positions ----------------------------------------------------------------------------------
def played(records: Iterable[tuple[Sequence[int], str]], *, seed: int = 0, rules: Rules = Rules()) -> Game:
    """A solo game in which each ``(dice, box)`` was rolled and recorded (scratched where it
    scores 0), checked by the engine as it goes."""
    game = Game(["You"], seed=seed, rules=rules)
    for dice, box in records:
        game.roll(list(dice))
        if game.previews().get(box):
            game.record(box)
        else:
            game.scratch(box)
    return game


# -- pictures -------------------------------------------------------------------------------------
def sheet_html(sheet: Sheet, lang: str = "en", *, totals: bool = True) -> str:
    """A sheet as a two-column table (upper boxes beside lower boxes), with no preview of any
    roll and, unless ``totals``, no sums: a picture that does not give an answer away."""

    def cell(box: str) -> str:
        value = sheet.boxes.get(box)
        shown = "—" if value is None else str(value)
        return f'<td style="text-align:left;padding-right:1em">{escape(_box(lang, box))}</td><td><b>{shown}</b></td>'

    rows = []
    for i in range(len(LOWER)):
        left = cell(UPPER[i]) if i < len(UPPER) else "<td></td><td></td>"
        rows.append(f"<tr>{left}<td style='width:2em'></td>{cell(LOWER[i])}</tr>")
    if totals:
        total = escape(_say(lang, "bonanza.quiz.sheet.total"))
        rows.append(f"<tr><td colspan='5' style='text-align:left'>{total}: <b>{sheet.total()}</b></td></tr>")
    return f'<table class="lt-bonanza-quiz-sheet">{"".join(rows)}</table>'


# -- what a roll scores ----------------------------------------------------------------------------
def score_question(
    dice: Sequence[int], box: str, sheet: Sheet | None = None, *, rules: Rules = Rules(), locale: str | None = None
) -> Question:
    """ "What does this roll score in ``box``?" (a number), checked with :func:`rules.score`."""
    lang = _language(locale)
    dice, sheet = tuple(dice), sheet or Sheet()
    points = score(dice, box, sheet, rules)  # raises IllegalAction if the box cannot take the roll
    words = {"dice": _dice(dice), "box": _box(lang, box)}

    def check(answer: int) -> Verdict:
        truth = score(dice, box, sheet, rules)
        if answer == truth:
            return Verdict(True, _say(lang, "bonanza.quiz.score.right", points=truth, **words))
        return Verdict(False, _say(lang, "bonanza.quiz.score.wrong", points=truth, answer=answer, **words))

    picture = dice_svg(dice) + (sheet_html(sheet, lang) if sheet.boxes else "")
    return Question(
        _say(lang, "bonanza.quiz.score.prompt", **words),
        check,
        kind="number",
        picture=picture,
        hint=_score_hint(lang, box),
        explanation=_score_why(lang, dice, box, sheet, rules, points),
        rule=cite("bonanza", "joker" if is_joker(dice, sheet, rules) else "upper" if box in UPPER else "lower"),
        minimum=0,
        maximum=50,
    )


def _score_hint(lang: str, box: str) -> str:
    if box in FACE:
        return _say(lang, "bonanza.quiz.score.hint.upper", face=FACE[box])
    if box in ("three_of_a_kind", "four_of_a_kind"):
        return _say(lang, "bonanza.quiz.score.hint.kind", need=3 if box == "three_of_a_kind" else 4)
    return _say(lang, f"bonanza.quiz.score.hint.{box}", points=FIXED.get(box))


def _score_why(lang: str, dice: tuple[int, ...], box: str, sheet: Sheet, rules: Rules, points: int) -> str:
    faces, most = set(dice), max(Counter(dice).values())
    if box in FACE:
        return _say(lang, "bonanza.quiz.score.why.upper", count=dice.count(FACE[box]), face=FACE[box], points=points)
    if is_joker(dice, sheet, rules) and box in ("full_house", "small_straight", "large_straight"):
        return _say(lang, "bonanza.quiz.score.why.joker", points=points)
    if box in ("three_of_a_kind", "four_of_a_kind"):
        need = 3 if box == "three_of_a_kind" else 4
        key = "kind_yes" if points else "kind_no"
        return _say(lang, f"bonanza.quiz.score.why.{key}", need=need, most=most, points=points)
    if box == "full_house":
        key = "full_house_yes" if points else "full_house_five" if len(faces) == 1 else "full_house_no"
        return _say(lang, f"bonanza.quiz.score.why.{key}", points=points)
    if box == "small_straight":
        run = next((r for r in ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)) if set(r) <= faces), None)
        key = "small_straight_yes" if points else "small_straight_no"
        return _say(lang, f"bonanza.quiz.score.why.{key}", run=_dice(run or ()), points=points)
    if box in ("large_straight", "bonanza"):
        return _say(lang, f"bonanza.quiz.score.why.{box}_{'yes' if points else 'no'}", points=points)
    return _say(lang, "bonanza.quiz.score.why.chance", points=points)


def score_quiz(positions: Iterable[tuple[int, str]] = SCORE_POSITIONS, *, locale: str | None = None) -> Quiz:
    """What does a roll score in a box? One question per ``(seed, box)``: the first roll of
    ``Game(seed=seed)``."""
    questions = []
    for seed, box in positions:
        game = Game(["You"], seed=seed)
        game.roll()
        questions.append(score_question(game.rolled_dice(), box, locale=locale))
    return Quiz(_say(_language(locale), "bonanza.quiz.title.score"), questions, locale=locale)


# -- the joker ----------------------------------------------------------------------------------
def joker_question(sheet: Sheet, face: int = 3, *, rules: Rules = Rules(), locale: str | None = None) -> Question:
    """ "Five ``face``s on this sheet: where may they go?" (several choices among the free
    boxes), checked with :func:`rules.legal_boxes`."""
    lang = _language(locale)
    sheet, dice = sheet.copy(), (face,) * 5
    if sheet.is_full():
        raise ValueError("the sheet is full: five dice can go nowhere")
    free = sheet.free()

    def check(answer: tuple[str, ...]) -> Verdict:
        allowed = legal_boxes(dice, sheet, rules)
        shown = _boxes(lang, allowed)
        if set(answer) == set(allowed):
            return Verdict(True, _say(lang, "bonanza.quiz.joker.right", boxes=shown))
        parts = [_say(lang, "bonanza.quiz.joker.wrong", boxes=shown)]
        missing = [b for b in allowed if b not in answer]
        extra = [b for b in answer if b not in allowed]
        if missing:
            parts.append(_say(lang, "bonanza.quiz.joker.missing", boxes=_boxes(lang, missing)))
        if extra:
            parts.append(_say(lang, "bonanza.quiz.joker.extra", boxes=_boxes(lang, extra)))
        return Verdict(False, " ".join(parts))

    return Question(
        _say(lang, "bonanza.quiz.joker.prompt", face=face),
        check,
        kind="choices",
        options=[(box, _box(lang, box)) for box in free],
        picture=dice_svg(dice) + sheet_html(sheet, lang),
        hint=_say(lang, "bonanza.quiz.joker.hint"),
        explanation=_joker_why(lang, sheet, face, rules),
        rule=cite("bonanza", "joker"),
    )


def _joker_why(lang: str, sheet: Sheet, face: int, rules: Rules) -> str:
    dice, matching = (face,) * 5, UPPER[face - 1]
    if not is_joker(dice, sheet, rules):
        return _say(lang, "bonanza.quiz.joker.why.free", points=BONANZA_POINTS)
    if not sheet.is_filled(matching):
        why = "upper"
    elif any(not sheet.is_filled(box) for box in LOWER):
        why = "lower"
    else:
        why = "scratch"
    parts = [_say(lang, f"bonanza.quiz.joker.why.{why}", box=_box(lang, matching))]
    parts.append(
        _say(
            lang,
            "bonanza.quiz.joker.why.bonus" if bonus(dice, sheet, rules) else "bonanza.quiz.joker.why.no_bonus",
            points=BONANZA_POINTS,
            bonus=rules.extra_bonus,
        )
    )
    return " ".join(parts)


def joker_quiz(
    sheets: Iterable[Iterable[tuple[Sequence[int], str]]] = JOKER_SHEETS, face: int = 3, *, locale: str | None = None
) -> Quiz:
    """Where may five of a kind go on these sheets (each given by the records that fill it)?"""
    questions = [joker_question(played(records).sheet, face, locale=locale) for records in sheets]
    return Quiz(_say(_language(locale), "bonanza.quiz.title.joker"), questions, locale=locale)


# -- the upper bonus --------------------------------------------------------------------------------
def upper_bonus_question(sheet: Sheet, *, locale: str | None = None) -> Question:
    """ "How many more points for the upper bonus?" (a number), checked with the sheet's upper total."""
    lang = _language(locale)
    sheet = sheet.copy()

    def need() -> int:
        return max(0, UPPER_TARGET - sheet.upper_total())

    def check(answer: int) -> Verdict:
        truth = need()
        if answer == truth:
            return Verdict(True, _say(lang, "bonanza.quiz.upper.right", need=truth))
        return Verdict(False, _say(lang, "bonanza.quiz.upper.wrong", need=truth, answer=answer))

    filled = [box for box in UPPER if sheet.is_filled(box)]
    total = sheet.upper_total()
    added = " + ".join(str(sheet.boxes[box]) for box in filled) or "0"
    parts = [
        _say(
            lang,
            "bonanza.quiz.upper.why" if need() else "bonanza.quiz.upper.why_done",
            sum=added,
            total=total,
            need=need(),
            target=UPPER_TARGET,
        )
    ]
    free = [box for box in UPPER if not sheet.is_filled(box)]
    if need() and free:
        par = sum(3 * FACE[box] for box in free)
        key = "bonanza.quiz.upper.par_enough" if par >= need() else "bonanza.quiz.upper.par_short"
        parts.append(_say(lang, key, par=par, boxes=_boxes(lang, free)))
    return Question(
        _say(lang, "bonanza.quiz.upper.prompt", bonus=UPPER_BONUS),
        check,
        kind="number",
        picture=sheet_html(sheet, lang, totals=False),
        hint=_say(lang, "bonanza.quiz.upper.hint", target=UPPER_TARGET),
        explanation=" ".join(parts),
        rule=cite("bonanza", "upper-bonus"),
        minimum=0,
        maximum=UPPER_TARGET,
    )


def upper_bonus_quiz(
    sheets: Iterable[Iterable[tuple[Sequence[int], str]]] = UPPER_SHEETS, *, locale: str | None = None
) -> Quiz:
    """How many more points does each sheet need for the upper bonus (of 35)?"""
    questions = [upper_bonus_question(played(records).sheet, locale=locale) for records in sheets]
    return Quiz(_say(_language(locale), "bonanza.quiz.title.upper"), questions, locale=locale)


def __getattr__(name: str) -> Any:
    """The choice questions live in :mod:`ludoteca.bonanza.exercises_choice`; they are served
    from here too, loaded on first use (that module builds on this one's words)."""
    from ludoteca.bonanza import exercises_choice

    try:
        return getattr(exercises_choice, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
