"""A message that does not move the game (a die picked or marked, a panel opened) makes only the
table's ``ui`` part again; whatever was sent, the view shown is the one a fresh build gives."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.widget import Table, play
from tests.budgets import examples

# Every kind of message a player's clicks and keys send, with the values they may carry.
MESSAGES = [
    {"type": "roll"},
    *({"type": "die", "die": d} for d in range(4)),
    *({"type": "cell", "cell": c} for c in ("a1", "b2", "c3", "d4", "a4", "d1", "b3")),
    {"type": "confirm"},
    {"type": "decrease"},
    {"type": "increase"},
    {"type": "reroll_mode"},
    {"type": "reroll"},
    {"type": "rescue", "index": 0},
    {"type": "accept"},
    {"type": "hint"},
    {"type": "cancel"},
    {"type": "settings", "open": True},
    {"type": "settings", "open": False},
]


def counting_views(t: Table) -> list[int]:
    """Count the calls of the table's game's ``view`` (in the list returned)."""
    calls = [0]
    view = t.game.view

    def counted(*args, **kwargs):
        calls[0] += 1
        return view(*args, **kwargs)

    t.game.view = counted  # type: ignore[method-assign]
    return calls


STILL = [{"type": "die", "die": 1}, {"type": "reroll_mode"}, {"type": "settings", "open": True}, {"type": "cancel"}]


@pytest.mark.parametrize("message", STILL)
def test_a_message_that_does_not_move_the_game_leaves_its_part_as_it_was(message) -> None:
    t = play("Ana", seed=1, store=False)
    assert t.receive({"type": "roll"})
    calls = counting_views(t)
    before = t.view
    assert t.receive(message), t.notice
    assert calls[0] == 0
    assert t.view["magdagdon"] is before["magdagdon"] and t.view["legal"] is before["legal"]
    assert t.view == t.make_view()


def test_a_die_pick_shows_its_targets_and_a_move_rebuilds_the_game_part() -> None:
    t = play("Ana", seed=1, store=False)
    assert t.receive({"type": "roll"})
    assert t.receive({"type": "die", "die": 0})
    targets = t.view["ui"]["targets"]
    assert t.view["ui"]["selected"] == 0 and targets == t.view["magdagdon"]["dice"][0]["valid"] and targets
    calls = counting_views(t)
    assert t.receive({"type": "cell", "cell": targets[0]}), t.notice
    assert calls[0] >= 1
    assert [s["cell"] for s in t.view["magdagdon"]["staged"]] == [targets[0]]
    assert t.view == t.make_view()


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 2**31 - 1), st.lists(st.sampled_from(range(len(MESSAGES))), min_size=1, max_size=60))
def test_after_any_messages_the_view_is_a_fresh_one(seed: int, picks: list[int]) -> None:
    t = play("Ana", difficulty=random.Random(seed).choice(["peaceful", "survival"]), seed=seed, store=False)
    for pick in picks:
        t.receive(MESSAGES[pick])
        assert t.view == t.make_view(), MESSAGES[pick]
