"""Re-running a cell in JupyterLab replaces its table: the old one must not play on out of sight."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from .harness import notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]


def wait_for_moves(nb, expression: str, more_than: int, timeout: float = 30) -> int:
    deadline = time.monotonic() + timeout
    while True:
        count = nb.kernel_json(expression)
        if count > more_than or time.monotonic() > deadline:
            return count
        time.sleep(0.5)


def test_rerunning_the_cell_of_a_table_stops_the_old_one(open_notebook):
    nb = open_notebook(
        notebook(
            "from ludoteca import bonanza\ngames = []",
            "t = bonanza.open_table([('A', 'greedy'), ('B', 'random')], bot_delay=0.3, store=False, hints=False)\n"
            "games.append(t.game)\nt",
        )
    )
    nb.run_all()
    expect(nb.page.locator(".lt-bonanza")).to_have_count(1)
    assert wait_for_moves(nb, "len(games[0].actions)", 2) > 2  # the bots play while it is on screen
    nb.cell(1).locator(".jp-InputPrompt").click()
    nb.page.keyboard.press("Shift+Enter")
    nb.wait_executed()
    assert nb.kernel_json("len(games)") == 2
    stopped = nb.kernel_json("len(games[0].actions)")
    assert not nb.kernel_json("games[0].is_terminal()")  # still mid-game: it could have played on
    time.sleep(2)
    assert nb.kernel_json("len(games[0].actions)") == stopped  # the replaced table stays still
    assert wait_for_moves(nb, "len(games[1].actions)", 2) > 2  # the new one plays
