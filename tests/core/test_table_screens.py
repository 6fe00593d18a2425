"""A table none of whose views is left on the page stops playing by itself, and resumes when shown."""

from __future__ import annotations

import asyncio

from ludoteca import bonanza, luckybox
from tests.aio import run


def test_a_table_with_no_view_left_stops_its_bots_and_clock_and_resumes_when_shown():
    async def main():
        table = bonanza.open_table(
            [("A", "greedy"), ("B", "random")], seed=3, bot_delay=0.02, store=False, hints=False, turn_seconds=30
        )
        table.receive({"type": "ready"})
        await asyncio.sleep(0.4)
        assert len(table.game.actions) > 3
        table.receive({"type": "gone"})
        stopped = len(table.game.actions)
        assert not table._timers  # neither the bot's nor the clock's
        await asyncio.sleep(0.4)
        assert len(table.game.actions) == stopped
        table.receive({"type": "ready"})  # shown again: it plays on
        await asyncio.sleep(0.4)
        assert len(table.game.actions) > stopped
        table.close()

    run(main())


def test_one_view_gone_of_two_keeps_the_table_going():
    async def main():
        table = luckybox.open_table([("A", "greedy"), ("B", "random")], seed=3, bot_delay=0.02, store=False)
        table.receive({"type": "ready"})
        table.receive({"type": "ready"})  # a second view of the same widget
        table.receive({"type": "gone"})
        before = len(table.game.actions)
        await asyncio.sleep(0.3)
        assert len(table.game.actions) > before
        table.receive({"type": "gone"})
        table.receive({"type": "gone"})  # one too many: counted as none left, no error
        assert table.notice == {}
        stopped = len(table.game.actions)
        await asyncio.sleep(0.3)
        assert len(table.game.actions) == stopped
        table.close()

    run(main())


def test_a_clock_with_no_screen_left_holds_its_seconds_until_a_screen_comes_back():
    now = [0.0]
    table = bonanza.open_table(
        ["Ana", "Bo"], seed=3, bot_delay=0, store=False, hints=False, turn_seconds=30, clock=lambda: now[0]
    )
    table.receive({"type": "ready"})  # the clock starts once the table is on screen
    now[0] = 12.0
    assert table.game.deadline_in() == 18.0
    table.receive({"type": "gone"})  # the tab closed: no screen is left
    assert table.paused and table.view["bonanza"]["clock"]["deadline_in"] == 18.0
    now[0] = 500.0  # long after the deadline the clock would have had
    assert not table.tick() and table.game.actions == [] and table.game.deadline_in() == 18.0
    table.receive({"type": "ready"})  # back: the turn goes on from 18 s
    assert not table.paused and table.view["bonanza"]["clock"]["deadline_in"] == 18.0
    now[0] = 510.0
    assert table.game.deadline_in() == 8.0 and not table.tick()
    now[0] = 518.0
    assert table.tick() and table.game.actions  # and runs out when it should


def test_a_turn_that_ends_while_nobody_looks_holds_the_next_turn_whole():
    from ludoteca.bonanza.actions import GiveUp

    now = [0.0]
    players = ["Ana", "Bo", "Cy"]
    table = bonanza.open_table(
        players, seed=3, bot_delay=0, store=False, hints=False, turn_seconds=30, clock=lambda: now[0]
    )
    table.receive({"type": "ready"})
    now[0] = 5.0
    table.receive({"type": "gone"})
    table.game.apply(GiveUp(0))  # a script plays while no screen is left: Bo's turn
    now[0] = 100.0
    assert table.game.to_act() == [1] and table.game.deadline_in() == 30.0 and not table.tick()
    table.receive({"type": "ready"})
    now[0] = 110.0
    assert table.game.deadline_in() == 20.0


def test_a_rooms_table_keeps_its_own_rule_and_does_not_pause():
    from ludoteca.rooms.room import Room

    now = [0.0]
    table = bonanza.open_table(
        ["Ana", "Bo"], seed=3, bot_delay=0, store=False, hints=False, turn_seconds=30, clock=lambda: now[0]
    )
    room = Room(table, host=0)
    table.receive({"type": "ready"})
    table.receive({"type": "gone"})  # the host's notebook view went: the room decides, not the table
    assert not table.paused and not table.game.clock.paused
    room.close()


def test_a_view_gone_silent_counts_as_gone_and_its_next_word_brings_the_table_back():
    now, beat = [0.0], [0.0]
    table = bonanza.open_table(
        ["Ana", "Bo"], seed=3, bot_delay=0, store=False, hints=False, turn_seconds=30, clock=lambda: now[0]
    )
    table.screen_clock = lambda: beat[0]
    table.receive({"type": "ready"})
    now[0] = beat[0] = 20.0
    assert table.receive({"type": "here"}) and not table.check_screens()  # heard in time
    beat[0] = 20.0 + table.screen_timeout  # then nothing: the page went without a word
    assert table.check_screens() and table.paused and table.game.deadline_in() == 10.0
    now[0] = 300.0
    assert not table.tick() and table.game.actions == []
    table.receive({"type": "here"})  # the page was only asleep (a hidden tab): it plays on
    assert not table.paused and table.game.deadline_in() == 10.0
    before = dict(table.notice)
    assert not table.receive({"type": "here", "x": 1}) and table.notice["code"] == "malformed_action" != before.get(
        "code"
    )


def test_a_spectator_may_say_it_is_here_and_one_live_view_of_two_keeps_the_table_going():
    beat = [0.0]
    table = luckybox.open_table(["A", "B"], seed=3, bot_delay=0, store=False)
    watcher = table.spectator_widget()
    for screen in (table, watcher):
        screen.screen_clock = lambda: beat[0]
    table.receive({"type": "ready"})
    watcher.receive({"type": "ready"})
    beat[0] = table.screen_timeout - 1
    assert watcher.receive({"type": "here"}) and watcher.notice == {}
    beat[0] = table.screen_timeout + 1  # the table's own view went silent, the spectator's did not
    assert not table.check_screens() and not table.paused
