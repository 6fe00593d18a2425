"""The Lucky Box table's "?" in headless Chromium: it opens "Ask the rules" on the table,
typing there never plays (no pass, no hint), and the answer comes from the Python assistant."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.luckybox.widget import Table
from tests.luckybox.helpers import CARD, position

pytestmark = pytest.mark.browser


def test_the_question_mark_opens_the_rules_assistant(open_widget, tmp_path):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="en")
    wp = open_widget(t, viewport={"width": 1100, "height": 900})
    wp.root.get_by_role("button", name="Ask the rules").click()
    box = wp.root.locator(".lt-luckybox-rules-panel")
    expect(box.locator(".lt-ask-heading")).to_have_text("Ask the rules")
    question = box.get_by_role("textbox")
    question.fill("Can I pass with a 3 on my grid?")  # "p" and "h" typed here must not play
    question.press("Enter")
    expect(box.locator(".lt-ask-title")).to_have_text("Passing")
    expect(box.locator(".lt-ask-rule a")).to_have_attribute("href", "../../../docs/rules/en/luckybox.md#passing")
    assert not any(m.get("type") in ("pass", "hint") for m in wp.sent), wp.sent
    assert t.game.hands[0].lightning == 4 and len(t.game.actions) == len(position([CARD], 3, players=2).actions)
    wp.page.screenshot(path=str(tmp_path / "table-rules.png"), full_page=True)
    wp.root.get_by_role("button", name="Ask the rules").click()
    expect(box).to_have_count(0)


def test_a_refusal_links_the_rule_it_states(open_widget, tmp_path):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="en")
    wp = open_widget(t, viewport={"width": 1100, "height": 900})
    wp.send({"type": "pass"})  # a free 3 at c1: the engine refuses, and says which rule
    notice = wp.root.get_by_role("alert")
    expect(notice).to_contain_text("must cross a cell showing the revealed 3: c1 and b3 of grid 1")
    expect(notice.locator("a.lt-notice-rule")).to_have_text("Passing")
    expect(notice.locator("a.lt-notice-rule")).to_have_attribute("href", "../../../docs/rules/en/luckybox.md#passing")
    notice.screenshot(path=str(tmp_path / "notice.png"))
