"""Computer players for every game: the bot protocol, a registry per game, and a seeded
simulator with a progress bar.

A bot names the next action of one seat (``bot.choose(game, seat)``); :func:`play_out`
lets bots play a game to its end, whoever is to act (one seat at a time, or several at once);
:func:`simulate` plays many seeded games, here or on any ``concurrent.futures`` executor.

>>> from ludoteca.bonanza import Game
>>> scores = simulate(lambda seed: Game(["Robo"], seed=seed), {"Robo": "greedy"}, games=3)
>>> len(scores)
3

One call serves every game: name it, and the game is made with one seat per kind and the
options given (each game's own ``simulate`` is a shorthand of this one):

>>> simulate("magdagdon", ["greedy"], 2, difficulty="survival").tolist() == simulate(
...     lambda seed: registry.engine("magdagdon")(1, seed=seed, difficulty="survival"), ["greedy"], 2).tolist()
True
"""

from __future__ import annotations

import importlib
import pickle
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from functools import partial
from typing import Any, Protocol, TypeVar

import numpy as np

from ludoteca.core import registry
from ludoteca.core.game import Game
from ludoteca.core.rng import Rng

__all__ = [
    "TABLE_BUDGET",
    "Bot",
    "BotFactory",
    "bot_kinds",
    "bot_seed",
    "make_bot",
    "play_out",
    "register_bot",
    "simulate",
]

G = TypeVar("G", bound=Game)


class Bot(Protocol):
    """A computer player: ``choose(game, seat)`` is the next action for ``seat``."""

    @property
    def kind(self) -> str:
        """The bot's kind ("greedy"): a class attribute or an instance one."""

    def choose(self, game: Any, seat: int) -> Any: ...


#: Makes a bot from the game's rules and a seed.
BotFactory = Callable[[Any, int], Bot]

#: Seconds (wall clock) a computer player at a table may search for one move before it plays
#: the best it found so far: with what follows the deadline, a move comes within 200 ms. Only
#: tables use it (:func:`seat_bots`); tournaments play at full strength (see :func:`make_bot`).
TABLE_BUDGET = 0.12

_REGISTRY: dict[str, dict[str, BotFactory]] = {}


def register_bot(game: str, kind: str, factory: BotFactory) -> None:
    """Make ``kind`` a computer player of ``game`` (``factory(rules, seed)`` builds one). The
    game's own bots are registered first, so a kind added early does not hide them."""
    _load(game)
    _REGISTRY.setdefault(game, {})[kind] = factory


def bot_kinds(game: str) -> tuple[str, ...]:
    """The bot kinds registered for ``game``, in registration order."""
    _load(game)
    return tuple(_REGISTRY.get(game, {}))


def make_bot(game: str, kind: str, rules: Any, seed: int = 0, *, budget: float | None = None) -> Bot:
    """A bot of ``kind`` for ``game``; ValueError names the kinds there are.

    ``budget``: seconds of wall-clock time per move for a bot that searches (one with a
    ``budget`` attribute; the others answer at once anyway), for play at a table. None, the
    default and what :func:`simulate` uses, plays at full strength: a game's result then
    depends on its seed alone, whereas under a time budget the play would depend on the
    machine's speed and load, so a tournament could not be repeated."""
    _load(game)
    factories = _REGISTRY.get(game, {})
    if kind not in factories:
        raise ValueError(f"no {game} bot plays {kind!r:.40}; the bots are: {', '.join(factories)}")
    bot = factories[kind](rules, seed)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = budget  # the searching bots all take one
    return bot


def _load(game: str) -> None:
    """Import the module that registers ``game``'s bots (the game registry names it), once."""
    if game in _REGISTRY:
        return
    try:
        module = registry.game_info(game).bots
    except ValueError:
        return  # not a registered game: it has the bots registered by hand, if any
    if module is not None:
        importlib.import_module(module)


def play_out(game: G, bots: Mapping[int, Bot], *, limit: int = 1_000_000) -> G:
    """Let ``bots`` (seat -> bot) play ``game`` until it ends or waits for a seat without a
    bot. ``limit`` guards against a bot that never finishes."""
    for _ in range(limit):
        waiting = [seat for seat in game.to_act() if seat in bots]
        if game.is_terminal() or not waiting:
            return game
        for seat in waiting:
            if seat in game.to_act():
                game.apply(bots[seat].choose(game, seat))
    raise RuntimeError(f"the bots did not finish the game in {limit} actions")


