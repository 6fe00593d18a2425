"""Signs that would need an emoji font (an empty box on a machine without one) are drawn with
SVG or plain symbols: the layout check finds any character no font on the page can draw."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.luckybox.widget import open_table
from ludoteca.magdagdon.widget import play

from .harness import layout_problems

pytestmark = pytest.mark.browser


def test_magdagdons_roll_button_draws_its_die(open_widget):
    wp = open_widget(play("Ana", seed=1, store=False))
    roll = wp.root.locator("button.lt-magdagdon-roll")
    expect(roll).to_have_text("Roll")
    expect(roll.locator("svg.lt-icon")).to_be_visible()
    assert layout_problems(wp.root.locator(".lt-magdagdon")) == []


def test_lucky_box_shows_a_computer_player_thinking_with_a_drawn_hourglass(open_widget):
    # The page's Python runs in an event loop, so the computer player waits its 10 s to move.
    t = open_table(["Ana", ("Robo", "greedy")], seed=3, bot_delay=10, store=False)
    wp = open_widget(t, viewport={"width": 1200, "height": 900})
    wp.send({"type": "hint"})
    for card in t.view["ui"]["hint"][0]["cards"]:
        wp.send({"type": "select", "card": card})
    wp.send({"type": "choose"})
    thinking = wp.root.locator(".lt-luckybox-thinking")
    expect(thinking).to_contain_text("Robo")
    expect(thinking.locator("svg.lt-icon")).to_be_visible()
    expect(wp.root.locator(".lt-luckybox-partner-state svg.lt-icon")).to_be_visible()
    assert layout_problems(wp.root.locator(".lt-luckybox")) == []
