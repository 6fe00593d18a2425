"""Who gave up, read from the player's own words, and the cases around it: the player named again
next to a total in another sentence ("Ze left on turn 9. I had 140 and Ze 180"), a question that
says someone left without saying whose total it is (asked back, never ranked), whether the game
goes on when the question asks it, the number of players ("3 of us") and the Bonanza box's 50 never
taken for a player's total. Four languages, typos, no accents, some Brazilian Portuguese."""

from __future__ import annotations

import re

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "gave_up"),
    [
        ("Tom quit on turn 5. I finished with 150 and Tom had 200. Who won?", "en", (False, True)),
        ("Mia left the table early. I got 170, Mia 230 and Leo 190. who wins", "en", (False, True, False)),
        ("O Rui desistiu na ronda 6. Eu fiz 160 e o Rui tinha 240. Quem ganhou?", "pt", (False, True)),
        (
            "A Bia saiu da mesa. Eu terminei com 150, a Bia tinha 210 e o Caio 175. Quem ganhou?",
            "pt",
            (False, True, False),
        ),
        ("Lena hat in Runde 7 aufgegeben. Ich habe am Ende 190, Lena hatte 230. Wer gewinnt?", "de", (False, True)),
        (
            "Paul a quitte la partie au tour 4. Moi j'ai fini avec 170 et Paul avait 205. Qui gagne ?",
            "fr",
            (False, True),
        ),
    ],
)
def test_the_player_who_left_is_found_by_name_in_another_sentence(question, lang, gave_up):
    assert read(question, lang).gave_up == gave_up
    answer = ask(question, lang)
    assert answer.topic == "gave_up_rank" and answer.missing is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Someone quit on turn 5. I finished with 150, Ann 170 and Tom had 200. Who won?", "en"),
        ("Alguem desistiu a meio. Eu fiz 150, a Ana 170 e o Rui 200. Quem ganhou?", "pt"),
        ("Einer hat aufgegeben. Ich habe 150, Anna 170 und Ben 200. Wer gewinnt?", "de"),
        ("Quelqu'un a abandonne. J'ai 150, Lea 170 et Marc 200. Qui gagne ?", "fr"),
    ],
)
def test_a_leaving_not_tied_to_a_total_is_asked_back(question, lang):
    answer = ask(question, lang)
    assert answer.missing == "who_left"
    assert not any(word in answer.text for word in ("place 1", "1.º lugar", "Platz 1", "place 1 avec"))


@pytest.mark.parametrize(
    ("question", "lang", "ends"),
    [
        (
            "Estava a jogar contra o Ze e ele saiu da mesa na jogada 9. Eu tinha 140 pontos e ele 180. "
            "O jogo continua? quem ganha?",
            "pt",
            "O jogo acaba",
        ),
        (
            "I played Kim; Kim left on turn 6. I had 120 and Kim 190. Does the game go on? Who won?",
            "en",
            "The game ends",
        ),
        (
            "Ich spiele gegen Udo, Udo ist gegangen. Ich habe 130, Udo 200. Geht das Spiel weiter? Wer gewinnt?",
            "de",
            "Das Spiel endet",
        ),
        (
            "Contre Zoe : Zoe a quitte la table. J'ai 110, Zoe 210. La partie continue ? Qui gagne ?",
            "fr",
            "La partie s'arrête",
        ),
    ],
)
def test_the_game_ends_when_one_player_is_left_and_the_question_asks(question, lang, ends):
    answer = ask(question, lang)
    assert answer.text.startswith(ends)


