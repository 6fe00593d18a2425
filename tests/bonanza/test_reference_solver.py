"""The C reference solver of benchmarks/reference/ (written apart from the Python solver, for
the speed benchmark) agrees with the Python tables on the optimum of every rules variant."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ludoteca.bonanza.rules import Rules
from tests.budgets import budget

SOURCE = Path(__file__).parents[2] / "benchmarks" / "reference" / "bonanza_solve.c"


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    binary = tmp_path_factory.mktemp("reference") / "bonanza_solve"
    subprocess.run(["gcc", "-O2", "-fopenmp", str(SOURCE), "-o", str(binary), "-lm"], check=True, timeout=120)
    return binary


#: Every rule variant under ``make test``; the standard rules alone under ``make check``.
VARIANTS = budget([Rules(), Rules(extra_bonus=100, joker="free"), Rules(extra_bonus=0, joker="none")], [Rules()])


@pytest.mark.slow
@pytest.mark.parametrize("rules", VARIANTS, ids=str)
def test_the_reference_finds_the_same_optimum(reference, strategy_tables, rules):
    out = subprocess.run(
        [str(reference), str(rules.extra_bonus), rules.joker], capture_output=True, text=True, check=True, timeout=600
    ).stdout
    assert out.split()[0] == f"{strategy_tables[rules][0, 0, 0]:.6f}"
