"""MAGDAGDON's assistant places a roll on a board told whole (one number alone, said in many
ways, or the first turn), with the roll's dice joined by "and" and read after "habe ich": it
says how many go, which go right beside the lone number, that the rest are thrown away, and
offers a power when the question says none was used yet, in four languages and through typos."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_reading import dice, powers_gone
from ludoteca.magdagdon.board import EMPTY
from ludoteca.magdagdon.rules import most_placed
from tests.budgets import examples


@pytest.mark.parametrize(
    ("text", "lang", "rolled"),
    [
        ("gewurfelt habe ich 4, 4, 5 und 6. was nun", "de", [4, 4, 5, 6]),
        ("sairam-me 2, 3, 5 e 6. qual", "pt", [2, 3, 5, 6]),
        ("tirage 1 3 5 6 et je", "fr", [1, 3, 5, 6]),
        ("i rolled 3, 3, 3 and 6, how many", "en", [3, 3, 3, 6]),
    ],
)
def test_a_roll_joined_by_and_is_read_whole(text, lang, rolled):
    assert dice(text, lang) == rolled


def test_no_power_used_is_not_no_power_left():
    assert not powers_gone("ich habe noch keine kraft benutzt", "de")
    assert not powers_gone("no power used yet", "en")
    assert powers_gone("keine krafte mehr", "de") and powers_gone("no powers left", "en")


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "survival, there is only a 3 on the board and i rolled 1, 2, 4 and 6. how many can i place?",
            ("At most 3 of the 4", "only 2 or 4 may go", "The 6 stays unused"),
        ),
        ("Peacful, board has just one 4 and I got 6 6 2 1. What can I do?", ("None:", "is a MAGDAGDON", "costs 10")),
        (
            "No SURVIVAL só há um 6 no tabuleiro e saíram-me 5, 5, 1 e 2. Quantos consigo pôr?",
            ("No máximo 2 dos 4", "só pode ir 5", "1 e 2 ficam por usar"),
        ),
        (
            "No peaceful o tabuleiro tem só um 2 e deu 6, 6, 5 e 4 nos dados, o que eu posso fazer?",
            ("Nenhum:", "MAGDAGDON", "custa 10"),
        ),
        (
            "Überleben: auf dem Brett liegt nur eine 3. Gewürfelt habe ich 2, 4, 6 und 6. Wie viele kann ich setzen?",
            ("Höchstens 2 der 4", "nur 2 oder 4", "6 und 6 bleiben ungenutzt"),
        ),
        (
            "ÜBERLEBEN, noch keine Kraft benutzt, im Feld nur eine 1, Wurf 4 4 5 6. Was nun?",
            ("Keinen:", "MAGDAGDON", "kostet am Ende 70"),
        ),
        (
            "Ich spiele FRIEDLICH, habe noch keine Kraft benutzt. Auf dem Brett liegt nur eine 2 in der Ecke oben "
            "links. Gewürfelt habe ich 4, 4, 5 und 6. Was kann ich jetzt machen?",
            ("Keinen:", "MAGDAGDON", "kostet am Ende 10"),
        ),
        (
            "j'ai fait 6 6 6 6 en PAISIBLE et il y a un 5 sur le plateau. je peux poser les quatre ?",
            ("Les 4", "seul 6 peut aller"),
        ),
        (
            "Premier tour, plateau vide, PAISIBLE, tirage 1 3 5 6. Combien de dés je peux poser au maximum ?",
            ("Au plus 2 des 4", "1 et 3 restent inutilisés"),
        ),
        (
            "paisible, mon plateau c'est un seul 6 et mon tirage 5 5 2 1, je peux poser quoi ?",
            ("Au plus 2 des 4", "seul 5 peut aller"),
        ),
    ],
)
def test_a_roll_on_a_board_told_whole_is_placed_by_the_engine(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text


@settings(deadline=None, max_examples=examples(30))
@given(st.integers(1, 6), st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_the_count_placed_is_the_engines(lone, rolled):
    codes = [EMPTY] * 16
    codes[5] = lone
    most = len(most_placed(codes, rolled))
    question = f"survival, only a {lone} on the board, rolled {' '.join(map(str, rolled))}. how many can i place?"
    text = ask(question).text
    want = "None:" if most == 0 else ("All 4" if most == 4 else f"At most {most} of the 4")
    assert text.startswith(want), text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("nightmare, first turn, rolled 1 1 4 6. can i get 3 dice down?", "en"),
        ("albtraum, erster zug, gewürfelt 2 2 5 6. krieg ich 3 würfel hin?", "de"),
    ],
)
def test_a_roll_short_of_the_minimum_says_nothing_of_dice_thrown_away_on_confirming(question, lang):
    text = ask(question, lang).text
    assert "MAGDAGDON" in text and "confirm" not in text and "Bestätigen" not in text, text
