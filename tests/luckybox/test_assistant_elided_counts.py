"""Counts a question gives without repeating their noun: stars listed "2, then 4, then 0",
a round's stars after words saying one got them ("round 2 I got 4", "manche 2 j'en ai eu 4"),
and the other grid's crossed cells after one grid's ("one has 6 crossed cells, the other 3")."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import cell_points, star_points


def _first(question: str) -> str:
    return ask(question, demo=False).text.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "Stars per round: 2, then 4, then 0, then 1. How many points do my stars make?",
        "stars per round 2 then 4 then 0 then 1, star points?",
        "Estrelas por ronda: 2, depois 4, depois 0, depois 1. Quantos pontos de estrelas?",
        "Sterne pro Runde: 2, dann 4, dann 0, dann 1. Wie viele Sternpunkte?",
        "Etoiles par manche : 2, puis 4, puis 0, puis 1. Combien de points d'etoiles ?",
    ],
)
def test_stars_listed_one_then_another_are_one_a_round(question):
    total = star_points(2) + star_points(4) + star_points(0) + star_points(1)
    assert _first(question).startswith(f"{total} "), _first(question)


@pytest.mark.parametrize(
    "question",
    [
        "Stars: round 1 I got 2 stars, round 2 I got 3, round 3 none, round 4 one. How many star points?",
        "Estrelas: na ronda 1 tive 2 estrelas, ronda 2 tive 3, ronda 3 nenhuma, ronda 4 uma. Quantos pontos?",
        "Sterne: Runde 1 hatte ich 2 Sterne, Runde 2 hatte ich 3, Runde 3 keinen, Runde 4 einen. Sternpunkte?",
        (
            "etoiles : manche 1 j ai eu 2 etoiles, manche 2 j en ai eu 3, manche 3 aucune, manche 4 une. combien "
            "de points ?"
        ),
    ],
)
def test_a_rounds_stars_after_words_saying_one_got_them(question):
    total = star_points(2) + star_points(3) + star_points(1)
    first = _first(question)
    assert first.startswith(f"{total} "), first


def test_the_twenty_fourth_sets_stars_round_by_round_in_french():
    question = (
        "Pour mes élèves : manche 1 j'ai eu 1 étoile, manche 2 j'en ai eu 4, manche 3 aucune, manche 4 deux."
        " Ça fait combien de points d'étoiles en tout ?"
    )
    assert _first(question).startswith("14 points en tout"), _first(question)


@pytest.mark.parametrize(
    ("question", "cells"),
    [
        ("End of the game: 2 unfinished grids, one has 6 crossed cells, the other 5. How many points?", 11),
        ("Fim do jogo: tenho 2 cartelas por acabar, uma com 4 casas riscadas, a outra 7. Quantos pontos?", 11),
        ("Fin de partie : deux grilles inachevees, l'une a 6 cases cochees, l'autre 3. Combien de points ?", 9),
        ("Spielende, zwei unfertige Karten: eine mit 5 angekreuzten Feldern, die andere 4. Punkte?", 9),
        (
            "Spielende: Ich habe noch 2 unfertige Karten, auf der einen 6 Felder angekreuzt, auf der anderen 3."
            " Auf der zweiten ist eine Reihe voll, deren Bonusplatz leer war. Wie viele Punkte gibt's?",
            9,
        ),
    ],
)
def test_the_other_grids_cells_after_one_grids(question, cells):
    first = _first(question)
    assert first.startswith(f"{cell_points(cells)} ") and str(cells) in first, first
