"""MAGDAGDON's assistant works out a roll against the last empty cells told by the numbers they
touch, named a MAGDAGDON or not: one cell must take a die within 1 of all its neighbours, and
"do I still have to place 3?" is answered with the minimum the empty cells leave, in four
languages and in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_reading import touched


def test_the_numbers_a_cell_touches_are_read_across_words():
    assert touched("es grenzt an eine 5 und an eine 4", "de") == [4, 5]
    assert touched("it borders a 3 and a 5", "en") == [3, 5]


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "nightmare, one empty cell left, it borders a 3 and a 5. I rolled 1 1 6 6. what happens?",
            ("MAGDAGDON", "RUIN", "ends the game"),
        ),
        (
            "survival, just 1 empty square that touches a 2 and a 4, rolled 3 5 5 6, what now?",
            ("No MAGDAGDON: 3 fits",),
        ),
        (
            "No NIGHTMARE só falta uma casa vazia, encosta a um 6 e a um 4. Saiu 1, 2, 2, 3. E agora?",
            ("MAGDAGDON", "RUÍNA"),
        ),
        ("pesadelo, 1 casa livre, vizinhos 2 e 3, tirei 6 6 5 1, o que acontece?", ("MAGDAGDON", "termina o jogo")),
        (
            "In ALBTRAUM ist nur noch ein Feld frei, und es grenzt an eine 5 und an eine 4. Ein Kind würfelt 6, 6, 6, "
            "6. Was passiert jetzt?",
            ("Ja, ein MAGDAGDON", "RUINE", "beendet also das Spiel"),
        ),
        (
            "cauchemar, il reste une case vide qui touche un 1 et un 3, tirage 2 5 6 6. il se passe quoi ?",
            ("Pas de MAGDAGDON : 2",),
        ),
        (
            "cauchemar, une seule case vide, elle touche un 4 et un 6, j'ai tiré 1 1 2 2. et maintenant ?",
            ("c'est un MAGDAGDON", "RUINE"),
        ),
    ],
)
def test_a_roll_against_the_last_cell_is_worked_out(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("nightmare, only 2 empty cells, rolled 3 3 5 6. do i have to place 3 dice?", "2: in NIGHTMARE the minimum"),
        (
            "nightmare, only 2 empty cells left, rolled 1 1 2 6. do i still have to place 3?? both holes border a 2",
            "2:",
        ),
        ("No NIGHTMARE restam 2 casas vazias e tirei 4 4 1 6. Tenho de pôr 3 dados?", "2: no NIGHTMARE"),
        ("pesadelo, só tem 2 casas vazias, tirei 2 3 3 6, tenho que colocar 3?", "2:"),
        ("Albtraum, nur noch 2 leere Felder, gewürfelt 2 2 5 6. Muss ich trotzdem 3 setzen?", "2: in ALBTRAUM"),
        ("cauchemar, plus que 2 cases vides, tirage 3 4 4 6 : je dois poser 3 dés ?", "2 : en CAUCHEMAR"),
    ],
)
def test_the_dice_still_needed_lead_when_asked(question, first):
    text = ask(question).text
    assert text.startswith(first), text
