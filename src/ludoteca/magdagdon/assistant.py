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

from ludoteca.core import assistant as _core
from ludoteca.core.assistant import Answer
from ludoteca.core.assistant_game import AssistantGame
from ludoteca.core.assistant_match import Topic

__all__ = [
    "ASSISTANT",
    "THRESHOLD",
    "Answer",
    "ask",
    "detect_language",
    "explain",
    "labels",
    "prepare",
    "topic",
    "topics",
]

#: Words that name the same thing in the game, per language (the first of each group stands for
#: the rest, compared after stemming).
SYNONYMS = {
    "en": "board grid|cell square space spot|place put set stage|ruin ruined|power majda|penalty cost minus"
    "|sequence straight run|reroll rethrow|die dice|point score",
    "pt": "tabuleiro grelha grade|casa quadrado quadrícula|colocar pôr meter preparar|ruína ruínas|poder poderes majda"
    "|penalização penalidade|sequência escada|relançar|dado dados|ponto pontuação",
    "de": "brett spielbrett spielfeld|feld zelle kästchen|setzen platzieren legen vormerken|ruine ruinen"
    "|kraft kräfte majda|strafe abzug|folge straße reihe|würfel würfeln|punkt punktzahl",
    "fr": "plateau grille damier|case cellule|placer mettre poser|ruine ruines|pouvoir pouvoirs majda"
    "|pénalité malus|suite séquence|relancer|dé dés|point score",
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


def ask(question: str, lang: str | None = None, *, demo: bool = True) -> Answer:
    """Answer ``question`` about the rules of MAGDAGDON (see :func:`ludoteca.core.assistant.ask`)."""
    return _core.ask(GAME, question, lang, demo=demo)


def explain(topic_id: str, lang: str = "en", *, demo: bool = True) -> Answer:
    """The answer of topic ``topic_id`` in ``lang``, as if asked by its title."""
    return _core.explain(GAME, topic_id, lang, demo=demo)


def topics() -> list[str]:
    """The ids of every MAGDAGDON topic, in the order of the data file."""
    return _core.topics(GAME)


def topic(topic_id: str) -> Topic:
    """The MAGDAGDON topic ``topic_id``; KeyError lists the ids if there is none."""
    return _core.topic(GAME, topic_id)


def detect_language(question: str, default: str | None = None) -> str:
    """The language ``question`` is written in (en, pt, de, fr), as MAGDAGDON's words tell."""
    return _core.detect_language(GAME, question, default)


def labels(lang: str) -> dict[str, str]:
    """The assistant's own words in ``lang``."""
    return _core.labels(GAME, lang)


def prepare() -> None:
    """Build what answering needs, once per process (see :func:`ludoteca.core.assistant.prepare`)."""
    _core.prepare(GAME)
