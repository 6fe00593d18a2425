"""Setup, dealing, the end of a round and of the game, scoring and the tie-break."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ludoteca.luckybox import Game, Rules
from ludoteca.luckybox.rules import NUMBER_DECK
from tests.contract import capped

from .helpers import CARD, keep_all, position, refused

FULL = "a1 b1 c1 a2 b2 c2 a3 b3 c3"


def play_randomly(game: Game, seed: int = 0, until=lambda g: g.is_terminal()) -> Game:
    rng = random.Random(seed)
    for _ in capped(lambda: until(game)):
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [0, 13])
def test_one_to_twelve_players(players):
    with pytest.raises(ValueError, match="1 to 12 players"):
        Game(players)


def test_everyone_starts_with_four_lightning_from_the_supply():
    game = Game(6, seed=1)
    assert all(h.lightning == 4 for h in game.hands)
    assert game.supply == {"lightning": 30 - 24, "moon": 24}
    assert Game(1, rules=Rules(lightning_supply=10, moon_supply=3)).supply == {"lightning": 6, "moon": 3}


def test_seven_to_twelve_players_use_two_boxes():
    game = Game(12, seed=1)
    assert len(game.cards) == 120 and game.supply == {"lightning": 60 - 48, "moon": 48}
    play_randomly(game)
    assert game.is_terminal()


def test_round_one_deals_five_keep_three_and_arena_six():
    game = Game(2, seed=1)
    assert [len(h.offer) for h in game.hands] == [5, 5] and game.to_act() == [0, 1]
    refused(game, "P1: keep 1 2", "wrong_keep", "keeps 3")
    refused(game, "P1: cross grid 1 at a1", "choose_first")
    offer = list(game.hands[0].offer)
    game.apply("P1: keep 1 3 5")
    assert [g.card_id for g in game.hands[0].grids] == [offer[0], offer[2], offer[4]]
    assert game.discard == [offer[1], offer[3]] and game.phase == "choose"
    refused(game, "P1: keep 1 2 3", "no_offer")
    game.apply("P2: keep 1 2 3")
    assert game.phase == "play" and len(game.revealed) == 1
    arena = Game(2, seed=1, rules=Rules("arena"))
    assert [len(h.offer) for h in arena.hands] == [6, 6]
    refused(arena, "P1: keep 1 2 6 4", "wrong_keep")


def test_each_round_reveals_nine_of_the_eighteen_shuffled_numbers():
    game, rng, decks = Game(1, seed=5), random.Random(5), []
    for _ in capped(game.is_terminal):
        round_ = game.round
        game.apply(rng.choice(game.legal_actions()))
        if game.phase == "play" and game.numbers not in decks:
            decks.append(list(game.numbers))
        if game.round != round_ or game.is_terminal():
            assert game.actions and len(decks) == round_
    assert len(decks) == 4 and all(sorted(d) == sorted(NUMBER_DECK) for d in decks)
    assert len({tuple(d) for d in decks}) == 4  # reshuffled every round


def test_later_rounds_deal_three_keep_one_and_incomplete_grids_stay():
    game = Game(1, seed=2)
    keep_all(game)
    play_randomly(game, until=lambda g: g.phase == "choose")
    assert game.round == 2 and len(game.hands[0].offer) == 3
    held = len(game.hands[0].grids)
    refused(game, "P1: keep 1 2", "wrong_keep", "keeps 1")
    game.apply("P1: keep 2")
    assert len(game.hands[0].grids) == held + 1


def test_completed_grids_score_by_round_and_are_removed():
    for round_, points in ((1, 15), (2, 12), (3, 10), (4, 8)):
        game = position([CARD, CARD], 3, reveal=9, round_=round_, crossed={0: "a1 b1 c1 a2 b2 c2 a3 c3"})
        game.apply("P1: cross grid 1 at b3")
        for _ in capped(lambda game=game: not game.hands[0].pending):
            game.apply(game.legal_actions_of(0)[0])
        row = game.final_scores()[0]
        assert row["grids"][round_ - 1] == points and row["grids_completed"][round_ - 1] == 1
        assert len(game.hands[0].grids) == 1 or game.is_terminal()
        assert game.round == min(round_ + 1, 4) and (game.phase == "over") == (round_ == 4)


def test_stars_are_banked_per_round():
    game = position([CARD], 7, reveal=9)
    game.hands[0].stars[0] = 2
    game.apply("P1: pass")
    assert game.round == 2 and game.final_scores()[0]["stars"] == [4, 0, 0, 0]


def test_the_discard_pile_is_reshuffled_when_the_grid_deck_runs_out():
    game, rng, reshuffled = Game(6, seed=3), random.Random(3), False
    for _ in capped(game.is_terminal):  # 6 players are dealt 30 + 3 x 18 = 84 cards from 60
        before = len(game.deck)
        game.apply(rng.choice(game.legal_actions()))
        held = [g.card_id for h in game.hands for g in h.grids] + [c for h in game.hands for c in h.offer]
        assert sorted(held + game.deck + game.discard) == list(range(60))  # no card lost or doubled
        reshuffled |= len(game.deck) > before
    assert reshuffled


def end(players, crossed=None, moons=(), lightning=4, rules=None):
    game = position(
        [CARD, CARD], 7, players=players, reveal=9, round_=4, crossed=crossed, rules=rules, lightning=lightning
    )
    for hand, m in zip(game.hands, moons):
        hand.moons = m
    for seat in range(players):
        game.apply(f"P{seat + 1}: pass")
    assert game.is_terminal()
    return game


def test_incomplete_cells_score_half_rounded_down_and_slots_are_not_cells():
    game = end(1, crossed={0: "a1 b1 c1 a2", 1: "a1 b1 c1"}, moons=[2])
    row = game.final_scores()[0]
    assert row["incomplete_cells"] == 7 and row["incomplete_points"] == 3 and row["total"] == 3
    assert game.hands[0].grids[0].earned == 0  # the row is complete but its slot is no cell


def test_solo_score_moons_and_rank():
    game = end(1, moons=[5])
    row = game.final_scores()[0]
    assert row["moon_points"] == 6 and row["total"] == 6 and row["rank"] == "Super Mega Unlucky"
    assert game.outcome().scores == (6,)


def test_arena_scores_a_point_per_three_lightning():
    assert end(1, moons=[2], lightning=8, rules=Rules("arena")).final_scores()[0]["lightning_points"] == 2
    assert end(1, moons=[2], lightning=8).final_scores()[0]["lightning_points"] == 0


def test_most_moons_break_a_tie():
    # P1: 2 moons (+6), 0 cells; P2: 1 moon (+0), 12 cells (+6): both 6, P1 first on moons.
    game = position([CARD, CARD], 7, players=2, reveal=9, round_=4)
    game.hands[0].moons, game.hands[1].moons = 2, 1
    for g in game.hands[1].grids:
        g.crossed = 0b000111111
    game.apply("P1: pass")
    game.apply("P2: pass")
    rows = game.final_scores()
    assert rows[0]["total"] == rows[1]["total"] == 6
    assert game.outcome().places == (1, 2) and game.outcome().winners == (0,)


def test_a_full_tie_shares_the_place():
    game = end(3, moons=[1, 1, 1])
    assert game.outcome().places == (1, 1, 1) and game.outcome().winners == (0, 1, 2)
    assert [r["place"] for r in game.final_scores()] == [1, 1, 1]


def test_the_total_is_the_sum_of_the_breakdown():
    game = play_randomly(Game(3, seed=9, rules=Rules("arena")), seed=9)
    for row in game.final_scores():
        assert row["total"] == (
            sum(row["grids"])
            + sum(row["stars"])
            + row["moon_points"]
            + row["incomplete_points"]
            + row["lightning_points"]
        )
    assert game.legal_actions() == [] and game.to_act() == []
    refused(game, "P1: pass", "game_over")


def test_after_four_rounds_the_game_is_over():
    game = play_randomly(Game(2, seed=4), seed=4)
    assert game.is_terminal() and game.round == 4
    kinds = Counter(type(a).__name__ for a in game.actions)
    assert kinds["Keep"] == 8 and kinds["Cross"] + kinds["Pass"] == 2 * 36
