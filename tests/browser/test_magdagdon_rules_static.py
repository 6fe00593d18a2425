"""The MAGDAGDON table's "?" in headless Chromium: it opens "Ask the rules" on the table, typing
there never plays (R, C, A, H, X and 1-4 are the table's keys), and the answer comes from the
Python assistant."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.widget import Table

pytestmark = pytest.mark.browser


def test_the_question_mark_opens_the_rules_assistant(open_widget, tmp_path):
    game = Game(difficulty="peaceful", seed=5)
    game.roll([3, 5, 2, 6])
    t = Table(game, locale="en")
    before = len(t.game.actions)
    wp = open_widget(t, viewport={"width": 1100, "height": 900})
    wp.root.get_by_role("button", name="Ask the rules").click()
    box = wp.root.locator(".lt-magdagdon-rules-panel")
    expect(box.locator(".lt-ask-heading")).to_have_text("Ask the rules")
    question = box.get_by_role("textbox")
    question.fill("Can I place a 4 next to a 3 and a 5? Rather, what can go there?")
    question.press("Enter")
    expect(box.locator(".lt-ask-title")).to_have_text("Which values may touch")
    expect(box.locator(".lt-ask-text")).to_contain_text("Yes: a 4 may go next to a 3 and a 5")
    assert not any(m.get("type") in ("roll", "die", "confirm", "accept", "hint", "reroll_mode") for m in wp.sent), (
        wp.sent
    )
    assert len(t.game.actions) == before
    wp.page.screenshot(path=str(tmp_path / "table-rules.png"), full_page=True)
    wp.root.get_by_role("button", name="Ask the rules").click()
    expect(box).to_have_count(0)
