"""End to end in a real JupyterLab: a seeded solo game of four rounds played by clicks only, from
the first offer to the rank label, with the layout check at 420 and 1200 px in the states it visits."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .harness import check_layout as check_page_layout
from .harness import click_and_wait, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

SEED = 11
LONG = 60_000


def check_layout(nb, table, state: str, checked: set[str], shots: Path) -> None:
    """The layout check at 420 and 1200 px (once per state), with screenshots to look at."""
    if state not in checked:
        checked.add(state)
        table.scroll_into_view_if_needed()
        check_page_layout(nb.page, table, shots=shots, name=f"luckybox-{state}")


def play_one_decision(table, spend: bool = False) -> str:
    """One decision by clicks, the way a careful beginner plays; returns what kind it was.
    ``spend``: cross a cell that costs lightning, if there is one (it asks first)."""
    selects = table.locator("button.lt-luckybox-select")
    if selects.count():
        keep = int(table.locator(".lt-luckybox-marked").inner_text().split()[-1])
        for i in range(keep):
            click_and_wait(table, selects.nth(i))
        click_and_wait(table, table.locator("button.lt-luckybox-choose"))
        return "choose"
    chips = table.locator("button.lt-luckybox-chip")
    if chips.count():
        if table.locator("button.lt-luckybox-chip[aria-pressed='true']").count():
            click_and_wait(table, table.locator("button.lt-luckybox-target").first)
        else:
            click_and_wait(table, chips.first)
        return "bonus"
    free = table.locator("button.lt-luckybox-free")
    if free.count() and not (spend and table.locator("button.lt-luckybox-shift").count()):
        click_and_wait(table, free.first)
        return "cross"
    if table.locator("button.lt-luckybox-pass:not([disabled])").count():
        click_and_wait(table, table.locator("button.lt-luckybox-pass"))
        return "pass"
    cheapest = min(
        table.locator("button.lt-luckybox-shift").all(),
        key=lambda b: int(b.locator(".lt-luckybox-badge").inner_text().lstrip("⚡")),
    )
    click_and_wait(table, cheapest)
    expect(table.locator(".lt-luckybox-status")).to_contain_text("lightning?")
    return "confirm"


def test_a_solo_game_by_clicks_to_the_rank(open_notebook, sandbox):
    nb = open_notebook(
        notebook(
            "from ludoteca import luckybox\nfrom ludoteca.luckybox.widget import play",
            f"t = play('Ana', seed={SEED}, store=False)\nt",
        ),
        name="luckybox-solo.ipynb",
    )
    nb.run_all()
    # At 420 px a person closes the file browser; so does the test (click its tab).
    nb.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
    expect(nb.page.locator("#jp-left-stack")).to_be_hidden()
    nb.page.set_viewport_size({"width": 1200, "height": 1000})
    table = nb.output(1).locator(".lt-luckybox")
    expect(table).to_be_visible(timeout=LONG)
    expect(table.locator(".lt-luckybox-status")).to_contain_text("Keep 3 of the 5")
    checked: set[str] = set()
    check_layout(nb, table, "offer", checked, sandbox / "shots")
    # Keys stay in the game: "1" would turn the cell into a heading in JupyterLab.
    table.focus()
    nb.keyboard.press("1")
    expect(nb.notebook.locator(".jp-MarkdownCell")).to_have_count(0)
    decisions = 0
    while not table.locator(".lt-luckybox-result").count():
        kind = play_one_decision(table, spend="confirm" not in checked and decisions > 20)
        decisions += 1
        assert decisions < 400, "the game does not end"
        if kind == "confirm":
            check_layout(nb, table, "confirm", checked, sandbox / "shots")
            click_and_wait(table, table.locator("button.lt-luckybox-confirm"))
        elif kind == "cross" and table.locator("button.lt-luckybox-chip").count() >= 1:
            check_layout(nb, table, "bonus", checked, sandbox / "shots")
        elif kind == "cross" and "hint" not in checked:
            click_and_wait(table, table.locator("button.lt-luckybox-hint-button"))
            expect(table.locator(".lt-luckybox-hint")).not_to_have_count(0)
            check_layout(nb, table, "hint", checked, sandbox / "shots")
    check_layout(nb, table, "over", checked, sandbox / "shots")
    final = nb.kernel_json("[t.game.is_terminal(), t.game.final_scores()[0], len(t.game.actions)]")
    over, row, actions = final
    assert over and actions >= 4 + 36
    expect(table.locator(".lt-luckybox-rank")).to_have_text(f"Rank: {row['rank']}")
    expect(table.locator(".lt-luckybox-winner")).to_have_text(f"★ Your score: {row['total']}")
    expect(table.locator(".lt-luckybox-sr-total .lt-luckybox-score-points")).to_have_text(str(row["total"]))
    assert {"offer", "over", "bonus", "confirm", "hint"} <= checked
    # Play again: same seat, new seed; the offer is back.
    click_and_wait(table, table.locator("button.lt-luckybox-again"))
    expect(table.locator("button.lt-luckybox-select")).to_have_count(5)
    assert nb.kernel_json("[t.game.seed != " + str(SEED) + ", t.game.phase]") == [True, "choose"]
    assert not nb.errors


def test_two_seat_widgets_play_the_same_number_live(open_notebook):
    nb = open_notebook(
        notebook(
            "from ludoteca.luckybox.widget import open_table\n"
            "duo = open_table(['Ana', 'Bruno'], seed=11, store=False)\n"
            "ana, bruno = duo.seat_widget(0), duo.seat_widget(1)",
            "ana",
            "bruno",
        ),
        name="luckybox-seats.ipynb",
    )
    nb.run_all()
    ana, bruno = nb.output(1).locator(".lt-luckybox"), nb.output(2).locator(".lt-luckybox")
    expect(ana).to_be_visible(timeout=LONG)
    expect(bruno).to_be_visible(timeout=LONG)
    for table in (ana, bruno):  # Ana chooses first: Bruno's screen does not move on yet
        for i in range(3):
            click_and_wait(table, table.locator("button.lt-luckybox-select").nth(i))
        click_and_wait(table, table.locator("button.lt-luckybox-choose"))
        if table is ana:
            expect(ana.locator(".lt-luckybox-status")).to_contain_text("Waiting for Bruno")
            expect(bruno.locator(".lt-luckybox-big")).to_have_count(0)
    number = nb.kernel_json("duo.game.number")
    expect(ana.locator(".lt-luckybox-big")).to_have_text(str(number))
    expect(bruno.locator(".lt-luckybox-big")).to_have_text(str(number))
    # Ana crosses; Bruno's screen shows it at once among the other players' grids.
    target = ana.locator("button.lt-luckybox-free, button.lt-luckybox-shift").first
    grid, cell = target.get_attribute("data-grid"), target.get_attribute("data-cell")
    click_and_wait(ana, target)
    if ana.locator("button.lt-luckybox-confirm").count():
        click_and_wait(ana, ana.locator("button.lt-luckybox-confirm"))
    seen = bruno.locator(
        f".lt-luckybox-partner[data-seat='0'] .lt-luckybox-cell[data-grid='{grid}'][data-cell='{cell}']"
    )
    expect(seen).to_have_class(re.compile("lt-luckybox-crossed"))
    assert nb.kernel_json("[duo.game.to_act(), len(duo.game.revealed)]") == [[1], 1]
    assert not nb.errors
