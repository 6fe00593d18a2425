"""What the screens are told about a player who left the table: who, in which round (the view's
``leavers``, each player's and each score row's ``left_round``), and the end's standings and
winner counting only those who stayed; the page draws the notes from these facts."""

from __future__ import annotations

from ludoteca.luckybox import panels
from ludoteca.luckybox.widget import open_table
from tests.contract import capped

from .helpers import CARD, position
from .test_widget import finish_turn


def test_a_player_who_closes_the_page_is_named_with_the_round_everywhere():
    t = open_table(["Ana", "Bruno", "Eva"], seed=2, bot_delay=0, store=False)
    screens = [t.seat_widget(s) for s in range(3)]

    def play_while(going):
        for _ in capped(lambda: not going()):
            screen = next(w for w in screens if w.seat in t.game.to_act())
            finish_turn(screen)

    play_while(lambda: t.game.round < 2)
    screens[2].left()  # Eva's page gone for good, in round 2
    screens = screens[:2]
    view = screens[0].view["luckybox"]
    assert view["leavers"] == [{"seat": 2, "name": "Eva", "round": 2}]
    assert [p["left_round"] for p in view["players"]] == [None, None, 2]
    assert [r["left_round"] for r in view["scores"]] == [None, None, 2]
    assert screens[0].view["ui"]["result"] is None
    play_while(lambda: not t.game.is_terminal())
    result = screens[1].view["ui"]["result"]
    assert result["leavers"] == [{"seat": 2, "name": "Eva", "round": 2}]
    last = result["standings"][-1]
    assert (last["name"], last["place"], last["left_round"]) == ("Eva", 3, 2)
    assert [row["left_round"] for row in result["standings"][:2]] == [None, None]
    assert "Eva" not in result["winners"]
    eva = screens[0].view["luckybox"]["scores"][2]
    assert eva["moon_points"] == 0 and eva["left"]


def test_the_winning_total_is_among_those_who_stayed(monkeypatch):
    """A player who left with more points than anyone is still behind: the end says the
    winner's own total, and a tie is looked for among those who stayed."""
    game = position([CARD], 3, players=3)
    rows = [
        {"name": "Ana", "total": 40, "moons": 2, "place": 1, "rank_key": None, "left": False, "left_round": None},
        {"name": "Bruno", "total": 30, "moons": 1, "place": 2, "rank_key": None, "left": False, "left_round": None},
        {"name": "Eva", "total": 60, "moons": 5, "place": 3, "rank_key": None, "left": True, "left_round": 2},
    ]
    monkeypatch.setattr(game, "final_scores", lambda: rows)
    result = panels.result(game)
    assert (result["winners"], result["total"], result["how"], result["tied"]) == (["Ana"], 40, "points", [])
    assert result["standings"][-1] == {"seat": 2, "name": "Eva", "place": 3, "total": 60, "left_round": 2}


def test_when_everyone_left_the_last_to_leave_is_first_with_their_own_total():
    t = open_table(["Ana", "Bruno"], seed=3, bot_delay=0, store=False)
    t.game.leave(0)
    t.game.leave(1)
    t.refresh()
    result = t.view["ui"]["result"]
    assert result["winners"] == ["Bruno"] and result["how"] == "points"
    assert result["total"] == t.game.final_scores()[1]["total"]
    assert [(row["name"], row["left_round"]) for row in result["standings"]] == [("Bruno", 1), ("Ana", 1)]
    assert [leaver["name"] for leaver in result["leavers"]] == ["Ana", "Bruno"]
