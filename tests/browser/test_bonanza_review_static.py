"""The coach in the Bonanza table's real ESM/CSS, in a plain page wired to the real Python
widget: the review panel of a finished seeded game (chart, costliest decisions, a replay
stepped with buttons, keys and clicks), the proficiency badge, and the solo trend."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.bots import GreedyBot
from ludoteca.bonanza.review import review
from ludoteca.bonanza.widget import Table, open_table, play
from ludoteca.core.store import Store

from .harness import layout_problems

pytestmark = pytest.mark.browser


class FakeClock:
    now = 1000.0

    def __call__(self) -> float:
        return self.now


def finished_game(players=("Ana", ("Robo", "optimal")), seed: int = 4) -> Table:
    """A finished seeded game: Ana plays greedily; with a bot, her clock runs out in round 5."""
    clock = FakeClock()
    timed = any(isinstance(p, tuple) for p in players)
    t = open_table(list(players), seed=seed, bot_delay=0, clock=clock, turn_seconds=60 if timed else None)
    game, bot = t.game, GreedyBot()
    while not game.is_terminal():
        if timed and game.current == 0 and game.round == 5 and game.dice is None:
            game.roll()
            clock.now += 61
        else:
            game.apply(bot.choose(game))
        t.tick()
    return t


def smallest_svg_text(root) -> float:
    """The smallest size, in screen pixels, at which the SVG text under ``root`` is drawn."""
    return root.evaluate("""(root) => Math.min(...[...root.querySelectorAll("svg text")].map((t) => {
        const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    }))""")


def current(widget: Table) -> dict:
    return widget.view["ui"]["review"]["current"]


def expect_step(wp, widget: Table) -> None:
    """The replay shows what Python says: label, dice (pips, held ✓, advised ▲), sheet, verdict."""
    now = current(widget)
    panel = wp.root.locator(".lt-bonanza-review")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(now["label"])
    dice = panel.locator(".lt-bonanza-rd-die")
    expect(dice).to_have_count(5)
    for i, value in enumerate(now["dice"]):
        expect(dice.nth(i)).to_have_attribute("data-value", str(value))
        expect(dice.nth(i).locator(".lt-die-pip")).to_have_count(value)
        expect(dice.nth(i).locator(".lt-check")).to_have_count(1 if now["held"][i] else 0)
        expect(dice.nth(i).locator(".lt-bonanza-advice-mark")).to_have_count(1 if now["advised"][i] else 0)
    expect(panel.locator(".lt-bonanza-rd")).to_have_attribute("aria-label", now["dice_label"])
    for box, points in now["sheet"]["boxes"].items():
        if box in now["marks"]:
            continue
        expect(panel.locator(f".lt-bonanza-rs-row[data-box='{box}'] .lt-bonanza-rs-points")).to_have_text(
            "–" if points is None else str(points)
        )
    expect(panel.locator(".lt-bonanza-replay-chosen .lt-bonanza-replay-what")).to_have_text(now["chosen"]["text"])
    expect(panel.locator(".lt-bonanza-replay-optimal .lt-bonanza-replay-what")).to_have_text(now["optimal"]["text"])
    expect(panel.locator(".lt-bonanza-replay-verdict")).to_contain_text(now["verdict"])
    expect(panel.locator(".lt-bonanza-replay-sentence")).to_have_text(now["sentence"])
    expect(panel.locator(".lt-bonanza-replay-clock")).to_have_count(1 if now["by_clock"] else 0)


@pytest.fixture
def finished(open_widget):
    widget = finished_game()
    return widget, open_widget(widget, viewport={"width": 1000, "height": 900})


def test_the_review_panel_shows_the_chart_and_the_costliest_decisions(finished):
    widget, wp = finished
    result = review(widget.game, 0)
    p = widget.view["ui"]["review"]
    panel = wp.root.locator(".lt-bonanza-review")
    expect(panel).to_be_visible()
    expect(panel.locator(".lt-bonanza-review-title")).to_have_text("Ana against perfect play")
    expect(panel.locator(".lt-bonanza-review-seat")).to_have_count(0)  # one person: no selector
    expect(panel.locator(".lt-bonanza-stat-score dd")).to_have_text(str(result.score))
    expect(panel.locator(".lt-bonanza-stat-total dd")).to_have_text(f"{result.total_loss:.2f}")
    expect(panel.locator(".lt-bonanza-stat-mean dd")).to_have_text(f"{result.mean_loss:.2f}")
    best = sum(d.is_best() for d in result.decisions)
    expect(panel.locator(".lt-bonanza-stat-best dd")).to_have_text(f"{best}/{len(result.decisions)}")
    chart = panel.locator("svg.lt-review-chart-svg")
    expect(chart).to_have_attribute("role", "img")
    expect(chart.locator(".lt-review-chart-col")).to_have_count(len(result.decisions))
    expect(chart.locator("rect.lt-review-chart-bar")).to_have_count(len(result.decisions) - best)
    expect(chart.locator("circle.lt-review-chart-best")).to_have_count(best)
    expect(chart.locator(".lt-review-chart-hollow")).to_have_count(1)  # the timeout, hollow and dashed
    expect(panel.locator(".lt-review-legend-hollow")).to_have_count(1)
    items = panel.locator("button.lt-bonanza-costly")
    expect(items).to_have_count(len(result.costliest(5)))
    for i, shown in enumerate(p["costliest"]):
        expect(items.nth(i).locator(".lt-bonanza-costly-text")).to_have_text(shown["sentence"])
        expect(items.nth(i).locator(".lt-bonanza-costly-loss")).to_have_text(shown["verdict"])
    expect_step(wp, widget)


def test_stepping_with_buttons_and_arrow_keys(finished):
    widget, wp = finished
    panel = wp.root.locator(".lt-bonanza-review")
    steps = widget.view["ui"]["review"]["steps"]
    nxt, prev = panel.locator("button.lt-bonanza-replay-next"), panel.locator("button.lt-bonanza-replay-prev")
    expect(prev).to_be_disabled()
    expect(nxt).to_have_attribute("aria-label", "Next decision")
    first_dice = current(widget)["dice"]
    nxt.click()
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision 2 of {steps}")
    assert widget.coach.review_step == 1
    expect_step(wp, widget)
    expect(nxt).to_be_focused()  # focus survives the redraw
    where = panel.locator(".lt-bonanza-replay-where")
    # Each step is sent from the view on screen, so each waits for Python's answer (as a person does).
    nxt.click()
    expect(where).to_contain_text(f"Decision 3 of {steps}")
    nxt.click()
    expect(where).to_contain_text(f"Decision 4 of {steps}")
    prev.click()
    expect(where).to_contain_text(f"Decision 3 of {steps}")
    expect_step(wp, widget)
    # The keyboard: ← → step, Home / End jump, whatever in the panel has the focus.
    panel.focus()
    wp.keyboard.press("ArrowRight")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision 4 of {steps}")
    expect(panel).to_be_focused()
    wp.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(f"Decision 3 of {steps}")
    wp.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(f"Decision 2 of {steps}")
    expect_step(wp, widget)
    wp.keyboard.press("End")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision {steps} of {steps}")
    expect(nxt).to_be_disabled()
    count = len(wp.sent)
    wp.keyboard.press("ArrowRight")  # past the end: nothing is sent
    assert len(wp.sent) == count
    wp.keyboard.press("Home")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision 1 of {steps}")
    assert current(widget)["dice"] == first_dice
    expect_step(wp, widget)
    # ▶| moves to the end; the button is disabled there, and the keyboard stays in the panel.
    panel.locator("button.lt-bonanza-replay-last").click()
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision {steps} of {steps}")
    expect(panel).to_be_focused()
    wp.keyboard.press("ArrowLeft")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision {steps - 1} of {steps}")
    sent = [m for m in wp.sent if m["type"] == "review"]
    assert all(set(m) == {"type", "seat", "step"} and 0 <= m["step"] < steps for m in sent)
    assert wp.root.get_by_role("alert").count() == 0


def test_costliest_decisions_and_chart_columns_jump_the_replay(finished):
    widget, wp = finished
    panel = wp.root.locator(".lt-bonanza-review")
    p = widget.view["ui"]["review"]
    target = p["costliest"][1]
    item = panel.locator(f"button.lt-bonanza-costly[data-step='{target['step']}']")
    item.click()
    expect(item).to_have_attribute("aria-current", "step")
    expect(item).to_be_focused()
    assert widget.coach.review_step == target["step"]
    expect_step(wp, widget)
    expect(panel.locator("rect.lt-review-chart-bar.lt-review-chart-now")).to_have_count(1)
    expect(panel.locator(f".lt-review-chart-col[data-step='{target['step']}'] rect.lt-review-chart-now")).to_have_count(
        1
    )
    # The clock's decision: marked in the replay.
    clocked = next(i for i, q in enumerate(p["chart"]["points"]) if q["hollow"])
    panel.locator(f".lt-review-chart-col[data-step='{clocked}']").click()
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision {clocked + 1} of {p['steps']}")
    expect(panel.locator(".lt-bonanza-replay-clock")).to_be_visible()
    assert widget.coach.review_step == clocked and current(widget)["by_clock"]
    expect_step(wp, widget)


def test_a_seat_selector_when_several_people_played(open_widget):
    widget = finished_game(("Ana", "Bruno"), seed=6)
    wp = open_widget(widget, viewport={"width": 1000, "height": 900})
    panel = wp.root.locator(".lt-bonanza-review")
    seats = panel.locator("button.lt-bonanza-review-seat")
    expect(seats).to_have_count(2)
    expect(seats.nth(0)).to_have_attribute("aria-pressed", "true")
    panel.locator("button.lt-bonanza-replay-next").click()
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text("Decision 2 of")
    seats.nth(1).click()
    expect(panel.locator(".lt-bonanza-review-title")).to_have_text("Bruno against perfect play")
    expect(seats.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(seats.nth(1)).to_be_focused()
    result = review(widget.game, 1)
    expect(panel.locator(".lt-bonanza-stat-total dd")).to_have_text(f"{result.total_loss:.2f}")
    expect(panel.locator(".lt-bonanza-replay-where")).to_contain_text(f"Decision 1 of {len(result.decisions)}")
    expect_step(wp, widget)


def test_hostile_review_messages_show_a_notice(finished):
    widget, wp = finished
    panel = wp.root.locator(".lt-bonanza-review")
    before = panel.inner_html()
    for message, code in [
        ({"type": "review", "seat": 1, "step": 0}, "not_reviewable"),
        ({"type": "review", "seat": 0, "step": 999}, "no_such_step"),
        ({"type": "review", "seat": "0", "step": 0}, "malformed_action"),
    ]:
        wp.send(message)
        expect(wp.root.get_by_role("alert")).to_have_attribute("data-code", code)
    assert panel.inner_html() == before and widget.coach.review_step == 0


def test_a_review_before_the_end_is_refused(open_widget):
    widget = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    wp = open_widget(widget)
    expect(wp.root.locator(".lt-bonanza-review")).to_have_count(0)
    wp.send({"type": "review", "seat": 0, "step": 0})
    expect(wp.root.get_by_role("alert")).to_have_attribute("data-code", "review_not_ready")


# -- proficiency -------------------------------------------------------------------------------------
def test_the_proficiency_badge_appears_after_each_decision(open_widget):
    widget = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    widget.game.roll([1, 1, 5, 6, 6])
    wp = open_widget(widget)
    toggle = wp.root.locator("button.lt-bonanza-proficiency-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(wp.root.locator(".lt-bonanza-verdict")).to_have_count(0)
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(toggle).to_be_focused()
    badge = wp.root.locator(".lt-bonanza-verdict")
    expect(badge).to_contain_text("Each choice you make will be rated here.")
    # Hold the two ones and roll: a keep that perfect play would not make.
    dice = wp.root.locator("button.lt-bonanza-die")
    dice.nth(0).click()
    dice.nth(1).click()
    wp.root.locator("button.lt-bonanza-roll").click()
    used = wp.root.locator(".lt-bonanza-pip.lt-bonanza-used")
    expect(used).to_have_count(2)  # Python has answered the roll: its state can be read
    verdict = widget.view["ui"]["verdict"]
    assert verdict["kind"] == "keep" and verdict["chosen"]["keep"] == [1, 1] and not verdict["best"]
    expect(badge).to_have_class(re.compile("lt-bonanza-verdict-loss"))
    expect(badge.locator(".lt-bonanza-verdict-text")).to_have_text(verdict["verdict"])
    expect(badge).to_contain_text("Ana: Keep 1 1")  # two people share the screen: it names who
    expect(badge.locator(".lt-bonanza-verdict-better")).to_have_text(f"best: {verdict['optimal']['text']}")
    expect(badge).to_have_attribute("role", "status")
    # Roll the last time, then record the first hint: with no re-roll left, the best choice.
    wp.root.locator("button.lt-bonanza-roll").click()
    expect(used).to_have_count(3)
    expect(badge).to_have_attribute("data-id", str(widget.view["ui"]["verdict"]["id"]))
    box = widget.view["bonanza"]["hints"][0]["box"]
    button = wp.root.locator(f"button.lt-bonanza-box[data-box='{box}']")
    button.click()
    if widget.game.current == 0:  # a zero asks "Scratch?" even after the last roll
        button.click()
    expect(badge).to_have_class(re.compile("lt-bonanza-verdict-best"))
    expect(badge.locator(".lt-bonanza-verdict-text")).to_have_text("best")
    expect(badge.locator(".lt-bonanza-verdict-mark")).to_have_text("✓")
    assert widget.view["ui"]["verdict"]["chosen"]["box"] == box and widget.view["ui"]["verdict"]["loss"] == 0
    toggle.click()
    expect(badge).to_have_count(0)


def test_a_solo_game_shows_the_players_trend(open_widget, tmp_path):
    store = Store(tmp_path / "scores.sqlite3")
    scores = []
    for seed in (11, 12):
        t = play("Ana", seed=seed, store=store)
        bot = GreedyBot()
        while not t.game.is_terminal():
            t.game.apply(bot.choose(t.game))
        scores.append(t.game.sheets[0].total())
    widget = play("Ana", seed=13, store=store, proficiency=True)
    wp = open_widget(widget)
    trend = wp.root.locator(".lt-bonanza-bar .lt-bonanza-trend")
    expect(trend).to_be_visible()
    expect(trend.locator(".lt-bonanza-trend-text")).to_have_text(
        f"Last 2: average {sum(scores) / 2:.1f}, best {max(scores)}"
    )
    expect(trend.locator(".lt-bonanza-trend-loss")).to_contain_text("points lost per decision")
    expect(trend.locator("svg.lt-bonanza-spark rect")).to_have_count(2)
    expect(trend.locator("svg.lt-bonanza-spark")).to_have_attribute(
        "aria-label", f"Last scores: {scores[0]}, {scores[1]}"
    )
    expect(wp.root.locator("button.lt-bonanza-proficiency-toggle")).to_have_attribute("aria-pressed", "true")


def test_cleanup_removes_every_listener_after_a_review(finished):
    _widget, wp = finished
    wp.root.locator(".lt-bonanza-review button.lt-bonanza-replay-next").click()
    expect(wp.root.locator(".lt-bonanza-replay-where")).to_contain_text("Decision 2")
    assert wp.destroy() == 0


@pytest.mark.parametrize("locale", ["en", "pt", "de", "fr"])
@pytest.mark.parametrize("width", [420, 1200])
def test_the_review_is_laid_out_in_every_language(open_widget, locale, width):
    # German and French labels are longer: the chart's axis names once ran off its picture.
    widget = finished_game()
    widget.locale = locale
    wp = open_widget(widget, viewport={"width": width, "height": 900})
    expect(wp.root.locator(".lt-bonanza-review")).to_be_visible()
    assert layout_problems(wp.root) == []
    assert smallest_svg_text(wp.root.locator(".lt-review-chart")) >= 10  # once 6-7 px at 420 px
