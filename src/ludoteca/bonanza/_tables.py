"""The dice combinatorics and the backward induction behind the Bonanza advisor.

A turn-start state is (filled boxes, upper total capped at 63, "the Bonanza box holds 50").
Its value is the expected number of points still to come under optimal play: boxes,
the upper bonus if it is reached later, and extra Bonanza bonuses. The whole table is
``values[mask, upper, flag]`` (8192 x 64 x 2, float64); bit ``b`` of ``mask`` is ``BOXES[b]``.

Within a turn every roll is a sorted 5-tuple (252 of them) and every keep a sorted tuple of
0..5 dice (462; the 252 rolls are the keeps of size 5). Expectations go one die at a time
(a keep of n dice is worth the mean over the six faces of the keep with one more die), and
the best keep inside a roll is found on the sub-multiset lattice (the best sub-keep of ``m``
is ``m`` itself or the best sub-keep of ``m`` minus one die).

>>> len(KEEPS), len(ROLLS), round(float(P_ROLL.sum()), 12)
(462, 252, 1.0)
>>> KEEPS[UP[2][KEEP_INDEX[(1, 5)] - OFFSET[2], 2]]  # (1, 5) plus a three
(1, 3, 5)
"""

from __future__ import annotations

import mmap
import multiprocessing
from collections.abc import Iterator
from itertools import combinations_with_replacement, groupby
from math import factorial, prod

import numpy as np

from ludoteca.bonanza.rules import BOXES, FIXED, UPPER_BONUS, UPPER_TARGET, Rules, raw_score, sub_keeps
from ludoteca.core import i18n

FACES = range(1, 7)
#: Every keep, by size then in lexicographic order; the last 252 are the rolls.
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in range(6) for keep in combinations_with_replacement(FACES, size)
)
KEEP_INDEX: dict[tuple[int, ...], int] = {keep: i for i, keep in enumerate(KEEPS)}
#: KEEPS[OFFSET[n]:OFFSET[n + 1]] are the keeps of n dice.
OFFSET = (0, 1, 7, 28, 84, 210, 462)
ROLLS = KEEPS[OFFSET[5] :]
N_ROLLS = len(ROLLS)
N_MASKS = 1 << len(BOXES)
FULL = N_MASKS - 1
UPPER_MASK = 0b111111
CAP = UPPER_TARGET  # upper totals are stored capped here
BONANZA_BIT = 1 << BOXES.index("bonanza")
LOWER_BITS = {box: 1 << BOXES.index(box) for box in BOXES[6:]}
SHAPE = (N_MASKS, CAP + 1, 2)


def _counts_probability(dice: tuple[int, ...]) -> float:
    """Chance that len(dice) fresh dice show exactly this multiset."""
    counts = [dice.count(face) for face in FACES]
    return factorial(len(dice)) / prod(factorial(c) for c in counts) / 6 ** len(dice)


#: UP[n][k, j]: index of keep k (of n dice) plus one die showing face j + 1.
UP = [
    np.array(
        [[KEEP_INDEX[tuple(sorted((*keep, face)))] for face in FACES] for keep in KEEPS[OFFSET[n] : OFFSET[n + 1]]]
    )
    for n in range(5)
]


def _children(keep: tuple[int, ...]) -> list[int]:
    kids = sorted({KEEP_INDEX[keep[:i] + keep[i + 1 :]] for i in range(len(keep))})
    return kids + kids[:1] * (min(len(keep), 5) - len(kids))  # pad by repeating (harmless for max)


