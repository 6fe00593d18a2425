"""The coach at the table, as JSON for the Bonanza widget: the review panel at the end of a
game, the proficiency badge after each decision, and a solo player's trend.

The numbers come from :mod:`ludoteca.bonanza.review` (the same walk, the same advisor
options); this module picks what to show, lays out the loss chart and words it in the
table's language. The front end draws ``view["ui"]["review"]``, ``["verdict"]`` and
``["trend"]`` as they are.

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
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.actions import Record, Roll, Scratch, Timeout
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import Decision, Position, Review, decide, nice_step, review
from ludoteca.bonanza.rules import BOXES, Sheet, label, score
from ludoteca.core import i18n
from ludoteca.core.errors import IllegalAction

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = ["TableCoach", "keep_mask", "number", "DECIMAL_COMMA"]

log = logging.getLogger(__name__)

#: Languages that write 236,3 rather than 236.3.
DECIMAL_COMMA = ("pt", "de", "fr")
#: How many of the costliest decisions the panel lists.
COSTLIEST = 5
#: The loss chart's drawing box (SVG user units; the page scales it to its width).
CHART = {"width": 720, "height": 170, "left": 52, "right": 10, "top": 12, "bottom": 26}
#: Bars this short would vanish: a costly decision stays visible however small its cost.
MIN_BAR = 2.0
#: Turn numbers closer than this under the chart would overlap: the later one is left out.
MIN_LABEL_GAP = 18
_BOX_OF = {label(box): box for box in BOXES}


def number(value: float, digits: int, locale: str) -> str:
    """``value`` with ``digits`` decimals, written with the language's decimal mark."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if locale in DECIMAL_COMMA else text


def keep_mask(dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]) -> list[bool]:
    """Which dice to hold to keep the values ``keep``, preferring dice already held."""
    wanted = Counter(keep)
    mask = [False] * len(dice)
    for prefer_held in (True, False):
        for i, value in enumerate(dice):
            if not mask[i] and held[i] == prefer_held and wanted[value] > 0:
                mask[i] = True
                wanted[value] -= 1
    return mask


def _parse(notation: str) -> dict[str, Any]:
    """A decision's notation ("keep 3 4", "record full house") as fields."""
    verb, _, rest = notation.partition(" ")
    if verb == "keep":
        return {"kind": "keep", "box": None, "keep": [] if rest == "nothing" else [int(v) for v in rest.split()]}
    return {"kind": verb, "box": _BOX_OF[rest], "keep": None}


