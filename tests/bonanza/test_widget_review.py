"""The coach inside the Bonanza table, driven from Python: the review panel at the end of a
game (its numbers are review()'s), the replay's steps, the proficiency badge (the advisor's
difference at the decision point), the solo trend, and hostile review messages."""

from __future__ import annotations

import copy
import json

import pytest

from ludoteca.bonanza.actions import Timeout
from ludoteca.bonanza.bots import GreedyBot
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review import review
from ludoteca.bonanza.rules import BOXES
from ludoteca.bonanza.solver import Advisor
from ludoteca.bonanza.widget import Table, open_table, play
from ludoteca.core.store import Store
from tests.contract import capped


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def ok(table: Table, message: dict) -> None:
    assert table.receive(message), table.notice


def play_out(
    table: Table, clock: FakeClock | None = None, *, late_before_roll: int = 0, late_after_roll: int = 0
) -> None:
    """Play every person's turns greedily from Python (bots move through ``tick``). With a
    clock, seat 0 lets the time run out in round ``late_before_roll`` (before rolling) and
    ``late_after_roll`` (after one roll)."""
    game, bot = table.game, GreedyBot()
    for _ in capped(game.is_terminal):
        late = clock is not None and game.current == 0 and game.dice is None
        if late and game.round == late_before_roll:
            clock.now += 1000
        elif late and game.round == late_after_roll:
            game.roll()
            clock.now += 1000
        else:
            game.apply(bot.choose(game))
        table.tick()  # the clock, then the bots


def timed_game() -> tuple[Table, FakeClock]:
    """Ana (a person, playing greedily) against an optimal bot, with two timeouts of Ana's."""
    clock = FakeClock()
    t = open_table(["Ana", ("Robo", "optimal")], seed=4, bot_delay=0, turn_seconds=60, clock=clock)
    play_out(t, clock, late_before_roll=3, late_after_roll=5)
    return t, clock


@pytest.fixture(scope="module")
def finished() -> Table:
    t, _ = timed_game()
    return t


def panel(table: Table) -> dict:
    return table.view["ui"]["review"]


def fresh(table: Table) -> Table:
    """Another screen on a copy of the finished game (tests that step must not share one)."""
    return Table(copy.deepcopy(table.game), bot_delay=0)


# -- the panel's numbers are review()'s ------------------------------------------------------------
def test_the_panel_shows_reviews_numbers(finished):
    t = fresh(finished)
    result = review(t.game, 0)
    p = panel(t)
    assert p["seats"] == [{"seat": 0, "name": "Ana"}]  # the bot is not reviewed
    assert (p["seat"], p["name"], p["step"], p["steps"]) == (0, "Ana", 0, len(result.decisions))
    assert p["score"] == result.score == t.game.sheets[0].total()
    assert p["total_loss"] == pytest.approx(result.total_loss, abs=1e-12)
    assert p["mean_loss"] == pytest.approx(result.mean_loss, abs=1e-12)
    assert p["total_loss_text"] == f"{result.total_loss:.2f}" and p["mean_loss_text"] == f"{result.mean_loss:.2f}"
    assert p["best"] == sum(d.is_best() for d in result.decisions)
    assert p["by_clock"] == sum(d.by_clock for d in result.decisions) == 2
    assert result.summary().split(":")[1].split(";")[0].strip() in p["summary"]
    costly = result.costliest(5)
    assert [(c["turn"], c["roll"], c["loss"], c["by_clock"]) for c in p["costliest"]] == [
        (d.turn, d.roll, d.loss, d.by_clock) for d in costly
    ]
    assert [result.decisions[c["step"]] for c in p["costliest"]] == costly
    for shown, d in zip(p["costliest"], costly):
        assert shown["sentence"].lower() == d.sentence().lower()  # the coach's words (box names capitalised)
        assert shown["verdict"] == f"-{d.loss:.1f}"


