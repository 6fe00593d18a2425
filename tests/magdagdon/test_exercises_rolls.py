"""The MAGDAGDON roll quiz: every answer judged by the engine (a way to place the minimum on the
permanent board, the powers that save a lost roll), in every language."""

from __future__ import annotations

from itertools import chain, combinations

import pytest

from ludoteca.core.i18n import LANGUAGES
from ludoteca.magdagdon import Game
from ludoteca.magdagdon import exercises_rolls as ex
from ludoteca.magdagdon.rules import Board


def right_answers(question) -> list:
    """Every answer the question's check accepts (all subsets for several choices)."""
    if question.kind == "choice":
        return [(v,) for v in question.values if question.check(question.read(v)).correct]
    subsets = chain.from_iterable(combinations(question.values, n) for n in range(len(question.values) + 1))
    return [s for s in subsets if question.check(question.read(list(s))).correct]


def game_of(roll: ex.Roll) -> Game:
    """A real game at this roll: the board laid down as permanent, the dice rolled."""
    game = Game(difficulty=roll.difficulty, seed=0)
    game.board = Board(roll.board)
    game.roll(list(roll.dice))
    return game


def test_each_verdict_is_the_games_own():
    quiz = ex.magdagdon_quiz(locale="en")
    for question, roll in zip(quiz.questions, ex.ROLLS):
        lost = game_of(roll).in_magdagdon()
        assert right_answers(question) == [("yes",) if lost else ("no",)], roll
    for question, roll in zip(quiz.questions[len(ex.ROLLS) :], ex.RESCUES):
        game = game_of(roll)
        assert game.in_magdagdon()
        saving = {str(r.action) for r in game.rescues() if r.chance == 1.0}
        assert right_answers(question) == [tuple(v for v in question.values if v in saving)]


def test_the_rolls_teach_the_minimum_difficulty_and_the_clamp():
    assert [roll.need for roll in ex.ROLLS] == [2, 2, 3, 1]
    assert [roll.way() is None for roll in ex.ROLLS] == [True, False, True, False]  # same roll, other difficulty
    first = ex.magdagdon_quiz().questions[len(ex.ROLLS)]
    assert "decrease 1" in first.values  # a 1 is offered ...
    assert right_answers(first) == [("increase 4",)]  # ... but cannot go down: only +1 on a 4 saves
    assert [q.rule.anchor for q in ex.magdagdon_quiz().questions] == [
        "magdagdon",
        "magdagdon",
        "magdagdon",
        "minimum",
        "power-change",
        "power-change",
    ]


def test_a_first_miss_gives_the_hint_then_the_answer():
    quiz = ex.magdagdon_quiz(locale="en")
    assert quiz.answer(1, "yes").startswith("Not quite. Hint: Look for an order")
    assert quiz.reveal(1) == "Not quite. No: 5 on c1, 4 on d1 works."


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_quiz_speaks_the_locale(code):
    quiz = ex.magdagdon_quiz(locale=code)
    texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation, q.picture)]
    texts += [label for q in quiz.questions for _, label in q.options]
    assert all(text and "{" not in text for text in texts), texts
    for index, question in enumerate(quiz.questions):
        assert quiz.answer(index, "yes" if question.kind == "choice" else [])
