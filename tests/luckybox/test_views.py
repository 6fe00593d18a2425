"""What a seat sees: its own offer, never another's, nor the deck order or the RNG."""

from __future__ import annotations

import json

from ludoteca.luckybox import Game

from .helpers import keep_all


def test_offers_are_private_until_chosen():
    game = Game(3, seed=11)
    offers = [[game.cards[c].to_json() for c in h.offer] for h in game.hands]
    for seat in range(3):
        view = game.view(seat)
        for player in view["luckybox"]["players"]:
            if player["seat"] == seat:
                assert player["offer"] == offers[seat]
            else:
                assert player["offer"] is None and player["offer_size"] == 5
        text = json.dumps(view)
        for other in range(3):
            if other != seat:
                assert all(json.dumps(card) not in text for card in offers[other] if card not in offers[seat])
    assert all(p["offer"] is None for p in game.view(None)["luckybox"]["players"])


def test_a_view_holds_no_deck_order_nor_rng():
    game = Game(2, seed=12)
    keep_all(game)
    view = game.view(0)
    own, text = view["luckybox"], json.dumps(view)
    assert "rng" not in text and "counter" not in text and "numbers" not in own
    assert own["grid_deck"] == len(game.deck) and isinstance(own["grid_deck"], int)
    upcoming = game.numbers[len(game.revealed) :]
    assert own["revealed"] == game.revealed and str(upcoming) not in text
    assert sum(own["remaining_numbers"].values()) == 18 - len(game.revealed)


def test_a_view_shows_the_legal_moves_and_status_of_its_seat():
    game = Game(2, seed=12)
    assert game.view(0)["luckybox"]["status"]["key"] == "luckybox.status.choose"
    keep_all(game)
    view = game.view(1)
    own = view["luckybox"]
    assert own["status"] == {"key": "luckybox.status.cross", "number": game.number}
    assert view["legal"] == [str(a) for a in game.legal_actions_of(1)] and view["legal"][0].startswith("P2: ")
    assert own["players"][0]["grids"] and own["scores"][1]["moon_points"] == 6  # tied at 0 moons: both gain
    assert game.view(None)["legal"] == [str(a) for a in game.legal_actions()]  # a shared screen: every seat's


def test_reading_never_changes_the_game():
    game = Game(2, seed=13)
    keep_all(game)
    before = game.state_json()
    game.view(0), game.view(None), game.legal_actions(), game.final_scores(), str(game), repr(game)
    assert game.state_json() == before


def test_repr_and_text_are_deterministic():
    game = Game(["Ana"], seed=3)
    assert repr(game) == "<Super Mega Lucky Box ['Ana'] seed=3: round 1, choosing grids>"
    keep_all(game)
    assert "0x" not in repr(game) and str(game).startswith("Round 1, number 1 of 9")
