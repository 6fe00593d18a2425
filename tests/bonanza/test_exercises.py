"""The Bonanza exercises agree with the engine: every possible answer to every question is
judged right exactly when the rules (``score``, ``legal_boxes``, the upper total) or the
advisor's ranking say so."""

from __future__ import annotations

import json
from itertools import chain, combinations

import pytest

from ludoteca.bonanza import exercises as ex
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_TARGET, Rules, Sheet, legal_boxes, score
from ludoteca.bonanza.solver import Advisor
from ludoteca.core.errors import IllegalAction
from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.quiz import Quiz

CODES = sorted(LANGUAGES)


def shown(quiz, index, value):
    """What the learner reads once the answer is shown (a first wrong answer shows the hint only)."""
    quiz.answer(index, value)
    return quiz.verdict_text(index) if quiz.view["question"]["revealed"] else quiz.reveal(index)


@pytest.fixture(scope="module")
def advisor(strategy_tables) -> Advisor:
    """The exact advisor, on the table solved once for the test run (conftest.py)."""
    return Advisor(Rules(), table=strategy_tables[Rules()])


def right_answers(question, answers) -> list:
    return [answer for answer in answers if question.check(question.read(answer)).correct]


def subsets(values):
    return chain.from_iterable(combinations(values, n) for n in range(len(values) + 1))


# -- what a roll scores ------------------------------------------------------------------------------
def test_the_score_positions_are_first_rolls_of_their_seeds():
    quiz = ex.score_quiz()
    assert len(quiz.questions) == len(ex.SCORE_POSITIONS)
    for (seed, _box), question in zip(ex.SCORE_POSITIONS, quiz.questions):
        game = Game(["You"], seed=seed)
        game.roll()
        assert " ".join(map(str, game.dice)) in question.prompt
        assert question.kind == "number"


@pytest.mark.parametrize("seed", [seed for seed, _ in ex.SCORE_POSITIONS] + [1, 2, 3])
def test_every_box_of_a_roll_has_one_right_score_the_engines(seed):
    game = Game(["You"], seed=seed)
    game.roll()
    for box in BOXES:
        question = ex.score_question(game.dice, box)
        assert right_answers(question, range(0, 51)) == [score(game.dice, box)], box
        assert question.explanation and question.hint


def test_a_score_question_on_a_joker_sheet_follows_the_joker():
    sheet = Sheet({"bonanza": 50, "fours": 12})
    question = ex.score_question([4] * 5, "full_house", sheet)
    assert right_answers(question, range(0, 51)) == [25]
    assert "joker" in question.explanation
    with pytest.raises(IllegalAction):  # the joker must go elsewhere: no such question
        ex.score_question([4] * 5, "full_house", Sheet({"bonanza": 50}))


def test_the_score_quiz_answers_and_explains():
    quiz = ex.score_quiz()
    assert quiz.answer(1, 11) == "Right! 1 1 4 4 1 scores 11 in Three of a kind."
    assert shown(quiz, 3, 25) == "Not quite. 5 5 5 1 5 scores 0 in Full house, not 25."
    assert quiz.score() == (1, 2)


# -- the joker -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("records", ex.JOKER_SHEETS)
@pytest.mark.parametrize("face", range(1, 7))
def test_the_joker_answer_is_exactly_legal_boxes(records, face):
    sheet = ex.played(records).sheet
    question = ex.joker_question(sheet, face)
    assert [value for value, _ in question.options] == sheet.free()
    right = right_answers(question, subsets(question.values))
    assert [set(answer) for answer in right] == [set(legal_boxes([face] * 5, sheet))]


def test_the_joker_sheets_cover_each_case_of_the_rule():
    explanations = [question.explanation for question in ex.joker_quiz().questions]
    assert "it must go there" in explanations[0] and "bonus of 50" in explanations[0]
    assert "any free lower box" in explanations[1]
    assert "scratch a free upper box" in explanations[2] and "no Bonanza bonus" in explanations[2]
    assert "no joker" in explanations[3]
    legal = [legal_boxes([3] * 5, ex.played(records).sheet) for records in ex.JOKER_SHEETS]
    assert legal[0] == ["threes"]
    assert legal[1] == ["three_of_a_kind", "four_of_a_kind", "small_straight", "large_straight"]
    assert legal[2] == ["ones", "twos", "fours", "fives"]


