"""Review a MAGDAGDON game against the advisor: what each turn's choice cost, in expected points.

A decision is each way a rolled turn was settled: the dice placed and confirmed, a Majda
Power used (each one its own decision: the dice it leaves are a new position), or MAGDAGDON
accepted with the ruin chosen. For each, the advisor (:mod:`.advisor`) estimates the expected
final score of the player's choice and of its own first choice; the loss is the difference.
The advisor searches the turn exactly but judges the end of the turn with an evaluation
learned by simulation, so every figure is *the advisor's estimate*, not a proven optimum.

>>> from ludoteca.core.bots import make_bot, play_out
>>> from ludoteca.magdagdon import Game
>>> game = play_out(Game(difficulty="nightmare", seed=4), {0: make_bot("magdagdon", "advisor", None)})
>>> result = review(game)
>>> round(result.total_loss, 6), result.decisions[0].sentence()
(0.0, 'best choice')
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ludoteca.core import history, i18n
from ludoteca.core.coach import Decision, Review, trend_text
from ludoteca.magdagdon.actions import Accept, Confirm, Decrease, Increase, Reroll, Ruin
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.rules import CELLS, RUIN, Board

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore
    from ludoteca.magdagdon.advisor import Advice
    from ludoteca.magdagdon.search import Plan

__all__ = ["MagdagdonReview", "review", "score_details", "skill_trend"]

#: Mean final score of the advisor and of the clairvoyant (who knows every roll) over seeds 0-99,
#: per difficulty, as ``python benchmarks/bench_review_magdagdon.py`` printed them; measure again
#: after changing the advisor.
STRENGTH = {"peaceful": (341.2, 395.9), "survival": (295.4, 346.2), "nightmare": (184.7, 237.9)}


def strength_text(difficulty: str) -> str:
    """How strong the advisor is at ``difficulty``, against the clairvoyant, in a sentence."""
    advisor, seer = STRENGTH[difficulty]
    if i18n.get_language() != "en":  # the words of the review panel
        share = round(100 * advisor / seer)
        return i18n.t("magdagdon.review.strength", advisor=f"{advisor:.0f}", clairvoyant=f"{seer:.0f}", share=share)
    return (
        f"How strong is the advisor? Over 100 seeded {difficulty} games it averages {advisor:.0f} points; "
        f"a player who knows every roll in advance averages at least {seer:.0f} "
        f"(the advisor reaches {advisor / seer:.0%} of that)."
    )


class MagdagdonReview(Review):
    """A MAGDAGDON review: pictures show the board the player left beside the advisor's."""

    __slots__ = ()

    def picture(self, decision: Decision) -> str:
        from ludoteca.magdagdon.pictures import board_svg

        p = decision.position
        dice = " ".join(map(str, p["dice"]))
        if i18n.get_language() == "en":
            yours, theirs, caption = "yours", "the advisor's", f"dice {dice}, powers used {p['powers_used']}"
        else:  # the words of the review panel
            yours, theirs = i18n.t("magdagdon.review.yours"), i18n.t("magdagdon.review.advisor")
            powers = f"{i18n.t('magdagdon.ui.best.powers')}: {p['powers_used']}"
            caption = f"{i18n.t('magdagdon.review.dice', dice=dice)} · {powers}"
        return (
            '<div style="display: flex; gap: 8px">'
            f"<div>{board_svg(p['chosen_board'], staged=p['chosen_cells'])}<br>{escape(yours)}</div>"
            f"<div>{board_svg(p['best_board'], staged=p['best_cells'])}<br>{escape(theirs)}</div></div>"
            f"<small>{escape(caption)}</small>"
        )


