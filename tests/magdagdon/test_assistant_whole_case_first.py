"""MAGDAGDON's assistant keeps a case whole: a question telling one case and asking two things
about it is worked out whole (not cut into parts that lose the difficulty or the cells left); two
difficulties named are compared, not costed as one; a line with a ruin asked about is not answered
with the ruin's cost; keeping powers for later is a matter of strategy."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("On Peaceful, what's the minimum with only one empty cell left? Do I still have to place 2 dice?", "1:"),
        ("survival, only 1 empty cell left: whats the minimum? do i need 2 dice?", "1:"),
        ("No PEACEFUL, qual é o mínimo com 1 casa vazia? Ainda tenho de pôr 2 dados?", "1:"),
        ("FRIEDLICH, nur noch 1 leeres Feld: wie hoch ist das Minimum? Muss ich trotzdem 2 setzen?", "1:"),
        ("En PAISIBLE, quel est le minimum avec 1 case vide ? Je dois quand meme poser 2 des ?", "1 :"),
    ],
)
def test_one_case_asked_two_ways_is_worked_out_whole(question, start):
    assert ask(question).text.startswith(start), ask(question).text


@pytest.mark.parametrize(
    "question",
    [
        "What's the difference between PEACEFUL and SURVIVAL for powers? Does one power in SURVIVAL really cost 70?",
        "Qual a diferença entre PEACEFUL e SURVIVAL nos poderes? No SURVIVAL um poder custa mesmo 70?",
        "Was ist der Unterschied zwischen FRIEDLICH und ÜBERLEBEN bei den Kräften? Kostet eine Kraft wirklich 70?",
        "C'est quoi la difference entre PAISIBLE et SURVIE pour les pouvoirs ? Un seul pouvoir coute 70 ?",
    ],
)
def test_two_difficulties_named_are_compared(question):
    answer = ask(question)
    assert "70" in answer.text and not answer.text.startswith(("1 ", "Am Ende")), answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Uma linha que tenha uma ruína ainda conta pontos? Ou fica a zero?",
        "Does a row with a ruin in it still score points, or is it zero?",
        "Zählt eine Zeile mit einer Ruine noch Punkte?",
        "Une ligne avec une ruine rapporte encore des points ?",
    ],
)
def test_a_line_with_a_ruin_is_not_answered_with_the_ruins_cost(question):
    answer = ask(question)
    assert answer.situation != "ruins" and not answer.text.startswith(("1 ", "Menos 15")), answer.text


@pytest.mark.parametrize(
    "question",
    [
        "Compensa mais guardar as Powers para o fim do jogo ou usá-las logo no início?",
        "compensa guardar os poderes pro fim?",
    ],
)
def test_keeping_powers_for_later_is_strategy(question):
    assert ask(question).text.startswith("As regras não decidem"), ask(question).text
