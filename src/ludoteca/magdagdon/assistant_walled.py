"""An empty cell walled in by ruins (and the board's edge), for MAGDAGDON's rules assistant:
checked with the engine's placement rule on a board where the cell touches only ruins and a
number lies elsewhere, no value may go there, since a RUIN is no number and every die after
the first must touch one. The question comes folded
(:func:`ludoteca.core.assistant_match.fold`).

>>> walled("an empty cell surrounded only by ruins, can a die still go there?", "en", "en").text[:3]
'No:'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core.assistant_cases import Worked, say
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.board import EMPTY, NEIGHBOURS, RUIN, SIZE
from ludoteca.magdagdon.rules import refusal

__all__ = ["walled"]

_say = partial(say, "ludoteca.magdagdon")
#: A ruin named.
RUINS = {"en": r"\bruins?\b", "pt": r"\bruinas?\b", "de": r"\bruinen?\b", "fr": r"\bruines?\b"}
#: A cell said to be walled in: surrounded, with nothing but ruins or no number beside it.
WALLED = {
    "en": r"\bsurrounded\b|\benclosed\b|\bwalled in\b|\bboxed in\b|\bonly (?:by )?ruins\b|\bnothing but ruins\b|"
    r"\bno numbers? (?:next to|around|beside|touching)\b",
    "pt": r"\brodead[ao]\b|\bcercad[ao]\b|\bcircundad[ao]\b|\bso (?:tem |ha |por )?ruinas\b|"
    r"\bsem (?:nenhum )?numeros? (?:ao lado|a volta|em volta|junto)\b",
    "de": r"\bumgeben\b|\bumringt\b|\beingeschlossen\b|\bnur (?:von )?ruinen\b|"
    r"\bkeine zahl(?:en)? (?:daneben|drumherum|ringsum|neben)\b",
    "fr": r"\bentouree?s?\b|\bencerclee?\b|\bcernee?\b|\bque des ruines\b|\baucun nombre (?:a cote|autour)\b",
}
#: "One cell" said with a digit, which names no number on the board.
ONE_CELL = r"\b1 (?:cell|square|space|casa|feld|case)\b"
#: The walled cell (b2, four neighbours) and a number far from it.
TARGET, ELSEWHERE = 5, SIZE * SIZE - 1


def walled(text: str, lang: str, out: str) -> Worked | None:
    """A cell said to touch only ruins (and the edge): no die may go there but the game's first."""
    if not re.search(RUINS[lang], text) or not re.search(WALLED[lang], text):
        return None
    if re.search(r"\b[1-6]\b", re.sub(ONE_CELL, " ", text)):
        return None  # a number named beside it: the placement check's case
    codes = [EMPTY] * (SIZE * SIZE)
    for cell in NEIGHBOURS[TARGET]:
        codes[cell] = RUIN
    codes[ELSEWHERE] = 3
    if any(refusal(codes, TARGET, value) is None for value in range(1, 7)):
        return None
    cited = (cite("magdagdon", "placement"), cite("magdagdon", "magdagdon"))
    return Worked("placement", "ruin_neighbour", _say(out, "walled_no"), cited)
