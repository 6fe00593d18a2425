"""What becomes of a grid after its round, asked plainly: a completed grid scores at its
round's end and leaves play; unfinished grids stay in front of their player from round to
round (no limit) and score half their crossed cells at the game's end."""

from __future__ import annotations

import re
from functools import cache

from ludoteca.core.assistant_match import fold
from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer, situations_data

__all__ = ["work_grid_fate"]

#: Concepts that make it another question: a score, a case, the deal, a strategy.
_OTHER = frozenset({"points", "cell", "star", "moon", "bonus", "deal", "beyond", "house", "unruled", "lightning"})


@cache
def _fate_words(lang: str) -> re.Pattern[str]:
    words = situations_data()["grid_fate"][lang]
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")


def work_grid_fate(question: str, f: Facts, say: str) -> Worked | None:
    """Whether a completed or an unfinished grid stays in front of its player, told in ``say``;
    None unless the question names one kind of grid and asks whether it stays or is lost."""
    c = f.concepts
    kinds = {"complete", "unfinished"} & c
    plain = not (f.revealed or f.rounds or f.bare or f.nth or set(f.counts) - {"grid"})
    if "grid" not in c or len(kinds) != 1 or not plain or c & _OTHER:
        return None
    if any(n > 1 for n in f.counts.get("grid", [])):
        return None
    if not _fate_words(f.lang).search(re.sub(r"[^\w]+", " ", fold(question))):
        return None
    if "unfinished" in kinds:
        return situation_answer(
            "grid_fate", say, phrase(say, "fate_unfinished"), phrase(say, "rule_total"), ["incomplete-grids", "setup"]
        )
    return situation_answer(
        "grid_done", say, phrase(say, "fate_completed"), phrase(say, "rule_total"), ["completed-grids", "round-end"]
    )
