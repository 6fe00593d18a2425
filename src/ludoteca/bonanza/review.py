"""Review a Bonanza game against perfect play: what each decision cost, in expected points.

A decision is each re-roll (the dice held at that moment; holding nothing is a choice
too) and each record or scratch. For each, the advisor gives every option's expected
final score; the loss is the best option's minus the chosen one's.

>>> from ludoteca.bonanza.bots import play_game
>>> result = review(play_game(["optimal"], seed=3))
>>> round(result.total_loss, 6), result.decisions[0].sentence()
(0.0, 'best choice')
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ludoteca.bonanza.actions import Record, Roll, Scratch, Timeout
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import Sheet, score, spoken
from ludoteca.core import coach, i18n
from ludoteca.core.coach import TOLERANCE, cumulative_loss, loss_chart_svg, nice_step

if TYPE_CHECKING:
    from ludoteca.bonanza.solver import Advisor

__all__ = ["TOLERANCE", "Decision", "Review", "cumulative_loss", "loss_chart_svg", "nice_step", "review"]

#: Columns of :meth:`Review.table`.
COLUMNS = ("turn", "roll", "dice", "chosen", "best", "chosen_expected", "best_expected", "loss", "by_clock")


@dataclass(frozen=True, slots=True, kw_only=True)
class Decision(coach.Decision):
    """A Bonanza decision: :class:`ludoteca.core.coach.Decision` and where it was made.

    ``turn`` is the seat's own turn (1-13), ``roll`` how many rolls had been made (1-3),
    ``dice`` the dice rolled; the values are final scores under perfect play from then on.
    ``sheet`` and ``held`` are the seat's sheet and held dice just before the decision
    (for replays); ``by_clock`` says the turn clock chose.
    """

    seat: int = 0
    roll: int = 0
    dice: tuple[int, ...] = ()
    by_clock: bool = False
    sheet: Sheet | None = None
    held: tuple[bool, ...] = field(default=(False,) * 5)

    @property
    def optimal(self) -> str:
        """The best choice, in notation (``best``, by its older name)."""
        return self.best

    @property
    def chosen_expected(self) -> float:
        """The expected final score after the choice made (``chosen_value``)."""
        return self.chosen_value

    @property
    def optimal_expected(self) -> float:
        """The expected final score after the best choice (``best_value``)."""
        return self.best_value

    def sentence(self) -> str:
        """The decision in words, in the current language: "keeping 3 4 instead of 1 1 cost 0.03 points"."""
        language = i18n.get_language()
        if language != "en":
            from ludoteca.bonanza.review_words import Words, parse_choice  # it imports this module

            return Words(language).sentence(self, parse_choice(self.chosen), parse_choice(self.optimal))
        clock = "time ran out: " if self.by_clock else ""
        if self.is_best():
            return clock + "best choice"
        cost = f"{self.loss:.2f} points" if self.loss >= 0.005 else "less than 0.01 points"
        chosen, optimal = _gerund(self.chosen), _gerund(self.optimal)
        if self.chosen.split()[0] == self.optimal.split()[0]:  # "keeping 3 4 instead of 1 1"
            optimal = self.optimal.split(" ", 1)[1]
        return f"{clock}{chosen} instead of {optimal} cost {cost}"

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "turn": self.turn,
            "roll": self.roll,
            "dice": list(self.dice),
            "kind": self.kind,
            "chosen": self.chosen,
            "optimal": self.optimal,
            "chosen_expected": self.chosen_value,
            "optimal_expected": self.best_value,
            "loss": self.loss,
            "by_clock": self.by_clock,
            "sentence": self.sentence(),
            "sheet": None if self.sheet is None else self.sheet.to_json(),
            "held": list(self.held),
        }


def _titles() -> tuple[str, ...]:
    """The columns of :meth:`Review.text`: "turn", "roll", "dice", "chosen", "best", "loss", ""."""
    if i18n.get_language() == "en":
        return ("turn", "roll", "dice", "chosen", "best", "loss", "")
    words = ("bonanza.review.turn_axis", "bonanza.text.roll_column", "bonanza.dice", "bonanza.review.mark_chosen")
    return (
        *(i18n.t(key) for key in words),
        i18n.t("bonanza.review.mark_optimal"),
        i18n.t("bonanza.review.legend_loss"),
        "",
    )


def _gerund(notation: str) -> str:
    verb, _, rest = notation.partition(" ")
    return {"keep": "keeping", "record": "recording", "scratch": "scratching"}[verb] + " " + rest


@dataclass(slots=True, kw_only=True, repr=False)  # the shared repr
class Review(coach.Review):
    """A Bonanza review: :class:`ludoteca.core.coach.Review` against perfect play, with the
    clock's decisions and luck.

    ``expected_start`` is what perfect play expects from an empty sheet.
    """

    expected_start: float = 0.0
    hollow_words: ClassVar[str] = "bonanza.review.legend_clock"

    @property
    def luck(self) -> float | None:
        """For a seat that filled its sheet: how far the dice carried the score above (or
        below) what its choices deserved: ``score - (expected_start - total_loss)``."""
        return self.score - (self.expected_start - self.total_loss) if self.finished else None

    def choices(self) -> list[Decision]:
        """The decisions, typed as Bonanza's (a Bonanza review holds nothing else)."""
        return [_bonanza(d) for d in self.decisions]

    def costliest(self, n: int = 5) -> list[coach.Decision]:
        """The ``n`` decisions that cost the most (those that cost something), costliest first."""
        return coach.Review.costliest(self, n)

    def summary(self, *, estimate: bool | None = None) -> str:
        """The shared summary, and how many decisions the clock made."""
        clock = sum(_clocked(d) for d in self.decisions)
        text = coach.Review.summary(self, estimate=estimate)
        if not clock:
            return text
        if i18n.get_language() == "en":
            return f"{text}; {clock} made by the clock"
        return f"{text} · {i18n.t('bonanza.review.clock_count', count=clock)}"

    def table(self, decisions: Iterable[coach.Decision] | None = None) -> list[dict[str, Any]]:
        """One dict per decision (all, or those given), rounded for display; see ``COLUMNS``."""
        return [
            {
                "turn": d.turn,
                "roll": d.roll,
                "dice": " ".join(map(str, d.dice)),
                "chosen": d.chosen,
                "best": d.best,
                "chosen_expected": round(d.chosen_value, 2),
                "best_expected": round(d.best_value, 2),
                "loss": round(d.loss, 2),
                "by_clock": d.by_clock,
            }
            for d in map(_bonanza, self.decisions if decisions is None else decisions)
        ]

    def columns(self) -> tuple[tuple[str, ...], set[int]]:
        return _titles(), {0, 1, 5}

    def cells(self, decision: coach.Decision) -> tuple[str, ...]:
        d, clock = _bonanza(decision), "clock" if i18n.get_language() == "en" else "⏱"
        best = "=" if d.chosen == d.best else d.best
        dice = " ".join(map(str, d.dice))
        return str(d.turn), str(d.roll), dice, d.chosen, best, i18n.decimal(d.loss), clock if d.by_clock else ""

    def hollow(self, decision: coach.Decision) -> bool:
        return _clocked(decision)

    def to_json(self) -> dict[str, Any]:
        return {
            **coach.Review.to_json(self),
            "expected_start": self.expected_start,
            "total_loss": self.total_loss,
            "mean_loss": self.mean_loss,
            "luck": self.luck,
        }

    def _repr_html_(self) -> str:
        num = ' style="text-align: right"'
        head = "".join(f"<th>{h}</th>" for h in ("Turn", "Roll", "Dice", "Chosen", "Best", "Expected", "Loss"))
        rows = []
        for d in map(_bonanza, self.decisions):
            shade = "" if d.is_best() else f' style="background: rgba(220, 80, 60, {min(0.6, 0.08 + d.loss / 10):.2f})"'
            best = "✓" if d.chosen == d.best else html.escape(d.best)
            clock = ' <span title="recorded by the clock">⏱</span>' if d.by_clock else ""
            rows.append(
                f"<tr{shade}><td{num}>{d.turn}</td><td{num}>{d.roll}</td>"
                f"<td>{' '.join(map(str, d.dice))}</td><td>{html.escape(d.chosen)}{clock}</td><td>{best}</td>"
                f"<td{num}>{d.chosen_value:.2f}</td><td{num}>{d.loss:.2f}</td></tr>"
            )
        # The chart keeps its size (its labels readable) and the table its columns: a narrow
        # notebook scrolls them sideways rather than shrinking the one or overflowing with the other.
        scroll = '<div style="overflow-x: auto; max-width: 100%">'
        chart = loss_chart_svg(self).replace("<svg ", '<svg style="max-width: none" ', 1)
        return (
            f'<div class="lt-bonanza-review"><p>{html.escape(self.summary())}</p>{scroll}{chart}</div>'
            f"{scroll}<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
        )


