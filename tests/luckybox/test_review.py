"""The Lucky Box review: each answer and bonus step against the planner's estimate."""

from __future__ import annotations

import json

import pytest

from ludoteca.core import history
from ludoteca.core.bots import make_bot, play_out
from ludoteca.core.i18n import set_language
from ludoteca.core.store import Store
from ludoteca.luckybox import Game
from ludoteca.luckybox.actions import Bonus, Cross, Pass
from ludoteca.luckybox.bots import PlannerBot
from ludoteca.luckybox.review import review, skill_trend
from tests.luckybox.helpers import count_reviews

CAP = 2000  # actions: every game loop here has a cap


def played(kinds: list[str], seed: int = 5) -> Game:
    game = Game([f"P{i}" for i in range(len(kinds))], seed=seed)
    bots = {s: make_bot("luckybox", kind, game.rules, seed + s) for s, kind in enumerate(kinds)}
    return play_out(game, bots, limit=CAP)


@pytest.fixture(scope="module")
def three() -> Game:
    return played(["planner", "greedy", "random"])


def test_the_planner_loses_nothing_and_random_play_does(three: Game) -> None:
    planner, greedy, random = (review(three, s) for s in range(3))
    assert planner.total_loss == 0 and len(planner.decisions) > 30
    assert random.total_loss > greedy.total_loss > 0
    assert [r.score for r in (planner, greedy, random)] == [row["total"] for row in three.final_scores()]


def test_one_decision_per_real_choice_of_the_seat(three: Game) -> None:
    seat = 2
    result = review(three, seat)
    walk, expected = Game(list(three.seats), three.seed, three.rules), []
    for index, action in enumerate(three.actions):
        if action.seat == seat and (
            isinstance(action, Bonus) or (isinstance(action, (Cross, Pass)) and len(walk.legal_actions_of(seat)) > 1)
        ):
            expected.append(index)
        walk.apply(action)
    assert [d.index for d in result.decisions] == expected
    assert {d.kind for d in result.decisions} <= {"answer", "bonus"}


def test_a_game_asked_again_is_not_reviewed_again_until_it_moves_on(monkeypatch) -> None:
    walks = count_reviews(monkeypatch)
    game = Game(["Ana"], seed=3)
    game.apply("P1: keep 1 2 3")
    game.apply(game.legal_actions()[0])
    first = review(game)
    assert review(game) is first and walks == [0]
    set_language("pt")
    try:
        assert review(game) is not first and walks == [0, 0]  # its words are in another language
    finally:
        set_language("en")
    game.apply(game.legal_actions()[0])
    again = review(game)
    assert walks == [0, 0, 0] and len(again.decisions) == len(first.decisions) + 1
    assert review(Game(["Ana"], seed=3)) is not again and walks == [0, 0, 0, 0]  # another game, as fresh


def test_an_answer_costs_what_the_planner_says() -> None:
    game = Game(["Ana"], seed=3)
    game.apply("P1: keep 1 2 3")
    planner = PlannerBot(game.rules, game.seed)
    options = planner.options(game, 0, 50)
    worse = next(o for o in options[1:] if o["expected"] < options[0]["expected"] - 0.01)
    game.apply(worse["action"])
    (decision,) = review(game).decisions
    assert decision.best_value == options[0]["expected"]
    assert decision.loss == pytest.approx(options[0]["expected"] - worse["expected"], abs=0.01)
    assert decision.position["number"] == game.revealed[0] and decision.turn == 1


def test_costliest_three_with_pictures_and_json(three: Game) -> None:
    result = review(three, 2)
    worst = result.costliest()
    assert len(worst) == 3 and worst[0].loss >= worst[1].loss >= worst[2].loss
    page = result._repr_html_()
    assert page.count("<figure>") == 3 and "the advisor's estimate" in page
    data = json.loads(json.dumps(result.to_json()))
    assert data["costliest"] == [d.index for d in worst] and data["seat"] == 2


def test_bad_inputs_are_refused(three: Game) -> None:
    with pytest.raises(TypeError, match="needs a Lucky Box Game"):
        review(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat is a seat index 0 to 2"):
        review(three, 3)


@pytest.mark.slow
def test_solo_history_keeps_the_loss_and_the_trend_follows_it(tmp_path) -> None:
    store = Store(tmp_path / "scores.sqlite3")
    for seed, kind in ((1, "random"), (2, "random"), (3, "planner"), (4, "planner")):
        game = Game(["Ana"], seed=seed)
        play_out(game, {0: make_bot("luckybox", kind, game.rules, seed)}, limit=CAP)
        history.record(game, store)
    trend = skill_trend("Ana", store)
    assert trend["games"] == 4 and trend["mean_losses"][2:] == [0.0, 0.0] and trend["mean_losses"][0] > 0
    assert "down" in trend["text"] and "the advisor's estimate" in trend["text"]
