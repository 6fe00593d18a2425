"""Action notation, front-end dicts and malformed input."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import MalformedAction
from ludoteca.luckybox import Bonus, Cross, Keep, Pass, parse_action

ACTIONS = [
    Keep(0, (0, 2, 4)),
    Keep(5, (1,)),
    Cross(0, 1, 7),
    Cross(2, 0, 0, 2, 5),
    Cross(11, 9, 8, 0, 9),
    Pass(3),
    Bonus(0, 0, 1),
    Bonus(1, 2, 4, 0, 8),
    Bonus(0, 1, 5, 1, 3, 1),
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_notation_and_dicts_round_trip(action):
    assert parse_action(str(action)) == action
    assert parse_action(action.to_json()) == action
    assert parse_action(action) is action


def test_notation_reads_like_speech():
    assert str(Cross(0, 1, 7, 1, 7)) == "P1: cross 7 on grid 2 at b3 with 1 lightning"
    assert str(Keep(1, (2, 0, 4))) == "P2: keep 1 3 5"
    assert str(Bonus(0, 0, 1, 1, 0)) == "P1: bonus row 2 of grid 1, cross grid 2 at a1"
    assert str(Pass(2)) == "P3: pass"
    assert parse_action("p1:   CROSS grid 2 at B3") == Cross(0, 1, 7)


def test_dicts_accept_cell_and_line_names():
    assert parse_action({"type": "cross", "seat": 0, "grid": 0, "cell": "c2"}) == Cross(0, 0, 5)
    assert parse_action({"type": "bonus", "seat": 0, "grid": 0, "line": "column a"}) == Bonus(0, 0, 3)


@pytest.mark.parametrize(
    "bad, field",
    [
        ({"type": "cross", "seat": 0, "grid": 0}, "cell"),
        ({"type": "cross", "seat": 0, "grid": 0, "cell": 9}, "cell"),
        ({"type": "cross", "seat": 0, "grid": 0, "cell": "d1"}, "cell"),
        ({"type": "cross", "seat": -1, "grid": 0, "cell": 1}, "seat"),
        ({"type": "cross", "seat": 0, "grid": "x", "cell": 1}, "grid"),
        ({"type": "cross", "seat": 0, "grid": 0, "cell": 1, "lightning": True}, "lightning"),
        ({"type": "cross", "seat": 0, "grid": 0, "cell": 1, "extra": 1}, "extra"),
        ({"type": "jump", "seat": 0}, "type"),
        ({"seat": 0}, "type"),
        ({"type": "keep", "seat": 0, "cards": [1, 1, 2]}, "cards"),
        ({"type": "keep", "seat": 0, "cards": "all"}, "cards"),
        ({"type": "bonus", "seat": 0, "grid": 0, "line": 6}, "line"),
        ({"type": "bonus", "seat": 0, "grid": 0, "line": 1, "target_grid": 0}, "target_cell"),
    ],
)
def test_bad_dicts_name_the_field(bad, field):
    with pytest.raises(MalformedAction) as info:
        parse_action(bad)
    assert info.value.params["field"] == field
    # a cell that is none of a1 to c3 has its own code, so it can be said in the player's language
    assert info.value.code == (
        "not_a_cell" if field in ("cell", "target_cell") and "cell" in bad else "malformed_action"
    )


@pytest.mark.parametrize(
    "text",
    [
        "",
        "cross 7",
        "P1: cross grid 2 at d4",
        "P0: pass",
        "P13: pass",
        "P1: keep",
        "P1: bonus row 4 of grid 1",
        "P1: cross grid 2 at b3 with 9 lightning",
        "x" * 500,
        "P1: keep 7",
    ],
)
def test_bad_notation_is_malformed(text):
    with pytest.raises(MalformedAction) as info:
        parse_action(text)
    assert info.value.message


def test_other_types_are_malformed():
    for bad in (3, None, [1, 2], b"P1: pass"):
        with pytest.raises(MalformedAction):
            parse_action(bad)


@pytest.mark.parametrize("lang", ["pt", "de", "fr"])
def test_a_cell_that_is_not_one_is_refused_in_the_players_language(lang):
    from ludoteca.core import i18n

    with pytest.raises(MalformedAction) as info:
        parse_action({"type": "cross", "seat": 0, "grid": 0, "cell": "d1"})
    i18n.set_language(lang)
    try:
        said = str(info.value)
    finally:
        i18n.set_language("en")
    assert said == i18n.translate("error.not_a_cell", lang, value="d1") and "a cell is" not in said
    assert "bonus slots are not cells" in str(info.value)  # English as before
