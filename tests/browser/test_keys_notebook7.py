"""Each game's keys in Notebook 7, whose shortcuts run before the page sees a key (R makes a raw
cell, 1 a heading, arrows move between cells): pressed on each widget, they reach the game and
leave every cell of the notebook as it was. And the same keys in Voilà (outputs only)."""

from __future__ import annotations

import re
import uuid

import pytest
from playwright.sync_api import expect

from .harness import Voila, notebook, write_notebook

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


def play_every_games_keys(widget, keyboard, check) -> None:
    """Press each game's keys on it and see the game answer; ``widget(i, css)`` finds the root
    of cell ``i``'s widget, ``check()`` runs after each game."""
    bonanza = widget(1, ".lt-bonanza")
    bonanza.locator(".lt-bonanza-status").click()
    keyboard.press("r")
    expect(bonanza.locator("button.lt-bonanza-die").first).to_have_attribute("aria-label", re.compile(r"\d"))
    check()

    table = widget(2, ".lt-magdagdon")
    table.locator(".lt-magdagdon-status").click()
    keyboard.press("r")
    expect(table.locator("button.lt-magdagdon-confirm")).to_be_visible()
    keyboard.press("1")
    expect(table.locator("button.lt-magdagdon-die[data-die='0']")).to_have_attribute("aria-pressed", "true")
    # With the focus on a button inside the table (the notebook's shortcuts match any focused element).
    table.locator("button.lt-magdagdon-die[data-die='1']").click()
    expect(table.locator("button.lt-magdagdon-die[data-die='1']")).to_be_focused()
    keyboard.press("h")
    expect(table.locator(".lt-magdagdon-hint")).to_be_visible()
    check()

    lucky = widget(3, ".lt-luckybox")
    lucky.locator(".lt-luckybox-status").click()
    keyboard.press("h")
    expect(lucky.locator(".lt-luckybox-hint").first).to_be_visible()
    check()

    cup = widget(4, ".lt-cup")
    cup.click(position={"x": 3, "y": 3})
    keyboard.press("r")
    expect(cup.locator(".lt-status")).to_contain_text("1")
    keyboard.press("1")
    expect(cup.locator("button.lt-die").first).to_have_attribute("aria-pressed", "true")
    check()

    pad = widget(5, ".lt-luckybox-pad")
    box = pad.locator("input").first
    box.click()
    box.select_text()
    keyboard.type("12")
    expect(box).to_have_value("12")
    check()

    review = widget(6, ".lt-bonanza-review")
    where = review.locator(".lt-bonanza-replay-where")
    expect(where).to_contain_text("Decision 1 of")
    review.locator(".lt-bonanza-review-title").click()
    keyboard.press("ArrowRight")
    expect(where).to_contain_text("Decision 2 of")
    keyboard.press("ArrowRight")
    expect(where).to_contain_text("Decision 3 of")
    check()


def test_every_games_keys_reach_it_and_change_no_cell(open_notebook7):
    nb = open_notebook7(notebook(*CELLS), name="keys.ipynb")
    nb.run_all()
    before = cells(nb)
    assert len(before) == len(CELLS)

    def unchanged() -> None:
        assert cells(nb) == before

    play_every_games_keys(lambda i, css: nb.output(i).locator(css).first, nb.keyboard, unchanged)


def test_every_games_keys_reach_it_in_voila(browser, sandbox):
    server = Voila(sandbox / f"voila-{uuid.uuid4().hex[:8]}", "keys.ipynb")
    server.root.mkdir(parents=True, exist_ok=True)
    write_notebook(server.root / "keys.ipynb", *CELLS)
    server.start()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        page.goto(server.url + "/", timeout=180_000)
        roots = [".lt-bonanza", ".lt-magdagdon", ".lt-luckybox", ".lt-cup", ".lt-luckybox-pad", ".lt-bonanza-review"]
        for css in roots:
            expect(page.locator(css).first).to_be_visible(timeout=180_000)
        shown = page.locator(".lt-root").count()

        def still_all_there() -> None:
            assert page.locator(".lt-root").count() == shown

        play_every_games_keys(lambda i, css: page.locator(css).first, page.keyboard, still_all_there)
        assert not errors
    finally:
        context.close()
        server.stop()
