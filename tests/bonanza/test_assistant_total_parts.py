"""A final total asked with the upper part summed and each lower box given, with the Bonanza
bonus counted in times ("une fois le bonus Bonanza", "twice the Bonanza bonus"), or asked as a
check of the sheet ("Endabrechnung, bitte nachrechnen"), is worked out by the sheet's own sum
instead of answering only whether the upper bonus is earned."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask

TOTALS = [
    (
        "en",
        "upper section 65 total; lower: three of a kind 20, four of a kind 0, full house 25, small straight 30, "
        "large straight 0, bonanza 50, chance 22, plus twice the bonanza bonus. whats my final total?",
        "347",
    ),
    (
        "pt",
        "parte de cima 60; em baixo Trio 20, Quadra 0, Full house 25, Sequencia pequena 30, Sequencia grande 40, "
        "Bonanza 50, Sorte 21 e duas vezes o bonus Bonanza. qual o total?",
        "346",
    ),
    (
        "de",
        "Oben 70, unten Dreierpasch 18, Viererpasch 0, Full House 25, Kleine Straße 30, Große Straße 40, "
        "Bonanza 50, Chance 20, dazu einmal den Bonanza-Bonus. Endsumme?",
        "338",
    ),
    (
        "de",
        "Bitte nachrechnen: Einser 3, Zweier 8, Dreier 9, Vierer 16, Fünfer 15, Sechser 18, Dreierpasch 20, "
        "Viererpasch 0, Full House 25, Kleine Straße 30, Große Straße 0, Bonanza 0, Chance 19.",
        "198",
    ),
    (
        "fr",
        "je fais le compte de ma feuille : le haut fait 70 en tout, en bas Brelan 22, Carré 0, Full 25, "
        "Petite suite 30, Grande suite 40, Bonanza 50, Chance 23, et j'ai eu une fois le bonus Bonanza. total ?",
        "345",
    ),
]


@pytest.mark.parametrize(("lang", "question", "total"), TOTALS)
def test_a_total_from_the_upper_part_and_each_lower_box(lang: str, question: str, total: str) -> None:
    answer = ask(question)
    assert answer.lang == lang
    assert answer.topic == "total_score"
    assert answer.text.split(":")[0].endswith(total) or total in answer.text.split(":")[0]
