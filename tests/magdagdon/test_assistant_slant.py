"""Two numbers said to meet only at a corner ("a 5 diagonal from a 2") do not touch: checked by
the placement rule, the one sets the other no limit, whatever the question's language; and a
power move said "to 5" names the value reached, not the die ("lower my 6 to 5")."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("a 5 diagonal from a 2, is that a problem?", "A 5 may sit diagonally to a 2"),
        ("can a 6 sit diagonally to a 1?", "A 6 may sit diagonally to a 1"),
        ("um 3 na diagonal de um 6 faz mal?", "Um 3 pode ficar na diagonal de um 6"),
        ("eine 1 schräg zu einer 4, ist das erlaubt?", "Eine 1 darf schräg zu einer 4 liegen"),
        ("un 4 en diagonale d'un 6, ça gêne ?", "Un 4 peut être en diagonale d'un 6"),
    ],
)
def test_numbers_meeting_at_a_corner_set_no_limit(question, lead):
    answer = ask(question)
    assert answer.text.startswith(lead) and answer.topic == "placement_touch", answer.text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("j'ai un 6, je peux le baisser a 5 avec un pouvoir ? survie, rien utilise", "Oui : DECREASE change le 6 en 5"),
        ("peaceful, decrease my 6 to 5?", "Yes: DECREASE turns the 6 into a 5"),
        ("can I use +1 to my 4?", "Yes: INCREASE turns the 4 into a 5"),
        ("+1 auf die 3 in friedlich?", "Ja: INCREASE macht aus der 3 eine 4"),
    ],
)
def test_a_value_reached_is_not_the_die_changed(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text
