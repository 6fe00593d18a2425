"""The quiz and "Ask the rules" in a real JupyterLab: Enter in their text boxes submits
(JupyterLab takes Enter for its own shortcuts unless the widget keeps them out), a quiz's first
miss gives the hint, the kernel sees every answer, and a rule link shows its section in the
notebook itself (no second JupyterLab in a new tab); Escape there closes it, not the cell."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from . import harness

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]


def notebook() -> Any:
    return harness.notebook(
        "from ludoteca.bonanza.exercises import score_quiz\nquiz = score_quiz(locale='en')",
        "quiz",
        "from ludoteca.luckybox.assistant_widget import AskRules\nbox = AskRules(locale='en')\nbox",
    )


def test_enter_submits_in_jupyterlab_and_a_miss_gives_the_hint(open_notebook):
    nb = open_notebook(notebook(), name="quiz-enter.ipynb")
    nb.run_all()
    root = nb.output(1).locator(".lt-quiz")
    expect(root).to_be_visible(timeout=60_000)
    box = root.get_by_label("Your answer (a whole number)")

    box.fill("17")
    box.press("Enter")
    verdict = root.locator(".lt-quiz-verdict")
    expect(verdict).to_have_text("✗ Not quite. Here is a hint: try again, or show the answer.")
    expect(root.locator(".lt-quiz-hint")).to_be_visible()
    expect(root.locator(".lt-quiz-rule a")).to_have_text("The upper section")
    tabs = len(nb.page.context.pages)
    root.locator(".lt-quiz-rule a").click()
    dialog = nb.page.get_by_role("dialog", name="The upper section")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".lt-rule-body")).to_contain_text("Ones, Twos, Threes")
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    nb.page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(root.locator(".lt-quiz-rule a")).to_be_focused()
    assert len(nb.page.context.pages) == tabs

    root.get_by_role("button", name="Try again").click()
    expect(root.locator(".lt-quiz-done")).to_have_text("1 question answered")
    box = root.get_by_label("Your answer (a whole number)")
    box.fill("18")
    box.press("Enter")
    expect(verdict).to_have_text("✓ Right! 6 2 6 6 3 scores 18 in Sixes.")

    output = nb.run_code("print(quiz.score(), quiz.is_answered(0))")
    expect(output).to_contain_text("(0, 1) True")

    box = nb.output(2).locator(".lt-ask")
    expect(box).to_be_visible(timeout=60_000)
    cells = nb.cells.count()
    question = box.get_by_role("textbox")
    question.press_sequentially("Posso passar a vez?")  # key by key: "a" and "b" are notebook shortcuts too
    question.press("Enter")
    expect(box.locator(".lt-ask-title")).to_have_text("Passar")
    expect(nb.cells).to_have_count(cells)  # no key typed in the box became a notebook shortcut
    # asked in Portuguese: the rule opens in Portuguese
    expect(box.locator(".lt-ask-rule a")).to_have_attribute("href", "../../../docs/rules/pt/luckybox.md#passing")
    output = nb.run_code("print(box.desk.answers[-1].topic, box.desk.answers[-1].lang)")
    expect(output).to_contain_text("passing pt")
