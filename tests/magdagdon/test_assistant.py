"""MAGDAGDON's rules assistant (core's assistant with MAGDAGDON's data and situations): every rules
section covered in four languages, plain questions worded otherwise and with typos, answers in
the question's language, off-topic questions declined, and the cases a question describes
worked out with the engine's placement check and scoring."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoteca.core.rulebook import sections
from ludoteca.magdagdon.assistant import ask, labels, topic, topics
from ludoteca.magdagdon.rules import BONUS, combination
from tests.budgets import examples

DATA = Path(__file__).parents[2] / "src" / "ludoteca" / "magdagdon" / "assistant"
LANGS = ("en", "pt", "de", "fr")


def test_every_topic_is_told_in_four_languages_and_every_section_is_answered():
    known = set(sections("magdagdon"))
    for t in topics():
        found = topic(t)
        assert found.sections and {c.anchor for c in found.sections} <= known, t
        assert set(found.title) == set(found.answer) == set(found.questions) == set(LANGS), t
        assert all(len(found.questions[lang]) >= 4 for lang in LANGS), t
    assert {c.anchor for t in topics() for c in topic(t).sections} == known
    told = json.loads((DATA / "sections.json").read_text("utf-8"))["sections"]
    assert list(told) == list(sections("magdagdon"))


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("is a diagonal neighbour enough?", "en", "placement_touch"),
        ("how much is a sequnce worth", "en", "sequence"),
        ("what does a ruin cost me at the end", "en", "ruin_cost"),
        ("Onde posso pôr o primeiro dado do jogo?", "pt", "placement_first"),
        ("Quanto custa usar poderes no peaceful?", "pt", "power_penalty"),
        ("Wann ist das Spiel zu Ende?", "de", "game_end"),
        ("Kann ich einen Würfel um zwei verändern?", "de", "power_change"),
        ("Une ruine compte comme un nombre ?", "fr", "ruin_neighbour"),
        ("Combien vaut une suitte ?", "fr", "sequence"),
    ],
)
def test_plain_questions_find_their_topic_in_their_language(question, lang, want):
    answer = ask(question, demo=False)
    assert answer.topic == want and answer.lang == lang, (answer.topic, answer.lang)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("What's the weather like tomorrow?", "en"),
        ("Qual é a capital de França?", "pt"),
        ("Wie spät ist es in Tokio?", "de"),
    ],
)
def test_questions_off_the_rules_are_declined_in_their_language(question, lang):
    answer = ask(question, demo=False)
    assert answer.topic is None and answer.lang == lang
    assert answer.text.split("\n")[0] in {labels(lang)[k] for k in ("not_sure", "not_found", "not_covered")}


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Can I put a 5 next to a 3?", "No: a 5 cannot go next to a 3;"),
        ("can I place a 4 next to a 3 and a 5?", "Yes: a 4 may go next to a 3 and a 5"),
        ("Posso pôr um 4 ao lado de um 3 e de um 6?", "Não: um 4 não pode ir ao lado de um 6;"),
        ("Darf ich eine 2 neben eine 2 setzen?", "Ja: eine 2 darf neben eine 2"),
        ("Je peux mettre un 6 à côté d'un 5 ?", "Oui : un 6 peut aller à côté d'un 5"),
        ("What can go next to a 2 and a 4?", "Next to a 2 and a 4, only 3 may go."),
        ("What can go next to a 1 and a 4?", "Nothing may go next to a 1 and a 4"),
    ],
)
def test_the_placement_check_answers_the_values_asked(question, first):
    answer = ask(question)
    assert answer.situation == "placement" and answer.text.startswith(first), answer.text
    assert [c.anchor for c in answer.sections] == ["placement"]


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(1, 6), st.lists(st.integers(1, 6), min_size=1, max_size=4))
def test_any_value_next_to_any_numbers_follows_the_within_one_rule(value, around):
    named = " and ".join(f"a {n}" for n in around)
    answer = ask(f"Can I put a {value} next to {named}?")
    assert answer.text.startswith("Yes" if all(abs(value - n) <= 1 for n in around) else "No"), answer.text


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_four_numbers_along_a_line_score_their_sum_and_best_bonus(values):
    answer = ask(f"What does {'-'.join(map(str, values))} score in a row?")
    combo = combination(values)
    total = sum(values) + (BONUS[combo] if combo else 0)
    assert answer.situation == "line" and re.search(rf"\b{total}\b", answer.text.split(":")[1]), answer.text


def test_powers_and_ruins_cost_what_the_difficulty_says():
    assert ask("peaceful, I used 2 powers: penalty?").text.startswith("2 powers at PEACEFUL: 30 points off")
    assert ask("survival, 1 power used, penalty?").text.startswith("1 power at SURVIVAL: 70 points off")
    assert ask("Ich habe drei Ruinen, was kosten sie?").text.startswith("3 Ruinen: am Ende 45 Punkte weniger")
    assert "at most 1 power uses" in ask("survival with 2 powers used, what is the penalty?").text


def test_importing_the_engine_imports_no_assistant():
    code = "import sys, ludoteca.magdagdon.game; print(any('assistant' in m for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
