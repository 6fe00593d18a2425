"""Saves written by the Bonanza of 2026-12-01 (before the engine moved onto core's template)
still load, as the same positions, and play on."""

from __future__ import annotations

import json
from pathlib import Path

from ludoteca.bonanza import Game, load
from ludoteca.bonanza.bots import play_game

DATA = Path(__file__).parent / "data"


def test_a_table_saved_mid_game_loads_and_plays_on():
    game = load(DATA / "saved-2026-12-01-table.json", clock=lambda: 0.0)
    assert [seat.name for seat in game.seats] == ["Ana", "Robo"] and game.turn_seconds == 30
    saved = json.loads((DATA / "saved-2026-12-01-table.json").read_text(encoding="utf-8"))["actions"]
    # the rolls chance decided are logged now with what they showed; the rest as it was saved
    logged = [str(a) for a in game.actions]
    assert [a.split()[0] for a in logged] == ["rolled", "hold", "hold", "rolled", "record", "roll", "record"]
    assert [a for a in logged if not a.startswith("rolled ")] == [a for a in saved if a != "roll"]
    assert len(game.actions[0].dice) == 5 and len(game.actions[3].dice) == 3  # two dice were held
    # the log now replays without the seed, into the same game
    again = Game.replay(game.rules, 1, game.seats, game.actions, turn_seconds=30, clock=lambda: 0.0)
    assert again.view() == game.view() and again.to_json()["actions"] == logged
    assert game.sheets[0].boxes["ones"] >= 0 and game.sheets[1].boxes == {"bonanza": 50}
    assert game.current == 0 and game.turn == 3 and not game.is_terminal()
    game.roll()
    assert game.dice is not None and game.legal_boxes()
    assert Game.from_json(game.to_json(), clock=lambda: 0.0).to_json() == game.to_json()


def test_a_finished_solo_save_is_the_same_game_as_today():
    game = load(DATA / "saved-2026-12-01-solo-finished.json")
    assert game.is_terminal() and game.sheets[0].total() == 155
    assert game.to_json() == play_game(["greedy"], seed=11).to_json()
