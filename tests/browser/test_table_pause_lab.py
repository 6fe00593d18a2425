"""A clocked table whose JupyterLab tab is closed pauses in the kernel, and resumes when shown again."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from .harness import NotebookPage, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

STATE = "[t.paused, t.game.deadline_in(), len(t.game.actions)]"


def wait_for(nb: NotebookPage, expression: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not nb.kernel_json(expression):
        assert time.monotonic() < deadline, f"{expression} never held"
        time.sleep(0.3)


def test_closing_the_tab_pauses_the_clock_until_the_table_is_shown_again(open_notebook):
    nb = open_notebook(
        notebook(
            "from ludoteca import bonanza\n"
            "t = bonanza.open_table(['Ana', 'Bo'], turn_seconds=30, store=False, hints=False)\nt"
        )
    )
    nb.run_all()
    expect(nb.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    wait_for(nb, "t.game.deadline_in() is not None")  # on screen: the first turn's clock runs
    context = nb.page.context
    nb.page.close()  # the learner closes the tab; the kernel runs on
    again = NotebookPage(context.new_page(), nb.lab, nb.path).open()  # the same kernel, no table shown
    again.cell(0).locator(".jp-InputPrompt").click()  # the unsaved notebook's cell, not run on this page
    again.page.keyboard.press("Escape")
    again.page.keyboard.press("d")
    again.page.keyboard.press("d")
    expect(again.cells.filter(has_text="open_table")).to_have_count(0)
    wait_for(again, "t.paused")
    _, held, moves = again.kernel_json(STATE)
    time.sleep(1.5)
    assert again.kernel_json(STATE) == [True, held, moves] and 0 < held < 30  # the clock holds its seconds
    again.run_code("t")  # the table on screen again: the turn goes on from where it was
    expect(again.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    wait_for(again, "not t.paused")
    assert 0 < again.kernel_json("t.game.deadline_in()") <= held
