"""The labelled questions of a game's rules assistant (:mod:`ludoteca.core.assistant`) as
examples of the sections that answer them: a question is compared with each labelled one by
the words they share (stems as the matcher sees them, and the character 4-grams of the folded
words, which tolerate typos and compounds), each weighed by how rare it is among the labelled
questions (cosine similarity). Its :data:`K` nearest then vouch for the topics that cite their
sections, and tell the sureness model how much they agree with the best topic.

A game's labelled questions (Lucky Box's: about 6800 in four languages, about 1 in 8 that the
rules do not answer, the tuning questions of ``tests/luckybox/tuning.json`` and
``paraphrases.json``) ship only as what answering needs (the game's ``assistant/neighbours.npz``,
written by ``benchmarks/bench_luckybox_assistant.py --train``; a game without one has only its
topics' examples): each question's language, the part it came
from (so that a measure can leave parts out, :func:`labelled`), the sections that answer it and
its features, as indexes into one list of the features that two questions or more share (a
feature of a single question never counts). The topics' own example questions join them (part
:data:`TOPICS`) as neighbours that tell the sureness model, but not the ranking (a topic's score
weighs its examples already): a plain question phrased like an example is then backed by it
("Combien de grilles on reçoit au début ?" had as nearest only questions about the arena's
first round).
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from ludoteca.core.assistant_match import _WORD, _stopwords, _tokens, _topics, data_file, fold

#: How many nearest labelled questions count.
K = 10
#: How much they count next to the example questions and the sections in a topic's score.
W_NEIGHBOURS = 0.3


def features(game: str, question: str, lang: str) -> list[str]:
    """The words of ``question`` as they are compared: ``w:`` and each stem, ``c:`` and each
    character 4-gram of each folded word that is no stop word (with a space at each end)."""
    out = {"w:" + t for t in _tokens(game, question, lang)}
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


#: The shipped index of the labelled questions (see the module's docstring).
INDEX = "neighbours.npz"


@cache
def shipped(game: str) -> tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]:
    """(language, part, sections, features) of each labelled question of ``game``, read from
    :data:`INDEX` (no sections: the rules do not answer it); none if the game ships no index."""
    path = data_file(game, INDEX)
    if not path.is_file():
        return ()
    with path.open("rb") as file, np.load(io.BytesIO(file.read())) as npz:
        data = {key: npz[key] for key in npz.files}  # each read of an NpzFile unpacks it again
    names = {key: bytes(data[key]).decode("utf-8").split("\n") for key in ("vocab", "langs", "parts", "anchors")}
    vocab, anchors, langs, parts = names["vocab"], names["anchors"], names["langs"], names["parts"]
    ids, masks = data["ids"].tolist(), data["sections"].tolist()
    out = []
    start = 0
    for end, mask, lang, part in zip(data["ends"].tolist(), masks, data["lang"].tolist(), data["part"].tolist()):
        cited = tuple(a for k, a in enumerate(anchors) if mask >> k & 1)
        out.append((langs[lang], parts[part], cited, tuple(vocab[j] for j in ids[start:end])))
        start = end
    return tuple(out)


def write_index(game: str, path: Path, questions: Sequence[tuple[str, str, str, Sequence[str] | None]]) -> None:
    """Write the index :func:`shipped` reads for ``questions`` ((language, part, question,
    sections) each): the features shared by two questions or more, counting the topics' own
    examples (:func:`_examples`), as :func:`labelled` keeps them."""
    feats = [features(game, q, lang) for lang, _, q, _ in questions]
    examples = (features(game, q, lang) for lang, _, q, _ in _examples(game))
    counts = Counter(f for names in [*feats, *examples] for f in names)
    vocab = sorted(f for f, n in counts.items() if n >= 2)
    at = {f: i for i, f in enumerate(vocab)}
    langs = sorted({q[0] for q in questions})
    parts = list(dict.fromkeys(q[1] for q in questions))
    anchors = sorted({a for q in questions for a in q[3] or ()})
    ids = [at[f] for names in feats for f in names if f in at]
    ends = np.cumsum([sum(f in at for f in names) for names in feats])
    masks = [sum(1 << anchors.index(a) for a in set(q[3] or ())) for q in questions]
    assert len(vocab) < 2**16 and len(anchors) <= 64 and len(parts) < 256
    arrays: dict[str, np.ndarray] = {
        "ids": np.array(ids, dtype=np.uint16),
        "ends": ends.astype(np.uint32),
        "sections": np.array(masks, dtype=np.uint64),
        "lang": np.array([langs.index(q[0]) for q in questions], dtype=np.uint8),
        "part": np.array([parts.index(q[1]) for q in questions], dtype=np.uint8),
        **{
            key: np.frombuffer("\n".join(v).encode("utf-8"), dtype=np.uint8)
            for key, v in (("vocab", vocab), ("langs", langs), ("parts", parts), ("anchors", anchors))
        },
    }
    with path.open("wb") as file:
        np.savez_compressed(file, **arrays)  # type: ignore[arg-type]  # the stubs read a key as allow_pickle


#: The part of the topics' own example questions among the labelled ones.
TOPICS = "topics"


@cache
def _examples(game: str) -> tuple[tuple[str, str, str, tuple[str, ...]], ...]:
    """(language, :data:`TOPICS`, question, sections) of each topic's title and example
    questions: they too are questions that the sections the topic cites answer."""
    return tuple(
        (lang, TOPICS, q, tuple(c.anchor for c in t.sections))
        for t in _topics(game)
        for lang, questions in t.questions.items()
        for q in (t.title[lang], *questions)
    )


@cache
def _all(game: str) -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """(part, sections, features) of every labelled question: the shipped ones, then the
    topics' examples."""
    examples = tuple((part, cited, tuple(features(game, q, lang))) for lang, part, q, cited in _examples(game))
    return tuple((part, cited, feats) for _, part, cited, feats in shipped(game)) + examples


