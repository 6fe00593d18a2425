"""An open question gets a topic's answer without its leading "Yes:"/"No." (it asked for no
yes or no), but a "No" that is part of the fact ("No diagonals: ...") stays."""

from __future__ import annotations

from ludoteca.bonanza.assistant import ask as ask_bonanza
from ludoteca.bonanza.assistant import topic as bonanza_topic
from ludoteca.magdagdon.assistant import ask as ask_magdagdon


def test_an_open_question_drops_a_yes_followed_by_its_punctuation():
    answer = ask_bonanza("Which dice can I hold?", "en")
    assert bonanza_topic(answer.topic).answer["en"].startswith("Yes:")
    assert not answer.text.startswith(("Yes", ":")) and answer.text[:1].isupper()
    assert ask_bonanza("Welche Würfel darf ich halten?", "de").text.split()[0] != "Ja:"


def test_a_no_inside_the_fact_is_kept():
    answer = ask_magdagdon("How do diagonals work?", "en")
    assert answer.text.startswith("No diagonals"), answer.text
