"""The MAGDAGDON table widget, driven by the messages its page sends: each control is a message,
Python decides what it does, and the new ``view`` (with ``view["ui"]``) says what the page draws."""

from __future__ import annotations

import json

import pytest

from ludoteca.core import i18n
from ludoteca.core.store import Store
from ludoteca.magdagdon import Game, best_scores
from ludoteca.magdagdon.rules import CELLS
from ludoteca.magdagdon.widget import Table, play
from tests.contract import capped, check_widget_contract


def ok(t: Table, message: dict) -> None:
    assert t.receive(message), t.notice


def refused(t: Table, message: dict, code: str) -> dict:
    before = json.dumps(t.game.to_json())
    assert t.receive(message) is False
    assert t.notice["code"] == code, t.notice
    assert json.dumps(t.game.to_json()) == before
    assert t.notice["text"] and "error." not in t.notice["text"]
    return t.notice


Turn = tuple[list[int], list[tuple[int, str]]]


def rolled(dice: list[int], *, board: tuple[Turn, ...] = (), difficulty: str = "peaceful") -> Table:
    """A table whose earlier turns placed ``board`` (rolls with their stages), now showing ``dice``."""
    game = Game(difficulty=difficulty, seed=5)
    for roll, stages in board:
        game.roll(roll)
        for die, cell in stages:
            game.stage(die, cell)
        game.confirm()
    game.roll(dice)
    return Table(game)


def stuck() -> Table:
    """MAGDAGDON: two 1s on the board and four 6s rolled; a reroll may save it, a change cannot."""
    return rolled([6, 6, 6, 6], board=(([1, 1, 6, 6], [(0, "a1"), (1, "b1")]),))


def cell_of(t: Table, name: str) -> dict:
    return next(c for c in t.view["magdagdon"]["cells"] if c["cell"] == name)


def test_a_die_then_a_highlighted_cell_stages_it_and_it_can_be_taken_back() -> None:
    t = play("Ana", seed=7, store=False)
    assert t.view["phase"] == "roll" and t.view["ui"]["status"]["key"] == "magdagdon.ui.status.roll"
    refused(t, {"type": "die", "die": 0}, "not_rolled")
    ok(t, {"type": "roll"})
    refused(t, {"type": "cell", "cell": "b2"}, "pick_die")
    ok(t, {"type": "die", "die": 1})
    ui = t.view["ui"]
    assert ui["selected"] == 1 and len(ui["targets"]) == 16 and ui["status"]["key"] == "magdagdon.ui.status.target"
    ok(t, {"type": "die", "die": 1})  # again: dropped
    assert t.view["ui"]["selected"] is None and t.view["ui"]["targets"] == []
    ok(t, {"type": "die", "die": 1})
    ok(t, {"type": "cell", "cell": "b2"})
    value = t.game.dice[1]
    assert cell_of(t, "b2") == {"cell": "b2", "value": value, "staged": True, "ruin": False}
    assert t.view["magdagdon"]["dice"][1]["staged_at"] == "b2" and t.view["ui"]["selected"] is None
    assert not t.view["magdagdon"]["can_confirm"]
    refused(t, {"type": "confirm"}, "too_few_staged")
    ok(t, {"type": "cell", "cell": "b2"})  # a click on a staged cell takes it back
    assert cell_of(t, "b2")["value"] is None and t.view["magdagdon"]["staged"] == []
    ok(t, {"type": "die", "die": 1})
    ok(t, {"type": "cell", "cell": "b2"})
    ok(t, {"type": "die", "die": 1})  # a click on a staged die takes it back too
    assert t.view["magdagdon"]["staged"] == []


def test_only_valid_cells_are_highlighted_and_others_are_refused_with_the_reason() -> None:
    t = rolled([1, 4, 4, 6], board=(([3, 3, 1, 1], [(0, "b2"), (1, "b3")]),))
    ok(t, {"type": "die", "die": 1})  # a 4: next to the 3s only
    assert t.view["ui"]["targets"] == t.game.valid_cells(1) == ["b1", "a2", "c2", "a3", "c3", "b4"]
    refused(t, {"type": "cell", "cell": "d4"}, "not_adjacent")
    ok(t, {"type": "die", "die": 3})  # a 6 touches no 5 or 6 anywhere
    assert t.view["ui"]["targets"] == []
    refused(t, {"type": "cell", "cell": "c2"}, "too_far")
    ok(t, {"type": "cancel"})
    assert t.view["ui"]["selected"] is None


