"""Crosses and lightning: what a player may cross with the revealed number, the lightning
held and the free cells, what each costs, whether passing is allowed, and every choice for an
open "what may I do?", all played by the engine on a teaching position
(:func:`ludoteca.luckybox.checks.legal_actions_of`).

>>> crossable(6, 2, [8, 1])  # no free 6: passing is allowed too
({8: 2}, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ludoteca.luckybox.actions import Cross, Pass
from ludoteca.luckybox.assistant_reading import Facts
from ludoteca.luckybox.assistant_words import Worked, phrase, situation_answer, situations_data, unit
from ludoteca.luckybox.checks import legal_actions_of
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import distance

__all__ = ["crossable", "work_cross", "work_one_grid"]


def _path(revealed: int, cell: int) -> str:
    """The steps from the revealed number to ``cell`` the short way round: "6 → 7 → 8", "9 → 1"."""
    up = (cell - revealed) % 9 <= 4
    out, n = [revealed], revealed
    for _ in range(distance(revealed, cell)):
        n = n % 9 + 1 if up else (n - 2) % 9 + 1
        out.append(n)
    return " → ".join(map(str, out))


def crossable(revealed: int, lightning: int, cells: Sequence[int]) -> tuple[dict[int, int], bool]:
    """What the engine lets a player cross with ``revealed`` up, ``lightning`` tokens and free
    cells showing ``cells`` (one grid, the other cells crossed): ``{number: lightning it costs}``
    for every number that may be crossed, and whether the player may pass instead."""
    values = list(cells)[:9]
    row = values + [values[0] if values else revealed] * (9 - len(values))
    card = " ".join("".join(map(str, row[r * 3 : r * 3 + 3])) for r in range(3)) + " | --- | ---"
    crossed = " ".join("abc"[c % 3] + str(c // 3 + 1) for c in range(len(values), 9))
    game = position([card], revealed, lightning=min(lightning, 4), crossed={0: crossed} if crossed else None)
    legal = legal_actions_of(game, 0)
    costs = {a.number: a.lightning for a in legal if isinstance(a, Cross) and a.number is not None}
    return costs, any(isinstance(a, Pass) for a in legal)


def work_cross(facts: Facts, lang: str) -> Worked | None:
    f = facts
    lightning = f.count("lightning")
    revealed = f.revealed[0] if f.revealed else None
    cells = [n for n in dict.fromkeys(f.targets or f.digits) if 1 <= n <= 9 and n not in f.negated]
    if revealed is not None and not 1 <= revealed <= 9:
        return None
    lacks = revealed is not None and revealed in f.negated  # "I have no free 9": whatever else is said
    if revealed is None and lightning is not None and "reveal" in f.concepts and len(cells) >= 2:
        revealed, cells = cells[0], cells[1:]  # "revealed is" said without the number next to it
    asks_pass = "pass" in f.concepts and not f.targets  # "passer du 9 au 1" goes, it does not pass
    rule = phrase(lang, "rule_lightning")
    anchors = ["lightning"]
    if revealed is None:  # asked back only for a case: lightning to spend on a cross
        if (
            "cross" not in f.concepts
            or {"arena", "end", "left", "round"} & f.concepts
            or (lightning is None and not ("lightning" in f.concepts and cells))
        ):
            return None
        return situation_answer("cross", lang, phrase(lang, "ask_revealed"), rule, anchors, "revealed")
    have = unit(lang, "lightning", lightning) if lightning is not None else None
    if asks_pass and cells:
        costs, may_pass = crossable(revealed, lightning if lightning is not None else 0, cells)
        if "what" in f.concepts and lightning is not None:  # "which choices, and may I pass?": every choice
            text = _options(lang, revealed, lightning, cells, costs, may_pass)
            return situation_answer("cross", lang, text, rule, ["lightning", "passing"])
        if may_pass:
            text = phrase(lang, "pass_yes", yes=phrase(lang, "yes"), revealed=revealed)
        else:
            text = phrase(lang, "pass_no", no=phrase(lang, "no"), revealed=revealed)
        return situation_answer("pass", lang, text, phrase(lang, "rule_passing"), ["passing", "lightning"])
    if not cells and asks_pass and lacks:  # "no free 3: may I do nothing?"
        text = phrase(lang, "pass_yes", yes=phrase(lang, "yes"), revealed=revealed)
        return situation_answer("pass", lang, text, phrase(lang, "rule_passing"), ["passing", "lightning"])
    if not cells and asks_pass:
        return None  # whether one may pass depends on the free cells: the topic tells the rule
    if not cells and lacks and lightning == 0:  # "no free 7 and no lightning: what do I do?"
        return situation_answer(
            "pass", lang, phrase(lang, "pass_only", revealed=revealed), phrase(lang, "rule_passing"), ["passing"]
        )
    if not cells and lacks and "must" in f.concepts:  # "no 3 left: must I spend lightning?" no, I may pass
        text = phrase(lang, "pass_must", no=phrase(lang, "no"), revealed=revealed)
        return situation_answer("pass", lang, text, phrase(lang, "rule_passing"), ["passing", "lightning"])
    if not cells:
        budget = max(f.counts.get("lightning", [4]))  # "with 1 or with 2 lightning": what 2 reach
        costs, _ = crossable(revealed, budget, list(range(1, 10)))
        have = unit(lang, "lightning", budget) if lightning is not None else None
        by_cost: dict[int, list[int]] = {}
        for n, k in sorted(costs.items()):
            by_cost.setdefault(k, []).append(n)
        if lacks:  # "I have no free 3": the 3 itself is not there to cross
            by_cost.pop(0, None)
        parts = [
            phrase(lang, "reach_free", number=revealed)
            if k == 0
            else phrase(
                lang,
                "reach_cost",
                numbers=f" {phrase(lang, 'or')} ".join(map(str, ns)),
                cost=unit(lang, "lightning", k),
            )
            for k, ns in sorted(by_cost.items())
        ]
        key = "reach" if lightning is not None else "reach_any"
        text = phrase(lang, key, revealed=revealed, have=have, list=", ".join(parts))
        if lacks:
            text += " " + phrase(lang, "pass_also", revealed=revealed)
        return situation_answer("cross", lang, text, rule, anchors)
    costs, may_pass = crossable(revealed, lightning if lightning is not None else 4, cells)
    steps = {n: distance(revealed, n) for n in cells}  # what each would cost, reachable or not
    cheapest = min(cells, key=lambda n: (steps[n], n))
    if "instead" in f.concepts and revealed in cells and len(cells) > 1:  # "I'd rather cross my 4"
        cheapest = min((n for n in cells if n != revealed), key=lambda n: (steps[n], n))
    asked = [n for n in cells if f.digits.count(n) > 1]  # "my free cells are 1, 4 and 7: can I cross the 1?"
    if len(asked) == 1 and len(cells) > 1:
        cheapest = asked[0]
    elif "what" in f.concepts and lightning is not None and not (lacks and "must" in f.concepts):
        text = _options(lang, revealed, lightning, cells, costs, may_pass)  # "what may I do?": every choice
        return situation_answer("cross", lang, text, rule, ["lightning", "passing"])
    k = steps[cheapest]

    def cost_of(n: int) -> str:
        return phrase(lang, "free") if steps[n] == 0 else unit(lang, "lightning", steps[n])

    if lacks and "must" in f.concepts:  # "he says I must spend my lightning": no, I may pass
        text = phrase(lang, "pass_must", no=phrase(lang, "no"), revealed=revealed)
    elif lightning is None:
        if k == 0:
            text = phrase(lang, "cost_free", cell=cheapest)
        else:
            text = phrase(lang, "cost", cell=cheapest, cost=cost_of(cheapest), path=_path(revealed, cheapest))
    elif cheapest in costs:
        if k == 0:
            text = phrase(lang, "cross_free", yes=phrase(lang, "yes"), cell=cheapest)
        else:
            text = phrase(
                lang,
                "cross_pay",
                yes=phrase(lang, "yes"),
                cell=cheapest,
                cost=cost_of(cheapest),
                path=_path(revealed, cheapest),
            )
    else:
        text = phrase(
            lang,
            "cross_short",
            no=phrase(lang, "no"),
            cell=cheapest,
            steps=unit(lang, "step", k),
            revealed=revealed,
            path=_path(revealed, cheapest),
            have=have,
        )
    if "instead" in f.concepts and revealed in cells and cheapest != revealed and cheapest in costs:
        text += " " + phrase(lang, "instead", revealed=revealed)
    if (
        lightning is not None
        and cheapest in costs
        and k
        and {t.text for t in f.toks} & set(situations_data()["keep"][f.lang])
    ):
        text += " " + phrase(lang, "keep", left=unit(lang, "lightning", lightning - k))
    if len(cells) > 1 or (lacks and "must" in f.concepts):
        others = [f"{n}: {cost_of(n)} ({_path(revealed, n)})" for n in sorted(cells, key=lambda n: (steps[n], n))]
        text += " " + phrase(lang, "each", list="; ".join(others))
    if len(cells) > 1 and "both" in f.concepts:
        text += " " + phrase(lang, "one_a_turn")
    listed = len(cells) > 1 and may_pass and not asks_pass  # the free cells told: passing is allowed too
    if (lacks and "must" not in f.concepts) or (listed and not lacks):
        text += " " + phrase(lang, "pass_also", revealed=revealed)
    if lacks or listed:
        anchors = ["lightning", "passing"]
    return situation_answer("cross", lang, text, rule, anchors)


def _options(lang: str, revealed: int, lightning: int, cells: list[int], costs: dict[int, int], may_pass: bool) -> str:
    """Every choice a player has: the free cells within reach (cheapest first), passing or
    not, then the cells out of reach."""

    def option(n: int) -> str:
        cost = phrase(lang, "free") if n == revealed else unit(lang, "lightning", distance(revealed, n))
        return phrase(lang, "option", cell=n, cost=cost, path=_path(revealed, n))

    order = sorted(cells, key=lambda n: (distance(revealed, n), n))
    reach = [n for n in order if n in costs]
    out = [option(n) for n in order if n not in costs]
    have = unit(lang, "lightning", lightning)
    if not reach:
        text = phrase(lang, "options_only_pass", revealed=revealed, have=have)
    else:
        tail = phrase(lang, "options_pass" if may_pass else "options_no_pass", revealed=revealed)
        listed = f" {phrase(lang, 'or')} ".join(map(option, reach))
        text = phrase(lang, "options", revealed=revealed, have=have, list=listed, tail=tail)
    return text + (" " + phrase(lang, "out_of_reach", list="; ".join(out)) if out and reach else "")


def work_one_grid(facts: Facts, lang: str) -> Worked | None:
    """The revealed number free on several grids: the player chooses one, and crosses it once."""
    grids = facts.count("grid")
    revealed = facts.revealed[0] if facts.revealed else None
    if grids is None or grids < 2 or revealed is None or revealed not in facts.digits or revealed in facts.negated:
        return None
    text = phrase(lang, "one_grid", revealed=revealed, grids=grids)
    return situation_answer("one_grid", lang, text, phrase(lang, "rule_one_grid"), ["turn-cross"])
