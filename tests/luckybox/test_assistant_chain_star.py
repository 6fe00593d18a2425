"""A chain whose last line pays a star, told with the stars the player already had this round:
the star counts, and the round's stars are worth what the engine's scale gives; a number put
"on grid A" is a cell's number, not a count of grids."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_situations import read
from ludoteca.luckybox.rules import star_points


@pytest.mark.parametrize(
    ("question", "had", "opening"),
    [
        (
            "Revealed 6. I cross the 6 on grid A and that completes its middle row, whose bonus is a 4. I use it to"
            " cross a free 4 on grid B, which completes grid B's left column — that column's bonus is a star."
            " I already had 2 stars this round. Do I get the star, and what are my stars worth now?",
            2,
            "Yes: ",
        ),
        (
            "Saiu o 3: risco-o na cartela A e completo a linha do meio, cujo bonus e um 5. Com ele risco um 5 livre"
            " na cartela B, o que completa uma coluna com bonus estrela. Ja tinha 1 estrela nesta ronda. Ganho a"
            " estrela e quanto valem?",
            1,
            "Sim: ",
        ),
        (
            "Die 2 ist aufgedeckt, ich kreuze sie auf Karte A an und vollende eine Reihe mit Bonus 7. Die 7 kreuze"
            " ich auf Karte B an und vollende damit eine Spalte mit Stern. Ich hatte schon 2 Sterne in dieser"
            " Runde. Was sind meine Sterne jetzt wert?",
            2,
            "Ja: ",
        ),
        (
            "Le 5 est tire, je le coche sur la grille A, ce qui complete une ligne au bonus 9 ; je coche un 9 libre"
            " sur la grille B et complete une colonne au bonus etoile. J'avais deja 1 etoile cette manche."
            " Combien valent mes etoiles ?",
            1,
            "Oui : ",
        ),
    ],
)
def test_the_chains_star_joins_the_rounds_stars(question, had, opening):
    a = ask(question, demo=False)
    first = a.text.splitlines()[0]
    assert a.situation == "chain" and first.startswith(opening), a.text
    assert f"{had + 1} " in first and f"{star_points(had + 1)} " in first, first


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I cross the 6 on grid A", "en"),
        ("risco o 6 na cartela A", "pt"),
        ("ich kreuze die 6 auf Karte A an", "de"),
        ("je coche le 6 sur la grille A", "fr"),
    ],
)
def test_a_number_on_a_named_grid_is_no_count_of_grids(question, lang):
    assert "grid" not in read(question, lang).counts
