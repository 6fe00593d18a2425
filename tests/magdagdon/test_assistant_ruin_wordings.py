"""MAGDAGDON's assistant answers a die touching only a ruin and a line holding a ruin with their
topics, in wordings of its own, rather than a list of topics to choose from."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("can i put a die next to a ruin if thats the only thing it touches?", "ruin_neighbour"),
        ("Um dado pode ficar só ao lado de uma ruína, sem mais nada à volta?", "ruin_neighbour"),
        ("Une ligne qui contient une ruine, elle compte encore des points ?", "ruin_line"),
        ("uma linha que tem uma ruina ainda conta pontos ou fica a zero?", "ruin_line"),
    ],
)
def test_ruin_questions_reach_their_topic(question, topic):
    assert ask(question).topic == topic, ask(question).text
