"""Every game's review is core.coach's: its Review and Decision classes, its chart, its totals."""

from __future__ import annotations

import importlib

import pytest

from ludoteca.core import coach
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
    assert panel["cumulative"][-1] == pytest.approx(result.total_loss, abs=0.01)


@pytest.mark.parametrize("top, ticks", [(0.3, 5), (1, 5), (37, 5), (99.9, 5), (250, 4), (1234, 5)])
def test_a_nice_step_is_round_and_gives_about_the_ticks_asked(top, ticks):
    step = coach.nice_step(top, ticks)
    mantissa = step / 10 ** len(str(int(step))) * 10 if step >= 1 else step
    assert mantissa in (1, 2, 5, 10) or step == 1.0
    assert step >= top / ticks and (step <= 1.0 or step / 2.5 < top / ticks)
