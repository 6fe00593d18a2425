"""How the computer players judge a Lucky Box position: a value estimate in points, and the
search over the order and targets of a bonus chain.

The estimate is the points a player can count on: points banked, grids completed this round,
half a point per crossed cell, plus the chance-weighted worth of finishing a grid (it falls
fast with each free cell) and of lines close to paying their bonus, and the tokens held.
It reads the game and never changes it; look-ahead works on copies of a player's state.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.luckybox.actions import Action, Bonus, Cross, Keep
from ludoteca.luckybox.cards import Card, Grid, Player
from ludoteca.luckybox.checks import legal_actions_of, targets
from ludoteca.luckybox.rules import GRID_POINTS, LINES, REVEALS, ROUNDS, SOLO_MOONS, star_points

if TYPE_CHECKING:
    from ludoteca.luckybox.game import Game

__all__ = ["Context", "Weights", "best_chain", "card_worth", "greedy_chain", "outcomes", "value"]

POP = tuple(bin(i).count("1") for i in range(512))
#: One step of a bonus chain, as :meth:`Player.resolve` takes it: (grid, line, target or None).
Step = tuple[int, int, tuple[int, int] | None]


@dataclass(frozen=True, slots=True)
class Weights:
    """The knobs of the estimate (tuned by simulating solo games)."""

    decay: float = 0.6  # how fast the chance to finish a grid falls per free cell
    lightning: float = 1.6  # a lightning token, early in the game (it buys flexibility)
    near: tuple[float, float, float] = (0.0, 0.0, 0.2)  # share of a line's bonus with 0, 1, 2 cells crossed
    question: float = 1.6
    number: float = 1.2  # a Number bonus whose number shows on a free cell of ours
    moon: float = 2.0  # a moon in a game with others
    focus: float = 1.0  # how much a crossed cell counts toward finishing its grid


@dataclass(slots=True)
class Context:
    """What the estimate needs besides the player: the round, reveals left, tokens elsewhere."""

    round: int
    left: int  # numbers still to reveal this round
    solo: bool
    arena: bool
    others_moons: tuple[int, ...] = ()

    @classmethod
    def of(cls, game: Game, seat: int) -> Context:
        left = REVEALS - len(game.revealed) if game.phase == "play" else REVEALS
        return cls(
            game.round,
            left,
            game.players == 1,
            game.rules.variant == "arena",
            tuple(h.moons for s, h in enumerate(game.hands) if s != seat),
        )


def _moons(m: int, ctx: Context) -> float:
    if ctx.solo:
        return SOLO_MOONS[min(m, 6)]
    most, fewest = max(ctx.others_moons), min(ctx.others_moons)
    return (6.0 if m >= most else 0.0) - (6.0 if m <= fewest and len(ctx.others_moons) > 1 else 0.0)


def bonus_worth(kind: Any, hand: Player, ctx: Context, w: Weights) -> float:
    """What earning a bonus of ``kind`` is worth to ``hand`` (roughly, in points)."""
    if kind is None:
        return 0.0
    if isinstance(kind, int):
        return w.number if hand.free(kind) else 0.2
    if kind == "?":
        return w.question
    if kind in ("lightning", "lightning2"):
        return _lightning(ctx, w) * (2 if kind == "lightning2" else 1)
    if kind == "star":
        s = hand.stars[ctx.round - 1]
        return float(star_points(s + 1) - star_points(s))
    if ctx.solo:
        return float(SOLO_MOONS[min(hand.moons + 1, 6)] - SOLO_MOONS[min(hand.moons, 6)])
    return w.moon


def _lightning(ctx: Context, w: Weights) -> float:
    reveals = (ROUNDS - ctx.round) * REVEALS + ctx.left
    worth = min(w.lightning, 0.08 * reveals)
    return max(worth, 1 / 3) if ctx.arena else worth


def grid_worth(grid: Grid, hand: Player, ctx: Context, w: Weights) -> float:
    """A grid's estimated worth: its crossed cells, the chance to finish it, its near lines."""
    crossed = grid.crossed
    c = POP[crossed]
    r = ctx.round - 1
    if c == 9:
        return GRID_POINTS[r]
    k = 9 - c
    points: float
    if k <= ctx.left + 1:
        points = GRID_POINTS[r]
    elif r + 1 < ROUNDS:
        points = GRID_POINTS[r + 1] * 0.85
    else:
        points = 0.0
    worth = 0.5 * c + max(0.0, points - 0.5 * c) * w.decay ** (k / w.focus)
    for line in range(6):
        if not grid.earned >> line & 1:
            m = POP[crossed & LINES[line]]
            if m:
                worth += w.near[m] * bonus_worth(grid.card.bonuses[line], hand, ctx, w)
    return worth


