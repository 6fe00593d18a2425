"""What becomes of a grid after its round, asked plainly: unfinished grids stay in front of
their player, a completed grid scores and leaves play; scores, the deal and cases stay other
questions."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Do I keep my unfinished grids for the next round?", "You keep them"),
        ("the grids i couldnt finish this round, do i lose them?", "You keep them"),
        ("O que acontece às cartelas que não consegui acabar no fim de uma ronda? Perco-as?", "Ficas com elas"),
        ("as cartelas por acabar ficam comigo na ronda seguinte?", "Ficas com elas"),
        ("Verliere ich meine unfertigen Karten am Ende einer Runde?", "Du behältst sie"),
        ("Bleiben die nicht fertigen Karten vor mir liegen?", "Du behältst sie"),
        ("Les grilles pas finies, on les garde pour la manche suivante ?", "Tu les gardes"),
        ("mes grilles inachevees restent devant moi ?", "Tu les gardes"),
    ],
)
def test_unfinished_grids_stay(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "grid_fate" and a.topic == "incomplete_grids" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Does a completed grid stay in front of me afterwards?", "No: "),
        ("Uma cartela completa fica à minha frente para as rondas seguintes?", "Não: "),
        ("Bleibt eine volle Karte liegen?", "Nein: "),
        ("Une grille complétée, elle reste devant moi pour la suite ?", "Non : "),
    ],
)
def test_a_completed_grid_leaves_play(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "grid_done" and a.topic == "completed_grids" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    "question",
    [
        "Which 3 grids do I keep in round 1?",
        "How many points does a completed grid give in round 2?",
        "Do unfinished grids score points at the end?",
        "I have 2 unfinished grids with 5 and 3 crossed cells: do I keep them?",
    ],
)
def test_other_grid_questions_are_not_this_case(question):
    assert ask(question, demo=False).situation not in ("grid_fate", "grid_done")
