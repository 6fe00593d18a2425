"""What reading a game costs: ``game.view(seat)`` for every seat of seeded random positions,
in a fresh process whose ``LUDOTECA_HOME`` is an empty folder (no strategy table cached), so a
view that asked an advisor would show here as seconds.

    python benchmarks/bench_view.py

Prints, per game, the first view's time (the one that would load an advisor), then the median
and the worst over every position, in milliseconds, and whether any advisor module got loaded.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

os.environ["LUDOTECA_HOME"] = tempfile.mkdtemp(prefix="bench-view-")  # before ludoteca reads it

from ludoteca.bonanza import Game as Bonanza
from ludoteca.core.game import Game
from ludoteca.luckybox import Game as LuckyBox
from ludoteca.magdagdon import Game as Magdagdon

GAMES = {
    "Bonanza, 2 players": lambda seed: Bonanza(["Ana", "Bruno"], seed=seed),
    "Lucky Box, 3 players": lambda seed: LuckyBox(3, seed=seed),
    "MAGDAGDON, peaceful": lambda seed: Magdagdon(difficulty="peaceful", seed=seed),
}
ADVISORS = (
    "ludoteca.bonanza.advisor",
    "ludoteca.bonanza.solver",
    "ludoteca.magdagdon.advisor",
    "ludoteca.luckybox.advisor",
)


def timed_views(game: Game) -> list[float]:
    out = []
    for seat in (None, *range(game.players)):
        start = time.perf_counter()
        game.view(seat)
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    for name, new_game in GAMES.items():
        spent: list[float] = []
        for seed in range(3):
            game, chooser = new_game(seed), random.Random(seed)
            first = game.legal_actions()[0]  # Bonanza's roll: its view then has dice to advise on
            game.apply(first)
            spent += timed_views(game)
            for _ in range(60):
                if game.is_terminal():
                    break
                game.apply(chooser.choice([a for a in game.legal_actions() if "give" not in str(a)]))
                spent += timed_views(game)
        loaded = [m for m in ADVISORS if m in sys.modules]
        print(
            f"{name:22} {len(spent):4} views: first {spent[0] * 1e3:6.2f} ms, median "
            f"{statistics.median(spent) * 1e3:5.2f} ms, worst {max(spent) * 1e3:6.2f} ms; "
            f"advisors loaded: {loaded or 'none'}"
        )


if __name__ == "__main__":
    main()
