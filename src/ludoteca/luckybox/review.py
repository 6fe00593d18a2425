"""Review one seat's Lucky Box game against the planner: what each choice cost, in expected points.

A decision is each number the seat answered (a crossing, with or without lightning, or a
pass) and each step of a bonus chain it resolved. The planner (:mod:`.bots`) values a crossing
by the position it leads to, after its best bonus chain, averaged over the next number still
in the round's deck; a bonus step by the best chain that can follow it. The planner's value is
a hand-tuned estimate and it looks one number ahead only, so every figure is *the advisor's
estimate*. Choosing grids is not reviewed: the planner ranks cards by a worth that is not in
points.

>>> from ludoteca.core.bots import make_bot, play_out
>>> game = Game(["Ana", "Bo"], seed=2)
>>> game = play_out(game, {s: make_bot("luckybox", k, game.rules) for s, k in enumerate(["planner", "random"])})
>>> result = review(game, 0)
>>> round(result.total_loss, 6), result.decisions[0].sentence()
(0.0, 'best choice')
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from ludoteca.core import history, i18n
from ludoteca.core.coach import Decision, Review, trend_text
from ludoteca.luckybox.actions import Action, Bonus, Cross, Keep, Pass
from ludoteca.luckybox.cards import Card, Player
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import cell_name

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore
    from ludoteca.luckybox.bots import PlannerBot

__all__ = ["LuckyBoxReview", "review", "skill_trend"]

#: Mean solo score of the planner and of the clairvoyant (who knows each round's numbers) over
#: seeds 0-99, as ``python benchmarks/bench_review_luckybox.py`` printed them; measure again after
#: changing the planner.
STRENGTH = (58.6, 62.4)


def strength_text() -> str:
    """How strong the planner is, against the clairvoyant, in a sentence."""
    planner, seer = STRENGTH
    if i18n.get_language() != "en":  # the words of the review panel
        advisor, clairvoyant = i18n.decimal(planner, 1), i18n.decimal(seer, 1)
        return i18n.t(
            "luckybox.review.strength", advisor=advisor, clairvoyant=clairvoyant, share=round(100 * planner / seer)
        )
    return (
        f"How strong is the advisor? Over 100 seeded solo games it averages {planner:.1f} points; "
        f"a player who knows each round's numbers in advance averages at least {seer:.1f} "
        f"(the advisor reaches {planner / seer:.0%} of that)."
    )


class LuckyBoxReview(Review):
    """A Lucky Box review: pictures show the seat's grids as they were, the cells it could
    cross framed with their cost."""

    __slots__ = ()

    def picture(self, decision: Decision) -> str:
        p = decision.position
        caption = i18n.t("luckybox.text.caption", round=p["round"], number=p["number"], count=p["lightning"])
        return f"{self.grids_svg(decision)}<br><small>{caption}</small>"

    def grids_svg(self, decision: Decision) -> str:
        """The seat's grids as they stood at ``decision``, the cells it could cross framed."""
        p = decision.position
        cards = [Card.from_json(g["card"]) for g in p["grids"]]
        crossed = {i: " ".join(g["crossed"]) for i, g in enumerate(p["grids"])}
        reach = {int(i): cells for i, cells in p["reach"].items()}
        from ludoteca.luckybox.pictures import grids_svg

        return grids_svg(cards, crossed=crossed, reach=reach)


#: The last review made: (the game, what was asked, the review). A finished game is reviewed for
#: its score's details and again for the end screen; the second is this one.
_last: list[tuple[weakref.ref[Game], tuple[Any, ...], LuckyBoxReview]] = []


def review(game: Game, seat: int = 0) -> LuckyBoxReview:
    """Every decision ``seat`` made in ``game`` (finished or not), against the planner's estimate.

    Asked again about the same game, seat, actions and language, it gives the same review."""
    if not isinstance(game, Game):
        raise TypeError(f"review needs a Lucky Box Game, not {type(game).__name__}")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(f"seat is a seat index 0 to {game.players - 1}, not {seat!r:.20}")
    asked = (seat, tuple(game.actions), i18n.get_language())
    if _last and _last[0][0]() is game and _last[0][1] == asked:
        return _last[0][2]
    result = _review(game, seat)
    _last[:] = [(weakref.ref(game), asked, result)]
    return result