def _bonanza(decision: coach.Decision) -> Decision:
    if not isinstance(decision, Decision):
        raise TypeError(f"a Bonanza review holds Bonanza decisions, not {type(decision).__name__}")
    return decision


def _clocked(decision: coach.Decision) -> bool:
    return isinstance(decision, Decision) and decision.by_clock


def review(game: Game, seat: int = 0) -> Review:
    """Every decision ``seat`` made in ``game`` (finished or not), against perfect play."""
    from ludoteca.bonanza.solver import Advisor  # the strategy table is big: load on first use

    if not isinstance(game, Game):
        raise TypeError(f"review needs a Bonanza Game, not {type(game).__name__}")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(f"seat is a seat index 0 to {game.players - 1}, not {seat!r:.20}")
    advisor = Advisor.shared(game.rules)
    walk = Walk(game)
    decisions: list[coach.Decision] = []
    for index, action in enumerate(list(game.actions)):  # a snapshot, should the game move on meanwhile
        ours = walk.game.current == seat and not walk.game.is_terminal()
        if isinstance(action, Timeout):
            if not ours:
                walk.timeout(action)
                continue
            if walk.game.dice is None:  # what the clock does first (dice an old log does not name)
                walk.game.apply(Roll() if action.dice is None else Roll(action.dice, drawn=True))
                action = Timeout(action.box)
            position = walk.position()
            walk.timeout(action)
            event = walk.game.last_event
            assert event is not None, "a timeout records a box"
            box = event["box"]
            decisions.append(decide(advisor, index, seat, position, ("record", box), by_clock=True))
            continue
        if ours and isinstance(action, Roll) and walk.game.rolls > 0:
            held = tuple(sorted(d for d, h in zip(walk.game.rolled_dice(), walk.game.held) if h))
            decisions.append(decide(advisor, index, seat, walk.position(), ("keep", held)))
        elif ours and isinstance(action, (Record, Scratch)):
            decisions.append(decide(advisor, index, seat, walk.position(), ("record", action.box)))
        walk.game.apply(action)
    sheet = walk.game.sheets[seat]
    name, expected = game.seats[seat].name, advisor.value(Sheet())
    return Review(
        game="bonanza",
        player=name,
        seat=seat,
        decisions=decisions,
        score=sheet.total(),
        finished=sheet.is_full(),
        optimal=True,
        expected_start=expected,
    )


