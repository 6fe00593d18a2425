"""How MAGDAGDON's assistant reads the powers a question says: one said used in the passive
("the power was used once") counts, a penalty said to rise ("la pénalité augmente") names no
INCREASE, "at once" counts no use, and "plus one" is the +1 power; in four languages."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_reading import power_uses


@pytest.mark.parametrize(
    ("text", "lang", "uses"),
    [
        ("survival, the power was used once, 1 ruin", "en", 1),
        ("peaceful: powers were used twice", "en", 2),
        ("em survival o poder foi usado uma vez", "pt", 1),
        ("o poder ja foi gasto", "pt", 1),
        ("die kraft wurde einmal eingesetzt", "de", 1),
        ("le pouvoir a ete utilise une fois", "fr", 1),
        ("en paisible, la penalite des pouvoirs augmente-t-elle a chaque utilisation", "fr", None),
        ("does the penalty increase with every use", "en", None),
        ("a penalizacao aumenta a cada uso?", "pt", None),
        ("will 3 wurfel auf einmal neu wurfeln", "de", 1),
    ],
)
def test_the_powers_said_used(text, lang, uses):
    assert power_uses(text, lang) == uses


@pytest.mark.parametrize(
    "question",
    [
        "Jogo em survival, o poder foi usado uma vez, 1 ruína, somas das linhas 50, qual a pontuação final?",
        "survival: my power was used once, one ruin, row sums 50, what's my final score?",
    ],
)
def test_a_power_used_in_the_passive_is_taken_off_the_final_score(question):
    assert ask(question).text.startswith("15"), ask(question).text


@pytest.mark.parametrize(
    "question",
    [
        "En PAISIBLE, la pénalité augmente a chaque pouvoir ?",
        "in peacefull does the penalty go up with each power?",
        "No pacífico a penalização aumenta a cada poder usado?",
    ],
)
def test_a_penalty_said_to_rise_gets_the_penalty_topic(question):
    assert ask(question).topic == "power_penalty"


@pytest.mark.parametrize(
    "question",
    [
        "I rolled a 6 and need a 7, can I use the plus one power on it?",
        "can i do plus one on my 6",
        "Kann ich mit plus eins aus meiner 6 eine 7 machen?",
    ],
)
def test_plus_one_cannot_raise_a_six(question):
    answer = ask(question)
    assert answer.topic == "power_change" and answer.text.startswith(("No", "Nein")), answer.text


@pytest.mark.parametrize(
    ("text", "lang", "uses"),
    [
        ("2 ruins and survival power used: total penalty?", "en", 1),
        ("survival, no power used yet", "en", None),
        ("power not used yet", "en", None),
        ("survie, pouvoir pas encore utilise, magdagdon", "fr", None),
        ("un pouvoir deja utilise en paisible", "fr", 1),
        ("nenhum poder usado ate agora", "pt", None),
        ("friedlich, kraft schon eingesetzt", "de", 1),
        ("keine kraft benutzt", "de", None),
    ],
)
def test_a_bare_participle_counts_unless_denied(text, lang, uses):
    assert power_uses(text, lang) == uses


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("En CAUCHEMAR je peux relancer ?", "Non : CAUCHEMAR n'a pas de pouvoirs"),
        ("nightmare: can I use +1?", "No: NIGHTMARE has no Majda Powers"),
        ("un pouvoir deja utilise en paisible, combien pour le prochain ?", "20 points de moins"),
        ("peaceful, one power already used, how much would another be?", "20 points off"),
        ("paisible, deja un pouvoir, il m'en reste encore combien ?", "Oui : PAISIBLE donne 3 usages"),
    ],
)
def test_nightmare_has_no_power_and_how_much_asks_the_next_cost(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("peaceful, 1 power left. what will using it cost?", "40 points off"),
        ("pacifico, ainda tenho 2 poderes por usar, quanto custa o proximo?", "Menos 20 pontos"),
        ("paisible, il me reste 1 pouvoir, combien coute-t-il ?", "40 points de moins"),
        ("friedlich, ich habe noch 2 Kräfte, was kostet die nächste?", "Am Ende 20 Punkte"),
        ("peaceful, 2 powers left, can I still reroll?", "Yes: PEACEFUL gives 3 power uses and 1 are spent"),
    ],
)
def test_powers_said_left_make_the_next_the_one_after_those_spent(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text
