"""MAGDAGDON's review panel in the table's real ESM/CSS, in a plain page wired to the real Python
widget: the totals, the chart, the costliest decisions and a replay stepped by clicks."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.core.bots import make_bot, play_out
from ludoteca.magdagdon import Game
from ludoteca.magdagdon.widget import Table

from .harness import check_layout

pytestmark = pytest.mark.browser


@pytest.fixture
def finished(open_widget):
    game = Game(["Ana"], seed=3, difficulty="survival")
    play_out(game, {0: make_bot("magdagdon", "greedy", game.rules, 3)}, limit=500)
    widget = Table(game)
    return widget, open_widget(widget, viewport={"width": 1000, "height": 1400})


def shown(widget: Table) -> dict:
    panel = widget.view["ui"]["review"]
    return panel["steps"][panel["step"]]


def test_the_panel_shows_the_review_and_steps_through_it(finished, tmp_path) -> None:
    widget, wp = finished
    review = widget.view["ui"]["review"]
    panel = wp.root.locator(".lt-mgr")
    expect(panel).to_be_visible()
    expect(panel.locator(".lt-mgr-summary")).to_contain_text(f"{review['decisions']} decisions")
    expect(panel.locator(".lt-mgr-summary")).to_contain_text(f"{review['total_loss']:.2f}")
    expect(panel.locator(".lt-mgr-note")).to_contain_text("the advisor's estimate")
    costly = review["decisions"] - review["best"]
    expect(panel.locator(".lt-review-chart rect.lt-review-chart-bar")).to_have_count(costly)
    where, nxt, prev = panel.locator(".lt-mgr-where"), panel.locator(".lt-mgr-next"), panel.locator(".lt-mgr-prev")
    expect(prev).to_be_disabled()
    expect(where).to_have_text(f"Decision 1 of {review['decisions']} · turn 1")
    nxt.click()
    expect(where).to_contain_text(f"Decision 2 of {review['decisions']}")
    assert widget.view["ui"]["review"]["step"] == 1
    boards = panel.locator(".lt-mgr-board")
    expect(boards).to_have_count(2)
    cells = boards.nth(0).locator(".lt-mgr-cell")
    for i, cell in enumerate(shown(widget)["chosen_board"]):
        expect(cells.nth(i)).to_contain_text("" if cell == "-" else "✕" if cell == "R" else cell)
    jump = panel.locator(".lt-mgr-jump").first
    jump.click()
    worst = review["costliest"][0]
    expect(where).to_contain_text(f"Decision {worst + 1} of")
    expect(panel.locator(".lt-mgr-cost")).to_contain_text(f"{review['steps'][worst]['loss']:.2f}")
    check_layout(wp, wp.root, shots=tmp_path, name="magdagdon-review")


@pytest.mark.parametrize("width", [420, 1200])
def test_a_power_decision_shows_the_dice_it_left_and_each_choice_on_its_line(open_widget, width, sandbox) -> None:
    game = Game(["Ana"], seed=0, difficulty="survival")
    play_out(game, {0: make_bot("magdagdon", "random", game.rules, 0)}, limit=500)
    widget = Table(game)
    steps = widget.view["ui"]["review"]["steps"]
    power = next(i for i, s in enumerate(steps) if s["kind"] == "power" and s["chosen_board"] == ["-"] * 16)
    step = steps[power]
    wp = open_widget(widget, viewport={"width": width, "height": 1000})
    wp.send({"type": "review", "step": power})
    replay = wp.root.locator(".lt-mgr-replay")
    expect(replay.locator(".lt-mgr-where")).to_contain_text(f"Decision {power + 1} of")
    # Not the untouched (here empty) board: the roll and the dice the power left, as die faces.
    expect(replay.locator(".lt-mgr-board")).to_have_count(1)  # the advisor's
    rows = replay.locator(".lt-mgr-power .lt-mgr-dicerow")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_have_attribute("aria-label", "Rolled: " + " ".join(map(str, step["dice"])))
    expect(rows.nth(1)).to_have_attribute("aria-label", "After the power: " + " ".join(map(str, step["dice_after"])))
    changed = sum(a != b for a, b in zip(step["dice"], step["dice_after"]))
    expect(rows.nth(1).locator(".lt-mgr-die-new")).to_have_count(changed)
    for i, value in enumerate(step["dice_after"]):
        expect(rows.nth(1).locator(".lt-mgr-die").nth(i).locator(".lt-die-pip")).to_have_count(value)
    chosen, best = replay.locator(".lt-mgr-chosen"), replay.locator(".lt-mgr-best")
    expect(chosen).to_have_text(f"Your choice: {step['chosen']}")
    expect(best).to_have_text(f"The advisor's choice: {step['best']}")
    assert chosen.bounding_box()["y"] + chosen.bounding_box()["height"] <= best.bounding_box()["y"] + 1  # apart
    check_layout(wp, wp.root, widths=(width,), shots=sandbox / "shots", name=f"magdagdon-review-power-{width}")
