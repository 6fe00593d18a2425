"""A click redraws only what it changed, and the page it leaves is the page a fresh render of
the same game draws.

Each table is played by random clicks in one page; a second page then renders the game as it
stands, and the two tables' HTML must be the same (the morph and the kept parts of the first
page left nothing stale). And the small clicks of bench_clicks_lab.py build again none of the
parts they do not change (counted as elements created in the page during the click)."""

from __future__ import annotations

import json
import random

import pytest

from ludoteca import bonanza, luckybox
from ludoteca.magdagdon.widget import play

TABLES = {
    "bonanza": (
        lambda: bonanza.open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False, turn_seconds=None),
        # Not the "?": whether the rules desk is open is the page's own, which a fresh page does not share.
        ".lt-bonanza button:not([disabled]):not(.lt-bonanza-rules)",
    ),
    "luckybox": (
        lambda: luckybox.open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False),
        ".lt-luckybox-main button:not([disabled])",
    ),
    "magdagdon": (lambda: play("Ana", seed=5, store=False), ".lt-magdagdon-main button:not([disabled])"),
}

# The table's HTML without what differs between two pages by design: how many redraws a page
# made (data-render), the mark the host's keyboard handling leaves on focused elements, and a
# notice answering a refused click (sent to the page that clicked, not part of the game's view).
TABLE_HTML = """root => {
  const copy = root.cloneNode(true);
  for (const notice of copy.querySelectorAll(".lt-notice")) notice.remove();
  for (const el of [copy, ...copy.querySelectorAll("*")]) {
    el.removeAttribute("data-render");
    el.removeAttribute("data-lm-suppress-shortcuts");
  }
  return copy.innerHTML;
}"""


@pytest.mark.parametrize("name", sorted(TABLES))
def test_after_many_clicks_the_page_is_a_fresh_render(open_widget, name):
    make, clickable = TABLES[name]
    table = make()
    played = open_widget(table, viewport={"width": 1100, "height": 900})
    rng = random.Random(f"redraw-{name}")
    for click in range(1, 41):
        if table.game.is_terminal():
            break
        buttons = played.page.locator(clickable)
        count = buttons.count()
        assert count, f"no button to click on the {name} table"
        buttons.nth(rng.randrange(count)).click()
        played.settle()
        # Compared along the way too: a stale part can heal by the last click (Lucky Box's score
        # table was once lost at click 20, its keys line drawn twice, and whole again by click 40).
        if click % 10 == 0:
            fresh = open_widget(table, viewport={"width": 1100, "height": 900})
            assert played.root.evaluate(TABLE_HTML) == fresh.root.evaluate(TABLE_HTML), f"after {click} clicks"
            fresh.detach()  # the widget's messages go to the played page again (a page takes them over)
    assert table.game.actions, "the clicks played nothing"
    # The played page had its views as patches only (the harness sends no whole view), and the
    # view its model holds is Python's.
    patches = [m["lt_view"] for m in played.custom_messages if isinstance(m, dict) and "lt_view" in m]
    assert patches, "no patch of the view reached the page"
    assert json.loads(played.page.evaluate("() => JSON.stringify(window.__state.view)")) == table.view
    fresh = open_widget(table, viewport={"width": 1100, "height": 900})
    assert played.root.evaluate(TABLE_HTML) == fresh.root.evaluate(TABLE_HTML)


# From now on, count the SVG elements the page creates and, by class, the HTML elements it builds.
COUNT_BUILT = """() => {
  window.ltKeepCheck = false;  // the check builds every kept part again: not what a player's page does
  const built = window.__built = { svg: 0, classes: {} };
  const svg = Document.prototype.createElementNS, set = Element.prototype.setAttribute;
  Document.prototype.createElementNS = function (...args) { built.svg += 1; return svg.apply(this, args); };
  Element.prototype.setAttribute = function (name, value) {
    if (name === "class" && !this.isConnected) {
      for (const cls of String(value).split(/\\s+/)) built.classes[cls] = (built.classes[cls] || 0) + 1;
    }
    return set.call(this, name, value);
  };
}"""

# The click of bench_clicks_lab.py on each table, and parts (by class) it leaves as they were.
SMALL_CLICKS = {
    # A die held changes that die only: not the sheets, the title bar, the prompt or the keys line.
    "bonanza": (
        "button.lt-bonanza-die[data-die='0']",
        ("lt-bonanza-sheet", "lt-bonanza-bar", "lt-bonanza-prompt", "lt-bonanza-keys", "lt-bonanza-roll"),
    ),
    # A card marked changes its own item of the offer: not the grids, the title, the status or the keys line.
    "luckybox": (
        "button.lt-luckybox-select",
        ("lt-luckybox-grid", "lt-luckybox-header", "lt-luckybox-status", "lt-luckybox-keys", "lt-luckybox-mine"),
    ),
    # A die picked changes the board's cells, not its heads, and neither the hint nor the keys line.
    "magdagdon": (
        "button.lt-magdagdon-die",
        ("lt-magdagdon-score", "lt-magdagdon-head", "lt-magdagdon-corner", "lt-magdagdon-line", "lt-magdagdon-keys"),
    ),
}


@pytest.mark.parametrize("name", sorted(SMALL_CLICKS))
def test_a_small_click_builds_again_none_of_what_it_does_not_change(open_widget, name):
    make, _ = TABLES[name]
    table = make()
    if name == "bonanza":
        table.game.roll()
    elif name == "magdagdon":
        table.receive({"type": "roll"})
    wp = open_widget(table, viewport={"width": 1100, "height": 900})
    button, unchanged = SMALL_CLICKS[name]
    for part in unchanged:
        assert wp.root.locator(f".{part}").count(), f"the {name} table shows no {part}"
    before = wp.root.evaluate("root => root.innerHTML")
    wp.page.evaluate(COUNT_BUILT)
    told = len(wp.custom_messages)
    wp.root.locator(button).first.click()
    wp.settle()
    # Python told the page what the click changed, in one small patch (no part sent whole).
    (patch,) = [m["lt_view"] for m in wp.custom_messages[told:] if isinstance(m, dict) and "lt_view" in m]
    assert all(len(op[0]) > 1 for op in patch), f"a part of the view was sent whole: {patch}"
    assert len(json.dumps(patch)) < len(json.dumps(table.view)) / 4
    assert wp.root.evaluate("root => root.innerHTML") != before, "the click changed nothing on the page"
    built = wp.page.evaluate("() => window.__built")
    assert built["classes"], "the redraw built nothing: the count missed it"
    assert built["svg"] == 0, f"dice faces were drawn again: {built['svg']} SVG elements"  # no die changed its value
    rebuilt = [part for part in unchanged if part in built["classes"]]
    assert not rebuilt, f"built again: {rebuilt}"
