"""The games' bots play the environments as policies, and any policy plays a game as a bot."""

from __future__ import annotations

from functools import partial

import pytest

from ludoteca import envs
from ludoteca.bonanza import Game as Bonanza
from ludoteca.core.bots import make_bot, play_out, simulate
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.magdagdon import Game as Magdagdon

CAP = 20_000


def _solo_score(env, policy, seed):
    obs, _ = env.reset(seed=seed)
    total = 0.0
    for _ in range(CAP):
        obs, reward, terminated, _, info = env.step(policy(obs))
        assert "illegal" not in info
        total += reward
        if terminated:
            return total
    raise AssertionError("the game did not end")


def _magdagdon(difficulty, seed):
    return Magdagdon(difficulty=difficulty, seed=seed)


@pytest.mark.parametrize(
    "game, options, kind, new_game",
    [
        ("bonanza", {}, "greedy", partial(Bonanza, 1)),
        ("magdagdon", {"difficulty": "survival"}, "greedy", partial(_magdagdon, "survival")),
        ("magdagdon", {"difficulty": "peaceful"}, "advisor", partial(_magdagdon, "peaceful")),
        ("luckybox", {}, "greedy", partial(LuckyBox, 1)),
        ("luckybox", {}, "planner", partial(LuckyBox, 1)),
    ],
)
def test_a_bot_as_a_policy_scores_what_it_scores_at_the_game(game, options, kind, new_game):
    env = envs.make(game, **options)
    policy = envs.BotPolicy(env, kind)
    scores = [_solo_score(env, policy, seed) for seed in (3, 4)]
    assert scores == list(simulate(lambda seed: new_game(seed=seed), [kind], 2, seed=3))


def test_the_optimal_bonanza_bot_as_a_policy_scores_what_it_scores_at_the_game(strategy_tables):
    env = envs.make("bonanza")
    policy = envs.BotPolicy(env, "optimal")
    assert _solo_score(env, policy, 6) == simulate("bonanza", ["optimal"], 1, seed=6)[0]


def test_bots_as_policies_play_a_bonanza_table_to_the_end():
    env = envs.turn_env("bonanza", 3)
    env.reset(seed=8)
    policies = {"player_0": envs.BotPolicy(env, "greedy"), "player_1": envs.RandomPolicy(1)}
    policies["player_2"] = policies["player_0"]
    for _ in range(CAP):
        if not env.agents:
            break
        obs, _, terminated, _, _ = env.last()
        env.step(None if terminated else policies[env.agent_selection](obs))
    assert env.game.is_terminal() and len(env.game.actions) > 3 * 13


def test_bots_as_policies_play_a_luckybox_table_each_its_own_seat():
    env = envs.parallel_env("luckybox", 3)
    obs, _ = env.reset(seed=5)
    policies = {a: envs.BotPolicy(env, "greedy", agent=a) for a in env.possible_agents}
    for _ in range(CAP):
        if not env.agents:
            break
        obs, *_, infos = env.step({a: policies[a](obs[a]) for a in env.agents})
        assert not any(infos.values())
    expected = simulate(lambda seed: LuckyBox(3, seed=seed), ["greedy"] * 3, 1, seed=5)
    assert list(env.game.outcome().scores) == expected[0].tolist()


def test_an_unknown_bot_is_refused_naming_the_bots():
    with pytest.raises(ValueError, match="the bots are: random, greedy, planner"):
        envs.BotPolicy(envs.parallel_env("luckybox", 2), "genius")


def test_a_policy_registered_as_a_bot_kind_plays_a_table_and_a_tournament():
    envs.register_policy("bonanza", "test-masked-random", envs.RandomPolicy)
    bot = make_bot("bonanza", "test-masked-random", None, seed=4)
    assert bot.kind == "test-masked-random"
    game = play_out(Bonanza(["Ana", "Robo"], seed=2), {0: bot, 1: make_bot("bonanza", "greedy", None)})
    assert game.is_terminal()
    kinds = ["test-masked-random", "greedy"]
    first = simulate(lambda seed: Bonanza(2, seed=seed), kinds, 3)
    assert first.shape == (3, 2) and (first == simulate(lambda seed: Bonanza(2, seed=seed), kinds, 3)).all()


def test_a_policy_bot_refuses_to_wait_when_its_seat_is_to_play():
    bot = envs.PolicyBot(lambda obs: 0)
    with pytest.raises(ValueError, match="chose to wait, but seat 1 is to play"):
        bot.choose(LuckyBox(2, seed=1), 0)


def test_a_registered_policy_plays_its_seat_at_a_table_and_in_a_saved_game(strategy_tables):
    from ludoteca import bonanza

    envs.register_policy("bonanza", "test-table-policy", envs.RandomPolicy)
    table = bonanza.open_table([("Robo", "test-table-policy"), "Ana"], seed=3, bot_delay=0, store=False, hints=False)
    table.receive({"type": "ready"})  # the table on screen: the computer plays its turn
    game = table.game
    assert game.current == 1 and len(game.sheets[0].boxes) == 1 and not game.sheets[1].boxes
    assert type(game).from_json(game.to_json()).to_json() == game.to_json()
    with pytest.raises(ValueError, match="one of bonanza's own players"):
        envs.register_policy("bonanza", "greedy", envs.RandomPolicy)
    with pytest.raises(ValueError, match="test-table-policy"):  # the kinds a seat may have, named
        Bonanza([("Robo", "nobody")])


def test_a_policy_registered_before_the_games_bots_load_keeps_them(tmp_path):
    """In a fresh interpreter, registering a policy first must not hide the game's own bots."""
    import subprocess
    import sys

    code = (
        "from ludoteca.envs import RandomPolicy, register_policy\n"
        "from ludoteca.core.bots import bot_kinds\n"
        "register_policy('magdagdon', 'early', RandomPolicy)\n"
        "print(','.join(bot_kinds('magdagdon')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert out.stdout.strip().split(",") == ["random", "greedy", "advisor", "early"]
