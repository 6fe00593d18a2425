"""A player who leaves the table, in the final order: placed after everyone who stayed, whatever
their points, and among those who left, the one who left later first; worked out with the
table's own ranking (:func:`ludoteca.core.seats.rank`, as the end of a game ranks its seats).

>>> from ludoteca.luckybox.assistant_reading import read
>>> facts = read("Two left: Ann in round 2, Bob in round 3. Ann had 80 points. Order?", "en")
>>> work_leaving(facts, "en").text.split("\\n")[0].split("; ")[1]
'between them, the one who left in round 3 is ahead of the one who left in round 2, whatever their points.'
"""

from __future__ import annotations

from ludoteca.core.seats import rank
from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer
from ludoteca.luckybox.rules import ROUNDS

__all__ = ["work_leaving"]


def work_leaving(facts: Facts, lang: str) -> Worked:
    """Where those who left are placed: one leaver after all who stayed; two, by when they left."""
    rounds = [r for r in dict.fromkeys(facts.rounds) if 1 <= r <= ROUNDS]
    rule = phrase(lang, "rule_leaving")
    if len(rounds) >= 2:  # two leavers, each with the round they left in
        first, second = rounds[:2]
        order = rank(["a", "b"], [0, 0], gave_up=[True, True], gave_up_order=[first, second])
        ahead, behind = (first, second) if order[0]["name"] == "a" else (second, first)
        text = phrase(lang, "leavers_order", ahead=ahead, behind=behind)
        return situation_answer("leaving", lang, text, rule, ["leaving"])
    order = rank(["stayed", "left"], [0, 1], gave_up=[False, True])  # more points, and still after
    assert order[-1]["name"] == "left"
    return situation_answer("leaving", lang, phrase(lang, "leaver_last"), rule, ["leaving", "moons"])
