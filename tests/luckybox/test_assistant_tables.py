"""The rules assistant reads a table of players (each one's total, moons, lightning left) and
works out the end with the engine's rules, winner first; a number it cannot place is named and
asked about. Expected results come from the engine's own functions (moon_points, the arena's
lightning_points, the table's ranking), never from a copy of a rule."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core.seats import rank
from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_reading import read
from ludoteca.luckybox.assistant_table import read_rows, work_table
from ludoteca.luckybox.rules import Rules, moon_points
from tests.budgets import examples

NAMES = ("Ana", "Bruno", "Carla", "Duarte", "Lena")
#: A table said before the moons are scored: (opening, one player, joiner, question) per language.
TABLE = {
    "en": ("End of the game, moons not yet counted: ", "{name} {total} points and {moons} moons", ", ", ". Who wins?"),
    "pt": ("Fim do jogo, luas ainda não contadas: ", "{name} {total} pontos e {moons} luas", ", ", ". Quem ganha?"),
    "de": ("Spielende, Monde noch nicht gewertet: ", "{name} {total} Punkte und {moons} Monde", ", ", ". Wer gewinnt?"),
    "fr": ("Fin de partie, avant les lunes : ", "{name} {total} points et {moons} lunes", ", ", ". Qui gagne ?"),
}
#: How the first line names one winner, or several sharing the place.
WINS = {"en": "{who} wins:", "pt": "Ganha {who}:", "de": "{who} gewinnt:", "fr": "{who} gagne :"}
SHARE = {"en": "share first place", "pt": "Partilham o primeiro lugar", "de": "teilen sich Platz 1", "fr": "partagent"}


def _question(lang, totals, moons):
    opening, one, joiner, end = TABLE[lang]
    said = joiner.join(one.format(name=n, total=t, moons=m) for n, t, m in zip(NAMES, totals, moons))
    return opening + said + end


def _first(question):
    return ask(question, demo=False).text.split("\n")[0]


@settings(max_examples=examples(40), deadline=None)
@given(
    lang=st.sampled_from(sorted(TABLE)),
    table=st.integers(2, 5).flatmap(
        lambda n: st.tuples(
            st.lists(st.integers(10, 90), min_size=n, max_size=n), st.lists(st.integers(0, 8), min_size=n, max_size=n)
        )
    ),
)
def test_any_table_is_scored_with_the_engine_and_names_the_winner(lang, table):
    totals, moons = table
    finals = [t + p for t, p in zip(totals, moon_points(moons))]
    order = rank(list(NAMES[: len(totals)]), finals, tiebreak=moons)
    first = _first(_question(lang, totals, moons))
    assert all(f"= {x}" in first for x in finals), first
    winners = [row["name"] for row in order if row["place"] == 1]
    if len(winners) == 1:
        assert first.startswith(WINS[lang].format(who=winners[0])), first
    else:
        assert SHARE[lang] in first and all(w in first.split(":")[0] for w in winners), first


@pytest.mark.parametrize(
    ("question", "lang", "lead"),
    [
        ("Ana 40 pionts and 3 moons, Rui 44 pionts and 1 moon: who wins?", "en", "Ana wins: Ana: 40 + 6 = 46"),
        ("eu tenho 61 pontos e 3 luas, a Rita 55 e 7 luas, luas ainda nao contadas. quem ganha?", "pt", "Ganha Rita:"),
        ("Você tem 50 pontos e 2 luas, o Caio 47 e 5 luas (luas ainda não contadas). Quem vence?", "pt", "Ganha Caio:"),
        (
            "Lena hat 40 Punkte und 3 Monde, Paul 45 Punkte und 1 Mond, ich 44 Punkte und 2 Monde. Wer gewinnt?",
            "de",
            "Lena gewinnt",
        ),
        ("moi 52 pts et 3 lunes, Odette 50 et 1 lune, Gérard 48 et 4 lunes. Qui gagne ?", "fr", "Gérard gagne"),
    ],
)
def test_a_table_in_any_wording_or_with_typos(question, lang, lead):
    assert _first(question).startswith(lead)


def test_arena_lightning_left_decides_before_the_moons():
    question = (
        "Arena game: both are on 58 points with moons already included. "
        "Mia holds 7 lightning and 2 moons, Leo holds 5 lightning and 4 moons. Who wins?"
    )
    arena = Rules(variant="arena")
    mia, leo = 58 + arena.lightning_points(7), 58 + arena.lightning_points(5)
    first = _first(question)
    assert first.startswith("Mia wins" if mia > leo else "Leo wins"), first
    assert f"= {mia}" in first and f"= {leo}" in first


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Mon voisin et moi avons tous deux 40 points ; j'ai 5 lunes et lui 2. Qui passe devant ?", "fr"),
        ("A Marta e a Inês acabam ambas com 52 pontos; a Marta tem 2 luas e a Inês 4. Quem fica à frente?", "pt"),
        (
            "décompte à 3 : Paul 64 pts 2 lunes, Inès 64 pts 2 lunes, moi 63 pts 6 lunes (lunes déjà comptées). "
            "classement ?",
            "fr",
        ),
    ],
)
def test_totals_that_already_hold_the_moons_are_only_broken_by_them(question, lang):
    rows, shared, _ = read_rows(question, read(question, lang))
    finals = [(r.points if r.points is not None else shared["points"]) for r in rows]
    first = _first(question)
    assert all(f": {x}" in first for x in finals), first
    assert "+ 6" not in first and "− 6" not in first, first


@pytest.mark.parametrize(
    ("question", "lang", "number"),
    [
        ("Arena: Ana 40 points and 5 lightning, Rui 44 points, 2 lightning and 3. Who wins?", "en", "3"),
        ("Arena: Ana 40 Punkte und 5 Blitze, Rui 44 Punkte, 2 Blitze und 3. Wer gewinnt?", "de", "3"),
    ],
)
def test_a_number_no_role_fits_is_named_and_asked_about(question, lang, number):
    worked = work_table(question, lang, lang)
    assert worked is not None and worked.missing == "table"
    assert f" {number}:" in worked.text.split("\n")[0] or f" {number} " in worked.text.split("\n")[0]


def test_a_tie_on_totals_and_moons_shares_the_place():
    first = _first("2er-partie: beide haben 3 monde, endsumme inkl. monde 48:48 — wer gewinnt?")
    assert first.startswith("Ihr teilt euch den Platz"), first


def test_one_player_or_no_winner_asked_is_no_table():
    assert work_table("Ana 40 points and 3 moons: who wins?", "en", "en") is None
    assert work_table("Ana 40 points and 3 moons, Rui 44 points and 1 moon.", "en", "en") is None
