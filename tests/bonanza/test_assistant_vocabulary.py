"""Plain questions in players' own words reach their topic in four languages (typos, some
Brazilian Portuguese): the order boxes are filled in, a further Bonanza's 50 against other
games' 100, places on a tie, scratching and its confirmation, how the hints are ordered, five
alike, no bonus for a roll made early, the solver's figures and the solo record kept. A
player's own record is no question about the world."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask

QUESTIONS = [
    ("can i fill in the boxes in wathever order i like?", "sheet_boxes"),
    ("do i have to fill Ones first and go down?", "sheet_boxes"),
    ("tem que começar por cima ou pode ser qualquer casa?", "sheet_boxes"),
    ("Muss ich die Felder der Reihe nach ausfüllen?", "sheet_boxes"),
    ("on est obligé de remplir les cases dans l'ordre ?", "sheet_boxes"),
    ("is a 2nd yahtzee worth 100 points here?", "joker_bonus"),
    ("Bringt jeder weitere Kniffel 100 Punkte?", "joker_bonus"),
    ("un yams de plus ça fait 100 points ?", "joker_bonus"),
    ("ties: who gets which place?", "ties"),
    ("como são dados os lugares quando há empate?", "ties"),
    ("Wie werden Plätze bei Gleichstand vergeben?", "ties"),
    ("en cas d égalité, comment sont données les places ?", "ties"),
    ("zero in a box: is that scratching and must I confirm it?", "scratch"),
    ("pôr zero numa casa é riscar? preciso confirmar?", "scratch"),
    ("Null in ein Feld schreiben, ist das streichen? Muss ich bestätigen?", "scratch"),
    ("mettre 0 dans une case c est barrer ? il faut valider ?", "scratch"),
    ("como as dicas são ordenadas?", "hints"),
    ("In welcher Reihenfolge stehen die Tipps?", "hints"),
    ("les conseils sont triés comment ?", "hints"),
    ("what do I get for all five dice showing one number?", "bonanza_box"),
    ("cinco dados com o mesmo número valem quanto?", "bonanza_box"),
    ("Was bekomme ich, wenn alle fünf Würfel die gleiche Zahl haben?", "bonanza_box"),
    ("cinq dés avec le même chiffre, ça donne quoi ?", "bonanza_box"),
    ("ganho pontos extra se fizer a sequência logo no primeiro lançamento?", "total_score"),
    ("which values should the solver match for the published variants?", "solver_figures"),
    ("Welche Zahlen muss der Solver für die bekannten Varianten erreichen?", "solver_figures"),
    ("quels chiffres le solveur doit-il retrouver pour les variantes publiées ?", "solver_figures"),
    ("playing solo my record is 250 and I just got 240: what is saved?", "solo"),
    ("sozinho, meu recorde é 270 e fiz 250 hoje, o que fica salvo?", "solo"),
    ("Allein gespielt: Rekord 260, heute 255 - was bleibt gespeichert?", "solo"),
]


@pytest.mark.parametrize(("question", "topic"), QUESTIONS)
def test_players_words_reach_the_topic(question, topic):
    assert ask(question).topic == topic


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("can i fill in the boxes in wathever order i like?", "any order"),
        ("Muss ich die Felder der Reihe nach ausfüllen?", "Reihenfolge ist frei"),
        ("ganho pontos extra se fizer a sequência logo no primeiro lançamento?", "seja qual for o lançamento"),
    ],
)
def test_the_answer_says_what_was_asked(question, words):
    assert words in ask(question).text


@pytest.mark.parametrize(
    "question",
    [
        "What is the world record?",
        "Qual é o recorde mundial?",
        "Wer hat den Weltrekord?",
        "Quel est le record du monde ?",
    ],
)
def test_a_world_record_is_still_declined(question):
    assert ask(question).topic is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("do you prefer sixes or ones?", "en"),
        ("what's your favourite box?", "en"),
        ("qual é o teu dado favorito?", "pt"),
        ("você prefere a trinca ou a quadra?", "pt"),
        ("Magst du lieber Straßen oder Pasch?", "de"),
        ("Welches ist dein Lieblingsfeld?", "de"),
        ("Tu préfères quel dé, le 5 ou le 2 ?", "fr"),
        ("tu aimes le yams ?", "fr"),
    ],
)
def test_the_assistant_s_own_taste_is_declined_as_beyond_the_rules(question, lang):
    answer = ask(question, lang)
    assert answer.topic is None
    assert answer.text.startswith(
        {"en": "The rules say nothing", "pt": "As regras não dizem", "de": "Dazu sagen", "fr": "Les règles ne disent"}[
            lang
        ]
    )


def test_a_player_s_own_preference_about_a_rule_still_gets_the_rule():
    assert ask("Do I prefer to record early? can I record after the first roll?", "en").topic == "record_when"
