"""The review panel at the end of a MAGDAGDON game, driven by the messages the page sends."""

from __future__ import annotations

import json

from ludoteca.core.bots import make_bot, play_out
from ludoteca.core.store import Store
from ludoteca.magdagdon import Game
from ludoteca.magdagdon.review import review
from ludoteca.magdagdon.widget import Table


def finished(kind: str = "greedy", seed: int = 3, difficulty: str = "survival") -> Game:
    game = Game(["Ana"], seed=seed, difficulty=difficulty)
    return play_out(game, {0: make_bot("magdagdon", kind, game.rules, seed)}, limit=500)


def test_the_panel_appears_only_when_the_game_is_over() -> None:
    game = Game(["Ana"], seed=3, difficulty="survival")
    table = Table(game)
    assert table.view["ui"]["review"] is None
    play_out(game, {0: make_bot("magdagdon", "greedy", game.rules)}, limit=500)
    table.refresh()
    panel = table.view["ui"]["review"]
    expected = review(game)
    assert panel["decisions"] == len(expected.decisions) and panel["total_loss"] == round(expected.total_loss, 2)
    assert panel["costliest"] == [expected.decisions.index(d) for d in expected.costliest()]
    assert panel["estimate"] is True and panel["step"] == 0


def test_the_replay_steps_through_the_decisions() -> None:
    table = Table(finished())
    steps = table.view["ui"]["review"]["steps"]
    assert table.receive({"type": "review", "step": 2}), table.notice
    panel = table.view["ui"]["review"]
    assert panel["step"] == 2 and panel["steps"][2] == steps[2]
    decision = review(table.game).decisions[2]
    shown = panel["steps"][2]
    assert shown["chosen"] == decision.chosen and shown["best"] == decision.best
    assert "".join(shown["chosen_board"]) == decision.position["chosen_board"].replace("/", "")
    assert table.receive({"type": "review", "step": 999}), table.notice  # past the end: the last step
    assert table.view["ui"]["review"]["step"] == len(steps) - 1


def test_a_malformed_step_is_a_notice_and_changes_nothing() -> None:
    table = Table(finished())
    before = json.dumps(table.view)
    for bad in ({"type": "review"}, {"type": "review", "step": "two"}, {"type": "review", "step": -1}):
        assert table.receive(bad) is False
        assert table.notice["text"] and "step" in table.notice["text"]
    assert json.dumps(table.view) == before


def test_the_trend_comes_from_the_tables_store(tmp_path) -> None:
    store = Store(tmp_path / "scores.sqlite3")
    from ludoteca.core import history

    for seed in (1, 2):
        history.record(finished(seed=seed), store)
    table = Table(finished(seed=2), store=store)
    trend = table.view["ui"]["review"]["trend"]
    assert trend["games"] == 2 and trend["mean_loss"] > 0
