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
from ludoteca.core.assistant_cases import Worked, say
from ludoteca.core.assistant_cases import is_open as is_open  # an open question opens as in every game
from ludoteca.core.assistant_match import fold
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.assistant_costs import FINAL, costs, final, next_power
from ludoteca.magdagdon.assistant_costs import power_count as power_uses_said
from ludoteca.magdagdon.assistant_parts import both
from ludoteca.magdagdon.assistant_reading import dice, level, roll_span
from ludoteca.magdagdon.assistant_reroll import reroll
from ludoteca.magdagdon.assistant_roll_cell import dice_for_cell, one_cell_left
from ludoteca.magdagdon.assistant_staging import confirm_now, moved
from ludoteca.magdagdon.assistant_turns import (
    PLACE_ASKED,
    STUCK,
    accepted,
    change,
    empty_count,
    magdagdon,
    minimum,
    options,
    placed,
)
from ludoteca.magdagdon.assistant_walled import walled
from ludoteca.magdagdon.board import EMPTY, NEIGHBOURS
from ludoteca.magdagdon.rules import BONUS, PENALTIES, combination, refusal, score

__all__ = ["Worked", "beyond_rules", "is_open", "work_out"]

#: Words placing a cell by its neighbours ("next to", "above", "links"), folded.
NEXT_TO = {
    "en": r"next to|beside|touching|adjacent to|above|below|under|over|on top of|underneath|"
    r"to (?:its|the) (?:left|right)|left of|right of|on (?:its|the) (?:left|right)|between|around|separated by|"
    r"touches|borders",
    "pt": r"ao lado d[eoa]s?|junto a[oa]?|junto d[eoa]|encostad[oa] a|ao pe d[eoa]|vizinho d[eoa]|em cima|por cima|"
    r"em baixo|debaixo|por baixo|a esquerda|a direita|entre|no meio|toca(?:m)? (?:n[oa]|num|numa|em)|"
    r"(?:a|em) volta d(?:[eoa]s?|ela|ele)|separad[oa]s? por",
    "de": r"neben|daneben|oben|unten|links|rechts|uber|unter|zwischen|angrenzend an|rund um|getrennt durch|"
    r"grenzt an|beruhrt",
    "fr": r"a cote d[eu]?'?|a cote des|a cote|contre|pres d[eu]?'?|touchant|touchent|touche|"
    r"au-dessus|au dessus|en dessous|au-dessous|"
    r"a gauche|a droite|entre|au milieu|autour d[eu]?'?|separes par",
}
#: "Each other" after a word of place: cells said to touch one another, no number named beside one.
EACH_OTHER = r"each other|one another|uma da outra|um do outro|einander|l'une? de l'autre"
#: The value asked about, said with a verb of rolling or placing: "rolled a 4", "meter o 4".
ASKED = {
    "en": r"(?:rolled|got|put|place|stage|play)\s+(?:a |an |the |my )?([1-6])\b|"
    r"\b(?:a|an|the|my) ([1-6]) (?:go|fit|be placed|sit)\b",
    "pt": r"(?:saiu-me|saiu-lhe|saiu|tirei|tirou|tiraste|calhou|por|meter|colocar|ponho|poe)\s+"
    r"(?:la |ali |aqui )?(?:um |uma |o |a |meu )?([1-6])\b|"
    r"\b(?:um|o) ([1-6]) (?:pode|cabe|vai|fica|serve|entra|da)\b|\b(?:serve|entra|cabe|da) (?:la )?(?:um|o) ([1-6])\b",
    "de": r"\b(?:eine?|die|meine) ([1-6]) (?:[\w-]+ ){0,3}?(?:gewurfelt|setzen|legen|hinlegen|platzieren)\b|"
    r"(?:darf|kann|passt) (?:ich )?(?:eine?|die) ([1-6])\b|gewurfelt (?:eine?|die)? ?([1-6])\b|"
    r"\b(?:geht|ginge|klappt|passt) (?:da )?(?:auch )?(?:eine?|die) ([1-6])\b",
    "fr": r"(?:tire|obtenu|mettre|poser|placer|mets|pose)\s+(?:un |une |le |mon )?([1-6])\b|"
    r"\b(?:un|le) ([1-6]) (?:peut|va|rentre|passe|marche|irait|colle)\b",
}
#: The value asked about, said as the die held or the one that would touch: "I have a 1.", "mon 2 toucherait".
HELD = {
    "en": r"\bi (?:have|got|hold) (?:a|an|the) ([1-6])(?=\s*(?:[.,;:!?]|$|in (?:my )?hand|to place|left))|"
    r"\b([1-6]) (?:would touch|touches|would be next to|would sit)\b",
    "pt": r"\btenho (?:um|uma|o) ([1-6])(?=\s*(?:[.,;:!?]|$|na mao|para por|para colocar))|"
    r"\b([1-6]) (?:tocaria|tocava|toca|ficaria)\b",
    "de": r"\bich (?:hab|habe|hab'|halte) (?:eine?|die) ([1-6])(?=\s*(?:[.,;:!?]|$|in der hand|zum setzen))|"
    r"\b([1-6]) (?:wurde|beruhrt|beruhrte|lage)\b",
    "fr": r"\bj'ai (?:un|une|le) ([1-6])(?=\s*(?:[.,;:!?]|$|en main|a poser|a placer))|"
    r"\b([1-6]) (?:toucherait|touche|serait)\b",
}
#: Words saying a number touches the cell only at a corner, which sets no limit.
DIAGONAL = {
    "en": r"diagonal(?:ly)?|on the diagonal|at (?:the |a )?corner",
    "pt": r"(?:na |em )?diagonal",
    "de": r"diagonal|schrag|ubereck",
    "fr": r"(?:en )?diagonale?|en biais|par le coin",
}
#: The articles a number may follow: "diagonally a 5", "na diagonal um 6".
ARTICLE = r"a|an|um|uma|eine?|un|une"
#: Verbs of lying there: "diagonally is a 5", "schräg liegt eine 2", "en diagonale il y a un 6".
LIES = r"is|sits|lies|there is|fica|esta|ha|liegt|ist|steht|est|il y a"
#: A ruin named: beside a cell it sets no limit.
RUIN_NAMED = {"en": r"\bruins?\b", "pt": r"\bruinas?\b", "de": r"\bruinen?\b", "fr": r"\bruines?\b"}
#: Words asking which values may go: then every number named is a neighbour.
WHICH = {
    "en": r"\b(?:which|what) (?:numbers?|values?|dice|die)\b|"
    r"\bwhat (?:can|may|could|would) (?:go|fit|be placed|i put)\b|\bwhat fits\b",
    "pt": r"\b(?:quais|que|qual) (?:numeros?|valores?|dados?)\b|\bo que (?:posso|pode|cabe)\b",
    "de": r"\bwelche\w* (?:augenzahl\w*|zahl\w*|werte?|wurfel)\b|\bwas (?:darf|kann|passt)\b",
    "fr": r"\b(?:quels?|quelles?) (?:nombres?|valeurs?|des?|chiffres?)\b|\bqu'est-ce qui (?:peut|va|rentre|passe)\b|"
    r"\bque (?:puis-je|peut-on|je peux) (?:mettre|poser)\b",
}
#: Questions the rules do not treat: who made the game or who Majda is, what its name means or why it is
#: called so, the odds of a roll, the time of day, the weather, a record anyone ever made, the highest score
#: possible, the colours, pausing and saving a game for later, or the assistant's own tastes.
UNRULED = {
    "en": r"\b(?:invent\w*|design\w*|created?|creator|author)\b|\bwho (?:is|was) majda\b|"
    r"\bwhy (?:is|was) (?:(?:the|this) game (?:called|named)|it (?:called|named) (?:magdagdon|that|so))\b|"
    r"\bwhere does (?:the|its) name\b|\bwhy (?:the|this) name\b|"
    r"\byour (?:own )?(?:favou?rite|preferred)\b|\bdo you (?:like|enjoy|prefer)\b|"
    r"\bname mean|\bmeaning of\b|\bprobabilit\w*|\bodds\b|"
    r"\bhow likely\b|\bon average\b|\bwhat time is it\b|\bweather\b|\bworld record\b|\bhighest (?:score )?ever\b|"
    r"\b(?:highest|best|maximum|top) (?:possible )?score (?:possible|you can|one can|there is)\b|\bmaximum score\b|"
    r"\bcolou?rs?\b|\bwhat (?:do|does) (?:the )?(?:dice|board) look like\b|\bpause\w*\b|"
    r"\b(?:save|resume|continue) (?:the |my |a )?game (?:for )?(?:later|tomorrow)\b",
    "pt": r"\b(?:inventou|inventor|criou|criador|autor)\b|\bquem (?:e|foi) (?:a )?majda\b|"
    r"\bpor ?que (?:e que )?(?:o jogo |este jogo |esse jogo |ele )?se chama (?:assim|magdagdon)\b|"
    r"\bpor ?que (?:e que )?(?:o|este|esse) jogo se chama\b|\bde onde vem o nome\b|"
    r"\b(?:teu|seu|tua|sua) (?:jogo )?(?:preferid[oa]|favorit[oa])\b|\b(?:gostas|voce gosta|tu gostas) de\b|"
    r"\bsignifica o nome\b|\bo nome (?:quer dizer|significa)\b|"
    r"\bprobabilidade\w*|\bque chances?\b|\bem media\b|\bque horas sao\b|\bo tempo\b (?:vai|esta)|"
    r"\brecorde (?:mundial|do mundo)\b|\balguem (?:ja )?(?:fez|conseguiu)\b|"
    r"\bpontuacao maxima\b|\b(?:maior|melhor) pontuacao possivel\b|\bcor(?:es)?\b|\bpausa\w*\b|\bpausar\b|"
    r"\b(?:guardar|gravar|salvar) (?:o |a )?(?:jogo|partida)\b",
    "de": r"\b(?:erfunden|erfinder|entwickelt|autor)\b|\bwer (?:ist|war) majda\b|"
    r"\b(?:warum|wieso|weshalb) hei(?:ss|s)t (?:(?:das|dieses) spiel|es so|(?:es |das spiel )?magdagdon)\b|"
    r"\bwoher (?:kommt|stammt) (?:der|sein) name\b|"
    r"\bdein\w* lieblings\w*|\blieblingsspiel\w*|\bmagst du\b|"
    r"\bbedeutet der name\b|\bname bedeutet\b|"
    r"\bwahrscheinlich\w*|\bim schnitt\b|\bdurchschnitt\w*|\bwie spat\b|\buhrzeit\b|\bwetter\b|\bweltrekord\w*|"
    r"\bhochste\w* mogliche\w* punkt\w*|\bmaximale\w* punkt\w*|\bfarben?\b|\bpause\w*\b|\bpausier\w*|"
    r"\b(?:spiel|partie) (?:\w+ )?(?:speichern|unterbrechen)\b|\bmorgen weiter\w*",
    "fr": r"\b(?:invente|inventeur|cree|createur|auteur)\b|"
    r"\bpourquoi (?:le jeu |ce jeu |il |ca )?s'appelle(?:-t-il)? (?:ainsi|comme ca|magdagdon)\b|"
    r"\bpourquoi (?:le|ce) jeu s'appelle\b|\bd'ou vient (?:le|son) nom\b|"
    r"\b(?:ton|votre|ta) (?:jeu )?(?:prefere|favori)\b|\bet toi\b|\b(?:tu aimes|aimes-tu|vous aimez)\b|"
    r"\bqui (?:est|etait) majda\b|\bc'est qui majda\b|\bveut dire le nom\b|\bsignifie le nom\b|\bprobabilit\w*|"
    r"\bquelles? chances?\b|\ben moyenne\b|\bquelle heure\b|\bmeteo\b|\brecord (?:du monde|mondial)\b|"
    r"\bmeilleur score (?:qu'on|que l'on|possible)|\bscore (?:maximum|max)\b|\bcouleurs?\b|\ben pause\b|"
    r"\bsauvegarder (?:la |ma )?partie\b|\breprendre (?:la partie )?demain\b",
}
#: Questions about the app or the device, a clock, a physical edition, sound, the best players,
#: what counts as a good score, the players' age, the game's price, what the word Majda means or
#: other dice games: outside the rules too.
OUTSIDE = {
    "en": r"\b(?:app|phone|tablet|browser|window|offline|internet|download|sound|music)\b|\btime limit\b|\btimer\b|"
    r"\bphysical (?:version|copy|edition|board)\b|\bbest players?\b|\bgood (?:score|result)\b|"
    r"\bwhat age\b|\bhow old\b|\bages? (?:for|from)\b|\bage (?:range|limit|group)\b|"
    r"\bprice\b|\bhow much (?:does|is) (?:the game|this game|it to buy)\b|"
    r"\bwhat does (?:the word |the name )?majda mean\b|\bother (?:dice )?games\b|"
    r"\b(?:is )?(?:this|the) game (?:is )?(?:hard|difficult|easy|fun|boring)\b|\bluck or skill\b|"
    r"\bgame of (?:luck|chance|skill)\b|\ball (?:just )?luck\b|\bbest (?:\w+ )?players?\b|"
    r"\b(?:in the world|worldwide)\b|"
    r"\b(?:released|published|came out)\b|\b(?:championships?|tournaments?)\b|\bdark mode\b",
    "pt": r"\b(?:app|aplicacao|telemovel|celular|tablet|janela|internet|som|musica)\b|\bbaixar o jogo\b|"
    r"\blimite de tempo\b|\bcronometro\b|\bversao (?:em |de )?tabuleiro\b|\bfisic[oa]\b|"
    r"\bmelhor(?:es)? jogador(?:es)?\b|\b(?:boa pontuacao|bom resultado)\b|"
    r"\bidades?\b|\bque idade\b|\bpreco\b|\bquanto custa o jogo\b|"
    r"\bo que (?:significa|quer dizer) (?:a palavra )?majda\b|\boutros jogos\b|"
    r"\b(?:o|este|esse) jogo e (?:dificil|facil|divertido)\b|\be um jogo (?:dificil|facil|divertido|de sorte)\b|"
    r"\bsorte ou (?:habilidade|estrategia|jeito)\b|\bjogo de sorte\b|\bmelhor(?:es)? (?:\w+ )?jogador(?:es)?\b|"
    r"\bno mundo\b|\b(?:lancado|publicado|saiu o jogo)\b|\b(?:campeonatos?|torneios?)\b|\bmodo (?:escuro|noturno)\b",
    "de": r"\b(?:app|handy|tablet|browser|fenster|offline|internet|herunterladen|musik|sound)\b|\bzeitlimit\w*|"
    r"\bbrettspiel(?:version)?\b|\bim laden\b|\bbeste[nr]? spieler\b|\bgute[sn]? (?:ergebnis|punktzahl)\b|"
    r"\balter\b|\bab wie viel(?:en)? jahren\b|\baltersempfehlung\b|\bpreis\b|\bwas kostet das spiel\b|"
    r"\bwas (?:bedeutet|heisst) (?:das wort )?majda\b|\bandere(?:n)? (?:wurfel)?spiele\b|"
    r"\bglucksspiel\b|\bgluck oder (?:konnen|geschick|strategie)\b|"
    r"\b(?:ist )?(?:das|dieses) spiel (?:schwer|leicht|einfach|lustig)\b|\bbeste[nr]? (?:\w+ )?spieler\b|"
    r"\b(?:weltweit|auf der welt)\b|\b(?:erschienen|veroffentlicht|herausgekommen)\b|"
    r"\b(?:meisterschaft\w*|turnier\w*)\b|"
    r"\bdunkelmodus\b|\bdark mode\b",
    "fr": r"\b(?:appli|application|telephone|portable|tablette|navigateur|fenetre|internet|telecharger|musique)\b|"
    r"\bhors ligne\b|\blimite de temps\b|\bchrono\w*|\bversion physique\b|\bmeilleurs? joueurs?\b|"
    r"\bbon (?:score|resultat)\b|\bquel age\b|\ba partir de quel age\b|\bage minimum\b|\bprix\b|"
    r"\bcombien coute (?:le|ce) jeu\b|\b(?:que|qu'est-ce que) (?:veut dire|signifie) (?:le mot )?majda\b|"
    r"\bd'autres jeux\b|\bautres jeux\b|\bjeu de hasard\b|\bhasard ou (?:strategie|reflexion|talent)\b|"
    r"\b(?:ce|le) jeu est(?:-il)? (?:dur|difficile|facile|amusant)\b|"
    r"\best-ce un jeu (?:dur|difficile|facile|amusant)\b|\bmeilleurs? (?:\w+ )?joueurs?\b|\b(?:au|du|dans le) monde\b|"
    r"\b(?:sorti|publie)e? (?:quand|en)\b|\bdate de sortie\b|\b(?:championnats?|tournois?)\b|\bmode (?:sombre|nuit)\b",
}
#: A question of how best to play in general, which the rules leave to the player.
STRATEGY = {
    "en": r"\bstrateg\w*|\btips?\b|\bhow to win\b|\bis it better to\b|\bbest (?:place|cell|spot|way to play)\b|"
    r"\bworth (?:it|the risk|going for|trying)\b|\bmore fun\b|\brecommend\w*|\badvise\b",
    "pt": r"\bestrategia\w*|\bdicas?\b|\bcomo ganhar\b|\be melhor (?:por|colocar|comecar|guardar)\b|"
    r"\bvale (?:mais )?a pena\b|\bcompensa (?:mais )?(?:arriscar|ir|tentar|guardar|usar|gastar)\b|"
    r"\bcompensa mais\b|\bmais divertido\b|"
    r"\brecomend\w*|\baconselh\w*",
    "de": r"\bstrategie\w*|\btipps?\b|\bwie gewinne ich\b|\bist es besser\b|\blieber (?:in die|in der)\b|"
    r"\blohnt (?:es )?sich\b|\bmehr spass\b|\bempfiehl\w*|\bempfehl\w*",
    "fr": r"\bstrategie\w*|\bastuces?\b|\bcomment gagner\b|\bvaut[- ]il mieux\b|\best-il mieux\b|\bconseils?\b|"
    r"\bvaut (?:le coup|la peine)\b|\bplus (?:amusant|drole|fun)\b|\bconseill\w*|\brecommand\w*",
}
#: Numbers that are counts, not dice: "3 empty cells", "2 dice".
COUNTED = r"\s*(?:empty|cells?|squares?|dice|casas?|dados|leere|felder|wurfel|cases?|des)\b"
#: Words naming a line: four numbers after them are read as a line even after a roll.
LINE_WORDS = {
    "en": r"rows?|columns?|lines?",
    "pt": r"linhas?|colunas?",
    "de": r"reihen?|spalten?|zeilen?|linien?",
    "fr": r"lignes?|colonnes?",
}
#: Four cells read along a line: "2 1 3 4", "6, 5, 4 e 3", "2, ruina, 2, 2".
_CELL = r"([1-6]|ruin[ae]?s?|r)"
_SEP = r"\s*(?:[-,;/]\s*|\s(?:and|e|und|et)\s|\s)\s*"
LINE = re.compile(rf"(?<![\w.,]){_CELL}{_SEP}{_CELL}{_SEP}{_CELL}{_SEP}{_CELL}(?![\w]|[.,]\d)")
#: A full board holding one number everywhere: "all 16 cells hold a 3", "auf allen Feldern liegt eine 3".
UNIFORM = {
    "en": r"\b(?:every|each|all(?: the)?(?: 16)?) (?:cells?|squares?|spaces?)\b(?: [\w']+){0,4}? (?:an? )?([1-6])s?\b|"
    r"\b(?:full of|all) ([1-6])s\b",
    "pt": r"\b(?:todas as|cada)(?: 16)? casas?\b(?: \w+){0,4}? (?:um |o )?([1-6])\b",
    "de": r"\b(?:allen|jedem|alle|jedes)(?: 16)? (?:feldern|feld|felder)\b(?: \w+){0,4}? (?:eine? |die )?([1-6])\b",
    "fr": r"\b(?:toutes les|chaque)(?: 16)? cases?\b(?: [\w']+){0,4}? (?:un |le )?([1-6])\b",
}
#: The numbers of a line whose ruins are told apart: "a ruin in the first square and then 4, 5 and 6".
RUN = re.compile(rf"(?<![\w.,])([1-6])(?:{_SEP}([1-6]))(?:{_SEP}([1-6]))?(?![\w]|[.,]\d)")
#: Words asking what a whole board told scores: "how much did I make", "quanto fiz", "wie viele Punkte".
BOARD_SCORE_ASKED = {
    "en": r"\btotal\b|\bhow (?:much|many points)\b|"
    r"\bwhat (?:did|do|does|would) (?:i|it|that|this) (?:score|make|get)\b|\bscore\b|\bpoints\b|"
    r"\bis (?:that|it|this) (?:right|correct)\b",
    "pt": r"\btotal\b|\bquanto\b|\bpontos\b|\bpontuacao\b|\b(?:esta|e) (?:certo|correto)\b|\bbate certo\b",
    "de": r"\bgesamt\w*|\bwie ?viel\w*|\bpunkte?\b|\bpunktzahl\b|\bstimmt\b|\bergebnis\b",
    "fr": r"\btotal\b|\bcombien\b|\bpoints?\b|\bscore\b|\bc'est (?:bon|juste|correct)\b|\bexact\b",
}
#: A cell named: the one the question describes by its neighbours.
CELL_NAMED = {
    "en": r"\b(?:cell|square|space|spot)s?\b",
    "pt": r"\b(?:casa|quadrado|quadricula)s?\b",
    "de": r"\b(?:feld|felder|zelle|kastchen)\b",
    "fr": r"\b(?:case|cellule)s?\b",
}
#: A number said to lie in a cell ("a 3 in the middle cell", "um 3 na casa do meio"): that cell is not empty.
NUMBER_IN_CELL = (
    r"\b[1-6] (?:in|on|at|na|no|em|auf|im|in der|dans|sur) (?:the |my |a |o |der |dem |la |le |ma )?"
    r"(?:[\w-]+ )?(?:cell|square|space|casa|feld|case)\b"
)
#: An empty cell named: the one the question describes by its neighbours ("an empty cell with a 2
#: above", "a casa vazia", "das leere Feld", "la case vide"), not a cell holding a number.
EMPTY_CELL_NAMED = {
    "en": r"\b(?:empty|free|open|last|only) (?:cell|square|space|spot)\b|"
    r"\b(?:cell|square|space|spot) (?:is |that is )?empty\b",
    "pt": r"\bcasa (?:vazia|livre)\b|\b(?:ultima|unica) casa\b",
    "de": r"\b(?:leere[sn]?|freie[sn]?|letzte[sn]?|einzige[sn]?) feld\b|\bfeld (?:ist )?(?:leer|frei)\b",
    "fr": r"\bcase (?:vide|libre)\b|\b(?:derniere|seule) case\b",
}
#: Asking what several lines score together: "in all", "ao todo", "insgesamt", "en tout".
TOGETHER_ASKED = {
    "en": r"\b(?:in all|in total|altogether|all together|together|combined)\b",
    "pt": r"\b(?:ao todo|no total|juntas|juntos|somadas)\b",
    "de": r"\b(?:insgesamt|zusammen|alles in allem)\b",
    "fr": r"\b(?:en tout|au total|ensemble|a elles trois|a elles deux)\b",
}
#: Asking for the bonus points alone ("how many bonus points", "quanto de bónus"), and saying them included.
BONUS_ASKED = (
    r"\bbonus ?punkte\b|\bboni\b|\bbonus points?\b|\b(?:pontos|points|quanto|combien|how much) de bonus\b|"
    r"\bhow much bonus\b"
)
BONUS_INCLUDED = (
    r"\bbonus (?:compris|included|inclus|incluidos?|inklusive|mitgerechnet)\b|"
    r"\b(?:with|com|mit|avec) (?:the |os |den |les )?bonus"
)
#: Words asking what a roll may do on the board, beside those of placing ("where", "fit", "confirm").
CASE_ASKED = {
    "en": r"\bwhere\b|\bfit\b|\bconfirm\b|\bfill\b",
    "pt": r"\bonde\b|\bcabe\b|\bconfirmar\b|\bpreencher\b",
    "de": r"\bwohin\b|\bpasst\b|\bbestatigen\b|\bfullen\b|\bsetzen\b",
    "fr": r"\bou (?:je|le|les|on)\b|\brentre\b|\bvalider\b|\bremplir\b|\bposer\b",
}
#: The kinds of case a part of a question may tell alone ("and what does a ruin cost?"): a question
#: asking two things is answered part by part before them; every other case needs the question whole.
PIECEWISE = frozenset({"unread", "ruins", "penalty", "line"})
#: The cell the placement check works around, and where its neighbours are.
TARGET = 5  # b2: it has four neighbours


#: A sentence of MAGDAGDON's situations in a language, its fields filled.
_say = partial(say, "ludoteca.magdagdon")


def _numbers(lang: str, values: list[int]) -> str:
    return i18n.join([_say(lang, "a", n=v) for v in values], lang)


def work_out(question: str, lang: str, answer_lang: str | None = None) -> Worked | None:
    """The situation ``question`` (asked in ``lang``) describes, worked out and told in
    ``answer_lang`` (by default ``lang``), or None if it describes none."""
    out = answer_lang or lang
    text = " ".join(fold(question).replace("’", "'").split())
    if re.search(UNRULED[lang], text):
        return None
    board = _board(text, lang, out)  # a whole board
    if board is not None:
        return board
    single = _one_case(text, lang, out)
    if single is not None and single.kind not in PIECEWISE:  # one case told whole: the parts would lose it
        return single
    return both(question, lang, out) or single  # two questions in one


def _one_case(text: str, lang: str, out: str) -> Worked | None:
    """The one case ``text`` (folded) describes, worked out by the first reader that reads it."""
    named_line = re.search(rf"\b(?:{LINE_WORDS[lang]})\b", text)
    lined = _roll_left_out(text, lang) if named_line else text  # a board told by its lines: the roll is no line
    lines = (
        (_lines_together(lined, lang, out) or _lines(lined, out) or _ruined(lined, lang, out)) if named_line else None
    )
    for reader in (walled, placed, accepted, magdagdon, final, minimum, reroll, change, next_power, confirm_now, moved):
        worked = reader(text, lang, out)
        if worked is not None:
            return worked
    worked = lines or costs(text, lang, out)
    if worked is not None:
        return worked
    if named_line or not dice(text, lang):
        worked = _lines(lined, out) if named_line else None
        if worked is not None:
            return worked
    if named_line is None and (slanted := _slanted(text, lang, out)) is not None:
        return slanted
    worked = _placement(text, lang, out) or (None if dice(text, lang) and not named_line else _lines(lined, out))
    return worked or _unread(text, lang, out)


def _roll_left_out(text: str, lang: str) -> str:
    """``text`` with the dice of the roll it tells blanked out (the same length), or as it is when
    a line is named in the same sentence just before them ("my bottom row makes 4-5-4-5")."""
    span = roll_span(text, lang)
    if span is None:
        return text
    sentence = re.split(r"[.;!?](?:\s|$)", text[: span[0]])[-1]
    if re.search(rf"\b(?:{LINE_WORDS[lang]})\b", sentence):
        return text
    return text[: span[0]] + " " * (span[1] - span[0]) + text[span[1] :]


def _unread(text: str, lang: str, out: str) -> Worked | None:
    """A roll told with a case no reader could work out: the answer says so and asks for the
    board row by row, rather than the general rule standing in for the player's own case."""
    if len(dice(text, lang)) < 2 or not re.search(rf"{CASE_ASKED[lang]}|{PLACE_ASKED[lang]}|{STUCK[lang]}", text):
        return None  # "I rolled 3 3 3 3, is that FOUR EQUAL?" asks no case on the board: the topics answer
    cited = (cite("magdagdon", "placement"), cite("magdagdon", "magdagdon"))
    return Worked("unread", "magdagdon_roll", _say(out, "case_unread"), cited, "board")


def _placement(text: str, lang: str, out: str) -> Worked | None:
    """ "Can I put a 5 next to a 3 (and a 4)?", "an empty cell with a 2 above and a 4 on its
    left": the placement check on a board holding the numbers named around one cell; without
    a value asked, the values that may go there."""
    found = re.search(rf"\b(?:{NEXT_TO[lang]})(?!\w)(?! ?(?:{EACH_OTHER}))", text)
    if not found:
        return None
    plain = re.sub(r"[-−+]1\b", " ", text)
    # a number right after a word of place is a neighbour: "neben eine 3 setzen"
    rolled = roll_span(plain, lang)
    if rolled is not None:  # the dice of a roll are no neighbours: "tirei 2 5 5 6, o 5 vai ao lado do 6?"
        plain = plain[: rolled[0]] + " " * (rolled[1] - rolled[0]) + plain[rolled[1] :]
    corner = _diagonal(plain, lang)
    for at, end, _ in corner:
        plain = plain[:at] + " " * (end - at) + plain[end:]  # a number at a corner is no neighbour
    asked = [
        m
        for pattern in (ASKED[lang], HELD[lang])
        for m in re.finditer(pattern, plain)
        if not re.search(rf"(?:{NEXT_TO[lang]})\s+$", plain[: m.start()])
    ]
    asked.sort(key=lambda m: m.start())
    told = [(m.start(), m.end(), int(next(g for g in m.groups() if g))) for m in asked]
    value = told[-1][2] if told else None  # the last told: "put a 3 by my 4, then a 5 by the 3"
    spans = [(a, b) for a, b, v in told if v == value]
    numbers = [
        (m.start(), int(m.group(1)))
        for m in re.finditer(r"(?<![\d.,])([1-6])(?:er|s)?(?![\d.,]*\d)", plain)
        if not re.match(COUNTED, plain[m.end() :])
    ]
    if value is None and rolled is None and not re.search(WHICH[lang], text):  # "can a 5 go next to a 3?"
        before = [v for at, v in numbers if at < found.start()]
        after = [v for at, v in numbers if at > found.start()]
        if before and after:
            value, spans = before[-1], [(found.start() - 1, found.start())]
            numbers = [(at, v) for at, v in numbers if at > found.start()]
    place = _place_after(plain, lang, spans)
    if place is not None and any(at > place for at, _ in numbers):  # "a 3 with a 4 beside it: a 5 next to the 4?"
        numbers = [(at, v) for at, v in numbers if at > place]
    around = list(dict.fromkeys(v for at, v in numbers if not any(a <= at < b for a, b in spans)))
    slanted = [v for v in around if v in {c for _, _, c in corner}]
    if slanted and len(slanted) < len(around):  # "a 2, below it a 3, the 4 right of the 3 touches the 2 diagonally"
        around = [v for v in around if v not in slanted]
    if not around and len(spans) > 1:  # "darf eine 2 neben eine 2?": the value told twice, once as a neighbour
        around = [v for at, v in numbers if not spans[-1][0] <= at < spans[-1][1]][:1]
    if not around or len(around) > 4:
        return None
    codes = [EMPTY] * 16
    for cell, near in zip(NEIGHBOURS[TARGET], around):
        codes[cell] = near
    cited = (cite("magdagdon", "placement"),)
    if value is None and rolled is not None:  # "I rolled 5 5 1 6: can any go there?"
        named_cell = re.search(EMPTY_CELL_NAMED[lang], text) or (
            re.search(CELL_NAMED[lang], text) and not re.search(NUMBER_IN_CELL, text)
        )
        one_cell = named_cell and (empty_count(text, lang) or 1) == 1
        return _roll_in_cell(text, lang, out, codes, corner) if one_cell else None  # several cells: not guessed
    if value is None:
        fits = [v for v in range(1, 7) if refusal(codes, TARGET, v) is None]
        if not fits:
            said = _say(out, "place_none", around=_numbers(out, around))
        else:
            text_fits = i18n.join([str(v) for v in fits], out, "or")
            said = _say(out, "place_which", around=_numbers(out, around), values=text_fits)
        return Worked("placement", "placement_values", " ".join([said, *_aside(text, lang, out, corner)]), cited)
    why = refusal(codes, TARGET, value)
    if why is None:
        said = _say(out, "place_yes", value=value, around=_numbers(out, around))
    else:
        said = _say(out, "place_no", value=value, far=why[2]["neighbour"])
    which = _which_too(text, lang, out, codes, around) if why is not None else []
    return Worked("placement", "placement_values", " ".join([said, *which, *_aside(text, lang, out, corner)]), cited)


def _which_too(text: str, lang: str, out: str, codes: list[int], around: list[int]) -> list[str]:
    """The values the cell takes, when the question asks which go as well as whether one does."""
    fits = [v for v in range(1, 7) if refusal(codes, TARGET, v) is None]
    if not fits or not re.search(WHICH[lang], text):
        return []
    return [_say(out, "place_which", around=_numbers(out, around), values=i18n.join(fits, out, "or"))]


def _roll_in_cell(text: str, lang: str, out: str, codes: list[int], corner: list[tuple[int, int, int]]) -> Worked:
    """The dice rolled held against the cell described: those that may go there; on the last
    empty cell, none fitting makes a MAGDAGDON, saved or accepted as the difficulty allows."""
    fits, said = dice_for_cell(dice(text, lang), codes, TARGET, out)
    cited = (cite("magdagdon", "placement"),)
    aside = _aside(text, lang, out, corner)
    if fits or not one_cell_left(text, lang):
        return Worked("placement", "placement_values", " ".join([said, *aside]), cited)
    named = level(text)
    stuck = [said, _say(out, "roll_cell_magdagdon"), options(text, lang, out, named), _say(out, "last_cell")]
    return Worked("magdagdon", "magdagdon_roll", " ".join(stuck), (*cited, cite("magdagdon", "magdagdon")))


def _place_after(text: str, lang: str, spans: list[tuple[int, int]]) -> int | None:
    """Where a word of place follows the value asked ("put a 5 next to the 4"): the cell's
    neighbours are then the numbers said after it, not those describing the board before."""
    if not spans:
        return None
    end = spans[-1][1]
    found = re.match(rf"\W*(?:[\w']+ ){{0,2}}?(?:{NEXT_TO[lang]})(?!\w)", text[end:])
    return None if found is None else end + found.end()


def _slanted(text: str, lang: str, out: str) -> Worked | None:
    """Two numbers said to meet only at a corner ("a 5 diagonal from a 2", "un 4 en diagonale d'un
    6"), no cell placed beside them: checked on a board where the second lies at the corner of a
    cell whose side neighbour holds the first, the first value may go there all the same."""
    if not re.search(rf"\b(?:{DIAGONAL[lang]})\b", text) or re.search(rf"\b(?:{NEXT_TO[lang]})(?!\w)", text):
        return None
    told = [int(v) for v in re.findall(r"(?<![\d.,+−-])([1-6])(?![\d.,]*\d)", text)]
    if len(told) != 2 or dice(text, lang):
        return None
    first, second = told
    codes = [EMPTY] * 16
    codes[0], codes[1] = second, first  # a1 is at b2's corner, b1 beside it
    if refusal(codes, TARGET, first) is not None:
        return None
    said = _say(out, "slant_free", a=first, b=second)
    return Worked("placement", "placement_touch", said, (cite("magdagdon", "placement"),))


def _diagonal(text: str, lang: str) -> list[tuple[int, int, int]]:
    """The numbers said to touch only at a corner ("a 5 diagonally", "un 5 en diagonale"): where
    each is said and its value."""
    words = DIAGONAL[lang]
    before = rf"\b([1-6])(?:er|s)? (?:[\w']+ ){{0,2}}?(?:{words})\b"
    after = rf"\b(?:{words}) (?:(?:{LIES}) )?(?:(?:{ARTICLE}) )?([1-6])\b"
    found = re.finditer(f"{before}|{after}", text)
    return [(m.start(), m.end(), int(m.group(1) or m.group(2))) for m in found]


def _aside(text: str, lang: str, out: str, corner: list[tuple[int, int, int]]) -> list[str]:
    """What sets no limit in the case told: the numbers at a corner, a ruin beside the cell."""
    said = []
    if corner:
        said.append(_say(out, "place_diagonal", corner=i18n.join([str(v) for _, _, v in corner], out)))
    if re.search(RUIN_NAMED[lang], text):
        said.append(_say(out, "place_ruin"))
    return said


def _lines(text: str, out: str) -> Worked | None:
    """Each line of four cells the question gives: its combination (if any) and its points."""
    told = [_line(found.groups(), out) for found in LINE.finditer(text)]
    if not told:
        return None
    first = told[0]
    if len(told) == 1:
        return first
    return Worked(first.kind, first.topic, " ".join(w.text for w in told), first.sections)


def _ruined(text: str, lang: str, out: str) -> Worked | None:
    """A line told as its ruins and, apart, the two or three numbers the rest hold: what it scores."""
    cells = _ruined_cells(text, lang)
    return None if cells is None else _line(cells, out)


def _ruined_cells(text: str, lang: str) -> tuple[str, ...] | None:
    """The cells of a line told as its ruins and, apart, the numbers the rest hold: the ruins
    fill the cells the numbers leave, first if named before them, else last."""
    ruin, run = re.search(RUIN_NAMED[lang], text), RUN.search(text)
    if ruin is None or run is None:
        return None
    values = [v for v in run.groups() if v]
    ruins = ["r"] * (4 - len(values))
    return tuple(ruins + values if ruin.start() < run.start() else values + ruins)


def _lines_together(text: str, lang: str, out: str) -> Worked | None:
    """Several lines told, one perhaps as its numbers and a ruin ("1-2-2 then a ruin"), and what
    they score together asked: each line's points, then their sum."""
    found = list(LINE.finditer(text))
    if not found or not re.search(TOGETHER_ASKED[lang], text):
        return None
    cells = [m.groups() for m in found]
    rest = text
    for m in found:
        rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    ruined = _ruined_cells(rest, lang)
    cells += [ruined] if ruined is not None else []
    if len(cells) < 2:
        return None
    told = [_line(line, out) for line in cells]
    total = sum(_line_points(line) for line in cells)
    if re.search(BONUS_ASKED, text) and not re.search(BONUS_INCLUDED, text):  # "how many bonus points?"
        bonus = total - sum(int(v) for line in cells for v in line if v.isdigit())
        end = _say(out, "lines_together_bonus", bonus=bonus, total=total)
    else:
        end = _say(out, "lines_together", total=total)
    said = " ".join([*(w.text for w in told), end])
    return Worked(told[0].kind, told[0].topic, said, told[0].sections)