class _Words:
    """The coach's sentences in one language (English where a catalog has no text)."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def __call__(self, key: str, **params: Any) -> str:
        return i18n.translate(key, self.locale, **params)

    def num(self, value: float, digits: int = 2) -> str:
        return number(value, digits, self.locale)

    def object(self, what: dict[str, Any]) -> str:
        """What a choice is about: "3 4", "nothing", "Full house"."""
        if what["kind"] == "keep":
            return " ".join(map(str, what["keep"])) or self("bonanza.review.nothing")
        return self(f"bonanza.box.{what['box']}")

    def _say(self, form: dict[str, str], what: dict[str, Any]) -> str:
        field = "dice" if what["kind"] == "keep" else "box"
        return self(f"bonanza.review.{form[what['kind']]}", **{field: self.object(what)})

    def action(self, what: dict[str, Any]) -> str:
        """A choice as an order: "Keep 3 4", "Record Full house", "Scratch Chance"."""
        return self._say({"keep": "keep", "record": "record", "scratch": "scratch"}, what)

    def doing(self, what: dict[str, Any]) -> str:
        """A choice as a deed: "keeping 3 4", "recording Full house"."""
        return self._say({"keep": "keeping", "record": "recording", "scratch": "scratching"}, what)

    def verdict(self, decision: Decision) -> str:
        """ "best", or the loss: "-0.8" ("-0.03" when it is that small)."""
        if decision.is_best():
            return self("bonanza.review.best")
        loss = decision.loss
        return "-" + (self.num(loss, 1) if loss >= 0.05 else self.num(loss) if loss >= 0.005 else "<" + self.num(0.01))

    def sentence(self, decision: Decision, chosen: dict[str, Any], optimal: dict[str, Any]) -> str:
        """The decision in words, like :meth:`Decision.sentence`, in the table's language."""
        if decision.is_best():
            text = self("bonanza.review.best_choice")
        else:
            # "keeping 3 4 instead of 1 1", but "recording Chance instead of keeping 6 6"
            best = self.object(optimal) if optimal["kind"] == chosen["kind"] else self.doing(optimal)
            cost = (
                self("bonanza.review.points", count=self.num(decision.loss))
                if decision.loss >= 0.005
                else self("bonanza.review.tiny")
            )
            text = self("bonanza.review.instead", chosen=self.doing(chosen), optimal=best, cost=cost)
        return self("bonanza.review.timed", text=text) if decision.by_clock else text

    def where(self, decision: Decision) -> str:
        return self("bonanza.review.where", turn=decision.turn, roll=decision.roll)


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
            self._verdict = (decision, _parse(decision.chosen), _parse(decision.optimal))

    def _judge(self, action: Any, seen: _Seen) -> Decision | None:
        """The decision ``action`` made from ``seen``, if it was one (a re-roll, a record)."""
        from ludoteca.bonanza.advisor import Advisor

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
            decisions = review(self.game, seen.seat).decisions
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

    def _trend_json(self, words: _Words) -> dict[str, Any] | None:
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
        words = _Words(locale)
        return {
            "proficiency": self.proficiency,
            "verdict": self._verdict_json(words),
            "trend": self._trend_json(words),
            "review": self._review_json(words),
        }

    def _verdict_json(self, words: _Words) -> dict[str, Any] | None:
        if self._verdict is None:
            return None
        decision, chosen, optimal = self._verdict
        out = _decision_json(words, decision, chosen, optimal)
        out["name"] = self.game.seats[decision.seat].name
        out["id"] = decision.index
        return out

    def _review_json(self, words: _Words) -> dict[str, Any] | None:
        people = self.people()
        if not self.game.is_terminal() or not people:
            return None
        if self.review_seat is None:
            self.review_seat = self.seat if self.seat in people else people[0]
        seat, step = self.review_seat, self.review_step
        result = self._review(seat)
        decisions = result.decisions
        parsed = [(_parse(d.chosen), _parse(d.optimal)) for d in decisions]
        steps = {d.index: i for i, d in enumerate(decisions)}
        costly = result.costliest(COSTLIEST)
        best = sum(d.is_best() for d in decisions)
        clock = sum(d.by_clock for d in decisions)
        summary = words(
            "bonanza.review.summary",
            count=len(decisions),
            best=best,
            total=words.num(result.total_loss),
            mean=words.num(result.mean_loss),
        )
        if clock:
            summary += " · " + words("bonanza.review.clock_count", count=clock)
        current = None
        if decisions:
            d = decisions[step]
            current = _decision_json(words, d, *parsed[step])
            current.update(_step_json(words, self.game, d, parsed[step]))
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
            "chart": _chart(words, decisions, parsed, step if decisions else None),
            "costliest": [
                {**_decision_json(words, d, *parsed[steps[d.index]]), "step": steps[d.index]} for d in costly
            ],
            "current": current,
        }


def _decision_json(words: _Words, d: Decision, chosen: dict[str, Any], optimal: dict[str, Any]) -> dict[str, Any]:
    return {
        "seat": d.seat,
        "turn": d.turn,
        "roll": d.roll,
        "kind": d.kind,
        "by_clock": d.by_clock,
        "best": d.is_best(),
        "loss": d.loss,
        "verdict": words.verdict(d),
        "chosen": {**chosen, "text": words.action(chosen)},
        "optimal": {**optimal, "text": words.action(optimal)},
        "chosen_expected": d.chosen_expected,
        "optimal_expected": d.optimal_expected,
        "chosen_expected_text": words.num(d.chosen_expected, 1),
        "optimal_expected_text": words.num(d.optimal_expected, 1),
        "sentence": words.sentence(d, chosen, optimal),
        "where": words.where(d),
    }


