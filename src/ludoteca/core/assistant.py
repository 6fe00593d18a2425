"""The rules assistant, the same for every game: ask a question about a game's rules, in
English, Portuguese, German or French, and get the matching answer with the rule it comes from
and, where it helps, a live position from the engine that shows the rule at work.

A game declares its assistant once (:class:`ludoteca.core.assistant_game.AssistantGame`, named
by its registry entry): its data folder, its words and its reader of situations. The answers
are a curated set (the game's ``assistant/topics.json``): each topic has example questions in
every language, an answer per language, the sections of the shipped rules it comes from
(``docs/rules/<lang>/<game>.md``, linked by anchor) and an optional live demonstration. A
question is matched to the examples by meaning-ish text matching (Snowball stems, accents
folded, typo-tolerant token similarity from RapidFuzz, weighted by how telling each word is;
the game's core nouns and verbs have per-language synonyms), and to the sections of the rules
themselves, told in each language (``assistant/sections.json``, scored with BM25 by
:mod:`ludoteca.core.assistant_sections`), and to the questions labelled with the sections that
answer them, if the game ships some (the nearest vouch for the topics citing those sections,
:mod:`ludoteca.core.assistant_neighbours`): a topic scores by all three. The assistant answers
a question that a topic lists word for word among its examples with that topic, and (if the
game asks for it) with the best topic or a close neighbour that the question's words call for
(:mod:`ludoteca.core.assistant_prefer`) when it clears the threshold or the ``clear`` score (or, for a
topic the words name, the game's ``named_least``); any other only when it
is sure: the best topic scores at least the game's threshold (or the game's ``clear`` score
and lead), leads by :data:`MARGIN` every topic that cites other sections, and the game's
small logistic model of the ranking and of how the nearest labelled questions agree (``coef``)
gives it at least ``sure`` chance of citing a right section. Otherwise it says "I am not
sure" and names the likeliest topics with the sections they cite, rather than guess.

A question that describes a case ("I have 2 lightning, the 6 is revealed and my only free cell
is an 8: can I cross it?") is worked out first, by the game's reader of situations with the
engine's own rules: the answer leads with the result for the numbers asked, then gives the rule
and its section, or asks for the piece it lacks.

>>> answer = ask("luckybox", "Can I use lightning on a Number bonus?")
>>> answer.topic, answer.rule
('lightning_number_bonus', 'Number bonus')
>>> ask("luckybox", "Puis-je utiliser un éclair sur un bonus chiffre ?").rule
'Bonus Numéro'
>>> ask("luckybox", "Combien de manches dure une partie ?").lang
'fr'
>>> ask("luckybox", "asdf").topic is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import numpy as np

from ludoteca.core.assistant_game import AssistantGame, declaration
from ludoteca.core.assistant_match import (
    _WORD,
    LANGS,
    OTHER_LANGUAGE,
    Topic,
    _data,
    _label,
    _scores,
    _tokens,
    _topics,
    detect_language,
    fold,
    known_share,
    labels,
    parts,
    topic,
    topics,
)
from ludoteca.core.assistant_neighbours import W_NEIGHBOURS, Labelled, agreement, topic_scores
from ludoteca.core.assistant_prefer import preferred
from ludoteca.core.assistant_sections import W_SECTIONS, section_scores, topic_section_scores
from ludoteca.core.rulebook import Citation

__all__ = [
    "MARGIN",
    "PUBLIC",
    "Answer",
    "GameAssistant",
    "Topic",
    "ask",
    "detect_language",
    "explain",
    "labels",
    "prepare",
    "topic",
    "topics",
]

#: An alternative within this much of the best score is offered first under "see also".
CLOSE = 0.05
#: The best topic must lead by this much the best topic citing none of its sections, or the
#: assistant is not sure (a fixed floor under the sureness model, against dead heats; the model
#: weighs the lead itself: 0.03 until round 9, where each step down to 0 gained right answers at
#: the same rate of confident wrong ones, cross-validated by part).
MARGIN = 0.01
#: "Yes" and "No" in each language: the opening an open question ("what happens now?") leaves out.
YES_NO = {"en": ("Yes", "No"), "pt": ("Sim", "Não"), "de": ("Ja", "Nein"), "fr": ("Oui", "Non")}
#: Words turning a question from another game to this one ("In Yahtzee I get three rolls. Here, ..."), folded.
HERE = {
    "en": r"\b(?:here|in this game)\b",
    "pt": r"\b(?:aqui|neste jogo|nesse jogo)\b",
    "de": r"\b(?:hier|in diesem spiel|bei diesem spiel)\b",
    "fr": r"\b(?:ici|dans ce jeu|a ce jeu)\b",
}


# -- answers -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    """What the assistant of ``game`` says: ``topic`` (None when not sure), ``text``, ``sections`` (the
    sections of the rules it comes from), ``score`` (0..1), ``alternatives`` (the closest
    other topics), ``demo`` (a live engine position as text, or None) and ``lang``;
    ``situation``: for a question describing a case worked out with the engine
    (the game's reader of situations), its kind ("cross", "moons", ...) and
    ``missing``, what the answer asks back for when a piece of the case is not given."""

    game: str
    question: str
    lang: str
    topic: str | None
    text: str
    sections: tuple[Citation, ...]
    score: float
    alternatives: tuple[str, ...]
    demo: str | None
    alternative_scores: tuple[float, ...] = ()
    situation: str | None = None
    missing: str | None = None

    @property
    def is_sure(self) -> bool:
        return self.topic is not None

    @property
    def title(self) -> str | None:
        return None if self.topic is None else topic(self.game, self.topic).title[self.lang]

    @property
    def rule(self) -> str | None:
        """The cited sections' titles in the answer's language ("Number bonus; Frequent mistakes")."""
        return "; ".join(c.title(self.lang) for c in self.sections) or None

    def see_also(self) -> tuple[str, ...]:
        """Topics worth reading next: any alternative that scored nearly as well, then the
        topic's curated related ones (at most 3)."""
        if self.topic is None:
            return ()
        close = [t for t, s in zip(self.alternatives, self.alternative_scores) if s >= self.score - CLOSE]
        out: list[str] = []
        for t in [*close, *topic(self.game, self.topic).related]:
            if t not in out and t != self.topic:
                out.append(t)
        return tuple(out[:3])

    def _see_also(self) -> str:
        return " · ".join(topic(self.game, t).title[self.lang] for t in self.see_also())

    def __str__(self) -> str:
        if self.topic is None:
            return self.text
        where = _where(self.sections, self.lang)
        out = [f"{self.title}", f"{self._label('rule')}: {where}", "", self.text]
        if self.demo:
            out += ["", f"{self._label('demo')}:", *("    " + line for line in self.demo.splitlines())]
        if self.see_also():
            out += ["", f"{self._label('see_also')}: {self._see_also()}"]
        return "\n".join(out)

    def _repr_markdown_(self) -> str:
        if self.topic is None:
            head = self.text.split("\n")[0]
            near = [topic(self.game, t) for t in self.alternatives]
            items = [f"- {t.title[self.lang]} — {'; '.join(c.markdown(self.lang) for c in t.sections)}" for t in near]
            return "\n".join([head, "", *items]) if items else self.text
        links = "; ".join(c.markdown(self.lang) for c in self.sections)
        out = [f"**{self.title}** — *{self._label('rule')}: {links}*", "", self.text]
        if self.demo:
            out += ["", f"{self._label('demo')}:", "", "```", self.demo, "```"]
        if self.see_also():
            out += ["", f"*{self._label('see_also')}: {self._see_also()}*"]
        return "\n".join(out)

    def to_json(self) -> dict[str, Any]:
        """The answer as the "Ask the rules" widget draws it."""
        return {
            "question": self.question,
            "lang": self.lang,
            "topic": self.topic,
            "title": self.title,
            "text": self.text,
            "sections": [c.to_json(self.lang) for c in self.sections],
            "demo": self.demo,
            "see_also": [topic(self.game, t).title[self.lang] for t in self.see_also()],
            "did_you_mean": [] if self.is_sure else [self.choice(t) for t in self.alternatives],
            "labels": {key: self._label(key) for key in ("rule", "demo", "see_also")},
            "situation": self.situation,
            "missing": self.missing,
        }

    def choice(self, topic_id: str) -> dict[str, Any]:
        """One "did you mean" choice: the topic's id, its title and the sections it cites."""
        t = topic(self.game, topic_id)
        return {"id": t.id, "title": t.title[self.lang], "sections": [c.to_json(self.lang) for c in t.sections]}

    def _label(self, key: str) -> str:
        return _label(self.game, self.lang, key)

    def __repr__(self) -> str:
        return f"Answer(topic={self.topic!r}, lang={self.lang!r}, score={self.score:.2f})"


def _other_game(game: str, question: str) -> str | None:
    """The name of another game the question is about ("How do I play Bonanza?"), if any."""
    words = " ".join(fold(w) for w in _WORD.findall(question.lower()))
    return next((name for name in _data(game)["other_games"] if re.search(rf"\b{_other_name(name)}\b", words)), None)


@cache
def _other_name(name: str) -> str:
    """A game's name as a pattern of its folded words ("mau-mau" -> "mau mau")."""
    return " ".join(fold(w) for w in _WORD.findall(name))


def _likeliest(game: str, ids: list[str]) -> tuple[str, ...]:
    """The first three of ``ids`` (best first) that each cite a section none before them cites."""
    out: list[str] = []
    seen: set[str] = set()
    for t in ids:
        anchors = {c.anchor for c in topic(game, t).sections}
        if not anchors <= seen:
            out.append(t)
            seen |= anchors
        if len(out) == 3:
            break
    return tuple(out)


def _not_sure(
    game: str,
    question: str,
    lang: str,
    ids: list[str],
    score: float,
    key: str = "not_sure",
    fill: dict[str, str] | None = None,
) -> Answer:
    """ "Not sure" (or the label ``key``, its fields filled from the dict ``fill``), with the likeliest topics."""
    near = _likeliest(game, ids)
    lines = [f"- {topic(game, t).title[lang]} — {_where(topic(game, t).sections, lang)}" for t in near]
    text = "\n".join([_label(game, lang, key).format(**(fill or {})), *lines])
    return Answer(game, question, lang, None, text, (), score, near, None)


def _where(sections: tuple[Citation, ...], lang: str) -> str:
    return "; ".join(f"{c.title(lang)} ({c.path(lang)}#{c.anchor})" for c in sections)


@cache
def _anchors(game: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(c.anchor for c in t.sections) for t in _topics(game))


def _rival(game: str, scores: np.ndarray, best: int) -> float:
    """The best score of a topic citing none of the best topic's sections."""
    anchors = _anchors(game)
    return max((float(s) for i, s in enumerate(scores) if not anchors[best] & anchors[i]), default=0.0)


def _features(
    game: str, question: str, asked_in: str, scores: np.ndarray, best: int, index: Labelled | None = None
) -> np.ndarray:
    """What the sureness model weighs: 1, the best score, its lead over the best topic citing
    other sections, the share of the question's words the topics know, how many they do not
    know (at most 3), how long the question is (its telling words, at most 8, over 8), and in
    the language asked: whether a topic citing a section of the best one is (or ties) the one
    whose answer, the one whose questions as a whole, and the one whose sections cover it best
    (1 or 0 each), how near the best topic's closest example question comes, how well the
    best-matching section's passage covers it, and how the nearest labelled questions back the
    best topic (:func:`ludoteca.core.assistant_neighbours.agreement`; ``index``: which
    labelled questions, by default all)."""
    share, unknown, count = known_share(game, question, asked_in)
    tokens = tuple(_tokens(game, question, asked_in))
    phrase, bag, said = parts(game, tokens, asked_in)
    rules = topic_section_scores(game, tokens, asked_in)
    anchors = _anchors(game)
    mine = np.array([bool(anchors[best] & other) for other in anchors])
    agree = [float(p[mine].max() >= p.max() - 1e-9) for p in (said, bag, rules)]
    top = float(scores[best])
    return np.array(
        [
            1.0,
            top,
            top - _rival(game, scores, best),
            share,
            min(unknown, 3),
            min(count, 8) / 8,
            *agree,
            float(phrase[best]),
            float(section_scores(game, tokens, asked_in).max()),
            *agreement(game, question, asked_in, best, index),
        ]
    )


def _confidence(features: np.ndarray, coef: tuple[float, ...]) -> float:
    """The model's chance that the best topic cites a right section."""
    return float(1.0 / (1.0 + np.exp(-np.dot(coef, features))))


def _sure(
    game: str,
    scores: np.ndarray,
    best: int,
    threshold: float | None = None,
    margin: float = MARGIN,
    confidence: float = 1.0,
    sure: float | None = None,
) -> bool:
    """Whether the best topic is clear: high enough (the game's threshold unless given),
    ahead of every topic that would send the player to other sections of the rules, and
    likely right by the sureness model (the game's ``sure`` unless given)."""
    declared = declaration(game)
    threshold = declared.threshold if threshold is None else threshold
    sure = declared.sure if sure is None else sure
    top = scores[best]
    return bool(top >= threshold and top - _rival(game, scores, best) >= margin and confidence >= sure)


def _clear(game: str, question: str, asked_in: str, scores: np.ndarray, best: int) -> bool:
    """Whether the best topic leads clearly enough to answer below the threshold: the game's
    ``clear`` score, lead over every topic citing other sections, and share of the question's
    words the topics know."""
    clear = declaration(game).clear
    if clear is None:
        return False
    least, lead, share = clear
    known = known_share(game, question, asked_in)[0]
    return bool(scores[best] >= least and scores[best] - _rival(game, scores, best) >= lead and known >= share)


def _ranking(game: str, question: str, asked_in: str, index: Labelled | None = None) -> tuple[np.ndarray, list[int]]:
    """Every topic's score for ``question`` and the topics' indexes best first. The score
    weighs how well the topic's example questions and answer match (its best over the four
    languages, the others counting a little less than ``asked_in``) with how well the
    sections it cites match, told in ``asked_in``, and then with how near comes the nearest
    labelled question (of ``index``, by default all) that one of its sections answers."""
    near = topic_scores(game, question, asked_in, index)
    combined = (_matched(game, question, asked_in) + W_NEIGHBOURS * near) / (1.0 + W_NEIGHBOURS)
    return combined, sorted(range(len(combined)), key=lambda i: (-combined[i], i))  # ties: the data file's order


@lru_cache(maxsize=4096)
def _matched(game: str, question: str, asked_in: str) -> np.ndarray:
    """Each topic's score by its example questions and answer and by its sections alone."""
    examples = np.max(
        [
            _scores(game, _tokens(game, question, other), other) * (1.0 if other == asked_in else OTHER_LANGUAGE)
            for other in LANGS
        ],
        axis=0,
    )
    rules = topic_section_scores(game, tuple(_tokens(game, question, asked_in)), asked_in)
    return (examples + W_SECTIONS * rules) / (1.0 + W_SECTIONS)


@cache
def _examples(game: str) -> dict[tuple[str, ...], int]:
    """Each topic's own example questions, as words (folded), and the topic's index."""
    return {
        tuple(_WORD.findall(fold(q))): i
        for i, t in enumerate(_topics(game))
        for questions in t.questions.values()
        for q in questions
    }


def _listed(game: str, question: str) -> int | None:
    """The topic that lists ``question``, word for word, among its examples: asked as the
    topic itself puts it, the question is answered without weighing how sure the match is."""
    return _examples(game).get(tuple(_WORD.findall(fold(question))))


def ask(game: str, question: str, lang: str | None = None, *, demo: bool = True) -> Answer:
    """Answer ``question`` about the rules of ``game``.

    ``lang`` is the language of the answer (en, pt, de, fr); by default the question's own
    language, or the current one (:func:`ludoteca.core.i18n.get_language`) when that cannot
    be told. ``demo=False`` leaves out the live engine position. A question the assistant
    cannot place with confidence (or one about another game) gets "not sure", with the
    likeliest topics and the sections they cite, rather than a guess.
    """
    if not isinstance(question, str):
        raise TypeError(f"ask a question as text, not {type(question).__name__}")
    if lang is not None and lang not in LANGS:
        raise ValueError(f"lang is one of {', '.join(LANGS)}, not {lang!r:.20}")
    declared = declaration(game)
    asked_in = detect_language(game, question, default=lang)
    lang = lang or asked_in
    if not question.strip():
        return Answer(game, question, lang, None, _label(game, lang, "empty"), (), 0.0, (), None)
    combined, order = _ranking(game, question, asked_in)
    listed = _listed(game, question)
    if listed is not None:
        order = [listed, *(i for i in order if i != listed)]
    ids = [_topics(game)[i].id for i in order]
    score = round(float(combined[order[0]]), 4)
    other = _other_game(game, question)
    if other is not None and not re.search(HERE[asked_in], fold(question)):
        return _not_sure(game, question, lang, ids, score, "other_game", {"game": other.capitalize()})
    reader = declared.reader()
    worked = None if reader is None else reader.work_out(question, asked_in, lang)
    if worked is not None:  # a case the question describes, worked out: its result, not the general rule
        related = tuple(t for t in ids if t != worked.topic)[:3]
        text, cited, kind, missing = worked.text, worked.sections, worked.kind, worked.missing
        return Answer(game, question, lang, worked.topic, text, cited, 1.0, related, None, (), kind, missing)
    beyond = None if listed is not None or reader is None else reader.beyond_rules(question, asked_in)
    if beyond is not None:  # a house rule, a 5th round, a strategy: the rules do not decide it
        key = {"strategy": "not_decided", "unruled": "not_covered"}.get(beyond, "not_sure")
        return _not_sure(game, question, lang, ids, score, key)
    named = _named(reader, question, asked_in)
    pick = preferred(game, question, asked_in, combined, named) if listed is None and declared.prefer else None
    if pick is not None:  # the words call for the best or a close neighbour: it answers at the threshold or clear score
        order = [pick, *(i for i in order if i != pick)]
        ids = [_topics(game)[i].id for i in order]
        score = round(float(combined[pick]), 4)
        if combined[pick] < _least(declared, ids[0] in named and not _unknown(game, question, asked_in)):
            return _not_sure(game, question, lang, ids, score)
    elif listed is None:
        model = declared.coef
        features = None if model is None else _features(game, question, asked_in, combined, order[0])
        confidence = 1.0 if model is None or features is None else _confidence(features, model)
        clear = confidence >= declared.sure and _clear(game, question, asked_in, combined, order[0])
        if not (clear or _sure(game, combined, order[0], confidence=confidence)):
            key = "not_found" if _unknown(game, question, asked_in) else "not_sure"
            return _not_sure(game, question, lang, ids, score, key)
    best = topic(game, ids[0])
    shown = declared.demo(best.demo, lang) if demo and best.demo else None
    others = tuple(round(float(combined[i]), 4) for i in order[1:4])
    is_open = reader is not None and reader.is_open(question, asked_in)
    text = _opening(best.answer[lang], lang) if is_open else best.answer[lang]
    return Answer(game, question, lang, best.id, text, best.sections, score, tuple(ids[1:4]), shown, others)


def _least(declared: AssistantGame, named: bool) -> float:
    """The least score a preferred topic answers with: the threshold or the ``clear`` score,
    or the game's ``named_least`` for a topic the question's words name (``named``: and the
    topics know most of its words), if it declares one."""
    least = min(declared.threshold, declared.clear[0] if declared.clear else 1.0)
    return min(least, declared.named_least) if named and declared.named_least is not None else least


def _named(reader: Any, question: str, lang: str) -> tuple[str, ...]:
    """The topics ``question``'s words name, by the game's reader if it tells them (its optional
    ``named_topics``)."""
    named = getattr(reader, "named_topics", None)
    return () if named is None else tuple(named(question, lang))


def _opening(answer: str, lang: str) -> str:
    """``answer`` without its opening "Yes." or "No." (what an open question, "what happens
    now?", does not ask for), the fact after it leading; a "No" inside the fact ("No clock when
    you play alone") is kept."""
    for word in YES_NO[lang]:
        if re.match(rf"{word}\s?[.,:;!]\s+", answer):
            rest = re.sub(rf"^{word}\s?[.,:;!]\s+", "", answer)
            return rest[:1].upper() + rest[1:]
    return answer


#: A question is told that the rules may not cover it when the topics know less than this share
#: of its words and at least two of them not at all ("who designed the game?"): on the tuning
#: questions that is one in five the rules do not answer and one in sixty of those they do.
UNKNOWN_SHARE, UNKNOWN_WORDS = 0.45, 2


def _unknown(game: str, question: str, asked_in: str) -> bool:
    """Whether ``question`` is mostly words the topics do not know (see :data:`UNKNOWN_SHARE`)."""
    share, unknown, _ = known_share(game, question, asked_in)
    return share < UNKNOWN_SHARE and unknown >= UNKNOWN_WORDS


def prepare(game: str) -> None:
    """Build what answering about ``game`` needs (the indexes of the examples, sections and
    labelled questions: about a second, once per process), so that the first question is as
    quick as the others. :class:`ludoteca.core.assistant_widget.AskRules` calls it when shown."""
    ask(game, topic(game, topics(game)[0]).title["en"], "en", demo=False)


def explain(game: str, topic_id: str, lang: str = "en", *, demo: bool = True) -> Answer:
    """The answer of topic ``topic_id`` in ``lang``, as if asked by its title (what "did you
    mean" offers)."""
    best = topic(game, topic_id)
    shown = declaration(game).demo(best.demo, lang) if demo and best.demo else None
    return Answer(game, best.title[lang], lang, best.id, best.answer[lang], best.sections, 1.0, (), shown)


#: The names a game's ``assistant.py`` offers (each a method of :class:`GameAssistant`).
PUBLIC = ("Answer", "ask", "detect_language", "explain", "labels", "prepare", "topic", "topics")


@dataclass(frozen=True)
class GameAssistant:
    """The assistant of one ``game``, its questions asked without naming the game: what a
    game's ``assistant.py`` offers as its own functions (``ask = API.ask``, ...).

    >>> GameAssistant("luckybox").ask("Combien de manches dure une partie ?").lang
    'fr'
    """

    game: str

    def ask(self, question: str, lang: str | None = None, *, demo: bool = True) -> Answer:
        """Answer ``question`` about the game's rules (see :func:`ludoteca.core.assistant.ask`)."""
        return ask(self.game, question, lang, demo=demo)

    def explain(self, topic_id: str, lang: str = "en", *, demo: bool = True) -> Answer:
        """The answer of topic ``topic_id`` in ``lang``, as if asked by its title."""
        return explain(self.game, topic_id, lang, demo=demo)

    def topics(self) -> list[str]:
        """The ids of every topic of the game, in the order of its data file."""
        return topics(self.game)

    def topic(self, topic_id: str) -> Topic:
        """The topic ``topic_id``; KeyError lists the ids if there is none."""
        return topic(self.game, topic_id)

    def detect_language(self, question: str, default: str | None = None) -> str:
        """The language ``question`` is written in (en, pt, de, fr), as the game's words tell."""
        return detect_language(self.game, question, default)

    def labels(self, lang: str) -> dict[str, str]:
        """The assistant's own words in ``lang``."""
        return labels(self.game, lang)

    def prepare(self) -> None:
        """Build what answering needs, once per process (see :func:`ludoteca.core.assistant.prepare`)."""
        prepare(self.game)
