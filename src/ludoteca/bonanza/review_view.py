"""The coach at the table, as JSON for the Bonanza widget: the review panel at the end of a
game, the proficiency badge after each decision, and a solo player's trend.

The numbers come from :mod:`ludoteca.bonanza.review` (the same walk, the same advisor
options); this module picks what to show, :mod:`ludoteca.bonanza.review_words` words it in the
table's language, and the chart's points are core's (:meth:`ludoteca.core.coach.Review.chart`).
The front end draws ``view["ui"]["review"]``, ``["verdict"]`` and ``["trend"]`` as they are.

>>> from ludoteca.bonanza.bots import GreedyBot, play_turn
>>> game = Game(["Ana"], seed=3)
>>> while not game.is_terminal(): _ = play_turn(game, GreedyBot())  # Ana plays greedily
>>> coach = TableCoach(game)
>>> panel = coach.view("en")["review"]
>>> panel["steps"], panel["total_loss_text"], panel["costliest"][0]["verdict"]
(38, '58.24', '-11.4')
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.actions import Record, Roll, Scratch, Timeout
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import Decision, Position, Review, decide, review
from ludoteca.bonanza.review_words import (
    DECIMAL_COMMA,
    Words,
    decision_json,
    keep_mask,
    number,
    parse_choice,
    step_json,
)
from ludoteca.bonanza.rules import Sheet
from ludoteca.core.errors import IllegalAction

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = ["TableCoach", "keep_mask", "number", "DECIMAL_COMMA"]

log = logging.getLogger(__name__)

#: How many of the costliest decisions the panel lists.
COSTLIEST = 5


@dataclass(frozen=True, slots=True)
class _Seen:
    """The position a table showed last: what the next decision is judged from."""

    count: int  # actions so far: the next action has this index
    seat: int
    sheet: Sheet
    dice: tuple[int, ...] | None
    held: tuple[bool, ...]
    rolls: int
    rolls_left: int
    turn: int
    over: bool

    @classmethod
    def of(cls, game: Game) -> _Seen:
        return cls(
            len(game.actions),
            game.current,
            game.sheet.copy(),
            game.dice,
            tuple(game.held),
            game.rolls,
            game.rolls_left,
            game.round,
            game.is_terminal(),
        )


class TableCoach:
    """What the coach shows at one table: kept by the widget next to the game.

    ``proficiency`` turns on the badge after each decision of the seats this screen plays
    for (``seat``: one seat, or None for all its people). ``review_seat`` and
    ``review_step`` are the replay's position once the game is over.
    """

    def __init__(
        self, game: Game, *, seat: int | None = None, proficiency: bool = False, store: ScoreStore | None = None
    ) -> None:
        self.game = game
        self.store = store  # where the solo trend is read (None: no trend)
        self.seat = seat
        self.proficiency = bool(proficiency)
        self.review_seat: int | None = None
        self.review_step = 0
        self._reviews: dict[int, Review] = {}
        self._seen: _Seen | None = None
        self._verdict: tuple[Decision, dict[str, Any], dict[str, Any]] | None = None
        self._trend: dict[str, Any] | None = None
        self._trend_over = False
        self._read_trend()

    # -- who can be reviewed ---------------------------------------------------------------
    def people(self) -> list[int]:
        """The seats played by people: their games are reviewed at the end."""
        return [i for i, s in enumerate(self.game.seats) if s.kind == "human"]

    def select(self, seat: int, step: int) -> None:
        """Show ``seat``'s review at decision ``step`` (0-based); refuse what cannot be shown."""
        game = self.game
        if not game.is_terminal():
            raise IllegalAction("the review opens when the game is over", code="review_not_ready")
        if seat not in self.people():
            name = game.seats[seat].name
            raise IllegalAction(
                f"{name} is a computer player: only people's games are reviewed", code="not_reviewable", name=name
            )
        steps = len(self._review(seat).decisions)
        if not 0 <= step < max(steps, 1):
            raise IllegalAction(
                f"there is no decision {step + 1} to show ({steps} in all)",
                code="no_such_step",
                step=step + 1,
                steps=steps,
            )
        self.review_seat, self.review_step = seat, step

    def _review(self, seat: int) -> Review:
        if seat not in self._reviews:  # a finished game never changes: once per seat
            self._reviews[seat] = review(self.game, seat)
        return self._reviews[seat]

    # -- proficiency: judge each decision as it is made ------------------------------------------
    def observe(self) -> None:
        """Call on every redraw: if the game moved by one decision of a person this screen
        plays for, judge it against the position shown before it."""
        game, seen = self.game, self._seen
        self._seen = _Seen.of(game)
        if not self.proficiency or seen is None or seen.over or len(game.actions) != seen.count + 1:
            return
        if game.seats[seen.seat].kind != "human" or self.seat not in (None, seen.seat):
            return
        try:
            decision = self._judge(game.actions[seen.count], seen)
        except Exception:  # the badge is a courtesy: it must never break the table
            log.exception("ludoteca: could not judge decision %d", seen.count)
            decision = None
        if decision is not None:
            self._verdict = (decision, parse_choice(decision.chosen), parse_choice(decision.optimal))

    def _judge(self, action: Any, seen: _Seen) -> Decision | None:
        """The decision ``action`` made from ``seen``, if it was one (a re-roll, a record)."""
        from ludoteca.bonanza.solver import Advisor

        advisor = Advisor.shared(self.game.rules)
        if seen.dice is not None:  # one Advisor.advise at the decision point, through review's own helper
            position = Position(seen.sheet, seen.dice, seen.rolls_left, seen.turn, seen.rolls, seen.held)
            if isinstance(action, Roll):  # a re-roll: the decision is which dice were held
                keep = tuple(sorted(d for d, h in zip(seen.dice, seen.held) if h))
                return decide(advisor, seen.count, seen.seat, position, ("keep", keep))
            if isinstance(action, (Record, Scratch, Timeout)):
                return decide(
                    advisor,
                    seen.count,
                    seen.seat,
                    position,
                    ("record", action.box),
                    by_clock=isinstance(action, Timeout),
                )
            return None
        if isinstance(action, Timeout):  # the clock rolled, then recorded: only a walk knows those dice
            decisions = review(self.game, seen.seat).choices()
            return decisions[-1] if decisions and decisions[-1].index == seen.count else None
        return None

    # -- the solo trend ----------------------------------------------------------------------
    def _read_trend(self) -> None:
        game = self.game
        if game.players != 1 or self.store is None or game.seats[0].kind != "human":
            return
        from ludoteca.bonanza.coach import skill_trend

        try:
            self._trend = skill_trend(game.seats[0].name, self.store, last=10)
        except Exception:  # a broken store must not keep the table from opening
            log.exception("ludoteca: could not read the skill trend")
            self._trend = None

    def _trend_json(self, words: Words) -> dict[str, Any] | None:
        if self.game.is_terminal() and not self._trend_over:
            self._trend_over = True  # the finished game is in the store now: show it too
            self._read_trend()
        trend = self._trend
        if not trend or not trend["games"]:
            return None
        scores = trend["scores"]
        top = max(max(scores), 1)
        text = words(
            "bonanza.trend.text",
            count=trend["games"],
            average=words.num(trend["average_score"], 1),
            best=trend["best_score"],
        )
        loss = None
        if trend["average_mean_loss"] is not None:
            loss = words("bonanza.trend.loss", loss=words.num(trend["average_mean_loss"]))
        change = trend["mean_loss_change"]
        if change is not None and abs(change) >= 0.005:
            key = "bonanza.trend.better" if change < 0 else "bonanza.trend.worse"
            loss = (loss + " · " if loss else "") + words(key, change=words.num(abs(change)))
        return {
            "games": trend["games"],
            "scores": scores,
            "heights": [round(s / top, 4) for s in scores],
            "average_score": trend["average_score"],
            "average_mean_loss": trend["average_mean_loss"],
            "mean_loss_change": change,
            "best_score": trend["best_score"],
            "text": text,
            "loss_text": loss,
            "label": words("bonanza.trend.label", scores=", ".join(map(str, scores))),
        }

    # -- the JSON ------------------------------------------------------------------------------
    def view(self, locale: str) -> dict[str, Any]:
        """What ``view["ui"]`` gets from the coach."""
        words = Words(locale)
        return {
            "proficiency": self.proficiency,
            "verdict": self._verdict_json(words),
            "trend": self._trend_json(words),
            "review": self._review_json(words),
        }

    def _verdict_json(self, words: Words) -> dict[str, Any] | None:
        if self._verdict is None:
            return None
        decision, chosen, optimal = self._verdict
        out = decision_json(words, decision, chosen, optimal)
        out["name"] = self.game.seats[decision.seat].name
        out["id"] = decision.index
        return out

    def _review_json(self, words: Words) -> dict[str, Any] | None:
        people = self.people()
        if not self.game.is_terminal() or not people:
            return None
        if self.review_seat is None:
            self.review_seat = self.seat if self.seat in people else people[0]
        seat, step = self.review_seat, self.review_step
        result = self._review(seat)
        decisions = result.choices()
        parsed = [(parse_choice(d.chosen), parse_choice(d.optimal)) for d in decisions]
        steps = {d.index: i for i, d in enumerate(decisions)}
        costly = [decisions[steps[d.index]] for d in result.costliest(COSTLIEST)]
        best = sum(d.is_best() for d in decisions)
        clock = sum(d.by_clock for d in decisions)
        summary = words(
            "bonanza.review.summary",
            count=len(decisions),
            best=best,
            lost=words.num(result.total_loss),
            mean=words.num(result.mean_loss),
        )
        if clock:
            summary += " · " + words("bonanza.review.clock_count", count=clock)
        current = None
        if decisions:
            d = decisions[step]
            current = decision_json(words, d, *parsed[step])
            current.update(step_json(words, self.game, d, parsed[step]))
            current["step"], current["label"] = step, words("bonanza.review.step", n=step + 1, total=len(decisions))
        return {
            "seats": [{"seat": i, "name": self.game.seats[i].name} for i in people],
            "seat": seat,
            "name": result.player,
            "step": step if decisions else None,
            "steps": len(decisions),
            "score": result.score,
            "best": best,
            "by_clock": clock,
            "total_loss": result.total_loss,
            "mean_loss": result.mean_loss,
            "total_loss_text": words.num(result.total_loss),
            "mean_loss_text": words.num(result.mean_loss),
            "summary": summary,
            "chart": result.chart(),
            "costliest": [{**decision_json(words, d, *parsed[steps[d.index]]), "step": steps[d.index]} for d in costly],
            "current": current,
        }
