"""Whole score sheets read number by number (round 16): counts said right after their round
("Runde 2 drei", "m4:1", "round 3: none"), a count of 0 left without a round ("none
otherwise"), moons in a clause that opens with them ("for moons I have 5, my neighbour 1"),
moon points said after the word ("lunes +6"), the most moons said without the others' counts,
and sentences ended by a full stop. Expected totals come from the engine's scoring functions."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import cell_points, completed_points, moon_points, solo_rank_key, star_points

#: grids done by round, stars by round, moon points, crossed cells of unfinished grids.
SHEET_ONE = (12 + 2 * 10 + 8, star_points(2) + star_points(3), moon_points([5, 1])[0], cell_points(9))


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "My sheet: I finished one grid in round 2, two grids in round 3 and one in round 4. I had 2 stars in "
            "round 2 and 3 stars in round 4, none otherwise. For moons I have 5, and my neighbour has 1. My two "
            "unfinished grids have 4 and 5 crossed cells. What is my total?",
            "en",
        ),
        (
            "A minha folha: completei uma cartela na ronda 2, duas cartelas na ronda 3 e uma na ronda 4. Tive 2 "
            "estrelas na ronda 2 e 3 estrelas na ronda 4, nenhuma nas outras. Quanto a luas, eu tenho 5 e o meu "
            "vizinho tem 1. As minhas duas cartelas por acabar têm 4 e 5 casas riscadas. Qual é o meu total?",
            "pt",
        ),
        (
            "Mein Zettel: eine volle Karte in Runde 2, zwei Karten in Runde 3 und eine in Runde 4. Ich hatte 2 "
            "Sterne in Runde 2 und 3 Sterne in Runde 4, sonst keine. Monde: ich habe 5, mein Nachbar hat 1. Meine "
            "zwei unfertigen Karten haben 4 und 5 angekreuzte Felder. Was ist meine Summe?",
            "de",
        ),
        (
            "Ma feuille : j'ai complété une grille à la manche 2, deux grilles à la manche 3 et une à la manche 4. "
            "J'ai eu 2 étoiles à la manche 2 et 3 étoiles à la manche 4, aucune sinon. Pour les lunes, j'en ai 5 "
            "et mon voisin 1. Mes deux grilles inachevées ont 4 et 5 cases cochées. Quel est mon total ?",
            "fr",
        ),
    ],
)
def test_a_sheet_told_in_sentences_is_read_whole(question, lang):
    first = ask(question, demo=False).text.split("\n")[0]
    assert first.startswith(str(sum(SHEET_ONE))), first
    assert all(str(part) in first for part in SHEET_ONE), first


@pytest.mark.parametrize(
    ("question", "stars", "grids"),
    [
        (
            "Solo-Testpartie: eine volle Karte in Runde 2, zwei in Runde 4; Sterne: Runde 1 einer, Runde 2 drei, "
            "Runde 3 keiner, Runde 4 zwei; am Ende 1 Mond; die unfertigen Karten haben zusammen 9 Kreuze. "
            "Summe und Rang?",
            [1, 3, 0, 2],
            completed_points(1, 2) + completed_points(2, 4),
        ),
        (
            "solo test game: one full grid in round 2, two in round 4; stars: round 1 one, round 2 three, round 3 "
            "none, round 4 two; 1 moon at the end; the unfinished grids have 9 crosses together. total and rank?",
            [1, 3, 0, 2],
            completed_points(1, 2) + completed_points(2, 4),
        ),
    ],
)
def test_counts_said_right_after_their_round(question, stars, grids):
    total = grids + sum(star_points(n) for n in stars) + moon_points([1])[0] + cell_points(9)
    text = ask(question, demo=False).text
    assert text.startswith(f"{total} "), text
    assert solo_rank_key(total) and str(sum(star_points(n) for n in stars)) in text.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "feuille de fin : grilles finies m1:0 m2:1 m3:2 m4:1 ; étoiles m1:2 m2:0 m3:5 m4:1 ; lunes +6 ; "
            "inachevées 11 croix. total ?",
            "fr",
        ),
        (
            "end sheet: grids done r1:0 r2:1 r3:2 r4:1; stars r1:2 r2:0 r3:5 r4:1; moons +6; "
            "unfinished 11 crosses. total?",
            "en",
        ),
        (
            "folha final: cartelas completas r1:0 r2:1 r3:2 r4:1; estrelas r1:2 r2:0 r3:5 r4:1; luas +6; "
            "por acabar 11 cruzes. total?",
            "pt",
        ),
    ],
)
def test_a_shorthand_sheet_keeps_its_fourth_round(question, lang):
    grids = completed_points(1, 2) + completed_points(2, 3) + completed_points(1, 4)
    stars = star_points(2) + star_points(0) + star_points(5) + star_points(1)
    total = grids + stars + 6 + cell_points(11)
    first = ask(question, demo=False).text.split("\n")[0]
    assert first.startswith(f"{total} "), first


def test_the_most_moons_alone_scores_as_the_rule_gives_the_most():
    question = (
        "arena, endstand: volle karten r1 u r2 (je eine), sterne 3/3/0/1, 4 monde (allein die meisten), "
        "10 kreuze unfertig, 5 blitze übrig. summe?"
    )
    total = 15 + 12 + 9 + 9 + 0 + 1 + moon_points([4, 0, 0])[0] + cell_points(10) + 1
    assert ask(question, demo=False).text.startswith(f"{total} Punkte"), total


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "Demonstrating solo: I end with 34 points from completed grids, 10 points from stars, 3 moons and "
            "13 crossed cells on my unfinished grids. What is my total and which rank is that?",
            "en",
        ),
        (
            "Solo: acabo com 34 pontos das cartelas completas, 10 pontos das estrelas, 3 luas e 13 casas riscadas "
            "nas cartelas por acabar. Qual é o total e o nível?",
            "pt",
        ),
        (
            "Solo: am Ende 34 Punkte für volle Karten, 10 Punkte für Sterne, 3 Monde und 13 angekreuzte Felder "
            "auf unfertigen Karten. Summe und Rang?",
            "de",
        ),
        (
            "En solo : 34 points de grilles complétes, 10 points d'etoiles, 3 lunes et 13 cases cochées sur mes "
            "grilles inachevées. Total et rang ?",
            "fr",
        ),
    ],
)
def test_points_given_for_a_part_join_the_total(question, lang):
    total = 34 + 10 + moon_points([3])[0] + cell_points(13)
    answer = ask(question, demo=False)
    assert answer.text.startswith(f"{total} "), answer.text
    assert "solo-rank" in {c.anchor for c in answer.sections} and solo_rank_key(total) == solo_rank_key(51)


@pytest.mark.parametrize(
    ("question", "later"),
    [
        (
            "At the end of round 2: one grid completed in round 2, 4 stars in round 2 and 2 unfinished grids "
            "with 5 and 6 crossed cells. How many points at the end of that round?",
            "score only at the end of the game",
        ),
        (
            "No fim da ronda 2 uma aluna completou uma cartela, ganhou 4 estrelas nessa ronda e tem mais 2 "
            "cartelas por acabar com 5 e 6 casas riscadas. Quantos pontos marca no fim dessa ronda?",
            "só contam no fim do jogo",
        ),
        (
            "Am Ende von Runde 2: eine volle Karte in Runde 2, 4 Sterne in Runde 2, und 2 unfertige Karten mit "
            "5 und 6 angekreuzten Feldern. Wie viele Punkte am Ende dieser Runde?",
            "erst am Spielende",
        ),
        (
            "À la fin de la manche 2 : une grille complétée à la manche 2, 4 étoiles à la manche 2 et 2 grilles "
            "inachevées avec 5 et 6 cases cochées. Combien de points à la fin de cette manche ?",
            "qu'à la fin de la partie",
        ),
    ],
)
def test_the_end_of_an_early_round_leaves_unfinished_grids_for_later(question, later):
    first = ask(question, demo=False).text.split("\n")[0]
    assert first.startswith(f"{completed_points(1, 2) + star_points(4)} "), first
    assert later in first, first


#: grids done by round (none in round 1, two in round 2, one in round 3), stars by round, moons, cells.
SHEET_BY_ROUND = (
    completed_points(2, 2) + completed_points(1, 3),
    star_points(2) + star_points(1) + star_points(3),
    moon_points([4, 2, 1])[0],
    cell_points(7),
)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "3 players. round 1 no grid and 2 stars; round 2 two grids completed, 1 star; round 3 one grid "
            "completed and 3 stars. Moons: me 4, the others 2 and 1. My unfinished grid has 7 crosses. Total?",
            "en",
        ),
        (
            "3 jogadores. ronda 1 nenhuma cartela e 2 estrelas; ronda 2 duas cartelas completas, 1 estrela; "
            "ronda 3 uma cartela completa e 3 estrelas. Luas: eu 4, os outros 2 e 1. A minha cartela por acabar "
            "tem 7 cruzes. Total?",
            "pt",
        ),
        (
            "3 Spieler. Runde 1 keine Karte und 2 Sterne; Runde 2 zwei Karten voll, 1 Stern; Runde 3 eine Karte "
            "voll und 3 Sterne. Monde: ich 4, die anderen 2 und 1. Meine unfertige Karte hat 7 Kreuze. Summe?",
            "de",
        ),
        (
            "3 joueurs. manche 1 aucune grille et 2 étoiles ; manche 2 deux grilles complétées, 1 étoile ; "
            "manche 3 une grille complétée et 3 étoiles. Lunes : moi 4, les autres 2 et 1. Ma grille inachevée a "
            "7 croix. Total ?",
            "fr",
        ),
    ],
)
def test_a_count_with_its_noun_after_the_round_counts_that_noun(question, lang):
    # "round 2 two grids": the count names grids, not the stars named before it (round 16 read it so)
    first = ask(question, demo=False).text.split("\n")[0]
    assert first.startswith(str(sum(SHEET_BY_ROUND))), first
