"""The Bonanza table widget, driven from Python: every control is a message, every answer a
view or a notice. Positions are set up with explicit dice on the game (Python side); the
front end itself can never choose dice."""

from __future__ import annotations

import asyncio
import copy
import sys

import pytest

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.widget import Table, open_table, play
from ludoteca.core.store import Store
from ludoteca.core.widget import MAX_MESSAGE_BYTES
from tests.aio import run
from tests.contract import capped


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def two(seed: int = 7, **kwargs) -> Table:
    """Ana and Bruno at a table on screen (its page has said "ready"), with no clock unless given."""
    kwargs.setdefault("turn_seconds", None)
    t = open_table(["Ana", "Bruno"], seed=seed, bot_delay=0, **kwargs)
    assert t.receive({"type": "ready"})
    return t


def ui(table: Table) -> dict:
    return table.view["ui"]


def sheet(table: Table, seat: int) -> dict:
    return {box: points for box, points in table.view["bonanza"]["seats"][seat]["boxes"].items() if points is not None}


def ok(table: Table, message: dict) -> None:
    assert table.receive(message), table.notice


# -- dice and roll ---------------------------------------------------------------------------------
def test_roll_and_toggle_are_messages():
    t = two()
    ok(t, {"type": "roll"})
    assert t.view["bonanza"]["dice"] == list(t.game.dice) and t.view["bonanza"]["rolls"] == 1
    ok(t, {"type": "toggle", "die": 2})
    assert t.view["bonanza"]["held"] == [False, False, True, False, False]
    ok(t, {"type": "toggle", "die": 2, "turn": t.view["bonanza"]["turn"]})
    assert t.view["bonanza"]["held"] == [False] * 5
    ok(t, {"type": "toggle", "die": 0})
    held = t.game.dice[0]
    ok(t, {"type": "roll", "turn": 1})
    assert t.game.dice[0] == held and t.view["bonanza"]["rolls"] == 2
    # the rolls are logged with the dice chance showed: all five, then the four not held
    assert [str(a).split()[0] for a in t.game.actions] == ["rolled", "hold", "release", "hold", "rolled"]
    assert len(t.game.actions[0].dice) == 5 and t.game.actions[-1].dice == t.game.dice[1:]


def test_holding_before_the_first_roll_is_refused():
    t = two()
    assert not t.receive({"type": "toggle", "die": 0})
    assert t.notice["code"] == "not_rolled"


# -- confirmation: Record? / Scratch? ------------------------------------------------------------------
def test_first_click_asks_record_and_the_second_records():
    t = two()
    t.game.roll([3, 3, 3, 5, 5])
    ok(t, {"type": "box", "box": "full_house"})
    assert ui(t)["pending"] == {"box": "full_house", "kind": "record", "points": 25}
    assert sheet(t, 0) == {} and t.game.current == 0
    ok(t, {"type": "box", "box": "full_house", "turn": 1})
    assert sheet(t, 0) == {"full_house": 25}
    assert ui(t)["pending"] is None and t.game.current == 1
    assert ui(t)["events"][0] == t.game.last_event


def test_a_zero_box_always_asks_scratch_even_after_the_last_roll():
    t = two()
    t.game.roll([1, 2, 3, 5, 6])
    t.game.roll([1, 2, 3, 5, 6])
    t.game.roll([1, 2, 3, 5, 6])
    assert t.view["bonanza"]["rolls_left"] == 0
    ok(t, {"type": "box", "box": "bonanza"})
    assert ui(t)["pending"] == {"box": "bonanza", "kind": "scratch", "points": 0}
    assert sheet(t, 0) == {}
    ok(t, {"type": "box", "box": "bonanza"})
    assert sheet(t, 0) == {"bonanza": 0}
    assert str(t.game.actions[-1]) == "scratch bonanza"


