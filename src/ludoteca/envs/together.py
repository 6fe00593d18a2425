"""Players at once, one PettingZoo Parallel environment: Lucky Box tables of 2 to 6.

Each step takes one action from every agent: the seats the game waits for play theirs (in
seat order; one seat's choice never changes what another may do), the others send "wait"
(number 0, the only action their mask allows). Each agent's observation comes from its own
seat's view, so a private offer is only ever in its own player's observation.

>>> env = TogetherEnv(LuckyBoxSpec(), players=3)
>>> obs, infos = env.reset(seed=7)
>>> sorted(obs), int(obs["player_0"]["action_mask"][0])
(['player_0', 'player_1', 'player_2'], 0)
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from ludoteca.core.game import Game
from ludoteca.envs import observe
from ludoteca.envs.luckybox import WAIT, LuckyBoxSpec
from ludoteca.envs.spec import Spec

__all__ = ["TogetherEnv", "LuckyBoxSpec"]

Obs = dict[str, np.ndarray]


class TogetherEnv(ParallelEnv[str, Obs, int]):
    """A simultaneous table as a PettingZoo Parallel environment; agent ``player_i`` is seat
    ``i``. Rewards, refusals, seeds and rendering as in :class:`~ludoteca.envs.turns.TurnEnv`."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "ludoteca_together_v0"}

    def __init__(self, spec: Spec, players: int = 2, rewards: str = "score", render_mode: str | None = None) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r:.40}")
        self.spec_game, self.reward_kind, self.render_mode = spec, observe.check_rewards(rewards), render_mode
        self.game: Game = spec.new_game(players, 0)  # refuses a number of players the game does not seat
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents: list[str] = []
        self._observation_space = observe.observation_space(spec, players)
        self._action_space = observe.action_space(spec)
        self._rng = np.random.default_rng()
        self._scores = [0] * players

    @functools.cache  # noqa: B019 - one space object per agent, as PettingZoo asks
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict[str, Obs], dict]:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        players = len(self.possible_agents)
        self.game = self.spec_game.new_game(players, seed if seed is not None else observe.new_seed(self._rng))
        self.agents = list(self.possible_agents)
        self._scores = [0] * players
        return {a: self._observe(a)[0] for a in self.agents}, {a: {} for a in self.agents}

    def step(self, actions: dict[str, int]) -> tuple[dict, dict, dict, dict, dict]:
        if not self.agents:
            raise RuntimeError("the game is over: call reset() to start another")
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        waiting = self.game.to_act()  # as the masks saw it: a seat's "wait" holds for the whole step
        for agent in self.agents:
            seat = self.possible_agents.index(agent)
            if agent not in actions:
                continue
            if seat in waiting:
                refused = observe.play(self.spec_game, self.game, seat, actions[agent])
            elif self.spec_game.check_index(actions[agent]) != WAIT:
                refused = f"seat {seat + 1} is not to play now; its one action is to wait ({WAIT})"
            else:
                refused = None
            if refused is not None:
                infos[agent]["illegal"] = refused
        seen = {a: self._observe(a) for a in self.agents}
        if self.reward_kind == "win":
            rewards = dict(zip(self.agents, map(float, observe.win_rewards(self.game))))
        else:
            rewards = {a: float(seen[a][1] - self._scores[i]) for i, a in enumerate(self.agents)}
            self._scores = [seen[a][1] for a in self.agents]
        over = self.game.is_terminal()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        observations = {a: seen[a][0] for a in self.agents}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _observe(self, agent: str) -> tuple[Obs, int]:
        return observe.observation(self.spec_game, self.game, self.possible_agents.index(agent))

    def render(self) -> str | None:
        return str(self.game) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass
