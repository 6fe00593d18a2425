"""MAGDAGDON's assistant scores several lines asked about together: each line's points (one told
as its numbers and a ruin, "1-2-2 then a ruin", too), then their sum."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("My left column is 4-3-2-1 and my top row 4-5-5-4. What do the two score together?", "108"),
        ("left column 4-3-2-1, top row 4-5-5-4, bottom row 1-2-2 and then a ruin. how much in total?", "113"),
        ("A minha linha de cima e 2 3 4 5 e a de baixo 1-1-2 e depois uma ruina. Quanto valem ao todo?", "78"),
        ("Meine oberste Zeile ist 3 3 3 3, die unterste 5-5-6-6. Wie viel zusammen?", "94"),
        (
            "Ma colonne de gauche c'est 4-3-2-1, ma ligne du haut 4-5-5-4 et ma ligne du bas 1-2-2 puis une ruine. "
            "Ces trois lignes me rapportent combien en tout ?",
            "113",
        ),
    ],
)
def test_lines_asked_together_are_summed(question, total):
    answer = ask(question)
    assert answer.text.rstrip(".").endswith(total), answer.text


@pytest.mark.parametrize(
    ("question", "bonus"),
    [
        ("Meine Zeilen: erste 3-3-4-4, zweite 6-6-6-6. Wie viele Bonuspunkte bringen die beiden zusammen?", "60"),
        ("rows 2 3 4 5 and 1 1 1 1: how many bonus points in total?", "100"),
        ("linhas 3 3 4 4 e 6 6 6 6, quanto de bonus ao todo?", "60"),
    ],
)
def test_bonus_points_asked_together_are_the_bonuses(question, bonus):
    answer = ask(question)
    assert f" {bonus} (" in answer.text, answer.text
