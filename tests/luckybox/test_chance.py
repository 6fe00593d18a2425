"""Naming chance: the deal and the numbers revealed, checked, saved and replayed, never shown."""

from __future__ import annotations

import json
import random

import pytest

from ludoteca.core.errors import CorruptData
from ludoteca.luckybox import Card, Game, default_deck
from ludoteca.luckybox.rules import NUMBER_DECK, REVEALS

from .helpers import CARD

DECK = default_deck()


def play_round(game: Game, rng: random.Random) -> list[int]:
    """Play randomly to the end of the current round; the numbers it revealed."""
    round_ = game.round
    while game.round == round_ and not game.is_terminal():
        seen = list(game.revealed)
        game.apply(rng.choice(game.legal_actions()))
    return seen


def test_the_named_deal_is_what_each_seat_is_offered_first():
    game = Game(["Ana", "Bruno"], seed=2, deal=[[DECK[5], DECK[9].notation()], [DECK[7]]])
    offered = [[game.cards[c] for c in hand.offer] for hand in game.hands]
    assert offered[0][:2] == [DECK[5], DECK[9]] and offered[1][0] == DECK[7]
    assert [len(o) for o in offered] == [5, 5]
    ids = [c for hand in game.hands for c in hand.offer]
    assert len(set(ids)) == 10 and len(game.deck) == 50  # ten different cards left the deck


def test_the_named_numbers_are_revealed_in_order_round_after_round():
    named = [9, 9, 1, None, 5, 2, 3, 4, 6, 7, 8]  # round 1, then the start of round 2
    game = Game(["Ana"], seed=11, numbers=named)
    rng = random.Random(3)
    first = play_round(game, rng)
    assert first[:3] == [9, 9, 1] and first[4:] == [5, 2, 3, 4, 6] and len(first) == REVEALS
    game.apply("P1: keep 1")
    assert game.revealed == [7]
    assert sorted(game.numbers) == sorted(NUMBER_DECK)  # the round's deck is still 1 to 9 twice


def test_what_is_not_named_stays_the_seeds_chance():
    plain, named = Game(["Ana"], seed=8), Game(["Ana"], seed=8, numbers=[None, None])
    for game in (plain, named):
        game.apply("P1: keep 1 2 3")
    assert plain.numbers == named.numbers and plain.hands[0].offer == named.hands[0].offer


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"numbers": [4, 4, 4]}, "holds each number 2 times"),
        ({"numbers": [None] * 9 + [1, 2, 2, 2]}, "round 2"),
        ({"numbers": [0]}, "1 to 9"),
        ({"numbers": [True]}, "1 to 9"),
        ({"numbers": "123"}, "a list"),
        ({"numbers": [1] * 37}, "36"),
        ({"deal": [["111 222 333 | --- | ---"]]}, "not in the deck"),
        ({"deal": [[DECK[0], DECK[0]]]}, "2 times; the deck holds 1"),
        ({"deal": [[DECK[0]], [DECK[1]]]}, "one list of cards per seat"),
        ({"deal": [[DECK[0]] * 6]}, "at most 5"),
        ({"deal": [["not a card"]]}, "reads like"),
        ({"deal": [[42]]}, "a card or its notation"),
    ],
)
def test_bad_names_are_refused(options, words):
    with pytest.raises(ValueError, match=words):
        Game(["Ana"], seed=1, **options)


def test_a_save_naming_impossible_chance_is_corrupt():
    data = Game(["Ana"], seed=1, numbers=[3, 3]).to_json()
    for key, value in (("numbers", [3, 3, 3]), ("numbers", "33"), ("deal", [["111 222 333 | --- | ---"]])):
        with pytest.raises(CorruptData, match=r"deck|list"):
            Game.from_json({**data, key: value})


def test_a_named_game_saves_and_replays_exactly():
    game = Game(["Ana", "Bruno"], seed=6, deal=[[CARD], []], numbers=[2, None, 8], deck=[Card.parse(CARD)] * 16)
    rng = random.Random(1)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    text = json.dumps(game.to_json())
    again = Game.from_json(json.loads(text))
    assert again.state_json() == game.state_json()
    assert again.to_json() == game.to_json() and game.to_json()["deal"] == [[CARD], []]
    assert game.to_json()["numbers"] == [2, None, 8]
    assert game.clone().state_json() == game.state_json()


def test_views_never_show_the_named_chance():
    game = Game(["Ana", "Bruno"], seed=6, deal=[[DECK[3]], [DECK[4]]], numbers=[6, 6, 1])
    game.apply("P1: keep 1 2 3")
    game.apply("P2: keep 1 2 3")
    for seat in (0, 1, None):
        view = json.dumps(game.view(seat))
        assert '"deal"' not in view and '"numbers": [6' not in view and "named" not in view
        assert game.view(seat)["luckybox"]["revealed"] == [6]
