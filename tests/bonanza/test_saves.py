"""Saved games: any position saves to a small JSON file and loads back exactly; damaged or
foreign files are refused with a message that says what is wrong, and nothing is loaded."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.bonanza import saves
from ludoteca.bonanza.actions import GiveUp, Timeout
from ludoteca.bonanza.bots import play_game
from ludoteca.bonanza.game import Game, Seat
from ludoteca.bonanza.rules import Rules
from ludoteca.bonanza.saves import FORMAT, SAVE_VERSION, from_save, load_game, save_game, to_save
from ludoteca.core import history
from ludoteca.core import saves as core_saves
from ludoteca.core.errors import CorruptData
from ludoteca.core.store import Store
from tests.budgets import examples


class FakeClock:
    """Seconds that move only when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def same_position(a: Game, b: Game) -> None:
    assert a.to_json() == b.to_json()
    assert a.view() == b.view()
    for seat in range(a.players):
        assert a.view(seat) == b.view(seat)
    assert repr(a) == repr(b) and str(a) == str(b)
    assert a.legal_actions() == b.legal_actions()


# -- round trips ------------------------------------------------------------------------------


@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    seed=st.integers(0, 2**40),
    players=st.integers(1, 4),
    timed=st.booleans(),
    steps=st.integers(0, 120),
    data=st.data(),
)
def test_random_positions_load_back_exactly(tmp_path, seed, players, timed, steps, data):
    clock = FakeClock()
    seconds = 30 if timed and players > 1 else None
    game = Game([f"P{i}" for i in range(players)], seed=seed, turn_seconds=seconds, clock=clock)
    for _ in range(steps):
        if game.is_terminal():
            break
        if seconds and data.draw(st.integers(0, 15), label="clock runs out") == 0:
            clock.now += seconds  # the clock records for the player at the next look
            game.tick()
            continue
        legal = [a for a in game.legal_actions() if not isinstance(a, GiveUp) or data.draw(st.integers(0, 20)) == 0]
        if legal:
            game.apply(data.draw(st.sampled_from(legal), label="action"))
    path = save_game(game, tmp_path / "game.json")
    loaded = load_game(path, clock=clock)
    same_position(game, loaded)
    # Both go on alike: the dice to come are the same.
    for _ in range(3):
        if game.is_terminal():
            break
        action = game.legal_actions()[0]
        game.apply(action)
        loaded.apply(action)
        same_position(game, loaded)


@pytest.mark.parametrize("rules", [Rules(joker="free", extra_bonus=100), Rules(joker="none", extra_bonus=0)])
def test_other_rules_variants_load_back(tmp_path, rules):
    # Without hints or timeouts, so that these variants' strategy tables are not needed.
    game = play_game(["random", "greedy"], seed=21, rules=rules)
    loaded = load_game(save_game(game, tmp_path / "variant.json"))
    assert loaded.rules == rules and loaded.to_json() == game.to_json()
    assert loaded.view(hints=False) == game.view(hints=False) and loaded.ranking() == game.ranking()


