"""What atomic actions cost: ``Game.apply`` snapshots the game before performing an action, so
a failure halfway can put it back. Prints, per game, the median and mean time of a live action
(with the snapshot) against a replayed one (without), over seeded random games played to their
end."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from ludoteca.bonanza import Game as Bonanza
from ludoteca.core.game import Game
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.magdagdon import Game as Magdagdon

GAMES: dict[str, Callable[[int], Game]] = {
    "Bonanza, 2 players": lambda seed: Bonanza(2, seed=seed),
    "Lucky Box, 4 players": lambda seed: LuckyBox(4, seed=seed),
    "MAGDAGDON, nightmare": lambda seed: Magdagdon(difficulty="nightmare", seed=seed),
}


def play(new_game: Callable[[int], Game], seed: int) -> tuple[Game, list[float]]:
    """A random game to its end (giving up left out) and the seconds each action took."""
    game, chooser, spent = new_game(seed), random.Random(seed), []
    for _ in range(5000):
        if game.is_terminal():
            return game, spent
        action = chooser.choice([a for a in game.legal_actions() if "give" not in str(a)])
        start = time.perf_counter()
        game.apply(action)
        spent.append(time.perf_counter() - start)
    raise RuntimeError("a game did not end within 5000 actions")


def main() -> None:
    for name, new_game in GAMES.items():
        live: list[float] = []
        replayed = 0.0
        actions = 0
        for seed in range(5):
            game, spent = play(new_game, seed)
            live += spent
            actions += len(game.actions)
            start = time.perf_counter()
            type(game).from_json(game.to_json())
            replayed += time.perf_counter() - start
        print(
            f"{name:24} {actions:5} actions: live {statistics.median(live) * 1e6:5.0f} us median, "
            f"{sum(live) / actions * 1e6:5.0f} us mean (snapshot included); "
            f"{replayed / actions * 1e6:5.0f} us mean per replayed one (no snapshot)"
        )


if __name__ == "__main__":
    main()
