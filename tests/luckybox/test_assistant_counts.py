"""A plain "how many" question is answered with the engine's own figure first (round 16): the
moons in the box, the rounds of a game, the players a table takes; a count inside a situation,
or a question the rules do not decide, is left to the rest of the assistant."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import REVEALS, ROUNDS, Rules


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("how many moon things are in the box??", "en"),
        ("Quantas luas há na caixa?", "pt"),
        ("quantas luas vem na caixa do jogo?", "pt"),
        ("Wie viele Monde sind in der Schachtel?", "de"),
        ("Il y a combien de lunes dans la boîte ?", "fr"),
        ("cb de lunes ds la boite", "fr"),
    ],
)
def test_moons_in_the_box(question, lang):
    answer = ask(question, demo=False)
    assert answer.situation == "count_moons" and f"{Rules().moon_supply} " in answer.text.split("\n")[0]
    assert "components" in {c.anchor for c in answer.sections}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("How many rounds are there?", "en"),
        ("how many rouns in a game", "en"),
        ("Quantas rondas tem uma partida?", "pt"),
        ("quantas rodadas tem o jogo?", "pt"),
        ("on joue combien de manches en tout ?", "fr"),
    ],
)
def test_rounds_of_a_game(question, lang):
    answer = ask(question, demo=False)
    assert answer.situation == "count_rounds" and answer.topic == "rounds"
    first = answer.text.split("\n")[0]
    assert f"{ROUNDS} " in first and f"{REVEALS} " in first and f"{ROUNDS * REVEALS} " in first


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("How many players can play?", "en"),
        ("Quantas pessoas podem jogar ao mesmo tempo?", "pt"),
        ("wie viele spieler können mitspielen", "de"),
        ("Jusqu'à combien de joueurs peut-on mettre autour d'une même partie ?", "fr"),
    ],
)
def test_players_a_table_takes(question, lang):
    answer = ask(question, demo=False)
    assert answer.situation == "count_players" and answer.topic == "box"
    assert f"{Game.max_players}" in answer.text.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Wie viele Kinder sollten höchstens an einem Tisch sitzen, damit es pädagogisch sinnvoll bleibt?", "de"),
        ("how many moons do I need to win the moons?", "en"),
        ("With two players, does the one with fewer moons lose 6?", "en"),
        ("Com quantos raios começa cada jogador?", "pt"),
        ("how many turns per round", "en"),
        ("Combien de tours dans une manche ?", "fr"),
        ("Wer die meisten Monde hat bekommt wieviel?", "de"),
        ("quantos turnos tem uma rodada", "pt"),
    ],
)
def test_other_questions_with_a_count_are_no_plain_count(question, lang):
    assert ask(question, demo=False).situation not in ("count_moons", "count_rounds", "count_players")
