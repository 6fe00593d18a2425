"""A REROLL asked of a case, worked out with the game's own reroll: several dice thrown at
once spend one use (with its cost at the difficulty said), and a staged die is taken back
before it can be rerolled; in four languages, with typos and without accents."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("peaceful, nothing used yet, I reroll 3 dice together: one use or three?", "One use"),
        ("survival - if i reroll all four dice does that count as four powers?", "One use"),
        ("pacifico, relancar 2 dados de uma vez conta como 2 usos?", "Um só uso"),
        ("Se eu relançar os quatro dados, gasto quantos usos?", "Um só uso"),
        ("friedlich: zwei wurfel neu wurfeln, zahlt das als zwei nutzungen?", "Eine Nutzung"),
        ("Wenn ich drei Würfel auf einmal neu würfle, wie viele Einsätze kostet das?", "Eine Nutzung"),
        ("paisible, je relance 3 des d'un coup, ca fait combien d'usages ?", "Un seul usage"),
        ("relancer les quatre dés compte pour un usage ou quatre ?", "Un seul usage"),
    ],
)
def test_rerolling_several_dice_at_once_is_one_use(question, lead):
    answer = ask(question)
    assert answer.topic == "power_reroll" and answer.text.startswith(lead), answer.text


@pytest.mark.parametrize(
    ("question", "cost"),
    [
        ("peaceful, used one power already, if I reroll all four dice how much does it cost?", "20 points"),
        ("survival, reroll 2 dice: does that count as two uses?", "70 points"),
        ("friedlich, noch nix benutzt, will 3 würfel auf einmal neu würfeln – 1 einsatz oder 3?", "10 Punkte"),
    ],
)
def test_the_one_use_costs_what_the_difficulty_says(question, cost):
    assert cost in ask(question).text


def test_nightmare_has_no_reroll_to_spend():
    assert ask("nightmare: reroll three dice, how many uses?").text.startswith("No: NIGHTMARE has no")


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("I staged a 4 already, can I reroll it?", "Not while it is staged: take the 4 back"),
        ("staged my 5 but want to reroll that die", "Not while it is staged: take the 5 back"),
        ("preparei um 5, posso relança-lo?", "Não enquanto estiver preparado: retira primeiro o 5"),
        ("Ich habe eine 3 vorgemerkt, kann ich sie neu würfeln?", "Nicht, solange der Würfel vorgemerkt ist"),
        ("J'ai posé mon 2 (pas validé), je voudrais le relancer", "Pas tant qu'il est posé : reprends d'abord le 2"),
        ("j'ai pose un 6 et je veux le relancer, possible ?", "Pas tant qu'il est posé : reprends d'abord le 6"),
    ],
)
def test_a_staged_die_is_taken_back_before_a_reroll(question, lead):
    answer = ask(question)
    assert answer.topic == "power_use" and answer.text.startswith(lead), answer.text


def test_rerolling_the_other_dice_is_not_the_staged_one():
    assert ask("i staged a 3, can i reroll the other dice?").situation is None


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("survival: reroll the 1 and the 6 together, one use or two?", "One use"),
        ("paisible, je relance le 2 et le 3, ça compte pour combien d'usages ?", "Un seul usage"),
        ("friedlich: die 1 und die 2 neu würfeln, wie viele Nutzungen?", "Eine Nutzung"),
        ("pacifico, quero relancar o 5 e o 6, gasta uma ou duas?", "Um só uso"),
    ],
)
def test_dice_named_by_value_are_counted(question, lead):
    answer = ask(question)
    assert answer.topic == "power_reroll" and answer.text.startswith(lead), answer.text


def test_uses_told_after_the_reroll_are_left_to_the_cost_readers():
    """The third written-apart set's question, answered right before: its second use costs 20, 30 in all."""
    question = (
        "No PEACEFUL saiu-me 1 2 3 4 e quero relançar o 1 e o 2 ao mesmo tempo. gasta uma ou duas powers? "
        "e se já tiver usado uma antes, quanto perco?"
    )
    assert "30 ao todo" in ask(question).text
