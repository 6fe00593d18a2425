"""The advisor's time budget: past it the hint stops trying powers and returns its best plan so far."""

from __future__ import annotations

from ludoteca.magdagdon import Game
from ludoteca.magdagdon.advisor import advice as hint


def saved_by_power() -> Game:
    game = Game(difficulty="peaceful", seed=1)
    game.roll([1, 1, 2, 2])
    game.stage(0, "a1")
    game.stage(2, "a2")
    game.confirm()
    game.roll([6, 6, 6, 5])  # MAGDAGDON: only a power (or a ruin) helps
    return game


def test_no_budget_searches_every_power() -> None:
    full = hint(saved_by_power(), budget=None)
    assert full is not None and full.best.power is not None
    assert not any("time ran out" in note for note in full.notes)


def test_a_spent_budget_returns_the_best_plan_found_so_far() -> None:
    game = saved_by_power()
    cut = hint(game, budget=0.0)
    full = hint(game, budget=None)
    assert cut is not None and full is not None
    assert any("time ran out" in note for note in cut.notes)
    assert cut.best.value <= full.best.value  # fewer plans tried: never a better one
    assert cut.best.ruin is not None or cut.best.power is None  # no power was tried: a ruin
    action = cut.next_action(game)  # still a plan the game accepts
    game.apply(action)


def test_placements_stopped_early_keep_the_boards_found_so_far() -> None:
    from ludoteca.magdagdon.rules import allowed
    from ludoteca.magdagdon.search import placements

    codes = (0, 4, 0, 0, 0, 4, 3, 2, 0, 4, 0, 0, 0, 4, 0, 0)
    full = placements(codes, (2, 5, 4, 3), 2)
    cut = placements(codes, (2, 5, 4, 3), 2, stop=lambda: True)
    assert 1 <= len(cut) < len(full)
    for board, order in cut.items():
        assert full[board] == order  # the same way to each board as the full enumeration
        placed = list(codes)
        for value, cell in order:
            assert allowed(placed, cell, value)
            placed[cell] = value
        assert tuple(placed) == board


def test_bots_with_a_spent_budget_still_play_whole_games_of_legal_moves() -> None:
    from ludoteca.magdagdon.bots import AdvisorBot

    for difficulty, seed in (("peaceful", 2), ("nightmare", 1)):
        game = Game(difficulty=difficulty, seed=seed)
        bot = AdvisorBot(game.rules, seed, budget=0.0)
        for _ in range(500):
            if game.is_terminal():
                break
            if game.dice is not None and not game.staged:
                cut, full = hint(game, budget=0.0), hint(game, budget=None)
                assert cut is not None and full is not None
                assert cut.best.value <= full.best.value + 1  # a cut search finds no better plan
            game.apply(bot.choose(game, 0))  # apply refuses an illegal action
        assert game.is_terminal()
