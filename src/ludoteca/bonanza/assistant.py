"""Bonanza's rules assistant: the declaration core's assistant (:mod:`ludoteca.core.assistant`)
answers with, and the questions asked about Bonanza.

What is Bonanza's own: the data folder ``assistant/`` (the topics, each section of the rules
told in each language, the sentences of a situation worked out), the words players say for the
same thing (:data:`SYNONYMS`) and the situations worked out with the engine and the advisor
(:mod:`ludoteca.bonanza.assistant_situations`). It has no labelled questions yet, so no sureness
model: a topic answers when it clears :data:`THRESHOLD` and leads the rest.

>>> ask("How much is a full house worth?").topic
'full_house'
>>> ask("Quanto vale um Full house?").lang
'pt'
>>> ask("Wie wird das Wetter morgen?").topic is None
True
"""

from __future__ import annotations

from ludoteca.core.assistant import PUBLIC, GameAssistant
from ludoteca.core.assistant import Answer as Answer  # offered as the game's own
from ludoteca.core.assistant_game import AssistantGame

__all__ = ["ASSISTANT", "CLEAR", "THRESHOLD", *PUBLIC]

#: Words that name the same thing in the game, per language (the first of each group stands for
#: the rest, compared after stemming).
SYNONYMS = {
    "en": "roll throw rethrow reroll|hold keep kept|box category slot|scratch zero|die dice"
    "|sheet scorecard card|bonanza yahtzee|player people person|point score|again twice another further repeat",
    "pt": "lançar lançamento lançamentos rolar relançar arremesso|guardar manter segurar|casa categoria"
    "|dado dados|folha cartão tabela|bonanza yahtzee|jogador pessoa|ponto pontuação|trio trinca|póquer quadra"
    "|novamente outra outro repetir repetido|joker coringa",
    "de": "wurf würfe würfeln werfen|halten behalten|feld kategorie kästchen|punktezettel zettel block blatt"
    "|bonanza kniffel yahtzee|spieler person leute|punkt punktzahl wertung|wieder nochmal zweimal weitere weiteres",
    "fr": "lancer lancers jet jets relancer|garder conserver|case catégorie|barrer rayer|feuille fiche"
    "|bonanza yams yahtzee|joueur personne|point score|encore autre nouveau répété",
}
#: The least score (0..1) a topic answers with: off-topic questions score below it.
THRESHOLD = 0.42
#: A topic scoring at least 0.37, leading every topic citing other sections by 0.1, on a
#: question whose words the topics mostly know (0.6 of their weight), answers below the
#: threshold: on the written-apart sets such a clear lead was a right topic for every question
#: the rules answer, while what they do not answer stayed below it.
CLEAR = (0.37, 0.1, 0.6)
#: A topic the question's own words name (:func:`ludoteca.bonanza.assistant_situations.named_topics`)
#: answers from this score, when it is also the best.
NAMED_LEAST = 0.2
#: Bonanza's assistant, as its registry entry names it.
ASSISTANT = AssistantGame(
    "bonanza",
    "ludoteca.bonanza",
    synonyms=SYNONYMS,
    situations="ludoteca.bonanza.assistant_situations",
    threshold=THRESHOLD,
    clear=CLEAR,
    prefer=True,
    named_least=NAMED_LEAST,
)
GAME = ASSISTANT.game
#: The game's assistant, whose methods this module offers as its own functions.
API = GameAssistant(GAME)
ask, explain, topics, topic = API.ask, API.explain, API.topics, API.topic
detect_language, labels, prepare = API.detect_language, API.labels, API.prepare
