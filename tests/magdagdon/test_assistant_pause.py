"""MAGDAGDON's assistant declines what its rules never treat, pausing or saving a game for
later, in four languages and in Brazilian Portuguese, while taking a staged die back (a rule)
is still answered."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    "question",
    [
        "Peut-on mettre la partie en pause et la reprendre demain ?",
        "can i pause the game and come back later?",
        "is there a way to save the game for tomorrow?",
        "Dá para pausar o jogo e continuar amanhã?",
        "Posso guardar a partida a meio?",
        "Kann ich das Spiel pausieren und morgen weiterspielen?",
        "kann man die partie speichern?",
        "je peux sauvegarder ma partie ?",
    ],
)
def test_pausing_or_saving_a_game_is_declined(question):
    answer = ask(question)
    assert answer.topic is None and "did you mean" not in answer.text.lower(), answer.text


@pytest.mark.parametrize("question", ["Can I take a die back?", "Je peux reprendre un dé posé ?"])
def test_taking_a_die_back_is_still_a_rule(question):
    assert ask(question).topic == "take_back"
