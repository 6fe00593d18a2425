"""The Bonanza table: turn flow, illegal actions, giving up, ranking, saving, the solo store."""

from __future__ import annotations

import copy

import pytest

from ludoteca.bonanza.actions import GiveUp, Hold, Keep, Record, Roll, Scratch, Timeout, parse_action
from ludoteca.bonanza.game import Game, Seat
from ludoteca.bonanza.rules import Rules
from ludoteca.core import history
from ludoteca.core.errors import CorruptData, IllegalAction, MalformedAction
from ludoteca.core.store import Store
from tests.contract import capped


def snapshot(game: Game) -> tuple:
    return game.to_json(), game.view(hints=False), repr(game), str(game)


def play_turn(game: Game, dice, box: str) -> None:
    """Roll ``dice`` and write them in ``box``: a record, or a scratch where they score 0."""
    game.roll(dice)
    game.record(box) if game.previews()[box] else game.scratch(box)


def fill(game: Game, dice_for_seat) -> None:
    """Play to the end: every seat records ``dice_for_seat(seat)`` in the boxes in sheet order."""
    for _ in capped(game.is_terminal):
        play_turn(game, dice_for_seat(game.current), game.sheet.free()[0])


# -- turn flow ------------------------------------------------------------------
def test_a_turn_rolls_holds_and_records():
    game = Game(["Ana", "Bruno"], seed=7)
    assert game.dice is None and game.rolls_left == 2 and game.current == 0
    game.roll([3, 3, 5, 1, 6])
    assert game.dice == (3, 3, 5, 1, 6) and game.rolls_left == 2
    game.hold(0, 1)
    assert game.held == [True, True, False, False, False]
    game.roll([3, 2, 2])  # one value per free die
    assert game.dice == (3, 3, 3, 2, 2) and game.rolls_left == 1
    game.release(0)
    game.roll([2, 3, 3, 2, 3])  # or all five, held dice unchanged
    assert game.rolls_left == 0 and not game.can_roll() and not game.can_hold()
    game.record("full_house")
    assert game.sheets[0].boxes == {"full_house": 25}
    assert (game.current, game.turn, game.dice, game.held) == (1, 2, None, [False] * 5)
    assert [str(a) for a in game.actions] == [
        "roll 3 3 5 1 6",
        "hold 1",
        "hold 2",
        "roll 3 2 2",
        "release 1",
        "roll 2 3 3 2 3",
        "record full house",
    ]


def test_seeded_rolls_only_change_free_dice_and_are_reproducible():
    game = Game(seed=3)
    game.roll()
    first = game.dice
    game.hold(2)
    game.roll()
    assert game.dice[2] == first[2]
    again = Game(seed=3)
    again.roll()
    again.hold(2)
    again.roll()
    assert again.dice == game.dice


def test_keep_holds_the_leftmost_matching_dice():
    game = Game()
    game.roll([6, 1, 6, 1, 6])
    game.keep([6, 6])
    assert game.held == [True, False, True, False, False]
    game.apply("keep nothing")
    assert game.held == [False] * 5


def test_thirteen_rounds_then_over():
    game = Game(["Ana", "Bruno"])
    fill(game, lambda seat: [2, 3, 4, 5, 6])
    assert game.is_terminal() and all(sheet.is_full() for sheet in game.sheets)
    assert game.turn == 26 and len(game.actions) == 52
    assert game.legal_actions() == []


def test_joker_forces_the_matching_upper_box():
    game = Game()
    play_turn(game, [5] * 5, "bonanza")
    game.roll([5] * 5)
    assert game.legal_boxes() == ["fives"]
    assert game.view(hints=False)["bonanza"]["previews"] == {"fives": 25}
    assert game.view(hints=False)["bonanza"]["extra_bonus"] == 50
    game.record("fives")
    assert game.sheets[0].total() == 50 + 25 + 50


