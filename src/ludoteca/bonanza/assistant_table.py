"""A table's own numbers asked about, for the rules assistant: how many players a table takes, the
turn clock's time, and how many turns a game of so many players lasts, read from the question's
words and checked with the engine itself (a :class:`ludoteca.bonanza.game.Game` is opened with that
many seats and that clock, and refuses what the rules refuse).

>>> table_asked("on veut jouer a 5 et mettre le chrono a 2 minutes par tour, c'est possible ?", "fr")
(5, 120)
>>> seats_fit(5), clock_fits(3, 120), clock_fits(3, 60), clock_fits(1, 60)
(False, False, True, False)
>>> turns_in_all(4)
52
"""

from __future__ import annotations

import re

from ludoteca.bonanza.rules import BOXES

__all__ = ["clock_choices", "clock_fits", "most_players", "seats_fit", "table_asked", "turns_asked", "turns_in_all"]

#: Counts of players as words (folded), per language, up to ten: more than a table takes too.
_WORDS = {
    "en": "two three four five six seven eight nine ten",
    "pt": "dois tres quatro cinco seis sete oito nove dez",
    "de": "zwei drei vier funf sechs sieben acht neun zehn",
    "fr": "deux trois quatre cinq six sept huit neuf dix",
}
_COUNTS = {lang: dict(zip(re.findall(r"\w+", words), range(2, 11), strict=True)) for lang, words in _WORDS.items()}
_COUNTS["pt"]["duas"] = 2
_COUNTS["de"] |= dict(zip(("zweit", "dritt", "viert", "funft", "sechst", "siebt"), range(2, 8), strict=True))
_N = {lang: "|".join([*words, r"\d{1,2}"]) for lang, words in _COUNTS.items()}
#: How many play, said outright (the count is the one group that matched).
_PLAYERS = {
    "en": r"\b({n})(?: |-)(?:players?|people|of us)\b|\bwe(?: are|'re| were| will be) ({n})\b"
    r"|\bplay (?:with|as) ({n})\b|\b(?:game|table|match) (?:for|with|of) ({n})\b",
    "pt": r"\b({n}) (?:jogador(?:es)?|pessoas?)\b|\b(?:somos|seremos|eramos) ({n})\b|\bjogar (?:a|em) ({n})\b"
    r"|\b(?:jogo|partida|mesa) (?:a|de|com) ({n})\b",
    "de": r"\b({n}) (?:spieler\w*|personen|leute)\b|\bwir (?:sind|waren) ({n})\b|\bzu ({n})\b",
    "fr": r"\b({n}) joueurs?\b|\b({n}) personnes?\b|\bnous (?:sommes|serons) ({n})\b|\bjouer a ({n})\b"
    r"|\bon (?:est|sera) ({n})\b|\b(?:partie|table) a ({n})\b",
}
#: A time said for the turn clock: seconds, or minutes (the number or word first).
_SECONDS = r"\b(\d{1,3})\s*(?:s|sec|secs|seconds?|segundos?|sek|sekunden|secondes?)\b"
_MINUTES = {
    "en": r"\b(\d{1,2}|one|two|three|five) ?(?:min|mins|minutes?)\b",
    "pt": r"\b(\d{1,2}|um|dois|tres|cinco) ?(?:min|minutos?)\b",
    "de": r"\b(\d{1,2}|eine|zwei|drei|funf) ?(?:min|minuten?)\b",
    "fr": r"\b(\d{1,2}|une|deux|trois|cinq) ?(?:min|minutes?)\b",
}
_MINUTE_WORDS = {"one": 1, "um": 1, "eine": 1, "une": 1, "two": 2, "dois": 2, "zwei": 2, "deux": 2}
_MINUTE_WORDS |= {"three": 3, "tres": 3, "drei": 3, "trois": 3, "five": 5, "cinco": 5, "funf": 5, "cinq": 5}
#: The clock named, so that a time said is the turn clock's.
_CLOCK = {
    "en": r"\b(?:clock|timer|time limit|per turn|a turn|each turn)\b",
    "pt": r"\b(?:relogio|cronometro|tempo limite|por jogada|cada jogada|por vez)\b",
    "de": r"\b(?:uhr|zuguhr|timer|zeitlimit|pro zug|je zug|jeden zug)\b",
    "fr": r"\b(?:chrono\w*|minuteur|temps limite|par tour|chaque tour)\b",
}
#: Asking how many turns a game lasts.
_HOW_MANY_TURNS = {
    "en": r"\bhow many (?:turns|rounds|goes)\b",
    "pt": r"\bquant[ao]s (?:jogadas|rondas|rodadas|turnos)\b",
    "de": r"\bwie ?viele (?:zuge|runden)\b",
    "fr": r"\bcombien de (?:tours|manches)\b",
}


def most_players() -> int:
    """The most players a game takes, as the engine has it."""
    from ludoteca.bonanza.game import Game  # the engine loads on the first such question

    return Game.max_players


def clock_choices() -> tuple[int, ...]:
    """The turn clock's times a table may pick, in seconds, as the engine has them."""
    from ludoteca.bonanza.game import TURN_SECONDS

    return tuple(t for t in TURN_SECONDS if t is not None)


def _count(word: str, lang: str) -> int | None:
    return int(word) if word.isdigit() else _COUNTS[lang].get(word)


def _players(text: str, lang: str) -> int | None:
    found = re.search(_PLAYERS[lang].format(n=_N[lang]), text)
    return None if found is None else _count(next(g for g in found.groups() if g), lang)


def _seconds(text: str, lang: str) -> int | None:
    if not re.search(_CLOCK[lang], text):
        return None
    if seconds := re.search(_SECONDS, text):
        return int(seconds.group(1))
    minutes = re.search(_MINUTES[lang], text)
    if minutes is None:
        return None
    word = minutes.group(1)
    return 60 * (int(word) if word.isdigit() else _MINUTE_WORDS[word])


def table_asked(text: str, lang: str) -> tuple[int | None, int | None]:
    """How many players and how many seconds a turn a question (folded) says it wants."""
    return _players(text, lang), _seconds(text, lang)


def turns_asked(text: str, lang: str) -> int | None:
    """How many players a question (folded) asking how many turns a game lasts says, if it says."""
    return _players(text, lang) if re.search(_HOW_MANY_TURNS[lang], text) else None


def seats_fit(seats: int) -> bool:
    """Whether the engine opens a game of ``seats`` players."""
    from ludoteca.bonanza.game import Game

    try:
        Game(seats)
    except ValueError:
        return False
    return True


def clock_fits(seats: int, seconds: int) -> bool:
    """Whether the engine opens a game of ``seats`` (one alone) with ``seconds`` a turn."""
    from ludoteca.bonanza.game import Game

    try:
        Game(max(1, min(seats, Game.max_players)), turn_seconds=seconds)
    except ValueError:
        return False
    return True


def turns_in_all(seats: int) -> int:
    """The turns a game of ``seats`` players lasts when no one gives up: one a box of each sheet."""
    return seats * len(BOXES)
