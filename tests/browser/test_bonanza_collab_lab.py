"""Players on several machines: ONE notebook opened by TWO browsers in JupyterLab with real-time
collaboration (jupyter-collaboration). Each browser plays its own seat widget of one table; every
click reaches the kernel once, and both browsers show the same table. Also: the room and the seat
widgets laid out in the real page (420 and 1200 px), and the first clock waiting for the screen."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .harness import NotebookPage, check_layout, notebook

pytestmark = [pytest.mark.browser, pytest.mark.jupyterlab, pytest.mark.slow]

LONG = 60_000


def settle(nb: NotebookPage, table) -> None:
    """Wait until no message of this page is in flight (the kernel is idle again)."""
    nb.page.wait_for_timeout(150)
    nb.wait_idle()


def test_two_browsers_play_their_own_seat_of_one_table(two_browsers, sandbox):
    first, second = two_browsers(
        notebook(
            "from ludoteca.bonanza import open_table\n"
            "t = open_table(['Ana', 'Bruno'], seed=11, turn_seconds=None, bot_delay=0, store=False)\n"
            "ana, bruno = t.seat_widget(0), t.seat_widget(1)\n"
            "heard = []\n"
            "for w in (ana, bruno):\n"
            "    w.on_msg(lambda widget, content, buffers: heard.append((widget.seat, content['type'])))",
            "ana",
            "bruno",
        )
    )
    # Both browsers share one kernel (the notebook's session) and one document. The host runs
    # the notebook; the second player runs the cell of their own seat widget in their browser
    # (an output another browser produced arrives as untrusted, drawn as text until run here).
    first.run_all()
    second.wait_idle()
    expect(second.output(2)).to_contain_text("seat=1", timeout=LONG)
    second.cell(2).locator(".jp-InputPrompt").click()
    second.page.keyboard.press("Shift+Enter")
    second.wait_executed()
    shots = sandbox / "shots"
    ana_here = first.output(1).locator(".lt-bonanza")
    bruno_there = second.output(2).locator(".lt-bonanza")
    expect(ana_here).to_be_visible(timeout=LONG)
    expect(bruno_there).to_be_visible(timeout=LONG)
    expect(first.output(2).locator(".lt-bonanza")).to_be_visible(timeout=LONG)  # and in the host's browser
    # The first browser plays Ana: roll, then record the first hint (two clicks while rolls remain).
    ana_here.locator("button.lt-bonanza-roll").click()
    hint = ana_here.locator("li.lt-bonanza-hint[data-box]").first
    expect(hint).to_be_visible(timeout=LONG)
    box = hint.get_attribute("data-box")
    ana_box = ana_here.locator(f"button.lt-bonanza-box[data-box='{box}']")
    ana_box.click()
    expect(ana_box.locator(".lt-bonanza-ask")).to_be_visible()
    ana_box.click()
    # The second browser sees Ana's box filled, live, and now plays Bruno: roll, hold die 1, roll, record.
    expect(bruno_there.locator(f"tbody tr td[data-box='{box}']").nth(0)).to_have_class(
        re.compile("lt-bonanza-filled"), timeout=LONG
    )
    roll = bruno_there.locator("button.lt-bonanza-roll")
    expect(roll).to_be_enabled(timeout=LONG)
    roll.click()
    die = bruno_there.locator("button.lt-bonanza-die").first
    expect(die).to_be_enabled(timeout=LONG)
    die.click()
    expect(die).to_have_attribute("aria-pressed", "true", timeout=LONG)
    roll.click()
    expect(roll).to_contain_text("1", timeout=LONG)
    hint = bruno_there.locator("li.lt-bonanza-hint[data-box]").first
    expect(hint).to_be_visible(timeout=LONG)
    bruno_box = bruno_there.locator(f"button.lt-bonanza-box[data-box='{hint.get_attribute('data-box')}']")
    bruno_box.click()
    expect(bruno_box.locator(".lt-bonanza-ask")).to_be_visible()
    bruno_box.click()
    expect(ana_here.locator("th.lt-bonanza-current")).to_contain_text("Ana", timeout=LONG)
    settle(second, bruno_there)
    settle(first, ana_here)
    # Every click reached the kernel once: seven clicks, five actions (two Records asked first).
    state = first.kernel_json(
        "[[str(a) for a in t.game.actions], [m for m in heard if m[1] not in ('ready', 'gone', 'here', 'view_please')]]"
    )
    actions, clicks = state
    # a roll left to chance is logged with the dice it drew ("rolled 3 1 4 1 5")
    assert [a.split()[0] for a in actions] == ["rolled", "record", "rolled", "hold", "rolled", "record"][: len(actions)]
    assert len(actions) == 6, actions
    assert clicks == [
        [0, "roll"],
        [0, "box"],
        [0, "box"],
        [1, "roll"],
        [1, "toggle"],
        [1, "roll"],
        [1, "box"],
        [1, "box"],
    ], clicks
    # Both browsers show the same table: Bruno's widget in each, and Ana's widget is the same table.
    here = first.output(2).locator("table.lt-bonanza-sheet").inner_text()
    there = second.output(2).locator("table.lt-bonanza-sheet").inner_text()
    assert here == there
    # (each seat's own column says "(you)"; the rest is the same table)
    assert first.output(1).locator("table.lt-bonanza-sheet").inner_text().replace("Leave the table", "").replace(
        "Ana (you)", "Ana"
    ) == second.output(2).locator("table.lt-bonanza-sheet").inner_text().replace("Leave the table", "").replace(
        "Bruno (you)", "Bruno"
    )
    # The seat widgets, laid out in the real page.
    ana_here.scroll_into_view_if_needed()
    check_layout(first.page, ana_here, shots=shots, name="bonanza-seat-ana")
    bruno_there.scroll_into_view_if_needed()
    check_layout(second.page, bruno_there, shots=shots, name="bonanza-seat-bruno")
    # Bruno's browser closes his widget (the kernel is told): he leaves, which is giving up; Ana wins.
    second.run_code("bruno.close()")
    expect(ana_here.locator(".lt-bonanza-results")).to_contain_text("Ana", timeout=LONG)
    assert first.kernel_json("[t.game.gave_up, t.game.winners()]") == [[False, True], [0]]
    assert not first.errors and not second.errors


def test_the_room_and_the_clock_that_waits_for_the_screen(open_notebook, sandbox):
    tall = "\n".join(f"# line {i}" for i in range(120)) + "\nprint('end')"
    nb = open_notebook(
        notebook(
            "from ludoteca.bonanza import open_table\nroom = open_table(store=False, bot_delay=0)\nroom",
            tall,
            "t = open_table(['Ana', 'Bruno'], seed=3, store=False, bot_delay=0)\nt",
            tall,
            "x = 1",
        ),
        name="bonanza-room.ipynb",
    )
    nb.run_all()
    room = nb.output(0).locator(".lt-bonanza-room")
    # After Run All the notebook shows its end: the table in the middle is off screen, its clock waits.
    assert nb.kernel_json("[t.game.turn_seconds, t.game.clock_waiting, t.game.deadline_in()]") == [60, True, None]
    table = nb.output(2).locator(".lt-bonanza")
    table.scroll_into_view_if_needed()
    expect(table.get_by_role("timer")).not_to_have_class(re.compile("waiting"), timeout=LONG)
    waiting, left = nb.kernel_json("[t.game.clock_waiting, t.game.deadline_in()]")
    assert not waiting and 0 < left <= 60
    # The room: fill it in, Start, and the table is there.
    room.scroll_into_view_if_needed()
    expect(room).to_be_visible(timeout=LONG)
    check_layout(nb.page, nb.output(0).locator(".lt-bonanza"), shots=sandbox / "shots", name="bonanza-room")
    seats = room.locator("li.lt-bonanza-room-seat")
    seats.nth(0).locator("input").fill("Ana")
    seats.nth(0).locator("input").press("r")  # typing stays in the box: no raw cell appears
    expect(nb.notebook.locator(".jp-RawCell")).to_have_count(0)
    seats.nth(0).locator("input").fill("Ana")
    room.locator("button.lt-bonanza-room-add").click()
    seats.nth(2).locator("select").select_option("optimal")
    seats.nth(2).locator("input").fill("Opti")
    room.locator("input[value='90']").check()
    room.locator("button.lt-bonanza-room-start").click()
    started = nb.output(0).locator(".lt-bonanza")
    expect(started.locator("th.lt-bonanza-seat")).to_have_count(3, timeout=LONG)
    check_layout(nb.page, started, shots=sandbox / "shots", name="bonanza-room-started")
    assert nb.kernel_json("[[s.name for s in room.game.seats], room.game.turn_seconds, room.game.clock_waiting]") == [
        ["Ana", "Player 2", "Opti"],
        90,
        False,
    ]
    assert not nb.errors
