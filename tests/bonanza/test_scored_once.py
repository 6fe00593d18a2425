"""A click's view scores the dice once: the previews, the legal boxes and the legal actions
share one scoring of a roll, and it follows the game whatever moves it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.bonanza import rules
from ludoteca.bonanza.game import Game
from tests.budgets import examples


def fresh_previews(game: Game) -> dict[str, int]:
    """What the previews are, scored anew from the rules."""
    if game.is_terminal() or game.dice is None:
        return {}
    return {
        box: rules.score(game.dice, box, game.sheet, game.rules)
        for box in rules.legal_boxes(game.dice, game.sheet, game.rules)
    }


def test_a_view_scores_each_legal_box_once(monkeypatch):
    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("roll")
    calls = []
    real = rules.score
    monkeypatch.setattr("ludoteca.bonanza.game.score", lambda *a: calls.append(a[1]) or real(*a))
    game.view(0)
    assert sorted(calls) == sorted(game.legal_boxes())
    calls.clear()
    game.apply("hold 1")  # the same roll and sheet: nothing scored again
    game.view(0)
    assert calls == []


def test_a_caller_cannot_change_the_scores_kept():
    game = Game(["Ana"], seed=5)
    game.apply("roll")
    game.previews().clear()
    game.legal_boxes().clear()
    assert game.previews() == fresh_previews(game) and game.previews()


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.lists(st.integers(0, 10_000), min_size=1, max_size=60))
def test_the_kept_scores_follow_every_move(seed, steps):
    game = Game(["Ana", "Bruno"], seed=seed)
    for step in steps:
        if game.is_terminal():
            break
        assert game.previews() == fresh_previews(game)
        assert game.legal_boxes() == list(fresh_previews(game))
        legal = game.legal_actions()
        game.apply(legal[step % len(legal)])
    assert game.previews() == fresh_previews(game)
