"""The contract every ludoteca game passes, as a test-kit a game's tests call in a few lines:

    from tests.contract import check_contract, check_widget_contract

    def test_contract():
        check_contract(lambda seed: Game(["Ana", "Bo"], seed=seed))

:func:`check_contract` plays seeded random games to their end and checks at every step that each legal
action is accepted (and its notation reads back), that illegal and malformed actions are
refused with the game's JSON byte-identical, that reading (views, legal actions) changes
nothing, that views are JSON and hide what the game declares private, that an action whose
perform fails once it has done all its work leaves the game exactly as it was (every attribute,
nested, not only its save), and that ``replay``, ``from_json`` and ``clone`` rebuild the same game.
:func:`check_widget_contract` sends a widget hostile messages: each must be answered with a
notice, no traceback, and no change to the game.
"""

from __future__ import annotations

import json
import random
import weakref
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ludoteca.core.errors import IllegalAction, LudotecaError
from ludoteca.core.game import Game, Outcome

#: Inputs that are not actions of any game.
MALFORMED: tuple[Any, ...] = (
    None,
    42,
    3.5,
    True,
    [],
    ["roll"],
    "",
    "   ",
    "xyzzy plugh",
    "x" * 5000,
    {},
    {"type": None},
    {"type": 7},
    {"type": "no-such-action"},
    {"type": ["roll"]},
    {"no": "type"},
)


def state(game: Game) -> str:
    """The game's JSON as text: what must stay byte-identical when an action is refused."""
    return json.dumps(game.to_json(), sort_keys=True)


def views(game: Game) -> list[str]:
    """Every seat's view (and the shared screen's) as JSON text."""
    return [json.dumps(game.view(seat), sort_keys=True, allow_nan=False) for seat in (None, *range(game.players))]


def assert_refused(game: Game, action: Any) -> IllegalAction:
    """``action`` is refused with a readable message, and the game is exactly as it was."""
    before, seen = state(game), views(game)
    assert not game.can_apply(action), f"can_apply accepts {action!r:.80}"
    try:
        game.apply(action)
    except IllegalAction as error:
        assert isinstance(error.message, str) and error.message.strip() and isinstance(error.code, str)
        json.dumps(error.to_json())
        assert state(game) == before, f"refusing {action!r:.80} changed the game"
        assert views(game) == seen, f"refusing {action!r:.80} changed a view"
        return error
    raise AssertionError(f"{action!r:.80} was accepted in {game!r}")


def check_rebuilds(game: Game) -> None:
    """``from_json``, ``replay`` and ``clone`` rebuild exactly this game (a rebuilt game
    shares its injected clock, so that a slow machine does not show a different time left)."""
    data = game.to_json()
    assert json.loads(json.dumps(data)) == data
    for copy in (type(game).from_json(data, **game._clone_options()), game.clone()):
        assert copy.to_json() == data and views(copy) == views(game) and repr(copy) == repr(game)
        assert copy is not game and copy.legal_actions() == game.legal_actions()


def fingerprint(value: Any) -> Any:
    """Everything inside ``value`` as nested plain data (objects by their type and fields,
    functions and weak references by identity): equal fingerprints, equal states."""
    if value is None or isinstance(value, (bool, int, float, str, bytes)):
        return value
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [fingerprint(item) for item in value])
    if isinstance(value, dict):
        return ("dict", [(fingerprint(k), fingerprint(v)) for k, v in value.items()])
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, sorted(repr(fingerprint(item)) for item in value))
    if (callable(value) and not hasattr(value, "__dict__")) or isinstance(value, weakref.ref):
        return ("identity", id(value))
    fields = dict(getattr(value, "__dict__", {}))
    for name in getattr(type(value), "__slots__", ()):
        if hasattr(value, name):
            fields[name] = getattr(value, name)
    if not fields and callable(value):
        return ("identity", id(value))
    return (type(value).__qualname__, fingerprint(fields))


class _Broken(Exception):
    """A perform that failed on purpose, after doing its work."""


