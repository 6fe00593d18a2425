"""The dice cup's real ESM in a plain page, clicked in Chromium, wired to a real DiceWidget."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.core.dice import DiceCup, DiceWidget

pytestmark = pytest.mark.browser

SEED = 7


def reference(*actions: str, seed: int = SEED) -> DiceCup:
    """What Python's DiceCup gives for these actions, independently of the widget."""
    cup = DiceCup(5, seed=seed)
    for action in actions:
        cup.apply(action)
    return cup


def label(widget: DiceWidget, index: int, value: int | None, held: bool = False) -> str:
    """The aria-label dice.js builds from the catalog Python sent."""
    strings = widget.strings
    text = strings.get("dice.label", "Die {index}: {value}")
    text = text.replace("{index}", str(index + 1)).replace("{value}", "?" if value is None else str(value))
    return text + (", " + strings.get("dice.held_label", "held") if held else "")


def dice(wp):
    return wp.root.locator("button.lt-die")


def expect_dice(wp, widget: DiceWidget, values: list[int], held: list[bool]) -> None:
    buttons = dice(wp)
    expect(buttons).to_have_count(len(values))
    for i, (value, is_held) in enumerate(zip(values, held)):
        button = buttons.nth(i)
        expect(button).to_have_attribute("aria-label", label(widget, i, value, is_held))
        expect(button).to_have_attribute("aria-pressed", "true" if is_held else "false")
        expect(button.locator(".lt-die-pip")).to_have_count(value)  # the face shows the value


@pytest.fixture
def cup(open_widget):
    widget = DiceWidget(seed=SEED)
    return widget, open_widget(widget)


def test_five_labelled_dice_before_the_first_roll(cup):
    widget, wp = cup
    buttons = dice(wp)
    expect(buttons).to_have_count(5)
    for i in range(5):
        expect(buttons.nth(i)).to_have_attribute("aria-label", label(widget, i, None))
        expect(buttons.nth(i)).to_be_disabled()  # nothing to hold before a roll
    expect(wp.root.get_by_role("button", name=widget.strings.get("roll", "Roll"))).to_be_enabled()
    expect(wp.root.get_by_role("alert")).to_have_count(0)


def test_roll_shows_the_dice_python_rolled(cup):
    widget, wp = cup
    wp.root.locator(".lt-roll").click()
    expected = reference("roll")
    expect_dice(wp, widget, expected.dice, [False] * 5)
    assert widget.game.dice == expected.dice
    assert wp.sent == [{"type": "roll"}]
    expect(wp.root.locator(".lt-status")).to_contain_text(str(sum(expected.dice)))


def test_a_held_die_is_checked_and_keeps_its_value(cup):
    widget, wp = cup
    wp.root.locator(".lt-roll").click()
    expect(dice(wp).first).to_be_enabled()
    second = dice(wp).nth(1)
    second.click()
    expected = reference("roll", "toggle 2")
    expect_dice(wp, widget, expected.dice, expected.held)
    expect(second.locator(".lt-check")).to_have_text("✓")
    expect(second).to_have_class("lt-die lt-held")
    assert widget.game.held == [False, True, False, False, False]
    expect(second).to_be_focused()

    wp.root.locator(".lt-roll").click()
    expected = reference("roll", "toggle 2", "roll")
    expect_dice(wp, widget, expected.dice, expected.held)
    assert widget.game.dice[1] == reference("roll").dice[1]
    assert widget.game.rolls == 2
    assert wp.sent == [{"type": "roll"}, {"type": "toggle", "die": 1}, {"type": "roll"}]


def test_keyboard_digits_hold_and_r_rolls(cup):
    widget, wp = cup
    group = wp.root.locator(".lt-cup")
    group.focus()
    wp.keyboard.press("r")
    expect_dice(wp, widget, reference("roll").dice, [False] * 5)
    wp.keyboard.press("2")
    expected = reference("roll", "toggle 2")
    expect_dice(wp, widget, expected.dice, expected.held)
    expect(group).to_be_focused()  # the redraw gives focus back to the group
    wp.keyboard.press("r")
    expected = reference("roll", "toggle 2", "roll")
    expect_dice(wp, widget, expected.dice, expected.held)
    assert [str(a) for a in widget.game.actions] == ["roll", "toggle 2", "roll"]
    assert widget.game.held == expected.held


def test_focus_stays_on_the_die_after_the_redraw(cup):
    widget, wp = cup
    wp.root.locator(".lt-roll").click()
    third = dice(wp).nth(2)
    expect(third).to_be_enabled()
    third.evaluate("el => { el.__before = true; }")
    third.focus()
    wp.keyboard.press("Enter")  # a native button click, from the keyboard
    expect(third).to_have_attribute("aria-pressed", "true")
    expect(third).to_be_focused()
    # The redraw changed the button in place (the same node), so it kept the focus.
    assert third.evaluate("el => el.__before === true && el === document.activeElement")
    assert widget.game.held[2] is True


MALFORMED = [
    pytest.param('({type: "toggle", die: "x"})', id="die-not-a-number"),
    pytest.param('({type: "explode"})', id="unknown-type"),
    pytest.param('({type: "roll", pad: "x".repeat(100 * 1024)})', id="100KB-payload"),
    pytest.param("42", id="a-number"),
    pytest.param('"roll"', id="a-string"),
    pytest.param('["roll"]', id="an-array"),
    pytest.param("null", id="null"),
]


@pytest.mark.parametrize("message", MALFORMED)
def test_a_malformed_message_shows_a_notice_and_changes_nothing(cup, message):
    widget, wp = cup
    wp.root.locator(".lt-roll").click()
    rolled = reference("roll")
    expect_dice(wp, widget, rolled.dice, [False] * 5)
    before = (widget.game.to_json(), dict(widget.view))

    wp.evaluate(f"() => window.__model.send({message})")
    wp.settle()
    assert widget.notice.get("text"), "Python answered with a notice"
    alert = wp.root.get_by_role("alert")
    expect(alert).to_contain_text(widget.notice["text"])
    assert (widget.game.to_json(), dict(widget.view)) == before
    expect_dice(wp, widget, rolled.dice, [False] * 5)

    # Dismissing the notice goes back to Python through save_changes().
    alert.get_by_role("button").click()
    expect(alert).to_have_count(0)
    wp.settle()
    assert widget.notice == {}


def test_rolling_with_every_die_held_is_refused_with_a_notice(cup):
    widget, wp = cup
    wp.root.locator(".lt-roll").click()
    for i in range(5):
        dice(wp).nth(i).click()
        expect(dice(wp).nth(i)).to_have_attribute("aria-pressed", "true")
    wp.root.locator(".lt-roll").click()
    expect(wp.root.get_by_role("alert")).to_have_attribute("data-code", "all_held")
    assert widget.game.rolls == 1


def test_a_change_made_in_python_redraws_the_page(cup):
    widget, wp = cup
    widget.game.apply("roll")
    wp.sync()
    expect_dice(wp, widget, reference("roll").dice, [False] * 5)
    assert wp.sent == []


def test_cleanup_removes_every_listener(cup):
    _widget, wp = cup
    expect(dice(wp)).to_have_count(5)
    assert wp.destroy() == 0
