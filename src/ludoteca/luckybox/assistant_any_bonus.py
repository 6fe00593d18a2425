"""The "?" bonus asked about by name: whether it can be kept for later (no: it is used at
once) or used on another grid than the one whose line earned it (yes: any free cell of any of
your grids). A question naming a Number bonus as well, or asking both, is left to the topics."""

from __future__ import annotations

import re
from functools import cache

from ludoteca.core.assistant_match import fold
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer, situations_data

__all__ = ["work_any_bonus"]

#: A "?" standing for the bonus: before or after the word bonus, in quotes or with a hyphen.
_MARK = re.compile(r"\?[\s\"'“”„«»‘’]*-?\s*bon|bon\w*[\s\"'“”„«»‘’]*\?[\s\"'“”„«»‘’]*(?=\S)")


@cache
def _words(lang: str, key: str) -> re.Pattern[str]:
    words = situations_data()["any_bonus"][lang][key]
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")")


def _plain(question: str) -> str:
    """``question`` folded, each run of other signs than letters and digits one space."""
    return re.sub(r"[^\w]+", " ", fold(question))


def _names_mark(question: str, lang: str) -> bool:
    """Whether ``question`` names the "?" bonus: the mark by the word bonus, or its name."""
    folded = _plain(question)
    return bool(_MARK.search(fold(question)) or _words(lang, "name").search(folded))


def work_any_bonus(question: str, lang: str, say: str) -> Worked | None:
    """The "?" bonus kept for later or used on another grid, told in ``say``; None unless the
    question names it and asks exactly one of the two, without naming a Number bonus."""
    folded = _plain(question)
    if not _names_mark(question, lang) or _words(lang, "number").search(folded):
        return None
    later, elsewhere = _words(lang, "later").search(folded), _words(lang, "elsewhere").search(folded)
    if bool(later) == bool(elsewhere):
        return None
    key = "any_later" if later else "any_elsewhere"
    return situation_answer("any_bonus", say, phrase(say, key), phrase(say, "rule_any"), ["bonus-any"])
