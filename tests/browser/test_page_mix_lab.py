"""Every ludoteca widget on one JupyterLab page, in both orders: each keeps its own look whatever
is loaded after it (each widget's stylesheet joins the page the first time it is shown), with
the layout check, faint text included, at 420 and 1200 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import check_layout, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

#: name -> (the cell that shows the widget, the selector of its root)
WIDGETS = {
    "luckybox": ("from ludoteca.luckybox.widget import play\nplay('Ana', seed=1, store=False)", ".lt-luckybox"),
    "scorepad": ("from ludoteca.luckybox.scorepad import score_pad\nscore_pad(['Ana', 'Bruno'])", ".lt-luckybox-pad"),
    "quiz": ("from ludoteca.magdagdon.exercises import score_quiz\nscore_quiz()", ".lt-quiz"),
    "bonanza": ("from ludoteca.bonanza import play\nplay('Ana', seed=1, hints=False, store=False)", ".lt-bonanza"),
    "magdagdon": ("from ludoteca.magdagdon.widget import play\nplay('Ana', seed=1, store=False)", ".lt-magdagdon"),
    "dice": ("from ludoteca.core.dice import dice\ndice(seed=1)", ".lt-cup"),
}


@pytest.mark.parametrize("order", ["forward", "backward"])
def test_each_widget_keeps_its_look_whatever_comes_after_it(open_notebook, sandbox, order):
    names = list(WIDGETS) if order == "forward" else list(reversed(WIDGETS))
    nb = open_notebook(notebook(*(WIDGETS[n][0] for n in names)), name=f"mix-{order}.ipynb")
    nb.run_all()
    for i, name in enumerate(names):
        root = nb.output(i).locator(WIDGETS[name][1]).first
        expect(root).to_be_visible(timeout=60_000)
    for i, name in enumerate(names):
        root = nb.output(i).locator(WIDGETS[name][1]).first
        root.scroll_into_view_if_needed()
        check_layout(nb.page, root, shots=sandbox / "shots", name=f"mix-{order}-{name}")
