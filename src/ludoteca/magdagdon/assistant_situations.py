"""MAGDAGDON's situations, worked out for the rules assistant (:mod:`ludoteca.core.assistant`)
with the engine's own rules: whether a value may go next to the numbers named (the placement
check, :func:`ludoteca.magdagdon.rules.refusal`, on a board holding them around one cell), what
four numbers along a line score (:func:`~ludoteca.magdagdon.rules.combination`), and what
Majda Powers or ruins cost (:func:`~ludoteca.magdagdon.rules.penalty`). The answer leads with
the result for the case asked, then the rule.

>>> work_out("Can I put a 5 next to a 3?", "en").text.split(";")[0]
'No: a 5 cannot go next to a 3'
>>> work_out("Posso pôr um 4 ao lado de um 3 e de um 5?", "pt").text.split(",")[0]
'Sim: um 4 pode ir ao lado de um 3 e um 5'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, say, texts
from ludoteca.core.assistant_cases import is_open as is_open  # an open question opens as in every game
from ludoteca.core.assistant_match import fold
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.board import EMPTY, NEIGHBOURS
from ludoteca.magdagdon.rules import BONUS, DIFFICULTIES, PENALTIES, RUIN_COST, combination, penalty, refusal

__all__ = ["Worked", "beyond_rules", "is_open", "work_out"]

#: "next to" in each language (folded): the value asked comes before, the neighbours after.
NEXT_TO = {
    "en": r"next to|beside|touching|adjacent to|near|by",
    "pt": r"ao lado d[eoa]s?|junto a|junto d[eoa]|encostad[oa] a|ao pe d[eoa]|vizinho d[eoa]",
    "de": r"neben|an|angrenzend an|bei",
    "fr": r"a cote d[eu]?'?|a cote des|contre|pres d[eu]?'?|touchant",
}
#: Four numbers read along a line: "2 1 3 4", "2-1-3-4", "3,5,3,5".
LINE = re.compile(r"(?<![\d.,])([1-6])\s*[-,;/ ]\s*([1-6])\s*[-,;/ ]\s*([1-6])\s*[-,;/ ]\s*([1-6])(?![\d.,]*\d)")
#: Majda Powers and ruins counted ("2 powers", "3 ruínas"), folded.
POWERS = {
    "en": r"powers?|uses?",
    "pt": r"poderes|poder|usos?",
    "de": r"kraften?|krafte|kraft|nutzungen",
    "fr": r"pouvoirs?|usages?",
}
RUINS = {"en": r"ruins?", "pt": r"ruinas?", "de": r"ruinen?", "fr": r"ruines?"}
#: Number words from two up (folded): "one ruin" is no count worth working out.
NUMBERS = {
    "en": {"two": 2, "three": 3, "four": 4, "five": 5},
    "pt": {"dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5},
    "de": {"zwei": 2, "drei": 3, "vier": 4, "funf": 5},
    "fr": {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5},
}
#: The cell the placement check works around, and where its neighbours are.
TARGET = 5  # b2: it has four neighbours


#: A sentence of MAGDAGDON's situations in a language, its fields filled.
_say = partial(say, "ludoteca.magdagdon")


def _count(lang: str, units: str, n: int) -> str:
    forms = texts("ludoteca.magdagdon", lang)[units]
    return str(forms[min(n, 2)]).format(n=n)


def _numbers(lang: str, values: list[int]) -> str:
    return i18n.join([_say(lang, "a", n=v) for v in values], lang)


def work_out(question: str, lang: str, answer_lang: str | None = None) -> Worked | None:
    """The situation ``question`` (asked in ``lang``) describes, worked out and told in
    ``answer_lang`` (by default ``lang``), or None if it describes none."""
    out = answer_lang or lang
    text = " ".join(fold(question).replace("’", "'").split())
    return _placement(text, lang, out) or _line(text, out) or _costs(text, lang, out)


def _placement(text: str, lang: str, out: str) -> Worked | None:
    """ "Can I put a 5 next to a 3 (and a 4)?": the placement check on a board holding the
    numbers named around one cell; without a value, the values that may go there."""
    found = re.search(rf"\b({NEXT_TO[lang]})\b", text)
    if not found:
        return None
    before = [int(d) for d in re.findall(r"(?<!\d)([1-6])(?!\d)", text[: found.start()])]
    around = [int(d) for d in re.findall(r"(?<!\d)([1-6])(?!\d)", text[found.end() :])][:4]
    if not around:
        return None
    codes = [EMPTY] * 16
    for cell, value in zip(NEIGHBOURS[TARGET], around):
        codes[cell] = value
    cited = (cite("magdagdon", "placement"),)
    if not before:
        fits = [v for v in range(1, 7) if refusal(codes, TARGET, v) is None]
        if not fits:
            return Worked("placement", "placement_values", _say(out, "place_none", around=_numbers(out, around)), cited)
        text_fits = i18n.join([str(v) for v in fits], out, "or")
        return Worked(
            "placement",
            "placement_values",
            _say(out, "place_which", around=_numbers(out, around), values=text_fits),
            cited,
        )
    value = before[-1]
    why = refusal(codes, TARGET, value)
    if why is None:
        said = _say(out, "place_yes", value=value, around=_numbers(out, around))
    else:
        said = _say(out, "place_no", value=value, far=why[2]["neighbour"])
    return Worked("placement", "placement_values", said, cited)


def _line(text: str, out: str) -> Worked | None:
    """Four numbers along a line: its combination (if any) and what the line scores."""
    found = LINE.search(text)
    if not found:
        return None
    values = [int(v) for v in found.groups()]
    combo = combination(values)
    line, total = "-".join(map(str, values)), sum(values)
    cited = (cite("magdagdon", "combinations"),)
    if combo is None:
        return Worked("line", "line_sums", _say(out, "line_none", line=line, total=total), cited)
    name = i18n.translate(f"magdagdon.combination.{combo}", out).upper()
    bonus = BONUS[combo]
    said = _say(out, "line_combo", line=line, combo=name, total=total, bonus=bonus, points=total + bonus)
    return Worked("line", "sequence" if combo == "sequence" else "pairs", said, cited)


def _costs(text: str, lang: str, out: str) -> Worked | None:
    """What a number of Majda Powers at a difficulty, or of ruins, costs at the end."""
    number = rf"(\d+|{'|'.join(NUMBERS[lang])})"
    ruins = re.search(rf"\b{number} (?:{RUINS[lang]})\b", text)
    powers = re.search(rf"\b{number} (?:\w+ )?(?:{POWERS[lang]})\b", text)
    level = next((d for d in DIFFICULTIES if d in text), None)
    if powers and level:
        n = _read(powers.group(1), lang)
        units = _count(out, "power_units", n)
        if n > len(PENALTIES[level]):
            said = _say(out, "penalty_too_many", difficulty=level.upper(), most=len(PENALTIES[level]), powers=n)
        else:
            said = _say(out, "penalty", powers=units, difficulty=level.upper(), cost=penalty(level, n))
        return Worked(
            "penalty", "power_penalty", said, (cite("magdagdon", "difficulty"), cite("magdagdon", "penalties"))
        )
    if ruins:
        n = _read(ruins.group(1), lang)
        said = _say(out, "ruins", count=_count(out, "ruin_units", n), cost=n * RUIN_COST)
        return Worked("ruins", "ruin_cost", said, (cite("magdagdon", "penalties"),))
    return None


def _read(word: str, lang: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[lang][word]


def beyond_rules(question: str, lang: str) -> str | None:
    """Nothing is beyond MAGDAGDON's rules by its words alone (the topics' scores decide)."""
    return None
