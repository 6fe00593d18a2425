"""A whole section of the sheet said to be filled ("all my lower boxes are filled", "toutes ses
cases du bas sont remplies", "unten ist alles voll", "as casas de cima estão todas preenchidas"):
its boxes are then filled, except those the question says are free.

>>> full_sections("toutes ses cases du bas sont remplies", "fr")
('lower',)
>>> full_sections("the upper section is full", "en")
('upper',)
>>> full_sections("is the lower section worth more?", "en")
()
"""

from __future__ import annotations

import re

__all__ = ["full_sections"]

_LOWER = r"lower|bottom|bas|basse|baixo|unteren|untere|unten"
#: A section said filled, per language (folded words); the group names the section.
_FULL = {
    "en": r"\b(?:all|every|each) (?:of )?(?:my |his |her |the |their |your )?(upper|lower|top|bottom)"
    r"(?: section| half| part)?(?: boxes| ones)? (?:are|is|were) (?:all )?(?:already )?(?:filled|taken|used|done|full)"
    r"|\b(?:the |my |his |her )?(upper|lower|top|bottom) (?:section|half|part)(?: is|'s) (?:already )?"
    r"(?:full|filled|complete|done)",
    "pt": r"\b(?:todas )?(?:as )?(?:minhas |suas )?casas de (cima|baixo) (?:ja )?(?:estao|foram) (?:todas )?(?:ja )?"
    r"(?:preenchidas|ocupadas|usadas|feitas|cheias)"
    r"|\ba parte de (cima|baixo) (?:ja )?(?:esta|ficou) (?:toda )?(?:ja )?(?:preenchida|cheia|completa|feita)",
    "de": r"\b(?:alle )?(?:meine |seine |ihre |die )?(oberen|unteren) felder (?:sind )?(?:schon |bereits )?(?:alle )?"
    r"(?:voll|ausgefullt|belegt|besetzt|weg)"
    r"|\b(?:der )?(obere|untere) (?:teil|block|bereich) ist (?:schon |bereits )?(?:voll|ausgefullt|belegt|komplett)"
    r"|\b(oben|unten) ist (?:schon |bereits )?alles (?:voll|ausgefullt|belegt)",
    "fr": r"\b(?:toutes )?(?:les |ses |mes |tes |nos )?cases du (haut|bas) sont (?:toutes )?(?:deja )?(?:toutes )?"
    r"(?:remplies|prises|occupees|faites|utilisees|pleines)"
    r"|\b(?:la )?partie (haute|basse) est (?:deja )?(?:toute )?(?:remplie|pleine|complete|finie)"
    r"|\btout (?:le )?(haut|bas) est (?:deja )?(?:rempli|plein|pris)",
}


def full_sections(text: str, lang: str) -> tuple[str, ...]:
    """The sections ("upper", "lower") that ``text`` (folded) says are wholly filled."""
    found = []
    for match in re.finditer(_FULL[lang], text):
        word = next(group for group in match.groups() if group)
        section = "lower" if re.fullmatch(_LOWER, word) else "upper"
        if section not in found:
            found.append(section)
    return tuple(found)
