"""Playing the environments: random masked play reaches the end with rewards that add up to
the final score, seeds deal as the games do, refusals change nothing, and an observation
holds nothing its seat may not see."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca import envs
from ludoteca.bonanza import Game as Bonanza
from ludoteca.envs import observe
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.luckybox.cards import default_deck
from ludoteca.magdagdon import Game as Magdagdon
from tests.budgets import examples

SOLO = [("bonanza", {}), ("luckybox", {})] + [("magdagdon", {"difficulty": d}) for d in ("peaceful", "nightmare")]
CAP = 20_000  # actions: far more than any game takes


def _play_solo(env, seed, policy):
    obs, _ = env.reset(seed=seed)
    total, steps = 0.0, 0
    for steps in range(1, CAP):
        obs, reward, terminated, truncated, info = env.step(policy(obs))
        assert "illegal" not in info and not truncated
        total += reward
        if terminated:
            return total, steps
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game, options", SOLO)
@settings(max_examples=examples(8), deadline=None)
@given(seed=st.integers(0, 2**40))
def test_random_masked_play_ends_and_the_rewards_add_up_to_the_final_score(game, options, seed):
    env = envs.make(game, **options)
    total, _ = _play_solo(env, seed, envs.RandomPolicy(seed))
    assert env.unwrapped.game.is_terminal()
    assert total == env.unwrapped.game.outcome().scores[0]


@pytest.mark.parametrize("game, options", SOLO)
def test_reset_with_a_seed_deals_as_the_game_does(game, options):
    env = envs.make(game, **options)
    env.reset(seed=11)
    _play_solo(env, 11, envs.RandomPolicy(5))
    played = env.unwrapped.game
    direct = type(played)(seed=11, rules=played.rules)  # a fresh game, the same seed
    for action in played.actions:
        direct.apply(action)
    assert direct.to_json() == played.to_json() and direct.view(0) == played.view(0)


def test_an_unseeded_reset_draws_from_the_environments_own_seeded_generator():
    env = envs.make("bonanza")
    env.reset(seed=3)
    first = [env.reset()[1]["seed"] for _ in range(3)]
    env.reset(seed=3)
    assert [env.reset()[1]["seed"] for _ in range(3)] == first and len(set(first)) == 3


@pytest.mark.parametrize("game, options", SOLO)
def test_a_refused_action_changes_nothing_and_says_why(game, options):
    env = envs.make(game, **options)
    obs, _ = env.reset(seed=2)
    obs, *_ = env.step(envs.RandomPolicy(2)(obs))  # the first reward carries the score a game starts with
    before = env.unwrapped.game.to_json()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[-1])
    again, reward, terminated, _, info = env.step(illegal)
    assert info["illegal"] and reward == 0 and not terminated
    assert env.unwrapped.game.to_json() == before
    assert np.array_equal(again["action_mask"], obs["action_mask"])
    with pytest.raises(ValueError, match=f"a whole number 0 to {env.action_space.n - 1}, not"):
        env.step(env.action_space.n)
    assert env.unwrapped.game.to_json() == before


def test_the_solo_info_lists_the_masked_actions_in_the_games_notation():
    env = envs.make("bonanza")
    obs, info = env.reset(seed=4)
    obs, *_, info = env.step(0)  # roll
    assert info["legal"][0] == "roll" and any(text.endswith(" chance") for text in info["legal"])
    assert len(info["legal"]) == obs["action_mask"].sum()


@pytest.mark.parametrize("rewards", ["score", "win"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_bonanza_table_played_at_random_pays_each_seat_its_score_or_its_result(players, rewards):
    env = envs.turn_env("bonanza", players, rewards=rewards)
    env.reset(seed=players)
    policy, paid = envs.RandomPolicy(1), dict.fromkeys(env.possible_agents, 0.0)
    for _ in range(CAP):
        if not env.agents:
            break
        agent = env.agent_selection
        obs, reward, terminated, *_ = env.last()
        paid[agent] += reward
        env.step(None if terminated else policy(obs))
        assert "illegal" not in env.infos.get(agent, {})
    outcome = env.game.outcome()
    expected = outcome.scores if rewards == "score" else [1 if s in outcome.winners else -1 for s in range(players)]
    assert [paid[a] for a in env.possible_agents] == list(expected)


@pytest.mark.parametrize("players", [2, 5])
def test_a_luckybox_table_played_at_random_pays_each_seat_its_score(players):
    env = envs.parallel_env("luckybox", players)
    obs, _ = env.reset(seed=players)
    policies = {a: envs.RandomPolicy(i) for i, a in enumerate(env.possible_agents)}
    paid = dict.fromkeys(env.possible_agents, 0.0)
    for _ in range(CAP):
        if not env.agents:
            break
        obs, rewards, *_, infos = env.step({a: policies[a](obs[a]) for a in env.agents})
        assert not any("illegal" in info for info in infos.values())
        for agent, reward in rewards.items():
            paid[agent] += reward
    assert [paid[a] for a in env.possible_agents] == list(env.game.outcome().scores)


def test_a_seat_the_game_is_not_waiting_for_may_only_wait():
    env = envs.parallel_env("luckybox", 2)
    obs, _ = env.reset(seed=1)
    keep = int(np.flatnonzero(obs["player_0"]["action_mask"])[0])
    obs, *_ = env.step({"player_0": keep, "player_1": 0})  # player 1 has yet to keep: "wait" is refused
    assert list(np.flatnonzero(obs["player_0"]["action_mask"])) == [0]
    assert obs["player_1"]["action_mask"][0] == 0
    *_, infos = env.step({"player_0": keep, "player_1": 0})
    assert "to play, not to wait" in infos["player_1"]["illegal"] and "illegal" in infos["player_0"]


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 2**40), cards=st.permutations(range(60)), players=st.integers(2, 6))
def test_another_seats_private_offer_never_reaches_an_observation(seed, cards, players):
    """Two tables alike but for seat 2's offer: every other seat observes the same."""
    deck, spec = default_deck(), envs.LuckyBoxSpec()
    deals = [[deck[c] for c in cards[5 * s : 5 * s + 5]] for s in range(players)]
    changed = [*deals[:1], [deck[c] for c in cards[5 * players : 5 * players + 5]], *deals[2:]]
    tables = [LuckyBox(players, seed=seed, deal=deal) for deal in (deals, changed)]
    for seat in range(players):
        seen = [observe.observation(spec, table, seat)[0]["observation"] for table in tables]
        assert np.array_equal(*seen) == (seat != 1)


