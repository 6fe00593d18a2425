"""The labelled questions of the Lucky Box assistant (:mod:`ludoteca.luckybox.assistant`) as
examples of the sections that answer them: a question is compared with each labelled one by
the words they share (stems as the matcher sees them, and the character 4-grams of the folded
words, which tolerate typos and compounds), each weighed by how rare it is among the labelled
questions (cosine similarity). Its :data:`K` nearest then vouch for the topics that cite their
sections, and tell the sureness model how much they agree with the best topic.

The questions (``assistant/labelled.json``, about 5900 in four languages, about 1 in 8 that the
rules do not answer) are written by ``benchmarks/bench_luckybox_assistant.py --train`` from the
tuning questions (``tests/luckybox/tuning.json`` and ``paraphrases.json``), each with the part it
came from, so that a measure can leave parts out (:func:`labelled`). The topics' own example
questions join them (part :data:`TOPICS`) as neighbours that tell the sureness model, but not
the ranking (a topic's score weighs its examples already): a plain question phrased like an
example is then backed by it ("Combien de grilles on reçoit au début ?" had as nearest only
questions about the arena's first round).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np

from ludoteca.luckybox.assistant_match import _WORD, _stopwords, _tokens, _topics, fold

#: How many nearest labelled questions count.
K = 10
#: How much they count next to the example questions and the sections in a topic's score.
W_NEIGHBOURS = 0.3


def features(question: str, lang: str) -> list[str]:
    """The words of ``question`` as they are compared: ``w:`` and each stem, ``c:`` and each
    character 4-gram of each folded word that is no stop word (with a space at each end)."""
    out = {"w:" + t for t in _tokens(question, lang)}
    stop = _stopwords(lang)
    for word in _WORD.findall(fold(question)):
        if word in stop or len(word) < 3:
            continue
        padded = f" {word} "
        out.update("c:" + padded[i : i + 4] for i in range(len(padded) - 3))
    return sorted(out)


@dataclass(frozen=True)
class Labelled:
    """Labelled questions as an inverted index: for each feature, the questions that have it
    and its weight; each question's length and which topics cite a section that answers it."""

    rows: dict[str, np.ndarray]  # feature -> indexes of the questions that have it
    idf: dict[str, float]
    norms: np.ndarray  # (N,)
    vouches: np.ndarray  # (N, T) bool: the question's sections meet the topic's
    curated: np.ndarray  # (N,) bool: a topic's own example question


@cache
def _questions() -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """(language, part, question, sections) of each labelled question (no sections: the rules
    do not answer it)."""
    path = resources.files("ludoteca.luckybox").joinpath("assistant").joinpath("labelled.json")
    data = json.loads(path.read_text("utf-8"))
    return tuple((lang, part, q, tuple(sections or ())) for lang, part, q, sections in data["questions"])


#: The part of the topics' own example questions among the labelled ones.
TOPICS = "topics"


@cache
def _examples() -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """(language, :data:`TOPICS`, question, sections) of each topic's title and example
    questions: they too are questions that the sections the topic cites answer."""
    return tuple(
        (lang, TOPICS, q, tuple(c.anchor for c in t.sections))
        for t in _topics()
        for lang, questions in t.questions.items()
        for q in (t.title[lang], *questions)
    )


@cache
def _all() -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """Every labelled question: the shipped ones, then the topics' examples."""
    return _questions() + _examples()


@cache
def _features_of() -> tuple[list[str], ...]:
    return tuple(features(q, lang) for lang, _, q, _ in _all())


@cache
def labelled(without: frozenset[str] = frozenset()) -> Labelled:
    """The shipped labelled questions but those of the parts ``without``, indexed (built once)."""
    kept = [(names, q) for names, q in zip(_features_of(), _all()) if q[1] not in without]
    examples = [(names, q[3]) for names, q in kept]
    curated = np.array([q[1] == TOPICS for _, q in kept])
    where: dict[str, list[int]] = {}
    for i, (names, _) in enumerate(examples):
        for name in names:
            where.setdefault(name, []).append(i)
    # A word of a single question tells nothing about a new one.
    where = {name: rows for name, rows in where.items() if len(rows) >= 2}
    idf = {name: float(np.log(len(examples) / len(rows))) for name, rows in where.items()}
    squares = np.zeros(len(examples))
    for name, rows in where.items():
        squares[rows] += idf[name] ** 2
    anchors = [{c.anchor for c in t.sections} for t in _topics()]
    vouches = np.array([[bool(a & set(sections)) for a in anchors] for _, sections in examples])
    rows_of = {name: np.array(rows) for name, rows in where.items()}
    return Labelled(rows_of, idf, np.sqrt(np.maximum(squares, 1e-12)), vouches, curated)


def nearest(question: str, lang: str, index: Labelled, curated: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """The :data:`K` questions of ``index`` nearest ``question`` (asked in ``lang``), nearest
    first: their indexes and their similarity 0..1 (``curated=False``: none of the topics' own
    example questions)."""
    names = [n for n in features(question, lang) if n in index.idf]
    sims = np.zeros(len(index.norms))
    for name in names:
        sims[index.rows[name]] += index.idf[name] ** 2
    norm = np.sqrt(sum(index.idf[n] ** 2 for n in names))
    sims = sims / index.norms / max(norm, 1e-12)
    if not curated:
        sims[index.curated] = 0.0
    top = np.argsort(-sims, kind="stable")[:K]
    return top, sims[top]


def topic_scores(question: str, lang: str, index: Labelled | None = None) -> np.ndarray:
    """A score 0..1 per topic: the similarity of the nearest of the :data:`K` nearest labelled
    questions (of ``index``, by default all; not the topics' own examples, which the topic's
    score weighs already) that a section the topic cites answers (0 if none)."""
    index = index or labelled()
    top, sims = nearest(question, lang, index, curated=False)
    return (sims[:, None] * index.vouches[top]).max(axis=0)


def agreement(question: str, lang: str, best: int, index: Labelled | None = None) -> tuple[float, float, float]:
    """How much the nearest labelled questions (of ``index``, by default all) back topic
    ``best``: the similarity of the nearest that does, its lead over the nearest that does not,
    and the share of the :data:`K` nearest's similarity that does."""
    index = index or labelled()
    top, sims = nearest(question, lang, index)
    backs = index.vouches[top, best]
    near = float(max(sims[backs], default=0.0))
    other = float(max(sims[~backs], default=0.0))
    return near, near - other, float(sims[backs].sum() / max(sims.sum(), 1e-12))
