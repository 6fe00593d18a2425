"""Bonanza's rules assistant on plain questions asked in other words (four languages, typos): the
topic found, and an answer whose opening says what was asked (dice and boxes, the clock alone,
what the upper bonus leaves out)."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("is the full house the sum of the dice here?", "full_house"),
        ("le full, ça vaut quoi ici ?", "full_house"),
        ("wieviele Züge bekommt jeder?", "game_end"),
        ("how do you work out the final score?", "total_score"),
        ("comment on calcule le total a la fin ?", "total_score"),
        ("les conseils, je dois les suivre ?", "hints"),
        ("a case barree peut etre remplie apres ?", "scratch"),
        ("quelles touches clavier pour jouer ?", "controls"),
        ("welche zeiten kann die zuguhr haben?", "turn_clock"),
        ("se a casa bonanza foi riscada com 0 ainda ha joker?", "joker_bonus"),
    ],
)
def test_plain_questions_in_other_words_find_their_topic(question, want):
    assert ask(question).topic == want


@pytest.mark.parametrize("question", ["combien de tour pour chaque joueur ?", "how many goes do we each get?"])
def test_how_many_turns_is_answered_first(question):
    assert "13" in ask(question).text.split(". ")[0]


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("How many dice are there, and how many boxes on a sheet?", ("13", "five")),
        ("Quantos dados há e quantas casas tem a folha?", ("13", "cinco")),
        ("Wie viele Würfel und wie viele Felder gibt es?", ("13", "fünf")),
        ("Combien de dés et combien de cases ?", ("13", "cinq")),
    ],
)
def test_dice_and_boxes_are_both_told_in_the_first_sentence(question, words):
    first = ask(question).text.split(". ")[0].lower()
    assert all(w in first for w in words), first


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("what clock is there when I play on my own?", "alone"),
        ("quanto tempo por jogada quando jogo sozinho?", "sozinho"),
        ("wieviel Zeit pro Zug wenn ich allein spiele?", "allein"),
        ("combien de temps pour jouer un tour en solo ?", "solo"),
    ],
)
def test_the_clock_is_only_at_a_table(question, word):
    first = ask(question).text.split(". ")[0]
    assert word in first.lower(), first


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("does the bonanza bonus count towards the 63?", "Bonanza"),
        ("o bónus bonanza conta para os 63?", "Bonanza"),
        ("zählt der Bonanza-Bonus für die 63 mit?", "Bonanza"),
        ("le bonus bonanza compte pour les 63 ?", "Bonanza"),
    ],
)
def test_the_upper_bonus_says_the_bonanza_bonuses_do_not_count(question, word):
    first = ask(question).text.split(". ")[0]
    assert word in first, first


@pytest.mark.parametrize(
    "question",
    [
        "what are the odds of rolling a bonanza?",
        "qual é a probabilidade de tirar um full house?",
        "Wie wahrscheinlich ist eine große Strasse in drei Würfen?",
        "Quelle est la probabilite d'avoir un brelan ?",
    ],
)
def test_the_odds_of_a_roll_are_declined_not_answered_with_a_rule_card(question):
    assert ask(question).topic is None


def test_a_box_named_chance_is_still_a_box_not_a_question_of_odds():
    assert ask("what does chance score?").topic == "chance"


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("is a straight 1-2-3-4-5 or 2-3-4-5-6 only, or is there a small one too?", "straights"),
    ],
)
def test_rolls_given_as_examples_go_to_the_rule_not_a_roll_worked_out(question, want):
    assert ask(question).topic == want


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("do I have to follow the hints?", ("advice", "any free box")),
        ("les conseils sont obligatoires ?", ("conseils", "case libre")),
        ("can I roll again a die I held?", ("held", "rolled")),
        ("peut-on relancer un dé gardé ?", ("gard", "relancé")),
    ],
)
def test_hints_are_advice_and_a_held_die_may_be_released(question, words):
    text = ask(question).text
    assert all(w in text for w in words), text
