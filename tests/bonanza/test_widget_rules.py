"""The Bonanza table's "?": the rules assistant behind the table, answered in Python in the
table's language, with its own notices; the game is never touched by it. What every
game's desk does (core's RulesTable) is checked in tests/core/test_rules_table.py."""

from __future__ import annotations

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.widget import Table


def table(locale: str = "pt") -> Table:
    game = Game(["Ana", "Bruno"], seed=4)
    game.roll([3, 3, 3, 5, 6])
    return Table(game, seat=0, bot_delay=0, locale=locale)


def test_opening_the_panel_sends_its_words_and_a_question_its_answer():
    t = table()
    assert t.rules_view == {}
    assert t.receive({"type": "rules"})
    assert t.rules_view["words"]["widget_title"] == "Pergunta às regras" and t.rules_view["answer"] is None
    assert t.receive({"type": "rules", "message": {"type": "ask", "question": "Quanto vale um Full house?"}})
    answer = t.rules_view["answer"]
    assert answer["topic"] == "full_house" and answer["lang"] == "pt" and answer["text"].startswith("25 pontos")
    assert answer["sections"][0]["href"].endswith("docs/rules/pt/bonanza.md#lower")


def test_a_roll_described_at_the_table_is_worked_out():
    t = table("de")
    t.receive(
        {
            "type": "rules",
            "message": {"type": "ask", "question": "Ich habe 3 3 3 5 6 nach zwei Würfen, was soll ich halten?"},
        }
    )
    answer = t.rules_view["answer"]
    assert answer["situation"] == "options" and answer["text"].startswith("Mit 3 3 3 5 6 und 1 Wurf übrig")
