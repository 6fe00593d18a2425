"""What the MAGDAGDON table shows beside the board, built from the game alone: the status line,
the way out when the staged dice leave no way to the minimum, the powers and the hint.
:class:`~ludoteca.magdagdon.widget.Table` puts them in ``view["ui"]``.

>>> from ludoteca.magdagdon.game import Game
>>> game = Game(seed=3)
>>> status(game, game.view(0), None, None)
{'key': 'magdagdon.ui.status.roll', 'count': 2}
"""

from __future__ import annotations

from typing import Any

from ludoteca.core.hints import Hint
from ludoteca.magdagdon.actions import Decrease, Increase, Reroll, parse_action
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import CELLS, find_way

__all__ = ["hint_json", "power_json", "status", "way_out"]


def status(game: Game, view: dict[str, Any], selected: int | None, marked: list[int] | None) -> dict[str, Any]:
    phase = game.phase
    if phase == "over":
        return {"key": "magdagdon.ui.status.over", "points": game.score().total}
    if phase == "roll":
        return {"key": "magdagdon.ui.status.roll", "count": game.minimum}
    if phase == "ruin":
        return {"key": "magdagdon.choose_ruin"}
    if marked is not None:
        return {"key": "magdagdon.ui.status.mark", "count": len(marked)}
    if game.in_magdagdon():
        return {"key": "magdagdon.ui.status.magdagdon" if game.rescues() else "magdagdon.ui.status.magdagdon_accept"}
    stuck = way_out(game)
    if stuck is not None:
        return {"key": "magdagdon.ui.status.stuck", **stuck}
    dice = view["magdagdon"]["dice"]
    if selected is not None and dice is not None:
        die = dice[selected]
        key = "magdagdon.ui.status.target" if die["valid"] else "magdagdon.ui.status.no_cell"
        return {"key": key, "value": die["value"]}
    if game.can_confirm():
        return {"key": "magdagdon.ui.status.can_confirm", "count": len(game.staged)}
    return {"key": "magdagdon.ui.status.pick", "count": game.minimum, "staged": len(game.staged)}


def way_out(game: Game) -> dict[str, Any] | None:
    """When the dice staged so far leave the others no way to reach the minimum (though the
    roll has one): how many of the last staged dice to take back, the last of them (Backspace
    takes it back first) and an order that works from the start. None when not stuck."""
    if game.dice is None or game.choosing_ruin or game.can_confirm() or game.in_magdagdon():
        return None
    dice, staged = game.rolled_dice(), list(game.staged)
    for back in range(len(staged) + 1):
        kept, free = staged[: len(staged) - back], [dice[d] for d in game.tray()]
        free += [dice[d] for d, _ in staged[len(staged) - back :]]
        codes = list(game.board.codes)
        for die, cell in kept:
            codes[cell] = dice[die]
        if find_way(codes, free, game.minimum - len(kept)) is not None:
            break
    if back == 0:
        return None
    die, cell = staged[-1]
    way = ", ".join(f"{value}→{CELLS[c]}" for value, c in game.way() or ())
    return {"count": back, "value": dice[die], "cell": CELLS[cell], "way": way}


def power_json(action: Any) -> dict[str, Any]:
    if isinstance(action, Reroll):
        return {"power": "reroll", "values": list(action.values)}
    if isinstance(action, (Decrease, Increase)):
        return {"power": type(action).__name__.lower(), "value": action.value}
    return {"power": None}


def hint_json(hint: Hint, game: Game) -> dict[str, Any]:
    """What the table draws of the advisor's best hint (its plan is in ``details``)."""
    plan = [(p["value"], p["cell"]) for p in hint.details["placements"]]
    power = hint.details["power"]
    gain = hint.details["power_gain"]
    staged = [(game.dice[d], CELLS[c]) for d, c in game.staged] if game.dice else []
    return {
        "placements": [{"value": v, "cell": c, "order": i + 1} for i, (v, c) in enumerate(plan)],
        "power": power_json(parse_action(power)) if power is not None else None,
        "ruin": hint.details["ruin"],
        "accepted": game.choosing_ruin,  # MAGDAGDON already accepted: only the ruin is left
        "expected": round(hint.value),
        "gain": round(hint.value) - game.score().total,  # what the plan adds to the board's score so far
        "power_gain": None if gain is None or gain == 0.0 else round(gain),
        "in_magdagdon": hint.details["in_magdagdon"],
        "take_back": staged != plan[: len(staged)],
    }
