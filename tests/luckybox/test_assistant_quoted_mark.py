"""A "?" written in quotes or joined to the word bonus ("the "?" bonus", "„?“-Bonus",
"?-bonus") names the "?" bonus in Lucky Box's questions: its topic leads, or is offered
first, never a Number bonus's answer alone."""

import pytest

from ludoteca.core.assistant_match import _tokens
from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "lang", "stem"),
    [
        ('Can I keep a "?" bonus for later?', "en", "question"),
        ("can i save my ?-bonus for next turn", "en", "question"),
        ("Posso guardar o bónus “?” para depois?", "pt", "interrog"),
        ("kann ich einen ?-Bonus aufheben", "de", "fragezeich"),
        ("Darf ich den „?“-Bonus auf einer anderen Karte nutzen?", "de", "fragezeich"),
        ("Je peux garder un bonus « ? » pour plus tard ?", "fr", "interrog"),
    ],
)
def test_a_quoted_or_hyphened_mark_is_read_as_the_mark(question, lang, stem):
    assert any(t.startswith(stem) for t in _tokens("luckybox", question, lang)), _tokens("luckybox", question, lang)


@pytest.mark.parametrize(
    "question",
    [
        'Can I keep a "?" bonus for later?',
        "Can I keep a “?” bonus for a later turn?",
        "Posso guardar o bónus “?” para mais tarde?",
        "Kann ich den ?-Bonus für einen späteren Zug aufheben?",
        "Je peux garder le bonus « ? » pour plus tard ?",
    ],
)
def test_keeping_the_mark_bonus_is_no_number_bonus_answer(question):
    a = ask(question, demo=False)
    first = a.topic if a.topic is not None else a.alternatives[0]
    assert first == "question_mark", (a.topic, a.alternatives, a.text)
