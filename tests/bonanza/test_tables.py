"""How the solver cuts a level's states into jobs, and that the table does not depend on it."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import Rules


def groups_of(runs: list[list[int]]) -> list[tuple[int, np.ndarray, np.ndarray, np.ndarray]]:
    """Made-up groups: group g holds masks g * 100 + 0, 1, ..., each for as many states as its run says."""
    groups = []
    for g, lengths in enumerate(runs):
        mask = np.repeat(100 * g + np.arange(len(lengths)), lengths)
        groups.append((g, mask, np.arange(len(mask)), np.zeros(len(mask), dtype=int)))
    return groups


@given(st.lists(st.lists(st.integers(1, 20), min_size=1, max_size=6), max_size=10), st.integers(1, 50))
def test_jobs_take_every_state_once_in_order_and_never_split_a_mask(runs, batch):
    groups = groups_of(runs)
    jobs = T._jobs(groups, batch)
    taken = [(upper, int(m), int(t)) for job in jobs for upper, mask, total, _ in job for m, t in zip(mask, total)]
    assert taken == [(upper, int(m), int(t)) for upper, mask, total, _ in groups for m, t in zip(mask, total)]
    masks = [[int(m) for _, mask, _, _ in job for m in np.unique(mask)] for job in jobs]
    assert sum(map(len, masks)) == len({m for job in masks for m in job})  # each mask in one job only
    sizes = [sum(len(mask) for _, mask, _, _ in job) for job in jobs]
    for size, job_masks in zip(sizes, masks):
        assert size <= batch or len(job_masks) == 1  # a mask larger than a job has a job of its own
    for size, later in zip(sizes, jobs[1:]):  # a job is full: the next one's first mask did not fit
        assert size + int(np.sum(later[0][1] == later[0][1][0])) > batch


def test_the_table_is_the_same_whatever_the_batch(strategy_tables):
    rules = Rules(extra_bonus=0, joker="none")
    # 97 states a job: most jobs mix several groups, and split some, unlike the default 1024.
    assert np.array_equal(T.solve(rules, progress=False, batch=97), strategy_tables[rules], equal_nan=True)


def test_a_failing_helper_process_is_reported_not_waited_for():
    # In a process of its own (forking is for plain processes): a helper fails on its first job.
    code = """
import os
from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import Rules
parent, real = os.getpid(), T._solve_job
def solve_job(rules, values, job):
    if os.getpid() != parent:
        raise ValueError("this helper fails")
    return real(rules, values, job)
T._solve_job = solve_job
try:
    T.solve(Rules(extra_bonus=0, joker="none"), progress=False, workers=2)
except RuntimeError as err:
    print(err)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert done.stdout.strip() == "a helper process of the Bonanza solver failed or took too long on a level"
    assert "ValueError: this helper fails" in done.stderr
