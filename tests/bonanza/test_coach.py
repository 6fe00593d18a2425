"""The coach: reviews against the advisor, the loss chart, the history and the skill trend."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from ludoteca.bonanza.actions import Record, Roll, Scratch
from ludoteca.bonanza.bots import GreedyBot, OptimalBot, RandomBot, play_game, play_turn
from ludoteca.bonanza.coach import (
    Decision,
    cumulative_loss,
    from_history,
    loss_chart_svg,
    remember,
    review,
    skill_trend,
)
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import Rules, Sheet
from ludoteca.bonanza.solver import Advisor
from ludoteca.core import history
from ludoteca.core.store import Store
from tests.contract import capped


class FakeClock:
    """Seconds that move only when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.shared(Rules())


@pytest.fixture
def store(tmp_path) -> Store:
    return Store(tmp_path / "scores.sqlite3")


def option(advisor: Advisor, sheet: Sheet, dice, rolls_left: int, *, box=None, keep=None):
    options = advisor.advise(sheet, dice, rolls_left)
    if box is not None:
        return next(o for o in options if o.kind == "record" and o.box == box)
    return next(o for o in options if o.kind == "keep" and o.keep == tuple(sorted(keep)))


# -- losses ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_the_optimal_bot_loses_nothing(seed):
    game = play_game(["optimal"], seed=seed)
    result = review(game)
    records = sum(isinstance(a, (Record, Scratch)) for a in game.actions)
    rerolls = sum(isinstance(a, Roll) for a in game.actions) - records
    assert len(result.decisions) == records + rerolls and records == 13
    assert all(abs(d.loss) <= 1e-6 and d.is_best() for d in result.decisions)
    assert all(d.sentence() == "best choice" for d in result.decisions)
    assert result.total_loss <= 1e-6 and result.costliest() == []
    assert result.score == game.sheets[0].total() and result.finished


def test_the_optimal_seat_at_a_table_loses_nothing():
    game = play_game(["greedy", "optimal", "random"], seed=8)
    result = review(game, seat=1)
    assert result.player == "Optimal 2" and all(d.seat == 1 for d in result.decisions)
    assert sum(d.kind == "record" for d in result.decisions) == 13
    assert result.total_loss <= 1e-6
    assert review(game, seat=0).total_loss > 0  # the greedy seat gives points away


def test_a_suboptimal_record_costs_the_difference_of_the_expectations(advisor):
    game = Game(seed=5)
    game.roll([3, 3, 3, 5, 5])
    game.record("chance")  # a full house with two re-rolls left, thrown into chance
    (decision,) = review(game).decisions
    options = advisor.advise(Sheet(), (3, 3, 3, 5, 5), 2)
    chosen = option(advisor, Sheet(), (3, 3, 3, 5, 5), 2, box="chance")
    assert decision.loss == pytest.approx(options[0].expected - chosen.expected, abs=1e-12)
    assert decision.loss > 1
    assert decision.chosen == "record chance" and decision.chosen_expected == chosen.expected
    assert decision.optimal_expected == options[0].expected
    assert (decision.turn, decision.roll, decision.dice, decision.kind, decision.index) == (
        1,
        1,
        (3, 3, 3, 5, 5),
        "record",
        1,
    )
    assert decision.sentence() == (
        f"recording chance instead of {_gerund_of(decision.optimal)} cost {decision.loss:.2f} points"
    )


def _gerund_of(notation: str) -> str:
    verb, rest = notation.split(" ", 1)
    return {"keep": "keeping", "record": "recording", "scratch": "scratching"}[verb] + " " + rest


