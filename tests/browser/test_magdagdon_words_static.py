"""MAGDAGDON's words and dice in the page: the hint before a roll, a staging order that leaves
no cell, and the picked one of two equal dice changing on screen."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.magdagdon import Game
from ludoteca.magdagdon.widget import Table, play

from .harness import layout_problems

pytestmark = pytest.mark.browser


def rolled(dice: list[int]) -> Table:
    game = Game(difficulty="peaceful", seed=5)
    game.roll(dice)
    return Table(game)


def test_the_hint_before_the_first_roll_says_to_roll(open_widget):
    wp = open_widget(play("Ana", seed=1, store=False))
    wp.root.locator("button.lt-magdagdon-hint-button").click()
    expect(wp.root.locator(".lt-magdagdon-hint")).to_contain_text("Roll the dice first")
    expect(wp.root.locator(".lt-notice")).to_have_count(0)


def test_an_order_that_leaves_no_cell_says_the_way_out(open_widget):
    wp = open_widget(rolled([1, 6, 6, 6]))
    wp.root.locator("button.lt-magdagdon-die[data-die='0']").click()
    wp.root.locator("button.lt-magdagdon-cell[data-cell='b2']").click()
    status = wp.root.locator(".lt-magdagdon-status")
    expect(status).to_contain_text("This order leaves no cell for the other dice. Take back the 1 on b2")
    expect(status).to_contain_text("An order that works: 6→")
    assert layout_problems(wp.root.locator(".lt-magdagdon")) == []
    wp.keyboard.press("Backspace")
    expect(status).to_contain_text("Pick a die")


def test_plus_one_on_the_second_of_two_ones_changes_that_die(open_widget):
    wp = open_widget(rolled([1, 6, 1, 5]))
    third = wp.root.locator("button.lt-magdagdon-die[data-die='2']")
    third.click()
    wp.root.locator("button.lt-magdagdon-increase").click()
    expect(third).to_have_attribute("aria-label", re.compile(r"^Die 3: 2\b"))
    expect(wp.root.locator("button.lt-magdagdon-die[data-die='0']")).to_have_attribute("aria-label", "Die 1: 1")