def test_a_zero_box_asks_scratch_while_rolls_remain():
    t = two()
    t.game.roll([1, 2, 3, 5, 6])
    ok(t, {"type": "box", "box": "sixes"})
    assert ui(t)["pending"]["kind"] == "record"
    ok(t, {"type": "box", "box": "fours"})  # another box: the question moves there
    assert ui(t)["pending"] == {"box": "fours", "kind": "scratch", "points": 0}
    assert sheet(t, 0) == {}


def test_after_the_last_roll_a_scoring_box_records_on_the_first_click():
    t = two()
    for _ in range(3):
        t.game.roll([2, 2, 4, 4, 4])
    ok(t, {"type": "box", "box": "fours"})
    assert sheet(t, 0) == {"fours": 12} and ui(t)["pending"] is None


def test_escape_cancels_the_question():
    t = two()
    t.game.roll([6, 6, 6, 1, 2])
    ok(t, {"type": "box", "box": "sixes"})
    before = t.game.to_json()
    ok(t, {"type": "cancel"})
    assert ui(t)["pending"] is None and t.game.to_json() == before
    ok(t, {"type": "box", "box": "sixes"})  # and the next click asks again
    assert ui(t)["pending"]["box"] == "sixes" and sheet(t, 0) == {}
    ok(t, {"type": "cancel"})
    ok(t, {"type": "cancel"})  # nothing to cancel: harmless
    assert t.notice == {}


@pytest.mark.parametrize(
    "other",
    [
        {"type": "toggle", "die": 0},
        {"type": "roll"},
        {"type": "give_up", "seat": 0},
        {"type": "cancel"},
    ],
    ids=["toggle", "roll", "give-up", "cancel"],
)  # showing hints or ratings keeps it (test_table_fixes)
def test_any_other_action_clears_the_question(other):
    t = two()
    t.game.roll([6, 6, 6, 1, 2])
    ok(t, {"type": "box", "box": "sixes"})
    ok(t, other)
    assert ui(t)["pending"] is None
    ok(t, {"type": "box", "box": "sixes"})  # so a click on the same box asks again
    assert sheet(t, 0) == {}


def test_a_change_from_elsewhere_clears_the_question():
    t = two()
    t.game.roll([6, 6, 6, 1, 2])
    ok(t, {"type": "box", "box": "sixes"})
    t.game.hold(0)  # say, another widget on the same game
    assert ui(t)["pending"] is None


def test_boxes_that_cannot_take_the_roll_are_refused():
    t = two()
    assert not t.receive({"type": "box", "box": "chance"})
    assert t.notice["code"] == "not_rolled"
    t.game.roll([5, 5, 5, 5, 5])
    t.game.record("bonanza")
    t.game.roll([2, 2, 3, 3, 3])
    t.game.record("chance")
    t.game.roll([5, 5, 5, 5, 5])
    before = t.game.to_json()
    assert not t.receive({"type": "box", "box": "bonanza"})
    assert t.notice["code"] == "box_filled" and "already holds 50" in t.notice["text"]
    assert not t.receive({"type": "box", "box": "chance"})  # the joker sends five 5s to Fives
    assert t.notice["code"] == "joker_elsewhere"
    assert t.game.to_json() == before
    assert list(t.view["bonanza"]["previews"]) == ["fives"]
    words = {  # every language names the box refused and the ones the roll may take
        "pt": "Com a casa Bonanza preenchida, cinco iguais têm de ir para Cincos, não para Sorte (regra do joker)",
        "de": "Mit ausgefülltem Bonanza-Feld gehören fünf Gleiche in Fünfer, nicht in Chance (Joker-Regel)",
        "fr": "Avec la case Bonanza remplie, cinq dés identiques doivent aller dans Cinq, pas dans Chance "
        "(règle du joker)",
    }
    for lang, text in words.items():
        t.locale = lang
        assert not t.receive({"type": "box", "box": "chance"})
        assert t.notice["text"] == text


