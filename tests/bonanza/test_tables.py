"""How the solver cuts a level's states into jobs, and that the table does not depend on it."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import Rules


def groups_of(sizes: list[int]) -> list[tuple[int, np.ndarray, np.ndarray, np.ndarray]]:
    """Made-up groups: the states of group g are numbered g * 1000 + 0, 1, ..."""
    return [(g, np.arange(n) + 1000 * g, np.zeros(n, dtype=int), np.zeros(n, dtype=int)) for g, n in enumerate(sizes)]


@given(st.lists(st.integers(1, 60), max_size=12), st.integers(1, 50))
def test_jobs_take_every_state_once_in_order_and_fill_up(sizes, batch):
    jobs = T._jobs(groups_of(sizes), batch)
    taken = [(upper, int(m)) for job in jobs for upper, mask, _, _ in job for m in mask]
    assert taken == [(upper, int(m)) for upper, mask, _, _ in groups_of(sizes) for m in mask]
    lengths = [sum(len(mask) for _, mask, _, _ in job) for job in jobs]
    assert all(length == batch for length in lengths[:-1]) and all(0 < length <= batch for length in lengths)


def test_the_table_is_the_same_whatever_the_batch(strategy_tables):
    rules = Rules(extra_bonus=0, joker="none")
    # 97 states a job: most jobs mix several groups, and split some, unlike the default 1024.
    assert np.array_equal(T.solve(rules, progress=False, batch=97), strategy_tables[rules], equal_nan=True)