def test_scratch_only_when_the_box_scores_nothing():
    game = Game()
    game.roll([1, 2, 3, 4, 6])
    with pytest.raises(IllegalAction) as error:
        game.scratch("ones")
    assert error.value.code == "not_a_scratch"
    game.scratch("fives")
    assert game.sheets[0].boxes == {"fives": 0}


# -- illegal actions change nothing -------------------------------------------
def _fresh():
    return Game(["Ana", "Bruno"], seed=1)


def _rolled():
    game = _fresh()
    game.roll([1, 2, 3, 4, 6])
    return game


def _last_roll():
    game = _rolled()
    game.roll()
    game.roll()
    return game


def _all_held():
    game = _rolled()
    game.keep([1, 2, 3, 4, 6])
    return game


def _joker():
    game = _fresh()
    play_turn(game, [5] * 5, "bonanza")
    play_turn(game, [1, 2, 3, 4, 6], "chance")
    game.roll([2] * 5)
    return game


def _filled():
    game = _fresh()
    play_turn(game, [1, 2, 3, 4, 6], "chance")
    play_turn(game, [1, 2, 3, 4, 6], "chance")
    game.roll([1, 2, 3, 4, 6])
    return game


def _over():
    game = _fresh()
    game.give_up(1)
    return game


ILLEGAL = [
    (_fresh, "record chance", "not_rolled", "roll first"),
    (_fresh, "hold 1", "not_rolled", "roll first"),
    (_fresh, "keep 1", "not_rolled", "roll first"),
    (_last_roll, "roll", "no_rolls_left", "no rolls left"),
    (_last_roll, "hold 1", "no_rolls_left", "no rolls left"),
    (_rolled, "release 2", "not_held", "die 2 is not held"),
    (_rolled, {"type": "hold", "die": 5}, "malformed_action", "die must be a whole number from 0 to 4"),
    (_rolled, "hold 6", "malformed_action", "numbered 1 to 5"),
    (_rolled, "keep 5", "not_in_dice", "the dice show 1 2 3 4 6"),
    (_rolled, "roll 1 2", "bad_dice", "name all five dice"),
    (_all_held, "roll", "all_held", "release at least one die or record"),
    (_filled, "record chance", "box_filled", "cannot record in chance: it already holds 16"),
    (_joker, "record chance", "joker_elsewhere", "must go in twos"),
    (_joker, "scratch ones", "joker_elsewhere", "must go in twos"),
    (_rolled, "seat 3 gives up", "no_such_seat", "there is no seat 3"),
    (_rolled, "timeout", "no_clock", "this game has no turn clock"),
    (_over, "roll", "game_over", "the game is over"),
    (_over, "seat 1 gives up", "game_over", "the game is over"),
    (_rolled, "record yahtzee", "malformed_action", "no box called 'yahtzee'"),
    (_rolled, {"type": "dance"}, "malformed_action", "unknown action type 'dance'"),
]


@pytest.mark.parametrize("make, action, code, text", ILLEGAL)
def test_illegal_actions_are_refused_and_change_nothing(make, action, code, text):
    game = make()
    before = snapshot(game)
    assert not game.can_apply(action)
    with pytest.raises(IllegalAction) as error:
        game.apply(action)
    assert error.value.code == code
    assert text in error.value.message
    assert snapshot(game) == before


def test_hold_several_is_all_or_nothing():
    game = _rolled()
    game.hold(1)
    before = snapshot(game)
    for dice in [(0, 1), (0, 0), (0, 7)]:
        with pytest.raises(IllegalAction):
            game.hold(*dice)
        assert snapshot(game) == before


def test_a_gave_up_seat_cannot_give_up_again():
    game = Game(["Ana", "Bruno", "Carla"])
    game.give_up(2)
    with pytest.raises(IllegalAction, match="Carla has already given up"):
        game.give_up(2)


