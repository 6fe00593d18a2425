"""The turn clock (on a fake clock) and the advisor's hints at the table."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.actions import GiveUp, Timeout, parse_action
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.rules import BOXES
from ludoteca.bonanza.solver import Advisor
from ludoteca.core import registry
from ludoteca.core.errors import IllegalAction
from tests.contract import capped


class FakeClock:
    """Seconds that move only when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def table(clock: FakeClock, seconds: int = 30, seed: int = 5) -> Game:
    return Game(["Ana", "Bruno"], seed=seed, turn_seconds=seconds, clock=clock)


def first_box(game):
    """The details of the best box hint: what a timeout records."""
    return next(h.details for h in game.hints(top=5) if h.details["box"])


# -- hints -------------------------------------------------------------------------
def test_hints_follow_the_advisor():
    game = Game(seed=4)
    assert game.hints() == []
    game.roll([6, 2, 6, 6, 3])
    hints = game.hints(top=5)
    assert game.hints() == hints[:3]
    options = Advisor.shared(game.rules).advise(game.sheet, game.dice, game.rolls_left)
    records = [o for o in options if o.kind == "record"]
    boxes = [h for h in hints if h.details["kind"] != "keep"]
    assert [h.details["kind"] for h in boxes] == ["record", "record", "record", "scratch"]
    assert [h.details["box"] for h in boxes[:3]] == [o.box for o in records[:3]]
    assert boxes[0].value == pytest.approx(records[0].expected)
    assert boxes[3].details["box"] == next(o.box for o in records if o.points == 0) and boxes[3].details["points"] == 0
    best_keep = next(o for o in options if o.kind == "keep")
    keep = next(h for h in hints if h.details["kind"] == "keep")
    assert tuple(keep.details["keep"]) == best_keep.keep and keep.value == pytest.approx(best_keep.expected)
    assert [h.value for h in hints] == sorted((h.value for h in hints), reverse=True)  # best first


def test_no_keep_hint_after_the_last_roll_and_json_form():
    game = Game(seed=4)
    game.roll([1, 2, 3, 4, 5])
    game.roll([1, 2, 3, 4, 5])
    game.roll([1, 2, 3, 4, 5])
    hints = game.hints(top=5)
    assert hints[0].details["box"] == "large_straight" and hints[0].details["points"] == 40
    assert all(h.details["kind"] != "keep" for h in hints)
    view = game.view(hints=True)
    assert view["bonanza"]["hints"] == [h.to_json() for h in hints]
    assert view["bonanza"]["hints"][0]["action"] == "record large straight"
    assert game.view(0, hints=True)["bonanza"]["hints"] == view["bonanza"]["hints"]
    with pytest.raises(ValueError, match="seat"):
        game.view(1)


def test_only_the_current_seat_sees_advice():
    game = Game(["Ana", "Bruno"])
    game.roll([1, 1, 2, 3, 3])
    assert game.view(0, hints=True)["bonanza"]["hints"] and game.view(1, hints=True)["bonanza"]["hints"] == []


def test_a_view_asks_the_advisor_only_when_asked_for_hints(monkeypatch):
    asked: list[int] = []

    def advisor(name: str):
        def advise(game, seat, top):
            asked.append(seat)
            return []

        return advise

    monkeypatch.setattr(registry, "advisor", advisor)
    game = Game(["Ana", "Bruno"])
    game.roll([1, 1, 2, 3, 3])
    plain = [game.view(seat) for seat in (None, 0, 1)]
    assert asked == [] and all(view["bonanza"]["hints"] == [] for view in plain)
    game.view(0, hints=True)
    assert asked == [0]
    game.view(1, hints=True)  # not Bruno's turn: nothing to ask
    assert asked == [0]


def test_joker_hints_point_to_the_forced_box():
    game = Game()
    game.roll([4] * 5)
    game.record("bonanza")
    game.roll([4] * 5)
    hints = game.hints(top=5)
    assert [h.details["box"] for h in hints if h.details["kind"] == "record"] == ["fours"]


