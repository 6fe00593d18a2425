"""A turn: cross the revealed number, lightning shifts, passing, one crossing per number."""

from __future__ import annotations

from ludoteca.luckybox import Cross, Pass

from .helpers import CARD, position, refused

# CARD: 1 2 3 / 4 5 6 / 2 3 1; rows pay 7, "?", blank; columns pay moon, star, double lightning.
OTHER = "789 978 456 | 1-- | LLL"


def test_cross_a_cell_showing_the_revealed_number():
    game = position([CARD], 5, players=2)
    game.apply("P1: cross grid 1 at b2")
    assert game.hands[0].grids[0].crossed == 1 << 4
    assert str(game.actions[-1]) == "P1: cross 5 on grid 1 at b2"  # the log names the number


def test_a_cross_that_names_the_wrong_number_is_refused():
    game = position([CARD], 5, players=2)
    refused(game, "P1: cross 4 on grid 1 at b2", "wrong_number", "shows 5")


def test_mistake_crossing_the_revealed_number_in_two_grids():
    game = position([CARD, CARD], 5, players=2)
    game.apply("P1: cross grid 1 at b2")
    refused(game, "P1: cross grid 2 at b2", "already_played", "once in total")


def test_a_crossed_cell_cannot_be_crossed_again():
    game = position([CARD], 5, players=2, crossed={0: "b2"})
    refused(game, "P1: cross grid 1 at b2", "cell_taken", "already crossed")


def test_one_lightning_shifts_one_step_and_goes_back_to_the_supply():
    game = position([CARD], 4, players=2)
    supply = game.supply["lightning"]
    refused(game, "P1: cross grid 1 at b2", "wrong_lightning", "exactly 1 lightning")
    refused(game, "P1: cross grid 1 at b2 with 2 lightning", "wrong_lightning")
    game.apply("P1: cross grid 1 at b2 with 1 lightning")
    assert game.hands[0].lightning == 3 and game.supply["lightning"] == supply + 1


def test_two_lightning_shift_two_steps():
    game = position([CARD], 4, players=2)
    game.apply("P1: cross grid 1 at c2 with 2 lightning")  # 4 -> 6
    assert game.hands[0].lightning == 2


def test_lightning_wraps_from_nine_to_one():
    game = position([CARD], 9, players=2)
    game.apply("P1: cross grid 1 at a1 with 1 lightning")
    assert game.hands[0].grids[0].crossed == 1


def test_not_enough_lightning_is_refused():
    game = position([CARD], 4, players=2, lightning=1)
    refused(game, "P1: cross grid 1 at c2 with 2 lightning", "not_enough_lightning", "has 1 lightning")


def test_lightning_on_the_revealed_number_is_refused():
    game = position([CARD], 5, players=2)
    refused(game, "P1: cross grid 1 at b2 with 1 lightning", "no_lightning_needed")


def test_lightning_is_the_spenders_alone():
    game = position([CARD], 4, players=2)
    game.apply("P1: cross grid 1 at b2 with 1 lightning")
    assert game.number == 4 and game.hands[1].lightning == 4
    assert Cross(1, 0, 3, 0, 4) in game.legal_actions_of(1)
    refused(game, "P2: cross grid 1 at b2", "wrong_lightning")


def test_pass_is_refused_while_a_free_cell_shows_the_number():
    game = position([CARD], 5, players=2)
    refused(game, "P1: pass", "must_cross", "b2 of grid 1")


def test_pass_is_allowed_without_the_number_even_with_lightning():
    game = position([CARD], 7, players=2)
    assert Pass(0) in game.legal_actions_of(0)
    assert Cross(0, 0, 5, 1, 6) in game.legal_actions_of(0)  # spending lightning is optional
    game.apply("P1: pass")
    assert game.hands[0].acted and game.hands[0].lightning == 4


def test_pass_is_allowed_once_the_numbers_cells_are_crossed():
    game = position([CARD], 2, players=2, crossed={0: "b1 a3"})
    game.apply("P1: pass")


def test_the_next_number_comes_when_everyone_is_done():
    game = position([CARD], 5, players=3)
    game.apply("P1: cross grid 1 at b2")
    assert len(game.revealed) == 1 and game.to_act() == [1, 2]
    game.apply("P3: cross grid 1 at b2")
    assert len(game.revealed) == 1 and game.to_act() == [1]
    game.apply("P2: cross grid 1 at b2")
    assert len(game.revealed) == 2 and game.to_act() == [0, 1, 2]


def test_acting_for_a_seat_that_is_not_at_the_table_is_refused():
    game = position([CARD], 5, players=2)
    refused(game, "P3: cross grid 1 at b2", "no_such_seat")
    refused(game, "P1: cross grid 4 at b2", "no_such_grid")


def test_a_player_who_has_played_waits():
    game = position([CARD], 7, players=2)
    game.apply("P1: pass")
    refused(game, "P1: pass", "already_played")
    assert game.legal_actions_of(0) == []