@pytest.mark.parametrize(
    "bad",
    [
        42,
        None,
        ["roll"],
        "x" * 500,
        "",
        "hold",
        "hold two",
        "keep 7",
        {"type": "hold"},
        {"type": "hold", "die": "1"},
        {"type": "hold", "die": True},
        {"type": "keep", "values": 6},
        {"type": "keep", "values": [1] * 6},
        {"type": "record", "box": ["chance"]},
        {"type": "roll", "dice": [1, 2], "x": 1},
        {"die": 1},
        {"type": None},
    ],
)
def test_malformed_input_says_what_is_wrong(bad):
    game = _rolled()
    before = snapshot(game)
    with pytest.raises(MalformedAction) as error:
        game.apply(bad)
    assert error.value.message and error.value.code == "malformed_action"
    assert snapshot(game) == before


# -- giving up and ranking ------------------------------------------------------
def test_giving_up_on_your_turn_passes_the_turn():
    game = Game(["Ana", "Bruno", "Carla"])
    game.roll([1, 1, 1, 1, 2])
    game.give_up()
    assert game.gave_up == [True, False, False] and game.current == 1 and game.dice is None
    play_turn(game, [1, 2, 3, 4, 5], "chance")
    play_turn(game, [1, 2, 3, 4, 5], "chance")
    assert game.current == 1  # Ana is skipped


def test_last_remaining_player_wins_at_once():
    game = Game(["Ana", "Bruno", "Carla"])
    play_turn(game, [6, 6, 6, 6, 5], "chance")
    game.give_up(1)
    assert not game.is_terminal()
    game.give_up(0)
    assert game.is_terminal() and game.winner() == 2
    ranking = game.ranking()
    assert [(r["name"], r["place"], r["gave_up"]) for r in ranking] == [
        ("Carla", 1, False),
        ("Ana", 2, True),
        ("Bruno", 3, True),
    ]
    assert game.outcome().to_json() == {"places": [2, 3, 1], "scores": [29, 0, 0], "winners": [2]}


def test_solo_give_up_ends_the_game():
    game = Game()
    game.give_up(0)
    assert game.is_terminal() and game.ranking()[0]["gave_up"]


def test_shared_places_and_gave_up_players_behind_finishers():
    game = Game(["Ana", "Bruno", "Carla", "Dora"])
    for _ in range(3):
        play_turn(game, [2, 3, 4, 5, 6], "ones")
    play_turn(game, [6, 6, 6, 6, 6], "bonanza")  # Dora gives up with the best score so far
    game.give_up(3)
    fill(game, lambda seat: [1, 1, 1, 1, 2] if seat == 2 else [2, 3, 4, 5, 6])
    places = [(r["name"], r["place"]) for r in game.ranking()]
    assert places == [("Ana", 1), ("Bruno", 1), ("Carla", 3), ("Dora", 4)]
    assert game.winner() is None and game.winners() == [0, 1]
    seats = game.view(hints=False)["bonanza"]["seats"]
    assert [s["place"] for s in seats] == [1, 1, 3, 4]


# -- construction ---------------------------------------------------------------
@pytest.mark.parametrize(
    "players, error",
    [
        (0, ValueError),
        (5, ValueError),
        ([], ValueError),
        (["Ana"] * 2, ValueError),
        (["Ana", "ana "], ValueError),
        ([""], ValueError),
        ([Seat.__new__(Seat)], Exception),
        ("Ana", TypeError),
        ([3], TypeError),
        ([("Robo", "psychic")], ValueError),
    ],
)
def test_bad_players_are_refused(players, error):
    with pytest.raises(error):
        Game(players)


def test_seat_kinds_and_names():
    game = Game([Seat("Ana"), Seat(" Bot ", "optimal"), "Carla"])
    assert [(s.name, s.kind) for s in game.seats] == [("Ana", "human"), ("Bot", "optimal"), ("Carla", "human")]
    assert [s.name for s in Game(3).seats] == ["Player 1", "Player 2", "Player 3"]
    with pytest.raises(ValueError, match="kind"):
        Game([Seat("Ana", "robot")])


