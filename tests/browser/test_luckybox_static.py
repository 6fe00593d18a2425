"""The Lucky Box table's real ESM/CSS in a plain page, clicked in headless Chromium; every click
reaches the real Python widget, whose new view comes back to the page. Seeded positions show the
highlighting, the lightning costs and the bonus chips; a layout check runs at 420 and 1200 px."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from ludoteca.luckybox.widget import Table, open_table, play
from tests.luckybox.helpers import CARD, position

from .harness import layout_problems

pytestmark = pytest.mark.browser

SEVENS = "789 978 456 | 1-- | LLL"


def tr(widget: Table, key: str, fallback: str, **params) -> str:
    """A text as luckybox.js builds it from the catalog Python sent (plural forms by count)."""
    value = widget.strings.get(key, fallback)
    if isinstance(value, dict):
        value = value["one"] if params.get("count") == 1 and "one" in value else value["other"]
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), value)


def cell(wp, grid: int, index: int):
    return wp.root.locator(f".lt-luckybox-own .lt-luckybox-cell[data-grid='{grid}'][data-cell='{index}']")


def bonus_position(**kw) -> Table:
    return Table(position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1 c2 c3"}, **kw), seat=0, bot_delay=0)


def test_the_round_panel_and_the_costs_of_a_seeded_position(open_widget):
    t = Table(position([CARD, SEVENS], 3, players=2, lightning=2), seat=0, bot_delay=0)
    wp = open_widget(t)
    round_ = wp.root.locator(".lt-luckybox-round")
    expect(round_.locator(".lt-luckybox-big")).to_have_text("3")
    expect(round_.locator(".lt-luckybox-big")).to_have_attribute("aria-label", "Revealed number: 3")
    expect(round_).to_contain_text("Round 1 of 4")
    expect(round_).to_contain_text("Number 1 of 9")
    expect(round_.locator(".lt-luckybox-card")).to_have_text(["3"])
    left = t.view["luckybox"]["remaining_numbers"]
    for n in range(1, 10):
        expect(round_.locator(f".lt-luckybox-left-item[data-number='{n}'] .lt-luckybox-left-c")).to_have_text(
            f"×{left[str(n)]}"
        )
    # Grid 1 is 1 2 3 / 4 5 6 / 2 3 1: the 3s are free (●), 2 and 4 cost one lightning, 1 and 5 two.
    marks = t.view["ui"]["marks"]
    for g in range(2):
        for c in range(9):
            button, mark = cell(wp, g, c), marks[g][c]
            if mark is None:
                expect(button.locator(".lt-luckybox-badge")).to_have_count(0)
            elif mark["cost"] == 0:
                expect(button).to_have_class(re.compile("lt-luckybox-free"))
                expect(button.locator(".lt-luckybox-badge")).to_have_text("●")
                expect(button).to_have_attribute("aria-label", re.compile("cross it$"))
            else:
                expect(button).to_have_class(re.compile("lt-luckybox-shift"))
                expect(button.locator(".lt-luckybox-badge")).to_have_text(f"⚡{mark['cost']}")
                expect(button).to_have_attribute("aria-label", re.compile(f"costs {mark['cost']} lightning$"))
    expect(cell(wp, 0, 2)).to_have_attribute("aria-label", "Grid 1, c1: 3, cross it")
    expect(wp.root.locator(".lt-luckybox-pass")).to_be_disabled()
    expect(wp.root.locator(".lt-luckybox-pass-reason")).to_have_text(
        "You must cross a cell showing the revealed 3: c1 and b3 of grid 1"
    )
    tokens = wp.root.locator(".lt-luckybox-side .lt-luckybox-tokens")
    expect(tokens).to_contain_text("2 lightning")
    expect(tokens).to_contain_text("Cells left to clear: 18")
    expect(wp.root.locator(".lt-luckybox-partner")).to_have_count(1)
    expect(wp.root.locator(".lt-luckybox-partner .lt-luckybox-cell")).to_have_count(18)
    expect(wp.root.locator(".lt-luckybox-partner button")).to_have_count(0)


def test_a_click_crosses_and_lightning_asks_first(open_widget):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0)
    wp = open_widget(t)
    cell(wp, 0, 1).click()  # a 2: one lightning
    expect(cell(wp, 0, 1)).to_have_class(re.compile("lt-luckybox-asking"))
    status = wp.root.locator(".lt-luckybox-status")
    expect(status).to_contain_text("Cross the 2 at b1 of grid 1 for 1 lightning?")
    expect(cell(wp, 0, 1)).to_be_focused()
    wp.keyboard.press("Escape")
    expect(wp.root.locator(".lt-luckybox-confirm")).to_have_count(0)
    cell(wp, 0, 1).click()
    wp.root.locator("button.lt-luckybox-confirm").click()
    expect(cell(wp, 0, 1)).to_have_class(re.compile("lt-luckybox-crossed"))
    expect(cell(wp, 0, 1).locator(".lt-luckybox-x")).to_have_text("✗")
    assert str(t.game.actions[-1]) == "P1: cross 2 on grid 1 at b1 with 1 lightning"
    expect(status).to_contain_text("Waiting for Player 2")
    sent = [m["type"] for m in wp.sent if m["type"] != "here"]  # "here": still on screen
    assert sent == ["ready", "cell", "cancel", "cell", "confirm"]  # "ready": on screen


def test_bonus_chips_pick_the_order_and_show_the_targets(open_widget):
    t = bonus_position()
    wp = open_widget(t)
    cell(wp, 0, 2).click()  # c1 completes row 1 (Number 7) and column c (double lightning)
    chips = wp.root.locator("button.lt-luckybox-chip")
    expect(chips).to_have_count(2)
    expect(chips.nth(0)).to_contain_text("Number 7: cross one 7")
    expect(chips.nth(1)).to_contain_text("Double lightning")
    expect(chips.nth(0)).to_have_attribute("aria-pressed", "false")
    expect(wp.root.locator(".lt-luckybox-slot-pending")).to_have_count(2)
    chips.nth(0).click()
    expect(chips.nth(0)).to_have_attribute("aria-pressed", "true")
    targets = wp.root.locator(".lt-luckybox-target")
    expect(targets).to_have_count(2)
    expect(targets.first.locator(".lt-luckybox-badge")).to_have_text("◎")
    expect(cell(wp, 1, 0)).to_have_attribute("aria-label", "Grid 2, a1: 7, bonus target")
    cell(wp, 1, 4).click()
    expect(chips).to_have_count(1)
    expect(chips.first).to_contain_text("Double lightning")
    chips.first.click()
    expect(chips).to_have_count(0)
    expect(wp.root.locator(".lt-luckybox-side .lt-luckybox-tokens")).to_contain_text("6 lightning")
    expect(wp.root.locator(".lt-luckybox-slot-earned")).to_have_count(2)


def test_a_lost_bonus_says_why(open_widget):
    game = position([CARD], 3, players=2, crossed={0: "a1 b1 a2 a3 b2 b3 c2 c3"})
    game.supply["lightning"] = 0
    t = Table(game, seat=0, bot_delay=0)
    wp = open_widget(t)
    cell(wp, 0, 2).click()
    chips = wp.root.locator("button.lt-luckybox-chip")
    expect(chips.nth(0).locator(".lt-luckybox-chip-note")).to_have_text("✗ lost: no free 7")
    expect(chips.nth(1).locator(".lt-luckybox-chip-note")).to_have_text("✗ lost: the supply has no lightning")
    expect(chips.nth(0)).to_have_class(re.compile("lt-luckybox-chip-lost"))
    assert layout_problems(wp.root.locator(".lt-luckybox")) == []


def test_choosing_cards_and_the_hint(open_widget):
    t = play("Ana", seed=3, store=False)
    wp = open_widget(t)
    choose = wp.root.locator("button.lt-luckybox-choose")
    expect(wp.root.locator(".lt-luckybox-offer-item")).to_have_count(5)
    expect(choose).to_be_disabled()
    wp.root.locator("button.lt-luckybox-hint-button").click()
    hinted = t.view["ui"]["hint"][0]["cards"]
    expect(wp.root.locator(".lt-luckybox-hint-what").first).to_have_text(
        "Keep cards " + ", ".join(str(c + 1) for c in hinted)
    )
    for card in hinted:
        wp.root.locator(f"button.lt-luckybox-select[data-card='{card}']").click()
    expect(wp.root.locator("button.lt-luckybox-select[aria-pressed='true']")).to_have_count(3)
    expect(wp.root.locator(".lt-luckybox-marked")).to_have_text("Marked: 3 of 3")
    choose.click()
    expect(wp.root.locator(".lt-luckybox-own")).to_have_count(3)
    expect(wp.root.locator(".lt-luckybox-big")).to_have_text(str(t.game.number))
    wp.keyboard.press("h")
    wp.settle()  # the key's message answered before the hint it asked for is read
    first = t.view["ui"]["hint"][0]
    # what the choice adds to the points the planner expects, signed; the note says so
    gain = round(first["gain"], 1)
    sign = "+" if gain > 0 else "\u2212" if gain < 0 else "±"
    expect(wp.root.locator(".lt-luckybox-hint-expected").first).to_have_text(f"{sign}{abs(gain):.1f} points expected")
    expect(wp.root.locator(".lt-luckybox-hint-note")).to_contain_text("the planner expects you to finish with")
    if first["type"] == "cross":
        expect(cell(wp, first["grid"], first["cell"])).to_have_class(re.compile("lt-luckybox-hinted"))
        expect(cell(wp, first["grid"], first["cell"]).locator(".lt-luckybox-hint-mark")).to_have_text("◆")


def test_keyboard_moves_over_cells_crosses_and_passes(open_widget):
    t = Table(position([CARD, SEVENS], 3, players=2), seat=0, bot_delay=0)
    wp = open_widget(t)
    cell(wp, 0, 0).focus()
    wp.keyboard.press("ArrowRight")
    expect(cell(wp, 0, 1)).to_be_focused()
    wp.keyboard.press("ArrowRight")
    wp.keyboard.press("ArrowRight")  # over the edge: grid 2, same row
    expect(cell(wp, 1, 0)).to_be_focused()
    wp.keyboard.press("ArrowLeft")
    wp.keyboard.press("ArrowDown")
    expect(cell(wp, 0, 5)).to_be_focused()
    wp.keyboard.press("ArrowUp")
    wp.keyboard.press("Enter")  # c1 shows the 3: crossed at once
    expect(cell(wp, 0, 2)).to_have_class(re.compile("lt-luckybox-crossed"))
    assert t.game.hands[0].grids[0].crossed == 0b100
    wp.keyboard.press("p")  # already played: a notice, nothing changes
    expect(wp.root.get_by_role("alert")).to_be_visible()


def test_the_score_panel_and_the_end_of_a_solo_game(open_widget):
    from tests.luckybox.test_widget import finish_turn

    t = play("Ana", seed=11, store=False)
    while not t.game.is_terminal():
        finish_turn(t)
    wp = open_widget(t)
    row = t.view["luckybox"]["scores"][0]
    expect(wp.root.locator(".lt-luckybox-sr-total .lt-luckybox-score-points")).to_have_text(str(row["total"]))
    expect(wp.root.locator(".lt-luckybox-sr-moons .lt-luckybox-score-points")).to_have_text(str(row["moon_points"]))
    expect(wp.root.locator(".lt-luckybox-sr-cells .lt-luckybox-score-detail")).to_have_text(
        f"{row['incomplete_cells']}▢"
    )
    expect(wp.root.locator("tr.lt-luckybox-sr-grids")).to_have_count(5)  # the heading and four rounds
    expect(wp.root.locator(".lt-luckybox-winner")).to_have_text(f"★ Your score: {row['total']}")
    expect(wp.root.locator(".lt-luckybox-rank")).to_have_text(f"Rank: {row['rank']}")
    for width in (420, 1200):
        wp.set_viewport_size({"width": width, "height": 900})
        assert layout_problems(wp.root.locator(".lt-luckybox")) == [], width
    wp.root.locator("button.lt-luckybox-again").click()
    expect(wp.root.locator(".lt-luckybox-offer-item")).to_have_count(5)
    expect(wp.root.locator(".lt-luckybox-result")).to_have_count(0)


@pytest.mark.parametrize("width", [340, 420, 1200])
def test_layout_at_three_widths(open_widget, width, sandbox):
    tables = [
        open_table(
            ["Ana", ("Robo", "planner"), ("Greta", "greedy"), ("Rui", "random"), ("Zoe", "greedy"), ("Max", "random")],
            seed=3,
            bot_delay=0,
            store=False,
        )
    ]
    b = bonus_position()
    b.receive({"type": "cell", "grid": 0, "cell": 2})
    tables.append(b)
    t = Table(position([CARD, SEVENS, CARD], 3, players=2, lightning=2), seat=0, bot_delay=0)
    t.receive({"type": "cell", "grid": 0, "cell": 1})  # a question pending
    t.receive({"type": "hint"})
    tables.append(t)
    for table in tables:
        wp = open_widget(table, viewport={"width": width, "height": 900})
        root = wp.root.locator(".lt-luckybox")
        expect(root).to_be_visible()
        assert layout_problems(root) == []
        (sandbox / "shots").mkdir(exist_ok=True)
        wp.page.screenshot(
            path=str(sandbox / "shots" / f"luckybox-static-{width}-{table.game.players}p.png"), full_page=True
        )


def tops(locator) -> list[float]:
    return [round(box["y"]) for box in (item.bounding_box() for item in locator.all())]


def test_a_narrow_table_shows_two_grids_a_row(open_widget):
    """At about 300 px (a phone, or the notebook beside the rules) the offered cards and the
    kept grids go two a row, not one under the other."""
    offer = open_widget(play("Ana", seed=3, store=False), viewport={"width": 340, "height": 900})
    items = offer.root.locator(".lt-luckybox-offer-item")
    expect(items).to_have_count(5)
    assert tops(items)[:4] == sorted(tops(items)[:4]) and tops(items)[0] == tops(items)[1] != tops(items)[2]
    kept = open_widget(
        Table(position([CARD, SEVENS, CARD], 3, players=2), seat=0, bot_delay=0), viewport={"width": 340, "height": 900}
    )
    grids = kept.root.locator(".lt-luckybox-mine .lt-luckybox-grid")
    expect(grids).to_have_count(3)
    assert tops(grids)[0] == tops(grids)[1] < tops(grids)[2]


def test_the_language_switches_live(open_widget):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0)
    wp = open_widget(t)
    t.locale = "de"
    wp.sync()
    expect(wp.root.locator(".lt-luckybox-round-name")).to_have_text("Runde 1 von 4")
    expect(wp.root.locator(".lt-luckybox-pass")).to_have_text(t.strings["luckybox.pass"])
    t.locale = "fr"
    wp.sync()
    expect(cell(wp, 0, 1)).to_have_attribute("aria-label", re.compile("coûte 1 éclair$"))


def test_cleanup_removes_every_listener(open_widget):
    wp = open_widget(Table(position([CARD], 3, players=2), seat=0, bot_delay=0))
    expect(wp.root.locator(".lt-luckybox-own .lt-luckybox-cell")).to_have_count(9)
    assert wp.destroy() == 0


@pytest.mark.parametrize("width", [420, 1200])
def test_the_score_pad_adds_up_and_refuses_the_impossible(open_widget, width, sandbox):
    from ludoteca.luckybox.scorepad import score_pad

    pad = score_pad(["Ana", "Bruno", "Carla"])
    wp = open_widget(pad, viewport={"width": width, "height": 900})
    field = lambda p, f, r=None: wp.root.locator(  # noqa: E731
        f"input.lt-luckybox-pad-input[data-player='{p}'][data-field='{f}']" + (f"[data-round='{r}']" if r else "")
    )
    field(0, "grids", 1).fill("2")
    field(0, "grids", 1).press("Tab")
    expect(wp.root.locator(".lt-luckybox-pad-sum").nth(0)).to_have_text("30")  # everyone tied on moons: net 0
    field(1, "moons").fill("3")
    field(1, "moons").press("Tab")
    expect(wp.root.locator(".lt-luckybox-pad-sum")).to_have_text(["24", "6", "-6"])
    expect(wp.root.locator(".lt-luckybox-pad-result")).to_have_text("★ Ana wins with 24 points")
    field(2, "grids", 1).fill("4")
    field(2, "grids", 1).press("Tab")
    expect(wp.root.get_by_role("alert")).to_contain_text("By the end of round 1 a player has kept 3 grids")
    expect(field(2, "grids", 1)).to_have_value("0")
    assert pad.entries[2]["grids"] == [0, 0, 0, 0]
    field(2, "stars", 1).fill("18")
    field(2, "stars", 1).press("Tab")
    expect(wp.root.get_by_role("alert")).to_have_text(re.compile("can pay at most 6 stars: 18 is too many"))
    field(2, "stars", 2).fill("")  # an emptied box says what it takes
    field(2, "stars", 2).press("Tab")
    expect(wp.root.get_by_role("alert")).to_contain_text("Stars, round 2: write how many stars were earned")
    expect(field(1, "moons")).to_have_attribute("aria-label", "Bruno: Moons")
    assert layout_problems(wp.root.locator(".lt-luckybox-pad")) == []
    (sandbox / "shots").mkdir(exist_ok=True)
    wp.page.screenshot(path=str(sandbox / "shots" / f"luckybox-scorepad-{width}.png"), full_page=True)


def test_the_words_speak_to_the_player(open_widget):
    t = open_table(["Ana", ("Robo", "planner")], seed=3, bot_delay=0, store=False, seat=0)
    for card in range(3):
        t.receive({"type": "select", "card": card})
    t.receive({"type": "choose"})
    wp = open_widget(t)
    expect(wp.root.locator(".lt-luckybox-mine > h3")).to_have_text("Your grids")
    expect(wp.root.locator(".lt-luckybox-partner-name")).to_have_text("Robo (computer · planner)")
    expect(wp.root.locator(".lt-luckybox-status-text")).to_have_text(re.compile(r"^Cross one \d \(or spend"))
    if not t.view["ui"]["can_pass"]:
        wp.root.locator(".lt-luckybox").focus()
        wp.keyboard.press("p")
        expect(wp.root.get_by_role("alert")).to_have_text(re.compile("^You must cross a cell showing"))
    wp.root.locator("button.lt-luckybox-hint-button").click()
    gain = t.view["ui"]["hint"][0]["gain"]
    t.locale = "de"
    wp.sync()
    expect(wp.root.locator(".lt-luckybox-mine > h3")).to_have_text("Deine Karten")
    expect(wp.root.locator(".lt-luckybox-partner-name")).to_have_text("Robo (Computer · Planer)")
    sign = "+" if round(gain, 1) > 0 else "\u2212" if round(gain, 1) < 0 else "±"
    expect(wp.root.locator(".lt-luckybox-hint-expected").first).to_have_text(
        f"{sign}{abs(gain):.1f} Punkte erwartet".replace(".", ",")
    )


def test_the_pass_reason_follows_the_language(open_widget):
    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0)
    wp = open_widget(t)
    reason = wp.root.locator(".lt-luckybox-pass-reason")
    expect(reason).to_have_text("You must cross a cell showing the revealed 3: c1 and b3 of grid 1")
    t.locale = "fr"
    wp.sync()
    expect(reason).to_have_text("Tu dois cocher une case qui montre le 3 révélé\u00a0: c1 et b3 de la grille 1")


def test_the_last_number_and_a_single_bonus_are_said_plainly(open_widget):
    last = Table(position([CARD], 3, players=2, reveal=9), seat=0, bot_delay=0)
    wp = open_widget(last)
    expect(wp.root.locator(".lt-luckybox-left > .lt-luckybox-label")).to_have_text(
        "Still in the deck (the round's last number is out)"
    )
    moon = Table(position([CARD], 2, players=2, crossed={0: "a1 a2"}), seat=0, bot_delay=0)
    wp = open_widget(moon)
    cell(wp, 0, 6).click()  # a3 completes column a alone: one moon to take
    expect(wp.root.locator("button.lt-luckybox-chip")).to_have_count(1)
    expect(wp.root.locator(".lt-luckybox-chips-help")).to_have_text("Click the bonus to take it.")
    any_cell = Table(position([CARD], 6, players=2, crossed={0: "a2 b2"}), seat=0, bot_delay=0)
    wp = open_widget(any_cell)
    cell(wp, 0, 5).click()  # c2 completes row 2 alone: its "?" crosses any free cell
    expect(wp.root.locator("button.lt-luckybox-chip")).to_have_count(1)
    expect(wp.root.locator(".lt-luckybox-chips-help")).to_have_text("Click a cell marked ◎ to use it.")


def test_the_end_shows_every_place_and_total(open_widget, sandbox):
    from tests.luckybox.test_widget import finish_turn

    t = open_table(["Ana", ("Robo", "greedy"), ("Rui", "random")], seed=4, bot_delay=0, store=False)
    for _ in range(200):
        if t.game.is_terminal():
            break
        finish_turn(t)
    assert t.game.is_terminal()
    wp = open_widget(t, viewport={"width": 420, "height": 900})
    rows = sorted(t.game.final_scores(), key=lambda r: r["place"])
    items = wp.root.locator(".lt-luckybox-standing")
    expect(items).to_have_count(3)
    for i, row in enumerate(rows):
        expect(items.nth(i).locator(".lt-luckybox-standing-place")).to_have_text(str(row["place"]))
        expect(items.nth(i).locator(".lt-luckybox-standing-name")).to_have_text(row["name"])
        expect(items.nth(i).locator(".lt-luckybox-standing-total")).to_have_text(f"{row['total']} points")
    assert layout_problems(wp.root.locator(".lt-luckybox")) == []
    (sandbox / "shots").mkdir(exist_ok=True)
    wp.page.screenshot(path=str(sandbox / "shots" / "luckybox-end-420.png"), full_page=True)


def test_at_420_px_the_revealed_number_is_above_the_grids(open_widget, sandbox):
    t = Table(position([CARD, SEVENS, CARD], 3, players=2), seat=0, bot_delay=0)
    wp = open_widget(t, viewport={"width": 420, "height": 900})
    big = wp.root.locator(".lt-luckybox-big").bounding_box()
    grids = wp.root.locator(".lt-luckybox-mine").bounding_box()
    top = wp.root.locator(".lt-luckybox").bounding_box()
    assert big["y"] + big["height"] <= grids["y"], (big, grids)
    assert big["y"] - top["y"] < 300, (big, top)  # in the first screenful of the table
    assert layout_problems(wp.root.locator(".lt-luckybox")) == []
    (sandbox / "shots").mkdir(exist_ok=True)
    wp.page.screenshot(path=str(sandbox / "shots" / "luckybox-number-420.png"))
