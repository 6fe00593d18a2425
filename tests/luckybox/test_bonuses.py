"""Bonuses: earned when a line is completed, resolved one decision at a time, chaining."""

from __future__ import annotations

from .helpers import CARD, position, refused

# CARD: 1 2 3 / 4 5 6 / 2 3 1; rows pay 7, "?", blank; columns pay moon, star, double lightning.
SEVENS = "789 978 456 | 1-- | LLL"


def test_completing_a_row_earns_its_bonus():
    game = position([CARD], 3, players=2, crossed={0: "a1 b1"})
    game.apply("P1: cross grid 1 at c1")
    assert game.hands[0].pending == [(0, 0)]
    assert 0 in game.to_act()  # not done until the bonus is resolved


def test_completing_a_row_and_a_column_earns_both():
    game = position([CARD], 3, players=2, crossed={0: "a1 b1 c2 c3"})
    game.apply("P1: cross grid 1 at c1")
    assert sorted(game.hands[0].pending) == [(0, 0), (0, 5)]


def test_bonuses_come_before_anything_else():
    game = position([CARD], 3, players=2, crossed={0: "a1 b1"})
    game.apply("P1: cross grid 1 at c1")
    refused(game, "P1: pass", "pending_bonus")
    refused(game, "P1: bonus row 2 of grid 1", "no_such_bonus")


def test_a_number_bonus_crosses_that_number_exactly():
    game = position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1"})
    game.apply("P1: cross grid 1 at c1")
    refused(
        game, "P1: bonus row 1 of grid 1, cross grid 2 at b1", "bonus_wrong_number", "crosses a cell showing 7 exactly"
    )
    refused(game, "P1: bonus row 1 of grid 1", "bonus_must_cross", "a1 of grid 2")
    game.apply("P1: bonus row 1 of grid 1, cross grid 2 at a1")
    assert game.hands[0].grids[1].crossed == 1 and game.hands[0].pending == []


def test_mistake_modifying_a_number_bonus_with_lightning():
    game = position([CARD, SEVENS], 3, players=2, crossed={0: "a1 b1", 1: "a1 b2"})  # the 7s are crossed
    game.apply("P1: cross grid 1 at c1")
    refused(game, "P1: bonus row 1 of grid 1, cross grid 2 at b1 with 1 lightning", "bonus_lightning", "as printed")
    refused(
        game,
        {"type": "bonus", "seat": 0, "grid": 0, "line": 0, "target_grid": 1, "target_cell": 1},
        "bonus_wrong_number",
        "lightning cannot change",
    )
    game.apply("P1: bonus row 1 of grid 1")  # no free 7: the bonus is lost
    assert game.hands[0].pending == [] and game.hands[0].lightning == 4


def test_the_question_bonus_crosses_any_free_cell():
    game = position([CARD, SEVENS], 6, players=2, crossed={0: "a2 b2"})
    game.apply("P1: cross grid 1 at c2")
    assert game.hands[0].pending == [(0, 1)]
    refused(game, "P1: bonus row 2 of grid 1", "bonus_must_cross")
    refused(game, "P1: bonus row 2 of grid 1, cross grid 1 at b2", "cell_taken")
    game.apply("P1: bonus row 2 of grid 1, cross grid 2 at c3")
    assert game.hands[0].grids[1].crossed == 1 << 8


def test_token_bonuses_cross_nothing():
    game = position([CARD], 2, players=2, crossed={0: "a1 a2"})
    game.apply("P1: cross grid 1 at a3")  # column a: moon; row 3 is not complete
    refused(game, "P1: bonus column a of grid 1, cross grid 1 at b1", "bonus_no_target")
    game.apply("P1: bonus column a of grid 1")
    assert game.hands[0].moons == 1 and game.supply["moon"] == 23


def test_double_lightning_takes_two_or_what_is_left():
    game = position([CARD], 1, players=2, crossed={0: "c1 c2"})
    game.supply["lightning"] = 1
    game.apply("P1: cross grid 1 at c3")
    game.apply("P1: bonus column c of grid 1")
    assert game.hands[0].lightning == 5 and game.supply["lightning"] == 0


def test_mistake_taking_a_token_from_an_empty_supply():
    game = position([CARD], 1, players=2, crossed={0: "c1 c2"})
    game.supply["lightning"] = 0
    game.apply("P1: cross grid 1 at c3")
    game.apply("P1: bonus column c of grid 1")
    assert game.hands[0].lightning == 4 and game.supply["lightning"] == 0  # the bonus is lost
    moons = position([CARD], 2, players=2, crossed={0: "a1 a2"})
    moons.supply["moon"] = 0
    moons.apply("P1: cross grid 1 at a3")
    moons.apply("P1: bonus column a of grid 1")
    assert moons.hands[0].moons == 0 and moons.supply["moon"] == 0


def test_star_and_blank():
    game = position([CARD], 3, players=2, crossed={0: "b1 b2 a3 c3"})
    game.apply("P1: cross grid 1 at b3")  # completes column b (star) and row 3 (blank)
    assert sorted(game.hands[0].pending) == [(0, 2), (0, 4)]
    game.apply("P1: bonus row 3 of grid 1")
    game.apply("P1: bonus column b of grid 1")
    assert game.hands[0].stars == [1, 0, 0, 0] and game.hands[0].lightning == 4


def test_mistake_counting_a_fourth_star():
    game = position([CARD], 3, players=2, crossed={0: "b1 b2"})
    game.hands[0].stars[0] = 3
    assert game.final_scores()[0]["stars"][0] == 9
    game.apply("P1: cross grid 1 at b3")
    game.apply("P1: bonus column b of grid 1")
    row = game.final_scores()[0]
    assert row["star_counts"][0] == 4 and row["stars"][0] == 9  # the 4th star scores nothing


def test_a_bonus_may_chain_into_more_bonuses():
    # The "?" of row 2 crosses c3, completing row 3 (blank) and column c (double lightning).
    game = position([CARD], 6, players=2, crossed={0: "a2 b2 a3 b3 c1"})
    game.apply("P1: cross grid 1 at c2")
    assert game.hands[0].pending == [(0, 1)]
    game.apply("P1: bonus row 2 of grid 1, cross grid 1 at c3")
    assert sorted(game.hands[0].pending) == [(0, 2), (0, 5)]
    game.apply("P1: bonus column c of grid 1")
    game.apply("P1: bonus row 3 of grid 1")
    assert game.hands[0].lightning == 6 and game.hands[0].done


def test_bonuses_resolve_in_the_order_the_player_chooses_with_different_results():
    # Crossing c1 earns row 1 (Number 7) and column c ("?"); grid 2's only free 7 is a1.
    def start():
        game = position(["123 456 231 | 7?- | MS?", SEVENS], 3, players=2, crossed={0: "a1 b1 c2 c3", 1: "b2"})
        game.apply("P1: cross grid 1 at c1")
        assert sorted(game.hands[0].pending) == [(0, 0), (0, 5)]
        return game

    seven_first, question_first = start(), start()
    seven_first.apply("P1: bonus row 1 of grid 1, cross grid 2 at a1")
    seven_first.apply("P1: bonus column c of grid 1, cross grid 2 at b1")
    question_first.apply("P1: bonus column c of grid 1, cross grid 2 at a1")
    question_first.apply("P1: bonus row 1 of grid 1")  # no free 7 left: lost
    assert bin(seven_first.hands[0].grids[1].crossed).count("1") == 3
    assert bin(question_first.hands[0].grids[1].crossed).count("1") == 2
    assert seven_first.hands[0].done and question_first.hands[0].done
