"""Chance goes into the log: a roll or a reroll left to chance is logged with its dice
(``rolled 3 4 1 6``, ``rerolled 2 5 to 1 6``), so a log replays into the same game whatever
the seed; logs written before (bare ``roll`` and ``reroll 2 5``) still replay as they did."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import MalformedAction
from ludoteca.magdagdon.actions import Reroll, Roll, parse_action
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import DIFFICULTIES
from tests.budgets import examples

PROPERTY = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
FACES = st.integers(1, 6)


def played(difficulty: str, seed: int, turns: int) -> Game:
    """A seeded random game of ``turns`` actions, powers (rerolls among them) drawn often."""
    game, chooser = Game(difficulty=difficulty, seed=seed), random.Random(seed)
    for _ in range(turns):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        rerolls = [a for a in legal if isinstance(a, Reroll)]
        game.apply(chooser.choice(rerolls if rerolls and chooser.random() < 0.3 else legal))
    return game


def state(game: Game) -> tuple:
    data = {k: v for k, v in game.to_json().items() if k != "seed"}
    return data, game.view(), str(game.board), game.dice, game.staged, game.powers_used


@PROPERTY
@given(st.sampled_from(DIFFICULTIES), st.integers(0, 2**40), st.integers(0, 2**40), st.integers(0, 80))
def test_a_log_replays_into_the_same_game_with_any_seed(difficulty, seed, other, turns):
    game = played(difficulty, seed, turns)
    log = [str(action) for action in game.actions]
    assert "roll" not in log and not any(a.startswith("reroll ") and " to " not in a for a in log)
    again = Game.replay(game.rules, other, game.seats, log)
    assert state(again) == state(game)
    same = Game.replay(game.rules, seed, game.seats, log)
    assert same._rng == game._rng  # the generator has moved on as far: the next rolls agree too


@PROPERTY
@given(st.sampled_from(DIFFICULTIES), st.integers(0, 2**40), st.integers(0, 80))
def test_a_log_written_before_chance_was_logged_replays_the_same(difficulty, seed, turns):
    game = played(difficulty, seed, turns)
    old = [Roll() if isinstance(a, Roll) else a for a in game.actions]
    old = [Reroll(a.values) if isinstance(a, Reroll) else a for a in old]
    again = Game.replay(game.rules, seed, game.seats, [str(a) for a in old])
    assert again.to_json() == game.to_json() and state(again) == state(game) and again._rng == game._rng


@PROPERTY
@given(st.lists(st.tuples(FACES, FACES), min_size=1, max_size=4), st.booleans())
def test_a_drawn_reroll_reads_back_and_keeps_each_result_with_its_die(pairs, drawn):
    values, results = zip(*pairs)
    reroll = Reroll(values, results, drawn=drawn)
    assert parse_action(str(reroll)) == reroll and parse_action(json.loads(json.dumps(reroll.to_json()))) == reroll
    assert sorted(zip(reroll.values, reroll.results or ())) == sorted(pairs)
    roll = Roll(tuple(v for v, _ in (pairs * 4)[:4]), drawn=drawn)
    assert parse_action(str(roll)) == roll and parse_action(roll.to_json()) == roll


@pytest.mark.parametrize(
    "bad",
    ["rolled", "rerolled 2 5", {"type": "roll", "drawn": True}, {"type": "reroll", "values": [2], "drawn": 1}],
)
def test_bad_chance_is_refused_with_a_reason(bad):
    with pytest.raises(MalformedAction) as error:
        parse_action(bad)
    assert error.value.message
