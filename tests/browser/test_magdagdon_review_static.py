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
    expect(panel.locator("svg.lt-mgr-chart circle")).to_have_count(len(review["costliest"]))
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
    wp.root.screenshot(path="/tmp/nb19/magdagdon-review.png")
