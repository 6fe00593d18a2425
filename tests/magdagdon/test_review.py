"""The MAGDAGDON review: each decision against the advisor's estimate, pictures, history and trend."""

from __future__ import annotations

import json

import pytest

from ludoteca import magdagdon
from ludoteca.core.bots import make_bot, play_out
from ludoteca.core.store import Store
from ludoteca.magdagdon import Game
from ludoteca.magdagdon.actions import Confirm, Decrease, Increase, Reroll, Ruin
from ludoteca.magdagdon.advisor import advice as hint
from ludoteca.magdagdon.advisor import estimate, evaluator
from ludoteca.magdagdon.review import review, skill_trend

CAP = 500  # actions: every game loop here has a cap


def played(kind: str, difficulty: str = "peaceful", seed: int = 4) -> Game:
    game = Game(difficulty=difficulty, seed=seed)
    return play_out(game, {0: make_bot("magdagdon", kind, game.rules, seed)}, limit=CAP)


def test_the_advisor_loses_nothing_and_other_bots_do() -> None:
    assert review(played("advisor")).total_loss == 0
    greedy, random = review(played("greedy")), review(played("random"))
    assert greedy.total_loss > 0 and random.total_loss > greedy.total_loss


def test_one_decision_per_confirm_ruin_and_power() -> None:
    game = played("random", seed=9)
    settled = [a for a in game.actions if isinstance(a, (Confirm, Ruin, Decrease, Increase, Reroll))]
    result = review(game)
    assert [d.index for d in result.decisions] == [i for i, a in enumerate(game.actions) if a in settled]
    assert result.finished and result.score == game.score().total


def test_a_placement_costs_what_the_evaluation_says() -> None:
    game = Game(difficulty="peaceful", seed=1)
    game.roll([3, 4, 4, 5])
    best = hint(game).best
    game.stage(0, "a1")  # a 3 in the corner, then a 4 beside it: legal, but not the advisor's
    game.stage(1, "a2")
    game.confirm()
    (decision,) = review(game).decisions
    assert decision.chosen == "place 3 at a1, place 4 at a2" and decision.kind == "place"
    assert decision.best_value == best.value
    assert decision.chosen_value == evaluator("peaceful").value(game.board.codes, 0)
    assert decision.loss == pytest.approx(best.value - decision.chosen_value) and decision.loss > 0
    assert decision.position["chosen_board"] == game.board.notation()


def test_a_power_is_a_decision_judged_by_the_advisor() -> None:
    game = Game(difficulty="survival", seed=1)
    game.roll([1, 1, 2, 2])
    game.stage(0, "a1")
    game.stage(2, "a2")
    game.confirm()
    game.roll([6, 6, 6, 6])  # no 6 may touch a 1 or a 2: MAGDAGDON
    position = game.clone()
    game.decrease(0)
    result = review(game)
    assert [d.kind for d in result.decisions] == ["place", "power"]
    power = result.decisions[1]
    assert power.chosen == "decrease 6" and power.position["dice"] == [6, 6, 6, 6]
    assert power.chosen_value == pytest.approx(estimate(position, Decrease(6)))
    assert power.best_value == pytest.approx(hint(position).best.value)


def test_accepting_magdagdon_is_judged_where_it_was_accepted() -> None:
    game = Game(difficulty="nightmare", seed=1)
    game.roll([1, 1, 2, 2])
    game.stage(0, "a1")
    game.stage(2, "a2")
    game.stage(1, "b1")
    game.confirm()
    game.roll([6, 6, 6, 6])
    game.accept()
    game.ruin("d4")
    ruin = review(game).decisions[-1]
    assert ruin.kind == "ruin" and ruin.chosen == "ruin d4"
    assert ruin.position["chosen_board"].endswith("R") and ruin.position["dice"] == [6, 6, 6, 6]
    assert ruin.best.startswith("ruin ")  # nightmare has no powers: a ruin is all there is


def test_costliest_three_with_pictures_json_and_text() -> None:
    result = review(played("random"))
    worst = result.costliest()
    assert len(worst) == 3 and worst[0].loss >= worst[1].loss >= worst[2].loss
    assert all(d.loss <= worst[-1].loss for d in result.decisions if d not in worst)
    page = result._repr_html_()
    assert page.count("<figure>") == 3 and page.count("<svg") == 1 + 2 * 3  # chart + two boards each
    assert "the advisor's estimate" in result.summary() and "the advisor's estimate" in page
    assert json.loads(json.dumps(result.to_json()))["decisions"][0]["position"]["board"] == "----/----/----/----"
    assert result.text().splitlines()[0] == result.summary()


def test_an_unfinished_game_is_reviewed_so_far() -> None:
    game = played("greedy")
    partial = Game.replay(game.rules, game.seed, list(game.seats), game.actions[:12])
    result = review(partial)
    assert not result.finished and len(result.decisions) < len(review(game).decisions)


def test_bad_inputs_are_refused() -> None:
    with pytest.raises(TypeError, match="needs a MAGDAGDON Game"):
        review("game")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="the only seat is 0"):
        review(Game(), 1)


def test_history_keeps_the_loss_and_the_trend_follows_it(tmp_path) -> None:
    store = Store(tmp_path / "scores.sqlite3")
    for seed, kind in ((1, "random"), (2, "random"), (3, "advisor"), (4, "advisor")):
        game = magdagdon.new_game("nightmare", "Ana", seed=seed, store=store)
        play_out(game, {0: make_bot("magdagdon", kind, game.rules, seed)}, limit=CAP)
    trend = skill_trend("Ana", "nightmare", store)
    assert trend["games"] == 4 and trend["mean_losses"][2:] == [0.0, 0.0]
    assert trend["mean_losses"][0] > 0 and trend["mean_loss_change"] < 0
    assert "down" in trend["text"] and "the advisor's estimate" in trend["text"]
    assert skill_trend("Ana", "peaceful", store)["text"] == "No solo games yet for Ana."
