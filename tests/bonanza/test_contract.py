"""Bonanza passes core's contract test-kit: solo, a table with a clock, other rules, the widget."""

from __future__ import annotations

import pytest

from ludoteca.bonanza import Game, Rules, Seat
from ludoteca.bonanza.actions import GiveUp, Hold, Record, Scratch, Timeout
from ludoteca.bonanza.widget import Table
from tests.budgets import budget
from tests.contract import check_contract, check_widget_contract


def _illegal(game: Game) -> list:
    out = [Timeout(), "roll 6 6 6 6 6 6", "roll 7", "record sevens", {"type": "hold", "die": 5}]
    out += [Record(box) for box in game.sheet.boxes]  # filled boxes
    if game.dice is None:
        out += [Hold(0), Scratch("chance")]
    return out


def _give_ups(game: Game) -> list:
    """Giving up is always allowed: drawn rarely, so that games are played to their last box."""
    return [a for a in game.legal_actions() if isinstance(a, GiveUp)]


def _full_sheets(game: Game) -> bool:
    return all(sheet.is_full() for sheet in game.sheets)


def test_solo_games_keep_the_contract():
    report = check_contract(
        lambda seed: Game(["Ana"], seed=seed),
        seeds=range(3),
        illegal=_illegal,
        rare=_give_ups,
        check_every=budget(4, 16),
    )
    assert report.games == 3 and sum(map(_full_sheets, report.finished)) >= 2


@pytest.mark.slow
def test_tables_with_a_clock_and_bots_keep_the_contract():
    now = [0.0]
    report = check_contract(
        lambda seed: Game(["Ana", Seat("Robo", "greedy"), "Carla"], seed=seed, turn_seconds=30, clock=lambda: now[0]),
        seeds=[1, 3],
        illegal=_illegal,
        rare=_give_ups,
        check_every=budget(8, 32),
    )
    assert report.games == 2 and sum(map(_full_sheets, report.finished)) >= 1


@pytest.mark.slow
def test_other_rules_keep_the_contract():
    report = check_contract(
        lambda seed: Game(2, seed=seed, rules=Rules(extra_bonus=100, joker="free")),
        seeds=[1, 2],
        illegal=_illegal,
        rare=_give_ups,
        check_every=budget(6, 24),
    )
    assert report.games == 2 and sum(map(_full_sheets, report.finished)) >= 1


def test_the_table_widget_answers_hostile_messages_with_a_notice():
    table = Table(Game(["Ana", "Bo"], seed=3), bot_delay=0)
    check_widget_contract(
        table,
        extra=[
            {"type": "roll", "turn": 99},
            {"type": "box", "box": "fours", "turn": 1},
            {"type": "give_up", "seat": 5},
            {"type": "review", "seat": 0, "step": 1},
        ],
    )
    table.receive({"type": "roll"})
    check_widget_contract(table, extra=[{"type": "toggle", "die": 9}, {"type": "roll", "turn": 0}])
