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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.actions import Record, Roll, Scratch, Timeout
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review_chart import cumulative_loss, loss_chart_svg, nice_step
from ludoteca.bonanza.rules import Sheet, score, spoken
from ludoteca.core import i18n

if TYPE_CHECKING:
    from ludoteca.bonanza.solver import Advisor

__all__ = ["Decision", "Review", "cumulative_loss", "loss_chart_svg", "nice_step", "review"]

#: Differences below this are float noise: such a choice is as good as the best.
TOLERANCE = 1e-9
#: Columns of :meth:`Review.table`.
COLUMNS = ("turn", "roll", "dice", "chosen", "best", "chosen_expected", "best_expected", "loss", "by_clock")


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice a seat made, next to the best one.

    ``index`` is the position in ``game.actions`` of the action that made it, ``turn`` the
    seat's own turn (1-13) and ``roll`` how many rolls had been made (1-3). ``chosen`` and
    ``optimal`` are actions in notation ("keep 3 4", "record full house", "scratch ones");
    the expectations are final scores under perfect play from then on. ``sheet`` and
    ``held`` are the seat's sheet and held dice just before the decision (for replays).
    """

    index: int
    seat: int
    turn: int
    roll: int
    dice: tuple[int, ...]
    kind: str
    chosen: str
    optimal: str
    chosen_expected: float
    optimal_expected: float
    loss: float
    by_clock: bool = False
    sheet: Sheet | None = None
    held: tuple[bool, ...] = (False,) * 5

    def is_best(self) -> bool:
        """Whether the choice was as good as the best one."""
        return self.loss <= TOLERANCE

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
            "chosen_expected": self.chosen_expected,
            "optimal_expected": self.optimal_expected,
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


@dataclass(slots=True)
class Review:
    """Every decision of one seat in one game, with what it cost against perfect play.

    ``expected_start`` is what perfect play expects from an empty sheet; ``score`` is the
    seat's total after the reviewed actions.
    """

    player: str
    seat: int
    decisions: list[Decision]
    score: int
    expected_start: float
    finished: bool = False

    @property
    def total_loss(self) -> float:
        """Expected points given away over the whole game."""
        return sum(d.loss for d in self.decisions)

    @property
    def mean_loss(self) -> float:
        """Expected points given away per decision (0 when there were no decisions)."""
        return self.total_loss / len(self.decisions) if self.decisions else 0.0

    @property
    def luck(self) -> float | None:
        """For a seat that filled its sheet: how far the dice carried the score above (or
        below) what its choices deserved: ``score - (expected_start - total_loss)``."""
        return self.score - (self.expected_start - self.total_loss) if self.finished else None

    def costliest(self, n: int = 5) -> list[Decision]:
        """The ``n`` decisions that cost the most (those that cost something), costliest first."""
        costly = [d for d in self.decisions if not d.is_best()]
        return sorted(costly, key=lambda d: -d.loss)[:n]

    def summary(self) -> str:
        """One line, in the current language: decisions, how many were best, and the loss."""
        best = sum(d.is_best() for d in self.decisions)
        count = len(self.decisions)
        clock = sum(d.by_clock for d in self.decisions)
        if i18n.get_language() != "en":
            total, mean = i18n.decimal(self.total_loss), i18n.decimal(self.mean_loss)
            text = i18n.t("bonanza.review.summary", count=count, best=best, total=total, mean=mean)
            text = i18n.t("coach.of_player", name=self.player, text=text)
            return text + (f" · {i18n.t('bonanza.review.clock_count', count=clock)}" if clock else "")
        text = (
            f"{self.player}: {count} decision{'' if count == 1 else 's'}, {best} of them best; "
            f"{self.total_loss:.2f} expected points lost ({self.mean_loss:.2f} per decision)"
        )
        return text + (f"; {clock} made by the clock" if clock else "")

    def table(self, decisions: Iterable[Decision] | None = None) -> list[dict[str, Any]]:
        """One dict per decision (all, or those given), rounded for display; see ``COLUMNS``."""
        return [
            {
                "turn": d.turn,
                "roll": d.roll,
                "dice": " ".join(map(str, d.dice)),
                "chosen": d.chosen,
                "best": d.optimal,
                "chosen_expected": round(d.chosen_expected, 2),
                "best_expected": round(d.optimal_expected, 2),
                "loss": round(d.loss, 2),
                "by_clock": d.by_clock,
            }
            for d in (self.decisions if decisions is None else decisions)
        ]

    def text(self, decisions: Iterable[Decision] | None = None) -> str:
        """A plain-text table of the decisions (all, or those given), its titles in the current
        language; the choices stay in the game's notation."""
        rows = [_titles()]
        clock = "clock" if i18n.get_language() == "en" else "⏱"
        for d in self.decisions if decisions is None else decisions:
            rows.append(
                (
                    str(d.turn),
                    str(d.roll),
                    " ".join(map(str, d.dice)),
                    d.chosen,
                    "=" if d.chosen == d.optimal else d.optimal,
                    i18n.decimal(d.loss),
                    clock if d.by_clock else "",
                )
            )
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        right = {0, 1, 5}
        lines = [
            "  ".join(
                cell.rjust(w) if i in right else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths))
            ).rstrip()
            for row in rows
        ]
        return "\n".join([self.summary(), *lines])

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "seat": self.seat,
            "score": self.score,
            "finished": self.finished,
            "expected_start": self.expected_start,
            "total_loss": self.total_loss,
            "mean_loss": self.mean_loss,
            "luck": self.luck,
            "decisions": [d.to_json() for d in self.decisions],
        }

    def __repr__(self) -> str:
        return (
            f"Review(player={self.player!r}, decisions={len(self.decisions)}, "
            f"total_loss={self.total_loss:.2f}, mean_loss={self.mean_loss:.2f})"
        )

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        num = ' style="text-align: right"'
        head = "".join(f"<th>{h}</th>" for h in ("Turn", "Roll", "Dice", "Chosen", "Best", "Expected", "Loss"))
        rows = []
        for d in self.decisions:
            shade = "" if d.is_best() else f' style="background: rgba(220, 80, 60, {min(0.6, 0.08 + d.loss / 10):.2f})"'
            best = "✓" if d.chosen == d.optimal else html.escape(d.optimal)
            clock = ' <span title="recorded by the clock">⏱</span>' if d.by_clock else ""
            rows.append(
                f"<tr{shade}><td{num}>{d.turn}</td><td{num}>{d.roll}</td>"
                f"<td>{' '.join(map(str, d.dice))}</td><td>{html.escape(d.chosen)}{clock}</td><td>{best}</td>"
                f"<td{num}>{d.chosen_expected:.2f}</td><td{num}>{d.loss:.2f}</td></tr>"
            )
        # The chart keeps its size (its labels readable) and the table its columns: a narrow
        # notebook scrolls them sideways rather than shrinking the one or overflowing with the other.
        scroll = '<div style="overflow-x: auto; max-width: 100%">'
        chart = loss_chart_svg(self).replace("<svg ", '<svg style="max-width: none" ', 1)
        return (
            f'<div class="lt-bonanza-review"><p>{html.escape(self.summary())}</p>{scroll}{chart}</div>'
            f"{scroll}<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div></div>"
        )


