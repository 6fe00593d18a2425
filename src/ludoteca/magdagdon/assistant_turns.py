"""The turn situations MAGDAGDON's rules assistant works out with the engine: whether a roll is
a MAGDAGDON and what may be done then (also against empty cells told by the values they take),
how many dice of a roll go on a board told whole (the engine's own search,
:func:`ludoteca.magdagdon.rules.most_placed`), the dice a turn needs with so many cells empty
(:attr:`ludoteca.magdagdon.game.Game.minimum`), and whether a Majda Power may change a die and
what that use costs (the game's own check of DECREASE and INCREASE). Moving and confirming are
:mod:`ludoteca.magdagdon.assistant_staging`'s.

>>> magdagdon("nightmare, 3 empty cells, each touches only 4s, rolled 2 2 5 5. magdagdon?", "en", "en").text[:18]
'Yes, a MAGDAGDON: '
>>> change("i rolled a 1, can i decrease it to 0?", "en", "en").text[:3]
'No:'
"""

from __future__ import annotations

import re
from functools import partial
from itertools import permutations

from ludoteca.core import i18n
from ludoteca.core.assistant_cases import Worked, negated, say
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_board import told_rows
from ludoteca.magdagdon.assistant_reading import (
    MOVES,
    NUMBERS,
    asked_left_out,
    count,
    dice,
    level,
    number,
    power_uses,
    powers_gone,
    powers_left,
    roll_span,
    times,
    touched,
    touched_each,
    words_before,
)
from ludoteca.magdagdon.assistant_reading import POWER as POWER_WORD
from ludoteca.magdagdon.assistant_rescue import ways_out
from ludoteca.magdagdon.assistant_roll_cell import one_cell_left
from ludoteca.magdagdon.board import EMPTY, NEIGHBOURS, RUIN, Board
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import PENALTIES, RUIN_COST, most_placed, refusal

__all__ = [
    "EMPTY_CELLS",
    "PLACE_ASKED",
    "STUCK",
    "accepted",
    "change",
    "empty_count",
    "game_at",
    "level_name",
    "magdagdon",
    "minimum",
    "options",
    "placed",
]

