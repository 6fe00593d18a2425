"""MAGDAGDON's assistant counts each die changed by DECREASE or INCREASE as a use of its own when
several dice are changed alike ("increase two of the 1s", "dois dos 1", "beide 6en", "les deux
1"), against the uses the player says are spent; one die of several named stays one."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "start", "said"),
    [
        ("Peaceful, already used two powers. Rolled 1 1 3 4. Can I increase both 1s to 2?", "No", "1"),
        ("peacefull, no powers used yet, can i raise two of my 1s to 2?", "Yes", "30"),
        ("PEACEFUL e ja gastei duas powers. Quero aumentar dois dos 1 para 2, da?", "Não", "resta 1"),
        ("no peaceful, sem poderes gastos, posso baixar os dois 6 para 5?", "Sim", "30"),
        ("FRIEDLICH, schon zwei Kräfte benutzt. Kann ich beide 1en erhöhen?", "Nein", "bleibt 1"),
        ("friedlich, noch nichts benutzt: darf ich zwei der 6en auf 5 verringern?", "Ja", "30"),
        ("En paisible, deja utilise 2 pouvoirs : je peux augmenter les deux 1 ?", "Non", "reste donc 1"),
        ("paisible, aucun pouvoir utilise, je veux baisser les deux 6 a 5, ca coute combien ?", "Oui", "30"),
    ],
)
def test_each_die_changed_is_a_use(question, start, said):
    answer = ask(question)
    assert answer.topic == "power_change" and answer.text.startswith(start) and said in answer.text, answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Peaceful, I have two 3s, can I increase one of them? What does it cost?",
        "paisible, rien utilise. tirage 3 3 4 4, j'ai pose les deux 3, je veux faire +1 sur un 4 : ok ?",
    ],
)
def test_one_die_changed_stays_one_use(question):
    answer = ask(question)
    assert "2 " not in answer.text.split(":")[0] and "10" in answer.text, answer.text


def test_the_fifth_sets_two_ones_with_one_use_left():
    answer = ask("Estou em PEACEFUL e já gastei duas Powers. Saiu 1, 1, 1, 1. Quero aumentar dois dos 1 para 2, dá?")
    assert answer.text.startswith("Não") and "resta 1" in answer.text, answer.text
