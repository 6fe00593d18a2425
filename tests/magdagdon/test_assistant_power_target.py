"""MAGDAGDON's assistant changes the die a power move is said to go on ("+1 on a 4", "-1 no 6",
"+1 auf die 3", "+1 sur un 4"), not the first number of the roll nor a die staged apart, in
four languages and in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "part"),
    [
        (
            "paisible, rien utilisé. tirage 3 3 4 4, j'ai posé les deux 3, je veux faire +1 sur un 4 pour avoir un 5 "
            ": ok ? ça coûte cb ?",
            "INCREASE change le 4 en 5",
        ),
        (
            "peaceful, nothing used yet. rolled 2 2 5 5, staged the 2s, can I use +1 on a 5 to make a 6? cost?",
            "the 5 into a 6",
        ),
        ("survival, rolled 1 3 6 6, i want to do -1 on the 3. allowed? what does it cost?", "the 3 into a 2"),
        ("No PEACEFUL, saiu 2 4 4 6 e quero fazer -1 no 6 para ter um 5. Pode? Quanto custa?", "o 6 num 5"),
        ("peaceful, tirei 1 1 5 5, quero usar +1 num 5, da? quanto custa?", "o 5 num 6"),
        ("friedlich, Wurf 2 2 3 6, ich will +1 auf die 3 machen, geht das und was kostet es?", "aus der 3 eine 4"),
        ("überleben, gewürfelt 6 6 1 2, -1 auf eine 6, erlaubt? kosten?", "aus der 6 eine 5"),
        ("survie, tirage 4 4 6 1, je fais -1 sur le 6, c'est permis ? combien ça coûte ?", "le 6 en 5"),
    ],
)
def test_the_power_changes_the_die_it_is_said_to_go_on(question, part):
    text = ask(question).text
    assert part in text, text


def test_a_six_said_as_the_target_cannot_go_higher():
    assert ask("peaceful, rolled 1 2 3 6, can I use +1 on the 6?").text.startswith("No:")