def test_the_chart_is_cores_with_one_point_per_decision(finished):
    p = panel(fresh(finished))
    result = review(finished.game, 0)
    chart = p["chart"]
    assert chart == result.chart() and json.loads(json.dumps(chart)) == chart
    points = chart["points"]
    assert [(q["turn"], q["best"], q["hollow"]) for q in points] == [
        (d.turn, d.is_best(), d.by_clock) for d in result.decisions
    ]
    assert [q["loss"] for q in points] == [round(d.loss, 2) for d in result.decisions]
    assert chart["hollow"] == "bonanza.review.legend_clock" and not chart["estimate"]
    worst = max(d.loss for d in result.decisions)
    assert worst <= chart["top"] < worst + chart["tick"]


# -- the replay -------------------------------------------------------------------------------------
def test_every_step_shows_the_position_of_that_decision(finished):
    t = fresh(finished)
    game = t.game
    decisions = review(game, 0).decisions
    for step, d in enumerate(decisions):
        ok(t, {"type": "review", "seat": 0, "step": step})
        now = panel(t)["current"]
        assert (now["step"], now["index"], now["turn"], now["roll"]) == (step, d.index, d.turn, d.roll)
        assert now["dice"] == list(d.dice) and now["by_clock"] == d.by_clock
        assert now["loss"] == d.loss and now["chosen_expected"] == d.chosen_expected
        assert now["optimal_expected"] == d.optimal_expected
        assert now["verdict"] == ("best" if d.is_best() else f"-{d.loss:.1f}" if d.loss >= 0.05 else now["verdict"])
        assert now["chosen"]["text"].lower() == d.chosen.lower()
        assert now["optimal"]["text"].lower() == d.optimal.lower()
        assert now["label"] == f"Decision {step + 1} of {len(decisions)}"
        if not d.by_clock:  # the position an independent replay reaches just before the action
            before = Game.replay(
                game.rules, game.seed, list(game.seats), game.actions[: d.index], turn_seconds=game.turn_seconds
            )
            assert now["held"] == before.held and tuple(now["dice"]) == before.dice
            assert now["sheet"]["boxes"] == {b: before.sheets[0].boxes.get(b) for b in BOXES}
            assert now["sheet"]["total"] == before.sheets[0].total()
        kept = [v for v, h in zip(now["dice"], now["held"]) if h]
        if d.kind == "keep":
            assert sorted(kept) == now["chosen"]["keep"]
            advised = [v for v, a in zip(now["dice"], now["advised"]) if a]
            assert sorted(advised) == now["optimal"]["keep"]
        else:
            box = now["chosen"]["box"]
            assert "chosen" in now["marks"][box] and now["sheet"]["boxes"][box] is None
    assert isinstance(game.actions[decisions[-1].index], Timeout) or decisions[-1].kind == "record"


def test_stepping_forward_and_back(finished):
    t = fresh(finished)
    last = panel(t)["steps"] - 1
    first = panel(t)["current"]
    ok(t, {"type": "review", "seat": 0, "step": 1})
    second = panel(t)["current"]
    assert second["step"] == 1 and second["index"] > first["index"]
    assert panel(t)["step"] == 1  # the chart marks the panel's step
    ok(t, {"type": "review", "seat": 0, "step": 0})
    assert panel(t)["current"] == first
    ok(t, {"type": "review", "seat": 0, "step": last})
    assert panel(t)["current"]["step"] == last
    assert t.coach.review_step == last and t.coach.review_seat == 0


def test_clock_decisions_are_marked(finished):
    p = panel(fresh(finished))
    decisions = review(finished.game, 0).decisions
    clocked = [i for i, d in enumerate(decisions) if d.by_clock]
    assert len(clocked) == 2
    t = fresh(finished)
    for step in clocked:
        ok(t, {"type": "review", "seat": 0, "step": step})
        now = panel(t)["current"]
        assert now["by_clock"] and now["sentence"].startswith("time ran out: ")
    assert {i for i, q in enumerate(p["chart"]["points"]) if q["hollow"]} == set(clocked)


