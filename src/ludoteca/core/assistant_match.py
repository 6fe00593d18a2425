"""Matching a rules question to the curated topics of a game's rules assistant
(:mod:`ludoteca.core.assistant`): the words of a question as Snowball stems (accents folded,
number words as digits, question framing and the game's own name left out, the game's
synonyms as one word), the topics of the game's ``assistant/topics.json``, and a score 0..1 per
topic from typo-tolerant token similarity (RapidFuzz) weighted by how telling each word is.
Also which language a question is in.

>>> _tokens("luckybox", "Can I spend a bolt on the 4th cell?", "en")  # spend is pay, a bolt lightning
['pay', 'lightn', '4', 'cell']
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

import numpy as np
import snowballstemmer  # type: ignore[import-untyped]
from rapidfuzz import fuzz, process

from ludoteca.core.assistant_game import declaration
from ludoteca.core.i18n import LANGUAGES, get_language
from ludoteca.core.rulebook import Citation, cite

LANGS = tuple(LANGUAGES)  # en, pt, de, fr
#: A topic matched in another language than the question's counts a little less.
OTHER_LANGUAGE = 0.9
#: The parts of a topic's score: its best example question, all its questions together, its answer.
W_PHRASE, W_BAG, W_ANSWER = 0.55, 0.25, 0.20
#: How much a word counts that only ever appears in questions, never in an answer.
FRAMING = 0.4
_STEMMERS = {"en": "english", "pt": "portuguese", "de": "german", "fr": "french"}
#: Words that say nothing about the topic (question words, articles, pronouns, modal verbs).
_STOP = {
    "en": "a an the is are am was be been do does did i im me my you your we us our it its of to in on at for with"
    " and or if what whats which who how when where why can cant cannot could should would will shall there"
    " this that these those any some so then than just please get got have has had about by from as into"
    " many much does it doesnt dont is isnt are arent happens happen mean tell were being has having they them"
    " their he she his her him also still really actually ok okay anything something",
    "pt": "o a os as um uma uns umas de do da dos das em no na nos nas num numa e é ou que se quem como qual quais"
    " quanto quanta quantos quantas para por pelo pela com sem eu tu ele ela me te mim meu minha meus minhas"
    " teu tua seu sua isto isso este esta esse essa há ser são foi ao aos à às já mas posso pode podem"
    " devo tenho tens é agora então acontece sobre lá aí estou está estão sou és somos tem têm temos ter vai"
    " vou também ainda muito muita algum alguma alguns algumas coisa pra pro você vocês afinal cá",
    "de": "der die das den dem des ein eine einen einem einer und oder ist sind was wie wer wann wo warum ich du er"
    " sie es wir ihr mich mir dich dir mein meine meinen dein deine kann darf muss man zu im in am an auf für"
    " mit von bei gibt noch auch so dann denn ja nicht passiert bitte bin bist war wird werden diese dieser"
    " dieses ob schon eigentlich etwas irgendwas hat hast habe haben",
    "fr": "le la les l un une des de du d à a au aux et ou que qu qui quoi quel quelle quels quelles comment combien"
    " est c ce cette ces ça en on je j tu il elle nous vous me m te t se s ma mon mes ta ton tes sa son ses"
    " pour par sur dans avec y pas ne n puis peux peut peuvent faut fait faire svp passe-t-il alors suis es"
    " sont ai as avons avez ont être avoir vais va vont aussi encore très moi toi lui cela ceci quelque chose où",
}
_QMARK = {"en": " question mark ", "pt": " interrogação ", "de": " Fragezeichen ", "fr": " interrogation "}
_WORD = re.compile(r"\w+")
#: Set phrases that only frame a question ("what happens", "is it that").
_FRAMES = {
    "en": re.compile(r"\bwhat happens\b|\bhow does it work\b"),
    "pt": re.compile(r"\bo que (?:é que )?(?:acontece|se passa)\b|\bé que\b"),
    "de": re.compile(r"\bwas passiert\b|\bwie funktioniert\b"),
    "fr": re.compile(r"\bse passe(?:-t-il|-t-elle)?\b|\best-ce que?\b|\bqu'est-ce que?\b"),
}
#: Number words and ordinals, folded, as digits ("fourth", "quarta", "quatrième", "vierte" -> "4").
_NUMBERS = {
    "en": "one first|two second|three third|four fourth|five fifth|six sixth|seven seventh|eight eighth|nine ninth",
    "pt": "primeiro primeira|dois duas segundo segunda|tres terceiro terceira|quatro quarto quarta|cinco quinto quinta"
    "|seis sexto sexta|sete setimo setima|oito oitavo oitava|nove nono nona",
    "de": "eins erste ersten erster|zwei zweite zweiten|drei dritte dritten|vier vierte vierten|funf funfte funften"
    "|sechs sechste|sieben siebte|acht achte|neun neunte",
    "fr": "premier premiere|deux deuxieme second seconde|trois troisieme|quatre quatrieme|cinq cinquieme"
    "|six sixieme|sept septieme|huit huitieme|neuf neuvieme",
}
_ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th|e|eme|er|re|a|o|te|ter)?$")


def fold(text: str) -> str:
    """Lower case without accents ("Éclair" -> "eclair", "Größe" -> "grosse")."""
    text = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(ch for ch in text if not unicodedata.combining(ch))


@cache
def _stemmer(lang: str) -> Any:
    return snowballstemmer.stemmer(_STEMMERS[lang])


@cache
def _stopwords(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in _STOP[lang].split())


def _listed_stop(lang: str, word: str) -> bool:
    """Whether ``word``, whose folded form is a stop word, is one as written: an accent the
    stop words do not have makes another word (French "dés", dice, is not "des")."""
    word = word.lower()
    return word == fold(word) or word in _raw_stopwords(lang)


@cache
def _raw_stopwords(lang: str) -> frozenset[str]:
    return frozenset(_STOP[lang].split())


@lru_cache(maxsize=65536)
def _stem(lang: str, word: str) -> str:
    """The folded Snowball stem of ``word`` (cached: the stemmer is pure Python)."""
    return fold(_stemmer(lang).stemWord(word))


@cache
def _number_words(lang: str) -> dict[str, str]:
    return {word: str(n) for n, words in enumerate(_NUMBERS[lang].split("|"), 1) for word in words.split()}


@cache
def _synonyms(game: str, lang: str) -> dict[str, str]:
    """Stem -> the stem of its group's first word, for the synonyms ``game`` declares."""
    out: dict[str, str] = {}
    for group in filter(None, declaration(game).synonyms.get(lang, "").split("|")):
        words = group.split()
        for word in words:
            out.setdefault(_stem(lang, word), _stem(lang, words[0]))
    return out


