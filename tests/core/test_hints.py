"""One shape of advice for every registered game: ``game.hints(seat=None, top=3)`` is a list of
core Hints, best first, whose actions the game accepts, and asking never changes the game."""

from __future__ import annotations

import json

import pytest

from ludoteca.core.hints import Hint
from tests.core.games import NAMES, finished, random_position


def check_hints(game, seat, top):
    before = json.dumps(game.to_json()), json.dumps(game.view(None))
    hints = game.hints(seat, top=top)
    assert (json.dumps(game.to_json()), json.dumps(game.view(None))) == before  # asking changes nothing
    assert isinstance(hints, list) and len(hints) <= top
    for hint in hints:
        assert type(hint) is Hint
        assert game.can_apply(hint.action), (str(hint.action), game.to_json()["actions"][-5:])
        assert isinstance(hint.value, float) and isinstance(hint.why, str) and hint.why
        assert json.loads(json.dumps(hint.to_json()))["action"] == str(hint.action)
    values = [hint.value for hint in hints]
    assert values == sorted(values, reverse=True)  # best first
    return hints


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", range(6))
def test_hints_of_a_random_position_are_playable_and_best_first(name, seed):
    game = random_position(name, seed)
    for top in (1, 3):
        for seat in (None, *range(game.players)):
            hints = check_hints(game, seat, top)
            if seat is not None and seat not in game.to_act():
                assert hints == []  # a seat the game is not waiting for has nothing to decide
    if game.to_act():
        assert game.hints() == game.hints(game.to_act()[0])  # None: the first seat to act


@pytest.mark.parametrize("name", NAMES)
def test_a_game_that_is_over_has_no_hints(name):
    game = finished(name, 3)
    assert game.hints() == [] and all(game.hints(seat) == [] for seat in range(game.players))


@pytest.mark.parametrize("name", NAMES)
def test_bad_seats_and_tops_are_refused(name):
    game = random_position(name, 1, most=0)
    for seat in (-1, game.players, "0", True):
        with pytest.raises(ValueError, match="seat"):
            game.hints(seat)
    for top in (0, -2, 1.5, True):
        with pytest.raises(ValueError, match="top"):
            game.hints(top=top)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_gives_advice_somewhere(name):
    assert any(random_position(name, seed).hints() for seed in range(6))


def test_a_remembered_advisor_does_not_change_its_mind():
    from ludoteca.core.hints import remembered
    from tests.pig.actions import Hold, Roll
    from tests.pig.game import Game as Pig

    asked = []

    @remembered
    def moody(game, seat, top):  # a search cut by the clock: a different answer each time
        asked.append(top)
        return [Hint(Roll(seat), float(len(asked)), "roll"), Hint(Hold(seat), 0.0, "hold")][:top]

    game = Pig(2, seed=1)
    first = moody(game, 0, 1)
    assert moody(game, 0, 2)[:1] == first and len(asked) == 1  # the same position: asked once
    game.apply("P1: roll 3")
    assert moody(game, 0, 1) != first and len(asked) == 2  # a new position: asked again
