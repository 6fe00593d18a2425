"""Pig, the fourth game, keeps every promise the other three keep: the contract kit, one hint
shape, the registry, and a thin widget that Python checks."""

from __future__ import annotations

import pytest

import tests.pig  # noqa: F401 - registers Pig
from ludoteca.core import registry
from ludoteca.core.bots import bot_kinds, make_bot
from ludoteca.core.errors import IllegalAction
from ludoteca.core.hints import Hint
from tests.contract import check_contract, check_widget_contract
from tests.pig.actions import Hold, Leave, Roll
from tests.pig.game import Game
from tests.pig.rules import Rules
from tests.pig.widget import PigTable


def test_contract_solo_and_four_players():
    solo = check_contract(lambda seed: Game(1, seed=seed, rules=Rules(30)), seeds=[1, 2])
    four = check_contract(lambda seed: Game(4, seed=seed, rules=Rules(40)), seeds=[3], check_every=3)
    assert solo.games == 2 and four.games == 1
    assert all(g.is_terminal() for g in [*solo.finished, *four.finished])


def test_a_one_loses_the_turn_and_passes_the_die():
    game = Game(["Ana", "Bo"])
    game.apply(Roll(0, 5))
    game.apply(Roll(0, 1))
    assert game.scores == [0, 0] and game.current == 1 and game.turn_points == 0


def test_reaching_the_target_ends_the_game_at_once():
    game = Game(["Ana", "Bo"], rules=Rules(10))
    game.apply(Roll(0, 6))
    game.apply(Roll(0, 4))
    assert game.is_terminal() and game.outcome().winners == (0,)
    with pytest.raises(IllegalAction, match="over"):
        game.apply(Roll(1))


def test_named_chance_is_replayed_and_leaves_the_seed_in_step():
    named, drawn = Game(2, seed=9), Game(2, seed=9)
    named.apply("P1: roll 3")
    drawn.apply("P1: roll")
    for game in (named, drawn):
        game.apply("P1: roll")  # the next draw is the same: a named die uses up a draw too
    assert named.last_roll == drawn.last_roll
    assert Game.from_json(named.to_json()).to_json() == named.to_json()


def test_hints_are_core_hints_best_first():
    game = Game(["Ana", "Bo"], seed=4)
    assert [h.action for h in game.hints()] == [Roll(0)]  # nothing to hold yet
    game.apply(Roll(0, 6))
    game.apply(Roll(0, 6))
    hints = game.hints(top=3)
    assert all(isinstance(h, Hint) for h in hints) and hints[0].value >= hints[1].value
    assert {type(h.action) for h in hints} == {Roll, Hold} and all(game.can_apply(h.action) for h in hints)
    assert game.hints(seat=1) == []  # not Bo's turn
    for _ in range(3):
        game.apply(Roll(0, 6))  # 30 points this turn: the advisor holds at 20
    assert isinstance(game.hints()[0].action, Hold)


def test_pig_is_in_the_registry_and_has_a_bot():
    assert registry.game_info("pig").package == "tests.pig"
    assert bot_kinds("pig") == ("random", "cautious")
    game = Game([{"name": "Ana", "kind": "human"}, {"name": "Robo", "kind": "cautious"}], seed=2)
    bot = make_bot("pig", "cautious", game.rules, 0)
    game.apply(Roll(0, 2))
    game.apply(Hold(0))
    assert game.can_apply(bot.choose(game, 1))


def test_widget_plays_for_its_seat_and_refuses_hostile_messages():
    table = PigTable(Game(["Ana", "Bo"], seed=5), bot_delay=0)
    assert table.receive({"type": "roll"}) and table.game.actions
    check_widget_contract(table)
    bo = table.seat_widget(1)
    before = table.game.to_json()
    assert not bo.receive({"type": "roll"}) and bo.notice["code"] == "not_your_turn"
    assert table.game.to_json() == before


def test_a_table_with_a_bot_plays_to_the_end():
    table = PigTable(Game(["Ana", {"name": "Robo", "kind": "cautious"}], seed=3, rules=Rules(20)), bot_delay=0)
    for _ in range(200):
        if table.game.is_terminal():
            break
        table.receive({"type": "roll"} if table.game.turn_points < 6 else {"type": "hold"})
    assert table.game.is_terminal() and table.view["outcome"]["winners"]


def test_a_player_who_leaves_is_skipped_ranked_last_and_refused_after():
    game = Game(["Ana", "Bo", "Cy"], seed=1, rules=Rules(10))
    game.apply(Roll(0, 5))
    game.apply("P1: leave")  # on her own turn: her 5 points are lost, the die goes on
    assert game.current == 1 and game.turn_points == 0 and game.departed() == [0]
    before = game.to_json()
    for action in (Roll(0), Leave(0)):
        with pytest.raises(IllegalAction, match="Ana has left") as refused:
            game.apply(action)
        assert refused.value.code == "has_left"
    assert game.to_json() == before
    game.apply(Leave(2))  # out of turn: Bo alone is left, and wins
    assert game.is_terminal() and game.outcome().winners == (1,) and game.outcome().places[1] == 1
    assert Game.from_json(game.to_json()).departed() == [0, 2]


def test_leaving_is_never_offered_and_its_notation_reads_back():
    game = Game(2, seed=3)
    assert not any(isinstance(a, Leave) for a in game.legal_actions())
    assert str(Leave(1)) == "P2: leave" and game.parse_action("P2: leave") == Leave(1)
    assert game.parse_action({"type": "leave", "seat": 1}) == Leave(1)
    with pytest.raises(IllegalAction, match="no seat P3"):
        game.apply(Leave(2))


def test_a_seat_screen_closed_leaves_the_game_and_play_again_takes_fewer_seats():
    table = PigTable(Game(["Ana", "Bo", "Cy"], seed=2, rules=Rules(10)), bot_delay=0)
    table.seat_widget(1).close()
    assert table.game.departed() == [1]
    table.seat_widget(2).close(leaving=False)  # closed without leaving (a room that ended)
    assert table.game.departed() == [1]
    again = table.next_game([table.game.seats[0], table.game.seats[2]])
    assert [s.name for s in again.seats] == ["Ana", "Cy"] and again.seed != table.game.seed


def test_the_words_come_from_the_catalogs_in_each_language():
    from ludoteca.core import i18n

    for code in i18n.LANGUAGES:
        words = i18n.catalog(code, game="pig")
        assert {"pig.roll", "pig.hold", "pig.turn", "pig.winner", "error.has_left"} <= set(words)
    table = PigTable(Game(["Ana", "Bo"], seed=2), bot_delay=0, locale="de")
    assert table.strings["pig.roll"] == "Würfeln"
    bo = table.seat_widget(1)
    assert not bo.receive({"type": "roll"})  # Ana's turn: refused in German, naming her
    assert bo.notice["text"] == i18n.translate("error.not_your_turn", "de", name="Ana")
