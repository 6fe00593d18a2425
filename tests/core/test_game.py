"""The template every game shares (core/game.py), on a tiny game made for these tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.game import Game, Outcome
from tests.contract import check_contract


@dataclass(frozen=True)
class Add:
    """Add ``amount`` (1 to 3) to the running total."""

    amount: int

    def __str__(self) -> str:
        return f"add {self.amount}"


class Rules:
    def to_json(self) -> dict[str, Any]:
        return {}

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        return cls()


class Race(Game):
    """Players take turns adding 1 to 3; the game ends at 10 or more. With ``fail_at`` set,
    reaching that total breaks the action halfway (a bug planted to test that ``apply``
    undoes it)."""

    name, title, min_players, max_players, rules_type = "race", "Race", 1, 2, Rules
    fail_at: int | None = None

    def __init__(self, players: Any = 1, seed: int = 0, rules: Rules | None = None) -> None:
        super().__init__(players, seed, rules or Rules())
        self.total, self.history = 0, [0]

    def parse_action(self, action: Any) -> Add:
        if isinstance(action, Add):
            return action
        if isinstance(action, str) and action.startswith("add ") and action[4:].isdigit():
            return Add(int(action[4:]))
        raise MalformedAction(f"not an action of Race: {action!r:.40}", code="malformed_action")

    def _check(self, action: Add) -> None:
        if self.is_terminal() or action.amount not in (1, 2, 3):
            raise IllegalAction(f"cannot add {action.amount}: add 1, 2 or 3 before 10", code="illegal_action")

    def _perform(self, action: Add) -> None:
        self.total += action.amount
        self.history.append(self.total)
        if self.total == self.fail_at:
            raise RuntimeError("the planted bug")

    def legal_actions(self) -> list[Any]:
        return [] if self.is_terminal() else [Add(n) for n in (1, 2, 3)]

    def to_act(self) -> list[int]:
        return [] if self.is_terminal() else [len(self.actions) % self.players]

    def is_terminal(self) -> bool:
        return self.total >= 10

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        last = (len(self.actions) - 1) % self.players
        return Outcome.ranked([s.name for s in self.seats], [int(s == last) for s in range(self.players)])

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"game": "race", "total": self.total}

    def __repr__(self) -> str:
        return f"Race(players={self.players}, seed={self.seed}, total={self.total})"


def test_a_listener_hears_of_an_action_once_it_is_logged():
    game = Race(2)
    heard: list[list[str]] = []
    game.subscribe(lambda: heard.append([str(a) for a in game.actions]), weak=False)
    game.apply("add 2")
    game.apply(Add(1))
    assert heard == [["add 2"], ["add 2", "add 1"]]


def test_a_refused_action_is_neither_logged_nor_heard():
    game = Race(1)
    heard: list[int] = []
    game.subscribe(lambda: heard.append(len(game.actions)), weak=False)
    with pytest.raises(IllegalAction, match="add 1, 2 or 3"):
        game.apply("add 4")
    assert game.actions == [] and heard == []


def test_the_tiny_game_keeps_the_contract():
    report = check_contract(lambda seed: Race(2, seed=seed), seeds=range(3))
    assert report.games == 3 and report.actions >= 3 * 4


def test_an_action_that_fails_halfway_leaves_the_game_as_it_was():
    game = Race(1)
    game.fail_at = 5
    game.apply("add 3")
    heard: list[int] = []
    game.subscribe(lambda: heard.append(len(game.actions)), weak=False)
    before = game.to_json(), game.view(), dict(vars(game))
    with pytest.raises(RuntimeError, match="planted"):
        game.apply("add 2")
    assert (game.to_json(), game.view()) == before[:2]
    assert game.total == 3 and game.history == [0, 3] and heard == []
    assert vars(game).keys() == before[2].keys() and game._listeners is before[2]["_listeners"]
    game.apply("add 1")  # the game goes on, its listener still attached
    assert game.total == 4 and heard == [2]