_say = partial(say, "ludoteca.magdagdon")
#: Empty cells, counted: "3 empty cells", "5 casas vazias", "une seule case vide".
EMPTY_CELLS = {
    "en": r"(?:empty |open |free )?(?:cells?|squares?|spaces?)(?: left| empty| remain\w*)?",
    "pt": r"casas?(?: vazias?| livres?| por preencher)?",
    "de": r"(?:leere |freie )?(?:felder|feld|zellen|kastchen)",
    "fr": r"cases?(?: vides?| libres?)?",
}
#: Words of emptiness a count of cells may carry before them: "2 empty cells", "noch 2 freie Felder".
EMPTINESS = r"empty|free|open|remaining|leere[sn]?|freie[sn]?|ubrige[sn]?|restliche[sn]?|seules|dernieres"
#: The last empty cell named: one cell left.
LAST_CELL = {
    "en": r"\b(?:the )?(?:last|only|final) (?:empty |free |open )?(?:cell|square|space)\b",
    "pt": r"\b(?:a )?(?:ultima|unica) casa(?: vazia| livre)?\b",
    "de": r"\b(?:das )?(?:letzte|einzige) (?:leere |freie )?feld\b",
    "fr": r"\b(?:la )?(?:derniere|seule) case(?: vide| libre)?\b",
}
#: A roll said to fit nowhere, or a MAGDAGDON named or asked about.
STUCK = {
    "en": r"magdagdon|nothing fits|none fits|no die fits|can'?t place|cannot place|nowhere|"
    r"none of (?:\w+ ){0,3}fits?|(?:doesn'?t|don'?t|does not|do not) fit",
    "pt": r"magdagdon|nada cabe|nenhum cabe|nao cabe|nao cabem|nao consigo (?:por|colocar)|nenhum dado|lado nenhum|"
    r"nao da (?:para|pra) (?:por|colocar|meter)|"
    r"nenhum (?:\w+ ){0,4}cabe",
    "de": r"magdagdon|nichts passt|keiner passt|passt nicht|passen nicht|kann nichts setzen|nirgends|nirgendwo|"
    r"keiner (?:\w+ ){0,4}passt",
    "fr": r"magdagdon|rien ne (?:colle|va|rentre|passe)|aucun de ne|impossible de poser|nulle part|"
    r"aucun (?:\w+ ){0,4}(?:ne )?(?:rentre|va|passe|colle)|ne (?:rentre|rentrent|passe|passent) pas",
}
#: A roll said to fit nowhere by the player, the bare name of a MAGDAGDON (asked about) left out.
SAID_STUCK = {lang: words.removeprefix("magdagdon|") for lang, words in STUCK.items()}
#: An empty cell described by the values it takes: "one only takes 2 or 3", "a outra só aceita um 5".
ACCEPTS = {
    "en": r"\b(?:only )?(?:takes|accepts|allows|fits) (?:only )?",
    "pt": r"\b(?:so )?(?:aceita|leva|recebe|admite) (?:so )?",
    "de": r"\b(?:nimmt|erlaubt|akzeptiert) (?:nur )?",
    "fr": r"\b(?:n'accepte que|ne prend que|accepte seulement|prend seulement|accepte|prend) ",
}
#: Cells said to touch one another, so that one die placed changes what the other takes.
TOGETHER = {
    "en": r"touch(?:ing)? each other|next to each other|adjacent|side by side",
    "pt": r"tocam(?:-se)?|encostadas|lado a lado|vizinhas",
    "de": r"nebeneinander|beruhren sich|grenzen aneinander",
    "fr": r"se touchent|cote a cote|voisines",
}
#: The other cell of a pair, its verb left out: "the other only 1 or 2", "a outra só um 5".
OTHER = {
    "en": r"\b(?:the )?other (?:one )?(?:only )?",
    "pt": r"\b(?:a |o )?outr[oa] (?:so )?",
    "de": r"\b(?:die |das )?andere (?:nur )?",
    "fr": r"\bl'autre (?:que |seulement )?",
}
#: The values after a word of taking: "2 or 3", "um 5", "eine 4 oder 5".
_ARTICLE = r"(?:a|an|um|uma|eine?|un|une|le|o)\W+"
_OR = r"(?:or|and|ou|e|oder|und|et)\W+"
VALUES = rf"((?:{_ARTICLE})?[1-6](?:\W+(?:{_OR})?(?:{_ARTICLE})?[1-6]\b)*)"
#: Saving a MAGDAGDON asked about: "can I save it", "salvar", "retten", "sauver".
SAVE = {
    "en": r"\bsav(?:e|ing)\b|\brescue\b",
    "pt": r"\bsalv(?:ar|o|a-lo)\b|\bresgatar\b",
    "de": r"\brett(?:en|et|e)\b",
    "fr": r"\bsauv(?:er|e)\b|\brattraper\b",
}
#: Dice said to be staged this turn: "staged a 3", "preparei", "vorgemerkt", "j'ai posé".
STAGING = {
    "en": r"\bstag(?:ed|ing)\b",
    "pt": r"\bprepar(?:ei|ado|ados|ada|adas)\b",
    "de": r"\bvorgemerkt\w*|\bvorzumerken\b",
    "fr": r"\bj'ai (?:mal )?pose\b|\bmal pose\b|\ben attente\b",
}
#: A MAGDAGDON said to be there (not asked what one is): "here is a MAGDAGDON", "tenho um MAGDAGDON".
STATED = {
    "en": r"\b(?:got|have|had|here is|there is|now|it'?s) (?:a |an )?magdagdon\b",
    "pt": r"\b(?:tenho|tive|saiu|calhou|deu|aparece|apareceu|e) (?:um )?magdagdon\b",
    "de": r"\b(?:habe|hab|hatte|ein|jetzt|kommt|ist) (?:ein )?magdagdon\b",
    "fr": r"\b(?:j'ai|voila|voici|c'est|un) (?:un )?magdagdon\b",
}
#: The dice asked about a turn: "how many dice", "minimum", "quantos dados".
HOW_MANY = {
    "en": r"minimum|how many dice|how many do i|(?:have|need) to (?:place|put|stage|use)|must i (?:place|put|stage)",
    "pt": r"minimo|quantos dados|(?:tenho|tens) (?:de|que) (?:por|colocar|meter|usar)|preciso de (?:por|colocar)",
    "de": r"minimum|wie viele wurfel|muss ich (?:\w+ ){0,3}?(?:setzen|legen|vormerken|platzieren)|brauche ich",
    "fr": r"minimum|combien de des|(?:je dois|faut-il|il faut) (?:en )?(?:poser|placer|mettre)",
}
#: The board told as empty: the first turn, an empty board.
FIRST_TURN = {
    "en": r"\b(?:very )?first (?:turn|roll|move|throw)\b|\bempty board\b|\bboard is empty\b|\bstart of the game\b",
    "pt": r"\bprimeir[ao] (?:jogada|rodada|vez|turno|lancamento)\b|\btabuleiro vazio\b|\binicio do jogo\b",
    "de": r"\b(?:aller)?erste[nrs]? (?:zug|wurf|runde)\b|\bleere[sn]? (?:brett|spielfeld)\b|\bspielbeginn\b",
    "fr": r"\bpremier (?:tour|lancer|coup)\b|\bplateau vide\b|\bdebut de (?:la )?partie\b",
}
#: One number said to be alone on the board: "a 5 on its own", "un 5 tout seul", "eine 5 ganz allein".
ALONE = {
    "en": r"\b(?:a|one|my|the|an) ([1-6]) (?:all )?(?:alone|on its own|by itself)\b|"
    r"\b(?:only|just|single|lone) (?:a |one |an )?(?:single )?([1-6]) (?:on|in) (?:the |my )?(?:board|field|grid)\b|"
    r"\b(?:board|field|grid) (?:is|has|holds) (?:only |just )?(?:a|one) (?:single |lone )?([1-6])\b|"
    r"\bthere(?:'s| is) (?:only |just )?(?:a|one) ([1-6]) on the (?:board|field|grid)\b|"
    r"\b(?:the|my) only number (?:on the (?:board|field|grid) )?is (?:a|an|the) ([1-6])\b",
    "pt": r"\b(?:um|o) ([1-6]) (?:sozinho|isolado)\b|"
    r"\b(?:so|apenas|somente) (?:tenho |ha |esta |existe )?(?:um|o) ([1-6]) n[oa] (?:tabuleiro|grelha|campo)\b|"
    r"\b(?:tabuleiro|grelha|campo) (?:so )?(?:tem|e) (?:so |apenas )?um ([1-6])\b|"
    r"\b(?:ha|tem|tenho) (?:so |apenas )?um ([1-6]) n[oa] (?:tabuleiro|grelha|campo)\b|"
    r"\bo (?:meu )?unico numero (?:n[oa] (?:tabuleiro|grelha|campo) )?e (?:um|o) ([1-6])\b",
    "de": r"\b(?:eine?|die) ([1-6]) (?:ganz )?allein\w*|"
    r"\bnur (?:eine|die|eine einzige|eine einzelne) ([1-6]) (?:liegt )?(?:auf dem|im|aufm) (?:brett|spielfeld|feld)\b|"
    r"\b(?:brett|spielfeld|feld) (?:liegt|ist|hat|steht) (?:nur )?(?:eine|die|eine einzige|eine einzelne) ([1-6])\b|"
    r"\b(?:brett|spielfeld|feld) (?:liegt |ist |steht )?nur (?:eine|ne|die) ([1-6])\b|"
    r"\b(?:die|meine) einzige zahl (?:auf dem (?:brett|spielfeld) )?ist (?:eine|die) ([1-6])\b",
    "fr": r"\b(?:un|le|mon) ([1-6]) (?:tout )?seul\b|"
    r"\b(?:seulement|juste|uniquement|qu') ?(?:un|le) ([1-6]) sur (?:le|mon) (?:plateau|champ|terrain)\b|"
    r"\b(?:plateau|champ|terrain) (?:c'est|est|a) (?:seulement |juste )?un (?:seul )?([1-6])\b|"
    r"\bil y a (?:seulement |juste )?un ([1-6]) sur (?:le|mon) (?:plateau|champ|terrain)\b|"
    r"\b(?:le|mon) seul nombre (?:sur (?:le|mon) (?:plateau|champ) )?(?:est|c'est) un ([1-6])\b",
}
#: Where the lone number lies, when said: a corner, an edge (cells by index; else the middle).
WHERE = {
    "en": {0: r"corner|top left|top right|bottom left|bottom right", 1: r"edge|side"},
    "pt": {0: r"canto", 1: r"borda|bordo|beira"},
    "de": {0: r"ecke|oben links|oben rechts|unten links|unten rechts", 1: r"rand"},
    "fr": {0: r"coin|en haut a (?:gauche|droite)|en bas a (?:gauche|droite)", 1: r"bord"},
}
#: Asking how many dice go, or whether the roll can be placed.
PLACE_ASKED = {
    "en": r"\bhow many\b|\bcan i (?:place|put|stage|get|fit)\b|\bmagdagdon\b|\bwhat (?:can|should) i do\b|\bwhat now\b|"
    r"\bwhat happens\b|"
    r"\bworth it\b|\bor (?:should i |rather |just )?(?:take|accept) (?:a |the )?ruin\b|\b(?:my|the) options\b|"
    r"\bway out\b",
    "pt": r"\bquantos\b|\bconsigo\b|\bposso (?:os |todos |tudo )?(?:por|colocar|meter)\b|\bmagdagdon\b|\bcabem\b|"
    r"\bo que (?:eu )?(?:posso|devo|consigo) fazer\b|\be agora\b|\bque faco\b|\bo que faco\b|\bvale a pena\b|"
    r"\bou (?:antes |melhor )?(?:a |uma )?ruina\b|\bopcoes\b|\bsaida\b",
    "de": r"\bwie viele\b|\bkrieg ich\b|\bkriege ich\b|\bschaff\w* ich\b|\bkann ich\b|\bmagdagdon\b|\bwas nun\b|"
    r"\bwas (?:kann|soll) ich\b|\blohnt\b|\boder (?:lieber |doch )?(?:eine |die |ne )?ruine\b|\bmoglichkeiten\b|"
    r"\boptionen\b|\bausweg\b",
    "fr": r"\bcombien\b|\bje peux (?:tout |les |tous |en )?(?:mettre|poser|placer)\b|\bmagdagdon\b|\bje fais quoi\b|"
    r"\bque (?:puis|dois)-je faire\b|\bet maintenant\b|\bvaut le coup\b|\bou (?:plutot )?(?:une |la )?ruine\b|"
    r"\b(?:mes|les) options\b|\bpossibilites\b",
}
#: The cell a lone number lies on when no place is said: b2, which has four neighbours.
TARGET = 5
#: A die changed by a power: down, up.
DOWN = {
    "en": r"decrease|lower|-1|−1|minus one",
    "pt": r"diminui\w*(?:-lo|-la)?|baixa(?:r|-lo)|-1|−1",
    "de": r"verringer\w*|senken|-1|−1|minus eins",
    "fr": r"diminue\w*|baisser|-1|−1",
}
UP = {
    "en": r"increase|raise|\+1|plus one",
    "pt": r"aumenta\w*(?:-lo|-la)?|subir|\+1",
    "de": r"erhoh\w*|\+1|plus eins",
    "fr": r"augmente\w*|monter|\+1",
}
#: Words putting a power move on a die: "+1 on a 4", "-1 no 6", "+1 auf die 3", "+1 sur un 4".
ON = {"en": r"on", "pt": r"n[oa]|num|numa|em", "de": r"bei|fur", "fr": r"sur"}
#: Words that put a move on a die only with an article ("+1 to my 4", "+1 auf die 3"): bare, they
#: name the value reached ("lower it to 5", "baisser à 5").
TO = {"en": r"to", "pt": r"ao|a|para", "de": r"auf", "fr": r"a|au"}
#: A die said to be staged already, its value caught: "a 4 staged", "staged my 4", "eine 4 vorgemerkt".
STAGED = {
    "en": r"\b(?:staged|placed) (?:a|an|the|my) ([1-6])\b|\b(?:a|an|the|my) ([1-6]) (?:is |that is )?(?:already )?"
    r"(?:staged|placed)\b",
    "pt": r"\b(?:preparei|coloquei|pus|meti) (?:um|o|uma|a|o meu) ([1-6])\b|\b(?:um|o) ([1-6]) (?:ja )?(?:esta )?"
    r"(?:preparado|colocado|posto)\b",
    "de": r"\b(?:eine?|die|meine) ([1-6]) (?:schon |bereits )?(?:vorgemerkt|gesetzt|platziert|gelegt)\b|"
    r"\b(?:vorgemerkte|gesetzte) ([1-6])\b",
    "fr": r"\b(?:pose|place|mis) (?:un|le|mon) ([1-6])\b|\b(?:un|le|mon) ([1-6]) (?:deja )?(?:pose|place)\b",
}
#: Words saying powers were used before the change asked: "already used", "ja usei", "schon benutzt".
USED_BEFORE = {
    "en": r"\balready\b|\b(?:used|spent) (?:\w+ )?(?:majda )?powers?\b|\bearlier\b|\bpreviously\b",
    "pt": r"\bja (?:usei|gastei|fiz)\b|\b(?:usei|gastei) (?:\w+ )?(?:poderes|powers)\b|\bantes\b",
    "de": r"\bschon\b|\bbereits\b|\bvorhin\b|\bzuvor\b",
    "fr": r"\bdeja\b|\bauparavant\b|\btout a l'heure\b",
}
#: Two dice named together, and the words between a count of dice and their value ("two of the 1s").
BOTH = {"en": r"both", "pt": r"ambos|os dois|as duas", "de": r"beide", "fr": r"les deux"}
OF_THE = {
    "en": r"of (?:the|my|those)|(?:the|my)",
    "pt": r"d[oa]s|d[oa]s meus|(?:os|as)",
    "de": r"der|meiner|von den",
    "fr": r"des|de mes|de ces",
}
#: One die of several named: "one of them", "um deles", "einen davon", "l'un d'eux".
ONE_OF = {
    "en": r"(?:just |only )?one of (?:them|those|the|my)",
    "pt": r"(?:so )?(?:um|uma) (?:deles|delas|dos|das)",
    "de": r"(?:nur )?(?:eine[ns]?|einer) (?:davon|der|von)",
    "fr": r"(?:seulement )?(?:l'un|l'une|un|une) (?:d'eux|d'entre eux|des)",
}
#: Words naming the value changed dice should reach: "to 2", "para 2", "auf 2", "en 2".
REACHED = {"en": r"to|into", "pt": r"para|pra|em", "de": r"auf|zu", "fr": r"a|en|pour (?:faire|avoir)"}
#: A die held or rolled, its value caught: "rolled a 6", "I have a 3", "tirei um 6", "eine 6 gewürfelt", "j'ai un 3".
HELD_DIE = {
    "en": r"\b(?:rolled|got|have|hold) (?:a|an|the|one) ([1-6])\b",
    "pt": r"\b(?:tirei|saiu-me|saiu|tenho|calhou-me|calhou) (?:um|o) ([1-6])\b",
    "de": r"\b(?:eine|die) ([1-6]) (?:gewurfelt|geworfen|bekommen)\b|\b(?:habe|hab) (?:eine|die) ([1-6])\b",
    "fr": r"\b(?:j'ai|tire|obtenu) (?:un|le) ([1-6])\b",
}
#: The value needed instead: "need a 5", "preciso de um 5", "brauche eine 5", "il me faudrait un 5".
NEEDED = {
    "en": r"\b(?:need|needed|want|wanted|would like) (?:a|an) ([1-6])\b|\bmake it (?:a|an) ([1-6])\b",
    "pt": r"\b(?:preciso de|precisava de|queria|quero) (?:um|uma) ([1-6])\b",
    "de": r"\b(?:brauche|brauchte|will|wollte|hatte gern) eine ([1-6])\b",
    "fr": r"\b(?:il me faudrait|il me faut|j'ai besoin d'|je voudrais|je veux) ?un ([1-6])\b",
}
#: Words asking what the change costs: "what will it cost", "quanto custa", "was kostet", "combien".
COST_ASKED = {
    "en": r"\bcost\w*|\bpenalt\w*|\bhow many points\b|\blose\b",
    "pt": r"\bcust\w*|\bpenaliz\w*|\bquantos pontos\b|\bperco\b",
    "de": r"\bkost\w*|\bstrafe\w*|\babzug\b|\bwie viele punkte\b",
    "fr": r"\bcout\w*|\bpenalit\w*|\bcombien de points\b|\bperd\w*",
}


