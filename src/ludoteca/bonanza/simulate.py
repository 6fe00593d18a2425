"""Solo games played by the advisor, to check its promise empirically.

Each game has its own seeded dice, so any game can be replayed on its own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ludoteca.bonanza.advisor import Advisor
from ludoteca.bonanza.rules import BOXES, Rules, Sheet
from ludoteca.core.rng import Rng


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
        text = f"{self.games} games: mean {self.mean:.3f} ± {self.stderr:.3f} (SE), optimal {self.expected:.4f}"
        if self.stderr:
            text += f", {(self.mean - self.expected) / self.stderr:+.2f} SE away"
        return text


def play_game(advisor: Advisor, rng: Rng) -> Sheet:
    """One solo game following the advisor's first choice at every step; the final sheet."""
    sheet = Sheet()
    for _turn in BOXES:
        dice = rng.roll(5)
        rolls_left = 2
        while True:
            choice = advisor.best(sheet, dice, rolls_left)
            if choice.kind == "record":
                sheet.record(dice, choice.box, advisor.rules)
                break
            keep = list(choice.keep or ())
            dice = keep + rng.roll(5 - len(keep))
            rolls_left -= 1
    return sheet


def simulate(games: int = 10_000, rules: Rules = Rules(), *, seed: int = 0, progress: bool = True,
             advisor: Advisor | None = None) -> SimulationResult:
    """Play ``games`` seeded solo games and compare their mean with the optimal expectation."""
    from tqdm.auto import tqdm

    advisor = advisor or Advisor.shared(rules)
    scores = [play_game(advisor, Rng(seed * 1_000_003 + game)).total()
              for game in tqdm(range(games), desc="Bonanza games", disable=not progress)]
    mean = sum(scores) / games
    variance = sum((s - mean) ** 2 for s in scores) / (games - 1) if games > 1 else 0.0
    expected = advisor.value(Sheet())
    return SimulationResult(games, mean, math.sqrt(variance / games), expected)
