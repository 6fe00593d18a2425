"""The rules assistant: complete curated data, citations of real rule sections, demos that run,
deterministic answers, no confident answer to questions it does not know, and a measured
accuracy on paraphrased questions written apart from the topics (tests/luckybox/paraphrases.json)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ludoteca.core.i18n import set_language
from ludoteca.luckybox import assistant
from ludoteca.luckybox.assistant import DEMOS, THRESHOLD, Answer, ask, detect_language, topic, topics

HERE = Path(__file__).parent
PARAPHRASES = json.loads((HERE / "paraphrases.json").read_text("utf-8"))
LANGS = ("en", "pt", "de", "fr")
#: The rules file sits in shared/ beside the repository (as in CI); skipped where it is absent.
RULES_FILE = HERE.parents[2] / "shared" / "rules" / "luckybox.md"
REQUIRED = {"rounds", "starting_grids", "lightning", "lightning_number_bonus", "row_and_column", "completed_grids",
            "stars", "moons", "ties", "solo", "incomplete_grids", "passing", "supply_empty", "bonus_types", "chains",
            "game_in_30_seconds", "turn_in_brief", "how_to_win", "mistake_two_grids", "mistake_fourth_star",
            "mistake_empty_supply", "mistake_bonus_slots", "mistake_number_bonus_lightning"}


def test_every_required_topic_is_there_once():
    ids = topics()
    assert len(ids) == len(set(ids))
    assert set(ids) >= REQUIRED


@pytest.mark.parametrize("topic_id", topics())
def test_every_topic_speaks_all_four_languages(topic_id):
    t = topic(topic_id)
    for lang in LANGS:
        assert t.title[lang].strip() and t.answer[lang].strip(), (topic_id, lang)
        assert len(t.questions[lang]) >= 3, (topic_id, lang)
    assert set(t.related) <= set(topics())
    assert t.demo is None or t.demo in DEMOS


def _sections() -> dict[str, str]:
    """Each '## ' heading of the rules file (its words before any parenthesis) -> its text."""
    if not RULES_FILE.exists():
        pytest.skip(f"the rules file is not at {RULES_FILE}")
    parts = re.split(r"^## (.+)$", RULES_FILE.read_text("utf-8"), flags=re.M)
    return {re.sub(r"\s*\(.*\)$", "", head).strip(): body for head, body in zip(parts[1::2], parts[2::2])}


@pytest.mark.parametrize("topic_id", topics())
def test_citations_name_real_sections_of_the_rules(topic_id):
    sections = _sections()
    for part in topic(topic_id).rule.split("; "):
        heading, _, detail = part.partition(", ")
        found = [h for h in sections if h == heading or h.startswith(heading + " ")]
        assert found, f"{topic_id}: {heading!r} is not a section of the rules ({list(sections)})"
        step = re.fullmatch(r"step (\d)", detail)
        assert not detail or step, f"{topic_id}: cite a step as 'step N', not {detail!r}"
        if step:
            assert re.search(rf"^{step.group(1)}\. ", sections[found[0]], flags=re.M), (topic_id, part)


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_each_demo_runs_and_is_deterministic(name):
    first = DEMOS[name]()
    assert first.strip() and first == DEMOS[name]()
    assert "0x" not in first  # no memory addresses


def test_the_lightning_demo_wraps_round_from_9():
    assert "9 revealed, 2 lightning -> 9 (0), 1 (1), 8 (1), 2 (2), 7 (2)" in assistant.demo_lightning()


def test_the_number_bonus_demo_shows_the_refusal():
    text = assistant.demo_number_bonus_lightning()
    assert "refused" in text and "as printed" in text


def test_answers_are_deterministic_and_readable():
    a, b = ask("Can I use lightning on a Number bonus?"), ask("Can I use lightning on a Number bonus?")
    assert a == b and str(a) == str(b) and a._repr_markdown_() == b._repr_markdown_()
    assert a.topic == "lightning_number_bonus" and a.rule == "A turn, step 3" and a.score >= THRESHOLD
    assert a.demo and "refused" in a.demo
    assert all("    " + line in str(a) for line in a.demo.splitlines())
    assert repr(a) == f"Answer(topic='lightning_number_bonus', lang='en', score={a.score:.2f})"
    assert len(a.alternatives) == 3 and a.topic not in a.alternatives


def test_every_curated_question_finds_its_own_topic():
    found = {(t, lang, q): ask(q, demo=False).topic
             for t in topics() for lang in LANGS for q in topic(t).questions[lang]}
    misses = [(key, got) for key, got in found.items() if got != key[0]]
    # Twin topics (a rule and the frequent mistake about it) may swap on a few of their own
    # phrasings; anything beyond a handful is a broken matcher.
    assert len(misses) <= 12, misses


@pytest.mark.parametrize("question", PARAPHRASES["unknown"])
def test_unknown_questions_never_get_a_confident_answer(question):
    a = ask(question)
    assert a.topic is None and a.rule is None and a.demo is None
    assert a.score < THRESHOLD


def test_not_sure_lists_the_closest_topics_in_the_language():
    a = ask("what is the capital of France", lang="pt")
    assert a.topic is None and len(a.alternatives) == 3
    assert str(a).startswith("Não tenho a certeza")
    assert all(f"- {topic(t).title['pt']}" in str(a) for t in a.alternatives)


def test_lang_forces_the_language_of_the_answer_de_too():
    a = ask("Kann ich Blitze auf einen Zahlen-Bonus anwenden?", lang="de")
    assert a.lang == "de" and a.topic == "lightning_number_bonus"
    assert a.text == topic("lightning_number_bonus").answer["de"] and "Regel: A turn, step 3" in str(a)
    assert ask("Wie viele Runden gibt es?").lang == "de"
    assert ask("How many rounds are there?", lang="de").text == topic("rounds").answer["de"]


def test_the_language_is_detected_or_taken_from_the_current_one():
    assert detect_language("Combien de manches y a-t-il ?") == "fr"
    assert detect_language("Quantas rondas tem o jogo?") == "pt"
    try:
        set_language("fr")
        assert ask("asdf").lang == "fr"
    finally:
        set_language("en")
    with pytest.raises(ValueError):
        ask("rounds?", lang="xx")


def _accuracy() -> dict[str, float]:
    rates = {}
    for lang, items in PARAPHRASES["questions"].items():
        rates[lang] = sum(ask(q, demo=False).topic == want for q, want in items) / len(items)
    rates["overall"] = sum(rates[lang] * len(PARAPHRASES["questions"][lang]) for lang in PARAPHRASES["questions"]) \
        / sum(len(items) for items in PARAPHRASES["questions"].values())
    return rates


def test_paraphrases_are_sixty_and_labelled_with_real_topics():
    assert {lang: len(items) for lang, items in PARAPHRASES["questions"].items()} == {"en": 20, "pt": 20, "fr": 20}
    assert {want for items in PARAPHRASES["questions"].values() for _, want in items} <= set(topics())
    curated = {q.lower() for t in topics() for lang in LANGS for q in topic(t).questions[lang]}
    assert not [q for items in PARAPHRASES["questions"].values() for q, _ in items if q.lower() in curated]


def test_first_answer_accuracy_on_paraphrases():
    # Measured 80% overall (en 85, pt 70, fr 85) when written; the floor leaves room for
    # harmless changes to the data but catches a matcher that got worse.
    rates = _accuracy()
    assert rates["overall"] >= 0.75, rates
    assert min(rates[lang] for lang in ("en", "pt", "fr")) >= 0.6, rates


def test_answer_is_an_answer():
    assert isinstance(ask("stars"), Answer)
    with pytest.raises(TypeError):
        ask(42)  # type: ignore[arg-type]
