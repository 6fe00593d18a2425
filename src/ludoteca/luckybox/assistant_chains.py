"""Chains of bonuses: one cross completing a line whose bonus crosses a cell that completes
another; a Number bonus no free cell can take is lost, and when it is the last bonus said, the
chain stops there (it crosses nothing)."""

from __future__ import annotations

from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer, unit
from ludoteca.luckybox.rules import star_points

__all__ = ["completions", "lost_number", "work_chain", "work_lost_number"]


def completions(f: Facts) -> int:
    """How many times the question says a line is completed."""
    return sum(t.kind == "concept" and t.concept == "complete" for t in f.toks)


def work_chain(f: Facts, lang: str) -> Worked:
    """A chain of bonuses from one cross: it goes on while a bonus's cross completes a line;
    a Number bonus whose number no free cell shows is lost (the numbers said to be missing)."""
    last = _lost_last(f)
    if last is not None:  # the chain's last bonus is a Number no free cell shows: it crosses nothing
        text = phrase(lang, "chain_stops", n=last)
        return situation_answer("chain", lang, text, phrase(lang, "rule_chain"), ["chains", "bonus-number"])
    text = phrase(lang, "chain")
    had = _stars_before(f)
    if had is not None:  # "I already had 2 stars this round": the chain's star makes 3
        text = (
            phrase(
                lang, "chain_star", stars=unit(lang, "star", had + 1), points=unit(lang, "point", star_points(had + 1))
            )
            + " "
            + text
        )
    for n in dict.fromkeys(n for n in f.negated if 1 <= n <= 9):
        text += " " + phrase(lang, "chain_lost", n=n)
    anchors = ["chains", *(["bonus-number"] if f.negated else [])]
    if {"star", "moon", "lightning", "double"} & f.concepts:
        anchors.append("bonus-tokens")
    return situation_answer("chain", lang, text, phrase(lang, "rule_chain"), anchors)


def _stars_before(f: Facts) -> int | None:
    """The stars the player already had this round, when the chain's last line pays a star
    (the word for a star after the last line completed) and one count of stars is given."""
    done = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "complete"]
    stars = f.counts.get("star", [])
    if not done or len(stars) != 1 or not 0 <= stars[0] <= 3 or f.negated:
        return None
    paid = any(t.kind == "concept" and t.concept == "star" for t in f.toks[done[-1] :])
    return stars[0] if paid else None


def _lost_last(f: Facts) -> int | None:
    """The Number bonus said lost (no free cell shows it) after the last line said completed,
    if any: nothing it crosses can complete another line."""
    done = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "complete"]
    lost = [
        t.value
        for i, t in enumerate(f.toks)
        if t.kind == "num" and t.value in f.negated and 1 <= t.value <= 9 and done and i > done[-1]
    ]
    return lost[-1] if lost else None


def lost_number(f: Facts) -> int | None:
    """The number of a Number bonus the question says no free cell shows, when it asks whether
    lightning (or keeping it) can save the bonus ("the bonus is an 8, I have no free 8: may I
    pay 1 lightning for a 7?"), and no revealed number is given: that case is a crossing."""
    c = f.concepts
    lost = {n for n in f.negated if 1 <= n <= 9} & _bonus_numbers(f)
    if "bonus" not in c or {"supply", "star", "moon", "double"} & c or f.revealed or len(lost) != 1:
        return None
    return lost.pop() if {"lightning", "pay", "keep"} & c else None


def _bonus_numbers(f: Facts) -> set[int]:
    """The numbers said of a bonus: within a few words after the word bonus ("the bonus is a
    7", "bónus é o número 8", "Zahlen-Bonus 9")."""
    at = [i for i, t in enumerate(f.toks) if "bonu" in t.text]
    return {t.value for i, t in enumerate(f.toks) if t.kind == "num" and any(0 < i - b <= 7 for b in at)}


def work_lost_number(f: Facts, lang: str) -> Worked | None:
    """A Number bonus whose number no free cell shows: lost, whatever lightning is paid."""
    n = lost_number(f)
    if n is None:
        return None
    text = phrase(lang, "bonus_lost", n=n)
    return situation_answer("chain", lang, text, phrase(lang, "rule_number_bonus"), ["bonus-number", "mistakes"])
