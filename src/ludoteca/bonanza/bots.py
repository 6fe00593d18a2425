"""Computer players for Bonanza, and a simulator to compare them.

A bot looks at a :class:`~ludoteca.bonanza.game.Game` and names the next single action
for the current player; :func:`play_turn` and :func:`play_game` apply them.

>>> game = play_game(["greedy", "random"], seed=3)
>>> game.is_terminal(), len(game.ranking())
(True, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor
from functools import partial
from typing import ClassVar, cast

import numpy as np

from ludoteca.bonanza.actions import Action, Keep, Record, Roll, Scratch
from ludoteca.bonanza.game import Game, Seat
from ludoteca.bonanza.rules import Rules, score
from ludoteca.core import bots as core_bots
from ludoteca.core.bots import register_bot
from ludoteca.core.rng import Rng

#: Rolls the greedy bot records at once instead of chasing more.
GREEDY_STOPS = ("full_house", "large_straight", "bonanza")


def _held_values(game: Game) -> tuple[int, ...]:
    return tuple(sorted(d for d, held in zip(game.rolled_dice(), game.held) if held))


def _record(box: str, points: int) -> Action:
    """Write the dice in ``box``: a record, or a scratch where the box itself scores 0
    (even when a joker's extra bonus comes with it)."""
    return Record(box) if points else Scratch(box)


class Bot:
    """A computer player: ``choose(game)`` is its next action as the current player."""

    kind: ClassVar[str] = "bot"

    def choose(self, game: Game, seat: int | None = None) -> Action:
        """The next action of the player to move (``seat`` is that player: Bonanza is played
        one seat at a time)."""
        raise NotImplementedError

    def _keep_then_roll(self, game: Game, keep: Sequence[int]) -> Action:
        keep = tuple(sorted(keep))
        return Roll() if _held_values(game) == keep else Keep(keep)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class OptimalBot(Bot):
    """Plays the advisor's first choice: the strategy with the highest expected final score."""

    kind = "optimal"

    def __init__(self, rules: Rules = Rules()) -> None:
        from ludoteca.bonanza.solver import Advisor

        self.rules = rules
        self.advisor = Advisor.shared(rules)

    def choose(self, game: Game, seat: int | None = None) -> Action:
        if game.dice is None:
            return Roll()
        options = self.advisor.advise(game.sheet, game.dice, game.rolls_left)
        best = options[0]
        if best.keep is not None and len(best.keep) < 5:  # a keep is only offered while re-rolls remain
            return self._keep_then_roll(game, best.keep)
        box = next(o.box for o in options if o.box is not None)  # the best record
        return _record(box, game.previews()[box])

    def __repr__(self) -> str:
        return f"OptimalBot({self.rules!r})"


class GreedyBot(Bot):
    """Takes the most points it can now; while re-rolls remain it chases its most
    frequent face (the higher on ties), unless the roll already makes a full house,
    a large straight or a Bonanza in a free box."""

    kind = "greedy"

    def choose(self, game: Game, seat: int | None = None) -> Action:
        if game.dice is None:
            return Roll()
        previews = game.previews()
        made = any(previews.get(box, 0) > 0 for box in GREEDY_STOPS)
        if game.can_hold() and not made:
            counts = Counter(game.dice)
            face = max(counts, key=lambda f: (counts[f], f))
            if counts[face] < 5:
                return self._keep_then_roll(game, (face,) * counts[face])
        box = max(previews, key=lambda b: previews[b])  # the first box on ties, in sheet order
        return _record(box, previews[box])


class RandomBot(Bot):
    """Plays at random: sometimes keeps random dice and rolls, else records in a random legal box."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)
        self._roll_next: tuple[int, int] | None = None  # (turn, rolls) after choosing a keep

    def choose(self, game: Game, seat: int | None = None) -> Action:
        if game.dice is None:
            return Roll()
        if self._roll_next == (game.turn, game.rolls) and game.can_roll():
            self._roll_next = None
            return Roll()
        if game.can_hold() and self.rng.below(2):
            mask = self.rng.below(31)  # never all five held: the roll must move a die
            self._roll_next = (game.turn, game.rolls)
            return Keep(tuple(d for i, d in enumerate(game.dice) if mask >> i & 1))
        boxes = game.legal_boxes()
        box = boxes[self.rng.below(len(boxes))]
        return _record(box, score(game.dice, box, game.sheet, game.rules))

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


BOTS: dict[str, type[Bot]] = {"optimal": OptimalBot, "greedy": GreedyBot, "random": RandomBot}

register_bot("bonanza", "optimal", lambda rules, seed: OptimalBot(rules))
register_bot("bonanza", "greedy", lambda rules, seed: GreedyBot())
register_bot("bonanza", "random", lambda rules, seed: RandomBot(seed))


def make_bot(kind: str, rules: Rules = Rules(), seed: int = 0) -> Bot:
    """A bot of ``kind`` ("optimal", "greedy" or "random")."""
    return cast(Bot, core_bots.make_bot("bonanza", kind, rules, seed))  # bonanza's registry holds only these


def play_turn(game: Game, bot: Bot) -> list[Action]:
    """Let ``bot`` play the current player's whole turn; return the actions it made."""
    turn, done = game.turn, []
    while not game.is_terminal() and game.turn == turn:
        action = bot.choose(game)
        game.apply(action)
        done.append(action)
    return done


def _seats(bots: Sequence[Bot]) -> list[Seat]:
    return [
        Seat(f"{bot.kind.capitalize()} {i + 1}", bot.kind if bot.kind in BOTS else "human")
        for i, bot in enumerate(bots)
    ]


def play_game(bots: Sequence[Bot | str], seed: int = 0, rules: Rules = Rules()) -> Game:
    """A whole game between ``bots`` (bots or kinds), one seat each, seeded."""
    players = [make_bot(b, rules, seed + i) if isinstance(b, str) else b for i, b in enumerate(bots)]
    game = Game(_seats(players), seed=seed, rules=rules)
    return core_bots.play_out(game, dict(enumerate(players)))


def simulate(
    kind: str,
    games: int,
    seed: int = 0,
    rules: Rules = Rules(),
    progress: bool = False,
    executor: Executor | None = None,
) -> np.ndarray:
    """Final scores of ``games`` solo games played by a ``kind`` bot (game ``i`` uses seed
    ``seed + i``), here or on ``executor``: the scores are the same either way."""
    seat = _seats([make_bot(kind, rules, seed)])
    new_game = partial(_solo_game, seat, rules)
    return core_bots.simulate(new_game, [kind], games, seed=seed, progress=progress, executor=executor)


def _solo_game(seats: list[Seat], rules: Rules, seed: int) -> Game:
    return Game(seats, seed=seed, rules=rules)
