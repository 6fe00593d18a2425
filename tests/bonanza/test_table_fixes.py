"""What new players tripped over at the table: hints that named a box twice, no lower total,
"Rate my choices" dropping a pending "Record?", and notices that outlived their turn."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.bonanza import Game, Seat
from ludoteca.bonanza.advisor import best_hints
from ludoteca.bonanza.bots import play_game
from ludoteca.bonanza.rules import LOWER, UPPER, Rules, Sheet, legal_boxes
from ludoteca.bonanza.widget import open_table
from tests.budgets import examples

DICE = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)


@settings(max_examples=examples(60), deadline=None)
@given(DICE, st.sets(st.sampled_from(UPPER + LOWER), max_size=12), st.integers(0, 2))
def test_hints_name_each_box_once(dice, filled, rolls_left):
    sheet = Sheet({box: 0 for box in filled})
    hints = best_hints(Rules(), sheet, dice, rolls_left)
    boxes = [h.details["box"] for h in hints if h.details["box"] is not None]
    assert len(boxes) == len(set(boxes)), hints
    named = [h.details for h in hints if h.details["box"] is not None]
    top = min(3, len(legal_boxes(dice, sheet, Rules())))  # a joker may allow fewer
    assert top <= len(named) <= top + 1  # the best boxes, then perhaps the cheapest scratch
    assert all((h["kind"] == "record") == (h["points"] > 0) for h in named)  # a 0 is offered as a scratch


def test_the_sheet_has_a_lower_total():
    game = play_game(["greedy", "random"], seed=5)
    table = open_table(game.seats, seed=5, bot_delay=0, store=False)
    for seat in table.view["bonanza"]["seats"][: len(game.sheets)]:
        assert "lower_total" in seat
    for sheet in game.sheets:
        assert sheet.upper_total() + sheet.upper_bonus() + sheet.lower_total() + sheet.bonus == sheet.total()
    assert "lower total" in str(game)


def test_rate_my_choices_keeps_a_pending_record():
    t = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, store=False)
    t.receive({"type": "roll"})
    box = next(h.details["box"] for h in t.game.hints(top=5) if h.details["box"])
    t.receive({"type": "box", "box": box})
    assert t.view["ui"]["pending"]["box"] == box
    assert t.receive({"type": "proficiency", "show": True})
    assert t.view["ui"]["pending"]["box"] == box
    assert t.receive({"type": "show_hints", "show": False})
    assert t.view["ui"]["pending"]["box"] == box
    assert t.receive({"type": "box", "box": box})  # the second click records
    assert t.game.sheets[0].boxes


def test_a_notice_lapses_when_the_game_moves_on():
    t = open_table(["Ana", Seat("Robo", "greedy")], seed=3, bot_delay=0, store=False)
    assert not t.receive({"type": "toggle", "die": 0})  # not rolled yet
    assert t.notice["text"]
    t.refresh()  # nothing moved: the notice stays
    assert t.notice["text"]
    t.receive({"type": "roll"})
    assert t.notice == {}
    assert not t.receive({"type": "box", "box": "sixes", "turn": 99})
    assert t.notice["text"]
    t.game.apply("roll")  # the game moves on from elsewhere (another screen, a notebook cell)
    assert t.notice == {}


def test_hints_are_distinct_in_a_real_game():
    game = Game(["Ana"], seed=11)
    for _ in range(13):
        game.roll()
        boxes = [h.details["box"] for h in game.hints(top=5) if h.details["box"] is not None]
        assert len(boxes) == len(set(boxes))
        game.apply(game.hints()[0].action)


def test_the_view_says_why_a_joker_goes_where_it_goes():
    game = Game(["Ana"], seed=3)
    game.roll([2, 2, 2, 2, 2])
    game.record("bonanza")
    game.roll([2, 2, 2, 2, 2])
    assert game.view()["bonanza"]["joker"] == {"face": 2, "why": "upper", "boxes": ["twos"]}
    game.record("twos")
    game.roll([2, 2, 2, 2, 2])
    view = game.view()
    assert view["bonanza"]["joker"]["why"] == "lower" and "twos" not in view["bonanza"]["joker"]["boxes"]
    assert view["bonanza"]["extra_bonus"] == 50 and view["bonanza"]["previews"]["full_house"] == 25
    free = Game(["Bo"], seed=1, rules=Rules(joker="free"))
    free.roll([5] * 5)
    free.record("bonanza")
    free.roll([5] * 5)
    assert free.view()["bonanza"]["joker"]["why"] == "any"
    plain = Game(["Cy"], seed=1)
    plain.roll([5, 5, 5, 5, 1])
    assert plain.view()["bonanza"]["joker"] is None