def _line_points(cells: tuple[str, ...]) -> int:
    """What a line of four cells scores: the sum of its numbers, with its bonus if it has no ruin."""
    values = [int(v) for v in cells if v.isdigit()]
    combo = combination(values) if len(values) == 4 else None
    return sum(values) + (BONUS[combo] if combo else 0)


def _board(text: str, lang: str, out: str) -> Worked | None:
    """A whole board given as four lines of four cells (or one number in every cell), its score
    asked: the engine's scoring with the ruins, the difficulty and the powers said (the difficulty asked for when powers
    were used and it is not said)."""
    told = [found.groups() for found in LINE.finditer(text)]
    same = re.search(UNIFORM[lang], text)
    if len(told) != 4 and same is not None:
        told = [(next(g for g in same.groups() if g),) * 4] * 4
    if len(told) < 4 or not re.search(rf"{FINAL[lang]}|{BOARD_SCORE_ASKED[lang]}", text):
        return None
    told, extra = told[:4], told[4:]  # a line told after the board is asked about on its own
    rows = [[int(v) if v.isdigit() else "R" for v in line] for line in told]
    named, used = level(text), power_uses_said(text, lang) or 0
    if named is not None and used > len(PENALTIES[named]):
        return None
    result = score(rows, named or "peaceful", used if named else 0)
    cited = (cite("magdagdon", "final-score"), cite("magdagdon", "scoring"), cite("magdagdon", "combinations"))
    if used and named is None:
        before = result.total
        return Worked("final", "final_score", _say(out, "board_asks", total=before), cited, "difficulty")
    earned = [line for line in result.lines if line.combination]
    named_bonus = [
        f"{_line_name(line.name, out)} {_combo(line.combination or '', out)} +{line.bonus}" for line in earned
    ]
    lines = f" ({i18n.join(named_bonus, out)})" if earned else ""
    said = _say(
        out,
        "board",
        total=result.total,
        rows=sum(line.sum for line in result.rows),
        columns=sum(line.sum for line in result.columns),
        bonus=result.bonuses,
        lines=lines,
        ruins=-result.ruin_points,
        powers=result.penalty,
    )
    said = " ".join([*_claimed(text, result.total, out), said, *(_line(cells, out).text for cells in extra)])
    return Worked("final", "final_score", said, cited)


def _claimed(text: str, total: int, out: str) -> list[str]:
    """The player's own count checked against the engine's ("I get 268, is that right?"): a
    leading yes or no, or nothing when no count of three digits is said."""
    said = [int(v) for v in re.findall(r"(?<![\d.,])(\d{3})(?![\d.,]*\d)", text)]
    if not said:
        return []
    claim = said[-1]
    return [_say(out, "board_claim_yes" if claim == total else "board_claim_no", claim=claim, total=total)]


def _line_name(name: str, out: str) -> str:
    """ "row 1" or "column a" in ``out``."""
    kind, _, which = name.partition(" ")
    if kind == "row":
        return i18n.translate("magdagdon.row", out, n=which).lower()
    return i18n.translate("magdagdon.column", out, name=which).lower()


def _combo(name: str, out: str) -> str:
    return i18n.translate(f"magdagdon.combination.{name}", out).upper()


def _line(cells: tuple[str, ...], out: str) -> Worked:
    """Four cells along a line (numbers, or a ruin): what the line scores."""
    cited = (cite("magdagdon", "combinations"),)
    values = [int(v) for v in cells if v.isdigit()]
    line, total = "-".join(v if v.isdigit() else "RUIN" for v in cells), sum(values)
    if len(values) < 4:
        line = line.replace("RUIN", i18n.translate("magdagdon.ruin", out).upper())
        return Worked(
            "line", "ruin_line", _say(out, "line_ruin", line=line, total=total), (cite("magdagdon", "scoring"),)
        )
    combo = combination(values)
    never = _never_built(values, out)
    if combo is None:
        return Worked("line", "line_sums", _say(out, "line_none", line=line, total=total) + never, cited)
    name = i18n.translate(f"magdagdon.combination.{combo}", out).upper()
    bonus = BONUS[combo]
    said = _say(out, "line_combo", line=line, combo=name, total=total, bonus=bonus, points=total + bonus)
    return Worked("line", "sequence" if combo == "sequence" else "pairs", said + never, cited)


def _never_built(values: list[int], out: str) -> str:
    """The sentence saying why four numbers can never stand in a line, placed one by one along a row by
    the game's own placement check, or "" when they can."""
    codes = [EMPTY] * len(NEIGHBOURS)
    for index, value in enumerate(values):
        refused = refusal(codes, index, value)
        if refused is not None:
            a, b = values[index - 1], value
            return " " + _say(out, "line_unbuilt", a=a, b=b, gap=abs(a - b))
        codes[index] = value
    return ""


def beyond_rules(question: str, lang: str) -> str | None:
    """ "unruled" for a question the rules do not treat (who made the game, what its name
    means, the odds of a roll), "strategy" for one about how best to play in general (the
    rules only say what is allowed), else None (the topics' scores decide)."""
    text = " ".join(fold(question).replace("’", "'").split())
    if re.search(UNRULED[lang], text) or re.search(OUTSIDE[lang], text):
        return "unruled"
    return "strategy" if re.search(STRATEGY[lang], text) else None