#: DOWN[n][k, j]: the keeps one die smaller than keep k (of n dice), padded; DOWN[0] is unused.
DOWN = [np.zeros((1, 0), dtype=int)] + [
    np.array([_children(keep) for keep in KEEPS[OFFSET[n] : OFFSET[n + 1]]]) for n in range(1, 6)
]
# The same, one column at a time (contiguous), for the batched loops.
_UP_BY_FACE = [np.ascontiguousarray(up.T) for up in UP]
_DOWN_BY_CHILD = [np.ascontiguousarray(down.T) for down in DOWN]
#: Probability of each roll of five fresh dice.
P_ROLL = np.array([_counts_probability(roll) for roll in ROLLS])
#: COUNT[face][r]: how many dice of roll r show ``face`` (row 0 unused).
COUNT = np.array([[roll.count(face) for roll in ROLLS] for face in range(7)])
#: Row of the five-of-a-kind of each face (index 0 unused).
YAHTZEE_ROW = [0] + [KEEP_INDEX[(face,) * 5] - OFFSET[5] for face in FACES]
#: RAW[b][r]: what roll r scores in BOXES[b] with no joker.
RAW = np.array([[raw_score(roll, box) for roll in ROLLS] for box in BOXES], dtype=float)


def _sub_keeps(roll: tuple[int, ...]) -> list[int]:
    subs = [KEEP_INDEX[keep] for keep in sub_keeps(roll)]
    return subs + subs[:1] * (32 - len(subs))


#: SUBS[r]: every distinct sub-keep of roll r (itself included), padded to 32.
SUBS = np.array([_sub_keeps(roll) for roll in ROLLS])


def _transition() -> np.ndarray:
    """T[k, r]: chance that keeping k and rolling the rest gives roll r."""
    table = np.zeros((len(KEEPS), N_ROLLS))
    table[OFFSET[5] :] = np.eye(N_ROLLS)
    for n in range(4, -1, -1):
        table[OFFSET[n] : OFFSET[n + 1]] = table[UP[n]].mean(axis=1)
    return table


TRANSITION = _transition()


def upper_classes(upper: int) -> tuple[list[int], np.ndarray]:
    """The upper totals worth solving for these filled upper boxes, and where each total 0..63 reads.

    Once the bonus is earned, or can no longer be reached, the total no longer matters:
    all such "dead" totals share the value stored at 63. Unreachable live totals map to -1.
    """
    sums = {0}
    for face in FACES:
        if upper >> (face - 1) & 1:
            sums = {min(CAP, s + c * face) for s in sums for c in range(6)}
    room = sum(5 * face for face in FACES if not upper >> (face - 1) & 1)
    live = sorted(s for s in sums if s < CAP and s + room >= CAP)
    read = np.full(CAP + 1, -1)
    read[live] = live
    has_dead = any(s >= CAP or s + room < CAP for s in sums)
    if has_dead:
        read[[u for u in range(CAP + 1) if u >= CAP or u + room < CAP]] = CAP
    return live + [CAP] * has_dead, read


#: READ[upper][u]: the upper total whose stored value stands for total u (see upper_classes).
READ = np.array([upper_classes(upper)[1] for upper in range(64)])


def record_values(
    rules: Rules, values: np.ndarray, upper: int, mask: np.ndarray, total: np.ndarray, flag: np.ndarray
) -> np.ndarray:
    """Best value of recording each roll, W[r, s], for states s that share the filled upper boxes.

    ``mask``, ``total``, ``flag`` describe the states (``mask & 63 == upper`` for all of them);
    a value is the points of the record (with any bonus) plus the value of the next state.
    """
    n = len(mask)
    best = np.full((N_ROLLS, n), -np.inf)
    flat = values.reshape(-1)
    open_upper: dict[int, np.ndarray] = {}
    for face in FACES:
        bit = 1 << (face - 1)
        if upper & bit:
            continue
        points = np.arange(6)[:, None] * face  # (6, 1): 0..5 dice of this face
        after = total[None, :] + points
        gain = points + UPPER_BONUS * ((total[None, :] < CAP) & (after >= CAP))
        nxt = flat[(((mask | bit)[None, :] * (CAP + 1)) + np.minimum(after, CAP)) * 2 + flag[None, :]]
        open_upper[face] = gain + nxt  # (6, n): value by number of dice showing the face
        np.maximum(best, open_upper[face][COUNT[face]], out=best)
    lower_next: dict[str, np.ndarray] = {}
    for box, bit in LOWER_BITS.items():
        is_open = (mask & bit) == 0
        if not is_open.any():
            continue
        where = ((mask | bit) * (CAP + 1) + total) * 2
        nxt = np.where(is_open, flat[where + flag], -np.inf)
        lower_next[box] = nxt
        if box == "bonanza":
            np.maximum(best, nxt, out=best)  # no five of a kind: a zero
            held = np.where(is_open, FIXED["bonanza"] + flat[where + 1], -np.inf)
            rows = YAHTZEE_ROW[1:]
            best[rows] = np.maximum(best[rows], held)
        else:
            np.maximum(best, RAW[BOXES.index(box)][:, None] + nxt, out=best)
    filled = (mask & BONANZA_BIT) != 0
    if filled.any():
        _apply_joker(rules, best, upper, filled, flag, open_upper, lower_next)
    return best


