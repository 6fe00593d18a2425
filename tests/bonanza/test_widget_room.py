"""The Bonanza table around the game: the room before it, the clock that waits for the screen,
play again, leaving (= giving up), and seat widgets for players on several machines."""

from __future__ import annotations

import json

import pytest

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.room import Room
from ludoteca.bonanza.widget import Table, open_table, play
from ludoteca.core.store import Store
from ludoteca.core.table import next_seed
from tests.contract import check_widget_contract


class FakeClock:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def ok(table: Table, message: dict) -> None:
    assert table.receive(message), table.notice


def refused(table: Table, message: dict, code: str) -> None:
    assert not table.receive(message)
    assert table.notice["code"] == code, table.notice


def seats(*names_kinds: tuple[str, str]) -> list[dict]:
    return [{"name": n, "kind": k} for n, k in names_kinds]


# -- the clock waits for the screen ------------------------------------------------------------
def test_the_first_clock_starts_when_the_table_is_on_screen_not_when_it_is_made():
    clock = FakeClock()
    t = open_table(["Ana", "Bruno"], seed=7, turn_seconds=30, clock=clock, bot_delay=0, store=False)
    assert t.view["bonanza"]["clock"] == {"turn_seconds": 30, "waiting": True, "deadline_in": None}
    clock.now += 1000  # the learner reads elsewhere: reading the table changes nothing
    assert t.game.view() == t.game.view() and t.tick() is False and t.game.actions == []
    ok(t, {"type": "ready"})
    assert t.view["bonanza"]["clock"] == {"turn_seconds": 30, "waiting": False, "deadline_in": 30.0}
    ok(t, {"type": "ready"})  # again (the output shown twice): nothing new
    clock.now += 30
    assert t.tick() is True and t.view["ui"]["events"][0]["type"] == "timeout"
    assert t.view["bonanza"]["clock"]["deadline_in"] == 30.0  # Bruno's turn: its clock started by itself


def test_the_clock_defaults_to_sixty_seconds_at_a_table_and_none_alone():
    assert open_table(["Ana", "Bruno"], store=False).game.turn_seconds == 60
    assert open_table(["Ana", "Bruno"], turn_seconds=None, store=False).game.turn_seconds is None  # a classroom
    assert open_table(["Ana"], store=False).game.turn_seconds is None
    assert play("Ana", store=False).game.turn_seconds is None
    with pytest.raises(ValueError):
        open_table(["Ana", "Bruno"], turn_seconds="fast", store=False)  # type: ignore[arg-type]


def test_only_the_screen_of_the_seat_to_play_starts_its_clock():
    clock = FakeClock()
    t = open_table(["Ana", "Bruno"], seed=7, turn_seconds=45, clock=clock, bot_delay=0, store=False)
    ana, bruno = t.seat_widget(0), t.seat_widget(1)
    ok(bruno, {"type": "ready"})
    assert t.game.clock_waiting and bruno.view["bonanza"]["clock"]["waiting"]
    ok(ana, {"type": "ready"})
    assert not t.game.clock_waiting and bruno.view["bonanza"]["clock"]["deadline_in"] == 45.0


def test_the_engine_can_wait_for_its_clock_and_a_loaded_game_waits_too(tmp_path):
    clock = FakeClock()
    game = Game(["Ana", "Bruno"], seed=3, turn_seconds=60, clock=clock, clock_waits=True)
    assert game.deadline_in() is None and game.clock_waiting
    game.roll()  # playing before the clock starts is allowed: it just does not run
    assert game.start_clock() and game.deadline_in() == 60.0 and not game.start_clock()
    game.record("chance")
    assert game.deadline_in() == 60.0
    loaded = Game.load(game.save(tmp_path / "g.json"), clock=clock, clock_waits=True)
    assert loaded.clock_waiting and loaded.deadline_in() is None and loaded.to_json() == game.to_json()
    assert game.clone().deadline_in() == 60.0 and loaded.clone().clock_waiting  # a clone keeps the state
    assert Game.load(tmp_path / "g.json", clock=clock).deadline_in() == 60.0


def test_computer_players_wait_for_the_screen_too():
    t = open_table([("Robo", "greedy"), "Ana"], seed=2, bot_delay=0, store=False)
    assert t.game.actions == []
    ok(t.seat_widget(1), {"type": "ready"})  # a person's screen: the computer may move
    assert t.game.current == 1


