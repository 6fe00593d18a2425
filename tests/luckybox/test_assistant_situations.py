"""The rules assistant works out the case a question describes (assistant_situations.py): the
result first, computed by the game's own rules code with the question's numbers, then the
rule and its section, in the language asked; a missing piece is asked back; and any other
question is answered as before."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core import i18n
from ludoteca.luckybox.actions import Cross, Pass
from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_situations import KINDS, crossable, read, work_out
from ludoteca.luckybox.checks import legal_actions_of
from ludoteca.luckybox.hands import supply_take
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import (
    Rules,
    cell_points,
    completed_points,
    distance,
    moon_points,
    solo_rank_key,
    star_points,
)
from tests.budgets import examples

LANGS = ("en", "pt", "de", "fr")
DATA = Path(__file__).parents[2] / "src/ludoteca/luckybox/assistant/situations.json"


def first(question: str, lang: str | None = None) -> str:
    """The first line of the answer: the result."""
    return ask(question, lang, demo=False).text.splitlines()[0]


# -- (a) crossing with lightning -----------------------------------------------------------
CROSS = [
    # (question, lang, revealed, lightning, cell) — the answer names the cell, its cost and the path
    ("I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?", "en", 6, 2, 8),
    ("I have 1 lightnig, the 6 is revaeled and my only free cell is an 8: can I cross it?", "en", 6, 1, 8),
    ("Saiu o 1. Com 2 relampagso consigo riscar um 8?", "pt", 1, 2, 8),
    ("Saiu o 9 e tenho um raio: posso riscar o meu 1?", "pt", 9, 1, 1),
    ("Die 7 liegt offen; darf ich für einen Blitz meine 8 ankreuzen?", "de", 7, 1, 8),
    ("Die 2 ist aufgedekt, ich habe 1 Blizt und nur eine freie 9. Geht das?", "de", 2, 1, 9),
    ("Le 9 est tiré, j'ai 1 éclair : je peux cocher mon 1 ?", "fr", 9, 1, 1),
    ("Le 4 est sorti et j'ai deux éclaires, je peux barrer mon 7 ?", "fr", 4, 2, 7),
]


@pytest.mark.parametrize(("question", "lang", "revealed", "lightning", "cell"), CROSS)
def test_a_cross_with_lightning_is_worked_out(question, lang, revealed, lightning, cell):
    a = ask(question, demo=False)
    steps = distance(revealed, cell)
    costs, _ = crossable(revealed, lightning, [cell])
    line = a.text.splitlines()[0]
    assert a.lang == lang and a.situation == "cross" and a.topic == "lightning"
    assert [c.anchor for c in a.sections] == ["lightning"] and a.demo is None
    yes, no = {"en": ("Yes", "No"), "pt": ("Sim", "Não"), "de": ("Ja", "Nein"), "fr": ("Oui", "Non")}[lang]
    assert line.startswith(yes if cell in costs else no), line
    assert f"{cell}" in line and str(steps) in line
    if cell in costs:
        assert costs[cell] == steps


def test_the_cross_answers_of_the_issue_and_the_rules():
    assert first("I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?") == (
        "Yes: the 8 costs 2 lightning, 6 → 7 → 8."
    )
    assert first("I have 1 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?") == (
        "No: the 8 is 2 steps from the 6 (6 → 7 → 8) and you have 1 lightning."
    )
    # the rules' own examples: a 9 revealed, 1 lightning reaches 8 or 1; a 4, 2 reach 2 or 6
    assert first("The 9 is revealed and I have 1 lightning, what can I cross?") == (
        "With the 9 revealed and 1 lightning, you can cross a 9 for free, a 1 or 8 for 1 lightning."
    )
    assert "a 2 or 6 for 2 lightning" in first("The 4 is revealed and I have 2 lightning, which numbers can I cross?")
    assert first("Can I use lightning to go from 9 to 1?") == "The 1 costs 1 lightning: 9 → 1."
    assert first("What does it cost to cross a 6 when a 4 is revealed?") == "The 6 costs 2 lightning: 4 → 5 → 6."
    cheapest = first("The 5 is revealed, I have 1 lightning and my free cells are 7, 3 and 9: can I cross one?")
    assert cheapest.startswith("No: the 3 is 2 steps from the 5")  # 3 and 7 tie at 2: the lower first
    assert "Each free cell: 3: 2 lightning (5 → 4 → 3); 7: 2 lightning (5 → 6 → 7); 9: 4 lightning" in cheapest


def test_passing_is_worked_out():
    a = ask("The 6 is revealed; my only free cells are a 7 and a 3, and I have 1 lightning. Can I pass?", demo=False)
    assert a.situation == "pass" and a.text.startswith("Yes: no free cell of yours shows the 6")
    assert [c.anchor for c in a.sections] == ["passing", "lightning"]
    _, may_pass = crossable(6, 1, [7])
    assert may_pass
    b = ask("O 6 saiu, tenho um 6 e um 7 livres e 2 raios. Posso passar?", demo=False)
    assert b.situation == "pass" and b.text.startswith("Não")
    assert not crossable(6, 2, [6, 7])[1]


def test_a_missing_revealed_number_is_asked_back():
    for question, lang in [
        ("With 2 lightning, which numbers can I cross?", "en"),
        ("Tenho 2 raios, que números posso riscar?", "pt"),
        ("Ich habe 3 Blitze, welche Zahlen kann ich ankreuzen?", "de"),
        ("J'ai 2 éclairs, quels numéros je peux cocher ?", "fr"),
    ]:
        a = ask(question, demo=False)
        assert a.lang == lang and a.situation == "cross" and a.missing == "revealed", question
        assert a.text.splitlines()[0].endswith(("?", "cuesta.", "costs.", "custa.", "kostet.", "coûte.")), a.text


# -- (b) unfinished grids, (c) completed grids -------------------------------------------------
@pytest.mark.parametrize(
    ("question", "cells"),
    [
        ("9 cells crossed on unfinished grids at the end: how many points?", 9),
        ("7 crossed on my unfnished grid, do I round the 3.5 up to 4?", 7),
        ("tenho 9 casinhas riscadas em cartelas nao terminadas, da 4 ou 5 pontos?", 9),
        ("11 Kreuze auf unfertigen Karten am Ende, wie viele Punkte?", 11),
        ("À la fin j'ai 13 cases cochées sur des grilles inachevés, ça fait combien ?", 13),
    ],
)
def test_cells_on_unfinished_grids_are_counted(question, cells):
    a = ask(question, demo=False)
    points = cell_points(cells)
    assert a.situation == "incomplete" and [c.anchor for c in a.sections] == ["incomplete-grids"]
    assert a.text.splitlines()[0].split(":")[-1].lstrip().startswith(str(points)), a.text
    assert f" {cells} " in a.text.splitlines()[0]


def test_a_claimed_figure_gets_yes_or_no():
    assert first("9 crossed cells on unfinished grids at the end, that's 4 points right?").startswith("Yes: 4 points")
    assert first("9 crossed cells on unfinished grids at the end, so 5 points?").startswith("No: 4 points")
    assert first("4 étoiles dans la manche, ça fait 16 ?").startswith("Non : 9 points")


@pytest.mark.parametrize(
    ("question", "grids", "round_"),
    [
        ("How many points is a full grid worth if I finish it in round 3?", 1, 3),
        ("I completed 2 grids in round 2, how many points?", 2, 2),
        ("Uma cartela completa na ronda 1 vale quantos pontos?", 1, 1),
        ("Wie viel bringt eine volle Karte in der zweiten Runde?", 1, 2),
        ("Une grille remplie à la dernière manche rapporte combien ?", 1, 4),
    ],
)
def test_completed_grids_are_counted_by_round(question, grids, round_):
    a = ask(question, demo=False)
    assert a.situation == "completed" and [c.anchor for c in a.sections] == ["completed-grids"]
    assert a.text.startswith(str(completed_points(grids, round_))), a.text


def test_completed_grids_without_the_round_ask_for_it():
    a = ask("I completed 2 grids, how many points is that?", demo=False)
    assert a.situation == "completed" and a.missing == "round" and a.text.startswith("In which round")


# -- (d) stars, (e) moons, (f) solo rank --------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "stars"),
    [
        ("Got 3 stars this round and just completed a 4th star line. That's 16 points, yeah?", 4),
        ("2 estrelas na rodada quantos pontos", 2),
        ("Mein Sohn hat 4 Sterne in einer Runde. Wie viel zählt das?", 4),
        ("J'ai eu 3 étoils dans la manche, combien de points ?", 3),
    ],
)
def test_stars_of_a_round_are_counted(question, stars):
    a = ask(question, demo=False)
    assert a.situation == "stars" and a.sections[0].anchor == "stars"
    assert str(star_points(stars)) in a.text.splitlines()[0]
    if stars > 3:
        assert star_points(stars) == star_points(3) and "mistakes" in {c.anchor for c in a.sections}


def test_a_fourth_star_gives_nothing():
    for question in ("do I score anything for a 4th star", "a quarta estrela da ronda vale pontos?"):
        a = ask(question, demo=False)
        assert a.situation == "stars" and a.text.startswith(("Nothing", "Nada"))
    assert star_points(4) - star_points(3) == 0


@pytest.mark.parametrize(
    ("question", "moons", "lang"),
    [
        ("Three players with 4, 2 and 2 moons: who gets what?", [4, 2, 2], "en"),
        ("just 2 of us, both have 2 moons. does someone lose 6?", [2, 2], "en"),
        ("Somos 3 jogadores, eu tenho 5 luas, o Rui 1 e a Ana 1. Quantos pontos?", [5, 1, 1], "pt"),
        ("Drei Spieler: 5, 2, 2 Monde. Punkte?", [5, 2, 2], "de"),
        ("Mondwertung zu viert: zwei haben je 5 Monde, einer 2, einer 0. Wer kriegt was?", [5, 5, 2, 0], "de"),
        ("On est 3 joueurs, chacun a 3 lunes, qui gagne ou perd 6 ?", [3, 3, 3], "fr"),
    ],
)
def test_moons_among_players_are_shared_out(question, moons, lang):
    a = ask(question, demo=False)
    assert a.lang == lang and a.situation == "moons" and [c.anchor for c in a.sections] == ["moons"]
    line = a.text.splitlines()[0]
    for m, p in zip(moons, moon_points(moons)):
        assert f": {p:+d}" in line.replace("−", "-").replace(" : ", ": ") or (p == 0 and ": 0" in line), (m, p, line)
    if len(set(moons)) == 1 and len(moons) == 2:
        assert moon_points(moons) == [6, 6]
    if len(set(moons)) == 1 and len(moons) > 2:
        assert moon_points(moons) == [0] * len(moons)


@pytest.mark.parametrize(
    ("question", "moons"),
    [
        ("My grandson plays alone. He has 4 moons, how many points is that?", 4),
        ("solo 1 lua da -2 msm?", 1),
        ("Allein gespielt, 6 Monde, wie viele Punkte?", 6),
        ("en solo, 5 lunes ca fait combien", 5),
    ],
)
def test_solo_moons_use_the_solo_table(question, moons):
    a = ask(question, demo=False)
    assert a.situation == "moons_solo" and [c.anchor for c in a.sections] == ["moons-solo"]
    points = moon_points([moons])[0]
    line = a.text.splitlines()[0].replace("−", "-")
    assert f"{points} " in line and f" {moons} " in line, line


@pytest.mark.parametrize(
    ("question", "total", "lang"),
    [
        ("I scored 57 playing solo, what rank is that?", 57, "en"),
        ("Que nível tenho com 60 pontos a solo?", 60, "pt"),
        ("Ich hab alleine 66 Punkte gemacht, welcher Titel ist das?", 66, "de"),
        ("En solo j'ai fait 44, c'est quel rang ?", 44, "fr"),
    ],
)
def test_a_solo_total_gets_its_rank(question, total, lang):
    a = ask(question, demo=False)
    assert a.situation == "rank" and [c.anchor for c in a.sections] == ["solo-rank"]
    assert i18n.translate(solo_rank_key(total), lang) in a.text.splitlines()[0]


# -- (g) a short supply, leftover lightning, ties -----------------------------------------------
@pytest.mark.parametrize(
    ("question", "kind", "left"),
    [
        ("the supply has 1 lightning left and I completed a double-lightning column", "lightning2", 1),
        ("Se a reserva só tem um relâmpago e ganho um bónus de raio duplo, o que recebo?", "lightning2", 1),
        ("Der Vorrat hat nur noch 1 Blitz und ich bekomme einen Doppelblitz-Bonus.", "lightning2", 1),
        ("La réserve est vide et je gagne un bonus lune, je prends quoi ?", "moon", 0),
        ("what if the lightning pile is empty and I earn a lightning bonus", "lightning", 0),
    ],
)
def test_a_bonus_from_a_short_supply(question, kind, left):
    a = ask(question, demo=False)
    token = "moon" if kind == "moon" else "lightning"
    take = supply_take(kind, {"lightning": left, "moon": left})[token]
    assert a.situation == "supply" and a.sections[0].anchor == "supply"
    line = a.text.splitlines()[0]
    assert (str(take) in line) if take else line.startswith(("You take nothing", "Tu ne prends rien")), line


def test_leftover_lightning_and_ties():
    a = ask("I have 8 lightning left at the end of a normal game, are they worth anything?", demo=False)
    assert a.situation == "arena" and "score nothing" in a.text and Rules().lightning_points(8) == 0
    assert f"{Rules(variant='arena').lightning_points(8)} points" in a.text
    b = ask("En arène, 9 éclairs restants font 3 points ?", demo=False)
    assert b.text.startswith("Oui : 3 points") and Rules(variant="arena").lightning_points(9) == 3
    c = ask("We both finished on 58, I had 4 moons, she had 2. Who wins?", demo=False)
    assert c.situation == "tie" and c.text.startswith("You win: you: 58 (4 moons)")
    assert [s.anchor for s in c.sections] == ["total"]


# -- the answers --------------------------------------------------------------------------------
def test_a_situation_answer_is_whole():
    a = ask("I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?")
    assert a.is_sure and a.title == "Lightning" and a.demo is None and a.score == 1.0
    text = str(a)
    assert "Rule: Lightning (docs/rules/en/luckybox.md#lightning)" in text
    assert text.index("Yes: the 8") < text.index("Each lightning shifts")  # the result, then the rule
    data = a.to_json()
    assert data["situation"] == "cross" and data["missing"] is None and data["sections"][0]["anchor"] == "lightning"
    assert set(KINDS.values()) <= {
        "lightning",
        "passing",
        "incomplete_grids",
        "completed_grids",
        "stars",
        "moons",
        "solo",
        "solo_rank",
        "supply_empty",
        "arena_variant",
        "ties",
        "game_end",
        "chains",
        "starting_tokens",
        "leaving",
        "mistake_two_grids",
        "starting_grids",
        "rounds",
        "box",
        "question_mark",
    }


def test_the_answer_is_told_in_the_language_forced():
    a = ask("I have 2 lightning, the 6 is revealed and my only free cell is an 8: can I cross it?", "de")
    assert a.text.startswith("Ja: die 8 kostet 2 Blitze, 6 → 7 → 8.")


@pytest.mark.parametrize(
    "question",
    [
        "Can I use lightning on a Number bonus?",
        "double lightning = 2 tokens from the supply right",
        "Starting lightning is 4 each - does that come out of the 30 in the box or is it extra?",
        "7 came up and I have a free 7 on two of my sheets. can I cross both?",
        "Could we house-rule that a 4th star gives 16?",
        "Mondbonus gibt genau 1 Mond?",
    ],
)
def test_other_questions_are_answered_as_before(question):
    assert work_out(question, ask(question).lang) is None
    assert ask(question).situation is None


def test_every_text_is_in_every_language():
    data = json.loads(DATA.read_text("utf-8"))
    for part in ("texts", "concepts"):
        assert all(data[part][lang].keys() == data[part]["en"].keys() for lang in LANGS), part


# -- the property: random cases phrased from a template ------------------------------------------
TEMPLATES = {
    "en": "The {r} is revealed, I have {k} lightning and my free cells are {cells}: what can I cross?",
    "pt": "Saiu o {r}, tenho {k} raios e as minhas casas livres são {cells}: o que posso riscar?",
    "de": "Die {r} ist aufgedeckt, ich habe {k} Blitze und meine freien Felder sind {cells}: was kann ich ankreuzen?",
    "fr": "Le {r} est tiré, j'ai {k} éclairs et mes cases libres sont {cells} : que puis-je cocher ?",
}
AND = {"en": "and", "pt": "e", "de": "und", "fr": "et"}
YES = {"en": "Yes", "pt": "Sim", "de": "Ja", "fr": "Oui"}


@settings(max_examples=examples(60), deadline=None)
@given(
    st.integers(1, 9),
    st.integers(0, 5),
    st.lists(st.integers(1, 9), min_size=1, max_size=4, unique=True),
    st.sampled_from(LANGS),
)
def test_random_cases_agree_with_the_engines_legal_crosses(revealed, lightning, cells, lang):
    listed = ", ".join(map(str, cells[:-1])) + (f" {AND[lang]} " if len(cells) > 1 else "") + str(cells[-1])
    question = TEMPLATES[lang].format(r=revealed, k=lightning, cells=listed)
    facts = read(question, lang)
    assert facts.revealed == [revealed] and facts.counts["lightning"] == [lightning], (question, facts)
    a = ask(question, demo=False)
    assert a.situation == "cross" and a.lang == lang, question
    # the engine, on its own: one grid whose free cells show ``cells``, the rest crossed
    row = cells + [cells[0]] * (9 - len(cells))
    card = " ".join("".join(map(str, row[i : i + 3])) for i in (0, 3, 6)) + " | --- | ---"
    crossed = " ".join("abc"[c % 3] + str(c // 3 + 1) for c in range(len(cells), 9))
    game = position([card], revealed, lightning=lightning, crossed={0: crossed} if crossed else None)
    legal = legal_actions_of(game, 0)
    reachable = {x.number: x.lightning for x in legal if isinstance(x, Cross)}
    cheapest = min(cells, key=lambda n: (distance(revealed, n), n))
    choices = a.text.splitlines()[0].split(". ")[0]  # "what can I cross?": every choice, cheapest first
    offered = [n for n in cells if f" {n} (" in choices]
    assert set(offered) == set(reachable), (question, choices, reachable)
    if reachable:
        assert reachable[cheapest] == distance(revealed, cheapest) == min(reachable.values())
        assert choices.index(f" {cheapest} (") == min(choices.index(f" {n} (") for n in offered)
    assert any(isinstance(x, Pass) for x in legal) == (revealed not in cells)


def test_the_situation_answers_are_quick():
    questions = [q for q, *_ in CROSS] + [
        "9 cells crossed on unfinished grids at the end: how many points?",
        "Drei Spieler: 5, 2, 2 Monde. Punkte?",
        "En solo j'ai fait 44, c'est quel rang ?",
        "How many rounds are there?",
    ]
    ask("warm up", demo=False)
    times = []
    for q in questions * 3:
        start = time.perf_counter()
        ask(q, demo=False)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.05, statistics.median(times)  # 20 ms on a quiet machine


# -- round 10: whole scores, counts by round, a number said to be missing -----------------------
def _solo_total(grids, stars, moons, cells):
    """The solo total as the game's end adds it, from the rules' own functions."""
    total = sum(completed_points(n, r) for n, r in grids) + sum(star_points(n) for n, _ in stars)
    return total + moon_points([moons])[0] + cell_points(cells)


@pytest.mark.parametrize(
    ("question", "grids", "stars", "moons", "cells"),
    [
        (
            "Playing solo: I completed two grids in round 1 and one in round 2, got 2 stars in round 1 and 1 star"
            " in round 3, ended with 3 moons and one unfinished grid with 7 crossed cells."
            " What's my total and my rank?",
            [(2, 1), (1, 2)],
            [(2, 1), (1, 3)],
            3,
            7,
        ),
        (
            "Partida a solo: completei uma cartela na ronda 1, uma na ronda 2 e uma na ronda 3, nenhuma na ronda 4;"
            " estrelas: 2 na ronda 1, 1 na ronda 2, 3 na ronda 3 e 0 na ronda 4; acabei com 5 luas e as cartelas"
            " por acabar têm 9 casas riscadas ao todo. Qual é o total e que classificação me dá?",
            [(1, 1), (1, 2), (1, 3)],
            [(2, 1), (1, 2), (3, 3)],
            5,
            9,
        ),
        (
            "Partie solo : une grille complète à la manche 1, une à la manche 2, aucune ensuite ; étoiles : 2 à la"
            " manche 1, 2 à la manche 2, 1 à la manche 3, 0 à la manche 4 ; 2 lunes ; 17 cases cochées sur les"
            " grilles inachevées. Quel total et quel rang ?",
            [(1, 1), (1, 2)],
            [(2, 1), (2, 2), (1, 3)],
            2,
            17,
        ),
    ],
)
def test_a_whole_solo_score_is_added_up_with_its_rank(question, grids, stars, moons, cells):
    a = ask(question, demo=False)
    total = _solo_total(grids, stars, moons, cells)
    line = a.text.splitlines()[0]
    assert a.situation == "total" and a.missing is None and line.startswith(f"{total} "), line
    assert i18n.translate(solo_rank_key(total), a.lang) in line
    assert {"total", "completed-grids", "stars", "moons-solo", "incomplete-grids", "solo-rank"} == {
        c.anchor for c in a.sections
    }


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        ("Na ronda 2 completei uma cartela e na ronda 4 completei duas. Quanto vale isso tudo?", [(1, 2), (2, 4)]),
        (
            "hab in runde 1 eine karte voll, in runde 2 eine und in runde 4 nochmal zwei, wieviel punkte gibt das",
            [(1, 1), (1, 2), (2, 4)],
        ),
        (
            "A player completed one grid in round 1, two grids in round 3 and one grid in round 4, and none in round 2."
            " How many points do those completed grids give in total?",
            [(1, 1), (2, 3), (1, 4)],
        ),
        (
            "Ma fille a complété 3 grilles à la manche 1 et une à la manche 3. Combien ça lui rapporte ?",
            [(3, 1), (1, 3)],
        ),
    ],
)
def test_each_count_of_grids_goes_with_its_own_round(question, parts):
    a = ask(question, demo=False)
    assert a.situation == "completed", a.text
    assert a.text.startswith(f"{sum(completed_points(n, r) for n, r in parts)} "), a.text


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "in round 2 I earned four stars through a long chain of bonuses, and in round 3 I earned two."
            " What do my stars score over those two rounds?",
            [(4, 2), (2, 3)],
        ),
        (
            "Runde 1 ein Stern, Runde 2 drei Sterne, Runde 3 fünf Sterne, Runde 4 zwei Sterne."
            " Wie viele Sternpunkte sind das insgesamt?",
            [(1, 1), (3, 2), (5, 3), (2, 4)],
        ),
    ],
)
def test_stars_over_several_rounds_are_scored_round_by_round(question, parts):
    a = ask(question, demo=False)
    assert a.situation == "stars" and a.text.startswith(f"{sum(star_points(n) for n, _ in parts)} "), a.text


@pytest.mark.parametrize(
    ("question", "cells", "extra"),
    [
        (
            "game ended, i got 2 grids not done, one has 5 crossed one has 4, plus one row bonus slot filled."
            " how many pts",
            9,
            0,
        ),
        (
            "fin de partie, g 2 grilles pas finies, une avec 8 cases cochees et une avec 5, plus les bonus des lignes"
            " finies, ca fait combien ?",
            13,
            0,
        ),
        (
            "one pupil has three grids still in play with 5, 3 and 7 crossed cells; she says the two bonus slots she"
            " earned should count as crossed cells too. How many points for unfinished grids?",
            15,
            0,
        ),
        (
            "Ein Spieler hat in Runde 2 und in Runde 3 je eine Karte voll gemacht. Am Ende liegen noch zwei unfertige"
            " Karten vor ihm mit 6 und 3 angekreuzten Feldern. Wie viele Punkte bringen volle und unfertige Karten"
            " zusammen?",
            9,
            completed_points(1, 2) + completed_points(1, 3),
        ),
        (
            "Na última rodada completei uma cartela e fiquei com mais duas por acabar, uma com 4 casas riscadas e outra"
            " com 5. Quantos pontos me dão estas cartelas no fim?",
            9,
            completed_points(1, 4),
        ),
    ],
)
def test_the_crossed_cells_of_each_unfinished_grid_are_added(question, cells, extra):
    a = ask(question, demo=False)
    assert a.situation in ("incomplete", "total"), a.text
    assert a.text.startswith(f"{cell_points(cells) + extra} ") and f"{cells} " in a.text.splitlines()[0], a.text


@pytest.mark.parametrize(
    ("question", "revealed", "lightning", "cell"),
    [
        (
            "Saiu o 1. Não tenho nenhum 1 livre, mas tenho um 8 livre numa cartela e só tenho 2 raios."
            " Posso riscar o 8? Quanto custa e com quantos raios fico?",
            1,
            2,
            8,
        ),
        (
            "Aufgedeckt ist eine 2. Ich habe keine freie 2, aber eine freie 7 und noch 3 Blitze. Kann ich die 7 über"
            " den Umlauf 1–9 erreichen, und wie viele Blitze kostet das?",
            2,
            3,
            7,
        ),
        (
            "Le numéro révélé est un 8. Je n'ai aucun 8 libre, mais j'ai un 1 libre, et il me reste 4 éclairs."
            " Puis-je cocher le 1 ?",
            8,
            4,
            1,
        ),
        (
            "The number just revealed is a 9. I have no free 9 anywhere, but I have a free 2 on one grid,"
            " and I'm holding 3 lightning. Can I cross it?",
            9,
            3,
            2,
        ),
    ],
)
def test_a_number_said_to_be_missing_is_not_taken_as_free(question, revealed, lightning, cell):
    a = ask(question, demo=False)
    costs, may_pass = crossable(revealed, lightning, [cell])
    line = a.text.splitlines()[0]
    assert a.situation == "cross" and may_pass and "passing" in {c.anchor for c in a.sections}, line
    assert line.startswith(YES[a.lang] if cell in costs else ("Não", "Nein", "Non", "No")), line
    assert f"{cell} " in line and str(distance(revealed, cell)) in line
    if cell in costs and a.lang == "pt":  # "com quantos raios fico?": what is left
        assert f"Ficas com {lightning - costs[cell]} raios" in line


def test_being_told_one_must_pay_lightning_with_no_free_number_gets_no_and_may_pass():
    a = ask(
        "Saiu o 5 e não tenho nenhum 5 livre. Tenho um 6 livre e 1 raio. O meu adversário diz que sou obrigado"
        " a gastar o raio para riscar o 6. É verdade?",
        demo=False,
    )
    assert crossable(5, 1, [6]) == ({6: 1}, True)
    assert a.text.startswith("Não: nenhuma casa livre tua mostra o 5, por isso podes passar"), a.text
    assert "6: 1 raio (5 → 6)" in a.text


def test_only_one_cell_a_turn_and_lightning_even_with_the_number_free():
    a = ask(
        "Le numéro révélé est un 8. Je n'ai aucun 8 libre, mais j'ai un 1 libre et un 3 libre, et il me reste"
        " 4 éclairs. Puis-je cocher l'un ou l'autre, combien coûte chacun, et puis-je cocher les deux ce tour-ci ?",
        demo=False,
    )
    assert a.text.startswith("Oui : le 1 coûte 2 éclairs") and "une seule ce tour-ci" in a.text
    b = ask("Le 6 est sorti. J'ai un 6 libre mais je préfère cocher mon 4 pour finir une ligne. J'ai 2 éclairs.", "fr")
    assert b.text.startswith(f"Oui : le 4 coûte {distance(6, 4)} éclairs") and "même avec un 6 libre" in b.text


@pytest.mark.parametrize(
    ("question", "moons"),
    [
        ("On est 3 et on a tous les trois 2 lunes à la fin. Qui gagne ou perd quoi ?", [2, 2, 2]),
        (
            "Partie zu zweit ist vorbei, wir haben beide genau 3 Monde. Mein Gegner meint, bei Gleichstand bekommt"
            " keiner etwas. Wie viele Punkte gibt es für die Monde?",
            [3, 3],
        ),
        (
            "Partie à 4 : Léa a 5 lunes, Hugo, Inès et Marc en ont 2 chacun. Les trois à égalité perdent-ils tous"
            " 6 points ?",
            [5, 2, 2, 2],
        ),
        ("Somos só 2 (eu e a minha namorada) e acabámos os dois com 4 luas. Quem perde os 6 pontos?", [4, 4]),
        (
            "Three-player game just ended. Moons: Ana 4, Bruno 4, Carla 0. What does each of us get for moons?",
            [4, 4, 0],
        ),
        (
            "Jogámos a 6 e no fim as luas ficaram assim: Ana 3, Bruno 3, Carla 2, Duarte 1, Eva 0, Filipe 0."
            " Quem ganha e quem perde pontos com as luas, e quanto?",
            [3, 3, 2, 1, 0, 0],
        ),
    ],
)
def test_ties_and_named_players_moons_are_read_as_said(question, moons):
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    assert a.situation == "moons" and ", ".join(map(str, sorted(moons, reverse=True))) in line, line
    for p in moon_points(moons):
        assert f"{p:+d}".replace("+0", "0") in line.replace("−", "-"), (p, line)


def test_solo_moons_asked_twice_get_both_and_a_tie_on_points_goes_to_moons():
    a = ask("En solo, je termine avec 1 seule lune : combien de points ? Et si j'en avais eu 7 ?", demo=False)
    assert a.situation == "moons_solo"
    assert a.text.startswith(f"{moon_points([1])[0]} points pour 1 lune".replace("-", "−"))
    assert f"{moon_points([7])[0]} points pour 7 lunes" in a.text
    b = ask("Papa et moi on a 58 points chacun, lui a 2 lunes et moi 4. Qui gagne ?", demo=False)
    assert b.situation == "tie" and b.text.startswith("Le joueur qui a 4 lunes est devant")


def test_a_supply_holding_0_of_a_token_gives_nothing_and_each_kind_is_told():
    a = ask(
        "Ich bekomme einen Mond-Bonus, aber im Vorrat sind 0 Monde. Darf ich mir einen von Papa nehmen?", demo=False
    )
    assert supply_take("moon", {"lightning": 5, "moon": 0})["moon"] == 0
    assert a.situation == "supply" and a.text.startswith("Du bekommst nichts") and "niemand gibt dir" in a.text
    b = ask(
        "Im Vorrat liegen 0 Monde und 1 Blitz. Mein Kreuz vervollständigt eine Reihe mit Mond-Bonus und eine"
        " Spalte mit Doppelblitz-Bonus. Was bekomme ich genau?",
        demo=False,
    )
    took = supply_take("lightning2", {"lightning": 1, "moon": 0})["lightning"]
    assert b.situation == "supply" and b.text.startswith("Du bekommst nichts") and f"Du bekommst {took} Blitz" in b.text


@pytest.mark.parametrize(
    "question",
    [
        "Wir wollen als Hausregel eine fünfte Runde spielen – wie viele Punkte sollte eine volle Karte in Runde 5"
        " bringen?",
        "Quelle grille faut-il garder au début pour être sûr de gagner ?",
        "What's the best strategy for the first round?",
        "Qual é a melhor estratégia, guardar os raios ou gastá-los logo no início?",
    ],
)
def test_what_the_rules_do_not_say_is_not_answered_with_a_topic(question):
    a = ask(question, demo=False)
    assert not a.is_sure and a.situation is None


# -- round 14: paid tokens back in the supply, a supply left to the players, leavers, material --
@pytest.mark.parametrize(
    ("question", "paid", "lang"),
    [
        (
            "The suply is empty. I pay 2 lightning to cross a 7 and it completes a column with a double lightning:"
            " do I get them?",
            2,
            "en",
        ),
        (
            "A reserva está vazia; paguei 1 raio para riscar o 6 e isso fecha uma coluna com raio duplo."
            " Quantos recebo?",
            1,
            "pt",
        ),
        ("vorrat 0 blitze, ich zahl 2 für nen sprung und schließe damit ne spalte mit doppelblitz", 2, "de"),
        (
            "La réserve est vide, je paie 1 éclair pour cocher mon 8, ça ferme une colone éclair double : j'en prends"
            " combien ?",
            1,
            "fr",
        ),
    ],
)
def test_lightning_paid_this_turn_is_back_in_the_supply_before_the_bonus(question, paid, lang):
    a = ask(question, lang, demo=False)
    take = supply_take("lightning2", {"lightning": paid, "moon": 0})["lightning"]
    assert a.situation == "supply" and a.sections[0].anchor == "supply"
    line = a.text.splitlines()[0]
    assert str(paid) in line.split(".")[0].split(";")[0] and f" {take} " in line
    assert not line.startswith(("You take nothing", "Não recebes nada", "Du bekommst nichts", "Tu ne prends rien"))


def test_a_supply_that_follows_from_the_players_is_not_taken_as_empty():
    a = ask(
        "5 joueurs, chacun a pris ses 4 éclairs, personne n'a rien dépensé, 3 bonus éclair double déjà pris :"
        " il en reste cb ds la réserve ?",
        "fr",
        demo=False,
    )
    assert not a.text.startswith("Tu ne prends rien") and a.situation != "supply"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("partie à 4, 2 se sont déco en manche 3, reste nous 2 avec 5 et 2 lunes", "fr"),
        ("We were 4, two quit in round 3; the 2 of us who stayed have 5 and 2 moons.", "en"),
        ("Éramos 4, dois desistiram na ronda 3; ficámos 2, com 5 e 2 luas.", "pt"),
        ("Wir waren 4, zwei sind ausgestiegen; übrig sind nur wir 2 mit 5 und 2 Monden.", "de"),
    ],
)
def test_moons_after_players_left_count_only_those_who_stayed(question, lang):
    a = ask(question, lang, demo=False)
    assert a.situation == "moons"
    line = a.text.splitlines()[0].replace("−", "-")
    assert f"+{moon_points([5, 2])[0]}" in line and "-6" not in line, line


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Where can I buy spare moon tokens if the dog chews some?", "en"),
        ("Sabes alguma anedota sobre números?", "pt"),
        ("Gibt es ein Arbeitsblatt mit Übungen zum Zahlenstapel?", "de"),
        ("Pouvez-vous me proposer une fiche d'évaluation pour noter les enfants après la partie ?", "fr"),
    ],
)
def test_material_spares_and_jokes_are_declined_not_answered_by_a_rule(question, lang):
    a = ask(question, lang, demo=False)
    assert not a.is_sure and a.situation is None


@pytest.mark.parametrize(
    ("question", "lang", "left_out"),
    [
        ("Arena: 11 lightning left and 3 grids completed in round 2, how many points?", "en", "11 lightning"),
        ("Na arena acabei com 11 raios e completei 2 cartelas na ronda 3. Quantos pontos?", "pt", "11 raios"),
        ("arena, 14 blitze am ende + 2 unfertige karten mit zus. 9 kreuzen: wieviel pkt aus beidem?", "de", "2 Karten"),
        (
            "Arène : il me reste 11 éclairs et j'ai complété 2 grilles en manche 3, combien de points ?",
            "fr",
            "11 éclairs",
        ),
    ],
)
def test_a_case_read_in_part_says_what_it_left_out_instead_of_a_partial_total(question, lang, left_out):
    a = ask(question, lang, demo=False)
    assert a.missing == "facts" and left_out in a.text.split("\n\n")[0], a.text


def test_a_count_the_result_repeats_or_that_scores_its_own_way_is_no_part_left_out():
    a = ask("I completed 2 grids in round 3, how many points?", "en", demo=False)
    assert a.missing is None and a.text.startswith(f"{completed_points(2, 3)} points")
    b = ask(
        "In der Arena: 3 unfertige Karten mit 4, 5 und 2 Kreuzen, 9 Blitze übrig. Wie viele Punkte?", "de", demo=False
    )
    assert b.missing != "facts"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "Three pupils: two of them have 2 moons each and one has 6, and the one with 6 leaves in round 3. How do"
            " moons score for the two who stay?",
            "en",
        ),
        ("Três alunos: dois têm 2 luas cada e um tem 6, e o das 6 sai na ronda 3. Como pontuam as luas?", "pt"),
        ("Drei Schüler: zwei haben je 2 Monde, einer 6, und der mit 6 verlässt das Spiel in Runde 3.", "de"),
        ("Trois élèves : deux ont 2 lunes chacun et un en a 6, et celui qui a 6 quite la partie en manche 3.", "fr"),
    ],
)
def test_moons_with_a_leaver_not_placed_are_asked_for_not_scored_among_all(question, lang):
    """Asked back, or (since round 17 reads "einer 6" as moons) worked out with the 6 left out:
    the two who stay tie and, two at the table, both gain 6."""
    a = ask(question, lang, demo=False)
    head = a.text.split("\n\n")[0]
    assert a.situation == "moons" and "−6" not in head and (a.missing == "moons" or "+6" in head)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "round 4, I complete a grid with the last number: 8 points, and does that grid also count in the"
            " crossed cells at the end?",
            "en",
        ),
        (
            "ronda 4, fecho uma cartela c/ o ultimo numero: 8 pts e essa cartela conta tb nas casas riscadas do fim?",
            "pt",
        ),
        ("Runde 4, ich vollende eine Karte mit der letzten Zahl: 8 Punkte, und zählen ihre Felder am Ende noch?", "de"),
        (
            "manche 4, je complète une grille avec le dernier numéro : 8 points, et ses cases comptent encore"
            " à la fin ?",
            "fr",
        ),
    ],
)
def test_a_figure_followed_by_another_question_gets_no_yes_or_no(question, lang):
    a = ask(question, lang, demo=False)
    assert a.situation == "completed"
    assert a.text.startswith(str(completed_points(1, 4))), a.text
    assert first("Round 4: I completed a grid, that's 8 points, right?", "en").startswith("Yes")
