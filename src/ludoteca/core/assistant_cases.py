"""What every game's reader of situations (:class:`ludoteca.core.assistant_game.Situations`)
shares: the case worked out (:class:`Worked`), the sentences it is told with (the game's
``assistant/situations.json``, under ``"texts"``, per language) and the opening words of an
open question, which a topic's "Yes." or "No." does not answer.

>>> say("ludoteca.magdagdon", "en", "a", n=5)
'a 5'
>>> is_open("Wie zählt eine Folge?", "de"), is_open("Darf ich diagonal setzen?", "de")
(True, False)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ludoteca.core.assistant_match import fold
from ludoteca.core.rulebook import Citation

__all__ = ["NEGATION", "OPEN", "Worked", "is_open", "negated", "say", "situations", "texts"]

#: The opening words of an open question ("how", "what"), per language, matched folded.
OPEN = {
    "en": r"^(?:how|what|which|when|where|who|why)\b",
    "pt": r"^(?:como|o que|que|qual|quais|quando|onde|quem|porque)\b",
    "de": r"^(?:wie|was|welche\w*|wann|wo|wer|warum|wieso)\b",
    "fr": r"^(?:comment|que|qu'|quel\w*|quand|ou|qui|pourquoi|c'est quoi)\b",
}

#: The words that deny what follows or comes before them ("no", "not", "nao", "kein", "plus"),
#: per language, matched folded: a fact said with one is no present fact.
NEGATION = {
    "en": r"\b(?:no|not|none|never|nothing|haven't|havent|hasn't|hasnt|don't|dont|didn't|didnt|isn't|isnt"
    r"|aren't|arent|wasn't|wasnt|anymore|any more)\b|n't\b",
    "pt": r"\b(?:nao|nenhum|nenhuma|nunca|nem|sem)\b",
    "de": r"\b(?:kein|keine|keinen|keiner|keinem|nicht|nie|niemals|nichts|ohne)\b",
    "fr": r"\b(?:ne|pas|plus|aucun|aucune|jamais|rien|sans)\b|\bn'",
}
#: A negation that only restricts ("il ne reste que la Chance": only the Chance), per language.
RESTRICTION = {"fr": r"\bn(?:e |')(?:[\w']+ ){0,3}?(?:plus )?qu(?:e\b|')"}


@dataclass(frozen=True)
class Worked:
    """A situation worked out: its ``kind``, the ``topic`` it belongs to, the answer's ``text``
    (the result first), the ``sections`` cited, and what is ``missing`` when it asks back."""

    kind: str
    topic: str
    text: str
    sections: tuple[Citation, ...]
    missing: str | None = None


@cache
def situations(package: str) -> dict[str, Any]:
    """The game ``package``'s ``assistant/situations.json``, read once."""
    data = resources.files(package).joinpath("assistant").joinpath("situations.json").read_text("utf-8")
    return dict(json.loads(data))


def texts(package: str, lang: str) -> dict[str, Any]:
    """The sentences ``package`` tells its situations with, in ``lang``."""
    return dict(situations(package)["texts"][lang])


def say(package: str, lang: str, key: str, **params: Any) -> str:
    """The sentence ``key`` of ``package`` in ``lang``, its fields filled from ``params``."""
    return str(situations(package)["texts"][lang][key]).format(**params)


def is_open(question: str, lang: str) -> bool:
    """Whether ``question`` opens as an open one does ("how does it work?", see :data:`OPEN`)."""
    return bool(re.match(OPEN[lang], " ".join(fold(question).split())))


def negated(words: str, lang: str) -> bool:
    """Whether ``words`` (a clause, folded) hold a word of :data:`NEGATION` in ``lang`` (a
    restriction, "ne ... que", is none)."""
    words = re.sub(RESTRICTION.get(lang, r"(?!)"), " ", words)
    return re.search(NEGATION[lang], words) is not None