def _apply_joker(
    rules: Rules,
    best: np.ndarray,
    upper: int,
    filled: np.ndarray,
    flag: np.ndarray,
    open_upper: dict[int, np.ndarray],
    lower_next: dict[str, np.ndarray],
) -> None:
    """Rewrite the five-of-a-kind rows for states whose Bonanza box is filled."""
    for face in FACES:
        row = YAHTZEE_ROW[face]
        value = best[row]
        if rules.joker == "forced":
            if face in open_upper:  # the matching upper box is free: it is the only choice
                value = open_upper[face][5]
            else:
                lower = np.full_like(value, -np.inf)
                for box, nxt in lower_next.items():
                    points = FIXED.get(box, 5 * face)
                    np.maximum(lower, points + nxt, out=lower)
                value = np.where(lower > -np.inf, lower, value)  # else scratch an upper box
        elif rules.joker == "free" and face not in open_upper:
            for box in ("full_house", "small_straight", "large_straight"):
                if box in lower_next:
                    value = np.maximum(value, FIXED[box] + lower_next[box])
        value = value + rules.extra_bonus * flag
        best[row] = np.where(filled, value, best[row])


def _expect(values: np.ndarray) -> None:
    """Fill the keeps of 0..4 dice with the mean over one more die (size-5 rows given)."""
    for n in range(4, -1, -1):
        out, up = values[OFFSET[n] : OFFSET[n + 1]], _UP_BY_FACE[n]
        np.add(values[up[0]], values[up[1]], out=out)  # pairwise ops beat a reduce over a middle axis
        for column in up[2:]:
            out += values[column]
        out *= 1 / 6


def _best_sub(values: np.ndarray) -> np.ndarray:
    """In place: each keep becomes the best of its sub-keeps; returns the rows of the rolls."""
    for n in range(1, 6):
        out = values[OFFSET[n] : OFFSET[n + 1]]
        for column in _DOWN_BY_CHILD[n]:
            np.maximum(out, values[column], out=out)
    return values[OFFSET[5] :]


def turn_start_values(records: np.ndarray) -> np.ndarray:
    """Expected value at the start of a turn from W[r, s] (value of recording roll r)."""
    work = np.empty((len(KEEPS), records.shape[1]))
    work[OFFSET[5] :] = records
    for _ in range(2):  # two re-rolls
        _expect(work)
        _best_sub(work)
    return P_ROLL @ work[OFFSET[5] :]


def _groups(rules: Rules) -> Iterator[tuple[int, int, np.ndarray, np.ndarray, np.ndarray]]:
    """(level, upper, mask, total, flag) for every batch of states, last level first."""
    two_flags = rules.extra_bonus > 0
    classes = {upper: upper_classes(upper)[0] for upper in range(64)}
    lowers = [lower << 6 for lower in range(128)]
    for level in range(len(BOXES) - 1, -1, -1):
        for upper in range(64):
            n_lower = level - bin(upper).count("1")
            if not 0 <= n_lower <= 7:
                continue
            mask, total, flag = [], [], []
            for lower in lowers:
                if bin(lower).count("1") != n_lower:
                    continue
                flags = (0, 1) if two_flags and lower & BONANZA_BIT else (0,)
                for u in classes[upper]:
                    for f in flags:
                        mask.append(upper | lower)
                        total.append(u)
                        flag.append(f)
            yield level, upper, np.array(mask), np.array(total), np.array(flag)


