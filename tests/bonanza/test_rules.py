"""Unit tests of Bonanza's pure rules: every box, the joker variants, bonuses and errors.

Expected values come from the shipped rules (docs/rules/en/bonanza.md) worked by hand."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.rules import (
    BOXES,
    LOWER,
    UPPER,
    Rules,
    Sheet,
    bonus,
    is_joker,
    label,
    legal_boxes,
    raw_score,
    score,
)
from ludoteca.core.errors import IllegalAction

FORCED, FREE, NONE = Rules(), Rules(joker="free", extra_bonus=100), Rules(joker="none", extra_bonus=0)

# (box, dice, points): at least one scoring and one zero example per box.
EXAMPLES = [
    ("ones", [1, 1, 3, 4, 1], 3),
    ("ones", [2, 3, 4, 5, 6], 0),
    ("twos", [2, 2, 5, 6, 1], 4),
    ("twos", [1, 3, 4, 5, 6], 0),
    ("threes", [3, 3, 3, 3, 1], 12),
    ("threes", [1, 2, 4, 5, 6], 0),
    ("fours", [4, 1, 2, 3, 5], 4),
    ("fours", [1, 1, 1, 1, 1], 0),
    ("fives", [5, 5, 5, 5, 5], 25),
    ("fives", [6, 6, 6, 6, 6], 0),
    ("sixes", [6, 6, 1, 2, 6], 18),
    ("sixes", [1, 2, 3, 4, 5], 0),
    ("three_of_a_kind", [4, 4, 4, 2, 1], 15),
    ("three_of_a_kind", [4, 4, 4, 4, 2], 18),
    ("three_of_a_kind", [4, 4, 3, 3, 1], 0),
    ("four_of_a_kind", [6, 6, 6, 6, 3], 27),
    ("four_of_a_kind", [6, 6, 6, 3, 3], 0),
    ("full_house", [3, 3, 3, 5, 5], 25),
    ("full_house", [5, 5, 3, 3, 3], 25),
    ("full_house", [3, 3, 3, 3, 5], 0),
    ("full_house", [1, 2, 3, 4, 5], 0),
    ("small_straight", [1, 2, 3, 4, 6], 30),
    ("small_straight", [3, 4, 5, 6, 6], 30),
    ("small_straight", [2, 3, 4, 5, 1], 30),
    ("small_straight", [1, 2, 3, 5, 6], 0),
    ("large_straight", [1, 2, 3, 4, 5], 40),
    ("large_straight", [6, 5, 4, 3, 2], 40),
    ("large_straight", [1, 2, 3, 4, 6], 0),
    ("large_straight", [2, 3, 4, 5, 5], 0),
    ("bonanza", [2, 2, 2, 2, 2], 50),
    ("bonanza", [2, 2, 2, 2, 3], 0),
    ("chance", [1, 2, 3, 4, 6], 16),
    ("chance", [1, 1, 1, 1, 1], 5),
]


@pytest.mark.parametrize("box, dice, points", EXAMPLES)
def test_every_box_on_an_empty_sheet(box, dice, points):
    assert score(dice, box) == points
    assert raw_score(dice, box) == points


def test_every_box_has_a_scoring_and_a_zero_example():
    boxes_scoring = {box for box, _, points in EXAMPLES if points > 0}
    boxes_zero = {box for box, _, points in EXAMPLES if points == 0}
    assert boxes_scoring == set(BOXES)
    assert boxes_zero == set(BOXES) - {"chance"}  # chance always scores the sum


def test_five_of_a_kind_is_not_a_full_house_without_the_joker():
    assert score([4] * 5, "full_house") == 0  # Bonanza box free: no joker
    assert score([4] * 5, "full_house", {"bonanza": 50}, NONE) == 0
    assert not is_joker([4] * 5, {}, FORCED)


# -- the forced joker (Bonanza's own rule) ------------------------------------
def test_forced_joker_matching_upper_box_free_is_the_only_choice():
    sheet = {"bonanza": 50}
    assert legal_boxes([4] * 5, sheet) == ["fours"]
    assert score([4] * 5, "fours", sheet) == 20
    with pytest.raises(IllegalAction) as error:
        score([4] * 5, "chance", sheet)
    assert error.value.code == "joker_elsewhere"
    assert "fours" in error.value.message and "chance" in error.value.message


def test_forced_joker_applies_with_a_scratched_bonanza_box_too():
    assert legal_boxes([2] * 5, {"bonanza": 0}) == ["twos"]


def test_forced_joker_upper_filled_lower_boxes_score_full_value():
    sheet = {"bonanza": 50, "fours": 8}
    assert legal_boxes([4] * 5, sheet) == [b for b in LOWER if b != "bonanza"]
    assert score([4] * 5, "full_house", sheet) == 25
    assert score([4] * 5, "small_straight", sheet) == 30
    assert score([4] * 5, "large_straight", sheet) == 40
    assert score([4] * 5, "three_of_a_kind", sheet) == 20
    assert score([4] * 5, "four_of_a_kind", sheet) == 20
    assert score([4] * 5, "chance", sheet) == 20


def test_forced_joker_free_upper_boxes_are_refused_while_a_lower_box_is_free():
    sheet = {"bonanza": 50, "fours": 8, "ones": 3}
    assert "twos" not in legal_boxes([4] * 5, sheet)
    with pytest.raises(IllegalAction):
        score([4] * 5, "twos", sheet)


def test_forced_joker_no_lower_box_free_scratches_an_upper_box():
    sheet = {box: 0 for box in LOWER} | {"fours": 12}
    assert legal_boxes([4] * 5, sheet) == ["ones", "twos", "threes", "fives", "sixes"]
    assert score([4] * 5, "sixes", sheet) == 0


# -- the free joker and no joker (the reference variants) ---------------------
def test_free_joker_any_free_box_full_value_only_with_upper_filled():
    sheet = {"bonanza": 50}
    assert legal_boxes([4] * 5, sheet, FREE) == [b for b in BOXES if b != "bonanza"]
    assert score([4] * 5, "full_house", sheet, FREE) == 0
    assert score([4] * 5, "large_straight", sheet, FREE) == 0
    filled = {"bonanza": 50, "fours": 16}
    assert score([4] * 5, "full_house", filled, FREE) == 25
    assert score([4] * 5, "small_straight", filled, FREE) == 30
    assert score([4] * 5, "large_straight", filled, FREE) == 40
    assert score([4] * 5, "ones", filled, FREE) == 0


def test_no_joker_scores_five_of_a_kind_like_any_roll():
    sheet = {"bonanza": 50, "fours": 16}
    assert legal_boxes([4] * 5, sheet, NONE) == [b for b in BOXES if b not in sheet]
    assert score([4] * 5, "small_straight", sheet, NONE) == 0
    assert not is_joker([4] * 5, sheet, NONE)


# -- the extra Bonanza bonus ---------------------------------------------------
@pytest.mark.parametrize(
    "rules, held, expected",
    [
        (FORCED, 50, 50),
        (FORCED, 0, 0),
        (FREE, 50, 100),
        (FREE, 0, 0),
        (NONE, 50, 0),
    ],
)
def test_extra_bonus_only_when_the_bonanza_box_holds_50(rules, held, expected):
    assert bonus([6] * 5, {"bonanza": held}, rules) == expected


def test_no_extra_bonus_for_the_first_bonanza_or_other_rolls():
    assert bonus([6] * 5, {}) == 0
    assert bonus([6, 6, 6, 6, 5], {"bonanza": 50}) == 0


def test_sheet_record_adds_the_bonus_each_time():
    sheet = Sheet({"bonanza": 50})
    assert sheet.record([3] * 5, "threes") == 15
    assert sheet.record([5] * 5, "fives") == 25
    assert sheet.bonus == 100
    assert sheet.total() == 50 + 15 + 25 + 100


def test_scratched_bonanza_earns_no_bonus_but_keeps_the_joker():
    sheet = Sheet({"bonanza": 0, "threes": 9})
    assert sheet.record([3] * 5, "full_house") == 25
    assert sheet.bonus == 0


# -- totals -------------------------------------------------------------------
def test_upper_bonus_from_63():
    just = Sheet({"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18})
    assert just.upper_total() == 63 and just.upper_bonus() == 35 and just.total() == 98
    short = Sheet({"ones": 2, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18})
    assert short.upper_bonus() == 0 and short.total() == 62


def test_total_is_boxes_plus_bonuses():
    sheet = Sheet({"sixes": 30, "fives": 25, "fours": 20, "chance": 17, "bonanza": 50}, bonus=50)
    assert sheet.total() == 30 + 25 + 20 + 17 + 50 + 35 + 50


# -- errors -------------------------------------------------------------------
def test_filled_box_error_names_box_and_points():
    with pytest.raises(IllegalAction) as error:
        score([1, 2, 3, 4, 5], "fours", {"fours": 12})
    assert error.value.code == "box_filled"
    assert error.value.message == "cannot record in fours: it already holds 12"


def test_unknown_box_error_lists_the_boxes():
    with pytest.raises(IllegalAction) as error:
        score([1, 2, 3, 4, 5], "yahtzee")
    assert error.value.code == "unknown_box"
    assert "'yahtzee'" in error.value.message and "chance" in error.value.message


@pytest.mark.parametrize(
    "dice",
    [
        [1, 2, 3, 4],
        [1, 2, 3, 4, 5, 6],
        [0, 1, 2, 3, 4],
        [1, 2, 3, 4, 7],
        [1, 2, 3, 4, True],
        [1, 2, 3, 4, "5"],
        [1.0, 2, 3, 4, 5],
    ],
)
def test_bad_dice_are_refused(dice):
    with pytest.raises(IllegalAction) as error:
        score(dice, "chance")
    assert error.value.code == "bad_dice"
    assert "five dice showing 1 to 6" in error.value.message


def test_illegal_record_leaves_the_sheet_unchanged():
    sheet = Sheet({"bonanza": 50, "chance": 20})
    before = sheet.copy()
    for dice, box in [([2] * 5, "chance"), ([2] * 5, "ones"), ([1, 2, 3, 4, 5], "chance"), ([1, 2, 3], "ones")]:
        with pytest.raises(IllegalAction):
            sheet.record(dice, box)
        assert sheet == before


# -- notation and JSON ----------------------------------------------------------
def test_sheet_notation_and_json_round_trip():
    sheet = Sheet({"ones": 3, "full_house": 25, "bonanza": 50}, bonus=100)
    assert Sheet.parse(sheet.notation()) == sheet
    assert Sheet.from_json(sheet.to_json()) == sheet
    assert Sheet.parse(repr(sheet)[len("Sheet('") : -2]) == sheet
    assert "full house" in str(sheet) and "0x" not in repr(sheet)


def test_rules_validation_and_json():
    assert Rules.from_json(FREE.to_json()) == FREE
    with pytest.raises(ValueError, match="joker"):
        Rules(joker="wild")
    with pytest.raises(ValueError, match="extra_bonus"):
        Rules(extra_bonus=-1)


def test_labels_and_sections():
    assert label("three_of_a_kind") == "three of a kind"
    assert UPPER + LOWER == BOXES and len(BOXES) == 13
