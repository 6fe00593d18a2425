"""What a Bonanza table shows: the game's own part of the JSON view, and a text board.

Split from :mod:`ludoteca.bonanza.game`, which holds the rules of play; the functions
here only read a :class:`~ludoteca.bonanza.game.Game` (part of the engine: no advisor).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_TARGET, bonus, box_name, is_joker, label, sheet_word, spoken
from ludoteca.core import i18n

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game


def _seat_view(game: Game, seat: int, places: dict[int, int]) -> dict[str, Any]:
    sheet = game.sheets[seat]
    out = {
        "name": game.seats[seat].name,
        "kind": game.seats[seat].kind,
        "boxes": {box: sheet.boxes.get(box) for box in BOXES},
        "upper_total": sheet.upper_total(),
        "upper_bonus": sheet.upper_bonus(),
        "lower_total": sheet.lower_total(),
        "bonus": sheet.bonus,
        "total": sheet.total(),
        "gave_up": game.gave_up[seat],
    }
    if game.is_terminal():
        out["place"] = places[seat]
    return out


def own_view(game: Game) -> dict[str, Any]:
    """Bonanza's own part of the view (``view["bonanza"]``), the same for every seat; no hints.

    It holds no copy of the common keys core puts around it (whose view it is, the phase,
    the outcome): the table reads those from the top of the view."""
    over = game.is_terminal()
    ranking = game.ranking()
    places = {r["seat"]: r["place"] for r in ranking}
    playing = not over
    dice = game.dice if playing else None
    rolled = dice is not None
    deadline = game.deadline_in()
    out: dict[str, Any] = {
        "seats": [_seat_view(game, s, places) for s in range(game.players)],
        "current": game.current if playing else None,
        "turn": game.turn,
        "round": game.round,
        "rounds": len(BOXES),
        "dice": list(dice) if dice is not None else None,
        "held": list(game.held),
        "rolls": game.rolls,
        "rolls_left": game.rolls_left,
        "previews": game.previews() if rolled else {},
        "extra_bonus": bonus(dice, game.sheet, game.rules) if dice is not None else 0,
        "joker": joker(game),
        "controls": {  # what the table's buttons may do now
            "can_roll": game.can_roll(),
            "can_hold": game.can_hold(),
            "can_record": rolled,
            "boxes": game.legal_boxes(),
            "can_give_up": playing,
        },
        "clock": {
            "turn_seconds": game.turn_seconds,
            "waiting": game.clock_waiting,
            "deadline_in": None if deadline is None else round(deadline, 1),
        },
        "ranking": ranking if over else None,
        "winner": game.winner(),
        "last_event": dict(game.last_event) if game.last_event else None,
    }
    return out


def joker(game: Game) -> dict[str, Any] | None:
    """When the roll is a joker (five of a kind, the Bonanza box filled): the face and why only
    some boxes take it: "upper" (its own upper box is free), "lower" (any free lower box, at
    full value), "scratch" (no lower box left: an upper box is scratched), "any" (free joker)."""
    dice, sheet, rules = game.dice, game.sheet, game.rules
    if dice is None or not is_joker(dice, sheet.boxes, rules):
        return None
    if rules.joker == "free":
        why = "any"
    elif UPPER[dice[0] - 1] not in sheet.boxes:
        why = "upper"
    elif any(box not in sheet.boxes for box in BOXES if box not in UPPER):
        why = "lower"
    else:
        why = "scratch"
    return {"face": dice[0], "why": why, "boxes": game.legal_boxes()}


def text(game: Game) -> str:
    """A readable board, in the current language: one column per seat, then a status line."""
    names = [
        i18n.t("bonanza.text.gave_up", name=s.name[:12]) if gone else s.name[:12]
        for s, gone in zip(game.seats, game.gave_up)
    ]
    width = max(10, *(len(n) for n in names)) + 2
    titles = [box_name(box) for box in BOXES]
    extra = {
        "upper": sheet_word("bonanza.upper_bonus", "upper bonus"),
        "lower": sheet_word("bonanza.lower_total", "lower total"),
        "bonus": sheet_word("bonanza.bonanza_bonus", "bonanza bonus"),
        "total": sheet_word("bonanza.total", "total"),
    }
    first = max(16, *(len(t) + 1 for t in [*titles, *extra.values()]))
    rows = [" " * first + "".join(f"{n:>{width}}" for n in names)]

    def row(title: str, cells: list[Any]) -> None:
        rows.append(f"{title:<{first}}" + "".join(f"{c:>{width}}" for c in cells))

    for box, title in zip(BOXES, titles):
        row(title, [sheet.boxes.get(box, "-") for sheet in game.sheets])
        if box == UPPER[-1]:
            row(extra["upper"], [f"{s.upper_bonus()} ({s.upper_total()}/{UPPER_TARGET})" for s in game.sheets])
    row(extra["lower"], [sheet.lower_total() for sheet in game.sheets])
    row(extra["bonus"], [sheet.bonus for sheet in game.sheets])
    row(extra["total"], [sheet.total() for sheet in game.sheets])
    rows.append(_status(game))
    return "\n".join(rows)


def _status(game: Game) -> str:
    if game.is_terminal():
        first = [r["name"] for r in game.ranking() if r["place"] == 1]
        names = " and ".join(first) if i18n.get_language() == "en" else i18n.join(first)
        return i18n.t("bonanza.text.over_one" if len(first) == 1 else "bonanza.text.over_many", names=names)
    who = i18n.t("bonanza.text.turn", round=game.round, name=game.seats[game.current].name)
    if game.dice is None:
        return i18n.t("bonanza.text.roll", who=who)
    held = [str(i + 1) for i in range(5) if game.held[i]]
    dice = " ".join(map(str, game.dice))
    holding = ""
    if held:
        holding = i18n.t(
            "bonanza.text.holding_one" if len(held) == 1 else "bonanza.text.holding_many", dice=i18n.join(held)
        )
    return i18n.t("bonanza.text.dice", who=who, dice=dice, holding=holding, count=game.rolls_left)


def event_text(event: dict[str, Any]) -> str:
    """What ``game.last_event`` says, in the current language (when it happened): in English
    "Ana recorded 24 in sixes", "time ran out: recorded fives for Ana", "Ana gave up"; in another
    language the words the table shows ("Ana trägt 24 in Sechser ein").

    >>> event_text({"type": "record", "name": "Ana", "box": "sixes", "points": 24, "bonus": 0})
    'Ana recorded 24 in sixes'
    >>> event_text({"type": "timeout", "rolled": True, "name": "Ana", "box": "fives", "points": 15, "bonus": 0})
    'time ran out: rolled and recorded fives for Ana'
    """
    name, box, points, extra = event["name"], event.get("box") or "", event.get("points", 0), event.get("bonus", 0)
    if i18n.get_language() == "en":
        if event["type"] == "give_up":
            return f"{name} gave up"
        if event["type"] == "timeout":
            return f"time ran out: {'rolled and ' if event.get('rolled') else ''}recorded {spoken(box)} for {name}"
        return f"{name} recorded {points} in {spoken(box)}" + (f" and a Bonanza bonus of {extra}" if extra else "")
    if event["type"] == "give_up":
        return i18n.t("bonanza.event.give_up", name=name)
    gender = i18n.t(f"bonanza.box.{box}.gender")
    params = {"name": name, "box": label(box), "points": points, "gender": gender, "bonus": extra}
    if event["type"] == "timeout":  # as the table's list of events says it
        key = "bonanza.event.timeout_rolled" if event.get("rolled") else "bonanza.event.timeout"
        text = f"{i18n.t(key, **params)} ({i18n.t('bonanza.event.points', count=points)})"
    elif points == 0:
        text = i18n.t("bonanza.event.scratch", **params)
    else:
        text = i18n.t("bonanza.event.record", **params)
    return text + (f" {i18n.t('bonanza.event.bonus', bonus=extra)}" if extra else "")