def level_name(name: str, lang: str) -> str:
    return i18n.translate(f"magdagdon.difficulty.{name}", lang).upper()


def game_at(difficulty: str | None, empty: int = 16) -> Game:
    """A game at ``difficulty`` with ``empty`` cells empty (the rest ruins)."""
    game = Game(difficulty=difficulty or "peaceful")
    game.board = Board([RUIN] * (16 - empty) + [EMPTY] * empty)
    return game


def magdagdon(text: str, lang: str, out: str) -> Worked | None:
    """A roll said to fit nowhere, or asked about with the numbers every empty cell touches:
    whether it is a MAGDAGDON, then saving it or accepting a ruin at the difficulty said."""
    rolled = dice(text, lang)
    named = level(text)
    empty, around = _empty_said(text, lang), touched(text, lang)
    if not re.search(rf"\b(?:{STUCK[lang]})", text) and not (len(rolled) >= 2 and empty and around):
        return None  # a roll against empty cells told by their neighbours is worked out even unnamed
    cited = (cite("magdagdon", "magdagdon"),)
    lead = minimum(text, lang, out)  # "do I still have to place 3?" is answered first
    if lead is not None and rolled:
        worked = magdagdon(re.sub(HOW_MANY[lang], " ", text), lang, out)
        if worked is not None:
            return Worked(worked.kind, worked.topic, f"{lead.text} {worked.text}", (*lead.sections, *worked.sections))
    stuck_said = re.search(rf"\b(?:{SAID_STUCK[lang]})", text)
    if not around and re.search(STAGING[lang], text) and (len(rolled) < 2 or stuck_said):
        return Worked("magdagdon", "staging_order", _say(out, "staged_jam"), (*cited, cite("magdagdon", "turn")))
    told = bool(re.search(STATED[lang], text) or re.search(SAVE[lang], text))
    if len(rolled) >= 2 and not around and not (stuck_said or told):
        return None  # "rolled 1 3 4 6, is this a MAGDAGDON?" on a board not read: not taken for the player's word
    if len(rolled) < 2 and not (named and (told or not re.search(r"magdagdon", text))):
        return None  # "what is a MAGDAGDON?" is the topic's; a case says its difficulty and the roll or the jam
    need = game_at(named, min(empty or 16, 16)).minimum
    each = touched_each(text, lang)
    if len(each) >= 2 and len(each) == empty and not _together(text, lang):
        return _cells_apart(text, lang, out, rolled, [_takes(near) for near in each], need)
    if around:
        # A die that fits next to none of the numbers every empty cell touches fits nowhere.
        fits = [v for v in rolled if _fits(v, around, alone=empty == 1)]
        if empty == 1 and fits:
            said = _say(out, "last_fits", fits=i18n.join(sorted(set(fits)), out, "or"), around=i18n.join(around, out))
            return Worked("magdagdon", "magdagdon_roll", said, cited)
        if len(fits) >= need:
            said = _say(
                out,
                "roll_maybe",
                fits=i18n.join([str(v) for v in sorted(set(fits))], out, "or"),
                around=i18n.join([str(v) for v in around], out),
                need=need,
            )
            return Worked("magdagdon", "magdagdon_roll", said, cited)
        first = " ".join([*_change_misses(text, lang, out), _say(out, "roll_yes", fit=len(fits), need=need)])
    elif len(rolled) < 2 and told:
        first = ""  # said to be one, or saving one asked: what may be done leads
    else:
        first = _say(out, "roll_said")
    last = _say(out, "last_cell") if empty == 1 else ""
    return Worked(
        "magdagdon", "magdagdon_roll", " ".join(filter(None, [first, options(text, lang, out, named), last])), cited
    )


def empty_count(text: str, lang: str) -> int | None:
    """The empty cells ``text`` counts: the count right before the cells, at most a word of
    emptiness between ("3 empty cells", "2 casas vazias", "noch 2 leere Felder"), so that "1 na
    primeira casa" (a 1 in the first cell) is no count; None if none is said."""
    words = "|".join(NUMBERS[lang])
    found = re.search(rf"\b(\d+|{words}) (?:(?:{EMPTINESS}) )?(?:{EMPTY_CELLS[lang]})\b", text)
    return None if found is None else number(found.group(1), lang)


def _empty_said(text: str, lang: str) -> int | None:
    """The empty cells the question counts ("3 empty cells"), 1 for the last cell named, else None."""
    said = empty_count(text, lang)
    if said == 1 and re.search(rf"\b(?:{_ARTICLES}) (?:{EMPTY_CELLS[lang]})\b", text) and not one_cell_left(text, lang):
        return None  # "an empty cell touching a 3" describes a cell, it does not count those left
    return 1 if said is None and re.search(LAST_CELL[lang], text) else said


def _fits(value: int, around: list[int], alone: bool) -> bool:
    """Whether ``value`` fits an empty cell told by the numbers around: beside all of them when
    the question tells one cell, else beside any one (each cell may touch only some)."""
    if alone:
        codes = [EMPTY] * 16
        for cell, near in zip(NEIGHBOURS[5], around):
            codes[cell] = near
        return refusal(codes, 5, value) is None
    return any(refusal(_only(n), 5, value) is None for n in around)