def _spread(values: np.ndarray, upper: int, masks: np.ndarray, two_flags: bool) -> None:
    """Copy each solved representative to every upper total (and flag) that shares its value."""
    read = READ[upper]
    known = np.flatnonzero(read >= 0)
    masks = np.unique(masks)
    values[masks[:, None], known[None, :], :] = values[masks[:, None], read[known][None, :], :]
    if not two_flags:
        values[masks, :, 1] = values[masks, :, 0]


def progress_text(rules: Rules) -> str:
    """What the progress bar of :func:`solve` says, in the current language.

    >>> progress_text(Rules(joker="free", extra_bonus=100))
    'Bonanza strategy (free joker, +100)'
    """
    joker = i18n.t(f"bonanza.strategy.joker.{rules.joker}")
    return i18n.t("bonanza.strategy.progress", joker=joker, bonus=rules.extra_bonus)


def solve(rules: Rules = Rules(), *, progress: bool = True, batch: int = 1024, workers: int = 1) -> np.ndarray:
    """The full value table for ``rules`` (see the module docstring), computed from scratch.

    The states of one level (one number of filled boxes) depend only on the levels above, so
    ``workers`` > 1 solves each level's batches in that many forked processes that write into
    one shared table. Forking is for a plain process (``python -m ludoteca.bonanza.prepare``),
    not a Jupyter kernel, so the default is one process.
    """
    from tqdm.auto import tqdm

    parallel = workers > 1 and "fork" in multiprocessing.get_all_start_methods()
    values = _shared_table() if parallel else np.full(SHAPE, np.nan)
    values[...] = np.nan
    values[FULL] = 0.0
    groups = list(_groups(rules))
    bar = tqdm(
        total=sum(len(g[2]) for g in groups), desc=progress_text(rules), unit="state", disable=not progress, leave=False
    )
    global _WORK
    _WORK = (rules, values)  # what forked workers inherit
    pool = multiprocessing.get_context("fork").Pool(workers) if parallel else None
    try:
        with bar:
            for _level, level in groupby(groups, key=lambda g: g[0]):
                level_groups = list(level)
                jobs = [
                    (upper, mask[i : i + batch], total[i : i + batch], flag[i : i + batch])
                    for _, upper, mask, total, flag in level_groups
                    for i in range(0, len(mask), batch)
                ]
                for done in pool.imap_unordered(_solve_batch, jobs) if pool else map(_solve_batch, jobs):
                    bar.update(done)
                for _, upper, mask, _total, _flag in level_groups:
                    _spread(values, upper, mask, rules.extra_bonus > 0)
    finally:
        _WORK = None
        if pool is not None:
            pool.close()
            pool.join()
    return np.array(values) if parallel else values


#: The rules and the table being solved, for :func:`_solve_batch` (inherited by forked workers).
_WORK: tuple[Rules, np.ndarray] | None = None


def _solve_batch(job: tuple[int, np.ndarray, np.ndarray, np.ndarray]) -> int:
    """Solve one batch of turn-start states into the table; returns how many."""
    assert _WORK is not None
    rules, values = _WORK
    upper, mask, total, flag = job
    records = record_values(rules, values, upper, mask, total, flag)
    values.reshape(-1)[(mask * (CAP + 1) + total) * 2 + flag] = turn_start_values(records)
    return len(mask)


def _shared_table() -> np.ndarray:
    """A table in memory that forked processes share (an anonymous shared mapping)."""
    size = int(np.prod(SHAPE)) * np.dtype(np.float64).itemsize
    return np.frombuffer(mmap.mmap(-1, size), dtype=np.float64).reshape(SHAPE)
