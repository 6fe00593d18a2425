"""What every game's review shares: a decision judged by the game's advisor, the review of one
seat's game (totals, the costliest decisions, a plain table) and a chart of the loss.

Its texts (summary, sentences, table titles, chart) speak the current language
(:func:`ludoteca.core.i18n.set_language`); the choices stay in the game's notation.

A game's review module walks a finished (or unfinished) game, asks its advisor what each
position was worth, and builds :class:`Decision` rows; :class:`Review` does the rest. Where
the advisor is not optimal, every figure is *the advisor's estimate*, and the texts say so.

>>> d = Decision(index=3, turn=2, kind="place", chosen="place 4 at b2", best="place 5 at b2",
...              chosen_value=120.0, best_value=122.5)
>>> d.loss, d.sentence()
(2.5, 'place 4 at b2 instead of place 5 at b2 cost 2.50 points')
>>> Review("magdagdon", "Ana", 0, [d], score=140).summary(estimate=False)
'Ana: 1 decision, 0 of them best; 2.50 expected points lost (2.50 per decision)'
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ludoteca.core import i18n

__all__ = ["TOLERANCE", "Decision", "Review", "cumulative_loss", "loss_chart_svg", "nice_step", "trend_text"]

#: Differences below this are float noise: such a choice is as good as the best.
TOLERANCE = 1e-9


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice a seat made, next to the advisor's.

    ``index`` is the position in ``game.actions`` of the action that completed the choice,
    ``turn`` the turn (or round) it belongs to; ``chosen`` and ``best`` are in the game's
    action notation; the values are expected final scores after each (the advisor's
    estimate where it is not optimal); ``position`` is what the player faced, as JSON, for
    pictures and replays. A choice the advisor rates *above* its own first choice (its search
    is not exhaustive) costs nothing.
    """

    index: int
    turn: int
    kind: str
    chosen: str
    best: str
    chosen_value: float
    best_value: float
    position: dict[str, Any] = field(default_factory=dict)
    loss: float = field(init=False)

    def __post_init__(self) -> None:
        loss = self.best_value - self.chosen_value
        object.__setattr__(self, "loss", loss if loss > TOLERANCE else 0.0)

    def is_best(self) -> bool:
        """Whether the choice was as good as the advisor's."""
        return self.loss <= TOLERANCE

    def sentence(self) -> str:
        """The decision in words: "ruin c3 instead of increase 2 cost 4.10 points"."""
        if self.is_best():
            if self.chosen == self.best:
                return i18n.t("coach.best_choice")
            return i18n.t("coach.as_good", chosen=self.chosen)
        tiny = self.loss < 0.005
        cost = i18n.t("coach.tiny") if tiny else i18n.t("coach.points", count=i18n.decimal(self.loss))
        return i18n.t("coach.instead", chosen=self.chosen, best=self.best, cost=cost)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "turn": self.turn,
            "kind": self.kind,
            "chosen": self.chosen,
            "best": self.best,
            "chosen_value": round(self.chosen_value, 3),
            "best_value": round(self.best_value, 3),
            "loss": round(self.loss, 3),
            "sentence": self.sentence(),
            "position": self.position,
        }


