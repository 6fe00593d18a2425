"""Places and totals from what players say in passing: a tie said once ("we tied on 244") is two
players, each player's upper and lower parts are added up with the upper bonus, a player who
walked out ranks last whatever turn they left on, and further five alike said after the first
("two more Yahtzees") are Bonanza bonuses. Four languages, typos, some Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "totals"),
    [
        ("we tied on 244 and my sister got 201, what are the places?", "en", (244, 244, 201)),
        ("Empatamos com 222 e a Ana fez 240, como fica a classificação?", "pt", (222, 222, 240)),
        ("eu e meu irmão empatamos em 205, o Zé fez 190. quem ganhou?", "pt", (205, 205, 190)),
        ("Ich und meine Frau sind punktgleich mit 230, Opa hat 260. Wer gewinnt?", "de", (230, 230, 260)),
        ("on a fini ex aequo a 199, et Paul 250 : quel classement ?", "fr", (199, 199, 250)),
    ],
)
def test_a_tie_said_once_counts_two_players(question, lang, totals):
    assert read(question, lang).totals == totals
    answer = ask(question, lang)
    assert answer.topic == "ties" and answer.missing is None
    tied = max(set(totals), key=totals.count)
    assert answer.text.count(str(tied)) == 2


@pytest.mark.parametrize(
    ("question", "lang", "totals"),
    [
        ("me: top 65 and bottom 170; my wife: top 50 + bottom 200. who won?", "en", (270, 250)),
        ("Eu tenho em cima 63 e em baixo 140, ela tem em cima 58 e em baixo 160. Quem ganhou?", "pt", (238, 218)),
        ("Ich habe oben 70 und unten 150, er hat oben 60 und unten 185. Wer hat gewonnen?", "de", (255, 245)),
        ("Sie oben 62 und unten 190, ich oben 63, unten 189 - wer hat gewonen?", "de", (252, 287)),
        ("moi en haut 40 et en bas 200, lui en haut 70 et en bas 160 : qui gagne ?", "fr", (240, 265)),
    ],
)
def test_each_player_s_parts_are_added_up_with_the_upper_bonus(question, lang, totals):
    facts = read(question, lang)
    assert facts.totals == totals and facts.unread == ()
    text = ask(question, lang).text
    assert "35" in text.split(".")[0]
    best, worst = sorted(totals, reverse=True)
    assert text.index(str(best)) < text.index(str(worst))


@pytest.mark.parametrize(
    ("question", "lang", "last"),
    [
        (
            "three of us finished 250, 230 and 190; the 4th walked out in round 8 with 260. how are we ranked?",
            "en",
            260,
        ),
        ("Four at the table: 240, 240, 215 done, and one dropped out on turn 9 with 250. Ranking?", "en", 250),
        ("drei fertig mit 211, 209, 180, einer ist im Zug 7 mit 240 ausgestiegen. Rangfolge?", "de", 240),
        ("três acabaram com 200, 190 e 170; o quarto desistiu na jogada 10 com 230. classificação?", "pt", 230),
        ("on a fini a 210 et 180, et Marc a abandonne au tour 6 avec 220 : classement ?", "fr", 220),
    ],
)
def test_a_player_who_left_ranks_last_whatever_the_turn(question, lang, last):
    facts = read(question, lang)
    assert [t for t, gone in zip(facts.totals, facts.gave_up, strict=True) if gone] == [last]
    answer = ask(question, lang)
    assert answer.topic == "gave_up_rank" and answer.missing is None, answer.text
    places = answer.text.split(". ")[0]
    assert all(places.index(str(last)) > places.index(str(t)) for t in facts.totals if t != last)


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        (
            "End of a solo game: upper 58, lower 190 (with the 50 in Bonanza), then two more five-of-a-kinds. "
            "Final score?",
            "en",
            348,
        ),
        ("final score? upper 70, lower 200 with the 50 in bonanza, plus one more yahtzee later", "en", 355),
        ("no fim: em cima 64, em baixo 180, e fiz mais duas bonanzas depois do 50. qual o total final?", "pt", 379),
        ("Endstand: oben 60, unten 210, danach noch zwei weitere Kniffel. Wie hoch ist meine Endsumme?", "de", 370),
        ("fin de partie : haut 66, bas 175, et j'ai fait deux autres yams apres le 50. total final ?", "fr", 376),
    ],
)
def test_further_five_alike_said_are_bonanza_bonuses_in_the_total(question, lang, total):
    assert str(total) in ask(question, lang).text