def accepted(text: str, lang: str, out: str) -> Worked | None:
    """A roll against empty cells each described by the values it takes ("one only takes 2 or 3,
    the other only a 5"): how many dice can go, each on a cell of its own, against the minimum."""
    rolled = dice(text, lang)
    cells = [
        {int(v) for v in re.findall(r"[1-6]", found.group(1))}
        for found in re.finditer(rf"(?:{ACCEPTS[lang]}|{OTHER[lang]}){VALUES}", text)
    ]
    empty = empty_count(text, lang) or len(cells)
    if len(rolled) < 2 or not cells or len(cells) != empty or _together(text, lang):
        return None  # a cell told without its values is not guessed, nor cells that touch
    return _cells_apart(text, lang, out, rolled, cells, game_at(level(text), min(empty, 16)).minimum)


def _takes(around: list[int]) -> set[int]:
    """The values an empty cell touching the numbers ``around`` takes, by the placement check."""
    codes = [EMPTY] * 16
    for cell, near in zip(NEIGHBOURS[5], around):
        codes[cell] = near
    return {v for v in range(1, 7) if refusal(codes, 5, v) is None}


def _cells_apart(text: str, lang: str, out: str, rolled: list[int], cells: list[set[int]], need: int) -> Worked:
    """The dice of ``rolled`` on empty cells that do not touch, each taking the values of its set,
    one die a cell: how many can go, against the turn's minimum ``need``."""
    placed_most = (
        max(sum(1 for value, cell in zip(order, cells) if value in cell) for order in permutations(rolled, len(cells)))
        if len(rolled) >= len(cells)
        else 0
    )
    named = level(text)
    shown = i18n.join(rolled, out)
    cited = (cite("magdagdon", "magdagdon"), cite("magdagdon", "minimum"))
    if placed_most >= need:
        return Worked(
            "magdagdon", "magdagdon_roll", _say(out, "cells_enough", n=placed_most, dice=shown, need=need), cited
        )
    first = _say(out, "cells_short", n=placed_most, dice=shown, need=need)
    missing = None if named else "difficulty"
    return Worked("magdagdon", "magdagdon_roll", f"{first} {options(text, lang, out, named)}", cited, missing)


def _together(text: str, lang: str) -> bool:
    """Whether the question says the cells touch one another (and not that they do not)."""
    found = re.search(rf"\b(?:{TOGETHER[lang]})\b", text)
    return found is not None and not negated(words_before(text, found.start()), lang)


def placed(text: str, lang: str, out: str) -> Worked | None:
    """A roll on a board the question tells whole (empty on the first turn, or one number alone):
    how many of the dice can be placed in the best order (the engine's own search), and whether
    that reaches the turn's minimum at the difficulty said."""
    rolled = dice(text, lang)
    codes = _told_board(text, lang)
    if len(rolled) < 2 or codes is None or not re.search(PLACE_ASKED[lang], text):
        return None
    said_empty = _empty_said(text, lang)
    if said_empty is not None and said_empty != codes.count(EMPTY):
        return None  # "only two cells are empty", one row told: the rest is told in part, not empty
    way = most_placed(codes, rolled)
    order = f" {_say(out, 'then')} ".join(str(v) for v, _ in way)
    if not way:
        first = _say(out, "placed_none", dice=i18n.join(rolled, out))
    elif len(way) == len(rolled):
        first = _say(out, "placed_all", k=len(rolled), order=order)
    else:
        first = _say(out, "placed_some", n=len(way), k=len(rolled), order=order)
    first = " ".join([first, *(_beside(codes, rolled, out) if way else [])])
    cited = (cite("magdagdon", "placement"), cite("magdagdon", "magdagdon"))
    named = level(text)
    if named is None:
        return Worked("placed", "magdagdon_roll", f"{first} {_say(out, 'placed_need_any')}", cited, "difficulty")
    need = min(game_at(named).rules.minimum, codes.count(EMPTY))
    if len(way) >= need:  # the dice left over are thrown away only on a turn that is confirmed
        said = " ".join([first, *_left(rolled, way, out), _say(out, "placed_enough", need=need)])
        return Worked("placed", "staging_order", said, cited)
    short = _say(out, "placed_short", need=need)
    used = _uses_left(text, lang, named)
    way_out = options(text, lang, out, named) if used is None else ways_out(codes, rolled, need, named, used, out)
    return Worked("placed", "magdagdon_roll", f"{first} {short} {way_out}", cited)


def _beside(codes: list[int], rolled: list[int], out: str) -> list[str]:
    """On a board of one number, the dice of the roll that may go right beside it (a first
    placement must, so some do whenever any die is placed)."""
    numbers = [v for v in codes if v not in (EMPTY, RUIN)]
    if len(numbers) != 1:
        return []
    fit = sorted({v for v in rolled if abs(v - numbers[0]) <= 1})
    return [] if not fit else [_say(out, "placed_beside", lone=numbers[0], values=i18n.join(fit, out, "or"))]


def _left(rolled: list[int], way: tuple[tuple[int, int], ...], out: str) -> list[str]:
    """The dice no order places, when some are placed: unused, thrown away on confirming."""
    left = list(rolled)
    for value, _ in way:
        left.remove(value)
    if not way or not left:
        return []
    return [_say(out, "placed_left_one" if len(left) == 1 else "placed_left", left=i18n.join(left, out))]


def _told_board(text: str, lang: str) -> list[int] | None:
    """The board a question tells whole: empty on the first turn, or one number alone (in the
    middle unless a corner or an edge is said), else None."""
    if re.search(FIRST_TURN[lang], text):
        return [EMPTY] * 16
    rows = told_rows(text, lang)
    if rows is not None:
        return rows
    alone = re.search(ALONE[lang], text)
    if alone is None or re.match(rf",? (?:and|e|und|et) (?:(?:{_ARTICLES}) )?[1-6]\b", text[alone.end() :]):
        return None  # "a 5 and a 6 side by side" is no board of one number
    if re.search(rf"\b(?:{_ARTICLES}) [1-6]\b", _board_told_after(text, lang, alone.end())):
        return None  # "a 2 top left and a 3 right of it": a second number told, no board of one
    codes = [EMPTY] * 16
    where = next((cell for cell, words in WHERE[lang].items() if re.search(rf"\b(?:{words})\b", text)), TARGET)
    codes[where] = int(next(g for g in alone.groups() if g))
    return codes


_ARTICLES = r"a|an|um|uma|eine?|ne|un|une"


def _board_told_after(text: str, lang: str, at: int) -> str:
    """What the question says of the board after position ``at``, up to the roll told (if any)."""
    span = roll_span(text, lang)
    end = span[0] if span is not None and span[0] > at else len(text)
    return text[at:end]


def _only(value: int) -> list[int]:
    codes = [EMPTY] * 16
    codes[NEIGHBOURS[5][0]] = value
    return codes


def _uses_left(text: str, lang: str, named: str | None) -> int | None:
    """The powers said used at difficulty ``named`` when one is still left, else None (no
    difficulty said, NIGHTMARE, or every use spent)."""
    counted = power_uses(asked_left_out(text), lang)
    gone = powers_gone(text, lang) and (counted is None or named is None or counted >= len(PENALTIES[named]))
    if named is None or named == "nightmare" or gone:  # "2 Kräfte schon weg" in PEACEFUL leaves one
        return None
    left = powers_left(text, lang)
    used = max(len(PENALTIES[named]) - left, 0) if left is not None else counted or 0
    return used if used < len(PENALTIES[named]) else None


def options(text: str, lang: str, out: str, named: str | None) -> str:
    """Saving the roll with a power or accepting a ruin, as far as the question tells the powers left."""
    used = _uses_left(text, lang, named)
    if named is None and not powers_gone(text, lang):
        return _say(out, "save_or_accept_any")
    if named is None or used is None:
        return _say(out, "only_accept")
    cost = PENALTIES[named][used]
    compare = "ruin_cheaper" if cost > RUIN_COST else "power_cheaper"
    return f"{_say(out, 'save_or_accept', cost=cost)} {_say(out, compare, cost=cost)}"


def minimum(text: str, lang: str, out: str) -> Worked | None:
    """The dice a turn needs with the empty cells and the difficulty said."""
    named = level(text)
    empty = empty_count(text, lang)
    if named is None or empty is None or not 0 < empty <= 16 or not re.search(HOW_MANY[lang], text):
        return None
    game = game_at(named, empty)
    key = "minimum_drops" if game.minimum < game.rules.minimum else "minimum_same"
    said = _say(out, key, need=game.minimum, empty=empty, normal=game.rules.minimum, difficulty=level_name(named, out))
    return Worked("minimum", "minimum_end", said, (cite("magdagdon", "minimum"), cite("magdagdon", "difficulty")))


def change(text: str, lang: str, out: str) -> Worked | None:
    """A die changed by DECREASE or INCREASE ("turn my 6 into a 7 with +1"), or said to be needed
    higher or lower ("I rolled a 6 and need a 5"), checked by the game on a die staged
    if the question says so, with what the uses cost at the difficulty said (asked back for when
    none is said); None when several power moves are named (a cost question)."""
    down = re.search(rf"(?<![\w+−-])(?:{DOWN[lang]})(?![\w-])", text)
    up = re.search(rf"(?<![\w+−-])(?:{UP[lang]})(?![\w-])", text)
    found = down or up
    if found is None:
        wanted = _wanted(text, lang)
        return None if wanted is None else _worked_change(text, lang, out, wanted[0], wanted[1], None)
    moves = list(re.finditer(rf"(?<![\w+−-])(?:{MOVES[lang]})(?!\w)", text))
    if ((down and up) or len(moves) >= 2) and not _said_before(text, lang, found, moves):
        return None
    plain = re.sub(r"[-−+]1\b", " ", text)
    if lang == "de":
        plain = re.sub(r"\b\d+\.\s", " ", plain)  # "1. Kraft": an ordinal
    values = [int(v) for v in re.findall(r"(?<![\d.,])([0-7])(?![\d.,]*\d)", plain)]
    shown = [v for v in values if 1 <= v <= 6]
    if not shown:
        return None
    staged, target = _staged(text, lang), _target(text, lang, found)
    if target is not None and target != staged:
        staged = None  # the power goes on another die than the one staged
    value = target if target is not None else (shown[0] if staged is None else staged)
    several = _dice_changed(text, lang, found)
    if several is not None and staged is None:
        k, same, goal = several
        step = (goal - same) if goal is not None else (-1 if down else 1)
        return None if step == 0 or (step < 0) != bool(down) else _several_changed(text, lang, out, same, step, k)
    uses = times(text, found, lang)
    return _worked_change(text, lang, out, value, value - uses if down else value + uses, staged)


