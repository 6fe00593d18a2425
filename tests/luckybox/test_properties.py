"""Random legal play never breaks an invariant; saves and replays rebuild every position."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox import Bonus, Cross, Game, Pass, Rules, parse_action
from tests.budgets import examples
from tests.contract import capped

from .helpers import snapshot

SETTINGS = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def crossed(game: Game) -> int:
    return sum(bin(g.crossed).count("1") for h in game.hands for g in h.grids)


def check_invariants(game: Game, total_lightning: int, total_moons: int) -> None:
    assert sum(h.lightning for h in game.hands) + game.supply["lightning"] == total_lightning
    assert sum(h.moons for h in game.hands) + game.supply["moon"] == total_moons
    assert game.supply["lightning"] >= 0 and game.supply["moon"] >= 0
    for row in game.final_scores():
        assert all(0 <= s <= 9 for s in row["stars"])
        assert row["total"] == (
            sum(row["grids"])
            + sum(row["stars"])
            + row["moon_points"]
            + row["incomplete_points"]
            + row["lightning_points"]
        )


@pytest.mark.slow
@SETTINGS
@given(seed=st.integers(0, 10**6), players=st.integers(1, 6), arena=st.booleans(), data=st.data())
def test_random_legal_play_keeps_every_invariant(seed, players, arena, data):
    game = Game(players, seed=seed, rules=Rules("arena" if arena else "classic"))
    total_lightning = game.supply["lightning"] + sum(h.lightning for h in game.hands)
    total_moons = game.supply["moon"]
    for _ in capped(game.is_terminal):
        legal = game.legal_actions()
        assert legal and legal == sorted(legal, key=lambda a: a.seat)  # seat order
        action = data.draw(st.sampled_from(legal)) if len(legal) < 50 else legal[seed % len(legal)]
        before = crossed(game)
        removed = sum(bin(g.crossed).count("1") for h in game.hands for g in h.grids if g.complete)
        game.apply(action)
        gained = isinstance(action, Cross) or (isinstance(action, Bonus) and action.target is not None)
        if game.round == 1 or crossed(game) >= before:  # completed grids leave at a round's end
            assert crossed(game) in (before + gained, before + gained - removed)
        check_invariants(game, total_lightning, total_moons)
    assert game.outcome() is not None


@SETTINGS
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_saves_and_replays_rebuild_the_position(seed, steps):
    game = Game(2, seed=seed)
    for i in range(steps):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        game.apply(legal[(seed + i) % len(legal)])
    for copy in (
        Game.from_json(game.to_json()),
        game.clone(),
        Game.replay(game.rules, game.seed, list(game.seats), [str(a) for a in game.actions]),
    ):
        assert copy.state_json() == game.state_json()
        assert [copy.view(s) for s in range(2)] == [game.view(s) for s in range(2)]
    for action in game.actions:
        assert parse_action(str(action)) == action and parse_action(action.to_json()) == action


@SETTINGS
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 80),
    seat=st.integers(0, 2),
    grid=st.integers(0, 6),
    cell=st.integers(0, 8),
    lightning=st.integers(0, 4),
    line=st.integers(0, 5),
)
def test_illegal_actions_change_nothing(seed, steps, seat, grid, cell, lightning, line):
    game = Game(2, seed=seed)
    for i in range(steps):
        if game.is_terminal():
            break
        legal = game.legal_actions()
        game.apply(legal[(seed * 7 + i) % len(legal)])
    legal = game.legal_actions()
    for action in (
        Cross(seat, grid, cell, lightning),
        Pass(seat),
        Bonus(seat, grid, line),
        Bonus(seat, grid, line, grid, cell, lightning),
    ):
        if action in legal:
            continue
        before = snapshot(game)
        try:
            game.apply(action)
        except IllegalAction as error:
            assert error.code and error.message
            assert snapshot(game) == before
        else:  # only a lightning-free pass or bonus with a logged number differs from the legal list
            assert isinstance(action, (Cross, Bonus, Pass))
            return
