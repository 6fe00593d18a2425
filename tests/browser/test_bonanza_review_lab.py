"""End to end in a real JupyterLab: a seeded solo game is played up to its last turn from a
Python cell, the last turn is clicked in the page, and the review panel that appears is
stepped through with its buttons and the arrow keys (with the proficiency badge on meanwhile)."""

from __future__ import annotations

import re
import uuid

import pytest
from playwright.sync_api import expect

from .harness import check_layout, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

SEED = 11
LONG = 60_000


def test_the_review_panel_after_a_solo_game(open_notebook, sandbox):
    name = f"Lab {uuid.uuid4().hex[:6]}"  # a fresh profile: the trend starts with this game
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza import play\nfrom ludoteca.bonanza.bots import GreedyBot, play_turn",
            f"t = play({name!r}, seed={SEED}, proficiency=True)\n"
            "for _ in range(12):  # twelve turns from Python; the last one is clicked\n"
            "    play_turn(t.game, GreedyBot())\n"
            "t",
        ),
        name="bonanza-review.ipynb",
    )
    nb.run_all()
    table = nb.output(1).locator(".lt-bonanza")
    expect(table).to_be_visible(timeout=LONG)
    expect(table.locator(".lt-bonanza-status")).to_contain_text("Round 13 of 13")
    # The decisions made from Python were rated too: the badge shows the latest one.
    verdict = nb.kernel_json("t.view['ui']['verdict']")
    expect(table.locator(".lt-bonanza-verdict .lt-bonanza-verdict-text")).to_have_text(verdict["verdict"])
    # The last turn, by clicks: roll, then the first hint, confirmed. The badge rates it.
    table.locator("button.lt-bonanza-roll").click()
    first = table.locator("li.lt-bonanza-hint[data-box]").first
    expect(first).to_be_visible()
    box = first.get_attribute("data-box")
    button = table.locator(f"button.lt-bonanza-box[data-box='{box}']")
    button.click()
    expect(button.locator(".lt-bonanza-ask")).to_be_visible()
    button.click()
    panel = table.locator(".lt-bonanza-review")
    expect(panel).to_be_visible()
    review = nb.kernel_json("t.view['ui']['review']")
    assert review["steps"] >= 26 and review["seat"] == 0
    expect(panel.locator(".lt-bonanza-review-title")).to_have_text(f"{name} against perfect play")
    expect(panel.locator(".lt-bonanza-stat-total dd")).to_have_text(review["total_loss_text"])
    expect(panel.locator(".lt-review-chart-col")).to_have_count(review["steps"])
    expect(panel.locator("button.lt-bonanza-costly")).to_have_count(len(review["costliest"]))
    check_layout(nb.page, table, shots=sandbox / "shots", name="bonanza-review")
    # The kernel agrees with the coach's own review of the game.
    assert nb.kernel_json(
        "round(__import__('ludoteca.bonanza.review', fromlist=['review']).review(t.game).total_loss, 9)"
    ) == round(review["total_loss"], 9)
    # The game went into the player's history: the header's trend shows it.
    expect(table.locator(".lt-bonanza-trend-text")).to_contain_text("Last game: average")
    where = panel.locator(".lt-bonanza-replay-where")
    steps = review["steps"]
    expect(where).to_contain_text(f"Decision 1 of {steps}")
    panel.locator("button.lt-bonanza-replay-next").click()
    expect(where).to_contain_text(f"Decision 2 of {steps}")
    second = nb.kernel_json("t.view['ui']['review']['current']")
    assert second["step"] == 1
    dice = panel.locator(".lt-bonanza-rd-die")
    for i, value in enumerate(second["dice"]):
        expect(dice.nth(i)).to_have_attribute("data-value", str(value))
    # Keys: they move the replay, and stay away from JupyterLab's notebook shortcuts.
    panel.focus()
    nb.keyboard.press("ArrowRight")
    expect(where).to_contain_text(f"Decision 3 of {steps}")
    nb.keyboard.press("End")
    expect(where).to_contain_text(f"Decision {steps} of {steps}")
    expect(panel.locator("button.lt-bonanza-replay-next")).to_be_disabled()
    last = nb.kernel_json("t.view['ui']['review']['current']")
    assert last["step"] == steps - 1 and last["chosen"]["box"] == box
    expect(panel.locator(f".lt-bonanza-rs-row[data-box='{box}']")).to_have_class(re.compile("lt-bonanza-rs-chosen"))
    panel.focus()
    nb.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(f"Decision {steps - 1} of {steps}")
    nb.keyboard.press("1")  # the game is over: a no-op, not a heading cell
    expect(nb.notebook.locator(".jp-MarkdownCell")).to_have_count(0)
    assert nb.kernel_json("[t.coach.review_seat, t.coach.review_step]") == [0, steps - 2]
    assert not nb.errors
