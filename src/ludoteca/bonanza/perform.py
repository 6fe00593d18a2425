"""What each Bonanza action does to a game, once :func:`ludoteca.bonanza.actions.check` has
allowed it: the dice rolled or held, a box recorded, a seat given up, a timeout, the next turn
and the end of the game.

Split from :mod:`ludoteca.bonanza.game`, whose ``apply`` calls :func:`perform` (part of the
engine: no advisor; a timeout asks the game for the box to record). What chance decided goes
into the log: a roll left to chance is logged with the dice it showed, a timeout with the box it
chose and the dice it rolled, so that the log replays without the seed.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ludoteca.bonanza.actions import Action, GiveUp, Hold, Keep, Record, Release, Roll, Scratch, Timeout, roll_result
from ludoteca.bonanza.rules import bonus, label, spoken
from ludoteca.core import i18n

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

__all__ = ["event_text", "perform"]


def perform(game: Game, action: Action) -> Action | None:
    """Carry out a checked ``action``; returns what to log instead of it (a roll the dice it
    showed, a timeout the box the clock chose), or None to log the action itself."""
    if isinstance(action, Roll):
        drawn = _roll(game, action.dice, action.drawn)
        return None if action.dice is not None else Roll(drawn, drawn=True)
    if isinstance(action, Hold):
        game.held[action.die] = True
    elif isinstance(action, Release):
        game.held[action.die] = False
    elif isinstance(action, Keep):
        wanted = Counter(action.values)
        for i, value in enumerate(game.rolled_dice()):
            game.held[i] = wanted[value] > 0
            wanted[value] -= 1
    elif isinstance(action, (Record, Scratch)):
        _record(game, action.box)
    elif isinstance(action, GiveUp):
        _give_up(game, action.seat)
    else:
        return _timeout(game, action)
    return None


def _roll(game: Game, dice: tuple[int, ...] | None, drawn: bool) -> tuple[int, ...]:
    """Roll the free dice: showing ``dice``, or what the generator draws; ``drawn`` dice (a
    log's) move the generator on as their throw did. Returns what was named or drawn."""
    if dice is None or drawn:
        thrown = tuple(game._rng.roll(game.held.count(False)))
        dice = thrown if dice is None else dice
    game.dice, game.rolls = roll_result(game, dice), game.rolls + 1
    game.last_event = None
    return dice


def _record(game: Game, box: str, event: dict[str, Any] | None = None) -> None:
    name = game.seats[game.current].name
    dice = game.rolled_dice()
    extra = bonus(dice, game.sheet, game.rules)
    points = game.sheet.record(dice, box, game.rules)
    game.last_event = event or {"type": "record", "text": ""}
    game.last_event.update(seat=game.current, name=name, box=box, points=points, bonus=extra)
    game.last_event["text"] = event_text(game.last_event)
    _next_turn(game)


def _timeout(game: Game, action: Timeout) -> Timeout:
    """Roll if the turn has not (the logged dice, or chance), record the logged box or the
    game's best box; returns the timeout to log, with the box and the dice rolled."""
    rolled = None
    if game.dice is None:
        rolled = _roll(game, action.dice, drawn=True)
    box = action.box or game.best_box()
    _record(game, box, {"type": "timeout", "rolled": rolled is not None, "text": ""})
    return Timeout(box, rolled)


def _give_up(game: Game, seat: int) -> None:
    game.gave_up[seat] = True
    game.last_event = {"type": "give_up", "seat": seat, "name": game.seats[seat].name, "text": ""}
    game.last_event["text"] = event_text(game.last_event)
    if game.players == 1 or len(game.active_seats()) <= 1:
        _finish(game)
    elif seat == game.current:
        _next_turn(game)


def _next_turn(game: Game) -> None:
    game.dice, game.held, game.rolls = None, [False] * 5, 0
    for step in range(1, game.players + 1):
        seat = (game.current + step) % game.players
        if not game.gave_up[seat] and not game.sheets[seat].is_full():
            game.current, game.turn = seat, game.turn + 1
            game.clock_waiting = False
            game.clock.start()
            return
    _finish(game)


def _finish(game: Game) -> None:
    game._over = True
    game.clock_waiting = False
    game.clock.stop()
    game.dice, game.held, game.rolls = None, [False] * 5, 0


def event_text(event: dict[str, Any]) -> str:
    """What ``game.last_event`` says, in the current language (when it happened): in English
    "Ana recorded 24 in sixes", "time ran out: recorded fives for Ana", "Ana gave up"; in another
    language the words the table shows ("Ana trägt 24 in Sechser ein").

    >>> event_text({"type": "record", "name": "Ana", "box": "sixes", "points": 24, "bonus": 0})
    'Ana recorded 24 in sixes'
    >>> event_text({"type": "timeout", "rolled": True, "name": "Ana", "box": "fives", "points": 15, "bonus": 0})
    'time ran out: rolled and recorded fives for Ana'
    """
    name, box, points, extra = event["name"], event.get("box") or "", event.get("points", 0), event.get("bonus", 0)
    if i18n.get_language() == "en":
        if event["type"] == "give_up":
            return f"{name} gave up"
        if event["type"] == "timeout":
            return f"time ran out: {'rolled and ' if event.get('rolled') else ''}recorded {spoken(box)} for {name}"
        return f"{name} recorded {points} in {spoken(box)}" + (f" and a Bonanza bonus of {extra}" if extra else "")
    if event["type"] == "give_up":
        return i18n.t("bonanza.event.give_up", name=name)
    gender = i18n.t(f"bonanza.box.{box}.gender")
    params = {"name": name, "box": label(box), "points": points, "gender": gender, "bonus": extra}
    if event["type"] == "timeout":  # as the table's list of events says it
        key = "bonanza.event.timeout_rolled" if event.get("rolled") else "bonanza.event.timeout"
        text = f"{i18n.t(key, **params)} ({i18n.t('bonanza.event.points', count=points)})"
    elif points == 0:
        text = i18n.t("bonanza.event.scratch", **params)
    else:
        text = i18n.t("bonanza.event.record", **params)
    return text + (f" {i18n.t('bonanza.event.bonus', bonus=extra)}" if extra else "")
