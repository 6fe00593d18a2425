"""Every fact a Bonanza question gives is used, or the answer says which was not: upper boxes
given with the dice to go in one more are worked out to the upper bonus, a number no fact read
is named before the case (which is then not told as the answer), a yes/no question about a box
is answered yes or no first, and a click on the table is the controls' question, in four
languages and with typos."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read
from ludoteca.bonanza.rules import UPPER, Sheet, score


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        (
            "Ones 3, Twos 6, Threes 9, Fours 12, Fives 15 filled; I rolled 6 6 6 2 1 - "
            "if I put it in Sixes do I get the upper bonus?",
            "en",
            "Yes",
        ),
        ("Uns 3, Dois 6, Tres 9, Quatros 8, Cincos 20. Tirei 6 6 6 6 1, se puser nos Seis ganho o bónus?", "pt", "Sim"),
        (
            "Einser 3, Zweier 6, Dreier 9, Vierer 12, Fünfer 10, jetzt 6 6 6 2 1 in die Sechser – krieg ich den Bonus?",
            "de",
            "Nein",
        ),
        ("As 3, Deux 6, Trois 9, Quatre 12, Cinq 15 ; j'ai 6 6 6 2 1, si je mets en Six j'ai le bonus ?", "fr", "Oui"),
        ("oben hab ich 50, 5 5 1 2 3 in die fünfer, reicht das für den bonus?", "de", "Noch nicht"),
    ],
)
def test_the_upper_bonus_is_worked_out_on_every_upper_box_given(question, lang, first):
    facts = read(question, lang)
    answer = ask(question, lang)
    target = "sixes" if "sixes" in facts.boxes else "fives"
    given = {b: p for b, p in facts.sheet.items() if b in UPPER and p is not None}
    points = score(facts.dice or (), target, {})
    total = (facts.upper_total or 0) + Sheet({**given, target: points}).upper_total()
    assert answer.situation == "upper_bonus" and answer.text.startswith(first), answer.text
    assert str(total) in answer.text.split(".")[0] and str(points) in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "number"),
    [
        ("turn 7, rolled 2 3 4 5 5 what does it get in small strait", "en", "7"),
        ("ronda 8: tirei 3 3 3 5 5, quanto vale no full house?", "pt", "8"),
        ("Runde 11, 2 2 2 6 1 im Dreierpasch, wie viel?", "de", "11"),
        ("manche 4, j'ai 6 6 6 6 3 combien en carré ?", "fr", "4"),
    ],
)
def test_a_number_no_fact_reads_is_named_and_the_case_not_told_as_the_answer(question, lang, number):
    answer = ask(question, lang)
    assert answer.missing == "unread", answer.text
    assert number in answer.text.split(".")[0].split(":")[0] or number in answer.text.split(";")[0]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Ones 3, Twos 6, Threes 9 - rolled 4 4 4 2 1, what in fours?", "en"),
        ("4 4 4 2 1 after 2 rolls, my Fours has 8?? what should I keep", "en"),
        ("2 3 4 5 6 vale 40 na seq grande?", "pt"),
        ("ich habe 6 6 6 6 6, Bonanza-Feld hat 50, Sechser voll, was jetzt", "de"),
        ("j'ai 3 3 3 3 3, ma case Bonanza a 50, je le mets en full pour 25 ?", "fr"),
        ("Player 1: 200, player 2: 180, player 3 200. who wins?", "en"),
        ("Spieler 1 hat 150, Spieler 2 hat 170 – wer gewinnt?", "de"),
        ("on est 3 joueurs, j'ai 2 3 4 5 6 au 2e lancer, je garde tout ?", "fr"),
    ],
)
def test_numbers_read_as_facts_leave_nothing_unread(question, lang):
    assert ask(question, lang).missing != "unread"


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        ("is 2 3 4 5 6 a large straight??", "en", "Yes: "),
        ("Is 4 4 4 4 2 a full house?", "en", "No: "),
        ("conta 1 1 2 2 2 como full house?", "pt", "Sim: "),
        ("Zählt 3 3 3 3 2 als Full House?", "de", "Nein: "),
        ("j'ai 2 2 3 3 3 c'est un full ?", "fr", "Oui : "),
        ("can I put 6 6 6 2 1 in full house?", "en", "Yes, but for 0"),
        ("Posso meter 6 6 6 2 1 no full house?", "pt", "Sim, mas com 0"),
    ],
)
def test_a_yes_no_question_about_a_box_is_answered_yes_or_no_first(question, lang, first):
    assert ask(question, lang).text.startswith(first)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What does 3 3 3 5 5 score in full house?", "en"),
        ("Quanto vale 4 4 4 2 1 nos Quatros?", "pt"),
        ("Je fais 6 6 6 2 2, combien en brelan ?", "fr"),
    ],
)
def test_an_open_question_gets_no_yes_or_no(question, lang):
    assert ask(question, lang).text.split()[0].rstrip(":").lower() not in {"yes", "no", "sim", "nao", "oui", "non"}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I have 6 6 6 6 6 and click on Bonanza, does it record at once?", "en"),
        ("Ich hab 3 4 5 5 6, wenn ich auf Kleine Straße klicke, ist das sofort eingetragen?", "de"),
        ("j'ai 1 2 3 4 5, si je clique sur grande suite c'est inscrit direct ?", "fr"),
    ],
)
def test_a_click_on_the_table_is_no_score_worked_out(question, lang):
    """Without the rolls had, the click's answer asks for them rather than say yes or a score."""
    answer = ask(question, lang)
    assert answer.situation in (None, "click") and not answer.text.startswith(("Ja", "Yes", "Oui", "3 4 5 5 6"))
    assert answer.situation is None or answer.missing == "rolls"


@pytest.mark.parametrize(
    ("question", "lang", "gone", "places"),
    [
        (
            "Joguei com dois amigos: eu tinha 250 mas desisti na última rodada; "
            "eles terminaram com 180 e 175. Quem ganhou?",
            "pt",
            250,
            ["1.º lugar com 180", "2.º lugar com 175", "3.º lugar com 250"],
        ),
        ("I had 240 but gave up, Ann finished with 150 and Bob 150. who won?", "en", 240, ["place 3 with 240"]),
        ("Ich hatte 260 und hab aufgegebn, die anderen 200 und 190. Wer gewinnt?", "de", 260, ["Platz 3 mit 260"]),
        (
            "I gaveup with 300, my wife had 120 and my son 120 - who won??",
            "en",
            300,
            ["place 1 with 120", "place 3 with 300"],
        ),
        ("moi 230, ma soeur 250 mais elle a abandonné, mon père 210. qui gagne ?", "fr", 250, ["place 3 avec 250"]),
    ],
)
def test_who_gave_up_ranks_behind_all_who_finished(question, lang, gone, places):
    """Even a misspelt "gave up" ("aufgegebn", "gaveup") is read, and places are the engine's."""
    facts = read(question, lang)
    text = ask(question, lang).text
    assert [t for t, g in zip(facts.totals, facts.gave_up, strict=True) if g] == [gone]
    assert all(p in text for p in places), text
    assert "places" in text.lower() or "lugares" in text.lower() or "plätze" in text.lower()