def check_undo(game: Game, action: Any) -> None:
    """Should ``action``'s perform fail after changing everything it changes, ``apply`` puts
    every attribute of the game back as it was (what a game's ``_copies`` must make sure)."""
    before = fingerprint(vars(game))
    perform = game._perform

    def broken(action: Any) -> Any:
        perform(action)
        raise _Broken

    game._perform = broken  # type: ignore[method-assign]
    try:
        game.apply(action)
    except _Broken:
        pass
    else:
        raise AssertionError("the broken perform did not run")
    finally:
        del game._perform
    assert fingerprint(vars(game)) == before, f"a failed {action!r:.80} left the game changed"


@dataclass
class Report:
    """What a contract run checked: the games played to their end, actions applied, positions
    checked in full, and the rare actions (give up, leave) drawn among them."""

    finished: list[Game] = field(default_factory=list)
    actions: int = 0
    positions: int = 0
    rare: int = 0

    @property
    def games(self) -> int:
        return len(self.finished)

    def __str__(self) -> str:
        return (
            f"contract: {self.games} games played to the end, {self.actions} actions applied, "
            f"{self.positions} positions checked in full, {self.rare} rare actions"
        )


def capped(done: Callable[[], bool], cap: int = 2000) -> Iterator[int]:
    """Loop until ``done()``; a loop that needs more than ``cap`` rounds fails at once
    (a stalled game), instead of running until the test's timeout."""
    for step in range(cap):
        if done():
            return
        yield step
    raise AssertionError(f"still not done after {cap} rounds: the game has stalled")


def check_contract(
    new_game: Callable[[int], Game],
    *,
    seeds: Iterable[int] = range(3),
    cap: int = 2000,
    private: Callable[[Game, int], list[Any]] | None = None,
    illegal: Callable[[Game], Iterable[Any]] | None = None,
    rare: Callable[[Game], list[Any]] | None = None,
    rare_rate: float = 0.003,
    check_every: int = 1,
    rebuild_every: int = 25,
) -> Report:
    """Play a seeded random game per seed with ``new_game(seed)`` to its end and check the contract.

    Every game must end within ``cap`` actions. ``rare(game)``: the actions allowed now that
    end a seat's game early (give up, leave); they are drawn with probability ``rare_rate``
    only, so that games are played in full. ``private(game, seat)``: JSON values only
    ``seat`` may see (none may appear in another seat's view nor on the shared screen).
    ``illegal(game)``: actions of this game that the rules forbid now (on top of the kit's
    own malformed inputs and earlier actions that are no longer legal). Every
    ``check_every``-th position is checked in full (the cheap checks run at every one).
    Returns (and prints) a :class:`Report` of what was checked.
    """
    report = Report()
    for seed in seeds:
        game = new_game(seed)
        chooser = random.Random(seed)
        seen: list[Any] = []
        heard: list[int] = []
        game.subscribe(_count_actions(game, heard), weak=False)
        for step in capped(game.is_terminal, cap):
            if step % check_every == 0:
                _check_position(game, seen, private, illegal, chooser)
                report.positions += 1
            if step % rebuild_every == 0:
                check_rebuilds(game)
            legal = game.legal_actions()
            assert legal, f"{game!r} is not over but has no legal action"
            action, is_rare = _choose(game, legal, rare, rare_rate, chooser)
            if step % check_every == 0:
                check_undo(game, action)
            count = len(game.actions)
            game.apply(action)
            assert len(game.actions) == count + 1, "every applied action is logged once"
            assert heard and heard[-1] == count + 1, "listeners hear of an action once it is logged"
            report.actions += 1
            report.rare += is_rare
            seen.extend(a for a in legal if a not in seen)
            del seen[:-60]
        _check_position(game, seen, private, illegal, chooser)
        report.positions += 1
        check_rebuilds(game)
        _check_outcome(game)
        report.finished.append(game)
    print(report)
    return report


def _count_actions(game: Game, heard: list[int]) -> Callable[[], None]:
    """A listener that notes how many actions the game had logged when it was called."""
    return lambda: heard.append(len(game.actions))


def _choose(
    game: Game, legal: list[Any], rare: Callable[[Game], list[Any]] | None, rare_rate: float, chooser: random.Random
) -> tuple[Any, bool]:
    """A random action: one of ``rare(game)`` with probability ``rare_rate``, else a common one."""
    scarce = rare(game) if rare is not None else []
    common = [a for a in legal if a not in scarce]
    if scarce and (not common or chooser.random() < rare_rate):
        return chooser.choice(scarce), True
    return chooser.choice(common), False


