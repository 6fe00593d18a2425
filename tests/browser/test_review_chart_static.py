"""The review chart every game's panel shares (core/static/review.js, fed by core's
``Review.chart()``), in each table's real ESM/CSS wired to the real Python widget: the same
element in all three games, marking the step under view, following the replay's buttons and
stepping the replay when a column is clicked; laid out at 420 px and at full width."""

from __future__ import annotations

import itertools
import re

import pytest
from playwright.sync_api import expect

from .harness import check_layout
from .test_bonanza_review_static import finished_game, smallest_svg_text
from .test_review_replay_static import luckybox, magdagdon

pytestmark = pytest.mark.browser


def bonanza():
    return finished_game(), ".lt-bonanza-review"  # Ana's clock runs out once: a hollow mark


GAMES = [luckybox, magdagdon, bonanza]
IDS = ["luckybox", "magdagdon", "bonanza"]


def review_of(widget) -> dict:
    return widget.view["ui"]["review"]


def chart_shape(figure) -> list[str]:
    """The chart's parts as "tag.class" from the figure down, without repeats: what any game draws."""
    return figure.evaluate("""(figure) => [...new Set([figure, ...figure.querySelectorAll("*")].map((el) =>
        el.tagName.toLowerCase() + "." + [...el.classList].filter((c) => c.startsWith("lt-review")).sort().join(".")
    ))]""")


def expect_marked(chart, step: int, count: int) -> None:
    """Column ``step`` alone is marked as the one under view, inside the framed cursor."""
    now = chart.locator(".lt-review-chart-col.lt-review-chart-now")
    expect(now).to_have_count(1)
    expect(now).to_have_attribute("data-step", str(step))
    expect(chart.locator(".lt-review-chart-col")).to_have_count(count)
    cursor = chart.locator("rect.lt-review-chart-cursor").bounding_box()
    mark = now.locator(".lt-review-chart-bar, .lt-review-chart-best").bounding_box()
    assert cursor["x"] - 0.5 <= mark["x"] and mark["x"] + mark["width"] <= cursor["x"] + cursor["width"] + 0.5


def test_every_game_draws_the_same_chart(open_widget) -> None:
    shapes = {}
    for make, name in zip(GAMES, IDS):
        widget, selector = make()
        wp = open_widget(widget, viewport={"width": 1000, "height": 1400})
        figure = wp.root.locator(f"{selector} figure.lt-review-chart")
        expect(figure).to_have_count(1)
        review = review_of(widget)
        points = review["chart"]["points"]
        best = sum(p["best"] for p in points)
        svg = figure.locator("svg.lt-review-chart-svg")
        expect(svg).to_have_attribute("role", "img")
        expect(svg).to_have_attribute(
            "aria-label",
            f"What each of {len(points)} decisions cost: {review['chart']['total']:.2f} expected points in all",
        )
        expect(svg.locator("rect.lt-review-chart-bar")).to_have_count(len(points) - best)
        expect(svg.locator("circle.lt-review-chart-best")).to_have_count(best)
        hollow = sum(p["hollow"] for p in points)
        expect(svg.locator(".lt-review-chart-hollow")).to_have_count(hollow)
        expect(figure.locator(".lt-review-legend-hollow")).to_have_count(1 if hollow else 0)
        # The tallest bar is the costliest decision, drawn in proportion to the axis.
        worst = max(range(len(points)), key=lambda i: points[i]["loss"])
        tallest = svg.locator(f".lt-review-chart-col[data-step='{worst}'] rect.lt-review-chart-bar")
        plot = svg.locator("line.lt-review-chart-axis").bounding_box()["y"] - svg.bounding_box()["y"] - 10
        height = tallest.bounding_box()["height"]
        assert height == pytest.approx(plot * points[worst]["loss"] / review["chart"]["top"], abs=1.5)
        title = svg.locator(f".lt-review-chart-col[data-step='{worst}'] > title")
        expect(title).to_contain_text(f"Decision {worst + 1}, ")
        expect(title).to_contain_text(f"cost {points[worst]['loss']:.2f} points")
        # Only Bonanza's clock makes hollow marks, turn numbers are thinned where they would touch,
        # and the decision under view may be a bar or a dot.
        shapes[name] = {s.replace(".lt-review-chart-now", "") for s in chart_shape(figure) if "hollow" not in s}
        shapes[name] = {re.sub(r"\.lt-review-chart-from-\d+", "", s) for s in shapes[name]}
    assert shapes["luckybox"] == shapes["magdagdon"] == shapes["bonanza"]
    assert {
        "figure.lt-review-chart",
        "g.lt-review-chart-col",
        "rect.lt-review-chart-cursor",
    } <= shapes["bonanza"]


@pytest.mark.parametrize("make", GAMES, ids=IDS)
def test_the_chart_marks_the_step_and_follows_the_replay(open_widget, make) -> None:
    widget, selector = make()
    wp = open_widget(widget, viewport={"width": 1000, "height": 1400})
    panel = wp.root.locator(selector)
    chart = panel.locator("figure.lt-review-chart")
    where = panel.locator(".lt-replay-where")
    count = len(review_of(widget)["chart"]["points"])
    expect_marked(chart, 0, count)
    panel.locator(".lt-replay-nav button.lt-replay-button").nth(2).click()  # next
    expect(where).to_contain_text(f"Decision 2 of {count}")
    expect_marked(chart, 1, count)
    panel.locator(".lt-replay-nav button.lt-replay-button").nth(3).click()  # last
    expect_marked(chart, count - 1, count)
    panel.focus()
    wp.keyboard.press("Home")
    expect_marked(chart, 0, count)
    # A click on a column (the costliest decision's) steps the replay there, and Python knows.
    target = review_of(widget)["costliest"][0]
    if isinstance(target, dict):  # Bonanza lists its costliest decisions with their words
        target = target["step"]
    chart.locator(f".lt-review-chart-col[data-step='{target}']").click()
    expect(where).to_contain_text(f"Decision {target + 1} of {count}")
    expect_marked(chart, target, count)
    assert review_of(widget)["step"] == target
    assert [m["step"] for m in wp.sent if m["type"] == "review"] == [1, count - 1, 0, target]


@pytest.mark.parametrize("make", GAMES, ids=IDS)
def test_the_chart_reads_at_420_px_and_at_full_width(open_widget, make, sandbox) -> None:
    widget, selector = make()
    wp = open_widget(widget, viewport={"width": 1200, "height": 1400})
    panel = wp.root.locator(selector)
    check_layout(wp.page, panel, widths=(420, 1200), shots=sandbox / "shots", name=f"review-chart-{make.__name__}")
    for width in (420, 1200):
        wp.page.set_viewport_size({"width": width, "height": 1400})
        chart = panel.locator("figure.lt-review-chart")
        assert smallest_svg_text(chart) >= 10
        box, inside = chart.bounding_box(), panel.bounding_box()
        assert inside["x"] <= box["x"] and box["x"] + box["width"] <= inside["x"] + inside["width"] + 0.5
        labels = chart.locator("text.lt-review-chart-tick:visible").all()
        boxes = sorted((t.bounding_box() for t in labels), key=lambda b: (round(b["y"]), b["x"]))
        for a, b in itertools.pairwise(boxes):  # the turn numbers under the axis never touch
            if round(a["y"]) == round(b["y"]):
                assert a["x"] + a["width"] <= b["x"], (width, a, b)