def _step_json(words: _Words, game: Game, d: Decision, parsed: tuple[dict[str, Any], dict[str, Any]]) -> dict[str, Any]:
    """The position of one replay step: the seat's sheet, the dice, what was held and advised."""
    chosen, optimal = parsed
    sheet, held = d.sheet, d.held
    assert sheet is not None, "a reviewed decision keeps its sheet"
    dice = list(d.dice)
    marks: dict[str, list[str]] = {}
    for role, what in (("chosen", chosen), ("optimal", optimal)):
        if what["box"] is not None:
            marks.setdefault(what["box"], []).append(role)
    points = {box: score(d.dice, box, sheet, game.rules) for box in marks}
    advised = keep_mask(dice, held, optimal["keep"]) if optimal["kind"] == "keep" else [False] * 5
    values = " ".join(map(str, dice))
    kept = " ".join(str(v) for v, h in zip(dice, held) if h)
    label_ = words("bonanza.review.dice_label", dice=values) + (
        "; " + words("bonanza.review.held_label", dice=kept) if kept else ""
    )
    return {
        "index": d.index,
        "rolls_left": 3 - d.roll,
        "dice": dice,
        "held": list(held),
        "advised": advised,
        "dice_label": label_,
        "sheet": {
            "boxes": {box: sheet.boxes.get(box) for box in BOXES},
            "upper_total": sheet.upper_total(),
            "upper_bonus": sheet.upper_bonus(),
            "bonus": sheet.bonus,
            "total": sheet.total(),
        },
        "marks": marks,
        "points": points,
    }


def _chart(
    words: _Words, decisions: list[Decision], parsed: list[tuple[dict, dict]], step: int | None
) -> dict[str, Any]:
    """The loss of each decision as bars (SVG coordinates), the turns under them, the cursor."""
    c = CHART
    inner_w = c["width"] - c["left"] - c["right"]
    inner_h = c["height"] - c["top"] - c["bottom"]
    base = c["top"] + inner_h
    top_loss = max((d.loss for d in decisions), default=0.0)
    tick = nice_step(max(top_loss, 0.5), 4)
    y_max = tick * max(1, -(-top_loss // tick))
    n = max(len(decisions), 1)
    slot = inner_w / n

    def y(value: float) -> float:
        return round(base - inner_h * value / y_max, 2)

    ticks, value = [], 0.0
    while value <= y_max + 1e-9:
        ticks.append({"y": y(value), "text": words.num(value, 0 if tick >= 1 else 1)})
        value += tick
    bars = []
    for i, d in enumerate(decisions):
        h = 0.0 if d.is_best() else max(MIN_BAR, inner_h * d.loss / y_max)
        bars.append(
            {
                "step": i,
                "x": round(c["left"] + slot * i + slot * 0.15, 2),
                "w": round(slot * 0.7, 2),
                "y": round(base - h, 2),
                "h": round(h, 2),
                "cx": round(c["left"] + slot * (i + 0.5), 2),
                "best": d.is_best(),
                "by_clock": d.by_clock,
                "title": f"{words.where(d)}: {words.sentence(d, *parsed[i])}",
            }
        )
    turns: list[dict[str, Any]] = []
    for i, d in enumerate(decisions):
        x = round(c["left"] + slot * (i + 0.5), 2)
        if (i == 0 or decisions[i - 1].turn != d.turn) and (not turns or x - turns[-1]["x"] >= MIN_LABEL_GAP):
            turns.append({"x": x, "text": str(d.turn)})
    cursor = None if step is None else {"x": round(c["left"] + slot * step, 2), "w": round(slot, 2)}
    return {
        "width": c["width"],
        "height": c["height"],
        "left": c["left"],
        "right": c["width"] - c["right"],
        "top": c["top"],
        "base": base,
        "ticks": ticks,
        "bars": bars,
        "turns": turns,
        "cursor": cursor,
        "label": words(
            "bonanza.review.chart_label", total=words.num(sum(d.loss for d in decisions)), count=len(decisions)
        ),
    }
