"""``python -m ludoteca.bonanza.prepare``: checks the shipped table (Binder's postBuild), or
solves another rules variant into the cache ahead of time."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

from ludoteca.bonanza.rules import Rules
from ludoteca.bonanza.solver import cache_path, load_table, shipped_path


def prepare(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ludoteca.bonanza.prepare", *args], capture_output=True, text=True, timeout=600
    )


def test_prepare_reads_the_shipped_table_and_solves_nothing(ludoteca_home):
    done = prepare()
    assert done.returncode == 0, done.stderr
    assert "strategy table ready in 0." in done.stdout and str(shipped_path(Rules())) in done.stdout
    assert not cache_path(Rules()).exists() and "state/s" not in done.stderr  # no progress bar: no solve


def test_prepare_solves_a_variant_into_the_cache(ludoteca_home, strategy_tables):
    rules = Rules(extra_bonus=0, joker="none")
    done = prepare("--joker", "none", "--extra-bonus", "0")
    assert done.returncode == 0, done.stderr
    assert str(cache_path(rules)) in done.stdout and cache_path(rules).exists()
    assert np.array_equal(load_table(rules, progress=False), strategy_tables[rules], equal_nan=True)


def test_prepare_refuses_impossible_rules_saying_what_is_allowed(ludoteca_home):
    done = prepare("--extra-bonus", "-5")
    assert done.returncode == 2 and "extra_bonus must be a whole number >= 0" in done.stderr
    done = prepare("--joker", "wild")
    assert done.returncode == 2 and "choose from 'forced', 'free', 'none'" in done.stderr


def test_the_parallel_solve_gives_the_same_table(tmp_path, strategy_tables):
    # In a process of its own, as prepare runs it: forking is for plain processes. Compared with
    # the one-process solve of the test run (conftest.py's strategy_tables).
    out = tmp_path / "parallel.npy"
    code = (
        "import numpy, sys; from ludoteca.bonanza._tables import solve; from ludoteca.bonanza.rules import Rules; "
        "numpy.save(sys.argv[1], solve(Rules(), progress=False, workers=2))"
    )
    subprocess.run([sys.executable, "-c", code, str(out)], check=True, timeout=600)
    assert np.array_equal(np.load(out), strategy_tables[Rules()], equal_nan=True)
