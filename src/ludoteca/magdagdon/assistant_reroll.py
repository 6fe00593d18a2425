"""What MAGDAGDON's rules assistant works out about a REROLL asked of a case: how many uses
rerolling several dice at once spends (the game's own reroll, counted on a game at the
difficulty said) and whether a staged die can be rerolled (the game refuses it: take it back
first).

>>> reroll("peaceful, none used yet: rerolling 3 dice at once, one use or three?", "en", "en").text[:9]
'One use: '
>>> reroll("j'ai pose mon 2, je peux le relancer ?", "fr", "fr").text[:3]
'Pas'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core.assistant_cases import Worked, say
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_reading import count, level, power_uses
from ludoteca.magdagdon.assistant_turns import STAGED, game_at, level_name

__all__ = ["REROLL", "reroll"]

_say = partial(say, "ludoteca.magdagdon")
#: A REROLL named, folded: "reroll", "throw again", "relançar", "neu würfeln", "relancer".
REROLL = {
    "en": r"\bre-?roll\w*|\bthrow (?:\w+ ){0,3}?again\b|\brethrow\w*",
    "pt": r"\brelanc\w*|\breroll\w*|\bvoltar a lanc\w*|\blanc\w* de novo\b",
    "de": r"\bneu (?:zu )?(?:wurfeln|wurfle|wurfele|werfen|werfe|gewurfelt|geworfen)\b|\breroll\w*|"
    r"\b(?:nochmal|erneut) (?:wurfeln|werfen)\b",
    "fr": r"\brelanc\w*|\breroll\w*",
}
#: Dice counted: "3 dice", "os 4 dados", "drei Würfel", "trois dés".
DICE = r"dice|dados|wurfel|des"
#: Powers said used before the reroll, told after it ("and if I already used one before?").
LATER_USES = r"\b(?:already|before|ja|antes|schon|bereits|vorher|deja|avant)\b"
#: Asking how many uses or what it costs: "one use or three", "1 Einsatz oder 3", "combien d'usages".
USES_ASKED = {
    "en": r"\buses?\b|\bcount\w* as\b|\bcost\w*|\bpenalt\w*|\bpowers? (?:or|do)\b|\bhow many powers\b|"
    r"\b(?:one|1) or (?:two|three|four|[2-4])\b",
    "pt": r"\busos?\b|\bconta\w* como\b|\bcust\w*|\bpenaliza\w*|\bquantos poderes\b|\bgast\w*|"
    r"\b(?:um|uma|1) ou (?:dois|duas|tres|quatro|[2-4])\b",
    "de": r"\beinsatz\w*|\bnutzung\w*|\bzahlt\w* (?:als|das)\b|\bkost\w*|\bstrafe\w*|\bwie viele krafte\b|"
    r"\b(?:eine?|1) oder (?:zwei|drei|vier|[2-4])\b",
    "fr": r"\busages?\b|\butilisations?\b|\bcompte\w* (?:pour|comme)\b|\bcout\w*|\bpenalit\w*|\bcombien de pouvoirs\b|"
    r"\b(?:un|une|1) ou (?:deux|trois|quatre|[2-4])\b",
}
#: Words pointing back at the staged die: "reroll it", "le relancer", "ihn neu würfeln", "relançá-lo".
IT = {
    "en": r"\bit\b|\bthat (?:one|die)\b|\bthis (?:one|die)\b",
    "pt": r"-lo\b|-la\b|\besse dado\b|\beste dado\b|\bo dado\b",
    "de": r"\bihn\b|\bsie\b|\bdiesen\b|\bden wurfel\b",
    "fr": r"\ble\b|\bla\b|\bl'|\bce de\b",
}


def reroll(text: str, lang: str, out: str) -> Worked | None:
    """A REROLL asked of a case: a staged die to throw again, or several dice at once and how
    many uses that spends; None when the question asks neither."""
    named = re.search(REROLL[lang], text)
    if named is None:
        return None
    return _staged_die(text, lang, out, named) or _dice_at_once(text, lang, out, named)


#: A DECREASE or INCREASE named: another use than the reroll's.
CHANGES = {
    "en": r"[-−]1|\+1|decreased?|increased?|plus one|minus one",
    "pt": r"[-−]1|\+1|diminu\w+|aument\w+",
    "de": r"[-−]1|\+1|verringer\w*|erhoh\w*|plus eins|minus eins",
    "fr": r"[-−]1|\+1|diminu\w+|augment\w+",
}
#: The dice a reroll names by their values, right after it: "reroll the 1 and the 2", "relançar o 1 e o 2".
_NAMED = r"\W*(?:(?:the|my|o|os|a|as|le|les|mon|mes|die|den|meine)\s+)?[1-6](?:s|er)?\b"
_AND = r"(?:\s*,\s*|\s+(?:and|e|und|et)\s+)"


def _values_named(before: str, after: str) -> int | None:
    """How many dice the words just after a reroll, or just before it, name by value ("reroll the 1
    and the 2", "die 1 und die 2 neu würfeln": 2), two or more, else None."""
    values = rf"{_NAMED}(?:{_AND}{_NAMED})+"
    found = re.match(values, after) or re.search(rf"{values}\s*$", before)
    return None if found is None else len(re.findall(r"[1-6]", found.group(0)))


def _staged_die(text: str, lang: str, out: str, named: re.Match[str]) -> Worked | None:
    """ "I staged my 2, can I reroll it?": the game refuses a staged die; take it back first."""
    staged = re.search(STAGED[lang], text)
    if staged is None or staged.start() > named.start():
        return None
    value = int(next(g for g in staged.groups() if g))
    near = text[max(staged.end(), named.start() - 12) : named.end() + 16]
    if not re.search(rf"{IT[lang]}|\b{value}\b", near):
        return None  # the other dice rerolled, not the staged one
    game = game_at(level(text))
    game.roll([value, *[1 if value != 1 else 2] * 3])
    game.stage(0, "a1")
    try:
        game.reroll([0])
    except IllegalAction as refused:
        if refused.code != "die_staged":
            return None
    cited = (cite("magdagdon", "power-rules"), cite("magdagdon", "power-reroll"))
    return Worked("power", "power_use", _say(out, "reroll_staged", value=value), cited)


def _dice_at_once(text: str, lang: str, out: str, named: re.Match[str]) -> Worked | None:
    """ "Rerolling 3 dice at once, one use or three?": one reroll is one use, its cost at the
    difficulty said (with the powers said used before it)."""
    thrown = count(text, DICE, lang) or _values_named(text[: named.start()], text[named.end() :])
    if thrown is None or not 1 <= thrown <= 4 or not re.search(USES_ASKED[lang], text):
        return None
    if re.search(rf"(?<![\w+−-])(?:{CHANGES[lang]})(?!\w)", text):
        return None  # a change named beside the reroll is a use of its own: the cost readers count both
    if re.search(LATER_USES, text[named.end() :]):
        return None  # "and if I had used one before?": the uses before are told after, the cost readers weigh them
    before = power_uses(text[: named.start()], lang, timed=True) or 0  # what follows asks: "... as four powers?"
    game = game_at(level(text))
    game.powers_used = min(before, game.rules.powers)
    game.roll([1, 2, 3, 4])
    cited = (cite("magdagdon", "power-reroll"),)
    first = _say(out, "reroll_once", n=thrown)
    named_level = level(text)
    if named_level is None:
        return Worked("power", "power_reroll", first, cited)
    difficulty = level_name(named_level, out)
    cost = game.next_penalty
    try:
        game.reroll(list(range(thrown)), [6] * thrown)
    except IllegalAction:
        spent = "change_none" if not game.rules.powers else "change_spent"
        return Worked("power", "power_reroll", _say(out, spent, difficulty=difficulty, most=game.rules.powers), cited)
    fields = {"difficulty": difficulty, "n": game.powers_used, "most": game.rules.powers, "cost": cost}
    return Worked("power", "power_reroll", f"{first} {_say(out, 'change_cost', **fields)}", cited)
