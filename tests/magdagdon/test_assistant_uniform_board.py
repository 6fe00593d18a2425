"""MAGDAGDON's assistant scores a full board told as one number in every cell ("auf allen 16
Feldern liegt eine 3", "every cell holds a 6") with the engine's scoring, in four languages
and in Brazilian Portuguese."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.rules import PENALTIES, score
from tests.budgets import examples


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "Beispiel für die Klasse: Das Brett ist voll, keine Ruinen, keine Kräfte benutzt, und auf allen 16 "
            "Feldern liegt eine 3. Welche Endwertung kommt heraus?",
            "416:",
        ),
        (
            "wenn auf jedem feld eine 5 liegt, keine ruine, friedlich, 1 kraft benutzt, wie ist die endpunktzahl?",
            "470:",
        ),
        ("Full board, every cell holds a 6, no ruins, no powers. What is my final score?", "512:"),
        ("if the board were all 2s with no ruins and no powers, what total score would that be?", "384:"),
        ("Tabuleiro cheio, todas as casas têm um 4, sem ruínas nem poderes. Qual é a pontuação final?", "448:"),
        ("se em todas as 16 casas tiver um 1, sem ruína, qual a pontuação final?", "352:"),
        ("plateau plein, chaque case contient un 2, aucune ruine, aucun pouvoir : quel est le score final ?", "384 :"),
        ("si toutes les cases ont un 6 en paisible avec 2 pouvoirs utilisés, score final ?", "482 :"),
    ],
)
def test_a_board_of_one_number_everywhere_is_scored(question, first):
    answer = ask(question)
    assert answer.topic == "final_score" and answer.text.startswith(first), answer.text


@settings(deadline=None, max_examples=examples(30))
@given(st.integers(1, 6), st.sampled_from(sorted(PENALTIES)), st.integers(0, 3))
def test_the_score_of_a_uniform_board_is_the_engines(value, level, used):
    used = min(used, len(PENALTIES[level]))
    want = score([[value] * 4] * 4, level, used).total
    answer = ask(f"{level}, every cell holds a {value}, {used} powers used. What is my final score?")
    assert answer.text.startswith(f"{want}:"), answer.text
