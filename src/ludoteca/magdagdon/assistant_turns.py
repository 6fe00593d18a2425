"""The turn situations MAGDAGDON's rules assistant works out with the engine: whether a roll is
a MAGDAGDON and what may be done then, the dice a turn needs with so many cells empty
(:attr:`ludoteca.magdagdon.game.Game.minimum`), and whether a Majda Power may change a die
(the game's own check of DECREASE and INCREASE).

>>> magdagdon("nightmare, 3 empty cells, each touches only 4s, rolled 2 2 5 5. magdagdon?", "en", "en").text[:18]
'Yes, a MAGDAGDON: '
>>> change("i rolled a 1, can i decrease it to 0?", "en", "en").text[:3]
'No:'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, say
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_reading import count, dice, level, power_uses, powers_gone, touched
from ludoteca.magdagdon.board import EMPTY, NEIGHBOURS, RUIN, Board
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import PENALTIES, RUIN_COST, refusal

__all__ = ["EMPTY_CELLS", "change", "minimum", "magdagdon"]

_say = partial(say, "ludoteca.magdagdon")
#: Empty cells, counted: "3 empty cells", "5 casas vazias", "une seule case vide".
EMPTY_CELLS = {
    "en": r"(?:empty |open |free )?(?:cells?|squares?|spaces?)(?: left| empty| remain\w*)?",
    "pt": r"casas?(?: vazias?| livres?| por preencher)?",
    "de": r"(?:leere |freie )?(?:felder|feld|zellen|kastchen)",
    "fr": r"cases?(?: vides?| libres?)?",
}
#: A roll said to fit nowhere, or a MAGDAGDON named or asked about.
STUCK = {
    "en": r"magdagdon|nothing fits|none fits|no die fits|can'?t place|cannot place|nowhere",
    "pt": r"magdagdon|nada cabe|nenhum cabe|nao cabe|nao consigo (?:por|colocar)|nenhum dado",
    "de": r"magdagdon|nichts passt|keiner passt|passt nicht|kann nichts setzen|nirgends",
    "fr": r"magdagdon|rien ne (?:colle|va|rentre|passe)|aucun de ne|impossible de poser|nulle part",
}
#: The dice asked about a turn: "how many dice", "minimum", "quantos dados".
HOW_MANY = {
    "en": r"minimum|how many dice|how many do i",
    "pt": r"minimo|quantos dados",
    "de": r"minimum|wie viele wurfel",
    "fr": r"minimum|combien de des",
}
#: A die changed by a power: down, up.
DOWN = {
    "en": r"decrease|lower|-1|−1",
    "pt": r"diminuir|baixar|-1|−1",
    "de": r"verringern|senken|-1|−1",
    "fr": r"diminuer|baisser|-1|−1",
}
UP = {"en": r"increase|raise|\+1", "pt": r"aumentar|subir|\+1", "de": r"erhohen|\+1", "fr": r"augmenter|monter|\+1"}


def _level_name(name: str, lang: str) -> str:
    return i18n.translate(f"magdagdon.difficulty.{name}", lang).upper()


def _game(difficulty: str | None, empty: int = 16) -> Game:
    """A game at ``difficulty`` with ``empty`` cells empty (the rest ruins)."""
    game = Game(difficulty=difficulty or "peaceful")
    game.board = Board([RUIN] * (16 - empty) + [EMPTY] * empty)
    return game


def magdagdon(text: str, lang: str, out: str) -> Worked | None:
    """A roll said to fit nowhere, or asked about with the numbers every empty cell touches:
    whether it is a MAGDAGDON, then saving it or accepting a ruin at the difficulty said."""
    rolled = dice(text, lang)
    if len(rolled) < 2 or not re.search(rf"\b(?:{STUCK[lang]})", text):
        return None
    named = level(text)
    empty = count(text, EMPTY_CELLS[lang], lang)
    need = _game(named, min(empty or 16, 16)).minimum
    around = touched(text, lang)
    cited = (cite("magdagdon", "magdagdon"),)
    if around:
        # A die that fits next to none of the numbers every empty cell touches fits nowhere.
        fits = [v for v in rolled if any(refusal(_only(n), 5, v) is None for n in around)]
        if len(fits) >= need:
            said = _say(
                out,
                "roll_maybe",
                fits=i18n.join([str(v) for v in sorted(set(fits))], out, "or"),
                around=i18n.join([str(v) for v in around], out),
                need=need,
            )
            return Worked("magdagdon", "magdagdon_roll", said, cited)
        first = _say(out, "roll_yes", fit=len(fits), need=need)
    else:
        first = _say(out, "roll_said")
    return Worked("magdagdon", "magdagdon_roll", f"{first} {_options(text, lang, out, named)}", cited)


def _only(value: int) -> list[int]:
    codes = [EMPTY] * 16
    codes[NEIGHBOURS[5][0]] = value
    return codes


def _options(text: str, lang: str, out: str, named: str | None) -> str:
    """Saving the roll with a power or accepting a ruin, as far as the question tells the powers left."""
    if named == "nightmare" or powers_gone(text, lang):
        return _say(out, "only_accept")
    if named is None:
        return _say(out, "save_or_accept_any")
    used = min(power_uses(text, lang) or 0, len(PENALTIES[named]) - 1)
    cost = PENALTIES[named][used]
    compare = "ruin_cheaper" if cost > RUIN_COST else "power_cheaper"
    return f"{_say(out, 'save_or_accept', cost=cost)} {_say(out, compare, cost=cost)}"


def minimum(text: str, lang: str, out: str) -> Worked | None:
    """The dice a turn needs with the empty cells and the difficulty said."""
    named = level(text)
    empty = count(text, EMPTY_CELLS[lang], lang)
    if named is None or empty is None or not 0 < empty <= 16 or not re.search(HOW_MANY[lang], text):
        return None
    game = _game(named, empty)
    key = "minimum_drops" if game.minimum < game.rules.minimum else "minimum_same"
    said = _say(out, key, need=game.minimum, empty=empty, normal=game.rules.minimum, difficulty=_level_name(named, out))
    return Worked("minimum", "minimum_end", said, (cite("magdagdon", "minimum"), cite("magdagdon", "difficulty")))


def change(text: str, lang: str, out: str) -> Worked | None:
    """A die changed by DECREASE or INCREASE ("turn my 6 into a 7 with +1"), checked by the game."""
    down = re.search(rf"(?<![\w+−-])(?:{DOWN[lang]})(?![\w-])", text)
    up = re.search(rf"(?<![\w+−-])(?:{UP[lang]})(?![\w-])", text)
    if bool(down) == bool(up):
        return None
    plain = re.sub(r"[-−+]1\b", " ", text)
    values = [int(v) for v in re.findall(r"(?<![\d.,])([0-7])(?![\d.,]*\d)", plain)]
    shown = [v for v in values if 1 <= v <= 6]
    if not shown:
        return None
    value, named = shown[0], level(text)
    game = _game(named)
    game.roll([value, value, value, value])
    cited = (cite("magdagdon", "power-change"),)
    try:
        game.decrease(0) if down else game.increase(0)  # the first die, showing the value asked
    except IllegalAction as refused:
        if refused.code == "no_powers":
            return Worked(
                "power", "power_change", _say(out, "change_none", difficulty=_level_name(game.difficulty, out)), cited
            )
        if refused.code != "at_limit":
            raise
        return Worked("power", "power_change", _say(out, "change_low" if down else "change_high"), cited)
    result = value - 1 if down else value + 1
    said = _say(out, "change_yes", move="DECREASE" if down else "INCREASE", value=value, result=result)
    return Worked("power", "power_change", said, cited)
