"""MAGDAGDON's assistant does not fill in a case told in part: a number placed on a cell is no
count of empty cells ("1 na primeira casa"), a row told while fewer cells are said empty is no
board with the rest empty, a roll told after a board described by its lines is no line, and a
player stuck after staging is told staging decides nothing (no MAGDAGDON taken on their word)."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_turns import empty_count


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("tenho um 1 na primeira casa e um 2 na segunda", "pt", None),
        ("only 3 empty cells left", "en", 3),
        ("ainda tenho 2 casas vazias", "pt", 2),
        ("noch 2 leere felder", "de", 2),
        ("il me reste 3 cases vides", "fr", 3),
        ("a 4 in the second cell of row 1", "en", None),
    ],
)
def test_only_a_count_before_the_cells_counts_them(text, lang, want):
    assert empty_count(text, lang) == want


@pytest.mark.parametrize(
    "question",
    [
        "Nightmare, only two cells are empty: the last two of the bottom row. The bottom row reads 5 4 _ _. "
        "I rolled 1, 3, 4, 6. Can I fill both?",
        "PEACEFUL. So tenho um 1 e um 2 lado a lado na segunda linha (1 na primeira casa, 2 na segunda). "
        "Lancei 4, 3, 6 e 1. Quantos dados posso por?",
        "Albtraum, nur noch 2 leere Felder, die letzten zwei der untersten Reihe: 5 4 _ _. Gewürfelt 1 3 4 6. "
        "Kann ich beide füllen?",
    ],
)
def test_a_board_told_in_part_is_not_guessed(question):
    answer = ask(question)
    assert answer.situation == "unread", answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("Survival, rolled 5 3 2 2, I staged the 5 and now can't place anything else. Is it a MAGDAGDON?", "No"),
        ("SURVIVAL, lancei 5, 3, 2, 2. Preparei o 5 e agora nao consigo por mais nada. E MAGDAGDON?", "Não"),
        ("Survie, j'ai lance 5 3 2 2, j'ai pose le 5 et rien ne va plus. C'est un MAGDAGDON ?", "Non"),
    ],
)
def test_stuck_after_staging_is_no_magdagdon_on_the_players_word(question, start):
    answer = ask(question)
    assert answer.text.startswith(start) and "MAGDAGDON" in answer.text, answer.text


def test_the_very_first_turn_is_an_empty_board():
    answer = ask("albtraum, allererster zug, wurf 1 1 4 6. magdagdon??")
    assert answer.text.startswith("Höchstens 2") and "MAGDAGDON" in answer.text, answer.text


def test_a_line_told_with_a_verb_of_rolling_is_still_a_line():
    assert "38" in ask("Ma ligne du bas fait 4-5-4-5. C'est une suite ? Combien ca rapporte ?").text