@pytest.mark.parametrize(
    "spec, games",
    [
        (envs.BonanzaSpec(), lambda seed: Bonanza(2, seed=seed)),
        (envs.MagdagdonSpec("survival"), lambda seed: Magdagdon(difficulty="survival", seed=seed)),
    ],
)
def test_the_dice_to_come_never_reach_an_observation(spec, games):
    """Two games seeded apart, brought to the same dice by named rolls, look the same."""
    one, other = games(1), games(2)
    for game in (one, other):
        game.apply(spec.action(0, 0).__class__((6, 6, 5, 2) if spec.name == "magdagdon" else (6, 6, 5, 2, 1)))
    seen = [observe.observation(spec, game, 0)[0] for game in (one, other)]
    assert np.array_equal(seen[0]["observation"], seen[1]["observation"])
    assert np.array_equal(seen[0]["action_mask"], seen[1]["action_mask"])


def test_stepping_a_finished_game_is_refused_until_reset():
    env = envs.make("luckybox")
    _play_solo(env, 1, envs.RandomPolicy(1))
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(0)
    table = envs.parallel_env("luckybox", 2)
    obs, _ = table.reset(seed=1)
    policy = envs.RandomPolicy(2)
    while table.agents:
        obs, *_ = table.step({a: policy(obs[a]) for a in table.agents})
    with pytest.raises(RuntimeError, match="call reset"):
        table.step({})


def test_a_table_resets_dealt_as_the_game_with_that_seed():
    turns = envs.turn_env("bonanza", 3)
    turns.reset(seed=21)
    turns.step(0)  # roll
    direct = Bonanza(3, seed=21)
    direct.roll()
    assert turns.game.to_json() == direct.to_json()
    together = envs.parallel_env("luckybox", 4)
    together.reset(seed=21)
    assert together.game.view(2) == LuckyBox(4, seed=21).view(2)
