"""The Bonanza table as a widget: every sheet side by side, the dice, the hints and the clock.

Python decides everything; the browser draws ``view`` and sends small messages:

- ``{"type": "roll"}``, ``{"type": "toggle", "die": 0-4}`` (hold or release a die);
- ``{"type": "box", "box": "fours"}``: a click (or Enter) on a box. Whether it asks first
  ("Record?", "Scratch?") or writes at once is decided here and kept in ``view["ui"]["pending"]``;
- ``{"type": "cancel"}`` (Escape), ``{"type": "give_up", "seat": s}`` (asks, then confirms),
  ``{"type": "hints", "show": true|false}``;
- the coach (:mod:`.review_view`): ``{"type": "proficiency", "show": true|false}`` (a badge with
  the loss of each decision), and once the game is over ``{"type": "review", "seat": s,
  "step": n}`` (whose game the review panel shows, and which decision the replay is at).

``roll``, ``toggle`` and ``box`` may carry ``"turn"``: a click meant for a turn that has ended
is refused. Computer players and the turn clock run on the kernel's event loop.

>>> t = open_table(["Ana", "Bruno"], seed=7)
>>> t
Table(Game(players=2, seed=7, round=1, turn='Ana', dice=None, held='-----'))
>>> t.receive({"type": "roll"}), t.view["dice"]
(True, [6, 3, 3, 2, 1])
"""
from __future__ import annotations

import asyncio
import logging
import math
import secrets
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import traitlets

from ludoteca.bonanza.actions import GiveUp, Hold, Record, Release, Roll, Scratch
from ludoteca.bonanza.bots import Bot, make_bot
from ludoteca.bonanza.game import Game, Seat
from ludoteca.bonanza.review_view import TableCoach, keep_mask, number
from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_BONUS, UPPER_TARGET, Rules, label, score
from ludoteca.core.errors import IllegalAction, LudotecaError, MalformedAction
from ludoteca.core.widget import STATIC, GameWidget, bundle, require

__all__ = ["Table", "open_table", "play", "DEFAULT_BOT_DELAY"]

log = logging.getLogger(__name__)

HERE = Path(__file__).parent / "static"
#: Seconds between two actions of a computer player (so people can follow them).
DEFAULT_BOT_DELAY = 0.8
MAX_BOT_DELAY = 10.0
#: The clock timer looks at the turn clock at least this often (seconds), so that a clock
#: that jumps (a fake clock advanced by hand) is noticed quickly too.
CLOCK_POLL = 0.5
#: Fields each message may carry besides "type": (required, optional).
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "toggle": (("die",), ("turn",)),
    "roll": ((), ("turn",)),
    "box": (("box",), ("turn",)),
    "cancel": ((), ()),
    "give_up": (("seat",), ()),
    "hints": (("show",), ()),
    "proficiency": (("show",), ()),
    "review": (("seat", "step"), ()),
}
#: How many recent events (records, timeouts, give-ups) the table lists.
EVENTS = 3


