"""End to end: the dice widget in a real JupyterLab, clicked, and the kernel sees the clicks."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from ludoteca.core.dice import DiceCup

from . import harness

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

SEED = 3


def notebook() -> Any:
    return harness.notebook(
        "from ludoteca.core.dice import dice",
        f"w = dice(seed={SEED})\nw",
        'from IPython.display import display\ndisplay(w, include=["text/plain"])',
    )


def test_clicks_in_jupyterlab_reach_the_kernel(open_notebook):
    nb = open_notebook(notebook(), name="dice-end-to-end.ipynb")
    nb.run_all()

    # The text/plain repr the notebook stores next to the widget: deterministic, no address.
    text = nb.output(2).inner_text().strip()
    assert text == "DiceWidget(DiceCup(dice='-', held='-----', rolls=0))"
    assert not re.search(r"0x[0-9a-fA-F]{4,}", text)

    cup = nb.output(1).locator(".lt-cup")
    expect(cup).to_be_visible(timeout=60_000)
    dice = cup.locator("button.lt-die")
    expect(dice).to_have_count(5)

    cup.locator(".lt-roll").click()
    expected = DiceCup(5, seed=SEED)
    expected.apply("roll")
    for i, value in enumerate(expected.dice):
        expect(dice.nth(i)).to_have_attribute("aria-label", re.compile(rf"\b{i + 1}\b.*\b{value}\b"))

    dice.first.click()
    expected.apply("toggle 1")
    expect(dice.first).to_have_attribute("aria-pressed", "true")
    expect(dice.first.locator(".lt-check")).to_be_visible()

    # The kernel saw both clicks: ask it in a new cell.
    output = nb.run_code("print(w.game.held, w.game.rolls, w.game.dice)")
    expect(output).to_contain_text(f"{expected.held} 1 {expected.dice}")
