"""Solo games played by the advisor, to check its promise empirically.

Each game has its own seeded dice (game ``i`` uses seed ``seed + i``), so any game can be
replayed on its own with ``bots.play_game(["optimal"], seed + i)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ludoteca.bonanza import bots
from ludoteca.bonanza.rules import Rules
from ludoteca.bonanza.solver import optimal_expected_score
from ludoteca.core import i18n


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Scores of ``games`` solo games next to the promised expectation."""

    games: int
    mean: float
    stderr: float
    expected: float

    def within(self, sigmas: float = 3.0) -> bool:
        """Whether the mean lies within ``sigmas`` standard errors of the expectation."""
        return abs(self.mean - self.expected) <= sigmas * self.stderr

    def __str__(self) -> str:
        """In the current language: "1000 games: mean 254.312 ± 1.883 (SE), optimal 254.5896, -0.15 SE away"."""
        text = i18n.t(
            "bonanza.simulation.result",
            count=self.games,
            mean=i18n.decimal(self.mean, 3),
            stderr=i18n.decimal(self.stderr, 3),
            expected=i18n.decimal(self.expected, 4),
        )
        if self.stderr:
            away = i18n.decimal((self.mean - self.expected) / self.stderr, 2, sign=True)
            text += i18n.t("bonanza.simulation.away", away=away)
        return text


def simulate(games: int = 10_000, rules: Rules = Rules(), *, seed: int = 0, progress: bool = True) -> SimulationResult:
    """Let the optimal bot play ``games`` seeded solo games; compare their mean with the promise."""
    scores = bots.simulate("optimal", games, seed=seed, rules=rules, progress=progress)
    mean = float(scores.mean()) if games else 0.0
    stderr = float(scores.std(ddof=1) / math.sqrt(games)) if games > 1 else 0.0
    return SimulationResult(games, mean, stderr, optimal_expected_score(rules))
