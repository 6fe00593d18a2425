"""Bonanza's rules assistant on the sheet a question describes: boxes said free or filled (and
"only" some free), a joker placed by the engine's own rules on that sheet, several boxes asked
about each scored and compared, in four languages and with abbreviations and typos."""

from __future__ import annotations

import re

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read
from ludoteca.bonanza.rules import BOXES, Sheet, legal_boxes, score


@pytest.mark.parametrize(
    ("question", "lang", "free", "only"),
    [
        ("only sm straight + 4oak left, 5 5 5 5 5", "en", ("small_straight", "four_of_a_kind"), True),
        ("Fours, Chance and Sixes are still free, I have 4 4 4 6 6", "en", ("fours", "chance", "sixes"), False),
        ("Tenho 1 1 1 3 5 e só me restam as casas dos Uns e da Sorte", "pt", ("ones", "chance"), True),
        ("Livres só Full house, Seq. grande e Sorte", "pt", ("full_house", "large_straight", "chance"), True),
        ("Frei sind nur noch Viererpasch und Sechser", "de", ("four_of_a_kind", "sixes"), True),
        ("carré, brelan et chance libres, 6 6 6 6 1", "fr", ("four_of_a_kind", "three_of_a_kind", "chance"), False),
    ],
)
def test_boxes_said_free_are_read_with_only_when_said(question, lang, free, only):
    facts = read(question, lang)
    assert set(facts.free) == set(free) and facts.only is only
    assert not set(facts.free) & set(facts.sheet)  # a free box is never also read as filled


def test_a_box_held_or_filled_beside_free_ones_stays_filled():
    facts = read("a casa Bonanza tem 0 e os Seis estão livres", "pt")
    assert facts.sheet == {"bonanza": 0} and facts.free == ("sixes",)
    facts = read("ma case Bonanza a deja 50 et la case Cinq est vide", "fr")
    assert facts.sheet == {"bonanza": 50} and facts.free == ("fives",)
    facts = read("scratched bonanza w/ 0 earlier, fives full", "en")
    assert facts.sheet == {"bonanza": 0, "fives": None}  # "fives full" is no Full house named


def _legal_on(sheet: dict[str, int], dice: tuple[int, ...]) -> list[str]:
    return legal_boxes(dice, Sheet(sheet).boxes)


@pytest.mark.parametrize(
    ("question", "present", "absent"),
    [
        (
            "scratched bonanza w/ 0 earlier. now 5 5 5 5 5, fives full, only sm straight + 4oak left. which one?",
            ("No Bonanza bonus", "Four of a kind 25", "Small straight 30"),
            ("Chance", "scores 50 in Bonanza"),
        ),
        (
            "Bonanza c/ 50, Quatros já preenchido, tiro 4 4 4 4 4. Livres só Full house, Seq. grande e Sorte.",
            ("mais 50 pontos", "Full house 25", "Sequência grande 40", "Sorte 20"),
            ("Trio",),
        ),
        (
            "bonanza 50, sechser voll, oben nur noch einser und dreier frei. 6 6 6 6 6 – was jetzt??",
            ("50 Punkte mehr", "streichst"),
            ("Dreierpasch 30",),
        ),
        (
            "j'ai fait 5 5 5 5 5, ma case Bonanza a deja 50 et la case Cinq est vide, ça fait combien ?",
            ("50 points de plus", "Cinq", "25 points"),
            ("dis-moi",),
        ),
    ],
)
def test_a_joker_goes_where_the_engine_allows_on_the_sheet_described(question, present, absent):
    text = ask(question).text
    assert all(p in text for p in present), text
    assert not any(a in text for a in absent), text


def test_the_joker_lists_exactly_the_engines_legal_boxes():
    dice = (5, 5, 5, 5, 5)
    sheet = {box: 0 for box in BOXES if box not in ("small_straight", "four_of_a_kind")}
    allowed = _legal_on(sheet, dice)
    text = ask("scratched bonanza w/ 0, fives full, only small straight and four of a kind left: 5 5 5 5 5").text
    assert allowed == ["four_of_a_kind", "small_straight"]
    for box, name in (("four_of_a_kind", "Four of a kind"), ("small_straight", "Small straight")):
        assert f"{name} {score(dice, box, Sheet(sheet).boxes)}" in text


