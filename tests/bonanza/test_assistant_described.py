"""What a described sheet and turn say, read whatever the wording: points said before their box,
"again" in more words, the roll counted by a throw, bare face words in a list of boxes, a game
that is no giving up; and opinions about a plan declined. Four languages, typos too."""

from __future__ import annotations

import re

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read
from ludoteca.bonanza.assistant_situations import beyond_rules
from ludoteca.bonanza.rules import Sheet, bonus, score


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I have 50 in my Bonanza box and rolled 3 3 3 3 3 again. Threes is free, where does it go?", "en"),
        ("Já tenho 50 na casa Bonanza e voltei a tirar cinco 3. A casa dos Três está livre. Quantos pontos?", "pt"),
        ("Ich habe 50 im Bonanza-Feld und nochmal 3 3 3 3 3 gewürfelt, Dreier frei. Wohin?", "de"),
        ("J'ai 50 en Bonanza et j'ai refait 3 3 3 3 3, la case Trois est libre. Ça fait combien ?", "fr"),
    ],
)
def test_points_said_before_the_bonanza_box_make_the_roll_a_joker_with_its_whole_total(question, lang):
    assert read(question, lang).sheet.get("bonanza") == 50
    answer = ask(question)
    sheet = Sheet({"bonanza": 50})
    total = score((3,) * 5, "threes", sheet.boxes) + bonus((3,) * 5, sheet.boxes)
    assert answer.situation == "joker" and str(total) in answer.text
    assert answer.topic == "joker_place"  # the filled box is not offered again


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("On my first throw I have 1 2 3 4 6, which dice do I keep?", "en"),
        ("Na primeira tirada saiu 1 2 3 4 6, que dados guardo?", "pt"),
        ("Beim ersten Wurf habe ich 1 2 3 4 6, was soll ich halten?", "de"),
        ("Au premier jet j'ai 1 2 3 4 6, je garde quoi ?", "fr"),
    ],
)
def test_the_first_throw_leaves_two_rolls(question, lang):
    assert read(question, lang).rolls_left == 2
    assert ask(question).missing is None


def test_the_end_of_a_game_is_no_player_leaving():
    answer = ask("Fin de partie : Paul 200, Zoé 230, moi 180. Qui gagne ?", "fr")
    assert answer.situation == "places" and "abandon" not in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "free"),
    [
        (
            "Troisième lancer : 2 2 3 4 5. Petite suite, Deux et Brelan sont libres. Combien dans chacune ?",
            "fr",
            {"small_straight", "twos", "three_of_a_kind"},
        ),
        (
            "Depois do 3o lançamento tenho 2 3 4 5 5 e só me restam livres Cincos e Sequência pequena.",
            "pt",
            {"fives", "small_straight"},
        ),
        ("Tenho 1 1 2 3 4, livres: Uns, Dois e Sorte", "pt", {"ones", "twos", "chance"}),
    ],
)
def test_bare_face_words_in_a_list_of_boxes_are_boxes(question, lang, free):
    assert set(read(question, lang).free) == free


def test_every_box_asked_is_scored():
    text = ask("Troisième lancer : 2 2 3 4 5. Petite suite, Deux et Brelan sont libres. Combien ?", "fr").text
    assert all(part in text for part in ("Petite suite 30", "Deux 4", "Brelan 0"))


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("is it worth chasing the upper bonus early?", "en"),
        ("better to go for the large straight first or the bonanza?", "en"),
        ("vale a pena riscar a sorte cedo para tentar o bonanza?", "pt"),
        ("Lohnt es sich, früh auf die Große Straße zu gehen?", "de"),
        ("c mieux de viser le bonanza ou la grande suite au debut ? a ton avis", "fr"),
        ("Vale a pena guardar os seis para o fim?", "pt"),
        ("Lohnt sich die Chance am Anfang?", "de"),
        ("Est-ce mieux de garder la Chance pour la fin ?", "fr"),
        ("is it better to keep the chance for later?", "en"),
    ],
)
def test_an_opinion_about_a_plan_is_declined_politely(question, lang):
    answer = ask(question)
    assert answer.topic is None and answer.text.startswith(ask.__self__.labels(lang)["not_decided"][:12])