# -- play again ------------------------------------------------------------------------------------
def test_play_again_starts_a_new_game_on_every_screen_and_keeps_the_old_one(tmp_path):
    store = Store(tmp_path / "s.sqlite3")
    clock = FakeClock()
    t = open_table(["Ana", "Bruno"], seed=7, turn_seconds=30, clock=clock, bot_delay=0, store=store)
    ana, bruno = t.seat_widget(0), t.seat_widget(1)
    ok(ana, {"type": "ready"})
    refused(bruno, {"type": "play_again"}, "not_over")
    old = t.game
    ok(bruno, {"type": "give_up", "seat": 1})
    ok(bruno, {"type": "give_up", "seat": 1})
    assert old.is_terminal() and bruno.view["ui"]["can_play_again"]
    refused(ana, {"type": "play_again", "seed": 3}, "malformed_action")
    ok(bruno, {"type": "play_again"})
    for screen in (t, ana, bruno):
        assert screen.game is t.game and screen.game is not old
        assert screen.view["phase"] != "over" and screen.view["ui"]["events"] == []
    new = t.game
    assert new.seed == next_seed(7) and new.seats == old.seats and new.turn_seconds == 30
    assert new.deadline_in() == 30.0  # the table is on screen: its clock runs at once
    assert [row["players"] for row in store.games("bonanza")] == [["Ana", "Bruno"]]
    new.give_up(0)
    assert len(store.games("bonanza")) == 2  # the new game is recorded too, once
    assert t.view["ui"]["seat"] is None and ana.view["ui"]["seat"] == 0


# -- leaving the table -----------------------------------------------------------------------------
def test_closing_a_seat_widget_gives_up_that_seat_and_the_others_play_on():
    t = open_table(["Ana", "Bruno", "Carla"], seed=5, turn_seconds=None, bot_delay=0, store=False)
    ana, bruno, carla = (t.seat_widget(i) for i in range(3))
    bruno.close()
    assert t.game.gave_up == [False, True, False] and not t.game.is_terminal()
    assert ana.view["ui"]["events"][0]["type"] == "give_up"
    bruno.close()  # twice: nothing more
    assert len(t.game.actions) == 1
    carla.comm.handle_close({})  # the page closed the widget: the kernel hears it
    assert t.game.is_terminal() and t.game.winners() == [0]  # the last one left wins
    t.close()  # the shared screen is nobody's seat
    assert t.game.gave_up == [False, True, True]


def test_leave_asks_first_and_says_it_counts_as_giving_up():
    t = open_table(["Ana", "Bruno"], seed=5, bot_delay=0, store=False)
    bruno = t.seat_widget(1)
    ok(bruno, {"type": "give_up", "seat": 1})
    assert bruno.view["ui"]["confirm_give_up"] == 1 and not t.game.gave_up[1]
    ok(bruno, {"type": "give_up", "seat": 1})
    assert t.game.is_terminal() and t.view["bonanza"]["winner"] == 0


