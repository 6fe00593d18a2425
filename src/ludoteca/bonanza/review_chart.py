"""The chart of a Bonanza review: expected points lost so far, decision by decision, drawn
as plain SVG (no plotting library). :mod:`ludoteca.bonanza.review` re-exports it.

>>> from ludoteca.bonanza.bots import play_game
>>> from ludoteca.bonanza.review import review
>>> result = review(play_game(["greedy"], seed=3))
>>> cumulative_loss(result)[-1] == result.total_loss, nice_step(37)
(True, 10.0)
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ludoteca.bonanza.review import Review

__all__ = ["cumulative_loss", "loss_chart_svg", "nice_step"]


def cumulative_loss(review: Review) -> list[float]:
    """Expected points lost so far, after each decision."""
    total, out = 0.0, []
    for decision in review.decisions:
        total += decision.loss
        out.append(total)
    return out


def nice_step(top: float, ticks: int = 5) -> float:
    """A round axis step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks up to ``top``."""
    raw = top / ticks
    magnitude = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    for factor in (1, 2, 5, 10):
        if magnitude * factor >= raw:
            return magnitude * factor
    return magnitude * 10  # pragma: no cover - the loop always returns


def loss_chart_svg(review: Review, *, width: int = 640, height: int = 220) -> str:
    """Cumulative expected loss over the decisions, as an SVG string (no plotting library).

    Costly decisions are dots (hollow when the clock made them); the x axis marks where
    each turn begins.
    """
    left, right, top, bottom = 48, 14, 26, 38
    inner_w, inner_h = width - left - right, height - top - bottom
    values = cumulative_loss(review)
    n = len(values)
    step = nice_step(max(values[-1] if values else 0.0, 1.0))
    y_max = step * max(1, -(-(values[-1] if values else 0.0) // step))

    def x(i: float) -> float:
        return left + inner_w * i / max(n, 1)

    def y(v: float) -> float:
        return top + inner_h * (1 - v / y_max)

    title = html.escape(review.summary())
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="lt-bonanza-loss-chart" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" aria-label="{title}">',
        f"<title>{title}</title>",
        '<g style="font: 11px sans-serif; fill: var(--lt-bonanza-ink, #333)">',
        f'<text x="{left}" y="16" style="font-weight: bold">Expected points lost, cumulative</text>',
    ]
    tick = 0.0
    while tick <= y_max + 1e-9:
        out.append(
            f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" '
            f'style="stroke: var(--lt-bonanza-grid, #ddd)"/>'
            f'<text x="{left - 6}" y="{y(tick) + 4:.1f}" text-anchor="end">{tick:g}</text>'
        )
        tick += step
    turns = [(i, d.turn) for i, d in enumerate(review.decisions) if i == 0 or review.decisions[i - 1].turn != d.turn]
    for i, turn in turns:
        out.append(
            f'<line x1="{x(i):.1f}" x2="{x(i):.1f}" y1="{top + inner_h}" y2="{top + inner_h + 4}" '
            f'style="stroke: var(--lt-bonanza-ink, #333)"/>'
            f'<text x="{x(i):.1f}" y="{top + inner_h + 16}" text-anchor="middle">{turn}</text>'
        )
    out.append(f'<text x="{left + inner_w / 2:.1f}" y="{height - 4}" text-anchor="middle">turn</text>')
    if n:
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate([0.0, *values]))
        out.append(
            f'<polyline points="{points}" style="fill: none; stroke: var(--lt-bonanza-loss, #c0392b); '
            f'stroke-width: 2"/>'
        )
        for i, (d, v) in enumerate(zip(review.decisions, values), start=1):
            if not d.is_best():
                fill = "var(--lt-bonanza-bg, #fff)" if d.by_clock else "var(--lt-bonanza-loss, #c0392b)"
                out.append(
                    f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3" style="fill: {fill}; '
                    f'stroke: var(--lt-bonanza-loss, #c0392b)"><title>{html.escape(d.sentence())}'
                    f"</title></circle>"
                )
    else:
        out.append(
            f'<text x="{left + inner_w / 2:.1f}" y="{top + inner_h / 2:.1f}" text-anchor="middle">'
            f"no decisions yet</text>"
        )
    out.append("</g></svg>")
    return "".join(out)
