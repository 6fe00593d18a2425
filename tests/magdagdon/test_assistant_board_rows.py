"""A board told by its rows ("row1 = 5 5 _ _", "ligne 2 : 3 3 3 _", "a primeira linha tem 3 3")
or by a number's row and column ("a 3 in row 2 col 2"), a roll on it worked out with the
engine's search: how many dice go, whether it is a MAGDAGDON, and which single Majda Power
saves it (the engine's rescue), its cost set against the ruin's. Four languages."""

from __future__ import annotations

import pytest

from ludoteca.core.assistant_match import fold
from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_board import told_rows


def _rows(text: str, lang: str) -> list[int] | None:
    return told_rows(" ".join(fold(text).split()), lang)


@pytest.mark.parametrize(
    ("text", "lang", "cells"),
    [
        ("row1 = 5 5 _ _, row2 = 6 _ _ _, rest empty", "en", {0: 5, 1: 5, 4: 6}),
        ("the first row is 2-3-_-_", "en", {0: 2, 1: 3}),
        ("a 4 on c3 and nothing else", "en", {10: 4}),
        ("a primeira linha tem 3 3 fixos e o resto esta vazio", "pt", {0: 3, 1: 3}),
        ("linha 3: _ 4 4 _", "pt", {9: 4, 10: 4}),
        ("Reihe 3: 4 5 _ R", "de", {8: 4, 9: 5, 11: 7}),
        ("eine 2 in Reihe 1, Spalte 4", "de", {3: 2}),
        ("champ = ligne 2 : 3 3 3 _, reste vide", "fr", {4: 3, 5: 3, 6: 3}),
        ("mon seul nombre est un 6 en ligne 4 colonne 1", "fr", {12: 6}),
    ],
)
def test_a_board_told_by_rows_or_cells(text, lang, cells):
    codes = _rows(text, lang)
    assert codes is not None and {i: v for i, v in enumerate(codes) if v} == cells


@pytest.mark.parametrize(("text", "lang"), [("meine Zeile ist 1 2 3 4", "de"), ("my row reads 3 4 5 6", "en")])
def test_a_line_without_its_place_is_no_board(text, lang):
    assert _rows(text, lang) is None


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "peacefull, no power used. row 1 = 5 5 _ _, row 2 = 6 _ _ _. rolled 1 1 2 3, magdagdon? way out?",
            ("MAGDAGDON", "No −1 or +1 on one die saves it", "REROLL", "RUIN"),
        ),
        (
            "survival, power unused. my only number is a 3 in row 2 col 2, rolled 1 1 6 6. what are my options",
            ("MAGDAGDON", "One INCREASE on a 1 saves it", "the ruin (15) costs less"),
        ),
        (
            "pacifico, nenhum poder usado, linha 1: 2 _ _ _, tirei 4 4 5 6, e agora?",
            ("MAGDAGDON", "Um DECREASE num 4 salva-o", "a próxima custa 10"),
        ),
        (
            "friedlich, keine kraft benutzt. reihe 1: 6 6 _ _. gewürfelt 1 2 3 3. was kann ich tun?",
            ("MAGDAGDON", "Kein −1 oder +1", "REROLL"),
        ),
    ],
)
def test_a_magdagdon_on_a_told_board_names_the_power_that_saves_it(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "No NIGHTMARE a primeira linha tem 3 3, resto vazio. Tirei 1, 2, 4, 5, o 2 e o 1 não cabem. Deu MAGDAGDON?",
            "Todos os 4",
        ),
        ("nightmare, row 1: 3 3 _ _, rolled 1 2 4 5, staged badly and nothing fits, magdagdon?", "All 4"),
        ("PAISIBLE, 0 pouvoir utilise. ligne 2 : 3 3 3 _, lancer 2 2 5 5. je fais quoi ?", "Au plus 2 des 4"),
    ],
)
def test_a_roll_that_a_good_order_places_is_no_magdagdon(question, lead):
    answer = ask(question)
    assert answer.text.startswith(lead) and answer.topic == "staging_order", answer.text


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "survival, power used. I rolled 5 5 6 6 and the only number on the board is a 2. what happens?",
            ("MAGDAGDON", "With no power to use"),
        ),
        ("pacifico, o unico numero no tabuleiro e um 6, saiu 1 2 2 3, e agora?", ("MAGDAGDON", "REROLL")),
        ("friedlich, die einzige Zahl ist eine 1, gewürfelt 4 4 5 6, was kann ich tun?", ("MAGDAGDON", "REROLL")),
        ("paisible, le seul nombre est un 5, tirage 1 1 2 2, je fais quoi ?", ("MAGDAGDON", "REROLL")),
    ],
)
def test_the_only_number_on_the_board(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text


@pytest.mark.parametrize(
    "question",
    [
        "last cell of the game touches a 3 and a 5, nightmare, rolled 1 2 6 6",
        "the only empty cell touches a 4, survival, power left, rolled 1 1 2 6 magdagdon?",
    ],
)
def test_the_last_cell_named_is_one_empty_cell(question):
    answer = ask(question)
    assert answer.text.startswith("Yes, a MAGDAGDON") and "needs 1" in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "Survival, 1 power left, board has 4 4 in the top row, I rolled 1 1 1 1. Use the power or take the ruin?",
            ("MAGDAGDON", "REROLL", "the next costs 70"),
        ),
        ("peaceful, 2 powers left, only a 6 on the board, rolled 1 1 2 3, what now?", ("the next costs 20",)),
        (
            "friedlich, noch 1 Kraft übrig, nur eine 6 auf dem Brett, Wurf 1 2 2 3. Was nun?",
            ("die nächste kostet am Ende 40",),
        ),
        ("pesadelo, tenho 3 3 3 na primeira linha, tirei 6 6 1 1, e agora?", ("MAGDAGDON", "Sem poder para usar")),
    ],
)
def test_powers_said_left_and_cells_said_before_their_row(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("I have a 2 above the empty cell and a 4 below it. What can go in?", "Next to a 2 and a 4, only 3 may go"),
        ("um 3 em cima e um 5 em baixo, o que cabe na casa?", "Ao lado de um 3 e um 5 só pode ir 4"),
        ("eine 6 links und eine 5 rechts, was passt dazwischen?", "Neben eine 6 und eine 5 darf nur 5 oder 6"),
        ("un 2 au-dessus et un 3 en dessous, qu'est-ce qui peut aller au milieu ?", "À côté d'un 2 et d'un 3"),
    ],
)
def test_what_may_go_between_numbers_told(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text
