"""Pig's widget in Chromium: the fourth game's page plays through Python like the other three."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import tests.pig  # noqa: F401 - registers Pig
from tests.pig.game import Game
from tests.pig.rules import Rules
from tests.pig.widget import PigTable

pytestmark = pytest.mark.browser


def test_rolls_and_holds_by_clicking(open_widget):
    table = PigTable(Game(["Ana", "Bo"], seed=11, rules=Rules(10)), bot_delay=0)
    wp = open_widget(table)
    hold = wp.root.locator(".lt-pig-hold")
    expect(hold).to_be_disabled()  # nothing to hold before a roll
    while not table.game.is_terminal() and len(table.game.actions) < 60:
        rolled = len(table.game.actions)
        if table.game.turn_points >= 5:
            hold.click()
        else:
            wp.root.locator(".lt-pig-roll").click()
        wp.settle()
        assert len(table.game.actions) == rolled + 1
        pig = table.view["pig"]
        scores = [f"{name}: {points}" for name, points in zip(pig["players"], pig["scores"])]
        expect(wp.root.locator(".lt-pig-scores li")).to_have_text(scores)
    assert table.game.is_terminal()
    winner = table.game.seats[table.game.outcome().winners[0]].name
    expect(wp.root.locator(".lt-pig-turn")).to_have_text(f"Winner: {winner}")
    expect(wp.root.locator(".lt-pig-roll")).to_be_disabled()
    assert not wp.problems()
