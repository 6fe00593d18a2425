"""The MAGDAGDON table's "?": the rules assistant behind the table, answered in Python in the
table's language, with its own notices; the game is never touched by it. What every
game's desk does (core's RulesTable) is checked in tests/core/test_rules_table.py."""

from __future__ import annotations

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
