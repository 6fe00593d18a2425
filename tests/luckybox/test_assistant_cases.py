"""The rules assistant's cases from the sixteenth written-apart round, fixed in general ways:
an open "what may I do?" gets every choice, a cell asked about leads the answer, the players
said as "we were three", a leaver's moons left out, "and if ...?" worked out as a second case,
stars offered as a sum checked round by round, unfinished grids "with 3 each", leftover
lightning, and strategy questions declined. Each in the four languages, some with typos."""

from __future__ import annotations

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.assistant_situations import crossable, read
from ludoteca.luckybox.rules import Rules, cell_points, distance, moon_points, star_points


def first(question: str) -> str:
    """The first line of the answer: the result."""
    return ask(question, demo=False).text.splitlines()[0]


def cited(question: str) -> set[str]:
    return {c.anchor for c in ask(question, demo=False).sections}


# -- an open question about a revealed number: every choice, passing included ---------------
OPEN = [
    # (question, revealed, lightning, free cells)
    ("The 4 came up, I've got 2 lightning and my free cells are 1, 6 and 9. What can I do now?", 4, 2, [1, 6, 9]),
    ("Saiu o 8 e tenho 1 raio; as casas lirves são o 2, o 7 e o 9. O que posso fazer?", 8, 1, [2, 7, 9]),
    ("Die 5 ist aufgedeckt, ich habe 2 Blitze und freie Felder 1, 3 und 8. Was darf ich tun?", 5, 2, [1, 3, 8]),
    ("Le 2 est tiré, j'ai 1 éclaire et mes cases libres sont 3, 5 et 9. Que puis-je faire ?", 2, 1, [3, 5, 9]),
]


@pytest.mark.parametrize(("question", "revealed", "lightning", "cells"), OPEN)
def test_an_open_question_gets_every_choice_the_engine_allows(question, revealed, lightning, cells):
    a = ask(question, demo=False)
    assert a.situation == "cross" and {"lightning", "passing"} <= cited(question), a.text
    costs, may_pass = crossable(revealed, lightning, cells)
    choices = a.text.splitlines()[0].split(". ")[0]
    assert {n for n in cells if f" {n} (" in choices} == set(costs), choices
    assert may_pass == (revealed not in cells) and choices.count(str(revealed)) >= 2  # passing told with the number
    for n in costs:
        assert f" {n} ({distance(revealed, n)} " in choices, (n, choices)
    assert not choices.startswith(("Yes", "No", "Sim", "Não", "Ja", "Nein", "Oui", "Non")), choices


@pytest.mark.parametrize(
    "question",
    [
        "The 6 is up and I have only one lightning; my free cells are 1, 2 and 9. What are my options?",
        "Saiu o 6, só tenho 1 raio e as minhas casas livres são 1, 2 e 9. O que posso fazer?",
        "Die 6 liegt offen, ich hab nur 1 Blitz, freie Felder: 1, 2 und 9. Was kann ich machen?",
        "Le 6 est sorti, je n'ai qu'un éclair et mes cases libres sont 1, 2 et 9. Que faire ?",
    ],
)
def test_with_nothing_in_reach_the_answer_is_to_pass(question):
    costs, may_pass = crossable(6, 1, [1, 2, 9])
    assert not costs and may_pass  # the engine's own verdict on the case
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    assert a.situation == "cross" and "passing" in cited(question), line
    only = ("You can only pass", "Só podes passar", "Du kannst nur passen", "Tu ne peux que passer")
    assert line.split(":")[0].strip() in only, line


@pytest.mark.parametrize(
    ("question", "yes"),
    [
        ("The 9 is revealed and I have 2 lightning. My free cells are 2, 8 and 5. Can I cross the 2?", "Yes"),
        ("Saiu o 9, tenho 2 raios e as casas livres são 2, 8 e 5. Posso riscar o 2?", "Sim"),
        ("Aufgedekt ist die 9, ich habe 2 Blitze, freie Felder 2, 8 und 5. Darf ich die 2 ankreuzen?", "Ja"),
        ("Le 9 est tiré, j'ai 2 éclairs et mes cases libres sont 2, 8 et 5. Je peux cocher le 2 ?", "Oui"),
    ],
)
def test_the_cell_asked_about_leads_not_the_cheapest(question, yes):
    line = first(question)
    assert line.startswith(yes) and " 2 " in line.split(".")[0] and " 8 " not in line.split(".")[0], line
    assert f"{distance(9, 2)} " in line.split(".")[0] and "9 → 1 → 2" in line, line


def test_a_family_word_is_no_rank():
    assert "rank" not in read("My granddaughter and my grandson play with me", "en").concepts


# -- moons: the players said as "we were three", a leaver, "and if" -------------------------
PLAYERS = [
    ("We were three. Mum had 2 moons, Dad had 2 as well and I had 5 moons. Moon points?", [2, 2, 5]),
    ("Éramos 3: a avó tinha 1 lua, o avô 1 também e eu 4 luas. Quantos pontos dão as luas?", [1, 1, 4]),
    ("Wir waren vier: Ute 3 Monde, Jan 1, Eva 1 und Tim hatte gar keinen Mond. Wer bekommt was?", [3, 1, 1, 0]),
    ("Nous étions trois : Paul a 4 lunes, Zoé 4 aussi et moi 2 lunes. Combien pour les lunes ?", [4, 4, 2]),
]


@pytest.mark.parametrize(("question", "moons"), PLAYERS)
def test_the_players_said_in_words_are_all_counted(question, moons):
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    assert a.situation == "moons" and a.missing is None, line
    assert ", ".join(map(str, sorted(moons, reverse=True))) in line, line
    assert all(f"{p:+d}".replace("+0", "0") in line.replace("−", "-") for p in moon_points(moons)), line