@cache
def _all_rows(game: str) -> dict[str, np.ndarray]:
    """For each feature, the rows of :func:`_all` that have it (a row once for each time)."""
    where: dict[str, list[int]] = {}
    for i, (_, _, names) in enumerate(_all(game)):
        for name in names:
            where.setdefault(name, []).append(i)
    return {name: np.array(rows) for name, rows in where.items()}


@cache
def _all_vouches(game: str) -> np.ndarray:
    """(N, T) bool for the rows of :func:`_all`: the row's sections meet topic T's."""
    anchors = [{c.anchor for c in t.sections} for t in _topics(game)]
    return np.array([[bool(a & set(cited)) for a in anchors] for _, cited, _ in _all(game)], dtype=bool)


@cache
def labelled(game: str, without: frozenset[str] = frozenset()) -> Labelled:
    """The shipped labelled questions of ``game`` but those of the parts ``without``, indexed
    (built once for each ``without``, from the index of them all)."""
    everything = _all(game)
    keep = np.array([part not in without for part, _, _ in everything], dtype=bool)
    renumber = np.cumsum(keep) - 1  # a kept row's index among the kept ones
    count = int(keep.sum())
    rows_of: dict[str, np.ndarray] = {}
    for name, rows in _all_rows(game).items():
        mine = rows[keep[rows]]
        if len(mine) >= 2:  # a word of a single question tells nothing about a new one
            rows_of[name] = renumber[mine]
    first = np.flatnonzero(keep)  # the row of _all that each kept row is
    # In the order the kept rows name them (the same sums, to the last bit, as an index of them alone).
    order = {name: (rows[0], everything[first[rows[0]]][2].index(name)) for name, rows in rows_of.items()}
    rows_of = dict(sorted(rows_of.items(), key=lambda item: order[item[0]]))
    idf = {name: float(np.log(count / len(rows))) for name, rows in rows_of.items()}
    squares = np.zeros(count)
    for name, rows in rows_of.items():
        squares[rows] += idf[name] ** 2
    curated = np.array([part == TOPICS for part, _, _ in everything])[keep]
    return Labelled(rows_of, idf, np.sqrt(np.maximum(squares, 1e-12)), _all_vouches(game)[keep], curated)


def nearest(
    game: str, question: str, lang: str, index: Labelled, curated: bool = True
) -> tuple[np.ndarray, np.ndarray]:
    """The :data:`K` questions of ``index`` nearest ``question`` (asked in ``lang``), nearest
    first: their indexes and their similarity 0..1 (``curated=False``: none of the topics' own
    example questions)."""
    names = [n for n in features(game, question, lang) if n in index.idf]
    sims = np.zeros(len(index.norms))
    for name in names:
        sims[index.rows[name]] += index.idf[name] ** 2
    norm = np.sqrt(sum(index.idf[n] ** 2 for n in names))
    sims = sims / index.norms / max(norm, 1e-12)
    if not curated:
        sims[index.curated] = 0.0
    top = np.argsort(-sims, kind="stable")[:K]
    return top, sims[top]


def topic_scores(game: str, question: str, lang: str, index: Labelled | None = None) -> np.ndarray:
    """A score 0..1 per topic: the similarity of the nearest of the :data:`K` nearest labelled
    questions (of ``index``, by default all; not the topics' own examples, which the topic's
    score weighs already) that a section the topic cites answers (0 if none)."""
    index = index or labelled(game)
    top, sims = nearest(game, question, lang, index, curated=False)
    return (sims[:, None] * index.vouches[top]).max(axis=0)


def agreement(
    game: str, question: str, lang: str, best: int, index: Labelled | None = None
) -> tuple[float, float, float]:
    """How much the nearest labelled questions (of ``index``, by default all) back topic
    ``best``: the similarity of the nearest that does, its lead over the nearest that does not,
    and the share of the :data:`K` nearest's similarity that does."""
    index = index or labelled(game)
    top, sims = nearest(game, question, lang, index)
    backs = index.vouches[top, best]
    near = float(max(sims[backs], default=0.0))
    other = float(max(sims[~backs], default=0.0))
    return near, near - other, float(sims[backs].sum() / max(sims.sum(), 1e-12))