def _check_outcome(game: Game) -> None:
    outcome = game.outcome()
    assert isinstance(outcome, Outcome) and len(outcome.scores) == len(outcome.places) == game.players
    assert game.legal_actions() == [] and game.to_act() == []
    assert set(outcome.winners) == {s for s, place in enumerate(outcome.places) if place == 1}
    assert game.running_scores() == [int(score) for score in outcome.scores], "the running scores end as the outcome's"


def _check_position(
    game: Game,
    seen: list[Any],
    private: Callable[[Game, int], list[Any]] | None,
    illegal: Callable[[Game], Iterable[Any]] | None,
    chooser: random.Random,
) -> None:
    before = state(game)
    shown = views(game)
    legal = game.legal_actions()
    assert legal == game.legal_actions() and views(game) == shown and state(game) == before, "reading changed it"
    waiting = game.to_act()
    assert waiting == sorted(set(waiting)) and all(0 <= s < game.players for s in waiting)
    scores = game.running_scores()
    assert len(scores) == game.players and all(s is None or isinstance(s, int) for s in scores)
    assert (waiting == []) == game.is_terminal() or not legal
    for action in legal:
        assert game.can_apply(action), f"{action!r} is listed as legal but can_apply refuses it"
        assert game.parse_action(str(action)) == action, f"the notation {str(action)!r} does not read back"
        assert game.actor(action) is None or 0 <= game.actor(action) < game.players
    assert state(game) == before, "can_apply or parse_action changed the game"
    for bad in MALFORMED:
        assert_refused(game, bad)
    for old in chooser.sample(seen, min(len(seen), 8)):
        if old not in legal:
            assert_refused(game, old)
    if illegal is not None:
        for bad in illegal(game):
            assert_refused(game, bad)
    if private is not None:
        for owner in range(game.players):
            secrets = [json.dumps(value, sort_keys=True) for value in private(game, owner)]
            for viewer in (None, *range(game.players)):
                if viewer == owner:
                    continue
                text = json.dumps(game.view(viewer), sort_keys=True)
                leaked = [s for s in secrets if s in text]
                assert not leaked, f"seat {viewer} sees seat {owner}'s private {leaked[0]:.80}"


def hostile_messages(message_types: Iterable[str]) -> list[Any]:
    """Messages no front end of ours sends: wrong types, huge payloads, unknown actions."""
    out: list[Any] = [
        "roll",
        7,
        None,
        [{"type": "roll"}],
        {"type": "x" * 5000},
        {"type": "no-such-message"},
        {"type": 3},
        {"typo": "roll"},
        {"type": "roll", "payload": "x" * 10_000},
        {"type": "roll", "nested": [[[[[[[[[[]]]]]]]]]] * 400},
    ]
    for kind in message_types:
        out += [
            {"type": kind, "unexpected": [1, 2]},
            {"type": kind, "die": float("nan")},
            {"type": kind, "seat": "0", "turn": "1", "box": 5, "cell": -1, "die": True},
        ]
    return out


def check_widget_contract(widget: Any, extra: Iterable[Any] = ()) -> None:
    """``widget`` answers every hostile message (and each of ``extra``) with a notice and
    no traceback, leaving its game exactly as it was."""
    game = widget.game
    for message in [*hostile_messages(widget.message_types), *extra]:
        before, notices = state(game), widget.notice
        try:
            applied = widget.receive(message)
        except LudotecaError as error:  # pragma: no cover - a test failure, reported plainly
            raise AssertionError(f"the widget raised {error!r} for {message!r:.80}") from error
        assert applied is False, f"the widget accepted {message!r:.80}"
        assert widget.notice.get("text"), f"no notice for {message!r:.80}"
        assert widget.notice.get("code") != "internal", f"{message!r:.80} hit a bug: {widget.notice}"
        assert widget.notice != notices or notices.get("id") is None or widget.notice["id"] != notices["id"]
        assert state(game) == before, f"{message!r:.80} changed the game"