def test_a_joker_with_several_boxes_open_names_them_as_a_choice():
    from ludoteca.bonanza.rules import score
    from ludoteca.core.errors import IllegalAction
    from ludoteca.core.i18n import refusal_text

    with pytest.raises(IllegalAction) as refused:
        score([4, 4, 4, 4, 4], "sixes", {"bonanza": 50, "fours": 16})
    assert refusal_text(refused.value, "pt").startswith(
        "Com a casa Bonanza preenchida, cinco iguais têm de ir para Trio, Póquer, Full house, Sequência pequena, "
        "Sequência grande ou Sorte, não para Seis"
    )


# -- giving up -------------------------------------------------------------------------------------------
def test_give_up_asks_then_confirms_and_ranks_the_leaver_last():
    t = open_table(["Ana", "Bruno", "Carla"], seed=3, bot_delay=0)
    ok(t, {"type": "give_up", "seat": 1})
    assert ui(t)["confirm_give_up"] == 1 and not t.game.gave_up[1]
    ok(t, {"type": "cancel"})
    assert ui(t)["confirm_give_up"] is None
    ok(t, {"type": "give_up", "seat": 1})
    ok(t, {"type": "give_up", "seat": 1})
    assert t.game.gave_up == [False, True, False] and t.view["phase"] != "over"
    assert ui(t)["can_give_up"] == [True, False, True]
    assert ui(t)["events"][0]["type"] == "give_up"
    ok(t, {"type": "give_up", "seat": 0})
    ok(t, {"type": "give_up", "seat": 0})
    view = t.view
    assert view["phase"] == "over" and view["bonanza"]["winner"] == 2
    assert [(r["name"], r["place"], r["gave_up"]) for r in view["bonanza"]["ranking"]] == [
        ("Carla", 1, False),
        ("Ana", 2, True),
        ("Bruno", 2, True),
    ]  # equal totals share a place
    assert not t.receive({"type": "roll"}) and t.notice["code"] == "game_over"


def test_the_give_up_prompt_says_whether_the_others_play_on_or_the_game_ends():
    t = open_table(["Ana", "Bruno", "Carla"], seed=3, bot_delay=0)
    ok(t, {"type": "give_up", "seat": 1})
    assert (ui(t)["give_up_result"], ui(t)["give_up_winner"]) == ("play_on", None)
    ok(t, {"type": "give_up", "seat": 1})
    assert ui(t)["give_up_result"] is None
    ok(t, {"type": "give_up", "seat": 0})  # only Carla would be left: the game would end
    assert (ui(t)["give_up_result"], ui(t)["give_up_winner"]) == ("one_left", "Carla")
    solo = open_table(["Ana"], seed=3, bot_delay=0)
    ok(solo, {"type": "give_up", "seat": 0})
    assert ui(solo)["give_up_result"] == "solo"


def test_the_waiting_clock_says_what_it_waits_for():
    from ludoteca.rooms.room import Room

    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, turn_seconds=30)  # not on screen yet
    assert ui(t)["clock_waits_for"] == "player" and t.view["bonanza"]["clock"]["waiting"]
    room = Room(t, host=0)
    assert ui(t)["clock_waits_for"] == "everyone"
    room.close()


def test_confirming_give_up_for_another_seat_asks_again():
    t = two()
    ok(t, {"type": "give_up", "seat": 0})
    ok(t, {"type": "give_up", "seat": 1})
    assert ui(t)["confirm_give_up"] == 1 and t.game.gave_up == [False, False]