def test_a_suboptimal_keep_costs_the_difference_of_the_expectations(advisor):
    game = Game(seed=5)
    game.roll([1, 1, 2, 5, 6])
    game.keep([5, 6])
    game.roll()
    sheet = Sheet()
    first, *rest = review(game).decisions
    best = advisor.advise(sheet, (1, 1, 2, 5, 6), 2)[0]
    chosen = option(advisor, sheet, (1, 1, 2, 5, 6), 2, keep=(5, 6))
    assert first.kind == "keep" and first.chosen == "keep 5 6" and first.roll == 1
    assert first.loss == pytest.approx(best.expected - chosen.expected, abs=1e-12) and first.loss > 0
    assert rest == []  # the second roll has not been followed by a decision yet
    assert best.keep == (5,)  # the advisor keeps the five alone here
    assert first.sentence() == f"keeping 5 6 instead of 5 cost {first.loss:.2f} points"


def test_holding_nothing_is_a_decision_too(advisor):
    game = Game(seed=2)
    game.roll([6, 6, 6, 6, 2])
    game.roll()  # re-roll everything: throws away four sixes
    (decision,) = review(game).decisions
    assert decision.chosen == "keep nothing" and decision.kind == "keep"
    worst = option(advisor, Sheet(), (2, 6, 6, 6, 6), 2, keep=())
    assert decision.chosen_expected == worst.expected and decision.loss > 10
    assert decision.sentence().startswith("keeping nothing instead of ")


def test_scratches_read_as_scratches():
    game = Game(seed=2)
    game.roll([1, 2, 3, 4, 6])
    game.roll([1, 2, 3, 4, 6])
    game.roll([1, 2, 3, 4, 6])
    game.scratch("bonanza")
    *rerolls, decision = review(game).decisions
    assert [d.chosen for d in rerolls] == ["keep nothing", "keep nothing"]
    assert decision.chosen == "scratch bonanza" and decision.roll == 3
    assert decision.sentence().startswith("scratching bonanza instead of recording ")


def test_decisions_by_the_clock_are_marked():
    clock = FakeClock()
    game = Game(["Ana", "Bruno"], seed=6, turn_seconds=30, clock=clock)
    game.roll([6, 6, 1, 2, 3])
    game.keep([6, 6])
    hint = next(
        {**h.details, "value": h.value} for h in game.hints(top=5) if h.details["box"]
    )  # what the clock will record
    clock.now += 30
    assert game.tick()  # Ana's turn ends: the clock records without the re-rolls she had left
    assert list(game.sheets[0].boxes) == [hint["box"]]
    play_turn(game, GreedyBot())
    clock.now += 31
    game.tick()  # Ana had not rolled: the clock rolls once, then records
    ana = review(game, seat=0)
    assert [d.by_clock for d in ana.decisions] == [True, True]
    first, second = ana.decisions
    assert (first.kind, first.dice, first.roll, first.turn) == ("record", (6, 6, 1, 2, 3), 1, 1)
    assert first.chosen.split(" ", 1)[1] == hint["box"].replace("_", " ")
    assert first.chosen_expected == pytest.approx(hint["value"])
    assert first.loss > 0 and first.sentence().startswith("time ran out: ")
    assert (second.roll, second.turn, second.index) == (1, 2, len(game.actions) - 1)
    assert second.chosen.split(" ", 1)[1].replace(" ", "_") in game.sheets[0].boxes
    assert not any(d.by_clock for d in review(game, seat=1).decisions)
    assert "2 made by the clock" in ana.summary()


def test_an_unfinished_game_and_a_player_who_gave_up():
    game = Game(["Ana", "Bruno", "Carla"], seed=4)
    optimal = OptimalBot()
    play_turn(game, optimal)
    game.roll()
    game.give_up(1)
    play_turn(game, RandomBot(1))
    result = review(game, seat=1)
    assert result.decisions == [] and result.mean_loss == 0.0 and result.luck is None
    assert not result.finished and "no decisions yet" in loss_chart_svg(result)
    assert review(game, seat=0).total_loss <= 1e-6


def test_one_decision_is_said_in_the_singular():
    game = Game(["Ana", "Bruno"], seed=6)
    game.roll([6, 6, 6, 2, 3])
    game.record("chance")
    assert review(game, seat=0).summary().startswith("Ana: 1 decision, ")


