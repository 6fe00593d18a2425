"""How sure MAGDAGDON's rules assistant is: a plain question whose topic scores under round 2's
bar but leads every topic citing other sections is answered, in four languages and with typos;
questions of opinion, worth or world records are still declined, and a score just under the line
with no lead is not answered."""

from __future__ import annotations

import numpy as np
import pytest

from ludoteca.core.assistant import _confidence, _sure
from ludoteca.magdagdon.assistant import COEF, LINE, THRESHOLD, ask, labels, topic, topics


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("how many pts does a ruin take off", "en", "ruin_cost"),
        ("une ruine ca retire combien de pts", "fr", "ruin_cost"),
        ("do the dice I dont place stay for next turn", "en", "unused_dice"),
        ("os dados que nao uso ficam para a proxima jogada", "pt", "unused_dice"),
        ("bleiben die würfel die ich nicht setze für den nächsten zug", "de", "unused_dice"),
        ("les dés que je ne pose pas restent pour le tour d'après ?", "fr", "unused_dice"),
        ("wann genau is das spiel vorbei", "de", "game_end"),
        ("qd termina a partida", "pt", "game_end"),
    ],
)
def test_a_plain_question_with_a_clear_lead_is_answered(question, lang, want):
    answer = ask(question, demo=False)
    assert (answer.topic, answer.lang) == (want, lang)


@pytest.mark.parametrize(
    ("question", "lang", "key"),
    [
        ("is it worth going for two pairs", "en", "not_decided"),
        ("would it be more fun with a friend", "en", "not_decided"),
        ("vale a pena tentar fazer sequencias", "pt", "not_decided"),
        ("lohnt es sich, auf vier gleiche zu gehen", "de", "not_decided"),
        ("ça vaut le coup de viser une suite ?", "fr", "not_decided"),
        ("qual é o recorde mundial no pesadelo", "pt", "not_covered"),
        ("gibt es einen weltrekord", "de", "not_covered"),
        ("quel est le record du monde en survie", "fr", "not_covered"),
        ("what's the highest possible score you can make?", "en", "not_covered"),
        ("qual a pontuação máxima num jogo?", "pt", "not_covered"),
        ("le score max c'est combien ?", "fr", "not_covered"),
        ("what colour are the dice?", "en", "not_covered"),
        ("welche farbe hat das brett", "de", "not_covered"),
    ],
)
def test_opinions_worth_and_records_are_still_declined(question, lang, key):
    answer = ask(question, demo=False)
    assert answer.topic is None and answer.text.split("\n")[0] == labels(lang)[key]


def test_the_line_weighs_the_lead_under_the_old_bar_and_nothing_above_it():
    anchors = [{c.anchor for c in topic(t).sections} for t in topics()]
    rival = next(i for i, a in enumerate(anchors) if not a & anchors[0])
    features = np.zeros(len(COEF))
    features[0] = 1.0
    for top, lead, sure in [(0.36, 0.10, True), (0.36, 0.02, False), (0.29, 0.4, False), (0.45, 0.02, True)]:
        scores = np.zeros(len(anchors))
        scores[0], scores[rival] = top, top - lead
        features[1], features[2] = top, lead
        confident = _confidence(features, COEF)
        assert (confident >= 0.5) == (top + lead / 2 >= LINE)
        assert _sure("magdagdon", scores, 0, confidence=confident) == sure == (top >= THRESHOLD and confident >= 0.5)


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("what's a ruin for?", "ruin_what"),
        ("o que é uma ruina, afinal?", "ruin_what"),
        ("was macht eigentlich eine Ruine?", "ruin_what"),
        ("une ruine, c'est quoi ?", "ruin_what"),
        ("does a column with a ruin still score a bonus?", "ruin_line"),
        ("uma linha com uma ruina e tres 4 vale bonus?", "ruin_line"),
        ("gibt eine reihe mit ruine noch einen bonus?", "ruin_line"),
        ("une colonne avec une ruine peut avoir un bonus ?", "ruin_line"),
        ("who chooses where the ruin goes?", "ruin_choice"),
    ],
)
def test_what_a_ruin_is_and_a_line_with_one_are_topics_of_their_own(question, want):
    assert ask(question, demo=False).topic == want


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("who is majda?", "en"),
        ("quem é a Majda?", "pt"),
        ("wer ist Majda eigentlich?", "de"),
        ("c'est qui majda", "fr"),
    ],
)
def test_who_majda_is_is_declined(question, lang):
    answer = ask(question, demo=False)
    assert answer.topic is None and answer.text.split("\n")[0] == labels(lang)["not_covered"]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("can I play this on my phone?", "en"),
        ("what's a good score for a beginner?", "en"),
        ("O jogo guarda a partida se eu fechar a janela?", "pt"),
        ("Há alguma versão em tabuleiro físico?", "pt"),
        ("Gibt es ein Zeitlimit pro Zug?", "de"),
        ("Y a-t-il une limite de temps par tour ?", "fr"),
    ],
)
def test_the_app_a_clock_an_edition_or_a_good_score_are_outside_the_rules(question, lang):
    answer = ask(question, demo=False)
    assert answer.topic is None and answer.text.split("\n")[0] == labels(lang)["not_covered"]