# -- hints -----------------------------------------------------------------------------------------------
def test_hints_match_the_game_and_can_be_hidden():
    t = two()
    assert t.view["bonanza"]["hints"] == [] and ui(t)["show_hints"]
    ok(t, {"type": "roll"})
    expected = [h.to_json() for h in t.game.hints(top=5)]
    shown = t.view["bonanza"]["hints"]
    assert [{k: v for k, v in h.items() if k != "expected_text"} for h in shown] == expected
    # what each choice adds to the score so far (none yet): the expected final score, signed
    assert [h["expected_text"] for h in shown] == [f"{h['value']:+.1f} points expected" for h in expected]
    kinds = [h["kind"] for h in shown]
    assert "record" in kinds and kinds.count("record") <= 3 and kinds.count("keep") == 1
    keep = next(h["keep"] for h in shown if h["kind"] == "keep")
    mask = ui(t)["keep_dice"]
    assert sorted(d for d, m in zip(t.view["bonanza"]["dice"], mask) if m) == sorted(keep)
    ok(t, {"type": "show_hints", "show": False})
    assert t.view["bonanza"]["hints"] == [] and not ui(t)["show_hints"]
    ok(t, {"type": "show_hints", "show": True})
    assert t.view["bonanza"]["hints"] == shown
    assert not t.receive({"type": "hints", "show": False})  # one name per intent: "hint" asks once elsewhere
    assert "show_hints" in t.notice["text"] and t.view["bonanza"]["hints"] == shown


def test_hints_default_is_a_constructor_argument_and_numbers_follow_the_language():
    t = two(hints=False)
    t.game.roll([1, 2, 3, 4, 4])
    assert t.view["bonanza"]["hints"] == [] and ui(t)["show_hints"] is False
    ok(t, {"type": "show_hints", "show": True})
    assert "." in t.view["bonanza"]["hints"][0]["expected_text"]
    t.locale = "pt"
    assert "," in t.view["bonanza"]["hints"][0]["expected_text"]
    assert t.view["bonanza"]["hints"][0]["expected_text"].endswith(" pontos esperados")
    assert t.strings["bonanza.box.chance"] != "Chance"


def test_a_hint_counts_the_points_a_choice_adds_to_the_score_so_far():
    t = open_table(["Ana"], seed=7, bot_delay=0, turn_seconds=None)
    t.game.roll([6, 6, 6, 2, 3])
    ok(t, {"type": "box", "box": "sixes"})
    ok(t, {"type": "box", "box": "sixes"})  # the second click confirms
    t.game.roll([1, 2, 3, 4, 6])
    t.refresh()
    own = t.view["bonanza"]
    scored = own["seats"][0]["total"]
    shown = own["hints"]
    assert scored == 18 and shown
    assert all(
        h["expected_text"] == f"{h['value'] - scored:+.1f} points expected".replace("-", "\u2212") for h in shown
    )


def test_the_keep_hint_prefers_dice_already_held():
    t = two()
    t.game.roll([3, 5, 3, 3, 1])
    t.game.hold(3)
    keep = next(h["keep"] for h in t.view["bonanza"]["hints"] if h["kind"] == "keep")
    mask = ui(t)["keep_dice"]
    if 3 in keep:
        assert mask[3]


# -- the turn clock --------------------------------------------------------------------------------------
def test_when_the_clock_runs_out_tick_records_the_first_hint():
    clock = FakeClock()
    t = two(turn_seconds=30, clock=clock)
    ok(t, {"type": "roll"})
    first = next(h.details["box"] for h in t.game.hints(top=5) if h.details["box"])
    points = t.view["bonanza"]["previews"][first]
    clock.advance(29.9)
    assert t.tick() is False and sheet(t, 0) == {}
    clock.advance(0.2)
    assert t.tick() is True
    assert sheet(t, 0) == {first: points}
    assert t.game.current == 1
    event = ui(t)["events"][0]
    assert event["type"] == "timeout" and event["box"] == first and event["name"] == "Ana"
    assert t.view["bonanza"]["clock"]["deadline_in"] == 30.0  # Bruno's clock has started


def test_a_click_after_the_deadline_is_refused_and_only_the_timeout_records():
    clock = FakeClock()
    t = two(turn_seconds=45, clock=clock)
    t.game.roll([4, 4, 4, 2, 2])
    ok(t, {"type": "box", "box": "fours"})  # "Record?"
    first = next(h.details["box"] for h in t.game.hints(top=5) if h.details["box"])
    clock.advance(46)
    assert not t.receive({"type": "box", "box": "fours", "turn": 1})
    assert t.notice["code"] == "too_late" and "time ran out" in t.notice["text"]
    assert sheet(t, 0) == {first: t.game.sheets[0].boxes[first]} and len(sheet(t, 0)) == 1
    assert ui(t)["pending"] is None and t.game.current == 1


