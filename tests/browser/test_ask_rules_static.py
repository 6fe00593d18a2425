""" "Ask the rules" with its real ESM/CSS in headless Chromium: typed questions reach the real
Python assistant, answers show their linked sections and demo, "did you mean" choices answer."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.luckybox.assistant_widget import AskRules

pytestmark = pytest.mark.browser


def test_ask_by_typing_then_pick_a_choice_and_go_back(open_widget, tmp_path):
    box = AskRules(locale="en")
    wp = open_widget(box)
    question = wp.root.get_by_role("textbox")
    question.fill("Puis-je utiliser un éclair sur un bonus chiffre ?")
    question.press("Enter")
    answer = wp.root.locator(".lt-ask-answer")
    expect(answer.locator(".lt-ask-title")).to_have_text("Éclairs sur un bonus Numéro")
    expect(answer.locator(".lt-ask-rule a")).to_have_attribute(  # a French answer links the French rules
        "href", "../../../docs/rules/fr/luckybox.md#bonus-number"
    )
    expect(answer.locator(".lt-ask-rule a")).to_have_text("Bonus Numéro")
    expect(answer.locator(".lt-ask-demo pre")).to_contain_text("est refusé")
    expect(question).to_have_value("")
    wp.page.screenshot(path=str(tmp_path / "ask.png"))

    question.fill("How do I play Bonanza?")
    wp.root.get_by_role("button", name="Ask", exact=True).click()
    choices = wp.root.locator(".lt-ask-choice")
    expect(choices).to_have_count(3)
    first = choices.first.inner_text()
    choices.first.click()
    expect(answer.locator(".lt-ask-title")).to_have_text(first)

    past = wp.root.locator(".lt-ask-past")
    expect(past).to_have_count(3)
    past.first.click()
    expect(answer.locator(".lt-ask-title")).to_have_text("Éclairs sur un bonus Numéro")
    assert wp.sent[-1] == {"type": "show", "index": 0}


def test_a_bad_message_shows_a_notice(open_widget):
    wp = open_widget(AskRules(locale="de"))
    wp.root.get_by_role("button", name="Fragen").click()
    expect(wp.root.get_by_role("alert")).to_have_text("Schreib zuerst eine Frage")


def test_cleanup_removes_every_listener(open_widget):
    wp = open_widget(AskRules(locale="en"))
    expect(wp.root.locator(".lt-ask-heading")).to_be_visible()
    assert wp.destroy() == 0


def test_a_desk_just_shown_shows_no_notice(open_widget):
    box = AskRules(locale="en")
    wp = open_widget(box)
    wp.settle()
    assert box.notice == {}
    expect(wp.root.locator(".lt-notice")).to_have_count(0)
