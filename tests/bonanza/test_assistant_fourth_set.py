"""The fourth written-apart set's questions this round studied, as regression cases: each one
that got 'did you mean', a neighbouring case or a card instead of a plain decline now gets the
topic (or the case worked out, or the decline) its hand-worked answer calls for."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludoteca.bonanza.assistant import ask

SET = json.loads((Path(__file__).parent / "written_apart_fourth.json").read_text("utf-8"))["questions"]
#: id -> (topic or None for a decline, the situation worked out or None, a piece the answer says).
WANT = {
    "en-01": ("rolls", None, "Three at most"),
    "en-06": ("no_passing", None, "no passing"),
    "en-07": ("total_score", None, "upper bonus"),
    "en-12": ("turn_clock", None, "30, 45, 60 or 90"),
    "en-16": ("chance", None, "30"),
    "en-18": ("joker_place", "joker", "Small straight 30 and Chance 15"),
    "en-19": ("gave_up_rank", "places", "place 4 with 140 (gave up)"),
    "pt-07": ("holding", None, "visto"),
    "pt-17": ("hints", None, "três casas"),
    "pt-18": ("controls", "click", "Registar?"),
    "pt-19": ("solo", "solo_best", "268"),
    "de-05": (None, None, "Dazu sagen die Regeln nichts"),
    "de-06": ("upper_bonus", None, "35"),
    "de-07": ("giving_up", None, "aufgeben"),
    "de-08": ("giving_up", "left_at_table", "Das Spiel geht weiter"),
    "de-20": (None, None, "Dazu sagen die Regeln nichts"),
    "fr-05": (None, None, "Les règles ne disent rien"),
    "fr-06": ("players", None, "toutes les feuilles"),
    "fr-16": ("game_end", None, "39"),
}


def _question(entry_id: str) -> tuple[str, str]:
    lang, number = entry_id.split("-")
    return SET[lang][int(number) - 1]["q"], lang


@pytest.mark.parametrize("entry_id", sorted(WANT))
def test_the_studied_question_gets_what_its_answer_calls_for(entry_id):
    question, lang = _question(entry_id)
    topic, situation, piece = WANT[entry_id]
    answer = ask(question, lang)
    assert (answer.topic, answer.situation) == (topic, situation)
    assert piece in answer.text