def _dice_changed(text: str, lang: str, move: re.Match[str]) -> tuple[int, int, int | None] | None:
    """How many dice showing which value the power ``move`` changes alike, said right beside it
    ("increase two of the 1s", "dois dos 1", "beide 1en erhöhen", "les deux 1"), and the value
    they should reach if said ("to 2", "para 2"), or None when it names one die. The dice of a
    roll told are no such count ("rolled 6 6 2 1"), nor dice said apart ("I staged both 3s, then +1")."""
    span = roll_span(text, lang)
    if span is not None:
        text = text[: span[0]] + " " * (span[1] - span[0]) + text[span[1] :]
    words = "|".join(NUMBERS[lang])
    phrase = rf"\b({words}|{BOTH[lang]}) (?:(?:{OF_THE[lang]}) )?([1-6])(?:s|en|er|ern)?\b"
    found = re.match(rf"\W*(?:[\w']+ ){{0,2}}?{phrase}", text[move.end() :]) or re.search(
        rf"{phrase}[^,.;:?!]{{0,20}}$", text[: move.start()]
    )
    if found is None or re.match(rf"\W*(?:{ONE_OF[lang]})\b", text[move.end() :]):
        return None
    said = found.group(1)
    several = 2 if re.fullmatch(BOTH[lang], said) else (number(said, lang) or 1)
    rest = text[move.end() :] if found.end() < 20 else text[found.end() :]
    goal = re.search(rf"\b(?:{REACHED[lang]}) (?:(?:{_ARTICLES}) )?([1-6])\b", rest[:40])
    return (several, int(found.group(2)), int(goal.group(1)) if goal else None) if several > 1 else None


def _several_changed(text: str, lang: str, out: str, value: int, step: int, several: int) -> Worked:
    """``several`` dice showing ``value`` each changed by ``step``, one use a change: whether the
    uses left allow it (the game checks each use) and what the uses cost at the difficulty said."""
    named = level(text)
    game = game_at(named)
    game.powers_used = before = min(_used_before(text, lang), game.rules.powers)
    game.roll([value] * several + [1 if value != 1 else 2] * (4 - several))
    cited = (cite("magdagdon", "power-change"), cite("magdagdon", "difficulty"))
    move, asked = ("DECREASE" if step < 0 else "INCREASE"), several * abs(step)
    left = game.rules.powers - before
    if left < asked:
        fields = {"difficulty": level_name(game.difficulty, out), "most": game.rules.powers, "used": before}
        said = _say(out, "change_dice_short", left=left, asked=asked, **fields)
        return Worked("power", "power_change", said, cited, None if named else "difficulty")
    costs = []
    try:
        for die in range(several):
            for _ in range(abs(step)):
                costs.append(game.next_penalty or 0)
                game.decrease(die) if step < 0 else game.increase(die)
    except IllegalAction as refused:
        return Worked("power", "power_change", _refused(refused.code, game, value, move, out, step < 0), cited)
    said = _say(out, "change_dice", uses=asked, move=move, k=several, value=value, result=value + step)
    if named is None:
        return Worked("power", "power_change", f"{said} {_say(out, 'change_cost_any')}", cited, "difficulty")
    fields = {"difficulty": level_name(named, out), "first": before + 1, "last": game.powers_used}
    paid = _say(
        out, "change_cost_times", cost=sum(costs), costs=i18n.join(costs, out), most=game.rules.powers, **fields
    )
    return Worked("power", "power_change", f"{said} {paid}", cited)


