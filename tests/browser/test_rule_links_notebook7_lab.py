"""A rule link in Notebook 7 and in Voilà: the click shows the section in the page at once (no
second tab), Escape closes it, and no notebook shortcut fires meanwhile."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from .harness import Voila, notebook, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

CELLS = (
    "from ludoteca.bonanza.exercises import score_quiz\n"
    "quiz = score_quiz(locale='en')\n"
    "quiz.answer(0, 17); quiz.answer(0, 17)  # two misses: the answer shows, with its rule\n"
    "quiz",
)


def open_and_close_the_rule(page, root) -> None:
    pages = len(page.context.pages)
    root.locator(".lt-quiz-rule a").click()
    dialog = page.get_by_role("dialog", name="The upper section")
    expect(dialog.locator(".lt-rule-body")).to_contain_text("Ones, Twos, Threes")
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(root.locator(".lt-quiz-rule a")).to_be_focused()
    assert len(page.context.pages) == pages


def test_a_rule_link_opens_in_notebook7(open_notebook7):
    nb = open_notebook7(notebook(*CELLS), name="rule-link.ipynb")
    nb.run_all()
    cells = nb.cells.count()
    open_and_close_the_rule(nb.page, nb.output(0).locator(".lt-quiz"))
    expect(nb.cells).to_have_count(cells)


def test_a_rule_link_opens_in_voila(browser, sandbox):
    server = Voila(sandbox / f"voila-{uuid.uuid4().hex[:8]}", "rule-link.ipynb")
    server.root.mkdir(parents=True, exist_ok=True)
    write_notebook(server.root / "rule-link.ipynb", *CELLS)
    server.start()
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        page.goto(server.url + "/", timeout=180_000)
        quiz = page.locator(".lt-quiz").first
        expect(quiz).to_be_visible(timeout=180_000)
        open_and_close_the_rule(page, quiz)
        assert not errors
    finally:
        context.close()
        server.stop()
