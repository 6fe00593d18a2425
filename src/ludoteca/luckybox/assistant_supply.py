"""The shared supply: what a token bonus gives when the supply is short
(:func:`ludoteca.luckybox.hands.supply_take`), and what the supply holds once every player has
taken the starting lightning (the engine's own set-up of a game of that many players)."""

from __future__ import annotations

from functools import cache

from ludoteca.luckybox.assistant_reading import Facts, Tok
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer, unit
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.hands import supply_take
from ludoteca.luckybox.rules import Rules

__all__ = ["supply_count", "work_start", "work_supply"]


def work_supply(facts: Facts, lang: str) -> Worked | None:
    f = facts
    if "star" in f.concepts and "lightning" not in f.concepts and "moon" not in f.concepts:
        return situation_answer(
            "supply", lang, phrase(lang, "supply_star"), phrase(lang, "rule_supply"), ["supply", "bonus-tokens"]
        )
    if f.counts.get("moon") and f.counts.get("lightning") and "bonus" in f.concepts:  # both kinds, each its own
        moon = work_supply(Facts(f.lang, f.concepts - {"lightning"}, {"moon": f.counts["moon"]}), lang)
        light = work_supply(Facts(f.lang, f.concepts - {"moon"}, {"lightning": f.counts["lightning"]}), lang)
        if moon and light and not (moon.missing or light.missing):
            text = moon.text.split("\n\n")[0] + " " + light.text.split("\n\n")[0]
            return situation_answer("supply", lang, text, phrase(lang, "rule_supply"), ["supply"])
    if "moon" in f.concepts and "lightning" not in f.concepts:
        kind, token, numbers = "moon", "moon", f.counts.get("moon", [])
    elif "lightning" in f.concepts:
        double = "double" in f.concepts or 2 in f.counts.get("lightning", [])[1:]
        kind, token, numbers = ("lightning2" if double else "lightning"), "lightning", f.counts.get("lightning", [])
    else:
        return None
    near = _supply_said(f)
    if near is None and "nearly_empty" in f.concepts and not numbers:
        return None  # "almost empty", no count said: the rule itself answers
    if near is not None and "empty" not in f.concepts:  # "im Vorrat ist nur noch 1", whatever I hold
        left: int | None = near
    elif "empty" in f.concepts or "none" in f.concepts or 0 in numbers:
        left = 0
    else:
        left = min(numbers) if numbers else f.bare[0] if f.bare else None
    rule = phrase(lang, "rule_supply")
    if near is None and "empty" not in f.concepts and 0 not in numbers and f.count("player") is not None:
        return None  # the supply follows from the players and what they took: not worked out here
    if left is None:
        return situation_answer("supply", lang, phrase(lang, "ask_supply"), rule, ["supply"], "supply")
    paid = _paid(f) if token == "lightning" else 0
    before = phrase(lang, "supply_paid", paid=unit(lang, token, paid), left=unit(lang, token, left + paid))
    left += paid
    take = supply_take(kind, {"lightning": left, "moon": left})[token]
    wants = supply_take(kind, {"lightning": 99, "moon": 99})[token]
    gets = unit(lang, token, take)
    if take == 0:
        text = phrase(lang, "supply_empty", bonus=phrase(lang, f"bonus_{kind}"))
    elif take < wants:
        text = phrase(
            lang,
            "supply_short",
            bonus=phrase(lang, f"bonus_{kind}"),
            take=gets,
            left=unit(lang, token, left),
            lost=wants - take,
        )
    else:
        text = phrase(
            lang, "supply_enough", bonus=phrase(lang, f"bonus_{kind}"), take=gets, left=unit(lang, token, left)
        )
    return situation_answer(
        "supply", lang, (before if paid else "") + text, rule, ["supply", "lightning"] if paid else ["supply"]
    )


def _paid(f: Facts) -> int:
    """The lightning the question says was paid this turn ("I pay 2 for a jump"): paid tokens
    are back in the supply before the bonus they help complete is taken."""
    at = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "pay"]
    near = [
        (abs(i - j), t.value)
        for j in at
        for i, t in enumerate(f.toks)
        if t.kind == "num" and t.role in ("lightning", "bare") and 1 <= t.value <= 8 and abs(i - j) <= 2
    ]
    return min(near)[1] if near else 0


def supply_count(f: Facts) -> int | None:
    """How many tokens the question says the supply holds, said after it ("the supply holds 1
    lightning", "a reserva tem 1 raio"; not "2 tokens from the supply"), if it says."""
    at = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "supply"]
    after = [
        (j - i, t.value)
        for i in at
        for j, t in enumerate(f.toks)
        if t.kind == "num" and t.role in ("lightning", "moon", "bare") and 0 < j - i <= 4 and _same_clause(f.toks, i, j)
    ]
    return min(after)[1] if after else None


def _supply_said(f: Facts) -> int | None:
    """The number said next to the supply ("the supply has only 1 left", "nur noch 1 im Vorrat"),
    if any: the nearest in the supply's own clause ("Blitze 0, Vorrat hat noch 1": the 1), or else
    the nearest."""
    at = [i for i, t in enumerate(f.toks) if t.kind == "concept" and t.concept == "supply"]
    near = [
        (not _same_clause(f.toks, i, j), abs(i - j), t.value)
        for j in at
        for i, t in enumerate(f.toks)
        if t.kind == "num" and t.role in ("lightning", "moon", "bare") and 0 <= t.value <= 99 and abs(i - j) <= 4
    ]
    return min(near)[2] if near else None


#: What ends a clause: a number across one is said of something else.
_CLAUSE_END = (",", ";", ".", "?", "!")


def _same_clause(toks: list[Tok], i: int, j: int) -> bool:
    """Whether tokens ``i`` and ``j`` stand in one clause (no comma or full stop between them)."""
    low, high = sorted((i, j))
    return not any(t.kind == "sep" and t.text in _CLAUSE_END for t in toks[low + 1 : high])


def work_start(facts: Facts, lang: str) -> Worked | None:
    """The shared supply once every player has taken the starting lightning, as the engine sets
    up a game of that many players (two boxes' worth from 7 players on)."""
    players = facts.count("player")
    if players is None or not 2 <= players <= 12:
        return None
    rules = Rules()
    supply = _start_supply(players)
    taken = players * rules.start_lightning
    text = phrase(
        lang,
        "supply_start",
        players=players,
        total=unit(lang, "lightning", supply["lightning"] + taken),
        moons=unit(lang, "moon", supply["moon"]),
        each=rules.start_lightning,
        taken=taken,
        left=unit(lang, "lightning", supply["lightning"]),
    )
    if supply["moon"] > rules.moon_supply:
        text += " " + phrase(lang, "two_boxes")
    rule = phrase(
        lang, "rule_start", each=rules.start_lightning, lightning=rules.lightning_supply, moons=rules.moon_supply
    )
    return situation_answer("start", lang, text, rule, ["setup", "components"])


@cache
def _start_supply(players: int) -> dict[str, int]:
    return dict(Game(players=players, seed=0).supply)