def test_a_wrong_joker_answer_says_what_is_missing_and_what_is_not_allowed():
    quiz = ex.joker_quiz()
    text = shown(quiz, 1, ["ones", "small_straight"])
    assert text.startswith("Not quite. They may go in Three of a kind, Four of a kind, Small straight, Large straight.")
    assert "You left out Three of a kind, Four of a kind, Large straight." in text
    assert "Not allowed: Ones." in text and quiz.view["question"]["verdict"]["correct"] is False


# -- the upper bonus -------------------------------------------------------------------------------------
@pytest.mark.parametrize("records", ex.UPPER_SHEETS)
def test_the_upper_bonus_answer_is_what_the_sheet_lacks(records):
    sheet = ex.played(records).sheet
    question = ex.upper_bonus_question(sheet)
    assert right_answers(question, range(0, UPPER_TARGET + 1)) == [max(0, UPPER_TARGET - sheet.upper_total())]
    assert f"= {sheet.upper_total()}" in question.explanation


def test_a_sheet_with_the_bonus_needs_nothing_more():
    sheet = Sheet({"fours": 16, "fives": 25, "sixes": 30})
    question = ex.upper_bonus_question(sheet)
    assert right_answers(question, range(0, UPPER_TARGET + 1)) == [0]
    assert "the bonus is won" in question.explanation


def test_the_upper_picture_shows_no_total():
    for question in ex.upper_bonus_quiz().questions:
        assert "Total" not in question.picture and "63" not in question.picture


# -- your choice against the advisor --------------------------------------------------------------------
@pytest.fixture(scope="module")
def choices(advisor) -> Quiz:
    return ex.choice_quiz(advisor=advisor)


def test_choice_positions_are_seeded_games_played_perfectly(advisor):
    for seed, turns, rolls in ex.CHOICE_POSITIONS:
        game = ex.perfect_position(seed, turns, rolls, advisor=advisor)
        again = ex.perfect_position(seed, turns, rolls, advisor=advisor)
        assert (game.sheet, game.dice, game.rolls) == (again.sheet, again.dice, again.rolls)
        assert len(game.sheet.boxes) == turns and game.rolls == rolls


def test_each_choice_is_judged_against_the_advisors_ranking(choices, advisor):
    for (seed, turns, rolls), question in zip(ex.CHOICE_POSITIONS, choices.questions):
        game = ex.perfect_position(seed, turns, rolls, advisor=advisor)
        ranking = advisor.advise(game.sheet, game.dice, game.rolls_left)
        best = ranking[0].expected
        by_key = {ex._key(option): option for option in ranking}
        assert ex._key(ranking[0]) in question.values, "the best choice is offered"
        records = [o for o in ranking if o.kind == "record"]
        greedy = max(records, key=lambda o: (o.points, -BOXES.index(o.box)))
        assert ex._key(greedy) in question.values, "the greedy choice is offered"
        for value in question.values:
            verdict = question.check(value)
            cost = best - by_key[value].expected
            assert verdict.correct == (cost <= ex.TIE), value
            if not verdict.correct:
                assert f"{cost:.2f} points less" in verdict.text or f"{cost:.2f} point less" in verdict.text


def test_the_options_do_not_betray_the_ranking(choices):
    for question in choices.questions:
        kinds = [value.split(":")[0] for value in question.values]
        assert kinds == sorted(kinds, key=["record", "keep"].index)
        boxes = [value.split(":")[1] for value in question.values if value.startswith("record:")]
        assert boxes == sorted(boxes, key=BOXES.index)


def test_the_greedy_choice_is_never_best_in_the_default_positions(choices):
    for question in choices.questions:
        assert len(right_answers(question, question.values)) == 1
    assert shown(choices, 0, "record:three_of_a_kind") == (
        "Not quite. “Record Three of a kind (23)”: expected final score 245.24, 14.35 points less than "
        "the best choice, “Keep 6 6 6, roll the rest”, which expects 259.59."
    )
    assert choices.answer(0, "keep:6 6 6") == (
        "Right! “Keep 6 6 6, roll the rest” is the advisor's first choice: expected final score 259.59."
    )


