"""The topic a question's own words call for (core's assistant_prefer, which Bonanza asks for):
a box whose value is asked gets its own card, a "how many" question a card opening with that
number, and a clear lead answers below the threshold; in four languages, typos too."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_situations import named_topics
from ludoteca.core.assistant_match import _tokens


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What do you get for a large straight?", "en"),
        ("Quanto se ganha com uma sequência grande?", "pt"),
        ("Was bekommt man eigentlich für eine Große Straße?", "de"),
        ("Was gibt die kleine strasse?", "de"),
        ("Combien rapporte une grande suite ?", "fr"),
    ],
)
def test_the_value_of_a_named_box_is_that_boxs_card(question, lang):
    assert named_topics(question, lang) == ("straights",)
    assert ask(question).topic == "straights"


@pytest.mark.parametrize("question", ["What do you get for a large straigt?", "wat does a larg straight give"])
def test_a_misspelt_box_still_finds_its_card(question):
    assert ask(question).topic == "straights"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("How much is the joker worth in a large straight?", "en"),
        ("Quanto vale o bónus na sequência grande?", "pt"),
        ("Wie viel bringt 2 3 4 5 6 bei der Großen Straße?", "de"),
        ("Combien rapporte la grande suite si je clique dessus ?", "fr"),
    ],
)
def test_a_box_named_with_a_joker_dice_a_bonus_or_a_click_is_not_just_its_card(question, lang):
    assert "straights" not in named_topics(question, lang)


@pytest.mark.parametrize(
    ("question", "lang", "named"),
    [
        ("what happens if i click a box after the timer ran out", "en", "turn_clock"),
        ("o relógio acabou e cliquei, conta?", "pt", "turn_clock"),
        ("Wie viele Sekunden hat man pro Zug?", "de", "turn_clock"),
        ("si je clik sur une case ça l'inscrit direct ?", "fr", "controls"),
        ("which key rolls the dice", "en", "controls"),
        ("Partie à trois : les deux autres ont quitté la table. Et maintenant ?", "fr", "giving_up"),
        ("Se um jogador sair da mesa, o que acontece?", "pt", "giving_up"),
        ("Was passiert wenn jemand das Spiel verlässt?", "de", "giving_up"),
    ],
)
def test_a_click_a_key_or_the_clock_names_its_topic(question, lang, named):
    assert named in named_topics(question, lang)
    assert ask(question).topic in named_topics(question, lang)


def test_an_accented_word_is_no_stop_word_it_only_looks_like():
    assert _tokens("bonanza", "Combien de dés ?", "fr") != _tokens("bonanza", "Combien de des ?", "fr")


@pytest.mark.parametrize(
    ("question", "number"),
    [
        ("Combien de dés faut-il pour jouer ?", "cinq"),
        ("Quantos dados é que preciso?", "cinco"),
        ("How many dice and how many boxes are there?", "five"),
        ("Wie viele Würfel und wie viele Felder gibt es?", "fünf"),
    ],
)
def test_how_many_dice_opens_with_the_number_of_dice(question, number):
    assert number in ask(question).text.split(". ")[0].lower()


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("My roll fits no box at all, can I just pass this turn?", "no_passing"),
        ("Meu lançamento não serve em casa nenhuma, posso passar a vez?", "no_passing"),
        ("Mein Wurf passt nirgends, darf ich einfach aussetzen?", "no_passing"),
        ("Mon lancer ne va nulle part, je peux passer mon tour ?", "no_passing"),
        ("What exactly do I need for the uper bonus and what is it worth?", "upper_bonus"),
        ("Que faut-il pour le bonus du haut et combien il rapporte ?", "upper_bonus"),
    ],
)
def test_a_clear_best_topic_answers(question, want):
    assert ask(question).topic == want


@pytest.mark.parametrize(
    "question", ["Wie spät ist es in Tokio?", "What is the capital of Peru?", "Quel temps fera-t-il demain ?"]
)
def test_a_lead_over_nothing_known_is_no_clear_answer(question):
    assert ask(question).topic is None


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("Quels boutons du clavier on utilise ?", "controls"),
        ("which keyboard keys can i use while playing", "controls"),
        ("Wenn mein Klick nach Ablauf der Zeit kommt, zählt er noch?", "turn_clock"),
        ("O clique depois de acabar o tempo ainda conta?", "turn_clock"),
        ("Welches untere Feld gibt immer Punkte, egal welcher Wurf?", "chance"),
        ("Os outros dois desistiram. Ganhei eu?", "giving_up"),
    ],
)
def test_plain_questions_about_keys_the_clock_chance_and_the_last_player_find_their_topic(question, want):
    assert ask(question).topic == want


@pytest.mark.parametrize(
    ("question", "lang", "condition"),
    [
        ("must five alike go in the upper box if its free, or can i take chance?", "en", "Bonanza box"),
        ("Cinco iguais têm de ir para a casa de cima quando está livre?", "pt", "casa Bonanza"),
        ("muss ein fünferpasch ins obere feld wenn es frei ist?", "de", "Feld Bonanza"),
        ("cinq dés pareils doivent aller en haut si la case est libre ?", "fr", "case Bonanza"),
    ],
)
def test_where_five_alike_must_go_says_first_that_it_is_so_only_once_the_bonanza_box_is_filled(
    question, lang, condition
):
    answer = ask(question)
    assert answer.topic == "joker_place"
    assert condition in answer.text.split(";")[0]


def test_a_roll_that_came_out_is_no_player_leaving():
    assert named_topics("bónus bonanza é só 1 vez ou sempre q sai?", "pt") == ()


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("how much does a second yahtzee give", "en", "joker_bonus"),
        ("was bringt ein zweiter kniffel", "de", "joker_bonus"),
        ("que se passe t il si j ai 2 yams", "fr", "joker_bonus"),
        ("como funciona o coringa?", "pt", "joker_place"),
    ],
)
def test_a_further_bonanza_names_the_jokers_topics(question, lang, want):
    assert want in named_topics(question, lang) and ask(question).topic == want


def test_a_second_is_no_clock_but_seconds_are():
    assert named_topics("how much does a second yahtzee give", "en") != ("turn_clock", "solo_clock")
    assert named_topics("how many seconds do i get", "en") == ("turn_clock",)
    assert named_topics("how many seconds do i get playing alone", "en") == ("solo_clock", "solo")
