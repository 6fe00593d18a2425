"""A game of Bonanza: 1-4 seats, turns of up to three rolls, a turn clock and giving up.

Every change goes through :meth:`Game.apply`, which checks before it changes anything.
The game keeps the actions it applied, so ``(rules, seed, seats, actions)`` rebuild it
exactly; that includes timeouts, which the game applies itself (:meth:`Game.tick`) and logs.
Dice are numbered 0-4 in Python (``game.hold(0)``) and 1-5 in notation ("hold 1");
``rolls_left`` counts re-rolls: 2 before and after the first roll, 0 after the third.

>>> game = Game(["Ana", "Bruno"], seed=7)
>>> game.roll([3, 3, 3, 5, 5]); game.record("full_house")
>>> game
Game(players=2, seed=7, round=1, turn='Bruno', dice=None, held='-----')
>>> game.sheets[0].boxes
{'full_house': 25}
"""
from __future__ import annotations

import time
import warnings
from collections import Counter
from typing import Any, Callable, Iterable, Sequence

from ludoteca.bonanza.actions import (
    ROLLS, Action, GiveUp, Hold, Keep, Record, Release, Roll, Scratch, Timeout, check, parse_action,
    roll_result,
)
from ludoteca.bonanza.rules import BOXES, Rules, Sheet, bonus, label, legal_boxes, score, sub_keeps
from ludoteca.bonanza.table import KINDS, Hint, Seat, best_hints, make_seats, rank, text, view
from ludoteca.core import game as core
from ludoteca.core.errors import CorruptData, IllegalAction, LudotecaError, MalformedAction
from ludoteca.core.rng import Rng

__all__ = ["Game", "Seat", "KINDS", "TURN_SECONDS", "make_seats"]

TURN_SECONDS = (None, 30, 45, 60, 90)
VERSION = 1


