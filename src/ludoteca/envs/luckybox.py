"""Super Mega Lucky Box as environments see it: 2531 actions, numbered from the seat that
plays them (wait; keep any of the offered cards; cross any cell of any grid with any
lightning; pass; resolve any bonus onto any target) and a vector of the seat's own offer,
grids and tokens, the public table and the other players' public tallies.

Everyone plays at once, so an environment asks every seat for an action at each step:
"wait" (number 0) is the one action of a seat the game is not waiting for. Leaving the
table stays out: an agent that wants to stop closes the environment. A seat never holds
more than six grids (three kept, then one a round), which bounds the numbering.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ludoteca.envs.spec import Spec
from ludoteca.luckybox.actions import Bonus, Cross, Keep, Leave, Pass, parse_action
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import LINE_NAMES, parse_cell

__all__ = ["LuckyBoxSpec", "GRIDS", "WAIT"]

#: Grids a seat can hold at once, offered cards at most, cells, lines, lightning values.
GRIDS, OFFER, CELLS, LINES, SHIFTS = 6, 6, 9, 6, 9
WAIT = 0
_KEEP = 1
_CROSS = _KEEP + 2**OFFER - 1
_PASS = _CROSS + GRIDS * CELLS * SHIFTS
_BONUS = _PASS + 1
_TARGETS = 1 + GRIDS * CELLS  # none, or one cell of one grid
_SIZE = _BONUS + GRIDS * LINES * _TARGETS
#: What a bonus slot holds, as a number: blank 0, Number 1-9, then these.
_SLOTS = {None: 0, "?": 10, "lightning": 11, "lightning2": 12, "moon": 13, "star": 14}
_PHASES = {"choose": 0, "play": 1, "over": 2}
_TABLE, _OWN, _CARD, _GRID, _OTHER = 15, 7, 15, 30, 13


class LuckyBoxSpec(Spec):
    """Lucky Box for the environments (see the module docstring)."""

    name = "luckybox"
    actions = _SIZE

    def new_game(self, players: int, seed: int) -> Game:
        return Game(players, seed=seed)

    def size(self, players: int) -> int:
        return _TABLE + _OWN + OFFER * _CARD + GRIDS * _GRID + LINES * GRIDS + _OTHER * (players - 1)

    def observe(self, view: dict[str, Any], players: int) -> np.ndarray:
        """The table (round, number, numbers revealed, numbers left of each value, supply,
        phase), the seat's tokens, score and offer, its grids (numbers, bonus slots, crossed
        cells, lines earned) and pending bonuses, then each other seat from the next one on:
        tokens, score, grids held and their crossed cells, done and left."""
        own, seat = view["luckybox"], view["seat"]
        me = own["players"][seat]
        out: list[float] = [own["round"], own["number"] or 0, len(own["revealed"])]
        out += [own["remaining_numbers"][str(n)] for n in range(1, 10)]
        out += [own["supply"]["lightning"], own["supply"]["moon"], _PHASES[view["phase"]]]
        out += [me["lightning"], me["moons"], me["stars_this_round"], me["done"], self.score(view)]
        out += [len(me["grids"]), me["offer_size"]]
        offer = me["offer"] or []
        for k in range(OFFER):
            out += _card(offer[k]) if k < len(offer) else [0] * _CARD
        for k in range(GRIDS):
            out += _grid(me["grids"][k]) if k < len(me["grids"]) else [0] * _GRID
        pending = np.zeros((GRIDS, LINES))
        for bonus in me["pending"]:
            pending[bonus["grid"], bonus["line"]] = 1
        out += pending.ravel().tolist()
        for k in range(1, players):
            other = own["players"][(seat + k) % players]
            counts = [g["crossed_count"] for g in other["grids"]][:GRIDS]
            out += [other["lightning"], other["moons"], other["stars_this_round"]]
            out += [own["scores"][other["seat"]]["total"], len(other["grids"]), *counts, *[0] * (GRIDS - len(counts))]
            out += [other["done"], other["left"]]
        return np.asarray(out, dtype=np.float32)

    def legal(self, view: dict[str, Any]) -> list[int]:
        if view["seat"] not in view["to_act"]:
            return [WAIT]
        actions = (parse_action(text) for text in view["legal"])
        return [self.index(a) for a in actions if not isinstance(a, Leave)]

    def action(self, index: int, seat: int) -> Any:
        """The action numbered ``index`` for ``seat`` (None for "wait")."""
        index = self.check_index(index)
        if index == WAIT:
            return None
        if index < _CROSS:
            mask = index - _KEEP + 1
            return Keep(seat, tuple(k for k in range(OFFER) if mask >> k & 1))
        if index < _PASS:
            grid, rest = divmod(index - _CROSS, CELLS * SHIFTS)
            return Cross(seat, grid, rest // SHIFTS, rest % SHIFTS)
        if index == _PASS:
            return Pass(seat)
        grid, rest = divmod(index - _BONUS, LINES * _TARGETS)
        line, target = divmod(rest, _TARGETS)
        if target == 0:
            return Bonus(seat, grid, line)
        return Bonus(seat, grid, line, (target - 1) // CELLS, (target - 1) % CELLS)

    def index(self, action: Any) -> int:
        """The number of a keep, cross, pass or bonus (whoever plays it)."""
        grids = [getattr(action, name, 0) or 0 for name in ("grid", "target_grid")]
        if max(grids) >= GRIDS:
            raise ValueError(f"{action}: the environments number grids 1 to {GRIDS} only")
        if isinstance(action, Keep):
            return _KEEP + sum(1 << k for k in action.cards) - 1
        if isinstance(action, Cross):
            return _CROSS + (action.grid * CELLS + action.cell) * SHIFTS + action.lightning
        if isinstance(action, Pass):
            return _PASS
        if isinstance(action, Bonus) and not action.lightning:
            target = 0 if action.target is None else 1 + action.target[0] * CELLS + action.target[1]
            return _BONUS + (action.grid * LINES + action.line) * _TARGETS + target
        raise ValueError(f"{action} is not one of the {self.actions} actions of the Lucky Box environments")

    def scores(self, view: dict[str, Any]) -> list[int]:
        return [int(row["total"]) for row in view["luckybox"]["scores"]]


def _card(card: dict[str, Any]) -> list[float]:
    slots = [*card["row_bonus"], *card["column_bonus"]]
    return [n for row in card["numbers"] for n in row] + [
        _SLOTS[s] if isinstance(s, str) or s is None else s for s in slots
    ]


def _grid(grid: dict[str, Any]) -> list[float]:
    crossed = {parse_cell(cell) for cell in grid["crossed"]}
    earned = set(grid["earned"])
    return _card(grid["card"]) + [c in crossed for c in range(CELLS)] + [line in earned for line in range(LINES)]


assert len(LINE_NAMES) == LINES
