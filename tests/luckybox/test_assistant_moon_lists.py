"""The rules assistant's round 17: moons listed player by player after a first count said with
its noun ("eu com 3 luas, a Inês com 3, o Duarte com 1") are all read as moons, a German
"Tom 7. Punkte ..." ends a sentence there, a table of players where one of them left (named
in the clause saying so) is scored with that player out of the moon comparison and placed last,
and a whole sheet reads stars listed per round after a colon and moons said only as the most or
the fewest.
Expected figures come from the engine (:func:`ludoteca.luckybox.rules.moon_points`,
:func:`ludoteca.luckybox.scoring.moon_points_staying`), never typed in."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import cell_points, completed_points, moon_points, star_points
from ludoteca.luckybox.scoring import moon_points_staying

#: Questions listing each player's moons, the first one with its noun, the rest bare: the
#: moons in the order said.
LISTS = [
    (
        "en",
        "We finished five-handed: I had 2 moons, Omar 2, Beth 0, Carl 5 and Dana 0. How do moons score?",
        [2, 2, 0, 5, 0],
    ),
    ("en", "end of game, 3 of us: me with 1 moon, my sister with 4, dad with 4. moon points?", [1, 4, 4]),
    ("pt", "No fim: eu fiquei com 2 luas, o Rui com 5, a Marta com 5 e a tia com 0. Quanto vale isso?", [2, 5, 5, 0]),
    ("pt", "A gente terminou: eu com 1 lua, o Caio com 3 e a Bia com 1. Como fica a pontuação das luas?", [1, 3, 1]),
    ("de", "Spielende zu viert: ich mit 3 Monden, Jana mit 1, Felix mit 6, Oma mit 1. Wer kriegt was?", [3, 1, 6, 1]),
    ("de", "Monde am Schluss: ich 4, Nils 2, Ute 2. Punkte?", [4, 2, 2]),
    ("de", "wir zu dritt, monde: ich 1, kai 1, eva 3. punkte?", [1, 1, 3]),
    ("fr", "Fin de partie : moi 3 lunes, Jules 0, Zoé 3, Malo 2. Combien pour chacun ?", [3, 0, 3, 2]),
    ("fr", "on finit a 4 : j'ai 5 lunes, Tom 1, Ana 1 et Léo 4. les points des lunes ?", [5, 1, 1, 4]),
]


@pytest.mark.parametrize(("lang", "question", "moons"), LISTS)
def test_moons_listed_after_a_first_count_are_all_read(lang: str, question: str, moons: list[int]) -> None:
    answer = ask(question)
    assert answer.lang == lang
    assert answer.topic == "moons", answer.text
    head = answer.text.split("\n\n")[0]
    assert ", ".join(map(str, sorted(moons, reverse=True))) in head, head
    for points in set(moon_points(moons)):
        shown = "0" if points == 0 else f"+{points}" if points > 0 else f"−{-points}"
        assert shown in head, (points, head)


#: A table of players, one named as leaving: (language, question, totals before moons, moons,
#: the leaver's position, the winner's name as the answer writes it).
LEFT = [
    (
        "en",
        "Five of us, but Priya quit in round 2. Points before moons: me 50, Priya 70, Jo 44, Kai 49, Lu 51."
        " Moons: me 1, Priya 6, Jo 3, Kai 3, Lu 0. Who wins?",
        [50, 70, 44, 49, 51],
        [1, 6, 3, 3, 0],
        1,
        "Kai",
    ),
    (
        "pt",
        "Éramos três e o Zé desistiu na ronda 3. Pontos: eu 39, Zé 55, Ana 41. Luas: eu 4, Zé 9, Ana 1. Quem ganha?",
        [39, 55, 41],
        [4, 9, 1],
        1,
        None,
    ),
    (
        "de",
        "Wir waren 4, Lukas hat in Runde 2 das Spiel verlassen. Monde am Ende: ich 1, Mia 4, Lukas 8, Jan 1."
        " Punkte ohne Monde: ich 52, Mia 47, Lukas 66, Jan 50. Wer gewinnt?",
        [52, 47, 66, 50],
        [1, 4, 8, 1],
        2,
        "Mia",
    ),
    (
        "fr",
        "On était 3, Paul a quitté la partie en manche 2. Avant les lunes : moi 45, Paul 52, Lou 47."
        " Lunes : moi 2, Paul 6, Lou 0. Qui gagne ?",
        [45, 52, 47],
        [2, 6, 0],
        1,
        None,
    ),
]


@pytest.mark.parametrize(("lang", "question", "totals", "moons", "gone", "winner"), LEFT)
def test_a_table_with_a_leaver_leaves_them_out_and_last(
    lang: str, question: str, totals: list[int], moons: list[int], gone: int, winner: str | None
) -> None:
    answer = ask(question)
    head = answer.text.split("\n\n")[0]
    staying = [m for k, m in enumerate(moons) if k != gone]
    points = moon_points_staying(staying, len(moons))
    finals = [t + p for t, p in zip([t for k, t in enumerate(totals) if k != gone], points)]
    for final in finals:
        assert f"= {final}" in head, (final, head)
    assert f"{totals[gone]} + 0 = {totals[gone]}" in head  # the leaver gains no moon points
    assert head.rfind(f"= {totals[gone]}") > max(head.find(f"= {f}") for f in finals)  # placed last
    if winner is not None:
        assert head.startswith(winner), head
    assert "docs/rules" not in head


def test_a_leaver_the_table_cannot_place_is_not_guessed() -> None:
    """Nobody named leaves: the table is not worked out as if everyone had stayed."""
    answer = ask("Someone left in round 3. Ana 40 points and 2 moons, Rui 44 and 1, Eva 41 and 5: who wins?")
    assert "Rui wins" not in answer.text and "Eva wins" not in answer.text


def test_a_german_ordinal_before_a_round_is_still_read() -> None:
    """ "3. Runde" stays the third round once "7. Punkte" ends a sentence."""
    from ludoteca.luckybox.assistant_reading import read

    facts = read("In der 3. Runde hatte Max 7. Punkte bekomme ich wie viele?", "de")
    assert 3 in facts.rounds
    assert 7 not in facts.rounds


#: Whole sheets with stars listed per round after a colon and the moons said only as the most
#: or the fewest: (question, completed grids as (count, round), stars by round, unfinished
#: grids' crossed cells, +1 most / -1 fewest, players).
SHEETS = [
    (
        "End of game, 4 players. Completed grids: one in round 2. Stars per round: 1, 3, 0, 2. I alone have the"
        " most moons. Unfinished grids have 6 and 3 crosses. My total?",
        [(1, 2)],
        [1, 3, 0, 2],
        9,
        1,
        4,
    ),
    (
        "final tally, 3 players: grids done one in round 1 and one in round 4. stars per round: 2, 2, 1, 0. I had"
        " the fewest moons. unfinished: 5 crosses. total?",
        [(1, 1), (1, 4)],
        [2, 2, 1, 0],
        5,
        -1,
        3,
    ),
    (
        "Fim do jogo a 3: completei uma cartela na ronda 1 e uma na ronda 2. Estrelas por ronda: 3, 0, 1, 1."
        " Fiquei com mais luas que todos. Cartelas por acabar com 4 e 4 casas riscadas. Quantos pontos tenho?",
        [(1, 1), (1, 2)],
        [3, 0, 1, 1],
        8,
        1,
        3,
    ),
    (
        "Terminamos em 4: uma cartela completa na rodada 3. Estrelas por rodada: 0, 2, 3, 1. Eu tive menos luas"
        " que todos. Cartelas incompletas com 7 casas marcadas. Qual é meu total?",
        [(1, 3)],
        [0, 2, 3, 1],
        7,
        -1,
        4,
    ),
    (
        "Spielende zu dritt: eine volle Karte in Runde 1. Sterne je Runde: 0, 1, 1, 3. Ich hab am wenigsten"
        " Monde. Unfertige Karten: 6 und 2 Kreuze. Wie viele Punkte?",
        [(1, 1)],
        [0, 1, 1, 3],
        8,
        -1,
        3,
    ),
    (
        "Ende, 4 Spieler: eine volle Karte in Runde 2, eine in Runde 3. Sterne pro Runde: 1, 2, 3, 0. Ich habe"
        " allein die meisten Monde. Wie viele Punkte habe ich am Ende?",
        [(1, 2), (1, 3)],
        [1, 2, 3, 0],
        0,
        1,
        4,
    ),
    (
        "Fin de partie à 3 : une grille complétée à la manche 2. Étoiles par manche : 2, 3, 0, 1. J'ai le plus de"
        " lunes. Grilles inachevées avec 3 et 8 croix. Mon total ?",
        [(1, 2)],
        [2, 3, 0, 1],
        11,
        1,
        3,
    ),
    (
        "fin de partie a 4 : une grille finie en manche 1, une en manche 4. etoiles par manche : 1, 0, 2, 2. j'ai"
        " moins de lunes que les autres. grilles pas finies : 9 croix. total ?",
        [(1, 1), (1, 4)],
        [1, 0, 2, 2],
        9,
        -1,
        4,
    ),
]


@pytest.mark.parametrize(("question", "grids", "stars", "cells", "rank", "players"), SHEETS)
def test_a_sheet_with_stars_per_round_and_the_most_or_fewest_moons(question, grids, stars, cells, rank, players):
    moons = moon_points([1, 0] + [0] * (players - 2))[0 if rank > 0 else 1]
    total = (
        sum(completed_points(n, r) for n, r in grids) + sum(star_points(s) for s in stars) + moons + cell_points(cells)
    )
    head = ask(question).text.split("\n\n")[0]
    assert head.startswith(f"{total} "), (total, head)


@pytest.mark.parametrize(
    ("question", "moons", "players"),
    [
        (
            "We started with 4 players, the other three quit, so I'm alone now with 2 moons. What do my moons score?",
            2,
            4,
        ),
        ("Éramos 3, os outros dois saíram do jogo e fiquei sozinho com 0 luas. Quanto valem as minhas luas?", 0, 3),
        (
            "Wir waren 4 Spieler, alle anderen haben das Spiel verlassen, ich bin allein übrig mit 3 Monden. Punkte?",
            3,
            4,
        ),
        (
            "On était 4, les trois autres ont quitté la partie, je reste seul avec 1 lune. Ça me rapporte combien ?",
            1,
            4,
        ),
    ],
)
def test_a_player_left_alone_at_the_table_is_no_solo_game(question: str, moons: int, players: int) -> None:
    """Alone because the others left: the moons are compared among those who stayed (the
    engine's rule), not scored on the solo table."""
    answer = ask(question)
    head = answer.text.split("\n\n")[0]
    assert answer.topic == "moons", answer.text
    assert f"+{moon_points_staying([moons], players)[0]}" in head, head
