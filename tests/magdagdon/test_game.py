"""The game: turns, staging, powers, MAGDAGDON and ruins, the end, and refusals that change nothing."""

from __future__ import annotations

import json

import pytest

from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.magdagdon import Accept, Board, Confirm, Decrease, Game, Increase, Reroll, Roll, Ruin, Stage, Unstage


def game_on(board: str, difficulty: str = "peaceful", dice=(3, 3, 4, 4), powers_used: int = 0) -> Game:
    """A game whose permanent board is ``board`` (set directly: a test fixture, not play)."""
    game = Game(difficulty=difficulty, seed=1)
    game.board = Board(board)
    game.powers_used = powers_used
    if dice is not None:
        game.roll(list(dice))
    return game


def refused(game: Game, action, code: str, match: str | None = None) -> IllegalAction:
    """Apply ``action``, expect IllegalAction with ``code``, and check nothing changed."""
    before = json.dumps(game.to_json()), json.dumps(game.view()), repr(game), str(game), game._rng.to_json()
    with pytest.raises(IllegalAction, match=match) as error:
        game.apply(action)
    assert error.value.code == code, error.value.message
    after = json.dumps(game.to_json()), json.dumps(game.view()), repr(game), str(game), game._rng.to_json()
    assert before == after
    return error.value


# -- a turn ----------------------------------------------------------------------------------------
def test_a_whole_turn():
    game = Game(difficulty="peaceful", seed=5)
    assert game.phase == "roll" and game.to_act() == [0] and game.legal_actions() == [Roll()]
    game.roll([3, 4, 4, 6])
    assert game.phase == "place" and not game.can_confirm()
    game.stage(1, "b2")
    assert game.valid_cells(0) == ["b1", "a2", "c2", "b3"]
    game.stage(0, "b3")
    assert game.can_confirm()
    game.stage(2, "c2")  # more than the minimum is fine
    game.confirm()
    assert game.board == Board("----/-44-/-3--/----")
    assert game.dice is None and game.turns == 1 and game.staged == []  # the 6 was discarded


def test_staged_dice_can_be_taken_back_and_changed():
    game = game_on("----/----/----/----", dice=(3, 4, 4, 6))
    game.stage(0, "a1")
    game.unstage("a1")
    game.stage(0, "d4")
    assert game.staged == [(0, 15)]


def test_taking_back_a_die_also_takes_back_those_that_leant_on_it():
    game = game_on("3---/----/----/----", dice=(4, 5, 1, 1))
    game.apply("place 4 at b1")
    game.apply("place 5 at c1")  # only valid because of the staged 4
    game.apply("take back b1")
    assert game.staged == []


def test_staged_dice_count_for_later_ones():
    game = game_on("3---/----/----/----", dice=(5, 4, 1, 1))
    assert game.valid_cells(0) == []  # the 5 has nowhere to go yet
    game.stage(1, "b1")
    assert "c1" in game.valid_cells(0)


def test_minimum_per_difficulty():
    assert Game(difficulty="peaceful").minimum == 2
    assert Game(difficulty="survival").minimum == 2
    assert Game(difficulty="nightmare").minimum == 3


def test_minimum_drops_when_few_cells_remain():
    assert game_on("1111/1111/1111/111-", "nightmare", dice=None).minimum == 1
    assert game_on("1111/1111/1111/11--", "nightmare", dice=None).minimum == 2
    assert game_on("1111/1111/1111/1---", "nightmare", dice=None).minimum == 3
    assert game_on("1111/1111/1111/111-", "peaceful", dice=None).minimum == 1


def test_confirm_needs_the_minimum():
    game = game_on("----/----/----/----", "nightmare", dice=(3, 3, 4, 4))
    game.stage(0, "a1")
    game.stage(1, "a2")
    error = refused(game, Confirm(), "too_few_staged", "stage at least 3 dice")
    assert error.params == {"need": 3, "count": 2}


def test_last_cell_game_ends_and_outcome():
    game = game_on("1111/1111/1111/111-", "nightmare", dice=(1, 6, 6, 6))
    game.stage(0, "d4")
    game.confirm()
    assert game.is_terminal() and game.to_act() == [] and game.legal_actions() == []
    assert game.phase == "over"
    outcome = game.outcome()
    assert outcome.scores == (game.score().total,) and outcome.winners == (0,)
    refused(game, Roll(), "game_over")


# -- powers ------------------------------------------------------------------------------------------
def test_decrease_and_increase_change_one_die_by_one():
    game = game_on("----/----/----/----", dice=(3, 3, 5, 6))
    game.decrease(2)
    assert game.dice == [3, 3, 4, 6] and game.powers_used == 1 and game.next_penalty == 20
    game.increase(0)
    assert game.dice == [4, 3, 4, 6] and game.powers_used == 2 and game.next_penalty == 40


