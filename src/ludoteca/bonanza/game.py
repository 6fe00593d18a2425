"""A game of Bonanza: 1-4 seats, turns of up to three rolls, a turn clock and giving up.

The engine follows core's template (:class:`ludoteca.core.game.Game`): every change goes
through ``apply``, which checks before it changes anything, and the game keeps the actions it
applied, so ``(rules, seed, seats, actions)`` rebuild it exactly; that includes timeouts, which
the driver of the game applies with :meth:`Game.tick` and the game logs with the box chosen.
Reading the game (``view``, ``legal_actions``, ``hints``) never changes it. The checks are in
:mod:`.checks`; what each action then changes is here (``_perform``); the view and the text
board are in :mod:`.view`.

The advice (``hints``, and the box a timeout records) comes from the advisor the game registry
names (:func:`ludoteca.bonanza.solver.advise`), so the engine itself never imports it; the view
carries advice only when asked (``view(seat, hints=True)``), as the table widget does. Dice are
numbered 0-4 in Python (``game.hold(0)``) and 1-5 in notation ("hold 1"); ``rolls_left`` counts
re-rolls: 2 before and after the first roll, 0 after the third.

>>> game = Game(["Ana", "Bruno"], seed=7)
>>> game.roll([3, 3, 3, 5, 5]); game.record("full_house")
>>> game
Game(players=2, seed=7, round=1, turn='Bruno', dice=None, held='-----')
>>> game.sheets[0].boxes
{'full_house': 25}
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ludoteca.bonanza.actions import (
    Action,
    GiveUp,
    Hold,
    Keep,
    Record,
    Release,
    Roll,
    Scratch,
    Timeout,
    parse_action,
)
from ludoteca.bonanza.checks import check, roll_result
from ludoteca.bonanza.rules import BOXES, ROLLS, Rules, Sheet, bonus, legal_boxes, score, sub_keeps
from ludoteca.bonanza.view import event_text, own_view, text
from ludoteca.core import game as core
from ludoteca.core.clock import TurnClock
from ludoteca.core.errors import CorruptData, IllegalAction, MalformedAction
from ludoteca.core.rng import Rng
from ludoteca.core.seats import Seat, rank

__all__ = ["Game", "Seat", "KINDS", "TURN_SECONDS"]

#: Who may play a seat: a person or one of the bots.
KINDS = ("human", "optimal", "greedy", "random")
TURN_SECONDS = (None, 30, 45, 60, 90)

#: Hints a table shows: three boxes, a cheaper scratch and the best keep.
SHOWN_HINTS = 5


class Game(core.Game):
    """One game of Bonanza for 1-4 seats (see the module docstring)."""

    name = "bonanza"
    title = "Bonanza"
    version = 1
    min_players, max_players = 1, 4
    bot_kinds = KINDS[1:]
    fixed = (*core.Game.fixed, "turn_seconds")
    rules_type = Rules

    def __init__(
        self,
        players: int | Sequence[str | Seat] = 1,
        seed: int = 0,
        rules: Rules = Rules(),
        turn_seconds: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        clock_waits: bool = False,
    ) -> None:
        super().__init__(players, seed, rules)
        if turn_seconds not in TURN_SECONDS or isinstance(turn_seconds, bool):
            raise ValueError(f"turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}")
        if turn_seconds is not None and len(self.seats) == 1:
            raise ValueError("a solo game has no turn clock (turn_seconds must be None)")
        self.turn_seconds = turn_seconds
        self.clock = TurnClock(turn_seconds, clock)
        #: The first turn's clock (and a loaded game's current one) waits for :meth:`start_clock`.
        self.clock_waits = bool(clock_waits)
        self.clock_waiting = self.clock_waits and turn_seconds is not None
        self._rng = Rng(seed)
        self.sheets = [Sheet() for _ in self.seats]
        self.gave_up = [False] * len(self.seats)
        self.current = 0
        self.turn = 1
        self.dice: tuple[int, ...] | None = None
        self.held = [False] * 5
        self.rolls = 0
        self.last_event: dict[str, Any] | None = None
        self._over = False
        self._scored_memo: tuple[Any, tuple[tuple[str, int], ...]] | None = None
        self._keeps_memo: tuple[tuple[int, ...], tuple[Keep, ...]] | None = None
        if not self.clock_waiting:
            self.clock.start()

    # -- reading the state -------------------------------------------------
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

    def departed(self) -> list[int]:
        """The seats that gave up."""
        return [s for s, gone in enumerate(self.gave_up) if gone]

    @property
    def phase(self) -> str:
        """``"roll"`` (the turn's first roll is due), ``"decide"`` (the dice are rolled: hold
        and re-roll, or record a box) or ``"over"``."""
        if self._over:
            return "over"
        return "roll" if self.dice is None else "decide"

    def to_act(self) -> list[int]:
        """The one seat whose turn it is (none once the game is over)."""
        return [] if self._over else [self.current]

    def can_roll(self) -> bool:
        return not self._over and self.rolls < ROLLS and not all(self.held)

    def can_hold(self) -> bool:
        return not self._over and 0 < self.rolls < ROLLS

    def deadline_in(self) -> float | None:
        """Seconds left on the turn clock (never below 0), or None without a clock."""
        return self.clock.deadline_in()

    def legal_boxes(self) -> list[str]:
        """Boxes the current dice may go in (joker included); empty before the first roll."""
        if self._over or self.dice is None:
            return []
        return [box for box, _ in self._scored()]

    def previews(self) -> dict[str, int]:
        """What the current dice would score in each legal box."""
        if self._over or self.dice is None:  # not rolled: no legal box either
            return {}
        return dict(self._scored())

    def _scored(self) -> tuple[tuple[str, int], ...]:
        """(box, points) for each legal box of the current dice, scored once for a given roll and
        sheet: a click's view asks for them several times (previews, controls, legal actions)."""
        dice, sheet = self.dice, self.sheet
        assert dice is not None, "the dice have not been rolled"
        key = (dice, self.current, tuple(sheet.boxes.items()), sheet.bonus)
        memo = self._scored_memo
        if memo is None or memo[0] != key:
            boxes = legal_boxes(dice, sheet, self.rules)
            memo = self._scored_memo = (key, tuple((box, score(dice, box, sheet, self.rules)) for box in boxes))
        return memo[1]

    def rolled_dice(self) -> tuple[int, ...]:
        """The current dice, where the turn has rolled (a hold, keep or record has been checked)."""
        assert self.dice is not None, "the dice have not been rolled"
        return self.dice

    def _keeps(self) -> tuple[Keep, ...]:
        """The keeps the current dice allow, made once for a given roll: they depend on the dice
        only, and every hold of the turn lists them again (the view's legal actions)."""
        dice = self.rolled_dice()
        memo = self._keeps_memo
        if memo is None or memo[0] != dice:
            memo = self._keeps_memo = (dice, tuple(Keep(values) for values in sub_keeps(dice)))
        return memo[1]

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
            out += self._keeps()
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
        for action in actions:  # check them all before the first one changes anything
            self._check(action)
        for action in actions:
            self.apply(action)

    # -- the one door in (core's template fills in these) -----------------------
    def parse_action(self, action: Any) -> Action:
        """An action from itself, its notation or a front-end dict. A dict may carry
        ``"turn"``, the turn it was meant for: a click for a turn that has ended is refused."""
        if isinstance(action, str) and action.strip().lower() == "give up":
            return GiveUp(self.current)
        if isinstance(action, dict):
            if action.get("type") == "give_up" and "seat" not in action:
                action = {**action, "seat": self.current}
            if "turn" in action:
                meant_for = action["turn"]
                if not isinstance(meant_for, int) or isinstance(meant_for, bool):
                    raise MalformedAction(
                        f"turn must be a turn number, not {meant_for!r:.20}", code="malformed_action", field="turn"
                    )
                action = {k: v for k, v in action.items() if k != "turn"}
                parsed = parse_action(action)
                if meant_for != self.turn and not isinstance(parsed, GiveUp):
                    raise IllegalAction("too late: that turn is over", code="too_late", turn=meant_for)
                return parsed
        return parse_action(action)

    def _check(self, action: Action) -> None:
        if not self._over:  # the clock first: a click after the deadline is too late, whatever it is
            if isinstance(action, Timeout):
                if self.turn_seconds is None:
                    raise IllegalAction("this game has no turn clock, so time cannot run out", code="no_clock")
                if not (self.replaying or self._expired()):
                    raise IllegalAction("the turn clock has not run out", code="not_timed_out")
            elif not isinstance(action, GiveUp) and self._expired():
                raise IllegalAction("too late: the turn clock has run out", code="too_late")
        check(self, action)

    def _perform(self, action: Action) -> Action | None:
        """Carry out a checked ``action``; returns what to log instead of it (a roll the dice it
        showed, a timeout the box the clock chose and the dice it rolled), so the log replays
        without the seed."""
        if isinstance(action, Roll):
            drawn = self._roll(action.dice, action.drawn)
            return None if action.dice is not None else Roll(drawn, drawn=True)
        if isinstance(action, Hold):
            self.held[action.die] = True
        elif isinstance(action, Release):
            self.held[action.die] = False
        elif isinstance(action, Keep):
            wanted = Counter(action.values)
            for i, value in enumerate(self.rolled_dice()):
                self.held[i] = wanted[value] > 0
                wanted[value] -= 1
        elif isinstance(action, (Record, Scratch)):
            self._record(action.box)
        elif isinstance(action, GiveUp):
            self._give_up(action.seat)
        else:
            return self._timeout(action)
        return None

    def peek_roll(self) -> tuple[int, ...]:
        """The five dice the next roll will show if chance decides it, without drawing them."""
        return roll_result(self, tuple(self._rng.copy().roll(self.held.count(False))))

    def _roll(self, dice: tuple[int, ...] | None, drawn: bool) -> tuple[int, ...]:
        """Roll the free dice: showing ``dice``, or what the generator draws; ``drawn`` dice (a
        log's) move the generator on as their throw did. Returns what was named or drawn."""
        if dice is None or drawn:
            thrown = tuple(self._rng.roll(self.held.count(False)))
            dice = thrown if dice is None else dice
        self.dice, self.rolls = roll_result(self, dice), self.rolls + 1
        self.last_event = None
        return dice

    def _record(self, box: str, event: dict[str, Any] | None = None) -> None:
        dice = self.rolled_dice()
        extra = bonus(dice, self.sheet, self.rules)
        points = self.sheet.record(dice, box, self.rules)
        self.last_event = event or {"type": "record", "text": ""}
        self.last_event.update(
            seat=self.current, name=self.seats[self.current].name, box=box, points=points, bonus=extra
        )
        self.last_event["text"] = event_text(self.last_event)
        self._next_turn()

    def _timeout(self, action: Timeout) -> Timeout:
        """Roll if the turn has not (the logged dice, or chance), record the logged box or the
        best box; returns the timeout to log, with the box and the dice rolled."""
        rolled = None
        if self.dice is None:
            rolled = self._roll(action.dice, drawn=True)
        box = action.box or self.best_box()
        self._record(box, {"type": "timeout", "rolled": rolled is not None, "text": ""})
        return Timeout(box, rolled)

    def _give_up(self, seat: int) -> None:
        self.gave_up[seat] = True
        self.last_event = {"type": "give_up", "seat": seat, "name": self.seats[seat].name, "text": ""}
        self.last_event["text"] = event_text(self.last_event)
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
                self.clock_waiting = False
                self.clock.start()
                return
        self._finish()

    def _finish(self) -> None:
        self._over = True
        self.clock_waiting = False
        self.clock.stop()
        self.dice, self.held, self.rolls = None, [False] * 5, 0

    def _copies(self) -> dict[str, Any]:
        """What an action changes in place: the sheets, who gave up, the held dice, the clock
        and the dice generator (the dice, the event and the counters are only replaced)."""
        return {
            "sheets": [sheet.copy() for sheet in self.sheets],
            "gave_up": list(self.gave_up),
            "held": list(self.held),
            "clock": self.clock.copy(),
            "_rng": self._rng.copy(),
        }

    # -- time ----------------------------------------------------------------
    def timeout_action(self) -> Timeout | None:
        """The timeout, once the turn clock has run out (``tick()`` applies it)."""
        return Timeout() if self._expired() else None

    def _expired(self) -> bool:
        return not self._over and not self.replaying and self.clock.expired()

    def start_clock(self) -> bool:
        """Start a waiting clock (a game made with ``clock_waits=True``): the table's driver
        calls this once the table is on screen. Returns whether it started; later turns'
        clocks start by themselves."""
        if not self.clock_waiting or self._over:
            return False
        self.clock_waiting = False
        self.clock.start()
        return True

    def pause_clock(self) -> bool:
        """Hold the turn clock where it is (while nobody has the table on screen)."""
        return self.clock.pause()

    def resume_clock(self) -> bool:
        """Let a held turn clock run on from the seconds it had left."""
        return self.clock.resume()

    def _replayed(self) -> None:
        if self._over:
            return
        if self.clock_waits and self.turn_seconds is not None:  # a loaded game waits for its players too
            self.clock.stop()
            self.clock_waiting = True
        else:
            self.clock.start()  # a loaded game's current turn gets a full turn

    def _clone_options(self) -> dict[str, Any]:
        return {"clock": self.clock.now, "clock_waits": self.clock_waiting}

    # -- advice, results ------------------------------------------------------
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

    def outcome(self) -> core.Outcome | None:
        """None while playing; then the scores, places and winners by seat."""
        if not self._over:
            return None
        return core.Outcome.ranked([s.name for s in self.seats], [sheet.total() for sheet in self.sheets], self.gave_up)

    def running_scores(self) -> list[int | None]:
        """Each sheet's total so far (the sheets are public)."""
        return [sheet.total() for sheet in self.sheets]

    def best_box(self) -> str:
        """The box a timeout records: the best box hint (or, with no advice, the best-scoring box)."""
        boxes = [h for h in self.hints(self.current, top=SHOWN_HINTS) if h.details.get("box")]
        if boxes:
            return str(boxes[0].details["box"])
        previews = self.previews()
        return max(previews, key=lambda box: previews[box])

    # -- the one door out -----------------------------------------------------
    def view(self, seat: int | None = None, *, hints: bool = False) -> dict[str, Any]:
        """Everything the table shows (Bonanza hides nothing; no RNG state): core's common keys,
        then Bonanza's own under ``"bonanza"`` (:func:`~ludoteca.bonanza.view.own_view`). Its
        ``"hints"`` stay empty unless asked for with ``hints=True``: the advice (which may first
        have to solve the strategy table) is then for the player to move, seen by that seat or
        the shared screen."""
        out = super().view(seat)
        rolled = not self._over and self.dice is not None
        show = hints and rolled and seat in (None, self.current)
        out["bonanza"]["hints"] = [h.to_json() for h in self.hints(self.current, top=SHOWN_HINTS)] if show else []
        return out

    def _view(self, seat: int | None) -> dict[str, Any]:
        return own_view(self)

    def __repr__(self) -> str:
        if self._over:
            winner = self.winner()
            who = repr(self.seats[winner].name) if winner is not None else None
            return f"Game(players={self.players}, seed={self.seed}, over=True, winner={who})"
        dice = None if self.dice is None else " ".join(map(str, self.dice))
        held = "".join("x" if h else "-" for h in self.held)
        return (
            f"Game(players={self.players}, seed={self.seed}, round={self.round}, "
            f"turn={self.seats[self.current].name!r}, dice={dice!r}, held={held!r})"
        )

    def __str__(self) -> str:
        return text(self)

    def variant(self) -> str:
        """Best scores under other rules are kept apart: "" for Bonanza's, else the rules."""
        if self.rules == Rules():
            return ""
        return f"extra_bonus={self.rules.extra_bonus},joker={self.rules.joker}"

    # -- saving ----------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        return {"turn_seconds": self.turn_seconds}

    @classmethod
    def read_settings(cls, data: dict[str, Any]) -> dict[str, Any]:
        if "turn_seconds" not in data:
            raise CorruptData("the save has no 'turn_seconds'", code="save_missing", field="turn_seconds")
        turn_seconds = data["turn_seconds"]
        if turn_seconds not in TURN_SECONDS or isinstance(turn_seconds, (bool, float)):
            raise CorruptData(
                f"bad turn clock: turn_seconds is one of None, 30, 45, 60, 90, not {turn_seconds!r:.40}",
                code="save_bad_field",
                field="turn_seconds",
            )
        if turn_seconds is not None and isinstance(data.get("seats"), list) and len(data["seats"]) == 1:
            raise CorruptData(
                "bad turn clock: a solo game has no turn clock", code="save_bad_field", field="turn_seconds"
            )
        return {"turn_seconds": turn_seconds}
