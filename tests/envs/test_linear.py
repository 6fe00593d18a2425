"""The tutorial's learner: features read from the observation, a policy that always plays a
legal action to the end of the game, training reproducible under a seed, and a trained policy
that sits in a league as a bot kind."""

from __future__ import annotations

import numpy as np
import pytest

from ludoteca.core.bots import bot_kinds
from ludoteca.envs import make, register_policy
from ludoteca.envs.linear import FEATURES, Learner, features, reachable
from ludoteca.envs.magdagdon import CATALOG
from ludoteca.league import league
from ludoteca.magdagdon.actions import Confirm, Stage


@pytest.mark.parametrize(
    ("line", "best"),
    [
        ((1, 2, 3, 0), 60),
        ((1, 1, 6, 6), 20),
        ((5, 5, 5, 5), 40),
        ((1, 3, 0, 0), 20),
        ((1, 7, 0, 0), 0),
        ((2, 1, 3, 4), 0),
    ],
)
def test_reachable_is_the_best_bonus_a_fill_can_earn(line, best):
    assert reachable(line) == best


def _rolled(seed: int = 3):
    env = make("magdagdon", difficulty="survival")
    obs, _ = env.reset(seed=seed)
    obs, *_ = env.step(0)  # roll
    return env, obs


def test_a_placement_is_judged_by_what_it_adds_and_what_it_leaves():
    _, obs = _rolled()
    legal = [int(a) for a in np.flatnonzero(obs["action_mask"]) if isinstance(CATALOG[a], Stage)]
    assert legal
    for a in legal:
        f = dict(zip(FEATURES, features(obs["observation"], a)))
        assert f["stage"] == 1
        assert f["stage: points it adds"] == pytest.approx(CATALOG[a].value / 6)
        assert f["stage: numbered neighbours"] == 0  # the first die of the game touches nothing
        assert f["confirm"] == 0
    confirm = CATALOG.index(Confirm())
    assert features(obs["observation"], confirm)[0] == 0


def test_training_is_the_same_under_the_same_seed_and_changes_the_weights():
    env = make("magdagdon", difficulty="survival")
    one, two = Learner(seed=4), Learner(seed=4)
    assert one.train(env, 5, seed=10) == two.train(env, 5, seed=10)
    assert np.array_equal(one.weights, two.weights)
    assert np.any(one.weights != 0)


def test_a_policy_plays_legal_actions_to_the_end_and_ignores_later_training():
    env = make("magdagdon", difficulty="survival")
    learner = Learner(seed=1)
    learner.train(env, 3, seed=0)
    policy = learner.policy(seed=2)
    frozen = learner.weights.copy()
    obs, _ = env.reset(seed=5)
    done, steps = False, 0
    while not done:
        action = policy(obs)
        assert obs["action_mask"][action] == 1
        obs, _, done, _, info = env.step(action)
        assert "illegal" not in info
        steps += 1
    learner.train(env, 2, seed=9)
    assert np.array_equal(policy.weights, frozen) and steps > 8


def test_an_empty_mask_is_refused():
    _, obs = _rolled()
    with pytest.raises(ValueError, match="no action"):
        Learner().policy()({**obs, "action_mask": np.zeros_like(obs["action_mask"])})


def test_a_trained_policy_plays_in_a_league_by_its_kind():
    learner = Learner(seed=0)
    learner.train(make("magdagdon", difficulty="survival"), 3, seed=0)
    register_policy("magdagdon", "test-linear", learner.policy)
    assert "test-linear" in bot_kinds("magdagdon")
    table = league("magdagdon", ["test-linear", "random"], games=2, seats=1, difficulty="survival")
    again = league("magdagdon", ["test-linear", "random"], games=2, seats=1, difficulty="survival")
    assert table.results == again.results and len(table.results) == 2
