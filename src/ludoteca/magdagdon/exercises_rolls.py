"""MAGDAGDON roll exercises: is this roll a MAGDAGDON, and which Majda Power saves it? Every
answer is judged by the engine (:func:`~ludoteca.magdagdon.rules.find_way` on the permanent
board, :func:`~ludoteca.magdagdon.rescue.rescues` for the powers).

>>> quiz = magdagdon_quiz()
>>> quiz
Quiz('MAGDAGDON: is the roll lost?', 6 questions, answered 0)
>>> quiz.answer(0, "yes")
'Right! Yes: no order of 3 3 5 5 places 2 dice here.'
"""

from __future__ import annotations

from dataclasses import dataclass

from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.actions import Decrease, Increase
from ludoteca.magdagdon.exercises import _dice_html, _language, _placements, _say
from ludoteca.magdagdon.pictures import board_svg
from ludoteca.magdagdon.rescue import rescues
from ludoteca.magdagdon.rules import CELLS, Board, Rules, find_way

__all__ = ["ROLLS", "RESCUES", "Roll", "magdagdon_question", "magdagdon_quiz", "rescue_question"]


@dataclass(frozen=True, slots=True)
class Roll:
    """A permanent ``board`` (notation), the four ``dice`` rolled and the ``difficulty``."""

    board: str
    dice: tuple[int, int, int, int]
    difficulty: str = "peaceful"

    @property
    def need(self) -> int:
        """The dice to place this turn: the difficulty's minimum, or fewer near the end."""
        return min(Rules(self.difficulty).minimum, len(Board(self.board).empty_cells()))

    def way(self) -> tuple[tuple[int, int], ...] | None:
        return find_way(Board(self.board).codes, self.dice, self.need)


#: "Is it a MAGDAGDON?": a lost roll; the same board and a roll that fits in peaceful (2 dice)
#: but not in nightmare (3); a nearly full board where the minimum has shrunk to 1.
ROLLS: tuple[Roll, ...] = (
    Roll("1---/----/----/----", (3, 3, 5, 5)),
    Roll("66--/6---/----/----", (1, 2, 5, 4), "peaceful"),
    Roll("66--/6---/----/----", (1, 2, 5, 4), "nightmare"),
    Roll("6666/6665/5544/334-", (1, 1, 3, 6), "nightmare"),
)
#: "Which −1/+1 saves it?": a 3 down to 2; a 1 that cannot go down (1 to 6 only); survival's one use.
RESCUES: tuple[Roll, ...] = (
    Roll("6---/----/----/----", (4, 4, 1, 1)),
    Roll("66--/----/----/----", (4, 4, 2, 2), "survival"),
)


def _picture(lang: str, roll: Roll) -> str:
    difficulty = _say(lang, f"magdagdon.difficulty.{roll.difficulty}")
    need = _say(lang, "magdagdon.quiz.roll.need", difficulty=difficulty, count=roll.need)
    return board_svg(Board(roll.board)) + _dice_html(lang, roll.dice) + f"<p>{need}</p>"


def magdagdon_question(roll: Roll, *, locale: str | None = None) -> Question:
    """ "Is this roll a MAGDAGDON?" (yes or no), judged on the permanent board."""
    lang = _language(locale)
    dice = " ".join(map(str, sorted(roll.dice)))

    def check(answer: str) -> Verdict:
        way = roll.way()
        truth = "yes" if way is None else "no"
        if way is None:
            text = _say(lang, "magdagdon.quiz.roll.lost", dice=dice, count=roll.need)
        else:
            text = _say(lang, "magdagdon.quiz.roll.way", placements=_placements(lang, _named(way)))
        head = _say(lang, "magdagdon.quiz.roll.yes" if way is None else "magdagdon.quiz.roll.no")
        return Verdict(answer == truth, f"{head}: {text}")

    return Question(
        _say(lang, "magdagdon.quiz.roll.prompt"),
        check,
        options=[("yes", _say(lang, "magdagdon.quiz.roll.yes")), ("no", _say(lang, "magdagdon.quiz.roll.no"))],
        picture=_picture(lang, roll),
        hint=_say(lang, "magdagdon.quiz.roll.hint"),
        explanation=_say(
            lang, "magdagdon.quiz.roll.why", low=Rules("peaceful").minimum, high=Rules("nightmare").minimum
        ),
        rule=cite("magdagdon", "minimum" if roll.need < Rules(roll.difficulty).minimum else "magdagdon"),
    )


def rescue_question(roll: Roll, *, locale: str | None = None) -> Question:
    """ "Which −1 or +1 saves this roll?" (every one that does, maybe none), judged by the
    engine's rescues; a change out of 1 to 6 is offered too, and never saves."""
    lang = _language(locale)
    codes = Board(roll.board).codes
    options = []
    for value in sorted(set(roll.dice)):
        options.append((f"decrease {value}", _say(lang, "magdagdon.quiz.rescue.decrease", value=value)))
        options.append((f"increase {value}", _say(lang, "magdagdon.quiz.rescue.increase", value=value)))
    labels = dict(options)

    def check(answer: tuple[str, ...]) -> Verdict:
        sure = [r for r in rescues(codes, roll.dice, roll.need) if isinstance(r.action, Decrease | Increase)]
        saving = {str(r.action) for r in sure}
        shown = ", ".join(labels[v] for v, _ in options if v in saving) or _say(lang, "magdagdon.quiz.rescue.none")
        if set(answer) == saving:
            return Verdict(True, _say(lang, "magdagdon.quiz.rescue.right", changes=shown))
        return Verdict(False, _say(lang, "magdagdon.quiz.rescue.wrong", changes=shown))

    return Question(
        _say(lang, "magdagdon.quiz.rescue.prompt"),
        check,
        kind="choices",
        options=options,
        picture=_picture(lang, roll),
        hint=_say(lang, "magdagdon.quiz.rescue.hint"),
        explanation=_rescue_why(lang, roll, labels),
        rule=cite("magdagdon", "power-change"),
    )


def _rescue_why(lang: str, roll: Roll, labels: dict[str, str]) -> str:
    codes = Board(roll.board).codes
    lines = [
        _say(
            lang,
            "magdagdon.quiz.rescue.saves",
            change=labels[str(r.action)],
            placements=_placements(lang, _named(r.way)),
        )
        for r in rescues(codes, roll.dice, roll.need)
        if isinstance(r.action, Decrease | Increase)
    ]
    return "\n".join([*lines, _say(lang, "magdagdon.quiz.rescue.why")])


def _named(way: tuple[tuple[int, int], ...]) -> list[tuple[int, str]]:
    return [(value, CELLS[cell]) for value, cell in way]


def magdagdon_quiz(*, locale: str | None = None) -> Quiz:
    """Four rolls to judge (MAGDAGDON or not), then two to save with a Majda Power."""
    questions = [magdagdon_question(roll, locale=locale) for roll in ROLLS]
    questions += [rescue_question(roll, locale=locale) for roll in RESCUES]
    return Quiz(_say(_language(locale), "magdagdon.quiz.title.roll"), questions, locale=locale)