def value(hand: Player, ctx: Context, w: Weights) -> float:
    """The estimated final points of ``hand`` from here."""
    total: float = sum(n * GRID_POINTS[i] for i, n in enumerate(hand.completed))
    total += sum(star_points(s) for s in hand.stars)
    total += _moons(hand.moons, ctx) + hand.lightning * _lightning(ctx, w)
    for grid in hand.grids:
        total += grid_worth(grid, hand, ctx, w)
    return total


# -- bonus chains ----------------------------------------------------------------------
def _crossing(kind: Any) -> bool:
    return isinstance(kind, int) or kind == "?"


def _settle_tokens(hand: Player, supply: dict[str, int], ctx: Context, steps: list[Step]) -> None:
    """Resolve pending token bonuses at once: their order never matters within one player."""
    for g, line in list(hand.pending):
        kind = hand.grids[g].bonus(line)
        if not _crossing(kind) or not targets(hand, kind):
            hand.resolve(g, line, None, supply, ctx.round)
            steps.append((g, line, None))


def _moves(hand: Player) -> list[tuple[int, int, tuple[int, int]]]:
    return [(g, line, t) for g, line in dict.fromkeys(hand.pending) for t in targets(hand, hand.grids[g].bonus(line))]


def greedy_chain(hand: Player, supply: dict[str, int], ctx: Context, w: Weights) -> list[Step]:
    """Resolve ``hand``'s pending bonuses in place, each time the one step worth most now;
    returns the steps as (grid, line, target)."""
    steps: list[Step] = []
    while hand.pending:
        _settle_tokens(hand, supply, ctx, steps)
        best, best_value = None, float("-inf")
        for move in _moves(hand):
            trial, trial_supply = hand.copy(), dict(supply)
            trial.resolve(*move, trial_supply, ctx.round)
            v = value(trial, ctx, w)
            if v > best_value:
                best, best_value = move, v
        if best is None:
            continue
        hand.resolve(*best, supply, ctx.round)
        steps.append(best)
    return steps


def best_chain(
    hand: Player,
    supply: dict[str, int],
    ctx: Context,
    w: Weights,
    width: int = 4,
    budget: list[int] | None = None,
    deadline: float | None = None,
) -> tuple[float, list[Step]]:
    """The best value reachable by resolving ``hand``'s pending bonuses (``hand`` is not
    changed) and the steps that reach it. The ``width`` best targets of each bonus by their
    immediate value are searched in every order; ``budget`` caps the positions visited, and
    past ``deadline`` (a ``time.perf_counter()`` value) the rest of each chain is greedy."""
    budget = budget if budget is not None else [3000]
    hand, supply = hand.copy(), dict(supply)
    steps: list[Step] = []
    _settle_tokens(hand, supply, ctx, steps)
    late = deadline is not None and time.perf_counter() > deadline
    if not hand.pending or budget[0] <= 0 or late:
        if hand.pending:
            steps += greedy_chain(hand, supply, ctx, w)
        return value(hand, ctx, w), steps
    scored = []
    for move in _moves(hand):
        trial, trial_supply = hand.copy(), dict(supply)
        trial.resolve(*move, trial_supply, ctx.round)
        scored.append((value(trial, ctx, w), move, trial, trial_supply))
    by_bonus: dict[tuple[int, int], list] = {}
    for item in sorted(scored, key=lambda x: -x[0]):
        by_bonus.setdefault(item[1][:2], []).append(item)
    best_value, best_steps = float("-inf"), steps
    for items in by_bonus.values():
        for _, move, trial, trial_supply in items[:width]:
            budget[0] -= 1
            v, rest = best_chain(trial, trial_supply, ctx, w, width, budget, deadline)
            if v > best_value:
                best_value, best_steps = v, [*steps, move, *rest]
    return best_value, best_steps