class Game(core.Game):
    """One game of Bonanza for 1-4 seats (see the module docstring)."""

    name = "bonanza"

    def __init__(
        self,
        players: int | Sequence[str | Seat] = 1,
        seed: int = 0,
        rules: Rules = Rules(),
        turn_seconds: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        store: Any = None,
    ) -> None:
        super().__init__()
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules, not {type(rules).__name__}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be a whole number, not {seed!r:.40}")
        self.seats = make_seats(players)
        if turn_seconds not in TURN_SECONDS or isinstance(turn_seconds, bool):
            raise ValueError(f"turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}")
        if turn_seconds is not None and len(self.seats) == 1:
            raise ValueError("a solo game has no turn clock (turn_seconds must be None)")
        self.rules, self.seed, self.turn_seconds = rules, seed, turn_seconds
        self._clock, self._store = clock, store
        self._rng = Rng(seed)
        self.sheets = [Sheet() for _ in self.seats]
        self.gave_up = [False] * len(self.seats)
        self.current = 0
        self.turn = 1
        self.dice: tuple[int, ...] | None = None
        self.held = [False] * 5
        self.rolls = 0
        self.last_event: dict[str, Any] | None = None
        self.actions: list[Action] = []
        self._over = False
        self._replaying = False
        self._score_saved = False
        self._hint_cache: tuple[Any, list[Hint]] | None = None
        self._deadline: float | None = None
        self._start_clock()

    # -- reading the state -------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def sheet(self) -> Sheet:
        """The current player's sheet."""
        return self.sheets[self.current]

    @property
    def rolls_left(self) -> int:
        """Re-rolls still allowed after the current roll (2 before and after the first roll)."""
        return ROLLS - max(self.rolls, 1)

    @property
    def round(self) -> int:
        """The round (1-13) the current player is in."""
        return min(len(self.sheet.boxes) + 1, len(BOXES))

    def is_terminal(self) -> bool:
        return self._over

    def can_roll(self) -> bool:
        return not self._over and self.rolls < ROLLS and not all(self.held)

    def can_hold(self) -> bool:
        return not self._over and 0 < self.rolls < ROLLS

    def deadline_in(self) -> float | None:
        """Seconds left on the turn clock (never below 0), or None without a clock."""
        return None if self._deadline is None else max(0.0, self._deadline - self._clock())

    def legal_boxes(self) -> list[str]:
        """Boxes the current dice may go in (joker included); empty before the first roll."""
        if self._over or self.dice is None:
            return []
        return legal_boxes(self.dice, self.sheet, self.rules)

    def previews(self) -> dict[str, int]:
        """What the current dice would score in each legal box."""
        return {box: score(self.dice, box, self.sheet, self.rules) for box in self.legal_boxes()}

    def legal_actions(self) -> list[Action]:
        """Every action allowed now: roll, holds, keeps, records, scratches, then give-ups.
        Once the clock has run out only giving up is (the timeout comes first)."""
        if self._over:
            return []
        if self._expired():
            return [GiveUp(seat) for seat in self.active_seats()]
        out: list[Action] = [Roll()] if self.can_roll() else []
        if self.can_hold():
            out += [Hold(i) for i in range(5) if not self.held[i]]
            out += [Release(i) for i in range(5) if self.held[i]]
            out += [Keep(values) for values in sub_keeps(self.dice)]
        previews = self.previews()
        out += [Record(box) if points else Scratch(box) for box, points in previews.items()]
        out += [GiveUp(seat) for seat in self.active_seats()]
        return out

    def active_seats(self) -> list[int]:
        """Seats still playing (not given up)."""
        return [i for i, gone in enumerate(self.gave_up) if not gone]

    # -- convenience: each goes through apply() -----------------------------
    def roll(self, dice: Iterable[int] | None = None) -> None:
        self.apply(Roll(None if dice is None else tuple(dice)))

    def hold(self, *dice: int) -> None:
        """Hold dice by index (0-4); all or none."""
        self._several(Hold, dice)

    def release(self, *dice: int) -> None:
        self._several(Release, dice)

    def keep(self, values: Iterable[int]) -> None:
        self.apply(Keep(tuple(values)))

    def record(self, box: str) -> None:
        self.apply(Record(box))

    def scratch(self, box: str) -> None:
        self.apply(Scratch(box))

    def give_up(self, seat: int | None = None) -> None:
        self.apply(GiveUp(self.current if seat is None else seat))

    def _several(self, cls: type, dice: Sequence[int]) -> None:
        if not dice:
            return
        actions = [cls(d) for d in dice]
        if len(set(dice)) != len(dice):
            raise IllegalAction(f"each die may be named once, not {list(dice)}", code="repeated_die")
        if self.tick():
            self._refuse_late(actions[0], True)
        for action in actions:  # check them all before the first one changes anything
            self._check(action)
        for action in actions:
            self.apply(action)

    # -- the one door in -----------------------------------------------------
    def parse_action(self, action: Any) -> Action:
        if isinstance(action, str) and action.strip().lower() == "give up":
            return GiveUp(self.current)
        if isinstance(action, dict) and action.get("type") == "give_up" and "seat" not in action:
            action = {**action, "seat": self.current}
        if isinstance(action, dict) and "turn" in action:
            action = {k: v for k, v in action.items() if k != "turn"}
        return parse_action(action)

    def apply(self, action: Any) -> None:
        """Play ``action``; a click after the deadline is refused (code ``too_late``).

        A front-end dict may carry ``"turn"``: the turn it was meant for. A click
        for a turn that has ended is refused the same way.
        """
        meant_for = action.get("turn") if isinstance(action, dict) else None
        if meant_for is not None and (not isinstance(meant_for, int) or isinstance(meant_for, bool)):
            raise MalformedAction(f"turn must be a turn number, not {meant_for!r:.20}", code="malformed_action")
        action = self.parse_action(action)
        if not isinstance(action, Timeout):
            self._refuse_late(action, self.tick(), meant_for)
        self._check(action)
        self._perform(action)
        if isinstance(action, Timeout) and action.box is None:
            action = Timeout(self.last_event["box"])  # log the box the clock chose
        self.actions.append(action)
        if self._over:
            self._save_score()
        self._changed()

    def _refuse_late(self, action: Action, timed_out: bool, meant_for: int | None = None) -> None:
        # Giving up is never too late; any other click for a turn that has ended is refused.
        if isinstance(action, GiveUp):
            return
        if timed_out:
            raise IllegalAction(f"too late: {self.last_event['text']}", code="too_late")
        if meant_for is not None and meant_for != self.turn:
            raise IllegalAction("too late: that turn is over", code="too_late", turn=meant_for)

    def tick(self) -> bool:
        """Apply the timeout if the turn clock has run out; return whether it did."""
        if self._expired():
            self.apply(Timeout())
            return True
        return False

    def _expired(self) -> bool:
        return not self._over and self._deadline is not None and self._clock() >= self._deadline

    def _check(self, action: Action) -> None:
        if not self._over:  # the clock first: a click after the deadline is too late, whatever it is
            if isinstance(action, Timeout):
                if self.turn_seconds is None:
                    raise IllegalAction("this game has no turn clock, so time cannot run out", code="no_clock")
                if not (self._replaying or self._expired()):
                    raise IllegalAction("the turn clock has not run out", code="not_timed_out")
            elif not isinstance(action, GiveUp) and self._expired():
                raise IllegalAction("too late: the turn clock has run out", code="too_late")
        check(self, action)

    def _perform(self, action: Action) -> None:
        if isinstance(action, Roll):
            self._do_roll(action.dice)
        elif isinstance(action, Hold):
            self.held[action.die] = True
        elif isinstance(action, Release):
            self.held[action.die] = False
        elif isinstance(action, Keep):
            wanted = Counter(action.values)
            for i, value in enumerate(self.dice):
                self.held[i] = wanted[value] > 0
                wanted[value] -= 1
        elif isinstance(action, (Record, Scratch)):
            self._do_record(action.box)
        elif isinstance(action, GiveUp):
            self._do_give_up(action.seat)
        else:
            self._do_timeout(action.box)

    def _do_roll(self, dice: tuple[int, ...] | None) -> None:
        if dice is None:
            free = [i for i in range(5) if not self.held[i]]
            dice = roll_result(self, tuple(self._rng.roll(len(free))))
        else:
            dice = roll_result(self, dice)
        self.dice, self.rolls = dice, self.rolls + 1
        self.last_event = None

    def _do_record(self, box: str, event: dict[str, Any] | None = None) -> None:
        name = self.seats[self.current].name
        extra = bonus(self.dice, self.sheet, self.rules)
        points = self.sheet.record(self.dice, box, self.rules)
        text = f"{name} recorded {points} in {label(box)}" + (f" and a Bonanza bonus of {extra}" if extra else "")
        self.last_event = event or {"type": "record", "text": text}
        self.last_event.update(seat=self.current, name=name, box=box, points=points, bonus=extra)
        self._next_turn()

    def _do_timeout(self, box: str | None) -> None:
        rolled = self.dice is None
        if rolled:
            self._do_roll(None)
        box = box or self.hints()[0].box
        name = self.seats[self.current].name
        text = f"time ran out: {'rolled and ' if rolled else ''}recorded {label(box)} for {name}"
        self._do_record(box, {"type": "timeout", "rolled": rolled, "text": text})

    def _do_give_up(self, seat: int) -> None:
        self.gave_up[seat] = True
        self.last_event = {"type": "give_up", "seat": seat, "name": self.seats[seat].name,
                           "text": f"{self.seats[seat].name} gave up"}
        if self.players == 1 or len(self.active_seats()) <= 1:
            self._finish()
        elif seat == self.current:
            self._next_turn()

    def _next_turn(self) -> None:
        self.dice, self.held, self.rolls = None, [False] * 5, 0
        for step in range(1, self.players + 1):
            seat = (self.current + step) % self.players
            if not self.gave_up[seat] and not self.sheets[seat].is_full():
                self.current, self.turn = seat, self.turn + 1
                self._start_clock()
                return
        self._finish()

    def _finish(self) -> None:
        self._over, self._deadline = True, None
        self.dice, self.held, self.rolls = None, [False] * 5, 0

    def _save_score(self) -> None:
        """Keep a finished game in the store's history, and a solo score with its mean loss
        in the player's profile; once, and never while replaying."""
        if self._store is None or self._replaying or self._score_saved:
            return
        self._score_saved = True
        from ludoteca.bonanza.coach import remember  # the review behind it reads the advisor's table

        try:
            remember(self, self._store, record_score=True)
        except Exception as error:  # a full disk must not take the finished game down with it
            warnings.warn(f"could not record the game: {error}", RuntimeWarning, stacklevel=3)

    def _start_clock(self) -> None:
        live = self.turn_seconds is not None and not self._replaying and not self._over
        self._deadline = self._clock() + self.turn_seconds if live else None

    # -- advice, results ------------------------------------------------------
    def hints(self) -> list[Hint]:
        """Advice for the current roll: up to three boxes (best first), the cheapest scratch,
        and, while re-rolls remain, the best keep. ``hints()[0]`` is what a timeout records."""
        if self._over or self.dice is None:
            return []
        key = (self.sheet.notation(), self.dice, self.rolls_left)
        if self._hint_cache is None or self._hint_cache[0] != key:
            self._hint_cache = (key, best_hints(self.rules, self.sheet, self.dice, self.rolls_left))
        return list(self._hint_cache[1])

    def ranking(self) -> list[dict[str, Any]]:
        """Seats from first to last: finishers by total, then those who gave up by total.
        Equal totals share a place (1, 1, 3)."""
        return rank([s.name for s in self.seats], [sheet.total() for sheet in self.sheets], self.gave_up)

    def winners(self) -> list[int]:
        """The seats in first place once the game is over (several on a tie)."""
        return [r["seat"] for r in self.ranking() if r["place"] == 1] if self._over else []

    def winner(self) -> int | None:
        """The seat that won alone, or None while playing or when first place is shared."""
        winners = self.winners()
        return winners[0] if len(winners) == 1 else None

    def outcome(self) -> dict[str, Any] | None:
        """None while playing; then the places and scores by seat and the winners."""
        if not self._over:
            return None
        places = {r["seat"]: r["place"] for r in self.ranking()}
        return {"places": [places[s] for s in range(self.players)],
                "scores": [sheet.total() for sheet in self.sheets], "winners": self.winners()}

    @property
    def store(self) -> Any:
        """The score store a finished solo game is recorded in (None: not recorded)."""
        return self._store

    @property
    def best_score(self) -> int | None:
        """The solo player's best score in the store (this game included once finished)."""
        if self._store is None or self.players != 1:
            return None
        return self._store.best_score("bonanza", self.seats[0].name)

    # -- the one door out -----------------------------------------------------
    def view(self, seat: int | None = None, *, hints: bool = True) -> dict[str, Any]:
        """Everything the table shows (Bonanza hides nothing; no RNG state)."""
        self.tick()
        return view(self, seat, hints=hints)

    def __repr__(self) -> str:
        if self._over:
            winner = self.winner()
            who = repr(self.seats[winner].name) if winner is not None else None
            return f"Game(players={self.players}, seed={self.seed}, over=True, winner={who})"
        dice = None if self.dice is None else " ".join(map(str, self.dice))
        held = "".join("x" if h else "-" for h in self.held)
        return (f"Game(players={self.players}, seed={self.seed}, round={self.round}, "
                f"turn={self.seats[self.current].name!r}, dice={dice!r}, held={held!r})")

    def __str__(self) -> str:
        return text(self)

    def _repr_html_(self) -> str:
        from ludoteca.bonanza.pictures import board_html  # only notebooks need it

        return board_html(self)

    # -- saving ----------------------------------------------------------------
    def save(self, path: Any) -> Any:
        """Save this game to a small JSON file; ``ludoteca.bonanza.load(path)`` reads it back."""
        from ludoteca.bonanza.saves import save_game

        return save_game(self, path)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.name, "version": VERSION, "rules": self.rules.to_json(), "seed": self.seed,
                "seats": [seat.to_json() for seat in self.seats], "turn_seconds": self.turn_seconds,
                "actions": [str(action) for action in self.actions]}

    @classmethod
    def replay(cls, rules: Rules, seed: int, actions: Iterable[Any], players: Any = 1,
               turn_seconds: int | None = None, clock: Callable[[], float] = time.monotonic,
               store: Any = None) -> "Game":
        """Rebuild a game from its rules, seed and actions; a bad action raises
        ``IllegalAction`` naming its index. Nothing is written to ``store`` meanwhile."""
        game = cls(players, seed, rules, turn_seconds, clock, store)
        game._replaying, game._deadline = True, None
        for index, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalAction as error:
                raise IllegalAction(f"action {index} ({str(action)[:60]!r}) cannot be replayed: {error.message}",
                                    code=error.code, index=index, **error.params) from error
        game._replaying = False
        game._score_saved = game._over
        game._start_clock()
        return game

    @classmethod
    def from_json(cls, data: dict[str, Any], *, clock: Callable[[], float] = time.monotonic,
                  store: Any = None) -> "Game":
        try:
            if not isinstance(data, dict) or data.get("game") != cls.name or data.get("version") != VERSION:
                raise ValueError(f"not a version {VERSION} Bonanza save")
            seats = [Seat(**seat) for seat in data["seats"]]
            actions = data["actions"]
            if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
                raise ValueError("actions must be a list of notation strings")
            return cls.replay(Rules.from_json(data["rules"]), data["seed"], actions, seats,
                              data["turn_seconds"], clock, store)
        except (LudotecaError, ValueError, TypeError, KeyError) as error:
            raise CorruptData(f"cannot load this Bonanza game: {getattr(error, 'message', error)}",
                              code="corrupt_data", **getattr(error, "params", {})) from error

    def __deepcopy__(self, memo: dict) -> "Game":
        return type(self).from_json(self.to_json(), clock=self._clock)