def review(game: Game, seat: int = 0) -> Review:
    """Every decision ``seat`` made in ``game`` (finished or not), against perfect play."""
    from ludoteca.bonanza.solver import Advisor  # the strategy table is big: load on first use

    if not isinstance(game, Game):
        raise TypeError(f"review needs a Bonanza Game, not {type(game).__name__}")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(f"seat is a seat index 0 to {game.players - 1}, not {seat!r:.20}")
    advisor = Advisor.shared(game.rules)
    walk = Walk(game)
    decisions = []
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
    return Review(game.seats[seat].name, seat, decisions, sheet.total(), advisor.value(Sheet()), sheet.is_full())


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
    best = options[0]
    loss = best.expected - mine.expected
    if -TOLERANCE <= loss < 0:  # float noise between equal choices
        loss = 0.0
    rules = advisor.rules
    return Decision(
        index,
        seat,
        position.turn,
        position.roll,
        position.dice,
        kind,
        _notation(mine, position, rules),
        _notation(best, position, rules),
        mine.expected,
        best.expected,
        loss,
        by_clock,
        position.sheet,
        position.held,
    )


def _notation(option: Any, position: Position, rules: Any) -> str:
    if option.kind == "keep":
        return "keep " + (" ".join(map(str, option.keep)) or "nothing")
    # A record worth 0 is a scratch, whichever word the player used.
    verb = "scratch" if score(position.dice, option.box, position.sheet, rules) == 0 else "record"
    return f"{verb} {spoken(option.box)}"
