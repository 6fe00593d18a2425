"""Every game's review is core.coach's: its Review and Decision classes, its chart, its totals."""

from __future__ import annotations

import importlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ludoteca.core import coach, i18n
from ludoteca.core.bots import make_bot, play_out

GAMES = {  # game: (its Game's module, settings for a short game, the bot that plays it)
    "bonanza": ("ludoteca.bonanza.game", {}, "greedy"),
    "luckybox": ("ludoteca.luckybox.game", {}, "greedy"),
    "magdagdon": ("ludoteca.magdagdon.game", {"difficulty": "nightmare"}, "greedy"),
}


def finished(name: str, seed: int):
    module, settings, bot = GAMES[name]
    game = importlib.import_module(module).Game(["Ana"], seed=seed, **settings)
    rules = getattr(game, "rules", None)
    return play_out(game, {0: make_bot(name, bot, rules)})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_reviews_with_the_core_classes(name):
    review = importlib.import_module(f"ludoteca.{name}.review").review
    result = review(finished(name, seed=3), 0)
    assert isinstance(result, coach.Review) and result.game == name
    assert result.decisions and all(isinstance(d, coach.Decision) for d in result.decisions)
    assert result.total_loss == pytest.approx(sum(d.loss for d in result.decisions))
    assert coach.cumulative_loss(result)[-1] == pytest.approx(result.total_loss)
    costly = result.costliest(100)
    assert [d.loss for d in costly] == sorted((d.loss for d in result.decisions if d.loss > 0), reverse=True)
    chart = coach.loss_chart_svg(result)
    assert chart.startswith("<svg") and chart.count("<circle") == len(costly)
    assert result.text().splitlines()[0] == result.summary()
    panel = result.panel()
    assert (panel["decisions"], panel["total_loss"]) == (len(result.decisions), round(result.total_loss, 2))
    assert panel["best"] == len(result.decisions) - len(costly) and panel["estimate"] == (name != "bonanza")
    assert [result.decisions[i] for i in panel["costliest"]] == result.costliest()
    assert panel["chart"] == result.chart() and json.loads(json.dumps(panel)) == panel


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_games_chart_has_the_same_shape_one_point_a_decision(name):
    result = importlib.import_module(f"ludoteca.{name}.review").review(finished(name, seed=5), 0)
    chart = result.chart()
    assert set(chart) == {"unit", "estimate", "total", "tick", "top", "hollow", "points"}
    assert (chart["unit"], chart["estimate"]) == (result.unit, not result.optimal)
    assert chart["total"] == round(result.total_loss, 2)
    assert chart["points"] == [
        {"loss": round(d.loss, 2), "turn": d.turn, "best": d.is_best(), "hollow": result.hollow(d)}
        for d in result.decisions
    ]
    assert bool(chart["hollow"]) == (name == "bonanza")  # only Bonanza's clock makes hollow marks
    assert chart["hollow"] == "" or chart["hollow"] in i18n.catalog("en")


def _review(losses: list[float]) -> coach.Review:
    decisions = [
        coach.Decision(index=i, turn=1 + i // 3, kind="move", chosen="a", best="b", chosen_value=50 - x, best_value=50)
        for i, x in enumerate(losses)
    ]
    return coach.Review("magdagdon", "Ana", 0, decisions, score=0)


@given(st.lists(st.floats(min_value=0, max_value=400, allow_nan=False), max_size=60))
def test_the_loss_axis_is_the_first_round_tick_above_the_worst_loss(losses):
    chart = _review(losses).chart()
    worst, tick, top = max(losses, default=0.0), chart["tick"], chart["top"]
    assert tick == coach.nice_step(max(worst, 0.5), 4)
    assert top >= tick and top == pytest.approx(round(top / tick) * tick)  # a whole number of ticks
    assert worst <= top + 1e-9 and (top <= tick or top - tick < worst)  # none to spare
    assert len(chart["points"]) == len(losses) and all(p["loss"] >= 0 for p in chart["points"])


@pytest.mark.parametrize("top, ticks", [(0.3, 5), (1, 5), (37, 5), (99.9, 5), (250, 4), (1234, 5)])
def test_a_nice_step_is_round_and_gives_about_the_ticks_asked(top, ticks):
    step = coach.nice_step(top, ticks)
    mantissa = step / 10 ** len(str(int(step))) * 10 if step >= 1 else step
    assert mantissa in (1, 2, 5, 10) or step == 1.0
    assert step >= top / ticks and (step <= 1.0 or step / 2.5 < top / ticks)