def test_the_panel_speaks_the_tables_language(finished):
    t = fresh(finished)
    t.locale = "pt"
    p = panel(t)
    assert "," in p["total_loss_text"] and "." not in p["total_loss_text"]
    assert p["costliest"][0]["verdict"].startswith("-") and "," in p["costliest"][0]["verdict"]
    assert "em vez de" in p["costliest"][0]["sentence"] or p["costliest"][0]["sentence"].startswith("o tempo")
    assert p["current"]["label"].startswith("Decisão 1 de")


def test_each_person_at_the_table_has_a_review():
    t = open_table(["Ana", "Bruno", ("Robo", "random")], seed=8, bot_delay=0)
    play_out(t)
    p = panel(t)
    assert [s["name"] for s in p["seats"]] == ["Ana", "Bruno"] and p["seat"] == 0
    ok(t, {"type": "review", "seat": 1, "step": 2})
    p = panel(t)
    assert p["name"] == "Bruno" and p["step"] == 2
    result = review(t.game, 1)
    assert p["total_loss"] == pytest.approx(result.total_loss) and p["steps"] == len(result.decisions)
    assert not t.receive({"type": "review", "seat": 2, "step": 0})
    assert t.notice["code"] == "not_reviewable" and "Robo" in t.notice["text"]
    # A screen for one seat opens on that seat's review.
    bruno = Table(t.game, seat=1, bot_delay=0)
    assert panel(bruno)["seat"] == 1


def test_no_review_while_playing_or_without_people():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    assert t.view["ui"]["review"] is None
    bots = open_table([("A", "random"), ("B", "greedy")], seed=4, bot_delay=0)
    bots.ready()  # computer players wait for the table to be on screen
    assert bots.view["phase"] == "over" and bots.view["ui"]["review"] is None


def test_a_player_who_gave_up_at_once_has_an_empty_review():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    ok(t, {"type": "give_up", "seat": 0})
    ok(t, {"type": "give_up", "seat": 0})
    p = panel(t)
    assert (p["steps"], p["step"], p["current"], p["costliest"]) == (0, None, None, [])
    assert p["chart"]["points"] == [] and p["chart"]["top"] == p["chart"]["tick"]
    ok(t, {"type": "review", "seat": 0, "step": 0})
    assert not t.receive({"type": "review", "seat": 0, "step": 1})
    assert t.notice["code"] == "no_such_step"


# -- hostile review messages ---------------------------------------------------------------------------
HOSTILE = [
    pytest.param({"type": "review"}, id="no-fields"),
    pytest.param({"type": "review", "seat": 0}, id="no-step"),
    pytest.param({"type": "review", "step": 0}, id="no-seat"),
    pytest.param({"type": "review", "seat": "0", "step": 0}, id="seat-as-text"),
    pytest.param({"type": "review", "seat": True, "step": 0}, id="seat-as-bool"),
    pytest.param({"type": "review", "seat": 0.0, "step": 0}, id="seat-as-float"),
    pytest.param({"type": "review", "seat": None, "step": 0}, id="seat-null"),
    pytest.param({"type": "review", "seat": -1, "step": 0}, id="negative-seat"),
    pytest.param({"type": "review", "seat": 2, "step": 0}, id="no-such-seat"),
    pytest.param({"type": "review", "seat": 1, "step": 0}, id="bot-seat"),
    pytest.param({"type": "review", "seat": 0, "step": -1}, id="negative-step"),
    pytest.param({"type": "review", "seat": 0, "step": 10_000}, id="step-past-the-end"),
    pytest.param({"type": "review", "seat": 0, "step": "1"}, id="step-as-text"),
    pytest.param({"type": "review", "seat": 0, "step": 1.5}, id="step-as-float"),
    pytest.param({"type": "review", "seat": 0, "step": False}, id="step-as-bool"),
    pytest.param({"type": "review", "seat": 0, "step": [1]}, id="step-as-list"),
    pytest.param({"type": "review", "seat": 0, "step": 1, "turn": 3}, id="extra-field"),
    pytest.param({"type": "review", "seat": 0, "step": 2**70}, id="huge-step"),
    pytest.param({"type": "proficiency"}, id="proficiency-without-show"),
    pytest.param({"type": "proficiency", "show": "yes"}, id="proficiency-as-text"),
    pytest.param({"type": "proficiency", "show": 1}, id="proficiency-as-int"),
    pytest.param({"type": "proficiency", "show": True, "seat": 0}, id="proficiency-extra-field"),
]