def test_the_file_is_small_and_holds_only_what_cannot_be_recomputed(tmp_path):
    game = play_game(["optimal", "greedy", "random", "greedy"], seed=5)
    path = save_game(game, tmp_path / "table.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "game", "version", "rules", "seed", "seats", "turn_seconds", "actions"}
    assert data["format"] == FORMAT and data["game"] == "bonanza" and data["version"] == SAVE_VERSION
    assert data["actions"] == [str(a) for a in game.actions]
    assert path.stat().st_size < 8_000
    loaded = load_game(path)
    same_position(game, loaded)
    assert loaded.is_terminal() and loaded.ranking() == game.ranking()


def test_mid_turn_with_held_dice_and_explicit_rolls(tmp_path):
    game = Game(["Ana", "Bruno"], seed=9)
    game.roll([6, 6, 2, 3, 6])
    game.record("sixes")
    game.roll([1, 1, 1, 4, 5])
    game.hold(0, 1)
    game.roll()
    game.release(1)
    loaded = load_game(save_game(game, tmp_path / "mid.json"))
    same_position(game, loaded)
    assert loaded.held == game.held and loaded.dice == game.dice and loaded.rolls == 2


def test_unicode_names_and_a_fresh_game(tmp_path):
    game = Game([Seat("Zoë 🎲", "human"), Seat("Błażej", "greedy")], seed=1, turn_seconds=90)
    loaded = load_game(save_game(game, tmp_path / "new.json"))
    same_position(game, loaded)
    assert loaded.seats == game.seats and loaded.turn_seconds == 90


def test_timeouts_replay_on_a_timed_table(tmp_path):
    clock = FakeClock()
    game = Game(["Ana", "Bruno"], seed=4, turn_seconds=30, clock=clock)
    game.roll([2, 2, 3, 4, 6])
    clock.now += 30
    game.tick()  # Ana's turn ends by the clock
    clock.now += 30
    game.tick()  # Bruno had not rolled: the clock rolls and records
    assert [str(a).split()[0] for a in game.actions] == ["roll", "timeout", "timeout"]
    loaded = load_game(save_game(game, tmp_path / "clock.json"), clock=clock)
    same_position(game, loaded)
    assert loaded.deadline_in() == 30


def test_saving_replaces_the_old_file_atomically(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    game = Game(seed=2)
    save_game(game, path)
    before = path.read_bytes()
    game.roll()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        save_game(game, path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.json"]  # no temporary file left behind
    monkeypatch.undo()
    save_game(game, path)
    assert load_game(path).dice == game.dice and os.listdir(tmp_path) == ["game.json"]


def test_a_loaded_finished_solo_game_does_not_record_its_score_again(tmp_path):
    store = Store(tmp_path / "scores.sqlite3")
    game = Game(["Ana"], seed=3)
    history.watch(game, store)
    finished = play_game(["optimal"], seed=3)
    for action in finished.actions:
        game.apply(action)
    assert len(store.recent_scores("bonanza", "Ana")) == 1
    loaded = load_game(save_game(game, tmp_path / "ana.json"))
    history.watch(loaded, store)  # the same finished game: it is already in the history
    assert len(store.recent_scores("bonanza", "Ana")) == 1 and len(store.games()) == 1


def test_only_games_are_saved(tmp_path):
    with pytest.raises(TypeError, match="Bonanza Game"):
        save_game({"not": "a game"}, tmp_path / "x.json")


# -- damaged and foreign files ------------------------------------------------------------------
def good_save() -> dict:
    game = Game(["Ana", "Bruno"], seed=11)
    game.roll([3, 3, 3, 5, 5])
    game.record("full_house")
    game.roll([1, 2, 3, 4, 6])
    return to_save(game)


def edited(**changes) -> dict:
    data = good_save()
    data.update(changes)
    return data


def without(key: str) -> dict:
    data = good_save()
    del data[key]
    return data


BAD_SAVES = [
    pytest.param(edited(format="something-else"), "not a ludoteca Bonanza save", id="foreign format"),
    pytest.param({"name": "a shopping list"}, "not a ludoteca Bonanza save", id="foreign dict"),
    pytest.param([1, 2, 3], "not a ludoteca Bonanza save", id="a list"),
    pytest.param(edited(game="magdagdon"), "save of 'magdagdon'", id="another game"),
    pytest.param(edited(version=2), "unsupported save version 2 .made by a newer ludoteca", id="newer version"),
    pytest.param(edited(version=0), "unsupported save version 0", id="older version"),
    pytest.param(edited(version="1"), "version must be a whole number", id="version as text"),
    pytest.param(without("actions"), "no 'actions'", id="no actions"),
    pytest.param(edited(rules={"extra_bonus": 50, "joker": "wild"}), "bad rules: joker", id="unknown joker"),
    pytest.param(edited(rules={"extra_bonus": -1, "joker": "forced"}), "bad rules: extra_bonus", id="negative bonus"),
    pytest.param(edited(rules={"extra_bonus": "50", "joker": "forced"}), "bad rules: extra_bonus", id="bonus text"),
    pytest.param(edited(rules={"joker": "forced"}), "bad rules", id="rules missing a key"),
    pytest.param(edited(rules="forced"), "bad rules", id="rules not a dict"),
    pytest.param(edited(seats=[]), "bad seats: Bonanza is for 1 to 4 players", id="no seats"),
    pytest.param(edited(seats=[{"name": f"P{i}"} for i in range(5)]), "bad seats", id="five seats"),
    pytest.param(
        edited(seats=[{"name": "Ana"}, {"name": "ana"}]), "bad seats: each player needs a different", id="same names"
    ),
    pytest.param(
        edited(seats=[{"name": "Ana", "kind": "robot"}, {"name": "Bo"}]), "bad seats: a seat's kind", id="unknown kind"
    ),
    pytest.param(edited(seats=[{"name": "Ana", "age": 9}, {"name": "Bo"}]), "bad seats", id="extra seat field"),
    pytest.param(edited(seats="Ana, Bruno"), "bad seats", id="seats as text"),
    pytest.param(edited(seed="eleven"), "bad seed", id="seed as text"),
    pytest.param(edited(seed=True), "bad seed", id="seed as bool"),
    pytest.param(edited(turn_seconds=31), "bad turn clock", id="odd clock"),
    pytest.param(edited(turn_seconds=30.0), "bad turn clock", id="clock as float"),
    pytest.param(edited(seats=[{"name": "Ana"}], turn_seconds=30), "a solo game has no turn clock", id="solo clock"),
    pytest.param(edited(actions="roll"), "bad actions", id="actions as text"),
    pytest.param(edited(actions=["roll", 7]), "action 2 is not an action", id="action as number"),
    pytest.param(
        edited(actions=["roll", "record sevens"]), r"unknown box at action 2 \('record sevens'\)", id="unknown box"
    ),
    pytest.param(edited(actions=["roll", "dance"]), "unreadable action at action 2", id="unreadable action"),
    pytest.param(
        edited(actions=["hold 1"]), r"illegal action at action 1 \('hold 1'\): roll first", id="hold before rolling"
    ),
    pytest.param(
        edited(
            actions=[
                "roll 3 3 3 5 5",
                "record full house",
                "roll",
                "record chance",
                "roll 3 3 3 5 5",
                "record full house",
            ]
        ),
        r"illegal action at action 6 .*: cannot record in full house: it already holds 25",
        id="box filled",
    ),
    pytest.param(
        edited(actions=["roll", "timeout"]), "illegal action at action 2 .*no turn clock", id="timeout without a clock"
    ),
    pytest.param(
        edited(
            turn_seconds=30,
            actions=["roll 3 3 3 5 5", "record full house", "roll", "record chance", "timeout record full house"],
        ),
        "illegal action at action 5 .*it already holds 25",
        id="timeout into a filled box",
    ),
    pytest.param(
        edited(turn_seconds=30, actions=["timeout record sevens"]),
        "unknown box at action 1",
        id="timeout into an unknown box",
    ),
]


@pytest.mark.parametrize("data, message", BAD_SAVES)
def test_bad_saves_are_refused_with_a_clear_message(tmp_path, data, message):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorruptData, match=message) as caught:
        load_game(path)
    assert caught.value.message.startswith("bad.json: ")
    with pytest.raises(CorruptData, match=message):
        from_save(data)


def test_the_good_save_itself_loads(tmp_path):
    path = tmp_path / "good.json"
    path.write_text(json.dumps(good_save()), encoding="utf-8")
    assert load_game(path).dice == (1, 2, 3, 4, 6)


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b"hello, world", r"not JSON \(line 1, column 1"),
        (b'{"format": "ludoteca-save"} trailing', "not JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
    ],
)
def test_files_that_are_not_saves(tmp_path, content, message):
    path = tmp_path / "odd.json"
    path.write_bytes(content)
    with pytest.raises(CorruptData, match=message):
        load_game(path)


