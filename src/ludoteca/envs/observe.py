"""The pieces every environment shape shares: spaces, one seat's observation, and the step
that plays an action or, if the rules refuse it, changes nothing and says why."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from ludoteca.core.errors import IllegalAction
from ludoteca.core.game import Game
from ludoteca.envs.spec import HIGH, LOW, Spec

__all__ = [
    "REWARDS",
    "action_space",
    "check_rewards",
    "new_seed",
    "observation",
    "observation_space",
    "play",
    "win_rewards",
]

#: What a table's rewards follow: the seat's score, or +1 for a place among the winners and
#: -1 otherwise, once the game is over.
REWARDS = ("score", "win")


def observation_space(spec: Spec, players: int) -> spaces.Dict:
    """``{"observation": Box, "action_mask": Box of 0/1}``, PettingZoo's masked shape."""
    return spaces.Dict(
        {
            "observation": spaces.Box(LOW, HIGH, (spec.size(players),), np.float32),
            "action_mask": spaces.Box(0, 1, (spec.actions,), np.int8),
        }
    )


def action_space(spec: Spec) -> spaces.Discrete:
    return spaces.Discrete(spec.actions)


def observation(spec: Spec, game: Game, seat: int) -> tuple[dict[str, np.ndarray], int]:
    """What ``seat`` observes now, and its score, both from its view alone."""
    view = spec.view(game, seat)
    return {"observation": spec.observe(view, game.players), "action_mask": spec.mask(view)}, spec.score(view)


def play(spec: Spec, game: Game, seat: int, index: Any) -> str | None:
    """Play action ``index`` for ``seat``; the rules' reason if they refuse it (the game is
    then exactly as it was). A number outside the action space raises ValueError."""
    action = spec.action(spec.check_index(index), seat)
    if action is None:  # "wait", in a game where everyone plays at once
        return None if seat not in game.to_act() else f"seat {seat + 1} is to play, not to wait"
    try:
        game.apply(action)
    except IllegalAction as error:
        return error.message
    return None


def new_seed(rng: np.random.Generator) -> int:
    """A game seed drawn from an environment's seeded generator (for ``reset(seed=None)``)."""
    return int(rng.integers(2**62))


def check_rewards(rewards: str) -> str:
    if rewards not in REWARDS:
        raise ValueError(f"rewards is one of {', '.join(REWARDS)}, not {rewards!r:.40}")
    return rewards


def win_rewards(game: Game) -> list[int]:
    """+1 for each seat in first place, -1 for the others (zeros while the game is on)."""
    outcome = game.outcome()
    if outcome is None:
        return [0] * game.players
    return [1 if seat in outcome.winners else -1 for seat in range(game.players)]
