"""Action notation: what a player would say, read back exactly; front-end dicts; clear refusals."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import MalformedAction
from ludoteca.magdagdon import (
    Accept,
    Confirm,
    Decrease,
    Increase,
    Reroll,
    Roll,
    Ruin,
    Stage,
    Unstage,
    parse_action,
)

EXAMPLES = [
    (Roll(), "roll"),
    (Roll((3, 4, 1, 6)), "roll 3 4 1 6"),
    (Stage(4, "b2"), "place 4 at b2"),
    (Unstage("b2"), "take back b2"),
    (Confirm(), "confirm"),
    (Decrease(4), "decrease 4"),
    (Increase(1), "increase 1"),
    (Reroll((5, 2)), "reroll 2 5"),
    (Reroll((5, 2), (6, 1)), "reroll 2 5 to 1 6"),
    (Accept(), "accept magdagdon"),
    (Ruin("c3"), "ruin c3"),
]


@pytest.mark.parametrize("action, text", EXAMPLES)
def test_notation_round_trips(action, text):
    assert str(action) == text
    assert parse_action(text) == action
    assert parse_action(str(action)) == action
    assert parse_action(action.to_json()) == action


def test_notation_is_forgiving_about_case_and_spaces():
    assert parse_action("  Place 4 AT B2 ") == Stage(4, "b2")
    assert parse_action("unstage b2") == Unstage("b2")
    assert parse_action("accept") == Accept()


@pytest.mark.parametrize(
    "text",
    [
        "place 7 at b2",
        "place 4 at e2",
        "dance",
        "reroll",
        "reroll 1 to",
        "roll 1 2 3 4 5",
        "reroll 1 2 to 3",
        "x" * 100,
    ],
)
def test_unreadable_notation_is_refused_with_examples(text):
    with pytest.raises(MalformedAction) as error:
        parse_action(text)
    assert error.value.code == "malformed_action"


def test_dicts_by_position_need_the_dice():
    assert parse_action({"type": "stage", "die": 1, "cell": "b2"}, dice=(3, 5, 5, 6)) == Stage(5, "b2")
    assert parse_action({"type": "reroll", "dice": [0, 3]}, dice=(3, 5, 5, 6)) == Reroll((3, 6))
    with pytest.raises(MalformedAction, match="no dice on the table") as error:
        parse_action({"type": "stage", "die": 1, "cell": "b2"})
    assert error.value.params["field"] == "die"


@pytest.mark.parametrize(
    "bad, field, says",
    [
        ({"type": "stage", "value": 0, "cell": "a1"}, "value", "1 to 6"),
        ({"type": "stage", "value": True, "cell": "a1"}, "value", "1 to 6"),
        ({"type": "ruin", "cell": 3}, "cell", "a1 to d4"),
        ({"type": "reroll", "values": []}, "values", "1 to 4 die values"),
        ({"type": "reroll", "values": [1, 2], "results": [3]}, "results", "one value per rerolled die"),
        ({"type": "confirm", "now": True}, "now", "no other fields"),
        ({"kind": "confirm"}, "type", "the types are"),
    ],
)
def test_bad_dicts_name_field_and_what_is_allowed(bad, field, says):
    with pytest.raises(MalformedAction, match=says) as error:
        parse_action(bad)
    assert error.value.params["field"] == field


def test_not_an_action_at_all():
    with pytest.raises(MalformedAction, match="notation string"):
        parse_action(42)


def test_actions_are_frozen_and_hashable():
    assert len({Stage(4, "B2"), Stage(4, "b2")}) == 1
    with pytest.raises(AttributeError):
        Stage(4, "b2").value = 5  # type: ignore[misc]
