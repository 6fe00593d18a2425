"""The same die changed several times by −1 or +1 ("+1 twice on my 3"): the game checks every
use, the answer tells the value reached, the uses spent and their summed cost at the
difficulty said; a use past the difficulty's last or past 1..6 is refused. Four languages."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        ("peaceful: can I +1 my 2 twice to make it a 4?", ("Yes: 2 uses of INCREASE", "into a 4", "30 points")),
        ("peacefull, -1 two times on a 5, what does it cost?", ("30 points off", "into a 3")),
        ("no pacifico posso fazer +1 duas vezes no meu 3?", ("Sim: 2 usos de INCREASE", "para 5", "30 pontos")),
        ("friedlich: zweimal +1 auf die 2, was kostet das?", ("Am Ende 30 Punkte weniger", "eine 4")),
        ("paisible, +1 deux fois sur mon 3 ca coute combien", ("30 points de moins", "en 5")),
    ],
)
def test_a_die_changed_twice_costs_both_uses(question, parts):
    answer = ask(question)
    assert answer.topic == "power_change" and all(p in answer.text for p in parts), answer.text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("survival, +1 twice on a 3?", "No: SURVIVAL allows at most 1 power uses, not 2"),
        ("peaceful, +1 twice on my 5?", "No: a die shows 1 to 6"),
        ("pacifico, -1 duas vezes no 2?", "Não: um dado mostra de 1 a 6"),
    ],
)
def test_a_change_past_the_uses_or_the_faces_is_refused(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("Tirei um 2 e a casa livre junto ao campo toca num 4, da para por la o 2?", "Não: um 2 não pode ir"),
        ("a casa vazia toca num 3 e num 5, o que posso por?", "Ao lado de um 3 e um 5 só pode ir 4"),
    ],
)
def test_a_cell_said_to_touch_a_number_in_portuguese(question, lead):
    assert ask(question).text.startswith(lead), ask(question).text


@pytest.mark.parametrize(
    "question",
    [
        "SURVIE, pas de pouvoir utilisé, MAGDAGDON : je sauve avec le pouvoir ou j'accepte la ruine ?",
        "survival, no power used yet, a magdagdon: saving it with the power or taking the ruin, which is cheaper?",
        "Überleben, Kraft noch nicht benutzt, MAGDAGDON: rette ich mit der Kraft oder nehme ich die Ruine?",
    ],
)
def test_saving_or_accepting_compares_the_power_with_the_ruin(question):
    answer = ask(question)
    assert answer.situation == "magdagdon" and "70" in answer.text and "15" in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "lead", "total"),
    [
        (
            "Ich spiele friedlich, zwei Kräfte schon eingesetzt: wie viel wird dafür abgezogen, und mit der dritten?",
            "Bisher 30",
            "70",
        ),
        (
            "peaceful, I used one power so far, how much is that and what would the next cost?",
            "10 points off so far",
            "30",
        ),
        ("pacifico, usei 2 poderes ate agora, quanto perco e quanto custa mais um?", "Até agora menos 30", "70"),
        ("paisible : deja un pouvoir utilise, combien jusqu'ici et combien coute le prochain ?", "Jusqu'ici 10", "30"),
    ],
)
def test_the_cost_so_far_leads_when_asked_then_the_next(question, lead, total):
    answer = ask(question)
    assert answer.text.startswith(lead) and total in answer.text.split(lead, 1)[1], answer.text


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("peaceful, already used two powers, what does another one cost?", "40 points off"),
        ("em pacifico ja usei 1 poder, quanto custa o proximo?", "Menos 20 pontos"),
        ("friedlich, schon 1 kraft benutzt, was kostet noch eine?", "Am Ende 20 Punkte"),
    ],
)
def test_the_next_cost_leads_with_the_sum_after_it(question, lead):
    answer = ask(question)
    assert answer.text.startswith(lead) and (
        "in all" in answer.text or "ao todo" in answer.text or "insgesamt" in answer.text
    )


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "Überleben, noch keine Kraft benutzt. Ich habe eine 6 gewürfelt und brauche eine 5. Was kostet das?",
            ("70", "DECREASE"),
        ),
        ("peaceful, I rolled a 2 but need a 4, can a power do that?", ("Yes: 2 uses of INCREASE", "30 points")),
        ("pacifico, tirei um 1 e preciso de um 3, quanto custa?", ("Menos 30 pontos", "INCREASE")),
        ("paisible, j'ai un 6, il me faudrait un 5", ("Oui : DECREASE change le 6 en 5", "10 points")),
        ("nightmare, I have a 3 and need a 4", ("No: NIGHTMARE has no Majda Powers",)),
        ("peaceful, I rolled a 1 and need a 5", ("at most 3 power uses, not 4",)),
    ],
)
def test_a_value_needed_is_reached_by_as_many_changes(question, parts):
    answer = ask(question)
    assert answer.topic == "power_change" and all(p in answer.text for p in parts), answer.text
