"""MAGDAGDON's rules assistant: the declaration core's assistant (:mod:`ludoteca.core.assistant`)
answers with, and the questions asked about MAGDAGDON.

What is MAGDAGDON's own: the data folder ``assistant/`` (the topics, each section of the rules
told in each language, the sentences of a situation worked out), the words players say for the
same thing (:data:`SYNONYMS`), the greetings and shorthand that say nothing of the rule asked
(:data:`FILLERS`) and the situations worked out with the engine's placement check and scoring
(:mod:`ludoteca.magdagdon.assistant_situations`). It has no labelled questions of its own yet,
so its sureness is a line drawn by hand (:data:`COEF`): a topic answers when it clears
:data:`THRESHOLD` and its score plus half its lead over the topics citing other sections reaches
:data:`LINE`.

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
from ludoteca.core.assistant_match import fold

__all__ = ["ASSISTANT", "COEF", "LINE", "THRESHOLD", *PUBLIC]

#: Words that name the same thing in the game, per language (the first of each group stands for
#: the rest, compared after stemming).
SYNONYMS = {
    "en": "board grid|cell square space spot|place put set stage|ruin ruined|power majda|penalty cost minus"
    "|sequence straight run|reroll rethrow|die dice|point score pts|confirm validate|diagonal diagonally corner corners"
    "|difficulty level mode|players people multiplayer|game match|minimum min|change switch swap"
    "|middle halfway midway|turn round|win wins won winner victory|lose loses lost losing",
    "pt": "tabuleiro grelha grade|casa quadrado quadrícula|colocar pôr meter preparar|ruína ruínas"
    "|poder poderes majda powers power|penalização penalidade|sequência escada|relançar|dado dados"
    "|ponto pontuação pts|confirmar validar"
    "|diagonal cantos canto|dificuldade nível modo|jogadores pessoas multijogador|jogo partida|mínimo min"
    "|mudar trocar alterar|jogada turno|fim final|ganhar ganha ganhei vencer vitória|perder perde perdi perco",
    "de": "brett spielbrett spielfeld|feld zelle kästchen|setzen platzieren legen vormerken hinlegen hinsetzen ablegen"
    "|ruine ruinen|kraft kräfte majda|strafe abzug|folge straße reihe|würfel würfeln|punkt punktzahl pkt|bonus boni"
    "|bestätigen bestätigt"
    "|diagonal schräg ecke ecken|schwierigkeit stufe modus|spieler leute mehrspieler|spiel partie|erste allererste"
    "|minimum min|wechseln umstellen|übrig restlich|zug runde|wichtig rolle|gewinnen gewinnt gewonnen sieg"
    "|verlieren verliert verloren",
    "fr": "plateau grille damier|case cellule|placer mettre poser|ruine ruines|pouvoir pouvoirs majda"
    "|pénalité malus|suite séquence|relancer|dé dés|point score pts|confirmer valider validé"
    "|diagonale diag biais coin coins|difficulté niveau mode|joueurs plusieurs multijoueur|partie jeu|minimum min"
    "|changer basculer|tour manche|gagner gagne gagné victoire|perdre perd perds perdu",
}


def _unaccented_too(groups: str) -> str:
    """The synonym groups ``"a b|c"`` with each accented word's bare spelling added to its group
    ("pénalité" -> "penalite"), since a word typed without accents stems apart from its accented form."""
    return "|".join(
        " ".join(dict.fromkeys([*words, *(fold(w) for w in words)])) for words in (g.split() for g in groups.split("|"))
    )


#: The synonyms as declared, each group also holding its words typed without accents.
SYNONYMS = {lang: _unaccented_too(groups) for lang, groups in SYNONYMS.items()}
#: Greetings, polite framing and chat shorthand for words that say nothing about the rule asked
#: ("qd", "vc", "koi", "pls"), per language (lower case, accents as typed or left out): left out
#: of the matching, so a courteous or hasty question scores as a plain one.
FILLERS = {
    "en": r"\b(?:good (?:morning|afternoon|evening|day)|hello|hi|hey|dear)\b|\bkindly\b|\bplease\b|"
    r"\bthanks?(?: you)?(?: in advance)?\b|\b(?:could|can|would) you (?:please |kindly )?(?:tell me|explain|say)\b|"
    r"\bin (?:plain|simple) (?:terms|words)\b|\bi(?:'d| would) like to know\b|\bi was wondering\b|"
    r"\bquick question\b|\breally\b|\bexactly\b|\b(?:pls|plz|u|ur|r|ya|wanna|gonna)\b",
    "pt": r"\b(?:bom dia|boa tarde|boa noite|ol[aá])\b|\bpor favor\b|\bobrigad[oa]\b|"
    r"\b(?:podes|pode|podia|podias|poderia) (?:me )?(?:explicar|dizer)(?:-me)?\b|"
    r"\b(?:gostava|gostaria|queria) de saber\b|"
    r"\buma (?:pergunta|d[uú]vida)\b|\brealmente\b|\bexatamente\b|\bmesmo\b|\b(?:qd|qdo|qnd|pq|vc|tb|tbm|pra|pro|q)\b",
    "de": r"\b(?:guten (?:tag|morgen|abend)|hallo|servus|moin)\b|\bbitte\b|\bdanke(?: schön| schon)?\b|"
    r"\b(?:kannst du|können sie|konnen sie|könnten sie|konnten sie) (?:mir )?(?:sagen|erklären|erklaren)\b|"
    r"\bich (?:wollte|möchte|mochte) (?:gern |gerne )?(?:fragen|wissen)\b|\bkurze frage\b|\bwirklich\b|\bgenau\b|"
    r"\b(?:ne|nen|nem|ner|n|gibts|gibt's)\b",
    "fr": r"\b(?:bonjour|bonsoir|salut)\b|\bs'il (?:te|vous) pla[iî]t\b|\bmerci\b|"
    r"\b(?:pourriez-vous|pouvez-vous|peux-tu|tu peux|vous pouvez) (?:me )?(?:dire|expliquer)\b|"
    r"\b(?:j'aimerais|je voudrais|je veux) savoir\b|\bpetite question\b|\bvraiment\b|\bexactement\b|\bau fait\b|"
    r"\b(?:koi|ke|pk|pkoi|stp|svp|c)\b",
}
#: The least score (0..1) a topic answers with: most off-topic questions score below it.
THRESHOLD = 0.30
#: What a topic's score plus half its lead must reach. Round 2 asked 0.42 of the score alone,
#: which sent a third of two fresh sets to "did you mean", most with the right topic ahead by a
#: clear lead; a question the rules do not cover seldom scores 0.30 with a lead as well.
LINE = 0.40
#: The line as core's sureness model (:func:`ludoteca.core.assistant._confidence`, sure at 0.5):
#: weights of 1, the best score and its lead; the other features weigh nothing.
COEF = (-20 * LINE, 20.0, 10.0, *(0.0,) * 11)
#: MAGDAGDON's assistant, as its registry entry names it.
ASSISTANT = AssistantGame(
    "magdagdon",
    "ludoteca.magdagdon",
    synonyms=SYNONYMS,
    fillers=FILLERS,
    situations="ludoteca.magdagdon.assistant_situations",
    threshold=THRESHOLD,
    coef=COEF,
)
GAME = ASSISTANT.game
#: The game's assistant, whose methods this module offers as its own functions.
API = GameAssistant(GAME)
ask, explain, topics, topic = API.ask, API.explain, API.topics, API.topic
detect_language, labels, prepare = API.detect_language, API.labels, API.prepare
