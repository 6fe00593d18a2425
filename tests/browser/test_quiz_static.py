"""The quiz's real ESM/CSS in a plain page, answered by clicks in headless Chromium; every answer
goes to the real Python Quiz, which judges it with the Bonanza engine."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.exercises import joker_quiz, score_quiz
from ludoteca.core.quiz import Quiz

pytestmark = pytest.mark.browser


def verdict(wp):
    return wp.root.locator(".lt-quiz-verdict")


def check_button(wp, quiz: Quiz):
    return wp.root.get_by_role("button", name=quiz.strings["quiz.check"], exact=True)


def test_one_question_right_and_one_wrong_by_clicks(open_widget):
    quiz = score_quiz(locale="en")
    wp = open_widget(quiz)
    expect(wp.root.locator(".lt-quiz-prompt")).to_have_text("What does 6 2 6 6 3 score in Sixes?")
    expect(wp.root.locator(".lt-quiz-picture svg")).to_have_count(1)
    expect(verdict(wp)).to_have_count(0)

    # Right: three sixes in the sixes.
    wp.root.get_by_label(quiz.strings["quiz.number_label"]).fill("18")
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_have_text("✓ Right! 6 2 6 6 3 scores 18 in Sixes.")
    expect(verdict(wp)).to_have_attribute("data-correct", "true")
    expect(wp.root.locator(".lt-quiz-explanation")).to_contain_text("3 dice show 6: 3 × 6 = 18.")
    expect(wp.root.locator(".lt-quiz-score")).to_have_text("Right at the first try: 1 of 1")
    assert quiz.verdict_text(0) == "Right! 6 2 6 6 3 scores 18 in Sixes."

    # Wrong: a full house's three of a kind is the sum of all five dice, not of the three alike.
    wp.root.get_by_role("button", name="Next question →").click()
    expect(wp.root.locator(".lt-quiz-prompt")).to_have_text("What does 1 1 4 4 1 score in Three of a kind?")
    expect(verdict(wp)).to_have_count(0)
    number = wp.root.get_by_label(quiz.strings["quiz.number_label"])
    expect(number).to_have_value("")
    number.fill("3")
    number.press("Enter")  # the keyboard submits too
    # A first miss gives the hint, not the answer.
    expect(verdict(wp)).to_have_text("✗ Not quite. Here is a hint: try again, or show the answer.")
    expect(verdict(wp)).to_have_attribute("data-correct", "false")
    expect(wp.root.locator(".lt-quiz-hint")).to_contain_text(quiz.questions[1].hint)
    expect(wp.root.locator(".lt-quiz-explanation")).to_have_count(0)
    expect(wp.root.locator(".lt-quiz-given")).to_have_text("Your answer: 3")
    expect(wp.root.locator(".lt-quiz-score")).to_have_text("Right at the first try: 1 of 2")
    expect(wp.root.locator(".lt-quiz-step")).to_have_text(["✓", "✗", "3", "4"])
    assert "11" not in wp.root.locator(".lt-quiz-feedback").inner_text()
    assert quiz.score() == (1, 2)
    assert wp.sent == [
        {"type": "answer", "question": 0, "value": 18},
        {"type": "go", "question": 1},
        {"type": "answer", "question": 1, "value": 3},
    ]

    # Try again: the header still counts the question as answered; a second miss shows the answer.
    wp.root.get_by_role("button", name="Try again").click()
    expect(verdict(wp)).to_have_count(0)
    expect(wp.root.locator(".lt-quiz-done")).to_have_text("2 questions answered")
    expect(wp.root.locator(".lt-quiz-score")).to_have_text("Right at the first try: 1 of 2")
    wp.root.get_by_label(quiz.strings["quiz.number_label"]).fill("5")
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_have_text("✗ Not quite. 1 1 4 4 1 scores 11 in Three of a kind, not 5.")
    expect(wp.root.locator(".lt-quiz-explanation")).to_be_visible()
    expect(wp.root.locator(".lt-quiz-rule a")).to_have_attribute("href", "../../../docs/rules/en/bonanza.md#lower")

    # Try again, then the right answer.
    wp.root.get_by_role("button", name="Try again").click()
    expect(verdict(wp)).to_have_count(0)
    wp.root.get_by_label(quiz.strings["quiz.number_label"]).fill("11")
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_have_attribute("data-correct", "true")
    expect(wp.root.locator(".lt-quiz-score")).to_have_text("Right at the first try: 1 of 2")


def test_show_answer_after_a_first_miss(open_widget):
    quiz = score_quiz(locale="en")
    wp = open_widget(quiz)
    wp.root.get_by_label(quiz.strings["quiz.number_label"]).fill("17")
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_contain_text("Here is a hint")
    wp.root.get_by_role("button", name="Show answer").click()
    expect(verdict(wp)).to_have_text("✗ Not quite. 6 2 6 6 3 scores 18 in Sixes, not 17.")
    expect(wp.root.get_by_role("button", name="Show answer")).to_have_count(0)
    assert wp.sent[-1] == {"type": "reveal", "question": 0}


def test_several_choices_by_clicks_and_the_hint(open_widget):
    quiz = joker_quiz(locale="en")
    wp = open_widget(quiz)
    boxes = wp.root.locator(".lt-quiz-option input[type=checkbox]")
    expect(boxes).to_have_count(len(quiz.questions[0].options))
    expect(wp.root.locator(".lt-quiz-hint")).to_have_count(0)
    wp.root.get_by_role("button", name="Hint").click()
    expect(wp.root.locator(".lt-quiz-hint")).to_contain_text("First look at the Bonanza box")

    wp.root.get_by_label("Threes").check()
    wp.root.get_by_label("Chance").check()
    wp.root.get_by_label("Chance").uncheck()
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_have_text("✓ Right! Yes: Threes.")
    expect(wp.root.locator(".lt-quiz-explanation")).to_contain_text("it must go there")
    expect(wp.root.get_by_label("Threes")).to_be_disabled()

    wp.root.locator(".lt-quiz-step").nth(2).click()
    wp.root.get_by_label("Ones").check()
    check_button(wp, quiz).click()
    expect(verdict(wp)).to_contain_text("✗ Not quite.")
    wp.root.get_by_role("button", name="Show answer").click()
    expect(verdict(wp)).to_contain_text("✗ Not quite. They may go in Ones, Twos, Fours, Fives.")
    assert quiz.view["question"]["given"] == ["ones"]


def test_the_page_holds_no_answer_before_answering(open_widget):
    quiz = score_quiz(locale="en")
    wp = open_widget(quiz)
    expect(wp.root.locator(".lt-quiz-prompt")).to_be_visible()
    page_text = wp.evaluate("() => document.documentElement.outerHTML + JSON.stringify(window.__state)")
    for question in quiz.questions:
        assert question.explanation not in page_text and question.hint not in page_text


def test_a_drafted_answer_survives_a_redraw(open_widget):
    quiz = joker_quiz(locale="en")
    wp = open_widget(quiz)
    wp.root.get_by_label("Threes").check()
    wp.root.get_by_role("button", name="Hint").click()  # a new view from Python: the page redraws
    expect(wp.root.locator(".lt-quiz-hint")).to_be_visible()
    expect(wp.root.get_by_label("Threes")).to_be_checked()


def test_a_hostile_message_shows_a_notice_and_changes_nothing(open_widget):
    quiz = score_quiz(locale="en")
    wp = open_widget(quiz)
    before = dict(quiz.view)
    wp.send({"type": "answer", "question": 0, "value": 18, "correct": True})
    expect(wp.root.get_by_role("alert")).to_have_attribute("data-code", "malformed_action")
    wp.send({"type": "answer", "question": 7, "value": 18})
    expect(wp.root.get_by_role("alert")).to_contain_text("There is no question 8")
    assert quiz.view == before and not quiz.is_answered(0)


def test_the_quiz_speaks_german(open_widget):
    quiz = score_quiz(locale="de")
    wp = open_widget(quiz)
    wp.root.get_by_label("Deine Antwort (eine ganze Zahl)").fill("17")
    wp.root.get_by_role("button", name="Prüfen").click()
    wp.root.get_by_role("button", name="Antwort zeigen").click()
    expect(verdict(wp)).to_have_text("✗ Nicht ganz. 6 2 6 6 3 zählt 18 in Sechser, nicht 17.")


def test_cleanup_removes_every_listener(open_widget):
    wp = open_widget(score_quiz(locale="en"))
    expect(wp.root.locator(".lt-quiz-prompt")).to_be_visible()
    assert wp.destroy() == 0


def test_a_quiz_just_shown_has_asked_for_nothing_and_shows_no_notice(open_widget):
    # Only a widget that numbers its views is asked for the whole one (a quiz once answered the
    # question with "unknown message type" as it was drawn).
    quiz = score_quiz(locale="en")
    wp = open_widget(quiz)
    expect(wp.root.locator(".lt-quiz-prompt")).to_be_visible()
    wp.settle()
    assert quiz.notice == {}
    expect(wp.root.locator(".lt-notice")).to_have_count(0)
