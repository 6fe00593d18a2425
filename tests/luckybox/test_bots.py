"""The computer players: registered with core, always legal, and better in order."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from ludoteca.core.bots import bot_kinds, make_bot, play_out, simulate
from ludoteca.luckybox import Game, Rules
from tests.contract import capped

from .helpers import CARD, keep_all, position


def test_the_three_bots_are_registered():
    assert bot_kinds("luckybox") == ("random", "greedy", "planner")
    for kind in ("random", "greedy", "planner"):
        bot = make_bot("luckybox", kind, Rules(), 1)
        assert bot.kind == kind


@pytest.mark.parametrize("kind", ["random", "greedy", "planner"])
def test_every_choice_is_legal_in_a_full_game(kind):
    game = Game([("Ana", kind), ("Bia", kind), ("Caio", "random")], seed=21, rules=Rules("arena"))
    bots = {s: make_bot("luckybox", game.seats[s].kind, game.rules, s) for s in range(3)}
    for _ in capped(game.is_terminal):
        for seat in game.to_act():
            if seat in game.to_act():
                action = bots[seat].choose(game, seat)
                assert action in game.legal_actions_of(seat) or game.can_apply(action)
                game.apply(action)
    assert game.outcome() is not None


def test_bots_are_reproducible():
    def run():
        return simulate(lambda seed: Game(["Robo"], seed=seed), ["planner"], games=2, seed=5)

    assert list(run()) == list(run())


def test_better_bots_score_more():
    means = {
        kind: simulate(lambda seed: Game(1, seed=seed), [kind], games=6, seed=100).mean()
        for kind in ("random", "greedy", "planner")
    }
    assert means["random"] < means["greedy"] and means["random"] < means["planner"]


def test_the_planner_resolves_a_chain_in_the_better_order():
    # Crossing c1 earns row 1 (Number 7) and column c ("?"); grid 2's only free 7 is a1:
    # whatever the order, the planner makes both bonuses cross a cell (none is lost).
    game = position(
        ["123 456 231 | 7?- | MS?", "789 978 456 | 1-- | LLL"], 3, players=2, crossed={0: "a1 b1 c2 c3", 1: "b2"}
    )
    game.apply("P1: cross grid 1 at c1")
    bot = make_bot("luckybox", "planner", game.rules, 0)
    before = sum(bin(g.crossed).count("1") for g in game.hands[0].grids)
    first = bot.choose(game, 0)
    game.apply(first)
    second = bot.choose(game, 0)
    game.apply(second)
    after = sum(bin(g.crossed).count("1") for g in game.hands[0].grids)
    assert after == before + 2 and game.hands[0].done, (str(first), str(second))


def test_hint_names_legal_crossings_with_expected_points():
    game = Game(["Ana"], seed=8)
    keep_all(game)
    before = game.state_json()
    hints = game.hints(0)
    assert 1 <= len(hints) <= 3 and game.state_json() == before
    assert all(h.action in game.legal_actions_of(0) for h in hints)
    assert [h.value for h in hints] == sorted((h.value for h in hints), reverse=True)
    assert all(h.why and h.details["kind"] in ("cross", "pass") for h in hints)
    with pytest.raises(ValueError):
        game.hints(3)


def test_hint_during_a_bonus_chain():
    game = position([CARD], 3, players=2, crossed={0: "a1 b1"})
    game.apply("P1: cross grid 1 at c1")
    hint = game.hints(0)[0]
    assert hint.action in game.legal_actions_of(0) and hint.details["kind"] == "bonus"


def test_locales_cover_every_error_and_rank():
    from ludoteca.core.i18n import catalog

    own = {
        code: json.loads(resources.files("ludoteca.luckybox").joinpath("locales", f"{code}.json").read_text("utf-8"))
        for code in ("en", "pt", "de", "fr")
    }
    assert all(set(t) == set(own["en"]) for t in own.values())
    texts = {code: catalog(code) for code in own}  # core's shared error texts included
    import re

    source = resources.files("ludoteca.luckybox").joinpath("actions.py").read_text("utf-8")
    for code in set(re.findall(r'"([a-z_]+)", (?:seat|number|keep|grid|cell|shown|have|bonus|line)=', source)) | {
        "game_over",
        "bad_deck",
        "malformed_action",
    }:
        assert f"error.{code}" in texts["en"], code
    from ludoteca.luckybox.rules import SOLO_RANKS

    for _, key, label in SOLO_RANKS:
        assert texts["en"][key] == label and all(key in t for t in texts.values())


def test_play_out_finishes_a_six_player_game():
    game = Game([(f"R{i}", "greedy") for i in range(6)], seed=2)
    bots = {s: make_bot("luckybox", "greedy", game.rules, s) for s in range(6)}
    assert play_out(game, bots).is_terminal()