@cache
def _game_name(game: str) -> re.Pattern[str]:
    return re.compile(declaration(game).name)


@cache
def _fillers(game: str, lang: str) -> re.Pattern[str]:
    """The greetings and polite framing ``game`` declares in ``lang`` (none: a pattern matching nothing)."""
    return re.compile(declaration(game).fillers.get(lang) or r"(?!)")


@cache
def _mark_inside(game: str) -> re.Pattern[str]:
    """A "?" inside a sentence: followed by a word, or for a game that asks for it
    (``quoted_mark``) also in quotes or joined by a hyphen ("„?“-Bonus")."""
    return re.compile(r"\?(?=[\s\"'“”„«»‘’-]*\w)" if declaration(game).quoted_mark else r"\?(?=\s*\w)")


def _tokens(game: str, text: str, lang: str) -> list[str]:
    """The telling words of ``text`` (about ``game``) as folded Snowball stems, in order,
    without repeats; numbers, number words and ordinals as digits."""
    text = _mark_inside(game).sub(_QMARK[lang], text)  # a "?" inside a sentence is the "?" bonus
    text = _FRAMES[lang].sub(" ", _game_name(game).sub(" ", _fillers(game, lang).sub(" ", text.lower())))
    stop, numbers = _stopwords(lang), _number_words(lang)
    out: list[str] = []
    for word in _WORD.findall(text):
        folded = fold(word)
        digits = _ORDINAL.match(folded)
        if digits or folded in numbers:
            token = digits.group(1) if digits else numbers[folded]
        elif (folded in stop and _listed_stop(lang, word)) or len(word) < 2:
            continue
        else:
            token = _stem(lang, word)
            token = _synonyms(game, lang).get(token, token)
        if token not in out:
            out.append(token)
    return out


# -- the curated topics ------------------------------------------------------------------
@dataclass(frozen=True)
class Topic:
    """One question the assistant can answer: ``sections`` cites the sections of the shipped
    rules (``docs/rules/<lang>/<game>.md``) it comes from, ``demo`` names a live demonstration
    (the game's ``demos``, see :class:`ludoteca.core.assistant_game.AssistantGame`)."""

    id: str
    sections: tuple[Citation, ...]
    demo: str | None
    related: tuple[str, ...]
    title: dict[str, str]
    questions: dict[str, tuple[str, ...]]
    answer: dict[str, str]


def data_file(game: str, name: str) -> Any:
    """The file ``name`` of ``game``'s assistant data folder (a resource: ``read_text``, ``open``)."""
    return resources.files(declaration(game).package).joinpath("assistant").joinpath(name)


@cache
def _data(game: str) -> dict[str, Any]:
    return json.loads(data_file(game, "topics.json").read_text("utf-8"))


