"""MAGDAGDON's assistant stands back from a case it cannot read: a roll told (also as dice held,
"j'ai 1, 3, 5, 5", "jetzt habe ich 4, 5, 5, 6") against a board it does not understand gets an
answer saying so and asking for the board row by row, not a general rule or a line read off the
dice; a board of one number is not read where a second number is told."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    "question",
    [
        "Peaceful, my board has a 2 top left and a 3 right of it. I have 4, 5, 5, 6 now. Can I place all four?",
        "FRIEDLICH, Zug 2. Oben links eine 2, rechts daneben eine 3. Jetzt habe ich 4, 5, 5, 6. Kann ich alle setzen?",
        "Survival, tenho um 4 no canto de cima e um 5 por baixo dele. Tenho 1, 2, 6, 6. Consigo por dois?",
        "Survie, en haut a gauche un 4 et juste en dessous un 5. J'ai 1, 2, 6, 6. Je peux en poser deux ?",
    ],
)
def test_a_roll_against_a_board_not_read_asks_for_the_rows(question):
    answer = ask(question)
    assert answer.situation == "unread" and answer.missing == "board", answer.text
    assert "1" in answer.text and "_ _" in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("Nightmare, first turn, I have 1, 3, 5, 5. Can I put the two 5s side by side and confirm?", "At most 2"),
        ("Premier tour en CAUCHEMAR, j'ai 1, 3, 5, 5. Je peux poser les deux 5 cote a cote et valider ?", "Au plus 2"),
        ("ALBTRAUM, erster Zug, ich habe 1, 3, 5, 5. Kann ich die zwei 5en nebeneinander setzen?", "Höchstens 2"),
        ("NIGHTMARE, primeira jogada, tenho 1, 3, 5, 5. Posso por os dois 5 lado a lado e confirmar?", "No máximo 2"),
    ],
)
def test_dice_held_are_read_as_the_roll(question, start):
    answer = ask(question)
    assert answer.text.startswith(start) and "MAGDAGDON" in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("J ai 4 dés: 3, 4, 4, 5. Plateau vide, survie. Je peux tout poser ?", "Les 4"),
        ("Tabuleiro vazio, peaceful, dados: 1, 2, 2, 3. Posso por todos?", "Todos os 4"),
        ("Dice: 1, 1, 6, 6. Nightmare, first turn. How many can I place?", "At most 2"),
        ("Leeres Brett, Albtraum, Würfel: 2, 3, 3, 4. Wie viele kann ich setzen?", "Alle 4"),
    ],
)
def test_dice_listed_after_a_colon_are_the_roll(question, start):
    answer = ask(question)
    assert answer.text.startswith(start), answer.text
