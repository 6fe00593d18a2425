"""MAGDAGDON's assistant declines what its rules never say: why the game bears its name and
what the assistant itself likes, in four languages (typos and missing accents too), while a
rule that merely says "why" or "called" is still answered."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask

DECLINED = {
    "en": "The rules say nothing about that",
    "pt": "As regras não dizem nada",
    "de": "Dazu sagen die Regeln nichts",
    "fr": "Les règles ne disent rien",
}


@pytest.mark.parametrize(
    "question",
    [
        "why is the game called magdagdon anyway?",
        "where does the name come from?",
        "what is your favourite game?",
        "do you like this game?",
        "Porque é que o jogo se chama assim?",
        "por que esse jogo se chama MAGDAGDON?",
        "qual e o seu jogo favorito",
        "Wieso heisst das Spiel so?",
        "woher kommt der name magdagdon",
        "was ist dein lieblingsspiel?",
        "pourquoi ce jeu s'appelle MAGDAGDON ?",
        "d'ou vient le nom du jeu",
        "et toi, tu aimes ce jeu ?",
        "quel est ton jeu prefere",
    ],
)
def test_the_name_and_the_assistants_tastes_are_declined(question):
    answer = ask(question)
    assert answer.topic is None and answer.text.startswith(DECLINED[answer.lang]), answer.text


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Wie wird eine Zeile gewertet, und warum heißt es, dass jede Zahl doppelt zählt?", "line_sums"),
        ("How do you play MAGDAGDON?", "overview"),
        ("What does the word MAGDAGDON on the screen mean?", "magdagdon_roll"),
    ],
)
def test_rules_that_say_why_or_name_the_game_are_still_answered(question, topic):
    assert ask(question).topic == topic


@pytest.mark.parametrize(
    "question",
    [
        "what age is this game meant for?",
        "how much does the game cost?",
        "what does the word majda mean?",
        "Para que idades é este jogo?",
        "o que quer dizer majda?",
        "Ab welchem Alter ist MAGDAGDON geeignet?",
        "was bedeutet majda eigentlich?",
        "c'est a partir de quel age ?",
        "tu connais d'autres jeux de des ?",
    ],
)
def test_age_price_the_word_majda_and_other_games_are_declined(question):
    answer = ask(question)
    assert answer.topic is None and answer.text.startswith(DECLINED[answer.lang]), answer.text


@pytest.mark.parametrize(
    "question", ["is there a multiplayer mode?", "existe modo multijogador?", "Gibt es einen Mehrspielermodus?"]
)
def test_a_multiplayer_mode_is_answered_by_the_players_rule(question):
    assert ask(question).topic == "players"


@pytest.mark.parametrize(
    "question",
    [
        "Is the game hard?",
        "is it all luck?",
        "Est-ce un jeu de hasard ?",
        "Ist das Spiel leicht?",
        "É um jogo de sorte?",
    ],
)
def test_opinions_on_the_game_are_declined(question):
    answer = ask(question)
    assert answer.topic is None and answer.text.startswith(DECLINED[answer.lang]), answer.text


@pytest.mark.parametrize(
    "question",
    [
        "who is the best magdagdon player in the world?",
        "when was the game released?",
        "Quem ganhou o último campeonato?",
        "o jogo tem modo escuro?",
        "Wie viele Leute spielen das weltweit?",
        "Gibt es ein Turnier?",
        "quel est le record du monde ?",
        "le jeu est sorti quand ?",
    ],
)
def test_the_world_outside_the_rules_is_declined(question):
    answer = ask(question)
    assert answer.topic is None and answer.text.startswith(DECLINED[answer.lang]), answer.text
