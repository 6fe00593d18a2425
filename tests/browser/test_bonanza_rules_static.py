"""The Bonanza table's "?" in headless Chromium: it opens "Ask the rules" on the table, typing
there never plays (no roll, no hold: R, Space and 1-5 are the table's keys), and the answer
comes from the Python assistant."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.widget import Table

pytestmark = pytest.mark.browser


def test_the_question_mark_opens_the_rules_assistant(open_widget, tmp_path):
    game = Game(["Ana"], seed=4)
    game.roll([3, 3, 3, 5, 6])
    t = Table(game, bot_delay=0, locale="en")
    before = len(t.game.actions)
    wp = open_widget(t, viewport={"width": 1100, "height": 900})
    wp.root.get_by_role("button", name="Ask the rules").click()
    box = wp.root.locator(".lt-bonanza-rules-panel")
    expect(box.locator(".lt-ask-heading")).to_have_text("Ask the rules")
    question = box.get_by_role("textbox")
    question.fill("I have 3 3 3 5 6 after one roll, what should I hold?")  # "r", " " and "3" typed here must not play
    question.press("Enter")
    expect(box.locator(".lt-ask-title")).to_have_text("Best-choice hints")
    expect(box.locator(".lt-ask-text")).to_contain_text("With 3 3 3 5 6 and 2 rolls left, the best is to hold")
    expect(box.locator(".lt-ask-rule a").first).to_have_attribute("href", "../../../docs/rules/en/bonanza.md#turn")
    assert not any(m.get("type") in ("roll", "toggle") for m in wp.sent), wp.sent
    assert len(t.game.actions) == before and t.game.held == [False] * 5
    wp.page.screenshot(path=str(tmp_path / "table-rules.png"), full_page=True)
    wp.root.get_by_role("button", name="Ask the rules").click()
    expect(box).to_have_count(0)