def test_a_timeout_before_any_roll_rolls_then_records():
    clock = FakeClock()
    t = two(turn_seconds=30, clock=clock)
    clock.advance(30)
    assert t.tick()
    assert len(sheet(t, 0)) == 1 and ui(t)["events"][0]["rolled"] is True


def test_the_kernel_timer_applies_the_clock():
    async def main() -> Table:
        clock = FakeClock()
        t = two(turn_seconds=60, clock=clock)
        t.receive({"type": "roll"})
        clock.advance(61)  # a fake clock jumps: the timer notices within CLOCK_POLL seconds
        await asyncio.sleep(0.8)
        t.close()
        return t

    t = run(main())
    assert len(sheet(t, 0)) == 1 and ui(t)["events"][0]["type"] == "timeout"


# -- computer players ------------------------------------------------------------------------------------
def test_bots_play_at_once_with_no_delay():
    t = open_table(["Ana", ("Robo", "greedy"), ("Opti", "optimal")], seed=5, bot_delay=0)
    ok(t, {"type": "roll"})
    box = next(h["box"] for h in t.view["bonanza"]["hints"] if h["box"])
    ok(t, {"type": "box", "box": box})
    if t.game.current == 0 and len(sheet(t, 0)) == 0:
        ok(t, {"type": "box", "box": box})
    assert t.game.current == 0 and t.game.turn == 4
    assert len(sheet(t, 1)) == 1 and len(sheet(t, 2)) == 1
    assert not ui(t)["bot_turn"] and ui(t)["can_act"]
    assert ui(t)["can_give_up"] == [True, False, False]


def test_a_bot_in_the_first_seat_plays_once_the_table_is_on_screen():
    t = open_table([("Robo", "random"), "Ana"], seed=2, bot_delay=0)
    assert t.game.actions == [] and t.view["bonanza"]["clock"]["waiting"]  # after "Run All": nothing moves
    ok(t, {"type": "ready"})
    assert t.game.current == 1 and len(sheet(t, 0)) == 1
    assert (
        not t.view["bonanza"]["clock"]["waiting"] and t.view["bonanza"]["clock"]["deadline_in"] is not None
    )  # Ana's turn: normal


def test_a_table_of_bots_plays_to_the_end():
    t = open_table([("A", "random"), ("B", "greedy")], seed=4, bot_delay=0)
    t.ready()
    assert t.view["phase"] == "over" and len(t.view["bonanza"]["ranking"]) == 2


def test_with_a_delay_bots_move_on_the_event_loop_and_people_must_wait():
    async def main() -> tuple[Table, dict, list]:
        t = open_table(["Ana", ("Robo", "greedy")], seed=5, bot_delay=0.02)
        t.game.roll([1, 1, 1, 1, 1])
        t.receive({"type": "box", "box": "bonanza"})
        t.receive({"type": "box", "box": "bonanza"})
        assert t.game.current == 1 and ui(t)["bot_turn"]
        before = t.game.to_json()
        refused = t.receive({"type": "roll"})
        notice, after = dict(t.notice), t.game.to_json()
        assert not refused and after == before
        for _ in range(200):
            await asyncio.sleep(0.02)
            if t.game.current == 0:
                break
        t.close()
        return t, notice, t.game.actions

    t, notice, _actions = run(main())
    assert notice["code"] == "bot_turn" and "Robo" in notice["text"]
    assert t.game.current == 0 and len(sheet(t, 1)) == 1