class _Clock:
    """Time that moves only when the review makes the turn clock run out."""

    now = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass(frozen=True, slots=True)
class Position:
    """What the player faced at a decision: their sheet, the dice, re-rolls left, turn, roll
    and which dice were held."""

    sheet: Sheet
    dice: tuple[int, ...]
    rolls_left: int
    turn: int
    roll: int
    held: tuple[bool, ...] = (False,) * 5


class Walk:
    """A copy of the game rebuilt action by action through the public ``apply``.

    A timeout is accepted only once the turn clock has run out, so the copy has a clock of
    its own that the review moves past the deadline.
    """

    def __init__(self, game: Game) -> None:
        self.clock = _Clock()
        self.game = Game(list(game.seats), game.seed, game.rules, game.turn_seconds, self.clock)

    def timeout(self, action: Timeout) -> None:
        """Replay a timeout (with the box it logged, if any) once the clock has run out."""
        left = self.game.deadline_in()
        if left is None:  # the engine refuses this too; say it in the review's words
            raise ValueError("this game has a timeout but no turn clock, so it cannot be reviewed")
        self.clock.now += left + 1.0
        self.game.apply(action)

    def position(self) -> Position:
        """The current player's position before a decision."""
        game = self.game
        return Position(
            game.sheet.copy(), game.rolled_dice(), game.rolls_left, game.round, game.rolls, tuple(game.held)
        )


def decide(
    advisor: Advisor, index: int, seat: int, position: Position, chosen: tuple[str, Any], by_clock: bool = False
) -> Decision:
    """Judge one decision: ``chosen`` is ("keep", values) or ("record", box)."""
    options = advisor.advise(position.sheet, position.dice, position.rolls_left)
    kind, what = chosen
    mine = next((o for o in options if o.kind == kind and (o.keep if kind == "keep" else o.box) == what), None)
    if mine is None:  # the engine and the advisor disagree on what was possible
        raise LookupError(
            f"the advisor has no option {kind} {what} for the dice {position.dice} "
            f"with {position.rolls_left} re-rolls left"
        )
    best, rules = options[0], advisor.rules
    return Decision(
        index,
        position.turn,
        kind,
        _notation(mine, position, rules),
        _notation(best, position, rules),
        mine.expected,
        best.expected,
        seat=seat,
        roll=position.roll,
        dice=position.dice,
        by_clock=by_clock,
        sheet=position.sheet,
        held=position.held,
    )


def _notation(option: Any, position: Position, rules: Any) -> str:
    if option.kind == "keep":
        return "keep " + (" ".join(map(str, option.keep)) or "nothing")
    # A record worth 0 is a scratch, whichever word the player used.
    verb = "scratch" if score(position.dice, option.box, position.sheet, rules) == 0 else "record"
    return f"{verb} {spoken(option.box)}"
