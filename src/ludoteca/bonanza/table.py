"""The table around a Bonanza game: its seats, the ranking, the advisor's hints, and what
the table shows (the JSON view and a text board).

Split from :mod:`ludoteca.bonanza.game`, which holds the rules of play; the functions
here only read a :class:`~ludoteca.bonanza.game.Game`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ludoteca.bonanza.actions import Keep, Record, Scratch
from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_TARGET, Rules, Sheet, bonus, label, score

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

HINT_BOXES = 3
KINDS = ("human", "optimal", "greedy", "random")
MAX_PLAYERS = 4
MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: the player's name and who plays it (a person or a bot kind)."""

    name: str
    kind: str = "human"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name.strip()) > MAX_NAME:
            raise ValueError(f"a player's name is 1 to {MAX_NAME} characters of text, not {self.name!r:.60}")
        object.__setattr__(self, "name", self.name.strip())
        if self.kind not in KINDS:
            raise ValueError(f"a seat's kind is one of {', '.join(KINDS)}, not {self.kind!r:.40}")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


def make_seat(player: Any) -> Seat:
    """A seat from a name (a person), a ``(name, kind)`` pair, a ``{"name", "kind"}`` dict or a Seat."""
    if isinstance(player, Seat):
        return player
    if isinstance(player, str):
        return Seat(player)
    if isinstance(player, (tuple, list)) and len(player) == 2:
        return Seat(*player)
    if isinstance(player, dict):
        return Seat(**player)
    raise TypeError(f"a player is a name, a (name, kind) pair or a Seat, not {player!r:.60}")


def make_seats(players: int | Sequence[Any]) -> tuple[Seat, ...]:
    """Seats from a count (named "Player 1" ...) or a list of players (see :func:`make_seat`)."""
    if isinstance(players, int) and not isinstance(players, bool):
        if not 1 <= players <= MAX_PLAYERS:
            raise ValueError(f"Bonanza is for 1 to {MAX_PLAYERS} players, not {players}")
        return tuple(Seat(f"Player {i}") for i in range(1, players + 1))
    if not isinstance(players, (list, tuple)):
        raise TypeError(f"players is a number or a list of names or seats, not {type(players).__name__}")
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"Bonanza is for 1 to {MAX_PLAYERS} players, not {len(players)}")
    seats = tuple(make_seat(p) for p in players)
    names = [seat.name.casefold() for seat in seats]
    if len(set(names)) != len(names):
        raise ValueError(f"each player needs a different name: {', '.join(s.name for s in seats)}")
    return seats


def rank(names: Sequence[str], scores: Sequence[int], gave_up: Sequence[bool]) -> list[dict[str, Any]]:
    """Seats from first to last: finishers by score, then those who gave up by score.
    Equal scores share a place (1, 1, 3)."""
    order = sorted(range(len(names)), key=lambda s: (gave_up[s], -scores[s], s))
    out: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        same = out and (out[-1]["gave_up"], out[-1]["score"]) == (gave_up[seat], scores[seat])
        out.append({"seat": seat, "name": names[seat], "score": scores[seat],
                    "place": out[-1]["place"] if same else i + 1, "gave_up": gave_up[seat]})
    return out


@dataclass(frozen=True, slots=True)
class Hint:
    """One piece of advice: ``kind`` is "record", "scratch" or "keep"; ``expected`` is the
    expected final score if the player follows it and then plays optimally."""

    kind: str
    expected: float
    box: str | None = None
    points: int | None = None
    keep: tuple[int, ...] | None = None

    @property
    def action(self) -> Record | Scratch | Keep:
        """The action that follows this advice."""
        if self.kind == "keep":
            return Keep(self.keep or ())
        return Record(self.box) if self.points else Scratch(self.box)

    def __str__(self) -> str:
        what = str(self.action) + ("" if self.kind == "keep" else f" ({self.points})")
        return f"{what}: {self.expected:.1f} expected"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "box": self.box, "points": self.points,
                "keep": None if self.keep is None else list(self.keep),
                "expected": round(self.expected, 4), "action": str(self.action), "text": str(self)}


def best_hints(rules: Rules, sheet: Sheet, dice: tuple[int, ...], rolls_left: int) -> list[Hint]:
    """Up to three boxes (best first), the cheapest scratch, then the best keep while
    re-rolls remain; the first is the best record, which is what a timeout plays."""
    from ludoteca.bonanza.advisor import Advisor  # the strategy table is big: load on first use

    options = Advisor.shared(rules).advise(sheet, dice, rolls_left)
    # The box's own points (as the previews show them); the advisor's include the extra bonus.
    records = [Hint("record", float(o.expected), box=o.box, points=score(dice, o.box, sheet, rules))
               for o in options if o.kind == "record"]
    hints = records[:HINT_BOXES]
    scratch = next((h for h in records if h.points == 0), None)
    if scratch is not None:
        hints.append(Hint("scratch", scratch.expected, box=scratch.box, points=0))
    if rolls_left > 0:
        # Keeping all five dice is the same as recording now, which the boxes already say.
        keep = next((o for o in options if o.kind == "keep" and len(o.keep) < 5), None)
        if keep is not None:
            hints.append(Hint("keep", float(keep.expected), keep=tuple(keep.keep)))
    return hints


