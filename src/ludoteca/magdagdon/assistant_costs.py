"""What MAGDAGDON's rules assistant works out about points taken off and the final score: the
Majda Powers used at a difficulty and the ruins (:func:`ludoteca.magdagdon.rules.penalty`,
:data:`~ludoteca.magdagdon.rules.RUIN_COST`), together when both are given, and the final score
from the row sums, bonuses, ruins and powers a question gives (the rules' own sum, with the
column sums equal to the row sums).

>>> costs("peaceful, i used all three powers and have two ruins", "en", "en").text.split(":")[0]
'100 points off at the end in all'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, say, texts
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_reading import LEVELS, MOVES, count, level, power_uses, powers_gone, powers_left
from ludoteca.magdagdon.assistant_reading import POWER as POWER_WORD
from ludoteca.magdagdon.rules import BONUS, PENALTIES, RUIN_COST, penalty

__all__ = ["FINAL", "costs", "final", "next_power", "power_count"]

_say = partial(say, "ludoteca.magdagdon")
RUINS = {"en": r"ruins?", "pt": r"ruinas?", "de": r"ruinen?", "fr": r"ruines?"}
#: The row sums given: "row sums add up to 52", "Reihensummen 52", "somas das linhas: 52".
ROW_SUMS = {
    "en": r"row(?:s|'s)? (?:sums?|totals?)",
    "pt": r"somas? das linhas",
    "de": r"reihensummen?|zeilensummen?|summen? der reihen",
    "fr": r"sommes? des lignes",
}
#: The rows or the columns named just before their sum ("lignes 40, colonnes 40", "rows: 48"): a sum of
#: two or three digits, never a line's number ("row 2").
ROWS_THEN_SUM = {
    "en": r"\brows?\s*[:=]?\s*(?=\d{2,3}\b)",
    "pt": r"\blinhas\s*[:=]?\s*(?=\d{2,3}\b)",
    "de": r"\b(?:reihen|zeilen)\s*[:=]?\s*(?=\d{2,3}\b)",
    "fr": r"\blignes\s*[:=]?\s*(?=\d{2,3}\b)",
}
COLUMN_SUMS = {
    "en": r"\bcolumn(?:s|'s)? (?:sums?|totals?)|\bcolumns?\s*[:=]?\s*(?=\d{2,3}\b)",
    "pt": r"\bsomas? das colunas|\bcolunas\s*[:=]?\s*(?=\d{2,3}\b)",
    "de": r"\bspaltensummen?|\bsummen? der spalten|\bspalten\s*[:=]?\s*(?=\d{2,3}\b)",
    "fr": r"\bsommes? des colonnes|\bcolonnes\s*[:=]?\s*(?=\d{2,3}\b)",
}
#: The rows and the columns summed together: "rows and columns add up to 150", "Reihen und Spalten ergeben 160".
LINE_SUMS = {
    "en": r"(?:sums? of )?(?:the |my |his |her )?rows and (?:the )?columns?",
    "pt": r"(?:somas? d)?(?:as )?linhas e (?:as )?colunas",
    "de": r"(?:summen? der )?reihen und spalten|zeilen und spalten",
    "fr": r"(?:sommes? d)?(?:es |mes |ses )?lignes et (?:les |mes |ses )?colonnes",
}
#: Each bonus named, to be counted ("one sequence and one two-pairs line").
BONUS_WORDS = {
    "en": {"sequence": r"sequences?", "four_equal": r"four equals?|four of a kind", "two_pairs": r"two[- ]pairs?"},
    "pt": {"sequence": r"sequencias?", "four_equal": r"quatro iguais", "two_pairs": r"dois pares"},
    "de": {"sequence": r"folgen?", "four_equal": r"vier gleiche", "two_pairs": r"zwei paare?n?"},
    "fr": {"sequence": r"suites?", "four_equal": r"quatre identiques", "two_pairs": r"deux paires"},
}
#: Asking how many power uses remain: "how many uses left", "quantos me restam", "il me reste combien".
LEFT_ASKED = {
    "en": r"\bhow many (?:\w+ ){0,2}(?:left|remain\w*)\b|\b(?:uses|powers) (?:do i have )?left\b",
    "pt": r"\bquant[oa]s (?:\w+ ){0,2}(?:restam|sobram|faltam|tenho ainda|ainda tenho)\b|"
    r"\b(?:me )?rest(?:a|am) quant[oa]s\b",
    "de": r"\bwie viele (?:\w+ ){0,3}(?:noch|ubrig)\b|\bwas bleibt\b",
    "fr": r"\b(?:il me reste|il reste) combien\b|\bcombien (?:\w+ ){0,3}(?:il me reste|reste-t-il|me reste)\b",
}
#: A line of the board named: "a row", "uma linha", "eine Spalte", "une colonne".
LINE_NAMED = {
    "en": r"\b(?:rows?|columns?|lines?)\b",
    "pt": r"\b(?:linhas?|colunas?)\b",
    "de": r"\b(?:reihen?|zeilen?|spalten?|linien?)\b",
    "fr": r"\b(?:lignes?|colonnes?)\b",
}
#: Words asking what something costs, points alone left out ("does the line still score points?").
COST_ONLY = {
    "en": r"\bcost\w*|\bpenalt\w*|\btaken off\b|\blos(?:e|ing|t)\b",
    "pt": r"\bcust\w*|\bpenaliz\w*|\btira\w*|\bperco\b|\bperd(?:er|e|es|o|emos)\b",
    "de": r"\bkost\w*|\bstrafe\w*|\babgezogen\b|\babzug\b|\bverlier\w*",
    "fr": r"\bcout\w*|\bpenalit\w*|\benleve\w*|\bperd\w*",
}
FINAL = {
    "en": r"final score|total score|my score",
    "pt": r"pontuacao final|pontuacao total|quantos pontos",
    "de": r"endstand|endpunkt\w*|punktzahl|gesamtpunkt\w*|endwertung|schlusswertung|endergebnis",
    "fr": r"score final|score total|mon score",
}
#: Words asking what something costs.
COST = {
    "en": r"\bcost\w*|\bpenalt\w*|\bpoints?\b|\btaken off\b|\blos(?:e|ing|t)\b",
    "pt": r"\bcust\w*|\bpenaliz\w*|\bpontos?\b|\btira\w*|\bperco\b|\bperd(?:er|e|es|o|emos)\b",
    "de": r"\bkost\w*|\bstrafe\w*|\bpunkte?\b|\babgezogen\b|\babzug\b|\bverlier\w*",
    "fr": r"\bcout\w*|\bpenalit\w*|\bpoints?\b|\benleve\w*|\bperd\w*",
}
#: "How much" without a count of things: what the next power costs ("combien pour le prochain ?").
HOW_MUCH = {
    "en": r"\bhow much\b",
    "pt": r"\bquanto\b",
    "de": r"\bwie viel\b(?!e)",
    "fr": r"\bcombien\b(?! (?:de|d') ?(?:pouvoirs?|usages?|fois|des?)\b)",
}
#: Words asking what is left ("how many are left"), where "how much" asks no cost.
LEFT = r"\b(?:left|remain\w*|resta\w*|sobra\w*|ubrig\w*|verbleib\w*|reste\w*)\b"
#: Words asking for everything together: "in total", "ao todo", "insgesamt", "en tout".
TOTAL = {
    "en": r"\btotal\b|\bin all\b|\baltogether\b|\ball together\b",
    "pt": r"\btotal\b|\bao todo\b|\bem tudo\b|\bno conjunto\b",
    "de": r"\binsgesamt\b|\bgesamt\w*|\bzusammen\b",
    "fr": r"\btotale?s?\b|\ben tout\b|\bau total\b|\bensemble\b",
}
#: Words saying powers were used before the one asked about: "already", "já", "schon", "déjà".
ALREADY = {
    "en": r"\ball?ready\b",
    "pt": r"\bja\b",
    "de": r"\bschon\b|\bbereits\b",
    "fr": r"\bdeja\b",
}
#: The power after those used, asked about: "another", "the next", "still", "ainda", "noch", "encore".
NEXT = {
    "en": r"\banother\b|\bnext\b|\bstill\b|\bone more\b|\bagain\b",
    "pt": r"\boutro\b|\bproximo\b|\bainda\b|\bmais um\b",
    "de": r"\bnoch\b|\bweitere\w*|\bnachste\w*",
    "fr": r"\bencore\b|\bautre\b|\bprochain\b",
}
#: Words asking what the powers used have cost so far: "so far", "bisher", "dafür", "até agora", "jusqu'ici".
SO_FAR = {
    "en": r"\bso far\b|\bup to now\b|\buntil now\b|\bfor (?:them|those|these|that)\b",
    "pt": r"\bate agora\b|\bate aqui\b|\bpor (?:eles|esses|estes|isso)\b",
    "de": r"\bbisher\b|\bbis jetzt\b|\bdafur\b|\bdavon\b",
    "fr": r"\bjusqu'(?:ici|a present|a maintenant)\b|\bpour (?:ca|cela|eux|ceux-la)\b",
}
#: A power asked about by its place among those used: "the second", "die dritte".
NTH = {
    "en": {"second": 2, "third": 3},
    "pt": {"segundo": 2, "segunda": 2, "terceiro": 3, "terceira": 3},
    "de": {"zweite": 2, "zweiten": 2, "dritte": 3, "dritten": 3},
    "fr": {"deuxieme": 2, "second": 2, "seconde": 2, "troisieme": 3},
}


def _level_name(name: str, lang: str) -> str:
    return i18n.translate(f"magdagdon.difficulty.{name}", lang).upper()


def _units(lang: str, units: str, n: int) -> str:
    return str(texts("ludoteca.magdagdon", lang)[units][min(n, 2)]).format(n=n)


def _ruins(text: str, lang: str) -> int | None:
    if re.search(rf"\b(?:no|sem|nenhuma|keine|aucune|sans) (?:{RUINS[lang]})\b", text):
        return 0
    said = count(text, RUINS[lang], lang)
    if (
        said == 1 and not re.search(COST[lang], text) and not _final(text, lang)
    ):  # "eine Ruine daneben" is an article, not a count
        return None
    return (
        said if said is not None else (1 if re.search(rf"\b(?:{RUINS[lang]})\b", text) and _final(text, lang) else None)
    )


def _final(text: str, lang: str) -> bool:
    return bool(re.search(FINAL[lang], text))


def power_count(text: str, lang: str) -> int | None:
    """How many powers ``text`` says were used (0 for "no power used"), or None if it says nothing."""
    return _powers(text, lang)


def _powers(text: str, lang: str) -> int | None:
    return (
        0
        if powers_gone(text, lang) and not re.search(r"\b(?:used|usei|benutzt|utilise)", text)
        else power_uses(text, lang)
    )


def next_power(text: str, lang: str, out: str) -> Worked | None:
    """The power after those said used, at the difficulty said: whether one is still left
    ("can I still reroll?") or what it costs ("already used two, what does a reroll cost now?")."""
    named, used, left = level(text), _used(text, lang), powers_left(text, lang)
    if named is not None and left is not None:  # "2 powers left": the next is the one after those spent
        used = max(len(PENALTIES[named]) - left, 0)
    if named is None or used is None:
        return None
    moved = re.search(rf"(?<![\w+−-])(?:{MOVES[lang]})(?!\w)", text)
    if left is None and not (re.search(NEXT[lang], text) or (moved and re.search(ALREADY[lang], text))):
        return None
    most = len(PENALTIES[named])
    fields = {"difficulty": _level_name(named, out), "most": most, "used": used}
    cited = (cite("magdagdon", "difficulty"), cite("magdagdon", "penalties"))
    if used >= most:
        return Worked("penalty", "power_uses_level", _say(out, "next_none", **fields), cited)
    if re.search(COST[lang], text) and re.search(TOTAL[lang], text):
        said = _say(
            out,
            "penalty_nth_total",
            total=penalty(named, used + 1),
            difficulty=fields["difficulty"],
            n=used + 1,
            costs=i18n.join(PENALTIES[named][: used + 1], out),
        )
        return Worked("penalty", "power_penalty", said, cited)
    how_much = re.search(HOW_MUCH[lang], text) and not re.search(LEFT, text)
    if not (re.search(COST[lang], text) or how_much):
        return Worked(
            "penalty", "power_penalty", _say(out, "next_yes", cost=PENALTIES[named][used], n=used + 1, **fields), cited
        )
    return Worked("penalty", "power_penalty", _next_cost(text, lang, out, named, used), cited)


def _next_cost(text: str, lang: str, out: str, named: str, used: int) -> str:
    """What the next power costs after ``used``; with uses before it, what those cost and the sum
    (what was paid so far leading when the question asks it first)."""
    fields = {"difficulty": _level_name(named, out), "most": len(PENALTIES[named]), "used": used}
    cost, n = PENALTIES[named][used], used + 1
    if not used:
        return _say(out, "next_cost", cost=cost, n=n, **fields)
    paid, total, costs = penalty(named, used), penalty(named, n), i18n.join(PENALTIES[named][:used], out)
    key = "so_far_then_next" if re.search(SO_FAR[lang], text) else "next_cost_after"
    powers = _units(out, "power_units", used)
    return _say(out, key, cost=cost, n=n, paid=paid, total=total, costs=costs, powers=powers, **fields)


def _left_after(text: str, lang: str, out: str, named: str | None, used: int | None) -> list[str]:
    """The uses left after those said, and what the next would cost, when the question asks how many remain."""
    if named is None or not used or not re.search(LEFT_ASKED[lang], text):
        return []
    most = len(PENALTIES[named])
    if used >= most:
        return []
    left, difficulty = most - used, _level_name(named, out)
    return [_say(out, "uses_left_after", left=left, most=most, difficulty=difficulty, next=PENALTIES[named][used])]


def _levels_compared(text: str) -> bool:
    """Whether ``text`` names two difficulties or more."""
    return sum(1 for words in LEVELS.values() if re.search(rf"\b(?:{words})\b", text)) >= 2


def _used(text: str, lang: str) -> int | None:
    """The powers said used already: a count before the word ("used two powers"), one power
    said used ("usei o meu poder"), moves said with their times ("rerolled twice"), or None."""
    return power_uses(text, lang, timed=True)


def costs(text: str, lang: str, out: str) -> Worked | None:
    """Points off for the powers used at a difficulty and for the ruins, each and in all."""
    named, used, ruins = level(text), _powers(text, lang), _ruins(text, lang)
    if _levels_compared(text):
        return None  # "PEACEFUL or SURVIVAL: does one power really cost 70?": the difficulties compared, not one case
    if ruins and not used and re.search(LINE_NAMED[lang], text) and not re.search(COST_ONLY[lang], text):
        return None  # "does a line with a ruin still score?": the line's points, not the ruin's cost
    cited = (cite("magdagdon", "difficulty"), cite("magdagdon", "penalties"))
    parts, cost = [], 0
    turn = r"(?: (?:tour|turn|zug|jogada|rodada|runde|lancer|roll|wurf))"
    nth = next((n for word, n in NTH[lang].items() if re.search(rf"\b{word}\b(?!{turn})", text)), None)
    if named is not None and nth is not None and nth <= len(PENALTIES[named]) and re.search(POWER_WORD[lang], text):
        if used == nth - 1 and re.search(SO_FAR[lang], text):  # "used two: how much so far, and the third?"
            return Worked("penalty", "power_penalty", _next_cost(text, lang, out, named, used), cited)
        cost = PENALTIES[named][nth - 1]
        said = _say(out, "penalty_nth", n=nth, difficulty=_level_name(named, out), cost=cost)
        if re.search(TOTAL[lang], text):
            costs = i18n.join(PENALTIES[named][:nth], out)
            said = _say(
                out,
                "penalty_nth_total",
                total=penalty(named, nth),
                difficulty=_level_name(named, out),
                n=nth,
                costs=costs,
            )
        return Worked("penalty", "power_penalty", said, cited)
    if named is not None and used:
        most = len(PENALTIES[named])
        if used > most:
            key = "change_none" if not most else "penalty_too_many"
            said = _say(out, key, difficulty=_level_name(named, out), most=most, powers=used)
            return Worked("penalty", "power_penalty", said, cited)
        paid = penalty(named, used)
        parts.append(
            _say(
                out,
                "power_part",
                powers=_units(out, "power_units", used),
                difficulty=_level_name(named, out),
                cost=paid,
            )
        )
        cost += paid
    if ruins:
        parts.append(_say(out, "ruin_part", count=_units(out, "ruin_units", ruins), cost=ruins * RUIN_COST))
        cost += ruins * RUIN_COST
    if not parts:
        return None
    if len(parts) == 1 and ruins:
        said = _say(out, "ruins", count=_units(out, "ruin_units", ruins), cost=cost)
        return Worked("ruins", "ruin_cost", said, (cite("magdagdon", "penalties"),))
    if len(parts) == 1:
        said = _say(
            out,
            "penalty",
            powers=_units(out, "power_units", used or 0),
            difficulty=_level_name(named or "", out),
            cost=cost,
        )
        return Worked("penalty", "power_penalty", " ".join([said, *_left_after(text, lang, out, named, used)]), cited)
    said = _say(out, "penalty_total", cost=cost, parts=i18n.join(parts, out))
    return Worked("penalty", "power_penalty", said, cited)


def _sums(text: str, lang: str) -> tuple[int | None, int | None]:
    """The row sums and the rows and columns summed together, as the question tells them (the
    columns told apart and unequal to the rows make the total of both), each None if not told."""
    rows = re.search(rf"(?:{ROW_SUMS[lang]}|{ROWS_THEN_SUM[lang]})\D{{0,25}}?(\d+)", text)
    lines = re.search(rf"(?:{LINE_SUMS[lang]})\D{{0,30}}?(\d+)", text)
    columns = re.search(rf"(?:{COLUMN_SUMS[lang]})\D{{0,25}}?(\d+)", text)
    row_sum = None if rows is None else int(rows.group(1))
    if lines is not None:
        return row_sum, int(lines.group(1))
    if row_sum is not None and columns is not None and int(columns.group(1)) != row_sum:
        return row_sum, row_sum + int(columns.group(1))
    return row_sum, None


def final(text: str, lang: str, out: str) -> Worked | None:
    """The final score from the row sums (or the rows and columns together), bonuses, ruins and
    powers (with the difficulty) given."""
    rows, lines = _sums(text, lang)
    if (rows is None and lines is None) or not _final(text, lang):
        return None
    named, used = level(text), _powers(text, lang) or 0
    if (used and named is None) or (named is not None and used > len(PENALTIES[named])):
        return None
    bonus = 0
    for combo, words in BONUS_WORDS[lang].items():
        for found in re.finditer(rf"(?:\b(\d+|\w+) (?:\w+ )?)?\b(?:{words})\b", text):
            n = count(found.group(0), words, lang)
            bonus += BONUS[combo] * (n if n is not None else 1)
    ruins = (_ruins(text, lang) or 0) * RUIN_COST
    powers = penalty(named, used) if named else 0
    if lines is not None:  # the rows and the columns already summed together
        score = lines + bonus - ruins - powers
        said = _say(out, "final_lines", score=score, lines=lines, bonus=bonus, ruins=ruins, powers=powers)
    else:
        total = rows or 0
        score = 2 * total + bonus - ruins - powers
        said = _say(out, "final", score=score, rows=total, bonus=bonus, ruins=ruins, powers=powers)
    return Worked("final", "final_score", said, (cite("magdagdon", "final-score"), cite("magdagdon", "scoring")))
