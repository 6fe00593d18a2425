"""The MAGDAGDON table's "?": the rules assistant behind the table, answered in Python in the
table's language, with its own notices; the game is never touched by it."""

from __future__ import annotations

import copy

from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.widget import Table


def table(locale: str = "de") -> Table:
    game = Game(difficulty="peaceful", seed=5)
    game.roll([3, 5, 2, 6])
    return Table(game, locale=locale)


def test_opening_the_panel_and_a_placement_question_worked_out():
    t = table()
    assert t.rules_view == {}
    assert t.receive({"type": "rules"})
    assert t.rules_view["words"]["widget_title"] == "Frag die Regeln" and t.rules_view["answer"] is None
    assert t.receive({"type": "rules", "message": {"type": "ask", "question": "Darf ich eine 5 neben eine 3 setzen?"}})
    answer = t.rules_view["answer"]
    assert answer["situation"] == "placement" and answer["text"].startswith("Nein: eine 5 darf nicht neben eine 3")
    assert answer["sections"][0]["href"].endswith("docs/rules/de/magdagdon.md#placement")


def test_the_panel_leaves_the_game_alone_and_a_bad_question_is_its_own_notice():
    t = table("fr")
    game_before = copy.deepcopy(t.game.to_json())
    assert t.receive({"type": "rules", "message": {"type": "ask", "question": ""}})
    assert t.rules_view["notice"]["code"] == "no_question" and t.notice == {}
    t.receive({"type": "rules", "message": "hello"})
    assert t.rules_view["notice"]["code"] == "malformed_action" and t.notice == {}
    assert not t.receive({"type": "rules", "extra": 1})
    assert t.notice["code"] == "malformed_action"
    assert t.game.to_json() == game_before
