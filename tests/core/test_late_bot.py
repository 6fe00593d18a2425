"""A computer player whose turn has run out does not move late: the clock plays its turn, and
nothing is reported as a failed bot."""

from __future__ import annotations

from ludoteca import bonanza


class HandClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_late_bot_move_is_the_clock_s_and_not_a_failure(caplog):
    clock = HandClock()
    table = bonanza.open_table(
        [("Robo", "greedy"), "Ana"], seed=3, bot_delay=0, store=False, hints=False, turn_seconds=30, clock=clock
    )
    assert not table.game.actions  # the bot waits for a screen
    table.game.start_clock()  # ...but its clock started,
    clock.now += 31  # and ran out before the table was shown
    table.receive({"type": "ready"})
    assert [type(a).__name__ for a in table.game.actions] == ["Timeout"]
    assert table.game.current == 1
    assert table.notice.get("code") != "bot_failed"
    assert "bot failed" not in caplog.text
