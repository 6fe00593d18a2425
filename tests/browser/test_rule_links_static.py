"""Rule links in headless Chromium: a click shows the section at once in the widget's own
dialog, rendered by Python from docs/rules (no new tab, no raw Markdown), with the focus on its
close button; Escape or the button closes it and gives the focus back to the link. The link's
href stays for a reader outside Jupyter."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.luckybox.assistant_widget import AskRules
from ludoteca.luckybox.widget import Table
from tests.luckybox.helpers import CARD, position

pytestmark = pytest.mark.browser


def test_a_notices_rule_opens_in_the_table_and_closes_back_to_the_link(open_widget, tmp_path):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="pt")
    wp = open_widget(t, viewport={"width": 420, "height": 800})
    wp.send({"type": "pass"})  # refused: a free 3 at c1, and the notice cites the rule on passing
    link = wp.root.locator("a.lt-notice-rule")
    expect(link).to_have_attribute("href", "../../../docs/rules/pt/luckybox.md#passing")
    pages = len(wp.page.context.pages)
    link.click()
    dialog = wp.page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".lt-rule-title")).to_have_text("4.4 Passar")
    expect(dialog.locator(".lt-rule-body")).to_contain_text("Só um jogador sem nenhuma casa livre")
    expect(dialog.locator(".lt-rule-body")).not_to_contain_text("<a id=")
    expect(dialog.get_by_role("button", name="Fechar")).to_be_focused()
    assert len(wp.page.context.pages) == pages  # the same page: no second JupyterLab
    assert wp.sent[-1] == {"type": "rule", "game": "luckybox", "anchor": "passing", "lang": "pt"}
    expect(wp.root.get_by_role("alert")).to_contain_text(
        "Tens de riscar uma casa com o 3 revelado: c1 e b3 da cartela 1"
    )  # the notice is still there
    wp.page.screenshot(path=str(tmp_path / "rule-dialog-420.png"))
    wp.page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(wp.root.locator("a.lt-notice-rule")).to_be_focused()
    assert t.game.hands[0].lightning == 4 and not wp.problems(), wp.problems()


def test_a_link_inside_a_section_opens_that_section_in_the_same_dialog(open_widget):
    rule = cite("luckybox", "lightning")
    quiz = Quiz(
        "Q", [Question("Pick", lambda v: Verdict(v == "a", "because"), options=["a", "b"], rule=rule)], locale="en"
    )
    quiz.answer(0, "b")
    quiz.answer(0, "b")  # a second miss shows the answer, with the rule it cites
    wp = open_widget(quiz, viewport={"width": 1000, "height": 800})
    wp.root.locator(".lt-quiz-rule a").click()
    dialog = wp.page.get_by_role("dialog")
    expect(dialog.locator(".lt-rule-title")).to_have_text("4.3 Lightning")
    dialog.locator(".lt-rule-body a[data-lt-rule='bonus-number']").click()
    expect(dialog.locator(".lt-rule-title")).to_have_text("Number bonus")
    expect(dialog.locator(".lt-rule-body")).to_contain_text("It must be used now")
    expect(wp.page.get_by_role("dialog")).to_have_count(1)
    whole = dialog.get_by_role("link", name="The whole rules, as a document")
    expect(whole).to_have_attribute("href", "../../../docs/rules/en/luckybox.md#bonus-number")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_have_count(0)
    expect(wp.root.locator(".lt-quiz-rule a")).to_be_focused()
    assert not wp.problems(), wp.problems()


def test_an_answers_sections_open_in_the_rules_box(open_widget):
    box = AskRules(locale="en")
    box.ask("Que fait le bonus point d'interrogation ?")
    wp = open_widget(box, viewport={"width": 1000, "height": 800})
    wp.root.locator(".lt-ask-rule a").first.click()
    dialog = wp.page.get_by_role("dialog")
    expect(dialog.locator(".lt-rule-title")).to_have_text("Le bonus « ? »")
    expect(dialog.get_by_role("button", name="Fermer")).to_be_focused()
    assert not wp.problems(), wp.problems()
