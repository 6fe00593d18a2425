"""MAGDAGDON's assistant holds a roll against one empty cell described by its neighbours: it says
which of the dice rolled may go there (not a value the player never rolled), and on the last empty
cell a roll of which none fits is a MAGDAGDON. Also: "an empty cell" describes a cell, it does not
say one is left; and "does a 4 go?" asks about the 4, which is no neighbour."""

from __future__ import annotations

import pytest

from ludoteca.core.assistant_match import fold
from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "start", "fits"),
    [
        ("empty cell, a 3 above it and a 5 on its left. rolled 4, 4, 2, 6 - which ones can go in?", "Of your", "4"),
        (
            "Theres an empty square with a 6 below and a 5 to the right. I rolled 1 2 3 5, can any go there?",
            "Of your",
            "5",
        ),
        ("a cell with a 1 above and a 3 on its left, i rolled 6, 6, 5, 4. can any of them go there?", "None of", "2"),
        (
            "Tenho uma casa vazia com um 4 em cima e um 5 a esquerda. Tirei 1, 5, 6, 2. Quais posso meter la?",
            "Dos teus",
            "5",
        ),
        ("casa vazia com um 2 por baixo e um 3 a direita, lancei 6 6 5 1, algum cabe?", "Nenhum", "2 ou 3"),
        (
            "Ein leeres Feld, oben eine 4, links eine 3. Gewürfelt: 6, 3, 1, 4. Welche Würfel passen da?",
            "Von deinen",
            "3 oder 4",
        ),
        (
            "leeres feld mit ner 2 drunter und ner 1 rechts, gewurfelt 5 5 6 4, welche zahlen gehen?",
            "Keiner",
            "1 oder 2",
        ),
        (
            "Une case vide touche un 5 au-dessus et un 6 a droite. J'ai lance 1, 2, 5, 6. Lesquels je peux mettre ?",
            "De tes",
            "5 ou 6",
        ),
        ("case vide avec un 3 en dessous et un 2 a gauche, j'ai lance 6 5 5 1, quels des vont la ?", "Aucun", "2 ou 3"),
    ],
)
def test_the_dice_rolled_are_held_against_the_cell(question, start, fits):
    answer = ask(question)
    assert answer.text.startswith(start) and fits in answer.text, answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Nightmare, only one cell left. Left of it a 2, above it a 3. Rolled 1, 5, 6, 6. What now?",
        "NIGHTMARE, so falta uma casa. A esquerda um 2, em cima um 3. Lancei 1 5 6 6, e agora?",
        "Albtraum, nur noch ein Feld frei, links davon eine 2, darüber eine 3. Gewurfelt 1, 5, 6, 6. Was nun?",
        "Cauchemar, il ne reste qu'une case. A gauche un 2, au-dessus un 3. J'ai lance 1 5 6 6, je fais quoi ?",
    ],
)
def test_the_last_cell_a_roll_misses_is_a_magdagdon(question):
    answer = ask(question)
    assert answer.topic == "magdagdon_roll" and "MAGDAGDON" in answer.text, answer.text
    assert "ruin" in fold(answer.text), answer.text


@pytest.mark.parametrize(
    ("question", "no"),
    [
        (
            "Empty cell: a 5 above, a 6 on the left, a ruin on the right. Which numbers may go there? Would a 4 fit?",
            "No",
        ),
        (
            "Leeres Feld: oben drüber ne 5, links ne 6, rechts ne Ruine. Welche Zahlen darf ich legen? Geht eine 4?",
            "Nein",
        ),
        ("Casa vazia: em cima um 5, a esquerda um 6. Que numeros posso por? Serve um 4?", "Não"),
        ("Case vide : un 5 au-dessus, un 6 a gauche. Quels nombres je peux mettre ? Un 4 passe ?", "Non"),
    ],
)
def test_the_value_asked_is_no_neighbour_and_the_values_taken_follow(question, no):
    answer = ask(question)
    assert answer.text.startswith(no) and "5" in answer.text and "6" in answer.text, answer.text
    assert "4," not in answer.text.split(";")[0].replace("4 ", ""), answer.text


def test_an_empty_cell_described_is_not_the_last_one():
    answer = ask("J'ai une case vide qui touche un 3 a gauche, un 4 en dessous. J'ai lance 5, 4, 2, 3. Lesquels ?")
    assert "dernière" not in answer.text and answer.text.startswith("De tes"), answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("I rolled 1 2 5 6, the empty cell touches a 4 and a 5. Which fit?", "Of your"),
        ("J'ai lance 2 4 6 6, la case vide touche un 5 et un 6. Lequel je pose ?", "De tes"),
        ("Gewurfelt 1 2 3 4, das leere Feld grenzt an eine 5 und eine 4. Welcher passt?", "Von deinen"),
    ],
)
def test_a_cell_said_to_touch_its_numbers(question, start):
    assert ask(question).text.startswith(start), ask(question).text


def test_a_cell_holding_a_number_is_not_the_empty_cell_asked():
    answer = ask(
        "I rolled 5 5 6 6. My board has a 3 in the middle cell with a 4 to its right. Can any go next to the 4?"
    )
    assert not answer.text.startswith(("None of", "Of your")), answer.text