@pytest.mark.parametrize("seconds", [10, 0, True, "30"])
def test_turn_seconds_must_be_a_listed_value(seconds):
    with pytest.raises(ValueError, match="turn_seconds"):
        Game(2, turn_seconds=seconds)


def test_solo_has_no_clock():
    with pytest.raises(ValueError, match="solo"):
        Game(1, turn_seconds=30)


# -- saving, replay, text -------------------------------------------------------
def test_json_round_trip_and_replay():
    game = Game(["Ana", Seat("Bo", "greedy")], seed=11, rules=Rules(joker="free", extra_bonus=100))
    game.roll()
    first = game.rolled_dice()
    game.hold(0)
    game.roll()
    second = game.rolled_dice()[1:]  # die 1 is held
    game.record("chance")
    game.roll()
    third = game.rolled_dice()
    data = game.to_json()
    rolled = [" ".join(map(str, dice)) for dice in (first, second, third)]
    assert data == {
        "format": "ludoteca-save",
        "game": "bonanza",
        "version": 1,
        "rules": {"extra_bonus": 100, "joker": "free"},
        "seed": 11,
        "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "greedy"}],
        "turn_seconds": None,
        "actions": [f"rolled {rolled[0]}", "hold 1", f"rolled {rolled[1]}", "record chance", f"rolled {rolled[2]}"],
    }
    again = Game.from_json(data)
    assert snapshot(again) == snapshot(game)
    replayed = Game.replay(game.rules, 11, game.seats, data["actions"])
    assert snapshot(replayed) == snapshot(game)
    assert snapshot(copy.deepcopy(game)) == snapshot(game)


def test_replay_names_the_bad_action():
    with pytest.raises(IllegalAction) as error:
        Game.replay(Rules(), 0, 1, ["roll", "roll", "roll", "roll"])
    assert error.value.params["index"] == 3 and "action 3 ('roll')" in error.value.message
    with pytest.raises(IllegalAction) as error:
        Game.replay(Rules(), 0, 2, ["roll", "timeout"])  # no clock: time cannot run out
    assert error.value.code == "no_clock" and error.value.params["index"] == 1


@pytest.mark.parametrize(
    "change",
    [
        {"game": "chess"},
        {"version": 2},
        {"actions": "roll"},
        {"actions": ["roll", 3]},
        {"actions": ["record chance"]},
        {"seats": [{"name": ""}]},
        {"rules": {"joker": "wild", "extra_bonus": 0}},
        {"turn_seconds": 31},
        {"seed": "x"},
    ],
)
def test_corrupt_saves_are_refused(change):
    data = Game(["Ana", "Bo"]).to_json() | change
    with pytest.raises(CorruptData):
        Game.from_json(data)


def test_repr_and_text():
    game = Game(["Ana", "Bruno"], seed=7)
    assert repr(game) == "Game(players=2, seed=7, round=1, turn='Ana', dice=None, held='-----')"
    game.roll([3, 3, 5, 1, 6])
    game.hold(2)
    assert repr(game) == "Game(players=2, seed=7, round=1, turn='Ana', dice='3 3 5 1 6', held='--x--')"
    text = str(game)
    assert "Ana" in text and "Bruno" in text and "full house" in text
    assert text.splitlines()[-1] == "Round 1, Ana to play: dice 3 3 5 1 6, holding die 3, 2 re-rolls left"
    game.give_up(1)
    assert repr(game) == "Game(players=2, seed=7, over=True, winner='Ana')"


