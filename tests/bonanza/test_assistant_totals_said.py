"""A final total from what a player says: each upper box named with the lower part summed ("unten
zusammen 150"), no bonuses said as "keine"/"aucune", and further five alike counted in times
("deux fois cinq dés identiques", "five alike twice more"); and what the rules never treat (where
the name comes from, teams sharing a sheet, keeping a game for another day) declined plainly.
Four languages, typos, no accents."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        ("Ones 3, Twos 6, Threes 9, Fours 12, Fives 15, Sixes 18, lower boxes together 170. My total?", "en", "268"),
        (
            "Uns 2, Dois 4, Tres 9, Quatros 8, Cincos 15, Seis 18; em baixo no total 120. Qual o total final?",
            "pt",
            "176",
        ),
        (
            "Oben hab ich Einser 2, Zweier 4, Dreier 12, Vierer 16, Fünfer 20, Sechser 12. Unten "
            "zusammen 150, keine Bonanza-Boni. Was ist meine Gesamtsumme?",
            "de",
            "251",
        ),
        ("As 1, Deux 4, Trois 9, Quatre 12, Cinq 15, Six 24, en bas au total 140. Mon total ?", "fr", "240"),
    ],
)
def test_the_total_from_each_upper_box_and_the_lower_part(question, lang, total):
    answer = ask(question, lang)
    assert answer.situation == "total" and answer.missing is None
    assert answer.text.split(":")[0].endswith(total) or f" {total}" in answer.text.split(":")[0]


@pytest.mark.parametrize(
    ("question", "lang", "count"),
    [
        ("Upper 58, lower 210 with 50 in Bonanza, and later I rolled five alike twice more. Final total?", "en", 2),
        (
            "Em cima 58, em baixo 210 (com 50 na Bonanza) e depois saiu-me duas vezes cinco dados "
            "iguais. Qual o total?",
            "pt",
            2,
        ),
        ("Oben 58, unten 210 mit 50 im Bonanza, danach noch zweimal einen Kniffel. Endsumme?", "de", 2),
        (
            "en haut 58, en bas 210 (avec 50 dans la case Bonanza), et apres j'ai encore fait "
            "deux fois cinq des identiques. Mon total ?",
            "fr",
            2,
        ),
        ("en haut 60, en bas 200, et trois fois un yams apres le premier. total ?", "fr", 3),
    ],
)
def test_further_five_alike_counted_in_times_are_bonuses(question, lang, count):
    assert read(question, lang).bonanza_bonuses == count
    assert str(58 + 210 + 50 * count) in ask(question, lang).text or count == 3


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("where does the name bonanza come from?", "en"),
        ("De onde vem o nome do jogo?", "pt"),
        ("Woher kommt eigentlich der Name Bonanza?", "de"),
        ("d'ou vient le nom bonanza ?", "fr"),
        ("can we play in teams of two, sharing one sheet?", "en"),
        ("Da para jogar em equipas de dois?", "pt"),
        ("Kann man in Teams spielen?", "de"),
        ("on peut jouer par equipes de deux ?", "fr"),
        ("can I save my game and finish it tomorrow?", "en"),
        ("Posso gravar o jogo e continuar amanha?", "pt"),
        ("Kann man ein angefangenes Spiel speichern und morgen weiterspielen?", "de"),
        ("je peux sauvegarder la partie pour la reprendre demain ?", "fr"),
    ],
)
def test_what_the_rules_never_treat_is_declined_plainly(question, lang):
    answer = ask(question, lang)
    assert answer.topic is None and answer.situation is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("should I save Chance for later?", "en"),
        ("vale a pena guardar a Sorte para o fim?", "pt"),
        ("how many teams of dice do I roll?", "en"),
    ],
)
def test_plans_and_rules_questions_are_no_declines_of_the_new_kinds(question, lang):
    from ludoteca.bonanza.assistant_beyond import off_the_rules
    from ludoteca.core.assistant_match import fold

    assert not off_the_rules(fold(question), lang)


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        (
            "Tenho 60 em cima e 190 em baixo, e fiz mais dois bonanzas depois do primeiro. Quanto fica o total?",
            "pt",
            "350",
        ),
        ("j'ai 70 en haut et 150 en bas. mon total ?", "fr", "255"),
        ("Ich habe 50 oben und 200 unten, wie hoch ist die Endsumme?", "de", "250"),
    ],
)
def test_the_parts_said_before_their_section_make_the_total(question, lang, total):
    answer = ask(question, lang)
    assert answer.situation == "total" and total in answer.text.split(":")[0]


@pytest.mark.parametrize(
    ("question", "lang", "need"),
    [
        ("Na parte de cima tenho 55 e ainda me falta os Seis. Quantos seis preciso para o bonus?", "pt", "2 × 6"),
        ("I have 50 in the upper section and only Sixes left. How many sixes do I need for the bonus?", "en", "3 × 6"),
        ("I have 55 in the top half, Fives still open. how many fives for the bonus", "en", "2 × 5"),
        (
            "Ich habe 48 im oberen Teil, nur noch die Funfer frei. Wie viele Funfer brauche ich fur den Bonus?",
            "de",
            "3 × 5",
        ),
    ],
)
def test_the_upper_part_said_with_its_section_words_works_out_the_bonus(question, lang, need):
    answer = ask(question, lang)
    assert answer.situation == "upper_bonus" and need in answer.text


def test_the_lower_part_said_with_a_colon_makes_the_total():
    answer = ask("Game over. Upper boxes: 3, 8, 12, 16, 20, 24. Lower: 200. Total?", "en")
    assert answer.situation == "total" and "318" in answer.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Can I undo a box after recording it?", "en"),
        ("Posso desfazer a ultima jogada?", "pt"),
        ("Kann man einen eingetragenen Wert ruckgangig machen?", "de"),
        ("Je peux annuler mon dernier coup ?", "fr"),
        ("How long does a game take, in minutes?", "en"),
        ("Une partie prend combien de minutes ?", "fr"),
        ("Ha alguma variante com bonus diferentes?", "pt"),
        ("Are there house rules for a bigger upper bonus?", "en"),
        ("Gibt es Hausregeln mit sechs Wurfen?", "de"),
        ("Il existe des variantes avec d'autres cases ?", "fr"),
    ],
)
def test_undoing_a_games_length_in_minutes_and_variants_are_declined(question, lang):
    answer = ask(question, lang)
    assert answer.topic is None and answer.situation is None


@pytest.mark.parametrize(
    ("question", "lang", "topic"),
    [
        ("Can I take back a die I held?", "en", "holding"),
        ("Which variants do the solver's figures check?", "en", "solver_figures"),
        ("How long do I have for my turn at a table?", "en", "turn_clock"),
        ("Wie lange dauert ein Spiel ungefahr?", "de", "game_end"),
        ("une partie dure combien de temps en general ?", "fr", "game_end"),
    ],
)
def test_neighbours_of_the_new_declines_keep_their_topics(question, lang, topic):
    assert ask(question, lang).topic == topic


def test_top_and_bottom_name_the_sections_for_the_total():
    answer = ask("top 63 bottom 170 one bonanza bonus, total?", "en")
    assert answer.situation == "total" and "318" in answer.text
