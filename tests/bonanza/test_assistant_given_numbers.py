"""Every number a question gives is read as what it says, never asked back: rolls done said with
a possessive or as "3.", a box's points said after "filled", several verbs before the points,
dice alike counted ("4 or 5 alike"), box names as players shorten them; and a joker goes in the
free boxes the question names. Four languages, typos, some Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "left"),
    [
        ("after my 3 rolls I have 4 4 4 2 2, three of a kind and sixes open, which scores more?", "en", 0),
        ("after the 2 throws i got 1 2 3 4 6 wat now", "en", 1),
        ("depois dos meus 3 lançamentos tenho 3 3 3 6 6, trinca e seis livres, qual da mais?", "pt", 0),
        ("nach dem 2. Wurf liegt 2 2 2 5 5, 3er Pasch und Zweier frei - was gibt mehr?", "de", 1),
        ("nach meinen 3 würfen 6 6 6 1 2, wohin?", "de", 0),
        ("apres mes 2 lancers j'ai 1 1 1 4 4, il me reste brelan et as, je mets ou ?", "fr", 1),
    ],
)
def test_rolls_done_are_read_and_never_asked_back(question, lang, left):
    facts = read(question, lang)
    assert facts.rolls_left == left
    assert facts.unread == ()
    assert ask(question, lang).missing is None


@pytest.mark.parametrize(
    ("question", "lang", "box", "points"),
    [
        ("5 5 5 5 5 again, bonanza 50, fives already filled w/ 20, free: chance, twos", "en", "fives", 20),
        ("4 4 4 4 4 again, Bonanza holds 50, my Fours already filled with 12, free: chance", "en", "fours", 12),
        ("5 5 5 5 5 de novo, bonanza tem 50, os cincos já preenchidos com 20, livres: full e sorte", "pt", "fives", 20),
        ("Schon wieder 3 3 3 3 3! Im Bonanza-Feld stehen 50, das Dreier-Feld ist mit 9 belegt", "de", "threes", 9),
        ("Im Bonanza-Feld stehen bereits 50 und 4 4 4 4 4 nochmal", "de", "bonanza", 50),
        ("yams de 6 encore, case bonanza a 50, les six deja remplis avec 24, libres: grande suite", "fr", "sixes", 24),
    ],
)
def test_points_said_after_filled_are_the_box_s_own(question, lang, box, points):
    facts = read(question, lang)
    assert facts.sheet[box] == points
    assert facts.unread == ()


@pytest.mark.parametrize(
    ("question", "lang", "listed", "best"),
    [
        (
            "4 4 4 4 4 again, Bonanza holds 50, Fours filled with 12, free: small straight, chance and ones",
            "en",
            "Small straight 30 and Chance 20",
            "Small straight gives the most: 30, so 80",
        ),
        (
            "5 5 5 5 5 de novo, bonanza tem 50, os cincos já preenchidos com 20, livres: full e sorte. quanto marco?",
            "pt",
            "Full house 25 e Sorte 25",
            "75 nesta jogada",
        ),
        (
            "Schon wieder 3 3 3 3 3! Im Bonanza-Feld stehen 50, das Dreier-Feld ist mit 9 belegt, "
            "frei sind Chance und kl. Straße. Was bekomme ich?",
            "de",
            "Kleine Straße 30 und Chance 15",
            "Kleine Straße am meisten: 30, mit dem Bonus also 80",
        ),
        (
            "yams de 6 encore, case bonanza a 50, les six deja remplis avec 24, libres: grande suite et chance",
            "fr",
            "Grande suite 40 et Chance 30",
            "Grande suite rapporte le plus : 40, donc 90",
        ),
    ],
)
def test_a_joker_goes_in_the_free_boxes_named(question, lang, listed, best):
    answer = ask(question, lang)
    assert answer.topic == "joker_place"
    assert listed in answer.text and best in answer.text
    assert "Brelan" not in answer.text and "Three of a kind" not in answer.text


def test_a_free_upper_box_is_said_barred_while_a_lower_one_is_free():
    text = ask("6 6 6 6 6 again, bonanza has 50, sixes filled w/ 18, free: chance, ones", "en").text
    assert "Chance 30" in text and "Ones may not take it" in text


@pytest.mark.parametrize(
    ("question", "lang", "words"),
    [
        ("trinca aceita 4 ou 5 dados iguais?", "pt", "quatro ou cinco iguais"),
        ("o trio vale com 4 ou 5 iguais ou tem que ser exatamente 3?", "pt", "pelo menos 3"),
        ("does three of a kind count with 4 or 5 alike?", "en", "at least 3"),
        ("zählt ein Dreierpasch auch mit vier oder fünf gleichen?", "de", "mindestens 3"),
        ("le brelan marche avec 4 ou 5 des identiques ?", "fr", "au moins 3"),
    ],
)
def test_dice_alike_counted_are_no_unread_number(question, lang, words):
    assert read(question, lang).unread == ()
    assert words in ask(question, lang).text


@pytest.mark.parametrize(
    ("question", "lang", "boxes"),
    [
        ("6 6 6 5 5, FH voll, 3erpasch u sechser frei", "de", {"three_of_a_kind", "sixes"}),
        ("2 2 2 3 3 kl. Strasse und 4er-Pasch frei", "de", {"small_straight", "four_of_a_kind"}),
        ("oben: 1er 2, 2er 6, 3er 12 - reicht das?", "de", {"ones", "twos", "threes"}),
        ("3 3 3 5 5 with fh and 3oak open", "en", {"full_house", "three_of_a_kind"}),
        ("tenho 1 2 3 4 6, sequencia menor e poker livres", "pt", {"small_straight", "four_of_a_kind"}),
    ],
)
def test_shortened_box_names_are_known(question, lang, boxes):
    assert boxes <= set(read(question, lang).boxes)


@pytest.mark.parametrize(
    ("question", "lang", "face"),
    [
        ("I had to cross out my yahtzee box a while ago. just rolled five twos, twos is open. bonus or not?", "en", 2),
        ("My Bonanza box was scratched earlier (0 in it). Now I rolled five fours and Fours is still empty", "en", 4),
        (
            "risquei a casa bonanza lá atrás, agora tirei cinco cincos e os cincos tão livres. ganho algo a mais?",
            "pt",
            5,
        ),
        (
            "Ich musste mein Bonanza-Feld streichen. Jetzt habe ich fünf Sechsen, Sechser ist frei. Extrapunkte?",
            "de",
            6,
        ),
        ("j'ai barré la case bonanza au début, et là je fais cinq trois, la case Trois est vide : un bonus ?", "fr", 3),
    ],
)
def test_five_faces_said_in_words_on_a_scratched_bonanza_are_no_bonus(question, lang, face):
    facts = read(question, lang)
    assert facts.dice == (face,) * 5 and facts.sheet["bonanza"] == 0
    answer = ask(question, lang)
    assert answer.topic == "joker_place" and f"{5 * face} " in answer.text
    assert "50" not in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "listed"),
    [
        (
            "4 4 4 4 4, bonanza c/ 50, quatros preenchidos, livres: full, seq peq e uns",
            "pt",
            "Full house 25 e Sequência pequena 30",
        ),
        ("6 6 6 6 6 de novo, bonanza 50, seis cheio, sobrou seq gde e sorte", "pt", "Sequência grande 40 e Sorte 30"),
        (
            "5 5 5 5 5 encore, bonanza a 50, les cinq remplis, libres : pte suite et gde suite",
            "fr",
            "Petite suite 30 et Grande suite 40",
        ),
    ],
)
def test_a_joker_lists_every_free_box_named_by_its_short_name(question, lang, listed):
    assert listed in ask(question, lang).text


@pytest.mark.parametrize(
    ("question", "lang", "best"),
    [
        (
            "3 3 3 3 3, bonanza riscado c/ 0, tres preenchido, livres: full, seq peq e uns",
            "pt",
            "Sequência pequena dá mais: 30.",
        ),
        (
            "4 4 4 4 4, Bonanza scratched, Fours filled, free: chance and full house",
            "en",
            "Full house gives the most: 25.",
        ),
        (
            "fünf Zweien, Bonanza gestrichen, Zweier belegt, frei: Chance und Große Straße",
            "de",
            "Große Straße am meisten: 40.",
        ),
    ],
)
def test_a_joker_on_a_scratched_bonanza_adds_no_bonus_to_the_best(question, lang, best):
    text = ask(question, lang).text
    assert best in text and "50" not in text


@pytest.mark.parametrize(
    ("question", "lang", "first", "total"),
    [
        (
            "upper: ones 3, twos 6, threes 9, fours 12, fives 20. sixes open - are two sixes enough for the bonus?",
            "en",
            "No",
            62,
        ),
        (
            "em cima: uns 2, dois 4, tres 9, quatros 16, cincos 20; falta seis. chegam 2 seis para o bónus?",
            "pt",
            "Sim",
            63,
        ),
        (
            "oben: Einser 3, Zweier 4, Dreier 9, Vierer 12, Sechser 24. Fünfer fehlt - reichen 2 Fünfer für den Bonus?",
            "de",
            "Nein",
            62,
        ),
        (
            "oben: 1er 3, 2er 6, 3er 12, 4er 16, 5er 15. sechser noch offen - reichen 2 sechser für den bonus?",
            "de",
            "Ja",
            64,
        ),
        (
            "en haut : As 2, Deux 6, Trois 12, Quatre 12, Six 18 ; reste les Cinq. deux cinq suffisent pour le bonus ?",
            "fr",
            "Non",
            60,
        ),
    ],
)
def test_dice_counted_by_the_face_s_plural_go_in_the_last_upper_box(question, lang, first, total):
    text = ask(question, lang).text
    assert text.startswith(first) and f" {total}," in text
