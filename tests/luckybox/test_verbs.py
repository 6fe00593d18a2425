"""The game's verbs build the same actions as the notation and play them through apply()."""

from __future__ import annotations

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox import Game

from .helpers import CARD, position, snapshot


def test_verbs_play_what_the_notation_plays():
    def start():
        return position([CARD, "789 978 456 | 1-- | LLL"], 3, players=2, crossed={0: "a1 b1"})

    by_verbs, by_text = start(), start()
    by_verbs.cross(0, 0, "c1")
    by_verbs.bonus(0, 0, "row 1", target=(1, "a1"))  # row 1 pays a Number 7: grid 2 shows 7 at a1
    by_verbs.cross(1, 1, 6, lightning=1)
    notation = [
        "P1: cross 3 on grid 1 at c1",
        "P1: bonus row 1 of grid 1, cross grid 2 at a1",
        "P2: cross 4 on grid 2 at a3 with 1 lightning",
    ]
    for text in notation:
        by_text.apply(text)
    assert [str(a) for a in by_verbs.actions[-3:]] == notation
    assert snapshot(by_verbs) == snapshot(by_text)


def test_keep_and_leave():
    game = Game(["Ana", "Bruno"], seed=4)
    game.keep(0, 4, 0, 2)
    assert str(game.actions[-1]) == "P1: keep 1 3 5"
    game.leave(1)
    assert game.hands[1].left and game.phase == "play"


def test_a_refused_verb_changes_nothing():
    game = position([CARD], 5, players=2)
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="must cross"):
        game.pass_number(0)
    with pytest.raises(IllegalAction, match="exactly 4 lightning"):
        game.cross(0, 0, "a1")
    assert snapshot(game) == before
