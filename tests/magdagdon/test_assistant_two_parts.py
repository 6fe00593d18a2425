"""MAGDAGDON's assistant answers both parts of a question whose second part opens with a word
before its asking word ("and at what point", "e em que momento", "und zu welchem Zeitpunkt",
"et à quel moment"), also after a lead-in ("For my class: ..."), in four languages."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "first", "second"),
    [
        ("How many cells does the board have and at what point does the game end?", "16 cells", "When all 16 cells"),
        ("For my kids: how big is the board, and at what point is it over?", "16 cells", "When all 16 cells"),
        (
            "Para a minha aula: quantas casas tem o tabuleiro e em que momento é que o jogo termina?",
            "16 casas",
            "Quando as 16 casas",
        ),
        ("Quantos jogadores podem jogar e quando é que termina a partida?", "Um só", "Quando as 16 casas"),
        (
            "Wie viele Felder hat das Brett und zu welchem Zeitpunkt endet das Spiel?",
            "16 Felder",
            "Wenn alle 16 Felder",
        ),
        ("Combien de cases a le plateau et à quel moment la partie se termine ?", "16 cases", "Quand les 16 cases"),
    ],
)
def test_both_parts_are_answered_in_the_order_asked(question, first, second):
    text = ask(question).text
    assert text.startswith(first) and second in text, text