def seat_bots(game: Game, seed: int = 0, *, budget: float | None = TABLE_BUDGET) -> dict[int, Bot]:
    """A bot for every computer seat of ``game`` (seat ``i`` seeded with ``seed + i + 1``), as
    a table makes them: each move within ``budget`` seconds (see :func:`make_bot`)."""
    return {
        i: make_bot(game.name, seat.kind, game.rules, seed + i + 1, budget=budget)
        for i, seat in enumerate(game.seats)
        if seat.kind != "human"
    }


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s bot in the game seeded ``game_seed``: drawn from a part of
    that game's stream the game itself never reaches, so a bot's choices never echo its dice."""
    return Rng(game_seed, counter=(1 << 48) + seat).below(1 << 62)


def simulate(
    new_game: Callable[[int], Game] | str,
    kinds: Mapping[str, str] | Sequence[str],
    games: int,
    *,
    seed: int = 0,
    progress: bool = False,
    score: Callable[[Game], Sequence[int]] | None = None,
    executor: Executor | None = None,
    chunk: int | None = None,
    **options: Any,
) -> np.ndarray:
    """Final scores of ``games`` seeded games (game ``i`` is ``new_game(seed + i)``), each seat
    played by a bot of its kind; an array of shape (games, seats), or (games,) for one seat.
    ``new_game`` may instead name a game ("luckybox"): game ``i`` is then that game's
    ``Game(len(kinds), seed=seed + i, **options)``.

    ``kinds`` maps each seat's name to a bot kind, or lists the kinds in seat order. Each game
    gets new bots, seeded from the game's seed (:func:`bot_seed`) and playing at full strength
    (no time budget: see :func:`make_bot`), so a game's result depends on its seed alone: the
    same on any ``executor`` (a process pool, a Dask client's ``get_executor()``, or None to
    play here), in any order. Games travel in tasks of
    ``chunk`` games; on a process pool ``new_game`` and ``score`` must pickle (a module-level
    function or a ``functools.partial`` of one, not a lambda).
    """
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise ValueError(f"games must be a whole number >= 0, not {games!r:.40}")
    order = tuple(kinds.values() if isinstance(kinds, Mapping) else kinds)
    if isinstance(new_game, str):
        registry.game_info(new_game)  # an unknown game is refused here, naming the games
        new_game = partial(_named_game, new_game, len(order), options)
    elif options:
        raise TypeError(f"game options ({', '.join(options)}) go with a game's name, not with a new_game function")
    size = chunk if chunk is not None else max(1, min(250, -(-games // 40)))
    if not isinstance(size, int) or isinstance(size, bool) or size < 1:
        raise ValueError(f"chunk is a number of games >= 1, not {chunk!r:.40}")
    if isinstance(executor, ProcessPoolExecutor):
        _check_pickles(new_game=new_game, score=score)
    starts = range(seed, seed + games, size)
    task = partial(_play_games, new_game, order, score)
    bar = _bar(games, " v ".join(map(str, order))) if progress else None
    parts: dict[int, list[list[int]]] = {}
    try:
        if executor is None:
            for start in starts:
                parts[start] = task(start, min(size, seed + games - start))
                if bar is not None:
                    bar.update(len(parts[start]))
        else:
            futures = {executor.submit(task, start, min(size, seed + games - start)): start for start in starts}
            for future in as_completed(futures):
                parts[futures[future]] = future.result()
                if bar is not None:
                    bar.update(len(parts[futures[future]]))
    finally:
        if bar is not None:
            bar.close()
    rows = [row for start in starts for row in parts[start]]
    if not rows:
        return np.zeros(0, dtype=np.int64)
    out = np.array(rows, dtype=np.int64)
    return out[:, 0] if out.shape[1] == 1 else out


def _named_game(name: str, players: int, options: dict[str, Any], seed: int) -> Game:
    game: Game = registry.engine(name)(players, seed=seed, **options)
    return game


def _play_games(
    new_game: Callable[[int], Game],
    kinds: Sequence[str],
    score: Callable[[Game], Sequence[int]] | None,
    start: int,
    count: int,
) -> list[list[int]]:
    """The final scores of the games seeded ``start`` to ``start + count - 1`` (one task)."""
    rows = []
    for game_seed in range(start, start + count):
        game = new_game(game_seed)
        bots = {i: make_bot(game.name, kind, game.rules, bot_seed(game_seed, i)) for i, kind in enumerate(kinds)}
        play_out(game, bots)
        outcome = game.outcome()
        rows.append(list(score(game)) if score is not None else list(outcome.scores if outcome else []))
    return rows


def _check_pickles(**functions: Any) -> None:
    for name, function in functions.items():
        try:
            pickle.dumps(function)
        except (pickle.PicklingError, AttributeError, TypeError) as error:
            raise TypeError(
                f"{name} cannot travel to a process pool ({error}); give a module-level function "
                f"or a functools.partial of one instead of a lambda or a local function"
            ) from None


def _bar(total: int, desc: str) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="game")
