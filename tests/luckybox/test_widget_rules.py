"""The Lucky Box table's "?": the rules assistant behind the table, answered in Python, with
its own notices; the game is never touched by it. What every
game's desk does (core's RulesTable) is checked in tests/core/test_rules_table.py."""

from __future__ import annotations

import copy

from ludoteca.luckybox.game import Game
from ludoteca.luckybox.widget import Table


def table() -> Table:
    return Table(Game(["Ana", "Bruno"], seed=4), seat=0, bot_delay=0, locale="pt")


def test_opening_the_panel_sends_its_words_and_a_question_its_answer():
    t = table()
    assert t.rules_view == {}
    assert t.receive({"type": "rules"})
    assert t.rules_view["words"]["widget_title"] == "Pergunta às regras" and t.rules_view["answer"] is None
    assert t.receive({"type": "rules", "message": {"type": "ask", "question": "Posso passar?"}})
    answer = t.rules_view["answer"]
    assert answer["topic"] == "passing" and answer["lang"] == "pt"
    assert answer["sections"][0]["href"].endswith("docs/rules/pt/luckybox.md#passing")


def test_a_notice_that_states_a_rule_links_its_section():
    from tests.luckybox.helpers import CARD, position

    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="fr")
    assert not t.receive({"type": "pass"})  # a free 3 at c1: passing is refused
    assert t.notice["code"] == "must_cross"
    assert t.notice["rule"] == {
        "title": "Passer",
        "href": "../../../docs/rules/fr/luckybox.md#passing",
        "anchor": "passing",
        "game": "luckybox",
        "lang": "fr",
    }


def test_a_rule_link_opens_its_section_and_the_notice_stays():
    from ludoteca.core.rule_section import section_html
    from ludoteca.core.rulebook import cite
    from tests.luckybox.helpers import CARD, position

    t = Table(position([CARD], 3, players=2), seat=0, bot_delay=0, locale="fr")
    game_before = copy.deepcopy(t.game.to_json())
    t.receive({"type": "pass"})
    notice = dict(t.notice)
    link = notice["rule"]
    assert t.receive({"type": "rule", "game": link["game"], "anchor": link["anchor"], "lang": link["lang"]})
    assert t.rule["title"] == "4.4 Passer" and t.rule["html"] == section_html(cite("luckybox", "passing"), "fr")
    assert t.notice == notice and t.game.to_json() == game_before  # reading the rule changes nothing else
    assert not t.receive({"type": "rule", "game": "luckybox", "anchor": "castling"})
    assert t.notice == {
        **t.notice,
        "code": "unknown_section",
        "text": "Les règles de luckybox n’ont pas de section «\u00a0castling\u00a0»",
    }
    assert t.rule["anchor"] == "passing" and t.game.to_json() == game_before


def test_a_watcher_may_read_the_rules_too():
    t = table()
    watcher = t.spectator_widget()
    assert watcher.receive({"type": "rule", "game": "luckybox", "anchor": "arena"})
    assert watcher.rule["anchor"] == "arena" and t.rule == {}
