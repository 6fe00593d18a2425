"""MAGDAGDON's assistant scores a whole board told as four rows when the player asks plainly what
it makes ("how much is that", "quanto fiz", "wie viele Punkte", "ça fait combien"), checks the
player's own count, and still answers a line asked about after the board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.rules import score

BOARD = "2 2 3 3\n3 3 3 3\n4 4 R 4\n5 4 3 2"
ROWS = [[2, 2, 3, 3], [3, 3, 3, 3], [4, 4, "R", 4], [5, 4, 3, 2]]


def _total(level: str, used: int) -> int:
    return score(ROWS, level, used).total


@pytest.mark.parametrize(
    ("question", "level", "used"),
    [
        (
            f"Game over in peaceful, one power used, one ruin. Rows top to bottom:\n{BOARD}\nHow much is that?",
            "peaceful",
            1,
        ),
        (f"finished on survival, used my power once. board:\n{BOARD}\nwhat did i score", "survival", 1),
        (f"Nightmare done, my board from the top:\n{BOARD}\nhow many points do I get?", "nightmare", 0),
        (f"Acabei em PEACEFUL com duas Powers usadas. Tabuleiro:\n{BOARD}\nQuanto fiz?", "peaceful", 2),
        (f"terminei no nightmare, tabuleiro de cima pra baixo:\n{BOARD}\nquantos pontos da isso?", "nightmare", 0),
        (f"Fertig in FRIEDLICH, keine Kraft benutzt. Brett:\n{BOARD}\nWie viele Punkte sind das?", "peaceful", 0),
        (f"ALBTRAUM vorbei, brett von oben:\n{BOARD}\nwieviel punkte hab ich", "nightmare", 0),
        (f"Partie finie en CAUCHEMAR. Plateau :\n{BOARD}\nCa fait combien ?", "nightmare", 0),
        (f"fini en paisible, j'ai utilise 3 pouvoirs, plateau:\n{BOARD}\nje marque combien de points", "peaceful", 3),
    ],
)
def test_a_board_told_by_rows_is_scored_when_asked_plainly(question, level, used):
    answer = ask(question)
    assert answer.topic == "final_score", answer.text
    assert answer.text.startswith(str(_total(level, used))), answer.text


@pytest.mark.parametrize(
    ("question", "right"),
    [
        (f"Nightmare, no ruins but one. Board:\n{BOARD}\nI get {_total('nightmare', 0)}, is that right?", True),
        (f"Nightmare. Board:\n{BOARD}\nI counted 300, is that correct?", False),
        (f"CAUCHEMAR. Plateau :\n{BOARD}\nJ'arrive a {_total('nightmare', 0)}, c'est juste ?", True),
        (f"ALBTRAUM. Brett:\n{BOARD}\nIch komme auf 250, stimmt das?", False),
        (f"NIGHTMARE. Tabuleiro:\n{BOARD}\nDeu-me {_total('nightmare', 0)}, esta certo?", True),
    ],
)
def test_the_players_own_count_is_checked_first(question, right):
    answer = ask(question)
    assert answer.text.startswith(("Yes", "Ja", "Sim", "Oui")) is right, answer.text
    assert str(_total("nightmare", 0)) in answer.text.split(".")[0], answer.text


def test_a_line_asked_after_the_board_is_answered_too():
    answer = ask(f"Partie finie en CAUCHEMAR. Plateau :\n{BOARD}\nCa fait combien ? Et la colonne 3 (3 3 R 3) ?")
    assert answer.text.startswith(str(_total("nightmare", 0))), answer.text
    assert "3-3-RUINE-3" in answer.text and "9" in answer.text.split("3-3-RUINE-3")[1], answer.text


@pytest.mark.parametrize("qid", ["pt-05", "pt-17", "de-05", "de-18", "fr-15"])
def test_the_fifth_sets_boards_are_scored(qid):
    data = json.loads((Path(__file__).parent / "written_apart_fifth.json").read_text(encoding="utf-8"))
    lang, n = qid.split("-")
    item = data["questions"][lang][int(n) - 1]
    want = item["expected"].split()[0].rstrip(".:")
    assert want in ask(item["q"]).text.split(":")[0], ask(item["q"]).text
