"""The quiz widget, driven from Python: answers are judged by the question's check, every bad
message is a notice that changes nothing, and the view never holds an answer before it is due."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from ludoteca.core import i18n
from ludoteca.core.quiz import Question, Quiz, Refused, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.core.widget import MAX_MESSAGE_BYTES

STATIC = Path(__file__).resolve().parents[2] / "src" / "ludoteca" / "core" / "static"
SECRETS = ("SECRET-EXPLANATION", "SECRET-HINT", "SECRET-VERDICT")


class Spy:
    """A check that counts its calls: the right answer is ``truth``."""

    def __init__(self, truth) -> None:
        self.truth = truth
        self.calls = []

    def __call__(self, answer) -> Verdict:
        self.calls.append(answer)
        right = answer == self.truth
        return Verdict(right, f"SECRET-VERDICT {'yes' if right else 'no'}")


def questions() -> list[Question]:
    return [
        Question(
            "How many pips on a die?",
            Spy(21),
            kind="number",
            minimum=0,
            maximum=100,
            hint="SECRET-HINT one",
            explanation="SECRET-EXPLANATION 1+2+3+4+5+6",
        ),
        Question(
            "Which face is opposite the 1?",
            Spy("six"),
            options={"five": "5", "six": "6"},
            hint="SECRET-HINT two",
            explanation="SECRET-EXPLANATION opposite faces add up to 7",
        ),
        Question(
            "Which faces are even?",
            Spy(("two", "four")),
            kind="choices",
            options=[("one", "1"), ("two", "2"), ("three", "3"), ("four", "4")],
            explanation="SECRET-EXPLANATION",
        ),
    ]


@pytest.fixture
def quiz() -> Quiz:
    return Quiz("Dice facts", questions(), locale="en")


def state(quiz: Quiz):
    """Everything that may change, for before/after comparisons."""
    return (
        copy.deepcopy(quiz.view),
        quiz.current,
        list(quiz._given),
        list(quiz._verdicts),
        list(quiz._first),
        list(quiz._hinted),
    )


def synced(quiz: Quiz) -> str:
    """Every synced trait as the browser receives it (but the sources)."""
    names = [k for k in quiz.keys if k not in ("_esm", "_css")]
    return json.dumps(quiz.get_state(key=names), default=str, ensure_ascii=False)


def ok(quiz: Quiz, message: dict) -> None:
    assert quiz.receive(message), quiz.notice


# -- answering ------------------------------------------------------------------------------------
def test_a_right_answer(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 21})
    q = quiz.view["question"]
    assert q["answered"] and q["verdict"] == {"correct": True, "text": "SECRET-VERDICT yes"}
    assert q["verdict_text"] == "Right! SECRET-VERDICT yes"
    assert q["explanation"] == "SECRET-EXPLANATION 1+2+3+4+5+6"
    assert q["given"] == 21 and q["given_text"] == "21"
    assert quiz.view["status"] == ["right", "open", "open"]
    assert quiz.score() == (1, 1) and (quiz.view["right"], quiz.view["tried"]) == (1, 1)
    assert quiz.notice == {}


def test_a_first_wrong_answer_gives_the_hint_not_the_answer(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 20})
    q = quiz.view["question"]
    assert q["verdict_text"] == "Not quite. Here is a hint: try again, or show the answer."
    assert q["hint"] == "SECRET-HINT one" and q["explanation"] is None and q["verdict"]["text"] is None
    assert q["can_reveal"] and not q["revealed"] and quiz.view["status"][0] == "wrong"
    assert "SECRET-VERDICT" not in synced(quiz) and "SECRET-EXPLANATION" not in synced(quiz)


def test_a_second_wrong_answer_shows_the_answer(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 20})
    ok(quiz, {"type": "retry", "question": 0})
    ok(quiz, {"type": "answer", "question": 0, "value": 19})
    q = quiz.view["question"]
    assert q["verdict_text"] == "Not quite. SECRET-VERDICT no" and q["revealed"] and not q["can_reveal"]
    assert q["explanation"] == "SECRET-EXPLANATION 1+2+3+4+5+6"
    assert quiz.score() == (0, 1) and quiz.view["tried"] == 1


def test_show_answer_after_one_miss(quiz):
    ok(quiz, {"type": "go", "question": 2})
    ok(quiz, {"type": "answer", "question": 2, "value": ["one"]})
    q = quiz.view["question"]
    assert q["verdict_text"] == "Not quite. Try again, or show the answer." and q["hint"] is None  # no hint to give
    ok(quiz, {"type": "reveal", "question": 2})
    q = quiz.view["question"]
    assert q["verdict_text"] == "Not quite. SECRET-VERDICT no" and q["explanation"] == "SECRET-EXPLANATION"
    assert quiz.reveal(2) == "Not quite. SECRET-VERDICT no"


def test_show_answer_before_any_answer_is_refused_and_changes_nothing(quiz):
    before = state(quiz)
    assert not quiz.receive({"type": "reveal", "question": 0})
    assert quiz.notice["code"] == "quiz.notice.reveal_first" and state(quiz) == before
    assert "SECRET-VERDICT" not in synced(quiz)


def test_the_rule_is_cited_with_the_hint_and_the_answer():
    rule = cite("luckybox", "lightning")
    quiz = Quiz(
        "Q",
        [Question("Pick", lambda v: Verdict(v == "a", "because"), options=["a", "b"], hint="look", rule=rule)],
        locale="fr",
    )
    assert quiz.view["question"]["rule"] is None
    quiz.answer(0, "b")
    assert quiz.view["question"]["rule"] == {
        "title": "Éclairs",
        "href": rule.href("fr"),
        "anchor": "lightning",
        "game": "luckybox",
        "lang": "fr",
    }
    before = state(quiz)
    ok(quiz, {"type": "rule", "game": "luckybox", "anchor": "lightning"})  # the link, clicked
    assert quiz.rule["title"] == "4.3 Éclairs" and quiz.rule["lang"] == "fr" and "<p>" in quiz.rule["html"]
    assert state(quiz) == before
    assert not quiz.receive({"type": "rule", "game": "luckybox", "anchor": "nope"})
    assert quiz.notice["code"] == "unknown_section" and quiz.rule["anchor"] == "lightning" and state(quiz) == before


def test_after_try_again_the_question_still_counts_as_answered(quiz):
    ok(quiz, {"type": "answer", "question": 1, "value": "five"})
    ok(quiz, {"type": "retry", "question": 1})
    assert quiz.view["tried"] == 1 and quiz.view["right"] == 0


def test_a_wrong_answer_then_try_again(quiz):
    ok(quiz, {"type": "go", "question": 1})
    ok(quiz, {"type": "answer", "question": 1, "value": "five"})
    q = quiz.view["question"]
    assert q["verdict"]["correct"] is False and q["verdict_text"].startswith("Not quite.")
    assert q["given_text"] == "5" and quiz.view["status"][1] == "wrong"
    ok(quiz, {"type": "retry", "question": 1})
    assert quiz.view["question"]["answered"] is False and quiz.view["question"]["explanation"] is None
    ok(quiz, {"type": "answer", "question": 1, "value": "six"})
    assert quiz.view["status"][1] == "right"
    assert quiz.score() == (0, 1), "the score counts the first try"


def test_several_choices_reach_the_check_in_option_order(quiz):
    ok(quiz, {"type": "answer", "question": 2, "value": ["four", "two"]})
    assert quiz.questions[2].check.calls == [("two", "four")]
    assert quiz.view["question"]["verdict"]["correct"] and quiz.view["question"]["given"] == ["two", "four"]
    assert quiz.view["question"]["given_text"] == "2, 4"


def test_no_choice_at_all_is_an_answer_too(quiz):
    ok(quiz, {"type": "answer", "question": 2, "value": []})
    assert quiz.view["question"]["verdict"]["correct"] is False


def test_a_number_sent_as_a_whole_float_is_read_as_an_int(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 21.0})
    assert quiz.questions[0].check.calls == [21]


def test_python_api_answers_and_replaces(quiz):
    assert quiz.answer(0, 20) == "Not quite. Hint: SECRET-HINT one"  # the hint first, not the answer
    assert quiz.answer(0, 21) == "Right! SECRET-VERDICT yes"  # an answered question is answered again
    assert quiz.score() == (0, 1)
    assert quiz.verdict_text(1) is None and not quiz.is_answered(1)
    with pytest.raises(IndexError):
        quiz.answer(3, 1)
    with pytest.raises(Refused):
        quiz.answer(1, "seven")
    with pytest.raises(ValueError):  # Refused is a ValueError
        quiz.answer(0, "21")


def test_hint_go_and_retry(quiz):
    assert quiz.view["question"]["hint"] is None and quiz.view["question"]["has_hint"]
    ok(quiz, {"type": "hint", "question": 0})
    assert quiz.view["question"]["hint"] == "SECRET-HINT one"
    ok(quiz, {"type": "go", "question": 2})
    assert quiz.view["index"] == 2 and quiz.view["question"]["prompt"] == "Which faces are even?"
    assert quiz.view["question"]["has_hint"] is False
    assert not quiz.receive({"type": "hint", "question": 2})
    assert quiz.notice["code"] == "quiz.notice.no_hint"
    ok(quiz, {"type": "go", "question": 0})
    assert quiz.view["question"]["hint"] == "SECRET-HINT one", "a hint stays shown"


# -- refused messages -------------------------------------------------------------------------------
HOSTILE = [
    pytest.param(None, "malformed_action", id="null"),
    pytest.param("answer", "malformed_action", id="a-string"),
    pytest.param(["answer", 0, 21], "malformed_action", id="a-list"),
    pytest.param({"type": "explode", "question": 0}, "malformed_action", id="unknown-type"),
    pytest.param({"type": "answer", "question": 0}, "malformed_action", id="no-value"),
    pytest.param({"type": "answer", "value": 21}, "malformed_action", id="no-question"),
    pytest.param({"type": "answer", "question": "0", "value": 21}, "malformed_action", id="question-a-string"),
    pytest.param({"type": "answer", "question": True, "value": 21}, "malformed_action", id="question-a-bool"),
    pytest.param({"type": "answer", "question": 0.0, "value": 21}, "malformed_action", id="question-a-float"),
    pytest.param({"type": "answer", "question": 0, "value": 21, "correct": True}, "malformed_action", id="extra-field"),
    pytest.param({"type": "answer", "question": 0, "value": 21, 7: 1}, "malformed_action", id="int-key"),
    pytest.param({"type": "answer", "question": 0, "value": float("nan")}, "malformed_action", id="nan"),
    pytest.param({"type": "answer", "question": 0, "value": "x" * MAX_MESSAGE_BYTES}, "malformed_action", id="huge"),
    pytest.param({"type": "answer", "question": 3, "value": 21}, "quiz.notice.no_question", id="no-such-question"),
    pytest.param({"type": "go", "question": -1}, "quiz.notice.no_question", id="negative-question"),
    pytest.param({"type": "answer", "question": 0, "value": "21"}, "quiz.notice.not_a_number", id="number-as-text"),
    pytest.param({"type": "answer", "question": 0, "value": 2.5}, "quiz.notice.not_a_number", id="not-whole"),
    pytest.param({"type": "answer", "question": 0, "value": True}, "quiz.notice.not_a_number", id="bool-number"),
    pytest.param({"type": "answer", "question": 0, "value": 101}, "quiz.notice.out_of_range", id="too-big"),
    pytest.param({"type": "answer", "question": 0, "value": -1}, "quiz.notice.out_of_range", id="negative"),
    pytest.param(
        {"type": "answer", "question": 1, "value": "seven"}, "quiz.notice.unknown_option", id="no-such-option"
    ),
    pytest.param({"type": "answer", "question": 1, "value": ["six"]}, "quiz.notice.unknown_option", id="list-for-one"),
    pytest.param({"type": "answer", "question": 2, "value": "two"}, "quiz.notice.unknown_option", id="one-for-list"),
    pytest.param({"type": "answer", "question": 2, "value": ["two", "two"]}, "quiz.notice.unknown_option", id="twice"),
    pytest.param({"type": "answer", "question": 2, "value": ["two", 4]}, "quiz.notice.unknown_option", id="mixed-list"),
    pytest.param({"type": "answer", "question": 2, "value": {"two": True}}, "quiz.notice.unknown_option", id="a-dict"),
    pytest.param({"type": "retry", "question": 0}, "quiz.notice.not_answered", id="retry-unanswered"),
]


@pytest.mark.parametrize(("message", "code"), HOSTILE)
def test_a_bad_message_is_a_notice_and_changes_nothing(quiz, message, code):
    before = state(quiz)
    assert quiz.receive(message) is False
    assert quiz.notice["code"] == code and quiz.notice["text"]
    assert "Traceback" not in quiz.notice["text"]
    assert state(quiz) == before
    assert all(not q.check.calls for q in quiz.questions), "a refused answer never reaches the engine"


def test_answering_twice_needs_try_again(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 20})
    before = state(quiz)
    assert not quiz.receive({"type": "answer", "question": 0, "value": 21})  # a double click, or a guess
    assert quiz.notice["code"] == "quiz.notice.answered"
    assert state(quiz) == before and quiz.questions[0].check.calls == [20]


def test_a_failing_check_is_an_internal_notice(quiz):
    def broken(answer):
        raise RuntimeError("engine exploded")

    quiz.questions[0] = Question("Broken?", broken, kind="number")
    quiz.refresh()
    before = state(quiz)
    assert not quiz.receive({"type": "answer", "question": 0, "value": 1})
    assert quiz.notice["code"] == "internal" and "exploded" not in quiz.notice["text"]
    assert state(quiz) == before
    quiz.questions[0] = Question("Not a verdict?", lambda answer: True, kind="number")
    assert not quiz.receive({"type": "answer", "question": 0, "value": 1})
    assert quiz.notice["code"] == "internal" and state(quiz) == before


def test_a_good_message_clears_the_notice_and_notices_are_numbered(quiz):
    quiz.receive({"type": "go", "question": 9})
    first = quiz.notice["id"]
    quiz.receive({"type": "go", "question": 9})
    assert quiz.notice["id"] == first + 1
    ok(quiz, {"type": "go", "question": 1})
    assert quiz.notice == {}


def test_notices_speak_the_quiz_language():
    quiz = Quiz("Q", questions(), locale="de")
    quiz.receive({"type": "go", "question": 5})
    assert quiz.notice["text"] == "Es gibt keine Frage 6: die Fragen sind von 1 bis 3 nummeriert"
    quiz.receive({"type": "explode"})
    assert quiz.notice["text"] == i18n.translate("error.malformed_action", "de")


# -- nothing given away --------------------------------------------------------------------------------
def test_the_view_holds_no_answer_before_answering(quiz):
    for index in range(len(quiz.questions)):
        ok(quiz, {"type": "go", "question": index})
        shown = synced(quiz)
        assert not any(secret in shown for secret in SECRETS), f"question {index}"
        q = quiz.view["question"]
        assert q["verdict"] is q["explanation"] is q["given"] is q["hint"] is None
    assert all(not q.check.calls for q in quiz.questions), "nothing is judged before an answer"


def test_the_view_of_a_question_does_not_depend_on_its_answer():
    def view(truth):
        q = Question("Which?", Spy(truth), options=["a", "b", "c"], explanation="why")
        return Quiz("T", [q]).view

    assert view("a") == view("c")


def test_an_answer_reveals_only_its_own_question(quiz):
    ok(quiz, {"type": "answer", "question": 0, "value": 21})
    assert "SECRET-EXPLANATION 1+2+3+4+5+6" in synced(quiz)
    ok(quiz, {"type": "go", "question": 1})
    assert "SECRET-EXPLANATION" not in synced(quiz) and "SECRET-VERDICT" not in synced(quiz)


# -- notebooks ------------------------------------------------------------------------------------------
def test_repr_is_deterministic(quiz):
    assert repr(quiz) == "Quiz('Dice facts', 3 questions, answered 0)"
    assert repr(Quiz("Dice facts", questions())) == repr(quiz)
    quiz.answer(1, "five")
    assert repr(quiz) == "Quiz('Dice facts', 3 questions, answered 1)"
    data, _metadata = quiz._repr_mimebundle_()
    assert data["text/plain"] == repr(quiz)
    assert not re.search(r"0x[0-9a-f]+", repr(quiz) + str(quiz))
    assert str(quiz).splitlines() == [
        "Dice facts",
        "  0. How many pips on a die?",
        "✗ 1. Which face is opposite the 1?",
        "  2. Which faces are even?",
        "right at the first try: 0 of 1",
    ]
    assert repr(Quiz("One", questions()[:1])) == "Quiz('One', 1 question, answered 0)"


def test_questions_are_checked_when_made():
    with pytest.raises(ValueError, match="kind"):
        Question("?", Spy(1), kind="essay")
    with pytest.raises(ValueError, match="needs options"):
        Question("?", Spy(1))
    with pytest.raises(ValueError, match="no options"):
        Question("?", Spy(1), kind="number", options=["a"])
    with pytest.raises(ValueError, match="same value"):
        Question("?", Spy(1), options=["a", "a"])
    with pytest.raises(TypeError):
        Question("?", "not callable", kind="number")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least one"):
        Quiz("empty", [])
    with pytest.raises(ValueError, match="unknown language"):
        Quiz("Q", questions(), locale="xx")


# -- languages -------------------------------------------------------------------------------------------
def _used_keys() -> set[str]:
    """The quiz.* keys the front end and the widget use."""
    js = (STATIC / "quiz.js").read_text("utf-8")
    py = (STATIC.parent / "quiz.py").read_text("utf-8")
    keys = {k for k in re.findall(r"\"(quiz\.[a-z_.]+)\"", js + py) if not k.endswith((".js", ".css"))}
    keys |= {f"quiz.status.{status}" for status in ("open", "right", "wrong")}  # `quiz.status.${status}`
    return keys


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_every_quiz_word_is_translated(code):
    written = i18n.catalogs(code)["core"]
    english = i18n.catalogs("en")["core"]
    quiz_keys = {k for k in english if k.startswith("quiz.")}
    assert _used_keys() <= quiz_keys, sorted(_used_keys() - quiz_keys)
    assert {k for k in written if k.startswith("quiz.")} == quiz_keys
    for key in quiz_keys:
        assert written[key] and (code == "en" or written[key] != english[key] or key in ("quiz.label",)), key


def test_the_widget_gets_the_quiz_words_only_and_follows_its_locale(quiz):
    assert set(quiz.strings) == {k for k in i18n.catalog("en") if k.startswith("quiz.")} | {
        "language.tag",
        "notice.dismiss",
    }
    quiz.answer(0, 21)
    quiz.locale = "fr"
    assert quiz.strings["quiz.right"] == "Exact\u00a0!"
    assert quiz.view["question"]["verdict_text"] == "Exact\u00a0! SECRET-VERDICT yes"
    assert quiz.verdict_text(0).startswith("Exact")
    quiz.locale = "xx"
    assert quiz.locale == "fr" and quiz.notice["code"] == "unknown_language"


def test_the_score_words_have_their_plurals():
    assert i18n.translate("quiz.done", "pt", count=1) == "1 pergunta respondida"
    assert i18n.translate("quiz.done", "pt", count=0) == "0 perguntas respondidas"
    assert i18n.translate("quiz.done", "fr", count=0) == "0 question traitée"
