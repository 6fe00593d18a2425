"""The standard rules' strategy table that ships in the package: exactly a fresh solve's, read
with no solve and no cache file, and its compact form (:mod:`ludoteca.bonanza.compact`)."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza import compact, solver
from ludoteca.bonanza.prepare import ship
from ludoteca.bonanza.rules import Rules, Sheet
from ludoteca.bonanza.solver import SOLVER_VERSION, Advisor, cache_path, load_table, shipped_path

FORCED, FREE, NONE = Rules(), Rules(extra_bonus=100, joker="free"), Rules(extra_bonus=0, joker="none")


def no_solver(monkeypatch):
    def refuse(rules, **_):
        raise AssertionError(f"solved {rules}")

    monkeypatch.setattr(solver, "solve", refuse)


def test_the_shipped_table_is_a_fresh_solve_of_the_current_rules_code(strategy_tables):
    # Fails when a change to the rules or the solver leaves the shipped file stale: rebuild it
    # with `python -m ludoteca.bonanza.prepare --ship`.
    path = shipped_path(FORCED)
    assert path is not None and path.is_file()
    with np.load(path) as data:
        meta = json.loads(str(data["meta"]))
        assert set(data) == {"planes", "meta"}  # the compact form, not the whole table
    assert meta["solver_version"] == SOLVER_VERSION and meta["rules"] == FORCED.to_json()
    shipped = load_table(FORCED, progress=False)
    assert np.array_equal(shipped, strategy_tables[FORCED], equal_nan=True)


def test_only_the_standard_rules_ship():
    assert shipped_path(FREE) is None and shipped_path(NONE) is None
    assert shipped_path(Rules(extra_bonus=51)) is None


def test_a_fresh_home_gets_its_first_hint_without_solving_or_writing(ludoteca_home, monkeypatch):
    no_solver(monkeypatch)
    advisor = Advisor(FORCED, progress=False)  # not the shared one: its table is not loaded yet
    best = advisor.best(Sheet(), [1, 2, 3, 3, 6], 2)
    assert best.kind == "keep" and best.expected == pytest.approx(250.0, abs=5)
    assert not cache_path(FORCED).exists() and not any(ludoteca_home.rglob("*.npz"))


@pytest.mark.parametrize("rules", [FORCED, FREE, NONE])
def test_packing_keeps_every_value_exactly(strategy_tables, rules):
    table = strategy_tables[rules]
    planes = compact.pack(table, rules)
    assert planes.dtype == np.uint8 and planes.shape == (8, int(compact.representatives(rules).sum()))
    assert np.array_equal(compact.unpack(planes, rules), table, equal_nan=True)
    assert planes.nbytes < table.nbytes / 2  # the repeated totals and the unreachable states are left out


def test_unpacking_planes_of_the_wrong_shape_says_what_was_expected(strategy_tables):
    planes = compact.pack(strategy_tables[NONE], NONE)
    wanted = int(compact.representatives(FORCED).sum())
    with pytest.raises(ValueError, match=rf"expected byte planes of shape \(8, {wanted}\)"):
        compact.unpack(planes, FORCED)  # NONE keeps one flag, FORCED two


def test_ship_writes_a_file_that_reads_back_as_the_solve(tmp_path, monkeypatch, strategy_tables):
    target = tmp_path / "strategy" / "shipped.npz"
    monkeypatch.setattr("ludoteca.bonanza.prepare.shipped_path", lambda rules: target)
    monkeypatch.setattr("ludoteca.bonanza.prepare.solve", lambda rules, **_: strategy_tables[rules].copy())
    (line,) = ship(workers=1)
    assert line.startswith(str(target)) and "MiB" in line
    assert np.array_equal(solver._read(target, FORCED), strategy_tables[FORCED], equal_nan=True)


def test_a_damaged_shipped_file_is_reported_and_the_solver_stands_in(ludoteca_home, tmp_path, monkeypatch):
    damaged = tmp_path / "shipped.npz"
    original = shipped_path(FORCED)
    assert original is not None
    shutil.copy(original, damaged)
    with np.load(damaged) as data:
        planes, meta = data["planes"].copy(), data["meta"]
    planes[:, 0] ^= 1  # one value changed after the checksum was taken
    with open(damaged, "wb") as fh:
        np.savez_compressed(fh, planes=planes, meta=meta)
    monkeypatch.setattr(solver, "shipped_path", lambda rules: damaged)
    solved = []
    monkeypatch.setattr(solver, "solve", lambda rules, **_: solved.append(rules) or np.zeros(T.SHAPE))
    with pytest.warns(RuntimeWarning, match="shipped with ludoteca: .*checksum"):
        values = load_table(FORCED, progress=False)
    assert solved == [FORCED] and not values.any() and cache_path(FORCED).exists()
    assert damaged.read_bytes() != original.read_bytes()  # left where it was, never renamed
