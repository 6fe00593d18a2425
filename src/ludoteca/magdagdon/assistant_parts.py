"""A MAGDAGDON question that asks two things at once ("what makes a MAGDAGDON, and who picks the
ruin?", "Quando acaba o jogo, o que fica guardado?"): each part is asked on its own and, when the
assistant is sure of both and they are different topics, both answers are given in the order
asked. A part that is no question of its own ("if I use a power, what does it cost?") or that
leans on the other ("... and what do they cost?") is left whole.

>>> worked = both("When does the game end, and what does a ruin cost?", "en", "en")
>>> worked.topic, worked.text.count(". ") > 2
('game_end', True)
>>> both("If I use a power, what does it cost?", "en", "en") is None
True
"""

from __future__ import annotations

import re

from ludoteca.core.assistant_cases import Worked
from ludoteca.core.assistant_match import fold, known_share

__all__ = ["ASKING", "PART_SURE", "both"]

#: The words a question opens with, per language (folded): a part must open with one, or end
#: with a question mark, to count as a question of its own.
ASKING = {
    "en": r"how|what|which|when|where|who|why|can|do|does|is|are|may|must",
    "pt": r"como|o que|que|qual|quais|quanto|quantos|quantas|quando|onde|quem|porque|posso|pode|devo|sao|ha",
    "de": r"wie|was|welche\w*|wann|wo|wer|warum|kann|darf|muss|ist|sind|gibt",
    "fr": r"comment|combien|que|qu'|quel\w*|quand|ou|qui|pourquoi|est-ce|peut|puis|dois|faut",
}
#: The least score each part must reach on its own: a short part is matched more loosely than
#: a whole question, so it must clear more than the assistant's line.
PART_SURE = 0.45
#: Where a second question starts: after a question mark, or after a comma (and "and") before a
#: word a question opens with.
AND = {"en": r"and", "pt": r"e", "de": r"und", "fr": r"et"}
#: A word a second question may open with before its asking word: "and at what point", "e em que momento".
BEFORE_ASKING = {
    "en": r"at|in|on|for",
    "pt": r"em|a|de|por|para",
    "de": r"zu|in|an|um|bei",
    "fr": r"a|à|en|de|pour|dans",
}


def both(question: str, lang: str, out: str) -> Worked | None:
    """Both answers of a question asking two things, or None."""
    parts = _parts(question, lang)
    if len(parts) != 2:
        return None
    from ludoteca.magdagdon.assistant import ask  # the assistant reads this module: asked here, not at import

    first, second = (ask(part, out, demo=False) for part in parts)
    if first.topic is None or second.topic is None or first.topic == second.topic:
        return None
    if min(first.score, second.score) < PART_SURE:
        return None
    cited = tuple(dict.fromkeys([*first.sections, *second.sections]))
    return Worked("two", first.topic, f"{first.text} {second.text}", cited)


def _parts(question: str, lang: str) -> list[str]:
    """The question cut where a second question starts, each part a question of its own."""
    asking = rf"(?:(?:{BEFORE_ASKING[lang]})\s+)?(?:{ASKING[lang]})"
    question = re.sub(r"^[^:?]{1,40}:\s+", "", question)  # a lead-in: "For my class: how many ...?"
    cut = re.split(
        rf"\?\s+|,\s*(?:{AND[lang]}\s+)?(?=(?:{asking})\b)|\s(?:{AND[lang]})\s+(?=(?:{asking})\b)", question.strip()
    )
    parts = [part.strip(" ,;") for part in cut if len(part.split()) >= 3]
    if len(parts) != 2:
        return []
    opens = [re.match(rf"(?:\w+\W+){{0,3}}?(?:{asking})\b", fold(part)) for part in parts]
    # a part of a single telling word ("and what do they cost?") leans on the other: not cut
    telling = [known_share("magdagdon", part, lang)[2] for part in parts]
    return parts if all(opens) and min(telling) >= 2 else []
