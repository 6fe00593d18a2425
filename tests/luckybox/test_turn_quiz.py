"""The quiz on the turn itself accepts only what the engine does when the position is played:
one cross per number, crossing or passing as the rule allows, the better order of two bonuses,
a chain followed to its end."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.core.i18n import LANGUAGES
from ludoteca.luckybox import exercises as ex


def accepted(question, answers) -> list:
    return [answer for answer in answers if question.check(question.read(answer)).correct]


def crossed_cells(game) -> int:
    return sum(9 - len(list(grid.free_cells())) for grid in game.hands[0].grids)


def test_one_number_crosses_one_cell_whatever_the_grids_show():
    quiz = ex.turn_quiz(locale="en")
    assert accepted(quiz.questions[0], range(10)) == [1]
    game = ex.ONE_CROSS.game()
    assert all(grid.free(5) for grid in game.hands[0].grids)  # a free 5 on both grids
    game.apply("P1: cross 5 on grid 1 at c1")
    with pytest.raises(IllegalAction) as refused:
        game.apply("P1: cross 5 on grid 2 at a1")
    assert refused.value.code == "already_played"


def test_cross_or_pass_follows_the_passing_rule():
    quiz = ex.turn_quiz(locale="en")
    must, either = quiz.questions[1], quiz.questions[2]
    assert accepted(must, must.values) == ["cross"]
    assert accepted(either, either.values) == ["either"]
    shows = ex.CROSS_OR_PASS[0].game()
    with pytest.raises(IllegalAction):
        shows.apply("P1: pass")
    none = ex.CROSS_OR_PASS[1].game()
    none.apply("P1: pass")  # no free 8: passing is allowed
    ex.CROSS_OR_PASS[1].game().apply("P1: cross 1 on grid 1 at a1 with 2 lightning")  # and so is paying


def test_the_order_of_two_bonuses_is_judged_by_playing_both_orders():
    quiz = ex.turn_quiz(locale="en")
    question = quiz.questions[3]
    assert accepted(question, question.values) == ["Row 1 first, on a1 of grid 2"]
    seven_first = ex.TWO_BONUSES.game()
    for action in (
        "P1: cross 3 on grid 1 at c1",
        "P1: bonus row 1 of grid 1, cross grid 2 at a1",
        "P1: bonus row 1 of grid 2, cross grid 1 at a3",
        "P1: bonus column c of grid 1, cross grid 2 at a2",
    ):
        seven_first.apply(action)
    question_first = ex.TWO_BONUSES.game()
    for action in (
        "P1: cross 3 on grid 1 at c1",
        "P1: bonus column c of grid 1, cross grid 2 at a1",
        "P1: bonus row 1 of grid 2, cross grid 1 at a3",
        "P1: bonus row 1 of grid 1",  # no free 7 is left: the Number 7 is lost
    ):
        question_first.apply(action)
    start = crossed_cells(ex.TWO_BONUSES.game())
    assert crossed_cells(seven_first) - start == 4 and crossed_cells(question_first) - start == 3
    assert "4 cells" in question.explanation and "3 cells" in question.explanation


def test_a_chain_is_followed_to_its_end():
    quiz = ex.turn_quiz(locale="en")
    assert accepted(quiz.questions[4], range(10)) == [3]
    game = ex.CHAIN.game()
    start = crossed_cells(game)
    for action in (
        "P1: cross 3 on grid 1 at c1",
        "P1: bonus row 1 of grid 1, cross grid 2 at a1",
        "P1: bonus row 1 of grid 2, cross grid 1 at a3",
    ):
        game.apply(action)
    assert crossed_cells(game) - start == 3 and not game.hands[0].pending


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_turn_quiz_speaks_the_locale(code):
    quiz = ex.turn_quiz(locale=code)
    texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation)]
    assert all(text and "{" not in text for text in texts), texts
    assert all(q.rule is not None for q in quiz.questions)
    if code != "en":
        english = ex.turn_quiz(locale="en")
        assert quiz.title != english.title
        assert all(q.prompt != e.prompt for q, e in zip(quiz.questions, english.questions))
