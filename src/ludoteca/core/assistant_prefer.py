"""Which topic a question's own words call for, when the ranking of
:mod:`ludoteca.core.assistant` puts a close neighbour first: a "how many X" question wants a
topic whose answer opens with the number of X, and a question naming a thing of the game wants
that thing's topic (the game's reader of situations says which topics the words name).

>>> from ludoteca.core.assistant_match import _topics
>>> [_topics("bonanza")[i].id for i in counting("bonanza", "Combien de dés et combien de cases ?", "fr")]
['overview', 'sheet_boxes']
"""

from __future__ import annotations

import re
from functools import cache

import numpy as np

from ludoteca.core.assistant_match import _WORD, _tokens, _topics

__all__ = ["COUNT", "REACH", "counting", "preferred"]

#: "How many X" in each language, matched in lower case with the accents kept ("dés" is no
#: "des"): the group is the word counted.
COUNT = {
    "en": r"\bhow (?:many|much) (?:more |extra )?(\w+)",
    "pt": r"\bquant[oa]s? (?:mais )?(\w+)",
    "de": r"\bwie ?viele?[nrs]? (?:noch )?(\w+)",
    "fr": r"\bcombien (?:de |d'|d’)?(?:plus de |de plus )?(\w+)",
}
#: How far below the best topic's score a topic the words call for may score and still lead.
REACH = 0.15


@cache
def _opening_words(game: str, index: int, lang: str) -> tuple[str, ...]:
    """The first sentence of topic ``index``'s answer in ``lang``, as one stem (or digit) a word."""
    first = re.split(r"(?<=[.!?])\s", _topics(game)[index].answer[lang], maxsplit=1)[0]
    return tuple((_tokens(game, word, lang) or [""])[0] for word in _WORD.findall(first))


def counting(game: str, question: str, lang: str) -> frozenset[int]:
    """The topics whose answer's first sentence gives a number of what ``question`` asks how
    many of (the number right before the word, or one word before it), those giving the most
    of the things counted when it asks several; empty if it asks none."""
    counted = [
        stem for found in re.finditer(COUNT[lang], question.lower()) for stem in _tokens(game, found.group(1), lang)[:1]
    ]
    given: dict[int, int] = {}
    for index in range(len(_topics(game))):
        words = _opening_words(game, index, lang)
        given[index] = sum(_numbered(words, stem) for stem in dict.fromkeys(counted))
    most = max(given.values(), default=0)
    return frozenset(i for i, n in given.items() if n == most > 0)


def _numbered(words: tuple[str, ...], stem: str) -> bool:
    """Whether ``words`` give a number of ``stem``: a digit right before it or one word before."""
    spots = [i for i, word in enumerate(words) if word == stem]
    return any(words[j].isdigit() for i in spots for j in (i - 1, i - 2) if j >= 0)


def preferred(game: str, question: str, lang: str, scores: np.ndarray, named: tuple[str, ...]) -> int | None:
    """The topic the question's words call for: the best-scoring one if it is such a topic, else
    one scoring within :data:`REACH` of it; first a topic giving the number counted that is also
    one of the topics ``named``, then any giving the number counted, then one of those named;
    None if the words call for none near the best."""
    best = float(scores.max())
    ids = [t.id for t in _topics(game)]
    counted, said = counting(game, question, lang), frozenset(ids.index(t) for t in named if t in ids)
    for pool in (counted & said, counted, said):
        if not pool:
            continue
        top = max(pool, key=lambda i: (float(scores[i]), -i))
        if float(scores[top]) >= best - REACH:
            return top
    return None