def _review(game: Game, seat: int) -> LuckyBoxReview:
    from ludoteca.luckybox.bots import PlannerBot  # the planner and its estimates load on first use

    walk = Game(list(game.seats), game.seed, game.rules, **game.read_settings(game.settings()))
    planner = PlannerBot(game.rules, game.seed)
    decisions: list[Decision] = []
    for index, action in enumerate(list(game.actions)):  # a snapshot, should the game move on meanwhile
        if action.seat == seat and isinstance(action, (Cross, Pass)) and len(walk.legal_actions_of(seat)) > 1:
            decisions.append(_answer(index, walk, seat, action, planner))
        elif action.seat == seat and isinstance(action, Bonus):
            decisions.append(_bonus(index, walk, seat, action, planner))
        walk.apply(action)
    scores = walk.final_scores()[seat]
    return LuckyBoxReview(
        "luckybox",
        game.seats[seat].name,
        seat,
        decisions,
        scores["total"],
        walk.is_terminal(),
        strength=strength_text(),
        unit="round",
    )


def skill_trend(player: str, store: ScoreStore | None = None, last: int = 10, variant: str = "") -> dict[str, Any]:
    """``player``'s last ``last`` solo scores (oldest first) with the expected points lost per
    decision of each (the advisor's estimate), their averages and a sentence (``text``)."""
    out = history.skill_trend(Game.name, player, store, last, variant=variant)
    out["text"] = trend_text(out)
    return out


def score_details(game: Game) -> dict[str, Any]:
    """What a solo score keeps besides the points: the review's loss (see :mod:`ludoteca.core.history`)."""
    result = review(game, 0)
    return {"mean_loss": result.mean_loss, "total_loss": result.total_loss, "decisions": len(result.decisions)}


def _answer(index: int, game: Game, seat: int, chosen: Cross | Pass, planner: PlannerBot) -> Decision:
    """A crossing or a pass, valued as the planner values its options."""
    from ludoteca.luckybox.strategy import Context, outcomes

    ranked = outcomes(game, seat, planner.weights)
    ctx = Context.of(game, seat)
    ctx.left -= 1
    left = {n: c for n, c in game.remaining_numbers().items() if c}

    def worth(after: Player) -> float:
        return planner.ahead(after, game, ctx, left) if ctx.left > 0 else 0.0

    best = planner.options(game, seat, 1)[0]
    mine = next(item for item in ranked if _same(item[1], chosen))
    chosen_value = worth(mine[2]) if ctx.left > 0 else mine[0]
    if _same(best["action"], chosen):
        chosen_value = best["expected"]
    return Decision(
        index,
        game.round,
        "answer",
        _words(chosen),
        _words(best["action"]),
        chosen_value,
        best["expected"],
        _position(game, seat),
    )


def _bonus(index: int, game: Game, seat: int, chosen: Bonus, planner: PlannerBot) -> Decision:
    """One step of a bonus chain, valued by the best chain that can follow it."""
    from ludoteca.luckybox.strategy import Context, best_chain

    hand = game.hands[seat]
    ctx = Context.of(game, seat)
    ctx.left -= 1
    best_value, steps = best_chain(hand, game.supply, ctx, planner.weights)
    after, supply = hand.copy(), dict(game.supply)
    after.resolve(chosen.grid, chosen.line, chosen.target, supply, ctx.round)
    chosen_value, _ = best_chain(after, supply, ctx, planner.weights)
    g, line, step_target = steps[0]
    best = Bonus(seat, g, line, *(step_target or (None, None)))
    if _same(best, chosen):
        chosen_value = best_value
    return Decision(
        index, game.round, "bonus", _words(chosen), _words(best), chosen_value, best_value, _position(game, seat)
    )


def _same(a: Action, b: Action) -> bool:
    return _words(a) == _words(b)


def _words(action: Action | Keep) -> str:
    """An action without its seat ("cross 4 on grid 2 at b1"); a logged cross names its number."""
    if isinstance(action, Cross):
        action = Cross(action.seat, action.grid, action.cell, action.lightning)
    return str(action).split(": ", 1)[1]


def _position(game: Game, seat: int) -> dict[str, Any]:
    hand = game.hands[seat]
    reach: dict[str, dict[str, int]] = {}
    for action in game.legal_actions_of(seat):
        if isinstance(action, Cross):
            reach.setdefault(str(action.grid), {})[cell_name(action.cell)] = action.lightning
    return {
        "round": game.round,
        "number": game.number,
        "lightning": hand.lightning,
        "grids": [grid.to_json() for grid in hand.grids],
        "reach": reach,
    }
