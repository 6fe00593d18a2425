"""A computer player at a table moves within a time budget; in a tournament it plays at full
strength, so that a game's result depends on its seed alone."""

from __future__ import annotations

from ludoteca import bonanza, luckybox, magdagdon
from ludoteca.core.bots import TABLE_BUDGET, make_bot, seat_bots


def test_a_table_s_searching_bots_get_the_budget_and_the_others_are_untouched() -> None:
    game = luckybox.Game(["Ana", ("Robo", "planner"), ("Greta", "greedy"), ("Rex", "random")], seed=2)
    bots = seat_bots(game, game.seed)
    assert sorted(bots) == [1, 2, 3]
    assert bots[1].budget == bots[2].budget == TABLE_BUDGET  # type: ignore[attr-defined]
    assert not hasattr(bots[3], "budget")  # a random player answers at once anyway
    solo = magdagdon.Game([("Robo", "advisor")], difficulty="survival", seed=1)
    assert seat_bots(solo, 1)[0].budget == TABLE_BUDGET  # type: ignore[attr-defined]
    assert seat_bots(solo, 1, budget=None)[0].budget is None  # type: ignore[attr-defined]
    table = bonanza.Game([bonanza.Seat("Robo", "greedy")], seed=1)
    assert type(seat_bots(table, 1)[0]).__name__ == "GreedyBot"


def test_bots_made_for_tournaments_have_no_budget() -> None:
    for game, kind, rules in (
        ("magdagdon", "advisor", None),
        ("magdagdon", "greedy", None),
        ("luckybox", "planner", luckybox.Rules()),
        ("luckybox", "greedy", luckybox.Rules()),
    ):
        assert make_bot(game, kind, rules, 3).budget is None  # type: ignore[attr-defined]
    assert make_bot("magdagdon", "advisor", None, 3, budget=0.05).budget == 0.05  # type: ignore[attr-defined]


def test_a_table_bot_with_a_spent_budget_still_plays_a_whole_game() -> None:
    game = luckybox.Game(["Robo", "Greta"], seed=5)
    bots = {
        0: make_bot("luckybox", "planner", game.rules, 1, budget=0.0),
        1: make_bot("luckybox", "greedy", game.rules, 2, budget=0.0),
    }
    for _ in range(5000):
        if game.is_terminal():
            break
        for seat in list(game.to_act()):
            if seat in game.to_act():
                game.apply(bots[seat].choose(game, seat))  # apply refuses an illegal action
    assert game.is_terminal()
