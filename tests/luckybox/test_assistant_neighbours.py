"""The labelled questions the rules assistant compares a question with: real sections, every
language, parts that can be left out, and similarities that find a question's own kind."""

import sys
from pathlib import Path

from ludoteca.core.assistant import _anchors
from ludoteca.core.assistant_neighbours import (
    TOPICS,
    K,
    _all,
    _examples,
    agreement,
    features,
    labelled,
    nearest,
    shipped,
    topic_scores,
)
from ludoteca.core.rulebook import sections
from ludoteca.luckybox.assistant import GAME, topic, topics

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
from bench_luckybox_assistant import questions  # what --train ships


def test_the_labelled_questions_cite_real_sections_in_every_language():
    known = set(sections("luckybox"))
    rows = shipped(GAME)
    assert len(rows) >= 1500 and {lang for lang, *_ in rows} == {"en", "pt", "de", "fr"}
    assert all(set(cited) <= known for _, _, cited, _ in rows)
    unanswered = sum(not cited for _, _, cited, _ in rows)
    assert 0.05 <= unanswered / len(rows) <= 0.2  # the rules do not answer about 1 in 8


def test_the_shipped_index_is_the_tuning_questions():
    # bench_luckybox_assistant.py --train writes it; a tuning question added since fails here.
    rows = shipped(GAME)
    assert [(lang, part, cited) for lang, part, cited, _ in rows] == [
        (lang, part, tuple(sorted(set(cited or ())))) for lang, part, _, cited in questions()
    ]
    for (lang, _, question, _), (_, _, _, feats) in zip(questions()[::97], rows[::97]):
        assert (
            set(feats) <= set(features(GAME, question, lang)) and len(feats) >= len(features(GAME, question, lang)) // 2
        )


def test_a_part_left_out_is_not_among_the_neighbours():
    everything, without = labelled(GAME), labelled(GAME, frozenset({"seventh-w4"}))
    gone = sum(part == "seventh-w4" for _, part, _, _ in shipped(GAME))
    assert gone == 240 and len(everything.norms) - len(without.norms) == gone
    lang, _, question, _ = next(q for q in questions() if q[1] == "seventh-w4" and q[3])
    top, sims = nearest(GAME, question, lang, everything)
    assert abs(sims[0] - 1.0) < 1e-9 and questions()[top[0]][2] == question  # itself, first
    _, sims = nearest(GAME, question, lang, without)
    assert len(sims) == K and sims[0] < 1.0 - 1e-9 and list(sims) == sorted(sims, reverse=True)


def test_an_index_left_without_parts_is_the_index_of_the_rest_alone():
    """Built from the index of every row (to leave each part out in turn quickly), it weighs
    each word as an index of the kept questions alone would: the same rows, weights and lengths."""
    import numpy as np

    without = frozenset({"seventh-w4", TOPICS})
    kept = [row for row in _all(GAME) if row[0] not in without]
    index = labelled(GAME, without)
    where: dict[str, list[int]] = {}
    for i, (_, _, names) in enumerate(kept):
        for name in names:
            where.setdefault(name, []).append(i)
    where = {name: rows for name, rows in where.items() if len(rows) >= 2}
    assert list(index.rows) == list(where)
    assert all(index.rows[name].tolist() == rows for name, rows in where.items())
    assert index.idf == {name: float(np.log(len(kept) / len(rows))) for name, rows in where.items()}
    squares = np.zeros(len(kept))
    for name, rows in where.items():
        squares[rows] += index.idf[name] ** 2
    assert np.array_equal(index.norms, np.sqrt(np.maximum(squares, 1e-12)))
    assert index.vouches.shape == (len(kept), len(topics())) and not index.curated.any()


def test_the_nearest_questions_vouch_for_the_topics_citing_their_sections():
    question = "Can I use lightning on a Number bonus?"
    scores = topic_scores(GAME, question, "en")
    assert scores.shape == (len(topics()),) and scores.min() >= 0.0 and scores.max() <= 1.0
    # the nearest may be about lightning alone; a close one is about the Number bonus
    best = max((t for t in range(len(scores)) if "bonus-number" in _anchors(GAME)[t]), key=lambda t: scores[t])
    assert scores[best] > 0.8
    near, lead, share = agreement(GAME, question, "en", best)
    # the question is a topic's own example: the sureness sees it (itself, nearest), the ranking does not
    assert abs(near - 1.0) < 1e-9 and scores[best] < near and lead <= near and 0.0 < share < 1.0
    empty = agreement(GAME, "zzzz qqqq", "en", best)
    assert empty == (0.0, 0.0, 0.0)


def test_features_are_stems_and_four_letter_pieces():
    names = features(GAME, "Blitzz auf Zahlenbonus?", "de")  # a typo still shares most 4-grams
    assert "c: bli" in names and "c:bonu" in names and names == sorted(set(names))


def test_the_topics_examples_are_neighbours_for_the_sureness_only():
    examples = _examples(GAME)
    assert [row[0] for row in _all(GAME)[len(shipped(GAME)) :]] == [TOPICS] * len(examples)
    assert len(examples) >= 4 * 4 * len(topics())
    cites = {(lang, q): set(cited) for lang, _, q, cited in examples}
    for t in topics():  # each example is labelled with its topic's sections
        assert cites["en", topic(t).title["en"]] == {c.anchor for c in topic(t).sections}
    index = labelled(GAME)
    assert int(index.curated.sum()) == len(examples)
    question = "Combien de grilles on reçoit au début ?"  # its nearest labelled questions are about the arena
    top, _ = nearest(GAME, question, "fr", index)
    assert index.curated[top].any()
    top, _ = nearest(GAME, question, "fr", index, curated=False)
    assert not index.curated[top].any()