def test_bad_arguments():
    game = Game(seed=1)
    with pytest.raises(ValueError, match="seat"):
        review(game, seat=1)
    with pytest.raises(TypeError, match="Bonanza Game"):
        review("game")


# -- the review's shapes ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def greedy():
    return review(play_game(["greedy"], seed=3))


def test_totals_costliest_and_luck(greedy):
    losses = [d.loss for d in greedy.decisions]
    assert greedy.total_loss == pytest.approx(sum(losses))
    assert greedy.mean_loss == pytest.approx(sum(losses) / len(losses))
    top = greedy.costliest(3)
    assert [d.loss for d in top] == sorted(losses, reverse=True)[:3] and len(greedy.costliest(100)) < len(losses)
    assert all(not d.is_best() for d in greedy.costliest(100))
    assert greedy.expected_start == pytest.approx(Advisor.shared(Rules()).value(Sheet()))
    assert greedy.luck == pytest.approx(greedy.score - greedy.expected_start + greedy.total_loss)
    assert cumulative_loss(greedy)[-1] == pytest.approx(greedy.total_loss)


def test_json_table_text_and_html(greedy):
    data = json.loads(json.dumps(greedy.to_json(), allow_nan=False))
    assert len(data["decisions"]) == len(greedy.decisions) and data["player"] == "Greedy 1"
    assert data["decisions"][0]["sentence"] == greedy.decisions[0].sentence()
    rows = greedy.table()
    assert len(rows) == len(greedy.decisions) and set(rows[0]) == {
        "turn",
        "roll",
        "dice",
        "chosen",
        "best",
        "chosen_expected",
        "best_expected",
        "loss",
        "by_clock",
    }
    assert greedy.table(greedy.costliest(2))[0]["loss"] == round(greedy.costliest(1)[0].loss, 2)
    text = greedy.text(greedy.costliest(5))
    assert text.splitlines()[0] == greedy.summary() and len(text.splitlines()) == 2 + 5
    assert str(greedy).count("\n") == len(greedy.decisions) + 1
    assert repr(greedy).startswith("Review(game='bonanza', player='Greedy 1', decisions=") and "0x" not in repr(greedy)
    page = greedy._repr_html_()
    assert page.count("<tr") == len(greedy.decisions) + 1 and "<svg" in page


def test_sentences():
    def decision(chosen, optimal, loss, by_clock=False):
        kind = chosen.split()[0]
        return Decision(0, 1, kind, chosen, optimal, 250 - loss, 250, roll=1, dice=(1, 1, 3, 4, 6), by_clock=by_clock)

    assert decision("keep 3 4", "keep 1 1", 0.03).sentence() == "keeping 3 4 instead of 1 1 cost 0.03 points"
    assert (
        decision("record full house", "record sixes", 4.2).sentence()
        == "recording full house instead of sixes cost 4.20 points"
    )
    assert (
        decision("record chance", "keep 6 6", 3.1).sentence()
        == "recording chance instead of keeping 6 6 cost 3.10 points"
    )
    assert decision("keep 1 1", "keep 1 1", 0.0).sentence() == "best choice"
    assert decision("keep 1", "keep 1 1", 0.001).sentence() == "keeping 1 instead of 1 1 cost less than 0.01 points"
    assert decision("record chance", "keep 6 6", 3.1, True).sentence().startswith("time ran out: recording")


def test_loss_chart_is_svg(greedy):
    svg = loss_chart_svg(greedy)
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == ns + "svg" and root.get("role") == "img"
    (line,) = root.iter(ns + "polyline")
    assert len(line.get("points").split()) == len(greedy.decisions) + 1
    assert len(list(root.iter(ns + "circle"))) == len(greedy.costliest(100))
    assert loss_chart_svg(greedy) == svg  # a pure function