# -- the clock -----------------------------------------------------------------------
def test_deadline_counts_down_and_restarts_each_turn(clock):
    game = table(clock)
    assert game.view(hints=False)["bonanza"]["clock"] == {"turn_seconds": 30, "waiting": False, "deadline_in": 30.0}
    clock.now += 12.5
    game.roll()
    assert game.deadline_in() == 17.5
    game.record(game.legal_boxes()[-1])
    assert game.deadline_in() == 30.0


def test_expiry_before_rolling_rolls_once_then_records_the_first_hint(clock):
    game = table(clock)
    twin = Game.replay(game.rules, game.seed, game.seats, ["roll"])  # the roll the clock will make
    expected = first_box(twin)
    clock.now += 30
    assert game.tick() is True
    assert game.sheets[0].boxes == {expected["box"]: expected["points"]}
    assert game.current == 1 and game.actions == [Timeout(expected["box"], twin.rolled_dice())]
    assert game.last_event["type"] == "timeout" and game.last_event["rolled"] is True
    assert game.last_event["box"] == expected["box"] and "Ana" in game.last_event["text"]
    assert game.tick() is False  # Bruno's clock has just started


def test_expiry_after_rolling_records_the_first_hint(clock):
    game = table(clock)
    game.roll([6, 6, 6, 2, 3])
    game.hold(0, 1, 2)
    game.roll([6, 1])
    expected = first_box(game)
    clock.now += 31
    before = game.to_json()
    assert (
        game.view(hints=False)["bonanza"]["clock"]["deadline_in"] == 0 and game.to_json() == before
    )  # reading changes nothing
    assert game.tick()  # the driver lets time pass
    view = game.view(hints=False)
    assert view["bonanza"]["seats"][0]["boxes"][expected["box"]] == expected["points"]
    assert view["bonanza"]["last_event"]["rolled"] is False and view["bonanza"]["current"] == 1
    assert [str(a) for a in game.actions][-1] == f"timeout record {expected['box'].replace('_', ' ')}"


def test_a_late_click_is_refused_and_only_one_record_happens(clock):
    game = table(clock)
    game.roll([1, 2, 3, 4, 5])
    clock.now += 45
    before = game.to_json()
    with pytest.raises(IllegalAction) as error:
        game.record("chance")
    assert error.value.code == "too_late" and "clock has run out" in error.value.message
    assert game.to_json() == before
    assert game.tick()  # the driver applies the timeout: the one record of this turn
    with pytest.raises(IllegalAction, match="too late"):
        game.apply({"type": "record", "box": "chance", "turn": 1})
    assert len(game.sheets[0].boxes) == 1 and "chance" not in game.sheets[0].boxes
    assert game.sheets[1].boxes == {} and game.current == 1 and game.dice is None
    assert [str(a) for a in game.actions] == [
        "roll 1 2 3 4 5",
        f"timeout record {game.last_event['box'].replace('_', ' ')}",
    ]


def test_can_apply_is_false_after_the_deadline_and_changes_nothing(clock):
    game = table(clock)
    game.roll([1, 2, 3, 4, 5])
    clock.now += 30
    before = game.to_json()
    assert not game.can_apply("record chance")
    assert game.to_json() == before


def test_after_the_deadline_only_giving_up_is_listed(clock):
    game = table(clock)
    clock.now += 30
    assert game.legal_actions() == [GiveUp(0), GiveUp(1)]
    assert all(game.can_apply(a) for a in game.legal_actions()) and not game.can_apply("roll")


def test_giving_up_after_the_deadline_still_counts(clock):
    game = Game(["Ana", "Bruno", "Carla"], turn_seconds=60, clock=clock)
    clock.now += 61
    game.give_up(2)
    assert [str(a) for a in game.actions] == ["seat 3 gives up"]  # giving up is never too late
    assert game.tick() and str(game.actions[0]) == "seat 3 gives up" and isinstance(game.actions[1], Timeout)
    assert game.gave_up == [False, False, True]


