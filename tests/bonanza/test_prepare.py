"""``python -m ludoteca.bonanza.prepare`` (Binder's postBuild, make play) leaves the strategy
table in the cache, so the first hint reads it instead of solving."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

from ludoteca.bonanza.advisor import cache_path, load_table
from ludoteca.bonanza.rules import Rules


def test_prepare_puts_the_table_in_the_cache(ludoteca_home, strategy_tables):
    assert not cache_path(Rules()).exists()
    done = subprocess.run(
        [sys.executable, "-m", "ludoteca.bonanza.prepare"], capture_output=True, text=True, timeout=600, check=True
    )
    assert "strategy table ready" in done.stdout and cache_path(Rules()).exists()
    assert np.array_equal(load_table(Rules(), progress=False), strategy_tables[Rules()], equal_nan=True)
    again = subprocess.run(
        [sys.executable, "-m", "ludoteca.bonanza.prepare"], capture_output=True, text=True, timeout=600, check=True
    )
    assert "strategy table ready" in again.stdout


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
