"""At 420 px each table stacks its parts; what a player acts on stays in view together with
the row or grid acted on (core/static/inview.js): Bonanza's and MAGDAGDON's dice, Lucky Box's
status line with the revealed number. At 1200 px, where they sit side by side, nothing moves."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.widget import open_table
from ludoteca.luckybox.widget import Table as LuckyBox
from ludoteca.magdagdon import Game as Magdagdon
from ludoteca.magdagdon.widget import Table as MagdagdonTable
from tests.luckybox.helpers import CARD, position

from .harness import layout_problems, next_frames

pytestmark = pytest.mark.browser

PHONE = {"width": 420, "height": 640}


def bonanza():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    t.game.roll([2, 2, 4, 4, 4])
    return t


def magdagdon():
    game = Magdagdon(difficulty="peaceful", seed=5)
    game.roll([1, 4, 4, 6])
    return MagdagdonTable(game)


def luckybox():
    return LuckyBox(position([CARD, "789 978 456 | 1-- | LLL", CARD], 3, players=2), seat=0, bot_delay=0)


#: Each table, the part that must stay in view, and the rows (or cells) a player acts on.
TABLES = {
    "bonanza": (bonanza, ".lt-bonanza-tray", "tbody tr td[data-box]:nth-of-type(1)"),
    "magdagdon": (magdagdon, ".lt-magdagdon-tray", "button.lt-magdagdon-cell"),
    "luckybox": (luckybox, ".lt-luckybox-status", ".lt-luckybox-own .lt-luckybox-cell"),
}


def boxes(wp, part: str, target) -> tuple[dict, dict, int]:
    """Where the part and the target are on screen, and the screen's height, once settled."""
    next_frames(wp.page)  # the part follows in the next animation frame
    height = wp.evaluate("() => window.innerHeight")
    return wp.root.locator(part).bounding_box(), target.bounding_box(), height


@pytest.mark.parametrize("name", TABLES)
def test_at_420_px_the_part_acted_with_stays_in_view_beside_each_row(open_widget, name, sandbox):
    make, part, targets = TABLES[name]
    wp = open_widget(make(), viewport=PHONE)
    rows = wp.root.locator(targets)
    count = rows.count()
    assert count >= 9
    for index in sorted({0, count // 3, count // 2, count - 1}):
        row = rows.nth(index)
        row.evaluate("el => el.scrollIntoView({ block: 'center' })")
        bar, aim, height = boxes(wp, part, row)
        assert bar["y"] >= -1 and bar["y"] + bar["height"] <= height + 1, (name, index, bar, height)
        apart = bar["y"] >= aim["y"] + aim["height"] - 1 or bar["y"] + bar["height"] <= aim["y"] + 1
        assert apart, f"{name}: the part covers the row it acts on ({bar}, {aim})"
        assert layout_problems(wp.root) == [], (name, index)
    (sandbox / "shots").mkdir(exist_ok=True)
    wp.page.screenshot(path=str(sandbox / "shots" / f"in-view-{name}-420.png"))


@pytest.mark.parametrize("name", TABLES)
def test_at_1200_px_nothing_floats(open_widget, name):
    make, part, targets = TABLES[name]
    wp = open_widget(make(), viewport={"width": 1200, "height": 640})
    before = wp.root.locator(part).bounding_box()
    rows = wp.root.locator(targets)
    rows.nth(rows.count() - 1).evaluate("el => el.scrollIntoView({ block: 'center' })")
    next_frames(wp.page)
    expect(wp.root.locator(".lt-afloat")).to_have_count(0)
    scrolled = wp.evaluate("() => window.scrollY")
    after = wp.root.locator(part).bounding_box()
    assert after["y"] == pytest.approx(before["y"] - scrolled, abs=1)  # it scrolled with the page


def test_the_part_never_hides_the_focused_row(open_widget):
    """A row reached by the keyboard under where the dice would float: the dice stay put."""
    wp = open_widget(bonanza(), viewport=PHONE)
    rows = wp.root.locator("button.lt-bonanza-box")
    rows.first.evaluate("el => el.scrollIntoView({ block: 'center' })")
    bar, _, _ = boxes(wp, ".lt-bonanza-tray", rows.first)
    expect(wp.root.locator(".lt-bonanza-tray.lt-afloat")).to_have_count(1)
    under = next(
        r
        for r in rows.all()
        if (b := r.bounding_box())["y"] < bar["y"] + bar["height"] and bar["y"] < b["y"] + b["height"]
    )
    under.evaluate("el => el.focus({ preventScroll: true })")
    tray, row, _ = boxes(wp, ".lt-bonanza-tray", under)
    assert tray["y"] >= row["y"] + row["height"] or tray["y"] + tray["height"] <= row["y"], (tray, row)
    expect(wp.root.locator(".lt-bonanza-tray.lt-afloat")).to_have_count(0)


def test_past_the_grids_the_status_line_stays_with_them(open_widget):
    """Scrolled on to the scores below the grids, the status line goes no further than the grids."""
    wp = open_widget(luckybox(), viewport=PHONE)
    wp.root.locator(".lt-luckybox-keys").evaluate("el => el.scrollIntoView({ block: 'end' })")
    status, grids, _ = boxes(wp, ".lt-luckybox-status", wp.root.locator(".lt-luckybox-mine"))
    assert status["y"] + status["height"] <= grids["y"] + grids["height"] + 1, (status, grids)
