"""A league of computer players: every pairing plays, on any executor, and each player gets
a rating with its uncertainty.

Entrants are a game's bot kinds (``bot_kinds(game)``, policies made bot kinds by
:func:`ludoteca.envs.register_policy` among them) or ``(name, factory)`` pairs, where
``factory(rules, seed)`` makes a bot. At a table (``seats`` of 2 or more) each group of
``seats`` entrants plays ``games`` games, the seating turned by one each game; solo
(``seats=1``) every entrant plays the same ``games`` deals and each deal ranks them by score.

Ratings come from OpenSkill's Plackett-Luce model: it rates free-for-alls of any size with
shared places, is actively maintained and free of patents (TrueSkill's package has not
changed since 2018 and its method is patented). Games are played wherever the executor runs
them (None: here; a thread or process pool; a Dask ``Client.get_executor()``), but they are
rated afterwards in their fixed order, so a seed gives the same league on any of them.

>>> table = league("magdagdon", ["greedy", "random"], games=4, seats=1, difficulty="survival")
>>> [row["name"] for row in table.rows()]
['greedy', 'random']
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ludoteca.core import registry
from ludoteca.core.bots import BotFactory, bot_kinds, bot_seed, make_bot, play_out

__all__ = ["Entrant", "League", "league"]

#: A bot kind of the game, or a name and a ``factory(rules, seed)`` of bots.
Entrant = str | tuple[str, BotFactory]


@dataclass(frozen=True, slots=True)
class _Match:
    """One game: the entrants by seat (solo: one deal every entrant plays) and its seed."""

    entrants: tuple[int, ...]
    seed: int


@dataclass
class League:
    """A played league: the entrants' names, every game (``results``: seed, entrants by seat
    as indices and names, scores, places) and the ratings (OpenSkill's, in entrant order)."""

    game: str
    names: tuple[str, ...]
    results: list[dict[str, Any]]
    ratings: list[Any] = field(default_factory=list)

    def rows(self) -> list[dict[str, Any]]:
        """The table, best first (by rating less three uncertainties): rank, name, rating,
        uncertainty, conservative rating, games, wins (first places, shared included) and
        mean score."""
        out = []
        for i, name in enumerate(self.names):
            mine = [
                (r["scores"][s], r["places"][s]) for r in self.results for s, e in enumerate(r["entrants"]) if e == i
            ]
            rating = self.ratings[i]
            out.append(
                {
                    "name": name,
                    "rating": round(rating.mu, 3),
                    "uncertainty": round(rating.sigma, 3),
                    "conservative": round(rating.mu - 3 * rating.sigma, 3),
                    "games": len(mine),
                    "wins": sum(place == 1 for _, place in mine),
                    "mean_score": round(sum(score for score, _ in mine) / len(mine), 3) if mine else None,
                }
            )
        out.sort(key=lambda row: (-row["conservative"], row["name"]))
        return [{"rank": k + 1, **row} for k, row in enumerate(out)]

    def plot(self, ax: Any = None) -> Any:
        """Each entrant's rating with two uncertainties either side (matplotlib, imported now)."""
        import matplotlib.pyplot as plt

        rows = self.rows()[::-1]
        ax = ax if ax is not None else plt.subplots(figsize=(6, 0.5 + 0.4 * len(rows)))[1]
        ax.errorbar([r["rating"] for r in rows], range(len(rows)), xerr=[2 * r["uncertainty"] for r in rows], fmt="o")
        ax.set_yticks(range(len(rows)), [r["name"] for r in rows])
        ax.set_xlabel("rating (± 2 uncertainties)")
        ax.set_title(f"{self.game}: {len(self.results)} games")
        return ax

    def __str__(self) -> str:
        lines = [f"{'':>3} {'name':<20} {'rating':>8} {'±':>6} {'games':>6} {'wins':>5} {'mean':>8}"]
        for r in self.rows():
            mean = "" if r["mean_score"] is None else f"{r['mean_score']:.1f}"
            lines.append(
                f"{r['rank']:>3} {r['name'][:20]:<20} {r['rating']:>8.2f} {r['uncertainty']:>6.2f} "
                f"{r['games']:>6} {r['wins']:>5} {mean:>8}"
            )
        return "\n".join(lines)


def league(
    game: str,
    entrants: Sequence[Entrant],
    *,
    games: int = 10,
    seats: int = 2,
    seed: int = 0,
    executor: Executor | None = None,
    progress: bool = False,
    **options: Any,
) -> League:
    """Play a round robin of ``entrants`` at ``game`` and rate them (see the module docstring).
    ``options`` go to the game's constructor (``difficulty="survival"``)."""
    names, factories = _entrants(game, entrants)
    _whole(games, "games", 1)
    _whole(seats, "seats", 1)
    if seats > len(names):
        raise ValueError(f"a league at tables of {seats} needs at least {seats} entrants, not {len(names)}")
    matches = _matches(len(names), games, seats, seed)
    task = _Task(game, factories, options)
    per_match = len(names) if seats == 1 else 1  # games played by one task
    bar = _bar(len(matches) * per_match, game) if progress else None
    played: dict[int, dict[str, Any]] = {}
    try:
        if executor is None:
            for k, match in enumerate(matches):
                played[k] = task(match)
                _tick(bar, per_match)
        else:
            futures = {executor.submit(task, match): k for k, match in enumerate(matches)}
            for future in as_completed(futures):
                played[futures[future]] = future.result()
                _tick(bar, per_match)
    finally:
        if bar is not None:
            bar.close()
    results = [{**played[k], "names": [names[e] for e in played[k]["entrants"]]} for k in range(len(matches))]
    return League(game, names, results, _rate(len(names), results))


class _Task:
    """Plays one match's games (a picklable callable, for process pools)."""

    def __init__(self, game: str, factories: Sequence[BotFactory | str], options: dict[str, Any]) -> None:
        self.game, self.factories, self.options = game, tuple(factories), options

    def __call__(self, match: _Match) -> dict[str, Any]:
        return self._solo(match.seed) if len(match.entrants) == 1 else self._table(match.entrants, match.seed)

    def _new_game(self, players: int, seed: int) -> Any:
        return registry.engine(self.game)(players, seed=seed, **self.options)

    def _bot(self, entrant: int, rules: Any, seed: int) -> Any:
        factory = self.factories[entrant]
        return make_bot(self.game, factory, rules, seed) if isinstance(factory, str) else factory(rules, seed)

    def _table(self, entrants: tuple[int, ...], game_seed: int) -> dict[str, Any]:
        game = self._new_game(len(entrants), game_seed)
        bots = {s: self._bot(e, game.rules, bot_seed(game_seed, s)) for s, e in enumerate(entrants)}
        outcome = play_out(game, bots).outcome()
        return {
            "seed": game_seed,
            "entrants": list(entrants),
            "scores": list(outcome.scores),
            "places": list(outcome.places),
        }

    def _solo(self, game_seed: int) -> dict[str, Any]:
        """Every entrant alone on the same deal, ranked by score (ties share a place)."""
        everyone = range(len(self.factories))
        scores = []
        for e in everyone:
            game = self._new_game(1, game_seed)
            scores.append(play_out(game, {0: self._bot(e, game.rules, bot_seed(game_seed, 0))}).outcome().scores[0])
        places = [1 + sum(other > score for other in scores) for score in scores]
        return {"seed": game_seed, "entrants": list(everyone), "scores": scores, "places": places}


def _entrants(game: str, entrants: Sequence[Entrant]) -> tuple[tuple[str, ...], list[BotFactory | str]]:
    registry.game_info(game)  # an unknown game is refused here, naming the games
    importlib.import_module(registry.game_info(game).package)
    names: list[str] = []
    factories: list[BotFactory | str] = []
    for entrant in entrants:
        if isinstance(entrant, str):
            if entrant not in bot_kinds(game):
                raise ValueError(f"no {game} bot plays {entrant!r:.40}; the bots are: {', '.join(bot_kinds(game))}")
            names.append(entrant)
            factories.append(entrant)
        elif isinstance(entrant, tuple) and len(entrant) == 2 and isinstance(entrant[0], str) and callable(entrant[1]):
            names.append(entrant[0])
            factories.append(entrant[1])
        else:
            raise TypeError(f"an entrant is a bot kind or a (name, factory) pair, not {entrant!r:.60}")
    if len(set(names)) != len(names) or len(names) < 2:
        raise ValueError(f"a league needs two or more entrants, each with its own name, not {names}")
    return tuple(names), factories


def _matches(entrants: int, games: int, seats: int, seed: int) -> list[_Match]:
    """The games to play: at tables, each group of entrants ``games`` times, the seating
    turned by one each game; solo, ``games`` deals (each played by everyone)."""
    if seats == 1:
        return [_Match((0,), seed + g) for g in range(games)]
    groups = [group for group in combinations(range(entrants), seats) for _ in range(games)]
    return [_Match(group[k % seats :] + group[: k % seats], seed + k) for k, group in enumerate(groups)]


def _rate(entrants: int, results: list[dict[str, Any]]) -> list[Any]:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = [model.rating() for _ in range(entrants)]
    for row in results:
        teams = [[ratings[e]] for e in row["entrants"]]
        for e, (rated,) in zip(row["entrants"], model.rate(teams, ranks=list(row["places"]))):
            ratings[e] = rated
    return ratings


def _whole(value: Any, name: str, low: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(f"{name} is a whole number >= {low}, not {value!r:.40}")


def _bar(total: int, desc: str) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="game")


def _tick(bar: Any, count: int) -> None:
    if bar is not None:
        bar.update(count)
