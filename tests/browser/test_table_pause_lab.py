"""A clocked table whose page goes (the browser tab closed, or the notebook's tab in JupyterLab)
pauses in the kernel, and resumes when it is shown again."""

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


def reopened(nb: NotebookPage) -> NotebookPage:
    """The same notebook in a new page, on the same kernel, with no table shown (its cell, not
    saved with its output, is deleted so that the page runs only what the test asks)."""
    again = NotebookPage(nb.page.context.new_page(), nb.lab, nb.path).open()
    again.cell(0).locator(".jp-InputPrompt").click()
    again.page.keyboard.press("Escape")
    again.page.keyboard.press("d")
    again.page.keyboard.press("d")
    expect(again.cells.filter(has_text="open_table")).to_have_count(0)
    return again


def held_then_resumed(again: NotebookPage) -> None:
    """The table is paused with its clock held; shown again, its turn goes on from there."""
    wait_for(again, "t.paused")
    _, held, moves = again.kernel_json(STATE)
    time.sleep(1.5)
    assert again.kernel_json(STATE) == [True, held, moves] and 0 < held < 30  # the clock holds its seconds
    again.run_code("t")  # the table on screen again
    expect(again.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    wait_for(again, "not t.paused")
    assert 0 < again.kernel_json("t.game.deadline_in()") <= held


def clocked(*lines: str) -> object:
    source = (
        "from ludoteca import bonanza\nt = bonanza.open_table(['Ana', 'Bo'], turn_seconds=30, store=False, hints=False)"
    )
    return notebook("\n".join((source, *lines, "t")))


def test_closing_the_browser_tab_pauses_the_clock_until_the_table_is_shown_again(open_notebook):
    nb = open_notebook(clocked())
    nb.run_all()
    expect(nb.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    wait_for(nb, "t.game.deadline_in() is not None")  # on screen: the first turn's clock runs
    nb.page.close()  # the learner closes the tab; the kernel runs on
    held_then_resumed(reopened(nb))


def test_closing_the_notebooks_tab_in_jupyterlab_pauses_the_clock_too(open_notebook):
    # The view's goodbye cannot go (JupyterLab drops the kernel's connection first): its silence
    # says it. Shorter beats than a player's, so the test need not wait 35 s.
    nb = open_notebook(clocked("t.here_every, t.screen_timeout = 1, 4"))
    nb.run_all()
    expect(nb.page.locator(".lt-bonanza-clock-text")).to_be_visible()
    wait_for(nb, "t.game.deadline_in() is not None")
    nb.page.locator(".lm-TabBar-tab.lm-mod-current .lm-TabBar-tabCloseIcon").first.click()
    discard = nb.page.locator(".jp-Dialog button", has_text="Discard")  # the unsaved notebook
    discard.click()
    expect(nb.page.locator(".jp-NotebookPanel")).to_have_count(0)
    held_then_resumed(reopened(nb))
