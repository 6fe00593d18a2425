"""The Lucky Box table widget, driven by the messages its page sends: each control is a message,
Python decides what it does, and the new ``view`` (with ``view["ui"]``) says what the page draws."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from ludoteca.core.store import Store
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.widget import Table, open_table, play
from tests.contract import capped, check_widget_contract

from .helpers import CARD, count_reviews, position

# CARD: 1 2 3 / 4 5 6 / 2 3 1; rows pay 7, "?", blank; columns pay moon, star, double lightning.
SEVENS = "789 978 456 | 1-- | LLL"


def table(game: Game, **options) -> Table:
    return Table(game, bot_delay=0, **options)


def ok(widget: Table, message: dict) -> None:
    assert widget.receive(message), widget.notice


def refused(widget: Table, message: dict, code: str) -> dict:
    before = json.dumps(widget.game.to_json())
    assert widget.receive(message) is False
    assert widget.notice["code"] == code, widget.notice
    assert json.dumps(widget.game.to_json()) == before
    return widget.notice


def finish_turn(widget: Table) -> None:
    """Play the acting seat's current decision the way a person might (first legal choice)."""
    ui = widget.view["ui"]
    if widget.game.phase == "choose":
        for card in range(ui["keep"]):
            ok(widget, {"type": "select", "card": card})
        ok(widget, {"type": "choose"})
    elif ui["pending"]:
        chip = next((c for c in ui["pending"] if c["active"]), ui["pending"][0])
        if not chip["active"]:
            ok(widget, {"type": "bonus", "grid": chip["grid"], "line": chip["line"]})
        if any(c["active"] for c in widget.view["ui"]["pending"]):
            marks = widget.view["ui"]["marks"]
            grid, cell = next((g, c) for g, row in enumerate(marks) for c, m in enumerate(row) if m)
            ok(widget, {"type": "cell", "grid": grid, "cell": cell})
    elif ui["can_pass"]:
        ok(widget, {"type": "pass"})
    else:
        marks = widget.view["ui"]["marks"]
        grid, cell = min(
            ((g, c) for g, row in enumerate(marks) for c, m in enumerate(row) if m),
            key=lambda gc: marks[gc[0]][gc[1]]["cost"],
        )
        ok(widget, {"type": "cell", "grid": grid, "cell": cell})
        if widget.view["ui"]["confirm"]:
            ok(widget, {"type": "confirm"})


# -- choosing cards -----------------------------------------------------------------------------------
def test_a_solo_game_opens_on_the_offer():
    t = play("Ana", seed=3, store=False)
    assert repr(t) == "Table(<Super Mega Lucky Box ['Ana'] seed=3: round 1, choosing grids>)"
    view = t.view
    assert list(view) == ["game", "seat", "phase", "to_act", "outcome", "legal", "luckybox", "ui"]
    assert view["phase"] == "choose" and len(view["luckybox"]["players"][0]["offer"]) == 5
    assert view["ui"]["keep"] == 3 and view["ui"]["selected"] == [] and view["ui"]["can_act"]
    assert view["ui"]["status"] == {"key": "luckybox.status.choose", "keep": 3, "count": 5, "name": "Ana"}
    assert t.bot_delay == 0 and t.store is None


def test_select_marks_cards_and_choose_keeps_them():
    t = play("Ana", seed=3, store=False)
    refused(t, {"type": "choose"}, "wrong_keep")
    for card in (4, 1, 2):
        ok(t, {"type": "select", "card": card})
    assert t.view["ui"]["selected"] == [4, 1, 2]
    refused(t, {"type": "select", "card": 0}, "keep_full")
    ok(t, {"type": "select", "card": 1})  # unmark
    ok(t, {"type": "select", "card": 0})
    offer = t.view["luckybox"]["players"][0]["offer"]
    ok(t, {"type": "choose"})
    assert [g["card"] for g in t.view["luckybox"]["players"][0]["grids"]] == [offer[0], offer[2], offer[4]]
    assert t.game.phase == "play" and t.view["luckybox"]["number"] == t.game.number
    refused(t, {"type": "select", "card": 0}, "no_offer")


