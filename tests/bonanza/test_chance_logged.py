"""Chance goes into the log: a roll left to chance is logged with its dice (``rolled 3 1 4 1 5``),
a timeout with the dice the clock rolled, so a log replays into the same game whatever the
seed; logs written before (bare ``roll``, ``timeout record <box>``) still replay as they did."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.bonanza.actions import GiveUp, Roll, Timeout, parse_action
from ludoteca.bonanza.game import Game
from ludoteca.core.errors import IllegalAction, MalformedAction
from tests.budgets import examples

PROPERTY = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
FACES = st.integers(1, 6)


class Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


def played(seed: int, players: int, turns: int) -> Game:
    """A seeded random game of ``turns`` decisions; with a clock that runs out now and then."""
    clock = Clock()
    game = Game(players, seed=seed, turn_seconds=30 if players > 1 else None, clock=clock)
    chooser = random.Random(seed)
    for _ in range(turns):
        if game.is_terminal():
            break
        if players > 1 and chooser.random() < 0.1:
            clock.now += 31
            assert game.tick()
            continue
        game.apply(chooser.choice([a for a in game.legal_actions() if not isinstance(a, GiveUp)]))
    return game


def state(game: Game) -> tuple:
    data = {k: v for k, v in game.to_json().items() if k != "seed"}
    return data, game.view(hints=False), [s.to_json() for s in game.sheets], str(game)


@PROPERTY
@given(st.integers(0, 2**40), st.integers(0, 2**40), st.integers(1, 3), st.integers(0, 90))
def test_a_log_replays_into_the_same_game_with_any_seed(seed, other, players, turns):
    game = played(seed, players, turns)
    log = [str(action) for action in game.actions]
    assert "roll" not in log and "timeout" not in log  # nothing is left to chance in the log
    assert all(action.drawn and action.dice for action in game.actions if isinstance(action, Roll))
    options = {"turn_seconds": game.turn_seconds, "clock": game.clock.now}
    again = Game.replay(game.rules, other, game.seats, log, **options)
    assert state(again) == state(game)
    same = Game.replay(game.rules, seed, game.seats, log, **options)
    assert same._rng == game._rng  # the generator has moved on as far: the next rolls agree too
    if not game.is_terminal() and game.can_roll():
        game.roll()
        same.roll()
        assert game.dice == same.dice


@PROPERTY
@given(st.integers(0, 2**40), st.integers(2, 3), st.integers(0, 90))
def test_a_log_written_before_chance_was_logged_replays_the_same(seed, players, turns):
    game = played(seed, players, turns)
    old = ["roll" if isinstance(a, Roll) and a.drawn else a for a in game.actions]
    old = [Timeout(a.box) if isinstance(a, Timeout) else a for a in old]
    again = Game.replay(game.rules, seed, game.seats, [str(a) for a in old], turn_seconds=30, clock=game.clock.now)
    assert again.to_json() == game.to_json() and state(again) == state(game) and again._rng == game._rng


@PROPERTY
@given(st.lists(FACES, min_size=1, max_size=5).map(tuple), st.booleans())
def test_a_drawn_roll_reads_back_from_its_notation_and_json(dice, drawn):
    roll = Roll(dice, drawn=drawn)
    assert parse_action(str(roll)) == roll and parse_action(json.loads(json.dumps(roll.to_json()))) == roll
    assert str(roll).startswith("rolled " if drawn else "roll ")


@PROPERTY
@given(st.lists(FACES, min_size=5, max_size=5).map(tuple), st.sampled_from(["chance", "full_house", None]))
def test_a_timeout_with_its_dice_reads_back(dice, box):
    timeout = Timeout(box, dice)
    assert parse_action(str(timeout)) == timeout and parse_action(timeout.to_json()) == timeout


@pytest.mark.parametrize(
    "bad",
    [
        "rolled",
        {"type": "roll", "drawn": True},
        {"type": "roll", "dice": [1, 2], "drawn": "yes"},
        "timeout roll 1 2 3 record chance",
        "timeout roll 1 2 3 4 5 keep chance",
        {"type": "timeout", "dice": [1, 2, 3, 4, 5, 6]},
    ],
)
def test_bad_chance_is_refused_with_a_reason(bad):
    with pytest.raises(MalformedAction) as error:
        parse_action(bad)
    assert error.value.message


def test_a_timeout_naming_dice_after_the_roll_is_refused_and_changes_nothing():
    clock = Clock()
    game = Game(2, seed=3, turn_seconds=30, clock=clock)
    game.roll([1, 2, 3, 4, 5])
    clock.now += 31
    before = game.to_json(), game.view()
    with pytest.raises(IllegalAction) as error:
        game.apply(Timeout("chance", (6, 6, 6, 6, 6)))
    assert error.value.code == "timeout_after_roll" and (game.to_json(), game.view()) == before
