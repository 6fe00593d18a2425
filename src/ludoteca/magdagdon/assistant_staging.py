"""The staging situations MAGDAGDON's rules assistant works out: moving or taking back a die
(while staged it may be, once confirmed never), and whether the dice said staged let the turn be
confirmed, against the minimum of the difficulty said (:attr:`ludoteca.magdagdon.game.Game.minimum`).

>>> moved("i confirmed already, can i take the 3 back?", "en", "en").topic
'confirmed_final'
>>> confirm_now("nightmare: i staged two dice, can i confirm?", "en", "en").text[:8]
'Not yet:'
"""

from __future__ import annotations

import re
from functools import partial

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, say
from ludoteca.core.assistant_match import topic
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_reading import LEVELS, MOVES, level, number, words_before
from ludoteca.magdagdon.assistant_turns import empty_count, game_at, level_name

__all__ = ["CONFIRM", "CONFIRMED", "MOVE", "confirm_now", "moved"]

_say = partial(say, "ludoteca.magdagdon")

#: The word for dice, and the small words a list of dice is joined with.
DICE_WORD = {"en": r"dice|dies|die", "pt": r"dados?", "de": r"wurfel", "fr": r"des?"}
LINK = {
    "en": r"a|an|the|and|my",
    "pt": r"um|uma|o|a|e|meu",
    "de": r"eine?|die|und|meine",
    "fr": r"un|une|le|et|mon",
}
#: Asking to confirm the turn: "can I confirm", "posso confirmar", "darf ich bestätigen", "je peux valider".
CONFIRM = {
    "en": r"\bconfirm\b|\bvalidate\b|\bend (?:my|the) turn\b",
    "pt": r"\bconfirmar\b|\bvalidar\b|\bconfirmo\b",
    "de": r"\bbestatigen\b|\bbestatige\b",
    "fr": r"\bvalider\b|\bconfirmer\b|\bvalide\b",
}
#: A verb of staging, after which the dice staged are said: "staged a 2 and a 1", "posé un 2 et un 1".
STAGED_DICE = {
    "en": r"staged|placed|put down",
    "pt": r"preparei|coloquei|pus|meti|posei|pousei",
    "de": r"vorgemerkt|gesetzt|gelegt|merkte|setzte",
    "fr": r"pose|place|mis",
}
#: The dice a turn would be confirmed with, or the most the player says go: "confirm with 2",
#: "só consigo pôr 2", "mit 2 bestätigen", "je ne peux poser que 2".
CONFIRMED_WITH = {
    "en": r"\b(?:confirm|validate|end (?:my|the) turn) with (?:only |just )?(\w+)\b|"
    r"\b(?:can|could) only (?:place|put|stage|get) (\w+)\b",
    "pt": r"\b(?:confirmar|validar) com (?:so |apenas )?(\w+)\b|"
    r"\bso (?:consigo|posso|da para) (?:por|colocar|meter) (\w+)\b",
    "de": r"\bmit (?:nur )?(\w+) (?:bestatigen|abschliessen)\b|\bnur (\w+) (?:setzen|legen|vormerken|platzieren)\b",
    "fr": r"\b(?:valider|confirmer) avec (?:seulement )?(\w+)\b|"
    r"\bne (?:peux|peut) (?:poser|placer|mettre) que (\w+)\b",
}
#: Moving a die already set down, or undoing it: "take it back", "mudar de ideias", "verschieben".
MOVE = {
    "en": r"\btake (?:\w+ ){0,2}?back\b|\bmove (?!on\b)|\bchange my mind\b|\bundo\b|\bpick (?:\w+ )?up\b|"
    r"\bput (?:\w+ )?(?:somewhere|elsewhere)\b|\bswap\b|\bsomewhere else\b|\banother cell\b",
    "pt": r"\bmudar de ideias?\b|\bmudar (?:o dado|de casa)\b|\b(?:re)?tirar\b|\bdesfazer\b|\bmover\b|"
    r"\btrocar (?:o dado|de casa)\b|\bvoltar atras\b|\bvoltar a po\w*|"
    r"\bnoutr[oa] (?:sitio|lugar|casa)\b|\boutra casa\b",
    "de": r"\bzuruck\w*|\bverschieb\w*|\bumsetzen\b|\bumlegen\b|\bruckgangig\b|\bumentscheiden\b|"
    r"\banders setzen\b|\bwoanders\b|\banderswo\b",
    "fr": r"\bchanger d'avis\b|\bdeplacer\b|\breprendre\b|\bannuler\b|\bbouger\b|\bretirer\b|\bailleurs\b|"
    r"\bune autre case\b",
}
#: Said of dice confirmed already: "after confirming", "depois de confirmar", "bestätigt", "validé".
CONFIRMED = {
    "en": r"\b(?:after|once) (?:i(?:'ve| have)? )?(?:confirm\w*|validat\w*)|\bconfirmed\b|"
    r"\b(?:earlier|last|previous) turn\b",
    "pt": r"\bdepois de (?:confirmar|validar)\b|\bconfirmei\b|\bvalidei\b|\bconfirmad[oa]s?\b|"
    r"\bjogada anterior\b",
    "de": r"\bnach dem bestatigen\b|\bbestatigt\w*|\b(?:letzten|vorigen|fruheren) zug\b",
    "fr": r"\bvalide\b|\bconfirme\b|\bapres (?:avoir )?(?:valide|confirme)\b|\btour (?:precedent|d'avant)\b",
}
#: Said just before "confirmed" to deny it: "before", "not yet", "antes de", "noch nicht", "avant de".
BEFORE = {
    "en": r"\bbefore\b|\bnot yet\b|\bhaven'?t\b|\bnot\b|\buntil\b",
    "pt": r"\bantes de\b|\bainda nao\b|\bnao\b|\bsem\b|\bate\b",
    "de": r"\bbevor\b|\bvor dem\b|\bnoch nicht\b|\bnicht\b|\bbis\b",
    "fr": r"\bavant\b|\bpas encore\b|\bpas\b|\bjusqu'a\b|\bsans\b",
}


