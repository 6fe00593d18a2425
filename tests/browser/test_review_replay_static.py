"""The replay every game's review panel shares (core/static/review.js), in each table's real
ESM/CSS wired to the real Python widget: four buttons, the arrow keys, Home and End."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.bonanza.bots import GreedyBot, play_turn
from ludoteca.bonanza.widget import open_table
from ludoteca.core.bots import make_bot, play_out
from ludoteca.luckybox import Game as LuckyBoxGame
from ludoteca.luckybox.widget import Table as LuckyBoxTable
from ludoteca.magdagdon import Game as MagdagdonGame
from ludoteca.magdagdon.widget import Table as MagdagdonTable

pytestmark = pytest.mark.browser


def luckybox():
    game = LuckyBoxGame(["Ana"], seed=4)
    play_out(game, {0: make_bot("luckybox", "greedy", game.rules, 4)}, limit=2000)
    return LuckyBoxTable(game, seat=0, bot_delay=0), ".lt-lbr"


def magdagdon():
    game = MagdagdonGame(["Ana"], seed=3, difficulty="survival")
    play_out(game, {0: make_bot("magdagdon", "greedy", game.rules, 3)}, limit=500)
    return MagdagdonTable(game), ".lt-mgr"


def bonanza():
    table = open_table(["Ana"], seed=3, bot_delay=0)  # a person's game: Bonanza reviews only people's
    while not table.game.is_terminal():
        play_turn(table.game, GreedyBot())
    return table, ".lt-bonanza-review"


def steps_of(widget) -> tuple[int, int]:
    """(the step shown, how many there are) in the widget's review panel, whichever game."""
    review = widget.view["ui"]["review"]
    count = review["steps"] if isinstance(review["steps"], int) else len(review["steps"])
    return review["step"], count


@pytest.mark.parametrize("make", [luckybox, magdagdon, bonanza], ids=["luckybox", "magdagdon", "bonanza"])
def test_the_replay_steps_by_buttons_and_keys_in_every_game(open_widget, make) -> None:
    widget, selector = make()
    wp = open_widget(widget, viewport={"width": 1000, "height": 1400})
    panel = wp.root.locator(selector)
    nav = panel.locator(".lt-replay-nav")
    expect(nav).to_have_count(1)
    buttons = nav.locator("button.lt-replay-button")
    expect(buttons).to_have_count(4)
    first, prev, nxt, last = (buttons.nth(i) for i in range(4))
    where = nav.locator(".lt-replay-where")
    step, count = steps_of(widget)
    assert step == 0 and count > 3
    expect(first).to_be_disabled()
    expect(prev).to_be_disabled()
    expect(nxt).to_have_attribute("aria-label", "Next decision")
    last.click()
    expect(where).to_contain_text(f"Decision {count} of {count}")
    assert steps_of(widget) == (count - 1, count)
    expect(nxt).to_be_disabled()
    expect(last).to_be_disabled()
    panel.focus()
    sent = len(wp.sent)
    wp.keyboard.press("ArrowRight")  # past the end: nothing is sent
    assert len(wp.sent) == sent
    wp.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(f"Decision {count - 1} of {count}")
    wp.keyboard.press("Home")
    expect(where).to_contain_text(f"Decision 1 of {count}")
    assert steps_of(widget)[0] == 0
    wp.keyboard.press("ArrowRight")
    expect(where).to_contain_text(f"Decision 2 of {count}")
    wp.keyboard.press("End")
    expect(where).to_contain_text(f"Decision {count} of {count}")
    first.click()
    expect(where).to_contain_text(f"Decision 1 of {count}")
    assert steps_of(widget)[0] == 0
    reviews = [m["step"] for m in wp.sent if m["type"] == "review"]
    assert reviews == [count - 1, count - 2, 0, 1, count - 1, 0]  # one message a step, none past an end
