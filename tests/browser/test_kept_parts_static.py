"""Parts of a table kept between redraws (``ltKeep`` in common.js) are what a fresh build would
draw: each game is played by random clicks with ``window.ltKeepCheck`` set (every static page
sets it), so that every kept part is compared with one built from the whole view; a difference
is a console error, which fails the test."""

from __future__ import annotations

import random

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.magdagdon.widget import play

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
    for _ in range(60):
        if table.game.is_terminal():
            break
        buttons = wp.page.locator(clickable)
        count = buttons.count()
        assert count, f"no button to click on the {name} table"
        buttons.nth(rng.randrange(count)).click()
        wp.settle()
    assert table.game.actions, "the clicks played nothing"
