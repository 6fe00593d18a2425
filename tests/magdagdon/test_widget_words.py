"""What the MAGDAGDON table says when a player is stuck or asks early, and what the advisor
advises: a staging order that leaves no cell is said plainly with the way out, the hint before
the first roll says to roll, a Majda Power is advised only when it gains."""

from __future__ import annotations

from ludoteca.magdagdon import Game
from ludoteca.magdagdon.advisor import MIN_GAIN
from ludoteca.magdagdon.advisor import advice as hint
from ludoteca.magdagdon.evaluation import Evaluator
from ludoteca.magdagdon.rules import DIFFICULTIES, PENALTIES, POWERS
from ludoteca.magdagdon.widget import Table, play
from tests.budgets import budget


def ok(t: Table, *messages: dict) -> None:
    for message in messages:
        assert t.receive(message), (message, t.notice)


def table(dice: list[int], *, difficulty: str = "peaceful", board: tuple = ()) -> Table:
    game = Game(difficulty=difficulty, seed=5)
    for roll, stages in board:
        game.roll(roll)
        for die, cell in stages:
            game.stage(die, cell)
        game.confirm()
    game.roll(dice)
    return Table(game)


def test_an_order_that_leaves_no_cell_says_which_die_to_take_back_and_an_order_that_works() -> None:
    t = table([1, 6, 6, 6])  # the 1 first leaves the 6s nowhere to go
    ok(t, {"type": "die", "die": 0}, {"type": "cell", "cell": "b2"})
    status = t.view["ui"]["status"]
    assert status["key"] == "magdagdon.ui.status.stuck"
    assert (status["count"], status["value"], status["cell"]) == (1, 1, "b2")
    way = [step.split("→") for step in status["way"].split(", ")]
    assert [int(v) for v, _ in way] == [6, 6]  # from the board before this turn: two 6s side by side
    ok(t, {"type": "die", "die": 0})  # taking it back unsticks the turn
    assert t.view["ui"]["status"]["key"] == "magdagdon.ui.status.pick"


def test_a_picked_die_with_no_cell_says_so() -> None:
    t = table([1, 2, 6, 6], board=(([1, 1, 2, 2], [(0, "a1"), (1, "a2")]),))
    ok(t, {"type": "die", "die": 2})
    assert t.view["ui"]["targets"] == []
    assert t.view["ui"]["status"] == {"key": "magdagdon.ui.status.no_cell", "value": 6}


def test_the_hint_before_the_first_roll_says_to_roll() -> None:
    t = play("Ana", seed=3, store=False)
    ok(t, {"type": "hint"})
    assert t.view["ui"]["hint"] == {"roll": True}
    assert not t.notice


def test_after_accepting_magdagdon_the_hint_names_only_the_ruin() -> None:
    t = table([6, 6, 6, 6], board=(([1, 1, 6, 6], [(0, "a1"), (1, "b1")]),))
    ok(t, {"type": "accept"}, {"type": "hint"})
    h = t.view["ui"]["hint"]
    assert h["accepted"] is True and h["ruin"] and h["power"] is None


def test_with_no_power_to_save_the_roll_the_status_says_to_accept() -> None:
    t = table([6, 6, 6, 6], difficulty="nightmare", board=(([1, 1, 2, 2], [(0, "a1"), (1, "b1"), (2, "c1")]),))
    assert t.view["magdagdon"]["crisis"]["active"] and not t.view["ui"]["rescues"]
    assert t.view["ui"]["status"]["key"] == "magdagdon.ui.status.magdagdon_accept"


def test_an_unused_power_is_never_worth_less_than_nothing() -> None:
    board = (0,) * 16
    for difficulty in DIFFICULTIES:
        ev = Evaluator(difficulty)
        for used in range(POWERS[difficulty]):
            # Spending a power costs at least its penalty: keeping it can never be worse.
            assert ev.value(board, used) - ev.value(board, used + 1) >= PENALTIES[difficulty][used]


def test_a_power_is_advised_only_when_it_gains_at_least_a_point() -> None:
    advised = 0
    for difficulty in ("peaceful", "survival"):
        for seed in range(budget(40, 10)):
            game = Game(difficulty=difficulty, seed=seed)
            game.roll()
            for _turn in range(6):  # a few turns of the advisor's own play
                found = hint(game)
                if found.best.power is not None:
                    advised += 1
                    assert found.power_gain >= MIN_GAIN, (difficulty, seed, str(found))
                    break
                action = found.next_action(game)
                for _step in range(8):
                    game.apply(action)
                    if game.dice is None:
                        break
                    action = found.next_action(game)
                if game.is_terminal():
                    break
                game.roll()
    assert advised  # the check above did run