class Table(GameWidget):
    """A Bonanza table for 1-4 seats, people (hot-seat) and computer players.

    ``seat``: None for one shared screen (whoever's turn it is plays), or the one seat this
    widget plays for. ``hints``: show the advisor's hints at first (a toggle on the table).
    ``proficiency``: after each decision of a person, show what it cost against perfect play
    (a toggle too). When the game ends, a review panel replays each person's decisions.
    ``bot_delay``: seconds between computer moves (0: they play at once, synchronously).
    """

    _esm = bundle(STATIC / "common.js", HERE / "bonanza-sheet.js", HERE / "bonanza-review.js", HERE / "bonanza.js")
    _css = bundle(STATIC / "theme.css", HERE / "bonanza.css")
    message_types = tuple(FIELDS)

    def __init__(self, game: Game, *, seat: int | None = None, hints: bool = True, proficiency: bool = False,
                 bot_delay: float = DEFAULT_BOT_DELAY, locale: str | None = None, **kwargs: Any) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a Table shows a bonanza Game, not {type(game).__name__}")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players):
            raise ValueError(f"seat is None (a shared screen) or 0 to {game.players - 1}, not {seat!r:.40}")
        if not isinstance(bot_delay, (int, float)) or isinstance(bot_delay, bool) \
                or not 0 <= bot_delay <= MAX_BOT_DELAY or math.isnan(bot_delay):
            raise ValueError(f"bot_delay is 0 to {MAX_BOT_DELAY:g} seconds, not {bot_delay!r:.40}")
        # UI state lives here, in Python, and reaches the page inside view["ui"].
        self.show_hints = bool(hints)
        self.bot_delay = float(bot_delay)
        self._ask: dict[str, Any] | None = None  # the confirmation the table is waiting for
        self._bots: dict[int, Bot] = {
            i: make_bot(s.kind, game.rules, seed=game.seed + i + 1) for i, s in enumerate(game.seats)
            if s.kind != "human"
        }
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._clock_turn: int | None = None
        self._stuck_at: int | None = None  # a bot failed at this action count: do not retry
        self._driving = False
        self._best_before = game.best_score
        self._events: list[dict[str, Any]] = []
        self._seen_event: dict[str, Any] | None = None
        self.coach = TableCoach(game, seat=seat, proficiency=proficiency)
        if self.show_hints or self.coach.proficiency or game.turn_seconds \
                or any(s.kind in ("human", "optimal") for s in game.seats):  # people are reviewed at the end
            from ludoteca.bonanza.advisor import Advisor

            # Read (or solve, once per machine, with a progress bar) the strategy now, in
            # the cell that opens the table, rather than at the first roll.
            _ = Advisor.shared(game.rules).table
        super().__init__(game, seat, locale=locale, **kwargs)
        self._drive()

    # -- messages ---------------------------------------------------------------------
    def receive(self, content: Any) -> bool:
        applied = super().receive(content)
        self._drive()
        return applied

    def read_message(self, content: Any) -> dict[str, Any]:
        message = super().read_message(content)
        required, optional = FIELDS[message["type"]]
        extra = sorted(str(k)[:40] for k in message if k not in ("type", *required, *optional))
        if extra:
            allowed = ", ".join(required + optional) or "no other field"
            raise MalformedAction(f"a {message['type']} message has no field {extra[0]!r} (allowed: {allowed})",
                                  field=extra[0])
        return message

    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("hints", "proficiency"):
            show = require(message, "show", bool)
            if kind == "hints":
                self.show_hints = show
            else:
                self.coach.proficiency = show
            self._ask = None
            self.refresh()
        elif kind == "review":
            seat, step = require(message, "seat", int, range(self.game.players)), require(message, "step", int)
            self.coach.select(seat, step)
            self.refresh()
        elif kind == "cancel":
            self._ask = None
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
            raise IllegalAction(f"too late: {game.last_event['text']}", code="too_late")
        if game.is_terminal():
            raise IllegalAction("the game is over", code="game_over")
        name = game.seats[game.current].name
        if game.current in self._bots:
            raise IllegalAction(f"it is {name}'s turn, and {name} is a computer player: wait for its move",
                                code="bot_turn", name=name)
        if self.seat is not None and game.current != self.seat:
            raise IllegalAction(f"it is {name}'s turn, not yours", code="not_your_turn", name=name)
        if turn is not None and turn != game.turn:
            raise IllegalAction("too late: that turn is over", code="too_late")

    def _box(self, box: str) -> None:
        game = self.game
        previews = game.previews()
        if box not in previews:
            if game.dice is None:
                raise IllegalAction(f"roll first: cannot record in {label(box)} before rolling", code="not_rolled")
            score(game.dice, box, game.sheet, game.rules)  # raises the precise reason (filled, joker)
            raise IllegalAction(f"cannot record in {label(box)} now", code="illegal_action", box=box)
        points = previews[box]
        kind = "record" if points else "scratch"
        ask = self._live_ask()
        confirmed = ask is not None and ask.get("box") == box and ask["kind"] == kind
        if confirmed or (kind == "record" and game.rolls_left == 0):
            self._ask = None
            game.apply(Record(box) if kind == "record" else Scratch(box))
        else:
            self._ask = {"kind": kind, "box": box, "points": points, "stamp": len(game.actions)}
            self.refresh()

    def _give_up(self, seat: int) -> None:
        game = self.game
        name = game.seats[seat].name
        if self.seat is not None and seat != self.seat:
            raise IllegalAction(f"you can only give up your own seat, not {name}'s", code="wrong_seat", name=name)
        if seat in self._bots:
            raise IllegalAction(f"{name} is a computer player; only people give up", code="wrong_seat", name=name)
        if game.is_terminal():
            raise IllegalAction("the game is over", code="game_over")
        if game.gave_up[seat]:
            raise IllegalAction(f"{name} has already given up", code="gave_up", name=name)
        ask = self._live_ask()
        if ask is not None and ask["kind"] == "give_up" and ask["seat"] == seat:
            self._ask = None
            game.apply(GiveUp(seat))
        else:
            self._ask = {"kind": "give_up", "seat": seat, "stamp": len(game.actions)}
            self.refresh()

    def _live_ask(self) -> dict[str, Any] | None:
        """The pending confirmation, unless the game has moved since it was asked."""
        if self._ask is not None and self._ask["stamp"] != len(self.game.actions):
            self._ask = None
        return self._ask

    # -- the view -----------------------------------------------------------------------
    def make_view(self) -> dict[str, Any]:
        game = self.game
        self.coach.observe()  # first: a timeout that game.view applies is judged from here
        view = game.view(self.seat, hints=self.show_hints)
        ask = self._live_ask()
        current = view["current"]
        for hint in view["hints"]:
            hint["expected_text"] = number(hint["expected"], 1, self.locale)
        keep = next((h["keep"] for h in view["hints"] if h["kind"] == "keep"), None)
        over = view["over"]
        event = game.last_event
        if event is not None and event is not self._seen_event:  # a roll clears it: keep a log
            self._seen_event = event
            self._events = (self._events + [dict(event)])[-EVENTS:]
        view["ui"] = {
            "boxes": list(BOXES), "upper": list(UPPER),
            "upper_target": UPPER_TARGET, "upper_bonus": UPPER_BONUS,
            "pending": None if ask is None or ask["kind"] == "give_up"
            else {"box": ask["box"], "kind": ask["kind"], "points": ask["points"]},
            "confirm_give_up": ask["seat"] if ask is not None and ask["kind"] == "give_up" else None,
            "show_hints": self.show_hints,
            "bot_turn": current is not None and current in self._bots,
            "can_act": current is not None and current not in self._bots and self.seat in (None, current),
            "can_give_up": [not over and not gone and i not in self._bots and self.seat in (None, i)
                            for i, gone in enumerate(game.gave_up)],
            "keep_dice": None if keep is None or view["dice"] is None else keep_mask(view["dice"], view["held"], keep),
            "events": list(reversed(self._events)),
            "best_before": self._best_before,
            "new_best": bool(over and game.players == 1 and not game.gave_up[0] and game.store is not None
                             and (self._best_before is None or game.sheets[0].total() > self._best_before)),
            **self.coach.view(self.locale),
        }
        return view

    @traitlets.observe("locale")
    def _relabel(self, change: dict) -> None:
        self.refresh()  # the expected values are written with the language's decimal mark

    # -- bots and the clock ---------------------------------------------------------------
    def tick(self) -> bool:
        """Apply the turn clock if it has run out; returns whether it did. The kernel timer
        calls this at the deadline; with a fake clock, call it yourself."""
        try:
            done = self.game.tick()
        except LudotecaError as error:
            self.show_error(error)
            done = False
        self._drive()
        return done

    def _bot_to_play(self) -> bool:
        game = self.game
        return (not game.is_terminal() and game.current in self._bots and self._stuck_at != len(game.actions))

    def _bot_step(self) -> None:
        game = self.game
        try:
            game.apply(self._bots[game.current].choose(game))
        except Exception as error:  # a broken bot must not hang the table or the kernel
            log.exception("ludoteca: the %s bot failed", game.seats[game.current].kind)
            self._stuck_at = len(game.actions)
            message = error.message if isinstance(error, LudotecaError) else "a computer player failed to move"
            self.show_error(LudotecaError(message, code="bot_failed"))

    def _drive(self) -> None:
        """After each change: let computer players move, and keep the clock timer set."""
        if self._driving:
            return
        self._driving = True
        try:
            loop = _running_loop()
            while self._bot_to_play() and (self.bot_delay == 0 or loop is None):
                self._bot_step()
            if self._bot_to_play():
                if "bot" not in self._timers:
                    self._schedule("bot", self.bot_delay, self._on_bot_timer)
            else:
                self._cancel("bot")
            deadline = self.game.deadline_in()
            if deadline is None:
                self._cancel("clock")
            elif "clock" not in self._timers or self._clock_turn != self.game.turn:
                self._clock_turn = self.game.turn
                self._schedule("clock", min(deadline + 0.02, CLOCK_POLL), self._on_clock_timer)
        finally:
            self._driving = False

    def _on_bot_timer(self) -> None:
        self._timers.pop("bot", None)
        if self._bot_to_play():
            self._bot_step()
        self._drive()

    def _on_clock_timer(self) -> None:
        self._timers.pop("clock", None)
        self.tick()

    def _schedule(self, name: str, delay: float, callback: Callable[[], None]) -> None:
        self._cancel(name)
        loop = _running_loop()
        if loop is not None:
            self._timers[name] = loop.call_later(max(0.0, delay), _guarded, callback)

    def _cancel(self, name: str) -> None:
        handle = self._timers.pop(name, None)
        if handle is not None:
            handle.cancel()

    def close(self) -> None:
        """Stop the timers and forget the game (also run when the widget is garbage collected)."""
        for name in list(getattr(self, "_timers", ())):
            self._cancel(name)
        game = getattr(self, "game", None)
        if game is not None:
            game.unsubscribe(self.refresh)
        super().close()


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()  # ipykernel runs cells and comm messages inside one
    except RuntimeError:
        return None


