"""Pig's engine: the core template with the hooks filled in.

>>> game = Game(["Ana", "Bo"], seed=1)
>>> game.apply("P1: roll 4"); game.apply("P1: roll 6"); game.apply("P1: hold")
>>> game.scores, game.current
([10, 0], 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludoteca.core.game import Game as BaseGame
from ludoteca.core.game import Outcome
from ludoteca.core.rng import Rng
from tests.pig import actions, checks
from tests.pig.actions import Action, Hold, Leave, Roll
from tests.pig.rules import BUST, SIDES, Rules


class Game(BaseGame):
    """Two to four players race to ``rules.target`` points with one die."""

    name = "pig"
    title = "Pig"
    min_players, max_players = 1, actions.MAX_SEATS
    bot_kinds = ("random", "cautious")
    rules_type = Rules

    def __init__(self, players: int | Sequence[Any] = 2, seed: int = 0, rules: Rules | None = None) -> None:
        super().__init__(players, seed, rules or Rules())
        self.rng = Rng(seed)
        self.scores = [0] * self.players
        self.current = 0
        self.turn_points = 0
        self.last_roll: int | None = None
        self.left = [False] * self.players

    @property
    def phase(self) -> str:
        """Either "rolling", until someone reaches the target, or "over"."""
        return "over" if self.is_terminal() else "rolling"

    def parse_action(self, action: Any) -> Action:
        return actions.parse_action(action)

    def _check(self, action: Action) -> None:
        checks.check(self, action)

    def _perform(self, action: Action) -> Action:
        if isinstance(action, Leave):
            self.left[action.seat] = True
            if action.seat == self.current and not self.is_terminal():
                self._pass_die()
            return action
        if isinstance(action, Hold):
            self.scores[self.current] += self.turn_points
            self._pass_die()
            return action
        drawn = self.rng.below(SIDES) + 1  # drawn even when named, so a replay draws alike
        die = drawn if action.die is None else action.die
        self.last_roll = die
        if die == BUST:
            self._pass_die()
        else:
            self.turn_points += die
            if self.scores[self.current] + self.turn_points >= self.rules.target:
                self.scores[self.current] += self.turn_points
                self.turn_points = 0
        return Roll(action.seat, die)

    def _pass_die(self) -> None:
        """The turn's points are lost or banked; the die goes to the next seat still playing."""
        self.turn_points = 0
        for step in range(1, self.players + 1):
            seat = (self.current + step) % self.players
            if not self.left[seat]:
                self.current = seat
                return

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        return [Roll(self.current)] + ([Hold(self.current)] if self.turn_points else [])

    def to_act(self) -> list[int]:
        return [] if self.is_terminal() else [self.current]

    def is_terminal(self) -> bool:
        """Someone reached the target, or too few are left to play (one, or none alone)."""
        staying = self.left.count(False)
        return max(self.scores) >= self.rules.target or staying < min(2, self.players)

    def departed(self) -> list[int]:
        return [s for s, gone in enumerate(self.left) if gone]

    def running_scores(self) -> list[int | None]:
        """The banked points of each seat (a turn's points count once held)."""
        return list(self.scores)

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        return Outcome.ranked([seat.name for seat in self.seats], self.scores, gave_up=self.left)

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "players": [seat.name for seat in self.seats],
            "scores": list(self.scores),
            "current": self.current,
            "turn_points": self.turn_points,
            "last_roll": self.last_roll,
            "target": self.rules.target,
            "left": list(self.left),
        }

    def __repr__(self) -> str:
        scores = ", ".join(f"{seat.name} {score}" for seat, score in zip(self.seats, self.scores))
        return f"Pig({scores}; P{self.current + 1} to play, {self.turn_points} this turn)"