def test_arena_offers_six_and_later_rounds_keep_one():
    from ludoteca.luckybox import Rules

    t = open_table(["Ana"], seed=4, rules=Rules(variant="arena"), bot_delay=0, store=False)
    assert len(t.view["luckybox"]["players"][0]["offer"]) == 6 and t.view["ui"]["keep"] == 3
    for _ in capped(lambda: t.game.round != 1):
        finish_turn(t)
    assert t.game.phase == "choose" and t.view["ui"]["keep"] == 1
    ok(t, {"type": "select", "card": 0})
    ok(t, {"type": "select", "card": 2})  # keeping one: a new mark replaces the old
    assert t.view["ui"]["selected"] == [2]


# -- crossing ------------------------------------------------------------------------------------------
def test_marks_show_the_revealed_number_and_the_lightning_costs():
    t = table(position([CARD], 3, lightning=2))
    marks = t.view["ui"]["marks"][0]
    # 1 2 3 / 4 5 6 / 2 3 1 with a 3 revealed and 2 lightning: 3s free, 2 and 4 cost 1, 1 and 5 cost 2.
    costs = [None if m is None else m["cost"] for m in marks]
    assert costs == [2, 1, 0, 1, 2, None, 1, 0, 2]
    assert all(m is None or m["kind"] == "cross" for m in marks)
    assert t.view["ui"]["can_pass"] is False
    assert t.view["ui"]["pass_reason"] == "You must cross a cell showing the revealed 3: c1 and b3 of grid 1"


def test_a_free_cell_is_crossed_at_once():
    t = table(position([CARD], 3, players=2))
    ok(t, {"type": "cell", "grid": 0, "cell": 2})
    assert t.game.hands[0].grids[0].crossed == 0b100 and t.game.hands[0].lightning == 4


def test_spending_lightning_asks_first():
    t = table(position([CARD], 3, players=2))
    ok(t, {"type": "cell", "grid": 0, "cell": 1})  # a 2: one lightning
    assert t.view["ui"]["confirm"] == {"grid": 0, "cell": 1, "cost": 1, "number": 2, "cell_name": "b1"}
    assert len(t.game.actions) == 2  # the two keeps only: nothing crossed yet
    ok(t, {"type": "cancel"})
    assert t.view["ui"]["confirm"] is None
    ok(t, {"type": "cell", "grid": 0, "cell": 1})
    ok(t, {"type": "cell", "grid": 0, "cell": 4})  # another cell: the question moves there
    assert t.view["ui"]["confirm"]["cell"] == 4 and t.view["ui"]["confirm"]["cost"] == 2
    ok(t, {"type": "cell", "grid": 0, "cell": 4})  # the second click confirms
    assert str(t.game.actions[-1]) == "P1: cross 5 on grid 1 at b2 with 2 lightning"
    assert t.game.hands[0].lightning == 2


def test_confirm_message_and_stale_questions():
    t = table(position([CARD], 3, players=2))
    refused(t, {"type": "confirm"}, "nothing_to_confirm")
    ok(t, {"type": "cell", "grid": 0, "cell": 0})
    ok(t, {"type": "confirm"})
    assert t.game.hands[0].lightning == 2 and t.game.hands[0].grids[0].crossed == 1


def test_a_question_survives_another_player_moving():
    t = table(position([CARD], 3, players=2))
    ok(t, {"type": "seat", "seat": 0})
    ok(t, {"type": "cell", "grid": 0, "cell": 1})
    t.game.apply("P2: cross grid 1 at c1")  # Bruno plays meanwhile
    assert t.view["ui"]["confirm"]["cell"] == 1
    ok(t, {"type": "confirm"})
    assert t.game.hands[0].lightning == 3


def test_refusals_carry_the_engines_reason():
    t = table(position([CARD], 3, players=2, lightning=1, crossed={0: "c1"}))
    refused(t, {"type": "cell", "grid": 0, "cell": 2}, "cell_taken")
    notice = refused(t, {"type": "cell", "grid": 0, "cell": 0}, "not_enough_lightning")
    assert "1 lightning" in notice["text"]
    refused(t, {"type": "cell", "grid": 5, "cell": 0}, "malformed_action")
    refused(t, {"type": "cell", "grid": 0, "cell": 9}, "malformed_action")
    refused(t, {"type": "pass"}, "must_cross")


