"""The review panel at the end of a Lucky Box game, driven by the messages the page sends."""

from __future__ import annotations

import json

from ludoteca.core.bots import make_bot, play_out
from ludoteca.luckybox import Game
from ludoteca.luckybox.review import review
from ludoteca.luckybox.widget import Table


def finished(seed: int = 4) -> Game:
    game = Game(["Ana", "Bo"], seed=seed)
    bots = {s: make_bot("luckybox", kind, game.rules, seed + s) for s, kind in enumerate(["greedy", "random"])}
    return play_out(game, bots, limit=2000)


def test_each_screen_reviews_its_own_seat_once_the_game_is_over() -> None:
    game = Game(["Ana", "Bo"], seed=4)
    assert Table(game, seat=1).view["ui"]["review"] is None
    game = finished()
    for seat in (0, 1):
        panel = Table(game, seat=seat).view["ui"]["review"]
        expected = review(game, seat)
        assert panel["seat"] == seat and panel["player"] == expected.player
        assert panel["decisions"] == len(expected.decisions) and panel["total_loss"] == round(expected.total_loss, 2)
        assert panel["costliest"] == [expected.decisions.index(d) for d in expected.costliest()]
        assert panel["estimate"] is True and panel["step"] == 0 and panel["picture"].startswith("<svg")


def test_the_replay_steps_and_shows_each_position() -> None:
    table = Table(finished(), seat=1)
    first = table.view["ui"]["review"]["picture"]
    assert table.receive({"type": "review", "step": 5}), table.notice
    panel = table.view["ui"]["review"]
    result = review(table.game, 1)
    assert panel["step"] == 5 and panel["picture"] == result.grids_svg(result.decisions[5]) != first
    assert panel["steps"][5]["chosen"] == result.decisions[5].chosen
    assert table.receive({"type": "review", "step": 999}), table.notice
    assert table.view["ui"]["review"]["step"] == len(result.decisions) - 1


def test_a_malformed_step_is_a_notice_and_changes_nothing() -> None:
    table = Table(finished(), seat=0)
    before = json.dumps(table.view)
    for bad in ({"type": "review"}, {"type": "review", "step": None}, {"type": "review", "step": 10**6}):
        assert table.receive(bad) is False
        assert table.notice["text"] and "step" in table.notice["text"]
    assert json.dumps(table.view) == before
