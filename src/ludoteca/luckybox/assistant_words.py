"""How the rules assistant tells a situation worked out: the words and sentences of
``assistant/situations.json`` in each language, numbers with their nouns ("1 lightning",
"2 raios"), the answer (:class:`Worked`: the result first, then the rule and its sections) and
its opening ("Yes: " / "No: " for a figure the question offers).

>>> unit("de", "lightning", 2), signed(6), num(-6)
('2 Blitze', '+6', '−6')
>>> verdict("en", 10, [10]), verdict("en", 10, [10], above=True)
('Yes: ', 'No: ')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ludoteca.core.assistant_cases import situations
from ludoteca.core.rulebook import Citation, cite

__all__ = ["KINDS", "Worked", "num", "phrase", "signed", "situation_answer", "situations_data", "unit", "verdict"]


#: The situations, each with the curated topic it belongs to (whose title heads the answer).
KINDS = {
    "cross": "lightning",
    "pass": "passing",
    "incomplete": "incomplete_grids",
    "completed": "completed_grids",
    "stars": "stars",
    "moons": "moons",
    "moons_solo": "solo",
    "rank": "solo_rank",
    "supply": "supply_empty",
    "arena": "arena_variant",
    "tie": "ties",
    "total": "game_end",
    "chain": "chains",
    "start": "starting_tokens",
    "leaving": "leaving",
    "one_grid": "mistake_two_grids",
    "deal": "starting_grids",
    "count_moons": "supply_empty",
    "count_rounds": "rounds",
    "count_players": "box",
    "any_bonus": "question_mark",
    "count_lightning": "starting_tokens",
    "grid_fate": "incomplete_grids",
    "grid_done": "completed_grids",
}


def situations_data() -> dict[str, Any]:
    """Lucky Box's ``assistant/situations.json`` (read once, by core)."""
    return situations("ludoteca.luckybox")


def phrase(lang: str, key: str, **params: Any) -> str:
    return situations_data()["texts"][lang][key].format(**params)


def unit(lang: str, unit: str, n: int) -> str:
    """``n`` with its noun, singular or plural ("1 lightning", "2 raios", "−6 Punkte")."""
    one, many = situations_data()["texts"][lang]["units"][unit]
    return f"{num(n)} {one if abs(n) == 1 else many}"


def num(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else num(n)


@dataclass(frozen=True)
class Worked:
    """A situation worked out: ``kind`` (see :data:`KINDS`), the answer's ``text`` (the result,
    then the rule), the ``sections`` cited, and ``missing``: what the answer asks for, if a
    piece of the situation is missing (then ``text`` asks for it)."""

    kind: str
    text: str
    sections: tuple[Citation, ...]
    missing: str | None = None

    @property
    def topic(self) -> str:
        """The curated topic the case belongs to (a fourth star: the frequent mistake)."""
        if self.kind == "stars" and any(c.anchor == "mistakes" for c in self.sections):
            return "mistake_fourth_star"
        return KINDS[self.kind]


def situation_answer(
    kind: str, lang: str, result: str, rule: str, anchors: Sequence[str], missing: str | None = None
) -> Worked:
    return Worked(kind, f"{result}\n\n{rule}", tuple(cite("luckybox", a) for a in anchors), missing)


def verdict(lang: str, result: int, claims: Sequence[int], above: bool = False) -> str:
    """ "Yes: " or "No: " when the question offers one figure ("that's 16, right?"; with
    ``above``, "more than 10?": whether the result is more)."""
    if len(claims) != 1:
        return ""
    right = result > claims[0] if above else claims[0] == result
    return phrase(lang, "verdict", word=phrase(lang, "yes" if right else "no"))
