"""A solo score said beside the player's record is worked out: the best one is kept, so a higher
score becomes the new record and a lower one leaves it; and the cards say what the study sets
asked of them (Chance's most, a whole game's rolls, the check mark of a held die)."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask


@pytest.mark.parametrize(
    ("question", "lang", "kept"),
    [
        ("Playing solo I just scored 268; my record was 251. What happens?", "en", "268"),
        ("alone today: 199 points, my high score is 244 - which one stays?", "en", "244"),
        ("A jogar sozinho fiz 230 e o meu recorde era 210, o que fica?", "pt", "230"),
        ("jogando sozinho fiz 180 pontos, meu recorde e 260", "pt", "260"),
        ("Allein gespielt: 275 Punkte, mein Rekord war 250. Was passiert?", "de", "275"),
        ("Im Solospiel hab ich 190, mein Rekord liegt bei 240", "de", "240"),
        ("En solo j'ai fait 262 alors que mon record etait 240, que se passe-t-il ?", "fr", "262"),
        ("je joue seul, mon record est 300 et je viens de faire 250", "fr", "300"),
    ],
)
def test_the_best_solo_score_is_the_one_kept(question, lang, kept):
    answer = ask(question, lang)
    assert answer.situation == "solo_best" and answer.topic == "solo"
    assert kept in answer.text.split(":")[0]


def test_a_clock_asked_with_the_record_is_answered_too():
    answer = ask("Solo mode: my record is 280, today I made 265. What is saved, and was there a clock?", "en")
    assert "280" in answer.text.split(":")[0] and "no turn clock" in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "said"),
    [
        ("What is the most the Chance box can ever give?", "en", "30"),
        ("Qual e o maximo da Sorte?", "pt", "30"),
        ("Wie viel bringt die Chance hoechstens?", "de", "30"),
        ("La chance rapporte combien au maximum ?", "fr", "30"),
        ("how many rolls can i make in the whole game at most?", "en", "39"),
        ("Combien de lancers au maximum dans toute une partie ?", "fr", "39"),
        ("Pour un cours : combien de tours dure une partie, et combien de lancers au plus en tout ?", "fr", "39"),
        ("how many turns is a game and how many rolls can a player make in total?", "en", "39"),
        ("what does the tick on a die mean?", "en", "tick"),
        ("o que significa o visto no dado?", "pt", "visto"),
        ("Was heißt der Haken am Würfel?", "de", "Häkchen"),
        ("c'est quoi la coche sur le de ?", "fr", "coche"),
        ("o que quer dizer aquele visto em cima de um dado?", "pt", "visto"),
    ],
)
def test_the_cards_say_what_they_are_asked(question, lang, said):
    assert said in ask(question, lang).text
