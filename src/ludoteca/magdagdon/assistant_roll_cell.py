"""A roll held against one empty cell the question describes by its neighbours ("an empty cell
with a 2 above and a 4 on its left; I rolled 5, 5, 1, 6"), for MAGDAGDON's rules assistant:
which of the dice rolled may go there, by the engine's own placement check
(:func:`ludoteca.magdagdon.rules.refusal`), and whether the cell is the last one left (then a
roll of which none fits is a MAGDAGDON). The question comes folded.

>>> codes = [0] * 16
>>> codes[1], codes[4] = 2, 4
>>> dice_for_cell([5, 5, 1, 6], codes, 5, "en")[0]
[]
>>> one_cell_left("an empty cell touches a 3", "en"), one_cell_left("only one empty cell left", "en")
(False, True)
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import say
from ludoteca.magdagdon.assistant_reading import count
from ludoteca.magdagdon.board import EMPTY, RUIN
from ludoteca.magdagdon.rules import refusal

__all__ = ["dice_for_cell", "one_cell_left"]

_say = partial(say, "ludoteca.magdagdon")
#: The one empty cell left on the board: "the last empty cell", "only one cell left", "nur noch ein Feld frei".
LAST_ONE = {
    "en": r"\b(?:last|final) (?:empty |free |open )?(?:cell|square|space)\b|"
    r"\b(?:only )?(?:one|1|a single) (?:empty |free |open )?(?:cell|square|space) (?:left|remaining|to go)\b|"
    r"\b(?:only|just) (?:one|1) (?:empty |free |open )?(?:cell|square|space)\b",
    "pt": r"\bultima casa\b|\b(?:so|apenas) (?:tem |ha |resta |falta |sobra )?(?:uma|1) casa\b|"
    r"\b(?:falta|resta|sobra) (?:so )?(?:uma|1) casa\b|\bunica casa (?:vazia|livre)\b|"
    r"\b(?:uma|1) (?:unica )?casa (?:vazia |livre )?(?:sobrando|restando|faltando|por preencher|que falta|que resta)\b",
    "de": r"\bletzte[sn]? (?:leere[sn]? |freie[sn]? )?feld\b|\bnur noch (?:ein|1) (?:leeres |freies )?feld\b|"
    r"\b(?:ein|1) (?:leeres |freies )?feld (?:ubrig|frei|noch frei)\b|"
    r"\beinzige[sn]? (?:leere[sn]? |freie[sn]? )?feld\b",
    "fr": r"\bderniere case\b|\b(?:il (?:me |ne )?reste (?:plus )?qu'?|plus qu'?) ?une (?:seule )?case\b|"
    r"\bune seule case (?:vide|libre)\b|\bil (?:me )?reste une case\b",
}


def one_cell_left(text: str, lang: str) -> bool:
    """Whether ``text`` says one empty cell is left on the board (not merely "an empty cell")."""
    return (
        bool(re.search(LAST_ONE[lang], text)) or count(text, r"(?:empty |free )?cells? (?:left|remaining)", lang) == 1
    )


def dice_for_cell(rolled: list[int], codes: list[int], cell: int, out: str) -> tuple[list[int], str]:
    """The dice of ``rolled`` that may go on ``cell`` of the board ``codes``, and the sentence
    saying so in ``out`` (with the values the cell takes)."""
    fits = [v for v in rolled if refusal(codes, cell, v) is None]
    takes = [v for v in range(1, 7) if refusal(codes, cell, v) is None]
    around = [v for v in codes if v not in (EMPTY, RUIN)]
    near = i18n.join([_say(out, "a", n=v) for v in around], out)
    shown = i18n.join(rolled, out)
    if not takes:
        return fits, _say(out, "roll_cell_nothing", dice=shown, around=near)
    values = i18n.join(takes, out, "or")
    if not fits:
        return fits, _say(out, "roll_cell_none", dice=shown, around=near, values=values)
    key = "roll_cell_all" if len(fits) == len(rolled) else "roll_cell_some"
    fitting = i18n.join(sorted(set(fits)), out, "or")
    return fits, _say(out, key, dice=shown, fits=fitting, around=near, values=values)
