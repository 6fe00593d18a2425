"""MAGDAGDON's assistant counts the powers a question says were used, each move as many times
as said beside it ("+1 once and a reroll twice"), leaves the power asked about out of that
count, gives the whole penalty when a further use is asked "in total", and scores a finished
game from the rows and columns summed together, in four languages and through typos."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.assistant_reading import power_uses
from ludoteca.magdagdon.rules import PENALTIES, RUIN_COST, penalty


@pytest.mark.parametrize(
    ("text", "lang", "uses"),
    [
        ("i used the +1 once and a reroll once. if i use one more power", "en", 2),
        ("rerolled twice already, then a decrease", "en", 3),
        ("ja usei o reroll uma vez e o -1 duas vezes", "pt", 3),
        ("ich habe einmal neu gewurfelt und zweimal +1 benutzt, noch eine kraft?", "de", 3),
        ("j'ai relance une fois puis utilise diminuer une fois", "fr", 2),
        ("j'ai fait +1 3 fois", "fr", 3),
    ],
)
def test_each_move_counts_as_many_times_as_said(text, lang, uses):
    assert power_uses(text, lang) == uses


def test_the_power_asked_about_is_not_counted_as_used():
    assert power_uses("can i use one more power?", "en") is None
    assert power_uses("posso usar mais um poder?", "pt") is None


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "I am on Peaceful. Earlier I used the +1 once and a reroll once. If I now use one more power, "
            "what will my total penalty be at the end?",
            "70 points off at the end in all",
        ),
        ("peacefull: rerolled once alredy. what does one more power cost me in total?", "30 points off"),
        ("No PEACEFUL já usei o +1 duas vezes. Quanto perco ao todo se usar mais um poder?", "Menos 70 pontos"),
        (
            "Joguei no peaceful, usei o reroll uma vez. Se eu usar mais um poder, quanto vou perder no total?",
            "Menos 30",
        ),
        (
            "FRIEDLICH: einmal neu gewürfelt und einmal verringert. Wenn ich noch eine Kraft nehme, wie viel Strafe "
            "insgesamt?",
            "Am Ende insgesamt 70 Punkte weniger",
        ),
        ("friedlich, schon einmal +1 benutzt. was kostet mich noch eine kraft insgesamt?", "Am Ende insgesamt 30"),
        ("paisible: j'ai fait +1 deux fois. si je prends un autre pouvoir ça coute combien en tout ?", "70 points"),
        ("En PAISIBLE j'ai relancé une fois. Encore un pouvoir : quelle pénalité totale ?", "30 points de moins"),
    ],
)
def test_a_further_power_asked_in_total_gives_every_use_so_far(question, first):
    answer = ask(question)
    assert answer.topic == "power_penalty" and answer.text.startswith(first), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "Em PEACEFUL, uma aluna usou as três Majda Powers e acabou com 2 ruínas. As linhas e as colunas somam "
            "150 ao todo e não há combinações. Qual é a pontuação final dela?",
            "50:",
        ),
        (
            "No peaceful usei dois poderes, linhas e colunas dão 120 no total, sem ruínas. Qual a pontuação final?",
            "90:",
        ),
        (
            "En PAISIBLE, j'ai relancé une fois puis utilisé DIMINUER une fois. Mes lignes et colonnes font 180 en "
            "tout, j'ai une SUITE et une RUINE. Quel est mon score ?",
            "195 :",
        ),
        ("survie, aucun pouvoir, 1 ruine, lignes et colonnes = 140 au total. quel est mon score final ?", "125 :"),
        (
            "Survival, I used my one power, one ruin, rows and columns add up to 200 with one sequence. "
            "What is my final score?",
            "175:",
        ),
        (
            "FRIEDLICH, zwei Kräfte benutzt, eine Ruine. Reihen und Spalten ergeben zusammen 160, eine FOLGE. "
            "Wie hoch ist meine Endpunktzahl?",
            "175:",
        ),
    ],
)
def test_a_final_score_from_rows_and_columns_together_is_given_not_the_penalty(question, first):
    answer = ask(question)
    assert answer.topic == "final_score" and answer.text.startswith(first), answer.text


@settings(deadline=None)  # the first example builds the indexes
@given(st.sampled_from(sorted(PENALTIES)), st.integers(0, 3), st.integers(0, 4), st.integers(20, 170))
def test_the_final_score_from_lines_together_is_the_rules_sum(level, used, ruins, lines):
    used = min(used, len(PENALTIES[level]))
    question = f"Finished on {level}: rows and columns add up to {lines}, {ruins} ruins and {used} powers used."
    want = lines - RUIN_COST * ruins - penalty(level, used)
    answer = ask(question + " What is my final score?")
    assert answer.topic == "final_score" and answer.text.startswith(f"{want}:"), answer.text
