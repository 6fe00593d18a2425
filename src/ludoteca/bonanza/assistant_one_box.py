"""What a question with dice may ask that the rule of one box a turn answers first: passing a
turn without recording ("posso passar sem registar nada?", "je passe mon tour ?") is never
allowed, and one roll written in two boxes ("in full house AND three of a kind too", "dans les
deux cases") never either. Each is a pattern of folded words per language; the situation then
leads with that "no" before the points the dice score.

>>> one_box_claim("posso passar sem registar nada?", "pt")
'skip'
>>> one_box_claim("can i write it in both boxes?", "en")
'both'
>>> one_box_claim("where does 2 2 3 3 3 go?", "en") is None
True
"""

from __future__ import annotations

import re

__all__ = ["one_box_claim", "without_claim"]

#: Passing a turn without recording anything.
_SKIP = {
    "en": r"\b(?:pass|skip) (?:my |the |this |a |his |her )?turn\b|\bpass without\b"
    r"|\bskip (?:recording|writing|scoring)\b"
    r"|\bwithout (?:recording|writing|scoring|putting) (?:anything|it anywhere|a thing)\b"
    r"|\b(?:record|write|score|put) nothing\b|\bnot (?:record|write|score) anything\b",
    "pt": r"\bpassar (?:a vez|a jogada|a minha vez|sem)\b|\bsaltar a (?:vez|jogada)\b"
    r"|\bsem (?:registar|registrar|marcar|apontar|escrever) nada\b|\bnao (?:registar|registrar|marcar|escrever) nada\b",
    "de": r"\baussetzen\b|\bnichts (?:eintragen|einzutragen|aufschreiben|aufzuschreiben)\b"
    r"|\bohne (?:etwas |was )?(?:einzutragen|aufzuschreiben)\b|\bden zug (?:auslassen|uberspringen)\b",
    "fr": r"\bpasser (?:mon|son|ton|le|notre) tour\b|\bpasser sans\b|\bsans (?:rien )?(?:inscrire|marquer|noter)\b"
    r"|\bne rien (?:inscrire|marquer|noter)\b|\bn'inscrire rien\b",
}
#: One roll written in two boxes at once.
_BOTH = {
    "en": r"\bboth (?:boxes|categories|of them|places)\b|\b(?:in|into) (?:two|2) (?:boxes|categories)\b"
    r"|\bcount (?:it|them) (?:as|in) [\w ]{1,30} (?:too|as well)\b|\bat the same time\b",
    "pt": r"\b(?:nas|em|para) (?:duas|ambas as|as duas) casas\b|\bcontar (?:tambem|ainda) como\b|\bao mesmo tempo\b",
    "de": r"\bin (?:beide|zwei) felder\b|\bin beiden feldern\b|\bgleichzeitig\b|\bauch noch als\b|\bzusatzlich als\b",
    "fr": r"\bdans (?:deux|les deux) cases\b|\ben meme temps\b|\bcompter aussi (?:en|comme)\b|\baussi comme\b",
}


#: The words of two boxes, which may read as a box's name ("les deux cases": no Twos).
_TWO_BOXES = {
    "en": r"\b(?:two|2) (?:boxes|categories)\b",
    "pt": r"\b(?:duas|2) casas\b",
    "de": r"\b(?:zwei|2) felder\w*\b",
    "fr": r"\b(?:deux|2) cases\b",
}


def one_box_claim(text: str, lang: str) -> str | None:
    """ "skip" when ``text`` (folded) asks to pass a turn without recording, "both" when it asks to
    write one roll in two boxes, else None."""
    if re.search(_SKIP[lang], text):
        return "skip"
    if re.search(_BOTH[lang], text):
        return "both"
    return None


def without_claim(text: str, lang: str) -> str:
    """``text`` (folded) without the words asking for two boxes, which may name none ("dans les
    deux cases" is no box Twos)."""
    return re.sub(_TWO_BOXES[lang], " ", text)
