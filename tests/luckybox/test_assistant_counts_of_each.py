"""Counts a score sheet gives in passing: crossed cells said of each of several unfinished grids
when grids are counted more than once ("my 2 unfinished grids have 7 crossed cells each"), and
the other players' moons after a spelled count of them ("the other two have 1 and 3")."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import cell_points, completed_points, moon_points


def _total(question: str) -> int:
    a = ask(question, demo=False)
    assert a.situation == "total" and a.missing is None, a.text
    return int(a.text.split(" ")[0])


@pytest.mark.parametrize(
    ("question", "total"),
    [
        (
            (
                "solo, done: 1 grid completed in round 2 and 1 in round 4, moons 2, and my 3 unfinished grids have 4 "
                "crossed cells each. total?"
            ),
            completed_points(1, 2) + completed_points(1, 4) + moon_points([2])[0] + cell_points(12),
        ),
        (
            (
                "Solo game over. completed one grid in round 1 and 2 grids in round 2; 0 moons; 2 unfinshed grids "
                "with 5 crossed cells each. My total?"
            ),
            completed_points(1, 1) + completed_points(2, 2) + moon_points([0])[0] + cell_points(10),
        ),
        (
            (
                "Sozinho, fim do jogo: completei 1 cartela na ronda 1 e 2 cartelas na ronda 3, 4 luas, e as minhas 2 "
                "cartelas por acabar tem 6 casas riscadas cada. Quantos pontos?"
            ),
            completed_points(1, 1) + completed_points(2, 3) + moon_points([4])[0] + cell_points(12),
        ),
        (
            (
                "Solo, Spielende: 1 volle Karte in Runde 1 und 2 volle Karten in Runde 4, 3 Monde, meine 3 "
                "unfertigen Karten haben je 5 angekreuzte Felder. Wie viele Punkte?"
            ),
            completed_points(1, 1) + completed_points(2, 4) + moon_points([3])[0] + cell_points(15),
        ),
        (
            (
                "En solo, fin : 1 grille complete en manche 2 et 2 grilles en manche 3, 1 lune, et mes 2 grilles "
                "inachevees ont 7 cases cochees chacune. Total ?"
            ),
            completed_points(1, 2) + completed_points(2, 3) + moon_points([1])[0] + cell_points(14),
        ),
    ],
)
def test_cells_said_of_each_unfinished_grid_count_for_every_one(question, total):
    assert _total(question) == total


@pytest.mark.parametrize(
    "question",
    [
        "3 players, the end: I have 4 moons; the other two have 2 and 4. One grid completed in round 1. My total?",
        "We were 3. My moons: 4; the other two have 4 and 2. I completed 1 grid in round 1. Total please",
    ],
)
def test_the_other_players_moons_after_a_spelled_count_of_them(question):
    assert _total(question) == completed_points(1, 1) + moon_points([4, 2, 4])[0]


def test_the_twenty_fourth_sets_three_player_sheet_is_added_up_whole():
    question = (
        "Game just ended, 3 of us. I completed a grid in round 1 and another in round 3, got 2 stars in"
        " round 2 and 3 stars in round 4 and no other stars. I have 3 moons; the other two have 1 and 3."
        " My two unfinished grids have 5 crossed cells each. What's my total?"
    )
    assert _total(question) == 49
