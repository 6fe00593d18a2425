"""MAGDAGDON's assistant reads each empty cell told by what it touches ("the top-left touches a 3
and a 2, the bottom-right a 5 and a 4") as a cell of its own, and reads the dice the player would
confirm with ("confirm with 2", "je ne peux poser que 2") against the minimum of the cells left."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "start"),
    [
        (
            "Nightmare, 2 empty cells left. One touches a 3 and a 2, the other touches a 5 and a 4. "
            "I rolled 3, 3, 6, 6. Can I put one 3 and end the turn?",
            "Yes, a MAGDAGDON",
        ),
        (
            "survival, 2 empty cells left: one touches a 1 and a 2, the other touches a 5 and a 6. "
            "rolled 2 2 6 1, magdagdon?",
            "No MAGDAGDON",
        ),
        (
            "PEACEFUL, faltam 2 casas vazias: uma toca num 3 e num 4, a outra toca num 6. Lancei 1 1 2 2. E MAGDAGDON?",
            "Sim, um MAGDAGDON",
        ),
        (
            "ALBTRAUM, 2 leere Felder: das eine grenzt an eine 2, das andere grenzt an eine 5. "
            "Gewurfelt 2 5 1 1. MAGDAGDON?",
            "Kein MAGDAGDON",
        ),
        (
            "CAUCHEMAR, 2 cases vides : la premiere touche un 2, la seconde touche un 5. "
            "J'ai lance 1 1 6 6, magdagdon ?",
            "Pas de MAGDAGDON",
        ),
    ],
)
def test_each_cell_told_by_its_neighbours(question, start):
    answer = ask(question)
    assert answer.topic == "magdagdon_roll" and answer.text.startswith(start), answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("Nightmare, 3 empty cells left, I can only place 2. Can I confirm with 2 since it is the end?", "Not yet"),
        ("PESADELO, restam 3 casas vazias e so consigo por 2 dados. Posso confirmar com 2?", "Ainda não"),
        ("ALBTRAUM, noch 3 leere Felder, ich kann nur 2 setzen. Darf ich mit 2 bestätigen?", "Noch nicht"),
        ("CAUCHEMAR, il me reste 3 cases vides et je ne peux poser que 2 des. Je peux valider avec 2 ?", "Pas encore"),
        ("Nightmare, 2 empty cells left, can I confirm with 2?", "Yes"),
    ],
)
def test_the_dice_confirmed_with_meet_the_minimum_of_the_cells_left(question, start):
    assert ask(question).text.startswith(start), ask(question).text
