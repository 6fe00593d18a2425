"""The one list of games: everything that needs "every game" reads core.registry."""

from __future__ import annotations

import pytest

import ludoteca
from ludoteca.core import bots, i18n, registry
from ludoteca.core.registry import GameInfo


@pytest.fixture
def fake_game():
    info = GameInfo("fakegame", "tests.core.fake_game", bots="tests.core.fake_game")
    registry.register_game(info)
    try:
        yield info
    finally:
        registry.unregister_game("fakegame")
        bots._REGISTRY.pop("fakegame", None)


def test_the_registry_lists_the_three_games():
    # (the tests add Pig, tests/pig, built from docs/adding-a-game.md)
    shipped = [info.name for info in registry.games() if info.package.startswith("ludoteca.")]
    assert shipped == ["bonanza", "luckybox", "magdagdon"]
    assert registry.game_info("luckybox").package == "ludoteca.luckybox"
    with pytest.raises(ValueError, match="the games are bonanza, luckybox, magdagdon"):
        registry.game_info("chess")


def test_a_game_registered_at_runtime_shows_up_everywhere(fake_game):
    from tests.core import fake_game as package

    # ludoteca.<game>, and tab completion
    assert ludoteca.fakegame is package and "fakegame" in dir(ludoteca)
    # the catalogs of words
    assert "fakegame" in i18n.catalogs("en")
    assert i18n.translate("fakegame.hello", "de") == "Hello from a game registered at runtime"
    assert "fakegame.hello" in i18n.catalog("en", game="fakegame")
    assert "fakegame.hello" not in i18n.catalog("en", game="bonanza")
    # the bots
    assert bots.bot_kinds("fakegame") == ("idle",)
    assert bots.make_bot("fakegame", "idle", None).choose(None, 0) == "wait"
    # no advisor: no hints, and the registry says so
    assert registry.advisor("fakegame") is None


def test_a_game_taken_out_of_the_registry_is_gone_everywhere(fake_game):
    assert "fakegame" in i18n.catalogs("en")
    registry.unregister_game("fakegame")
    assert "fakegame" not in i18n.catalogs("en")
    assert i18n.translate("fakegame.hello") == "fakegame.hello"
    assert "fakegame" not in dir(ludoteca)
    with pytest.raises(AttributeError):
        ludoteca.fakegame  # noqa: B018
    assert bots.bot_kinds("fakegame") == ()


def test_the_games_are_reached_lazily_by_name():
    assert ludoteca.magdagdon.Game.name == "magdagdon"
    assert {"bonanza", "luckybox", "magdagdon"} <= set(dir(ludoteca))
    with pytest.raises(AttributeError):
        ludoteca.no_such_game  # noqa: B018
