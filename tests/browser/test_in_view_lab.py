"""What a player acts on stays in view at 420 px inside the real notebook front ends: JupyterLab's
scrolling notebook panel, Notebook 7 and Voilà (CSS sticky would stick to their output areas,
which never scroll). Whatever the screen shows at the middle of the dice, or of the status line,
must be that part, while a row of the sheet (or a cell of the board or grids) is in the middle."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from .harness import Voila, next_frames, notebook, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

CELLS = (
    "from ludoteca.bonanza.widget import open_table\n"
    "t = open_table(['Ana', 'Bruno'], seed=7, bot_delay=0, store=False)\n"
    "t.game.roll([2, 2, 4, 4, 4])\n"
    "t",
    "from ludoteca.magdagdon import Game\n"
    "from ludoteca.magdagdon.widget import Table\n"
    "g = Game(difficulty='peaceful', seed=5)\n"
    "g.roll([1, 4, 4, 6])\n"
    "Table(g)",
    "from ludoteca.luckybox.positions import position\n"
    "from ludoteca.luckybox.widget import Table as LuckyBox\n"
    "card = '123 456 231 | 7?- | MSD'\n"
    "LuckyBox(position([card, '789 978 456 | 1-- | LLL', card], 3, players=2), seat=0, bot_delay=0)",
)
#: Each table's root, the part kept in view, and what the player acts on.
PARTS = (
    (".lt-bonanza", ".lt-bonanza-tray", "tbody tr td[data-box]:nth-of-type(1)"),
    (".lt-magdagdon", ".lt-magdagdon-tray", "button.lt-magdagdon-cell"),
    (".lt-luckybox", ".lt-luckybox-status", ".lt-luckybox-own .lt-luckybox-cell"),
)
PHONE = {"width": 420, "height": 720}

#: The element drawn at the middle of `el`'s box, if it is `el` or inside it (not hidden or covered).
_SHOWN = """el => {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
  return hit !== null && el.contains(hit);
}"""


def check_in_view(page, roots, shots=None) -> None:
    """For each table, rows from first to last scrolled to the middle: the part is shown too
    (with ``shots``, a screenshot of the last row's view of each table there)."""
    for root_css, part, targets in PARTS:
        root = roots(root_css)
        expect(root).to_be_visible(timeout=120_000)
        rows = root.locator(targets)
        count = rows.count()
        for index in (0, count // 2, count - 1):
            rows.nth(index).evaluate("el => el.scrollIntoView({ block: 'center' })")
            next_frames(page)
            assert rows.nth(index).evaluate(_SHOWN), (root_css, index, "the row itself is not shown")
            assert root.locator(part).evaluate(_SHOWN), (root_css, index, "the part scrolled away")
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(shots / f"in-view{root_css.replace('.', '-')}-420.png"))


def close_the_side_panel(page) -> None:
    """At 420 px a person closes JupyterLab's file browser; so does the test."""
    panel = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if panel.count():
        panel.first.click()
        page.wait_for_timeout(200)


def test_in_jupyterlab(open_notebook, sandbox):
    nb = open_notebook(notebook(*CELLS), name="in-view.ipynb")
    nb.run_all()
    nb.page.set_viewport_size(PHONE)
    close_the_side_panel(nb.page)
    check_in_view(nb.page, lambda css: nb.notebook.locator(css).first, shots=sandbox / "shots" / "lab")


def test_in_notebook7(open_notebook7, sandbox):
    nb = open_notebook7(notebook(*CELLS), name="in-view.ipynb")
    nb.run_all()
    nb.page.set_viewport_size(PHONE)
    check_in_view(nb.page, lambda css: nb.notebook.locator(css).first, shots=sandbox / "shots" / "notebook7")


def test_in_voila(browser, sandbox):
    server = Voila(sandbox / f"voila-{uuid.uuid4().hex[:8]}", "in-view.ipynb")
    server.root.mkdir(parents=True, exist_ok=True)
    write_notebook(server.root / "in-view.ipynb", *CELLS)
    server.start()
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        page.goto(server.url + "/", timeout=180_000)
        check_in_view(page, lambda css: page.locator(css).first, shots=sandbox / "shots" / "voila")
        assert not errors
    finally:
        context.close()
        server.stop()
