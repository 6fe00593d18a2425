"""The placement check reads more words of place ("separated by", "autour d'une case", "à volta
de") and, when a word of place follows the value asked ("a 3 with a 4 staged beside it: can a 5
go next to the 4?"), takes the cell's neighbours from what follows, not from the board told
before; the final score reads sums said after their lines ("lignes 40, colonnes 40")."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("Tenho um 5 e um 3 separados por uma casa vazia. Posso por um 4 la?", "Sim: um 4 pode ir"),
        ("J'ai un 2 et un 4 autour d'une case vide, je peux mettre un 3 ?", "Oui : un 3 peut aller"),
        ("an empty cell with a 2 and a 3 around it, can I put a 4 there?", "No: a 4 cannot go next to a 2"),
        ("uma casa com um 6 a volta dela, posso por la um 5?", "Sim: um 5 pode ir"),
        ("uma casa com um 6 à volta dela: posso pôr um 5?", "Sim: um 5 pode ir"),
    ],
)
def test_more_words_of_place(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("I have a 3 on the board with a 4 staged next to it, can I put a 5 next to the 4?", "Yes: a 5 may go"),
        ("tenho um 2 e por baixo um 3; posso meter um 4 ao lado do 3?", "Sim: um 4 pode ir"),
        ("ich habe eine 6 und rechts davon eine 5, darf ich eine 4 neben die 5 legen?", "Ja: eine 4 darf"),
        ("j'ai un 1 et un 2 a cote, je peux poser un 3 a cote du 2 ?", "Oui : un 3 peut aller"),
        ("Can I put a 5 next to a 3 and a 4?", "No: a 5 cannot go next to a 3"),
        ("next to my 4 and 5, can I put a 3?", "No: a 3 cannot go next to a 5"),
    ],
)
def test_the_neighbours_are_those_said_after_the_value(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("PAISIBLE, aucun pouvoir utilise, 3 ruines, lignes 40, colonnes 40, une suite. score final ?", "95"),
        ("peaceful, no powers, rows 50, columns 50, no ruins, one sequence, final score?", "160"),
        ("peaceful, no powers, rows 50 and columns 46, one two pairs, final score?", "116"),
        ("pacifico, sem poderes, linhas 30, colunas 30, pontuacao final?", "60"),
    ],
)
def test_sums_said_after_their_lines(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text
