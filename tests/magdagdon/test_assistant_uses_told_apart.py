"""MAGDAGDON's assistant keeps apart the power uses told as done and the change asked now: a
reroll told in a sentence before ("I already rerolled once. Now ...") counts as a use spent, a
reroll and a change told together are two uses (with the uses left when asked), and a change
asked against the cell told ("it touches a 5 and a 6: would +1 on the 3 help?") is checked there."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("Peaceful. I already used a reroll earlier. Now can I increase a 2 twice to make a 4? Total penalty?", "70"),
        ("peacefull, rerolled once already. now i want to lower a 5 to a 4, what do the powers cost in all?", "30"),
        ("PEACEFUL, ja fiz um +1 antes. Agora quero baixar um 6 para 5. Quanto custa?", "30"),
        ("FRIEDLICH, ich hab vorhin schon einmal neu gewurfelt. Jetzt will ich eine 2 zweimal erhohen. Strafe?", "70"),
        ("paisible, j'ai deja relance une fois. maintenant je veux augmenter un 3 de +1, ca coute combien ?", "30"),
    ],
)
def test_a_move_told_before_counts_as_spent(question, total):
    answer = ask(question)
    assert answer.topic in {"power_change", "power_penalty"} and total in answer.text, answer.text
    assert not answer.text.startswith(("No", "Não", "Nein", "Non")), answer.text


@pytest.mark.parametrize(
    ("question", "left"),
    [
        (
            "Peaceful: I rerolled three dice at once and later did a +1. How many uses do I have left and my penalty?",
            "1 of",
        ),
        (
            "PEACEFUL, relancei 2 dados de uma vez e depois fiz -1 num 5. Quantos usos me restam e quanto perco?",
            "Restam 1",
        ),
        (
            "En PAISIBLE j'ai relance mes 4 des d'un coup puis fait +1 sur un 2. Il me reste combien d'usages ?",
            "reste 1",
        ),
    ],
)
def test_a_reroll_and_a_change_are_two_uses(question, left):
    answer = ask(question)
    assert "30" in answer.text and left in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("survival, my last cell touches a 5 and a 6, I have a 3. would +1 on the 3 fix it?", "That does not"),
        ("Ultima casa vazia, PEACEFUL, toca num 5 e num 6. Saiu 1 2 2 3. Um +1 no 3 resolve?", "Isso não"),
        ("paisible, la derniere case touche un 1 et un 2, j ai 4 4 5 6. un -1 sur un 4 ca marche ?", "Ça ne"),
    ],
)
def test_a_change_that_still_misses_the_cell_says_so_first(question, start):
    assert ask(question).text.startswith(start), ask(question).text
