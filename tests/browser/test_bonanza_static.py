"""The Bonanza table's real ESM/CSS in a plain page, clicked in headless Chromium; every click
reaches the real Python widget, whose new view comes back to the page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.bots import GreedyBot
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.widget import Table, open_table, play
from ludoteca.core.store import Store

pytestmark = pytest.mark.browser


def tr(widget: Table, key: str, fallback: str, **params) -> str:
    """A text as bonanza.js builds it: the catalog Python sent, else the English fallback."""
    text = widget.strings.get(key, fallback)
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), text)


def box_name(widget: Table, box: str) -> str:
    return tr(widget, f"bonanza.box.{box}", box.replace("_", " ").capitalize())


def seeded_position() -> Table:
    """Ana and Bruno after two rounds each; Ana has rolled 2 2 4 4 4 once."""
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    g = t.game
    for dice, box in [
        ([1, 1, 1, 5, 6], "ones"),
        ([3, 3, 3, 5, 5], "full_house"),
        ([6, 6, 6, 6, 2], "sixes"),
        ([1, 2, 3, 4, 6], "bonanza"),
    ]:
        g.roll(dice)
        g.record(box) if box != "bonanza" else g.scratch(box)
    g.roll([2, 2, 4, 4, 4])
    return t


def cell(wp, seat: int, box: str):
    return wp.root.locator(f"tbody tr td[data-box='{box}']").nth(seat)


def dice(wp):
    return wp.root.locator("button.lt-bonanza-die")


def expect_dice(wp, widget: Table) -> None:
    view = widget.view
    buttons = dice(wp)
    expect(buttons).to_have_count(5)
    for i, value in enumerate(view["bonanza"]["dice"]):
        held = view["bonanza"]["held"][i]
        button = buttons.nth(i)
        expect(button.locator(".lt-die-pip")).to_have_count(value)
        expect(button).to_have_attribute("aria-pressed", "true" if held else "false")
        label = tr(widget, "dice.label", "Die {index}: {value}", index=i + 1, value=value)
        expect(button).to_have_attribute("aria-label", re.compile("^" + re.escape(label) + (", " if held else "")))
        expect(button.locator(".lt-check")).to_have_count(1 if held else 0)


@pytest.fixture
def position(open_widget):
    widget = seeded_position()
    return widget, open_widget(widget)


def test_a_seeded_position_shows_sheets_dice_and_previews(position):
    widget, wp = position
    heads = wp.root.locator("thead th.lt-bonanza-seat")
    expect(heads).to_have_count(2)
    expect(heads.nth(0)).to_contain_text("Ana")
    expect(heads.nth(0)).to_contain_text("to play")
    expect(heads.nth(1)).to_contain_text("Bruno")
    expect(cell(wp, 0, "ones")).to_have_text("3")
    expect(cell(wp, 0, "sixes")).to_have_text("24")
    expect(cell(wp, 1, "full_house")).to_have_text("25")
    expect(cell(wp, 1, "bonanza")).to_have_text("0")
    expect(cell(wp, 1, "bonanza")).to_have_class(re.compile("lt-bonanza-zero"))
    totals = wp.root.locator("td.lt-bonanza-total")
    expect(totals.nth(0)).to_have_text("27")
    expect(totals.nth(1)).to_have_text("25")
    expect(wp.root.locator("tr.lt-bonanza-subtotal").first).to_contain_text("27/63")
    expect_dice(wp, widget)
    # Every free box of the current player is a button with what the roll would score there.
    boxes = wp.root.locator("button.lt-bonanza-box")
    previews = widget.view["bonanza"]["previews"]
    expect(boxes).to_have_count(len(previews))
    for box, points in previews.items():
        button = wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']")
        expect(button.locator(".lt-bonanza-points")).to_have_text(str(points))
        label = tr(
            widget,
            "bonanza.aria.box_free",
            "{box}: free, would score {points}",
            box=box_name(widget, box),
            points=points,
        )
        expect(button).to_have_attribute("aria-label", re.compile("^" + re.escape(label)))
    expect(wp.root.locator("button[data-box='fours']")).to_have_text(re.compile("12"))
    # Bruno's free boxes are not buttons, and nobody can click Ana's filled ones.
    expect(cell(wp, 1, "fours").locator("button")).to_have_count(0)
    expect(cell(wp, 0, "ones").locator("button")).to_have_count(0)


def test_hold_roll_and_record_with_the_mouse(position):
    widget, wp = position
    dice(wp).nth(2).click()
    expect(dice(wp).nth(2)).to_have_attribute("aria-pressed", "true")
    expect(dice(wp).nth(2).locator(".lt-check")).to_have_text("✓")
    assert widget.game.held == [False, False, True, False, False]
    wp.root.locator("button.lt-bonanza-roll").click()
    expect(wp.root.locator("button.lt-bonanza-roll")).to_contain_text("1")
    assert widget.game.rolls == 2 and widget.game.dice[2] == 4
    expect_dice(wp, widget)
    box = next(h["box"] for h in widget.view["bonanza"]["hints"] if h["box"])
    points = widget.view["bonanza"]["previews"][box]
    wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']").click()
    expect(wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']")).to_contain_text(
        tr(widget, "bonanza.record_q", "Record?") if points else tr(widget, "bonanza.scratch_q", "Scratch?")
    )
    assert widget.game.current == 0
    wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']").click()
    expect(cell(wp, 0, box)).to_have_text(str(points))
    assert widget.game.current == 1 and widget.game.sheets[0].boxes[box] == points
    expect(wp.root.locator("th.lt-bonanza-current")).to_contain_text("Bruno")
    said = f"Ana recorded {points} in {box_name(widget, box)}" if points else f"Ana scratched {box_name(widget, box)}"
    expect(wp.root.locator(".lt-bonanza-event").first).to_contain_text(said)
    sent = [m["type"] for m in wp.sent if m["type"] != "here"]  # "here": it is still on screen
    assert sent == ["ready", "toggle", "roll", "box", "box"]  # "ready": it is on screen
    assert all(m.get("turn") == 5 for m in wp.sent[1:])


def test_keyboard_holds_rolls_moves_and_records(position):
    widget, wp = position
    root = wp.root.locator(".lt-bonanza")
    root.focus()
    wp.keyboard.press("1")
    expect(dice(wp).nth(0)).to_have_attribute("aria-pressed", "true")
    wp.keyboard.press("2")
    expect(dice(wp).nth(1)).to_have_attribute("aria-pressed", "true")
    expect(root).to_be_focused()
    wp.keyboard.press("r")
    expect(wp.root.locator("button.lt-bonanza-roll")).to_contain_text("1")
    assert widget.game.rolls == 2 and widget.game.dice[:2] == (2, 2)
    wp.keyboard.press("Space")
    expect(wp.root.locator(".lt-bonanza-pip.lt-bonanza-used")).to_have_count(3)
    assert widget.game.rolls == 3
    # Arrows walk over the free boxes in sheet order; Enter clicks the focused one.
    boxes = list(widget.view["bonanza"]["previews"])
    wp.keyboard.press("ArrowDown")
    expect(wp.root.locator(f"button[data-box='{boxes[0]}']")).to_be_focused()
    wp.keyboard.press("ArrowDown")
    wp.keyboard.press("ArrowDown")
    expect(wp.root.locator(f"button[data-box='{boxes[2]}']")).to_be_focused()
    wp.keyboard.press("ArrowUp")
    target = boxes[1]
    focused = wp.root.locator(f"button[data-box='{target}']")
    expect(focused).to_be_focused()
    points = widget.view["bonanza"]["previews"][target]
    wp.keyboard.press("Enter")
    if points == 0:  # even after the last roll, a zero asks first
        expect(focused).to_contain_text(tr(widget, "bonanza.scratch_q", "Scratch?"))
        expect(focused).to_be_focused()
        wp.keyboard.press("Escape")
        expect(focused).not_to_contain_text(tr(widget, "bonanza.scratch_q", "Scratch?"))
        assert widget.view["ui"]["pending"] is None
        wp.keyboard.press("Enter")
        expect(focused).to_contain_text(tr(widget, "bonanza.scratch_q", "Scratch?"))
        wp.keyboard.press("Enter")
    expect(cell(wp, 0, target)).to_have_text(str(points))
    assert widget.game.sheets[0].boxes[target] == points
    # The box is gone; the keyboard stays on the table (the next player's roll button).
    expect(wp.root.locator("button.lt-bonanza-roll")).to_be_focused()
    wp.keyboard.press("r")
    expect(dice(wp).nth(0)).to_be_enabled()
    assert widget.game.current == 1 and widget.game.rolls == 1


def test_record_asks_first_while_rolls_remain(position):
    widget, wp = position
    fours = wp.root.locator("button.lt-bonanza-box[data-box='fours']")
    fours.click()
    expect(fours).to_contain_text(tr(widget, "bonanza.record_q", "Record?"))
    expect(fours).to_have_class(re.compile("lt-bonanza-pending"))
    expect(wp.root.locator(".lt-bonanza-prompt")).to_contain_text("Fours")
    assert widget.view["ui"]["pending"] == {"box": "fours", "kind": "record", "points": 12}
    # A click elsewhere moves the question; Cancel drops it; neither records.
    chance = wp.root.locator("button.lt-bonanza-box[data-box='chance']")
    chance.click()
    expect(chance).to_contain_text(tr(widget, "bonanza.record_q", "Record?"))
    expect(fours).not_to_contain_text(tr(widget, "bonanza.record_q", "Record?"))
    wp.root.locator("button.lt-bonanza-cancel").click()
    expect(chance).not_to_contain_text(tr(widget, "bonanza.record_q", "Record?"))
    fours.click()
    fours.click()
    expect(cell(wp, 0, "fours")).to_have_text("12")
    assert widget.game.sheets[0].boxes["fours"] == 12


def test_scratch_always_asks(position):
    widget, wp = position
    yahtzee = wp.root.locator("button.lt-bonanza-box[data-box='bonanza']")
    expect(yahtzee).to_have_class(re.compile("lt-bonanza-zero"))
    yahtzee.click()
    expect(yahtzee).to_contain_text(tr(widget, "bonanza.scratch_q", "Scratch?"))
    assert "bonanza" not in widget.game.sheets[0].boxes
    yahtzee.click()
    expect(cell(wp, 0, "bonanza")).to_have_text("0")
    assert widget.game.sheets[0].boxes["bonanza"] == 0


def test_the_hints_panel_shows_python_hints(position):
    widget, wp = position
    hints = widget.view["bonanza"]["hints"]
    items = wp.root.locator("li.lt-bonanza-hint")
    expect(items).to_have_count(len(hints))
    for i, hint in enumerate(hints):
        item = items.nth(i)
        expect(item).to_have_attribute("data-kind", hint["kind"])
        expect(item.locator(".lt-bonanza-hint-expected")).to_have_text(hint["expected_text"])
        assert hint["expected_text"].endswith(" points expected")
        if hint["kind"] != "keep":
            expect(item).to_contain_text(box_name(widget, hint["box"]))
        else:
            expect(item).to_contain_text(" ".join(map(str, hint["keep"])) or "nothing")
    # The boxes carry their rank; the dice to keep are marked, with a label too.
    records = [h for h in hints if h["kind"] == "record"]
    for rank, hint in enumerate(records, start=1):
        expect(wp.root.locator(f"button[data-box='{hint['box']}'] .lt-bonanza-rank")).to_have_text(str(rank))
    mask = widget.view["ui"]["keep_dice"]
    advised = wp.root.locator("button.lt-bonanza-die.lt-bonanza-advised")
    expect(advised).to_have_count(sum(mask) if mask else 0)
    if mask and any(mask):
        first = mask.index(True)
        expect(dice(wp).nth(first)).to_have_attribute("aria-label", re.compile("hint"))
    # The toggle hides them, in Python.
    toggle = wp.root.locator("button.lt-bonanza-hints-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.click()
    expect(items).to_have_count(0)
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(toggle).to_be_focused()
    assert widget.show_hints is False and widget.view["bonanza"]["hints"] == []
    expect(wp.root.locator(".lt-bonanza-rank")).to_have_count(0)


def test_a_whole_solo_game_by_clicks_ends_with_the_score_and_the_best_one(open_widget, tmp_path):
    store = Store(tmp_path / "scores.sqlite3")
    earlier = play("Ana", seed=21, store=store)
    bot = GreedyBot()
    while not earlier.game.is_terminal():
        earlier.game.apply(bot.choose(earlier.game))
    before = earlier.game.sheets[0].total()
    t = play("Ana", seed=22, hints=False, store=store)
    wp = open_widget(t)
    best = wp.root.locator(".lt-bonanza-best")
    expect(best).to_have_text(tr(t, "bonanza.best_score", "Best score: {score}", score=before))
    for turn in range(1, 14):
        wp.root.locator("button.lt-bonanza-roll").click()
        expect(wp.root.locator("button.lt-bonanza-box").first).to_be_visible()
        previews = t.view["bonanza"]["previews"]
        box = max(previews, key=lambda b: previews[b])
        wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']").click()  # asks first: rolls remain
        expect(wp.root.locator(".lt-bonanza-pending")).to_have_count(1)
        wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']").click()
        expect(cell(wp, 0, box)).to_have_text(str(previews[box]))
        assert len(t.game.sheets[0].boxes) == turn
    total = t.game.sheets[0].total()
    assert t.view["phase"] == "over" and t.view["outcome"]["scores"] == [total]
    results = wp.root.locator(".lt-bonanza-results")
    expect(results.locator(".lt-bonanza-final")).to_have_text(
        tr(t, "bonanza.your_score", "Your score: {score}", score=total)
    )
    expect(best).to_have_text(tr(t, "bonanza.best_score", "Best score: {score}", score=max(before, total)))
    expect(results.locator(".lt-bonanza-new-best")).to_have_count(1 if total > before else 0)
    expect(wp.root.locator("button.lt-bonanza-roll")).to_have_count(0)
    assert [m["type"] for m in wp.sent].count("roll") == 13


def test_an_out_of_turn_action_shows_a_notice(open_widget):
    game = Game(["Ana", "Bruno"], seed=7)
    bruno = Table(game, seat=1, bot_delay=0)
    wp = open_widget(bruno)
    expect(wp.root.locator("button.lt-bonanza-roll")).to_be_disabled()
    wp.root.locator(".lt-bonanza").focus()
    wp.keyboard.press("r")
    alert = wp.root.get_by_role("alert")
    expect(alert).to_have_attribute("data-code", "not_your_turn")
    expect(alert).to_contain_text("Ana")
    assert game.rolls == 0
    wp.send({"type": "roll", "dice": [6, 6, 6, 6, 6]})
    expect(alert).to_have_attribute("data-code", "malformed_action")
    assert game.rolls == 0 and game.actions == []


def test_a_late_click_shows_the_timeout(open_widget):
    now = [0.0]
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, turn_seconds=30, clock=lambda: now[0])
    t.game.roll([2, 2, 4, 4, 4])
    first = next(h.details["box"] for h in t.game.hints(top=5) if h.details["box"])
    wp = open_widget(t)
    expect(wp.root.locator("[role=timer]")).to_contain_text("0:")
    # The clock starts when the screen says it is ready: let that message land before time runs out.
    wp.page.wait_for_function("() => window.__sent.some((m) => m.type === 'ready')")
    wp.settle()
    now[0] = 31.0
    wp.root.locator("button.lt-bonanza-box[data-box='chance']").click()
    expect(wp.root.get_by_role("alert")).to_have_attribute("data-code", "too_late")
    expect(wp.root.locator(".lt-bonanza-event.lt-bonanza-newest")).to_contain_text(
        f"Time ran out: recorded {box_name(t, first)} for Ana"
    )
    expect(cell(wp, 0, first)).to_have_class(re.compile("lt-bonanza-filled"))
    assert list(t.game.sheets[0].boxes) == [first]


def test_give_up_asks_then_shows_the_ranking(open_widget):
    t = open_table(["Ana", ("Robo", "greedy")], seed=3, bot_delay=0)
    wp = open_widget(t)
    leave = wp.root.locator("button.lt-bonanza-leave")
    expect(leave).to_have_count(1)  # only people give up
    leave.click()
    expect(leave).to_have_text(tr(t, "bonanza.confirm", "Confirm"))
    expect(leave).to_be_focused()
    wp.keyboard.press("Escape")
    expect(leave).to_have_text(tr(t, "bonanza.give_up", "Give up"))
    leave.click()
    leave.click()
    results = wp.root.locator(".lt-bonanza-results")
    expect(results).to_contain_text(tr(t, "winner", "{name} wins!", name="Robo"))
    rows = results.locator("li.lt-bonanza-rank-row")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text("Robo")
    expect(rows.nth(1)).to_contain_text("Ana")
    expect(rows.nth(1)).to_contain_text(tr(t, "bonanza.gave_up", "Gave up"))


def test_leaving_says_when_the_game_would_end_and_the_waiting_clock_says_for_whom(open_widget):
    from ludoteca.rooms.room import Room

    t = open_table(["Ana", "Bruno", ("Robo", "greedy")], seed=3, bot_delay=0, turn_seconds=30)
    room = Room(t, host=0)  # Bruno plays from his own page, which he has not opened
    wp = open_widget(t)
    clock = wp.root.locator(".lt-bonanza-clock")
    expect(clock).to_have_attribute("title", "The clock starts once every player has opened their link to this room")
    wp.root.locator("button.lt-bonanza-leave").first.click()  # Ana: Bruno would play on, with Robo
    prompt = wp.root.locator(".lt-bonanza-prompt")
    expect(prompt).to_contain_text(
        "Leaving counts as giving up: ranked behind everyone who finishes, while the others play on"
    )
    wp.keyboard.press("Escape")
    room.close()
    alone = open_table(["Ana", "Bruno"], seed=3, bot_delay=0, turn_seconds=30)
    alone.seat_widget(1)  # a second screen, not shown yet
    wp = open_widget(alone)
    expect(wp.root.locator(".lt-bonanza-clock")).not_to_have_attribute("title", re.compile("every player"))
    wp.root.locator("button.lt-bonanza-leave").first.click()  # Ana: only Bruno would be left
    expect(wp.root.locator(".lt-bonanza-prompt")).to_contain_text("with only Bruno left the game ends here: Bruno wins")


def test_the_language_switches_live(position):
    widget, wp = position
    expect(wp.root.locator("tbody th").nth(0)).to_have_text(box_name(widget, "ones"))
    widget.locale = "pt"
    wp.sync()
    assert widget.strings["bonanza.box.chance"] != "Chance"
    expect(wp.root.locator("tbody tr", has=wp.page.locator("td[data-box='chance']")).locator("th")).to_have_text(
        widget.strings["bonanza.box.chance"]
    )
    expect(wp.root.locator(".lt-bonanza-hint-expected").first).to_have_text(
        re.compile(r"^[+\u2212]\d+,\d pontos esperados$")
    )
    widget.locale = "de"
    wp.sync()
    expect(wp.root.locator("button.lt-bonanza-hints-toggle")).to_have_text(widget.strings["bonanza.hide_hints"])


def test_bots_answer_within_the_same_click(open_widget):
    t = open_table(["Ana", ("Robo", "optimal")], seed=5, bot_delay=0)
    wp = open_widget(t)
    wp.root.locator("button.lt-bonanza-roll").click()
    box = next(h["box"] for h in t.view["bonanza"]["hints"] if h["box"])
    button = wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']")
    button.click()
    if t.game.current == 0:
        button.click()
    expect(wp.root.locator("th.lt-bonanza-current")).to_contain_text("Ana")
    expect(wp.root.locator(".lt-bonanza-event")).to_have_count(2)
    expect(wp.root.locator(".lt-bonanza-event").first).to_contain_text(re.compile("Robo (recorded|scratched)"))
    assert t.game.turn == 3


def test_cleanup_removes_every_listener(position):
    _widget, wp = position
    expect(dice(wp)).to_have_count(5)
    assert wp.destroy() == 0


def test_a_joker_is_shown_with_the_reason_and_only_its_box(open_widget):
    t = open_table(["Ana"], seed=3, bot_delay=0, store=False)
    t.game.roll([4, 4, 4, 4, 4])
    t.game.record("bonanza")  # 50: the next five of a kind is a joker with a bonus
    t.game.roll([4, 4, 4, 4, 4])
    joker = t.view["bonanza"]["joker"]
    assert joker == {"face": 4, "why": "upper", "boxes": ["fours"]} and t.view["bonanza"]["extra_bonus"] == 50
    wp = open_widget(t)
    expect(wp.root.locator(".lt-bonanza-joker")).to_have_text("Joker")
    prompt = wp.root.locator(".lt-bonanza-prompt")
    expect(prompt).to_contain_text(tr(t, "bonanza.joker.upper", "", face=4))
    expect(prompt).to_contain_text(tr(t, "bonanza.joker.bonus", "", bonus=50))
    expect(wp.root.locator("button.lt-bonanza-box")).to_have_count(1)
    expect(wp.root.locator("button.lt-bonanza-box[data-box='fours']")).to_be_visible()


def test_a_box_that_would_score_nothing_is_hinted_as_a_scratch(open_widget):
    t = open_table(["Ana"], seed=3, bot_delay=0, store=False)
    g = t.game
    for box in (
        "threes",
        "fours",
        "fives",
        "sixes",
        "three_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    ):
        g.roll([1, 2, 3, 5, 6])
        g.record(box) if g.previews()[box] else g.scratch(box)
    for _ in range(3):
        g.roll([1, 2, 3, 5, 6])
    wp = open_widget(t)
    items = wp.root.locator("li.lt-bonanza-hint")
    expect(items).to_have_count(3)
    expect(items.nth(0)).to_have_attribute("data-kind", "record")
    zero = wp.root.locator("li.lt-bonanza-hint[data-box='bonanza']")
    expect(zero).to_have_attribute("data-kind", "scratch")
    expect(zero.locator(".lt-bonanza-hint-what")).to_have_text(re.compile("^Scratch "))
    expect(wp.root.locator("li.lt-bonanza-hint[data-kind='record']", has_text="· 0")).to_have_count(0)


@pytest.mark.parametrize("width", [340, 420])
def test_two_sheets_fit_side_by_side_in_a_narrow_notebook(open_widget, width):
    """In a narrow notebook (a phone, or the rules opened beside it) both players' columns
    show without scrolling the sheet sideways."""
    wp = open_widget(seeded_position(), viewport={"width": width, "height": 900})
    paper = wp.root.locator(".lt-bonanza-paper").first
    expect(wp.root.locator("th.lt-bonanza-seat")).to_have_count(2)
    scroll, client = paper.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert scroll <= client, f"at {width} px the sheet is {scroll} px wide in {client} px"