def test_view_before_and_after_rolling():
    game = Game(["Ana", "Bruno"])
    view = game.view(hints=False)
    own = view["bonanza"]
    assert own["dice"] is None and own["previews"] == {} and own["current"] == 0
    assert own["controls"] == {
        "can_roll": True,
        "can_hold": False,
        "can_record": False,
        "boxes": [],
        "can_give_up": True,
    }
    assert view["phase"] == "roll" and view["to_act"] == [0] and view["outcome"] is None
    assert view["legal"] == ["roll", "seat 1 gives up", "seat 2 gives up"]
    assert own["clock"] == {"turn_seconds": None, "waiting": False, "deadline_in": None}
    assert set(own["seats"][0]) == {
        "name",
        "kind",
        "boxes",
        "upper_total",
        "upper_bonus",
        "lower_total",
        "bonus",
        "total",
        "gave_up",
    }
    # what the common keys say is not repeated under other names
    assert not {"game", "you", "over", "winners"} & set(own) and game.view(1)["seat"] == 1
    game.roll([2, 2, 2, 3, 3])
    view = game.view(hints=False)
    own = view["bonanza"]
    assert own["previews"]["full_house"] == 25 and own["previews"]["twos"] == 6 and len(own["previews"]) == 13
    assert own["controls"]["can_hold"] and view["phase"] == "decide" and own["rolls"] == 1 and own["rolls_left"] == 2
    assert "rng" not in str(view).lower() and "counter" not in str(view)


def test_listeners_hear_every_change():
    game = Game()
    heard = []
    listener = lambda: heard.append(game.rolls)  # noqa: E731 - held here: listeners are weak references
    game.subscribe(listener)
    game.roll()
    game.hold(0, 1)
    assert heard == [1, 1, 1]


def test_front_end_turn_stamp_refuses_stale_clicks():
    game = Game(["Ana", "Bruno"])
    game.apply({"type": "roll", "turn": 1})
    game.apply({"type": "record", "box": "chance", "turn": 1})
    with pytest.raises(IllegalAction) as error:
        game.apply({"type": "roll", "turn": 1})
    assert error.value.code == "too_late" and game.dice is None
    with pytest.raises(MalformedAction, match="turn"):
        game.apply({"type": "roll", "turn": "2"})


def test_view_at_the_end_and_last_event():
    game = Game(["Ana", "Bruno"])
    play_turn(game, [6] * 5, "bonanza")
    assert game.view(hints=False)["bonanza"]["last_event"] == {
        "type": "record",
        "text": "Ana recorded 50 in bonanza",
        "seat": 0,
        "name": "Ana",
        "box": "bonanza",
        "points": 50,
        "bonus": 0,
    }
    game.give_up(1)
    view = game.view(hints=False)
    own = view["bonanza"]
    assert own["winner"] == 0 and own["current"] is None and own["dice"] is None
    assert [r["name"] for r in own["ranking"]] == ["Ana", "Bruno"] and own["last_event"]["type"] == "give_up"
    assert own["controls"]["can_roll"] is False and own["hints"] == []
    assert view["phase"] == "over" and view["legal"] == [] and view["outcome"]["winners"] == [0]


def test_parse_helpers():
    game = Game(["Ana", "Bruno"])
    assert game.parse_action("give up") == GiveUp(0)
    assert game.parse_action({"type": "give_up"}) == GiveUp(0)
    assert parse_action("Record Full House") == Record("full_house")
    assert parse_action({"type": "roll", "dice": [6, 6, 6, 6, 1]}) == Roll((6, 6, 6, 6, 1))
    assert parse_action("keep 6 1 6") == Keep((1, 6, 6)) and parse_action("timeout") == Timeout()
    assert parse_action(Hold(0)) == Hold(0)


