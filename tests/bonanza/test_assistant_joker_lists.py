"""Where a joker goes when the question lists the free boxes with articles ("o Trio, a Sequência
grande e os Uns") and says the Bonanza box's points right before a list ("50 in Bonanza and
Threes is open": Bonanza holds 50, only Threes is free). Four languages, no accents, typos."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_reading import read


@pytest.mark.parametrize(
    ("question", "lang", "free"),
    [
        ("Tenho livres o Trio, a Sequencia grande e os Uns", "pt", ("three_of_a_kind", "large_straight", "ones")),
        ("still free: the Chance, the Full house and my Twos", "en", ("chance", "full_house", "twos")),
        ("Frei sind die Chance, der Full House und die Einser", "de", ("chance", "full_house", "ones")),
        ("il me reste libres la Chance, le Full et les Deux", "fr", ("chance", "full_house", "twos")),
    ],
)
def test_a_list_of_free_boxes_with_articles_is_read_whole(question, lang, free):
    assert set(read(question, lang).free) == set(free)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Rolled 4 4 4 4 4. I have 50 in Bonanza and Fours is still open. Can I put it in Bonanza again?", "en"),
        ("Saiu 4 4 4 4 4. Ja tenho 50 na Bonanza e os Quatros estao livres. Posso por outra vez na Bonanza?", "pt"),
        ("Ich habe 4 4 4 4 4. Ich habe 50 im Bonanza und die Vierer sind frei. Darf ich nochmal Bonanza nehmen?", "de"),
        ("J'ai 4 4 4 4 4. J'ai 50 dans la case Bonanza et les Quatre sont libres. Je peux remettre en Bonanza ?", "fr"),
    ],
)
def test_points_said_before_the_bonanza_box_keep_it_out_of_the_free_list(question, lang):
    facts = read(question, lang)
    assert facts.sheet.get("bonanza") == 50 and "bonanza" not in facts.free
    answer = ask(question, lang)
    assert answer.situation == "joker" and "20" in answer.text and "70" in answer.text


def test_the_study_sets_joker_with_three_free_boxes():
    question = (
        "Já tenho 50 na Bonanza e saiu-me 5 5 5 5 5. Os Cincos já estão preenchidos. "
        "Tenho livres o Trio, a Sequência grande e os Uns. Onde posso pôr e quanto ganho?"
    )
    text = ask(question, "pt").text
    assert "Trio 25" in text and "Sequência grande 40" in text and "90" in text


@pytest.mark.parametrize(
    ("question", "lang", "no_bonus"),
    [
        ("I scratched Bonanza with a zero. what if i roll five alike later on?", "en", "No Bonanza bonus"),
        ("Risquei a casa Bonanza. Se depois me sairem 5 iguais, o que acontece?", "pt", "Não há bónus Bonanza"),
        ("Meine Bonanza ist gestrichen, was bringt mir jetzt ein Wurf mit fünf gleichen?", "de", "Kein Bonanza-Bonus"),
        ("j'ai barre le Bonanza, et si je refais cinq des identiques ?", "fr", "Pas de bonus Bonanza"),
    ],
)
def test_five_alike_of_no_face_after_a_scratched_bonanza_is_a_joker_without_bonus(question, lang, no_bonus):
    answer = ask(question, lang)
    assert answer.situation == "joker" and answer.missing is None
    assert no_bonus in answer.text and "40" in answer.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("I already have 50 in my Bonanza box. What happens with five alike again?", "en"),
        ("Ja tenho 50 na Bonanza. E se voltar a sair cinco iguais?", "pt"),
    ],
)
def test_five_alike_of_no_face_after_a_bonanza_of_50_is_a_joker_with_the_bonus(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "joker" and "50" in answer.text.split(".")[1]


@pytest.mark.parametrize(
    ("question", "lang", "best"),
    [
        (
            "J'ai 50 en Bonanza, je refais 6 6 6 6 6, les Six sont remplis et il me reste la "
            "grande suite et le brelan. "
            "Où le mettre ?",
            "fr",
            "Grande suite",
        ),
        (
            "I rolled 4 4 4 4 4, Bonanza holds 50, Fours is full and I only have Small straight "
            "and Chance left. Where?",
            "en",
            "Small straight",
        ),
        (
            "Saiu 2 2 2 2 2, tenho 50 na Bonanza, os Dois estao ocupados e sobram a Sorte e o Full house. Onde ponho?",
            "pt",
            "Full house",
        ),
        (
            "Ich werfe 3 3 3 3 3, Bonanza hat 50, die Dreier sind voll und es bleiben Chance und Kleine Strasse frei.",
            "de",
            "Kleine Straße",
        ),
    ],
)
def test_a_box_said_filled_before_the_free_ones_stays_filled(question, lang, best):
    facts = read(question, lang)
    face_box = ("ones", "twos", "threes", "fours", "fives", "sixes")[facts.dice[0] - 1]
    assert face_box not in facts.free
    answer = ask(question, lang)
    assert answer.situation == "joker" and best in answer.text.split(".")[3]


@pytest.mark.parametrize(
    ("question", "lang", "head"),
    [
        (
            "Au premier lancer j'ai 2 3 4 6 6 : vaut mieux garder les 6 ou tenter la suite ?",
            "fr",
            "Les règles te laissent",
        ),
        ("first roll 1 3 4 5 5, is it better to keep the 5s or go for the straight?", "en", "The rules leave"),
        ("Primeiro lancamento 2 2 3 4 5: vale a pena guardar os dois ou tentar a sequencia?", "pt", "As regras deixam"),
        ("Erster Wurf 1 2 3 6 6: lohnt es sich, die Sechser zu halten?", "de", "Die Regeln überlassen"),
    ],
)
def test_which_is_better_with_dice_says_the_rules_leave_it_then_the_hints(question, lang, head):
    answer = ask(question, lang)
    assert answer.situation == "options" and answer.text.startswith(head)


def test_what_to_hold_without_asking_which_is_better_is_the_hints_alone():
    assert ask("I have 3 3 3 5 6 after two rolls, what are my options?", "en").text.startswith("With 3 3 3 5 6")
