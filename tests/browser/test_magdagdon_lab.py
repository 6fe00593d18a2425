"""End to end in a real JupyterLab: a seeded MAGDAGDON game played by clicks only, from the first
roll to the best-scores table, with the layout check at 420 and 1200 px in the states it visits."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from .harness import check_layout as check_page_layout
from .harness import click_and_wait, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

SEED = 11
LONG = 60_000


def check_layout(nb, table, state: str, checked: set[str], shots: Path) -> None:
    if state not in checked:
        checked.add(state)
        table.scroll_into_view_if_needed()
        check_page_layout(nb.page, table, shots=shots, name=f"magdagdon-{state}")


def place_one(table) -> bool:
    """Stage one die the way a beginner does: the first die with a highlighted cell, on the
    first such cell. Returns False when no die in the tray has one."""
    for die in table.locator("button.lt-magdagdon-die:not(.lt-magdagdon-die-staged)").all():
        click_and_wait(table, die)
        targets = table.locator("button.lt-magdagdon-target")
        if targets.count():
            click_and_wait(table, targets.first)
            return True
    if table.locator("button.lt-magdagdon-picked").count():
        click_and_wait(table, table.locator("button.lt-magdagdon-picked"))
    return False


def play_turn(nb, table, checked: set[str], shots: Path) -> None:
    click_and_wait(table, table.locator("button.lt-magdagdon-roll"))
    if table.locator(".lt-magdagdon-banner").count():
        check_layout(nb, table, "magdagdon", checked, shots)
        click_and_wait(table, table.locator("button.lt-magdagdon-accept"))
        check_layout(nb, table, "ruin", checked, shots)
        click_and_wait(table, table.locator("button.lt-magdagdon-ruinable").first)
        return
    if "hint" not in checked:
        click_and_wait(table, table.locator("button.lt-magdagdon-hint-button"))
        expect(table.locator(".lt-magdagdon-hinted")).not_to_have_count(0)
        check_layout(nb, table, "hint", checked, shots)
    confirm = table.locator("button.lt-magdagdon-confirm")
    while place_one(table):
        if "staged" not in checked and confirm.is_enabled():
            check_layout(nb, table, "staged", checked, shots)
    if not confirm.is_enabled():  # a poor staging order: take them all back and let the hint lead
        while table.locator("button.lt-magdagdon-staged").count():
            click_and_wait(table, table.locator("button.lt-magdagdon-staged").last)
        click_and_wait(table, table.locator("button.lt-magdagdon-hint-button"))
        for step in nb.kernel_json("[[p['value'], p['cell']] for p in t.view['ui']['hint']['placements']]"):
            value, cell = step
            free = "button.lt-magdagdon-die:not(.lt-magdagdon-die-staged)"
            die = table.locator(f"{free}[aria-label^='Die '][aria-label*=': {value}']")
            click_and_wait(table, die.first)
            click_and_wait(table, table.locator(f"button.lt-magdagdon-cell[data-cell='{cell}']"))
    click_and_wait(table, confirm)


def test_a_seeded_game_by_clicks_to_the_best_scores(open_notebook, sandbox):
    nb = open_notebook(
        notebook(
            "import tempfile\nfrom pathlib import Path\nfrom ludoteca.core.store import Store\n"
            "from ludoteca.magdagdon.widget import play\n"
            "store = Store(Path(tempfile.mkdtemp()) / 'scores.sqlite3')",
            f"t = play('Ana', 'peaceful', seed={SEED}, store=store)\nt",
        ),
        name="magdagdon-solo.ipynb",
    )
    nb.run_all()
    nb.page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").click()
    expect(nb.page.locator("#jp-left-stack")).to_be_hidden()
    nb.page.set_viewport_size({"width": 1200, "height": 1000})
    table = nb.output(1).locator(".lt-magdagdon")
    expect(table).to_be_visible(timeout=LONG)
    shots = sandbox / "shots"
    checked: set[str] = set()
    check_layout(nb, table, "start", checked, shots)
    # Keys stay in the game: "1" would turn the cell into a heading, "s" does nothing there.
    table.focus()
    nb.keyboard.press("1")
    expect(nb.notebook.locator(".jp-MarkdownCell")).to_have_count(0)
    nb.keyboard.press("s")
    expect(table.locator(".lt-magdagdon-settings")).to_be_visible()
    check_layout(nb, table, "settings", checked, shots)
    click_and_wait(table, table.locator("button.lt-magdagdon-settings-close"))
    turns = 0
    while not table.locator(".lt-magdagdon-over").count():
        play_turn(nb, table, checked, shots)
        turns += 1
        assert turns <= 16, "the game does not end"
    check_layout(nb, table, "over", checked, shots)
    total, played = nb.kernel_json("[t.game.score().total, t.game.turns]")
    expect(table.locator(".lt-magdagdon-final")).to_have_text(f"★ Final score: {total}")
    expect(table.locator(".lt-magdagdon-best-this td").nth(1)).to_have_text(str(total))
    assert played == turns
    assert nb.kernel_json(
        "[r['score'] for r in __import__('ludoteca.magdagdon', fromlist=['x'])"
        ".best_scores('peaceful', 'Ana', store=store)]"
    ) == [total]
    assert {"start", "settings", "hint", "staged", "over"} <= checked
    click_and_wait(table, table.locator("button.lt-magdagdon-again"))
    expect(table.locator("button.lt-magdagdon-roll")).to_be_visible()
    assert not nb.errors
