"""A hold or release changes only the dice held: the keeps the roll allows are made once per roll,
and the view a game gives after any play is the view of a fresh copy of it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.bonanza import rules
from ludoteca.bonanza.actions import Hold, Keep, Release
from ludoteca.bonanza.game import Game
from tests.budgets import examples


def test_a_hold_makes_no_keep_again(monkeypatch):
    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("roll")
    calls = []
    real = rules.sub_keeps
    monkeypatch.setattr("ludoteca.bonanza.game.sub_keeps", lambda dice: calls.append(dice) or real(dice))
    game.view(0)
    assert calls == [game.dice]
    game.apply("hold 1")
    game.apply("release 1")
    game.view(0)
    assert calls == [game.dice]  # the same roll: its keeps as they were
    game.apply("hold 1")
    game.apply("roll")
    game.view(0)
    assert calls[-1] == game.dice and len(calls) == 2


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.lists(st.integers(0, 10_000), min_size=1, max_size=80))
def test_the_view_after_any_play_is_a_fresh_games(seed, steps):
    game = Game(["Ana", "Bruno"], seed=seed)
    for step in steps:
        if game.is_terminal():
            break
        legal = game.legal_actions()
        # Holds and releases are what a turn is mostly made of: chosen one time in two.
        toggles = [a for a in legal if isinstance(a, (Hold, Release))]
        pool = toggles if toggles and step % 2 else legal
        game.apply(pool[step // 2 % len(pool)])
        fresh = game.clone()
        for seat in (None, 0, 1):
            assert game.view(seat) == fresh.view(seat)
        if game.dice is not None and game.can_hold():
            keeps = [a for a in game.legal_actions() if isinstance(a, Keep)]
            assert keeps == [Keep(v) for v in rules.sub_keeps(game.dice)]
