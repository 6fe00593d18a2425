"""Parts of a table kept between redraws (``ltKeep`` in common.js) are what a fresh build would
draw: each game is played by random clicks with ``window.ltKeepCheck`` set (every static page
sets it), so that every kept part is compared with one built from the whole view; a difference
is a console error, which fails the test."""

from __future__ import annotations

import random

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.magdagdon.widget import play
from tests.budgets import budget

# A table, and the buttons a player may click on it (enabled ones only).
TABLES = {
    "bonanza": (
        lambda: bonanza.open_table(["Ana", "Bruno"], seed=3, bot_delay=0, store=False, turn_seconds=None),
        ".lt-bonanza button:not([disabled])",
    ),
    "luckybox": (
        lambda: luckybox.open_table(["Ana", "Bruno"], seed=3, bot_delay=0, store=False),
        ".lt-luckybox-main button:not([disabled])",
    ),
    "magdagdon": (lambda: play("Ana", seed=3, store=False), ".lt-magdagdon-main button:not([disabled])"),
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_kept_parts_match_a_fresh_build(open_widget, name):
    make, clickable = TABLES[name]
    table = make()
    wp = open_widget(table, viewport={"width": 1100, "height": 900})
    assert wp.page.evaluate("() => window.ltKeepCheck === true")
    rng = random.Random(name)
    for _ in range(budget(60, 40)):  # clicks (at least 30 play a move at each table)
        if table.game.is_terminal():
            break
        buttons = wp.page.locator(clickable)
        count = buttons.count()
        assert count, f"no button to click on the {name} table"
        buttons.nth(rng.randrange(count)).click()
        wp.settle()
    assert table.game.actions, "the clicks played nothing"


# One click per table that changes little: a die held, a card looked at, a die picked.
FIRST_CLICK = {
    "bonanza": "button.lt-bonanza-die[data-die='0']",
    "luckybox": "button.lt-luckybox-select",
    "magdagdon": ".lt-magdagdon-main button.lt-magdagdon-die:not([disabled])",
}


# Mark every element of the table; then count how many of those marked are still there.
MARK_ALL = "root => { const all = root.querySelectorAll('*'); all.forEach((e) => { e.old = 1; }); return all.length; }"
COUNT_MARKED = (
    "root => { const all = [...root.querySelectorAll('*')]; return [all.filter((e) => e.old).length, all.length]; }"
)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_click_changes_the_page_in_place(open_widget, name):
    """A redraw changes the elements on the page where they differ and keeps the rest (the
    browser styles again only what changed); the clicked button keeps the focus."""
    make, _ = TABLES[name]
    table = make()
    if name == "bonanza":
        table.game.roll()
    elif name == "magdagdon":
        table.receive({"type": "roll"})
    wp = open_widget(table, viewport={"width": 1100, "height": 900})
    marked = wp.root.evaluate(MARK_ALL)
    button = wp.root.locator(FIRST_CLICK[name]).first
    before = len(table.game.actions) + len(wp.sent)
    button.click()
    wp.settle()
    assert len(table.game.actions) + len(wp.sent) > before, "the click did nothing"
    kept, total = wp.root.evaluate(COUNT_MARKED)
    assert total and kept >= 0.8 * min(total, marked), f"{kept} of {total} elements kept ({marked} before)"
    assert button.evaluate("el => el.old === 1 && el === document.activeElement")
