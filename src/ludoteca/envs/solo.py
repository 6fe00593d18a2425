"""One player, one Gymnasium environment: Bonanza solo, MAGDAGDON, Lucky Box solo.

>>> env = SoloEnv(BonanzaSpec())
>>> obs, info = env.reset(seed=7)
>>> int(obs["action_mask"].sum()), info["legal"]
(1, ['roll'])
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from ludoteca.core.game import Game
from ludoteca.envs import observe
from ludoteca.envs.bonanza import BonanzaSpec
from ludoteca.envs.spec import Spec

__all__ = ["SoloEnv", "BonanzaSpec"]


class SoloEnv(gym.Env[dict[str, np.ndarray], int]):
    """A solo game as a Gymnasium environment.

    Actions are numbers (``spec.actions`` of them, the same in every position); the
    observation's ``action_mask`` marks the legal ones. The rewards are the changes of the
    player's score, so they add up to the final score. An action the rules refuse changes
    nothing, earns 0 and says why in ``info["illegal"]``. ``reset(seed=s)`` deals as
    ``Game(seed=s)``; ``render()`` is the game's text board (``render_mode="ansi"``).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012 - Gymnasium reads it from the class

    def __init__(self, spec: Spec, render_mode: str | None = None) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r:.40}")
        self.spec_game = spec
        self.render_mode = render_mode
        self.observation_space = observe.observation_space(spec, 1)  # type: ignore[assignment]
        self.action_space = observe.action_space(spec)  # type: ignore[assignment]
        self.game: Game = spec.new_game(1, 0)
        self._score = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        self.game = self.spec_game.new_game(1, seed if seed is not None else observe.new_seed(self.np_random))
        self._score = 0
        obs, _ = observe.observation(self.spec_game, self.game, 0)
        return obs, self._info(obs)

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        if self.game.is_terminal():
            raise RuntimeError("the game is over: call reset() to start another")
        refused = observe.play(self.spec_game, self.game, 0, action)
        obs, score = observe.observation(self.spec_game, self.game, 0)
        reward, self._score = score - self._score, score
        info = self._info(obs) if refused is None else {**self._info(obs), "illegal": refused}
        return obs, float(reward), self.game.is_terminal(), False, info

    def _info(self, obs: dict[str, np.ndarray]) -> dict[str, Any]:
        """The game's seed and the legal actions in the game's notation, in number order."""
        legal = [str(self.spec_game.action(int(i), 0)) for i in np.flatnonzero(obs["action_mask"])]
        return {"legal": legal, "seed": self.game.seed}

    def render(self) -> str | None:
        return str(self.game) if self.render_mode == "ansi" else None
