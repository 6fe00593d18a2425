"""The core widget: messages in, view or notice out, never a traceback."""

from __future__ import annotations

import copy
import re

import pytest

from ludoteca.core.dice import DiceCup, DiceWidget
from ludoteca.core.widget import MAX_MESSAGE_BYTES

HOSTILE = [
    pytest.param("roll", id="not-an-object"),
    pytest.param(["roll"], id="a-list"),
    pytest.param(None, id="null"),
    pytest.param({}, id="no-type"),
    pytest.param({"type": "explode"}, id="unknown-type"),
    pytest.param({"type": 3}, id="type-not-a-string"),
    pytest.param({"type": "toggle"}, id="missing-field"),
    pytest.param({"type": "toggle", "die": "1"}, id="wrong-field-type"),
    pytest.param({"type": "toggle", "die": True}, id="bool-is-not-an-int"),
    pytest.param({"type": "toggle", "die": 99}, id="out-of-range"),
    pytest.param({"type": "toggle", "die": -1}, id="negative"),
    pytest.param({"type": "roll", "pad": "x" * (MAX_MESSAGE_BYTES + 10)}, id="huge-payload"),
    pytest.param({"type": "roll", "bad": float("nan")}, id="nan"),
    pytest.param({"type": "roll", "deep": [[[[[[[[[[{}]]]]]]]]]] * 2000}, id="deep-and-large"),
]


def rolled_widget() -> DiceWidget:
    widget = DiceWidget(seed=11)
    assert widget.receive({"type": "roll"})
    return widget


@pytest.mark.parametrize("message", HOSTILE)
def test_hostile_message_gets_a_notice_and_changes_nothing(message, caplog):
    widget = rolled_widget()
    before_game = widget.game.to_json()
    before_view = copy.deepcopy(widget.view)
    assert widget.receive(message) is False
    assert widget.notice["text"], "the player is told what went wrong"
    assert widget.notice["code"] in {"malformed_action", "illegal_action", "no_such_die"}
    assert widget.game.to_json() == before_game
    assert widget.view == before_view
    assert "Traceback" not in caplog.text


def test_notice_says_what_is_allowed():
    widget = rolled_widget()
    widget.receive({"type": "explode"})
    assert "roll" in widget.notice["text"] and "toggle" in widget.notice["text"]
    widget.receive({"type": "toggle", "die": 9})
    assert widget.notice["text"] == "There is no die 10; the dice are numbered 1 to 5"  # a notice starts with a capital


def test_a_legal_message_clears_the_notice_and_updates_the_view():
    widget = rolled_widget()
    widget.receive({"type": "explode"})
    assert widget.receive({"type": "toggle", "die": 2})
    assert widget.notice == {}
    assert widget.view["cup"]["held"] == [False, False, True, False, False]


def test_a_bug_becomes_a_notice_not_a_traceback(monkeypatch):
    widget = rolled_widget()

    def broken(message):
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(widget, "handle", broken)
    assert widget.receive({"type": "roll"}) is False
    assert widget.notice["code"] == "internal"


def test_every_widget_on_one_game_redraws_whoever_changed_it():
    cup = DiceCup(seed=4)
    first, second = DiceWidget(cup), DiceWidget(cup)
    first.receive({"type": "roll"})
    assert second.view == first.view and second.view["cup"]["rolls"] == 1
    cup.apply("toggle 1")  # a change from Python, not from a widget
    assert first.view["cup"]["held"][0] and second.view["cup"]["held"][0]


def test_a_deleted_widget_is_forgotten_by_the_game():
    cup = DiceCup(seed=4)
    widget = DiceWidget(cup)
    widget.close()
    del widget
    import gc

    gc.collect()
    cup.apply("roll")
    assert all(ref() is None for ref in cup._listeners) or cup._listeners == []


def test_repr_is_deterministic_and_has_no_address():
    widget = rolled_widget()
    text = repr(widget)
    assert text == repr(rolled_widget())
    assert not re.search(r"0x[0-9a-f]{6,}", text)
    assert text.startswith("DiceWidget(DiceCup(dice='")


def test_locale_changes_the_strings_and_unknown_language_is_refused():
    widget = DiceWidget(seed=1, locale="pt")
    assert widget.strings["roll"] != "Roll"
    widget.locale = "xx"  # e.g. from a front end
    assert widget.locale == "pt" and widget.notice["code"] == "unknown_language"
    with pytest.raises(ValueError):
        DiceWidget(seed=1, locale="xx")


def test_dice_cup_replays_and_refuses_illegal_actions():
    cup = DiceCup(count=3, seed=9)
    for action in ["roll", "toggle 1", "toggle 2", "toggle 3"]:
        cup.apply(action)
    before = cup.to_json()
    assert not cup.can_apply("roll")
    with pytest.raises(Exception, match="every die is held"):
        cup.apply("roll")
    assert cup.to_json() == before
    again = DiceCup.from_json(before)
    assert again.dice == cup.dice and again.held == cup.held


def test_a_screen_coming_into_view_leaves_the_players_notice_where_it_is():
    """A table's front end says "ready" when it first comes into view and "gone" when it
    leaves: neither is the player's doing, so a refusal they are reading stays on screen."""
    from ludoteca.luckybox.widget import Table
    from tests.luckybox.helpers import CARD, position

    table = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="en")
    table.receive({"type": "pass"})  # a free 3 at c1: refused
    refused = dict(table.notice)
    assert refused["code"] == "must_cross"
    table.receive({"type": "ready"})
    assert table.notice == refused
    table.receive({"type": "hint"})  # the player's own next message clears it
    assert table.notice == {}
    table.close()
