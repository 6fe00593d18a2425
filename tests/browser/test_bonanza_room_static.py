"""The Bonanza room, play again and leaving, in a plain page with the real ESM/CSS: every click
reaches the real Python widget."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.widget import open_table

from .harness import check_layout

pytestmark = pytest.mark.browser


def test_the_room_seats_players_and_starts_the_game(open_widget, sandbox):
    t = open_table(seed=4, bot_delay=0, store=False)
    wp = open_widget(t, viewport={"width": 1200, "height": 900})
    room = wp.root.locator(".lt-bonanza-room")
    expect(room).to_be_visible()
    seats = room.locator("li.lt-bonanza-room-seat")
    expect(seats).to_have_count(2)
    expect(room.locator("input[type=radio]:checked")).to_have_value("60")
    expect(room.locator("input[type=radio]")).to_have_count(4)  # no "no clock" unless Python asks
    check_layout(wp.page, wp.root, shots=sandbox / "shots", name="bonanza-room-static")
    seats.nth(0).locator("input").fill("Ana")
    seats.nth(1).locator("input").fill("ana ")
    room.locator("button.lt-bonanza-room-add").click()
    expect(seats).to_have_count(3)
    seats.nth(2).locator("select").select_option("greedy")
    seats.nth(2).locator("input").fill("Robo")
    room.locator("input[value='30']").check()
    room.locator("button.lt-bonanza-room-start").click()
    wp.settle()
    expect(room.locator(".lt-notice")).to_contain_text("same name")  # Python refused it; the form stays
    expect(seats.nth(1).locator("input")).to_have_value("ana ")
    assert t.notice["code"] == "room_same_name" and t.view["ui"].get("room")
    seats.nth(1).locator("input").fill("Bruno")
    seats.nth(1).locator("button.lt-bonanza-room-remove").click()  # Bruno does not come after all
    expect(seats).to_have_count(2)
    expect(room.locator("button.lt-bonanza-room-remove")).to_have_count(0)  # two seats at least
    room.locator("button.lt-bonanza-room-start").click()
    wp.settle()
    expect(wp.root.locator("th.lt-bonanza-seat")).to_have_count(2)
    expect(wp.root.locator("th.lt-bonanza-seat").nth(1)).to_contain_text("Robo")
    assert [(s.name, s.kind) for s in t.game.seats] == [("Ana", "human"), ("Robo", "greedy")]
    assert t.game.turn_seconds == 30 and t.game.seed == 4
    assert not t.game.clock_waiting  # the page was on screen when Start was pressed
    expect(wp.root.get_by_role("timer")).to_contain_text(re.compile(r"0:[23]\d"))
    assert [m["type"] for m in wp.sent][:1] == ["ready"]


def test_leave_and_play_again(open_widget):
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, store=False)
    wp = open_widget(t)
    leave = wp.root.locator("button.lt-bonanza-leave")
    expect(leave.first).to_have_text("Leave the table")
    leave.nth(1).click()
    expect(wp.root.locator(".lt-bonanza-prompt")).to_contain_text("Leaving counts as giving up")
    leave.nth(1).click()
    again = wp.root.locator("button.lt-bonanza-again")
    expect(again).to_have_text("Play again")
    expect(wp.root.locator(".lt-bonanza-winner")).to_contain_text("Ana")
    old = t.game
    again.click()
    wp.settle()
    expect(wp.root.locator(".lt-bonanza-status")).to_contain_text("Round 1 of 13")
    assert t.game is not old and old.is_terminal() and t.game.seats == old.seats
    expect(wp.root.locator("button.lt-bonanza-roll")).to_be_enabled()
    assert t.game.deadline_in() is not None  # the table is on screen: the new game's clock runs


def test_a_seat_widget_plays_only_its_seat(open_widget):
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, store=False)
    bruno = t.seat_widget(1)
    wp = open_widget(bruno)
    expect(wp.root.locator("button.lt-bonanza-roll")).to_be_disabled()  # Ana's turn
    expect(wp.root.locator("button.lt-bonanza-leave")).to_have_count(1)  # his own seat only
    assert t.game.clock_waiting  # Bruno's screen is not Ana's: her clock waits for her
    t.game.roll([2, 2, 2, 5, 6])
    t.game.record("twos")
    wp.sync()
    expect(wp.root.locator("button.lt-bonanza-roll")).to_be_enabled()
    wp.root.locator("button.lt-bonanza-roll").click()
    wp.settle()
    assert t.game.rolls == 1 and t.view["bonanza"]["dice"] == bruno.view["bonanza"]["dice"]