def test_confirm_after_the_minimum_makes_the_dice_permanent() -> None:
    t = rolled([3, 4, 4, 6])
    for die, cell in ((1, "b2"), (0, "b3")):
        ok(t, {"type": "die", "die": die})
        ok(t, {"type": "cell", "cell": cell})
    assert t.view["magdagdon"]["can_confirm"] and t.view["ui"]["status"]["key"] == "magdagdon.ui.status.can_confirm"
    assert t.view["magdagdon"]["score"]["total"] == 14  # the live score counts the staged dice
    ok(t, {"type": "confirm"})
    own = t.view["magdagdon"]
    assert own["board"] == "----/-4--/-3--/----" and t.view["phase"] == "roll" and own["turn"] == 2
    assert not cell_of(t, "b2")["staged"]


def test_powers_change_the_picked_die_and_reroll_the_marked_ones() -> None:
    t = rolled([3, 4, 4, 6])
    assert t.view["magdagdon"]["powers"] == {"total": 3, "used": 0, "left": 3, "next_penalty": 10, "penalty": 0}
    refused(t, {"type": "decrease"}, "pick_die")
    ok(t, {"type": "die", "die": 3})
    refused(t, {"type": "increase"}, "at_limit")
    ok(t, {"type": "decrease"})
    assert t.game.dice == [3, 4, 4, 5] and t.view["magdagdon"]["powers"]["next_penalty"] == 20
    assert t.view["ui"]["selected"] == 3  # still picked: a second change is one click
    ok(t, {"type": "reroll_mode"})
    assert t.view["ui"]["marked"] == [3] and t.view["ui"]["status"]["key"] == "magdagdon.ui.status.mark"
    ok(t, {"type": "die", "die": 0})
    ok(t, {"type": "die", "die": 3})
    assert t.view["ui"]["marked"] == [0]
    ok(t, {"type": "cancel"})
    assert t.view["ui"]["marked"] is None and t.view["ui"]["selected"] == 3
    ok(t, {"type": "cancel"})  # Escape again drops the picked die
    ok(t, {"type": "reroll_mode"})
    refused(t, {"type": "reroll"}, "nothing_to_reroll")
    ok(t, {"type": "die", "die": 0})
    ok(t, {"type": "die", "die": 2})
    ok(t, {"type": "reroll"})
    assert t.game.powers_used == 2 and t.view["ui"]["marked"] is None
    # the game rolls the results from its seed, and logs them
    assert str(t.game.actions[-1]).startswith("rerolled 3 4 to ") and t.game.actions[-1].drawn
    ok(t, {"type": "die", "die": 1})
    ok(t, {"type": "decrease"})
    refused(t, {"type": "increase"}, "no_powers")
    refused(t, {"type": "reroll_mode"}, "no_powers")
    assert t.view["magdagdon"]["powers"]["penalty"] == 70 and t.view["magdagdon"]["powers"]["next_penalty"] is None


def test_a_staged_die_cannot_be_marked_for_a_reroll() -> None:
    t = rolled([3, 4, 4, 6])
    ok(t, {"type": "die", "die": 0})
    ok(t, {"type": "cell", "cell": "a1"})
    ok(t, {"type": "reroll_mode"})
    refused(t, {"type": "die", "die": 0}, "die_staged")


def test_nightmare_has_no_powers() -> None:
    t = rolled([3, 4, 4, 6], difficulty="nightmare")
    assert t.view["magdagdon"]["minimum"] == 3 and t.view["magdagdon"]["powers"]["total"] == 0
    ok(t, {"type": "die", "die": 0})
    refused(t, {"type": "decrease"}, "no_powers")
    refused(t, {"type": "reroll_mode"}, "no_powers")


