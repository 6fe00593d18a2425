"""Bonanza's rules assistant (core's assistant with Bonanza's data and situations): every rules
section covered in four languages, plain questions worded otherwise and with typos, answers in
the question's language, off-topic questions declined, and the cases a question describes
worked out with the engine's rules and the advisor."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.bonanza.assistant import ask, explain, labels, topic, topics
from ludoteca.bonanza.assistant_reading import read
from ludoteca.bonanza.rules import BOXES, score
from ludoteca.core.rulebook import sections
from tests.budgets import examples

ROOT = Path(__file__).parents[2]
DATA = ROOT / "src" / "ludoteca" / "bonanza" / "assistant"
LANGS = ("en", "pt", "de", "fr")


def test_every_topic_is_told_in_four_languages_and_cites_real_sections():
    known = set(sections("bonanza"))
    for t in topics():
        found = topic(t)
        assert found.sections and {c.anchor for c in found.sections} <= known, t
        assert set(found.title) == set(found.answer) == set(found.questions) == set(LANGS), t
        assert all(len(found.questions[lang]) >= 4 for lang in LANGS), t
        assert all(r in topics() for r in found.related), t


def test_every_section_of_the_rules_is_answered_by_a_topic_and_told_in_every_language():
    cited = {c.anchor for t in topics() for c in topic(t).sections}
    assert cited == set(sections("bonanza"))
    told = json.loads((DATA / "sections.json").read_text("utf-8"))["sections"]
    assert list(told) == list(sections("bonanza"))
    assert all(set(passage) == set(LANGS) and all(passage.values()) for passage in told.values())


# Asked otherwise than any topic's examples (and some with typos): the topic that answers.
PLAIN = [
    ("how many points is a full house", "en", "full_house"),
    ("whats a large straigth worth", "en", "straights"),
    ("can i roll the dice four times in one turn", "en", "rolls"),
    ("what happens when i get five of a kind twice", "en", "joker_bonus"),
    ("how many people can sit at one table", "en", "players"),
    ("how much do you need in the upper part to get the 35 bonus", "en", "upper_bonus"),
    ("Quantos pontos dá uma sequência grande?", "pt", "straights"),
    ("quantas vezes posso lançar os dados numa jogada", "pt", "rolls"),
    ("Quanto é o bónus de cima?", "pt", "upper_bonus"),
    ("o que acontece se houver empate no fim", "pt", "ties"),
    ("Wieviele Punkte gibt ein Viererpash?", "de", "kinds"),
    ("Wie oft darf man in einem Zug würfeln?", "de", "rolls"),
    ("Was passiert wenn die Zeit abläuft?", "de", "turn_clock"),
    ("was bekommt man fur ein zweites bonanza", "de", "joker_bonus"),
    ("Combien de points pour une petite suitte ?", "fr", "straights"),
    ("on peut jouer à combien de joueurs ?", "fr", "players"),
    ("le bonus de la partie haute rapporte combien ?", "fr", "upper_bonus"),
    ("qui gagne en cas d'égalité ?", "fr", "ties"),
]


@pytest.mark.parametrize(("question", "lang", "want"), PLAIN)
def test_plain_questions_find_their_topic_in_their_language(question, lang, want):
    answer = ask(question, demo=False)
    assert answer.topic == want and answer.lang == lang, (answer.topic, answer.lang)
    assert answer.text == topic(want).answer[lang] or answer.text in topic(want).answer[lang]


def test_an_answer_opens_with_the_answer():
    assert ask("How much is a full house worth?").text.startswith("25 points")
    assert ask("Wie viele Felder hat der Punktezettel?").text.startswith("13 Felder")
    assert ask("Can I hold dice?").text.startswith("Yes")
    assert not ask("How do I hold a die?").text.startswith("Yes")  # an open question gets the fact


def test_the_answer_language_can_be_chosen():
    answer = ask("How much is a full house worth?", "fr")
    assert answer.lang == "fr" and answer.text == topic("full_house").answer["fr"]
    assert answer.sections[0].path("fr") == "docs/rules/fr/bonanza.md"
    assert explain("joker_place", "de").text == topic("joker_place").answer["de"]


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What's the weather like tomorrow?", "en"),
        ("Who won the football world cup?", "en"),
        ("Qual é a capital de França?", "pt"),
        ("Wie spät ist es in Tokio?", "de"),
        ("Quelle est la recette de la tarte aux pommes ?", "fr"),
    ],
)
def test_questions_off_the_rules_are_declined_in_their_language(question, lang):
    answer = ask(question, demo=False)
    assert answer.topic is None and answer.lang == lang
    assert answer.text.split("\n")[0] in {labels(lang)[k] for k in ("not_sure", "not_found")}


def test_another_game_is_declined_by_name():
    answer = ask("Wie spielt man Monopoly?")
    assert answer.topic is None
    assert answer.text.startswith("Ich kenne nur die Regeln von Bonanza, nicht die von Monopoly.")


# -- situations -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("What does 3 3 3 5 5 score in full house?", "3 3 3 5 5 scores 25 in Full house."),
        ("Is 4 4 4 4 2 a full house?", "No: 4 4 4 4 2 scores 0 in Full house"),
        ("Kann ich 1 2 3 4 6 als Kleine Straße eintragen?", "Ja: 1 2 3 4 6 zählt 30 bei Kleine Straße."),
        ("Je fais 6 6 6 2 2, combien en brelan ?", "6 6 6 2 2 rapporte 22 en Brelan."),
        ("Quanto vale 4 4 4 2 1 nos Quatros?", "4 4 4 2 1 vale 12 em Quatros."),
        ("what can I score with 2,3,4,5,6?", "The most is 40 in Large straight."),
    ],
)
def test_given_dice_are_scored_in_the_box_asked(question, first):
    answer = ask(question)
    assert answer.situation == "score" and answer.text.startswith(first), answer.text
    assert answer.sections and answer.topic in topics()


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.integers(1, 6), min_size=5, max_size=5), st.sampled_from(BOXES))
def test_any_dice_and_box_asked_are_read_back_and_scored_by_the_rules(dice, box):
    spoken = box.replace("_", " ")
    question = f"What does {' '.join(map(str, dice))} score in {spoken}?"
    facts = read(question, "en")
    assert facts.dice == tuple(dice) and facts.boxes[:1] == (box,)
    answer = ask(question)
    said = re.match(r"[\d ]+ scores (\d+) in ", answer.text)
    assert answer.situation == "score" and said and int(said.group(1)) == score(dice, box), answer.text


def test_a_joker_is_placed_and_its_bonus_given_by_the_rules():
    text = ask("I rolled five 4s, my Bonanza box has 50 and Fours is filled").text
    assert "50 more points" in text and "Full house 25" in text and "Large straight 40" in text
    text = ask("Lancei cinco 6, a casa Bonanza tem 0 e os Seis estão livres").text
    assert "Não há bónus Bonanza" in text and "Seis" in text and "30 pontos" in text
    answer = ask("I rolled a second Bonanza, where does it go?")
    assert answer.situation is None or answer.missing == "bonanza_box"


def test_five_alike_on_a_sheet_not_told_asks_what_the_bonanza_box_holds():
    answer = ask("What does 5 5 5 5 5 score?")
    assert answer.text.startswith("The most is 50 in Bonanza.") and answer.missing == "bonanza_box"


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Ones 3, twos 6, threes 9, fours 12, fives 15, sixes 18: do I get the bonus?", "Yes: "),
        ("Ones 3, twos 6, threes 9, fours 12, fives 15, sixes 15: do I get the bonus?", "No: "),
        ("my upper section is 58, how much for the bonus?", "No, not yet: "),
        ("Tenho 20 nos Quatros, 15 nos Cincos e 18 nos Seis, ganho o bónus?", "Ainda não: "),
        ("Mein oberer Teil hat 65, bekomme ich den Bonus?", "Ja: "),
    ],
)
def test_the_upper_bonus_is_worked_out_from_the_upper_boxes_given(question, first):
    answer = ask(question)
    assert answer.situation == "upper_bonus" and answer.text.startswith(first), answer.text


def test_the_upper_total_and_what_is_short_are_counted():
    assert "60, 3 short of 63" in ask("Ones 3, twos 6, threes 9, fours 12, fives 15, sixes 15: bonus?").text
    assert "53 até agora, e mais 10" in ask("Tenho 20 nos Quatros, 15 nos Cincos e 18 nos Seis, ganho o bónus?").text


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        ("I have 3 3 3 5 6 after two rolls, what are my options?", "en", "With 3 3 3 5 6 and 1 roll left"),
        ("Tenho 3 3 3 5 6 depois de dois lançamentos, o que devo guardar?", "pt", "Com 3 3 3 5 6 e 1 lançamento"),
        ("Ich habe 3 3 3 5 6 nach zwei Würfen, was soll ich halten?", "de", "Mit 3 3 3 5 6 und 1 Wurf übrig"),
        ("J'ai 3 3 3 5 6 après deux lancers, que dois-je garder ?", "fr", "Avec 3 3 3 5 6 et encore 1 lancer"),
    ],
)
def test_what_to_hold_is_the_advisors_best_choice(question, lang, first):
    from ludoteca.bonanza.advisor import best_hints
    from ludoteca.bonanza.rules import Rules, Sheet

    best = best_hints(Rules(), Sheet(), (3, 3, 3, 5, 6), 1)[0].details
    answer = ask(question)
    assert answer.situation == "options" and answer.lang == lang and answer.text.startswith(first)
    assert best["kind"] == "keep" and " ".join(map(str, best["keep"])) in answer.text.split(".")[0]


def test_after_the_last_roll_the_advice_is_a_box():
    answer = ask("I have 2 3 4 5 6 after my third roll, what should I do?")
    assert answer.text.startswith("With 2 3 4 5 6 after your last roll, the best is to record it in Large straight")


def test_a_case_without_the_rolls_had_asks_for_them():
    answer = ask("What should I keep with 2 2 5 5 6?")
    assert answer.situation == "options" and answer.missing == "rolls" and "how many rolls" in answer.text
    answer = ask("Que dois-je garder avec 2 2 5 5 6 ?")
    assert answer.lang == "fr" and "combien de lancers" in answer.text


def test_a_general_question_about_holding_is_the_rule_not_a_case():
    answer = ask("which dice should I keep?")
    assert answer.situation is None and answer.topic == "holding"


def test_importing_the_engine_imports_no_assistant():
    code = "import sys, ludoteca.bonanza.game; print(any('assistant' in m for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