def moved(text: str, lang: str, out: str) -> Worked | None:
    """Moving or taking back a die: while staged it may be (:func:`topic` ``take_back``), once
    confirmed never (``confirmed_final``), as the question says its die is."""
    if not re.search(MOVE[lang], text) or re.search(rf"\bruin|diag|corner|canto|ecke|coin|schrag|{MOVES[lang]}", text):
        return None
    if _level_switch(text):
        return None  # "I swap from survival to peaceful": the difficulty changes, no die moves
    said = [m for m in re.finditer(CONFIRMED[lang], text) if not re.search(BEFORE[lang], words_before(text, m.start()))]
    found = topic("magdagdon", "confirmed_final" if said else "take_back")
    return Worked("moved", found.id, found.answer[out], found.sections)


#: The difficulty named as such, folded.
DIFFICULTY_WORD = r"\b(?:difficulty|level|dificuldade|nivel|schwierigkeit\w*|stufe|niveau|difficulte)\b"


def _level_switch(text: str) -> bool:
    """Whether ``text`` names two difficulties or the difficulty itself (a change of level, not of a die)."""
    named = [name for name, words in LEVELS.items() if re.search(rf"\b(?:{words})\b", text)]
    return len(named) >= 2 or bool(re.search(DIFFICULTY_WORD, text))


def confirm_now(text: str, lang: str, out: str) -> Worked | None:
    """Whether the dice said staged let the turn be confirmed: their count against the minimum
    of the difficulty said (both minimums when none is said)."""
    staged = _staged_count(text, lang)
    if staged is None or not re.search(CONFIRM[lang], text):
        return None
    cited = (cite("magdagdon", "turn"), cite("magdagdon", "difficulty"))
    named, empty = level(text), empty_count(text, lang)
    if named is not None:
        need = game_at(named, min(empty or 16, 16)).minimum
        fields = {"k": staged, "need": need, "difficulty": level_name(named, out)}
        return Worked(
            "confirm", "turn_minimum", _say(out, "confirm_yes" if staged >= need else "confirm_no", **fields), cited
        )
    low, high = game_at("peaceful").minimum, game_at("nightmare").minimum
    if staged >= high:
        return Worked("confirm", "turn_minimum", _say(out, "confirm_all", k=staged), cited)
    if staged < low:
        return Worked("confirm", "turn_minimum", _say(out, "confirm_few", k=staged), cited)
    easy = i18n.join([level_name("peaceful", out), level_name("survival", out)], out)
    said = _say(out, "confirm_any", k=staged, yes=easy, no=level_name("nightmare", out), low=low, high=high)
    return Worked("confirm", "turn_minimum", said, cited)


def _staged_count(text: str, lang: str) -> int | None:
    """How many dice the question says are staged: counted ("staged three dice") or listed
    ("posé un 2 et un 1"), or None."""
    verbs = STAGED_DICE[lang]
    said = re.search(rf"\b(?:{verbs})\b (\w+) (?:\w+ )?(?:{DICE_WORD[lang]})\b", text) or re.search(
        rf"\b(\w+) (?:{DICE_WORD[lang]}) (?:\w+ )?(?:{verbs})\b", text
    )
    if said is not None and number(said.group(1), lang) is not None:
        return number(said.group(1), lang)
    alone = next((m for m in re.finditer(CONFIRMED_WITH[lang], text) if number(_group(m), lang) is not None), None)
    if alone is not None:
        return number(_group(alone), lang)
    listed = re.search(rf"\b(?:{verbs})\b((?:\W+(?:(?:{LINK[lang]})\W+)*[1-6]\b)+)", text)
    return None if listed is None else len(re.findall(r"[1-6]", listed.group(1)))


def _group(found: re.Match[str]) -> str:
    return next(g for g in found.groups() if g)
