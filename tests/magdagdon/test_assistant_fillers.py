"""Greetings and polite framing ("Good afternoon, could you kindly explain...", "Guten Tag",
"s'il vous plaît") say nothing about the rule asked: MAGDAGDON's assistant leaves them out of
the matching (its declared fillers), so a courteous question is answered as the plain one;
the other games declare none and match as before."""

from __future__ import annotations

import pytest

from ludoteca.core.assistant_game import declaration
from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Good morning! Could you please explain what a MAGDAGDON is, in simple terms?", "magdagdon_roll"),
        ("hello, can you tell me what happens to the dice I leave unused? thanks", "unused_dice"),
        ("Bom dia, podia explicar-me o que é um MAGDAGDON, por favor?", "magdagdon_roll"),
        ("Boa tarde. Gostava de saber o que acontece aos dados que não uso.", "unused_dice"),
        ("Guten Tag. Muss ich wirklich jedes Mal alle vier Würfel setzen?", "turn_minimum"),
        ("Hallo, können Sie mir erklären, was ein MAGDAGDON ist? Danke", "magdagdon_roll"),
        ("Bonjour, pourriez-vous m'expliquer ce qu'est un MAGDAGDON, s'il vous plaît ?", "magdagdon_roll"),
        ("salut, je voudrais savoir ce que deviennent les des que je n'utilise pas", "unused_dice"),
    ],
)
def test_a_courteous_question_is_answered_as_the_plain_one(question, topic):
    answer = ask(question)
    assert answer.topic == topic, answer.text


@pytest.mark.parametrize(
    ("courteous", "plain", "lang"),
    [
        ("Good afternoon, could you kindly explain the sequence bonus?", "the sequence bonus?", "en"),
        ("Guten Tag, bitte: die Folge?", "die Folge?", "de"),
    ],
)
def test_the_fillers_leave_no_word_of_their_own(courteous, plain, lang):
    said, bare = ask(courteous, lang), ask(plain, lang)
    assert (said.topic, said.score) == (bare.topic, bare.score)


@pytest.mark.parametrize("game", ["luckybox", "bonanza"])
def test_the_other_games_declare_no_fillers(game):
    assert declaration(game).fillers == {}


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("c koi la penalite des pouvoirs en survie ?", "power_penalty"),
        ("qts poderes tenho no nivel dificil?", "power_uses_level"),
        ("gibts nen bonus für 4 gleiche?", "combos_compare"),
        ("can u reroll a staged die pls", "power_use"),
    ],
)
def test_chat_shorthand_is_left_out(question, topic):
    assert ask(question).topic == topic


@pytest.mark.parametrize(
    "question",
    [
        "does the sequence work diagonally?",
        "a sequencia vale em diagonal?",
        "Zählt eine Straße auch schräg?",
        "la suite ça marche en diagonale ?",
    ],
)
def test_a_diagonal_is_no_line(question):
    answer = ask(question)
    assert answer.topic == "sequence", answer.text


@pytest.mark.parametrize(
    ("bare", "accented"),
    [
        ("c'est quoi la penalite des pouvoirs en survie ?", "c'est quoi la pénalité des pouvoirs en survie ?"),
        ("qual e a penalizacao dos poderes?", "qual é a penalização dos poderes?"),
        ("was kostet eine ruine in der endwertung?", "was kostet eine Ruine in der Endwertung?"),
    ],
)
def test_a_word_typed_without_accents_matches_as_with_them(bare, accented):
    assert ask(bare).topic == ask(accented).topic is not None
