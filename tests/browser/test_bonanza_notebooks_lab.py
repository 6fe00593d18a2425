"""Bonanza's notebooks as a reader meets them in a real JupyterLab: the shipped 03-play after
Run All (each table keeps its own language), and a review shown at 420 px (its chart's labels
stay readable and its table stays inside the page)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .harness import check_layout, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "en" / "bonanza"
LONG = 300_000  # the first cell may solve the strategy table


def smallest_svg_text(root) -> float:
    """The smallest size, in screen pixels, at which the SVG text under ``root`` is drawn."""
    return root.evaluate("""(root) => Math.min(...[...root.querySelectorAll("svg text")].map((t) => {
        const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    }))""")


def test_after_run_all_each_table_of_03_play_keeps_its_language(open_notebook):
    path = NOTEBOOKS / "03-play.ipynb"
    sources = ["".join(cell["source"]) for cell in json.loads(path.read_text("utf-8"))["cells"]]
    duel = next(i for i, s in enumerate(sources) if "duel = open_table" in s)
    other = next(i for i, s in enumerate(sources) if 'locale="pt"' in s)
    nb = open_notebook(path)
    nb.run_all(timeout=LONG)
    expect(nb.output(duel).locator(".lt-bonanza button.lt-bonanza-roll")).to_contain_text("Roll")
    expect(nb.output(other).locator(".lt-bonanza button.lt-bonanza-roll")).to_contain_text("Lançar")
    assert nb.kernel_json("duel.locale") == "en"


def test_a_review_at_420_px_keeps_readable_labels_and_stays_inside(open_notebook, sandbox):
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza.bots import play_game\nfrom ludoteca.bonanza.coach import review",
            'review(play_game(["greedy"], seed=3))',
        ),
        name="bonanza-review-420.ipynb",
    )
    nb.run_all(timeout=LONG)
    shown = nb.output(1).locator(".lt-bonanza-review")
    expect(shown).to_be_visible(timeout=LONG)
    check_layout(nb.page, nb.output(1), widths=(420,), shots=sandbox / "shots", name="bonanza-review-html")
    nb.page.set_viewport_size({"width": 420, "height": 1000})
    assert smallest_svg_text(shown) >= 10  # the chart once shrank to 6-7 px
