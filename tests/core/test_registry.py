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


def test_each_game_is_declared_once_and_everything_reads_the_declaration():
    """No game wires itself in elsewhere: no patched ``_repr_html_`` or ``_repr_svg_``, no
    history details registered on the side; the registry's names all resolve."""
    from ludoteca import bonanza, luckybox, magdagdon
    from ludoteca.core.game import Game

    for package in (bonanza, luckybox, magdagdon):
        info = registry.game_info(package.Game.name)
        assert "_repr_html_" not in vars(package.Game) and package.Game._repr_html_ is Game._repr_html_
        assert callable(registry.details(info.name)) and callable(registry.table(info.name))
        assert all(callable(registry.picture(info.name, kind)) for kind, _ in info.pictures)
    game = magdagdon.Game(seed=1)
    assert game._repr_html_() == registry.picture("magdagdon", "Game")(game)
    assert "<svg" in magdagdon.Board("34--/3---/----/----")._repr_svg_()
    assert "<svg" in luckybox.default_deck()[0]._repr_svg_()
    assert luckybox.Game(["Ana"], seed=1)._repr_html_() is None  # no picture declared: the notebook shows repr


def test_a_game_without_pictures_or_details_shows_its_text_and_keeps_plain_scores(fake_game, tmp_path):
    from ludoteca.core import history
    from ludoteca.core.bots import make_bot, play_out
    from ludoteca.core.store import Store
    from tests.pig.game import Game as Pig

    assert registry.picture("fakegame", "Game") is None and registry.details("fakegame") is None
    store = Store(tmp_path / "scores.sqlite3")
    played = {}
    info = registry.game_info("pig")
    try:
        for name, details in (("Ana", None), ("Bo", "tests.core.test_registry:_pig_details")):
            registry.register_game(GameInfo("pig", info.package, bots=info.bots, details=details))
            game = played[name] = Pig([name], seed=1)
            play_out(game, {0: make_bot("pig", "cautious", game.rules, 1)})
            assert game._repr_html_() is None  # no picture declared: a notebook shows its repr
            history.record(game, store)
    finally:
        registry.register_game(info)
    ana, bo = (history.best_scores("pig", name, store)[0]["details"] for name in ("Ana", "Bo"))
    assert "turns" not in ana and bo["turns"] == len(played["Bo"].actions) > 0


def _pig_details(game):
    return {"turns": len(game.actions)}
