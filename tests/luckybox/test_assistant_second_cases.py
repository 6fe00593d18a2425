"""A second case that is no case alone: "and what if we were 9?" (the first case again with that
many players) and "what changes if Ben had left?" (the first case with the change), in each
language; a number right after "loses" / "perde" is points, not a player's moons; and the number a
line still needs ("falta-me um 8 para fechar uma coluna") is the cell lightning must reach; "what
should I do?" / "je fais quoi ?" asks for every choice, not a yes or a no; an ordinal with no noun
("... 3 stars and I get a 4th") counts the thing named before it."""

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


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Round 2, I have 3 stars already and get a 4th. What does it give?", "Nothing"),
        ("Na ronda 2 ja tenho 3 estrelas e ganho uma 4a. Quanto vale?", "Nada"),
        ("Manche 2 : j'ai deja 3 etoiles et j'en gagne une 4e. Ca rapporte quoi ?", "Rien"),
        ("I have 1 star this round and earn a 2nd. How many points more?", "Star number 2 of a round adds 3 points"),
    ],
)
def test_an_ordinal_with_no_noun_counts_the_thing_named_before(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "stars" and a.text.startswith(opening), a.text


def test_a_fourth_star_in_a_sheet_of_rounds_keeps_the_sum():
    a = ask(  # the twenty-third set's en-08
        "In round 2 my daughter earned 3 stars and then a fourth one, and in round 3 she got just 1 star. "
        "How many star points does she have in total?",
        demo=False,
    )
    assert a.text.startswith("10 points in all"), a.text