# -- solo scores: recorded by core's history listener, never by the engine ----------------
def test_solo_score_is_recorded_once_with_the_best(ludoteca_home):
    store = Store(ludoteca_home / "scores.sqlite3")
    store.record_score("bonanza", "Ana", 100)
    game = Game(["Ana"], seed=2)
    history.watch(game, store)
    assert history.best_score(game, "Ana", store) == 100
    fill(game, lambda seat: [2, 3, 4, 5, 6])
    total = game.sheets[0].total()
    assert total == 0 + 2 + 3 + 4 + 5 + 6 + 30 + 40 + 20
    assert history.best_score(game, "Ana", store) == total
    assert len(store.recent_scores("bonanza", "Ana")) == 2
    history.watch(Game.from_json(game.to_json()), store)  # the same finished game again: nothing new
    copy.deepcopy(game)
    assert len(store.recent_scores("bonanza", "Ana")) == 2 and len(store.games()) == 1


def test_the_engine_holds_no_store_and_other_rules_keep_their_own_best(ludoteca_home):
    store = Store(ludoteca_home / "scores.sqlite3")
    game = Game(["Ana"], seed=2, rules=Rules(joker="free", extra_bonus=100))
    assert not any("store" in name for name in vars(game))
    history.watch(game, store)
    fill(game, lambda seat: [2, 3, 4, 5, 6])
    assert history.best_score("bonanza", "Ana", store) is None
    assert history.best_score(game, "Ana", store) == game.sheets[0].total()


def test_solo_give_up_or_tables_write_no_score(ludoteca_home):
    store = Store(ludoteca_home / "scores.sqlite3")
    game = Game(["Ana"])
    history.watch(game, store)
    play_turn(game, [6] * 5, "bonanza")
    game.give_up()
    table = Game(["Ana", "Bo"])
    history.watch(table, store)
    fill(table, lambda seat: [6] * 5)
    assert store.best_score("bonanza", "Ana") is None and len(store.games()) == 2


def test_a_resumed_solo_game_records_when_it_finishes(ludoteca_home):
    store = Store(ludoteca_home / "scores.sqlite3")
    game = Game(["Ana"])
    play_turn(game, [6] * 5, "bonanza")
    resumed = Game.from_json(game.to_json())
    history.watch(resumed, store)
    assert store.best_score("bonanza", "Ana") is None
    fill(resumed, lambda seat: [1, 2, 3, 4, 5])
    assert store.best_score("bonanza", "Ana") == resumed.sheets[0].total()


def test_a_failing_store_warns_and_the_game_still_ends():
    class Broken:
        def find_game(self, *args, **kwargs):
            raise OSError("disk full")

    game = Game(["Ana"])
    history.watch(game, Broken())
    with pytest.warns(RuntimeWarning, match="disk full"):
        fill(game, lambda seat: [1, 2, 3, 4, 5])
    assert game.is_terminal() and len(game.actions) == 26


def test_recording_a_roll_where_it_scores_nothing_asks_for_a_scratch():
    game = Game(seed=1)
    game.roll([4, 4, 4, 4, 4])
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.record("full_house")
    assert refused.value.code == "scores_nothing"
    assert str(refused.value) == (
        "five 4s are not a full house (only a joker counts them as one), so 4 4 4 4 4 "
        "scores 0 there; to fill it with 0, scratch full house"
    )
    assert game.to_json() == before
    assert Record("full_house") not in game.legal_actions() and Scratch("full_house") in game.legal_actions()
    game.scratch("full_house")
    assert game.sheets[0].boxes == {"full_house": 0}


def test_the_text_board_names_the_held_dice_as_a_player_would():
    game = Game(["Ana"], seed=7)
    game.roll([3, 3, 5, 1, 6])
    game.hold(0, 1, 4)
    assert (
        str(game).splitlines()[-1] == "Round 1, Ana to play: dice 3 3 5 1 6, holding dice 1, 2 and 5, 2 re-rolls left"
    )


def test_players_may_be_names_pairs_dicts_or_seats():
    game = Game(["Ana", ("Robo", "optimal"), {"name": "Rita", "kind": "random"}, Seat("Bea")])
    assert [(s.name, s.kind) for s in game.seats] == [
        ("Ana", "human"),
        ("Robo", "optimal"),
        ("Rita", "random"),
        ("Bea", "human"),
    ]
