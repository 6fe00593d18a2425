"""The Bonanza table as a widget: every sheet side by side, the dice, the hints and the clock.

Python decides everything; the browser draws ``view`` (built by :mod:`.panels`) and sends small messages:

- ``{"type": "roll"}``, ``{"type": "toggle", "die": 0-4}`` (hold or release a die);
- ``{"type": "box", "box": "fours"}``: a click (or Enter) on a box. Whether it asks first
  ("Record?", "Scratch?") or writes at once is decided here and kept in ``view["ui"]["pending"]``;
- ``{"type": "cancel"}`` (Escape), ``{"type": "give_up", "seat": s}`` (asks, then confirms),
  ``{"type": "show_hints", "show": true|false}``;
- the coach (:mod:`.review_view`): ``{"type": "proficiency", "show": true|false}`` (a badge with
  the loss of each decision), and once the game is over ``{"type": "review", "seat": s,
  "step": n}`` (whose game the review panel shows, and which decision the replay is at);
- ``{"type": "ready"}`` once the table is on screen (the first turn's clock starts then),
  ``{"type": "play_again"}`` once the game is over, and in the room (:mod:`.room`, shown by
  ``open_table()`` with no players) ``{"type": "start", "seats": [...], "turn_seconds": 60}``.

Leaving the table counts as giving up: the "Leave the table" button gives up (after a second
click), and so does closing a seat widget (:meth:`Table.seat_widget`).

``roll``, ``toggle`` and ``box`` may carry ``"turn"``: a click meant for a turn that has ended
is refused. Computer players and the turn clock run on the kernel's event loop.

>>> t = open_table(["Ana", "Bruno"], seed=7)
>>> t
Table(Game(players=2, seed=7, round=1, turn='Ana', dice=None, held='-----'))
>>> t.receive({"type": "roll"}), t.view["bonanza"]["dice"]
(True, [6, 3, 3, 2, 1])
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ludoteca.bonanza.actions import GiveUp, Hold, Record, Release, Roll, Scratch
from ludoteca.bonanza.game import Game
from ludoteca.bonanza.panels import Screen, solo_best
from ludoteca.bonanza.review_view import TableCoach
from ludoteca.bonanza.room import DEFAULT_CLOCK, Room
from ludoteca.bonanza.rules import BOXES, Rules, records_at_first_click, score, spoken
from ludoteca.bonanza.solver import Advisor
from ludoteca.core import history
from ludoteca.core.errors import IllegalAction, LudotecaError
from ludoteca.core.rules_table import RULES_MESSAGE
from ludoteca.core.table import next_seed, table_store
from ludoteca.core.widget import STATIC, bundle, pick_seed, require

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore
    from ludoteca.rooms import HostedRoom

__all__ = ["Table", "open_table", "open_room", "play", "DEFAULT_BOT_DELAY"]

log = logging.getLogger(__name__)

HERE = Path(__file__).parent / "static"
#: Seconds between two actions of a computer player (so people can follow them).
DEFAULT_BOT_DELAY = 0.8
#: Fields each message may carry besides "type": (required, optional).
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "toggle": (("die",), ("turn",)),
    "roll": ((), ("turn",)),
    "box": (("box",), ("turn",)),
    "cancel": ((), ()),
    "give_up": (("seat",), ()),
    "show_hints": (("show",), ()),
    "proficiency": (("show",), ()),
    "review": (("seat", "step"), ()),
    "ready": ((), ()),
    "here": ((), ()),
    "gone": ((), ()),
    "play_again": ((), ()),
    "start": (("seats", "turn_seconds"), ()),
    **RULES_MESSAGE,  # the "?" panel: opening it, or a message for its rules desk
}
#: What ``open_table``'s ``turn_seconds`` is when not given: 60 s at a table, none solo.
DEFAULT = "default"


class Table(Screen):
    """A Bonanza table for 1-4 seats, people (hot-seat) and computer players.

    ``seat``: None for one shared screen (whoever's turn it is plays), or the one seat this
    widget plays for. ``hints``: show the advisor's hints at first (a toggle on the table).
    ``proficiency``: after each decision of a person, show what it cost against perfect play
    (a toggle too). When the game ends, a review panel replays each person's decisions.
    ``bot_delay``: seconds between computer moves (0: they play at once, synchronously).
    ``room``: show the room first (see :mod:`.room`); Start replaces ``game``, which only
    holds the rules, seed and clock source until then.

    The first turn's clock of a game made with ``clock_waits=True`` (``open_table`` makes them
    so) starts when the table is on screen, and computer players wait for it too.
    """

    _esm = bundle(
        STATIC / "common.js",
        STATIC / "inview.js",
        STATIC / "review.js",
        HERE / "bonanza-sheet.js",
        HERE / "bonanza-review.js",
        HERE / "bonanza-room.js",
        STATIC / "ask-view.js",  # the "Ask the rules" panel behind the table's "?"
        HERE / "bonanza.js",
    )
    _css = bundle(STATIC / "theme.css", STATIC / "review.css", HERE / "bonanza.css", STATIC / "ask.css")
    message_types = tuple(FIELDS)
    fields = FIELDS
    bots_wait_for_screen = True

    def __init__(
        self,
        game: Game,
        *,
        seat: int | None = None,
        hints: bool = True,
        proficiency: bool = False,
        bot_delay: float = DEFAULT_BOT_DELAY,
        locale: str | None = None,
        store: ScoreStore | None = None,
        room: Room | None = None,
        parent: Table | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a Table shows a bonanza Game, not {type(game).__name__}")
        # UI state lives here, in Python, and reaches the page inside view["ui"].
        self.show_hints = bool(hints)
        self.room = room
        # A finished game is recorded by a listener subscribed before the widget's own, so
        # the table redraws with the game already in the store (once: by the root widget).
        self.store = store
        self._best_before = solo_best(game, store)
        self._best = self._best_before
        if store is not None and parent is None and room is None:
            history.watch(game, store, on_record=self._recorded)
        self.coach = TableCoach(game, seat=seat, proficiency=proficiency, store=store)
        if (
            self.show_hints
            or self.coach.proficiency
            or game.turn_seconds
            or any(s.kind in ("human", "optimal") for s in game.seats)
        ):  # people are reviewed at the end
            # Read (or solve, once per machine, with a progress bar) the strategy now, in
            # the cell that opens the table, rather than at the first roll.
            _ = Advisor.shared(game.rules).table
        super().__init__(game, seat, bot_delay=bot_delay, locale=locale, parent=parent, **kwargs)

    # -- several screens, a new game, leaving ----------------------------------------------
    def seat_options(self) -> dict[str, Any]:
        return {
            **super().seat_options(),
            "hints": self.show_hints,
            "proficiency": self.coach.proficiency,
            "store": self.store,
        }

    def seat_widget(self, seat: int, **options: Any) -> Table:
        if self.root_room() is not None:
            raise ValueError("the table has no seats yet: press Start in the room first")
        return super().seat_widget(seat, **options)

    def next_game(self, seats: list[Any] | None = None) -> Game:
        """Same seats (or ``seats``), rules and clock, the next seed; its first clock starts at
        once if the table is on screen (it is: someone pressed the button). One player alone
        plays without a clock, as solo games do."""
        old = self.game
        seats = list(old.seats) if seats is None else seats
        clock = old.turn_seconds if len(seats) > 1 else None
        return self._new_game(seats, seed=next_seed(old.seed), turn_seconds=clock)

    def _new_game(self, seats: list[Any], *, seed: int, turn_seconds: int | None) -> Game:
        old = self.game
        game = Game(seats, seed=seed, rules=old.rules, turn_seconds=turn_seconds, clock=old.clock.now, clock_waits=True)
        if self.store is not None:
            history.watch(game, self.store, on_record=self._recorded)
        return game

    def play_again(self) -> None:
        if self.root_room() is not None:
            raise IllegalAction("the game has not started yet: press Start", code="not_started")
        super().play_again()

    def _start(self, message: dict[str, Any]) -> None:
        room = self.root_room()
        if room is None:
            raise IllegalAction("the game has already started", code="already_started")
        seats, turn_seconds = room.read_start(message)
        root = self.root
        assert isinstance(root, Table)
        game = root._new_game(list(seats), seed=self.game.seed, turn_seconds=turn_seconds)
        root.room = None
        self.use_game(game)

    def left(self) -> None:
        """A seat widget closed (the page went, or ``close()``): its player leaves, which
        counts as giving up. The others play on; the last one left wins."""
        game, seat = self.game, self.seat
        if seat is None or game.is_terminal() or game.gave_up[seat] or game.seats[seat].kind != "human":
            return
        try:
            game.apply(GiveUp(seat))
        except LudotecaError:  # pragma: no cover - checked above
            return
        if self._parent is not None:
            self._parent.drive()

    # -- messages ---------------------------------------------------------------------
    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "start":
            self._start(message)
            return
        if self.root_room() is not None:
            raise IllegalAction("the game has not started yet: choose the seats and press Start", code="not_started")
        if kind in ("show_hints", "proficiency"):
            show = require(message, "show", bool)
            if kind == "show_hints":
                self.show_hints = show
            else:
                self.coach.proficiency = show
            self.refresh()  # a pending "Record?" stays pending: only the game moving on cancels it
        elif kind == "review":
            seat, step = require(message, "seat", int, range(self.game.players)), require(message, "step", int)
            self.coach.select(seat, step)
            self.refresh()
        elif kind == "cancel":
            self.cancel_ask()
            self.refresh()
        elif kind == "give_up":
            self._give_up(require(message, "seat", int, range(self.game.players)))
        else:
            turn = require(message, "turn", int) if "turn" in message else None
            if kind == "toggle":
                die = require(message, "die", int, range(5))
                self._check_turn(turn)
                self.game.apply(Release(die) if self.game.held[die] else Hold(die))
            elif kind == "roll":
                self._check_turn(turn)
                self.game.apply(Roll())
            else:
                box = require(message, "box", str, BOXES)
                self._check_turn(turn)
                self._box(box)

    def _check_turn(self, turn: int | None) -> None:
        """Refuse a dice or box action that is not this screen's to make now."""
        game = self.game
        if game.tick():
            event = game.last_event
            assert event is not None, "a timeout leaves its event"
            raise IllegalAction(f"too late: {event['text']}", code="too_late")
        if game.is_terminal():
            raise IllegalAction("the game is over", code="game_over")
        name = game.seats[game.current].name
        if game.current in self.bots:
            raise IllegalAction(
                f"it is {name}'s turn, and {name} is a computer player: wait for its move", code="bot_turn", name=name
            )
        if self.seat is not None and game.current != self.seat:
            raise IllegalAction(f"it is {name}'s turn, not yours", code="not_your_turn", name=name)
        if turn is not None and turn != game.turn:
            raise IllegalAction("too late: that turn is over", code="too_late")

    def _box(self, box: str) -> None:
        game = self.game
        previews = game.previews()
        if box not in previews:
            if game.dice is None:
                raise IllegalAction(f"roll first: cannot record in {spoken(box)} before rolling", code="not_rolled")
            score(game.dice, box, game.sheet, game.rules)  # raises the precise reason (filled, joker)
            raise IllegalAction(f"cannot record in {spoken(box)} now", code="illegal_action", box=box)
        points = previews[box]
        kind = "record" if points else "scratch"
        ask = self.asked()
        confirmed = ask is not None and ask.get("box") == box and ask["kind"] == kind
        if confirmed or records_at_first_click(points, game.rolls_left):
            self.cancel_ask()
            game.apply(Record(box) if kind == "record" else Scratch(box))
        else:
            self.ask(kind, box=box, points=points)
            self.refresh()

    def _give_up(self, seat: int) -> None:
        game = self.game
        name = game.seats[seat].name
        if self.seat is not None and seat != self.seat:
            raise IllegalAction(f"you can only give up your own seat, not {name}'s", code="wrong_seat", name=name)
        if seat in self.bots:
            raise IllegalAction(f"{name} is a computer player; only people give up", code="wrong_seat", name=name)
        if game.is_terminal():
            raise IllegalAction("the game is over", code="game_over")
        if game.gave_up[seat]:
            raise IllegalAction(f"{name} has already given up", code="gave_up", name=name)
        ask = self.asked()
        if ask is not None and ask["kind"] == "give_up" and ask["seat"] == seat:
            self.cancel_ask()
            game.apply(GiveUp(seat))
        else:
            self.ask("give_up", seat=seat)
            self.refresh()

    def __repr__(self) -> str:
        return "Table(room)" if self.root_room() is not None else super().__repr__()


def open_table(
    players: int | Sequence[Any] | None = None,
    *,
    turn_seconds: int | str | None = DEFAULT,
    bot_delay: float = DEFAULT_BOT_DELAY,
    hints: bool = True,
    seed: int | None = None,
    rules: Rules = Rules(),
    clock: Callable[[], float] = time.monotonic,
    store: ScoreStore | Literal[False] | None = None,
    seat: int | None = None,
    locale: str | None = None,
    proficiency: bool = False,
) -> Table:
    """A table for 1-4 players: names are people (hot-seat), ``(name, kind)`` pairs or
    :class:`Seat` values with kind "optimal", "greedy" or "random" are computer players.
    With no ``players``, the table opens on the room, where the host chooses 2-4 seats and the
    clock on screen, then presses Start.

    ``turn_seconds`` is the turn clock: 30, 45, 60 (the default at a table) or 90 seconds. A
    table for one has no clock; ``turn_seconds=None`` asks for none at a table too (say, in a
    class), which departs from the original game, where a table's clock always runs. The first
    turn's clock starts once the table is on screen. ``clock`` replaces the time source (a fake
    clock in tests). ``seed`` None picks one at random. ``proficiency`` shows the cost of each
    decision as it is made. A finished game is kept in the store's history (the default store
    unless ``store`` is given; ``store=False`` keeps nothing).
    """
    if isinstance(turn_seconds, str) and turn_seconds != DEFAULT:
        raise ValueError(f"turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}")
    options = {
        "hints": hints,
        "proficiency": proficiency,
        "bot_delay": bot_delay,
        "locale": locale,
        "store": table_store(store),
    }
    if players is None:
        room = Room(
            turn_seconds=DEFAULT_CLOCK if turn_seconds == DEFAULT else turn_seconds,  # type: ignore[arg-type]
            no_clock=turn_seconds is None,
        )
        if room.turn_seconds not in room.clocks:
            raise ValueError(f"turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}")
        placeholder = Game(list(room.seats), seed=pick_seed(seed), rules=rules, clock=clock)
        return Table(placeholder, room=room, **options)  # type: ignore[arg-type]
    if turn_seconds == DEFAULT:
        solo = (isinstance(players, int) and not isinstance(players, bool) and players == 1) or (
            isinstance(players, (list, tuple)) and len(players) == 1
        )
        turn_seconds = None if solo else DEFAULT_CLOCK
    game = Game(
        players,
        seed=pick_seed(seed),
        rules=rules,
        turn_seconds=turn_seconds,  # type: ignore[arg-type]
        clock=clock,
        clock_waits=True,
    )
    return Table(game, seat=seat, **options)  # type: ignore[arg-type]


