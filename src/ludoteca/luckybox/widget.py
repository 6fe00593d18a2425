"""The Super Mega Lucky Box table as a widget: your grids, the revealed number, the bonus chips,
the other players' grids, the score panel, and (solo) your rank at the end.

Python decides everything; the browser draws ``view`` and sends small messages, always for the
seat this screen plays (a seat widget's own seat, or on a shared screen the person whose go it is):

- ``{"type": "select", "card": i}`` marks or unmarks an offered card; ``{"type": "choose"}`` keeps
  the marked ones;
- ``{"type": "cell", "grid": g, "cell": c}``: a click on one of your cells. It crosses it for the
  revealed number; when that spends lightning it asks first (a second click, or ``confirm``, says
  yes). While bonuses wait, it is the target of the bonus picked with ``{"type": "bonus", "grid":
  g, "line": l}`` (a token bonus, or one that has no target left, is taken at once);
- ``{"type": "pass"}``, ``{"type": "confirm"}``, ``{"type": "cancel"}`` (Escape), ``{"type":
  "hint"}`` (the planner's best choices now), ``{"type": "seat", "seat": s}`` (a shared screen
  switches to another person who still has to play), ``{"type": "play_again"}``
  (a new game, same seats, as every table).

>>> t = open_table(["Ana", ("Robo", "greedy")], seed=3, bot_delay=0, store=False)
>>> t
Table(<Super Mega Lucky Box ['Ana', 'Robo'] seed=3: round 1, choosing grids>)
>>> for card in (0, 1, 2):
...     _ = t.receive({"type": "select", "card": card})
>>> t.receive({"type": "choose"}), t.game.phase
(True, 'play')
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ludoteca.core import history
from ludoteca.core.errors import IllegalAction
from ludoteca.core.rules_table import RULES_MESSAGE
from ludoteca.core.table import next_seed, table_store
from ludoteca.core.widget import STATIC, bundle, pick_seed, require
from ludoteca.luckybox.actions import Bonus, Cross, Keep, Leave, Pass
from ludoteca.luckybox.cards import Card
from ludoteca.luckybox.checks import targets
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.panels import CROSSING, Panels
from ludoteca.luckybox.rules import LINE_NAMES, Rules, distance

if TYPE_CHECKING:
    from ludoteca.rooms import HostedRoom

__all__ = ["DEFAULT_BOT_DELAY", "Table", "open_room", "open_table", "play"]

HERE = Path(__file__).parent / "static"
#: Seconds between two moves of the computer players (they move one action at a time).
DEFAULT_BOT_DELAY = 0.5
#: Fields each message may carry besides "type": (required, optional).
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "select": (("card",), ()),
    "choose": ((), ()),
    "cell": (("grid", "cell"), ()),
    "bonus": (("grid", "line"), ()),
    "pass": ((), ()),
    "confirm": ((), ()),
    "cancel": ((), ()),
    "hint": ((), ()),
    "seat": (("seat",), ()),
    "ready": ((), ()),
    "here": ((), ()),
    "gone": ((), ()),
    "play_again": ((), ()),
    **RULES_MESSAGE,  # the "?" panel: opening it, or a message for its rules desk
    "review": (("step",), ()),
}


def _no(message: str, code: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, code=code, **params)


class Table(Panels):
    """A Lucky Box table for 1-6 seats: people and computer players, all playing at once.

    ``seat``: None for one shared screen (it serves each person who still has to play, in
    turn: hot-seat), or the one seat this widget plays for (see :meth:`seat_widget`).
    ``hints``: offer the hint button. ``bot_delay``: seconds between computer moves.
    ``store``: where a finished game is recorded (None: nowhere).
    """

    game: Game  # a Lucky Box game, checked in __init__
    _esm = bundle(
        STATIC / "common.js",
        STATIC / "inview.js",
        STATIC / "review.js",
        STATIC / "ask-view.js",  # the "Ask the rules" panel behind the table's "?"
        HERE / "luckybox-review.js",
        HERE / "luckybox-hand.js",
        HERE / "luckybox.js",
    )
    _css = bundle(
        STATIC / "theme.css",
        STATIC / "review.css",
        HERE / "luckybox.css",
        STATIC / "ask.css",
        HERE / "luckybox-review.css",
    )
    message_types = tuple(FIELDS)
    fields = FIELDS

    def __init__(
        self,
        game: Game,
        *,
        seat: int | None = None,
        hints: bool = True,
        bot_delay: float = DEFAULT_BOT_DELAY,
        locale: str | None = None,
        store: Any = None,
        parent: Table | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a Table shows a luckybox Game, not {type(game).__name__}")
        self.hints = bool(hints)
        self.store = store
        self.reset_ui()
        if parent is None and store is not None:
            history.watch(game, store)
        super().__init__(game, seat, bot_delay=bot_delay, locale=locale, parent=parent, **kwargs)

    # -- several screens on one game (core's TableWidget: seat_widget, play_again) -------------
    def seat_options(self) -> dict[str, Any]:
        return {**super().seat_options(), "hints": self.hints}

    def left(self) -> None:
        """A seat widget closed (its page gone for good, or ``close()``): its player leaves the
        table; the others play on without waiting for them."""
        game, seat = self.game, self.seat
        if seat is None or game.is_terminal() or game.hands[seat].left or game.seats[seat].kind != "human":
            return
        game.apply(Leave(seat))
        if self._parent is not None:
            self._parent.drive()

    # -- the seat this screen plays --------------------------------------------------------
    def _follow(self) -> None:
        """On a shared screen, pass to the next person who still has to play."""
        if self.seat is not None:
            return
        humans, waiting = self._humans(), self.game.to_act()
        turn = (self.game.round, self.game.phase, len(self.game.revealed))
        if self.active not in humans or turn != self._turn:  # a new number: the first person again
            self._turn = turn
            self.active = next((s for s in humans if s in waiting), humans[0] if humans else None)
        if self.active in waiting or self.game.is_terminal():
            return
        later = [s for s in humans if s in waiting]
        if later:
            current = self.active if self.active is not None else -1
            self.active = next((s for s in later if s > current), later[0])

    def refresh(self) -> None:
        if self._followed_at != len(self.game.actions):  # a person may look back at a finished seat
            self._followed_at = len(self.game.actions)
            self._follow()
        if self.notice and self.notice.get("stamp") != self._stamp(self.acting()):
            self.clear_notice()
        self.view = self.make_view()

    # -- messages ------------------------------------------------------------------------
    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "seat":
            self._switch(require(message, "seat", int, range(self.game.players)))
            return
        if kind == "review":  # the replay of a finished game: which decision it shows
            self._review_step = require(message, "step", int, range(1000))
            self.refresh()
            return
        seat = self._seat_to_act()
        if kind == "cancel":
            self._confirm.pop(seat, None)
            if len(self.game.hands[seat].pending) != 1:
                self._bonus.pop(seat, None)
        elif kind == "hint":
            if not self.hints:
                raise _no("hints are off at this table", "no_hints")
            self._hint[seat] = {"stamp": self._stamp(seat), "options": self.game.hints(seat)}
        elif kind == "select":
            self._select(seat, require(message, "card", int, range(len(self.game.hands[seat].offer) or 6)))
        elif kind == "choose":
            marked = self._selected.get(seat) or []
            if not marked:
                self._keep_nothing(seat)
            self.game.apply(Keep(seat, tuple(marked)))
            self._selected.pop(seat, None)
            return
        elif kind == "pass":
            self.game.apply(Pass(seat))
            return
        elif kind == "bonus":
            hand = self.game.hands[seat]
            grid = require(message, "grid", int, range(max(1, len(hand.grids))))
            line = require(message, "line", int, range(6))
            self._pick_bonus(seat, grid, line)
            return
        elif kind == "confirm":
            ask = self._asked(seat)
            if ask is None:
                raise _no("there is nothing to confirm now", "nothing_to_confirm")
            self._confirm.pop(seat, None)
            self.game.apply(Cross(seat, ask["grid"], ask["cell"], ask["cost"]))
            return
        else:
            hand = self.game.hands[seat]
            grid = require(message, "grid", int, range(max(1, len(hand.grids))))
            self._cell(seat, grid, require(message, "cell", int, range(9)))
            return
        self.refresh()

    def _seat_to_act(self) -> int:
        """The seat the message is for, if it may act now; else the reason it may not."""
        game = self.game
        if game.is_terminal():
            raise _no("the game is over", "game_over")
        seat = self.acting()
        if seat is None:
            raise _no("everyone here is a computer player", "no_person")
        if seat not in game.to_act():
            names = ", ".join(game.seats[s].name for s in game.to_act())
            raise _no(
                f"{game.seats[seat].name} has finished for now; waiting for {names}",
                "waiting",
                name=game.seats[seat].name,
                names=names,
            )
        return seat

    def _switch(self, seat: int) -> None:
        if self.seat is not None:
            raise _no(
                f"this screen plays for {self.game.seats[self.seat].name} only",
                "wrong_seat",
                name=self.game.seats[self.seat].name,
            )
        if self.game.seats[seat].kind != "human":
            raise _no(f"{self.game.seats[seat].name} is a computer player", "bot_turn", name=self.game.seats[seat].name)
        self.active = seat
        self._followed_at = len(self.game.actions)
        self.refresh()

    def _keep_nothing(self, seat: int) -> None:
        if self.game.phase != "choose":
            raise _no("there are no cards to choose from now", "no_offer", seat=seat + 1)
        keep = self.game.rules.deal(self.game.round)[1]
        raise _no(
            f"mark the {keep} cards you keep first", "wrong_keep", keep=keep, offered=len(self.game.hands[seat].offer)
        )

    def _select(self, seat: int, card: int) -> None:
        game = self.game
        hand = game.hands[seat]
        if game.phase != "choose" or not hand.offer:
            raise _no("there are no cards to choose from now", "no_offer", seat=seat + 1)
        keep = game.rules.deal(game.round)[1]
        marked = self._selected.setdefault(seat, [])
        if card in marked:
            marked.remove(card)
        elif keep == 1:
            marked[:] = [card]
        elif len(marked) >= keep:
            raise _no(f"you keep {keep} cards: unmark one first", "keep_full", keep=keep)
        else:
            marked.append(card)

    def _cell(self, seat: int, grid: int, cell: int) -> None:
        game = self.game
        hand = game.hands[seat]
        if game.phase != "play":
            raise _no("keep your cards first", "choose_first", seat=seat + 1)
        if hand.pending:
            picked = self._picked(seat)
            if picked is None:
                raise _no("choose which bonus to use first", "pick_bonus")
            self.game.apply(Bonus(seat, picked[0], picked[1], grid, cell))
            return
        shown = hand.grids[grid].card.flat[cell]
        assert game.number is not None  # crossing happens in the play phase, on a revealed number
        cost = distance(game.number, shown)
        action = Cross(seat, grid, cell, cost)
        game.check(action)  # the precise reason: crossed already, not enough lightning, played
        ask = self._asked(seat)
        if cost == 0 or (ask is not None and (ask["grid"], ask["cell"]) == (grid, cell)):
            self._confirm.pop(seat, None)
            game.apply(action)
        else:
            self._confirm[seat] = {
                "grid": grid,
                "cell": cell,
                "cost": cost,
                "number": shown,
                "stamp": self._stamp(seat),
            }
            self.refresh()

    def _pick_bonus(self, seat: int, grid: int, line: int) -> None:
        hand = self.game.hands[seat]
        if (grid, line) not in hand.pending:
            raise _no(
                f"no bonus waits at {LINE_NAMES[line]} of grid {grid + 1}",
                "no_such_bonus",
                line=LINE_NAMES[line],
                grid=grid + 1,
            )
        kind = hand.grids[grid].bonus(line)
        if (isinstance(kind, int) or kind == CROSSING) and targets(hand, kind):
            self._bonus[seat] = (grid, line)
            self.refresh()
        else:  # tokens, a star, a blank, or a crossing bonus with no cell left: taken (or lost) now
            self._bonus.pop(seat, None)
            self.game.apply(Bonus(seat, grid, line))

    # -- play again ---------------------------------------------------------------------------
    def next_game(self, seats: list[Any] | None = None) -> Game:
        """A new game with the same seats (or ``seats``), rules and deck, and the next seed
        (every screen of this table switches to it)."""
        old = self.game
        seats = list(old.seats) if seats is None else seats
        game = Game(seats, seed=next_seed(old.seed), rules=old.rules, deck=old.custom_deck)
        store = getattr(self.root, "store", None)
        if store is not None:
            history.watch(game, store)
        return game

    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"Table({self.game!r}{seat})"


def open_table(
    players: int | Sequence[Any] = ("Player 1", "Player 2"),
    *,
    seed: int | None = None,
    rules: Rules | None = None,
    deck: Sequence[Card] | None = None,
    hints: bool = True,
    bot_delay: float = DEFAULT_BOT_DELAY,
    seat: int | None = None,
    locale: str | None = None,
    store: Any = None,
) -> Table:
    """A table for 1-6 players: plain names are people (they share this screen, each in turn,
    or play on their own widget: ``table.seat_widget(i)``); ``(name, kind)`` pairs are computer
    players of kind "planner", "greedy" or "random". ``seed`` None picks one at random. A
    finished game is kept in the store's history (``store=False`` keeps nothing)."""
    game = Game(players, seed=pick_seed(seed), rules=rules, deck=deck)
    return Table(game, seat=seat, hints=hints, bot_delay=bot_delay, locale=locale, store=table_store(store))


