"""MAGDAGDON's assistant scores a line told as its ruin apart from the numbers the rest hold
("a ruin in the first square and then 4, 5 and 6"): the sum of its numbers and no bonus, in
four languages and in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "My grandson's top row has a ruin in the first square and then 4, 5 and 6 in order. Does he still get "
            "the sequence bonus?",
            "RUIN-4-5-6 holds a RUIN: the line scores only the sum of its numbers, 15, and no bonus",
        ),
        ("my column: 3, 3, 3 and then a ruin at the bottom. do i get anything extra?", "3-3-3-RUIN holds a RUIN"),
        ("a row with two ruins and 5 5 - do I still get two pairs?", "RUIN-RUIN-5-5 holds a RUIN"),
        ("A minha linha tem uma ruína na primeira casa e depois 2, 3 e 4. Ainda ganho a sequência?", "RUÍNA-2-3-4"),
        ("minha coluna tem 6, 6 e 6 e uma ruína embaixo, ganho algum bônus?", "6-6-6-RUÍNA tem uma RUÍNA"),
        ("Meine obere Reihe hat links eine Ruine, dann 3, 4 und 5. Bekomme ich trotzdem die FOLGE?", "RUINE-3-4-5"),
        ("in der spalte 2 2 2 und unten ne ruine, gibts da nen bonus?", "2-2-2-RUINE enthält eine RUINE"),
        ("ma ligne a une ruine dans la première case puis 1, 2 et 3. j'ai quand même la SUITE ?", "RUINE-1-2-3"),
        ("colonne : 4, 4, 4 et une ruine en bas, ça donne un bonus ?", "4-4-4-RUINE contient une RUINE"),
    ],
)
def test_a_line_with_its_ruin_told_apart_earns_no_bonus(question, first):
    answer = ask(question)
    assert answer.topic == "ruin_line" and answer.text.startswith(first), answer.text