def test_a_broken_bot_becomes_a_notice_not_a_hang(monkeypatch):
    t = open_table(["Ana", ("Robo", "greedy")], seed=5, bot_delay=0)
    monkeypatch.setattr(t.bots[1], "choose", lambda game, seat: 1 / 0)
    t.game.roll([2, 3, 4, 5, 6])
    t.receive({"type": "box", "box": "large_straight"})
    t.receive({"type": "box", "box": "large_straight"})
    assert t.game.current == 1 and t.notice["code"] == "bot_failed"


# -- seats, screens and solo ------------------------------------------------------------------------------
def test_a_screen_for_one_seat_acts_only_for_it():
    game = Game(["Ana", "Bruno"], seed=7)
    ana, bruno = Table(game, seat=0, bot_delay=0), Table(game, seat=1, bot_delay=0)
    assert not bruno.receive({"type": "roll"}) and bruno.notice["code"] == "not_your_turn"
    assert not bruno.receive({"type": "give_up", "seat": 0}) and bruno.notice["code"] == "wrong_seat"
    assert ana.receive({"type": "roll"})
    assert bruno.view["bonanza"]["dice"] == ana.view["bonanza"]["dice"]  # everyone sees the dice
    assert bruno.view["bonanza"]["hints"] == [] and ana.view["bonanza"]["hints"]  # hints only for the player
    assert ui(bruno)["can_give_up"] == [False, True]


def test_solo_play_keeps_the_best_score(tmp_path):
    store = Store(tmp_path / "scores.sqlite3")
    scores = []
    for seed in (11, 12):
        t = play("Ana", seed=seed, store=store)
        assert ui(t)["best_before"] == (max(scores) if scores else None)
        for _ in capped(lambda t=t: t.view["phase"] == "over"):
            ok(t, {"type": "roll", "turn": t.view["bonanza"]["turn"]})
            box = next(h["box"] for h in t.view["bonanza"]["hints"] if h["box"])
            ok(t, {"type": "box", "box": box})
            if ui(t)["pending"]:
                ok(t, {"type": "box", "box": box})
        total = t.view["bonanza"]["seats"][0]["total"]
        assert ui(t)["new_best"] == (not scores or total > max(scores))
        scores.append(total)
        assert t.view["ui"]["best_score"] == max(scores) == store.best_score("bonanza", "Ana")
        assert t.view["bonanza"]["seats"][0]["place"] == 1


def test_repr_is_deterministic():
    assert repr(two()) == "Table(Game(players=2, seed=7, round=1, turn='Ana', dice=None, held='-----'))"


def test_bad_arguments():
    game = Game(2)
    with pytest.raises(ValueError):
        Table(game, bot_delay=-1)
    with pytest.raises(ValueError):
        Table(game, seat=2)
    with pytest.raises(TypeError):
        Table("not a game")
    with pytest.raises(ValueError):
        open_table(["Ana", ("Robo", "genius")])
    with pytest.raises(ValueError):
        open_table(["Ana", "Bruno"], turn_seconds=20)


