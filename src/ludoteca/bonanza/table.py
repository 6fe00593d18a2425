"""What a Bonanza table shows: the game's own part of the JSON view, and a text board.

Split from :mod:`ludoteca.bonanza.game`, which holds the rules of play; the functions
here only read a :class:`~ludoteca.bonanza.game.Game` (part of the engine: no advisor).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_TARGET, bonus, is_joker, label

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
    """A readable board: one column per seat, then a status line."""
    names = [s.name[:12] + (" (gave up)" if gone else "") for s, gone in zip(game.seats, game.gave_up)]
    width = max(10, *(len(n) for n in names)) + 2
    rows = [" " * 16 + "".join(f"{n:>{width}}" for n in names)]

    def row(title: str, cells: list[Any]) -> None:
        rows.append(f"{title:<16}" + "".join(f"{c:>{width}}" for c in cells))

    for box in BOXES:
        row(label(box), [sheet.boxes.get(box, "-") for sheet in game.sheets])
        if box == UPPER[-1]:
            row("upper bonus", [f"{s.upper_bonus()} ({s.upper_total()}/{UPPER_TARGET})" for s in game.sheets])
    row("lower total", [sheet.lower_total() for sheet in game.sheets])
    row("bonanza bonus", [sheet.bonus for sheet in game.sheets])
    row("total", [sheet.total() for sheet in game.sheets])
    rows.append(_status(game))
    return "\n".join(rows)


def _status(game: Game) -> str:
    if game.is_terminal():
        first = [r["name"] for r in game.ranking() if r["place"] == 1]
        return "Game over: " + " and ".join(first) + (" win" if len(first) > 1 else " wins")
    who = f"Round {game.round}, {game.seats[game.current].name} to play"
    if game.dice is None:
        return f"{who}: roll the dice"
    held = [str(i + 1) for i in range(5) if game.held[i]]
    dice = " ".join(map(str, game.dice))
    left = game.rolls_left
    return f"{who}: dice {dice}{_holding(held)}" + f", {left} re-roll{'s' if left != 1 else ''} left"


def _holding(held: list[str]) -> str:
    """ ", holding dice 1, 2 and 5" (dice numbered from 1), or nothing when none is held."""
    if not held:
        return ""
    if len(held) == 1:
        return f", holding die {held[0]}"
    return f", holding dice {', '.join(held[:-1])} and {held[-1]}"