# -- history ---------------------------------------------------------------------------------
def test_remember_a_solo_game(store):
    game = play_game(["greedy"], seed=3)
    history_id = remember(game, store)
    (entry,) = store.games("bonanza")
    assert entry["id"] == history_id and entry["players"] == ["Greedy 1"]
    assert entry["scores"] == [game.sheets[0].total()] and entry["played_at"]
    assert from_history(history_id, store).to_json() == game.to_json()
    (score,) = store.recent_scores("bonanza", "Greedy 1")
    assert score["score"] == game.sheets[0].total()
    assert score["details"]["mean_loss"] == pytest.approx(review(game).mean_loss)
    assert remember(game, store) == history_id  # once only
    assert len(store.games()) == 1 and len(store.recent_scores("bonanza", "Greedy 1")) == 1


def test_remember_a_table_and_refuse_an_unfinished_game(store):
    game = play_game(["greedy", "random"], seed=4)
    remember(game, store)
    (entry,) = store.games()
    assert entry["players"] == ["Greedy 1", "Random 2"] and entry["scores"] == [s.total() for s in game.sheets]
    assert store.recent_scores("bonanza", "Greedy 1") == []  # scores are kept for solo games
    with pytest.raises(ValueError, match="finished"):
        remember(Game(seed=1), store)


def test_a_game_with_its_own_store_records_its_score_once(store):
    game = Game(["Ana"], seed=3)
    history.watch(game, store)  # what play() and the tables attach
    bot = OptimalBot()
    for _ in capped(game.is_terminal):
        play_turn(game, bot)
    remember(game, store)
    assert len(store.recent_scores("bonanza", "Ana")) == 1 and len(store.games()) == 1


def test_remember_can_be_told_whether_to_record_the_score(tmp_path):
    quiet, loud = Store(tmp_path / "quiet.sqlite3"), Store(tmp_path / "loud.sqlite3")
    remember(play_game(["greedy"], seed=2), quiet, record_score=False)
    assert len(quiet.games()) == 1 and quiet.recent_scores("bonanza", "Greedy 1") == []
    game = Game(["Ana"], seed=3)
    history.watch(game, loud)  # remembered when it ends, with the review
    for _ in capped(game.is_terminal):
        play_turn(game, GreedyBot())
    remember(game, loud, record_score=True)  # already remembered: adds nothing
    details = [row["details"] for row in loud.recent_scores("bonanza", "Ana")]
    assert len(details) == 1 and details[0]["mean_loss"] > 0 and len(loud.games()) == 1


def test_remember_uses_the_default_store(ludoteca_home):
    from ludoteca.core.store import default_store

    remember(play_game(["greedy"], seed=1))
    assert len(default_store().games()) == 1
    assert skill_trend("Greedy 1")["games"] == 1


def test_skill_trend(store):
    assert skill_trend("Ana", store)["text"] == "No solo games yet for Ana."
    for loss in (2.0, 1.5, 1.0, 0.5):
        store.record_score("bonanza", "Ana", int(200 + 20 * (2 - loss)), {"mean_loss": loss})
    store.record_score("bonanza", "Ana", 150, {"seed": 1})  # recorded without a review
    trend = skill_trend("Ana", store, last=10)
    assert trend["games"] == 5 and trend["scores"] == [200, 210, 220, 230, 150]
    assert trend["mean_losses"][:4] == [2.0, 1.5, 1.0, 0.5] and trend["mean_losses"][4] is None
    assert trend["average_mean_loss"] == pytest.approx(1.25)
    assert trend["mean_loss_change"] == pytest.approx(0.75 - 1.75)
    assert trend["best_score"] == 230 and trend["average_score"] == pytest.approx((200 + 210 + 220 + 230 + 150) / 5)
    assert "down 1.00" in trend["text"] and trend["text"].startswith("Ana's last 5 games")
    assert skill_trend("Ana", store, last=2)["scores"] == [230, 150]
    json.dumps(trend)
