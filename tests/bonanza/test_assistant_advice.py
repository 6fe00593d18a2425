"""Asking the assistant for advice or a tactic, in general, is left to the player by the rules:
it declines plainly (no topic answers), while a question about what the hints advise stays the
hints' own topic."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask

ADVICE = [
    ("en", "what would you recommend: go for the large straight early or late?"),
    ("en", "any advice for a first game? which boxes to fill first"),
    ("en", "whats the best tactic for the upper bonus"),
    ("en", "do u suggest keeping chance till the end"),
    ("pt", "o que me aconselhas, guardar os pares ou as sequencias?"),
    ("pt", "voces recomendam deixar a Chance para o fim?"),
    ("pt", "qual a melhor tatica para conseguir o bonus de cima?"),
    ("de", "was empfiehlst du: erst die oberen Felder oder die unteren?"),
    ("de", "welche Taktik ist am besten fuer den oberen Bonus"),
    ("de", "Würdest du raten, die Chance bis zum Schluss aufzuheben?"),
    ("de", "Welche Würfel sollte man am Anfang eher halten, Paare oder Straßen? Was ist so die beste Taktik?"),
    ("fr", "que conseillez-vous pour debuter ?"),
    ("fr", "tu me recommandes de viser le Bonanza tot ?"),
    ("fr", "quelle tactique pour avoir le bonus du haut ?"),
    ("fr", "vous conseillez de garder la case Chance pour la fin ou pas ?"),
    ("fr", "Vous conseillez de garder une paire ou de tout relancer au début de la partie ?"),
]
HINTS = [
    ("en", "what do the hints recommend after a roll?"),
    ("en", "Do the hints suggest which dice to keep?"),
    ("pt", "as dicas recomendam que dados guardar?"),
    ("fr", "Les conseils du meilleur choix tiennent compte du joker ?"),
]


@pytest.mark.parametrize(("lang", "question"), ADVICE)
def test_advice_asked_of_the_assistant_is_left_to_the_player(lang: str, question: str) -> None:
    answer = ask(question)
    assert answer.lang == lang
    assert answer.topic is None


@pytest.mark.parametrize(("lang", "question"), HINTS)
def test_what_the_hints_advise_stays_the_hints_topic(lang: str, question: str) -> None:
    assert ask(question).topic == "hints"


@pytest.mark.parametrize("lang", ["en", "pt", "de", "fr"])
def test_the_hints_free_choice_keeps_the_joker_order(lang: str) -> None:
    question = {
        "en": "what are the hints?",
        "pt": "o que são as dicas?",
        "de": "Was sind die Tipps?",
        "fr": "c'est quoi les conseils du meilleur choix ?",
    }[lang]
    text = ask(question).text
    assert "joker" in text.lower()
