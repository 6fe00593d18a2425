"""A MAGDAGDON board told by its rows, for the rules assistant's situations: "row1 = 5 5 _ _,
row2 = 6 _ _ _", "ligne 2 : 3 3 3 _", "a primeira linha tem 3 3 fixos", or a number placed by
its row and column ("a 3 in row 2 col 2", "eine 4 auf b2"). Every cell not told is empty.
The question comes folded (:func:`ludoteca.core.assistant_match.fold`).

>>> told_rows("row1 = 5 5 _ _, row2 = 6 _ _ _, rest empty", "en")[:8]
[5, 5, 0, 0, 6, 0, 0, 0]
>>> told_rows("mon seul nombre est un 3 en ligne 2 colonne 2", "fr")[5]
3
"""

from __future__ import annotations

import re

from ludoteca.magdagdon.board import EMPTY, RUIN, SIZE, cell_index

__all__ = ["told_rows"]

#: A row named, and a column.
ROW = {"en": r"rows?|line", "pt": r"linhas?", "de": r"reihen?|zeilen?", "fr": r"lignes?"}
COLUMN = {"en": r"col(?:umn)?s?", "pt": r"col(?:una)?s?", "de": r"spalten?|sp", "fr": r"col(?:onne)?s?"}
#: A row named by its place, top to bottom.
ORDINALS = {
    "en": {"first": 1, "top": 1, "second": 2, "third": 3, "fourth": 4, "last": 4, "bottom": 4},
    "pt": {"primeira": 1, "segunda": 2, "terceira": 3, "quarta": 4, "ultima": 4},
    "de": {"erste": 1, "oberste": 1, "zweite": 2, "dritte": 3, "vierte": 4, "letzte": 4, "unterste": 4},
    "fr": {"premiere": 1, "deuxieme": 2, "seconde": 2, "troisieme": 3, "quatrieme": 4, "derniere": 4},
}
#: One cell of a row told: a number, an empty mark, or a ruin.
_CELL = r"(?:[1-6]|_+|\.|x|ruin[ae]?s?|r)"
CELLS = rf"({_CELL}(?:\s*[,/|;-]?\s*{_CELL}(?![\w])){{0,3}})(?![\w])"
#: Words between a row's name and its cells: "row 1 = ", "a primeira linha tem ", "la ligne 2 est ".
_SAYS = r"\s*(?:[:=]|is|has|holds|reads|tem|e|fica|ist|hat|lautet|est|a|contient)?\s*(?:[:=]\s*)?"
#: A number on a cell named by its row and column, or by its name ("b2").
_ON = r"(?:in|at|on|en|na|no|em|auf|bei|sur|dans|a)(?: (?:the|der|la|a))?"


def told_rows(text: str, lang: str) -> list[int] | None:
    """The board ``text`` tells row by row or cell by cell (codes, one per cell), or None if it tells none."""
    codes = [EMPTY] * (SIZE * SIZE)
    told = False
    for row, cells in _rows(text, lang):
        for column, cell in enumerate(cells[:SIZE]):
            codes[(row - 1) * SIZE + column] = cell
        told = True
    for index, value in _placed_cells(text, lang):
        codes[index] = value
        told = True
    return codes if told and any(c not in (EMPTY, RUIN) for c in codes) else None


def _rows(text: str, lang: str) -> list[tuple[int, list[int]]]:
    """Each row told with its cells, by number ("row 2: ...") or by place ("the first row ..."),
    before or after the row's name ("4 4 in the top row")."""
    ordinals = "|".join(ORDINALS[lang])
    by_number = rf"\b(?:{ROW[lang]}) ?([1-4])(?! ?(?:{COLUMN[lang]}))\b{_SAYS}{CELLS}"
    by_place = rf"\b({ordinals}) (?:{ROW[lang]})\b{_SAYS}{CELLS}"
    cells_first = rf"(?<![\w.,]){CELLS} (?:in|on|na|no|em|auf|in der|sur|dans) (?:the |my |a |la |ma |der |meiner )?"
    by_place_after = rf"{cells_first}({ordinals}) (?:{ROW[lang]})\b"
    by_number_after = rf"{cells_first}(?:{ROW[lang]}) ?([1-4])\b(?!,? ?(?:(?:and|e|und|et) )?(?:{COLUMN[lang]}))"
    found = [(int(m.group(1)), m.group(2)) for m in re.finditer(by_number, text)]
    found += [(ORDINALS[lang][m.group(1)], m.group(2)) for m in re.finditer(by_place, text)]
    found += [(ORDINALS[lang][m.group(2)], m.group(1)) for m in re.finditer(by_place_after, text)]
    found += [(int(m.group(2)), m.group(1)) for m in re.finditer(by_number_after, text)]
    return [(row, _cells(cells)) for row, cells in found]


def _cells(told: str) -> list[int]:
    """A row's cells as told: numbers, empties, ruins."""
    marks = re.findall(_CELL, told)
    return [int(m) if m.isdigit() else (RUIN if m.startswith("r") else EMPTY) for m in marks]


def _placed_cells(text: str, lang: str) -> list[tuple[int, int]]:
    """Numbers told on one cell: "a 3 in row 2 col 2", "um 3 na linha 2 coluna 2", "a 4 on b2"."""
    by_lines = rf"\b([1-6]) {_ON} (?:{ROW[lang]}) ?([1-4]),? (?:(?:and|e|und|et) )?(?:{COLUMN[lang]})\.? ?([1-4])\b"
    by_name = rf"\b([1-6]) {_ON} ([a-d][1-4])\b"
    out = [(int(r) * SIZE - SIZE + int(c) - 1, int(v)) for v, r, c in re.findall(by_lines, text)]
    return out + [(cell_index(name), int(v)) for v, name in re.findall(by_name, text)]
