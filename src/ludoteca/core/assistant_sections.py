"""Matching a rules question to the sections of the rules themselves, for a game's rules
assistant (:mod:`ludoteca.core.assistant`): each section of ``docs/rules/en/<game>.md`` is told
in each language in the game's ``assistant/sections.json``, and a question is scored against those
passages with BM25 (a word counts by how rare it is among the sections and how often the
section uses it, saturating) over the same Snowball stems and typo-tolerant word matching as
the topics' example questions. A question about a concrete situation shares more words with
the section that rules on it than with any short example question.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache

import numpy as np

from ludoteca.core.assistant_match import _similarity, _tokens, _topics, data_file

#: BM25's saturation of repeated words and its pull towards the average passage length.
K1, B = 1.2, 0.75
#: How much the sections count next to the example questions in a topic's score.
W_SECTIONS = 0.3
#: A topic's section score is its sections' best over the best section's (or this, if more).
FLOOR = 0.2


@cache
def passages(game: str) -> dict[str, dict[str, str]]:
    """Each section's passage by language: anchor -> {lang: text}."""
    return dict(json.loads(data_file(game, "sections.json").read_text("utf-8"))["sections"])


@dataclass(frozen=True)
class _Sections:
    """One language's passages as a BM25 weight per (section, stem)."""

    anchors: list[str]
    vocab: list[str]
    lengths: np.ndarray  # (V,) characters of each stem
    weight: np.ndarray  # (S, V) BM25 weight of each stem in each passage
    idf: np.ndarray  # (V,)


@cache
def _sections(game: str, lang: str) -> _Sections:
    anchors = list(passages(game))
    docs = []
    for anchor in anchors:
        stems = []  # repeats kept: BM25 counts how often a passage uses a word
        for sentence in passages(game)[anchor][lang].split("."):
            stems += _tokens(game, sentence, lang)
        docs.append(stems)
    vocab = sorted({w for d in docs for w in d})
    where = {w: j for j, w in enumerate(vocab)}
    tf = np.zeros((len(docs), len(vocab)))
    for s, stems in enumerate(docs):
        for w in stems:
            tf[s, where[w]] += 1
    df = (tf > 0).sum(axis=0)
    idf = np.log(1.0 + (len(docs) - df + 0.5) / (df + 0.5))
    size = tf.sum(axis=1, keepdims=True)
    weight = idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * size / size.mean()))
    return _Sections(anchors, vocab, np.array([len(w) for w in vocab]), weight, idf)


@lru_cache(maxsize=64)
def section_scores(game: str, tokens: tuple[str, ...], lang: str) -> np.ndarray:
    """A score 0..1 per section (in the order of :func:`passages`) for the query stems
    ``tokens``: its BM25 score over the best score a passage could get for them."""
    index = _sections(game, lang)
    if not tokens:
        return np.zeros(len(index.anchors))
    sim = _similarity(list(tokens), index.vocab, index.lengths)  # (Q, V)
    cols = np.flatnonzero(sim.max(axis=0))  # only the stems the question reaches matter
    raw = (sim[:, None, cols] * index.weight[None, :, cols]).max(axis=2, initial=0.0).sum(axis=0)  # (S,)
    known = sim.max(axis=1) > 0
    ceiling = np.where(known, index.idf[sim.argmax(axis=1)], float(np.median(index.idf))).sum() * (K1 + 1)
    return raw / ceiling


@cache
def _owned(game: str) -> np.ndarray:
    """(T, S) 1 where topic T cites section S."""
    anchors = list(passages(game))
    out = np.zeros((len(_topics(game)), len(anchors)))
    for i, t in enumerate(_topics(game)):
        out[i, [anchors.index(c.anchor) for c in t.sections]] = 1.0
    return out


def topic_section_scores(game: str, tokens: tuple[str, ...], lang: str) -> np.ndarray:
    """A score 0..1 per topic: the best :func:`section_scores` of the sections it cites, over
    the best of all sections (at least :data:`FLOOR`): 1 for the topics citing the section
    that matches best, unless no section matches well."""
    scores = section_scores(game, tokens, lang)
    return (_owned(game) * scores[None, :]).max(axis=1) / max(float(scores.max()), FLOOR)
