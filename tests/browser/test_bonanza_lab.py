"""End to end in a real JupyterLab: a whole solo game played by clicks only, and a table with
a computer opponent whose turn clock runs out (the kernel's timer applies it, the page shows it)."""

from __future__ import annotations

import re
import uuid

import pytest
from playwright.sync_api import expect

from .harness import check_layout, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

SEED = 11
LONG = 60_000


def kernel_says(nb, code: str) -> str:
    return nb.run_code(code).inner_text().strip()


def test_a_solo_game_played_by_clicks_to_the_end(open_notebook, sandbox):
    name = f"Lab {uuid.uuid4().hex[:6]}"  # a fresh profile: its first score is its best
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza import play",
            f"t = play({name!r}, seed={SEED})\nt",
        ),
        name="bonanza-solo.ipynb",
    )
    nb.run_all()
    table = nb.output(1).locator(".lt-bonanza")
    expect(table).to_be_visible(timeout=LONG)
    roll = table.locator("button.lt-bonanza-roll")
    # The table takes the keys when it appears: R rolls instead of making a raw cell.
    nb.keyboard.press("r")
    expect(table.locator("button.lt-bonanza-die").first).to_have_attribute("aria-label", re.compile(r"\d"))
    expect(nb.notebook.locator(".jp-RawCell")).to_have_count(0)
    check_layout(nb.page, table, shots=sandbox / "shots", name="bonanza-solo-start")
    for turn in range(1, 14):
        expect(table.locator(".lt-bonanza-status")).to_contain_text(f"Round {turn} of 13")
        expect(roll).to_be_enabled()
        roll.click()
        first = table.locator("li.lt-bonanza-hint[data-box]").first  # the best box: a record, or a scratch
        expect(first).to_be_visible()
        box = first.get_attribute("data-box")
        button = table.locator(f"button.lt-bonanza-box[data-box='{box}']")
        button.click()
        asking = button.locator(".lt-bonanza-ask")
        expect(asking).to_have_text(re.compile("Record[?]|Scratch[?]"))  # rolls remain: it asks
        if turn in (1, 9):  # the sheet with a question pending, early and late in the game
            check_layout(nb.page, table, shots=sandbox / "shots", name=f"bonanza-solo-ask-{turn}")
        button.click()
        expect(table.locator(f"td.lt-bonanza-filled[data-box='{box}']")).to_have_count(1)
    results = table.locator(".lt-bonanza-results")
    expect(results).to_be_visible()
    total = kernel_says(nb, "print(t.game.sheets[0].total(), t.game.is_terminal(), len(t.game.actions))")
    score, over, actions = total.split()
    assert over == "True" and int(actions) == 13 * 2 + 1  # the first turn rolled twice
    expect(results.locator(".lt-bonanza-final")).to_have_text(f"Your score: {score}")
    expect(results.locator(".lt-bonanza-new-best")).to_contain_text("New best score!")
    expect(results.locator(".lt-bonanza-best")).to_have_text(f"Best score: {score}")
    expect(table.locator("td.lt-bonanza-total")).to_have_text(score)
    check_layout(nb.page, table, shots=sandbox / "shots", name="bonanza-solo-over")
    assert (
        kernel_says(
            nb, f"from ludoteca.core.store import default_store\nprint(default_store().best_score('bonanza', {name!r}))"
        )
        == score
    )
    assert not nb.errors


def test_the_clock_runs_out_against_a_bot(open_notebook):
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza import open_table\n"
            "class FakeClock:\n"
            "    now = 0.0\n"
            "    def __call__(self):\n"
            "        return self.now\n"
            "clock = FakeClock()",
            "t = open_table(['Ana', ('Robo', 'greedy')], seed=5, turn_seconds=30, clock=clock, bot_delay=0.2)\nt",
        ),
        name="bonanza-clock.ipynb",
    )
    nb.run_all()
    table = nb.output(1).locator(".lt-bonanza")
    expect(table).to_be_visible(timeout=LONG)
    expect(table.get_by_role("timer")).to_be_visible()
    table.locator("button.lt-bonanza-roll").click()
    expect(table.locator("li.lt-bonanza-hint").first).to_be_visible()
    check_layout(nb.page, table)
    # Keys reach the game, not JupyterLab's notebook shortcuts ("1" would make a heading cell).
    table.locator("button.lt-bonanza-die").nth(0).focus()
    nb.keyboard.press("1")
    expect(table.locator("button.lt-bonanza-die").nth(0)).to_have_attribute("aria-pressed", "true")
    nb.keyboard.press("1")
    expect(table.locator("button.lt-bonanza-die").nth(0)).to_have_attribute("aria-pressed", "false")
    expect(nb.notebook.locator(".jp-MarkdownCell")).to_have_count(0)
    first = table.locator("li.lt-bonanza-hint[data-box]").first.get_attribute("data-box")
    first_name = table.locator(f"button.lt-bonanza-box[data-box='{first}']").get_attribute("aria-label").split(":")[0]
    # Thirty seconds pass on the table's clock; nobody clicks. The kernel's timer records for Ana.
    nb.run_code("clock.now += 31")
    timeout = table.locator(".lt-bonanza-event[data-type='timeout']")
    expect(timeout).to_contain_text(f"Time ran out: recorded {first_name} for Ana", timeout=LONG)
    expect(table.locator(f"tbody td[data-box='{first}']").first).to_have_class(re.compile("lt-bonanza-filled"))
    # Then Robo plays its turn at its own pace, and it is Ana's turn again.
    expect(table.locator("th.lt-bonanza-current")).to_contain_text("Ana", timeout=LONG)
    expect(table.locator(".lt-bonanza-event[data-type='record']")).to_contain_text(
        re.compile("Robo (recorded|scratched)")
    )
    state = kernel_says(nb, "print(t.game.turn, [len(s.boxes) for s in t.game.sheets], t.game.last_event['name'])")
    assert state == "3 [1, 1] Robo"
    assert kernel_says(nb, "print(sum(str(a).startswith('timeout') for a in t.game.actions))") == "1"
    assert not nb.errors


def test_a_table_drawn_after_moves_it_did_not_hear_shows_the_game_as_it_is(open_notebook):
    # The roll goes to the page as a patch before any view of the table is drawn (the cell shows
    # it after): the view drawn asks for the whole view, so it shows the dice rolled, not blank.
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza import open_table\n"
            "bz = open_table(['Ana', 'Bruno'], seed=1, bot_delay=0, store=False, turn_seconds=None)\n"
            "bz.game.roll()\nbz",
        ),
        name="bonanza-unheard-patches.ipynb",
    )
    nb.run_all()
    dice = nb.output(0).locator(".lt-bonanza button.lt-bonanza-die")
    expect(dice).to_have_count(5, timeout=60_000)
    values = kernel_says(nb, "print(*bz.game.dice)").split()
    for i, value in enumerate(values):
        expect(dice.nth(i)).to_have_attribute("aria-label", re.compile(rf"\b{i + 1}\b\D*\b{value}\b"))
        expect(dice.nth(i)).to_be_enabled()
    dice.first.click()  # the patches after it apply to what it shows
    expect(dice.first).to_have_attribute("aria-pressed", "true")