def open_room(
    players: int | Sequence[Any],
    *,
    host: Any = "first",
    grace: float = 45.0,
    public_url: str | None = None,
    seed: int | None = None,
    **options: Any,
) -> HostedRoom:
    """A Bonanza table played from several browsers, each person by their own link (see
    :mod:`ludoteca.rooms`). ``players`` and ``options`` are :func:`open_table`'s; ``host`` is
    the seat played in this notebook (a name or index; the first person by default; None to
    watch); a page gone for ``grace`` seconds counts as giving up; ``public_url`` is where
    players reach this Jupyter server behind a proxy or tunnel.
    """
    from ludoteca import rooms

    return rooms.open_room(open_table, players, host=host, grace=grace, public_url=public_url, seed=seed, **options)


def play(
    name: str = "Player",
    *,
    seed: int | None = None,
    hints: bool = True,
    rules: Rules = Rules(),
    store: ScoreStore | Literal[False] | None = None,
    locale: str | None = None,
    proficiency: bool = False,
) -> Table:
    """A solo game for ``name``; the best score is kept in the profile store (the default one
    unless ``store`` is given) and shown when the game ends, with the player's recent trend
    in the header. ``proficiency`` shows the cost of each decision as it is made."""
    game = Game([name], seed=pick_seed(seed), rules=rules)
    return Table(game, hints=hints, proficiency=proficiency, bot_delay=0, locale=locale, store=table_store(store))
