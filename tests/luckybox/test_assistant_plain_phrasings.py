"""Plain questions asked in other words than the topics' own (typos and missing accents
included): playing at once, how long a chain goes, leaving and winning, an empty grid deck, a
full grid, lightning across 9 and 1, a Number bonus on another grid."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("do players take it in turns, or cross all at the same time?", "all_at_once"),
        ("jogamos por ordem ou todos juntos ao mesmo tempo?", "all_at_once"),
        ("is there any limit on how many lines a chain closes in one go?", "chain_limit"),
        ("ha limite de linhas fechadas numa so cadeia de bonus?", "chain_limit"),
        ("gibt es ein limit, wie viele reihen eine bonuskette schliessen kann?", "chain_limit"),
        ("une chaine de bonus peut fermer combien de lignes au maximum ?", "chain_limit"),
        ("se eu abandonar a partida antes do fim ainda posso vencer?", "leaving"),
        ("si je m'en vais avant la fin, est-ce que je peux quand meme gagner ?", "leaving"),
        ("the grid deck is empty in the middle of the game, what now?", "grid_deck_empty"),
        ("o baralho de cartelas esgotou a meio do jogo, o que se faz?", "grid_deck_empty"),
        ("der kartenstapel ist mitten im spiel leer, was tun?", "grid_deck_empty"),
        ("la pioche de grilles est vide au milieu de la partie, on fait quoi ?", "grid_deck_empty"),
        ("o que acontece a cartela depois de riscar as nove casas?", "completed_grids"),
        ("with lightning can i go from 9 to 1?", "lightning"),
        ("kann ich mit blitzen von 9 auf 1 springen?", "lightning"),
        ("avec des eclairs on peut passer de 9 a 1 ?", "lightning"),
    ],
)
def test_plain_questions_in_other_words(question, expected):
    a = ask(question, demo=False)
    assert a.topic == expected or (a.situation is not None and a.missing is None), (a.topic, a.text[:200])