def _seat_view(game: Game, seat: int, places: dict[int, int]) -> dict[str, Any]:
    sheet = game.sheets[seat]
    out = {
        "name": game.seats[seat].name, "kind": game.seats[seat].kind,
        "boxes": {box: sheet.boxes.get(box) for box in BOXES},
        "upper_total": sheet.upper_total(), "upper_bonus": sheet.upper_bonus(),
        "bonus": sheet.bonus, "total": sheet.total(), "gave_up": game.gave_up[seat],
    }
    if game.is_terminal():
        out["place"] = places[seat]
    return out


def view(game: Game, seat: int | None = None, *, hints: bool = True) -> dict[str, Any]:
    """The JSON the table draws, as ``seat`` sees it (None: a shared screen)."""
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players):
        raise ValueError(f"seat is None or a seat index 0 to {game.players - 1}, not {seat!r:.20}")
    over = game.is_terminal()
    ranking = game.ranking()
    places = {r["seat"]: r["place"] for r in ranking}
    playing = not over
    rolled = playing and game.dice is not None
    deadline = game.deadline_in()
    out: dict[str, Any] = {
        "game": "bonanza",
        "seats": [_seat_view(game, s, places) for s in range(game.players)],
        "you": seat,
        "current": game.current if playing else None,
        "turn": game.turn, "round": game.round, "rounds": len(BOXES),
        "dice": list(game.dice) if rolled else None,
        "held": list(game.held),
        "rolls": game.rolls, "rolls_left": game.rolls_left,
        "previews": game.previews() if rolled else {},
        "extra_bonus": bonus(game.dice, game.sheet, game.rules) if rolled else 0,
        "legal": {"can_roll": game.can_roll(), "can_hold": game.can_hold(), "can_record": rolled,
                  "boxes": game.legal_boxes(), "can_give_up": playing},
        "clock": {"turn_seconds": game.turn_seconds,
                  "deadline_in": None if deadline is None else round(deadline, 1)},
        "hints": [h.to_json() for h in game.hints()] if hints and rolled and seat in (None, game.current) else [],
        "over": over,
        "ranking": ranking if over else None,
        "winner": game.winner(),
        "winners": game.winners(),
        "last_event": dict(game.last_event) if game.last_event else None,
    }
    if game.players == 1 and game.store is not None:
        out["best_score"] = game.best_score
    return out


def text(game: Game) -> str:
    """A readable board: one column per seat, then a status line."""
    names = [s.name[:12] + (" (gave up)" if gone else "") for s, gone in zip(game.seats, game.gave_up)]
    width = max(10, *(len(n) for n in names)) + 2
    rows = [" " * 16 + "".join(f"{n:>{width}}" for n in names)]

    def row(title: str, cells: list[Any]) -> None:
        rows.append(f"{title:<16}" + "".join(f"{c:>{width}}" for c in cells))

    for box in BOXES:
        row(label(box), [sheet.boxes.get(box, "-") for sheet in game.sheets])
        if box == UPPER[-1]:
            row("upper bonus", [f"{s.upper_bonus()} ({s.upper_total()}/{UPPER_TARGET})" for s in game.sheets])
    row("bonanza bonus", [sheet.bonus for sheet in game.sheets])
    row("total", [sheet.total() for sheet in game.sheets])
    rows.append(_status(game))
    return "\n".join(rows)


def _status(game: Game) -> str:
    if game.is_terminal():
        first = [r["name"] for r in game.ranking() if r["place"] == 1]
        return "Game over: " + " and ".join(first) + (" win" if len(first) > 1 else " wins")
    who = f"Round {game.round}, {game.seats[game.current].name} to play"
    if game.dice is None:
        return f"{who}: roll the dice"
    held = [str(i + 1) for i in range(5) if game.held[i]]
    dice = " ".join(map(str, game.dice))
    left = game.rolls_left
    return (f"{who}: dice {dice}{_holding(held)}"
            + f", {left} re-roll{'s' if left != 1 else ''} left")


def _holding(held: list[str]) -> str:
    """", holding dice 1, 2 and 5" (dice numbered from 1), or nothing when none is held."""
    if not held:
        return ""
    if len(held) == 1:
        return f", holding die {held[0]}"
    return f", holding dice {', '.join(held[:-1])} and {held[-1]}"
