"""Pig's table: a thin TableWidget over ``Game.view(seat)``; Python checks every message."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from ludoteca.core.errors import IllegalAction
from ludoteca.core.seats import Seat
from ludoteca.core.table import TableWidget, next_seed
from ludoteca.core.widget import STATIC, bundle
from tests.pig.actions import Leave
from tests.pig.game import Game

STATIC_PIG = Path(__file__).parent / "static"


class PigTable(TableWidget):
    """Roll or hold for the seat whose turn it is (a shared screen) or for this screen's seat."""

    _esm = bundle(STATIC / "common.js", STATIC_PIG / "pig.js")
    _css = bundle(STATIC / "theme.css", STATIC_PIG / "pig.css")
    message_types = ("roll", "hold", *TableWidget.table_messages)
    fields: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {"roll": ((), ()), "hold": ((), ())}

    def handle(self, message: dict[str, Any]) -> None:
        seat = self.game.current if self.seat is None else self.seat
        if not self.may_play(seat):
            raise IllegalAction("this screen watches the game: it cannot roll or hold", code="spectator")
        self.game.apply({"type": message["type"], "seat": seat})

    def next_game(self, seats: list[Seat] | None = None) -> Game:
        """The same seats (or ``seats``) and target, the next seed."""
        seats = list(self.game.seats) if seats is None else seats
        return Game([seat.to_json() for seat in seats], next_seed(self.game.seed), self.game.rules)

    def left(self) -> None:
        """A seat's screen closed for good (a room's page gone past its grace): that player
        leaves the game, and the die skips them."""
        game, seat = self.game, self.seat
        if seat is None or game.is_terminal() or game.left[seat]:
            return
        game.apply(Leave(seat))
        self.root.drive()


def open_table(players: Any = ("Ana", "Bo"), seed: int = 0, **options: Any) -> PigTable:
    """A table of Pig for ``players`` (names, or ``{"name":, "kind": "cautious"}`` for a bot)."""
    return PigTable(Game(players, seed), **options)