@dataclass(slots=True)
class Review:
    """Every decision of one seat in one game of ``game``, with what it cost by the advisor's
    reckoning; ``score`` is the seat's score after the reviewed actions."""

    game: str
    player: str
    seat: int
    decisions: list[Decision]
    score: int
    finished: bool = False
    #: Whether the advisor plays perfectly (Bonanza's does; the others estimate).
    optimal: bool = False
    #: The advisor's strength, measured: a sentence such as "the advisor averages 330 ...".
    strength: str = ""
    #: What a decision's ``turn`` counts in this game: ``"turn"`` (MAGDAGDON) or ``"round"``
    #: (Lucky Box, where every decision belongs to a round): the table's first column says it.
    unit: str = "turn"
    #: The catalog key of what a hollow mark means on the chart ("" where none is hollow).
    hollow_words: ClassVar[str] = ""

    @property
    def total_loss(self) -> float:
        """Expected points given away over the whole game."""
        return sum(d.loss for d in self.decisions)

    @property
    def mean_loss(self) -> float:
        """Expected points given away per decision (0 when there were no decisions)."""
        return self.total_loss / len(self.decisions) if self.decisions else 0.0

    def costliest(self, n: int = 3) -> list[Decision]:
        """The ``n`` decisions that cost the most (those that cost something), costliest first."""
        costly = [d for d in self.decisions if not d.is_best()]
        return sorted(costly, key=lambda d: (-d.loss, d.index))[:n]

    def summary(self, *, estimate: bool | None = None) -> str:
        """One line: decisions, how many were best, and the loss (marked as the advisor's
        estimate unless the advisor is optimal)."""
        estimate = not self.optimal if estimate is None else estimate
        n, best = len(self.decisions), sum(d.is_best() for d in self.decisions)
        if i18n.get_language() == "en":
            text = (
                f"{self.player}: {n} decision{'s' if n != 1 else ''}, {best} of them best; "
                f"{self.total_loss:.2f} expected points lost ({self.mean_loss:.2f} per decision)"
            )
        else:  # the words of the game's own review panel
            lost, mean = i18n.decimal(self.total_loss), i18n.decimal(self.mean_loss)
            words = i18n.t(f"{self.game}.review.summary", count=n, best=best, lost=lost, mean=mean)
            text = i18n.t("coach.of_player", name=self.player, text=words)
        return text + (i18n.t("coach.by_estimate") if estimate else "")

    def table(self) -> list[dict[str, Any]]:
        """One dict per decision, rounded for display."""
        return [
            {
                "turn": d.turn,
                "chosen": d.chosen,
                "best": d.best,
                "chosen_value": round(d.chosen_value, 1),
                "best_value": round(d.best_value, 1),
                "loss": round(d.loss, 2),
            }
            for d in self.decisions
        ]

    def columns(self) -> tuple[tuple[str, ...], set[int]]:
        """The titles of :meth:`text`'s columns and which of them are right-aligned."""
        return _titles(self.unit), {0, 3}

    def cells(self, decision: Decision) -> tuple[str, ...]:
        """One row of :meth:`text`, under :meth:`columns`."""
        d = decision
        return str(d.turn), d.chosen, "=" if d.chosen == d.best else d.best, i18n.decimal(d.loss)

    def text(self, decisions: Iterable[Decision] | None = None) -> str:
        """The summary and a plain-text table of the decisions (all, or those given)."""
        titles, right = self.columns()
        rows = [titles, *(self.cells(d) for d in (self.decisions if decisions is None else decisions))]
        widths = [max(len(row[i]) for row in rows) for i in range(len(titles))]
        lines = [
            "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))).rstrip()
            for row in rows
        ]
        return "\n".join([self.summary(), *([self.strength] if self.strength else []), *lines])

    def hollow(self, decision: Decision) -> bool:
        """Whether the chart draws ``decision``'s dot hollow (Bonanza: the clock chose)."""
        return False

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "player": self.player,
            "seat": self.seat,
            "score": self.score,
            "finished": self.finished,
            "optimal": self.optimal,
            "strength": self.strength,
            "summary": self.summary(),
            "total_loss": round(self.total_loss, 3),
            "mean_loss": round(self.mean_loss, 3),
            "costliest": [d.index for d in self.costliest()],
            "decisions": [d.to_json() for d in self.decisions],
        }

    def panel(self) -> dict[str, Any]:
        """What every game's review panel shows of the whole game, rounded for display: the
        totals, the chart (:meth:`chart`) and the costliest decisions' step numbers."""
        return {
            "decisions": len(self.decisions),
            "best": sum(d.is_best() for d in self.decisions),
            "total_loss": round(self.total_loss, 2),
            "mean_loss": round(self.mean_loss, 2),
            "estimate": not self.optimal,
            "chart": self.chart(),
            "costliest": [self.decisions.index(d) for d in self.costliest()],
        }

    def chart(self) -> dict[str, Any]:
        """What the widgets' review chart (core/static/review.js) draws, in no language: one
        point per decision (its loss rounded for display, its turn, whether it was best and
        whether :meth:`hollow` marks it) and a round scale for the loss axis, ``tick`` apart
        up to ``top``."""
        worst = max((d.loss for d in self.decisions), default=0.0)
        tick = nice_step(max(worst, 0.5), 4)
        return {
            "unit": self.unit,
            "estimate": not self.optimal,
            "total": round(self.total_loss, 2),
            "tick": tick,
            "top": round(tick * max(1, math.ceil(worst / tick - TOLERANCE)), 6),
            "hollow": self.hollow_words,
            "points": [
                {"loss": round(d.loss, 2), "turn": d.turn, "best": d.is_best(), "hollow": self.hollow(d)}
                for d in self.decisions
            ],
        }

    def picture(self, decision: Decision) -> str:
        """An SVG or HTML picture of the position ``decision`` faced (each game draws its own)."""
        return ""

    def step_html(self, step: int) -> str:
        """Decision ``step`` (0 is the first) for a replay: where it stood, its picture and its sentence."""
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < len(self.decisions):
            raise ValueError(f"step is 0 to {len(self.decisions) - 1}, not {step!r:.20}")
        d = self.decisions[step]
        if self.unit == "round":
            where = i18n.t("coach.step_round", n=step + 1, of=len(self.decisions), round=d.turn)
        else:
            where = i18n.t("coach.step", n=step + 1, of=len(self.decisions), turn=d.turn)
        return f"<div><p>{html.escape(where)}: {html.escape(d.sentence())}</p>{self.picture(d)}</div>"

    def __repr__(self) -> str:
        return (
            f"Review(game={self.game!r}, player={self.player!r}, decisions={len(self.decisions)}, "
            f"total_loss={self.total_loss:.2f}, mean_loss={self.mean_loss:.2f})"
        )

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        costly = "".join(
            f"<figure>{self.picture(d)}<figcaption>{html.escape(_when(self.unit, d.turn))}: "
            f"{html.escape(d.sentence())}</figcaption></figure>"
            for d in self.costliest()
        )
        rows = "".join(
            f"<tr><td>{d.turn}</td><td>{html.escape(d.chosen)}</td>"
            f"<td>{'✓' if d.chosen == d.best else html.escape(d.best)}</td><td>{i18n.decimal(d.loss)}</td></tr>"
            for d in self.decisions
        )
        head = "".join(f"<th>{html.escape(title[:1].upper() + title[1:])}</th>" for title in _titles(self.unit))
        strength = f"<p>{html.escape(self.strength)}</p>" if self.strength else ""
        return (
            f'<div class="lt-coach-review"><p>{html.escape(self.summary())}</p>{strength}'
            f"{loss_chart_svg(self)}"
            f'<div style="display: flex; flex-wrap: wrap; gap: 1em">{costly}</div>'
            f"<table><thead><tr>{head}</tr></thead>"
            f"<tbody>{rows}</tbody></table></div>"
        )


