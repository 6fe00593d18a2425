"""A table's own numbers asked about: more players than a table takes, a turn clock's time that is
or is not one of the choices (none at all alone), and how many turns a game of so many players
lasts, each checked with the engine. Four languages, typos, no accents, Brazilian words."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask


@pytest.mark.parametrize(
    ("question", "lang", "head"),
    [
        ("can 6 people play at one table?", "en", "No: a table takes 2 to 4"),
        ("we're 5, can we all play together?", "en", "No: a table takes 2 to 4"),
        ("Somos 5, podemos jogar todos na mesma mesa?", "pt", "Não: uma mesa leva de 2 a 4"),
        ("Da pra jogar com 6 jogadores?", "pt", "Não: uma mesa leva de 2 a 4"),
        ("Konnen wir zu funft spielen?", "de", "Nein: an einem Tisch spielen 2 bis 4"),
        ("On peut jouer a 6 ?", "fr", "Non : une table se joue de 2 à 4"),
    ],
)
def test_more_players_than_a_table_takes_is_refused(question, lang, head):
    answer = ask(question, lang)
    assert answer.situation == "table_setup" and answer.text.startswith(head)


@pytest.mark.parametrize(
    ("question", "lang", "head"),
    [
        ("we are 3, can we set the clock to 45 seconds?", "en", "Yes: 3 players"),
        ("can the timer be 2 minutes a turn?", "en", "No: whoever opens"),
        ("da para por o relogio a 20 segundos por jogada?", "pt", "Não: quem abre"),
        ("Geht eine Zuguhr von 2 Minuten pro Zug?", "de", "Nein: wer den Tisch"),
        ("On veut jouer a 5 avec mes cousins et mettre le chrono a 2 minutes par tour, c'est possible ?", "fr", "Non"),
        ("je joue seul, je peux mettre le chrono a 60 secondes ?", "fr", "Non : en solo"),
    ],
)
def test_a_turn_time_is_checked_against_the_clocks_choices(question, lang, head):
    answer = ask(question, lang)
    assert answer.situation == "table_setup" and answer.text.startswith(head)


def test_both_refusals_are_told_for_five_players_and_two_minutes():
    question = "On veut jouer à 5 avec mes cousins et mettre le chrono à 2 minutes par tour, c'est possible ?"
    text = ask(question, "fr").text
    assert "5 ne peuvent pas" in text and "120 secondes" in text


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        ("how many turns does a 3-player game last?", "en", "39 turns"),
        ("how many turns in total with 4 players?", "en", "52 turns"),
        ("Quantas jogadas tem um jogo de 3 jogadores no total?", "pt", "39 jogadas"),
        ("Wie viele Züge hat ein Spiel zu viert insgesamt, wenn keiner aufgibt?", "de", "52 Züge"),
        ("wieviele zuge hat ein spiel zu zweit?", "de", "26 Züge"),
        ("combien de tours en tout pour une partie a 2 joueurs ?", "fr", "26 tours"),
    ],
)
def test_the_turns_of_a_whole_game_count_thirteen_a_player(question, lang, total):
    answer = ask(question, lang)
    assert answer.situation == "turns_total" and answer.text.startswith(total)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("How many turns does a game have?", "en"),
        ("Is a table for 3 players possible?", "en"),
        ("quanto tempo tenho por jogada?", "pt"),
    ],
)
def test_without_a_case_the_topics_answer(question, lang):
    assert ask(question, lang).situation is None


@pytest.mark.parametrize(
    ("question", "lang", "head"),
    [
        ("Can I play with 1 player and a clock of 60 seconds?", "en", "No: playing alone"),
        ("posso jogar com 1 jogador e relogio de 45 segundos?", "pt", "Não: a jogar sozinho"),
    ],
)
def test_one_player_with_a_clock_is_told_there_is_none_alone(question, lang, head):
    assert ask(question, lang).text.startswith(head)


@pytest.mark.parametrize(
    ("question", "lang", "total"),
    [
        ("Combien de tours dure une partie a 3 ?", "fr", "39 tours"),
        ("how many turns in a game for 4?", "en", "52 turns"),
        ("quantas jogadas tem um jogo a 2?", "pt", "26 jogadas"),
    ],
)
def test_the_players_said_with_the_game_count_its_turns(question, lang, total):
    assert ask(question, lang).text.startswith(total)
