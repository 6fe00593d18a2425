"""The clairvoyant MAGDAGDON player the advisor is measured against."""

from __future__ import annotations

from ludoteca.core.bots import make_bot, play_out
from ludoteca.magdagdon import Game
from ludoteca.magdagdon.actions import Roll
from ludoteca.magdagdon.clairvoyant import clairvoyant_game, clairvoyant_scores, rolls


def test_rolls_are_the_games_own_dice() -> None:
    game = Game(difficulty="nightmare", seed=12)
    play_out(game, {0: make_bot("magdagdon", "advisor", game.rules)}, limit=500)
    seen, walk = [], Game(difficulty="nightmare", seed=12)
    for action in game.actions:
        walk.apply(action)
        if isinstance(action, Roll):
            seen.append(tuple(walk.dice or ()))
    assert seen == rolls(12)[: len(seen)]


def test_the_clairvoyant_plays_by_the_rules_and_outscores_the_advisor() -> None:
    ahead = 0
    for seed in range(6):
        seer = clairvoyant_game("nightmare", seed)  # every placement went through the engine
        assert seer.is_terminal() and seer.powers_used == 0
        advisor = play_out(Game(difficulty="nightmare", seed=seed), {0: make_bot("magdagdon", "advisor", None)})
        ahead += seer.score().total - advisor.score().total
    assert ahead > 0  # foresight is worth points, summed over the same rolls


def test_scores_on_an_executor_match() -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as threads:
        assert clairvoyant_scores("survival", 3, seed=7, executor=threads).tolist() == [
            clairvoyant_game("survival", s).score().total for s in (7, 8, 9)
        ]