def _titles(unit: str = "turn") -> tuple[str, str, str, str]:
    """The columns of :meth:`Review.text`: turn (or round), chosen, advisor, loss."""
    return (
        i18n.t("coach.column.round" if unit == "round" else "coach.column.turn"),
        i18n.t("coach.column.chosen"),
        i18n.t("coach.column.advisor"),
        i18n.t("coach.column.loss"),
    )


def _when(unit: str, number: int) -> str:
    """ "turn 3" or, where decisions belong to rounds, "round 3"."""
    return i18n.t("coach.round", round=number) if unit == "round" else i18n.t("coach.turn", turn=number)


def cumulative_loss(review: Review) -> list[float]:
    """Expected points lost so far, after each decision."""
    total, out = 0.0, []
    for decision in review.decisions:
        total += decision.loss
        out.append(total)
    return out


def nice_step(top: float, ticks: int = 5) -> float:
    """A round axis step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks up to ``top``.

    >>> nice_step(37), nice_step(0.4), nice_step(3, 4)
    (10.0, 1.0, 1.0)
    """
    raw, magnitude = top / ticks, 1.0
    while magnitude * 10 <= raw:
        magnitude *= 10
    return next(magnitude * f for f in (1, 2, 5, 10) if magnitude * f >= raw)


