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
