"""A small learner for MAGDAGDON's environments, in plain numpy: a linear softmax policy over
hand-made features of each legal action, trained by REINFORCE (the tutorial "Train your own
bot" builds on it; copy it to try features of your own).

Each legal action gets a few numbers (:data:`FEATURES`) read from the observation alone: what
a placement scores and what it does to the bonuses its row and column can still reach, the
dice a confirm throws away, what a Majda Power costs, what a ruin spoils. The policy plays
action ``a`` with probability proportional to ``exp(weights · features(a))``; after each game,
REINFORCE moves the weights towards the choices that were followed by more points than usual.

>>> from ludoteca.envs import make
>>> learner = Learner(seed=0)
>>> curve = learner.train(make("magdagdon", difficulty="survival"), episodes=3, seed=0)
>>> len(curve), learner.weights.shape
(3, (12,))
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Any

import numpy as np

from ludoteca.envs.magdagdon import CATALOG, RUIN
from ludoteca.envs.solo import SoloEnv
from ludoteca.magdagdon.actions import Accept, Decrease, Increase, Reroll, Ruin, Stage, Unstage
from ludoteca.magdagdon.board import LINES, NEIGHBOURS, SIZE, cell_index
from ludoteca.magdagdon.rules import BONUS, combination

__all__ = ["FEATURES", "MAX_STEPS", "Learner", "features", "reachable"]

#: Steps after which a game is cut short: a real game takes well under a hundred, but a policy
#: may learn to go round in circles (stage a die, take it back).
MAX_STEPS = 1000

#: What each weight multiplies, in order.
FEATURES = (
    "stage",
    "stage: points it adds",
    "stage: numbered neighbours",
    "stage: equal neighbours",
    "stage: bonus it completes",
    "stage: bonus still reachable",
    "confirm",
    "confirm: dice thrown away",
    "power",
    "power: its penalty",
    "accept MAGDAGDON",
    "ruin: bonus it spoils",
)
_BEST = max(BONUS.values())
#: Where in the observation: board, dice, staged dice, power penalty (see MagdagdonSpec.observe).
_BOARD, _DICE, _DICE_STAGED, _PENALTY = slice(0, 16), slice(32, 36), slice(36, 40), 42
_LINES = tuple(cells for _, cells in LINES)
_LINES_OF = tuple(tuple(k for k, line in enumerate(_LINES) if cell in line) for cell in range(SIZE * SIZE))
#: Each action number's kind and its cell (-1 for none), once for all.
_ACTIONS = tuple(
    (type(a).__name__, cell_index(a.cell) if isinstance(a, (Stage, Unstage, Ruin)) else -1) for a in CATALOG
)


@cache
def reachable(line: tuple[int, ...]) -> int:
    """The best bonus a line (0 empty, 1-6 numbers, 7 a ruin) can still earn, whatever fills
    its empty cells (the neighbours' limits aside)."""
    if RUIN in line:
        return 0
    empty = [k for k, v in enumerate(line) if v == 0]
    best = 0
    for fill in product(range(1, 7), repeat=len(empty)):
        values = list(line)
        for k, v in zip(empty, fill):
            values[k] = v
        found = combination(values)
        best = max(best, BONUS[found] if found else 0)
        if best == _BEST:
            break
    return best


def _bonus(line: tuple[int, ...]) -> int:
    found = combination(list(line)) if all(0 < v < RUIN for v in line) else None
    return BONUS[found] if found else 0


def features(observation: np.ndarray, action: int) -> np.ndarray:
    """The numbers action ``action`` is judged by in ``observation`` (see :data:`FEATURES`)."""
    out = np.zeros(len(FEATURES))
    kind, cell = _ACTIONS[action]
    board = tuple(int(v) for v in observation[_BOARD])
    if kind == "Stage":
        value = CATALOG[action].value
        after = (*board[:cell], value, *board[cell + 1 :])
        near = [board[n] for n in NEIGHBOURS[cell] if 0 < board[n] < RUIN]
        lines = [(_LINES[k], tuple(after[i] for i in _LINES[k])) for k in _LINES_OF[cell]]
        out[0:6] = (
            1,
            2 * value / 12,
            len(near) / 4,
            sum(v == value for v in near) / 4,
            sum(_bonus(values) for _, values in lines) / _BEST,
            sum(reachable(values) for _, values in lines) / (2 * _BEST),
        )
    elif kind == "Confirm":
        free = (observation[_DICE] > 0) & (observation[_DICE_STAGED] == 0)
        out[6:8] = 1, free.sum() / 4
    elif kind in (Decrease.__name__, Increase.__name__, Reroll.__name__):
        out[8:10] = 1, observation[_PENALTY] / 70
    elif kind == Accept.__name__:
        out[10] = 1
    elif kind == Ruin.__name__:
        out[11] = sum(reachable(tuple(board[i] for i in _LINES[k])) for k in _LINES_OF[cell]) / (2 * _BEST)
    return out


def _table(obs: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The legal actions the policy chooses among, and their features. Taking a die back is
    left out unless nothing else is legal: a policy that may undo any placement can undo and
    redo one for ever."""
    legal = np.flatnonzero(obs["action_mask"])
    if not len(legal):
        raise ValueError("the observation allows no action (its action_mask is all 0)")
    forward = np.array([a for a in legal if _ACTIONS[a][0] != Unstage.__name__], dtype=legal.dtype)
    legal = forward if len(forward) else legal
    return legal, np.array([features(obs["observation"], int(a)) for a in legal])


class Learner:
    """The weights of a linear softmax policy, and REINFORCE to learn them.

    ``policy(seed)`` is a policy with the current weights that samples, seeded (it never
    always picks the likeliest action: that could take a die back and stage it again for
    ever). ``rate`` is the step size of each update."""

    def __init__(self, seed: int = 0, rate: float = 0.3) -> None:
        self.weights = np.zeros(len(FEATURES))
        self.rate = rate
        self.rng = np.random.default_rng(seed)
        self._baseline: dict[int, float] = {}  # points still to come, by cells filled
        self._spread = 50.0  # how far those points stray from the baseline, in a running mean

    def probabilities(self, table: np.ndarray) -> np.ndarray:
        logits = table @ self.weights
        p = np.exp(logits - logits.max())
        return p / p.sum()

    def policy(self, seed: int = 0) -> Any:
        """A policy with the current weights (a copy: later training does not change it)."""
        return _Policy(self.weights.copy(), np.random.default_rng(seed))

    def play(self, env: SoloEnv, seed: int) -> tuple[float, list[tuple[np.ndarray, int, int, float]]]:
        """One game, sampling the policy: its score and each real choice (features of the legal
        actions, the one taken, cells filled then, reward from then on)."""
        obs, _ = env.reset(seed=seed)
        steps: list[tuple[np.ndarray, int, int, int]] = []
        rewards: list[float] = []
        done = False
        while not done and len(rewards) < MAX_STEPS:
            legal, table = _table(obs)
            k = int(self.rng.choice(len(legal), p=self.probabilities(table))) if len(legal) > 1 else 0
            filled = int(np.count_nonzero(obs["observation"][_BOARD]))
            if len(legal) > 1:
                steps.append((table, k, filled, len(rewards)))
            obs, reward, done, _, _ = env.step(int(legal[k]))
            rewards.append(reward)
        to_come = np.cumsum(rewards[::-1])[::-1]
        return float(sum(rewards)), [(t, k, f, float(to_come[i])) for t, k, f, i in steps]

    def update(self, choices: list[tuple[np.ndarray, int, int, float]]) -> None:
        """One REINFORCE step: each choice's log-probability moves by how much its points beat
        the baseline (in units of their usual spread)."""
        gradient = np.zeros_like(self.weights)
        for table, k, filled, to_come in choices:
            base = self._baseline.get(filled, to_come)
            advantage = (to_come - base) / self._spread
            gradient += advantage * (table[k] - self.probabilities(table) @ table)
            self._baseline[filled] = base + 0.05 * (to_come - base)
            self._spread += 0.01 * (abs(to_come - base) - self._spread)
        self.weights += self.rate * gradient / max(1, len(choices)) ** 0.5

    def train(self, env: SoloEnv, episodes: int, seed: int = 0) -> list[float]:
        """Play and learn from ``episodes`` games (deals ``seed``, ``seed + 1``...); their scores."""
        curve = []
        for e in range(episodes):
            score, choices = self.play(env, seed + e)
            self.update(choices)
            curve.append(score)
        return curve


class _Policy:
    """Fixed weights as a policy, sampled with ``rng``."""

    def __init__(self, weights: np.ndarray, rng: np.random.Generator) -> None:
        self.weights, self.rng = weights, rng

    def __call__(self, obs: dict[str, np.ndarray]) -> int:
        legal, table = _table(obs)
        logits = table @ self.weights
        p = np.exp(logits - logits.max())
        return int(legal[int(self.rng.choice(len(legal), p=p / p.sum()))])
