"""The die the player picks is the one that changes on screen, even when another die shows the
same value (the engine knows dice by value and changes the first free one)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core.rng import Rng
from ludoteca.magdagdon import Game
from ludoteca.magdagdon.widget import Table
from tests.budgets import examples


def table(dice: list[int], seed: int = 5) -> Table:
    game = Game(difficulty="peaceful", seed=seed)
    game.roll(dice)
    return Table(game)


def shown(t: Table) -> list[int]:
    return [d["value"] for d in t.view["magdagdon"]["dice"]]


def test_plus_one_changes_the_picked_die_not_its_twin() -> None:
    t = table([1, 6, 1, 5])
    assert t.receive({"type": "die", "die": 2}) and t.receive({"type": "increase"})
    assert shown(t) == [1, 6, 2, 5]
    assert sorted(t.game.dice) == [1, 2, 5, 6]


def test_staging_moves_the_picked_die_to_the_board() -> None:
    t = table([1, 6, 1, 5])
    assert t.receive({"type": "die", "die": 2}) and t.receive({"type": "cell", "cell": "b2"})
    assert [d["staged_at"] for d in t.view["magdagdon"]["dice"]] == [None, None, "b2", None]
    assert t.view["magdagdon"]["staged"] == [{"die": 2, "value": 1, "cell": "b2"}]
    # Taking it back by its die on screen, then picking the first 1 stages that one.
    assert t.receive({"type": "die", "die": 2})
    assert t.receive({"type": "die", "die": 0}) and t.receive({"type": "cell", "cell": "c3"})
    assert [d["staged_at"] for d in t.view["magdagdon"]["dice"]] == ["c3", None, None, None]


def test_a_reroll_of_the_second_twin_rerolls_that_one() -> None:
    # A seed whose first die (the reroll's result: the roll above is given) is not a 5.
    seed = next(s for s in range(100) if Rng(s).roll(1)[0] != 5)
    t = table([5, 5, 1, 2], seed=seed)
    for message in ({"type": "reroll_mode"}, {"type": "die", "die": 1}, {"type": "reroll"}):
        assert t.receive(message), t.notice
    values = shown(t)
    assert values[0] == 5 and values[1] != 5 and values[2:] == [1, 2]


@settings(max_examples=examples(60), deadline=None)
@given(
    dice=st.lists(st.integers(1, 6), min_size=4, max_size=4),
    place=st.integers(0, 3),
    power=st.sampled_from(["increase", "decrease"]),
)
def test_a_power_changes_only_the_picked_place(dice: list[int], place: int, power: str) -> None:
    t = table(dice)
    before = shown(t)
    if not (t.receive({"type": "die", "die": place}) and t.receive({"type": power})):
        return  # a 1 cannot go down, a 6 cannot go up: refused, nothing changed
    after = shown(t)
    assert [i for i in range(4) if after[i] != before[i]] == [place]
    assert after[place] == before[place] + (1 if power == "increase" else -1)
