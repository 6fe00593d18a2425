"""Lucky Box on several machines: ONE notebook open in TWO browsers with JupyterLab's real-time
collaboration. Each browser plays its own seat widget of one table; both act on the same
revealed number at once, every click reaches the kernel once, and the next number comes only
when both are done."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .harness import notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

LONG = 60_000


def choose_three(table) -> None:
    for i in range(3):
        table.locator("button.lt-luckybox-select").nth(i).click()
        expect(table.locator(".lt-luckybox-offer-item.lt-luckybox-selected")).to_have_count(i + 1, timeout=LONG)
    table.locator("button.lt-luckybox-choose").click()


def cross_or_pass(table) -> None:
    """Cross a cell showing the number (or pass when none does), confirming lightning if asked."""
    free = table.locator("button.lt-luckybox-free")
    if free.count():
        free.first.click()
    else:
        table.locator("button.lt-luckybox-pass").click()


def test_two_browsers_play_the_same_number_at_once(two_browsers):
    first, second = two_browsers(
        notebook(
            "from ludoteca.luckybox import open_table\n"
            "t = open_table(['Ana', 'Bruno'], seed=11, bot_delay=0, store=False)\n"
            "ana, bruno = t.seat_widget(0), t.seat_widget(1)\n"
            "heard = []\n"
            "for w in (ana, bruno):\n"
            "    w.on_msg(lambda widget, content, buffers: heard.append((widget.seat, content['type'])))",
            "ana",
            "bruno",
        )
    )
    first.run_all()
    second.wait_idle()
    expect(second.output(2)).to_contain_text("seat=1", timeout=LONG)
    second.cell(2).locator(".jp-InputPrompt").click()  # the second player runs their own seat's cell
    second.page.keyboard.press("Shift+Enter")
    second.wait_executed()
    ana = first.output(1).locator(".lt-luckybox")
    bruno = second.output(2).locator(".lt-luckybox")
    expect(ana).to_be_visible(timeout=LONG)
    expect(bruno).to_be_visible(timeout=LONG)
    # Both keep three cards, each in their own browser; the first number comes when both have.
    choose_three(ana)
    expect(ana.locator(".lt-luckybox-status")).to_contain_text("Bruno", timeout=LONG)
    choose_three(bruno)
    number = str(first.kernel_json("t.game.number"))
    expect(ana.locator(".lt-luckybox-big")).to_have_text(number, timeout=LONG)
    expect(bruno.locator(".lt-luckybox-big")).to_have_text(number, timeout=LONG)
    # Both play the same number at once; the next one comes only when both are done.
    cross_or_pass(bruno)
    expect(ana.locator(".lt-luckybox-big")).to_have_text(number)
    cross_or_pass(ana)
    expect(ana.locator(".lt-luckybox-status")).not_to_contain_text("Waiting", timeout=LONG)
    first.wait_idle()
    second.wait_idle()
    state = first.kernel_json(
        "[[str(a) for a in t.game.actions], len(t.game.revealed),"
        " [m for m in heard if m[1] not in ('ready', 'view_please')]]"
    )
    actions, revealed, clicks = state
    keeps = [a for a in actions if re.match(r"P\d: keep", a)]
    plays = [a for a in actions if not re.match(r"P\d: keep", a)]
    assert len(keeps) == 2 and sorted(a[:2] for a in keeps) == ["P1", "P2"]
    assert sorted(a[:2] for a in plays[:2]) == ["P1", "P2"] and revealed >= 2
    assert len([c for c in clicks if c[1] in ("choose", "cell", "pass")]) == 4  # each click counted once
    # Both screens show the same table: the same numbers, and the same grids for both players.
    same = "[[p['grids'], p['lightning']] for p in {0}['players']] + [{0}['revealed']]"
    ana_sees, bruno_sees = (first.kernel_json(same.format(f"{w}.view['luckybox']")) for w in ("ana", "bruno"))
    assert ana_sees == bruno_sees
    crossed = bruno.locator(".lt-luckybox-partner[data-seat='0'] .lt-luckybox-crossed")
    expect(crossed).to_have_count(first.kernel_json("sum(bin(g.crossed).count('1') for g in t.game.hands[0].grids)"))
