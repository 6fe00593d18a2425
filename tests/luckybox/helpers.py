"""Positions for the rule tests: a game put straight into the situation a rule is about."""

from __future__ import annotations

from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction
from ludoteca.luckybox import Game
from ludoteca.luckybox.positions import keep_all, position  # noqa: F401 - the tests' positions

#: A card with every kind of slot: rows 1-3 pay Number 7, "?", blank; columns a-c pay moon,
#: star, double lightning.
CARD = "123 456 231 | 7?- | MSD"


def snapshot(game: Game) -> Any:
    """Everything about a game: its whole state, its save and every seat's view."""
    return (game.state_json(), game.to_json(), [game.view(s) for s in range(game.players)], game.view(None))


def refused(game: Game, action: Any, code: str, *words: str) -> IllegalAction:
    """Assert that ``action`` is refused with ``code`` (and ``words`` in the message) and that
    the game is left exactly as it was."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.code == code, info.value.message
    for word in words:
        assert word in info.value.message, info.value.message
    assert snapshot(game) == before
    assert not game.can_apply(action)
    return info.value


def count_reviews(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, the seat of every review really walked (not given again): a list that grows."""
    import importlib

    module = importlib.import_module("ludoteca.luckybox.review")
    walked: list[int] = []
    real = module._review

    def counted(game: Game, seat: int) -> Any:
        walked.append(seat)
        return real(game, seat)

    monkeypatch.setattr(module, "_review", counted)
    return walked