def test_magdagdon_shows_why_offers_the_rescues_and_then_the_ruin() -> None:
    t = stuck()
    view = t.view
    assert view["magdagdon"]["crisis"]["active"] and view["ui"]["status"]["key"] == "magdagdon.ui.status.magdagdon"
    assert view["ui"]["why"]["need"] == 2 and view["ui"]["why"]["most"] == 0
    assert view["ui"]["rescues"] and view["ui"]["rescues"][0]["power"] == "reroll"
    assert 0 < view["ui"]["rescues"][0]["chance"] < 100
    refused(t, {"type": "confirm"}, "magdagdon")
    refused(rolled([3, 4, 4, 6]), {"type": "rescue", "index": 0}, "no_rescue")  # nothing to save
    ok(t, {"type": "accept"})
    assert t.view["magdagdon"]["crisis"]["accepted"] and t.view["ui"]["status"]["key"] == "magdagdon.choose_ruin"
    assert len(t.view["magdagdon"]["ruin_cells"]) == 14 and "a1" not in t.view["magdagdon"]["ruin_cells"]
    refused(t, {"type": "die", "die": 0}, "choosing_ruin")
    refused(t, {"type": "cell", "cell": "a1"}, "cell_not_empty")
    ok(t, {"type": "cell", "cell": "d4"})
    assert cell_of(t, "d4")["ruin"] and t.view["magdagdon"]["score"]["ruins"] == 1 and t.view["phase"] == "roll"


def test_a_sure_rescue_is_one_click() -> None:
    t = rolled([5, 5, 6, 6], board=(([3, 3, 1, 1], [(0, "a1"), (1, "b1")]),))
    rescues = t.view["ui"]["rescues"]
    assert rescues[0] == {"power": "decrease", "value": 5, "chance": 100}
    ok(t, {"type": "rescue", "index": 0})
    assert t.game.powers_used == 1 and not t.view["magdagdon"]["crisis"]["active"]
    assert t.view["ui"]["rescues"] == []


def test_the_hint_is_drawn_on_the_board_until_the_turn_changes() -> None:
    t = rolled([3, 4, 4, 5])
    ok(t, {"type": "hint"})
    hint = t.view["ui"]["hint"]
    assert len(hint["placements"]) >= 2 and hint["power"] is None and hint["take_back"] is False
    assert hint["gain"] == hint["expected"] - t.game.score().total  # what the plan adds to the board so far
    assert i18n.translate("magdagdon.hint.expected", "pt", count="+12", points=40) == (
        "+12 pontos esperados: uma pontuação final de 40"
    )
    assert [p["order"] for p in hint["placements"]] == list(range(1, len(hint["placements"]) + 1))
    first = hint["placements"][0]
    die = next(d["die"] for d in t.view["magdagdon"]["dice"] if d["value"] == first["value"])
    ok(t, {"type": "die", "die": die})
    assert first["cell"] in t.view["ui"]["targets"]
    ok(t, {"type": "cell", "cell": first["cell"]})
    assert t.view["ui"]["hint"] == hint  # same turn, same dice: still shown
    for p in hint["placements"][1:]:
        die = next(d["die"] for d in t.view["magdagdon"]["dice"] if d["value"] == p["value"] and d["staged_at"] is None)
        ok(t, {"type": "die", "die": die})
        ok(t, {"type": "cell", "cell": p["cell"]})
    ok(t, {"type": "confirm"})
    assert t.view["ui"]["hint"] is None


def test_the_settings_change_the_difficulty_after_a_warning_and_record_nothing(tmp_path) -> None:
    store = Store(tmp_path / "scores.sqlite3")
    t = play("Ana", seed=3, store=store)
    ok(t, {"type": "settings", "open": True})
    assert t.view["ui"]["settings"] and [d["name"] for d in t.view["ui"]["difficulties"]] == [
        "peaceful",
        "survival",
        "nightmare",
    ]
    ok(t, {"type": "difficulty", "difficulty": "survival"})  # nothing played yet: at once
    assert t.game.difficulty == "survival" and t.view["magdagdon"]["powers"]["total"] == 1
    assert not t.view["ui"]["settings"]
    ok(t, {"type": "roll"})
    ok(t, {"type": "settings", "open": True})
    ok(t, {"type": "difficulty", "difficulty": "nightmare"})  # a game under way: asks first
    assert t.view["ui"]["ask"] == {"difficulty": "nightmare"} and t.game.difficulty == "survival"
    ok(t, {"type": "cancel"})
    assert t.view["ui"]["ask"] is None and t.view["ui"]["settings"]
    ok(t, {"type": "difficulty", "difficulty": "nightmare", "confirm": True})
    assert t.game.difficulty == "nightmare" and t.game.actions == [] and t.view["phase"] == "roll"
    assert all(best_scores(d, "Ana", store=store) == [] for d in ("peaceful", "survival", "nightmare"))
    refused(t, {"type": "difficulty", "difficulty": "hard"}, "malformed_action")
    refused(t, {"type": "difficulty", "difficulty": "survival", "confirm": "yes"}, "malformed_action")


