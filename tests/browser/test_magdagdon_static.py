"""The MAGDAGDON table's real ESM/CSS in a plain page, clicked in headless Chromium; every click
reaches the real Python widget, whose new view comes back to the page. Seeded positions show the
highlighting, staged against permanent dice, the MAGDAGDON banner and the hint; a layout check
runs at 420 and 1200 px."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.magdagdon import Game
from ludoteca.magdagdon.rules import CELLS
from ludoteca.magdagdon.widget import Table

from .harness import layout_problems

pytestmark = pytest.mark.browser


def table(dice: list[int], turns: tuple = (), difficulty: str = "peaceful", **options) -> Table:
    game = Game(difficulty=difficulty, seed=5)
    for roll, stages in turns:
        game.roll(roll)
        for die, cell in stages:
            game.stage(die, cell)
        game.confirm()
    game.roll(dice)
    return Table(game, **options)


def cell(wp, name: str):
    return wp.root.locator(f"button.lt-magdagdon-cell[data-cell='{name}']")


def die(wp, index: int):
    return wp.root.locator(f"button.lt-magdagdon-die[data-die='{index}']")


def layout_ok(wp, shots=None, name: str = "") -> None:
    """No layout problem at 420 and 1200 px (with ``shots``, a screenshot of each)."""
    root = wp.root.locator(".lt-magdagdon")
    for width in (420, 1200):
        wp.set_viewport_size({"width": width, "height": 900})
        wp.wait_for_timeout(100)
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            root.screenshot(path=str(shots / f"magdagdon-static-{name}-{width}.png"))
        assert layout_problems(root) == [], width


def test_a_picked_die_lights_its_valid_cells_and_staged_dice_look_different(open_widget, sandbox):
    t = table([1, 4, 4, 6], turns=(([3, 3, 1, 1], [(0, "b2"), (1, "b3")]),))
    wp = open_widget(t)
    expect(wp.root.locator(".lt-magdagdon-status")).to_have_text(
        "Pick a die, then a highlighted cell ●: at least 2 dice this turn."
    )
    expect(wp.root.locator("button.lt-magdagdon-target")).to_have_count(0)
    die(wp, 1).click()
    expect(die(wp, 1)).to_have_attribute("aria-pressed", "true")
    targets = wp.root.locator("button.lt-magdagdon-target")
    expect(targets).to_have_count(6)
    assert [b.get_attribute("data-cell") for b in targets.all()] == ["b1", "a2", "c2", "a3", "c3", "b4"]
    expect(cell(wp, "c2").locator(".lt-magdagdon-mark")).to_have_text("●")
    expect(cell(wp, "c2")).to_have_attribute("aria-label", "c2: a 4 may go here")
    cell(wp, "c2").click()
    staged = cell(wp, "c2")
    expect(staged).to_have_class(re.compile("lt-magdagdon-staged"))
    expect(staged.locator(".lt-magdagdon-mark")).to_have_text("↶")
    expect(staged).to_have_attribute("aria-label", "c2: 4, staged (click to take it back)")
    expect(cell(wp, "b2")).to_have_class(re.compile("lt-magdagdon-number"))
    expect(cell(wp, "b2").locator(".lt-magdagdon-mark")).to_have_count(0)
    assert staged.evaluate("b => getComputedStyle(b).borderStyle") == "dashed"
    assert cell(wp, "b2").evaluate("b => getComputedStyle(b).borderStyle") == "solid"
    expect(wp.root.locator(".lt-magdagdon-die-slot").nth(1).locator(".lt-magdagdon-die-note")).to_have_text("→ c2")
    confirm = wp.root.locator("button.lt-magdagdon-confirm")
    expect(confirm).to_be_disabled()
    expect(confirm).to_have_text("✓ Confirm (1/2)")
    # The live score: row 2 is 3 + 4, column c is the 4.
    expect(wp.root.locator(".lt-magdagdon-line[data-line='row 2'] .lt-magdagdon-line-sum")).to_have_text("7")
    expect(wp.root.locator(".lt-magdagdon-board-total")).to_have_text(str(t.game.live_score().total))
    die(wp, 2).click()
    cell(wp, "d2").click()  # next to the staged 4: staging order counts
    expect(confirm).to_be_enabled()
    wp.keyboard.press("Backspace")  # takes back the last staged die
    expect(cell(wp, "d2")).to_have_class(re.compile("lt-magdagdon-empty"))
    cell(wp, "c2").click()  # a click on a staged cell takes it back too
    expect(cell(wp, "c2")).to_have_class(re.compile("lt-magdagdon-empty"))
    assert [m["type"] for m in wp.sent] == ["die", "cell", "die", "cell", "cell", "cell"]
    layout_ok(wp, sandbox / "shots", "staged")


def test_the_magdagdon_banner_offers_the_powers_then_the_ruin(open_widget, sandbox):
    t = table([6, 6, 6, 6], turns=(([1, 1, 6, 6], [(0, "a1"), (1, "b1")]),))
    wp = open_widget(t)
    banner = wp.root.locator(".lt-magdagdon-banner")
    expect(banner).to_be_visible()
    expect(banner.locator(".lt-magdagdon-banner-title")).to_have_text("⚠ MAGDAGDON!")
    expect(banner).to_contain_text("No order of these dice places 2 of them on the board. At most 0 dice fit.")
    expect(banner).to_contain_text("Save the roll with a Majda Power (the next one costs −10) or accept MAGDAGDON.")
    expect(banner.locator("button.lt-magdagdon-rescue").first).to_contain_text("Reroll")
    expect(banner.locator("button.lt-magdagdon-rescue").first).to_contain_text("% chance to save the roll.")
    layout_ok(wp, sandbox / "shots", "banner")
    banner.locator("button.lt-magdagdon-accept").click()
    expect(banner.locator(".lt-magdagdon-banner-title")).to_have_text("✕ MAGDAGDON!")
    expect(wp.root.locator("button.lt-magdagdon-ruinable")).to_have_count(14)
    expect(cell(wp, "d4").locator(".lt-magdagdon-mark")).to_have_text("✕")
    cell(wp, "d4").click()
    expect(cell(wp, "d4")).to_have_class(re.compile("lt-magdagdon-ruin"))
    expect(cell(wp, "d4")).to_have_attribute("aria-label", "d4: ruin")
    expect(banner).to_have_count(0)
    expect(wp.root.locator(".lt-magdagdon-s-ruins .lt-magdagdon-score-value")).to_have_text("−15")


def test_a_sure_rescue_and_the_powers_panel(open_widget):
    t = table([5, 5, 6, 6], turns=(([3, 3, 1, 1], [(0, "a1"), (1, "b1")]),))
    wp = open_widget(t)
    rescue = wp.root.locator("button.lt-magdagdon-rescue").first
    expect(rescue).to_have_text("Decrease the 5 saves the roll.")
    powers = wp.root.locator(".lt-magdagdon-powers")
    expect(powers).to_contain_text("3 powers left")
    expect(powers.locator(".lt-magdagdon-pips")).to_have_text("◆◆◆")
    rescue.click()
    expect(powers).to_contain_text("2 powers left")
    expect(powers.locator(".lt-magdagdon-pips")).to_have_text("◆◆◇")
    expect(powers.locator(".lt-magdagdon-next-penalty")).to_have_text("The next power costs −20.")
    expect(powers.locator(".lt-magdagdon-penalty-used")).to_have_text(["✓−10"])
    expect(wp.root.locator(".lt-magdagdon-banner")).to_have_count(0)
    expect(powers.locator("button.lt-magdagdon-decrease")).to_be_disabled()
    wp.keyboard.press("3")  # keys: pick die 3, then + raises it
    expect(die(wp, 2)).to_have_attribute("aria-pressed", "true")
    expect(powers.locator("button.lt-magdagdon-decrease")).to_be_enabled()
    expect(powers.locator("button.lt-magdagdon-increase")).to_be_disabled()  # a 6
    powers.locator("button.lt-magdagdon-reroll").click()
    expect(wp.root.locator(".lt-magdagdon-reroll-mark")).to_have_count(1)
    expect(powers.locator("button.lt-magdagdon-reroll-go")).to_have_text("↻ Reroll 1 die")
    wp.keyboard.press("Escape")
    expect(wp.root.locator(".lt-magdagdon-reroll-mark")).to_have_count(0)


def test_the_hint_is_drawn_on_the_board(open_widget, sandbox):
    t = table([3, 4, 4, 5])
    wp = open_widget(t)
    wp.root.locator("button.lt-magdagdon-hint-button").click()
    hint = t.view["ui"]["hint"]
    marks = wp.root.locator(".lt-magdagdon-hinted")
    expect(marks).to_have_count(len(hint["placements"]))
    first = hint["placements"][0]
    expect(cell(wp, first["cell"]).locator(".lt-magdagdon-hint-mark")).to_have_text(f"◆1:{first['value']}")
    steps = wp.root.locator(".lt-magdagdon-hint-step")
    expect(steps.first).to_have_text(f"1. Place {first['value']} at {first['cell']}")
    # what the plan adds to the board's score so far (nothing on it yet), and the final score it expects
    assert hint["gain"] == hint["expected"] - t.game.score().total
    sign = "\u2212" if hint["gain"] < 0 else "+"
    expect(wp.root.locator(".lt-magdagdon-hint-expected")).to_have_text(
        f"{sign}{abs(hint['gain'])} points expected: a final score of {hint['expected']}"
    )
    layout_ok(wp, sandbox / "shots", "hint")


@pytest.mark.parametrize("width", [420, 1200])
def test_the_hint_marks_on_cells_read_at_both_widths(open_widget, width):
    t = table([3, 4, 4, 5])
    wp = open_widget(t, viewport={"width": width, "height": 900})
    wp.root.locator("button.lt-magdagdon-hint-button").click()
    marks = wp.root.locator(".lt-magdagdon-hint-mark")
    expect(marks).to_have_count(len(t.view["ui"]["hint"]["placements"]))
    for mark in marks.all():
        size = float(mark.evaluate("m => getComputedStyle(m).fontSize").removesuffix("px"))
        box, inside = mark.bounding_box(), mark.locator("xpath=..").bounding_box()
        assert size >= 13 and box["height"] >= 15, (size, box)  # once 0.68em: about 8 px of glyph
        assert inside["x"] <= box["x"] and box["x"] + box["width"] <= inside["x"] + inside["width"]
        assert box["y"] + box["height"] <= inside["y"] + inside["height"]


def test_settings_warn_and_the_keys_stay_in_the_widget(open_widget, sandbox):
    t = table([3, 4, 4, 5])
    wp = open_widget(t)
    wp.root.locator(".lt-magdagdon").click(position={"x": 5, "y": 5})
    expect(wp.root.locator(".lt-magdagdon")).to_be_focused()
    wp.keyboard.press("s")
    settings = wp.root.locator(".lt-magdagdon-settings")
    expect(settings.locator(".lt-magdagdon-warning")).to_have_text("⚠ Changing the difficulty starts a new game.")
    expect(settings.locator("button.lt-magdagdon-difficulty")).to_have_count(3)
    expect(settings.locator("button[data-difficulty='peaceful']")).to_have_attribute("aria-checked", "true")
    expect(settings.locator("button[data-difficulty='survival']")).to_contain_text(
        "1 power · at least 2 dice a turn · penalties −70"
    )
    settings.locator("button[data-difficulty='nightmare']").click()
    expect(settings.locator(".lt-magdagdon-ask-text")).to_contain_text("start a new game at Nightmare?")
    layout_ok(wp, sandbox / "shots", "settings")
    settings.locator("button.lt-magdagdon-ask-yes").click()
    expect(wp.root.locator(".lt-magdagdon-chip-difficulty")).to_have_text("Nightmare")
    expect(wp.root.locator(".lt-magdagdon-powers")).to_contain_text("No Majda Powers at this difficulty.")
    expect(wp.root.locator("button.lt-magdagdon-roll")).to_be_visible()
    wp.keyboard.press("r")
    expect(wp.root.locator("button.lt-magdagdon-die:not([disabled])")).to_have_count(4)
    assert t.game.difficulty == "nightmare" and t.game.dice is not None


def test_the_end_shows_the_best_scores(open_widget, sandbox, tmp_path):
    from ludoteca.core.store import Store
    from ludoteca.magdagdon import new_game

    store = Store(tmp_path / "scores.sqlite3")
    game = new_game("nightmare", "Ana", seed=4, store=store)
    while not game.is_terminal():
        game.roll()
        if game.in_magdagdon():
            game.accept()
            game.ruin(CELLS[game.board.empty_cells()[0]])
        else:
            for value, index in game.way():
                game.apply(f"place {value} at {CELLS[index]}")
            game.confirm()
    t = Table(game, store=store)
    wp = open_widget(t)
    over = wp.root.locator(".lt-magdagdon-over")
    expect(over.locator(".lt-magdagdon-final")).to_have_text(f"★ Final score: {game.score().total}")
    expect(over.locator(".lt-magdagdon-best-this")).to_have_count(1)
    expect(over.locator(".lt-magdagdon-best-this td").nth(1)).to_have_text(str(game.score().total))
    expect(over.locator("h3")).to_have_text("Best scores — Nightmare")
    layout_ok(wp, sandbox / "shots", "over")
    over.locator("button.lt-magdagdon-again").click()
    expect(wp.root.locator(".lt-magdagdon-over")).to_have_count(0)
    expect(wp.root.locator("button.lt-magdagdon-roll")).to_be_visible()


def test_a_whole_game_by_clicks_and_keys(open_widget):
    """Roll (the button, then Space), pick and place each die, confirm with Enter, or accept
    MAGDAGDON and click the ruin: every turn played on the page, to the final score."""
    from ludoteca.magdagdon import play

    t = play("Ana", "peaceful", seed=11, store=False)
    wp = open_widget(t)
    chip, root = wp.root.locator(".lt-magdagdon-chip-turn"), wp.root.locator(".lt-magdagdon")
    for turn in range(1, 17):  # at most one turn per cell
        expect(chip).to_have_text(f"Turn {turn}")
        if turn == 1:
            wp.root.locator("button.lt-magdagdon-roll").click()
        else:
            root.focus()  # keys on the table itself, not on a button
            wp.keyboard.press(" ")
        expect(wp.root.locator("button.lt-magdagdon-die:not([disabled])")).to_have_count(4)
        if t.game.in_magdagdon():
            wp.root.locator("button.lt-magdagdon-accept").click()
            wp.root.locator("button.lt-magdagdon-ruinable").first.click()
        else:
            for value, index in t.game.way():
                tray = t.view["magdagdon"]["dice"]
                place = next(d["die"] for d in tray if d["value"] == value and d["staged_at"] is None)
                die(wp, place).click()
                cell(wp, CELLS[index]).click()
                expect(cell(wp, CELLS[index])).to_have_class(re.compile("lt-magdagdon-staged"))
            root.focus()  # Enter on a cell would take its die back
            wp.keyboard.press("Enter")
        if t.game.is_terminal():
            break
    total = t.game.score().total
    expect(wp.root.locator(".lt-magdagdon-final")).to_have_text(f"★ Final score: {total}")
    expect(wp.root.locator(".lt-magdagdon-chip-score")).to_have_text(f"Score: {total}")
    assert t.view["phase"] == "over" and t.game.turns == turn
    ruins = t.game.score().ruins  # this seed meets MAGDAGDON too: the banner's path ran
    assert ruins >= 1 and wp.root.locator("button.lt-magdagdon-ruin").count() == ruins


def test_portuguese(open_widget):
    wp = open_widget(table([3, 4, 4, 5], locale="pt"))
    expect(wp.root.locator(".lt-magdagdon-status")).to_contain_text("Escolhe um dado")
    cell(wp, "a1").click()
    expect(wp.root.locator(".lt-notice-text")).to_have_text("Escolhe primeiro um dado, depois uma casa.")
