"""How good a MAGDAGDON board is: its points now plus a learned estimate of what is still to
come, for the advisor's search.

The estimate is linear in a few features a player would name: for each unfinished line,
which combinations are still within reach and with how many cells to go; for each empty
cell, how many values it still accepts (none: a ruin waiting to happen), how high they are,
whether it is walled in by ruins; and how many Majda Powers are left. The weights are
fitted by simulation (``tools/magdagdon_learn.py`` in the checkout): the advisor plays seeded games,
and a least-squares fit maps each position's features to the points it went on to make.
Both parts fold into lookup tables, so one evaluation is a few dozen table reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import pairwise, product

from ludoteca.magdagdon._weights import WEIGHTS
from ludoteca.magdagdon.rules import (
    BONUS,
    COMBINATIONS,
    EMPTY,
    LINES,
    NEIGHBOURS,
    PENALTIES,
    POWERS,
    RUIN,
    RUIN_COST,
    combination,
)

__all__ = ["FEATURES", "Evaluator", "features"]

#: Names of the features, in the order of the weight vectors.
LINE_FEATURES = (*tuple(f"{combo}_{e}" for combo in COMBINATIONS for e in (1, 2, 3)), "empty_line")
CELL_FEATURES = ("open", "walled", "dead", "one_value", "two_values", "three_values", "height")
POWER_FEATURES = ("powers_1", "powers_2", "powers_3")
FEATURES = LINE_FEATURES + CELL_FEATURES + POWER_FEATURES + ("constant",)
_LINE_CELLS = tuple(cells for _, cells in LINES)


def line_index(a: int, b: int, c: int, d: int) -> int:
    return ((a * 8 + b) * 8 + c) * 8 + d


@cache
def _line_tables() -> tuple[tuple[int, ...], tuple[tuple[float, ...], ...]]:
    """For each of the 8**4 line patterns: its points now, and its line features."""
    points, feats = [], []
    for pattern in product(range(8), repeat=4):
        numbers = [c for c in pattern if EMPTY < c < RUIN]
        combo = combination(numbers) if len(numbers) == 4 else None
        points.append(sum(numbers) + (BONUS[combo] if combo else 0))
        feats.append(_line_features(pattern))
    return tuple(points), tuple(feats)


def _line_features(pattern: tuple[int, ...]) -> tuple[float, ...]:
    out = [0.0] * len(LINE_FEATURES)
    empties = pattern.count(EMPTY)
    if RUIN in pattern or empties == 0:
        return tuple(out)
    if empties == 4:
        out[-1] = 1.0
        return tuple(out)
    holes = [i for i, c in enumerate(pattern) if c == EMPTY]
    reachable = set()
    for values in product(range(1, 7), repeat=empties):
        line = list(pattern)
        for i, v in zip(holes, values):
            line[i] = v
        # Neighbours along the line differ by at most 1, whatever else the board holds.
        if all(abs(x - y) <= 1 for x, y in pairwise(line)):
            combo = combination(line)
            if combo:
                reachable.add(combo)
    for combo in reachable:
        out[COMBINATIONS.index(combo) * 3 + empties - 1] = 1.0
    return tuple(out)


def _cell_features(codes: Sequence[int], i: int) -> tuple[int, int, bool]:
    """Which kind of empty cell ``i`` is: a key into the cell table (see ``_cell_vector``)."""
    lo, hi, walled = 7, 0, True
    for n in NEIGHBOURS[i]:
        c = codes[n]
        if c != RUIN:
            walled = False
            if c:
                lo = min(lo, c)
                hi = max(hi, c)
    return (lo, hi, walled)


def _cell_vector(key: tuple[int, int, bool]) -> tuple[float, ...]:
    lo, hi, walled = key
    out = [0.0] * len(CELL_FEATURES)
    if hi == 0:
        out[CELL_FEATURES.index("walled" if walled else "open")] = 1.0
        return tuple(out)
    low, high = max(hi - 1, 1), min(lo + 1, 6)
    count = max(0, high - low + 1)
    out[CELL_FEATURES.index(("dead", "one_value", "two_values", "three_values")[count])] = 1.0
    out[CELL_FEATURES.index("height")] = (low + high) / 2 - 3.5 if count else 0.0
    return tuple(out)


#: Every key ``_cell_features`` can give: numbers around (lowest, highest) or none (7, 0).
_CELL_KEYS = [(lo, hi, False) for lo in range(1, 7) for hi in range(lo, 7)] + [(7, 0, False), (7, 0, True)]


def features(codes: Sequence[int], powers_left: int) -> list[float]:
    """The feature vector of a position (for fitting; the evaluator uses folded tables)."""
    _, line_feats = _line_tables()
    out = [0.0] * len(FEATURES)
    for cells in _LINE_CELLS:
        for k, x in enumerate(line_feats[line_index(*(codes[i] for i in cells))]):
            out[k] += x
    base = len(LINE_FEATURES)
    for i, c in enumerate(codes):
        if c == EMPTY:
            for k, x in enumerate(_cell_vector(_cell_features(codes, i))):
                out[base + k] += x
    if powers_left:
        out[len(LINE_FEATURES) + len(CELL_FEATURES) + powers_left - 1] = 1.0
    out[-1] = 1.0
    return out


def current_total(codes: Sequence[int], difficulty: str, powers_used: int) -> int:
    """The score of the board now (ruins and penalties included)."""
    points, _ = _line_tables()
    total = sum(points[line_index(*(codes[i] for i in cells))] for cells in _LINE_CELLS)
    return total - RUIN_COST * list(codes).count(RUIN) - sum(PENALTIES[difficulty][:powers_used])


class Evaluator:
    """``value(codes, powers_used)``: the expected final score of a position after a turn,
    for one difficulty and weight vector (all zeros: the points now, a greedy player's view)."""

    def __init__(self, difficulty: str, weights: Sequence[float] | None = None) -> None:
        weights = list(WEIGHTS[difficulty] if weights is None else weights)
        if len(weights) != len(FEATURES):
            raise ValueError(f"an evaluator takes {len(FEATURES)} weights, not {len(weights)}")
        self.difficulty, self.weights = difficulty, weights
        points, line_feats = _line_tables()
        wl = weights[: len(LINE_FEATURES)]
        self._line = [p + sum(w * x for w, x in zip(wl, f)) for p, f in zip(points, line_feats)]
        wc = weights[len(LINE_FEATURES) : len(LINE_FEATURES) + len(CELL_FEATURES)]
        self._cell = {key: sum(w * x for w, x in zip(wc, _cell_vector(key))) for key in _CELL_KEYS}
        wp = weights[len(LINE_FEATURES) + len(CELL_FEATURES) : -1]
        costs = PENALTIES[difficulty]
        # Powers used cost their penalty now; powers left are worth what the fit says, but never
        # less than nothing (a power may always stay unused): a negative fit would make spending
        # one look like a gain.
        self._powers = [
            -sum(costs[:used])
            + (max(0.0, wp[POWERS[difficulty] - used - 1]) if used < POWERS[difficulty] else 0)
            + weights[-1]
            for used in range(POWERS[difficulty] + 1)
        ]
        self.cache: dict[tuple, float] = {}

    def value(self, codes: tuple[int, ...], powers_used: int) -> float:
        key = (codes, powers_used)
        found = self.cache.get(key)
        if found is not None:
            return found
        line = self._line
        total = self._powers[powers_used] - RUIN_COST * codes.count(RUIN)
        for a, b, c, d in _LINE_CELLS:
            total += line[((codes[a] * 8 + codes[b]) * 8 + codes[c]) * 8 + codes[d]]
        cell = self._cell
        for i in range(16):
            if codes[i] == EMPTY:
                total += cell[_cell_features(codes, i)]
        if len(self.cache) > 200_000:
            self.cache.clear()
        self.cache[key] = total
        return total