def test_timeouts_are_logged_and_replay_exactly(clock):
    game = table(clock, seconds=45, seed=9)
    for step in range(6):
        if step % 2:
            game.roll()
        clock.now += 45
        game.tick()
    timeouts = [a for a in game.actions if isinstance(a, Timeout)]
    assert len(timeouts) == 6 and all(a.box for a in timeouts)
    # the three that had to roll first name the dice the clock drew; the others roll nothing
    assert [a.dice is not None for a in timeouts] == [True, False] * 3
    assert all(str(a).startswith("timeout roll ") for a in timeouts if a.dice)
    again = Game.from_json(game.to_json(), clock=clock)
    assert again.to_json() == game.to_json()
    assert [s.to_json() for s in again.sheets] == [s.to_json() for s in game.sheets]
    assert again.view(hints=False) == game.view(hints=False)
    assert again.deadline_in() == 45.0  # the clock restarts after loading


def test_a_stale_timeout_cannot_be_sent_by_hand(clock):
    game = table(clock)
    with pytest.raises(IllegalAction) as error:
        game.apply("timeout")
    assert error.value.code == "not_timed_out"


def test_no_clock_after_the_game_ends(clock):
    game = table(clock)
    game.give_up(1)
    clock.now += 1000
    assert game.deadline_in() is None and game.tick() is False


def test_a_whole_game_of_timeouts_ends_with_full_sheets(clock):
    game = table(clock, seconds=90, seed=2)
    for _ in capped(game.is_terminal):
        clock.now += 90
        game.tick()
    assert all(len(sheet.boxes) == len(BOXES) for sheet in game.sheets)
    assert len(game.actions) == 2 * len(BOXES)


def test_the_box_logged_with_a_timeout_is_replayed_and_checked(clock):
    game = table(clock)
    game.roll([1, 2, 3, 4, 5])
    clock.now += 30
    game.tick()
    logged = str(game.actions[-1])
    assert logged.startswith("timeout record ") and parse_action(logged) == game.actions[-1]
    # An older save without the box still replays (the advisor picks it again).
    old = dict(game.to_json(), actions=["roll 1 2 3 4 5", "timeout"])
    assert Game.from_json(old, clock=clock).sheets[0] == game.sheets[0]
    # A logged box the dice cannot go in is refused, naming the action.
    game2 = table(clock)
    game2.roll([1, 2, 3, 4, 5])
    bad = dict(
        game2.to_json(),
        actions=[
            "roll 1 2 3 4 5",
            "record chance",
            "roll 2 2 2 2 2",
            "record bonanza",
            "roll 2 2 2 2 2",
            "timeout record chance",
        ],
    )
    with pytest.raises(Exception, match=r"action 6|chance"):
        Game.from_json(bad, clock=clock)


# -- atomic actions ----------------------------------------------------------------
def test_a_timeout_whose_advisor_fails_leaves_the_game_as_it_was(clock, monkeypatch):
    """The timeout rolls, then asks the advisor for the box: if that fails, the roll is undone."""
    from ludoteca.bonanza import advisor

    game = table(clock)
    clock.now += 31
    before = game.to_json(), game.view(None), game.view(0)

    def broken(*_args: object) -> list:
        raise RuntimeError("the advisor broke")

    monkeypatch.setattr(advisor, "advise", broken)
    with pytest.raises(RuntimeError, match="the advisor broke"):
        game.tick()
    assert game.dice is None and game.actions == []
    assert (game.to_json(), game.view(None), game.view(0)) == before
    monkeypatch.undo()
    assert game.tick() and len(game.actions) == 1  # still on the fake clock, the timeout goes through
    assert Game.from_json(game.to_json(), clock=clock).to_json() == game.to_json()
