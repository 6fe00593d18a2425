"""The rules assistant's round 15: a number said to be missing is no free cell ("I don't have
a free 2", "o 5 já está riscado", "die 6 ist nicht mehr frei", "je n'ai pas de 3"), and a
score worked out from a question accounts for every count it gives, or says what it left out
instead of presenting a part as the answer. The legal moves come from the engine's own rules
(:func:`ludoteca.luckybox.checks.legal_actions_of` through the assistant's cross reader)."""

import re

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_situations import read
from ludoteca.luckybox.rules import Rules, cell_points, completed_points, moon_points, star_points

#: "No free cell of yours shows the N", per language (a pattern).
NO_FREE = {
    "en": "no free cell of yours shows the {n}",
    "pt": "nenhuma casa livre tua mostra o {n}",
    "de": "keines deiner freien Felder (?:zeigt die {n}|die {n} zeigt)",
    "fr": "aucune de tes cases libres ne montre le {n}",
}
#: "A free cell of yours shows the N" (one may not pass), per language.
SHOWS = {
    "en": "a free cell of yours shows the {n}",
    "pt": "uma casa livre tua mostra o {n}",
    "de": "eines deiner freien Felder zeigt die {n}",
    "fr": "une de tes cases libres montre le {n}",
}
#: How an answer that read only part of a case opens, per language.
HALF_READ = {
    "en": "I read only part of this case",
    "pt": "Só consegui ler parte deste caso",
    "de": "Ich habe nur einen Teil dieses Falls gelesen",
    "fr": "Je n'ai lu qu'une partie de ce cas",
}


# -- a negation is not a fact -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "lang", "n"),
    [
        ("The 2 is up, I have no lightning and I don't have any 2 left. What do I do?", "en", 2),
        ("i got 1 lightning, the 3 is revealed and i havent got a free 3. must i cross?", "en", 3),
        ("I have 2 lightning, the 5 is revealed but my 5 is already crossed. Can I pass?", "en", 5),
        ("Saiu o 3, tenho 1 raio e não tenho o 3 livre. O que faço?", "pt", 3),
        ("tenho 2 raios, saiu o 5 e o 5 ja esta riscado. posso passar?", "pt", 5),
        ("Die 6 ist aufgedeckt, ich habe 2 Blitze, aber meine 6 ist nicht mehr frei. Muss ich zahlen?", "de", 6),
        ("hab 1 blitz, die 4 kam, hab keine freie 4. was nun?", "de", 4),
        ("Le 7 est sorti, j'ai 1 éclair et je n'ai pas de 7 libre. Je dois cocher ?", "fr", 7),
        ("le 4 est sorti, j ai 0 eclair, mon 4 n'est plus libre. je fais quoi ?", "fr", 4),
    ],
)
def test_a_number_said_missing_is_no_free_cell(question, lang, n):
    assert n in read(question, lang).negated
    a = ask(question, demo=False)
    assert a.lang == lang and a.missing is None, a.text
    first = a.text.split("\n")[0]
    assert re.search(NO_FREE[lang].format(n=n), first, re.IGNORECASE), first
    assert not re.search(rf"(?<!\w){SHOWS[lang].format(n=n)}", first), first


@pytest.mark.parametrize(
    ("question", "lang", "n"),
    [
        ("I have 1 lightning, the 3 is revealed and I have a free 3. Can I pass?", "en", 3),
        ("Tenho 1 raio, saiu o 3 e tenho o 3 livre. Posso passar?", "pt", 3),
        ("Ich habe 1 Blitz, die 3 kam und meine 3 ist frei. Darf ich passen?", "de", 3),
        ("J'ai 1 éclair, le 3 est sorti et j'ai un 3 libre. Je peux passer ?", "fr", 3),
    ],
)
def test_a_number_said_free_stays_free(question, lang, n):
    assert n not in read(question, lang).negated
    assert SHOWS[lang].format(n=n) in ask(question, demo=False).text.split("\n")[0]


