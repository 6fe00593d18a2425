"""One test (or a few) per line of the rules file: placement, MAGDAGDON detection and scoring."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon import DIFFICULTIES, Board, Rules, combination, score
from ludoteca.magdagdon.rules import (
    CELLS,
    MINIMUM,
    POWERS,
    allowed,
    cell_index,
    find_way,
    most_placed,
    penalty,
    refusal,
    valid_cells,
)


def cells(board: str, value: int) -> list[str]:
    return [CELLS[i] for i in valid_cells(Board(board).codes, value)]


# -- difficulty ------------------------------------------------------------------------------
def test_difficulties_powers_minimum_and_penalties():
    assert DIFFICULTIES == ("peaceful", "survival", "nightmare")
    assert POWERS == {"peaceful": 3, "survival": 1, "nightmare": 0}
    assert MINIMUM == {"peaceful": 2, "survival": 2, "nightmare": 3}
    assert [penalty("peaceful", k) for k in range(4)] == [0, 10, 30, 70]  # -10, -20, -40 in order
    assert [penalty("survival", k) for k in range(2)] == [0, 70]
    assert penalty("nightmare", 0) == 0
    with pytest.raises(ValueError, match="survival allows 0 to 1 powers"):
        penalty("survival", 2)


def test_rules_round_trip_and_bad_data():
    assert Rules.from_json(Rules("nightmare").to_json()) == Rules("nightmare")
    with pytest.raises(ValueError, match="difficulty is one of peaceful, survival, nightmare"):
        Rules("easy")
    with pytest.raises(ValueError, match="MAGDAGDON rules are"):
        Rules.from_json({"difficulty": "peaceful", "extra": 1})
    with pytest.raises(ValueError, match="MAGDAGDON rules are"):
        Rules.from_json(["peaceful"])


# -- valid placement ---------------------------------------------------------------------------
def test_first_die_of_the_game_goes_anywhere():
    for value in range(1, 7):
        assert cells("----/----/----/----", value) == list(CELLS)


def test_first_die_anywhere_even_with_ruins_but_not_on_them():
    assert cells("R---/----/----/---R", 3) == [c for c in CELLS if c not in ("a1", "d4")]


def test_later_dice_must_touch_a_number_orthogonally():
    # b2 holds a 3: its four orthogonal neighbours only; diagonals (a1, c1, a3, c3) do not count.
    assert cells("----/-3--/----/----", 3) == ["b1", "a2", "c2", "b3"]
    why = refusal(Board("----/-3--/----/----").codes, cell_index("c3"), 3)
    assert why[0] == "not_adjacent" and "diagonals" in why[1]


def test_value_within_one_of_every_neighbour():
    board = "----/-3--/--4-/----"  # c2 touches the 3 at b2 and the 4 at c3
    assert allowed(Board(board).codes, cell_index("c2"), 3)
    assert allowed(Board(board).codes, cell_index("c2"), 4)
    assert not allowed(Board(board).codes, cell_index("c2"), 2)
    assert not allowed(Board(board).codes, cell_index("c2"), 5)
    why = refusal(Board(board).codes, cell_index("c2"), 5)
    assert why[0] == "too_far" and "touches a 3" in why[1]
    assert cells("-6--/----/----/----", 5) == ["a1", "c1", "b2"]  # equal or one apart
    assert cells("-6--/----/----/----", 4) == []


def test_a_ruin_neither_connects_nor_constrains():
    # b1 is a ruin next to a1 (empty): a1 touches no number, so it is not valid.
    assert "a1" not in cells("-R--/-3--/----/----", 3)
    # c2 touches a ruin (c1) and the 3 at b2: the ruin does not forbid a 4.
    assert "c2" in cells("--R-/-3--/----/----", 4)
    assert "c2" in cells("--R-/-3--/----/----", 2)


def test_an_occupied_cell_takes_nothing():
    why = refusal(Board("3---/----/----/----").codes, 0, 3)
    assert why[0] == "cell_not_empty"
    why = refusal(Board("R---/----/----/----").codes, 0, 3)
    assert why[0] == "cell_not_empty" and "ruin" in why[1]


def test_order_of_staging_matters():
    # From a 3 at a1, the dice 4 and 5: 5 first finds no place, 4 first opens b1 then c1 for the 5.
    codes = Board("3---/----/----/----").codes
    assert cells("3---/----/----/----", 5) == []
    after = Board("34--/----/----/----").codes
    assert "c1" in [CELLS[i] for i in valid_cells(after, 5)]
    assert find_way(codes, (5, 4), 2) == ((4, 1), (5, 2))


# -- MAGDAGDON detection ---------------------------------------------------------------------------
def test_find_way_tries_every_ordering_and_subset():
    codes = Board("3---/----/----/----").codes
    assert find_way(codes, (6, 5, 1, 4), 2) is not None  # 4 then 5, in that order
    assert find_way(codes, (6, 6, 1, 1), 2) is None
    assert find_way(codes, (6, 6, 1, 1), 0) == ()
    assert most_placed(codes, (6, 6, 1, 4)) == ((4, 1),)


def test_nightmare_first_turn_can_be_magdagdon():
    empty = Board().codes
    assert find_way(empty, (1, 3, 5, 6), 2) is not None
    assert find_way(empty, (1, 3, 5, 6), 3) is None
    assert find_way(empty, (1, 3, 5, 5), 3) is None  # 5 5 fit, the third die never
    assert find_way(empty, (1, 4, 5, 5), 3) is not None


# -- board notation ------------------------------------------------------------------------------
def test_board_notation_round_trips():
    board = Board("34--/3---/--R-/----")
    assert repr(board) == "Board('34--/3---/--R-/----')"
    assert eval(repr(board)) == board
    assert Board(board.rows()) == board
    assert board.rows()[0] == [3, 4, None, None] and board["c3"] == "R" and board["a2"] == 3
    assert str(board).splitlines() == [
        "    a  b  c  d",
        "1   3  4  .  .",
        "2   3  .  .  .",
        "3   .  .  R  .",
        "4   .  .  .  .",
    ]


@pytest.mark.parametrize("bad", ["34--/3---/----", "34x-/----/----/----", [[1, 2, 3]], [[7] * 4] * 4, 12])
def test_bad_boards_are_refused(bad):
    with pytest.raises(ValueError, match="a board"):
        Board(bad)


def test_cell_names():
    assert cell_index("a1") == 0 and cell_index("B2") == 5 and cell_index("d4") == 15
    with pytest.raises(ValueError, match="a cell is a1 to d4"):
        cell_index("e5")


# -- scoring -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("line", [(1, 2, 3, 4), (3, 4, 5, 6), (4, 3, 2, 1), (6, 5, 4, 3)])
def test_sequences_in_both_directions(line):
    assert combination(line) == "sequence"


@pytest.mark.parametrize("line", [(2, 1, 3, 4), (1, 2, 4, 3), (1, 3, 5, 6), (1, 2, 3, 3)])
def test_not_sequences(line):
    assert combination(line) != "sequence"


def test_four_equal_is_not_also_two_pairs():
    assert combination((5, 5, 5, 5)) == "four_equal"
    s = score([[5, 5, 5, 5], [None] * 4, [None] * 4, [None] * 4])
    assert s.rows[0].bonus == 40 and s.rows[0].combination == "four_equal"


@pytest.mark.parametrize("line", [(3, 5, 3, 5), (2, 2, 6, 6), (6, 2, 2, 6), (3, 4, 4, 3)])
def test_two_pairs_in_any_order(line):
    assert combination(line) == "two_pairs"


def test_three_of_a_kind_is_nothing():
    assert combination((3, 3, 3, 4)) is None


def test_line_with_a_ruin_scores_its_sum_but_no_bonus():
    s = score([[1, 2, "R", 4], [None] * 4, [None] * 4, [None] * 4])
    row = s.rows[0]
    assert (row.sum, row.combination, row.bonus) == (7, None, 0)
    assert s.ruins == 1 and s.ruin_points == -15


def test_every_number_counts_twice_and_ruins_cost_15():
    s = score([[6, None, None, None], [None, "R", None, None], [None] * 4, [None, None, None, "R"]])
    assert s.base == 12 and s.total == 12 - 30


def test_power_penalties_by_difficulty():
    board = [[None] * 4] * 4
    assert [score(board, "peaceful", k).total for k in range(4)] == [0, -10, -30, -70]
    assert score(board, "survival", 1).total == -70
    assert score(board, "nightmare").total == 0


def test_full_board_breakdown():
    s = score("1234/2345/3456/4566")
    # rows: 3 sequences + 4,5,6,6 ; columns: a 1234 seq, b 2345 seq, c 3456 seq, d 4566.
    assert [line.combination for line in s.lines] == ["sequence"] * 3 + [None] + ["sequence"] * 3 + [None]
    assert s.base == 2 * sum([1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 6])
    assert s.total == s.base + 6 * 60
    assert s.total == sum(line.points for line in s.lines) + s.ruin_points - s.penalty
    assert "total" in str(s) and s.to_json()["total"] == s.total


def test_score_refuses_unknown_difficulty():
    with pytest.raises(ValueError, match="difficulty"):
        score(Board(), "hard")
