"""Leaving the table: the seat plays no more, the others go on without waiting, and it is ranked
behind everyone who stayed (the room counts a page gone for good as leaving)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import IllegalAction
from ludoteca.core.seats import rank
from ludoteca.luckybox import Game
from ludoteca.luckybox.actions import Leave, parse_action
from tests.budgets import examples
from tests.contract import capped

from .helpers import snapshot

CAP = 2000  # actions: a four-player game takes about 220


def play_out(game: Game, pick=lambda legal: legal[0]) -> int:
    steps = 0
    for _ in capped(game.is_terminal):
        steps += 1
        assert steps < CAP, "the game stalled"
        game.apply(pick(game.legal_actions()))
    return steps


def test_notation_and_dict_round_trip():
    assert str(Leave(1)) == "P2: leave"
    assert parse_action("P2: leave") == Leave(1) == parse_action({"type": "leave", "seat": 1})


def test_leaving_while_choosing_discards_the_offer_and_nobody_waits():
    game = Game(["Ana", "Bruno"], seed=3)
    offered = list(game.hands[1].offer)
    game.apply("P2: leave")
    assert game.to_act() == [0]
    assert game.hands[1].offer == [] and set(offered) <= set(game.discard)
    game.apply("P1: keep 1 2 3")
    assert game.phase == "play" and game.to_act() == [0]


def test_the_last_seat_to_act_leaving_reveals_the_next_number():
    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("P1: keep 1 2 3")
    game.apply("P2: keep 1 2 3")
    first = list(game.revealed)
    game.apply(game.legal_actions_of(0)[0])
    for _ in capped(lambda: not game.hands[0].pending):
        game.apply(game.legal_actions_of(0)[0])
    assert game.to_act() == [1] and game.revealed == first
    game.apply("P2: leave")
    assert len(game.revealed) == len(first) + 1 and game.to_act() == [0]


def test_a_seat_that_left_cannot_act_and_the_refusal_changes_nothing():
    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("P2: leave")
    before = snapshot(game)
    for action in ("P2: keep 1 2 3", "P2: leave"):
        with pytest.raises(IllegalAction) as error:
            game.apply(action)
        assert error.value.code == "left_table" and "Bruno" in error.value.message
    assert snapshot(game) == before
    assert all(a.seat == 0 for a in game.legal_actions())


def test_everyone_leaving_ends_the_game_and_the_last_to_leave_is_ahead():
    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("P1: leave")
    game.apply("P2: leave")
    assert game.is_terminal() and game.to_act() == []
    assert game.outcome().places == (2, 1)


def test_who_left_is_ranked_last_whatever_the_score_and_moons_count_among_those_who_stayed():
    game = Game(["Ana", "Bruno", "Cleo"], seed=5)
    for seat in range(3):
        game.apply(f"P{seat + 1}: keep 1 2 3")
    # Bruno plays a while, then leaves; Ana and Cleo play on.
    for _ in range(30):
        waiting = game.to_act()
        seat = 1 if 1 in waiting else waiting[0]
        game.apply(game.legal_actions_of(seat)[0])
    game.apply("P2: leave")
    play_out(game)
    rows = game.final_scores()
    assert rows[1]["left"] and rows[1]["place"] == 3 and rows[1]["moon_points"] == 0
    assert game.outcome().places[1] == 3
    assert 1 not in game.outcome().winners
    # moons compared between Ana and Cleo alone (two players: nobody loses)
    assert all(rows[s]["moon_points"] >= 0 for s in (0, 2))


def test_one_player_left_alone_gets_the_most_moons_bonus():
    game = Game(["Ana", "Bruno"], seed=4)
    game.apply("P2: leave")
    play_out(game)
    assert game.final_scores()[0]["moon_points"] == 6


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), data=st.data())
def test_random_play_with_random_leaving_ends_and_replays(seed, players, data):
    game = Game(players, seed=seed)
    steps = 0
    for _ in capped(game.is_terminal):
        steps += 1
        assert steps < CAP
        staying = [s for s, h in enumerate(game.hands) if not h.left]
        if data.draw(st.integers(0, 60)) == 0:
            game.apply(Leave(data.draw(st.sampled_from(staying))))
            continue
        assert all(not game.hands[s].left for s in game.to_act())
        legal = game.legal_actions()
        assert legal, "a game that is not over waits for someone"
        game.apply(legal[data.draw(st.integers(0, len(legal) - 1))])
    left = [h.left for h in game.hands]
    places = game.outcome().places
    assert all(places[a] > places[b] for a in range(players) for b in range(players) if left[a] and not left[b])
    copy = Game.replay(game.rules, game.seed, list(game.seats), [str(a) for a in game.actions])
    assert copy.state_json() == game.state_json()


SIX = ["Ana", "Bruno", "Cleo", "Dan", "Eva", "Fil"]


def play_to_round(game: Game, round_: int) -> None:
    """Everyone plays the first legal action until round ``round_`` begins."""
    for _ in capped(lambda: game.round >= round_ or game.is_terminal()):
        game.apply(game.legal_actions()[0])


def test_a_player_who_leaves_is_not_compared_for_moons_and_is_ranked_last():
    """Six players; Eva leaves in round 2 holding 1 moon. Of those who stayed, Cleo and Dan end
    with the fewest moons (2): they take -6, though Eva had fewer; Ana's 4 take +6. Eva's moons
    score nothing, and Eva is last whatever her points."""
    game = Game(SIX, seed=7)
    play_to_round(game, 2)
    game.hands[4].moons = 1  # laid in place: what Eva holds when she leaves
    game.leave(4)
    assert game.hands[4].left and game.hands[4].left_round == 2 and game.hands[4].left_order == 1
    play_out(game)
    for seat, moons in zip((0, 1, 2, 3, 5), (4, 3, 2, 2, 3)):
        game.hands[seat].moons = moons  # laid in place: the moons each ended with
    rows = game.final_scores()
    assert [r["moon_points"] for r in rows] == [6, 0, -6, -6, 0, 0]
    assert rows[4]["left"] and rows[4]["left_round"] == 2 and rows[4]["moons"] == 1
    assert [r["left_round"] for r in rows] == [None, None, None, None, 2, None]
    assert rows[4]["place"] == 6 and all(r["place"] < 6 for s, r in enumerate(rows) if s != 4)


def test_those_who_left_are_ranked_by_when_they_left_the_later_higher():
    game = Game(SIX[:4], seed=2)
    game.leave(3)  # Dan leaves first, in round 1
    play_to_round(game, 3)
    game.leave(1)  # Bruno leaves later, in round 3
    play_out(game)
    rows = game.final_scores()
    assert (rows[3]["left_round"], rows[1]["left_round"]) == (1, 3)
    assert (game.hands[3].left_order, game.hands[1].left_order) == (1, 2)
    assert (rows[1]["place"], rows[3]["place"]) == (3, 4)  # whatever their points
    assert game.outcome().places[1] == 3 and game.outcome().places[3] == 4


def test_the_order_of_leaving_beats_the_score_but_only_among_those_who_left():
    names = ["A", "B", "C", "D"]
    ranking = rank(names, [10, 50, 40, 20], [False, True, True, False], gave_up_order=[None, 1, 2, None])
    assert [(row["name"], row["place"]) for row in ranking] == [("D", 1), ("A", 2), ("C", 3), ("B", 4)]
    # without an order, those who gave up are ranked by score, as before (Bonanza's rule)
    assert [row["name"] for row in rank(names, [10, 50, 40, 20], [False, True, True, False])] == ["D", "A", "B", "C"]


def test_one_player_left_alone_takes_the_two_player_rule():
    """Of three, two leave: the one left alone has the most moons and nobody has fewer (+6),
    even with no moon at all."""
    game = Game(["Ana", "Bruno", "Cleo"], seed=6)
    game.hands[1].moons = 3  # laid in place: more than Ana ever gets here
    game.leave(1)
    play_to_round(game, 2)
    game.leave(2)
    play_out(game)
    game.hands[0].moons = 0
    rows = game.final_scores()
    assert [r["moon_points"] for r in rows] == [6, 0, 0]
    assert [r["place"] for r in rows] == [1, 3, 2]


def test_who_left_and_when_survives_a_save_and_its_round_trip():
    game = Game(["Ana", "Bruno", "Cleo"], seed=5)
    play_to_round(game, 2)
    game.leave(2)
    play_to_round(game, 3)
    game.leave(0)
    copy = Game.from_json(game.to_json())
    assert [(h.left_round, h.left_order) for h in copy.hands] == [(3, 2), (None, None), (2, 1)]
    assert copy.state_json() == game.state_json()
    assert copy.final_scores() == game.final_scores()


def test_an_old_save_of_a_game_someone_left_still_loads():
    """A save written before the round of leaving was kept (the same envelope and actions:
    the save keeps the actions, and the round comes back from replaying them)."""
    game = Game(["Ana", "Bruno"], seed=3)
    old = {
        "format": "ludoteca-save",
        "game": "luckybox",
        "version": 1,
        "rules": game.rules.to_json(),
        "seed": 3,
        "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bruno", "kind": "human"}],
        "actions": ["P1: keep 1 2 3", "P2: leave"],
    }
    loaded = Game.from_json(old)
    assert loaded.hands[1].left and loaded.hands[1].left_round == 1 and loaded.to_act() == [0]
