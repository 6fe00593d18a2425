"""MAGDAGDON's assistant does not count a power move asked about as a use spent ("Can a -1 save
me?", "Um +1 no 3 resolve?"), nor "I used no powers" as every power gone; and a roll asked about
only as a combination ("I rolled 3 3 3 3, is that FOUR EQUAL?") is left to the topics."""

from __future__ import annotations

import re

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "cost"),
    [
        ("Peaceful, I used no powers. One cell left, next to a 1 and a 2. I rolled 4 5 5 6. Can a -1 save me?", "10"),
        ("PEACEFUL, nao usei nenhum poder. So falta uma casa, toca num 1 e num 2. Tirei 4 5 5 6. Um -1 salva?", "10"),
        (
            "FRIEDLICH, noch keine Kraft benutzt. Das letzte Feld grenzt an eine 1 und eine 2. Gewurfelt 4 5 5 6. "
            "Hilft ein -1?",
            "10",
        ),
        (
            "PAISIBLE, aucun pouvoir utilise. La derniere case touche un 1 et un 2. "
            "J'ai lance 4 5 5 6. Un -1 me sauve ?",
            "10",
        ),
    ],
)
def test_a_move_asked_about_is_no_use_yet(question, cost):
    answer = ask(question)
    assert "MAGDAGDON" in answer.text and re.search(rf"\b{cost}\b", answer.text), answer.text
    assert not re.search(r"\b20\b", answer.text), answer.text


def test_a_roll_asked_about_as_a_combination_is_for_the_topics():
    assert ask("I rolled 3 3 3 3. Is that a four equal?").situation != "unread"
