"""Weights of the advisor's board evaluation, one vector per difficulty, in the order of
:data:`ludoteca.magdagdon.evaluation.FEATURES`.

Fitted by ``python tools/magdagdon_learn.py --games 300 --rounds 3 --check 150``: three
rounds of fitted policy iteration from the greedy evaluation, 300 games a round, keeping the
round that scored best on 150 separate check seeds (greedy -> advisor on those seeds:
peaceful 204.5 -> 348.8, survival 151.2 -> 299.8, nightmare 100.7 -> 187.5).
"""

from __future__ import annotations

WEIGHTS: dict[str, list[float]] = {
    "peaceful": [
        33.553,
        36.637,
        22.647,
        20.449,
        20.082,
        7.559,
        5.29,
        -7.558,
        7.559,
        46.806,
        -5.671,
        0.0,
        -35.373,
        -4.941,
        -1.724,
        1.385,
        1.695,
        7.661,
        10.989,
        29.346,
        -5.635,
    ],
    "survival": [
        23.805,
        12.461,
        20.098,
        9.193,
        1.652,
        -1.171,
        7.498,
        7.805,
        -1.171,
        28.973,
        -5.261,
        -9.438,
        -20.891,
        -4.694,
        -3.128,
        1.389,
        3.041,
        -3.755,
        0.0,
        0.0,
        1.035,
    ],
    "nightmare": [
        23.947,
        21.34,
        10.708,
        -18.339,
        0.97,
        5.143,
        -0.765,
        -3.291,
        5.143,
        28.923,
        -1.35,
        -8.712,
        -20.116,
        -3.328,
        -10.402,
        5.247,
        1.701,
        0.0,
        0.0,
        0.0,
        -1.933,
    ],
}