def _said_before(text: str, lang: str, move: re.Match[str], moves: list[re.Match[str]]) -> bool:
    """Whether every power move but ``move`` is told as used already, in a sentence before the
    change asked ("I already rerolled once. Now I want to raise a 1 twice")."""
    cut = _sentence_start(text, move.start())
    others = [m for m in moves if m.start() != move.start()]
    return cut > 0 and bool(re.search(USED_BEFORE[lang], text[:cut])) and all(m.end() <= cut for m in others)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position ``at`` begins (0 for the first)."""
    return max((m.end() for m in re.finditer(r"[.;!?](?:\s|$)", text[:at])), default=0)


def _wanted(text: str, lang: str) -> tuple[int, int] | None:
    """The die a question holds and the value it needs instead ("rolled a 6 and need a 5", "j'ai un 3,
    il me faudrait un 5"), or None."""
    held = re.search(HELD_DIE[lang], text)
    need = re.search(NEEDED[lang], text)
    if held is None or need is None or need.start() < held.end():
        return None
    value, goal = (int(next(g for g in found.groups() if g)) for found in (held, need))
    return (value, goal) if goal != value else None


def _worked_change(text: str, lang: str, out: str, value: int, goal: int, staged: int | None) -> Worked:
    """The die showing ``value`` changed to ``goal`` by the game, one use a step (``staged``: the
    die is staged), with what the uses cost at the difficulty said."""
    named, down, uses = level(text), goal < value, abs(goal - value)
    game = game_at(named)
    game.powers_used = min(_used_before(text, lang), game.rules.powers)
    game.roll([value, *[1 if value != 1 else 2] * 3])
    earlier = game.powers_used
    if staged is not None:
        game.stage(0, "a1")
    cited = (cite("magdagdon", "power-change"),)
    move = "DECREASE" if down else "INCREASE"
    before = game.powers_used
    try:
        costs = _changed(game, down, uses)
    except IllegalAction as refused:
        if refused.code == "no_powers" and game.powers_used > before:  # the first changes went, a later one not
            most, difficulty = game.rules.powers, level_name(game.difficulty, out)
            said = _say(out, "penalty_too_many", difficulty=difficulty, most=most, powers=before + uses)
            return Worked("power", "power_change", said, cited)
        return Worked("power", "power_change", _refused(refused.code, game, value, move, out, down), cited)
    misses = _misses_cell(text, lang, out, goal)
    if uses > 1:
        said = _changed_often(game, named, move, value, costs, out, cost_first=bool(re.search(COST_ASKED[lang], text)))
        return Worked("power", "power_change", " ".join([*misses, said, *_in_all(game, named, earlier, out)]), cited)
    said = " ".join([*misses, _say(out, "change_yes", move=move, value=value, result=goal)])
    if named is None:
        return Worked("power", "power_change", f"{said} {_say(out, 'change_cost_any')}", cited, "difficulty")
    fields = {"difficulty": level_name(named, out), "n": game.powers_used, "most": game.rules.powers, "cost": costs[0]}
    all_said = _in_all(game, named, earlier, out)
    if re.search(COST_ASKED[lang], text):
        said = " ".join([_say(out, "change_cost_first", **fields), said, *all_said])
        return Worked("power", "power_change", said, cited)
    return Worked("power", "power_change", " ".join([said, _say(out, "change_cost", **fields), *all_said]), cited)


def _change_misses(text: str, lang: str, out: str) -> list[str]:
    """A DECREASE or INCREASE asked on a die named ("would +1 on the 3 fix it?"), checked against
    the cell described: the sentence saying the changed die still does not fit, else nothing."""
    down = re.search(rf"(?<![\w+−-])(?:{DOWN[lang]})(?![\w-])", text)
    up = re.search(rf"(?<![\w+−-])(?:{UP[lang]})(?![\w-])", text)
    move = down or up
    if move is None or (down and up):
        return []
    value = _target(text, lang, move)
    return [] if value is None else _misses_cell(text, lang, out, value - 1 if down else value + 1)


def _misses_cell(text: str, lang: str, out: str, goal: int) -> list[str]:
    """When the question tells the numbers the cell touches ("it touches a 5 and a 6"), whether
    the changed die then fits there, by the placement check: the sentence saying it still does
    not (said first), else nothing."""
    around = touched(text, lang)
    if not around or len(around) > 4:
        return []
    codes = [EMPTY] * 16
    for cell, near in zip(NEIGHBOURS[5], around):
        codes[cell] = near
    refused = refusal(codes, 5, goal)
    return [] if refused is None else [_say(out, "change_misses", result=goal, far=refused[2]["neighbour"])]


def _in_all(game: Game, named: str | None, earlier: int, out: str) -> list[str]:
    """What all the powers used cost together, when some were used before the change asked."""
    if named is None or not earlier:
        return []
    return [_say(out, "powers_in_all", n=game.powers_used, total=sum(PENALTIES[named][: game.powers_used]))]


def _changed(game: Game, down: bool, uses: int) -> list[int]:
    """Change the game's first die ``uses`` times, down or up (the game checks each use): what each use costs."""
    costs = []
    for _ in range(uses):
        costs.append(game.next_penalty or 0)
        game.decrease(0) if down else game.increase(0)
    return costs


def _changed_often(
    game: Game, named: str | None, move: str, value: int, costs: list[int], out: str, *, cost_first: bool
) -> str:
    """The same die changed several times: the value it reaches, the uses spent and what they cost
    (first when asked)."""
    result = game.rolled_dice()[0]
    said = _say(out, "change_times", move=move, value=value, result=result, uses=len(costs))
    if named is None:
        return f"{said} {_say(out, 'change_cost_any')}"
    first, last = game.powers_used - len(costs) + 1, game.powers_used
    fields = {"difficulty": level_name(named, out), "first": first, "last": last, "most": game.rules.powers}
    paid = _say(out, "change_cost_times", cost=sum(costs), costs=i18n.join(costs, out), **fields)
    return f"{paid} {said}" if cost_first else f"{said} {paid}"


def _refused(code: str, game: Game, value: int, move: str, out: str, down: bool) -> str:
    """Why the game refused the change, told in ``out``."""
    difficulty = level_name(game.difficulty, out)
    if code == "no_powers":
        most = game.rules.powers
        return (
            _say(out, "change_spent", difficulty=difficulty, most=most)
            if most
            else _say(out, "change_none", difficulty=difficulty)
        )
    if code == "die_staged":
        return _say(out, "change_staged", value=value, move=move)
    if code != "at_limit":
        raise ValueError(f"the game refused a change for a reason not told: {code}")
    return _say(out, "change_low" if down else "change_high")


def _target(text: str, lang: str, move: re.Match[str] | None) -> int | None:
    """The die a power move is said to go on, just after it: "+1 on a 4", "-1 no 6", "+1 sur un 4"."""
    if move is None:
        return None
    article = rf"(?:{_ARTICLES}|the|my|o|le|mon|die|meine|meu|minha) "
    on = rf"(?:{ON[lang]}) (?:{article})?|(?:{TO[lang]}) {article}|(?:ao|au) "
    found = re.match(rf"\W*(?:{on})([1-6])\b", text[move.end() :])
    return None if found is None else int(found.group(1))


def _staged(text: str, lang: str) -> int | None:
    """The value of a die the question says is staged already ("a 4 staged", "eine 4 vorgemerkt"), or None."""
    found = re.search(STAGED[lang], text)
    return None if found is None else int(next(g for g in found.groups() if g))


def _used_before(text: str, lang: str) -> int:
    """The powers the question says were used already ("already used two powers"), else 0."""
    if not re.search(USED_BEFORE[lang], text):
        return 0
    said = count(text, POWER_WORD[lang], lang)
    if said is not None:
        return said
    changes = list(re.finditer(rf"(?<![\w+−-])(?:{DOWN[lang]}|{UP[lang]})(?![\w-])", text))
    cut = _sentence_start(text, changes[-1].start()) if changes else 0  # the moves told before the change asked
    return (power_uses(text[:cut], lang) or 0) if cut else 0
