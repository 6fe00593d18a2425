"""A player who left, as the Lucky Box page shows it (real ESM/CSS in headless Chromium, the
real Python widget behind): the score panel says who left, in which round, and that their moons
do not count, and the end's standings mark them, in English and in German; the layout is checked
(and kept as screenshots) at 420 and 1200 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ludoteca.luckybox.widget import open_table
from tests.contract import capped
from tests.luckybox.test_widget import finish_turn

from .harness import check_layout
from .test_luckybox_static import tr

pytestmark = pytest.mark.browser


def leaving_game():
    """Ana and Eva with two computer players; Eva's page goes for good in round 2, with a moon
    that will not count. Ana's screen."""
    t = open_table(["Ana", ("Bruno", "greedy"), "Eva", ("Rui", "random")], seed=7, bot_delay=0, store=False)
    ana, eva = t.seat_widget(0), t.seat_widget(2)
    for _ in capped(lambda: t.game.round >= 2):
        finish_turn(next(w for w in (ana, eva) if w.seat in t.game.to_act()))
    assert t.game.hands[2].moons == 1
    eva.left()
    return t, ana


def note(widget, name: str, round_: int) -> str:
    return tr(widget, "luckybox.ui.left_note", "", name=name, round=round_)


def test_the_score_panel_and_the_end_say_who_left_in_two_languages(open_widget, sandbox):
    t, ana = leaving_game()
    wp = open_widget(ana, viewport={"width": 1200, "height": 900})
    scores = wp.root.locator(".lt-luckybox-scores")
    # while the game goes on: the score panel's note, and Eva's place among the other players
    expect(scores.locator(".lt-luckybox-left-note")).to_have_text([note(ana, "Eva", 2)])
    assert note(ana, "Eva", 2) == "Eva left in round 2; their moons do not count"
    expect(scores.locator("th.lt-luckybox-score-gone")).to_have_text(["✗ Eva"])
    expect(wp.root.locator(".lt-luckybox-partner[data-seat='2'] .lt-luckybox-partner-state")).to_have_text(
        "✗ left in round 2"
    )
    shots = sandbox / "shots"
    check_layout(wp.page, wp.root.locator(".lt-luckybox"), shots=shots, name="luckybox-leaving-play-en")
    for _ in capped(t.game.is_terminal):
        finish_turn(ana)
    wp.sync()  # the views Python drew meanwhile reach the page
    result = wp.root.locator(".lt-luckybox-result")
    expect(result).to_be_visible()
    rows = sorted(t.game.final_scores(), key=lambda r: r["place"])
    assert rows[-1]["name"] == "Eva" and rows[-1]["moon_points"] == 0 and rows[-1]["moons"] == 1
    expect(scores.locator(".lt-luckybox-sr-moons .lt-luckybox-score-cell").nth(2)).to_have_text("01☾")
    standings = result.locator(".lt-luckybox-standing")
    expect(standings).to_have_count(4)
    expect(standings.nth(3).locator(".lt-luckybox-standing-name")).to_have_text("Evaleft in round 2")
    expect(standings.nth(3).locator(".lt-luckybox-standing-left")).to_have_text("left in round 2")
    expect(standings.locator(".lt-luckybox-standing-left")).to_have_count(1)
    expect(result.locator(".lt-luckybox-left-note")).to_have_text([note(ana, "Eva", 2)])
    expect(scores.locator(".lt-luckybox-left-note")).to_have_text([note(ana, "Eva", 2)])
    check_layout(wp.page, wp.root.locator(".lt-luckybox"), shots=shots, name="luckybox-leaving-en")

    ana.locale = "de"
    wp.sync()
    german = note(ana, "Eva", 2)
    assert german == "Eva hat den Tisch in Runde 2 verlassen; die Monde von Eva zählen nicht"
    expect(result.locator(".lt-luckybox-left-note")).to_have_text([german])
    expect(scores.locator(".lt-luckybox-left-note")).to_have_text([german])
    expect(standings.nth(3).locator(".lt-luckybox-standing-left")).to_have_text("in Runde 2 gegangen")
    check_layout(wp.page, wp.root.locator(".lt-luckybox"), shots=shots, name="luckybox-leaving-de")
