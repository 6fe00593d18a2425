"""Reading the facts a MAGDAGDON question gives, for the situations the rules assistant works
out (:mod:`ludoteca.magdagdon.assistant_situations`): the difficulty named in any language, the
dice rolled, counts said in digits or words, Majda Powers used or said to be gone, and the
numbers a cell is said to touch. Every reader takes the question folded
(:func:`ludoteca.core.assistant_match.fold`, one space between words).

>>> level("ich spiele friedlich"), dice("i rolled 1,1,6,6 and", "en")
('peaceful', [1, 1, 6, 6])
>>> powers_gone("je n'ai plus de pouvoir", "fr"), power_uses("un -1 puis une relance en paisible", "fr")
(True, 2)
"""

from __future__ import annotations

import re

__all__ = [
    "LEVELS",
    "ASKED_POWER",
    "AT_ONCE",
    "MOVES",
    "POWER",
    "USED_ONE",
    "times",
    "count",
    "dice",
    "level",
    "number",
    "power_uses",
    "powers_left",
    "powers_gone",
    "touched",
    "words_before",
]

#: Each difficulty's name in the four languages, folded, with its commonest misspellings.
LEVELS = {
    "peaceful": r"pea?cef?ull?|peacf?ull?|pacifico|friedlich|fridlich|friedlig|paisible|paisibel|paisable",
    "survival": r"survi?v?[ae]?ll?|survial|sobrevivencia|uberleben|ueberleben|survie",
    "nightmare": r"nigh?tmare?|nightmere|pesadelo|alb?traum|alptraum|cauchemar|cauchemard",
}
#: Number words (folded), one included: "my one power", "eine Ruine", "une seule case".
NUMBERS = {
    "en": {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6},
    "pt": {"um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6},
    "de": {"ein": 1, "eine": 1, "einer": 1, "einzige": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6},
    "fr": {"un": 1, "une": 1, "seule": 1, "seul": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6},
}
#: Words a roll is told with, after which its dice follow.
ROLLED = {
    "en": r"rolled|rolld|roled|rolling|roll|got|threw|throw",
    "pt": r"saiu-me|sairam-me|saiu|sairam|tirei|lancei|calhou|calharam|lancamento|tirou|deu|deram",
    "de": r"gewurfelt|gewurflet|gewuerfelt|wurfelt|wurfelst|wurfle|wurfel|wurf|geworfen",
    "fr": r"tire|tirage|lance|lancer|obtenu|sorti|fait",
}
#: Majda Powers named, and the power moves each counted as one use.
POWER = {"en": r"powers?", "pt": r"poder(?:es)?|powers?", "de": r"kraft(?:e|en)?|krafte", "fr": r"pouvoirs?"}
MOVES = {
    "en": r"[-−]1|\+1|re-?roll(?:s|ed)?|decreased?|increased?|plus one|minus one",
    "pt": r"[-−]1|\+1|reroll|relancamento|relancar|relancei|relancou|diminuir|diminui|aumentar|aumentei",
    "de": r"[-−]1|\+1|reroll|neu (?:gewurfelt|wurfeln)|verringern|verringert|erhohen|erhoht|plus eins|minus eins",
    "fr": r"[-−]1|\+1|reroll|relance|relancer|diminuer|diminue|augmenter|augmente",
}
#: How many times a power move was used, said beside it: "a reroll twice", "zweimal +1".
TIMES = {
    "en": {"once": 1, "one time": 1, "twice": 2, "two times": 2, "thrice": 3, "three times": 3},
    "pt": {"uma vez": 1, "duas vezes": 2, "tres vezes": 3},
    "de": {"einmal": 1, "ein mal": 1, "zweimal": 2, "zwei mal": 2, "dreimal": 3, "drei mal": 3},
    "fr": {"une fois": 1, "deux fois": 2, "trois fois": 3},
}
#: The power a question asks about, not one used yet: "one more power", "noch eine Kraft".
ASKED_POWER = {
    "en": r"\b(?:one more|another|a further|the next|a third|a second) (?:majda )?(?:power|use)s?\b|"
    r"\bworth (?:using )?(?:a|the|one) (?:majda )?power\b",
    "pt": r"\b(?:mais um|mais uma|outro|outra|o proximo|a proxima|um terceiro|uma terceira) "
    r"(?:majda )?(?:poder|uso|power)\w*|\bum poder a mais\b",
    "de": r"\b(?:noch eine?|eine weitere|eine zusatzliche|die nachste|eine dritte|eine zweite) (?:majda-?)?"
    r"(?:kraft|nutzung)\w*|\blohnt (?:sich )?(?:eine|die) (?:\w+ )?kraft\b",
    "fr": r"\b(?:encore un|un autre|le prochain|un troisieme|un deuxieme|un pouvoir de plus) ?(?:pouvoir|usage)?s?\b",
}
#: "No power left" and its kin: a power said to be gone, never read as one at hand.
GONE = {
    "en": r"(?<!used )(?<!spent )\bno (?:more )?(?:majda )?(?:powers?|uses?)\b|"
    r"\bwithout (?:any )?powers?\b|\bout of powers\b|"
    r"\b(?:used|spent) (?:up )?(?:all (?:\w+ )?powers?|my (?:\w+ )?powers)\b",
    "pt": r"\bsem (?:mais )?(?:nenhum )?poder(?:es)?\b|\bnao tenho (?:mais )?(?:nenhum )?poder|"
    r"(?<!usei )(?<!gastei )\bnenhum poder\b|"
    r"\bja nao (?:tenho|ha) poder|\bacabaram(?:-se)? os poderes\b|\bgastei (?:todos )?os (?:meus )?poderes\b",
    "de": r"\bkeine (?:\w+ )?(?:kraft|krafte|kraften|nutzung\w*)\b|\bohne (?:kraft|krafte)\b|"
    r"\bkrafte? (?:sind |ist )?(?:alle |schon )?(?:weg|verbraucht|aufgebraucht)\b",
    "fr": r"\bplus (?:aucun |de )pouvoirs?\b|\bsans pouvoirs?\b|\baucun pouvoir\b|\bn'ai plus de pouvoir",
}
#: A verb of using just after "no power": "no power used", "noch keine Kraft benutzt" says none is spent.
USED_AFTER = {
    "en": r"\W*(?:\w+ )?(?:used|spent)\b",
    "pt": r"\W*(?:\w+ )?(?:usad[oa]s?|gast[oa]s?|utilizad[oa]s?)\b",
    "de": r"\W*(?:\w+ )?(?:benutzt|genutzt|verwendet|eingesetzt|gebraucht|verbraucht)\b",
    "fr": r"\W*(?:\w+ )?(?:utilises?|employes?|depenses?)\b",
}
#: One power said used without a count: "used my power", "usei o poder", "j'ai utilisé mon pouvoir".
USED_ONE = {
    "en": r"\b(?:used|spent|took|played|burned) (?:my|the|a|one|that) (?:only |single |one )?(?:majda )?power\b",
    "pt": r"\b(?:usei|gastei|utilizei|joguei) (?:o |um |a |uma )?(?:meu |minha )?(?:unic[oa] |so )?(?:majda )?"
    r"(?:poder|power)\b",
    "de": r"\b(?:meine|die|eine) (?:einzige |eine )?(?:majda-?)?kraft (?:[\w-]+ ){0,3}?"
    r"(?:benutzt|genutzt|eingesetzt|verwendet|gebraucht|verbraucht)\b|"
    r"\b(?:benutzt|genutzt|eingesetzt|verwendet|nutzte|benutzte) (?:ich )?(?:meine|die|eine) (?:einzige )?"
    r"(?:majda-?)?kraft\b",
    "fr": r"\b(?:utilise|pris|employe|joue|depense|grille) (?:mon|le|un|ce) (?:seul |unique )?pouvoir\b",
}
#: One power said used in the passive or as a bare participle, its count of times after it: "the power was
#: used once", "survival power used", "o poder foi usado duas vezes", "die Kraft wurde einmal eingesetzt",
#: "le pouvoir a été utilisé" (a denial before or inside it, "power not used yet", is no use).
USED_PASSIVE = {
    "en": r"\b(?:majda )?powers? (?:(?:was|were|has been|have been|got|is|already) )?(?:\w+ ){0,2}?(?:used|spent)\b",
    "pt": r"\b(?:majda )?poder(?:es)? (?:(?:ja )?(?:foi|foram|esta|ja) )?(?:\w+ ){0,2}?(?:usad|gast|utilizad)[oa]s?\b",
    "de": r"\b(?:majda-?)?kraft (?:(?:wurde|ist|schon|bereits) )?(?:\w+ ){0,2}?(?:benutzt|genutzt|eingesetzt|verwendet)"
    r"(?: worden)?\b",
    "fr": r"\bpouvoirs? (?:(?:a|ont) (?:deja )?ete |deja )?(?:\w+ ){0,2}?(?:utilises?|employes?|depenses?)\b",
}
#: Words denying a use said in the passive: "not", "pas encore", "noch nicht", "nunca".
DENIED = r"\b(?:not|no|never|nao|nunca|nenhum|sem|nicht|nie|kein\w*|ohne|pas|jamais|aucun|sans)\b|n't\b"
#: Powers said to be left, not used: "1 power left", "dois poderes por usar", "2 Kräfte übrig", "1 pouvoir restant".
LEFT = {
    "en": r"(?:left|remaining|still available|to spare)",
    "pt": r"(?:restantes?|por usar|disponive(?:l|is)|de sobra|sobrando)",
    "de": r"(?:ubrig|verbleibend\w*|frei)",
    "fr": r"(?:restants?|qui (?:me )?reste(?:nt)?|disponibles?|en reserve)",
}
#: A penalty or cost said to rise ("does the penalty increase", "a penalização aumenta"): its verb names no power move.
RISES = {
    "en": r"\b(?:penalt\w*|costs?|minus\w*) (?:[\w']+ ){0,4}?(?:increase|go up|goes up|rise|grow)\w*",
    "pt": r"\b(?:penaliza\w*|custos?|descontos?) (?:\w+ ){0,4}?(?:aumenta|sobe|cresce)\w*",
    "de": r"\b(?:strafe\w*|kosten|abzug\w*) (?:\w+ ){0,4}?(?:erhoht|steigt|wachst|zunimmt|hoher)\w*",
    "fr": r"\b(?:penalit\w*|couts?|malus) (?:[\w']+ ){0,4}?(?:augmente|monte|grandit|croit)\w*(?:-t-elle|-t-il)?",
}
#: "At once", "all together": how dice are rerolled, not how many times a power was used.
AT_ONCE = (
    r"\b(?:auf einmal|at once|in one go|de uma (?:so )?vez|d'un (?:seul )?coup|en une (?:seule )?fois|du meme coup)\b"
)
#: Words saying a cell touches the numbers that follow: "borders only 3s and 4s", "grenzt nur an 4er".
TOUCHES = {
    "en": r"borders?|bordering|touch(?:es|ing)?|next to|beside|surrounded by",
    "pt": r"encosta(?:da)?s? (?:a|em)|toca(?:m)?(?: em)?|ao lado de|junto a|vizinhos?",
    "de": r"grenzt (?:nur )?an|grenzen (?:nur )?an|beruhrt|neben",
    "fr": r"touche(?:nt)?|a cote d[eu]s?|bordee? (?:par|de)|voisins?",
}


def level(text: str) -> str | None:
    """The difficulty ``text`` names, or None."""
    return next((name for name, words in LEVELS.items() if re.search(rf"\b(?:{words})\b", text)), None)


def number(word: str, lang: str) -> int | None:
    """``word`` as a count (digits or a number word of ``lang``), or None."""
    return int(word) if word.isdigit() else NUMBERS[lang].get(word)


def count(text: str, units: str, lang: str) -> int | None:
    """The count said before the words ``units`` (a pattern), up to two words between
    ("three of my powers", "5 casas vazias"), or None."""
    words = "|".join(NUMBERS[lang])
    found = re.search(rf"\b(\d+|{words})\b (?:[\w'-]+ ){{0,2}}?(?:{units})\b", text)
    return None if found is None else number(found.group(1), lang)


def dice(text: str, lang: str) -> list[int]:
    """The dice said after a word of rolling ("rolled 1,1,6,6", "gewurfelt 2 2 5 5"), at most four."""
    found = _roll(text, lang)
    return [] if found is None else [int(v) for v in re.findall(r"[1-6]", found.group(1))][:4]


def roll_span(text: str, lang: str) -> tuple[int, int] | None:
    """Where ``text`` tells a roll of two dice or more (its dice are no numbers on the board), or None."""
    found = _roll(text, lang)
    return None if found is None or len(re.findall(r"[1-6]", found.group(1))) < 2 else found.span(1)


def _roll(text: str, lang: str) -> re.Match[str] | None:
    return re.search(
        rf"\b(?:{ROLLED[lang]})\b(?:\W+(?:{_FILLER})\b)*"
        rf"((?:\W+(?:(?:{_JOINS}) )?(?:a|an|um|uma|eine?|une?|des|der|die)?\W*[1-6]\b){{1,4}})",
        text,
    ) or re.search(rf"\b(?:{HELD_ROLL[lang]})((?:\s+[1-6](?:,|\s+(?:{_JOINS})\b)){{2,3}}\s+[1-6])\b(?![.,]?\d)", text)


#: Words a roll held may follow, its three or four dice listed with commas: "j'ai 1, 3, 5, 5", "habe ich 4, 5, 5, 6".
HELD_ROLL = {
    "en": r"i (?:have|got|hold)|i've got|my dice (?:are|show)|dice ?:",
    "pt": r"tenho|fiquei com|os meus dados (?:sao|mostram)|dados ?:",
    "de": r"(?:habe|hab) ich|ich (?:habe|hab)|meine wurfel (?:sind|zeigen)|wurfel ?:",
    "fr": r"j'ai|j ai|mes des (?:sont|montrent|font)|des ?:",
}


#: Words a roll's dice may follow after the word of rolling: "Gewürfelt habe ich 4, 4, 5 und 6".
_FILLER = r"habe|hab|ich|is|was|were|are|i|me|est|ist|war|foi|e"


def asked_left_out(text: str) -> str:
    """``text`` without the questions that tell nothing done ("Can a -1 save me?", "Um +1 no 3
    resolve?"): a power move named there is asked about, not used yet."""
    sentences = re.split(r"(?<=[.!?;])\s+", text)
    return " ".join(s for s in sentences if not (s.endswith("?") and not re.search(DONE, s)))


#: Words telling something done: "used", "did", "usei", "fiz", "benutzt", "j'ai", "already".
DONE = (
    r"\b(?:used|did|done|spent|already|i'?ve|usei|fiz|gastei|ja|tinha|benutzt|gemacht|habe|hab|schon|bereits|"
    r"j'ai|utilise|fait|deja)\b"
)


def powers_gone(text: str, lang: str) -> bool:
    """Whether ``text`` says no Majda Power is left."""
    return any(not re.match(USED_AFTER[lang], text[found.end() :]) for found in re.finditer(GONE[lang], text))


def power_uses(text: str, lang: str, *, timed: bool = False) -> int | None:
    """How many Majda Powers ``text`` says were used: a count before the word ("all three
    powers", "genau eine Kraft"), else each power move named, as many times as said beside it
    ("+1 once and a reroll twice"), or once (not at all if ``timed``, where the move named
    may be the one asked about); None if it says none. The power asked about ("one more
    power", "noch eine Kraft") is no use yet."""
    text = re.sub(rf"{ASKED_POWER[lang]}|{RISES[lang]}|{AT_ONCE}|{_left_phrase(lang)}", " ", text)
    said = count(text, POWER[lang], lang)
    if said is not None:
        return said
    passive = next((m for m in re.finditer(USED_PASSIVE[lang], text) if not _denied(text, m)), None)
    if passive is not None:
        return _times(text, passive, lang) or 1
    if re.search(USED_ONE[lang], text):
        return 1
    moves = list(re.finditer(rf"(?<![\w+−-])(?:{MOVES[lang]})(?!\w)", text))
    counted = [_times(text, move, lang) for move in moves]
    return sum(n or (0 if timed else 1) for n in counted) or None


def _times(text: str, move: re.Match[str], lang: str) -> int:
    """How many times ``move`` was used, said just after or before it ("+1 twice", "deux fois +1"), or 0."""
    words = {**TIMES[lang], **{f"{n} {unit}": v for n, v in NUMBERS[lang].items() for unit in _UNITS}}
    said = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    after = re.match(rf"\W*(?:(?!{_JOINS}\b)\w+ ){{0,2}}?({said}|\d+ ?(?:x|{'|'.join(_UNITS)}))\b", text[move.end() :])
    before = re.search(rf"\b({said}|\d+ ?(?:x|{'|'.join(_UNITS)}))\W*$", text[: move.start()])
    found = after or before
    if found is None:
        return 0
    digits = re.match(r"\d+", found.group(1))
    return int(digits.group(0)) if digits else words[found.group(1)]


_UNITS = ("times", "vezes", "mal", "fois")
#: Words joining two moves, after which a count of times belongs to the next one.
_JOINS = r"(?:and|then|or|e|depois|ou|und|dann|oder|et|puis)"


#: Words saying the powers that follow are left: "I still have 2 powers", "il me reste 1 pouvoir".
STILL_HAVE = {
    "en": r"\b(?:still have|still got|have still)",
    "pt": r"\b(?:ainda tenho|restam-me|resta-me|ainda me resta\w*)",
    "de": r"\b(?:habe noch|hab noch|ich noch)",
    "fr": r"\b(?:il me reste(?:nt)?|il reste(?:nt)?|j'ai encore)",
}


def _left_phrase(lang: str) -> str:
    """A count of powers said to be left ("2 powers left", "il me reste 1 pouvoir"), as a pattern
    whose group ``n`` is the count."""
    words = "|".join(NUMBERS[lang])
    powers = rf"(?:majda[- ]?)?(?:{POWER[lang]}|uses?|usos?|nutzung\w*|usages?)"
    after = rf"\b(?P<n>\d|{words}) {powers} (?:\w+ )?{LEFT[lang]}\b"
    before = rf"{STILL_HAVE[lang]} (?P<m>\d|{words}) {powers}\b"
    return f"{after}|{before}"


def powers_left(text: str, lang: str) -> int | None:
    """How many powers ``text`` says are left ("1 power left", "noch 2 Kräfte übrig"), or None."""
    found = re.search(_left_phrase(lang), text)
    return None if found is None else number(found.group("n") or found.group("m"), lang)


def _denied(text: str, found: re.Match[str]) -> bool:
    """Whether a use said in the passive is denied, inside it or in the words just before ("no power used")."""
    return bool(re.search(DENIED, f"{words_before(text, found.start())} {found.group(0)}"))


def times(text: str, move: re.Match[str], lang: str) -> int:
    """How many times the power ``move`` is said to be used ("+1 twice", "deux fois +1"), 1 when not said."""
    return _times(text, move, lang) or 1


def touched(text: str, lang: str) -> list[int]:
    """The numbers a cell is said to touch ("only borders 3s and 4s", "grenzt nur an 4er")."""
    each = touched_each(text, lang)
    return each[0] if each else []


def touched_each(text: str, lang: str) -> list[list[int]]:
    """The numbers each cell is said to touch, one list a cell, in the order told ("the top-left
    touches a 3 and a 2. the bottom-right touches a 5 and a 4")."""
    found = re.finditer(
        rf"\b(?:{TOUCHES[lang]})\b((?:(?:\W+(?:{_BETWEEN})\b)*\W*[1-6](?:s|er|es)?\b)+)",
        text,
    )
    return [sorted({int(v) for v in re.findall(r"[1-6]", m.group(1))}) for m in found]


#: Words between the numbers a cell touches: "an eine 5 und an eine 4", "only a 2 and a 3".
_BETWEEN = r"only|so|nur|que|des|a|an|um|uma|eine?|ne|une?|and|e|und|et|em|de|um|to|num|numa"


def words_before(text: str, at: int) -> str:
    """The three words of ``text`` before position ``at`` (where a denial of what follows is said)."""
    return " ".join(text[:at].split()[-3:])