@cache
def _topics(game: str) -> tuple[Topic, ...]:
    return tuple(
        Topic(
            t["id"],
            tuple(cite(game, anchor) for anchor in t["sections"]),
            t["demo"],
            tuple(t["related"]),
            dict(t["title"]),
            {k: tuple(v) for k, v in t["questions"].items()},
            dict(t["answer"]),
        )
        for t in _data(game)["topics"]
    )


def topics(game: str) -> list[str]:
    """The ids of every topic of ``game``, in the order of the data file."""
    return [t.id for t in _topics(game)]


@cache
def _by_id(game: str) -> dict[str, Topic]:
    return {t.id: t for t in _topics(game)}


def topic(game: str, topic_id: str) -> Topic:
    """The topic ``topic_id`` of ``game``; KeyError lists the ids if there is none."""
    found = _by_id(game).get(topic_id)
    if found is None:
        raise KeyError(f"no topic {topic_id!r:.40}; the topics are: {', '.join(topics(game))}")
    return found


def _label(game: str, lang: str, key: str) -> str:
    return _data(game)["labels"][lang][key]


def labels(game: str, lang: str) -> dict[str, str]:
    """The assistant's own words in ``lang`` (for the "Ask the rules" widget)."""
    return dict(_data(game)["labels"][lang])


# -- matching ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Index:
    """Every example question of one language, as rows of an incidence matrix over the
    language's vocabulary of stems (questions and answers), with a weight per stem."""

    vocab: list[str]
    weight: np.ndarray  # (V,) how telling each stem is
    phrases: np.ndarray  # (P, V) 0/1
    owner: np.ndarray  # (P,) topic index of each phrase
    bags: np.ndarray  # (T, V) 0/1: every stem of the topic's questions
    answers: np.ndarray  # (T, V) 0/1: every stem of the topic's answer
    lengths: np.ndarray  # (V,)


@cache
def _index(game: str, lang: str) -> _Index:
    rows: list[list[str]] = []
    owner: list[int] = []
    for i, t in enumerate(_topics(game)):
        for text in (t.title[lang], *t.questions[lang]):
            rows.append(_tokens(game, text, lang))
            owner.append(i)
    said = [_tokens(game, t.answer[lang], lang) for t in _topics(game)]
    vocab = sorted({w for row in rows + said for w in row})
    where = {w: j for j, w in enumerate(vocab)}

    def matrix(lists: list[list[str]]) -> np.ndarray:
        out = np.zeros((len(lists), len(vocab)))
        for r, words in enumerate(lists):
            out[r, [where[w] for w in words]] = 1.0
        return out

    phrases, answers = matrix(rows), matrix(said)
    n_topics = len(_topics(game))
    bags = np.zeros((n_topics, len(vocab)))
    for p, i in enumerate(owner):
        bags[i] = np.maximum(bags[i], phrases[p])
    # Inverse document frequency over topics (questions and answer together); a word the
    # answers never use is a way of asking ("what is it for"), not a game word: it counts less.
    df = np.maximum(bags, answers).sum(axis=0)
    weight = np.log(1.0 + n_topics / df) * np.where(answers.sum(axis=0) > 0, 1.0, FRAMING)
    return _Index(vocab, weight, phrases, np.array(owner), bags, answers, np.array([len(w) for w in vocab]))


@lru_cache(maxsize=64)
def _near(game: str, tokens: tuple[str, ...], lang: str) -> np.ndarray:
    """:func:`_similarity` of ``tokens`` to ``lang``'s vocabulary, kept for the next call."""
    index = _index(game, lang)
    return _similarity(list(tokens), index.vocab, index.lengths)


def _similarity(tokens: list[str], vocab: list[str], lengths: np.ndarray) -> np.ndarray:
    """(Q, V) similarity 0..1 of each query stem to each vocabulary stem: typo-tolerant for
    longer words, exact for short ones, and a word inside a compound counts ("stern" in
    "sternwert")."""
    ratio = process.cdist(tokens, vocab, scorer=fuzz.ratio, dtype=np.float32) / 100.0
    partial = process.cdist(tokens, vocab, scorer=fuzz.partial_ratio, dtype=np.float32) / 100.0
    qlen = np.array([len(t) for t in tokens])[:, None]
    short = np.minimum(qlen, lengths[None, :])
    sim = np.where(ratio >= np.where(short < 6, 0.85, 0.8), ratio, 0.0)  # "rund" is no typo of "erfund"
    sim = np.where(short < 4, (ratio == 1.0).astype(float), sim)
    compound = (short >= 4) & (np.abs(qlen - lengths[None, :]) >= 3) & (partial == 1.0)
    return np.maximum(sim, np.where(compound, 0.8, 0.0))


