"""A MAGDAGDON question asking two things gets both answers, in the order asked, in four
languages; a part that is no question of its own, or leans on the other, leaves it whole."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask, topic


@pytest.mark.parametrize(
    ("question", "topics"),
    [
        ("When does the game end, and what does a ruin cost?", ("game_end", "ruin_cost")),
        ("Quando acaba a partida e quanto custa uma ruína?", ("game_end", "ruin_cost")),
        ("Wann endet das Spiel, und was kostet eine Ruine am Ende?", ("game_end", "ruin_cost")),
        ("Quand la partie se termine-t-elle, et combien coûte une ruine ?", ("game_end", "ruin_cost")),
        ("How many cells has the board? How many dice are rolled each turn?", ("board_size", "one_roll")),
    ],
)
def test_two_questions_in_one_get_both_answers_in_order(question, topics):
    answer = ask(question, demo=False)
    assert answer.situation == "two" and answer.topic == topics[0], answer.text
    first = topic(topics[0]).answer[answer.lang]
    assert answer.text.startswith(first) and len(answer.text) > len(first)
    assert {c.anchor for c in topic(topics[0]).sections} <= {c.anchor for c in answer.sections}


@pytest.mark.parametrize(
    "question",
    [
        "If I use a power, what does it cost?",
        "Wie viele Majda-Kräfte habe ich bei ÜBERLEBEN, und was kosten die?",
        "Can I put a 5 next to a 3?",
        "c'est quoi une ruine et ça fait quoi ?",
    ],
)
def test_a_part_that_is_no_question_of_its_own_leaves_the_question_whole(question):
    assert ask(question, demo=False).situation != "two"