def test_notices_speak_to_the_player_at_the_screen():
    t = table(position([CARD], 3, players=["Ana", "Bruno"]), seat=0)
    assert (
        refused(t, {"type": "pass"}, "must_cross")["text"]
        == "You must cross a cell showing the revealed 3: c1 and b3 of grid 1"
    )
    ok(t, {"type": "cell", "grid": 0, "cell": 2})
    assert refused(t, {"type": "pass"}, "waiting")["text"] == "You have finished for now; waiting for Bruno"
    shared = table(position([CARD], 3, players=["Ana", "Bruno"]))  # hot-seat: whoever's go it is is "you"
    assert refused(shared, {"type": "pass"}, "must_cross")["text"].startswith("You must cross")
    french = table(position([CARD], 3, players=2), seat=0, locale="fr")
    assert refused(french, {"type": "pass"}, "must_cross")["text"].startswith("Tu dois cocher")


def test_must_cross_names_every_cell_that_shows_the_number_grid_by_grid():
    grids = [CARD, "789 123 456 | --- | ---"]
    words = {
        "en": "You must cross a cell showing the revealed 3: c1 and b3 of grid 1",
        "pt": "Tens de riscar uma casa com o 3 revelado: c1 e b3 da cartela 1",
    }
    for lang, text in words.items():
        game = position(grids, 3, players=2, crossed={1: "c2"})
        assert refused(table(game, seat=0, locale=lang), {"type": "pass"}, "must_cross")["text"] == text
    three = position(grids, 3, players=2, crossed={0: "b3"})
    notice = refused(table(three, seat=0, locale="fr"), {"type": "pass"}, "must_cross")
    assert (
        notice["text"] == "Tu dois cocher une case qui montre le 3 révélé\u00a0: c1 de la grille 1 et c2 de la grille 2"
    )


def test_a_new_language_rebuilds_the_words_python_writes():
    t = table(position([CARD], 3, players=2), seat=0)
    assert t.view["ui"]["pass_reason"] == "You must cross a cell showing the revealed 3: c1 and b3 of grid 1"
    t.locale = "fr"
    assert (
        t.view["ui"]["pass_reason"] == "Tu dois cocher une case qui montre le 3 révélé\u00a0: c1 et b3 de la grille 1"
    )
    t.locale = "xx"  # refused: the widget stays in French and says so
    assert t.locale == "fr" and t.view["ui"]["pass_reason"].startswith("Tu dois")
    assert t.notice["code"] == "unknown_language"


def test_pass_only_when_no_cell_shows_the_number():
    t = table(position([CARD], 9, players=2, lightning=0), seat=0)
    assert t.view["ui"]["can_pass"] and t.view["ui"]["pass_reason"] is None
    assert t.view["ui"]["marks"] == [[None] * 9]
    ok(t, {"type": "pass"})
    assert str(t.game.actions[-1]) == "P1: pass"
    assert t.view["ui"]["status"]["key"] == "luckybox.ui.waiting_for"
    assert t.view["ui"]["status"]["names"] == "Player 2"