@pytest.mark.parametrize("message", HOSTILE)
def test_hostile_review_messages_change_nothing(finished, message, caplog):
    t = fresh(finished)
    ok(t, {"type": "review", "seat": 0, "step": 3})
    game, view = t.game.to_json(), copy.deepcopy(t.view)
    assert t.receive(message) is False
    assert t.notice["text"]
    assert t.game.to_json() == game and t.view == view
    assert (t.coach.review_seat, t.coach.review_step) == (0, 3)
    assert "Traceback" not in caplog.text


def test_a_review_before_the_game_is_over_is_refused():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    t.game.roll([6, 6, 6, 1, 2])
    ok(t, {"type": "box", "box": "sixes"})  # "Record?"
    game, view = t.game.to_json(), copy.deepcopy(t.view)
    assert not t.receive({"type": "review", "seat": 0, "step": 0})
    assert t.notice["code"] == "review_not_ready"
    assert t.game.to_json() == game and t.view == view  # the pending question survives too
    t.locale = "de"
    assert not t.receive({"type": "review", "seat": 0, "step": 0})
    assert t.notice["text"] == "Den Rückblick gibt es, wenn das Spiel vorbei ist"


# -- proficiency: the badge after each decision -------------------------------------------------------
def advisor_loss(game: Game, kind: str, what) -> float:
    """Best expected minus chosen expected, straight from Advisor.advise, before the decision."""
    options = Advisor.shared(game.rules).advise(game.sheet, game.dice, game.rolls_left)
    mine = next(o for o in options if o.kind == kind and (o.keep if kind == "keep" else o.box) == what)
    return options[0].expected - mine.expected


def verdict(table: Table) -> dict | None:
    return table.view["ui"]["verdict"]


def test_proficiency_is_off_by_default():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0)
    assert t.view["ui"]["proficiency"] is False
    t.game.roll([1, 2, 3, 4, 6])
    ok(t, {"type": "box", "box": "chance"})
    ok(t, {"type": "box", "box": "chance"})
    assert verdict(t) is None


def test_the_badge_is_the_advisors_difference_for_a_keep_and_a_record():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, proficiency=True)
    assert t.view["ui"]["proficiency"] is True and verdict(t) is None
    t.game.roll([1, 1, 5, 6, 6])
    t.game.hold(0, 1)  # keep the ones: not what perfect play does
    expected = advisor_loss(t.game, "keep", (1, 1))
    assert expected > 0.05
    ok(t, {"type": "roll"})
    v = verdict(t)
    assert v["kind"] == "keep" and v["chosen"]["keep"] == [1, 1] and v["name"] == "Ana"
    assert v["loss"] == pytest.approx(expected, abs=1e-9)
    assert v["verdict"] == f"-{expected:.1f}" and not v["best"]
    assert v["optimal"]["keep"] != [1, 1] and v["turn"] == 1 and v["roll"] == 1
    t.game.roll([1, 1, 6, 6, 6])  # the third roll
    best_box = Advisor.shared().advise(t.game.sheet, t.game.dice, 0)[0].box
    expected = advisor_loss(t.game, "record", best_box)
    ok(t, {"type": "box", "box": best_box})
    v = verdict(t)
    assert v["best"] and v["verdict"] == "best" and v["loss"] == pytest.approx(expected) == 0
    assert v["chosen"] == {"kind": "record", "box": best_box, "keep": None, "text": v["chosen"]["text"]}
    assert t.game.current == 1  # and the badge stays through Bruno's turn, until his first decision
    t.game.roll([2, 3, 4, 5, 6])
    assert verdict(t)["name"] == "Ana"
    t.game.record("large_straight")
    assert verdict(t)["name"] == "Bruno"