# -- the room ----------------------------------------------------------------------------------------
def test_open_table_with_no_players_shows_the_room_and_start_makes_the_game():
    clock = FakeClock()
    t = open_table(seed=9, clock=clock, bot_delay=0, store=False)
    room = t.view["ui"]["room"]
    assert room["turn_seconds"] == 60 and room["clocks"] == [30, 45, 60, 90]
    assert room["kinds"] == ["human", "optimal", "greedy", "random"] and len(room["seats"]) == 2
    assert repr(t) == "Table(room)"
    refused(t, {"type": "roll"}, "not_started")
    refused(t, {"type": "play_again"}, "not_started")
    with pytest.raises(ValueError, match="Start"):
        t.seat_widget(0)
    ok(t, {"type": "ready"})
    ok(t, {"type": "start", "seats": seats(("Ana", "human"), ("Robo", "greedy"), ("Bea", "human")), "turn_seconds": 45})
    assert "room" not in t.view["ui"] and [s.name for s in t.game.seats] == ["Ana", "Robo", "Bea"]
    assert t.game.seed == 9 and t.game.turn_seconds == 45 and t.game.deadline_in() == 45.0  # on screen
    refused(t, {"type": "start", "seats": seats(("A", "human"), ("B", "human")), "turn_seconds": 60}, "already_started")
    assert repr(t).startswith("Table(Game(players=3")


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"seats": seats(("Ana", "human")), "turn_seconds": 60}, "room_seats"),
        ({"seats": seats(*[(f"P{i}", "human") for i in range(5)]), "turn_seconds": 60}, "room_seats"),
        ({"seats": seats(("Ana", "human"), ("   ", "human")), "turn_seconds": 60}, "room_name"),
        ({"seats": seats(("Ana", "human"), ("x" * 41, "human")), "turn_seconds": 60}, "room_name"),
        ({"seats": seats(("Ana", "human"), ("ana ", "greedy")), "turn_seconds": 60}, "room_same_name"),
        ({"seats": seats(("Ana", "human"), ("Robo", "genius")), "turn_seconds": 60}, "room_kind"),
        ({"seats": seats(("Ana", "human"), ("Bo", "human")), "turn_seconds": 20}, "room_clock"),
        ({"seats": seats(("Ana", "human"), ("Bo", "human")), "turn_seconds": None}, "room_clock"),
        ({"seats": seats(("Ana", "human"), ("Bo", "human")), "turn_seconds": 60.0}, "room_clock"),
        ({"seats": seats(("Ana", "human"), ("Bo", "human")), "turn_seconds": True}, "room_clock"),
        ({"seats": [{"name": "Ana"}, {"name": "Bo", "kind": "human"}], "turn_seconds": 60}, "malformed_action"),
        ({"seats": "Ana, Bo", "turn_seconds": 60}, "malformed_action"),
        ({"seats": seats(("Ana", "human"), ("Bo", "human"))}, "malformed_action"),
    ],
)
def test_the_room_checks_every_field_of_start(message, code):
    t = open_table(bot_delay=0, store=False)
    refused(t, {"type": "start", **message}, code)
    assert "room" in t.view["ui"] and t.notice["text"]


def test_no_clock_is_offered_only_when_python_asks_for_it():
    t = open_table(turn_seconds=None, bot_delay=0, store=False)
    assert t.view["ui"]["room"]["clocks"] == [30, 45, 60, 90, None] and t.view["ui"]["room"]["turn_seconds"] is None
    ok(t, {"type": "start", "seats": seats(("Ana", "human"), ("Bo", "human")), "turn_seconds": None})
    assert t.game.turn_seconds is None
    assert open_table(turn_seconds=90, store=False).view["ui"]["room"]["turn_seconds"] == 90
    with pytest.raises(ValueError):
        open_table(turn_seconds=20, store=False)


def test_the_room_translates_its_notices():
    t = open_table(bot_delay=0, store=False, locale="pt")
    refused(
        t, {"type": "start", "seats": seats(("Ana", "human"), ("ANA", "human")), "turn_seconds": 60}, "room_same_name"
    )
    assert "Ana" not in t.notice["text"] and "1" in t.notice["text"] and "2" in t.notice["text"]


def test_room_and_seat_widgets_pass_the_widget_contract():
    room = open_table(bot_delay=0, store=False)
    bad_starts = [
        {"type": "start", "seats": seats(("A", "human"), ("A", "human")), "turn_seconds": 60},
        {"type": "start", "seats": [["A", "human"]] * 2, "turn_seconds": 60},
        {"type": "start", "seats": seats(("A", "human"), ("B", "robot")), "turn_seconds": 60},
    ]
    check_widget_contract(room, extra=[{"type": "roll"}, *bad_starts])
    t = open_table(["Ana", "Bruno"], seed=3, bot_delay=0, store=False)
    bruno = t.seat_widget(1)
    check_widget_contract(
        bruno, extra=[{"type": "roll"}, {"type": "give_up", "seat": 0}, {"type": "play_again"}, *bad_starts]
    )
    json.dumps(room.view), json.dumps(bruno.view)


def test_a_seat_widget_is_only_for_people():
    t = open_table(["Ana", ("Robo", "greedy")], seed=3, bot_delay=0, store=False)
    with pytest.raises(ValueError, match="computer"):
        t.seat_widget(1)
    with pytest.raises(ValueError):
        t.seat_widget(2)
    assert Room().read_start({"seats": seats(("A", "human"), ("B", "optimal")), "turn_seconds": 90})[1] == 90
