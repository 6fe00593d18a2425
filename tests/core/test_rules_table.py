"""Every table whose game has a rules assistant (core's RulesTable): its "?" desk answers in
Python with its own notices, keeps what was asked, never touches the game, and is not a
watcher's to use."""

from __future__ import annotations

import copy
import importlib

import pytest

from ludoteca.core.assistant_game import games_with_assistant
from ludoteca.core.registry import game_info
from ludoteca.core.rules_table import RulesTable
from tests.core.games import new_game

GAMES = games_with_assistant()
#: Every table can be watched, a solo one too (a teacher following a pupil's game).
WATCHED = GAMES


def table(name: str, locale: str = "fr") -> RulesTable:
    module, _, cls = str(game_info(name).table).partition(":")
    made = getattr(importlib.import_module(module), cls)(new_game(name, seed=3), locale=locale)
    assert isinstance(made, RulesTable)
    return made


@pytest.mark.parametrize("name", GAMES)
def test_the_panel_leaves_the_game_alone_and_a_bad_question_is_its_own_notice(name):
    t = table(name)
    game_before = copy.deepcopy(t.game.to_json())
    assert t.receive({"type": "rules", "message": {"type": "ask", "question": ""}})
    assert t.rules_view["notice"]["code"] == "no_question" and t.notice == {}
    t.receive({"type": "rules", "message": "hello"})  # the desk's own notice, in its panel
    assert t.rules_view["notice"]["code"] == "malformed_action" and t.notice == {}
    assert not t.receive({"type": "rules", "extra": 1})  # the table's envelope: the table's notice
    assert t.notice["code"] == "malformed_action"
    assert t.game.to_json() == game_before


@pytest.mark.parametrize("name", GAMES)
def test_the_desk_answers_about_its_own_game_and_keeps_what_was_asked(name):
    t = table(name, "de")
    assert t.receive({"type": "rules"}) and t.rules_view["answer"] is None
    assert t.rules_view["words"]["widget_title"] == "Frag die Regeln"
    for question in ("Wie viele Spieler?", "Wie wird das Wetter morgen?"):
        assert t.receive({"type": "rules", "message": {"type": "ask", "question": question}})
    assert t.rules_view["asked"] == ["Wie viele Spieler?", "Wie wird das Wetter morgen?"]
    assert t.rules_view["answer"]["topic"] is None  # the weather is no rule of any game
    assert t.receive({"type": "rules", "message": {"type": "show", "index": 0}})
    cited = t.rules_view["answer"]["sections"] or t.rules_view["answer"]["did_you_mean"][0]["sections"]
    assert all(s["href"].endswith(f"docs/rules/de/{name}.md#{s['anchor']}") for s in cited)


@pytest.mark.parametrize("name", WATCHED)
def test_a_watcher_cannot_ask_and_the_players_desk_is_untouched(name):
    t = table(name)
    watcher = t.spectator_widget()
    assert not watcher.receive({"type": "rules", "message": {"type": "ask", "question": "Combien de joueurs ?"}})
    assert watcher.notice["code"] == "spectator" and watcher.rules_view == {} and t.rules_view == {}