def test_no_lightning_said_with_a_negated_verb_is_zero_lightning():
    for question, lang in [
        ("I don't have lightning and the 5 is revealed; my free cells are 6 and 8. What can I cross?", "en"),
        ("Não tenho raios, saiu o 5 e tenho livres o 6 e o 8. O que posso riscar?", "pt"),
    ]:
        assert read(question, lang).counts.get("lightning") == [0]


# -- every fact used, or no worked result -------------------------------------------------------
#: Score sheets: each reply either accounts for every count the question gives or says it
#: read the case only in part.
SHEETS = [
    (
        "End of a 3-player game: grids done R2 x2, stars by round 1/3/0/2, I have 5 moons, others 3 and 2,"
        " 7 crossed cells on unfinished grids. My total?",
        "en",
    ),
    ("arena end: 1 grid done in rnd 1, 8 lightning left, 6 crossd cells on unfinishd grids. total pts?", "en"),
    (
        "Fim, 3 jogadores: 2 cartelas completas na ronda 2, 3 estrelas na ronda 1, 4 luas, 9 casas riscadas"
        " nas cartelas por acabar. Total?",
        "pt",
    ),
    ("Arena, Ende: 1 volle Karte in Runde 2, 7 Blitze übrig, 12 Kreuze auf unfertigen Karten. Summe?", "de"),
    (
        "Fin à 3 : 1 grille complète en manche 2, 2 étoiles en manche 3, 11 cases cochées sur les"
        " inachevées, 3 lunes. Mon total ?",
        "fr",
    ),
]


def _counts(question: str, lang: str) -> list[int]:
    f = read(question, lang)
    roles = ("grid", "star", "moon", "cell", "lightning")
    return [t.value for t in f.toks if t.kind == "num" and t.role in roles and t.value > 1]


@pytest.mark.parametrize(("question", "lang"), SHEETS)
def test_a_score_accounts_for_every_count_or_says_what_it_left_out(question, lang):
    a = ask(question, demo=False)
    first = a.text.split("\n")[0]
    if first.startswith(HALF_READ[lang]):
        assert a.missing == "facts"
        return
    shown = {int(n) for n in re.findall(r"\d+", first)}
    assert a.missing is not None or set(_counts(question, lang)) <= shown, first


@pytest.mark.parametrize(
    ("question", "lang", "cells"),
    [
        ("At the end my three unfinished cards have 5, 4 and 8 crossed cells. Points?", "en", 17),
        ("No fim tenho duas cartelas por acabar, uma com 6 casas riscadas e outra com 3. Quanto vale?", "pt", 9),
        ("Am Ende: zwei unfertige Karten, eine mit 5 Kreuzen, eine mit 6. Wie viele Punkte?", "de", 11),
        ("fin de partie : deux grilles inachevées avec 7 et 6 cases cochées, ça fait combien ?", "fr", 13),
    ],
)
def test_counts_inside_a_sum_shown_are_used(question, lang, cells):
    a = ask(question, demo=False)
    assert a.missing is None and a.text.startswith(f"{cell_points(cells)} "), a.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Solo: 2 stars in round 1, 3 moons, 5 lightning left (not the arena). Points for the stars?", "en"),
        ("Acabei uma cartela na ronda 4! Quanto vale?", "pt"),
        ("Runde 2 ein Stern, Runde 3 drei Sterne: sind das 4 Sterne zusammen?", "de"),
    ],
)
def test_a_count_not_scored_or_a_sum_offered_is_no_part_left_out(question, lang):
    a = ask(question, demo=False)
    assert not a.text.startswith(HALF_READ[lang]), a.text


# -- a whole sheet, every part read ---------------------------------------------------------------
def _sheet_total(grids, stars, moons, cells, arena_lightning=None):
    """The total the engine's scoring gives: grids as (count, round), stars round by round,
    moons with one's own first (or one count: solo), crossed cells of unfinished grids."""
    total = sum(completed_points(n, r) for n, r in grids) + sum(star_points(n) for n in stars)
    total += (moon_points(moons)[0] if moons else 0) + cell_points(cells)
    if arena_lightning is not None:
        total += Rules(variant="arena").lightning_points(arena_lightning)
    return total


@pytest.mark.parametrize(
    ("question", "lang", "expected"),
    [
        (
            "end of game 4p: grids R2 x1, R4 x2; stars per rnd 1/1/0/3; 2 moons; opps moons 5, 2 n 0;"
            " 6 crossed cells on unfinishd. total?",
            "en",
            _sheet_total([(1, 2), (2, 4)], [1, 1, 0, 3], [2, 5, 2, 0], 6),
        ),
        (
            "End of a 3-player game: 2 grids completed in round 2, stars by round 1/3/0/2, I have 5 moons"
            " and the others 3 and 2, 7 crossed cells on unfinished grids. My total?",
            "en",
            _sheet_total([(2, 2)], [1, 3, 0, 2], [5, 3, 2], 7),
        ),
        (
            "Ende, zu dritt: 2 volle Karten in Runde 3, Sterne je Runde 0/1/3/2, ich 3 Monde, die anderen 5"
            " und 1, 8 Kreuze auf unfertigen Karten. Gesamt?",
            "de",
            _sheet_total([(2, 3)], [0, 1, 3, 2], [3, 5, 1], 8),
        ),
        (
            "arena, end: 1 grid completed in round 1, stars 3/0/0/1, 7 lightning left, 6 crossed cells on"
            " unfinished grids. total?",
            "en",
            _sheet_total([(1, 1)], [3, 0, 0, 1], [], 6, arena_lightning=7),
        ),
        (
            "Fim, 3 jogadores: 1 cartela completa na ronda 2, estrelas por ronda 2/1/0/1, tenho 4 luas e os"
            " outros 4 e 1, 9 casas riscadas nas cartelas por acabar. Total?",
            "pt",
            _sheet_total([(1, 2)], [2, 1, 0, 1], [4, 4, 1], 9),
        ),
        (
            "Solo : 1 grille complète en m1, étoiles par manche 2, 0, 1, 3, 5 cases cochées sur"
            " l'inachevée. Mon total ?",
            "fr",
            _sheet_total([(1, 1)], [2, 0, 1, 3], [], 5),
        ),
    ],
)
def test_a_whole_sheet_is_added_up_with_the_engines_scoring(question, lang, expected):
    a = ask(question, demo=False)
    assert a.situation == "total" and a.missing is None, a.text
    assert a.text.startswith(f"{expected} "), (expected, a.text)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("stars 1/2/3 = how many pts? and a 4th?", "en"),
        ("sterne 1/2/3 = wieviel pkt?", "de"),
    ],
)
def test_a_slash_list_shorter_than_the_rounds_is_the_scale_asked(question, lang):
    assert read(question, lang).counts.get("star") != [1, 2, 3]


def test_a_round_said_before_a_points_choice_lends_no_round_to_it():
    f = read("grid kept since r1, finished it in r3 — 15 or 10?", "en")
    assert f.rounds == [1, 3] and {15, 10} <= set(f.bare)


# -- the question asked, not the topic's card -------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        ("Do I have to wait for the others to finish before I play?", "en", "Nobody waits"),
        ("Quem começa?", "pt", "Ninguém espera"),
        ("Wer fängt an?", "de", "Niemand wartet"),
        ("Qui commence ?", "fr", "Personne n'attend"),
    ],
)
def test_who_starts_or_waits_is_told_that_everyone_plays_at_once(question, lang, opening):
    a = ask(question, demo=False)
    assert a.topic == "all_at_once" and a.text.startswith(opening), a.text
