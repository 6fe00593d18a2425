"""MAGDAGDON's assistant works out the situations a question describes with the engine's own
rules, in four languages and through typos: a cell placed by its neighbours, a roll that fits
nowhere, the dice a turn needs near the end, a power changing a die, what powers and ruins
cost, the final score, lines with a ruin or several lines; and it declines what the rules do
not treat."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.magdagdon.assistant import ask
from ludoteca.magdagdon.rules import PENALTIES, RUIN_COST, penalty
from tests.budgets import examples


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "An empty square has a 2 directly above it and a 4 to its left. Which numbers can go there?",
            "Next to a 2 and a 4, only 3",
        ),
        (
            "Uma casa vazia tem um 5 em cima e um 2 à esquerda, que números posso lá pôr?",
            "Nada pode ir ao lado de um 5 e um 2",
        ),
        (
            "Ein leeres Feld hat oben eine 5, links eine 4 und rechts eine 6. Welche Zahlen sind erlaubt?",
            "Neben eine 5, eine 4 und eine 6 darf nur 5",
        ),
        (
            "J'ai un 5 à gauche d'une case vide et un 2 en dessous. Quels nombres peuvent y aller ?",
            "Rien ne peut aller",
        ),
        ("tab tem um 3 e um 5 com uma casa vazia entre eles, saiu um 4, posso meter o 4 no meio?", "Sim: um 4 pode ir"),
        ("j'ai un 2 et juste à côté je veux mettre un 1, j'ai le droit ?", "Oui : un 1 peut aller à côté d'un 2"),
        ("I rolld a 6, can the 6 go under my 4?", "No: a 6 cannot go next to a 4"),
        (
            "J'ai posé un 3 contre mon 4 puis j'ai voulu mettre un 5 à côté du 3, pourquoi refusé ?",
            "Non : un 5 ne peut pas aller à côté d'un 3",
        ),
    ],
)
def test_a_cell_placed_by_its_neighbours_is_checked_by_the_placement_rule(question, first):
    answer = ask(question)
    assert answer.situation == "placement" and answer.text.startswith(first), answer.text


@pytest.mark.parametrize(
    ("question", "first", "then"),
    [
        (
            "Survival. I rolled 1,1,6,6 and every empty cell only borders 3s and 4s. Is it a MAGDAGDON?",
            "Yes, a MAGDAGDON: at most 0",
            "70",
        ),
        (
            "albtraum, nur noch 3 leere felder, jedes grenzt nur an 4er, gewürfelt 2 2 5 5. is das magdagdon?",
            "Ja, ein MAGDAGDON: höchstens 2",
            "Ohne Kraft",
        ),
        (
            "CAUCHEMAR, 3 cases vides, j'ai tiré 6 6 1 1, rien ne colle, je fais quoi ?",
            "Alors le lancer est un MAGDAGDON",
            "Sans pouvoir",
        ),
        (
            "peacefull, rolled 2 3 3 2 and nothing fits but i have no power left, what now?",
            "Then the roll is a MAGDAGDON",
            "With no power",
        ),
        (
            "Em SURVIVAL saiu-me 1 1 2 2 e nada cabe, ainda tenho o poder. O que faço?",
            "Então o lançamento é um MAGDAGDON",
            "70",
        ),
        (
            "nightmare, rolled 3 4 4 5, every empty cell touches only 4s, is it magdagdon?",
            "Not necessarily",
            "3, 4 or 5",
        ),
    ],
)
def test_a_roll_that_fits_nowhere_is_a_magdagdon_with_the_difficultys_options(question, first, then):
    answer = ask(question)
    assert answer.topic == "magdagdon_roll" and answer.text.startswith(first) and then in answer.text, answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("ruína posta e sobram 5 casas vazias em SURVIVAL, qual é o mínimo agora", "Continua 2"),
        ("Je joue en PAISIBLE et il me reste une seule case vide. Combien de dés dois-je poser ?", "1 :"),
        ("nightmar, 2 empty cells left, how many dice must i place", "2:"),
        ("Albtraum und 4 leere Felder, wie viele Würfel muss ich setzen?", "Weiter 3"),
    ],
)
def test_the_dice_a_turn_needs_near_the_end_come_from_the_game(question, first):
    answer = ask(question)
    assert answer.topic == "minimum_end" and answer.text.startswith(first), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Saiu-me um 1 e queria baixá-lo para 0 com o poder de diminuir. Dá?", "Não: um dado mostra de 1 a 6"),
        ("Ich hab eine 6 gewürfelt und will mit der Kraft +1 eine 7 draus machen, geht das?", "Nein: ein Würfel zeigt"),
        ("can i use increase on my 3?", "Yes: INCREASE turns the 3 into a 4"),
        ("en cauchemar je peux diminuer mon 4 ?", "Non : CAUCHEMAR n'a pas"),
    ],
)
def test_a_power_changing_a_die_is_checked_by_the_game(question, first):
    answer = ask(question)
    assert answer.topic == "power_change" and answer.text.startswith(first), answer.text


def test_a_line_with_a_minus_is_no_power():
    assert ask("Zeile 2-1-3-4 von links nach rechts, zählt das als Folge?").topic == "line_sums"


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("PEACEFUL, I used all three of my powers and ended with two ruins. How much is taken off?", "100 points off"),
        (
            "Ich spiele FRIEDLICH und habe genau eine Kraft benutzt. Wie viel wird abgezogen?",
            "1 Kraft in FRIEDLICH: am Ende 10",
        ),
        ("En PAISIBLE, j'ai utilisé un −1 puis une relance. Combien ça coûte ?", "2 pouvoirs en PAISIBLE : 30"),
        ("kann ich im ÜBERLEBEN-modus zwei mal +1 machen?", "Nein: ÜBERLEBEN erlaubt höchstens 1"),
        ("No PEACEFUL já gastei um poder e vou usar o segundo. Quanto custa esse segundo?", "20 pontos"),
        ("Meine Zeile ist 1 2 3 4, daneben ist eine RUINE in der Spalte. Krieg ich die Folge?", "1-2-3-4 ist FOLGE"),
        # One power said used with no count ("my power", "o poder") is one use, not left out.
        ("In survival I used my power and have 2 ruins, how many points do I lose?", "100 points off"),
        ("Em SURVIVAL usei o poder e tenho 1 ruína: quanto perco?", "Menos 85 pontos"),
        (
            "Ich habe auf ÜBERLEBEN meine Kraft benutzt und zwei Ruinen: wie viele Punkte verliere ich?",
            "Am Ende insgesamt 100",
        ),
        ("En SURVIE j ai utilisé mon pouvoir et j ai 3 ruines, combien je perds ?", "115 points de moins"),
    ],
)
def test_powers_and_ruins_are_costed_together_and_an_article_is_no_count(question, first):
    assert ask(question).text.startswith(first), ask(question).text


@settings(deadline=None)  # the first example builds the indexes
@given(st.sampled_from(sorted(PENALTIES)), st.integers(0, 3), st.integers(0, 4), st.integers(10, 84))
def test_the_final_score_is_the_rules_sum_of_what_the_question_gives(level, used, ruins, rows):
    used = min(used, len(PENALTIES[level]))
    question = f"Game over on {level}: my row sums add up to {rows}, one sequence, {ruins} ruins"
    question += f" and {used} powers used. Final score?"
    want = 2 * rows + 60 - RUIN_COST * ruins - penalty(level, used)
    answer = ask(question)
    assert answer.topic == "final_score" and answer.text.startswith(f"{want}:"), answer.text


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "Se uma linha tiver 2, RUÍNA, 2, 2, que pontos dá?",
            "2-RUÍNA-2-2 tem uma RUÍNA: a linha vale só a soma dos seus números, 6",
        ),
        ("uma coluna tem, de cima para baixo, 6, 5, 4 e 3. Quantos pontos vale?", "6-5-4-3 é SEQUÊNCIA"),
        ("Une ligne se lit 5-4-3-2 et une autre 2-3-5-4. Lesquelles ont un bonus ?", "5-4-3-2 est SUITE"),
    ],
)
def test_lines_with_a_ruin_or_joined_by_and_are_scored(question, first):
    answer = ask(question)
    assert answer.text.startswith(first), answer.text


def test_two_lines_in_one_question_get_both_answers():
    text = ask("Une ligne se lit 5-4-3-2 de gauche à droite et une autre 2-3-5-4. Lesquelles ont un bonus ?").text
    assert "5-4-3-2 est SUITE" in text and "2-3-5-4 ne fait aucune combinaison" in text


def test_a_roll_of_four_is_not_read_as_a_line():
    assert ask("CAUCHEMAR, j'ai tiré 6 6 1 1, rien ne colle, je fais quoi ?").topic == "magdagdon_roll"


@pytest.mark.parametrize(
    "question",
    [
        "Who invented this game, and what does the name Magdagdon mean?",
        "Quem inventou este jogo?",
        "welche schwierigkeit bringt im schnitt mehr punkte, friedlich mit 3 kräften oder albtraum?",
        "Que veut dire le nom MAGDAGDON ?",
        "is it better to put my first die in the corner or in the middle?",
    ],
)
def test_what_the_rules_do_not_treat_is_declined(question):
    assert ask(question).topic is None


def test_a_question_turned_from_another_game_to_this_one_is_answered():
    assert ask("In Yahtzee I get three rolls. Here, can I re-roll dice for free?").topic == "one_roll"
    assert ask("How do I play Yahtzee?").topic is None


NEVER_BUILT = {
    "en": "never comes up in play",
    "pt": "nunca aparece em jogo",
    "de": "im Spiel aber nie",
    "fr": "jamais en jeu",
}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Does 3-5-3-5 count as two pairs?", "en"),
        ("a linha 3-6-3-6 da que bonus?", "pt"),
        ("Zeile 2-2-6-6: zwei Paare?", "de"),
        ("la ligne 2-1-3-4 est-elle une suite ?", "fr"),
    ],
)
def test_a_line_no_game_can_build_is_scored_and_said_to_be_impossible(question, lang):
    said = ask(question).text
    assert NEVER_BUILT[lang] in said, said


@settings(max_examples=examples(60))
@given(st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_only_lines_with_neighbours_apart_by_more_than_one_are_said_impossible(values):
    said = ask(f"Row {'-'.join(map(str, values))}: what does it score?").text
    apart = any(abs(a - b) > 1 for a, b in pairwise(values))
    assert (NEVER_BUILT["en"] in said) == apart, said
