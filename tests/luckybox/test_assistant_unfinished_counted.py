"""A count of unfinished grids given with their crossed cells is accounted for by those cells:
a score that adds the cells up reads the whole case, with no "part of it not counted"."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import cell_points, completed_points


@pytest.mark.parametrize(
    ("question", "total"),
    [
        (
            "Game over: I completed a grid in round 4 and I still have 3 unfinished grids with 5, 2 and 2 crosses."
            " How many points do my grids make?",
            completed_points(1, 4) + cell_points(9),
        ),
        (
            "Fim do jogo: completei 1 cartela na ronda 3 e tenho 3 cartelas por acabar com 4, 4 e 1 casas riscadas."
            " Quantos pontos dão as cartelas?",
            completed_points(1, 3) + cell_points(9),
        ),
        (
            "Runde 4 ist vorbei. In Runde 4 hab ich eine Karte voll gekriegt, und ich hab noch 3 unfertige Karten"
            " mit 6, 3 und 2 Kreuzen. Wie viele Punkte bringen mir die Karten insgesamt?",
            completed_points(1, 4) + cell_points(11),
        ),
        (
            "Fin de partie : une grille complete en manche 2 et 3 grilles inachevees avec 3, 3 et 4 cases cochees."
            " Combien de points pour mes grilles ?",
            completed_points(1, 2) + cell_points(10),
        ),
    ],
)
def test_unfinished_grids_counted_with_their_cells_are_read_whole(question, total):
    a = ask(question, demo=False)
    assert a.text.startswith(f"{total} "), a.text
