"""A crossing case asking both for the choices and whether one may pass: every choice is told,
with the passing answer, as the engine's legal moves give them."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        (
            "The 6 is revealed, my free cells are a 6 and a 9, I have 3 lightning. What are my options, may I pass?",
            "6 → 7 → 8 → 9",
        ),
        ("Saiu o 2, tenho 1 raio e casas livres 3 e 7. Quais as opções e posso passar?", "2 → 3"),
        (
            "Aufgedeckt ist eine 4. Ein Kind hat eine freie 4 auf Karte A, eine freie 2 auf Karte B und 3 Blitze."
            " Welche Möglichkeiten hat es, und darf es passen?",
            "4 → 3 → 2",
        ),
        ("Le 5 est tiré, 2 éclairs, cases libres 1 et 7 : quelles options, et puis-je passer ?", "5 → 6 → 7"),
    ],
)
def test_the_choices_come_with_the_passing_answer(question, shown):
    a = ask(question, demo=False)
    assert a.situation == "cross" and shown in a.text.splitlines()[0], a.text
