""" "Ask the rules" from Python and by messages: answers with linked sections, "did you mean"
choices, the questions asked so far, and notices (never a traceback) for bad messages."""

from __future__ import annotations

import copy

import pytest

from ludoteca.core import assistant_neighbours
from ludoteca.luckybox.assistant_widget import MAX_QUESTION, AskRules


def test_a_question_shows_its_answer_and_is_kept():
    box = AskRules(locale="en")
    assert box.receive({"type": "ask", "question": "Can I use lightning on a Number bonus?"})
    answer = box.view["answer"]
    assert answer["topic"] == "lightning_number_bonus" and answer["demo"]
    assert answer["sections"][0]["href"] == "../../../docs/rules/en/luckybox.md#bonus-number"
    assert box.view["asked"] == ["Can I use lightning on a Number bonus?"] and box.view["shown"] == 0


def test_the_answer_is_in_the_language_asked_and_short_questions_in_the_box_language():
    box = AskRules(locale="de")
    box.ask("Que fait le bonus point d'interrogation ?")
    assert box.view["answer"]["lang"] == "fr" and "Grille 1" in box.view["answer"]["demo"]
    box.ask("asdf")
    assert box.view["answer"]["lang"] == "de" and box.view["answer"]["topic"] is None


def test_not_sure_offers_choices_and_a_choice_answers():
    box = AskRules(locale="en")
    box.ask("How do I play Bonanza?")
    choices = box.view["alternatives"]
    assert box.view["answer"]["topic"] is None and len(choices) == 3
    assert all(
        c["sections"] and c["sections"][0]["href"].endswith("luckybox.md#" + c["sections"][0]["anchor"])
        for c in choices
    )
    assert box.receive({"type": "topic", "topic": choices[0]["id"]})
    assert box.view["answer"]["topic"] == choices[0]["id"] and box.view["answer"]["title"] == choices[0]["title"]
    assert box.view["asked"][-1] == choices[0]["title"]


def test_an_earlier_question_is_shown_again():
    box = AskRules(locale="en")
    box.ask("How many rounds are there?")
    box.ask("What are stars worth?")
    assert box.receive({"type": "show", "index": 0})
    assert box.view["answer"]["topic"] == "rounds" and box.view["shown"] == 0


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"type": "ask", "question": "   "}, "no_question"),
        ({"type": "ask", "question": "x" * (MAX_QUESTION + 1)}, "too_long"),
        ({"type": "ask", "question": 42}, "malformed_action"),
        ({"type": "ask"}, "malformed_action"),
        ({"type": "topic", "topic": "nope"}, "malformed_action"),
        ({"type": "show", "index": 3}, "malformed_action"),
        ({"type": "ask", "question": "hi", "extra": 1}, "malformed_action"),
        ({"type": "explode"}, "malformed_action"),
        ("not a dict", "malformed_action"),
    ],
)
def test_a_bad_message_is_a_notice_and_changes_nothing(message, code):
    box = AskRules(locale="fr")
    box.ask("Combien de manches y a-t-il ?")
    before = copy.deepcopy(box.view)
    assert not box.receive(message)
    assert box.notice["code"] == code and box.notice["text"] and "Traceback" not in box.notice["text"]
    assert box.view["notice"] == box.notice
    assert {**box.view, "notice": {}} == before


def test_notices_speak_the_box_language():
    box = AskRules(locale="pt")
    box.receive({"type": "ask", "question": ""})
    assert box.notice["text"] == "Escreve primeiro uma pergunta"


def test_showing_the_box_builds_the_indexes_so_the_first_answer_waits_for_nothing():
    assistant_neighbours._all.cache_clear()
    assistant_neighbours.labelled.cache_clear()
    AskRules()
    assert assistant_neighbours._all.cache_info().currsize == 1
    assert assistant_neighbours.labelled.cache_info().currsize == 1


def test_a_cited_section_opens_in_the_box_in_the_answers_language():
    box = AskRules(locale="de")
    box.ask("Que fait le bonus point d'interrogation ?")
    section = box.view["answer"]["sections"][0]
    assert section["lang"] == "fr" and section["game"] == "luckybox"
    view = copy.deepcopy(box.view)
    assert box.receive({"type": "rule", "game": "luckybox", "anchor": section["anchor"], "lang": section["lang"]})
    assert box.rule["anchor"] == section["anchor"] and box.rule["lang"] == "fr" and box.rule["close"] == "Fermer"
    assert box.view == view  # the answer shown and the questions asked stay
    assert not box.receive({"type": "rule", "game": "luckybox", "anchor": section["anchor"], "extra": 1})
    assert box.notice["code"] == "malformed_action" and box.rule["anchor"] == section["anchor"]
