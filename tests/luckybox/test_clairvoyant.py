"""The clairvoyant Lucky Box player the planner is measured against."""

from __future__ import annotations

from ludoteca.core.bots import make_bot, play_out
from ludoteca.luckybox import Game
from ludoteca.luckybox.actions import Cross, Pass
from ludoteca.luckybox.clairvoyant import ClairvoyantBot, clairvoyant_scores, play
from tests.budgets import budget


def test_the_clairvoyant_plays_whole_games_and_outscores_the_planner() -> None:
    ahead = 0
    for seed in range(5):
        seer = play(seed)  # every action went through the engine's checks
        assert seer.is_terminal()
        planner = Game(["Solo"], seed=seed)
        play_out(planner, {0: make_bot("luckybox", "planner", planner.rules)}, limit=2000)
        ahead += seer.final_scores()[0]["total"] - planner.final_scores()[0]["total"]
    assert ahead > 0  # knowing the numbers is worth points, summed over the same games


def test_it_plans_the_round_from_the_hidden_numbers() -> None:
    game = Game(["Solo"], seed=4)
    bot = ClairvoyantBot()
    game.apply(bot.choose(game, 0))  # keep grids: the round's numbers are now shuffled
    answer = bot.choose(game, 0)
    assert isinstance(answer, (Cross, Pass))
    assert len(bot._plan) == 9 and all(key[0] == 1 for key in bot._plan)
    other_numbers = game.numbers[:1] + game.numbers[1:9][::-1]  # the same first number, others to come
    changed = Game(["Solo"], seed=4, numbers=other_numbers)
    changed.apply(game.actions[0])
    assert changed.revealed == game.revealed and changed.numbers[:9] == other_numbers
    other = ClairvoyantBot()
    other.choose(changed, 0)
    assert other._plan != bot._plan  # the plan follows the numbers it read


def test_its_plans_stay_legal_over_many_games() -> None:
    # A plan made with other bonus chains than the game then plays would cross a cell twice.
    games = budget(16, 4)
    assert len(clairvoyant_scores(games, seed=20)) == games