def _scores(game: str, tokens: list[str], lang: str) -> np.ndarray:
    """A score 0..1 per topic for the query stems ``tokens`` against ``lang``'s topics."""
    phrase, bag, answer = parts(game, tuple(tokens), lang)
    return W_PHRASE * phrase + W_BAG * bag + W_ANSWER * answer


@lru_cache(maxsize=64)
def parts(game: str, tokens: tuple[str, ...], lang: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The three parts of each topic's score (0..1): how well its closest example question,
    all its questions together and its answer cover the query stems ``tokens``."""
    index = _index(game, lang)
    n_topics = len(_topics(game))
    if not tokens:
        return np.zeros(n_topics), np.zeros(n_topics), np.zeros(n_topics)
    sim = _near(game, tokens, lang)
    known = sim.max(axis=1) > 0
    # A word we know weighs what its best match weighs; an unknown word weighs the median,
    # so a question about something else entirely scores low.
    weight = np.where(known, index.weight[sim.argmax(axis=1)], float(np.median(index.weight)))
    total = weight.sum()
    cols = np.flatnonzero(sim.max(axis=0))  # only the stems the question reaches matter
    near = sim[:, cols]

    def coverage(rows: np.ndarray) -> np.ndarray:
        """How much of the question each row (a set of stems) covers, 0..1."""
        if not len(cols):
            return np.zeros(len(rows))
        return weight @ (near[:, None, :] * rows[None, :, cols]).max(axis=2) / total

    mass = index.phrases @ index.weight
    covered = (index.phrases[:, cols] @ (index.weight[cols] * near.max(axis=0))) / np.maximum(mass, 1e-9)
    phrase = 0.65 * coverage(index.phrases) + 0.35 * covered
    best = np.zeros(n_topics)
    np.maximum.at(best, index.owner, phrase)
    return best, coverage(index.bags), coverage(index.answers)


def detect_language(game: str, question: str, default: str | None = None) -> str:
    """The language ``question`` is written in (en, pt, de, fr), from its function words and
    the game words it uses; ``default`` (the current language) when nothing tells."""
    default = default or get_language()
    words = [fold(w) for w in _WORD.findall(question.lower())]
    votes = {}
    for lang in LANGS:
        vocab = _vocab(game, lang)
        votes[lang] = sum(w in _stopwords(lang) for w in words) + sum(t in vocab for t in _tokens(game, question, lang))
    top = max(votes.values())
    if top == 0:
        return default
    tied = [lang for lang in LANGS if votes[lang] == top]
    if default in tied or len(tied) == 1:
        return default if default in tied else tied[0]
    # Words shared by two languages ("tu", "que") tie: the spelling of the other words decides.
    return max(tied, key=lambda lang: _spelling_score(game, question, lang))


@cache
def _trigrams(game: str, lang: str) -> tuple[dict[str, float], float]:
    """How often each three-letter run occurs in ``lang``'s topic texts (log share), and the
    log share given to a run they never use."""
    counts: dict[str, int] = {}
    for t in _topics(game):
        for text in (t.title[lang], *t.questions[lang], t.answer[lang]):
            for run in _runs(text):
                counts[run] = counts.get(run, 0) + 1
    total = sum(counts.values()) + len(counts) + 1
    return {run: float(np.log((n + 1) / total)) for run, n in counts.items()}, float(np.log(1 / total))


def _runs(text: str) -> list[str]:
    """The three-letter runs of each word of ``text``, its edges marked ("_tu_" gives _tu, tu_)."""
    return [w[i : i + 3] for word in _WORD.findall(text.lower()) for w in [f"_{word}_"] for i in range(len(w) - 2)]


def _spelling_score(game: str, question: str, lang: str) -> float:
    """How likely ``question``'s spelling is in ``lang``: the log share of its letter runs."""
    table, unseen = _trigrams(game, lang)
    return sum(table.get(run, unseen) for run in _runs(question))


@cache
def _vocab(game: str, lang: str) -> frozenset[str]:
    return frozenset(_index(game, lang).vocab)


def known_share(game: str, question: str, lang: str) -> tuple[float, int, int]:
    """How much of ``question`` the topics of ``lang`` know: the share of its words' weight
    that matches some word of theirs, how many of its words match none, and how many it has."""
    tokens = _tokens(game, question, lang)
    if not tokens:
        return 0.0, 0, 0
    index = _index(game, lang)
    sim = _near(game, tuple(tokens), lang)
    known = sim.max(axis=1) > 0
    weight = np.where(known, index.weight[sim.argmax(axis=1)], float(np.median(index.weight)))
    return float(weight[known].sum() / weight.sum()), int((~known).sum()), len(tokens)
