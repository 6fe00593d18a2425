"""How the solver cuts a level's states into jobs, and that the table does not depend on it."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import BOXES, Rules


@given(st.integers(0, 30), st.lists(st.integers(1, 20), min_size=1, max_size=40), st.integers(1, 50))
def test_jobs_take_whole_masks_and_are_full(start, lengths, batch):
    ends = (start + np.cumsum(lengths)).tolist()  # where each made-up mask's states end
    cuts = T._cuts(start, ends, batch)
    assert cuts[0] == start and cuts[-1] == ends[-1] and cuts == sorted(set(cuts))
    assert set(cuts[1:]) <= set(ends)  # a mask is never split
    for lo, hi, after in zip(cuts, cuts[1:], [*cuts[2:], None]):
        masks = ends.index(hi) - (ends.index(lo) if lo in ends else -1)
        assert hi - lo <= batch or masks == 1  # a mask larger than a job has a job of its own
        if after is not None:  # a job is full: the next one's first mask did not fit
            assert hi - lo + ends[ends.index(hi) + 1] - hi > batch


@pytest.mark.parametrize("rules", [Rules(), Rules(extra_bonus=0, joker="none")])
def test_levels_take_every_state_once_in_order(rules):
    levels = T._levels(rules, 700, 2)
    pieces = [piece for jobs in levels for job in jobs for piece in job]
    for got, want in zip(zip(*(piece[1:] for piece in pieces)), T._states(rules)):
        assert np.array_equal(np.concatenate(got), want)
    assert all((mask & T.UPPER_MASK == upper).all() for upper, mask, _, _ in pieces)
    masks = [np.unique(np.concatenate([mask for _, mask, _, _ in job])) for jobs in levels for job in jobs]
    assert sum(map(len, masks)) == len(np.unique(np.concatenate(masks)))  # each mask in one job only
    level_masks = [np.concatenate([mask for job in jobs for _, mask, _, _ in job]) for jobs in levels]
    filled = [{bin(int(m)).count("1") for m in masks} for masks in level_masks]
    assert filled == [{level} for level in range(len(BOXES) - 1, -1, -1)]  # a level each, last first
    for jobs, masks in zip(levels, level_masks):  # jobs of about one size, at most 700 states
        size = T._even_batch(len(masks), 700, 2)
        for job in jobs:
            job_masks = np.concatenate([mask for _, mask, _, _ in job])
            assert len(job_masks) <= size or len(np.unique(job_masks)) == 1


def test_the_table_is_the_same_whatever_the_batch(strategy_tables):
    rules = Rules(extra_bonus=0, joker="none")
    # 97 states a job: most jobs mix several groups, and split some, unlike the default 512.
    assert np.array_equal(T.solve(rules, progress=False, batch=97), strategy_tables[rules], equal_nan=True)


def test_a_failing_helper_process_is_reported_not_waited_for():
    # In a process of its own (forking is for plain processes): a helper fails on its first job.
    code = """
import os
from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import BOXES, Rules
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


def test_a_helper_killed_by_a_signal_is_reported_not_waited_for():
    # The helper dies without a word: the end of its pipe says so (no wait for the level's timeout).
    code = """
import os, signal
from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import Rules
parent, real = os.getpid(), T._solve_job
def solve_job(rules, values, job):
    if os.getpid() != parent:
        os.kill(os.getpid(), signal.SIGKILL)
    return real(rules, values, job)
T._solve_job = solve_job
try:
    T.solve(Rules(extra_bonus=0, joker="none"), progress=False, workers=2)
except RuntimeError as err:
    print(err)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.stdout.strip() == "a helper process of the Bonanza solver failed or took too long on a level"