# -- bonuses --------------------------------------------------------------------------------------------
def test_a_single_bonus_is_picked_and_its_targets_highlighted():
    t = table(position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1"}))
    ok(t, {"type": "cell", "grid": 0, "cell": 2})
    ui = t.view["ui"]
    assert ui["pending"] == [
        {"grid": 0, "line": 0, "bonus": 7, "active": True, "targets": 2, "lost": None, "gives": None}
    ]
    targets = [(g, c) for g, row in enumerate(ui["marks"]) for c, m in enumerate(row) if m]
    assert targets == [(1, 0), (1, 4)] and ui["marks"][1][0] == {"kind": "target"}
    assert t.view["ui"]["status"]["key"] == "luckybox.status.bonus"
    refused(t, {"type": "cell", "grid": 1, "cell": 1}, "bonus_wrong_number")
    ok(t, {"type": "cell", "grid": 1, "cell": 4})
    assert str(t.game.actions[-1]) == "P1: bonus row 1 of grid 1, cross grid 2 at b2"


def test_the_player_picks_the_order_of_several_bonuses():
    t = table(position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1 c2 c3"}), seat=0)
    ok(t, {"type": "cell", "grid": 0, "cell": 2})  # completes row 1 (Number 7) and column c (double lightning)
    chips = t.view["ui"]["pending"]
    assert [(c["line"], c["bonus"], c["active"]) for c in chips] == [(0, 7, False), (5, "lightning2", False)]
    refused(t, {"type": "cell", "grid": 1, "cell": 0}, "pick_bonus")
    ok(t, {"type": "bonus", "grid": 0, "line": 0})  # pick the 7 first: its targets light up
    assert t.view["ui"]["pending"][0]["active"] and t.view["ui"]["marks"][1][0] == {"kind": "target"}
    ok(t, {"type": "cancel"})
    assert not any(c["active"] for c in t.view["ui"]["pending"])
    ok(t, {"type": "bonus", "grid": 0, "line": 5})  # a token bonus is taken at once
    assert t.game.hands[0].lightning == 6
    assert t.view["ui"]["pending"][0]["active"]  # the one left is picked by itself
    ok(t, {"type": "cell", "grid": 1, "cell": 0})
    assert t.game.hands[0].pending == [] and 0 not in t.game.to_act()
    refused(t, {"type": "bonus", "grid": 0, "line": 0}, "waiting")


def test_lost_bonuses_are_said_plainly():
    game = position([CARD], 3, players=2, crossed={0: "a1 b1 a2 a3 b2 b3 c2 c3"})
    game.supply["moon"] = 0
    game.supply["lightning"] = 1
    t = table(game)
    ok(t, {"type": "cell", "grid": 0, "cell": 2})  # completes row 1 (7) and column c (double lightning)
    chips = {c["line"]: c for c in t.view["ui"]["pending"]}
    assert chips[0]["lost"] == {"key": "luckybox.ui.lost.no_number", "number": 7} and not chips[0]["active"]
    assert chips[5]["gives"] == {"key": "luckybox.ui.gives_only", "count": 1}
    ok(t, {"type": "bonus", "grid": 0, "line": 0})  # nothing to cross: it is resolved (lost) at once
    assert str(t.game.actions[-1]) == "P1: bonus row 1 of grid 1"
    ok(t, {"type": "bonus", "grid": 0, "line": 5})
    assert t.game.hands[0].lightning == 5 and t.game.supply["lightning"] == 0


def test_an_empty_moon_supply_is_announced():
    game = position([CARD], 4, players=2, crossed={0: "a1 a3"})
    game.supply["moon"] = 0
    t = table(game)
    ok(t, {"type": "cell", "grid": 0, "cell": 3})  # a2 completes column a: a moon
    assert t.view["ui"]["pending"][0]["lost"] == {"key": "luckybox.ui.lost.no_moon"}


# -- hints, status, seats -----------------------------------------------------------------------------
def test_the_hint_button_shows_the_planners_choices():
    t = table(position([CARD, SEVENS], 3, players=2))
    assert t.view["ui"]["hint"] is None
    ok(t, {"type": "hint"})
    hints = t.view["ui"]["hint"]
    assert 1 <= len(hints) <= 3 and hints[0]["type"] in ("cross", "pass")
    assert all(isinstance(h["expected"], float) for h in hints)
    expected = t.game.hints(0)
    assert hints[0]["text"] == str(expected[0].action) and hints[0]["expected"] == round(expected[0].value, 2)
    # the screen shows what each choice adds to the planner's estimate of the seat's points now
    from ludoteca.luckybox.strategy import Context, Weights, value

    now = value(t.game.hands[0], Context.of(t.game, 0), Weights())
    assert [h["gain"] for h in hints] == [round(h.value - now, 2) for h in expected]
    assert hints[0]["gain"] >= hints[-1]["gain"] and hints[0]["gain"] < hints[0]["expected"]
    ok(t, {"type": "cell", "grid": hints[0]["grid"], "cell": hints[0]["cell"]})
    if t.view["ui"]["confirm"]:
        ok(t, {"type": "confirm"})
    assert t.view["ui"]["hint"] is None  # it lapses once the seat has moved on
    off = table(position([CARD], 3, players=2), hints=False)
    refused(off, {"type": "hint"}, "no_hints")


def test_hot_seat_passes_the_screen_to_whoever_still_plays():
    t = open_table(["Ana", "Bruno", ("Robo", "greedy")], seed=5, bot_delay=0, store=False)
    ui = t.view["ui"]
    assert ui["hot_seat"] and ui["humans"] == [0, 1] and ui["seat"] == 0
    players = t.view["luckybox"]["players"]
    assert players[1]["offer"] is None and players[0]["offer"]  # Bruno's offer is hidden
    finish_turn(t)
    assert t.view["ui"]["seat"] == 1 and t.view["luckybox"]["players"][0]["offer"] is None  # now Bruno's go
    ok(t, {"type": "seat", "seat": 0})
    assert t.view["ui"]["seat"] == 0 and not t.view["ui"]["can_act"]
    assert t.view["ui"]["status"] == {"key": "luckybox.ui.waiting_for", "names": "Bruno", "count": 1}
    refused(t, {"type": "select", "card": 0}, "waiting")
    refused(t, {"type": "seat", "seat": 2}, "bot_turn")
    ok(t, {"type": "seat", "seat": 1})
    finish_turn(t)
    assert t.game.phase == "play" and t.view["ui"]["seat"] == 0  # everyone chose: the first number is out
    number = t.game.number
    finish_turn(t)
    assert t.view["ui"]["seat"] == 1 and t.game.number == number and len(t.game.revealed) == 1
    finish_turn(t)
    for _ in capped(lambda: len(t.game.revealed) != 1):
        finish_turn(t)
    assert len(t.game.revealed) == 2 and t.view["ui"]["seat"] == 0


def test_seat_widgets_share_one_table():
    t = open_table(["Ana", "Bruno", ("Robo", "planner")], seed=7, bot_delay=0, store=False)
    ana, bruno = t.seat_widget(0), t.seat_widget(1)
    assert repr(bruno).endswith("seat=1)")
    with pytest.raises(ValueError, match="computer"):
        t.seat_widget(2)
    ana_sees, bruno_sees = ana.view["luckybox"]["players"], bruno.view["luckybox"]["players"]
    assert ana_sees[0]["offer"] and ana_sees[1]["offer"] is None
    assert bruno_sees[1]["offer"] and bruno_sees[0]["offer"] is None
    refused(ana, {"type": "seat", "seat": 1}, "wrong_seat")
    finish_turn(ana)
    assert bruno.view["ui"]["can_act"] and not ana.view["ui"]["can_act"]
    assert ana.view["ui"]["status"] == {"key": "luckybox.ui.waiting_for", "names": "Bruno", "count": 1}
    finish_turn(bruno)
    # Everyone acts on the same number at once; the next one comes when all are done.
    first = t.game.number
    assert ana.view["luckybox"]["number"] == bruno.view["luckybox"]["number"] == first
    assert 2 not in t.game.to_act()  # Robo played
    finish_turn(bruno)
    assert len(t.game.revealed) == 1 and ana.view["ui"]["can_act"]
    ana_sees, bruno_sees = (w.view["luckybox"]["players"][1]["grids"] for w in (ana, bruno))
    assert ana_sees == bruno_sees  # Bruno's grids, live on every screen
    for _ in capped(lambda: len(t.game.revealed) != 1):
        finish_turn(ana)
    assert len(t.game.revealed) == 2 and bruno.view["ui"]["can_act"]


def test_computer_players_move_with_the_people():
    t = open_table(["Ana", ("Robo", "planner"), ("Greta", "greedy")], seed=2, bot_delay=0, store=False)
    assert t.game.to_act() == [0]  # the bots chose at once
    for _ in capped(t.game.is_terminal):
        finish_turn(t)
        assert t.game.is_terminal() or 0 in t.game.to_act()
    result = t.view["ui"]["result"]
    assert result["how"] in ("points", "moons", "shared") and result["rank_key"] is None
    places = {r["name"]: r["place"] for r in t.view["luckybox"]["scores"]}
    assert all(places[name] == 1 for name in result["winners"])


# -- the end ------------------------------------------------------------------------------------------------
def test_a_solo_game_ends_with_the_rank_and_plays_again():
    t = play("Ana", seed=11, store=False)
    refused(t, {"type": "play_again"}, "not_over")
    for _ in capped(t.game.is_terminal):
        finish_turn(t)
    view = t.view
    score = view["luckybox"]["scores"][0]
    total = score["total"]
    assert view["ui"]["result"] == {
        "winners": ["Ana"],
        "total": total,
        "solo": True,
        "rank_key": score["rank_key"],
        "how": "solo",
        "moons": score["moons"],
        "tied": [],
        "standings": [{"seat": 0, "name": "Ana", "place": 1, "total": total, "left_round": None}],
        "leavers": [],
    }
    assert view["ui"]["status"] == {"key": "luckybox.status.over"}
    refused(t, {"type": "cell", "grid": 0, "cell": 0}, "game_over")
    seed = t.game.seed
    old_name = refused(t, {"type": "again"}, "malformed_action")  # one name per intent, as every table
    assert "message type 'again'" in old_name["text"] and "play_again" in old_name["text"]
    ok(t, {"type": "play_again"})
    assert t.game.seed != seed and t.game.phase == "choose" and [s.name for s in t.game.seats] == ["Ana"]
    assert t.view["ui"]["result"] is None and t.view["luckybox"]["round"] == 1


def test_play_again_moves_every_seat_widget_to_the_new_game():
    t = open_table(["Ana", "Bruno"], seed=1, bot_delay=0, store=False)
    ana, bruno = t.seat_widget(0), t.seat_widget(1)
    for _ in capped(t.game.is_terminal):
        for w in (ana, bruno):
            if w.seat in t.game.to_act():
                finish_turn(w)
    assert bruno.view["ui"]["result"]["how"] in ("points", "moons", "shared")
    ok(bruno, {"type": "play_again"})
    assert ana.game is bruno.game is t.game and not t.game.is_terminal()
    assert ana.view["ui"]["can_act"] and bruno.view["ui"]["can_act"]
    finish_turn(ana)
    assert ana.game.hands[0].offer == []


def test_a_tie_is_broken_by_moons_or_shared(monkeypatch):
    from ludoteca.luckybox import panels as module

    game = position([CARD], 3, players=3)

    def rows(totals, moons, places):
        return [
            {"name": n, "total": t, "moons": m, "place": p, "rank_key": None, "left": False, "left_round": None}
            for n, t, m, p in zip(["A", "B", "C"], totals, moons, places)
        ]

    monkeypatch.setattr(game, "final_scores", lambda: rows([50, 50, 40], [3, 1, 0], [1, 2, 3]))
    result = module.result(game)
    assert result.pop("standings") == [
        {"seat": 0, "name": "A", "place": 1, "total": 50, "left_round": None},
        {"seat": 1, "name": "B", "place": 2, "total": 50, "left_round": None},
        {"seat": 2, "name": "C", "place": 3, "total": 40, "left_round": None},
    ]
    assert result == {
        "winners": ["A"],
        "total": 50,
        "solo": False,
        "rank_key": None,
        "how": "moons",
        "moons": 3,
        "tied": ["B"],
        "leavers": [],
    }
    monkeypatch.setattr(game, "final_scores", lambda: rows([50, 50, 40], [2, 2, 0], [1, 1, 3]))
    assert module.result(game)["how"] == "shared" and module.result(game)["winners"] == ["A", "B"]
    assert [r["place"] for r in module.result(game)["standings"]] == [1, 1, 3]
    monkeypatch.setattr(game, "final_scores", lambda: rows([55, 50, 40], [0, 2, 0], [1, 2, 3]))
    assert module.result(game)["how"] == "points"


def test_a_finished_solo_game_goes_into_the_given_store_only(tmp_path):
    store = Store(tmp_path / "scores.sqlite3")
    t = play("Ana", seed=11, store=store)
    for _ in capped(t.game.is_terminal):
        finish_turn(t)
    total = t.view["luckybox"]["scores"][0]["total"]
    assert t.view["ui"]["best"] == total
    demo = play("Ana", seed=12, store=False)
    for _ in capped(demo.game.is_terminal):
        finish_turn(demo)
    assert demo.view["ui"]["best"] is None


def finish(widget: Table) -> int:
    """Play a solo table to the end (at most 200 decisions); its total."""
    for _ in range(200):
        if widget.game.is_terminal():
            return widget.view["luckybox"]["scores"][0]["total"]
        finish_turn(widget)
    raise AssertionError("the game did not end in 200 decisions")


def test_best_scores_are_kept_per_variant(tmp_path):
    from ludoteca.core import history
    from ludoteca.luckybox.rules import Rules

    store = Store(tmp_path / "scores.sqlite3")
    classic = finish(play("Ana", seed=11, store=store))
    arena = finish(play("Ana", seed=11, rules=Rules("arena"), store=store))
    assert classic != arena  # so a shared key would mix them up
    assert history.best_score("luckybox", "Ana", store) == classic
    assert history.best_score("luckybox", "Ana", store, variant="arena") == arena
    again = play("Ana", seed=11, rules=Rules("arena"), store=store)
    finish(again)
    assert again.view["ui"]["best"] == arena
    small = Game(["Ana"], seed=1, rules=Rules("arena", moon_supply=10))
    assert small.variant() == "arena,moon_supply=10" and Game(["Ana"]).variant() == ""


def test_a_finished_solo_table_reviews_its_game_once(tmp_path, monkeypatch):
    walks = count_reviews(monkeypatch)
    table = play("Ana", seed=11, store=Store(tmp_path / "scores.sqlite3"))
    finish(table)
    assert table.view["ui"]["review"]["decisions"]  # the end screen shows it, after the score kept its details
    assert walks == [0]


# -- robustness ------------------------------------------------------------------------------------------
EXTRA = [
    {"type": "cell"},
    {"type": "cell", "grid": "0", "cell": 0},
    {"type": "cell", "grid": 0, "cell": 1.5},
    {"type": "cell", "grid": -1, "cell": 0},
    {"type": "cell", "grid": 0, "cell": 0, "lightning": 3},
    {"type": "select", "card": 99},
    {"type": "select", "card": None},
    {"type": "bonus", "grid": 0, "line": 9},
    {"type": "bonus", "grid": 0, "line": "row 1"},
    {"type": "seat", "seat": 9},
    {"type": "seat", "seat": True},
    {"type": "pass", "seat": 1},
    {"type": "hint", "top": 100},
    {"type": "choose", "cards": [0, 1, 2]},
]


@pytest.mark.parametrize("moment", ["choose", "cross", "bonus", "over"])
def test_hostile_messages_get_a_notice_and_change_nothing(moment):
    if moment == "choose":
        t = play("Ana", seed=3, store=False)
    elif moment in ("cross", "bonus"):
        t = table(position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1 c2 c3"}))
        if moment == "bonus":
            ok(t, {"type": "cell", "grid": 0, "cell": 2})
    else:
        t = play("Ana", seed=3, store=False)
        for _ in capped(t.game.is_terminal):
            finish_turn(t)
    check_widget_contract(t, extra=EXTRA)


def test_the_view_is_json_at_every_step_of_a_table():
    t = open_table(["Ana", ("Robo", "random")], seed=9, bot_delay=0, store=False)
    seen = 0
    while not t.game.is_terminal() and seen < 400:
        json.dumps(t.view, allow_nan=False)
        finish_turn(t)
        seen += 1
    assert t.game.is_terminal()


# -- words ------------------------------------------------------------------------------------------------
def _catalogs() -> dict[str, dict]:
    return {
        code: json.loads(resources.files("ludoteca.luckybox").joinpath("locales", f"{code}.json").read_text("utf-8"))
        for code in ("en", "pt", "de", "fr")
    }


def test_the_widgets_words_exist_in_four_languages():
    texts = _catalogs()
    mine = [k for k in texts["en"] if k.startswith("luckybox.ui.")]
    assert len(mine) > 40
    for code, catalog in texts.items():
        assert list(catalog) == sorted(catalog), code
        for key in mine:
            value, english = catalog[key], texts["en"][key]

            def names(v):
                return {n for t in (v.values() if isinstance(v, dict) else [v]) for n in re.findall(r"\{(\w+)\}", t)}

            assert names(value) == names(english), (code, key)
    source = resources.files("ludoteca.luckybox").joinpath("widget.py").read_text("utf-8")
    codes = set(re.findall(r'"([a-z_]+)"(?:, [a-z]+=|\))', source)) & {
        "no_hints",
        "no_person",
        "waiting",
        "wrong_seat",
        "bot_turn",
        "no_offer",
        "wrong_keep",
        "keep_full",
        "choose_first",
        "pick_bonus",
        "no_such_bonus",
        "nothing_to_confirm",
        "not_over",
        "game_over",
    }
    core = json.loads(resources.files("ludoteca.core").joinpath("locales", "pt.json").read_text("utf-8"))
    for code in codes:
        assert f"error.{code}" in texts["pt"] or f"error.{code}" in core, code


def test_the_page_speaks_portuguese():
    t = play("Ana", seed=3, store=False, locale="pt")
    assert t.strings["luckybox.ui.choose"] == "Escolher"
    refused(t, {"type": "choose"}, "wrong_keep")
    assert t.notice["text"].startswith("Fica com 3")
