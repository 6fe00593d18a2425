"""Moons said player by player with each player named ("Ana 3, Ben 0", "ma fille 5 lunes, mon
gendre 2"), the one who left named again ("Ben had left", "mon gendre a quitté"), and a second
case that changes the first ("and what changes if Ben had left?")."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_people import named_leaver, named_players
from ludoteca.luckybox.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "moons"),
    [
        ("moons at the end: Zoe 4, Max 1, Ivo 4. who loses points?", "en", [4, 1, 4]),
        ("luas no fim: a avó 2, o Rui 5, eu 0. quem perde 6?", "pt", [2, 5, 0]),
        ("Monde am Ende: Opa 3, Lena 3, ich 1, Tim 0. Wer bekommt was?", "de", [3, 3, 1, 0]),
        ("lunes a la fin : mon fils 6 lunes, ma femme 2, moi 2. qui gagne 6 ?", "fr", [6, 2, 2]),
    ],
)
def test_moons_said_player_by_player_with_names(question, lang, moons):
    assert read(question, lang).counts.get("moon") == moons
    a = ask(question, demo=False)
    assert a.situation == "moons" and a.missing is None, a.text


def test_a_list_of_names_without_moons_is_no_moons():
    f = read("totals: Ana 31, Ben 28. who wins?", "en")
    assert "moon" not in f.counts


@pytest.mark.parametrize(
    ("question", "lang", "left"),
    [
        ("moons: Ana 3, Ben 0, Cleo 3, Dev 1. Ben left the table in round 2.", "en", 1),
        ("luas: o Tiago 1, a Rita 4, o avo 0. O Tiago saiu da mesa na ronda 3.", "pt", 0),
        ("Monde: Oma 2, Jan 5, Mia 1. Jan hat das Spiel verlassen.", "de", 1),
        ("lunes : ma fille 5 lunes, mon gendre 2, moi 0. mon gendre a quitte la table.", "fr", 1),
    ],
)
def test_the_named_player_who_left(question, lang, left):
    toks = read(question, lang).toks
    assert len(named_players(toks, lang)) >= 3
    assert named_leaver(toks, lang) == left


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        (  # the twenty-third set's fr-14
            "Nous étions quatre : ma fille 5 lunes, mon gendre 2, mon petit-fils 2 et moi 0. Mon gendre a quitté "
            "la table à la manche 3. Qui gagne ou perd des points de lune ?",
            "À 3 joueurs avec 5, 2, 0 lunes",
        ),
        (
            "Eramos 4: a minha filha 5 luas, o meu genro 2, o meu neto 2 e eu 0. O meu genro saiu da mesa. "
            "Quem ganha ou perde pontos de lua?",
            "Com 3 jogadores que têm 5, 2, 0 luas",
        ),
        (
            "Wir waren 4: Anna 1 Mond, Paul 4, Eva 4, ich 2. Paul ist gegangen. Wer kriegt Mondpunkte?",
            "Bei 3 Spielern mit 4, 2, 1 Monden",
        ),
    ],
)
def test_the_leavers_moons_are_left_out_by_name(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "moons" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    "question",
    [
        "Four players finish with moons: Ana 3, Ben 0, Cleo 3, Dev 1. Who gains and who loses 6? "
        "And what changes if Ben had left the table in round 2?",  # en-19
        "4 players, moons Kim 2, Lou 5, Ray 0, Sam 2. who scores what for moons? what changes if Lou quit?",
    ],
)
def test_a_second_case_that_changes_the_first(question):
    a = ask(question, demo=False)
    assert a.situation == "moons" and a.text.count("With ") == 2, a.text
