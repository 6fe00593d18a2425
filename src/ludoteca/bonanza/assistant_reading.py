"""What a question about a Bonanza situation says, read from its words in en, pt, de or fr: the
five dice, how many rolls are left, the boxes it names and the points written in them.

Only reading: what the rules make of it is worked out with the engine's own code in
:mod:`ludoteca.bonanza.assistant_situations`.

>>> facts = read("I have 3 3 3 5 6 after two rolls, what are my options?", "en")
>>> facts.dice, facts.rolls_left
((3, 3, 3, 5, 6), 1)
>>> read("Fünf Vieren, mein Bonanza-Feld hat 50 und die Vierer sind belegt", "de").sheet
{'bonanza': 50, 'fours': None}
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ludoteca.bonanza.assistant_full_sections import full_sections
from ludoteca.bonanza.assistant_leaving import seats_said
from ludoteca.bonanza.rules import BOXES, LOWER, UPPER, UPPER_BONUS, UPPER_TARGET
from ludoteca.core.assistant_cases import negated
from ludoteca.core.assistant_match import fold

__all__ = ["FIVE_ALIKE", "GAVE_UP", "Facts", "read"]

#: Number words (folded) as digits, per language.
NUMBERS = {
    "en": {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "no": 0, "zero": 0, "once": 1, "twice": 2},
    "pt": {"um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "nenhum": 0},
    "de": {
        "ein": 1,
        "einen": 1,
        "einem": 1,
        "eins": 1,
        "zwei": 2,
        "drei": 3,
        "vier": 4,
        "funf": 5,
        "sechs": 6,
        "einmal": 1,
        "zweimal": 2,
        "kein": 0,
        "keine": 0,
        "keinen": 0,
    },
    "fr": {
        "un": 1,
        "une": 1,
        "deux": 2,
        "trois": 3,
        "quatre": 4,
        "cinq": 5,
        "six": 6,
        "aucun": 0,
        "aucune": 0,
        "plus de": 0,
    },
}
#: Ordinals (folded) as numbers: "after my second roll".
ORDINALS = {
    "en": {"first": 1, "second": 2, "third": 3, "last": 3, "1st": 1, "2nd": 2, "3rd": 3},
    "pt": {
        **{"primeiro": 1, "segundo": 2, "terceiro": 3, "ultimo": 3, "1o": 1, "2o": 2, "3o": 3},
        **{"primeira": 1, "segunda": 2, "terceira": 3, "ultima": 3, "1a": 1, "2a": 2, "3a": 3},
    },
    "de": {
        **{"ersten": 1, "erste": 1, "erster": 1, "zweiten": 2, "zweite": 2, "zweiter": 2},
        **{"dritten": 3, "dritte": 3, "dritter": 3, "letzten": 3, "letzte": 3, "letzter": 3},
    },
    "fr": {"premier": 1, "deuxieme": 2, "second": 2, "troisieme": 3, "dernier": 3, "1er": 1, "2e": 2, "3e": 3},
}
_N = r"(\d|[a-z]+(?: de)?)"
#: "N rolls done" and "N rolls left", folded; the number is the first group.
ROLLS_DONE = {
    "en": [
        rf"\bafter (?:my |the |all )?{_N} (?:rolls?|throws?)\b",
        r"\bafter (?:my |the )?(\w+) roll\b",
        r"\b(\w+) roll (?:is|was) (?:done|over)\b",
        r"\b(first|second|third|1st|2nd|3rd) roll\b",
        r"\b(?:after |on )?(?:my |the )?(first|second|third|1st|2nd|3rd) (?:throw|go|try|toss)\b",
    ],
    "pt": [
        rf"\b(?:depois|apos) (?:de|dos|dos meus|os|os meus|meus) {_N} lancamentos?\b",
        r"\b(?:depois do|no|ao|apos o) (\w+) lancamento\b",
        rf"\bja lancei {_N} vez",
        r"\b(primeiro|segundo|terceiro|1o|2o|3o) lancamento\b",
        r"\b(primeir[oa]|segund[oa]|terceir[oa]|1[oa]|2[oa]|3[oa]) (?:tirada|lance|jogada de dados|rolagem)\b",
    ],
    "de": [
        rf"\bnach (?:meinen |den |allen )?{_N} wurfen\b",
        r"\bnach (?:meinem |dem )?(\w+|\d)\.? wurf\b",
        rf"\bnach {_N} wurf\b",
        r"\b(ersten?|zweiten?|dritten?|erster|zweiter|dritter) wurf\b",
    ],
    "fr": [
        rf"\bapres (?:mes |les |ses |nos )?{_N} (?:lancers?|jets?)\b",
        r"\bapres (?:mon |le )?(\w+) lancer\b",
        rf"\bj'ai lance {_N} fois\b",
        r"\b(premier|deuxieme|troisieme|1er|2e|3e) lancer\b",
        r"\b(premier|deuxieme|second|troisieme|1er|2e|3e) (?:jet|coup)\b",
    ],
}
ROLLS_LEFT = {
    "en": [
        rf"\b{_N} (?:more )?rolls? (?:left|remaining|to go)\b",
        rf"\b{_N} (?:re-?rolls?|rolls?) left\b",
        r"\b(one|two|1|2) more (?:re-?rolls?|rolls?|throws?)\b",
        r"\b(?:roll|throw) (?:again )?(once|twice) more\b",
    ],
    "pt": [
        rf"\b(?:falta|faltam|resta|restam|tenho mais|ainda tenho) {_N} lancamentos?\b",
        r"\b(?:sem|nao tenho mais) (lancamentos)\b",
        r"\b(?:ainda )?posso (?:lancar|relancar|voltar a lancar) (?:mais )?(uma|duas) vez",
    ],
    "de": [
        rf"\bnoch {_N} (?:wurfe?|mal)\b",
        rf"\b{_N} wurfe? (?:ubrig|ubrig|bleiben|bleibt)\b",
        r"\b(keine?) wurfe? mehr\b",
        r"\bnoch (einmal|zweimal) (?:wurfeln|werfen|neu wurfeln)\b",
    ],
    "fr": [
        rf"\b(?:il me reste|il reste|encore|reste) {_N} lancers?\b",
        rf"\b{_N} lancers? (?:restant|a faire)\b",
        r"\b(plus de) lancer\b",
        r"\b(?:encore|relancer) (une|deux) fois\b",
    ],
}
#: What follows a face word that names its box ("Six déjà rempli", "Seis livre").
_SAID = (
    r"(?= (?:ja |deja |est |esta |sont |sao |encore |ainda )?"
    r"(?:rempli|libre|vide|pris|bar|preenchid|livre|vazi|ocupad|riscad|cheio))"
)
#: What follows a face word that names its box in a list of points ("Uns 2, Dois 6, ...").
_LISTED = r"(?=\s*:?\s*\d{1,2}\s*(?:[,;.]|$))"
#: What comes before a face word that names a box still to fill ("falta Seis", "reste Cinq et Six").
_LEFT = r"(?:(?<=falta )|(?<=faltam )|(?<=reste )|(?<=restent )|(?<=manque )|(?<=et )(?=six\b))"
#: The boxes as players name them, folded, per language (the upper ones also by their face).
BOX_WORDS = {
    "en": {
        "ones": r"ones|1s",
        "twos": r"twos|2s",
        "threes": r"threes|3s",
        "fours": r"fours|4s",
        "fives": r"fives|5s",
        "sixes": r"sixes|6s",
        "three_of_a_kind": r"three of a kind|3 of a kind|triple|3 ?oak",
        "four_of_a_kind": r"four of a kind|4 of a kind|quad|4 ?oak",
        "full_house": r"full house|full|fh",
        "small_straight": r"small straight|short straight|small run|sm\.? ?straight|sm\.? ?str",
        "large_straight": r"large straight|big straight|long straight|large run|lg\.? ?straight|lg\.? ?str",
        "bonanza": r"bonanza|yahtzee",
        "chance": r"chance",
    },
    "pt": {
        "ones": rf"(?:casa |nos |os |dos )uns|uns{_SAID}|uns{_LISTED}|{_LEFT}uns",
        "twos": rf"(?:casa |nos |os |dos )dois|dois{_SAID}|dois{_LISTED}|{_LEFT}dois",
        "threes": rf"(?:casa |nos |os |dos )tres|tres{_SAID}|tres{_LISTED}|{_LEFT}tres",
        "fours": r"quatros",
        "fives": r"cincos",
        "sixes": rf"(?:casa |nos |os |dos )seis|seis{_SAID}|seis{_LISTED}|{_LEFT}seis",
        "three_of_a_kind": r"trio|trinca|tripla",
        "four_of_a_kind": r"poquer|poker|quadra|quadrupla",
        "full_house": r"full house|full",
        "small_straight": r"seq(?:uencia|\.)? ?pequena|sequencia (?:curta|menor|baixa)|seq\.? ?peq\.?",
        "large_straight": r"seq(?:uencia|\.)? ?grande|sequencia (?:longa|maior|alta)|seq\.? ?gde\.?|seq\.? ?gr\.?",
        "bonanza": r"bonanza|yahtzee",
        "chance": r"sorte",
    },
    "de": {
        "ones": r"einser|einsen|1er(?! ?-?pasch)",
        "twos": r"zweier|zweien|2er(?! ?-?pasch)",
        "threes": r"dreier|dreien|3er(?! ?-?pasch)",
        "fours": r"vierer|vieren|4er(?! ?-?pasch)",
        "fives": r"funfer|funfen|5er(?! ?-?pasch)",
        "sixes": r"sechser|sechsen|6er(?! ?-?pasch)",
        "three_of_a_kind": r"dreierpasch|dreier-?pasch|3er ?-?pasch|dreierpaschs?",
        "four_of_a_kind": r"viererpasch|vierer-?pasch|4er ?-?pasch",
        "full_house": r"full house|full|fh",
        "small_straight": r"kleine(?:n|r)? strasse|kl\.? ?strasse|kleine(?:n|r)? str\b",
        "large_straight": r"grosse(?:n|r)? strasse|gr\.? ?strasse|grosse(?:n|r)? str\b",
        "bonanza": r"bonanza|kniffel|yahtzee",
        "chance": r"chance",
    },
    "fr": {
        "ones": rf"(?:case |en |les |des )as|as{_SAID}|as{_LISTED}|{_LEFT}as",
        "twos": rf"(?:case |en |les |des )deux|deux{_SAID}|deux{_LISTED}|{_LEFT}deux",
        "threes": rf"(?:case |en |les |des )trois|trois{_SAID}|trois{_LISTED}|{_LEFT}trois",
        "fours": rf"(?:case |en |les |des )quatre|quatre{_SAID}|quatre{_LISTED}|{_LEFT}quatre",
        "fives": rf"(?:case |en |les |des )cinq|cinq{_SAID}|cinq{_LISTED}|{_LEFT}cinq",
        "sixes": rf"(?:case |en |les |des )six|six{_SAID}|six{_LISTED}|{_LEFT}six",
        "three_of_a_kind": r"brelan",
        "four_of_a_kind": r"carre",
        "full_house": r"full",
        "small_straight": r"petite suite|pte\.? suite|p\.? suite",
        "large_straight": r"grande suite|gde\.? suite|gr\.? suite",
        "bonanza": r"bonanza|yams|yahtzee",
        "chance": r"chance",
    },
}
#: A box said to be filled (or used, taken) without its points.
FILLED = {
    "en": r"filled|full|taken|used|done|gone",
    "pt": r"preenchid[ao]s?|chei[ao]s?|ocupad[ao]s?|usad[ao]s?|feit[ao]s?",
    "de": r"belegt|voll|ausgefullt|besetzt|weg|benutzt|schon",
    "fr": r"remplie?s?|prise?s?|occupee?s?|utilisee?s?|faite?s?",
}
#: A box (or a list of boxes) said to be free, before or after its names.
FREE = {
    "en": r"free|empty|open|left|available|remaining|remain|remains|unused",
    "pt": r"livres?|vazias?|abertas?|restam|resta|disponive(?:l|is)|faltam|falta|sobram|sobra|sobrou|sobraram",
    "de": r"frei|leer|offen|ubrig|verfugbar|fehlt|fehlen",
    "fr": r"libres?|vides?|restent|reste|restantes?|disponibles?",
}
#: "only": the boxes said free are the only ones.
ONLY = {
    "en": r"\bonly\b|\bjust\b",
    "pt": r"\bso\b|\bapenas\b|\bsomente\b",
    "de": r"\bnur\b",
    "fr": r"\bseule?s?\b|\bseulement\b|\bne (?:me )?reste(?:nt)? que\b|\bplus que\b",
}
#: What joins the boxes of one list ("Fours, Chance and Sixes").
_JOIN = (
    r"^(?:\s*(?:,|\+|&|/|and|or|e|ou|und|oder|et|as casas|casas|das|dos|da|do|de|la|le|les|des|die|der"
    r"|the|my|o|a|os|as|den|l')\s*)+$"
)
#: A box said to be scratched (0 in it).
SCRATCHED = {
    "en": r"scratched|crossed out|crossed off|struck out|zero|zeroed|scratch|cross(?:ed)? (?:it )?(?:out|off)",
    "pt": r"riscada|riscado|risquei|zero|zerad[ao]|zerei",
    "de": r"gestrichen|null|gestrichen|ausgestrichen|strich|streichen|streiche",
    "fr": r"barree?s?|zero|rayee?s?|barre|raye",
}
#: A box scratched said before its name ("I had to cross out my Bonanza box", "risquei a casa
#: Bonanza", "j'ai barré la case Bonanza"), folded, up to three words between.
_SCRATCHED_BEFORE = r"\b(?:{words})\s+(?:[\w'-]+\s+){{0,3}}$"
#: The words of a joker question: another five alike.
JOKER = {
    "en": r"\bjoker\b|\bsecond bonanza\b|\banother bonanza\b|\bagain\b|\bonce more\b",
    "pt": r"\bjoker\b|\bsegundo bonanza\b|\boutro bonanza\b|\bde novo\b|\boutra vez\b|\bnovamente\b"
    r"|\bvolt(?:ei|ou|o) a\b",
    "de": r"\bjoker\b|\bzweites bonanza\b|\bnoch ein bonanza\b|\bwieder\b|\bnochmal\b|\berneut\b",
    "fr": r"\bjoker\b|\bdeuxieme bonanza\b|\bautre bonanza\b|\bencore\b|\ba nouveau\b|\bde nouveau\b|\brefait\b",
}
#: Five dice alike said in words: "five 4s", "cinco 4", "fünf Vieren" (folded, the face digit or word).
FIVE = {
    "en": r"\bfive ([1-6])s?\b",
    "pt": r"\bcinco ([1-6])s?\b",
    "de": r"\bfunf ([1-6])(?:en|er)?\b",
    "fr": r"\b(?:cinq|yams? de) ([1-6])s?\b",
}
#: Five dice alike said without their face ("five alike", "5 iguais", "fünf gleiche", "cinq identiques").
FIVE_ALIKE = {
    "en": r"\b(?:five|5) (?:dice )?(?:alike|of a kind|the same|identical|same)\b|\ball five (?:the same|alike)\b"
    r"|\ba (?:bonanza|yahtzee) (?:count|counts|go|goes|score|scores) (?:as|in)\b",
    "pt": r"\b(?:cinco|5) (?:dados )?(?:iguais|identicos)\b"
    r"|\bum (?:bonanza|yahtzee) (?:conta|vale|serve) (?:como|para|em)\b",
    "de": r"\b(?:funf|5) (?:gleiche\w*|identische\w*)\b|\bfunferpasch\b"
    r"|\bein (?:kniffel|bonanza) (?:als|zahlt als|gilt als)\b|\b(?:zahlt|gilt) ein (?:kniffel|bonanza) als\b",
    "fr": r"\b(?:cinq|5) (?:des )?(?:identiques|pareils|semblables)\b"
    r"|\bun (?:yams|bonanza) (?:compte|vaut|va) (?:comme|en)\b",
}
#: Faces said as words after "five" (folded): "five threes", "cinco seis", "fünf Dreien", "cinq six".
_FACES = {
    **{"einsen": 1, "zweien": 2, "dreien": 3, "vieren": 4, "vierer": 4, "funfen": 5, "sechsen": 6},
    **{"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "aces": 1},
    **{"uns": 1, "dois": 2, "tres": 3, "quatros": 4, "quatro": 4, "cincos": 5, "seis": 6},
    **{"as": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6},
}
#: "five" followed by a face word, per language; the word is the first group.
FIVE_WORDS = {
    "en": r"\bfive (\w+)\b",
    "pt": r"\bcinco (\w+)\b",
    "de": r"\bfunf (\w+)\b",
    "fr": r"\bcinq (\w+)\b",
}
#: Five dice written as digits 1-6: "3 3 3 5 6", "3,3,3,5,6", "33356".
DICE = re.compile(
    r"(?<![\d.,])([1-6])[\s,;/-]+([1-6])[\s,;/-]+([1-6])[\s,;/-]+([1-6])[\s,;/-]+([1-6])(?![\d.,]*\d)"
    r"|(?<![\d.,])([1-6])([1-6])([1-6])([1-6])([1-6])(?![\d.,]*\d)"
)


@dataclass(frozen=True)
class Facts:
    """What a question says: ``dice`` (five, sorted as given) or None, ``rolls_left`` (0-2) or
    None, ``boxes`` named in the order said, ``sheet`` box -> points written there (None: said
    to be filled, points not given), the boxes said ``free`` (``only`` those, if so said),
    ``upper_total`` (and ``lower_total``) if said, whether it asks about a joker, how many
    Bonanza bonuses it says were earned, whether it asks for the final total, the players'
    ``totals`` when it asks who won or the places (and the Bonanza bonuses still to add to each),
    a ``face_count`` (how many dice of which face, "4x6") it asks about without five dice, and
    whether the totals were ``parts_summed`` from each player's upper and lower parts; the boxes
    named ``near_free``, in a sentence with a word of freedom (read free or not)."""

    dice: tuple[int, ...] | None = None
    rolls_left: int | None = None
    boxes: tuple[str, ...] = ()
    sheet: dict[str, int | None] = field(default_factory=dict)
    free: tuple[str, ...] = ()
    only: bool = False
    upper_total: int | None = None
    joker: bool = False
    lower_total: int | None = None
    bonanza_bonuses: int | None = None
    total_asked: bool = False
    totals: tuple[int, ...] = ()
    gave_up: tuple[bool, ...] = ()
    unread: tuple[int, ...] = ()
    face_count: tuple[int, int] | None = None
    totals_bonuses: tuple[int, ...] = ()
    parts_summed: bool = False
    near_free: tuple[str, ...] = ()


def read(question: str, lang: str) -> Facts:
    """The facts of ``question``, asked in ``lang``."""
    text = " ".join(fold(question).replace("’", "'").split())
    dice = _dice(text, lang)
    rest = re.sub(FIVE[lang], " ", DICE.sub(" ", text))  # "five 4s" names dice, not the box Fours
    rest = re.sub(FIVE_WORDS[lang], lambda m: " " if m.group(1) in _FACES else m.group(0), rest)
    named = _boxes(rest, lang)
    denied = _denied(rest, lang, named)
    free = [b for b in _free(rest, lang, named) if denied.get(b) != "filled"]
    free += [b for b, said in denied.items() if said == "free" and b not in free]
    spared, scope = _spared(rest, lang, named)
    free += [b for b in spared if b not in free]
    listed = _upper_listed(rest)
    sheet = {box: points for box, points in {**listed, **_sheet(rest, lang, named)}.items() if box not in free}
    sheet.update({b: None for b in scope if b not in free and b not in sheet})  # "every lower box but ..."
    sheet.update({b: None for b, said in denied.items() if said == "filled" and b not in sheet})
    full = [b for section in full_sections(rest, lang) for b in (UPPER if section == "upper" else LOWER)]
    sheet.update({b: None for b in full if b not in free and b not in sheet})  # "all lower boxes are filled"
    ranked = _summed(rest, lang)  # each player's parts added up, for the places
    facts = Facts(
        dice=dice,
        rolls_left=_rolls_left(rest, lang),
        boxes=tuple(box for _, box in named),
        sheet=sheet,
        free=tuple(free),
        only=bool(free) and (bool(re.search(ONLY[lang], rest)) or (bool(spared) and not scope)),
        upper_total=None if listed else _upper_total(rest),
        joker=bool(re.search(JOKER[lang], rest)),
        lower_total=_lower_total(rest),
        bonanza_bonuses=_bonanza_bonuses(rest, lang),
        total_asked=bool(re.search(TOTAL[lang], rest)),
        totals=_totals(ranked, lang),
        gave_up=_gave_up(ranked, lang),
        face_count=_face_count(rest, lang),
        totals_bonuses=_totals_bonuses(ranked, lang),
        near_free=_near_free(rest, lang, named),
        parts_summed=ranked != rest,
    )
    return replace(facts, unread=_unread(ranked if facts.totals else rest, lang, facts))


#: A turn named by its number ("turn 9", "na jogada 6", "im Zug 4", "au tour 6"), folded.
TURN = r"turn|round|jogada|ronda|rodada|turno|vez|zug|runde|tour|manche"
#: Numbers a question may quote from the rules themselves (the bonus's 63 and 35, the 13 turns),
#: which need no reading.
QUOTED = frozenset({0, 13, 35, 63})
#: What a number may count that changes no answer: players, seconds, points said as a box's own.
_HARMLESS = {
    "en": r"players?|people|seconds?|secs?|dice|turns?|s\b|x\b",
    "pt": r"jogador\w*|pessoas|segundos?|dados|jogadas?|rondas?|turnos?|s\b|x\b|vez\w*",
    "de": r"spieler\w*|leute|personen|sekunden|wurfel|zuge?|runden?|s\b|x\b|mal\b",
    "fr": r"joueurs?|personnes|secondes?|des|tours?|s\b|x\b|fois\b",
}


#: How many dice alike a question asks about ("4 or 5 alike", "4 ou 5 iguais", "4 gleiche"): a
#: count of dice, not a box's points.
_ALIKE = (
    r"\b[2-5](?:\s*(?:or|ou|oder|/|-|,)\s*[2-5])*\s*(?:dice |dados |wurfel |des )?"
    r"(?:alike|of a kind|the same|same|identical|iguais|identicos|gleiche\w*|identische\w*"
    r"|identiques|pareils|semblables)\b"
)


def _unread(text: str, lang: str, facts: Facts) -> tuple[int, ...]:
    """The numbers of ``text`` (the dice taken out) that no fact read: not the rolls, a box's
    name or points, a total, a count of bonuses, nor a number quoted from the rules."""
    text = re.sub(_ALIKE, " ", text)
    text = re.sub(r"\b(?:exactly|exatamente|genau|exactement) [2-5]\b(?![\d.,])", " ", text)
    for pattern in [*ROLLS_LEFT[lang], *ROLLS_DONE[lang], *BOX_WORDS[lang].values(), FIVE_ALIKE[lang]]:
        text = re.sub(rf"\b(?:{pattern})\b", " ", text)
    text = re.sub(rf"\b\d+(?:o|a|e|er|st|nd|rd|th|\.?a)?\s*(?:{_HARMLESS[lang]})", " ", text)
    text = re.sub(r"\b(?:player|jogador|spieler|joueur|seat|lugar|platz|place)\s*#?\d\b", " ", text)  # "player 2"
    if facts.totals:  # the turn a player left on changes no place: "walked out on turn 9"
        text = re.sub(rf"\b(?:{TURN})\s*(?:#|n[or]\.?\s*)?\d{{1,2}}\b", " ", text)
    text = re.sub(r"\b\d+(?:o|a|e|er|eme|st|nd|rd|th|\.|\.a|\.o)(?=\s|$)", " ", text)  # ordinals: 2nd, 2.o
    read = {*QUOTED, *(p for p in facts.sheet.values() if p is not None), *facts.totals}
    read |= {n for n in (facts.upper_total, facts.lower_total, facts.bonanza_bonuses) if n is not None}
    read |= set(facts.face_count or ())
    read |= {seats_said(text, lang) or 0}  # "3 of us", "eramos 3": the players, counted by the places
    read |= {UPPER.index(box) + 1 for box in facts.free if box in UPPER}  # "how many 6s" for a free Sixes
    numbers = (int(n) for n in re.findall(r"(?<![\d.,])\d{1,3}(?![\d.,]*\d)", text))
    return tuple(dict.fromkeys(n for n in numbers if n not in read))


def _dice(text: str, lang: str) -> tuple[int, ...] | None:
    found = DICE.search(text)
    if found:
        return tuple(int(d) for d in found.groups() if d is not None)
    five = re.search(FIVE[lang], text)
    if five:
        return (int(five.group(1)),) * 5
    word = re.search(FIVE_WORDS[lang], text)
    if word and word.group(1) in _FACES:
        return (_FACES[word.group(1)],) * 5
    return None


def _number(word: str, lang: str) -> int | None:
    word = word.strip()
    if word.isdigit():
        return int(word)
    return NUMBERS[lang].get(word, ORDINALS[lang].get(word))


def _rolls_left(text: str, lang: str) -> int | None:
    for pattern in ROLLS_LEFT[lang]:
        found = re.search(pattern, text)
        if found:
            n = _number(found.group(1), lang)
            n = 0 if n is None and found.group(1) in ("lancamentos", "keine", "kein", "plus de") else n
            if n is not None and 0 <= n <= 2:
                return n
    for pattern in ROLLS_DONE[lang]:
        found = re.search(pattern, text)
        if found:
            n = _number(found.group(1), lang)
            if n is not None and 1 <= n <= 3:
                return 3 - n
    if re.search(
        {
            "en": r"\blast (?:roll|throw|reroll)\b",
            "pt": r"\bultim[oa] (?:lancamento|rolagem|tirada|lance)\b",
            "de": r"\bletzte[nr]? wurf\b",
            "fr": r"\bdernier (?:lancer|jet)\b",
        }[lang],
        text,
    ):
        return 0
    return None


def _boxes(text: str, lang: str) -> list[tuple[int, str]]:
    """(position, box) of each mention of a box, in the order said; a longer name wins over a
    shorter one at the same place ("three of a kind" over "threes")."""
    found: list[tuple[int, int, str]] = []
    for box in BOXES:
        for match in re.finditer(rf"\b(?:{BOX_WORDS[lang][box]})\b", text):
            found.append((match.start(), match.end(), box))
    found.sort(key=lambda f: (f[0], -(f[1] - f[0])))
    out: list[tuple[int, str]] = []
    end = -1
    for start, stop, box in found:
        if box == "full_house" and out and re.fullmatch(r"\s*(?:is|are)?\s*", text[end:start]) and stop - start == 4:
            continue  # "Fives full": the box before is filled, not a Full house named
        if start >= end:
            out.append((start, box))
            end = stop
    return _elided(text, lang, _joined(text, lang, out))


#: The other straight said without its noun after one named ("Sequência pequena e a grande",
#: "kleine und große Straße" read as "kleine Straße und die große"), folded: the size is the group.
ELIDED = {
    "en": r"\b(?:and|or) (?:the |a |in |in the )?(large|big|long|small|short)(?: one)?\b(?! straight| run)",
    "pt": r"\b(?:e|ou) (?:na |a |em |no |o )?(grande|maior|longa|pequena|menor|curta)\b",
    "de": r"\b(?:und|oder) (?:die |der |bei der |in der |fur die )?(grosse\w?|kleine\w?)\b(?! strasse)",
    "fr": r"\b(?:et|ou) (?:la |en |dans la |pour la )?(grande|petite)\b(?! suite)",
}
#: The size words of :data:`ELIDED` that name the large straight.
_LARGE = frozenset({"large", "big", "long", "grande", "maior", "longa", "grosse", "grossen", "grosser"})


def _elided(text: str, lang: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """``found`` with the other straight said without its noun right after a straight named."""
    straights = [start for start, box in found if box in ("small_straight", "large_straight")]
    if not straights:
        return found
    added = [
        (match.start(), "large_straight" if match.group(1) in _LARGE else "small_straight")
        for match in re.finditer(ELIDED[lang], text)
        if match.start() > straights[0] and match.start() - straights[0] < 40
    ]
    return sorted(found + [item for item in added if item[1] not in {box for _, box in found}])


#: The bare face words that name an upper box only next to other boxes ("Petite suite, Quatre
#: et Brelan", "livres Uns e Sequência grande"), folded, where they are also plain numbers.
FACE_WORDS = {
    "pt": dict(zip(UPPER, (r"uns", r"dois", r"tres", r"quatros?", r"cincos?", r"seis"), strict=True)),
    "fr": dict(zip(UPPER, (r"as", r"deux", r"trois", r"quatre", r"cinq", r"six"), strict=True)),
}


def _name(text: str, lang: str, box: str) -> re.Match[str] | None:
    """The name of ``box`` that ``text`` opens with, by its full name or its bare face word."""
    face = FACE_WORDS.get(lang, {}).get(box, "(?!)")
    return re.match(rf"(?:{BOX_WORDS[lang][box]}|{face})", text)


def _joined(text: str, lang: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """``found`` with each bare face word joined to a box already named (by a comma, "and",
    "or") taken for its upper box too, until no more join."""
    words = FACE_WORDS.get(lang, {})
    while words:
        spans = []
        for start, box in found:
            name = _name(text[start:], lang, box)
            spans.append((start, start + (name.end() if name else 0)))
        added = [
            (match.start(), box)
            for box, word in words.items()
            for match in re.finditer(rf"\b{word}\b", text)
            if all(start != match.start() for start, _ in spans)
            and any(
                re.match(_JOIN, text[stop : match.start()]) or re.match(_JOIN, text[match.end() : start])
                for start, stop in spans
            )
        ]
        if not added:
            break
        found = sorted(found + added)
    return found


#: The words between a box and the points written in it ("Fours: 12", "Fours has 12", "Vierer mit 12").
_HOLDS = (
    r"^\s*-?(?:box|feld|casa|case)?\s*"
    r"(?:(?:[:=]|is|has|holds|with|w/|c/|at|on|got|of|tem|com|esta|ta|fica|ficou|e de|hat|mit|ist"
    r"|steht auf|steht|stehen|says|shows|contient|a|avec|fait|vaut|marque|est|already|ja|schon|deja|bereits"
    r"|filled|filled in|preenchid[ao]s?|belegt|ausgefullt|remplie?s?)(?:\s+|(?<=[:=/])))*"
    r"(?:(?:a|an|um|uma|ein|eine|un|une) )?(\d{1,3})\b"
    r"(?!\s*(?:s\b|x\b|rolls?|lancamentos?|wurfe?n?|lancers?|dice|dados|wurfel|des|more|left|mal|vez|fois))"
)


#: Points said before the box that holds them ("50 na casa Bonanza", "j'ai 50 en Bonanza").
_PUT = (
    r"(?<![\d.,])(\d{1,3})\s*(?:points?|pontos|punkte|pts)?\s+(?:in|em|na|no|nas|nos|bei|en|dans|im|auf|on)\s+"
    r"(?:(?:the|my|a|o|la|le|ma|mon|meu|minha|mein\w*|der|dem|das|die|ta|tua)\s+)?(?:(?:casa|box|case|feld)\s+)?"
    r"(?:(?:do|da|dos|das|de|du|des)\s+)?$"
)


def _sheet(text: str, lang: str, named: list[tuple[int, str]]) -> dict[str, int | None]:
    """What each named box is said to hold: the number right after (or before) its name, 0 if
    scratched, None if only said to be filled (a later mention that says more counts)."""
    sheet: dict[str, int | None] = {}
    for index, (start, box) in enumerate(named):
        stop = named[index + 1][0] if index + 1 < len(named) else len(text)
        name = _name(text[start:stop], lang, box)
        tail = text[start + (name.end() if name else 0) : stop]
        before = text[max(0, start - 12) : start]
        points = re.match(_HOLDS, tail)
        put = re.search(_PUT, text[max(0, start - 40) : start])
        scratched_before = re.search(_SCRATCHED_BEFORE.format(words=SCRATCHED[lang]), text[max(0, start - 40) : start])
        if re.search(rf"\b(?:{SCRATCHED[lang]})\b", tail[:30]) or scratched_before:
            sheet[box] = 0
        elif points:
            sheet[box] = int(points.group(1))
        elif re.search(rf"\b(?:{FILLED[lang]})\b", tail[:30]):
            sheet.setdefault(box, None)
        elif box in UPPER and (number := re.search(r"\b(\d{1,2})\s*(in|em|bei|en|nos|na|im|dans)?\s*$", before)):
            if number.group(2) or int(number.group(1)) > 5 or box == "ones":  # "2 Fünfer": two dice, not points
                sheet[box] = int(number.group(1))
        elif put:
            sheet[box] = int(put.group(1))
    return sheet


def _free(text: str, lang: str, named: list[tuple[int, str]]) -> list[str]:
    """The boxes said to be free: each list of names (joined by commas and "and") with a word of
    freedom right before or after it ("only Fours and Chance left", "Frei sind Sechser und ...")."""
    free: list[str] = []
    groups: list[list[tuple[int, str]]] = []
    pinned = {start for start, _ in named if re.search(_PUT, text[max(0, start - 40) : start])}
    for start, box in named:
        if groups and start not in pinned and groups[-1][-1][0] not in pinned:  # "50 in Bonanza and Threes free"
            last_start, last_box = groups[-1][-1]
            name = _name(text[last_start:], lang, last_box)
            gap = text[last_start + (name.end() if name else 0) : start]
            if re.match(_JOIN, gap) or not gap.strip():
                groups[-1].append((start, box))
                continue
        groups.append([(start, box)])
    word = rf"\b(?:{FREE[lang]})\b"
    starts = [group[0][0] for group in groups] + [len(text)]
    for index, group in enumerate(groups):
        first, (last_start, last_box) = group[0][0], group[-1]
        name = _name(text[last_start:], lang, last_box)
        after = text[last_start + (name.end() if name else 0) : starts[index + 1]][:30]
        after = re.split(r"[.;!?(,]", after)[0]
        after = re.split(rf"\b(?:{FILLED[lang]})\b", after)[0]  # "Sixes are full and I have ... left": not Sixes
        before = re.split(r"[.;!?,)]|\d", text[max(0, first - 30) : first])[-1]
        if re.search(word, after) or re.search(word, before):
            free += [box for _, box in group if box not in free]
    return list(dict.fromkeys(free))


#: "Every (lower) box is filled except ...", folded, per language: the group names the section
#: the filling covers (none: the whole sheet); the boxes named right after are the free ones.
EVERY_BUT = {
    "en": r"(?:\b(?:every|all|each)(?: of)?(?: the| my)? (?:(upper|lower|top|bottom) )?(?:boxe?s?|categor\w*|slots?)\b"
    r"|\ball (?:the |my )?(upper|lower|top|bottom) ones\b)"
    r"[^.;!?]{0,40}?\b(?:except(?: for)?|but|apart from|other than|save)\s+",
    "pt": r"(?:\b(?:todas as|todas|cada) (?:casas?|categorias?)(?: (de cima|de baixo|superiores|inferiores))?\b"
    r"|\btodas as (de cima|de baixo)\b)"
    r"[^.;!?]{0,40}?\b(?:exceto|excepto|menos|tirando|salvo|fora|a excecao d[aeo]s?)\s+",
    "de": r"(?:\b(?:alle|jedes)(?: (oberen|unteren))? (?:felder|feld)\b|\balle (oberen|unteren)\b)"
    r"[^.;!?]{0,40}?\b(?:ausser|bis auf)\s+",
    "fr": r"(?:\b(?:toutes les|chaque) (?:cases?)(?: (du haut|du bas|hautes|basses))?\b"
    r"|\btoutes celles (du haut|du bas)\b)"
    r"[^.;!?]{0,40}?\b(?:sauf|excepte|a part|hormis)\s+",
}
#: Articles before a box's name in a list ("menos a Sorte e o Full house"), folded.
_ARTICLES = r"\b(?:the|my|a|o|as|os|la|le|les|l'|die|der|das|den|dem)\b"
#: The section each scope word of :data:`EVERY_BUT` names.
_SCOPES = {
    **dict.fromkeys(("upper", "top", "de cima", "superiores", "oberen", "du haut", "hautes"), UPPER),
    **dict.fromkeys(("lower", "bottom", "de baixo", "inferiores", "unteren", "du bas", "basses"), LOWER),
}


def _near_free(text: str, lang: str, named: list[tuple[int, str]]) -> tuple[str, ...]:
    """The boxes named in a sentence that also holds a word of freedom ("my Threes box and my
    Full house box are both still open"), whether or not the list was read whole."""
    near = []
    for start, box in named:
        before = max(text.rfind(mark, 0, start) for mark in ".;!?")
        after = min((i for i in (text.find(mark, start) for mark in ".;!?") if i >= 0), default=len(text))
        if re.search(rf"\b(?:{FREE[lang]})\b", text[before + 1 : after]) and box not in near:
            near.append(box)
    return tuple(near)


def _spared(text: str, lang: str, named: list[tuple[int, str]]) -> tuple[list[str], tuple[str, ...]]:
    """The boxes said to be the only ones left free of a section ("every lower box is taken
    except Small straight and Chance"), and the boxes of that section (none: the whole sheet)."""
    found = re.search(EVERY_BUT[lang], text)
    if not found:
        return [], ()
    spared: list[str] = []
    end = found.end()
    for start, box in named:
        if start < end:
            continue
        gap = re.sub(_ARTICLES, " ", text[end:start])
        if gap.strip() and not re.match(_JOIN, gap):
            break
        spared.append(box)
        name = _name(text[start:], lang, box)
        end = start + (name.end() if name else 0)
    scope = _SCOPES.get(next((g for g in found.groups() if g), ""), ())
    return spared, tuple(scope)


#: A box said to be used (a verb of filling), which a negation turns into a free box.
USED = {
    "en": r"used|filled|taken|done|scored|written|recorded|put|crossed",
    "pt": r"usei|usad[ao]s?|preench\w*|ocupad[ao]s?|marquei|pus|gastei|fiz",
    "de": r"benutzt|genutzt|verwendet|ausgefullt|belegt|eingetragen|gestrichen|gemacht",
    "fr": r"utilisee?s?|remplie?s?|prise?s?|occupee?s?|mise?s?|inscrite?s?|marquee?s?|faite?s?|barree?s?",
}
#: Words that, with a negation, say a box is no longer there to fill ("no more", "nao ... mais").
MORE = {"en": r"left|more|anymore", "pt": r"mais", "de": r"mehr", "fr": r"plus"}


def _denied(text: str, lang: str, named: list[tuple[int, str]]) -> dict[str, str]:
    """The boxes a negation speaks of, in their own clause: "filled" for a box said not to be free
    any more ("no Fours left", "kein Vierer mehr frei", "la case Six n'est plus libre"), "free" for
    one said not to be used ("I haven't used my chance", "ainda nao usei a Sorte")."""
    out: dict[str, str] = {}
    for index, (start, box) in enumerate(named):
        stop = named[index + 1][0] if index + 1 < len(named) else len(text)
        name = _name(text[start:stop], lang, box)
        after = re.split(r"[.;!?,]|\d", text[start + (name.end() if name else 0) : stop])[0][:40]
        before = re.split(r"[.;!?,]|\d", text[max(0, start - 30) : start])[-1]
        if not (negated(before, lang) or negated(after, lang)):
            continue
        clause = f"{before} {after}"
        if re.search(rf"\b(?:{USED[lang]}|{FILLED[lang]})\b", clause):
            out[box] = "free"
        elif re.search(rf"\b(?:{FREE[lang]}|{MORE[lang]})\b", clause):
            out[box] = "filled"
    return out


#: Where the upper boxes' points are listed in order, without their names ("oben hab ich 4 8 12").
_UPPER_LIST = re.compile(
    r"\b(?:upper(?: section| boxes)?|top|oben|obere[nr]? (?:teil|felder)|cima|parte de cima|haut|partie haute)\b"
    r"[^\d.;!?]{0,15}?((?:\d{1,2}[\s,;/+]+){1,5}\d{1,2})\b(?!\s*(?:x|×|er\b|s\b))"
)


def _upper_listed(text: str) -> dict[str, int]:
    """The upper boxes' points listed in order from Ones after a word for the upper section, when
    each number is one its box can hold (a multiple of its face, at most five of it)."""
    found = _UPPER_LIST.search(text)
    points = [int(n) for n in re.findall(r"\d+", found.group(1))] if found else []
    fits = all(p % face == 0 and p <= 5 * face for face, p in enumerate(points, 1))
    return dict(zip(UPPER, points, strict=False)) if 2 <= len(points) <= 6 and fits else {}


#: How many dice of one face, said without five dice: "4x6", "4 × 6", "four 6s", "vier 6er".
_FACE_COUNT = r"\b([0-5]|{words})\s*(?:x|×)\s*([1-6])\b|\b([0-5]|{words}) ([1-6])(?:s|er|en)\b"


def _face_count(text: str, lang: str) -> tuple[int, int] | None:
    words = "|".join(w for w, n in NUMBERS[lang].items() if 1 <= n <= 5)
    found = re.search(_FACE_COUNT.format(words=words), text)
    if not found:
        return _faces_named(text, lang, words)
    count, face = (found.group(1), found.group(2)) if found.group(1) else (found.group(3), found.group(4))
    n = _number(count, lang)
    return None if n is None else (n, int(face))


#: Faces said as the plural word that counts them ("two sixes", "2 Sechser", "deux six"), folded.
_FACE_PLURALS = {
    "en": dict(zip(("ones", "twos", "threes", "fours", "fives", "sixes"), range(1, 7), strict=True)),
    "pt": dict(zip(("uns", "dois", "tres", "quatros", "cincos", "seis"), range(1, 7), strict=True)),
    "de": dict(zip(("einser", "zweier", "dreier", "vierer", "funfer", "sechser"), range(1, 7), strict=True))
    | dict(zip(("einsen", "zweien", "dreien", "vieren", "funfen", "sechsen"), range(1, 7), strict=True)),
    "fr": dict(zip(("as", "deux", "trois", "quatre", "cinq", "six"), range(1, 7), strict=True)),
}


def _faces_named(text: str, lang: str, words: str) -> tuple[int, int] | None:
    """How many dice of which face a count before a face's plural word says ("2 Sechser"),
    when the count is no box's points (1 to 5)."""
    faces = "|".join(_FACE_PLURALS[lang])
    found = re.search(rf"\b([1-5]|{words}) ({faces})\b(?!\s*(?:[:=]|mit|com|avec|with|has)?\s*\d)", text)
    if not found:
        return None
    n = _number(found.group(1), lang)
    return None if n is None else (n, _FACE_PLURALS[lang][found.group(2)])


def _upper_total(text: str) -> int | None:
    found = re.search(
        r"\b(?:(?:upper|top) (?:section |total |boxes |half |part )?"
        r"(?:(?:is|of|at|has|add up to|adds up to|total|sits at|on|=|:) ?){0,2}"
        r"|parte de cima (?:tem |soma |com |e de |(?:ja |so )?tenho )?|(?<!de )cima:? (?:tenho |tem |soma |sao |: ?)?"
        r"|ober(?:e[nr]?)? (?:teil |felder |summe )?(?:hat |ist |mit |von |bei )?"
        r"|oben (?:hab ich |habe ich |sind es |ist |: ?)?"
        r"|partie haute (?:a |fait |est a |de )?|haut (?:a |fait |font |de |j'ai |: ?)?)(\d{1,3})\b",
        text,
    )
    before = re.search(rf"\b(\d{{1,3}}) (?:pontos |points |punkte )?(?:{_SECTION_SAID[0]})\b", text)
    return int(found.group(1)) if found else int(before.group(1)) if before else None


#: The upper and the lower section said after the points in it ("55 in the upper section",
#: "190 em baixo", "48 im oberen Teil", "150 en bas"), folded.
_SECTION_SAID = (
    r"em cima|na parte de cima|en haut|dans la partie haute|oben|im oberen teil"
    r"|in the (?:upper|top) (?:section|boxes|part|half)|(?:in|on) (?:the )?top",
    r"em baixo|na parte de baixo|en bas|dans la partie basse|unten|im unteren teil"
    r"|in the (?:lower|bottom) (?:section|boxes|part|half)|(?:in|on) (?:the )?bottom",
)


#: Words asking for the final total.
TOTAL = {
    "en": r"\b(?:final |grand )?total\b|\bfinal score\b|\badd (?:it |them |this |my sheet )?up\b|\btally\b",
    "pt": r"\btotal\b|\bpontuacao final\b|\bsoma final\b|\bquanto (?:da|fica|faz) (?:tudo|ao todo|no fim)\b",
    "de": r"\bendsumme\b|\bgesamt\w*\b|\bendstand\b|\bendabrechnung\b|\bnachrechnen\b|\bzusammenrechnen\b",
    "fr": r"\btotal\b|\bscore final\b|\bca fait combien en tout\b|\bcombien en tout\b",
}


def _lower_total(text: str) -> int | None:
    found = re.search(
        r"\b(?:(?:lower|bottom)(?: section| total| boxes| part| half)?\s*:?\s*"
        r"(?:together |in total |altogether |all up )?"
        r"(?:is |of |at |has |add up to |total |: ?)?"
        r"|parte de baixo (?:tem |soma |com |e de )?|(?:casas )?de baixo (?:tem |somam |fazem |: ?)?"
        r"|baixo:? (?:no total |ao todo |juntas |somadas )?(?:tenho |tem |soma |sao |: ?)?"
        r"|unter(?:e[nr]?)? (?:teil |felder |summe )?(?:hat |ist |mit |von |bei |: ?)?"
        r"|unten:? (?:zusammen |insgesamt |gesamt |in summe )?(?:hab ich |habe ich |sind es |ist |: ?)?"
        r"|partie basse (?:a |fait |est a |de )?|bas (?:au total |en tout )?(?:a |fait |font |de |: ?)?)(\d{1,3})\b",
        text,
    )
    before = re.search(rf"\b(\d{{1,3}}) (?:pontos |points |punkte )?(?:{_SECTION_SAID[1]})\b", text)
    return int(found.group(1)) if found else int(before.group(1)) if before else None


#: The Bonanza bonus counted in times ("une fois le bonus Bonanza", "twice the Bonanza bonus",
#: "zweimal den Bonanza-Bonus", "duas vezes o bónus Bonanza"), folded; the count is the first group.
_BONUS_TIMES = (
    r"\b(?:(\w+) (?:fois|vezes|times|mal)|(once|twice|thrice|einmal|zweimal|dreimal)) (?:le |o |the |den |einen |un )?"
    r"(?:bonus bonanza|bonanza[- ]?bon(?:us\w*|i)|bonus(?:es)? bonanza)\b"
)


def _bonanza_bonuses(text: str, lang: str) -> int | None:
    """How many extra Bonanza bonuses the question says were earned ("two Bonanza bonuses")."""
    found = re.search(_BONUS_TIMES, text) or re.search(
        r"\b(\w+) (?:extra |weitere[n]? )?(?:bonus bonanza|bonanza[- ]?bon(?:us\w*|i)|bonus(?:es)? bonanza)\b", text
    )
    found = found or re.search(FURTHER[lang], text) or re.search(TIMES[lang], text)
    if found:
        n = _number(next(g for g in found.groups() if g), lang)
        return n if n is not None and 0 <= n <= 12 else None
    return None


#: Further five alike said after the first: "two more five-of-a-kinds", "mais duas bonanzas",
#: "zwei weitere Kniffel", "deux autres yams" (folded; the count is the first group).
_ALL_FIVE = (
    r"(?:five[- ]of[- ]a[- ]kinds?|bonanzas?|yahtzees?|kniffel|yams?|funferpasch\w*|cinco (?:dados )?iguais"
    r"|cinq (?:des )?identiques|funf gleiche\w*|five (?:dice )?alike)"
)
FURTHER = {
    "en": rf"\b(\w+) (?:more|extra|further|other) {_ALL_FIVE}",
    "pt": rf"\bmais (\w+) {_ALL_FIVE}|\b(\w+) {_ALL_FIVE} a mais\b|\b(\w+) outr[oa]s {_ALL_FIVE}",
    "de": rf"\b(\w+) (?:weitere|zusatzliche|andere)n? {_ALL_FIVE}",
    "fr": rf"\b(\w+) (?:autres?|nouveaux|de plus) {_ALL_FIVE}|\b(\w+) {_ALL_FIVE} de plus\b",
}
#: Further five alike counted in times ("rolled five alike twice", "deux fois cinq dés identiques",
#: "zweimal einen Kniffel", "mais duas vezes cinco iguais"), folded; the count is the first group.
TIMES = {
    "en": rf"\b(once|twice|\w+(?= times))(?: times)?(?: more)?\b[^.;!?]{{0,20}}?{_ALL_FIVE}"
    rf"|{_ALL_FIVE}[^.;!?]{{0,25}}?\b(once|twice|\w+(?= times))\b",
    "pt": rf"\b(\w+) vez(?:es)?\b[^.;!?]{{0,20}}?{_ALL_FIVE}|{_ALL_FIVE}[^.;!?]{{0,25}}?\b(\w+) vez(?:es)?\b",
    "de": rf"\b(\w+mal|\w+(?= mal))(?: mal)?\b[^.;!?]{{0,20}}?{_ALL_FIVE}|{_ALL_FIVE}[^.;!?]{{0,25}}?\b(\w+mal)\b",
    "fr": rf"\b(\w+) fois\b[^.;!?]{{0,20}}?{_ALL_FIVE}|{_ALL_FIVE}[^.;!?]{{0,25}}?\b(\w+) fois\b",
}


#: Words asking who won or the places, and a total said of two players ("both on 231").
PLACES = {
    "en": r"\bwho (?:is the )?win\w*\b|\bwho won\b|\bplaces?\b|\brank\w*\b|\bwho came\b|\bstandings?\b"
    r"|\bwho(?:s| is) (?:first|ahead|leading|second|last)\b|\bwinner\b|\bwho (?:came|finished) first\b",
    "pt": r"\bquem (?:fica|ficou|e|esta) (?:em )?(?:primeiro|1o|a frente)\b"
    r"|\bquem ganh\w*\b|\blugar(?:es)?\b|\bclassifica\w*\b|\bvencedor\w*\b|\bquem venceu\b|\bposic\w*",
    "de": r"\bwer gewinnt\b|\bwer hat gewon+en\b|\bwer gewann\b|\bplatz\w*\b|\bplatze\b|\brang\w*\b|\bsieger\w*\b"
    r"|\breihenfolge\b|\bwertung\b|\bwer (?:ist|wird|wurde) (?:erster|erste|vorne|letzter)\b",
    "fr": r"\bqui (?:est|finit|termine) (?:premier|devant|dernier)\b"
    r"|\bqui gagne\b|\bqui a gagne\b|\bplaces?\b|\bclass\w*\b|\bgagnant\b|\bvainqueur\b|\brangs?\b",
}
BOTH = {
    "en": r"\bboth\b|\btied?\b|\bties\b|\btying\b|\bdraw\b|\bdrew\b",
    "pt": r"\bambos\b|\bos dois\b|\bempat\w*",
    "de": r"\bbeide\b|\bgleichstand\b|\bpunktgleich\b|\bunentschieden\b|\bgleich viel\b",
    "fr": r"\btous les deux\b|\btous deux\b|\begalite\b|\bex[- ]?aequo\b",
}


#: Words saying a player gave up (or left, which counts the same).
GAVE_UP = {
    "en": r"\bgave ?up\b|\bgives ?up\b|\b(?:he|she|they|someone|somebody|one of (?:us|them)|(?:my|his|her|our) "
    r"(?:brother|sister|friend|cousin|son|daughter|dad|father|mum|mom|mother|wife|husband|partner|opponent|kid"
    r"|grandma|grandpa|uncle|aunt|pupil|student)) (?:just |then |already )?left\b(?! (?:over|in|to|free|open))"
    r"|\b(?:both|two|three|players?|they|he|she|one) (?:(?:of them|of us) )?leaves?\b"
    r"|\bquit\w*\b|\bleft the (?:table|game)\b|\bresign\w*\b|\bwalk(?:ed|s)? out\b"
    r"|\bwalk(?:ed|s)? away\b|\bleft early\b|\bdropped out\b|\bdrops? out\b|\bbailed\b"
    r"|\bleav(?:es|ing)\b|\bleave (?:the (?:table|game)|early|halfway)\b|\bleft (?:with|after|on|at|halfway)\b",
    "pt": r"\bdesi?st\w*\b|\babandon\w*\b|\bsai(?:u|r)?\b|\bsai da mesa\b|\b(?:vai|foi|for|vou|fui) embora\b",
    "de": r"\baufgeg\w*|\bgab\w* auf\b|\bgibt auf\b|\bausgestiegen\b|\bverlass\w*|\bverliess\w*|\bgegangen\b"
    r"|\b(?:gibt|gab|geben|gebe)\b[^.;!?,]{0,40}\bauf\b|\bweg(?:geh\w*|gegangen)\b"
    r"|\bgeh\w*\b[^.;!?,]{0,30}\bweg\b|\bsteig\w* aus\b",
    "fr": r"\babandonn?\w*\b|\bquitt\w*\b|\bparti\b|\bpartis\b|\b(?:est|sont) parti\w*\b|\bs'en va\b|\bm'en vais\b",
}


#: A player's upper and lower parts said together ("oben 70 und unten 150"), folded: the upper
#: words, then the lower words, per language.
PARTS = {
    "en": (r"upper(?: boxes| part| section)?|top(?: part| section)?", r"lower(?: boxes| part| section)?|bottom"),
    "pt": (r"(?:em |parte de )?cima|superior", r"(?:em |parte de )?baixo|inferior"),
    "de": (r"oben|obere[rn]? teil", r"unten|untere[rn]? teil"),
    "fr": (r"(?:en |partie du |partie )?haut", r"(?:en |partie du |partie )?bas"),
}


def _summed(text: str, lang: str) -> str:
    """``text`` with each player's upper and lower parts said together replaced by the total
    they make (the upper bonus added when the upper part reaches it), so the places can rank it."""
    up, low = PARTS[lang]
    joined = r"\s*:?\s*(\d{1,3})\s*(?:,|and|und|e|et|\+|/|&)?\s*"
    pattern = rf"\b(?:{up}){joined}(?:{low})\s*:?\s*(\d{{1,3}})\b"

    def total(found: re.Match[str]) -> str:
        upper, lower = int(found.group(1)), int(found.group(2))
        return f" {upper + (UPPER_BONUS if upper >= UPPER_TARGET else 0) + lower} "

    return re.sub(pattern, total, text)


def _said_totals(text: str, lang: str) -> list[tuple[int, bool, int, int]]:
    """Each total said when the question asks the places (numbers of 40 to 500), whether it is
    said of "both" (then counted twice), and where it stands in ``text``."""
    if not re.search(PLACES[lang], text):
        return []
    out: list[tuple[int, bool, int, int]] = []
    last = 0
    for found in re.finditer(r"\b(\d{2,3})\b", text):
        n = int(found.group(1))
        if 40 <= n <= 500 and not _in_bonanza_box(text, found.start(), found.end()):
            out.append((n, bool(re.search(BOTH[lang], text[last : found.start()])), found.start(), found.end()))
            last = found.end()
    return out


#: A number said as the points in the Bonanza box, before or after it ("after my 50 in Bonanza",
#: "a Bonanza with 50", "50 dans la case Bonanza"), folded.
_BONANZA_NEAR = (
    r"(?:bonanza|yahtzee|kniffel|yams|five[- ]of[- ]a[- ]kind|five alike|cinco iguais|funf gleiche|cinq identiques)"
)


def _in_bonanza_box(text: str, start: int, stop: int) -> bool:
    """Whether the 50 at ``text[start:stop]`` is said of the Bonanza box, not of a player."""
    if text[start:stop] != "50":
        return False
    before = re.split(r"[.;!?:]", text[max(0, start - 30) : start])[-1]
    after = re.split(r"[.;!?,:]", text[stop : stop + 30])[0]
    return bool(
        re.search(_BONANZA_NEAR, before) or re.search(rf"^\s*\w*\s*\w*\s*(?:case |casa |feld )?{_BONANZA_NEAR}", after)
    )


def _totals(text: str, lang: str) -> tuple[int, ...]:
    """The players' totals when the question asks the places."""
    out = [n for n, both, _, _ in _said_totals(text, lang) for _ in range(2 if both else 1)]
    return tuple(out) if len(out) >= 2 else ()


#: Words saying a total already holds the bonuses said with it ("245 including two bonuses").
INCLUDED = {
    "en": r"\binclud\w*|\bincl\b|\bwith\b",
    "pt": r"\binclu\w*|\bcom\b|\bja com\b",
    "de": r"\binklusive\b|\binkl\b|\beinschliesslich\b|\bmit\b",
    "fr": r"\bdont\b|\by compris\b|\binclu\w*|\bavec\b",
}
#: Words saying the bonuses said with a total are still to be added ("without", "plus", "+").
ADDED = {
    "en": r"\bwithout\b|\bnot counting\b|\bexcluding\b|\bplus\b|\+|\bbefore\b",
    "pt": r"\bsem\b|\bsem contar\b|\bmais\b|\+|\bfora\b",
    "de": r"\bohne\b|\bplus\b|\+|\bzuzuglich\b|\bdazu\b|\bnoch\b",
    "fr": r"\bsans\b|\bsans compter\b|\bplus\b|\+|\ben plus\b",
}


def _totals_bonuses(text: str, lang: str) -> tuple[int, ...]:
    """For each of :func:`_totals`, how many Bonanza bonuses of 50 the question says are still
    to be added to it: a count said after it in its own clause, unless the total includes them
    (a bonus said "with" a total, and not "without" it, is taken as in it)."""
    said = _said_totals(text, lang)
    out = []
    for index, (_, both, _, stop) in enumerate(said):
        end = said[index + 1][2] if index + 1 < len(said) else len(text)
        clause = re.split(r"[.;!?]", text[stop:end])[0]
        count = _bonanza_bonuses(clause, lang)
        added = re.search(ADDED[lang], clause) or not re.search(INCLUDED[lang], clause)
        out += [count if count and added else 0] * (2 if both else 1)
    return tuple(out) if len(out) >= 2 else ()


#: Words that name no one in particular before a verb of leaving.
_NO_SUBJECT = frozenset(
    re.findall(
        r"\S+",
        "i eu ich je j'ai me we nos wir on nous and e und et then depois dann puis who quem wer qui also tambem"
        " auch aussi the o a der die le la one um uma einer un une someone alguem jemand quelqu'un",
    )
)


def _same_subject(text: str, at: int, said: list[tuple[int, bool, int, int]]) -> int | None:
    """The total said (in another sentence) right after the same word that names who gave up at
    ``at``: the word before the verb or the sentence's first ("Ze left on turn 9. I had 140 and
    Ze 180"; "Lena hat in Runde 7 aufgegeben. ... Lena hatte 230"; a pronoun again: "he ... he 180")."""
    sentence = re.split(r"[.;!?]", text[:at])[-1]
    before = re.search(r"([a-z][\w']*)\s+(?:(?:a|ha|has|hat|ist|est|se|s'est|tinha|had|just|then|ja)\s+)?$", sentence)
    first = re.match(r"\s*(?:(?:o|a|der|die|le|la)\s+)?([a-z][\w']*)", sentence)
    for subject in (before, first):
        if subject is None or subject.group(1) in _NO_SUBJECT:
            continue
        word = re.escape(subject.group(1))
        near = [
            i for i, (_, _, start, _) in enumerate(said) if re.search(rf"\b{word}\b[^.;!?\d]{{0,20}}$", text[:start])
        ]
        if len(near) == 1:
            return near[0]
    return _by_pronoun(text, said)


#: A third person named again by a pronoun before a total ("my sister left. I had 90 and she 150").
_PRONOUNS = r"he|she|him|her|ele|ela|dele|dela|er|sie|ihr|il|elle|lui"


def _by_pronoun(text: str, said: list[tuple[int, bool, int, int]]) -> int | None:
    """The one total said right after a third person's pronoun, if exactly one is."""
    near = [
        i
        for i, (_, _, start, _) in enumerate(said)
        if re.search(rf"\b(?:{_PRONOUNS})\b[^.;!?\d]{{0,20}}$", text[:start])
    ]
    return near[0] if len(near) == 1 else None


def _gave_up(text: str, lang: str) -> tuple[bool, ...]:
    """For each of :func:`_totals`, whether its player is said to have given up: a word of giving
    up belongs to the next total in its clause ("she gave up with 180", "215 done, one left on
    turn 9 with 250"), else to the nearest one before it in its sentence ("I had 240 but gave
    up"), else to the next one in its sentence."""
    said = _said_totals(text, lang)
    gone = [False] * len(said)
    for word in re.finditer(GAVE_UP[lang], text):
        same = [
            i
            for i, (_, _, start, stop) in enumerate(said)
            if not re.search(r"[.;!?]", text[min(stop, word.start()) : max(start, word.end())])
        ]
        before = [i for i in same if said[i][3] <= word.start()]
        after = [i for i in same if said[i][2] >= word.end()]
        near = after and not re.search(r"[,;]", text[word.end() : said[after[0]][2]])  # "left with 250"
        if before or after:
            gone[after[0] if near or not before else before[-1]] = True
        elif (mine := _same_subject(text, word.start(), said)) is not None:
            gone[mine] = True
    out = [g for g, (_, both, _, _) in zip(gone, said, strict=True) for _ in range(2 if both else 1)]
    return tuple(out) if len(out) >= 2 else ()