def test_powers_clamp_to_one_and_six():
    game = game_on("----/----/----/----", dice=(1, 3, 5, 6))
    refused(game, Decrease(1), "at_limit", "a 1 cannot be decreased")
    refused(game, Increase(6), "at_limit", "a 6 cannot be increased")
    assert game.legal_actions().count(Decrease(1)) == 0 and Increase(6) not in game.legal_actions()


def test_one_reroll_is_one_use_whatever_the_number_of_dice():
    game = game_on("----/----/----/----", dice=(1, 2, 3, 4))
    game.apply(Reroll((1, 2, 3, 4), (6, 6, 6, 6)))
    assert game.dice == [6, 6, 6, 6] and game.powers_used == 1
    game.apply("reroll 6 to 2")
    assert sorted(game.dice) == [2, 6, 6, 6] and game.powers_used == 2


def test_reroll_draws_from_the_seeded_rng():
    a, b = game_on("----/----/----/----", dice=(1, 2, 3, 4)), game_on("----/----/----/----", dice=(1, 2, 3, 4))
    a.reroll([0, 1])
    b.apply({"type": "reroll", "dice": [0, 1]})
    assert a.dice == b.dice and a.dice[2:] == [3, 4]


def test_a_staged_die_must_be_taken_back_before_a_power_changes_it():
    game = game_on("----/----/----/----", dice=(2, 3, 4, 5))
    game.stage(3, "a1")
    refused(game, Decrease(5), "die_staged", "take it back")
    refused(game, Increase(5), "die_staged")
    refused(game, Reroll((5,)), "die_staged")
    game.unstage("a1")
    game.decrease(3)
    assert game.dice == [2, 3, 4, 4]


def test_powers_run_out_and_nightmare_has_none():
    game = game_on("----/----/----/----", "survival", dice=(2, 3, 4, 5))
    game.decrease(0)
    refused(game, Increase(3), "no_powers", "no Majda Power left")
    game = game_on("----/----/----/----", "nightmare", dice=(2, 3, 4, 5))
    refused(game, Decrease(2), "no_powers", "nightmare has no Majda Powers")


def test_penalties_in_the_score():
    game = game_on("----/----/----/----", "peaceful", dice=(2, 3, 4, 5))
    for _ in range(3):
        game.apply("reroll 2 3 4 5 to 2 3 4 5")
    assert game.score().penalty == 70 and game.powers_left == 0 and game.next_penalty is None
    game = game_on("----/----/----/----", "survival", dice=(2, 3, 4, 5))
    game.increase(0)
    assert game.score().total == -70


# -- MAGDAGDON ---------------------------------------------------------------------------------------
def test_magdagdon_when_no_ordering_reaches_the_minimum():
    game = game_on("3---/----/----/----", dice=(6, 6, 1, 1))
    assert game.in_magdagdon()
    why = game.why_magdagdon()
    assert why["most"] == 0 and "no ordering of 1 1 6 6 places 2 dice" in why["message"]
    refused(game, Confirm(), "magdagdon", "MAGDAGDON")


def test_bad_staging_cannot_force_magdagdon():
    # b2 is the only cell touching a number. The 4 there leaves 2, 1 and 6 nowhere to go,
    # but 2 then 1 places two dice, so this is no MAGDAGDON: take the 4 back.
    game = game_on("23R-/R---/----/----", dice=(4, 2, 1, 6))
    assert not game.in_magdagdon()
    game.stage(0, "b2")
    assert not game.in_magdagdon() and game.way() == ((2, 5), (1, 6))
    assert not any(isinstance(a, Stage) for a in game.legal_actions())
    refused(game, Confirm(), "too_few_staged")
    refused(game, Accept(), "not_magdagdon", "no MAGDAGDON: the dice can be placed")
    refused(game, Ruin("d4"), "not_magdagdon")
    game.unstage("b2")
    game.apply("place 2 at b2")
    game.apply("place 1 at c2")
    game.confirm()
    assert game.board == Board("23R-/R21-/----/----")


def test_accepting_magdagdon_then_choosing_the_ruin():
    game = game_on("3---/----/----/----", dice=(6, 6, 1, 1))
    refused(game, Ruin("d4"), "not_accepted", "accept MAGDAGDON first")
    game.accept()
    assert game.choosing_ruin and game.phase == "ruin" and game.in_magdagdon()
    assert game.legal_actions() == [Ruin(c) for c in game.view()["magdagdon"]["ruin_cells"]]
    refused(game, Decrease(6), "choosing_ruin")
    refused(game, Ruin("a1"), "cell_not_empty", "a1 is not empty")
    game.ruin("d4")
    assert game.board == Board("3---/----/----/---R") and game.turns == 1 and game.dice is None
    assert game.score().total == 6 - 15


def test_accept_even_with_powers_left_and_staged_dice_go_back():
    game = game_on("3---/----/----/----", dice=(6, 6, 2, 6))
    game.stage(2, "b1")
    assert game.in_magdagdon() and game.powers_left == 3
    game.accept()
    assert game.staged == []


