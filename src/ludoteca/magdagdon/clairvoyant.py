"""A clairvoyant MAGDAGDON player, to measure the advisor against: it knows every roll of the
game in advance (they come from the game's seed) and searches the whole game.

No fair player can expect more than perfect foresight allows, so the clairvoyant's mean is
the ceiling the advisor is measured against. The search is a beam (the ``width`` best boards
by the advisor's evaluation after each turn, every placement of the known dice tried from
each, also after a Majda Power that changes a die by one; it never rerolls, since a reroll draws
from the same stream as the later rolls), so its score is a *lower* estimate of that ceiling:
the advisor's true distance to perfect foresight is at least the gap it shows.

>>> game = Game(difficulty="nightmare", seed=3)
>>> game.roll()
>>> tuple(game.dice) == rolls(3)[0], clairvoyant_score("nightmare", 3)
(True, 268)
"""

from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from typing import Any

import numpy as np

from ludoteca.core.bots import bot_kinds
from ludoteca.core.rng import Rng
from ludoteca.magdagdon.actions import Accept, Action, Confirm, Decrease, Increase, Roll, Ruin, Stage
from ludoteca.magdagdon.advisor import evaluator
from ludoteca.magdagdon.bots import simulate
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import CELLS, EMPTY, RUIN, Board, Rules, score
from ludoteca.magdagdon.search import placements

__all__ = ["clairvoyant_game", "clairvoyant_score", "clairvoyant_scores", "rolls", "strength"]

#: One turn of a plan: a power changing a die by one (or None), then the placements in order as
#: (value, cell index), or the cell index of a ruin.
Turn = tuple[Action | None, tuple[tuple[int, int], ...] | int]
#: Boards kept after each turn.
WIDTH = 8


def rolls(seed: int, turns: int = 16) -> list[tuple[int, ...]]:
    """The dice of each turn of the game seeded ``seed`` while no power rerolls: the game draws
    four dice a turn from its seeded stream."""
    rng = Rng(seed)
    return [tuple(rng.roll(4)) for _ in range(turns)]


def clairvoyant_game(difficulty: str, seed: int, width: int = WIDTH) -> Game:
    """The best game the beam finds knowing every roll of game ``seed``, played through the
    engine (so every placement in it is checked by the rules)."""
    rules = Rules(difficulty)
    ev = evaluator(difficulty)
    beam: list[tuple[tuple[int, ...], int, tuple[Turn, ...]]] = [((EMPTY,) * 16, 0, ())]
    finished: list[tuple[int, tuple[Turn, ...]]] = []
    for dice in rolls(seed):
        children: dict[tuple[tuple[int, ...], int], tuple[Turn, ...]] = {}
        for codes, used, path in beam:
            need = min(rules.minimum, codes.count(EMPTY))
            for power, changed, now in _choices(dice, used, rules.powers):
                boards: dict[tuple[int, ...], Any] = placements(codes, changed, need)
                if not boards and power is None:
                    boards = _ruins(codes)
                for board, move in boards.items():
                    children.setdefault((board, now), (*path, (power, move)))
        finished += [(score(Board(c), difficulty, u).total, p) for (c, u), p in children.items() if EMPTY not in c]
        open_ = [(c, u, p) for (c, u), p in children.items() if EMPTY in c]
        beam = sorted(open_, key=lambda item: ev.value(item[0], item[1]), reverse=True)[:width]
        if not beam:
            break
    _, best = max(finished, key=lambda item: item[0])
    return _play(difficulty, seed, best)


def _choices(dice: tuple[int, ...], used: int, powers: int) -> list[tuple[Action | None, tuple[int, ...], int]]:
    """The roll as it is, and (while powers remain) each die changed by one with a power."""
    out: list[tuple[Action | None, tuple[int, ...], int]] = [(None, dice, used)]
    if used < powers:
        for value in sorted(set(dice)):
            for power, new in ((Decrease(value), value - 1), (Increase(value), value + 1)):
                if 1 <= new <= 6:
                    changed = list(dice)
                    changed[changed.index(value)] = new
                    out.append((power, tuple(changed), used + 1))
    return out


def clairvoyant_score(difficulty: str, seed: int, width: int = WIDTH) -> int:
    """The final score of :func:`clairvoyant_game`."""
    return clairvoyant_game(difficulty, seed, width).score().total


def _play(difficulty: str, seed: int, turns: tuple[Turn, ...]) -> Game:
    game = Game(["Clairvoyant"], seed=seed, difficulty=difficulty)
    for power, move in turns:
        game.apply(Roll())
        if power is not None:
            game.apply(power)
        if isinstance(move, int):  # nothing fits: MAGDAGDON, and this cell becomes the ruin
            game.apply(Accept())
            game.apply(Ruin(CELLS[move]))
            continue
        for value, cell in move:
            game.apply(Stage(value, CELLS[cell]))
        game.apply(Confirm())
    return game


def _ruins(codes: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    return {(*codes[:i], RUIN, *codes[i + 1 :]): i for i in range(16) if codes[i] == EMPTY}


def clairvoyant_scores(
    difficulty: str, games: int, *, seed: int = 0, executor: Executor | None = None, width: int = WIDTH
) -> np.ndarray:
    """The clairvoyant's scores in games ``seed`` to ``seed + games - 1``, here or on ``executor``."""
    play = partial(clairvoyant_score, difficulty, width=width)
    seeds = range(seed, seed + games)
    return np.array(list(executor.map(play, seeds) if executor is not None else map(play, seeds)), dtype=np.int64)


def strength(
    difficulty: str, games: int, *, seed: int = 0, executor: Executor | None = None, progress: bool = False
) -> dict[str, tuple[float, float]]:
    """Mean and standard deviation of the final score of every bot and of the clairvoyant over
    the same seeded games: ``{"random": (mean, sd), ..., "clairvoyant": (mean, sd)}``."""
    out = {}
    for kind in bot_kinds("magdagdon"):
        scores = simulate(kind, games, difficulty=difficulty, seed=seed, progress=progress, executor=executor)
        out[kind] = (float(scores.mean()), float(scores.std()))
    scores = clairvoyant_scores(difficulty, games, seed=seed, executor=executor)
    out["clairvoyant"] = (float(scores.mean()), float(scores.std()))
    return out