def test_a_score_sentence_saying_finished_is_no_question_whether_the_game_goes_on():
    answer = ask("Three finish with 240, 240 and 198; a fourth, who had 260, gave up at turn 10. The places?", "en")
    assert answer.text.startswith("The places")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "On etait trois, Lea a abandonne, puis Marc a quitte la table. Il reste moi au tour 8. Je "
            "dois jouer mes tours ?",
            "fr",
        ),
        ("we were 3, Ann gave up and then Bo left the table. do i still have to play my last turns?", "en"),
        ("Eramos 3, a Ana desistiu e depois o Rui saiu da mesa. Tenho de jogar as jogadas que faltam?", "pt"),
        ("Wir waren 3, Ina hat aufgegeben und dann hat Ben den Tisch verlassen. Muss ich noch weiterspielen?", "de"),
    ],
)
def test_must_i_play_on_when_the_others_left_is_worked_out(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "left_at_table"
    assert answer.text.split()[:2] in (["La", "partie"], ["The", "game"], ["O", "jogo"], ["Das", "Spiel"])
    assert "3" in answer.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "Game over, 3 of us. Me: upper 64, lower 136, and one extra Bonanza after my 50. Jo: upper "
            "62, lower 223. Sam: upper 70, lower 170. Who won?",
            "en",
        ),
        (
            "Eramos 3. Eu: cima 64 e baixo 136, mais um bonanza depois do meu 50. Jo: cima 62 e baixo "
            "223. Sam: cima 70 e baixo 170. Quem ganhou?",
            "pt",
        ),
    ],
)
def test_the_bonanza_box_50_and_the_count_of_players_are_no_totals(question, lang):
    facts = read(question, lang)
    assert 50 not in facts.totals and len(facts.totals) == 3
    answer = ask(question, lang)
    assert answer.missing is None and "285" in answer.text


def test_the_study_sets_places_with_someone_who_gave_up():
    question = (
        "Éramos 3. O João desistiu na jogada 12 quando já tinha 260 pontos. Eu acabei com 180 e a "
        "Ana com 210. Quem fica em que lugar?"
    )
    answer = ask(question, "pt")
    assert answer.situation == "places" and answer.text.index("210") < answer.text.index("180") < answer.text.index(
        "260"
    )


@pytest.mark.parametrize(
    ("question", "lang", "first"),
    [
        (
            "Wir waren zu dritt. Tom ist nach Runde 5 gegangen, da hatte er 110. Ich habe 240, "
            "Jana 260. Wer ist Erster?",
            "de",
            "260",
        ),
        ("On jouait a 3 : Hugo a abandonne avec 180, Ines a fini a 220 et moi a 200. Quel classement ?", "fr", "220"),
        ("Somos 3, o Rui desistiu com 250. Eu fiz 200 e a Ana 190. Quem fica em primeiro?", "pt", "200"),
        ("Three of us; Max quit with 230, I made 215 and Sue 190. Who came first?", "en", "215"),
    ],
)
def test_who_is_first_asks_the_places_and_the_count_of_players_is_no_number_left_out(question, lang, first):
    answer = ask(question, lang)
    assert answer.situation == "places" and answer.missing is None
    assert re.findall(r"\b\d{2,3}\b", answer.text)[0] == first


@pytest.mark.parametrize(
    ("question", "lang", "head"),
    [
        ("What happens if two players both leave at a table of three?", "en", "The game ends: only one of the 3"),
        ("4 players, 3 players leave. does the game go on?", "en", "The game ends: only one of the 4"),
        ("Wir sind zu viert und zwei Spieler geben auf. Geht es weiter?", "de", "Das Spiel geht weiter: 2 der 4"),
        ("Somos 4 e 2 jogadores desistem. O jogo continua?", "pt", "O jogo continua: 2 dos 4"),
        ("On est 3, deux joueurs abandonnent. La partie continue ?", "fr", "La partie s'arrête : un seul des 3"),
    ],
)
def test_the_count_of_those_who_go_is_not_the_tables(question, lang, head):
    assert ask(question, lang).text.startswith(head)


@pytest.mark.parametrize(
    ("question", "lang", "gave_up"),
    [
        ("My brother left. I had 200, he had 230. Who won?", "en", (False, True)),
        ("Jogamos 2. A minha irma desistiu. Eu tinha 90 e ela 150. Quem ganha?", "pt", (False, True)),
        ("Meine Schwester hat aufgegeben. Ich hatte 180, sie hatte 210. Wer gewinnt?", "de", (False, True)),
        ("Mon cousin est parti. J'avais 150 et lui 200. Qui gagne ?", "fr", (False, True)),
    ],
)
def test_the_player_who_left_is_named_again_by_a_pronoun(question, lang, gave_up):
    assert read(question, lang).gave_up == gave_up


def test_someone_left_without_a_name_is_asked_back_in_english_too():
    assert ask("Someone left. Ann had 200 and Bo had 230, I had 190. Who won?", "en").missing == "who_left"


@pytest.mark.parametrize(
    "question",
    ["I have 3 3 3 3 3 and only Chance left. My Bonanza has 50. Where does it go?", "which boxes have I got left?"],
)
def test_a_box_left_is_no_player_leaving(question):
    assert ask(question, "en").topic not in ("giving_up", "gave_up_rank")
