"""One view schema: every registered game's ``view(seat)`` starts with the same keys, with the
same meaning (docs/views.md), for every seat and for a shared screen (None)."""

from __future__ import annotations

import json

import pytest

from ludoteca.core.hints import Hint
from tests.core.games import NAMES, finished, random_position

COMMON = ("game", "seat", "phase", "to_act", "outcome", "legal")


def check_view(game, seat):
    view = game.view(seat)
    assert json.loads(json.dumps(view)) == view  # plain JSON
    assert list(view) == [*COMMON, game.name]  # the common keys, then the game's own under its name
    assert isinstance(view[game.name], dict) and not set(view[game.name]) & set(COMMON)
    assert view["game"] == game.name and view["seat"] == seat
    assert isinstance(view["phase"], str) and view["phase"] == game.phase
    assert (view["phase"] == "over") == game.is_terminal()
    assert view["to_act"] == game.to_act() and all(isinstance(s, int) for s in view["to_act"])
    outcome = game.outcome()
    assert view["outcome"] == (None if outcome is None else outcome.to_json())
    legal = [str(a) for a in game.legal_actions()]
    assert all(isinstance(a, str) for a in view["legal"])
    if seat is None:
        assert view["legal"] == legal
    else:
        assert view["legal"] == [str(a) for a in game.legal_actions() if game.actor(a) == seat]
        assert all(game.can_apply(a) for a in view["legal"])
        if seat not in game.to_act():
            assert all(game.actor(game.parse_action(a)) == seat for a in view["legal"])
    own = view[game.name]
    if "hints" in own:  # only a game that shows advice in its view has the key
        assert isinstance(own["hints"], list)
        for hint in own["hints"]:
            assert {"action", "value", "why"} <= set(hint) and hint["action"] in legal
    return view


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", range(8))
def test_every_view_has_the_common_keys(name, seed):
    game = random_position(name, seed)
    before = json.dumps(game.to_json())
    for seat in (None, *range(game.players)):
        check_view(game, seat)
    assert json.dumps(game.to_json()) == before  # reading changes nothing


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_game_has_its_outcome_and_nothing_to_do(name):
    game = finished(name, 5)
    for seat in (None, *range(game.players)):
        view = check_view(game, seat)
        assert view["phase"] == "over" and view["to_act"] == [] and view["legal"] == []
        assert view["outcome"]["scores"] and view["outcome"]["winners"]


@pytest.mark.parametrize("name", NAMES)
def test_phase_is_a_read_only_string(name):
    game = random_position(name, 2)
    assert isinstance(game.phase, str)
    with pytest.raises(AttributeError):
        game.phase = "over"


def test_a_view_with_hints_carries_core_hints():
    from ludoteca.bonanza import Game

    game = Game(["Ana", "Bruno"], seed=3)
    game.roll([6, 6, 6, 2, 3])
    view = game.view(0, hints=True)
    assert view["bonanza"]["hints"] == [h.to_json() for h in game.hints(0, top=5)]
    assert all(isinstance(h, Hint) for h in game.hints(0)) and game.view(1, hints=True)["bonanza"]["hints"] == []
    assert game.view(0)["bonanza"]["hints"] == []  # no advice unless asked