@pytest.mark.parametrize(
    "question",
    [
        "Is it better to use the Chance now if I rolled 6 6 6 5 5?",
        "Which is worth more, a full house or a small straight?",
        "Can I roll a fourth time ever?",
    ],
)
def test_a_concrete_roll_or_a_rule_is_no_plan(question):
    assert beyond_rules(question, "en") is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What's the highest score in the world?", "en"),
        ("Qual é o recorde do mundo?", "pt"),
        ("Wer hat den Weltrekord?", "de"),
        ("Quel est le record du monde ?", "fr"),
    ],
)
def test_the_world_beyond_the_table_is_declined(question, lang):
    assert ask(question).topic is None


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        ("oben hab ich 4 8 12 16 15, sechser offen, reicht 4x6 für bonus?", "de", 79),
        ("upper: 3 6 9 12 10, sixes free, are 4 x 6 enough for the bonus?", "en", 64),
        ("em cima tenho 1 4 6 12 10, falta seis: 5x6 chega para o bónus?", "pt", 63),
        ("en haut j'ai 2 4 6 8 10, reste Six, 3x6 suffit pour le bonus ?", "fr", 48),
    ],
)
def test_upper_points_listed_in_order_and_a_face_count_give_the_bonus_by_the_engine(question, lang, total):
    facts = read(question, lang)
    assert facts.face_count is not None and len(facts.sheet) == 5
    count, face = facts.face_count
    sheet = Sheet({**{b: p for b, p in facts.sheet.items() if p is not None}, "sixes": count * face})
    assert sheet.upper_total() == total
    answer = ask(question)
    assert answer.situation == "upper_bonus" and answer.missing is None and str(total) in answer.text
    assert answer.text.startswith(("Ja", "Yes", "Sim", "Oui")) == (sheet.upper_bonus() > 0)


def test_numbers_that_no_box_could_hold_are_no_upper_list():
    assert read("upper 7 8 9, what now?", "en").sheet == {}


@pytest.mark.parametrize(
    ("question", "lang", "need"),
    [
        (
            "Cima: Uns 2, Dois 4, Três 9, Quatros 16, Cincos 15, falta Seis. Qto preciso nos Seis p/ o bónus?",
            "pt",
            "3 × 6",
        ),
        ("Ones 3, Twos 6, Threes 9, Fours 12, Sixes 18, only Fives left: what do I need for the bonus?", "en", "3 × 5"),
        ("haut : As 4, Deux 8, Trois 12, Quatre 16, Cinq 20, reste Six. combien pour le bonus ?", "fr", "1 × 6"),
        ("Ones 1, Twos 2, Threes 3, Fours 4, Fives 5, Sixes left: can I still make the upper bonus?", "en", "five 6s"),
    ],
)
def test_one_upper_box_left_says_how_many_of_its_face_the_bonus_needs(question, lang, need):
    assert need in ask(question).text


