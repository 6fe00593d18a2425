"""The optimal Bonanza strategy: for any sheet, dice and re-rolls left, every choice with
the final score it leads to on average when the rest of the game is played perfectly.

The standard rules' strategy table ships with the package (:func:`shipped_path`, read in a few
tens of milliseconds); any other rules variant is solved once (a few seconds, with a progress
bar) and kept in :func:`ludoteca.core.paths.cache_dir`. See :mod:`._tables` for the method.

>>> str(Option("keep", None, (1, 1), None, 251.3))
'keep 1 1'
>>> Option("record", "full_house", None, 25, 260.0).to_json()["box"]
'full_house'
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import threading
import time
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza import compact
from ludoteca.bonanza.rules import (
    BOXES,
    FACE,
    FIXED,
    UPPER_BONUS,
    UPPER_TARGET,
    Rules,
    Sheet,
    bonus,
    check_dice,
    legal_boxes,
    score,
    spoken,
    sub_keeps,
)
from ludoteca.core.errors import CorruptData, IllegalAction
from ludoteca.core.paths import cache_dir

__all__ = [
    "SOLVER_VERSION",
    "Advisor",
    "Option",
    "cache_path",
    "shipped_path",
    "load_table",
    "optimal_expected_score",
    "solve",
]

#: Bump whenever the table's meaning or layout changes: old cache files are then ignored.
SOLVER_VERSION = 1
#: The rules whose table ships inside the package (rebuilt by ``python -m ludoteca.bonanza.prepare --ship``).
SHIPPED_RULES = (Rules(),)
#: How many turn-start states keep their within-turn arrays in memory per advisor.
TURN_CACHE = 1024
solve = T.solve


@dataclass(frozen=True, slots=True)
class Option:
    """One choice in a position: record the dice in a box, or keep some dice and roll the rest.

    ``points`` is what a record scores now (extra Bonanza bonus included, upper bonus not);
    ``expected`` is the final score this choice leads to on average under optimal play.
    """

    kind: str
    box: str | None
    keep: tuple[int, ...] | None
    points: int | None
    expected: float

    def is_record(self) -> bool:
        return self.kind == "record"

    def __str__(self) -> str:
        if self.kind == "record":
            return f"record {spoken(self.box or '')}"
        return "keep " + (" ".join(map(str, self.keep)) if self.keep else "nothing")

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "box": self.box,
            "keep": None if self.keep is None else list(self.keep),
            "points": self.points,
            "expected": self.expected,
        }


# --- the cache file -------------------------------------------------------------------------


def _rules_key(rules: Rules) -> str:
    return f"{rules.joker}-x{rules.extra_bonus}"


def cache_path(rules: Rules = Rules()) -> Path:
    """Where the table for ``rules`` is kept."""
    return cache_dir() / f"bonanza-{SOLVER_VERSION}-{_rules_key(rules)}.npz"


def shipped_path(rules: Rules = Rules()) -> Path | None:
    """Where the package keeps the table for ``rules``, or None if it ships none for them."""
    if rules not in SHIPPED_RULES:
        return None
    return Path(__file__).with_name("strategy") / f"bonanza-{SOLVER_VERSION}-{_rules_key(rules)}.npz"


def _digest(values: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(values).data.cast("B")).hexdigest()


def _read(path: Path, rules: Rules) -> np.ndarray:
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            values = compact.unpack(data["planes"], rules) if "planes" in data else data["values"]
        if not isinstance(meta, dict):
            raise ValueError("no metadata")
    except Exception as exc:  # a damaged file can fail in many ways; none of them is trusted
        raise CorruptData(f"cannot read {path.name} ({type(exc).__name__}: {exc})", code="corrupt_cache") from exc
    problem = None
    if meta.get("solver_version") != SOLVER_VERSION or meta.get("rules") != rules.to_json():
        problem = f"it was made for {meta.get('rules')} by solver {meta.get('solver_version')}"
    elif values.dtype != np.float64 or values.shape != T.SHAPE:
        problem = f"its table has shape {values.shape} and type {values.dtype}"
    elif meta.get("sha256") != _digest(values):
        problem = "its checksum does not match its data"
    if problem:
        raise CorruptData(f"{path.name} cannot be used: {problem}", code="corrupt_cache")
    values.setflags(write=False)
    return values


def _write(path: Path, rules: Rules, values: np.ndarray, *, packed: bool = False) -> None:
    """Save ``values`` whole (the cache), or ``packed`` (:mod:`.compact`, compressed: what ships)."""
    meta = {"solver_version": SOLVER_VERSION, "rules": rules.to_json(), "sha256": _digest(values)}
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            if packed:
                np.savez_compressed(fh, planes=compact.pack(values, rules), meta=np.array(json.dumps(meta)))
            else:
                np.savez(fh, values=values, meta=np.array(json.dumps(meta)))
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a cache file need not be
        os.replace(tmp, path)  # readers see the old file or the whole new one, never half
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _set_aside(path: Path) -> Path:
    stem = f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    aside, n = path.with_name(stem), 1
    while aside.exists():  # never overwrite an earlier bad file
        aside, n = path.with_name(f"{stem}-{n}"), n + 1
    with contextlib.suppress(FileNotFoundError):  # another process moved it first
        os.replace(path, aside)
    return aside


def load_table(rules: Rules = Rules(), *, progress: bool = True, workers: int = 1) -> np.ndarray:
    """The value table for ``rules``: the one the package ships (:func:`shipped_path`), else
    read from the cache, else solved (on ``workers`` processes, see
    :func:`~ludoteca.bonanza._tables.solve`) and saved there.

    A shipped file that cannot be verified is reported with a warning and left alone (the
    cache or the solver stands in). A cache file that cannot be read or verified is reported
    with a warning, renamed aside (``….bad-<time>-<pid>``) and recomputed.
    """
    shipped = shipped_path(rules)
    if shipped is not None and shipped.exists():
        try:
            return _read(shipped, rules)
        except CorruptData as err:
            warnings.warn(f"Bonanza strategy shipped with ludoteca: {err.message}", RuntimeWarning, stacklevel=2)
    path = cache_path(rules)
    if path.exists():
        try:
            return _read(path, rules)
        except CorruptData as err:
            aside = _set_aside(path)
            warnings.warn(
                f"Bonanza strategy cache: {err.message}; moved it to {aside.name} and recomputing",
                RuntimeWarning,
                stacklevel=2,
            )
    values = solve(rules, progress=progress, workers=workers)
    try:
        _write(path, rules, values)
    except OSError as exc:
        warnings.warn(f"Bonanza strategy cache: could not save {path} ({exc})", RuntimeWarning, stacklevel=2)
    values.setflags(write=False)
    return values


# --- positions ------------------------------------------------------------------------------

_SUMS = ("three_of_a_kind", "four_of_a_kind", "chance")


def _check_sheet(sheet: Sheet | Mapping[str, int | None]) -> Sheet:
    if not isinstance(sheet, Sheet):
        sheet = Sheet(sheet)
    for box, points in sheet.boxes.items():
        if box in FACE:
            ok = points % FACE[box] == 0 and 0 <= points <= 5 * FACE[box]
        elif box in _SUMS:
            ok = points == 0 or 5 <= points <= 30
        else:
            ok = points in (0, FIXED[box])
        if not ok:
            raise IllegalAction(
                f"{spoken(box)} cannot hold {points} points", code="impossible_sheet", box=box, points=points
            )
    return sheet


def _state(sheet: Sheet) -> tuple[int, int, int]:
    """(mask, capped upper total, flag) of a checked sheet."""
    mask = sum(1 << i for i, box in enumerate(BOXES) if box in sheet.boxes)
    return mask, min(sheet.upper_total(), UPPER_TARGET), int(sheet.boxes.get("bonanza") == FIXED["bonanza"])


class Advisor:
    """Perfect play for one rules variant.

    The table is loaded (or solved) on first use; ``Advisor.shared(rules)`` gives one advisor
    per rules for the whole process.
    """

    _shared: ClassVar[dict[Rules, Advisor]] = {}
    _lock = threading.Lock()

    def __init__(self, rules: Rules = Rules(), *, progress: bool = True, table: np.ndarray | None = None) -> None:
        self.rules = rules
        self._progress = progress
        self._table = table
        self._loading = threading.Lock()
        self._turn = lru_cache(maxsize=TURN_CACHE)(self._turn_arrays)

    @classmethod
    def shared(cls, rules: Rules = Rules()) -> Advisor:
        """The process-wide advisor for ``rules`` (the table is read once)."""
        with cls._lock:
            if rules not in cls._shared:
                cls._shared[rules] = cls(rules)
            return cls._shared[rules]

    @property
    def table(self) -> np.ndarray:
        """Expected points still to come, by (mask, capped upper total, flag); see :mod:`._tables`."""
        if self._table is None:
            with self._loading:  # two threads asking at once solve it once
                if self._table is None:
                    self._table = load_table(self.rules, progress=self._progress)
        return self._table

    def _future(self, mask: int, upper: int, flag: int) -> float:
        return float(self.table[mask, upper, flag])

    def value(self, sheet: Sheet | Mapping[str, int | None]) -> float:
        """Expected final score of this sheet at the start of its next turn."""
        sheet = _check_sheet(sheet)
        return sheet.total() + self._future(*_state(sheet))

    def _turn_arrays(self, mask: int, upper: int, flag: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Expected future points of each roll when recording now, and of each keep with one
        and with two re-rolls left, for one turn-start state."""
        one = np.array([0])
        records = T.record_values(self.rules, self.table, mask & T.UPPER_MASK, one + mask, one + upper, one + flag)[
            :, 0
        ]
        keep_last = T.TRANSITION @ records
        keep_first = T.TRANSITION @ keep_last[T.SUBS].max(axis=1)
        for array in (records, keep_last, keep_first):
            array.setflags(write=False)
        return records, keep_last, keep_first

    def turn_arrays(self, sheet: Sheet | Mapping[str, int | None]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For the sheet's next turn: future points by roll when recording (indexed like
        ``_tables.ROLLS``), by keep with one re-roll left, by keep with two (like ``_tables.KEEPS``)."""
        mask, upper, flag = _state(_check_sheet(sheet))
        return self._turn(mask, int(T.READ[mask & T.UPPER_MASK, upper]), flag)

    def advise(
        self, sheet: Sheet | Mapping[str, int | None], dice: list[int] | tuple[int, ...], rolls_left: int
    ) -> list[Option]:
        """Every choice for ``dice`` with ``rolls_left`` re-rolls left, best first."""
        sheet = _check_sheet(sheet)
        dice = tuple(sorted(check_dice(dice)))
        if not isinstance(rolls_left, int) or isinstance(rolls_left, bool) or not 0 <= rolls_left <= 2:
            raise IllegalAction(
                f"rolls left must be 0, 1 or 2, not {rolls_left!r}", code="bad_rolls_left", rolls_left=str(rolls_left)
            )
        if sheet.is_full():
            raise IllegalAction("the sheet is full: the game is over", code="sheet_full")
        now = sheet.total()
        mask, upper, flag = _state(sheet)
        options = []
        for box in legal_boxes(dice, sheet.boxes, self.rules):
            points = score(dice, box, sheet.boxes, self.rules)
            extra = bonus(dice, sheet.boxes, self.rules)
            after, gain = upper, 0
            if box in FACE:
                after = min(UPPER_TARGET, upper + points)
                gain = UPPER_BONUS if upper < UPPER_TARGET <= after else 0
            new_flag = int(box == "bonanza" and points == FIXED["bonanza"]) or flag
            future = self._future(mask | 1 << BOXES.index(box), after, new_flag)
            options.append(Option("record", box, None, points + extra, now + points + extra + gain + future))
        if rolls_left:
            arrays = self._turn(mask, int(T.READ[mask & T.UPPER_MASK, upper]), flag)
            keeps = arrays[rolls_left]
            for keep in sub_keeps(dice)[:-1]:  # keeping all five is not a roll
                options.append(Option("keep", None, keep, None, now + float(keeps[T.KEEP_INDEX[keep]])))
        options.sort(key=_order)
        return options

    def best(
        self, sheet: Sheet | Mapping[str, int | None], dice: list[int] | tuple[int, ...], rolls_left: int
    ) -> Option:
        """The first option of :meth:`advise`."""
        return self.advise(sheet, dice, rolls_left)[0]


def _order(option: Option) -> tuple:
    # Rounding lets two choices worth the same (up to float noise) fall back on a fixed order.
    if option.kind == "record":
        return (-round(option.expected, 9), 0, BOXES.index(option.box or ""), ())
    return (-round(option.expected, 9), 1, 0, option.keep)


def optimal_expected_score(rules: Rules = Rules()) -> float:
    """Expected final score of a whole game played perfectly, from an empty sheet."""
    return Advisor.shared(rules).value(Sheet())
