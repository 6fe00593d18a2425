"""The planner's time budget: a hint within it is still a legal, sensible choice."""

from __future__ import annotations

from ludoteca.luckybox import Game
from ludoteca.luckybox.bots import PlannerBot


def test_a_spent_budget_still_gives_legal_choices_and_none_changes_nothing() -> None:
    game = Game(["Ana"], seed=3)
    game.apply("P1: keep 1 2 3")
    full = PlannerBot(game.rules, game.seed).options(game, 0, 50)
    again = PlannerBot(game.rules, game.seed, budget=None).options(game, 0, 50)
    cut = PlannerBot(game.rules, game.seed, budget=0.0).options(game, 0, 50)
    assert full == again  # no budget: the same answer every time
    legal = game.legal_actions_of(0)
    assert {str(o["action"]) for o in cut} <= {str(a) for a in legal}
    assert len(cut) == len(full)
    # only the first option got the look-ahead before the time ran out
    assert sum(o["expected"] > -50 for o in cut) >= 1
    game.apply(cut[0]["action"])