@pytest.mark.parametrize(
    ("question", "lang", "first", "second"),
    [
        ("Fin de partie : Marc 212, Julie 245 sans ses deux bonus Bonanza, moi 280. Qui gagne ?", "fr", "345", "280"),
        ("End of game: Ann 250 plus one Bonanza bonus, Bob 280. Who won?", "en", "300", "280"),
        ("Fim do jogo: Rui 240 sem contar dois bónus Bonanza, eu 300. Quem ganhou?", "pt", "340", "300"),
        ("Am Ende: Tom 230 ohne seine zwei Bonanza-Boni, ich 290. Wer gewinnt?", "de", "330", "290"),
        ("End of game: Ann 300 including two Bonanza bonuses, Bob 280. Who won?", "en", "300", "280"),
    ],
)
def test_bonuses_said_with_a_total_are_added_before_the_places(question, lang, first, second):
    answer = ask(question)
    assert answer.situation == "places"
    assert f"{first} " in answer.text.replace(",", " ") and answer.text.index(first) < answer.text.index(second)
    assert ("50 =" in answer.text) == ("including" not in question)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I had 2 2 3 4 5 when the time ran out, what gets recorded?", "en"),
        ("Tinha 1 1 1 5 5 e o tempo acabou. O que acontece?", "pt"),
        ("Ich hatte 4 4 4 4 2, die Zeit ist abgelaufen. Was wird eingetragen?", "de"),
        ("Léa avait 6 6 6 3 3 et n'a pas cliqué à temps, que se passe-t-il ?", "fr"),
    ],
)
def test_the_clock_run_out_records_what_the_hints_rank_first_for_the_dice(question, lang):
    from ludoteca.bonanza.advisor import best_hints
    from ludoteca.bonanza.rules import Rules
    from ludoteca.core import i18n

    facts = read(question, lang)
    best = best_hints(Rules(), Sheet({}), tuple(sorted(facts.dice or ())), 0)[0].details
    answer = ask(question)
    assert answer.situation == "clock" and answer.topic == "turn_clock"
    assert i18n.translate(f"bonanza.box.{best['box']}", lang) in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "box"),
    [
        ("Is five of a kind a full house?", "en", "full_house"),
        ("5 iguais valem como full house ou nao?", "pt", "full_house"),
        ("Zählen fünf gleiche als Große Straße?", "de", "large_straight"),
        ("cinq dés identiques, ça compte en petite suite ?", "fr", "small_straight"),
    ],
)
def test_five_alike_in_a_pattern_box_scores_only_as_a_joker_by_the_engine(question, lang, box):
    from ludoteca.core import i18n

    answer = ask(question)
    joker = score((3,) * 5, box, {"bonanza": 0, "threes": 9})
    assert answer.situation == "five_alike" and answer.missing is None
    assert score((3,) * 5, box, {}) == 0 and re.search(rf"\b{joker}\b", answer.text)
    assert i18n.translate(f"bonanza.box.{box}", lang) in answer.text
    assert not answer.text.startswith(("Yes", "Sim", "Ja", "Oui"))


@pytest.mark.parametrize(
    ("question", "lang"), [("Can five alike go in Chance?", "en"), ("cinq identiques en brelan ?", "fr")]
)
def test_five_alike_in_a_box_of_the_sum_scores_joker_or_not(question, lang):
    answer = ask(question)
    assert answer.situation == "five_alike" and answer.text.startswith(("Yes", "Oui")) and "15" in answer.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Is it better to keep 6 6 6 with 6 6 6 2 1 after one roll?", "en"),
        ("Com 2 2 3 4 5 depois do 2o lançamento, guardo 2 3 4 5?", "pt"),
        ("Ich habe 1 1 4 4 4 nach dem ersten Wurf, soll ich 4 4 4 halten?", "de"),
    ],
)
def test_dice_named_from_the_roll_given_are_read_as_held_dice(question, lang):
    answer = ask(question)
    assert answer.situation == "options" and answer.missing is None


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("my bonanza box already has a 50 in it", "en", {"bonanza": 50}),
        ("a casa Bonanza já tem um 0", "pt", {"bonanza": 0}),
    ],
)
def test_points_after_an_article_are_read(question, lang, want):
    assert read(question, lang).sheet == want


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        ("cima 58, baixo 150, total?", "pt", 208),
        ("oben 70, unten 160, Endsumme?", "de", 265),
        ("upper 63 lower 100, final total?", "en", 198),
    ],
)
def test_section_totals_in_few_words_give_the_final_total(question, lang, total):
    answer = ask(question)
    assert answer.situation == "total" and str(total) in answer.text.split(":")[0]


@pytest.mark.parametrize(
    ("question", "lang", "left"),
    [
        ("Erster Wurf 6 6 6 6 2 - was halten?", "de", 2),
        ("Zweiter Wurf 1 2 3 4 4, was soll ich halten?", "de", 1),
    ],
)
def test_ordinals_in_every_german_ending_count_the_rolls(question, lang, left):
    assert read(question, lang).rolls_left == left


def test_who_is_first_asks_the_places():
    answer = ask("We finished: me 245, Tom 245, Sara 190. Who is first?", "en")
    assert answer.situation == "places" and "1, 1, 3" in answer.text


def test_brazilian_words_for_a_box_holding_points_are_read():
    facts = read("Tô com 4 4 4 4 4, minha Bonanza tá com 50 e a casa dos Quatros já foi usada", "pt")
    assert facts.sheet == {"bonanza": 50, "fours": None}
    assert ask("Tô com 4 4 4 4 4, minha Bonanza tá com 50 e a casa dos Quatros já foi usada").situation == "joker"
