"""The games as Gymnasium and PettingZoo environments, for programmers who write or train bots.

- one player (Gymnasium): ``ludoteca/Bonanza-v0``, ``ludoteca/Magdagdon-Peaceful-v0``
  (``-Survival-``, ``-Nightmare-``) and ``ludoteca/LuckyBox-v0``, registered when this
  package is imported (``gymnasium.make("ludoteca/Bonanza-v0")``), or :func:`make`;
- players in turn (PettingZoo AEC): :func:`turn_env` seats 2 to 4 at Bonanza;
- players at once (PettingZoo Parallel): :func:`parallel_env` seats 2 to 6 at Lucky Box.

Every environment numbers every action its game can ever take (a fixed ``Discrete``
space) and observes ``{"observation": vector, "action_mask": 0/1 per action}``, built from
the seat's own view only. Rewards add up to the final score (tables: or ``rewards="win"``).
``reset(seed=s)`` deals as ``Game(..., seed=s)``; ``render_mode="ansi"`` renders the text
board. :class:`BotPolicy` turns a game's bots into policies, :class:`PolicyBot` a policy into
a computer player. Needs the ``rl`` extra (``pip install ludoteca[rl]``).

>>> env = make("magdagdon", difficulty="survival")
>>> obs, info = env.reset(seed=3)
>>> info["legal"], env.action_space
(['roll'], Discrete(350))
"""

from __future__ import annotations

from typing import Any

import gymnasium

from ludoteca.envs.bonanza import BonanzaSpec
from ludoteca.envs.luckybox import LuckyBoxSpec
from ludoteca.envs.magdagdon import MagdagdonSpec
from ludoteca.envs.policies import BotPolicy, Policy, PolicyBot, RandomPolicy, bot_factory, register_policy, spec_of
from ludoteca.envs.solo import SoloEnv
from ludoteca.envs.spec import Spec
from ludoteca.envs.together import TogetherEnv
from ludoteca.envs.turns import TurnEnv

__all__ = [
    "IDS",
    "make",
    "turn_env",
    "parallel_env",
    "register",
    "SoloEnv",
    "TurnEnv",
    "TogetherEnv",
    "Spec",
    "BonanzaSpec",
    "MagdagdonSpec",
    "LuckyBoxSpec",
    "Policy",
    "BotPolicy",
    "PolicyBot",
    "RandomPolicy",
    "bot_factory",
    "register_policy",
    "spec_of",
]

#: The Gymnasium ids, each with the game and options :func:`make` takes.
IDS: dict[str, dict[str, Any]] = {
    "ludoteca/Bonanza-v0": {"game": "bonanza"},
    "ludoteca/Magdagdon-Peaceful-v0": {"game": "magdagdon", "difficulty": "peaceful"},
    "ludoteca/Magdagdon-Survival-v0": {"game": "magdagdon", "difficulty": "survival"},
    "ludoteca/Magdagdon-Nightmare-v0": {"game": "magdagdon", "difficulty": "nightmare"},
    "ludoteca/LuckyBox-v0": {"game": "luckybox"},
}


def _spec(game: str, **options: Any) -> Spec:
    if game == "bonanza":
        return BonanzaSpec(**options)
    if game == "magdagdon":
        return MagdagdonSpec(**options)
    if game == "luckybox":
        return LuckyBoxSpec(**options)
    raise ValueError(f"no environment plays {game!r:.40}; they play bonanza, magdagdon and luckybox")


def make(game: str, *, render_mode: str | None = None, **options: Any) -> SoloEnv:
    """The one-player environment of ``game`` (MAGDAGDON takes ``difficulty``)."""
    return SoloEnv(_spec(game, **options), render_mode=render_mode)


def turn_env(game: str = "bonanza", players: int = 2, **options: Any) -> TurnEnv:
    """The PettingZoo AEC environment of a turn-based table (Bonanza, 2 to 4 players);
    ``options``: ``rewards`` ("score" or "win"), ``render_mode``."""
    if game != "bonanza":
        raise ValueError(f"the turn-based tables are Bonanza's, not {game!r:.40} (Lucky Box: parallel_env)")
    return TurnEnv(BonanzaSpec(), _table(players, 2, 4, "Bonanza"), **options)


def parallel_env(game: str = "luckybox", players: int = 2, **options: Any) -> TogetherEnv:
    """The PettingZoo Parallel environment of a table that plays at once (Lucky Box, 2 to 6)."""
    if game != "luckybox":
        raise ValueError(f"the simultaneous tables are Lucky Box's, not {game!r:.40} (Bonanza: turn_env)")
    return TogetherEnv(LuckyBoxSpec(), _table(players, 2, 6, "Lucky Box"), **options)


def _table(players: Any, low: int, high: int, title: str) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
        raise ValueError(f"a {title} table seats {low} to {high} players, not {players!r:.20}")
    return players


def register() -> None:
    """Register the one-player environments with Gymnasium (done on import; harmless twice)."""
    for env_id, options in IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=make, kwargs=dict(options))  # type: ignore[arg-type]


register()