# -- what each choice leads to --------------------------------------------------------
def outcomes(
    game: Game, seat: int, w: Weights, chain: Callable = best_chain, deadline: float | None = None
) -> list[tuple[float, Action, Player]]:
    """For each legal cross or pass of ``seat`` now: (value after the best bonus chain,
    action, the player afterwards), best first. Past ``deadline`` chains are resolved greedily."""
    ctx = Context.of(game, seat)
    ctx.left -= 1  # the current number is being used
    hand = game.hands[seat]
    out = []
    for action in legal_actions_of(game, seat):
        after, supply = hand.copy(), dict(game.supply)
        if isinstance(action, Cross):
            after.spend(action.lightning, supply)
            after.cross(action.grid, action.cell)
        if after.pending:
            if chain is best_chain:
                _, steps = best_chain(after, supply, ctx, w, deadline=deadline)
                for step in steps:
                    after.resolve(*step, supply, ctx.round)
            else:
                greedy_chain(after, supply, ctx, w)
        out.append((value(after, ctx, w), action, after))
    out.sort(key=lambda x: -x[0])
    return out


def next_bonus(game: Game, seat: int, w: Weights, search: bool, deadline: float | None = None) -> Bonus:
    """The first step of the best (or greedy) resolution of ``seat``'s pending bonuses."""
    ctx = Context.of(game, seat)
    ctx.left -= 1
    hand = game.hands[seat]
    if search:
        _, steps = best_chain(hand, game.supply, ctx, w, deadline=deadline)
    else:
        steps = greedy_chain(hand.copy(), dict(game.supply), ctx, w)
    g, line, target = steps[0]
    return Bonus(seat, g, line, *(target or (None, None)))


def card_worth(card: Card, hand: Player, ctx: Context, w: Weights) -> float:
    """How much a player with ``hand`` should want ``card``: its bonuses, and numbers they
    lack (a spread of numbers means more reveals find a cell)."""
    free = [0] * 10
    for grid in hand.grids:
        for n in range(1, 10):
            free[n] += POP[grid.free(n)]
    worth = sum(1.0 / (1 + free[n]) for n in card.flat)
    for kind in card.bonuses:
        if isinstance(kind, int):
            worth += w.number if (free[kind] or card.cells_of[kind]) else 0.3
        else:
            worth += 0.6 * bonus_worth(kind, hand, ctx, w) if kind not in ("star",) else 1.5
    return worth


def best_keep(game: Game, seat: int, w: Weights) -> Keep:
    """The offered cards to keep: the best set by :func:`card_worth`, judged one by one."""
    hand = game.hands[seat]
    ctx = Context.of(game, seat)
    keep = game.rules.deal(game.round)[1]
    trial = hand.copy()
    chosen: list[int] = []
    for _ in range(keep):  # pick one at a time, each judged against the cards already taken
        options = [i for i in range(len(hand.offer)) if i not in chosen]
        best = max(options, key=lambda i: (card_worth(game.cards[hand.offer[i]], trial, ctx, w), -i))
        chosen.append(best)
        trial.grids.append(Grid(hand.offer[best], game.cards[hand.offer[best]]))
    return Keep(seat, tuple(chosen))
