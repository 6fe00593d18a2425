"""Players in turn, one PettingZoo AEC environment: Bonanza tables of 2 to 4.

>>> env = TurnEnv(BonanzaSpec(), players=2)
>>> env.reset(seed=7)
>>> env.agent_selection, int(env.observe("player_1")["action_mask"].sum())
('player_0', 0)
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ludoteca.core.game import Game
from ludoteca.envs import observe
from ludoteca.envs.bonanza import BonanzaSpec
from ludoteca.envs.spec import Spec

__all__ = ["TurnEnv", "BonanzaSpec"]


class TurnEnv(AECEnv[str, dict[str, np.ndarray], int | None]):
    """A turn-based table as a PettingZoo AEC environment; agent ``player_i`` is seat ``i``.

    ``rewards="score"``: each step's reward is the change of every seat's score, so a seat's
    rewards add up to its final score; ``"win"``: +1 for the winners (shared first place
    included) and -1 for the others at the end, 0 before. An action the rules refuse changes
    nothing and says why in ``infos[agent]["illegal"]``. ``reset(seed=s)`` deals as
    ``Game(players, seed=s)``; ``render()`` is the text board (``render_mode="ansi"``).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "ludoteca_turns_v0",
        "is_parallelizable": False,
    }

    def __init__(self, spec: Spec, players: int = 2, rewards: str = "score", render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r:.40}")
        self.spec_game, self.reward_kind, self.render_mode = spec, observe.check_rewards(rewards), render_mode
        self.game: Game = spec.new_game(players, 0)  # refuses a number of players the game does not seat
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._observation_space = observe.observation_space(spec, players)
        self._action_space = observe.action_space(spec)
        self._rng = np.random.default_rng()
        self._cache: tuple[tuple[int, int, int], dict[str, np.ndarray], list[int]] | None = None

    @functools.cache  # noqa: B019 - one space object per agent, as PettingZoo asks
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    @functools.cache  # noqa: B019
    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        players = len(self.possible_agents)
        self.game = self.spec_game.new_game(players, seed if seed is not None else observe.new_seed(self._rng))
        self.agents = list(self.possible_agents)
        self._cache = None
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._scores = [0] * players
        self.agent_selection = self._seat_agent()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs = self._seen(self.possible_agents.index(agent))[0]
        return {key: value.copy() for key, value in obs.items()}  # the caller may change its copy

    def _seen(self, seat: int) -> tuple[dict[str, np.ndarray], list[int]]:
        """``seat``'s observation and everyone's scores, read once per position (a step's
        rewards and the next agent's ``last()`` share the view)."""
        key = (id(self.game), len(self.game.actions), seat)
        if self._cache is None or self._cache[0] != key:
            view = self.spec_game.view(self.game, seat)
            obs = {
                "observation": self.spec_game.observe(view, self.game.players),
                "action_mask": self.spec_game.mask(view),
            }
            self._cache = (key, obs, self.spec_game.scores(view))
        return self._cache[1], self._cache[2]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.possible_agents.index(agent)
        self._cumulative_rewards[agent] = 0.0
        refused = observe.play(self.spec_game, self.game, seat, action)
        self.infos = {a: {} for a in self.agents}
        if refused is not None:
            self.infos[agent]["illegal"] = refused
        self.rewards = dict(zip(self.agents, self._step_rewards()))
        if self.game.is_terminal():
            self.terminations = dict.fromkeys(self.agents, True)
        self.agent_selection = self._seat_agent()
        self._accumulate_rewards()

    def _step_rewards(self) -> list[float]:
        if self.reward_kind == "win":
            return [float(r) for r in observe.win_rewards(self.game)]
        scores = self._seen(self.game.to_act()[0] if self.game.to_act() else 0)[1]
        out = [float(now - before) for now, before in zip(scores, self._scores)]
        self._scores = scores
        return out

    def _seat_agent(self) -> str:
        waiting = self.game.to_act()
        return self.possible_agents[waiting[0]] if waiting else self.agent_selection

    def render(self) -> str | None:
        return str(self.game) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass
