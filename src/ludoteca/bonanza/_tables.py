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

import contextlib
import mmap
import os
import select
import sys
import threading
from bisect import bisect_left, bisect_right
from functools import reduce
from itertools import combinations_with_replacement, pairwise
from math import factorial, prod
from operator import or_
from typing import NamedTuple, Protocol

import numpy as np

from ludoteca.bonanza.rules import BOXES, FIXED, UPPER_BONUS, UPPER_TARGET, Rules, raw_score, sub_keeps

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
_LOWER_COLUMN = np.array(list(LOWER_BITS.values()))[:, None]  # the lower boxes' bits, as a column
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
    """The distinct keeps one die smaller than ``keep``."""
    return sorted({KEEP_INDEX[keep[:i] + keep[i + 1 :]] for i in range(len(keep))})


# The solver's work arrays hold the keeps by size, and within a size by how many different faces
# they show, most first: then the j-th sub-keep of every keep that has one is a prefix of rows.
#: ORDER[i]: the keep on work row i; ROW[k]: the work row of keep k.
ORDER = np.array(sorted(range(len(KEEPS)), key=lambda k: (len(KEEPS[k]), -len(set(KEEPS[k])), k)))
ROW = np.argsort(ORDER)
_ROLL_ORDER = ORDER[OFFSET[5] :] - OFFSET[5]
#: _UP_BY_ROW[n][i, j]: the work row of the keep on work row OFFSET[n] + i plus one die of face j + 1.
_UP_BY_ROW = [ROW[UP[n][ORDER[OFFSET[n] : OFFSET[n + 1]] - OFFSET[n]]] for n in range(5)]


def _down_columns(n: int) -> list[np.ndarray]:
    """For the work rows of keeps of n dice: column j holds the j-th sub-keep's work row, for
    the rows (a prefix) of keeps that have more than j distinct sub-keeps one die smaller."""
    kids = [[int(ROW[kid]) for kid in _children(KEEPS[keep])] for keep in ORDER[OFFSET[n] : OFFSET[n + 1]]]
    return [np.array([row[j] for row in kids if len(row) > j]) for j in range(max(map(len, kids)))]


_DOWN_BY_CHILD: list[list[np.ndarray]] = [[]] + [_down_columns(n) for n in range(1, 6)]
_DOWN_JOINED = [np.concatenate(columns) if columns else np.empty(0, dtype=int) for columns in _DOWN_BY_CHILD]
#: Probability of each roll of five fresh dice.
P_ROLL = np.array([_counts_probability(roll) for roll in ROLLS])
#: COUNT[face][r]: how many dice of roll r show ``face`` (row 0 unused).
COUNT = np.array([[roll.count(face) for roll in ROLLS] for face in range(7)])
#: Row of the five-of-a-kind of each face (index 0 unused).
YAHTZEE_ROW = [0] + [KEEP_INDEX[(face,) * 5] - OFFSET[5] for face in FACES]
#: RAW[b][r]: what roll r scores in BOXES[b] with no joker.
RAW = np.array([[raw_score(roll, box) for roll in ROLLS] for box in BOXES], dtype=float)


class _RollRows(NamedTuple):
    """COUNT and YAHTZEE_ROW for the rolls laid out in some order of rows; ``scoring``: by box,
    the rows that score something there with no joker (the others score 0), or None where that
    is most rows (a pass over every row then beats picking rows out); ``points``: by box, the
    different scores and, for each of those rows (or every row), which one it scores."""

    counts: np.ndarray
    scoring: list[np.ndarray | None]
    points: list[tuple[np.ndarray, np.ndarray]]
    five_kind: list[int]


def _roll_rows(order: np.ndarray) -> _RollRows:
    """The per-roll constants with row i describing roll ``order[i]``."""
    raw = RAW[:, order]
    scoring = [rows if len(rows) <= N_ROLLS // 4 else None for rows in (np.flatnonzero(row > 0) for row in raw)]
    points = [np.unique(row if rows is None else row[rows], return_inverse=True) for row, rows in zip(raw, scoring)]
    where = np.argsort(order)
    return _RollRows(COUNT[:, order], scoring, points, [0] + [int(where[row]) for row in YAHTZEE_ROW[1:]])


def _plus_points(points: tuple[np.ndarray, np.ndarray], nxt: np.ndarray, out: np.ndarray) -> np.ndarray:
    """``out[i] = scores[which[i]] + nxt`` for ``points = (scores, which)``: the few different
    sums are made first, then picked by row (numpy adds a column to a row far more slowly)."""
    scores, which = points
    return np.take(scores[:, None] + nxt, which, axis=0, out=out, mode="clip")


def _upper_tables() -> tuple[np.ndarray, np.ndarray]:
    """[face - 1, c, u]: the points of c dice of that face in its box with upper total u (and the
    bonus if they reach it), and twice the capped total after them (an offset in the flat table)."""
    total = np.arange(CAP + 1)[None, None, :]
    points = np.arange(6)[None, :, None] * np.arange(1, 7)[:, None, None]
    after = total + points
    gain = (points + UPPER_BONUS * ((total < CAP) & (after >= CAP))).astype(float)
    return gain, 2 * np.minimum(after, CAP)


_UPPER_GAIN, _UPPER_AFTER = _upper_tables()


_P_WORK = P_ROLL[_ROLL_ORDER]  # the rolls' probabilities by work row
_BY_ROLL = _roll_rows(np.arange(N_ROLLS))
_BY_WORK_ROW = _roll_rows(_ROLL_ORDER)


def upper_classes(upper: int) -> tuple[list[int], np.ndarray]:
    """The upper totals worth solving for these filled upper boxes, and where each total 0..63 reads.

    Once the bonus is earned, or can no longer be reached, the total no longer matters:
    all such "dead" totals share the value stored at 63. Two live totals share a value too
    when no amount the open upper boxes can still add lies between what each one lacks
    (with only the sixes open, 57 to 62 all need one six): the smallest stands for its class.
    Unreachable totals map to -1.

    >>> _, read = upper_classes(0b011111)  # only the sixes are open
    >>> [int(read[u]) for u in (32, 33, 38, 39, 57, 58, 62, 63)]
    [63, 33, 33, 39, 57, 57, 57, 63]
    """
    sums, adds = 1, 1  # bit s: the total s can be had (or added), capped at CAP for sums
    for face in FACES:
        if upper >> (face - 1) & 1:
            sums = _plus_dice(sums, face)
            sums = (sums & ((1 << CAP) - 1)) | (1 << CAP if sums >> CAP else 0)
        else:
            adds = _plus_dice(adds, face)
    room = adds.bit_length() - 1  # the most the open boxes can add
    read = [-1] * (CAP + 1)
    first: dict[int, int] = {}  # class (how many amounts fall short) -> its smallest total
    for total in (t for t in range(CAP + 1) if sums >> t & 1):
        if total >= CAP or total + room < CAP:
            read[total] = CAP
        else:  # the class: how many amounts that can be added are short of the bonus
            short = (adds & ((1 << (CAP - total)) - 1)).bit_count()
            read[total] = first.setdefault(short, total)
    if CAP in read:
        read = [CAP if u >= CAP or u + room < CAP else r for u, r in enumerate(read)]
    return sorted(set(read) - {-1}), np.array(read)


def _plus_dice(amounts: int, face: int) -> int:
    """The amounts (bits of an int) with 0 to 5 dice of ``face`` added."""
    return reduce(or_, (amounts << count * face for count in range(6)))


_CLASSES = [upper_classes(upper) for upper in range(64)]
#: READ[upper][u]: the upper total whose stored value stands for total u (see upper_classes).
READ = np.array([read for _, read in _CLASSES])
#: SOLVED[upper]: the upper totals solved for these filled upper boxes.
SOLVED = [np.array(totals) for totals, _ in _CLASSES]


def record_values(
    rules: Rules, values: np.ndarray, upper: int, mask: np.ndarray, total: np.ndarray, flag: np.ndarray
) -> np.ndarray:
    """Best value of recording each roll, W[r, s], for states s that share the filled upper boxes.

    ``mask``, ``total``, ``flag`` describe the states (``mask & 63 == upper`` for all of them);
    a value is the points of the record (with any bonus) plus the value of the next state.
    """
    best = np.empty((N_ROLLS, len(mask)))
    _record(rules, values, upper, mask, total, flag, best, _BY_ROLL)
    return best


def _record(
    rules: Rules,
    values: np.ndarray,
    upper: int,
    mask: np.ndarray,
    total: np.ndarray,
    flag: np.ndarray,
    best: np.ndarray,
    rows: _RollRows,
    temp: np.ndarray | None = None,
) -> None:
    """:func:`record_values` into ``best``, its rows laid out as ``rows`` says; ``temp`` (of
    ``best``'s shape, contents overwritten) is room for the partial values, made if not given."""
    temp = np.empty(best.shape) if temp is None else temp
    flat = values.reshape(-1)
    filled = (mask & _LOWER_COLUMN) != 0
    after = flat[(mask | _LOWER_COLUMN) * (2 * (CAP + 1)) + (2 * total + flag)]  # (7, n), by lower box
    after[filled] = -np.inf
    lower_next = {box: nxt for box, nxt, full in zip(LOWER_BITS, after, filled.all(axis=1)) if not full}
    # Every roll may put a zero in any open lower box: start there, then add what scores.
    best[:] = after.max(axis=0)
    open_upper = _upper_next(flat, upper, mask, total, flag)
    for face, nxt in open_upper.items():
        np.take(nxt, rows.counts[face], axis=0, out=temp, mode="clip")  # "clip": no copy
        np.maximum(best, temp, out=best)
    for box, nxt in lower_next.items():
        if box == "bonanza":
            bit = LOWER_BITS[box]
            held = np.where(nxt > -np.inf, FIXED[box] + flat[((mask | bit) * (CAP + 1) + total) * 2 + 1], -np.inf)
            best[rows.five_kind[1:]] = np.maximum(best[rows.five_kind[1:]], held)
        elif (scoring := rows.scoring[BOXES.index(box)]) is None:
            np.maximum(best, _plus_points(rows.points[BOXES.index(box)], nxt, temp), out=best)
        else:  # only the rolls that score here can beat the zero already in
            part = _plus_points(rows.points[BOXES.index(box)], nxt, temp[: len(scoring)])
            best[scoring] = np.maximum(best[scoring], part)
    bonanza_filled = (mask & BONANZA_BIT) != 0
    if bonanza_filled.any():
        _apply_joker(rules, best, rows.five_kind, bonanza_filled, flag, open_upper, after)


def _upper_next(
    flat: np.ndarray, upper: int, mask: np.ndarray, total: np.ndarray, flag: np.ndarray
) -> dict[int, np.ndarray]:
    """By open upper box's face: (6, n), by how many dice show the face, the points with any
    bonus plus the value of the state after (``flat``: the table, flat)."""
    faces = [face for face in FACES if not upper >> (face - 1) & 1]
    if not faces:
        return {}
    rows = np.array(faces) - 1
    at = _UPPER_AFTER[rows][:, :, total] + ((mask | (1 << rows)[:, None, None]) * (2 * (CAP + 1)) + flag)
    return dict(zip(faces, _UPPER_GAIN[rows][:, :, total] + flat[at]))


#: [face - 1, b]: what five dice of that face score as a joker in the b-th lower box (all its
#: points in the fixed ones, the dice's sum in the others).
_JOKER_POINTS = np.array([[FIXED.get(box, 5 * face) for box in LOWER_BITS] for face in FACES], dtype=float)
#: The lower boxes that the free joker may fill at their full points, by their row in ``after``.
_FREE_JOKER = [list(LOWER_BITS).index(box) for box in ("full_house", "small_straight", "large_straight")]


def _apply_joker(
    rules: Rules,
    best: np.ndarray,
    five_kind: list[int],
    filled: np.ndarray,
    flag: np.ndarray,
    open_upper: dict[int, np.ndarray],
    after: np.ndarray,
) -> None:
    """Rewrite the five-of-a-kind rows for states whose Bonanza box is filled (``after``: by
    lower box, the value of the state after it, -inf where it is filled)."""
    rows = five_kind[1:]
    now = best[rows]  # (6, n): by face
    if rules.joker == "forced":  # the matching upper box if it is free, else any lower box, else scratch
        lower = (_JOKER_POINTS[:, :, None] + after).max(axis=1)
        value = np.where(lower > -np.inf, lower, now)
        for face, nxt in open_upper.items():
            value[face - 1] = nxt[5]
    elif rules.joker == "free":  # also the fixed lower boxes at full points, if the upper box is filled
        fixed = (_JOKER_POINTS[0, _FREE_JOKER, None] + after[_FREE_JOKER]).max(axis=0)
        value = np.maximum(now, fixed)
        for face in open_upper:
            value[face - 1] = now[face - 1]
    else:
        value = now
    best[rows] = np.where(filled, value + rules.extra_bonus * flag, now)


#: The rows of room that :func:`_expect` needs: six per keep of four dice (the most numerous).
_ROOM_ROWS = 6 * (OFFSET[5] - OFFSET[4])


def _expect(values: np.ndarray, room: np.ndarray) -> None:
    """Fill the keeps of 0..4 dice with the mean over one more die (size-5 rows given; work rows).

    ``room``: a flat float array of at least ``_ROOM_ROWS`` rows of ``values`` (contents overwritten).
    """
    for n in range(4, -1, -1):
        out, up = values[OFFSET[n] : OFFSET[n + 1]], _UP_BY_ROW[n]
        # mode="clip" (the indices are all valid) lets take write straight into ``room``.
        six = np.take(values, up, axis=0, out=room[: up.size * values.shape[1]].reshape(*up.shape, -1), mode="clip")
        np.add.reduce(six, axis=1, out=out)  # the six faces added in turn
        out *= 1 / 6


def _best_sub(values: np.ndarray, room: np.ndarray) -> None:
    """In place: each keep becomes the best of its sub-keeps (work rows); ``room`` as for _expect."""
    width = values.shape[1]
    for n in range(1, 6):
        # Every sub-keep one die smaller, column after column, in one gather (they are all final).
        into = room[: len(_DOWN_JOINED[n]) * width].reshape(-1, width)
        kids = np.take(values, _DOWN_JOINED[n], axis=0, out=into, mode="clip")
        start = 0
        for column in _DOWN_BY_CHILD[n]:
            out = values[OFFSET[n] : OFFSET[n] + len(column)]
            np.maximum(out, kids[start : start + len(column)], out=out)
            start += len(column)


def turn_start_values(records: np.ndarray) -> np.ndarray:
    """Expected value at the start of a turn from W[r, s] (value of recording roll r)."""
    work = np.empty((len(KEEPS), records.shape[1]))
    np.take(records, _ROLL_ORDER, axis=0, out=work[OFFSET[5] :])
    return _turn_start(work, np.empty(_ROOM_ROWS * records.shape[1]))


def _turn_start(work: np.ndarray, room: np.ndarray) -> np.ndarray:
    """:func:`turn_start_values` of the records already in the rolls' work rows (overwrites
    ``work``); ``room`` as for :func:`_expect`."""
    for _ in range(2):  # two re-rolls
        _expect(work, room)
        _best_sub(work, room)
    rolls = np.multiply(work[OFFSET[5] :], _P_WORK[:, None], out=work[OFFSET[5] :])
    # Row by row, not by BLAS: the same sums in the same order whatever the batch and the machine.
    return np.add.reduce(rolls, axis=0)


def _states(rules: Rules) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(mask, total, flag) of every turn-start state to solve: most filled boxes first, then by
    filled upper boxes, lower boxes, upper total (those of :data:`SOLVED`) and flag. The full
    sheet (worth 0) is not among them."""
    masks = np.arange(FULL)
    masks = masks[np.lexsort((masks, masks & UPPER_MASK, -_filled(masks)))]
    upper = masks & UPPER_MASK
    flags = 1 + ((masks & BONANZA_BIT) != 0) if rules.extra_bonus else np.ones_like(masks)
    count = np.array([len(totals) for totals in SOLVED])
    sizes = count[upper] * flags  # states per mask
    starts = np.cumsum(sizes) - sizes
    within = np.arange(int(sizes.sum())) - np.repeat(starts, sizes)  # a state's place in its mask
    first = np.cumsum(count) - count  # where each upper's totals start in the joined SOLVED
    two = np.repeat(flags - 1, sizes)  # 1 where a mask's states come in pairs of flags
    total = np.concatenate(SOLVED)[np.repeat(first[upper], sizes) + (within >> two)]
    return np.repeat(masks, sizes), total, within & two


def _spread_columns(two_flags: bool) -> np.ndarray:
    """[upper, c]: of a mask's 128 values (by upper total, then flag), the one that value c copies
    once the mask is solved (unreachable totals copy their own NaN; with one flag solved, the
    second copies the first)."""
    total = np.where(READ >= 0, READ, np.arange(CAP + 1))
    flag = np.arange(2) if two_flags else np.zeros(2, dtype=int)
    return (2 * total[:, :, None] + flag).reshape(len(READ), -1)


_SPREAD = (_spread_columns(False), _spread_columns(True))


def _spread(values: np.ndarray, upper: int, masks: np.ndarray, two_flags: bool) -> None:
    """Copy each solved representative to every upper total (and flag) that shares its value."""
    rows = values.reshape(N_MASKS, -1)
    masks = np.unique(masks)
    rows[masks] = rows[masks][:, _SPREAD[two_flags][upper]]


def progress_text(rules: Rules) -> str:
    """What the progress bar of :func:`solve` says, in the current language.

    >>> progress_text(Rules(joker="free", extra_bonus=100))
    'Bonanza strategy (free joker, +100)'
    """
    from ludoteca.core import i18n  # here: a solve with no bar needs no catalogs

    joker = i18n.t(f"bonanza.strategy.joker.{rules.joker}")
    return i18n.t("bonanza.strategy.progress", joker=joker, bonus=rules.extra_bonus)


def solve(rules: Rules = Rules(), *, progress: bool = True, batch: int = 512, workers: int = 1) -> np.ndarray:
    """The full value table for ``rules`` (see the module docstring), computed from scratch.

    The states of one level (one number of filled boxes) depend only on the levels above, so
    with ``workers`` > 1 this process and ``workers`` - 1 forked helpers share each level's
    jobs, writing into one shared table. Forking is for a plain process (``python -m
    ludoteca.bonanza.prepare``), not a Jupyter kernel, so the default is one process.
    """
    parallel = workers > 1 and hasattr(os, "fork")
    values = _shared_table() if parallel else np.full(SHAPE, np.nan)
    values[...] = np.nan
    values[FULL] = 0.0
    levels = _levels(rules, batch, workers)
    states = sum(len(mask) for jobs in levels for job in jobs for _, mask, _, _ in job)
    bar: _Bar = _progress_bar(rules, states) if progress else _NoBar()
    with bar:
        if parallel:
            _solve_forked(rules, values, levels, workers, bar)
        else:
            for jobs in levels:
                for job in jobs:
                    bar.update(_solve_job(rules, values, job))
    return np.array(values) if parallel else values


def _even_batch(states: int, batch: int, workers: int) -> int:
    """Job size for a level of ``states``: at most ``batch``, and as many jobs of about the same
    size as a multiple of ``workers`` (so that no process waits long at the end of the level)."""
    jobs = -(-states // batch)
    return -(-states // (-(-jobs // workers) * workers))


def _solve_forked(rules: Rules, values: np.ndarray, levels: list[list[list[_Piece]]], workers: int, bar: _Bar) -> None:
    """Solve the levels' jobs in this process and ``workers`` - 1 forked helpers, level by level.

    Three pipes and nothing else. For each level this process writes the job numbers, then a
    stop for every process, into the jobs pipe, and a byte for each helper into the go pipe;
    each process reads numbers and solves those jobs until it reads a stop; each helper then
    writes a byte into the done pipe ("!" if it failed) and waits for the next go. This process
    starts the next level once every helper is done.
    """
    (jobs_out, jobs_in), (go_out, go_in), (done_out, done_in) = pipes = [os.pipe() for _ in range(3)]
    kept = [fd for pair in pipes for fd in pair]  # the ends this process closes at the end
    helpers = []
    try:
        for _ in range(workers - 1):
            pid = os.fork()
            if pid == 0:  # the helper (never returns) keeps only its ends: this process gone, it reads the end
                for fd in (jobs_in, go_in, done_out):
                    os.close(fd)
                _helper(rules, values, levels, (jobs_out, go_out, done_in))
            helpers.append(pid)
        os.close(done_in)  # then the done pipe ends when every helper has died
        kept.remove(done_in)
        for jobs in levels:
            _post_jobs(jobs_in, len(jobs), workers)
            os.write(go_in, b"." * len(helpers))
            _take_jobs(rules, values, jobs, jobs_out)
            _wait_for(done_out, len(helpers))
            bar.update(sum(len(mask) for job in jobs for _, mask, _, _ in job))
    except BaseException:
        import signal  # here: a solve that succeeds needs none

        for pid in helpers:  # their work is thrown away with the table
            os.kill(pid, signal.SIGKILL)
        raise
    finally:
        for pid in helpers:
            os.waitpid(pid, 0)
        for fd in kept:
            os.close(fd)


#: Seconds this process waits for a helper at the end of a level before it gives up.
_LEVEL_TIMEOUT = 600
#: A job number takes this many bytes in the jobs pipe; the largest number means "stop".
_TOKEN = 4
_STOP = (256**_TOKEN - 1).to_bytes(_TOKEN, "little")


def _post_jobs(fd: int, jobs: int, workers: int) -> None:
    """Write a level's job numbers, then one stop for each process, into the jobs pipe (in
    writes of at most 4096 bytes, whole numbers each, so that a reader never gets half a number)."""
    tokens = b"".join(n.to_bytes(_TOKEN, "little") for n in range(jobs)) + _STOP * workers
    for start in range(0, len(tokens), 4096):
        os.write(fd, tokens[start : start + 4096])


def _wait_for(fd: int, helpers: int) -> None:
    """Wait until every helper has finished the level; raise if one failed, died or took too long."""
    for _ in range(helpers):
        ready, _, _ = select.select([fd], [], [], _LEVEL_TIMEOUT)
        if not ready or os.read(fd, 1) != b".":
            raise RuntimeError("a helper process of the Bonanza solver failed or took too long on a level")


def _helper(rules: Rules, values: np.ndarray, levels: list[list[list[_Piece]]], fds: tuple[int, int, int]) -> None:
    """A forked helper's whole life: at each go, take the level's jobs as the parent does, then say so."""
    jobs_out, go_out, done_in = fds
    status = 0
    try:
        for jobs in levels:
            if os.read(go_out, 1) != b".":
                raise EOFError("the solver's parent process is gone")
            _take_jobs(rules, values, jobs, jobs_out)
            os.write(done_in, b".")
    except BaseException as exc:
        if not isinstance(exc, KeyboardInterrupt):  # Ctrl-C: the parent reports it, once
            import traceback  # here: a helper that succeeds needs none

            traceback.print_exc()
        status = 1
        with contextlib.suppress(OSError):
            os.write(done_in, b"!")
    finally:
        sys.stderr.flush()
        os._exit(status)  # never the parent's exit handlers


def _take_jobs(rules: Rules, values: np.ndarray, jobs: list[list[_Piece]], jobs_out: int) -> None:
    """Solve the level's jobs whose numbers this process reads from the jobs pipe, until a stop."""
    while (token := os.read(jobs_out, _TOKEN)) != _STOP:
        _solve_job(rules, values, jobs[int.from_bytes(token, "little")])


class _Bar(Protocol):
    """The part of a progress bar that :func:`solve` uses."""

    def __enter__(self) -> _Bar: ...

    def __exit__(self, *_: object) -> None: ...

    def update(self, n: int) -> object: ...


def _progress_bar(rules: Rules, total: int) -> _Bar:
    """tqdm's bar for a solve of ``total`` states (imported here: a hidden bar needs no tqdm)."""
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=progress_text(rules), unit="state", leave=False)


class _NoBar:
    """What :func:`solve` updates when it shows no progress: nothing."""

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *_: object) -> None:
        pass

    def update(self, n: int) -> None:
        pass


#: Per thread, the arrays that :func:`_solve_job` reuses from one job to the next: fresh large
#: arrays would cost page faults every time (in a forked worker the allocator maps them anew).
_ROOM = threading.local()
#: (upper, mask, total, flag): some states that share their filled upper boxes.
_Piece = tuple[int, np.ndarray, np.ndarray, np.ndarray]


def _filled(masks: np.ndarray) -> np.ndarray:
    """How many boxes each mask fills."""
    count = np.zeros_like(masks)
    for bit in range(len(BOXES)):
        count += (masks >> bit) & 1
    return count


def _levels(rules: Rules, batch: int, workers: int) -> list[list[list[_Piece]]]:
    """Every state to solve (:func:`_states`), by level (last level first), cut into jobs of
    about the same size, at most ``batch`` (see :func:`_even_batch`, :func:`_cuts`), each job
    the pieces of it that share their filled upper boxes."""
    mask, total, flag = _states(rules)
    ends = np.flatnonzero(np.diff(mask)) + 1  # where each mask's states end (all but the last)
    filled = _filled(mask[np.append(0, ends)])  # of each mask in turn
    bounds = [0, *ends[np.flatnonzero(np.diff(filled))].tolist(), len(mask)]
    changes = (np.flatnonzero(np.diff(mask & UPPER_MASK)) + 1).tolist()  # where the upper boxes change
    levels = []
    for start, stop in pairwise(bounds):
        mask_ends = [*ends[(ends > start) & (ends < stop)].tolist(), stop]
        cuts = _cuts(start, mask_ends, _even_batch(stop - start, batch, workers))
        levels.append([_pieces(mask, total, flag, lo, hi, changes) for lo, hi in pairwise(cuts)])
    return levels


def _cuts(start: int, ends: list[int], batch: int) -> list[int]:
    """Where the jobs of the states from ``start`` to ``ends[-1]`` begin and end, given where each
    mask's states end: a job takes as many whole masks as fit in ``batch`` states (a job that
    could not hold one more mask is full), and a mask of more than ``batch`` states a job of its own.

    >>> _cuts(0, [3, 5, 9, 10, 22, 23], 6)
    [0, 5, 10, 22, 23]
    """
    cuts = [start]
    while cuts[-1] < ends[-1]:
        fit = bisect_right(ends, cuts[-1] + batch)  # the masks up to ends[fit - 1] fit
        cuts.append(ends[fit - 1] if fit and ends[fit - 1] > cuts[-1] else ends[fit])
    return cuts


def _pieces(
    mask: np.ndarray, total: np.ndarray, flag: np.ndarray, lo: int, hi: int, changes: list[int]
) -> list[_Piece]:
    """The states ``lo`` to ``hi`` as pieces that share their filled upper boxes (``changes``:
    where those change, in order)."""
    inside = changes[bisect_right(changes, lo) : bisect_left(changes, hi)]
    cuts = [lo, *inside, hi]
    return [(int(mask[a] & UPPER_MASK), mask[a:b], total[a:b], flag[a:b]) for a, b in pairwise(cuts)]


