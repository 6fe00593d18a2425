"""The scoring tables and lightning shifts, each from the rules file."""

from __future__ import annotations

import pytest

from ludoteca.luckybox import Rules, moon_points, shift_targets, solo_rank, star_points
from ludoteca.luckybox.rules import cell_name, distance, parse_cell, solo_rank_key


def test_one_lightning_shifts_by_one_and_two_by_two():
    # With a 4 revealed, 1 lightning allows 3 or 5, 2 allow 2 or 6.
    assert shift_targets(4, 1) == {4: 0, 3: 1, 5: 1}
    assert shift_targets(4, 2) == {4: 0, 3: 1, 5: 1, 2: 2, 6: 2}
    assert shift_targets(4, 0) == {4: 0}


def test_shifts_wrap_around_nine_and_one():
    assert shift_targets(9, 1) == {9: 0, 8: 1, 1: 1}
    assert shift_targets(1, 2) == {1: 0, 2: 1, 9: 1, 3: 2, 8: 2}
    assert distance(9, 1) == distance(1, 9) == 1
    assert len(shift_targets(5, 4)) == 9 and max(shift_targets(5, 8).values()) == 4


def test_shift_targets_of_several_revealed_numbers_take_the_cheapest():
    assert shift_targets({2, 8}, 1) == {2: 0, 8: 0, 1: 1, 3: 1, 7: 1, 9: 1}


@pytest.mark.parametrize("stars, points", [(0, 0), (1, 1), (2, 4), (3, 9), (4, 9), (7, 9)])
def test_stars_score_1_4_9_and_a_fourth_star_nothing(stars, points):
    assert star_points(stars) == points


def test_star_points_refuse_nonsense():
    with pytest.raises(ValueError):
        star_points(-1)


@pytest.mark.parametrize("moons, points", [(0, -6), (1, -2), (2, 0), (3, 1), (4, 3), (5, 6), (6, 10), (11, 10)])
def test_solo_moons(moons, points):
    assert moon_points([moons]) == [points]


def test_moons_most_gain_fewest_lose_and_zero_counts():
    assert moon_points([3, 1, 2]) == [6, -6, 0]
    assert moon_points([0, 2, 2, 1]) == [-6, 6, 6, 0]


def test_moons_two_players_nobody_loses():
    assert moon_points([3, 1]) == [6, 0]
    assert moon_points([2, 2]) == [6, 6]


def test_moons_three_or_more_all_tied_net_zero():
    assert moon_points([2, 2, 2]) == [0, 0, 0]
    assert moon_points([0, 0, 0, 0, 0, 0]) == [0] * 6


def test_moons_ties_at_the_bottom_all_lose():
    assert moon_points([4, 1, 1]) == [6, -6, -6]


@pytest.mark.parametrize(
    "total, label",
    [
        (-3, "Super Mega Unlucky"),
        (44, "Super Mega Unlucky"),
        (45, "A good start"),
        (49, "A good start"),
        (50, "Getting the hang of it"),
        (54, "Getting the hang of it"),
        (55, "Great game"),
        (59, "Great game"),
        (60, "Super score"),
        (64, "Super score"),
        (65, "A mega game to remember"),
        (69, "A mega game to remember"),
        (70, "Super Mega Lucky Legend"),
        (120, "Super Mega Lucky Legend"),
    ],
)
def test_solo_rank_bands(total, label):
    assert solo_rank(total) == label
    assert solo_rank_key(total).startswith("luckybox.rank.")


def test_rules_round_trip_and_refuse_bad_data():
    rules = Rules("arena", lightning_supply=40, moon_supply=10, start_lightning=2)
    assert Rules.from_json(rules.to_json()) == rules
    assert rules.deal(1) == (6, 3) and Rules().deal(1) == (5, 3) and Rules().deal(3) == (3, 1)
    for bad in ({"variant": "speed"}, {"lightning_supply": -1}, {"moon_supply": "24"}, {"colour": 1}, [1], None):
        with pytest.raises(ValueError) as info:
            Rules.from_json(bad)
        assert str(info.value)


def test_cell_names():
    assert [cell_name(c) for c in range(9)] == ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]
    assert parse_cell("B3") == 7
    for bad in ("d1", "a4", "row", "", "a"):
        with pytest.raises(ValueError, match="bonus slots are not cells"):
            parse_cell(bad)
