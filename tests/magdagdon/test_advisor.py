"""The advisor and the bots: hints are legal, deterministic and explain powers; bots finish games."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import numpy as np
import pytest

from ludoteca.core.bots import bot_kinds, make_bot, play_out, simulate
from ludoteca.magdagdon import Board, Game, Rules
from ludoteca.magdagdon.advisor import advice as hint
from ludoteca.magdagdon.evaluation import FEATURES, Evaluator, current_total, features
from ludoteca.magdagdon.search import placements

ENGINE = ("rules.py", "actions.py", "game.py")
PACKAGE = Path(__file__).parents[2] / "src" / "ludoteca" / "magdagdon"


def game_on(board: str, difficulty: str, dice, powers_used: int = 0) -> Game:
    game = Game(difficulty=difficulty, seed=1)
    game.board, game.powers_used = Board(board), powers_used
    game.roll(list(dice))
    return game


def test_engine_imports_nothing_from_above_it():
    for name in ENGINE:
        tree = ast.parse((PACKAGE / name).read_text())
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                for module in names:
                    assert not any(
                        word in module
                        for word in (
                            "advisor",
                            "bots",
                            "pictures",
                            "widget",
                            "learn",
                            "evaluation",
                            "IPython",
                            "ipywidgets",
                            "anywidget",
                        )
                    ), f"{name} imports {module}"


def test_no_hint_before_rolling_or_after_the_end():
    game = Game(seed=1)
    assert hint(game) is None
    game = game_on("1111/1111/1111/111-", "peaceful", (1, 1, 1, 1))
    game.stage(0, "d4")
    game.confirm()
    assert hint(game) is None


def test_hint_is_a_legal_plan_and_deterministic():
    game = Game(difficulty="survival", seed=4)
    game.roll()
    first = hint(game)
    assert str(first) == str(hint(game)) == str(hint(game.clone()))
    assert game.hints()[0].details["steps"] == first.best.steps()
    trial = game.clone()
    for value, cell in first.best.placements:
        trial.apply(f"place {value} at {cell}")
    assert len(first.best.placements) >= game.minimum
    trial.confirm()
    json.dumps(first.to_json())
    assert first.best.value >= max(p.value for p in first.options)


def test_hint_next_action_takes_back_staging_off_the_plan():
    game = Game(difficulty="peaceful", seed=9)
    game.roll([2, 3, 3, 4])
    plan = hint(game).best.placements
    off = next(
        a
        for a in game.legal_actions()
        if str(a) != f"place {plan[0][0]} at {plan[0][1]}" and type(a).__name__ == "Stage"
    )
    game.apply(off)
    assert str(hint(game).next_action(game)).startswith("take back")


def test_advisor_uses_a_power_to_escape_magdagdon_in_peaceful():
    game = game_on("3---/----/----/----", "peaceful", (6, 5, 5, 1))
    advice = hint(game)
    assert advice.in_magdagdon and advice.best.power is not None and advice.power_gain > 0
    assert "power gains" in str(advice)


def test_advisor_accepts_magdagdon_when_no_power_is_left():
    game = game_on("3---/----/----/----", "nightmare", (6, 6, 1, 1))
    advice = hint(game)
    assert advice.best.ruin is not None and advice.best.power is None
    assert str(advice.next_action(game)) == "accept magdagdon"
    game.accept()
    assert str(hint(game).next_action(game)).startswith("ruin ")


def test_placements_cover_every_ordering():
    codes = Board("3---/----/----/----").codes
    boards = placements(codes, (4, 5), 2)
    assert Board("345-/----/----/----").codes in boards  # the 5 needs the 4 first
    assert all(len(order) >= 2 for order in boards.values())


def test_evaluator_with_zero_weights_is_the_score_now():
    codes = Board("3456/4---/R---/----").codes
    ev = Evaluator("peaceful", [0.0] * len(FEATURES))
    assert ev.value(codes, 1) == current_total(codes, "peaceful", 1) == (78 + 4) + (7 + 4 + 5 + 6) - 15 - 10
    assert len(features(codes, 2)) == len(FEATURES)


def test_bots_are_registered_and_finish_games():
    assert set(bot_kinds("magdagdon")) == {"random", "greedy", "advisor"}
    for kind in ("random", "greedy", "advisor"):
        for difficulty in ("peaceful", "nightmare"):
            game = Game([("Robo", kind)], seed=3, rules=Rules(difficulty))
            bot = make_bot("magdagdon", kind, game.rules, 1)
            assert bot.kind == kind
            play_out(game, {0: bot})
            assert game.is_terminal() and game.outcome() is not None


def test_random_bot_is_seeded():
    def run(seed: int) -> list[str]:
        game = Game(seed=2)
        play_out(game, {0: make_bot("magdagdon", "random", game.rules, seed)})
        return [str(a) for a in game.actions]

    assert run(5) == run(5)


@pytest.mark.slow
def test_advisor_beats_greedy_on_fixed_seeds():
    def mean(kind: str) -> float:
        return float(np.mean(simulate(lambda seed: Game(difficulty="survival", seed=seed), [kind], games=15, seed=500)))

    assert mean("advisor") > mean("greedy") + 20


def test_random_bot_does_not_cycle_when_stuck():
    # Nightmare, seed 39 used to cycle: with a 3 staged on b2 and a 1 on d2 nothing else fits;
    # taking back one die let the only onward move re-stage it. Now it takes back both.
    bot = make_bot("magdagdon", "random", Rules("nightmare"), 0)
    for seed in range(40):
        play_out(Game(difficulty="nightmare", seed=seed), {0: bot}, limit=5000)
