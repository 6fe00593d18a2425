"""Getting grids: how many grids each player is offered and keeps at the start of a round, and
what that makes for the whole table, from the rules variant's own deal
(:meth:`ludoteca.luckybox.rules.Rules.deal`).

>>> from ludoteca.luckybox.assistant_reading import read
>>> facts = read("Arena, round 1, 4 players: how many grids are offered and discarded in all?", "en")
>>> work_deal(facts, "en").text.partition(". ")[2].partition(".")[0]
'With 4 players that makes 24 grids offered, 12 kept and 12 discarded'
"""

from __future__ import annotations

from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_scores import work_arena
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer
from ludoteca.luckybox.rules import ROUNDS, Rules

__all__ = ["work_deal"]


def work_deal(facts: Facts, lang: str) -> Worked | None:
    """The deal of the round said (the first if none is), for one player and, with a player
    count, for the table; the lightning left at the end too when the question goes on to it."""
    rounds = [r for r in facts.rounds if 1 <= r <= ROUNDS] or [1]
    arena = "arena" in facts.concepts and "classic" not in facts.concepts
    dealt, kept = Rules(variant="arena" if arena else "classic").deal(rounds[0])
    key = "deal_arena" if arena else "deal"
    text = phrase(lang, key, round=rounds[0], dealt=dealt, kept=kept, discarded=dealt - kept)
    players = facts.count("player")
    if players is not None and 2 <= players <= 12:
        n = players
        text += " " + phrase(
            lang, "deal_table", players=n, dealt=n * dealt, kept=n * kept, discarded=n * (dealt - kept)
        )
    anchors = ["setup", *(["arena"] if arena else [])]
    if arena and facts.count("lightning") is not None:  # "... and if he ends with 8 lightning?"
        left = work_arena(facts, lang)
        if left is not None:
            text += " " + left.text.split("\n\n", 1)[0]
            anchors.append("arena-lightning")
    return situation_answer("deal", lang, text, phrase(lang, "rule_deal"), anchors)