def open_room(
    players: int | Sequence[Any],
    *,
    host: Any = "first",
    grace: float = 45.0,
    public_url: str | None = None,
    seed: int | None = None,
    **options: Any,
) -> HostedRoom:
    """A Lucky Box table played from several browsers, each person by their own link (see
    :mod:`ludoteca.rooms`). ``players`` and ``options`` are :func:`open_table`'s; ``host`` is
    the seat played in this notebook (a name or index; the first person by default; None to
    watch); a page gone for ``grace`` seconds counts as leaving (ranked last, the others play on);
    ``public_url`` is where players reach this Jupyter server behind a proxy or tunnel.
    """
    from ludoteca import rooms

    return rooms.open_room(open_table, players, host=host, grace=grace, public_url=public_url, seed=seed, **options)


def play(
    name: str = "Player",
    *,
    seed: int | None = None,
    rules: Rules | None = None,
    deck: Sequence[Card] | None = None,
    hints: bool = True,
    locale: str | None = None,
    store: Any = None,
) -> Table:
    """A solo game for ``name``: four rounds, then your rank. Your best score is kept in your
    profile (the default store unless ``store`` is given; ``store=False`` keeps nothing)."""
    return open_table([name], seed=seed, rules=rules, deck=deck, hints=hints, bot_delay=0, locale=locale, store=store)
