"""The environments pass Gymnasium's and PettingZoo's own checkers, unchanged."""

from __future__ import annotations

import warnings

import gymnasium
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from ludoteca import envs


@pytest.mark.parametrize("env_id", list(envs.IDS))
def test_each_registered_id_passes_gymnasiums_checker(env_id):
    env = gymnasium.make(env_id, render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning of the checker is a failure here
        check_env(env.unwrapped)
    env.reset(seed=1)
    assert "Round 1" in env.render() or "turn 1" in env.render()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bonanza_tables_pass_the_aec_api_test_and_seed_test(players):
    api_test(envs.turn_env("bonanza", players), num_cycles=400)
    seed_test(lambda: envs.turn_env("bonanza", players), num_cycles=400)


def test_a_bonanza_table_with_win_rewards_passes_the_api_test_to_the_end():
    api_test(envs.turn_env("bonanza", 2, rewards="win"), num_cycles=2000)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_luckybox_tables_pass_the_parallel_api_test_and_seed_test(players):
    parallel_api_test(envs.parallel_env("luckybox", players), num_cycles=400)
    parallel_seed_test(lambda: envs.parallel_env("luckybox", players), num_cycles=400)


@pytest.mark.parametrize(
    "make, bad",
    [
        (lambda: envs.turn_env("bonanza", 5), "2 to 4 players, not 5"),
        (lambda: envs.parallel_env("luckybox", 1), "2 to 6 players, not 1"),
        (lambda: envs.turn_env("luckybox"), "Lucky Box: parallel_env"),
        (lambda: envs.make("chess"), "they play bonanza, magdagdon and luckybox"),
        (lambda: envs.make("magdagdon", difficulty="easy"), "peaceful"),
        (lambda: envs.make("bonanza", render_mode="human"), "render_mode is None or 'ansi'"),
        (lambda: envs.turn_env("bonanza", 2, rewards="money"), "rewards is one of score, win"),
    ],
)
def test_bad_options_are_refused_saying_what_is_allowed(make, bad):
    with pytest.raises(ValueError, match=bad):
        make()
