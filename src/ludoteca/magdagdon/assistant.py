"""MAGDAGDON's rules assistant: the declaration core's assistant (:mod:`ludoteca.core.assistant`)
answers with, and the questions asked about MAGDAGDON.

What is MAGDAGDON's own: the data folder ``assistant/`` (the topics, each section of the rules
told in each language, the sentences of a situation worked out), the words players say for the
same thing (:data:`SYNONYMS`) and the situations worked out with the engine's placement check and scoring
(:mod:`ludoteca.magdagdon.assistant_situations`). It has no labelled questions yet, so no sureness
model: a topic answers when it clears :data:`THRESHOLD` and leads the rest.

>>> ask("Does diagonal count?").topic
'placement_touch'
>>> ask("Quanto vale uma sequência?").lang
'pt'
>>> ask("Wie wird das Wetter morgen?").topic is None
True
"""

from __future__ import annotations

from ludoteca.core.assistant import PUBLIC, GameAssistant
from ludoteca.core.assistant import Answer as Answer  # offered as the game's own
from ludoteca.core.assistant_game import AssistantGame

__all__ = ["ASSISTANT", "THRESHOLD", *PUBLIC]

#: Words that name the same thing in the game, per language (the first of each group stands for
#: the rest, compared after stemming).
SYNONYMS = {
    "en": "board grid|cell square space spot|place put set stage|ruin ruined|power majda|penalty cost minus"
    "|sequence straight run|reroll rethrow|die dice|point score|confirm validate|diagonal diagonally corner corners"
    "|difficulty level mode|players people",
    "pt": "tabuleiro grelha grade|casa quadrado quadrícula|colocar pôr meter preparar|ruína ruínas|poder poderes majda"
    "|penalização penalidade|sequência escada|relançar|dado dados|ponto pontuação|confirmar validar"
    "|diagonal cantos canto|dificuldade nível modo|jogadores pessoas",
    "de": "brett spielbrett spielfeld|feld zelle kästchen|setzen platzieren legen vormerken|ruine ruinen"
    "|kraft kräfte majda|strafe abzug|folge straße reihe|würfel würfeln|punkt punktzahl|bestätigen bestätigt"
    "|diagonal schräg ecke ecken|schwierigkeit stufe modus|spieler leute",
    "fr": "plateau grille damier|case cellule|placer mettre poser|ruine ruines|pouvoir pouvoirs majda"
    "|pénalité malus|suite séquence|relancer|dé dés|point score|confirmer valider validé"
    "|diagonale diag biais coin coins|difficulté niveau mode|joueurs plusieurs",
}
#: The least score (0..1) a topic answers with: off-topic questions score below it.
THRESHOLD = 0.42
#: MAGDAGDON's assistant, as its registry entry names it.
ASSISTANT = AssistantGame(
    "magdagdon",
    "ludoteca.magdagdon",
    synonyms=SYNONYMS,
    situations="ludoteca.magdagdon.assistant_situations",
    threshold=THRESHOLD,
)
GAME = ASSISTANT.game
#: The game's assistant, whose methods this module offers as its own functions.
API = GameAssistant(GAME)
ask, explain, topics, topic = API.ask, API.explain, API.topics, API.topic
detect_language, labels, prepare = API.detect_language, API.labels, API.prepare
