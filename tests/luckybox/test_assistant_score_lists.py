"""Score sheets written in short hand: stars as many as rounds after a comma, a round with an
equals sign ("r2=0"), grids listed by round with the word for a round each time ("r1, r1, r3"),
"another" grid in a round, and moons set against another player's ("1 moon vs 4")."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import completed_points, moon_points, star_points


def _total(question: str) -> str:
    a = ask(question, demo=False)
    assert a.situation == "total" and a.missing is None, a.text
    return a.text.split(" ")[0]


@pytest.mark.parametrize(
    ("question", "total"),
    [
        (
            "solo sheet: stars 2, 0, 1, 3; one grid done in round 2; 7 crossed cells on unfinished grids. total?",
            14 + 12 + 3,
        ),
        (
            "Solo: Sterne 1, 1, 0, 2, eine volle Karte in Runde 3, 0 Monde. Wie viele Punkte?",
            6 + 10 + moon_points([0])[0],
        ),
        (
            "a jogar sozinho: estrelas 3, 0, 0, 1; completei uma cartela na ronda 1; 2 luas. Total?",
            10 + 15 + moon_points([2])[0],
        ),
        (
            "En solo : étoiles 0, 2, 2, 1 ; une grille complète en manche 4 ; 3 lunes. Total ?",
            9 + 8 + moon_points([3])[0],
        ),
    ],
)
def test_stars_as_many_as_rounds_after_commas_are_one_a_round(question, total):
    assert _total(question) == str(total)


def test_a_longer_comma_list_is_no_list_of_one_a_round():
    a = ask("stars 3, 1, 2, 0, 5 in my notes: what do they score?", demo=False)
    assert not (a.situation == "total" and a.text.startswith("14 "))


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("solo game, stars r1=1 r2=3 r3=0 r4=2, grids done r2, r4. total?", 1 + 9 + 0 + 4 + 12 + 8),
        ("solo: grids completed r1, r1, r3 and stars r1=0 r2=0 r3=1 r4=0. my points?", 15 + 15 + 10 + 1),
        ("sozinho: cartelas feitas r2, r3; estrelas r1=2 r2=2 r3=0 r4=0; total?", 12 + 10 + 4 + 4),
        ("Solo: volle Karten R1, R4; Sterne R1=3 R2=1 R3=0 R4=0. Summe?", 15 + 8 + 9 + 1),
        ("seul : grilles finies m1, m3 ; étoiles m1=1 m2=1 m3=1 m4=1. total ?", 15 + 10 + 4),
    ],
)
def test_rounds_with_an_equals_sign_and_rounds_said_again(question, total):
    assert _total(question) == str(total)


@pytest.mark.parametrize(
    "question",
    [
        "I finished a grid in round 2 and another in round 4: how many points?",
        "terminei uma cartela na ronda 2 e outra na ronda 4, quantos pontos sao?",
        "Ich habe eine Karte in Runde 2 voll gemacht und eine andere in Runde 4: wie viele Punkte?",
        "j'ai complété une grille a la manche 2 et une autre a la manche 4 : combien de points ?",
    ],
)
def test_another_grid_in_a_round_counts_one_more(question):
    a = ask(question, demo=False)
    assert a.text.startswith(str(completed_points(1, 2) + completed_points(1, 4))), a.text


@pytest.mark.parametrize(
    ("question", "rounds"),
    [
        ("grid in round 2 and another in round 3: points?", (2, 3)),
        ("cartela completa na ronda 1 e outra na ronda 2: quantos pontos?", (1, 2)),
        ("Karte voll in Runde 1 und eine andere in Runde 4, wie viele Punkte?", (1, 4)),
        ("grille finie en manche 2 et une autre en manche 3 : combien de points ?", (2, 3)),
    ],
)
def test_a_grid_with_no_count_before_another_is_one(question, rounds):
    a = ask(question, demo=False)
    assert a.text.startswith(str(sum(completed_points(1, r) for r in rounds))), a.text


@pytest.mark.parametrize(
    "question",
    [
        "2 players: I have 1 moon against 5, stars 2, 0, 0, 0. total?",
        "a dois: tenho 1 lua contra 5 do Rui, estrelas 2, 0, 0, 0. total?",
        "zu zweit: ich 1 Mond gegen 5 von Tom, Sterne 2, 0, 0, 0. Summe?",
        "à deux : 1 lune contre 5 pour Zoé, étoiles 2, 0, 0, 0. total ?",
    ],
)
def test_moons_set_against_another_players(question):
    assert _total(question) == str(star_points(2))  # two players: the fewer moons score 0


@pytest.mark.parametrize(
    ("question", "total"),
    [
        (  # the twenty-third set's en-13
            "2p game final sheet: grids done r1, r1, r3; stars r1=2 r2=0 r3=3 r4=1; moons me 5 vs oppo 3; "
            "unfinished grids w/ 4 and 6 crossed. my total?",
            65,
        ),
        (  # de-14
            "Solopartie, meine Notizen: volle Karten zwei in Runde 1 und eine in Runde 3; Sterne 3, 1, 2, 0; "
            "2 Monde; 13 Kreuze auf den unfertigen Karten. Welchen Rang habe ich?",
            60,
        ),
        (  # fr-03
            "Exercice : partie à deux, Léa a complété une grille à la manche 1 et une à la manche 2, a eu 2, 0, 1 "
            "et 3 étoiles selon les manches, 1 lune contre 4 pour Hugo, et 9 cases cochées sur ses grilles "
            "inachevées. Quel est son total ?",
            45,
        ),
    ],
)
def test_study_set_sheets(question, total):
    assert _total(question) == str(total)
