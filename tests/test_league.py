"""The league: every pairing plays, the same results on any executor, ratings with their
uncertainty, a table and a plot."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import matplotlib
import pytest

from ludoteca import envs
from ludoteca.league import league

matplotlib.use("Agg")

ENTRANTS = ["greedy", "random", ("masked random", envs.bot_factory(envs.RandomPolicy))]


def _played(executor=None):
    table = league("bonanza", ENTRANTS, games=3, seats=2, seed=5, executor=executor)
    return table.results, table.rows()


def test_a_league_gives_the_same_results_here_on_threads_and_on_processes():
    here = _played()
    with ThreadPoolExecutor(2) as threads:
        assert _played(threads) == here
    with ProcessPoolExecutor(2) as processes:
        assert _played(processes) == here


def test_a_league_on_a_dask_cluster_gives_the_same_results():
    import distributed

    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert _played(client.get_executor()) == _played()


def test_every_pair_plays_each_seat_in_turn_and_the_table_adds_up():
    results, rows = _played()
    assert len(results) == 3 * 3  # three pairs, three games each
    assert [r["seed"] for r in results] == list(range(5, 14))
    pairs = [tuple(sorted(r["names"])) for r in results]
    assert sorted(set(pairs)) == [("greedy", "masked random"), ("greedy", "random"), ("masked random", "random")]
    assert [r["names"] for r in results[:2]] == [["greedy", "random"], ["random", "greedy"]]
    assert {row["name"]: row["games"] for row in rows} == {"greedy": 6, "random": 6, "masked random": 6}
    assert sum(row["wins"] for row in rows) >= 9  # one first place a game at least (ties share it)
    assert rows[0]["name"] == "greedy" and rows[0]["rank"] == 1
    assert all(row["uncertainty"] > 0 and row["conservative"] < row["rating"] for row in rows)


def test_a_solo_league_ranks_everyone_on_the_same_deals():
    table = league("magdagdon", ["greedy", "random"], games=3, seats=1, seed=2, difficulty="nightmare")
    assert [r["seed"] for r in table.results] == [2, 3, 4]
    for r in table.results:
        best = max(r["scores"])
        assert [p == 1 for p in r["places"]] == [s == best for s in r["scores"]]
    assert {row["games"] for row in table.rows()} == {3}


def test_the_table_prints_and_plots():
    table = league("luckybox", ["greedy", "random"], games=2, seats=2, progress=True)
    assert "greedy" in str(table) and "rating" in str(table)
    ax = table.plot()
    assert [label.get_text() for label in ax.get_yticklabels()] == [r["name"] for r in table.rows()][::-1]


@pytest.mark.parametrize(
    "entrants, options, error",
    [
        (["greedy", "genius"], {}, "the bots are: optimal, greedy, random"),
        (["greedy"], {}, "two or more entrants"),
        (["greedy", "greedy"], {}, "each with its own name"),
        (["greedy", 3], {}, "a bot kind or a \\(name, factory\\) pair"),
        (["greedy", "random"], {"seats": 3}, "at least 3 entrants, not 2"),
        (["greedy", "random"], {"games": 0}, "games is a whole number >= 1"),
    ],
)
def test_bad_leagues_are_refused_saying_what_is_allowed(entrants, options, error):
    with pytest.raises((ValueError, TypeError), match=error):
        league("bonanza", entrants, **options)
