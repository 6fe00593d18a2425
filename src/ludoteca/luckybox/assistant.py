"""Lucky Box's rules assistant: the declaration core's assistant (:mod:`ludoteca.core.assistant`)
answers with, and the questions asked about Super Mega Lucky Box.

What is Lucky Box's own: the data folder ``assistant/`` (topics, the sections of the rules told
in each language, the labelled questions' index, the situations' words, the demos), the words
players say for the same thing (:data:`SYNONYMS`), the situations worked out with the engine
(:mod:`ludoteca.luckybox.assistant_situations`), the live demos
(:mod:`ludoteca.luckybox.assistant_demos`) and the sureness model fitted on its labelled
questions (:data:`COEF`, :data:`SURE`).

>>> answer = ask("Can I use lightning on a Number bonus?")
>>> answer.topic, answer.rule
('lightning_number_bonus', 'Number bonus')
>>> ask("Combien de manches dure une partie ?").lang
'fr'
"""

from __future__ import annotations

from ludoteca.core.assistant import PUBLIC, GameAssistant
from ludoteca.core.assistant import Answer as Answer  # offered as the game's own
from ludoteca.core.assistant_game import AssistantGame

__all__ = ["ASSISTANT", "COEF", "SURE", "THRESHOLD", *PUBLIC]

#: Words that name the same thing in the game, per language (the first of each group stands for
#: the rest, compared after stemming): the core nouns and verbs a player may say differently.
SYNONYMS = {
    "en": "lightning bolt flash zap|grid sheet board|cross mark tick strike|cell space square spot"
    "|supply reserve pool stock bank|winner victory|discard reject decline refuse|keep hold|reveal draw flip"
    "|pay spend|player people person|point score|compulsory mandatory obliged forced",
    "pt": "raio relampago|cartela grelha cartao folha tabela|riscar marcar assinalar cruzar"
    "|casa celula quadrado quadricula espaco|reserva stock banco|vencedor vitoria|descartar rejeitar recusar"
    "|ficar guardar manter|revelar tirar sair virar|pagar gastar|jogador pessoa|ponto pontuacao"
    "|obrigatorio obrigado forcado",
    "de": "blitz blitzmarker blitzplattchen|karte raster gitter blatt tabelle zettel bogen"
    "|ankreuzen kreuzen abhaken markieren streichen durchstreichen|feld zelle kastchen|vorrat reserve bank pool"
    "|gewinner sieger sieg|ablegen abwerfen ablehnen verwerfen|behalten halten|aufdecken ziehen umdrehen"
    "|bezahlen ausgeben|spieler person leute|punkt wertung|pflicht verpflichtet gezwungen zwingend",
    "fr": "eclair foudre|grille fiche feuille|cocher barrer rayer marquer|case cellule|reserve stock banque"
    "|vainqueur gagnant victoire|defausser rejeter refuser|garder conserver|reveler tirer retourner"
    "|payer depenser|joueur personne monde|point score|obligatoire oblige force",
}
#: The sureness model: a logistic regression on :func:`ludoteca.core.assistant._features`
#: (intercept first), fitted with numpy on the questions written apart from the topics, each
#: seeing as neighbours no labelled question of its own part
#: (benchmarks/bench_luckybox_assistant.py --train). The assistant answers only when the chance
#: it gives of citing a right section is at least SURE (chosen for at most 1.75% confidently
#: wrong answers on those questions, then most right ones; cross-validated on writers left out
#: in round 7: 87% right first, 1.7% confidently wrong; round 9, the model and SURE refitted
#: leaving each written-apart part out: 88.7%, 1.76%).
COEF = (-4.597, 1.731, 1.247, 1.733, 0.411, 1.189, 0.13, 0.055, 0.183, -0.887, 0.942, 0.8, 4.923, 2.858)
SURE = 0.78
#: Lucky Box's assistant, as its registry entry names it.
ASSISTANT = AssistantGame(
    "luckybox",
    "ludoteca.luckybox",
    synonyms=SYNONYMS,
    name=r"\b(?:super\s+)?(?:mega\s+)?lucky\s*box\b",
    situations="ludoteca.luckybox.assistant_situations",
    demos="ludoteca.luckybox.assistant_demos:demo",
    coef=COEF,
    sure=SURE,
    quoted_mark=True,
)
GAME = ASSISTANT.game
#: Below this score (0..1) the assistant is not sure.
THRESHOLD = ASSISTANT.threshold
#: The game's assistant, whose methods this module offers as its own functions.
API = GameAssistant(GAME)
ask, explain, topics, topic = API.ask, API.explain, API.topics, API.topic
detect_language, labels, prepare = API.detect_language, API.labels, API.prepare
