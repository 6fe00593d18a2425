"""simulate() on any executor: the same scores here, on threads, on processes and on Dask."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial

import numpy as np
import pytest

from ludoteca.bonanza import bots as bonanza_bots
from ludoteca.bonanza.game import Game as BonanzaGame
from ludoteca.core.bots import bot_seed, simulate
from ludoteca.luckybox import bots as luckybox_bots
from ludoteca.luckybox.rules import Rules
from ludoteca.magdagdon import bots as magdagdon_bots


def test_each_game_depends_on_its_own_seed_alone() -> None:
    # Bots that carried their random stream from game to game would give game 7 another
    # result when it is played after games 0-6 than when it is played alone.
    together = bonanza_bots.simulate("random", 10, seed=0)
    alone = [bonanza_bots.simulate("random", 1, seed=s)[0] for s in (3, 7, 9)]
    assert [together[3], together[7], together[9]] == alone


def test_chunk_size_changes_nothing() -> None:
    expected = luckybox_bots.simulate(["random", "greedy"], 7, seed=4)
    assert expected.shape == (7, 2)
    for chunk in (1, 3, 100):
        new_game = partial(luckybox_bots._new_game, ("A", "B"), Rules())
        got = simulate(new_game, ["random", "greedy"], 7, seed=4, chunk=chunk)
        assert np.array_equal(got, expected), chunk


def test_threads_and_processes_give_the_scores_played_here() -> None:
    here = magdagdon_bots.simulate("random", 12, difficulty="nightmare", seed=30)
    with ThreadPoolExecutor(2) as threads:
        on_threads = magdagdon_bots.simulate("random", 12, difficulty="nightmare", seed=30, executor=threads)
    with ProcessPoolExecutor(2) as processes:
        on_processes = magdagdon_bots.simulate("random", 12, difficulty="nightmare", seed=30, executor=processes)
    assert np.array_equal(here, on_threads) and np.array_equal(here, on_processes)
    assert len(set(here.tolist())) > 1  # twelve different games, not one game twelve times


def test_a_lambda_cannot_go_to_a_process_pool() -> None:
    with ProcessPoolExecutor(1) as processes, pytest.raises(TypeError, match="new_game cannot travel"):
        simulate(lambda s: BonanzaGame(1, seed=s), ["greedy"], 2, executor=processes)


def test_progress_bar_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    with ThreadPoolExecutor(2) as threads:
        scores = bonanza_bots.simulate("random", 9, progress=True, executor=threads)
    assert len(scores) == 9
    assert "9/9" in capsys.readouterr().err


def test_bad_chunk_and_game_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="chunk is a number of games >= 1"):
        simulate(lambda s: BonanzaGame(1, seed=s), ["greedy"], 2, chunk=0)
    with pytest.raises(ValueError, match="games must be a whole number"):
        simulate(lambda s: BonanzaGame(1, seed=s), ["greedy"], -2)
    with pytest.raises(ValueError, match="difficulty"):
        magdagdon_bots.simulate("random", 2, difficulty="easy")


def test_bot_seeds_differ_by_seat_and_game() -> None:
    seeds = {bot_seed(game, seat) for game in range(50) for seat in range(6)}
    assert len(seeds) == 300


@pytest.mark.timeout(120)
def test_a_tournament_on_a_local_dask_cluster() -> None:
    import distributed  # a test dependency (pyproject.toml), so the test never skips

    kinds = ["greedy", "random", "greedy"]
    here = luckybox_bots.simulate(kinds, 6, seed=11)
    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = luckybox_bots.simulate(kinds, 6, seed=11, executor=client.get_executor())
        # a Dask client pickles a lambda too, so any game factory runs there
        bonanza = simulate(lambda s: BonanzaGame(1, seed=s), ["random"], 5, seed=2, executor=client.get_executor())
    assert np.array_equal(on_dask, here)
    assert np.array_equal(bonanza, bonanza_bots.simulate("random", 5, seed=2))


def test_one_simulate_serves_every_game_by_name_as_each_games_own_does() -> None:
    assert simulate("bonanza", ["greedy"], 3, seed=4).tolist() == bonanza_bots.simulate("greedy", 3, seed=4).tolist()
    by_name = simulate("magdagdon", ["greedy"], 3, seed=4, difficulty="nightmare")
    assert by_name.tolist() == magdagdon_bots.simulate("greedy", 3, seed=4, difficulty="nightmare").tolist()
    by_name = simulate("luckybox", ["greedy", "random"], 2, seed=4)
    assert by_name.tolist() == luckybox_bots.simulate(["greedy", "random"], 2, seed=4).tolist()
    with ProcessPoolExecutor(2) as pool:
        assert simulate("luckybox", ["greedy", "random"], 2, seed=4, executor=pool).tolist() == by_name.tolist()


def test_game_options_go_with_a_name_and_an_unknown_name_is_refused() -> None:
    with pytest.raises(TypeError, match="go with a game's name"):
        simulate(lambda seed: BonanzaGame(["Robo"], seed=seed), ["greedy"], 1, difficulty="survival")
    with pytest.raises(ValueError, match="bonanza"):
        simulate("chess", ["greedy"], 1)
