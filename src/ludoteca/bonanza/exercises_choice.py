"""Bonanza choice exercises: which box or keep would you choose, judged against perfect play.

The positions are seeded games played by the advisor for a few turns; the advisor's ranking
(:meth:`~ludoteca.bonanza.solver.Advisor.advise`) judges the answer and says what a choice
costs in expected final points.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ludoteca.bonanza.exercises import _box, _dice, _language, _number, _say, sheet_html
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.pictures import dice_svg
from ludoteca.bonanza.rules import BOXES, Rules, Sheet, score
from ludoteca.bonanza.solver import Advisor, Option
from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite

__all__ = ["CHOICE_POSITIONS", "TIE", "choice_question", "choice_quiz", "perfect_position"]

#: The choice questions: (seed, turns played perfectly, rolls into the next turn). Seeds were
#: picked where the most points now is not the best choice.
CHOICE_POSITIONS: tuple[tuple[int, int, int], ...] = ((4, 0, 1), (3, 5, 1), (14, 5, 3), (0, 9, 3))

#: Two choices whose expected final scores differ by less than this are equally good.
TIE = 1e-6


def perfect_position(seed: int, turns: int, rolls: int, *, advisor: Advisor) -> Game:
    """``Game(seed=seed)`` after ``turns`` turns played as the advisor advises, then ``rolls``
    rolls (1-3) into the next turn, holding the advisor's keeps in between."""
    if not 0 <= turns < len(BOXES) or not 1 <= rolls <= 3:
        raise ValueError(f"turns is 0 to 12 and rolls 1 to 3, not {turns} and {rolls}")
    game = Game(["You"], seed=seed, rules=advisor.rules)

    def step(target_rolls: int | None) -> None:
        game.roll()
        while game.rolls_left and (target_rolls is None or game.rolls < target_rolls):
            best = advisor.best(game.sheet, game.rolled_dice(), game.rolls_left)
            if best.kind == "record":
                break
            game.keep(best.keep or ())
            game.roll()

    while len(game.sheet.boxes) < turns:
        step(None)
        box = next(o.box for o in advisor.advise(game.sheet, game.rolled_dice(), game.rolls_left) if o.box)
        if game.previews()[box]:
            game.record(box)
        else:
            game.scratch(box)
    step(rolls)
    if game.rolls != rolls:
        raise ValueError(f"in this position the advisor records after roll {game.rolls}, before roll {rolls}")
    return game


# -- your choice against perfect play ----------------------------------------------------------------
def _key(option: Option) -> str:
    return f"record:{option.box}" if option.kind == "record" else "keep:" + _dice(option.keep or ())


def _label(lang: str, option: Option, dice: tuple[int, ...], sheet: Sheet, rules: Rules) -> str:
    if option.kind == "keep":
        if not option.keep:
            return _say(lang, "bonanza.quiz.choice.keep_nothing")
        return _say(lang, "bonanza.quiz.choice.keep", dice=_dice(option.keep))
    assert option.box is not None  # an option is a keep or a record
    points = score(dice, option.box, sheet, rules)
    if points == 0:
        return _say(lang, "bonanza.quiz.choice.scratch", box=_box(lang, option.box))
    return _say(lang, "bonanza.quiz.choice.record", box=_box(lang, option.box), points=points)


def _neutral(option: Option) -> tuple:
    """An order that says nothing about the ranking: the boxes in sheet order, then the keeps."""
    if option.kind == "record":
        return (0, BOXES.index(option.box), ())
    return (1, len(option.keep or ()), option.keep or ())


def choice_question(
    sheet: Sheet,
    dice: Sequence[int],
    rolls_left: int,
    *,
    advisor: Advisor,
    round: int | None = None,
    shown: int = 3,
    locale: str | None = None,
) -> Question:
    """ "Which box or keep would you choose?" among the advisor's ``shown`` best choices and the
    greedy one (the box that scores most now), listed in sheet order. The verdict gives the
    expected final score of the answer and its cost against the advisor's best."""
    lang = _language(locale)
    sheet, dice, rules = sheet.copy(), tuple(dice), advisor.rules
    ranking = advisor.advise(sheet, dice, rolls_left)
    records = [o for o in ranking if o.kind == "record"]
    greedy = max(records, key=lambda o: (o.points or 0, -BOXES.index(o.box)))
    offered = sorted({_key(o): o for o in [*ranking[:shown], greedy]}.values(), key=_neutral)
    labels = {_key(o): _label(lang, o, dice, sheet, rules) for o in offered}

    def check(answer: str) -> Verdict:
        options = {_key(o): o for o in advisor.advise(sheet, dice, rolls_left)}
        best, chosen = advisor.best(sheet, dice, rolls_left), options[answer]
        cost = best.expected - chosen.expected
        words = {"choice": labels[answer], "value": _number(lang, chosen.expected)}
        if cost <= TIE:
            key = "bonanza.quiz.choice.right" if _key(best) == answer else "bonanza.quiz.choice.tie"
            return Verdict(True, _say(lang, key, **words))
        best_label = labels.get(_key(best)) or _label(lang, best, dice, sheet, rules)
        return Verdict(
            False,
            _say(
                lang,
                "bonanza.quiz.choice.wrong",
                count=_number(lang, cost),
                best=best_label,
                best_value=_number(lang, best.expected),
                **words,
            ),
        )

    top = ranking[0].expected
    lines = [_say(lang, "bonanza.quiz.choice.why")]
    for rank, option in enumerate(sorted(offered, key=lambda o: ranking.index(o)), start=1):
        cost = top - option.expected
        key = "bonanza.quiz.choice.line_cost" if cost > TIE else "bonanza.quiz.choice.line"
        lines.append(
            _say(
                lang,
                key,
                rank=rank,
                choice=labels[_key(option)],
                value=_number(lang, option.expected),
                cost=_number(lang, cost),
            )
        )
    round = round if round is not None else len(sheet.boxes) + 1
    return Question(
        _say(lang, f"bonanza.quiz.choice.prompt.{rolls_left}", round=round),
        check,
        kind="choice",
        options=[(key, text) for key, text in labels.items()],
        picture=dice_svg(dice) + sheet_html(sheet, lang),
        hint=_say(lang, "bonanza.quiz.choice.hint"),
        explanation="\n".join(lines),
        rule=cite("bonanza", "hints"),
    )


def choice_quiz(
    positions: Iterable[tuple[int, int, int]] = CHOICE_POSITIONS,
    *,
    advisor: Advisor | None = None,
    rules: Rules = Rules(),
    locale: str | None = None,
) -> Quiz:
    """Which box or keep would you choose? Each ``(seed, turns, rolls)`` is a seeded game played
    perfectly for ``turns`` turns, then ``rolls`` rolls into the next; answers are judged
    against the advisor (``Advisor.shared(rules)`` unless one is given)."""
    advisor = advisor or Advisor.shared(rules)
    questions = []
    for seed, turns, rolls in positions:
        game = perfect_position(seed, turns, rolls, advisor=advisor)
        questions.append(
            choice_question(game.sheet, game.rolled_dice(), game.rolls_left, advisor=advisor, locale=locale)
        )
    return Quiz(_say(_language(locale), "bonanza.quiz.title.choice"), questions, locale=locale)
