"""Plain counts a question asks for ("how many moons are in the box?", "combien de manches ?",
"wie viele Spieler?"), answered with the engine's own figures, the count asked first: the
rounds and numbers a round reveals (:data:`ludoteca.luckybox.rules.ROUNDS`,
:data:`~ludoteca.luckybox.rules.REVEALS`), the tokens in the box (:class:`~ludoteca.luckybox.rules.Rules`)
and the players a table takes (:class:`ludoteca.luckybox.game.Game`, one box up to the count
where it doubles the supply).

>>> work_count(read("How many moons are in the box?", "en"), "en").text.splitlines()[0]
'The box holds 24 moons and 30 lightning: one supply for all the players, twice that from 7 players.'
"""

from __future__ import annotations

from functools import cache

from ludoteca.luckybox.assistant_reading import Facts, read, vocabulary
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer
from ludoteca.luckybox.rules import REVEALS, ROUNDS, Rules

__all__ = ["read", "work_count"]

#: Nouns whose count the question may ask; any other noun makes it a question about that.
_ASKED = ("moon", "round", "player")
#: Concepts that make a count a situation, or another question, rather than the plain figure.
_OTHER = frozenset(
    {"star", "grid", "cell", "points", "lightning", "solo", "start", "bonus", "double", "leaver", "arena", "win"}
    | {"each", "both", "end", "cross", "tie", "rank", "cost", "chain", "reveal", "deal", "beyond", "house", "unruled"}
)


@cache
def _boxes() -> tuple[int, int]:
    """The most players one box serves and the most a table takes, as the engine deals them."""
    from ludoteca.luckybox.game import Game

    most = Game.max_players
    one = max(n for n in range(1, most + 1) if _moons_for(n) == Rules().moon_supply)
    return one, most


def _moons_for(players: int) -> int:
    from ludoteca.luckybox.game import Game

    return Game([f"p{i}" for i in range(players)], seed=0).supply["moon"]


def _told(kind: str, say: str, text: str, anchors: list[str]) -> Worked:
    """The count first, then the whole card of the topic it belongs to (all it says of the box)."""
    from ludoteca.luckybox.assistant import topic
    from ludoteca.luckybox.assistant_words import KINDS

    return situation_answer(kind, say, text, topic(KINDS[kind]).answer[say], anchors)


def _counted(f: Facts) -> str | None:
    """The noun right after "how many" ("combien de manches", "wie viele Spieler"), if a game's."""
    vocab = vocabulary(f.lang)
    skip = vocab.glue | vocab.filler | vocab.articles
    for i, t in enumerate(f.toks):
        if t.concept != "how_many":
            continue
        after = [u for u in f.toks[i + 1 : i + 4] if not (u.kind == "word" and u.text in skip)][:1]
        return after[0].concept if after else None
    return None


#: What makes "how many lightning at the start?" another question: a case, a bonus, the end.
_NOT_START = frozenset({"star", "moon", "grid", "cell", "points", "bonus", "double", "arena", "end", "supply", "cost"})


def _start_lightning(f: Facts, say: str) -> Worked | None:
    """How many lightning each player starts with, asked with no numbers ("quantos raios recebe
    cada jogador no início?"): the engine's starting lightning and the box's supply."""
    c = f.concepts
    plain = not (f.counts or f.revealed or f.rounds or f.bare or f.nth)
    if not ({"how_many", "start"} <= c and _counted(f) == "lightning" and plain) or c & _NOT_START:
        return None
    rules = Rules()
    text = phrase(say, "count_start", each=rules.start_lightning)
    return _told("count_lightning", say, text, ["components", "setup"])


def work_count(f: Facts, say: str) -> Worked | None:
    """The count the question asks for, if it asks only how many moons, rounds or players, or
    how many lightning each player starts with."""
    c = f.concepts
    start = _start_lightning(f, say)
    if start is not None:
        return start
    asked = [n for n in _ASKED if n in c]
    if "how_many" in c and _counted(f) not in _ASKED:  # "how many turns per round": not the rounds
        return None
    numbers = f.counts or f.revealed or f.rounds or f.bare
    if "how_many" not in c and not ("most" in c and asked == ["player"]):
        return None
    if len(asked) != 1 or numbers or c & _OTHER:
        return None
    rules = Rules()
    if asked == ["moon"]:
        text = phrase(
            say, "count_moons", moons=rules.moon_supply, lightning=rules.lightning_supply, more=_boxes()[0] + 1
        )
        return _told("count_moons", say, text, ["components", "supply"])
    if asked == ["round"] and sum(t.concept in ("round", "per_round") for t in f.toks) > 1:
        return None  # "combien de tours dans une manche": turns of a round, not the rounds
    if asked == ["round"]:
        text = phrase(say, "count_rounds", rounds=ROUNDS, reveals=REVEALS, total=ROUNDS * REVEALS)
        return _told("count_rounds", say, text, ["box", "turn-reveal", "components"])
    one, most = _boxes()
    text = phrase(say, "count_players", one=one, more=one + 1, most=most)
    return _told("count_players", say, text, ["box"])
