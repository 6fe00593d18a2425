"""Bots as policies and policies as bots.

A policy is any callable from an observation (the environments' dict, with its
``action_mask``) to an action number. :class:`BotPolicy` lets one of a game's bots
(``bot_kinds(game)``: greedy, optimal, planner, advisor...) answer an environment's
observations; :class:`PolicyBot` seats any policy at a game as a computer player, and
:func:`register_policy` gives it a bot kind, so ``make_bot``, ``simulate`` and the league
can field it by name.

>>> from ludoteca.envs import make
>>> env = make("bonanza")
>>> greedy = BotPolicy(env, "greedy")
>>> obs, _ = env.reset(seed=1)
>>> env.unwrapped.spec_game.action(greedy(obs), 0)
Roll(dice=None, drawn=False)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np

from ludoteca.core import registry
from ludoteca.core.bots import Bot, bot_seed, make_bot, register_bot
from ludoteca.core.game import Game
from ludoteca.envs import observe
from ludoteca.envs.bonanza import BonanzaSpec
from ludoteca.envs.luckybox import WAIT, LuckyBoxSpec
from ludoteca.envs.magdagdon import MagdagdonSpec
from ludoteca.envs.spec import Spec

__all__ = ["Policy", "BotPolicy", "PolicyBot", "RandomPolicy", "bot_factory", "register_policy", "spec_of"]

#: An observation (``{"observation", "action_mask"}``) to an action number.
Policy = Callable[[dict[str, np.ndarray]], int]


def spec_of(game: Game) -> Spec:
    """The environments' spec of ``game``'s game (MAGDAGDON: at its difficulty)."""
    if game.name == "bonanza":
        return BonanzaSpec()
    if game.name == "magdagdon":
        return MagdagdonSpec(game.rules.difficulty)
    if game.name == "luckybox":
        return LuckyBoxSpec()
    raise ValueError(f"no environment plays {game.name!r:.40}; they play bonanza, magdagdon and luckybox")


class RandomPolicy:
    """A legal action drawn at random (seeded) from the observation's mask."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = np.random.default_rng(seed)

    def __call__(self, obs: dict[str, np.ndarray]) -> int:
        legal = np.flatnonzero(obs["action_mask"])
        if not len(legal):
            raise ValueError("the observation allows no action (its action_mask is all 0)")
        return int(self.rng.choice(legal))


class BotPolicy:
    """Bot ``kind`` of the environment's game as a policy: it reads the position from the
    environment's game, as it would at a table, and answers with the number of its move.
    ``agent`` names the seat in a Parallel environment (in an AEC one the agent to move
    plays; solo, seat 0). A new bot is made for each game, seeded like ``simulate``'s."""

    def __init__(self, env: Any, kind: str, *, agent: str | None = None) -> None:
        self.env, self.kind, self.agent = env.unwrapped, kind, agent
        make_bot(self.env.game.name, kind, self.env.game.rules)  # an unknown kind is refused here
        self._bots: tuple[Game, dict[int, Bot]] | None = None

    def __call__(self, obs: dict[str, np.ndarray]) -> int:
        game, seat = self.env.game, self._seat()
        if seat not in game.to_act():
            return WAIT
        if self._bots is None or self._bots[0] is not game:
            self._bots = (game, {})
        bots = self._bots[1]
        if seat not in bots:
            bots[seat] = make_bot(game.name, self.kind, game.rules, bot_seed(game.seed, seat))
        return self.env.spec_game.index(game.parse_action(bots[seat].choose(game, seat)))

    def _seat(self) -> int:
        agent = self.agent or getattr(self.env, "agent_selection", None)
        return 0 if agent is None else int(self.env.possible_agents.index(agent))


class PolicyBot:
    """A policy as a computer player of any seat: it sees what that seat's environment
    observation shows, and plays the action whose number the policy names."""

    def __init__(self, policy: Policy, kind: str = "policy") -> None:
        self.policy, self.kind = policy, kind

    def choose(self, game: Game, seat: int) -> Any:
        spec = spec_of(game)
        obs, _ = observe.observation(spec, game, seat)
        action = spec.action(self.policy(obs), seat)
        if action is None:
            raise ValueError(f"the policy chose to wait, but seat {seat + 1} is to play")
        return action


def register_policy(game: str, kind: str, make_policy: Callable[[int], Policy]) -> None:
    """Make bot kind ``kind`` of ``game`` a policy: ``make_policy(seed)`` makes a fresh one
    for each game (``RandomPolicy`` is such a function; ``lambda seed: mine`` serves a policy
    that needs no seed). A seat may then be played by it, at a table too
    (``Game(["Ana", ("Mine", kind)])``); the game's own kinds cannot be replaced."""
    if kind in ("human", *registry.engine(game).bot_kinds):
        raise ValueError(f"{kind!r:.40} is one of {game}'s own players; give the policy a name of its own")
    register_bot(game, kind, bot_factory(make_policy, kind))
    registry.add_seat_kind(game, kind)


def bot_factory(make_policy: Callable[[int], Policy], kind: str = "policy") -> Callable[[Any, int], PolicyBot]:
    """A bot factory (``factory(rules, seed)``, as the league takes) of policies made by
    ``make_policy(seed)``. It travels to a process pool when ``make_policy`` does (a
    module-level name or a ``functools.partial`` of one)."""
    return partial(_policy_bot, make_policy, kind)


def _policy_bot(make_policy: Callable[[int], Policy], kind: str, rules: Any, seed: int) -> PolicyBot:
    return PolicyBot(make_policy(seed), kind)