LEAVERS = [
    ("There were 4 of us. Sam left the game in round 2 with 6 moons. At the end I had 2 and the other two 1 each.", 6),
    ("Éramos 4. O Rui saiu do jogo na ronda 3 com 5 luas. No fim eu tinha 3 luas e os outros dois 2 luas cada.", 5),
    (
        "Wir waren 4. Lena hat das Spiel in Runde 2 mit 6 Monden verlassen. Am Ende hatte ich 1 Mond, die anderen"
        " zwei je 3 Monde.",
        6,
    ),
    (
        "Nous étions 4. Léo est parti en manche 2 avec 8 lunes. A la fin j'ai 2 lunes et les deux autres 4 lunes"
        " chacun.",
        8,
    ),
]


@pytest.mark.parametrize(("question", "gone"), LEAVERS)
def test_a_leavers_moons_are_out_of_the_comparison(question, gone):
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    facts = read(question, a.lang)
    stayed = [m for m in facts.counts["moon"] if m != gone] + facts.each[-1:] + facts.bare[-1:]
    assert a.situation == "moons" and {"moons", "leaving"} <= cited(question), line
    assert line.split(":")[0].count(",") == 2 and str(gone) not in line.split(":")[0], line  # 3 players stayed
    assert "+6" in line and "−6" in line and f"({gone} " in line, (line, stayed)


@pytest.mark.parametrize(
    "question",
    [
        "Two of us, and we both ended on 3 moons. What do we each get? And if I'd had 1 moon against her 3?",
        "Jogamos a dois e temos ambos 3 luas. Quanto ganha cada um? E se eu tivese 1 lua contra as 3 dela?",
        "Zu zweit, wir haben beide 3 Monde. Was bekommt jeder? Und wenn ich 1 Mond gegen ihre 3 hätte?",
        "On joue à 2 et on a tous les deux 3 lunes. Combien chacun ? Et si j'avais 1 lune contre ses 3 ?",
    ],
)
def test_and_if_gets_the_second_case_worked_out_too(question):
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    assert a.situation == "moons" and a.missing is None, line
    assert "3, 3" in line and "3, 1" in line, line  # both cases, the second keeping the 2 players
    assert moon_points([3, 3]) == [6, 6] and moon_points([1, 3]) == [0, 6]
    assert "−6" not in line, line  # with 2 players nobody loses


# -- stars offered as a sum, unfinished grids, leftover lightning -------------------------
@pytest.mark.parametrize(
    ("question", "no"),
    [
        ("I got 2 stars in round 1 and 2 stars in round 3, so that's 4 stars = 9 points, right?", "No"),
        ("Tive 2 estrelas na ronda 1 e 2 estrelas na ronda 3, isso dá 4 estrelas, 9 pontos?", "Não"),
        ("Ich hatte 2 Sterne in Runde 1 und 2 Sterne in Runde 3, also 4 Sterne und 9 Punkte?", "Nein"),
        ("J'ai eu 2 étoiles en manche 1 et 2 étoiles en manche 3, donc 4 étoiles soit 9 points ?", "Non"),
    ],
)
def test_stars_are_counted_round_by_round_not_summed(question, no):
    line = first(question)
    total = star_points(2) + star_points(2)
    assert line.startswith(no) and f"{total} " in line, line


@pytest.mark.parametrize(
    "question",
    [
        "At the end I had 4 unfinished grids with 3 crossed cells each. How many points is that?",
        "No fim tenho 4 cartelas por acabar com 3 casas riscadas cada. Quantos pontos?",
        "Am Ende hab ich vier unfertige Karten mit je 3 angekreuzten Feldern. Wieviele Punkte?",
        "A la fin j'ai 4 grilles pas finies avec 3 cases cochées chacune. Combien de points ?",
    ],
)
def test_cells_said_of_each_unfinished_grid_add_up(question):
    a = ask(question, demo=False)
    assert a.situation == "incomplete", a.text
    assert a.text.startswith(f"{cell_points(12)} ") and " 12 " in a.text.splitlines()[0], a.text


@pytest.mark.parametrize(
    "question",
    [
        "Game over: two unfinished grids with 5 and 4 crosses, and I still have 4 lightning. Points for those?",
        "Fim do jogo: duas cartelas por acabar com 5 e 4 casas riscadas, e ainda tenho 4 raios. Quantos pontos?",
        "Spielende: zwei unfertige Karten mit 5 und 4 Kreuzen, ich habe noch 4 Blitze. Wie viele Punkte?",
        "Fin de partie : deux grilles pas finies avec 5 et 4 cases cochées, il me reste 4 éclairs. Combien de points ?",
    ],
)
def test_unfinished_grids_and_leftover_lightning_are_both_told(question):
    a = ask(question, demo=False)
    line = a.text.splitlines()[0]
    assert a.situation == "incomplete" and {"incomplete-grids", "arena-lightning"} <= cited(question), line
    assert line.startswith(f"{cell_points(9)} ") and f"{Rules(variant='arena').lightning_points(4)} " in line, line


# -- strategy: the rules do not decide it ---------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "Is it a good idea to keep grids full of 9s in the first round?",
        "Vale a pena guardar cartelas com muitos números iguais na primeira ronda?",
        "Ist es schlau, am Anfang Karten mit lauter hohen Zahlen zu behalten?",
        "C'est malin de garder des grilles avec beaucoup de 1 au début ?",
    ],
)
def test_strategy_questions_say_the_rules_do_not_decide(question):
    a = ask(question, demo=False)
    assert not a.is_sure and a.situation is None
    head = a.text.splitlines()[0]
    assert head.startswith(("The rules do not", "As regras não", "Das entscheiden die Regeln", "Les règles ne")), head