def test_the_engine_imports_without_anywidget():
    import subprocess

    code = (
        "import sys, ludoteca.bonanza as b; b.Game if hasattr(b, 'Game') else None; print('anywidget' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# -- hostile messages: a notice, and nothing changes -----------------------------------------------------------
HOSTILE = [
    pytest.param("roll", id="not-an-object"),
    pytest.param(None, id="null"),
    pytest.param({}, id="no-type"),
    pytest.param({"type": "explode"}, id="unknown-type"),
    pytest.param({"type": "record", "box": "sixes"}, id="engine-action-not-a-message"),
    pytest.param({"type": "toggle"}, id="missing-die"),
    pytest.param({"type": "toggle", "die": "1"}, id="die-as-text"),
    pytest.param({"type": "toggle", "die": True}, id="die-as-bool"),
    pytest.param({"type": "toggle", "die": 5}, id="die-out-of-range"),
    pytest.param({"type": "toggle", "die": 1.0}, id="die-as-float"),
    pytest.param({"type": "box"}, id="missing-box"),
    pytest.param({"type": "box", "box": 3}, id="box-as-number"),
    pytest.param({"type": "box", "box": "yahtzee"}, id="unknown-box"),
    pytest.param({"type": "box", "box": "sixes", "turn": "1"}, id="turn-as-text"),
    pytest.param({"type": "box", "box": "sixes", "turn": 99}, id="stale-turn"),
    pytest.param({"type": "roll", "dice": [6, 6, 6, 6, 6]}, id="explicit-dice"),
    pytest.param({"type": "roll", "seat": 0}, id="extra-field"),
    pytest.param({"type": "show_hints", "show": "no"}, id="show-as-text"),
    pytest.param({"type": "show_hints", "show": 0}, id="show-as-int"),
    pytest.param({"type": "give_up"}, id="give-up-without-seat"),
    pytest.param({"type": "give_up", "seat": 2}, id="no-such-seat"),
    pytest.param({"type": "give_up", "seat": -1}, id="negative-seat"),
    pytest.param({"type": "give_up", "seat": "0"}, id="seat-as-text"),
    pytest.param({"type": "cancel", "pad": "x" * (MAX_MESSAGE_BYTES + 10)}, id="huge-payload"),
    pytest.param({"type": "roll", "turn": float("nan")}, id="nan"),
    pytest.param({"type": "box", "box": "sixes", "deep": [[[[{}]]]] * 3000}, id="deep-and-large"),
]


def pending_table() -> Table:
    """Ana has rolled twice, holds two dice and was asked "Record?" on Sixes."""
    t = two()
    t.game.roll([6, 6, 2, 3, 4])
    t.game.hold(0, 1)
    t.game.roll([6, 6, 6, 3, 4])
    ok(t, {"type": "box", "box": "sixes"})
    return t


@pytest.mark.parametrize("message", HOSTILE)
def test_hostile_message_gets_a_notice_and_changes_nothing(message, caplog):
    t = pending_table()
    game, view = t.game.to_json(), copy.deepcopy(t.view)
    assert t.receive(message) is False
    assert t.notice["text"]
    assert t.game.to_json() == game
    assert t.view == view  # the pending "Record?" survives a refused message
    assert "Traceback" not in caplog.text


def test_wrong_seat_and_out_of_turn_messages_change_nothing():
    async def main() -> list[tuple[str, dict]]:
        t = open_table(["Ana", ("Robo", "optimal")], seed=9, bot_delay=5)
        t.game.roll([2, 2, 2, 2, 3])
        t.receive({"type": "box", "box": "twos"})
        t.receive({"type": "box", "box": "twos"})
        assert t.game.current == 1
        out = []
        for message in (
            {"type": "roll"},
            {"type": "toggle", "die": 0},
            {"type": "box", "box": "chance"},
            {"type": "give_up", "seat": 1},
        ):
            before = (t.game.to_json(), copy.deepcopy(t.view))
            assert t.receive(message) is False
            assert (t.game.to_json(), t.view) == before
            out.append((message["type"], dict(t.notice)))
        t.close()
        return out

    notices = dict(run(main()))
    assert notices["roll"]["code"] == notices["toggle"]["code"] == notices["box"]["code"] == "bot_turn"
    assert notices["give_up"]["code"] == "wrong_seat"


def test_a_finished_table_is_kept_in_the_default_store_unless_told_not_to(ludoteca_home):
    from ludoteca.core.store import default_store

    kept = open_table(["Ana", ("Robo", "greedy")], seed=3, bot_delay=0)
    kept.game.give_up(0)  # Robo is the last one left: the game ends at once
    assert kept.game.is_terminal()
    (row,) = default_store().games("bonanza")
    assert row["players"] == ["Ana", "Robo"]
    kept.close()
    skipped = open_table(["Ana", ("Robo", "greedy")], seed=4, bot_delay=0, store=False)
    skipped.game.give_up(0)
    assert skipped.game.is_terminal() and len(default_store().games("bonanza")) == 1
    skipped.close()
