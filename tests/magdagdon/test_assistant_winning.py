"""Winning and losing in a game played alone: no opponent, the game ends when the board is
full and its aim is a high final score, kept among the difficulty's best scores."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    "question",
    [
        "how do i win?",
        "what happens if I lose?",
        "can you lose this game",
        "posso perder o jogo?",
        "quando e que se vence?",
        "Kann ich verlieren?",
        "wie gewinnt man das spiel?",
        "comment on gagne ?",
        "moi je peux perdre ou pas ?",
    ],
)
def test_winning_is_a_high_score_in_a_game_played_alone(question):
    answer = ask(question)
    assert answer.topic == "winning", answer.text
    assert {c.anchor for c in answer.sections} == {"goal", "game-end"}
