"""A solo total said with the moons held, and the rank asked: the solo table's moon points added
when the total does not count them yet ("before moons"), the total as it is when it does, and
both readings when the question does not say; the rank is the engine's own."""

import pytest

from ludoteca.core import i18n
from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import moon_points, solo_rank_key


def _rank(total: int, lang: str) -> str:
    return i18n.translate(solo_rank_key(total), lang)


@pytest.mark.parametrize(
    ("question", "lang", "points", "moons"),
    [
        ("solo, 52 points before moons and 4 moons: what rank is that?", "en", 52, 4),
        ("a solo: 49 pontos antes das luas, tenho 5 luas. que classificacao?", "pt", 49, 5),
        ("Solospiel: 58 Punkte ohne Monde, dazu 0 Monde. Welcher Rang?", "de", 58, 0),
        ("en solo : 44 points avant les lunes, 6 lunes. quel rang ?", "fr", 44, 6),
    ],
)
def test_moons_not_yet_counted_are_added(question, lang, points, moons):
    total = points + moon_points([moons])[0]
    a = ask(question, demo=False)
    assert a.situation == "rank" and a.text.startswith(str(total).replace("-", "−")), a.text
    assert _rank(total, lang) in a.text


@pytest.mark.parametrize(
    ("question", "lang", "points", "moons"),
    [
        ("playing alone I made 57 and have 2 moons, which rank?", "en", 57, 2),
        ("Jogo sozinho, fiz 58 pontos e tenho 1 lua. Que classificação tenho?", "pt", 58, 1),
        ("Ich spiele allein: 47 Punkte und 6 Monde. Welcher Rang?", "de", 47, 6),
        ("En solo j'ai 61 points et 0 lune : quel rang ?", "fr", 61, 0),
    ],
)
def test_unsaid_whether_the_moons_are_in_gives_both(question, lang, points, moons):
    a = ask(question, demo=False)
    assert a.situation == "rank" and a.missing is None, a.text
    assert _rank(points + moon_points([moons])[0], lang) in a.text and _rank(points, lang) in a.text


def test_moons_already_counted_are_not_added_again():
    a = ask("solo: 50 points, moons already included, I had 3 moons. rank?", demo=False)
    assert a.situation == "rank" and _rank(50, "en") in a.text and "53" not in a.text