def _guarded(callback: Callable[[], None]) -> None:
    try:
        callback()
    except Exception:  # a timer must not take the kernel's event loop down
        log.exception("ludoteca: error in a Bonanza table timer")


def _store(store: Any) -> Any:
    """The store a table keeps its games in: the default one for None, none for False."""
    if store is False:
        return None
    if store is None:
        from ludoteca.core.store import default_store

        return default_store()
    return store


def _seed(seed: int | None) -> int:
    return secrets.randbelow(2**31) if seed is None else seed


def open_table(players: int | Sequence[Any] = ("Player 1", "Player 2"), *, turn_seconds: int | None = None,
          bot_delay: float = DEFAULT_BOT_DELAY, hints: bool = True, seed: int | None = None,
          rules: Rules = Rules(), clock: Callable[[], float] = time.monotonic, store: Any = None,
          seat: int | None = None, locale: str | None = None, proficiency: bool = False) -> Table:
    """A table for 1-4 players: names are people (hot-seat), ``(name, kind)`` pairs or
    :class:`Seat` values with kind "optimal", "greedy" or "random" are computer players.

    ``turn_seconds`` (30, 45, 60 or 90) starts a turn clock; ``clock`` replaces the time
    source (a fake clock in tests). ``seed`` None picks one at random. ``proficiency`` shows
    the cost of each decision as it is made. A finished game is kept in the store's history
    (the default store unless ``store`` is given; ``store=False`` keeps nothing).
    """
    game = Game(players, seed=_seed(seed), rules=rules, turn_seconds=turn_seconds, clock=clock,
                store=_store(store))
    return Table(game, seat=seat, hints=hints, proficiency=proficiency, bot_delay=bot_delay, locale=locale)


def play(name: str = "Player", *, seed: int | None = None, hints: bool = True, rules: Rules = Rules(),
         store: Any = None, locale: str | None = None, proficiency: bool = False) -> Table:
    """A solo game for ``name``; the best score is kept in the profile store (the default one
    unless ``store`` is given) and shown when the game ends, with the player's recent trend
    in the header. ``proficiency`` shows the cost of each decision as it is made."""
    game = Game([name], seed=_seed(seed), rules=rules, store=_store(store))
    return Table(game, hints=hints, proficiency=proficiency, bot_delay=0, locale=locale)