def _solve_job(rules: Rules, values: np.ndarray, job: list[_Piece]) -> int:
    """Solve one job's turn-start states into the table, and spread their masks' values to the
    upper totals that share them; returns how many states."""
    size = sum(len(mask) for _, mask, _, _ in job)
    work, piece, temp, room = _room(size, max(len(mask) for _, mask, _, _ in job))
    start = 0
    for upper, mask, total, flag in job:
        # A piece's records are made in an array of their own, contiguous (numpy is quicker so),
        # then copied into the job's columns; a job of one piece is made in place.
        rolls = work[OFFSET[5] :, start : start + len(mask)]
        best = rolls if len(job) == 1 else piece[: rolls.size].reshape(rolls.shape)
        _record(rules, values, upper, mask, total, flag, best, _BY_WORK_ROW, temp[: best.size].reshape(best.shape))
        rolls[...] = best
        start += len(mask)
    index = np.concatenate([(mask * (CAP + 1) + total) * 2 + flag for _, mask, total, flag in job])
    values.reshape(-1)[index] = _turn_start(work, room)
    for upper, mask, _, _ in job:
        _spread(values, upper, mask, rules.extra_bonus > 0)
    return size


def _room(size: int, piece: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """This thread's work array for a job of ``size`` states, then flat room for a piece of
    ``piece`` states' records, for their partial values, and for :func:`_expect` (kept and reused,
    made anew only when too small)."""
    needs = (len(KEEPS) * size, N_ROLLS * piece, N_ROLLS * piece, _ROOM_ROWS * size)
    kept = getattr(_ROOM, "arrays", [np.empty(0)] * len(needs))
    work, piece_room, temp, room = _ROOM.arrays = [a if len(a) >= n else np.empty(n) for a, n in zip(kept, needs)]
    return work[: needs[0]].reshape(len(KEEPS), size), piece_room, temp, room


def _shared_table() -> np.ndarray:
    """A table in memory that forked processes share (an anonymous shared mapping)."""
    size = int(np.prod(SHAPE)) * np.dtype(np.float64).itemsize
    return np.frombuffer(mmap.mmap(-1, size), dtype=np.float64).reshape(SHAPE)


# --- the advisor's tables: it reads one turn at a time, the solver never ---------------------

#: SUBS[r]: every distinct sub-keep of roll r (itself included), padded to 32.
SUBS: np.ndarray
#: TRANSITION[k, r]: chance that keeping k and rolling the rest gives roll r.
TRANSITION: np.ndarray


def _subs() -> np.ndarray:
    rows = [[KEEP_INDEX[keep] for keep in sub_keeps(roll)] for roll in ROLLS]
    return np.array([subs + subs[:1] * (32 - len(subs)) for subs in rows])


def _transition() -> np.ndarray:
    table = np.zeros((len(KEEPS), N_ROLLS))
    table[OFFSET[5] :] = np.eye(N_ROLLS)
    for n in range(4, -1, -1):
        table[OFFSET[n] : OFFSET[n + 1]] = table[UP[n]].mean(axis=1)
    return table


_ON_FIRST_USE = {"SUBS": _subs, "TRANSITION": _transition}


def __getattr__(name: str) -> np.ndarray:
    """SUBS and TRANSITION, made on first use (a cold solve never reads them)."""
    if name not in _ON_FIRST_USE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    table = globals()[name] = _ON_FIRST_USE[name]()
    return table
