"""Computer players: legal complete games, determinism, and optimal beating greedy."""

from __future__ import annotations

import numpy as np
import pytest

from ludoteca.bonanza.actions import Keep, Record, Roll, Scratch
from ludoteca.bonanza.bots import GreedyBot, OptimalBot, RandomBot, make_bot, play_game, play_turn, simulate
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import BOXES, Rules
from ludoteca.bonanza.solver import Advisor
from tests.budgets import budget


@pytest.mark.parametrize("kinds", [["optimal"], ["greedy"], ["random"], ["optimal", "greedy", "random"]])
def test_each_bot_plays_a_full_legal_game(kinds):
    game = play_game(kinds, seed=12)
    assert game.is_terminal()
    assert all(len(sheet.boxes) == len(BOXES) for sheet in game.sheets)
    assert [seat.kind for seat in game.seats] == kinds
    replayed = Game.replay(game.rules, game.seed, game.seats, game.to_json()["actions"])
    assert replayed.to_json() == game.to_json() and replayed.ranking() == game.ranking()


def test_every_bot_choice_is_legal_and_a_turn_ends_with_a_record():
    game = Game(["O", "G", "R"], seed=3)
    bots = [OptimalBot(), GreedyBot(), RandomBot(1)]
    for _ in range(9):
        bot = bots[game.current]
        assert bot.choose(game) in game.legal_actions()
        actions = play_turn(game, bot)
        assert isinstance(actions[-1], (Record, Scratch)) and isinstance(actions[0], Roll)
        assert sum(isinstance(a, Roll) for a in actions) <= 3


def test_optimal_beats_greedy_beats_random():
    games = budget(200, 50)  # make check: 50 games a bot (the gaps are many standard errors wide)
    optimal, greedy, random = (simulate(kind, games, seed=1) for kind in ("optimal", "greedy", "random"))
    assert optimal.shape == (games,) and optimal.dtype == np.int64
    assert optimal.mean() > greedy.mean() > random.mean()


def test_bots_are_deterministic_under_a_seed():
    for kind in ("optimal", "greedy", "random"):
        assert np.array_equal(simulate(kind, 5, seed=8), simulate(kind, 5, seed=8))
    assert play_game(["random", "random"], seed=4).to_json() == play_game(["random", "random"], seed=4).to_json()
    assert not np.array_equal(simulate("random", 5, seed=8), simulate("random", 5, seed=9))


def test_simulate_with_a_progress_bar_and_other_rules():
    scores = simulate("greedy", 3, seed=0, rules=Rules(joker="none", extra_bonus=0), progress=True)
    assert len(scores) == 3
    assert len(simulate("greedy", 0)) == 0
    with pytest.raises(ValueError):
        simulate("greedy", -1)


def test_make_bot():
    assert isinstance(make_bot("optimal"), OptimalBot) and isinstance(make_bot("greedy"), GreedyBot)
    assert make_bot("random", seed=5).seed == 5
    with pytest.raises(ValueError, match="optimal, greedy, random"):
        make_bot("human")


# -- what each bot does in a known position -------------------------------------------
def test_optimal_bot_follows_the_advisor():
    game, bot = Game(seed=4), OptimalBot()
    assert bot.choose(game) == Roll()
    game.roll([6, 2, 6, 6, 3])
    best = Advisor.shared(Rules()).advise(game.sheet, game.dice, 2)[0]
    assert best.kind == "keep" and bot.choose(game) == Keep(best.keep)
    game.apply(bot.choose(game))
    assert bot.choose(game) == Roll()
    game = Game()
    for _ in range(3):
        game.roll([1, 2, 3, 4, 5])
    assert bot.choose(game) == Record("large_straight")


def test_optimal_bot_rekeeps_when_a_player_held_everything():
    game, bot = Game(seed=4), OptimalBot()
    game.roll([6, 2, 6, 6, 3])
    game.keep([2, 3, 6, 6, 6])
    assert bot.choose(game) == Keep((6, 6, 6))


def test_optimal_bot_records_what_the_first_hint_says_when_recording_is_best():
    game, bot = Game(), OptimalBot()
    game.roll([5] * 5)
    assert bot.choose(game) == Record("bonanza") == game.hints()[0].action


def test_greedy_bot_chases_its_most_frequent_face_higher_on_ties():
    game, bot = Game(), GreedyBot()
    game.roll([2, 2, 5, 5, 1])
    assert bot.choose(game) == Keep((5, 5))
    game.keep([5, 5])
    assert bot.choose(game) == Roll()
    game.roll([5, 5, 5, 5, 1])
    game.roll([5, 5, 5, 5, 2])
    assert bot.choose(game) == Record("three_of_a_kind")  # 22 beats fives' 20; ties go to the first box


@pytest.mark.parametrize(
    "dice, box", [([3, 3, 3, 5, 5], "full_house"), ([2, 3, 4, 5, 6], "large_straight"), ([4] * 5, "bonanza")]
)
def test_greedy_bot_stops_on_a_made_roll(dice, box):
    game = Game()
    game.roll(dice)
    assert GreedyBot().choose(game) == Record(box)


def test_greedy_bot_scratches_when_nothing_scores():
    game = Game()
    for box in (
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "three_of_a_kind",
        "four_of_a_kind",
        "small_straight",
        "large_straight",
        "bonanza",
        "chance",
    ):
        game.roll([1, 2, 3, 4, 5]) if box != "bonanza" else game.roll([6] * 5)
        game.record(box) if game.previews()[box] else game.scratch(box)
    game.roll([1, 2, 3, 4, 6])
    game.roll([1, 2, 3, 4, 6])
    game.roll([1, 2, 3, 4, 6])
    assert GreedyBot().choose(game) == Scratch("full_house")


def test_random_bot_never_holds_all_five_before_rolling():
    bot, game = RandomBot(seed=0), Game(seed=0)
    for _ in range(200):
        action = bot.choose(game)
        game.apply(action)
        if isinstance(action, Keep):
            assert len(action.values) < 5
        if game.is_terminal():
            game = Game(seed=len(game.actions))


def test_optimal_bot_scratches_an_upper_box_for_a_joker_with_a_bonus():
    # Five 5s, Bonanza box holds 50, fives and every lower box filled: the joker must
    # scratch an upper box; the box scores 0 while the extra bonus pays 50.
    game = Game(seed=0)
    for dice, box in (
        ([6, 6, 6, 6, 6], "bonanza"),
        ([5, 5, 5, 1, 2], "fives"),
        ([4, 4, 4, 3, 5], "three_of_a_kind"),
        ([4, 4, 4, 4, 2], "four_of_a_kind"),
        ([2, 2, 3, 3, 3], "full_house"),
        ([1, 2, 3, 4, 6], "small_straight"),
        ([1, 2, 3, 4, 5], "large_straight"),
        ([6, 6, 6, 5, 5], "chance"),
    ):
        game.roll(dice)
        game.record(box)
    game.roll([5, 5, 5, 5, 5])
    game.roll([5, 5, 5, 5, 5])
    game.roll([5, 5, 5, 5, 5])
    action = OptimalBot().choose(game)
    assert isinstance(action, Scratch) and action.box in ("ones", "twos", "threes", "fours", "sixes")
    assert game.hints()[0].action == action  # the hint a player (or the clock) would follow
    game.apply(action)
    assert game.sheets[0].bonus == 50 and game.sheets[0].boxes[action.box] == 0
