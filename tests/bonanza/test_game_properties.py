"""Property tests: random play never breaks an invariant, illegal actions change nothing,
saves and replays give back the same game, and every action's notation reads back."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.bonanza.actions import (
    GiveUp,
    Hold,
    Keep,
    Record,
    Release,
    Roll,
    Scratch,
    Timeout,
    parse_action,
)
from ludoteca.bonanza.bots import make_bot
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import BOXES, UPPER, Rules
from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.rng import Rng
from tests.budgets import examples
from tests.contract import capped

RULES = st.sampled_from([Rules(), Rules(joker="free", extra_bonus=100), Rules(joker="none", extra_bonus=0)])
SEEDS = st.integers(0, 2**40)
PLAYERS = st.integers(1, 4)
FACES = st.integers(1, 6)
ACTIONS = st.one_of(
    st.just(Roll()),
    st.builds(Roll, st.lists(FACES, min_size=1, max_size=5).map(tuple)),
    st.builds(Hold, st.integers(0, 4)),
    st.builds(Release, st.integers(0, 4)),
    st.builds(Keep, st.lists(FACES, max_size=5).map(tuple)),
    st.builds(Record, st.sampled_from(BOXES)),
    st.builds(Scratch, st.sampled_from(BOXES)),
    st.builds(GiveUp, st.integers(0, 3)),
    st.just(Timeout()),
)
PROPERTY = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(game: Game) -> tuple:
    return game.to_json(), game.view(hints=False), repr(game), str(game), game._rng.to_json()


def check_invariants(game: Game) -> None:
    for sheet in game.sheets:
        assert len(sheet.boxes) <= len(BOXES) and set(sheet.boxes) <= set(BOXES)
        upper = sum(sheet.boxes.get(box, 0) for box in UPPER)
        assert sheet.total() == sum(sheet.boxes.values()) + (35 if upper >= 63 else 0) + sheet.bonus
        assert sheet.bonus == 0 or (game.rules.extra_bonus and sheet.bonus % game.rules.extra_bonus == 0)
    assert 0 <= game.rolls_left <= 2 and 0 <= game.rolls <= 3
    active = game.active_seats()
    if game.is_terminal():
        assert game.players == 1 or len(active) <= 1 or all(game.sheets[s].is_full() for s in active)
        assert game.legal_actions() == [] and game.outcome() is not None
    else:
        assert not game.gave_up[game.current] and not game.sheet.is_full()
        assert (game.dice is None) == (game.rolls == 0)
        assert game.rolls or not any(game.held)
        filled = [len(game.sheets[s].boxes) for s in active]
        assert max(filled) - min(filled) <= 1
    assert [r["place"] for r in game.ranking()] == sorted(r["place"] for r in game.ranking())
    json.dumps(game.view(hints=False))


def choose(draw_or_rng, legal: list) -> object:
    """A legal action, giving up only now and then so that games get long."""
    playing = [a for a in legal if not isinstance(a, GiveUp)]
    if isinstance(draw_or_rng, Rng):
        rng = draw_or_rng
        pool = legal if rng.below(60) == 0 else playing
        return pool[rng.below(len(pool))]
    pool = legal if draw_or_rng(st.integers(0, 40)) == 0 else playing
    return draw_or_rng(st.sampled_from(pool))


@PROPERTY
@given(st.data(), PLAYERS, SEEDS, RULES)
def test_random_legal_play_keeps_the_invariants(data, players, seed, rules):
    game = Game(players, seed, rules)
    for _ in range(120):
        if game.is_terminal():
            break
        game.apply(choose(data.draw, game.legal_actions()))
        check_invariants(game)


@pytest.mark.parametrize("seed", range(12))
def test_seeded_full_games_keep_the_invariants_and_replay(seed):
    rng = Rng(seed)
    game = Game(1 + seed % 4, seed, [Rules(), Rules(joker="free", extra_bonus=100)][seed % 2])
    bots = [make_bot(kind, game.rules, seed) for kind in ("optimal", "greedy", "random")]
    for _ in capped(game.is_terminal):
        legal = game.legal_actions()
        assert all(game.can_apply(a) for a in legal)
        assert all(game.can_apply(hint.action) for hint in game.hints())  # advice is always playable
        assert all(game.can_apply(bot.choose(game)) for bot in bots)
        game.apply(choose(rng, legal))
        check_invariants(game)
    again = Game.replay(game.rules, game.seed, game.seats, [str(a) for a in game.actions])
    assert snapshot(again) == snapshot(game)


@PROPERTY
@given(st.data(), PLAYERS, SEEDS, RULES)
def test_illegal_actions_leave_the_game_identical(data, players, seed, rules):
    game = Game(players, seed, rules)
    for _ in range(30):
        if game.is_terminal():
            break
        action = data.draw(ACTIONS)
        before = snapshot(game)
        legal = game.can_apply(action)
        assert snapshot(game) == before
        try:
            game.apply(action)
        except IllegalAction:
            assert not legal and snapshot(game) == before
        else:
            assert legal
        check_invariants(game)
        if not game.is_terminal():
            game.apply(choose(data.draw, game.legal_actions()))


@PROPERTY
@given(st.data(), PLAYERS, SEEDS, RULES)
def test_json_round_trip_and_replay_at_every_step(data, players, seed, rules):
    game = Game(players, seed, rules)
    for _ in range(40):
        saved = game.to_json()
        assert json.loads(json.dumps(saved)) == saved
        assert snapshot(Game.from_json(saved)) == snapshot(game)
        assert snapshot(Game.replay(rules, seed, game.seats, saved["actions"])) == snapshot(game)
        if game.is_terminal():
            break
        game.apply(choose(data.draw, game.legal_actions()))


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(2, 4), SEEDS, st.sampled_from([30, 45, 60, 90]))
def test_clocked_play_with_timeouts_replays(data, players, seed, seconds):
    clock = FakeClock()
    game = Game(players, seed, turn_seconds=seconds, clock=clock)
    for _ in range(40):
        game.tick()  # what the table's timer does when a deadline has passed
        if game.is_terminal():
            break
        action = choose(data.draw, game.legal_actions())  # the click is decided ...
        if data.draw(st.booleans()):  # ... and may arrive late
            clock.now += data.draw(st.sampled_from([1, seconds // 2, seconds, 3 * seconds]))
        late = game.deadline_in() == 0
        assert late == (game.legal_actions() == [GiveUp(s) for s in game.active_seats()])
        records = sum(len(s.boxes) for s in game.sheets)
        try:
            game.apply(action)
        except IllegalAction as error:
            assert late and error.code == "too_late"
            assert sum(len(s.boxes) for s in game.sheets) == records  # refused: nothing moved
            assert game.tick()  # the driver lets time pass: the timeout records, once
            assert sum(len(s.boxes) for s in game.sheets) == records + 1 and not game.tick()
        else:
            assert not late or isinstance(action, GiveUp)
        check_invariants(game)
    again = Game.from_json(game.to_json(), clock=clock)
    assert again.to_json() == game.to_json()
    assert [s.to_json() for s in again.sheets] == [s.to_json() for s in game.sheets]


# -- notation ------------------------------------------------------------------------
@given(ACTIONS)
def test_every_action_reads_back_from_its_notation_and_json(action):
    assert parse_action(str(action)) == action
    assert parse_action(action.to_json()) == action
    assert parse_action(json.loads(json.dumps(action.to_json()))) == action


@given(st.text(max_size=200))
def test_any_text_is_an_action_or_a_malformed_action(text):
    try:
        action = parse_action(text)
    except MalformedAction as error:
        assert error.message
    else:
        assert parse_action(str(action)) == action


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@given(
    st.dictionaries(
        st.sampled_from(["type", "die", "dice", "values", "box", "seat", "x"]),
        JSON | st.sampled_from(["roll", "hold", "keep", "record", "give_up", "chance"]),
        max_size=4,
    )
)
def test_any_dict_is_an_action_or_a_malformed_action(data):
    try:
        action = parse_action(data)
    except MalformedAction as error:
        assert error.message
    else:
        assert parse_action(action.to_json()) == action


@given(JSON)
def test_any_json_value_is_an_action_or_a_malformed_action(value):
    with contextlib.suppress(MalformedAction):
        parse_action(value)
