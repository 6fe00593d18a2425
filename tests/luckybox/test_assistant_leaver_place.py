"""Where a player who left the table lands, said with the moons worked out without theirs
(round 16): behind everyone who stayed, whatever the points (the table's own ranking)."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import moon_points

BEHIND = {"en": "after everyone who stayed", "pt": "depois de todos", "de": "hinter alle", "fr": "après tous"}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "Four of us; Jo left in round 3 with 6 moons. At the end: Mia 4 moons, Ali 2, Sven 2. "
            "How are the moons scored, and where does Jo end up?",
            "en",
        ),
        (
            "Quatro jogadores; o João saiu do jogo na ronda 3 com 6 luas. No fim: Mia 4 luas, Ali 2, Rui 2. "
            "Como contam as luas e em que lugar fica o João?",
            "pt",
        ),
        (
            "Vier Schüler online; Jonas verlässt den Tisch in Runde 3 mit 6 Monden. Am Ende: Mia 4 Monde, Ali 2, "
            "Sven 2. Wie werden die Monde gewertet, und wo landet Jonas?",
            "de",
        ),
        (
            "À quatre ; Jules a quitté la table à la manche 3 avec 6 lunes. À la fin : Mia 4 lunes, Ali 2, Sven 2. "
            "Comment comptent les lunes, et où se classe Jules ?",
            "fr",
        ),
    ],
)
def test_the_leaver_is_placed_behind_those_who_stayed(question, lang):
    first = ask(question, demo=False).text.split("\n")[0]
    assert moon_points([4, 2, 2]) == [6, -6, -6] and "+6" in first and "−6" in first, first
    assert BEHIND[lang] in first, first
