"""Each game's keys in Notebook 7, whose shortcuts run before the page sees a key (R makes a raw
cell, 1 a heading, arrows move between cells): pressed on each widget, they reach the game and
leave every cell of the notebook as it was."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .harness import notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

CELLS = (
    "from ludoteca.bonanza import open_table, play as bonanza\n"
    "from ludoteca.bonanza.bots import GreedyBot, play_turn\n"
    "from ludoteca.core.dice import dice\n"
    "from ludoteca.luckybox.scorepad import score_pad\n"
    "from ludoteca.luckybox.widget import play as luckybox\n"
    "from ludoteca.magdagdon.widget import play as magdagdon",
    "bonanza('Ana', seed=1, hints=False, store=False)",
    "magdagdon('Ana', seed=1, store=False)",
    "luckybox('Ana', seed=1, store=False)",
    "dice(seed=1)",
    "score_pad(['Ana', 'Bruno'])",
    "done = open_table(['Ana'], seed=2026, store=False)\n"
    "for _ in range(13):  # a solo game has 13 turns\n"
    "    play_turn(done.game, GreedyBot())\n"
    "done.receive({'type': 'review', 'seat': 0, 'step': 0})\n"
    "done",
)


def cells(nb) -> list[list[str]]:
    """Every cell as [its kind, its source]: what a shortcut would change."""
    return nb.notebook.evaluate(
        """nb => [...nb.querySelectorAll(".jp-Cell")].map((cell) => [
             (cell.className.match(/jp-(Code|Markdown|Raw)Cell/) || ["?"])[0],
             cell.querySelector(".cm-content")?.textContent ?? ""])"""
    )


def test_every_games_keys_reach_it_and_change_no_cell(open_notebook7):
    nb = open_notebook7(notebook(*CELLS), name="keys.ipynb")
    nb.run_all()
    before = cells(nb)
    assert len(before) == len(CELLS)

    bonanza = nb.output(1).locator(".lt-bonanza")
    bonanza.locator(".lt-bonanza-status").click()
    nb.keyboard.press("r")
    expect(bonanza.locator("button.lt-bonanza-die").first).to_have_attribute("aria-label", re.compile(r"\d"))
    assert cells(nb) == before

    table = nb.output(2).locator(".lt-magdagdon")
    table.locator(".lt-magdagdon-status").click()
    nb.keyboard.press("r")
    expect(table.locator("button.lt-magdagdon-confirm")).to_be_visible()
    nb.keyboard.press("1")
    expect(table.locator("button.lt-magdagdon-die[data-die='0']")).to_have_attribute("aria-pressed", "true")
    # With the focus on a button inside the table (the notebook's shortcuts match any focused element).
    table.locator("button.lt-magdagdon-die[data-die='1']").click()
    expect(table.locator("button.lt-magdagdon-die[data-die='1']")).to_be_focused()
    nb.keyboard.press("h")
    expect(table.locator(".lt-magdagdon-hint")).to_be_visible()
    assert cells(nb) == before

    lucky = nb.output(3).locator(".lt-luckybox")
    lucky.locator(".lt-luckybox-status").click()
    nb.keyboard.press("h")
    expect(lucky.locator(".lt-luckybox-hint").first).to_be_visible()
    assert cells(nb) == before

    cup = nb.output(4).locator(".lt-cup")
    cup.click(position={"x": 3, "y": 3})
    nb.keyboard.press("r")
    expect(cup.locator(".lt-status")).to_contain_text("1")
    nb.keyboard.press("1")
    expect(cup.locator("button.lt-die").first).to_have_attribute("aria-pressed", "true")
    assert cells(nb) == before

    pad = nb.output(5).locator(".lt-luckybox-pad")
    box = pad.locator("input").first
    box.click()
    box.select_text()
    nb.keyboard.type("12")
    expect(box).to_have_value("12")
    assert cells(nb) == before

    review = nb.output(6).locator(".lt-bonanza-review")
    where = review.locator(".lt-bonanza-replay-where")
    expect(where).to_contain_text("Decision 1 of")
    review.locator(".lt-bonanza-review-title").click()
    nb.keyboard.press("ArrowRight")
    expect(where).to_contain_text("Decision 2 of")
    nb.keyboard.press("ArrowRight")
    expect(where).to_contain_text("Decision 3 of")
    assert cells(nb) == before
