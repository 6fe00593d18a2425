"""MAGDAGDON's answer on best scores tells the whole of what a player asking about them needs:
when the game ends and the score is saved, and that changing the difficulty starts a new game,
so the difficulties' scores never mix."""

from __future__ import annotations

import pytest

from ludoteca.core.assistant_match import fold
from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("What exactly ends the game, and what gets recorded when it's over?", ("16", "ruin", "best scores")),
        (
            "O que acontece se eu mudar a dificuldade a meio de um jogo? As melhores pontuacoes misturam-se?",
            ("jogo novo", "separados"),
        ),
        ("Vermischen sich die Bestenlisten, wenn ich die Schwierigkeit wechsle?", ("neues spiel", "getrennt")),
        ("Les meilleurs scores se melangent si je change de difficulte ?", ("nouvelle partie", "separes")),
    ],
)
def test_best_scores_tell_the_end_and_the_difficulty_change(question, words):
    text = fold(ask(question).text)
    assert all(fold(w) in text for w in words), text
