"""End-of-game scoring for Lucky Box: each player's breakdown (grids, stars, moons, unfinished
cells, arena lightning), the total and the place. Read while the game is on too, as a running
score.

>>> from ludoteca.luckybox.game import Game
>>> row = final_scores(Game(["Ana"], seed=3))[0]
>>> row["total"], row["place"], row["moon_points"]
(-6, 1, -6)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludoteca.core.seats import rank
from ludoteca.luckybox.rules import cell_points, completed_points, moon_points, solo_rank, solo_rank_key, star_points

if TYPE_CHECKING:
    from ludoteca.luckybox.game import Game

__all__ = ["final_scores", "moon_points_by_seat", "moon_points_staying"]


def final_scores(game: Game) -> list[dict[str, Any]]:
    """Per player: ``grids`` (points by round), ``grids_completed`` (count by round), ``stars``
    (points by round), ``star_counts``, ``moons`` and ``moon_points``, ``incomplete_cells`` and
    ``incomplete_points``, ``lightning`` and ``lightning_points`` (arena only), ``total``,
    ``place`` (1 is first, shared on a tie; those who left come after those who stayed, the
    last to leave first), ``left`` and ``left_round`` (the round the player left the table in,
    None if they stayed) and ``rank`` (the solo rank label, solo only)."""
    moons = moon_points_by_seat(game)
    rows: list[dict[str, Any]] = []
    for seat, hand in enumerate(game.hands):
        completed = list(hand.completed)
        if game.phase == "play":  # grids completed this round are removed, and banked, at its end
            completed[game.round - 1] += sum(1 for g in hand.grids if g.complete)
        grids = [completed_points(n, r + 1) for r, n in enumerate(completed)]
        stars = [star_points(n) for n in hand.stars]
        cells = hand.incomplete_cells()
        arena = game.rules.lightning_points(hand.lightning)
        total = sum(grids) + sum(stars) + moons[seat] + cell_points(cells) + arena
        rows.append(
            {
                "name": game.seats[seat].name,
                "grids": grids,
                "grids_completed": completed,
                "stars": stars,
                "star_counts": list(hand.stars),
                "moons": hand.moons,
                "moon_points": moons[seat],
                "incomplete_cells": cells,
                "incomplete_points": cell_points(cells),
                "lightning": hand.lightning,
                "lightning_points": arena,
                "total": total,
            }
        )
    left = [h.left for h in game.hands]
    ranking = rank(
        [r["name"] for r in rows],
        [r["total"] for r in rows],
        gave_up=left,
        tiebreak=[r["moons"] for r in rows],
        gave_up_order=[h.left_order for h in game.hands],
    )
    for row in ranking:
        rows[row["seat"]]["place"] = row["place"]
    for row, hand in zip(rows, game.hands):
        row["left"] = hand.left
        row["left_round"] = hand.left_round
        solo = game.players == 1
        row["rank"] = solo_rank(row["total"], "en") if solo else None
        row["rank_key"] = solo_rank_key(row["total"]) if solo else None
    return rows


def moon_points_staying(moons: Sequence[int], players: int) -> list[int]:
    """The moon points of the players still at the table, holding ``moons``, in a game begun by
    ``players``: compared among themselves; one left alone of several gains 6 (nobody has fewer).

    >>> moon_points_staying([1], 2), moon_points_staying([4, 2], 3)
    ([6], [6, 0])
    """
    if players > 1 and len(moons) == 1:
        return moon_points([0, 0])[:1]
    return moon_points(moons)


def moon_points_by_seat(game: Game) -> list[int]:
    """Moon points per seat. Moons are compared among the players still at the table; those who
    left score none. One player left alone in a game for several has the most moons, and nobody
    has fewer: +6 (the two-player rule, where nobody loses)."""
    staying = [s for s, h in enumerate(game.hands) if not h.left]
    points = moon_points_staying([game.hands[s].moons for s in staying], game.players)
    out = [0] * game.players
    for seat, value in zip(staying, points):
        out[seat] = value
    return out
