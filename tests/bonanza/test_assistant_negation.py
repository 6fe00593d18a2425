"""A negation is no present fact: a box said not to be free any more is filled, one said not to
be used yet is free, in four languages and with typos; a French restriction ("ne ... que") is
no negation."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read
from ludoteca.core.assistant_cases import negated


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I have no Fours left, rolled 4 4 4 2 1 on my last roll", "en"),
        ("fours not free anymore, 4 4 4 2 1", "en"),
        ("Não tenho mais os Quatros livres, saiu 4 4 4 2 1 no último lançamento", "pt"),
        ("nao tenho mais quatros, tirei 4 4 4 2 1", "pt"),
        ("kein Vierer mehr frei, 4 4 4 2 1 im letzten Wurf", "de"),
        ("Vierer ist nicht mehr frei, 4 4 4 2 1 im lezten Wurf", "de"),
        ("la case Quatre n'est plus libre, 4 4 4 2 1 au dernier lancer", "fr"),
        ("aucune case Quatre libre, j'ai 4 4 4 2 1 au dernier lancé", "fr"),
    ],
)
def test_a_box_said_not_free_is_filled_and_never_offered(question, lang):
    facts = read(question, lang)
    assert "fours" not in facts.free and "fours" in facts.sheet
    listed = {"en": "Fours 12", "pt": "Quatros 12", "de": "Vierer 12", "fr": "Quatre 12"}[lang]
    assert listed not in ask(question, lang).text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I haven't used my chance yet, 6 6 5 4 1 last roll", "en"),
        ("Chance not used yet and 6 6 5 4 1", "en"),
        ("ainda não usei a Sorte, 6 6 5 4 1 no ultimo lançamento", "pt"),
        ("Chance noch nicht benutzt, 6 6 5 4 1 letzter Wurf", "de"),
        ("je n'ai pas encore utilisé la chance, 6 6 5 4 1 au dernier lancer", "fr"),
    ],
)
def test_a_box_said_not_used_is_free(question, lang):
    facts = read(question, lang)
    assert "chance" in facts.free and "chance" not in facts.sheet
    assert "22" in ask(question, lang).text  # 6+6+5+4+1 in the Chance, still there to take


def test_a_restriction_is_no_negation():
    assert not negated("il ne me reste que", "fr") and not negated("il ne me reste plus que", "fr")
    assert negated("la case n'est plus libre", "fr") and negated("i haven't", "en")
    facts = read("il ne me reste que la Chance, 6 6 5 4 1", "fr")
    assert facts.free == ("chance",) and facts.only


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("5 5 5 5 5, my Bonanza box is not filled yet, where does it go?", "en"),
        ("I rolled 5 5 5 5 5 but I havent filled bonanza", "en"),
        ("tirei 5 5 5 5 5 e a casa Bonanza ainda não está preenchida, onde ponho?", "pt"),
        ("5 5 5 5 5 und mein Bonanza-Feld ist noch nicht ausgefüllt – wohin?", "de"),
        ("j'ai 5 5 5 5 5, ma case Bonanza n'est pas encore remplie, je mets où ?", "fr"),
    ],
)
def test_five_alike_with_the_bonanza_box_said_not_filled_is_no_joker(question, lang):
    facts = read(question, lang)
    assert "bonanza" in facts.free and "bonanza" not in facts.sheet
    answer = ask(question, lang)
    assert answer.situation == "score" and "50" in answer.text.split(".")[0]
