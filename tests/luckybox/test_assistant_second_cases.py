"""A second case that is no case alone: "and what if we were 9?" (the first case again with that
many players) and "what changes if Ben had left?" (the first case with the change), in each
language; a number right after "loses" / "perde" is points, not a player's moons; and the number a
line still needs ("falta-me um 8 para fechar uma coluna") is the cell lightning must reach; "what
should I do?" / "je fais quoi ?" asks for every choice, not a yes or a no."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lefts"),
    [
        (  # the twenty-third set's en-03
            "There are 5 of us. Once everybody has their starting lightning, how many are left in the pile? "
            "And what if we were 9 people?",
            ("10 lightning", "24 lightning"),
        ),
        ("we are 3, everyone takes their start lightning: how many stay in the supply? and if we are 8?", ("18", "28")),
        (
            "Somos 3. Depois de cada um tirar os raios iniciais, quantos ficam na reserva? E se fossemos 8?",
            ("18", "28"),
        ),
        (
            "Wir sind 4. Wenn alle ihre Startblitze haben, wie viele bleiben im Vorrat? Und wenn wir 10 waren?",
            ("14", "20"),
        ),
        (
            "On est 6. Une fois les eclairs de depart pris, il en reste combien dans la reserve ? Et si on etait 11 ?",
            ("6", "16"),
        ),
    ],
)
def test_and_what_if_we_were_n(question, lefts):
    a = ask(question, demo=False)
    assert a.situation == "start", a.text
    result = a.text.split("\n\n")[0]
    assert all(n in result for n in lefts), result


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("moons: Ana 3, Ben 0. who loses 6?", "en"),
        ("luas: a Rita 3, o Rui 1, eu 0. quem perde 6?", "pt"),
        ("Monde: Lena 3, Tim 1, ich 0. Wer verliert 6?", "de"),
        ("lunes : Zoé 3, Hugo 1, moi 0. qui perd 6 ?", "fr"),
    ],
)
def test_a_number_after_loses_is_points(question, lang):
    f = read(question, lang)
    assert 6 not in f.counts.get("moon", []) and f.counts.get("points") == [6]


def test_equal_totals_who_won_in_portuguese():
    a = ask("Eu e o meu marido acabámos com 52 pontos cada um, ele com 4 luas e eu com 2. Quem ganhou?", demo=False)
    assert a.situation == "tie" and a.text.startswith("Fica à frente quem tem 4 luas"), a.text


@pytest.mark.parametrize(
    ("question", "cost"),
    [
        ("Saiu o 2, tenho 4 raios e falta-me um 8 para fechar uma coluna. Quantos raios gasto?", "3 raios"),  # pt-09
        ("the 2 is up, i got 4 lightning and i need an 8 to finish my column, how many do i pay?", "3 lightning"),
        (
            "Die 5 wurde aufgedeckt, ich habe 2 Blitze und mir fehlt eine 7 für die Reihe. Wie viele Blitze zahle ich?",
            "2 Blitze",
        ),
        ("le 9 sort, j'ai 3 eclairs et il me manque un 2 pour finir la ligne : combien j'en paie ?", "2 éclairs"),
    ],
)
def test_the_number_a_line_needs_is_the_cell_to_reach(question, cost):
    a = ask(question, demo=False)
    assert a.situation == "cross" and cost in a.text.split("\n\n")[0], a.text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("The 5 is revealed, 2 lightning, my free cells are 2 and 8. What should I do?", "You can only pass"),
        ("Saiu o 5, tenho 2 raios, casas livres 2 e 8. O que devo fazer?", "Só podes passar"),
        ("Die 5 kommt, ich habe 2 Blitze, freie Felder 2 und 8. Was soll ich machen?", "Du kannst nur passen"),
        ("Le 5 sort, j'ai 2 éclairs, mes cases libres : 2 et 8. Je fais quoi ?", "Tu ne peux que passer"),
    ],
)
def test_what_should_i_do_gets_every_choice(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "cross" and a.text.startswith(opening), a.text
