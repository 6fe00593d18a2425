"""The rules assistant: complete curated data, citations of sections that exist in the shipped
rules (docs/rules/en/luckybox.md), a passage per section in each language, demos told in the
language asked, no confident answer to questions it does not know nor a close call, and its
accuracy measured on held-out questions (tests/luckybox/heldout.json, written from the shipped
rules alone and labelled by section)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from ludoteca.core import assistant, assistant_neighbours
from ludoteca.core.assistant import MARGIN, Answer, _confidence, _features, _ranking, _sure
from ludoteca.core.assistant_match import _tokens, fold
from ludoteca.core.assistant_sections import passages, section_scores
from ludoteca.core.i18n import set_language
from ludoteca.core.rulebook import sections
from ludoteca.luckybox.assistant import COEF, GAME, SURE, THRESHOLD, ask, detect_language, topic, topics
from ludoteca.luckybox.assistant_demos import DEMOS, demo

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1] / "benchmarks"))
from bench_luckybox_assistant import (  # noqa: E402 - one judge for the test and the benchmark
    RIGHT_FLOOR,
    WRONG_CEILING,
    judge,
    measure,
    written_apart,
)

PARAPHRASES = json.loads((HERE / "paraphrases.json").read_text("utf-8"))
LABELLED = assistant_neighbours.labelled  # the labelled questions, before any test leaves some out
HELDOUT = json.loads((HERE / "heldout.json").read_text("utf-8"))["questions"]
LANGS = ("en", "pt", "de", "fr")
REQUIRED = {
    "box",
    "rounds",
    "starting_grids",
    "starting_tokens",
    "lightning",
    "lightning_number_bonus",
    "row_and_column",
    "completed_grids",
    "stars",
    "moons",
    "ties",
    "solo",
    "incomplete_grids",
    "passing",
    "supply_empty",
    "bonus_types",
    "question_mark",
    "chains",
    "arena_variant",
    "game_in_30_seconds",
    "turn_in_brief",
    "how_to_win",
    "mistake_two_grids",
    "mistake_fourth_star",
    "mistake_empty_supply",
    "mistake_bonus_slots",
    "mistake_number_bonus_lightning",
}


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


def test_every_section_of_the_rules_is_answered_by_some_topic():
    cited = {c.anchor for t in topics() for c in topic(t).sections}
    # the overview sections and the screen are not rules a player asks about
    assert set(sections("luckybox")) - cited <= {"turn", "round-end", "game-end", "screen", "turn-end"}


@pytest.mark.parametrize("name", sorted(DEMOS))
@pytest.mark.parametrize("lang", LANGS)
def test_each_demo_runs_in_each_language_and_is_deterministic(name, lang):
    text = DEMOS[name](lang)
    assert text.strip() and text == DEMOS[name](lang) == demo(name, lang)
    assert "0x" not in text  # no memory addresses
    if lang != "en":
        assert text != DEMOS[name]("en"), f"{name} says nothing in {lang}"


def test_demo_words_exist_in_every_language():
    words = json.loads((HERE.parents[1] / "src/ludoteca/luckybox/assistant/demos.json").read_text("utf-8"))["words"]
    assert all(words[lang].keys() == words["en"].keys() for lang in LANGS)


def test_the_lightning_demo_wraps_round_from_9():
    assert "9 revealed, up to 2 lightning: 9 (0 ⚡), 1 (1 ⚡), 8 (1 ⚡), 2 (2 ⚡), 7 (2 ⚡)" in demo("demo_lightning")


def test_the_number_bonus_demo_shows_the_engine_refusing_in_french():
    text = demo("demo_number_bonus", "fr")
    assert "est refusé : Les éclairs ne décalent que le numéro révélé" in text
    assert "Grille 1" in text and "grid" not in text


def test_answers_are_deterministic_and_cite_linked_sections():
    a, b = ask("Can I use lightning on a Number bonus?"), ask("Can I use lightning on a Number bonus?")
    assert a == b and str(a) == str(b) and a._repr_markdown_() == b._repr_markdown_()
    assert a.topic == "lightning_number_bonus" and a.rule == "Number bonus" and a.score >= THRESHOLD
    assert "docs/rules/en/luckybox.md#bonus-number" in str(a)
    assert "[Number bonus](../../../docs/rules/en/luckybox.md#bonus-number)" in a._repr_markdown_()
    assert a.demo and "refused" in a.demo
    assert all("    " + line in str(a) for line in a.demo.splitlines())
    assert repr(a) == f"Answer(topic='lightning_number_bonus', lang='en', score={a.score:.2f})"
    assert len(a.alternatives) == 3 and a.topic not in a.alternatives


@pytest.mark.parametrize(
    ("question", "lang", "label", "title", "demo_word"),
    [
        ("Puis-je utiliser un éclair sur un bonus chiffre ?", "fr", "Règle", "Bonus Numéro", "refusé"),
        ("Posso usar raios num bónus de número?", "pt", "Regra", "Bónus Número", "recusado"),
        ("Kann ich Blitze auf einen Zahlenbonus anwenden?", "de", "Regel", "Zahlen-Bonus", "abgelehnt"),
    ],
)
def test_an_answer_is_wholly_in_the_language_asked(question, lang, label, title, demo_word):
    a = ask(question)
    assert a.lang == lang and a.topic == "lightning_number_bonus"
    text = str(a)
    assert f"{label}: {title}" in text and demo_word in a.demo
    for english in ("Rule", "Seen in the engine", "See also", "refused", "Number bonus"):
        assert english not in text


# The questions of issue 17 that got a confident wrong answer.
@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("What is the ? bonus?", "bonus-any"),
        ("Qu'est-ce que le bonus point d'interrogation ?", "bonus-any"),
        ("What does the question mark symbol next to a row do?", "bonus-any"),
        ("Can I spend lightning to change the number a bonus gives me?", "bonus-number"),
        ("Darf ich Blitze benutzen, um eine Bonuszahl zu verändern?", "bonus-number"),
        (
            "Si je gagne un bonus chiffre 6, est-ce que je peux payer un éclair pour cocher un 7 à la place ?",
            "bonus-number",
        ),
        ("How many players can play?", "box"),
        ("How long does a game take?", "box"),
        ("What age is it for?", "box"),
    ],
)
def test_the_questions_answered_wrongly_before(question, section):
    assert section in {c.anchor for c in ask(question).sections}


def test_a_topic_answers_its_own_example_questions_word_for_word():
    # Sureness is weighed only for questions no topic lists: asked as a topic puts it (in any
    # case, accents and punctuation), the question gets that topic's answer.
    checked = 0
    for index, t in enumerate(assistant._topics(GAME)):
        for lang, questions in t.questions.items():
            question = questions[0]
            if assistant._listed(GAME, question) == index:  # not also listed by another topic
                shouted = question.upper().replace("?", " ?!")
                assert ask(shouted, lang, demo=False).topic == t.id, (t.id, question)
                checked += 1
    assert checked >= 3 * len(assistant._topics(GAME))


def test_the_number_bonus_answer_says_no():
    for question in (
        "Can I spend lightning to change the number a bonus gives me?",
        "Darf ich Blitze benutzen, um eine Bonuszahl zu verändern?",
    ):
        assert ask(question).text.split(".")[0] in ("No", "Nein")


@pytest.mark.parametrize(
    "question", ["How do I play Bonanza?", "Como se joga ao Monopólio?", "Comment jouer au Monopoly ?"]
)
def test_questions_about_other_games_are_not_answered_as_if_sure(question):
    a = ask(question)
    assert a.topic is None and not a.sections and a.demo is None and len(a.alternatives) == 3


def test_the_box_facts():
    text = ask("How many players, how long, what age?", demo=False).text
    assert "1 to 6" in text and "20 minutes" in text and "8" in text


@pytest.mark.parametrize("question", PARAPHRASES["unknown"])
def test_unknown_questions_never_get_a_confident_answer(question):
    a = ask(question)
    assert a.topic is None and a.rule is None and a.demo is None
    assert a.score < THRESHOLD


@pytest.mark.parametrize("question", PARAPHRASES["vague"])
def test_questions_too_vague_to_place_get_not_sure(question):
    a = ask(question)
    assert a.topic is None and a.rule is None and len(a.alternatives) == 3


def test_not_sure_lists_the_closest_topics_in_the_language():
    a = ask("what is the capital of France", lang="pt")
    assert a.topic is None and len(a.alternatives) == 3
    assert str(a).startswith("Não encontro nada sobre isso nas regras")  # words the rules never use
    b = ask("moons grid rules", lang="pt")  # words of the rules, no clear topic
    assert b.topic is None and str(b).startswith("Não tenho a certeza"), str(b)
    assert all(f"- {topic(t).title['pt']}" in str(a) for t in a.alternatives)


def test_lang_forces_the_language_of_the_answer():
    a = ask("Kann ich Blitze auf einen Zahlen-Bonus anwenden?", lang="de")
    assert a.lang == "de" and a.topic == "lightning_number_bonus"
    assert a.text == topic("lightning_number_bonus").answer["de"] and "Regel: Zahlen-Bonus" in str(a)
    assert ask("Wie viele Runden gibt es?").lang == "de"
    counted = ask("How many rounds are there?", lang="de")  # the count first, then the topic's card
    assert counted.text.endswith(topic("rounds").answer["de"]) and counted.text.startswith("Ein Spiel hat 4 Runden")


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


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("tu connais Minecraft ?", "fr"),  # "tu" is a word of pt and fr alike
        ("connais-tu ce jeu ?", "fr"),
        ("tu conheces o Minecraft?", "pt"),
        ("tu achas que ganho?", "pt"),
        ("tu sais jouer ?", "fr"),
    ],
)
def test_words_two_languages_share_are_told_apart_by_the_others_spelling(question, lang):
    for current in ("en", "de"):  # the current language is in neither of the two
        assert detect_language(question, default=current) == lang
        assert ask(question, lang=None).lang == lang or current != "en"


def test_the_answer_as_json_for_the_widget():
    data = ask("Que fait le bonus point d'interrogation ?").to_json()
    assert data["lang"] == "fr" and data["title"] == "Le bonus « ? »"
    assert data["sections"][0] == {
        "title": "Le bonus « ? »",
        "href": "../../../docs/rules/fr/luckybox.md#bonus-any",
        "anchor": "bonus-any",
        "game": "luckybox",
        "lang": "fr",
    }
    assert [s["anchor"] for s in data["sections"]] == ["bonus-any", "chains"] and data["did_you_mean"] == []
    assert data["demo"] and "Grille 1" in data["demo"]
    assert data["labels"] == {"rule": "Règle", "demo": "Vu dans le moteur du jeu", "see_also": "Voir aussi"}


# -- the held-out measure --------------------------------------------------------------------
def test_the_held_out_set_is_large_labelled_by_real_sections_and_apart_from_the_topics():
    known = set(sections("luckybox"))
    curated = {q.lower() for t in topics() for lang in LANGS for q in topic(t).questions[lang]}
    shared = []
    for lang in LANGS:
        answerable = [item for item in HELDOUT[lang] if item["sections"] is not None]
        assert len(answerable) >= 20, lang
        assert all(set(item["sections"]) <= known for item in answerable)
        shared += [item["q"] for item in HELDOUT[lang] if item["q"].lower() in curated]
    # Two writers working apart may both write a short question word for word ("Wie viele Züge
    # hat eine Runde?" is in both); more than that would mean the topics copied the set.
    assert len(shared) <= 2, shared


def test_the_judge():
    sure, unsure = ask("How many rounds are there?", demo=False), ask("asdf")
    assert judge(sure, ["box"]) == "right" and judge(sure, ["stars"]) == "wrong" and judge(sure, None) == "wrong"
    assert judge(unsure, None) == "right" and judge(unsure, ["box"]) == "unsure"


def test_accuracy_on_held_out_questions():
    # The ninth written-apart set (128 questions, 32 a language, two writers given only
    # docs/rules/en/luckybox.md: a student's homework, an experienced player teaching friends; a
    # player back after a long break, someone who read the rules quickly). Counted with round 7's
    # state: 89.8% right first, 3.1% confidently wrong, 7.0% not sure; with round 8's (six more
    # writers and the eighth set among the labelled questions; shipped): 90.6%, 2.3%, 7.0% (en
    # 30/0/2, pt 29/2/1, de 29/0/3, fr 28/1/3 of 32). The sets held out before it, before and
    # after their round: the eighth 86.7% / 3.9% / 9.4% and 92.2% / 2.3% / 5.5%; the seventh
    # 81.2% / 1.6% / 17.2% and 85.2% / 1.6% / 13.3%; the sixth 65.6% / 5.5% / 28.9% and 81.2% /
    # 2.3% / 16.4%. The ninth again, once with the situations worked out (before round 9): 91.4%
    # / 2.3% / 6.2% (en 30/0/2, pt 29/2/1, de 30/0/2, fr 28/1/3); once with round 9 (the topics'
    # openings and splits, the sureness): 89.8% / 3.1% / 7.0% (en 30/0/2, pt 28/1/3, de 31/0/1,
    # fr 26/3/3). These floors catch a change that makes it worse.
    results = measure("heldout.json")
    total = {k: sum(r[k] for r in results.values()) for k in ("right", "wrong", "unsure")}
    count = sum(total.values())
    assert total["right"] / count >= 0.85, total
    assert total["wrong"] / count <= 0.04, total
    assert min(r["right"] / sum(r.values()) for r in results.values()) >= 0.75, results


def leave_out(monkeypatch: pytest.MonkeyPatch, part: str) -> None:
    """Answer from then on as if the questions of ``part`` (and only those) had never been labelled."""
    monkeypatch.setattr(
        assistant_neighbours, "labelled", lambda game, without=frozenset(): LABELLED(game, without | {part})
    )


@pytest.mark.slow
def test_accuracy_on_the_written_apart_tuning_questions():
    # Its first two parts (279 questions): 92% right first, 6% confidently wrong, 1% not sure before
    # the sureness rule and the phrasings of issue 17t, 94%, 1% and 5% after; all three parts
    # (408): 93%, 3% and 4%. Issue 17u added the fourth part (the old held-out set) and the
    # sureness model, which trades right answers for fewer wrong ones: all four parts (520) 88%,
    # 2% and 10%. Issue 17v added the fifth (the next held-out set), the sections' passages and a
    # stricter sureness: all five parts (640) 81%, 1.4% and 18%. The sixth part then joined: all
    # six (768) 77.6%, 1.6% and 20.8%. Issue 17x added four parts from four writers (960) and the
    # nearest labelled questions; as these are now among them, each written-apart part is asked
    # here with its own questions left out, as its writer's would be: 1320 questions, 79.8%, 1.7%
    # and 18.4% (cross-validated, the sureness also fitted without the part: 77.3%, 1.7%, 21%).
    # The fifth written-apart set, the held-out one until then, joined as the eighth part: 1448
    # questions, 78.5%, 1.6% and 20.0% (cross-validated: 77.8%, 1.9%, 20.3%). Issue 17y added
    # the sixth set and four more writers' (ninth, tenth-w5..w8) and chose SURE for 2%: 2536
    # questions, 82.7%, 2.0% and 15.3% (cross-validated: 82.3%, 1.9%, 15.7%). Issue 17z added
    # the seventh set and six more writers' (eleventh, twelfth-w9..w14) and chose SURE for
    # 1.75%: 4104 questions, 87.4%, 1.7% and 10.8% (cross-validated: 87.0%, 1.7%, 11.3%). Round 8
    # added the eighth set and six more writers' (thirteenth, fourteenth-w15..w20): 5672
    # questions, 88.1%, 1.7% and 10.2%. Round 9 (the topics' openings and splits, the topics'
    # examples as neighbours for the sureness, MARGIN 0.01): 90.0%, 1.7% and 8.4% (89.4%, 1.7%
    # and 8.9% just before it).
    # All of them take 25-90 s: they are asked by `make bench` (bench_luckybox_assistant.py,
    # check_written_apart: the same count and floors). Here every 8th question of each part in
    # each language, with the same floors (752 questions, 86.3%, 1.3% and 12.4% in round 8).
    counts = written_apart(step=8)
    count = sum(counts.values())
    assert count == 888  # every 8th of the 6728 (the twenty-second part, 80, joined in round 17)
    assert counts["right"] / count >= RIGHT_FLOOR, counts
    assert counts["wrong"] / count <= WRONG_CEILING, counts


def test_synonyms_name_the_same_thing_in_each_language():
    pairs = {"en": "lightning bolt", "pt": "raio relâmpago", "de": "Karte Raster", "fr": "cocher barrer"}
    for lang, words in pairs.items():
        first, second = words.split()
        assert _tokens(GAME, first, lang) == _tokens(GAME, second, lang), (lang, words)
    assert _tokens(GAME, "Zahlen", "de") != _tokens(GAME, "bezahlen", "de")  # numbers are not paying


def test_the_sureness_model_gates_every_sure_answer():
    for question in ("How many rounds are there?", "what do I get at the end", "Wer hat das Spiel erfunden?"):
        lang = detect_language(question)
        scores, order = _ranking(GAME, question, lang)
        chance = _confidence(_features(GAME, question, lang, scores, order[0]), COEF)
        assert 0.0 < chance < 1.0
        assert ask(question).is_sure == (chance >= SURE and _sure(GAME, scores, order[0], confidence=chance))


@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("What does the screen show?", "screen"),
        ("Qu'est-ce qu'on compte à la fin d'une manche ?", "round-end"),
        ("Was passiert nach Runde 4?", "game-end"),
    ],
)
def test_the_sections_that_had_no_topic_now_have_one(question, section):
    a = ask(question)
    first = a.topic or a.alternatives[0]  # the likeliest topic, whether sure or not
    assert section in {c.anchor for c in topic(first).sections}


def test_a_close_call_is_not_sure_and_names_the_likeliest_sections_with_links():
    a = ask("points at the end")  # the end of a round or of the game?
    assert a.topic is None and a.score >= THRESHOLD and a.rule is None and a.demo is None
    assert str(a).startswith("I am not sure") and 2 <= len(a.alternatives) <= 3
    seen: set[str] = set()
    for t in a.alternatives:  # each choice sends the player to a section no choice before it does
        anchors = {c.anchor for c in topic(t).sections}
        assert not anchors <= seen
        seen |= anchors
        assert all(
            f"({c.path('en')}#{c.anchor})" in str(a) and c.markdown("en") in a._repr_markdown_()
            for c in topic(t).sections
        )
    choices = a.to_json()["did_you_mean"]
    assert [c["id"] for c in choices] == list(a.alternatives)
    assert choices[0]["sections"] == [c.to_json("en") for c in topic(a.alternatives[0]).sections]


def test_not_sure_speaks_the_language_asked():
    a = ask("como é que isto funciona")  # too vague to place
    assert a.topic is None and a.lang == "pt" and str(a).startswith("Não tenho a certeza")
    for t in a.alternatives:
        assert f"- {topic(t).title['pt']} — " in str(a)
        assert all(c.title("pt") in str(a) for c in topic(t).sections)


def test_a_sure_answer_leads_every_topic_citing_other_sections():
    items = [item["q"] for batch in HELDOUT.values() for item in batch]
    for question in items:
        a = ask(question, demo=False)
        if a.is_sure:
            mine = {c.anchor for c in a.sections}
            rivals = [
                s
                for t, s in zip(a.alternatives, a.alternative_scores)
                if not mine & {c.anchor for c in topic(t).sections}
            ]
            assert a.score >= THRESHOLD and all(a.score - s >= MARGIN - 1e-4 for s in rivals), question


def test_answer_is_an_answer():
    assert isinstance(ask("stars"), Answer)
    with pytest.raises(TypeError):
        ask(42)  # type: ignore[arg-type]


def test_accuracy_on_the_paraphrases(monkeypatch):
    # Tuning questions labelled by topic; an answer is right when it cites one of that topic's
    # sections (a rule and the frequent mistake about it share theirs). 53 of 60 when written;
    # 42 since issue 17v's stricter sureness (1 confidently wrong, 17 not sure: mostly short
    # questions of two or three words); issue 17x, with them left out of the labelled
    # questions: 43 (1 confidently wrong, 16 not sure).
    leave_out(monkeypatch, "paraphrases")
    items = [(q, want) for batch in PARAPHRASES["questions"].values() for q, want in batch]
    verdicts = [judge(ask(q, demo=False), [c.anchor for c in topic(want).sections]) for q, want in items]
    assert verdicts.count("right") / len(items) >= 0.68, verdicts.count("right")
    assert verdicts.count("wrong") <= 2, verdicts.count("wrong")


def test_every_section_is_told_in_every_language():
    assert list(passages(GAME)) == list(sections("luckybox"))  # the order of the rules
    for anchor, told in passages(GAME).items():
        assert set(told) == set(LANGS), anchor
        assert all(len(_tokens(GAME, text, lang)) >= 8 for lang, text in told.items()), anchor


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("The revealed number is 7; if I pay one lightning can I cross my 8?", "en"),
        ("Saiu um 7; se pagar um raio posso riscar o meu 8?", "pt"),
        ("Die 7 liegt offen; darf ich für einen Blitz meine 8 ankreuzen?", "de"),
        ("Le 7 est révélé ; si je paie un éclair, je peux cocher mon 8 ?", "fr"),
    ],
)
def test_a_concrete_situation_matches_the_section_that_rules_on_it(question, lang):
    scores = section_scores(GAME, tuple(_tokens(GAME, question, lang)), lang)
    assert list(passages(GAME))[int(scores.argmax())] == "lightning"
    assert 0.0 < scores.max() <= 1.0


def test_other_games_are_told_by_their_whole_name():
    assert ask("Can I use these cards to play go fish?").text.startswith("I only know the rules")
    assert ask("Comment jouer au Monopoly ?").text.startswith("Je ne connais que")


def test_what_is_in_the_box_has_its_own_topic():
    a = ask("Que contient la boîte ?")
    assert a.topic == "components" and [c.anchor for c in a.sections] == ["components"]


# -- round 9: the direct answer first, the missing topics, "not sure" only when it is ---------
#: The topics whose answer opens with a yes or a no: every example question of theirs, in every
#: language, is a closed question with that answer (checked by hand; the test below checks that
#: none of them is an open one, "how many ...?", which a yes or a no would not answer).
OPENS = {
    "lightning_number_bonus": "no",
    "number_bonus_any_grid": "yes",
    "chains": "yes",
    "mistake_two_grids": "no",
    "moons_two_players": "no",
    "number_twice": "yes",
}
YES_NO = {
    "en": ({"yes"}, {"no"}),
    "pt": ({"sim"}, {"nao"}),
    "de": ({"ja"}, {"nein"}),
    "fr": ({"oui"}, {"non"}),
}
#: Words that make a question an open one, anywhere in it (folded), and those only at its start
#: ("que" and "qui" are also relative pronouns, "ou" is also "or", "e" and "et" open "what if").
OPEN_WORDS = {
    "en": ({"what", "whats", "how", "which", "when", "who", "why", "where"}, set()),
    "pt": (
        {"como", "qual", "quais", "quando", "quem", "quanto", "quanta", "quantos", "quantas", "onde", "porque"},
        {"que", "e"},
    ),
    "de": ({"was", "wie", "welche", "welcher", "welches", "welchen", "wann", "wer", "warum", "wo", "wohin"}, set()),
    "fr": (
        {"quoi", "comment", "quel", "quelle", "quels", "quelles", "quand", "combien", "pourquoi"},
        {"que", "qu", "qui", "ou", "et"},
    ),
}


def _first_word(text: str) -> str:
    return fold(text.split()[0].strip(".,:;!"))


def _is_open(question: str, lang: str) -> bool:
    words = [fold(w) for w in re.findall(r"\w+", question)]
    anywhere, at_start = OPEN_WORDS[lang]
    return bool(set(words) & anywhere) or words[0] in at_start


@pytest.mark.parametrize("topic_id", topics())
def test_an_answer_opens_with_yes_or_no_only_if_every_example_asks_for_it(topic_id):
    t = topic(topic_id)
    for lang in LANGS:
        yes, no = YES_NO[lang]
        first = _first_word(t.answer[lang])
        said = "yes" if first in yes else "no" if first in no else None
        assert said == OPENS.get(topic_id), (topic_id, lang, t.answer[lang][:60])
        if said:
            opened = [q for q in t.questions[lang] if _is_open(q, lang)]
            assert not opened, (topic_id, lang, opened)


@pytest.mark.parametrize(
    ("question", "topic_id", "opening"),
    [
        # the Number bonus: another grid (yes) and lightning (no) are two topics now
        ("Can my Number bonus be used on my other grid?", "number_bonus_any_grid", "Yes."),
        ("O bónus Número pode ir para outra cartela?", "number_bonus_any_grid", "Sim."),
        ("Kann der Zahlen-Bonus auf eine andere Karte?", "number_bonus_any_grid", "Ja."),
        ("Le bonus Numéro peut-il servir sur une autre grille ?", "number_bonus_any_grid", "Oui."),
        ("Can I use lightning on a Number bonus?", "lightning_number_bonus", "No."),
        # the rank is no longer answered "Yes, the game can be played alone"
        ("What's my rank?", "solo_rank", "Playing alone, your total"),
        ("Qual é a minha classificação?", "solo_rank", "A jogar sozinho, o teu total"),
        ("Welchen Rang habe ich?", "solo_rank", "Allein gespielt ergibt deine Summe"),
        ("C'est quoi mon rang ?", "solo_rank", "En solo, ton total"),
    ],
)
def test_a_plain_question_gets_the_direct_answer_first(question, topic_id, opening):
    a = ask(question, demo=False)
    assert a.topic == topic_id and a.text.startswith(opening), (a.topic, a.text[:60])


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("What if the grid deck is empty when dealing?", "discard pile is shuffled"),
        ("O baralho de cartelas acabou a meio da distribuição, o que se faz?", "pilha de descarte é baralhada"),
        ("Was tun, wenn beim Austeilen keine Karten mehr im Stapel sind?", "Ablagestapel wird zu einem neuen Stapel"),
        ("Que fait-on si le paquet de grilles est vide pendant la distribution ?", "mélange la défausse"),
    ],
)
def test_the_grid_deck_running_out_has_its_topic(question, words):
    a = ask(question, demo=False)
    assert a.topic == "grid_deck_empty" and [c.anchor for c in a.sections] == ["setup"]
    assert words in a.text.split(".")[0]


@pytest.mark.parametrize(
    ("question", "topic_id"),
    [
        ("How many numbers are revealed each round?", "rounds"),  # took the lightning answer
        ("Quantos números saem numa ronda?", "rounds"),
        ("Wie viele Zahlen werden in einer Runde aufgedeckt?", "rounds"),
        ("Combien de numéros sont révélés à chaque manche ?", "rounds"),
        ("Quando conta uma cartela completa?", "completed_grids"),
        ("Wann zählen volle Karten?", "completed_grids"),
        ("What happens when the grid deck runs out?", "grid_deck_empty"),  # took the starting grids' answer
        ("Combien de grilles on reçoit au début ?", "starting_grids"),  # was "not sure", the right topic first
    ],
)
def test_the_questions_confused_or_declined_before_are_answered(question, topic_id):
    a = ask(question, demo=False)
    assert a.topic == topic_id, (a.topic, a.alternatives)


def test_when_finished_grids_score_offers_the_completed_grids_first():
    # "finished" also leans towards the unfinished grids; the completed ones now come first
    a = ask("When are finished grids scored?", demo=False)
    assert (a.topic or a.alternatives[0]) == "completed_grids"
    assert a.topic != "incomplete_grids"
    assert topic("completed_grids").answer["en"].startswith("A completed grid scores at the end of the round")


@pytest.mark.parametrize(
    "question",
    [
        "How does this work?",
        "Como funciona isto?",
        "Wie geht das?",
        "Comment ça marche ?",
        "How do I play chess?",
        "Wie spielt man Schach?",
        "Como se joga ao xadrez?",
        "Comment on joue au Scrabble ?",
    ],
)
def test_vague_questions_and_other_games_still_get_not_sure(question):
    a = ask(question, demo=False)
    assert a.topic is None and not a.sections and len(a.alternatives) == 3
