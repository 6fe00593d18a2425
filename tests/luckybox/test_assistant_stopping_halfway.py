"""A player who stops or quits halfway, asked about in plain words: the leaving rule answers,
or leads the topics offered."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    "question",
    [
        "What happens if a player quits halfway through? Does their score still count?",
        "E se alguém desiste a meio do jogo, os pontos dele contam?",
        "Was passiert, wenn einer mitten in der Partie aufhört? Zählen seine Punkte dann noch?",
        "Si un joueur arrête en cours de partie, ses points comptent encore ?",
    ],
)
def test_a_player_who_stops_halfway_is_the_leaving_rule(question):
    a = ask(question, demo=False)
    assert "leaving" in (a.topic, *a.alternatives[:1]), (a.topic, a.alternatives)