@pytest.mark.parametrize(
    "question",
    [
        "J'ai 4 4 4 4 4, case Bonanza encore libre et la case Quatre aussi. Je suis obligé de mettre en Quatre ?",
        "I rolled 4 4 4 4 4, my bonanza box is still empty and so is Fours: must I use Fours?",
        "Tirei 4 4 4 4 4, a casa Bonanza ainda está livre e os Quatros também. Tenho de pôr nos Quatros?",
        "4 4 4 4 4 gewürfelt, das Bonanza-Feld ist noch frei und die Vierer auch. Muss ich Vierer nehmen?",
    ],
)
def test_five_alike_with_the_bonanza_box_free_is_no_joker(question):
    text = ask(question).text
    assert "50" in text and "joker" in text.lower() and "Bonanza" in text.split(".")[0], text


@pytest.mark.parametrize(
    ("question", "first", "second"),
    [
        ("Ich hab 6 6 6 2 2 gewürfelt. Bringt das mehr im Full House oder im Dreierpasch?", "Full House 25", "22"),
        ("with 4 4 4 6 6 what do fours, three of a kind and chance give?", "Three of a kind 24", "Fours 12"),
        ("Tenho 1 1 1 3 5: quanto vale nos Uns e na Sorte?", "Sorte 11", "Uns 3"),
        ("j'ai 6 6 6 2 2, c'est mieux en full ou en brelan ?", "Full 25", "Brelan 22"),
    ],
)
def test_several_boxes_asked_about_are_each_scored_the_most_first(question, first, second):
    text = ask(question).text
    assert first in text and second in text and text.index(first) < text.index(second), text


def test_the_advisor_is_asked_on_the_sheet_described():
    text = ask(
        "Nach dem dritten Wurf habe ich 1 2 2 4 6. Frei sind nur noch Viererpasch und Sechser. Was am besten?"
    ).text
    assert "Zweier" not in text and "Viererpasch" in text and "Sechser" in text, text
    text = ask("3rd roll: 1 2 2 4 6, only four of a kind and sixes left. best choice?").text
    assert "Twos" not in text and "Four of a kind" in text, text


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("Cima: Uns 2, Dois 6, Três 9, Quatros 16, Cincos 15, falta Seis. Qto preciso nos Seis p/ o bónus?", "48"),
        ("haut: As 4, Deux 8, Trois 9, Quatre 12, reste Cinq et Six. cb il me faut pr le bonus ?", "33"),
        ("upper: ones 3, twos 6, threes 9, fours 12 so far, fives and sixes left. how much more for the bonus?", "30"),
        ("oben Einser 3, Zweier 6, Dreier 9, Vierer 8, Fünfer und Sechser frei: reicht das noch für den Bonus?", "26"),
    ],
)
def test_upper_boxes_listed_with_their_points_are_all_added(question, want):
    assert re.search(rf"\b{want}\b", ask(question).text.split(". ")[0])


@pytest.mark.parametrize(
    ("question", "total"),
    [
        (
            "À la fin, mes cases du haut font 70, celles du bas 160, et j'ai eu deux bonus Bonanza. Mon total ?",
            365,
        ),
        ("upper total 62, lower total 150, one bonanza bonus: final total?", 262),
        ("parte de cima tem 63, parte de baixo 100: total?", 198),
        (
            "oben Einser 2, Zweier 4, Dreier 12, Vierer 12, Fünfer 20, Sechser 12; "
            "unten Dreierpasch 24, Viererpasch 0, Full House 25, Kleine Straße 30, Große Straße 0, "
            "Bonanza 50, Chance 21, dazu ein Bonanza-Bonus. Endsumme?",
            262,
        ),
    ],
)
def test_the_final_total_is_the_sheets_own_sum(question, total):
    assert re.search(rf"\b{total}\b", ask(question).text.split(":")[0])


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("does a lg straight also count as sm straight? like 12345 in sm str = 30?", "Small straight 30"),
        ("2 2 2 5 5: full house = 25 or three of a kind?", "Full house 25"),
        ("1 2 3 4 5 conta na Seq. pequena = 30 e na seq grande?", "Sequência pequena 30"),
    ],
)
def test_a_box_said_to_give_what_the_dice_score_there_is_asked_about_not_filled(question, want):
    assert want in ask(question).text


@pytest.mark.parametrize(
    ("question", "places"),
    [
        ("My grandson and I both ended on 231 points and my daughter got 198. Who is the winner then?", [1, 1, 3]),
        ("Wir haben 212, 198, 198 und 170 Punkte. Welche Plätze ergibt das?", [1, 2, 2, 4]),
        ("ficámos com 150, 220 e 150: quem ganhou?", [1, 2, 2]),
        ("scores 180 et 240, qui gagne ?", [1, 2]),
    ],
)
def test_places_from_the_totals_given_follow_the_tables_ranking(question, places):
    text = ask(question).text
    found = re.findall(r"(?:place|Platz) (\d)|(\d)\.º lugar", text)
    assert [int(a or b) for a, b in found] == places, text
