"""Lucky Box's review panel in the table's real ESM/CSS, in a plain page wired to the real Python
widget: one seat's totals, the chart, the costliest decisions and a replay stepped by clicks."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.core.bots import make_bot, play_out
from ludoteca.luckybox import Game
from ludoteca.luckybox.widget import Table

from .harness import check_layout

pytestmark = pytest.mark.browser


@pytest.fixture
def finished(open_widget):
    game = Game(["Ana", "Bo"], seed=4)
    bots = {s: make_bot("luckybox", kind, game.rules, 4 + s) for s, kind in enumerate(["greedy", "random"])}
    play_out(game, bots, limit=2000)
    widget = Table(game, seat=1, bot_delay=0)
    return widget, open_widget(widget, viewport={"width": 1000, "height": 1600})


def test_the_panel_shows_the_review_and_steps_through_it(finished, tmp_path) -> None:
    widget, wp = finished
    review = widget.view["ui"]["review"]
    panel = wp.root.locator(".lt-lbr")
    expect(panel).to_be_visible()
    expect(panel.locator(".lt-lbr-title")).to_have_text("Review: Bo")
    expect(panel.locator(".lt-lbr-summary")).to_contain_text(f"{review['decisions']} decisions")
    expect(panel.locator(".lt-lbr-note")).to_contain_text("the advisor's estimate")
    costly = review["decisions"] - review["best"]
    expect(panel.locator(".lt-review-chart rect.lt-review-chart-bar")).to_have_count(costly)
    expect(panel.locator(".lt-lbr-picture svg")).to_have_count(1)
    where, prev = panel.locator(".lt-lbr-where"), panel.locator(".lt-lbr-prev")
    expect(prev).to_be_disabled()
    panel.locator(".lt-lbr-next").click()
    expect(where).to_contain_text(f"Decision 2 of {review['decisions']}")
    step = widget.view["ui"]["review"]["steps"][1]
    expect(panel.locator(".lt-lbr-chosen")).to_have_text(f"Your choice: {step['chosen']}")
    expect(panel.locator(".lt-lbr-best")).to_have_text(f"The advisor's choice: {step['best']}")
    worst = review["costliest"][0]
    panel.locator(".lt-lbr-jump").first.click()
    expect(where).to_contain_text(f"Decision {worst + 1} of")
    expect(panel.locator(".lt-lbr-cost")).to_contain_text(f"{review['steps'][worst]['loss']:.2f}")
    check_layout(wp, wp.root, shots=tmp_path, name="luckybox-review")


def telling_step(widget: Table) -> int:
    """A replay step whose picture has a crossed cell, a free cell and one costing lightning."""
    for step in range(widget.view["ui"]["review"]["decisions"]):
        widget.receive({"type": "review", "step": step})
        picture = widget.view["ui"]["review"]["picture"]
        if all(mark in picture for mark in ('data-badge="free"', 'data-badge="lightning"', "<line")):
            return step
    raise AssertionError("no replay step shows all three kinds of cell")


@pytest.mark.parametrize("width", [420, 1200])
def test_the_replay_picture_reads_at_narrow_and_wide_widths(open_widget, width, sandbox) -> None:
    game = Game(["Ana", "Bo"], seed=4)
    bots = {s: make_bot("luckybox", kind, game.rules, 4 + s) for s, kind in enumerate(["greedy", "random"])}
    play_out(game, bots, limit=2000)
    widget = Table(game, seat=1, bot_delay=0)
    step = telling_step(widget)
    widget.receive({"type": "review", "step": 0})
    wp = open_widget(widget, viewport={"width": width, "height": 900})
    wp.send({"type": "review", "step": step})
    picture = wp.root.locator(".lt-lbr-picture svg")
    expect(wp.root.locator(".lt-lbr-where")).to_contain_text(f"Decision {step + 1} of")
    free = picture.locator("[data-badge='free']").first.bounding_box()
    paid = picture.locator("[data-badge='lightning'] text").first.bounding_box()
    numbers = [box.bounding_box() for box in picture.locator("text[font-size='22']").all()]  # the cells' numbers
    assert free["width"] >= 10 and free["height"] >= 10, free  # once a 6 px "●" at 420 px
    assert paid["height"] >= 9, paid
    assert min(box["height"] for box in numbers) >= 16, numbers
    check_layout(wp, wp.root, widths=(width,), shots=sandbox / "shots", name=f"luckybox-replay-{width}")