def test_rescue_names_the_power_that_saves_the_roll():
    game = game_on("3---/----/----/----", dice=(6, 5, 5, 1))
    assert game.in_magdagdon()
    best = game.rescue()
    assert str(best.action) == "decrease 5" and best.chance == 1.0
    assert str(best) == "decrease 5, then place 4 at b1, then place 5 at c1"
    assert all(r.chance > 0 for r in game.rescues())
    game.apply(best.action)
    assert not game.in_magdagdon() and game.rescue() is None


def test_no_rescue_without_powers():
    game = game_on("3---/----/----/----", "nightmare", dice=(6, 6, 1, 1))
    assert game.in_magdagdon() and game.rescues() == [] and game.rescue() is None


def test_a_power_can_save_or_end_magdagdon():
    game = game_on("3---/----/----/----", dice=(6, 6, 1, 1))
    game.apply("reroll 1 1 6 6 to 3 3 3 3")
    assert not game.in_magdagdon()


# -- refusals ------------------------------------------------------------------------------------------
def test_illegal_actions_change_nothing():
    game = Game(difficulty="peaceful", seed=2)
    refused(game, Stage(3, "a1"), "not_rolled", "roll first")
    refused(game, Confirm(), "not_rolled")
    game.roll([3, 3, 4, 6])
    refused(game, Roll(), "already_rolled")
    refused(game, Stage(5, "a1"), "no_die_shows", "no die shows 5")
    game.stage(0, "a1")
    refused(game, Stage(3, "a1"), "cell_not_empty")
    refused(game, Stage(6, "a2"), "too_far", "touches a 3")
    refused(game, Stage(3, "c3"), "not_adjacent")
    refused(game, Unstage("d4"), "not_staged", "no staged die on d4")
    refused(game, Accept(), "not_magdagdon")
    game.stage(1, "a2")
    refused(game, Stage(3, "b1"), "die_staged", "the 3 is staged on a1")
    refused(game, Reroll((3, 4, 6)), "die_staged")
    refused(game, Reroll((4, 4)), "no_die_shows", "only 1 die")


@pytest.mark.parametrize(
    "bad, field",
    [
        ({"type": "stage", "die": 7, "cell": "b2"}, "die"),
        ({"type": "stage", "die": 0, "cell": "e9"}, "cell"),
        ({"type": "stage", "die": 0}, "cell"),
        ({"type": "stage", "die": 0, "cell": "b2", "colour": 1}, "colour"),
        ({"type": "dance"}, "type"),
        ({"type": "reroll", "dice": [0, 0]}, "dice"),
        ({"type": "roll", "dice": [1, 2, 3, 9]}, "dice"),
    ],
)
def test_malformed_front_end_actions_name_the_field(bad, field):
    game = game_on("----/----/----/----", dice=(1, 2, 3, 4))
    before = json.dumps(game.to_json())
    with pytest.raises(MalformedAction) as error:
        game.apply(bad)
    assert error.value.params.get("field") == field and error.value.code == "malformed_action"
    assert json.dumps(game.to_json()) == before


def test_front_end_dicts_name_dice_by_position():
    game = game_on("----/----/----/----", dice=(1, 2, 3, 4))
    game.apply({"type": "stage", "die": 2, "cell": "b2"})
    assert game.staged == [(2, 5)]
    game.apply({"type": "unstage", "cell": "b2"})
    game.apply({"type": "increase", "die": 3})
    assert game.dice == [1, 2, 3, 5]
    assert game.actions[-1] == Increase(4)


# -- saving and replay ----------------------------------------------------------------------------------
def test_json_and_replay_round_trip_mid_turn():
    game = Game(difficulty="survival", seed=11)
    game.roll()
    first = game.legal_actions()[0]
    game.apply(first)
    copy = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.to_json() == game.to_json() and repr(copy) == repr(game) and copy.view() == game.view()
    copy.apply(copy.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert copy.view() == game.view()
    clone = game.clone()
    assert clone.to_json() == game.to_json() and clone._rng == game._rng


def test_constructor_forms_and_replay_signature():
    from ludoteca.magdagdon import Rules

    assert Game(difficulty="nightmare", seed=3).rules == Rules("nightmare")
    assert Game(1, 3, Rules("survival")).difficulty == "survival"
    with pytest.raises(ValueError, match="disagree"):
        Game(rules=Rules("survival"), difficulty="nightmare")
    game = Game.replay(Rules("nightmare"), 4, ["Ana"], ["roll"])
    assert game.seats[0].name == "Ana" and game.dice is not None


def test_view_is_json_and_hides_the_rng():
    game = game_on("3---/----/----/----", dice=(6, 6, 1, 1))
    view = game.view()
    text = json.dumps(view)
    assert "seed" not in view and "counter" not in text
    assert view["magdagdon"]["crisis"]["active"] and view["magdagdon"]["crisis"]["rescues"]
    assert view["magdagdon"]["dice"][0]["valid"] == [] and view["magdagdon"]["powers"]["next_penalty"] == 10
    assert view["magdagdon"]["minimum"] == 2 and view["magdagdon"]["score"]["total"] == 6
