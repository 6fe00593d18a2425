from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ludoteca.core.rng import Rng


@given(seed=st.integers(min_value=0, max_value=2**64 - 1), before=st.integers(min_value=0, max_value=50))
def test_json_round_trip_resumes_the_same_stream(seed, before):
    rng = Rng(seed)
    rng.roll(before)
    saved = json.loads(json.dumps(rng.to_json()))
    assert Rng.from_json(saved).roll(20) == rng.roll(20)


def test_same_seed_same_dice_and_different_seed_different_dice():
    assert Rng(42).roll(30) == Rng(42).roll(30)
    assert Rng(42).roll(30) != Rng(43).roll(30)


def test_dice_are_in_range_and_roughly_uniform():
    rolls = Rng(1).roll(60_000)
    counts = [rolls.count(face) for face in range(1, 7)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    # each face expects 10,000 with sd ~91; 5 sd is a generous bound that still catches a bias
    assert all(abs(c - 10_000) < 460 for c in counts), counts


def test_shuffle_is_a_permutation_and_seeded():
    items = list(range(20))
    shuffled = Rng(5).shuffle(items)
    assert sorted(shuffled) == items and shuffled != items
    assert Rng(5).shuffle(items) == shuffled
    assert items == list(range(20))  # the input is not touched


def test_bad_arguments_are_refused():
    with pytest.raises(TypeError):
        Rng("7")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Rng(1).below(0)
