"""MAGDAGDON's assistant leaves out of a placement check a number told first as part of the
layout and then said to touch the cell only at a corner ("a 2, below it a 3: a 4 right of the
3 touches the 2 diagonally"), in four languages and in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "first", "corner"),
    [
        (
            "I have a 1 and right below it a 2. Can I put a 3 to the right of the 2 even though it touches the 1 "
            "diagonally?",
            "Yes: a 3 may go next to a 2",
            "(1)",
        ),
        ("there's a 6 with a 5 under it. can i place a 4 left of the 5 if the 6 is diagonal to it?", "Yes: a 4", "(6)"),
        (
            "Tenho um 2 e logo por baixo um 3. Posso pôr um 4 à direita do 3, mesmo tocando o 2 na diagonal?",
            "Sim: um 4 pode ir ao lado de um 3",
            "(2)",
        ),
        ("tenho um 6 e em baixo um 5, da pra colocar um 4 ao lado do 5 se o 6 fica na diagonal?", "Sim: um 4", "(6)"),
        (
            "Oben liegt eine 1, darunter eine 2. Darf ich eine 3 rechts neben die 2 legen, obwohl sie die 1 schräg "
            "berührt?",
            "Ja: eine 3 darf neben eine 2",
            "(1)",
        ),
        ("ich hab ne 5 und drunter ne 4, darf eine 3 links neben die 4, die 5 ist dann diagonal?", "Ja: eine 3", "(5)"),
        (
            "j'ai un 2 et juste en dessous un 3. je peux mettre un 4 à droite du 3, même s'il touche le 2 "
            "en diagonale ?",
            "Oui : un 4 peut aller à côté d'un 3",
            "(2)",
        ),
        ("un 6 avec un 5 en dessous : je peux poser un 4 à gauche du 5 même si le 6 est en diagonale ?", "Oui", "(6)"),
    ],
)
def test_a_number_said_diagonal_is_no_neighbour_though_told_before(question, first, corner):
    text = ask(question).text
    assert text.startswith(first) and corner in text, text


def test_a_side_neighbour_still_refuses_when_another_number_is_diagonal():
    text = ask("I have a 1 and below it a 2. Can I put a 4 right of the 2, with the 1 diagonally?").text
    assert text.startswith("No: a 4 cannot go next to a 2"), text