def test_truncated_files(tmp_path):
    game = Game(["Ana", "Bruno"], seed=1, turn_seconds=30)
    game.roll([1, 2, 3, 4, 6])
    game.keep([1, 2, 3, 4])
    game.roll()
    path = save_game(game, tmp_path / "game.json")
    text = path.read_bytes()
    assert text.endswith(b"}\n")
    for cut in range(len(text) - 2):  # every way the file can stop early
        path.write_bytes(text[:cut])
        with pytest.raises(CorruptData, match="truncated"):
            load_game(path)


def test_huge_files_and_folders_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(core_saves, "MAX_BYTES", 100)
    path = save_game(play_game(["greedy"], seed=1), tmp_path / "game.json")
    with pytest.raises(CorruptData, match="too large"):
        load_game(path)
    with pytest.raises(CorruptData, match="is a folder"):
        load_game(tmp_path)
    with pytest.raises(FileNotFoundError):
        load_game(tmp_path / "missing.json")


def test_the_error_says_which_action_and_why():
    data = edited(actions=["roll 1 2 3 4 5", "record large straight", "roll 1 1 1 1 1", "scratch ones"])
    with pytest.raises(CorruptData) as caught:
        from_save(data)
    assert caught.value.params["action"] == 4 and caught.value.code == "bad_saved_action"
    assert "cannot scratch ones: the dice score 5 there" in caught.value.message


def test_a_timeout_is_fine_on_a_timed_table():
    data = edited(turn_seconds=45, actions=["roll", "timeout", "timeout"])
    game = from_save(data)
    assert isinstance(game.actions[-1], Timeout) and len(game.sheets[1].boxes) == 1


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**20) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=examples(150), deadline=None)
@given(
    key=st.sampled_from(["format", "game", "version", "rules", "seed", "seats", "turn_seconds", "actions"]), value=JSON
)
def test_any_damage_either_loads_or_says_corrupt(key, value):
    data = good_save()
    data[key] = value
    try:
        game = from_save(data)
    except CorruptData as error:
        assert error.message
    else:
        assert game.to_json()["actions"] == [str(a) for a in game.actions]


@settings(deadline=None)
@given(
    actions=st.lists(
        st.sampled_from(
            [
                "roll",
                "roll 6 6 6 6 6",
                "hold 1",
                "release 1",
                "keep 6",
                "keep nothing",
                "record chance",
                "scratch bonanza",
                "record bonanza",
                "seat 2 gives up",
                "give up",
                "timeout",
                "timeout record ones",
            ]
        ),
        max_size=12,
    ),
    timed=st.booleans(),
)
def test_any_list_of_actions_either_loads_or_says_corrupt(actions, timed):
    data = edited(actions=actions, turn_seconds=30 if timed else None)
    try:
        game = from_save(data)
    except CorruptData as error:
        assert "action" in error.message
    else:
        assert from_save(to_save(game)).to_json() == game.to_json()