def play_to_the_end(t: Table) -> int:
    """A whole game by messages, the way a careful person plays: the engine's own way to place
    the minimum each turn, a ruin when MAGDAGDON strikes. Returns the turns played."""
    turns = 0
    for _ in capped(lambda: t.view["phase"] == "over"):
        ok(t, {"type": "roll"})
        if t.view["magdagdon"]["crisis"]["active"]:
            ok(t, {"type": "accept"})
            ok(t, {"type": "cell", "cell": t.view["magdagdon"]["ruin_cells"][0]})
        else:
            for value, cell in t.game.way():
                dice = t.view["magdagdon"]["dice"]
                die = next(d["die"] for d in dice if d["value"] == value and d["staged_at"] is None)
                ok(t, {"type": "die", "die": die})
                ok(t, {"type": "cell", "cell": CELLS[cell]})
            ok(t, {"type": "confirm"})
        turns += 1
        assert turns <= 16
    return turns


def test_a_whole_seeded_game_ends_with_the_best_scores_of_its_difficulty(tmp_path) -> None:
    store = Store(tmp_path / "scores.sqlite3")
    t = play("Ana", "survival", seed=11, store=store)
    turns = play_to_the_end(t)
    total = t.game.score().total
    assert t.view["ui"]["status"] == {"key": "magdagdon.ui.status.over", "points": total}
    best = t.view["ui"]["best"]
    assert best["kept"] and best["this_game"] == 0 and len(best["rows"]) == 1
    assert best["rows"][0]["score"] == total and best["rows"][0]["turns"] == turns == t.game.turns
    refused(t, {"type": "roll"}, "game_over")
    refused(t, {"type": "hint"}, "game_over")
    ok(t, {"type": "play_again"})
    assert t.game.difficulty == "survival" and t.game.actions == [] and t.view["ui"]["best"] is None
    play_to_the_end(t)
    rows = t.view["ui"]["best"]["rows"]
    assert len(rows) == 2 and rows == sorted(rows, key=lambda r: -r["score"])
    assert best_scores("survival", "Ana", store=store)[0]["score"] == rows[0]["score"]
    assert best_scores("peaceful", "Ana", store=store) == []


def test_without_a_store_nothing_is_kept() -> None:
    t = play("Ana", "nightmare", seed=2, store=False)
    play_to_the_end(t)
    assert t.view["ui"]["best"] == {"rows": [], "this_game": None, "kept": False}


@pytest.mark.parametrize("make", [lambda: play("Ana", seed=1, store=False), lambda: rolled([3, 4, 4, 6]), stuck])
def test_hostile_messages_change_nothing(make) -> None:
    t = make()
    check_widget_contract(
        t,
        extra=[
            {"type": "die", "die": 4},
            {"type": "die", "die": "0"},
            {"type": "die", "die": True},
            {"type": "cell", "cell": "e5"},
            {"type": "cell", "cell": 5},
            {"type": "cell", "cell": "x" * 500},
            {"type": "rescue", "index": -1},
            {"type": "settings", "open": 1},
            {"type": "difficulty"},
            {"type": "difficulty", "difficulty": ["peaceful"]},
            {"type": "confirm", "die": 0},
        ],
    )


def test_every_language_has_the_tables_words() -> None:
    for code in ("en", "pt", "de", "fr"):
        t = play("Ana", seed=1, store=False, locale=code)
        assert "magdagdon.ui.status.pick" in t.strings and "error.pick_die" in t.strings
        assert (
            refused(t, {"type": "decrease"}, "pick_die")["text"]
            != refused(play("Ana", seed=1, store=False), {"type": "decrease"}, "pick_die")["text"]
            or code == "en"
        )


def test_repr_is_deterministic() -> None:
    assert (
        repr(play("Ana", seed=4, store=False))
        == "Table(Game(difficulty='peaceful', seed=4, turn=1, board='----/----/----/----', dice=None))"
    )


def test_a_watcher_follows_the_game_and_its_clicks_are_refused() -> None:
    t = Table(Game(difficulty="peaceful", seed=4))
    watcher = t.spectator_widget()
    t.receive({"type": "roll"})
    assert watcher.view["magdagdon"]["dice"] == t.view["magdagdon"]["dice"] != []
    before = len(t.game.actions)
    assert not watcher.receive({"type": "roll"})
    assert watcher.notice["code"] == "spectator" and len(t.game.actions) == before