def test_the_toggle_turns_it_on_and_off():
    t = open_table(["Ana"], seed=7, bot_delay=0)
    ok(t, {"type": "proficiency", "show": True})
    assert t.view["ui"]["proficiency"] is True
    t.game.roll([2, 2, 2, 5, 6])
    expected = advisor_loss(t.game, "record", "chance")
    ok(t, {"type": "box", "box": "chance"})
    ok(t, {"type": "box", "box": "chance"})
    assert verdict(t)["loss"] == pytest.approx(expected, abs=1e-9) and verdict(t)["chosen"]["box"] == "chance"
    ok(t, {"type": "proficiency", "show": False})
    assert t.view["ui"]["proficiency"] is False
    t.game.roll([3, 3, 3, 3, 1])
    t.game.record("threes")
    assert verdict(t)["chosen"]["box"] == "chance"  # not judged while off


def test_every_badge_matches_the_review_of_the_whole_game():
    clock = FakeClock()
    t = open_table(["Ana", ("Robo", "optimal")], seed=4, bot_delay=0, turn_seconds=60, clock=clock, proficiency=True)
    seen: dict[int, dict] = {}
    t.observe(
        lambda change: (
            seen.__setitem__(change["new"]["ui"]["verdict"]["id"], change["new"]["ui"]["verdict"])
            if change["new"]["ui"]["verdict"]
            else None
        ),
        names="view",
    )
    play_out(t, clock, late_before_roll=3, late_after_roll=5)
    decisions = review(t.game, 0).decisions
    assert sorted(seen) == [d.index for d in decisions]  # each of Ana's decisions, none of Robo's
    for d in decisions:
        v = seen[d.index]
        assert v["loss"] == pytest.approx(d.loss, abs=1e-9) and v["by_clock"] == d.by_clock
        assert v["chosen"]["text"].lower() == d.chosen.lower() and v["optimal"]["text"].lower() == d.optimal.lower()
    assert sum(v["by_clock"] for v in seen.values()) == 2


def test_a_screen_for_one_seat_rates_only_its_own_decisions():
    game = Game(["Ana", "Bruno"], seed=7)
    ana = Table(game, seat=0, bot_delay=0, proficiency=True)
    bruno = Table(game, seat=1, bot_delay=0, proficiency=True)
    game.roll([4, 4, 4, 4, 2])
    game.record("fours")
    assert ana.view["ui"]["verdict"]["name"] == "Ana" and bruno.view["ui"]["verdict"] is None


# -- the solo trend ---------------------------------------------------------------------------------------
def test_a_solo_game_with_a_store_shows_the_players_trend(tmp_path, ludoteca_home):
    store = Store(tmp_path / "scores.sqlite3")
    first = play("Ana", seed=11, store=store)
    assert first.view["ui"]["trend"] is None  # no solo games yet
    play_out(first)
    trend = first.view["ui"]["trend"]  # the finished game is in it now
    score = first.game.sheets[0].total()
    assert trend["games"] == 1 and trend["scores"] == [score] and trend["best_score"] == score
    second = play("Ana", seed=12, store=store, locale="pt")
    trend = second.view["ui"]["trend"]
    assert trend["scores"] == [score] and trend["heights"] == [1.0]
    assert trend["average_mean_loss"] == pytest.approx(review(first.game).mean_loss)
    assert (
        trend["text"] == f"Último jogo: média {score:.1f}".replace(".", ",") + f", melhor pontuação {score}"
    )  # not "Últimos 1"
    assert "," in trend["loss_text"]
    assert open_table(["Ana"], seed=1, bot_delay=0).view["ui"]["trend"] is None  # the empty default store: no trend