def review(game: Game, seat: int = 0) -> MagdagdonReview:
    """Every decision in ``game`` (finished or not) against the advisor's estimate."""
    if not isinstance(game, Game):
        raise TypeError(f"review needs a MAGDAGDON Game, not {type(game).__name__}")
    if seat != 0 or isinstance(seat, bool):
        raise ValueError(f"MAGDAGDON is a solo game: the only seat is 0, not {seat!r:.20}")
    from ludoteca.magdagdon.advisor import advice

    walk = Game(list(game.seats), game.seed, game.rules)
    decisions: list[Decision] = []
    before: tuple[Advice | None, dict[str, Any]] | None = None  # the position where MAGDAGDON was accepted
    for index, action in enumerate(list(game.actions)):  # a snapshot, should the game move on meanwhile
        if isinstance(action, Accept):
            before = (advice(walk, budget=None), _position(walk))
        elif isinstance(action, Ruin):
            found, position = before if before is not None else (advice(walk, budget=None), _position(walk))
            codes = list(walk.board.codes)
            codes[CELLS.index(action.cell)] = RUIN
            decisions.append(_decide(index, walk, found, position, str(action), tuple(codes), [action.cell], action))
            before = None
        elif isinstance(action, (Confirm, Decrease, Increase, Reroll)):
            chosen = walk.codes() if isinstance(action, Confirm) else walk.board.codes
            cells = [CELLS[c] for _, c in walk.staged] if isinstance(action, Confirm) else []
            text = _placed(walk) if isinstance(action, Confirm) else _power(action)
            judged = chosen if isinstance(action, Confirm) else action
            decisions.append(
                _decide(index, walk, advice(walk, budget=None), _position(walk), text, chosen, cells, judged)
            )
        walk.apply(action)
    return MagdagdonReview(
        "magdagdon",
        game.seats[0].name,
        0,
        decisions,
        walk.score().total,
        walk.is_terminal(),
        strength=strength_text(game.difficulty),
    )


def score_details(game: Game) -> dict[str, Any]:
    """What a solo score keeps besides the points (see :mod:`ludoteca.core.history`): the
    difficulty, the turns and powers used, and the review's loss."""
    result = review(game)
    return {
        "difficulty": game.difficulty,
        "turns": game.turns,
        "powers_used": game.powers_used,
        "mean_loss": result.mean_loss,
        "total_loss": result.total_loss,
    }


def skill_trend(
    player: str = "Player", difficulty: str = "peaceful", store: ScoreStore | None = None, last: int = 10
) -> dict[str, Any]:
    """``player``'s last ``last`` scores at ``difficulty`` (oldest first) with the expected points
    lost per decision of each (the advisor's estimate), their averages and a sentence (``text``)."""
    out = history.skill_trend(Game.name, player, store, last, variant=difficulty)
    out["text"] = trend_text(out)
    return out


def _position(game: Game) -> dict[str, Any]:
    return {
        "board": game.board.notation(),
        "dice": list(game.rolled_dice()),
        "powers_used": game.powers_used,
        "difficulty": game.difficulty,
    }


def _decide(
    index: int,
    game: Game,
    found: Advice | None,
    position: dict[str, Any],
    chosen: str,
    chosen_codes: tuple[int, ...],
    chosen_cells: list[str],
    judged: Any,
) -> Decision:
    from ludoteca.magdagdon.advisor import estimate

    assert found is not None, "a rolled position always has advice"
    best = found.best
    value = estimate(game, judged)
    if _steps(best) == chosen:
        value = best.value  # the same choice, however it was reached
    best_codes, best_cells = _plan_board(game.board.codes, best)
    position = {
        **position,
        "chosen_board": Board(chosen_codes).notation(),
        "chosen_cells": chosen_cells,
        "best_board": Board(best_codes).notation(),
        "best_cells": best_cells,
    }
    return Decision(index, game.turns + 1, _kind(judged), chosen, _steps(best), value, best.value, position)


def _kind(judged: Any) -> str:
    return "ruin" if isinstance(judged, Ruin) else "place" if isinstance(judged, tuple) else "power"


def _placed(game: Game) -> str:
    return ", ".join(f"place {game.rolled_dice()[d]} at {CELLS[c]}" for d, c in game.staged)


def _power(action: Any) -> str:
    return f"reroll {' '.join(map(str, sorted(action.values)))}" if isinstance(action, Reroll) else str(action)


def _steps(plan: Plan) -> str:
    """A plan in the words of :func:`_placed` and :func:`_power` (no "confirm", no "accept")."""
    if plan.power is not None:
        return _power(plan.power)
    if plan.ruin is not None:
        return f"ruin {plan.ruin}"
    return ", ".join(f"place {v} at {c}" for v, c in plan.placements)


def _plan_board(codes: tuple[int, ...], plan: Plan) -> tuple[tuple[int, ...], list[str]]:
    """The board the plan leaves (a reroll leaves it as it is) and the cells it fills."""
    out = list(codes)
    if plan.ruin is not None:
        out[CELLS.index(plan.ruin)] = RUIN
        return tuple(out), [plan.ruin]
    if isinstance(plan.power, Reroll):
        return tuple(out), []
    for value, cell in plan.placements:
        out[CELLS.index(cell)] = value
    return tuple(out), [c for _, c in plan.placements]
