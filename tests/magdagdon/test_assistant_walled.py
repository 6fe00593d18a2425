"""An empty cell that touches only ruins and the board's edge takes no die (a RUIN is no number
and every later die must touch one), checked with the engine's placement rule; a cell with a
number beside it is still the placement check's. Four languages, typos and no accents."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask

NO = {"en": "No:", "pt": "Não:", "de": "Nein:", "fr": "Non :"}


@pytest.mark.parametrize(
    "question",
    [
        "an empty cell surrounded by ruins on every side - can i ever put a die there?",
        "my last free square has nothing but ruins around it, does anything fit?",
        "uma casa vazia cercada por ruinas, da para la por um dado?",
        "tenho uma casa so com ruinas a volta, sem numeros ao lado: posso jogar la?",
        "Ein freies Feld, rundherum nur Ruinen, kann ich da einen Wurfel setzen?",
        "ein leeres feld ist von ruinen eingeschlossen. geht da noch was hin?",
        "une case vide entouree de ruines, on peut y poser un de ?",
        "il ne reste qu'une case avec que des ruines autour, je peux y mettre quelque chose ?",
    ],
)
def test_a_cell_walled_in_by_ruins_takes_no_die(question):
    answer = ask(question)
    assert answer.text.startswith(NO[answer.lang]) and answer.situation == "placement", answer.text
    assert {c.anchor for c in answer.sections} == {"placement", "magdagdon"}


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("An empty cell with a RUIN on its left and a 4 above it: what values can go there?", "Next to a 4, only"),
        ("Does a ruin count as a neighbour?", "A RUIN is not a number"),
    ],
)
def test_a_number_beside_the_cell_is_still_placed(question, lead):
    assert ask(question).text.startswith(lead)
