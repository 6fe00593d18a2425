"""Lightning asked about while the revealed number is free: paying to shift is allowed even
then, and crossing stays compulsory (with or without lightning), so one may not pass. Only the
question with no numbers of its own: a case with numbers is a crossing worked out in full."""

from __future__ import annotations

from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer

__all__ = ["asks_shift_anyway", "work_shift_anyway"]

#: Concepts that make the question another one: no free number, passing, bonuses, the supply.
_OTHER = frozenset({"none", "absent", "pass", "bonus", "supply", "arena", "end", "double", "star", "moon", "house"})


def asks_shift_anyway(f: Facts) -> bool:
    """Whether the question asks about lightning while a free cell shows the revealed number,
    naming no number (one grid or one lightning may be counted: "one of my grids", "um raio")."""
    needed = {"lightning", "reveal", "free"} <= f.concepts
    ones = all(n == 1 for n in f.counts.get("lightning", []))
    plain = not (f.revealed or f.bare or f.nth or set(f.counts) - {"grid", "lightning"}) and ones
    return needed and plain and not _OTHER & f.concepts


def work_shift_anyway(f: Facts, lang: str) -> Worked | None:
    """Yes: lightning may be paid even with the revealed number free; crossing stays compulsory."""
    if not asks_shift_anyway(f):
        return None
    return situation_answer(
        "cross", lang, phrase(lang, "shift_anyway"), phrase(lang, "rule_passing"), ["lightning", "passing"]
    )
