"""A value table in compact form, for shipping inside the package.

The solver computes one value per *representative* state: an upper total that shares its value
with others (see :func:`._tables.upper_classes`) is solved once, at the class's own total, and a
second flag only where the Bonanza box is filled and an extra bonus exists. :func:`pack` keeps
only those values (exact float64), split into byte planes: the high bytes of neighbouring values
are much alike, so the planes compress well. :func:`unpack` rebuilds the full table exactly.

>>> from ludoteca.bonanza.rules import Rules
>>> int(representatives(Rules()).sum()), int(representatives(Rules(extra_bonus=0)).sum())
(310656, 207104)
"""

from __future__ import annotations

import numpy as np

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza.rules import Rules

_MASKS = np.arange(T.N_MASKS)
N_LOWER = T.N_MASKS >> 6
#: Where each state reads its value: SOURCE[mask, u] is the class total (-1: unreachable).
_SOURCE = T.READ[_MASKS & T.UPPER_MASK]
_UPPERS = np.arange(T.UPPER_MASK + 1)[:, None]
_READ_ANY = np.where(T.READ >= 0, T.READ, 0)  # by filled upper boxes, then total


def _two_flags(rules: Rules) -> bool:
    return rules.extra_bonus > 0


def representatives(rules: Rules) -> np.ndarray:
    """Boolean array of the table's shape: True at each state the solver computes."""
    chosen = np.zeros(T.SHAPE, dtype=bool)
    chosen[:, :, 0] = np.arange(T.CAP + 1) == _SOURCE
    if _two_flags(rules):
        has_bonanza = (_MASKS & T.BONANZA_BIT) != 0
        chosen[has_bonanza, :, 1] = chosen[has_bonanza, :, 0]
    return chosen


def pack(values: np.ndarray, rules: Rules) -> np.ndarray:
    """The representative values of a full table, as 8 byte planes (uint8, shape (8, n))."""
    kept = np.ascontiguousarray(values[representatives(rules)], dtype="<f8")
    return np.ascontiguousarray(kept.view(np.uint8).reshape(-1, 8).T)


def unpack(planes: np.ndarray, rules: Rules) -> np.ndarray:
    """The full table that :func:`pack` was given (NaN at unreachable states).

    ValueError if the planes do not have the shape these rules need.
    """
    chosen = representatives(rules)
    if planes.dtype != np.uint8 or planes.shape != (8, int(chosen.sum())):
        raise ValueError(f"expected byte planes of shape (8, {int(chosen.sum())}), not {planes.shape} {planes.dtype}")
    kept = np.ascontiguousarray(planes.T).view("<f8").reshape(-1)
    solved = np.full(T.SHAPE, np.nan)
    solved[chosen] = kept
    # A mask is (lower boxes << 6) | upper boxes: by lower, upper, total and flag, every state
    # reads the total its upper boxes send it to.
    by_lower = solved.reshape(N_LOWER, T.UPPER_MASK + 1, T.CAP + 1, 2)
    values = by_lower[:, _UPPERS, _READ_ANY, :].reshape(T.SHAPE)
    values[_SOURCE < 0] = np.nan
    if not _two_flags(rules):
        values[:, :, 1] = values[:, :, 0]
    return values