def loss_chart_svg(review: Review, *, width: int = 640, height: int = 220, axis: str | None = None) -> str:
    """Cumulative expected loss over the decisions, as an SVG string; costly decisions are
    dots (hollow where :meth:`Review.hollow` says so) and the x axis (titled ``axis``, by
    default "turn" in the current language) marks where each turn begins."""
    axis = _titles(review.unit)[0] if axis is None else axis
    left, right, top, bottom = 48, 14, 26, 38
    inner_w, inner_h = width - left - right, height - top - bottom
    values = cumulative_loss(review)
    n, last = len(values), values[-1] if values else 0.0
    step = nice_step(max(last, 1.0))
    y_max = step * max(1, -(-last // step))

    def x(i: float) -> float:
        return left + inner_w * i / max(n, 1)

    def y(v: float) -> float:
        return top + inner_h * (1 - v / y_max)

    title = html.escape(review.summary())
    heading = i18n.t("coach.chart") + ("" if review.optimal else i18n.t("coach.estimate"))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="lt-coach-chart" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{title}"><title>{title}</title>',
        '<g style="font: 11px sans-serif; fill: var(--lt-ink, #333)">',
        f'<text x="{left}" y="16" style="font-weight: bold">{heading}</text>',
    ]
    tick = 0.0
    while tick <= y_max + 1e-9:
        out.append(
            f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" '
            f'style="stroke: var(--lt-grid, #ddd)"/><text x="{left - 6}" y="{y(tick) + 4:.1f}" '
            f'text-anchor="end">{tick:g}</text>'
        )
        tick += step
    decisions = review.decisions
    for i, d in enumerate(decisions):
        if i == 0 or decisions[i - 1].turn != d.turn:
            out.append(
                f'<line x1="{x(i):.1f}" x2="{x(i):.1f}" y1="{top + inner_h}" y2="{top + inner_h + 4}" '
                f'style="stroke: var(--lt-ink, #333)"/>'
                f'<text x="{x(i):.1f}" y="{top + inner_h + 16}" text-anchor="middle">{d.turn}</text>'
            )
    out.append(f'<text x="{left + inner_w / 2:.1f}" y="{height - 4}" text-anchor="middle">{html.escape(axis)}</text>')
    if n:
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate([0.0, *values]))
        out.append(
            f'<polyline points="{points}" style="fill: none; stroke: var(--lt-loss, #c0392b); stroke-width: 2"/>'
        )
        loss = "var(--lt-loss, #c0392b)"
        for i, (d, v) in enumerate(zip(decisions, values), start=1):
            if not d.is_best():
                fill = "var(--lt-bg, #fff); stroke: var(--lt-loss, #c0392b)" if review.hollow(d) else loss
                out.append(
                    f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3" style="fill: {fill}">'
                    f"<title>{html.escape(d.sentence())}</title></circle>"
                )
    else:
        out.append(
            f'<text x="{left + inner_w / 2:.1f}" y="{top + inner_h / 2:.1f}" text-anchor="middle">'
            f"{html.escape(i18n.t('coach.no_decisions'))}</text>"
        )
    out.append("</g></svg>")
    return "".join(out)


def trend_text(trend: dict[str, Any], *, estimate: bool = True) -> str:
    """A sentence for :func:`ludoteca.core.history.skill_trend`'s answer: games, average and
    best score, expected points lost per decision and which way it moves."""
    name, games = trend["player"], trend["games"]
    if not games:
        return i18n.t("coach.trend.none", name=name)
    average = i18n.decimal(trend["average_score"], 1)
    if i18n.get_language() == "en":  # a catalog avoids "{name}'s" (a player may be called "You")
        plural = "s" if games != 1 else ""
        text = f"{name}'s last {games} game{plural}: average score {average}, best ever {trend['best_score']}"
    else:
        text = i18n.t("coach.trend.games", name=name, count=games, average=average, best=trend["best_score"])
    if trend["average_mean_loss"] is not None:
        text += i18n.t("coach.trend.loss", loss=i18n.decimal(trend["average_mean_loss"]))
        text += i18n.t("coach.estimate") if estimate else ""
    change = trend["mean_loss_change"]
    if change is not None and abs(change) >= 0.005:
        text += i18n.t("coach.trend.down" if change < 0 else "coach.trend.up", change=i18n.decimal(abs(change)))
    return text + "."
