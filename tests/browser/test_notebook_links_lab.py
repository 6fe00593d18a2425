"""The tutorials' tables of contents in a real JupyterLab: a link to a heading whose name has an
accent (Portuguese, German, French) jumps to it. JupyterLab cannot follow such a link to the
heading's own name, so the heading carries an ASCII anchor (tools/notebooks.py checks it)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"


@pytest.mark.parametrize(
    ("path", "link", "heading"),
    [
        ("pt/luckybox/02-scoring.ipynb", "a jogar sozinho: as luas a solo e a tua classificação", "A jogar sozinho"),
        ("fr/luckybox/01-rules.ipynb", "les erreurs fréquentes", "Erreurs fréquentes"),
    ],
)
def test_a_contents_link_to_an_accented_heading_jumps_to_it(open_notebook, path, link, heading):
    nb = open_notebook(NOTEBOOKS / path, name=Path(path).name)
    target = nb.page.locator("h2", has_text=heading).first
    target.wait_for(state="attached")
    before = target.evaluate("h => h.getBoundingClientRect().top")
    nb.page.get_by_role("link", name=link, exact=True).first.click()
    nb.page.wait_for_function(
        "h => { const top = h.getBoundingClientRect().top; return top >= 0 && top < 400; }",
        arg=target.element_handle(),
    )
    assert before > 400  # it was out of view: the click moved the notebook to it