def test_a_tie_with_the_best_is_right(advisor):
    # With the large straight filled, recording the small straight and rolling again are worth the same.
    question = ex.choice_question(Sheet({"large_straight": 40}), [1, 2, 3, 4, 6], 1, advisor=advisor)
    right = right_answers(question, question.values)
    assert "record:small_straight" in right and len(right) >= 2
    assert any("as good as" in question.check(value).text for value in right)


def test_the_explanation_ranks_every_offered_choice_with_its_cost(choices):
    lines = choices.questions[0].explanation.splitlines()
    assert lines[1] == "1. Keep 6 6 6, roll the rest: 259.59"
    assert lines[-1] == "4. Record Three of a kind (23): 245.24 (−14.35)"
    assert len(lines) == 1 + len(choices.questions[0].options)


# -- every quiz, every language ---------------------------------------------------------------------------
@pytest.mark.parametrize("code", CODES)
def test_the_quizzes_speak_the_locale(code, advisor):
    quizzes = [
        ex.score_quiz(locale=code),
        ex.joker_quiz(locale=code),
        ex.upper_bonus_quiz(locale=code),
        ex.choice_quiz(advisor=advisor, locale=code),
    ]
    for quiz in quizzes:
        assert quiz.locale == code
        texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation)]
        assert all(text and "{" not in text for text in texts), texts
        for index, question in enumerate(quiz.questions):
            value = question.values[0] if question.kind == "choice" else [] if question.kind == "choices" else 0
            text = quiz.answer(index, value)
            assert "{" not in text and text
    assert (
        quizzes[0].questions[0].prompt
        == {
            "en": "What does 6 2 6 6 3 score in Sixes?",
            "pt": "Quanto vale 6 2 6 6 3 em Seis?",
            "de": "Was zählt 6 2 6 6 3 in Sechser?",
            "fr": "Combien vaut 6 2 6 6 3 dans Six\u00a0?",
        }[code]
    )


def test_the_default_quizzes_have_deterministic_reprs(advisor):
    assert repr(ex.score_quiz()) == "Quiz('Bonanza: what does a roll score?', 4 questions, answered 0)"
    assert repr(ex.joker_quiz()) == "Quiz('Bonanza: where may the joker go?', 4 questions, answered 0)"
    assert repr(ex.upper_bonus_quiz()) == "Quiz('Bonanza: how far to the upper bonus?', 3 questions, answered 0)"
    assert repr(ex.choice_quiz(advisor=advisor)) == "Quiz('Bonanza: what would you choose?', 4 questions, answered 0)"


def test_no_view_gives_an_answer_away(advisor):
    for quiz in (ex.score_quiz(), ex.joker_quiz(), ex.upper_bonus_quiz(), ex.choice_quiz(advisor=advisor)):
        for index, question in enumerate(quiz.questions):
            quiz.go(index)
            shown = json.dumps(quiz.view, ensure_ascii=False)
            assert question.explanation not in shown and question.hint not in shown
            assert quiz.view["question"]["verdict"] is None


def test_played_checks_each_record_with_the_engine():
    assert ex.played([((3, 3, 3, 5, 5), "full_house")]).sheet.boxes == {"full_house": 25}
    assert ex.played([((1, 2, 3, 4, 6), "bonanza")]).sheet.boxes == {"bonanza": 0}  # a scratch
    with pytest.raises(IllegalAction):
        ex.played([((3, 3, 3, 5, 5), "threes"), ((3, 3, 1, 2, 4), "threes")])


def test_an_unknown_locale_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        ex.score_quiz(locale="xx")


def test_upper_boxes_in_the_pictures_are_named_in_the_locale():
    picture = ex.upper_bonus_quiz(locale="pt").questions[0].picture
    assert all(name in picture for name in ("Uns", "Dois", "Seis"))
    assert len(UPPER) == 6
