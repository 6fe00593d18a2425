"""A click on a box with the dice and the rolls given is worked out by the table's own rule
(:func:`ludoteca.bonanza.rules.records_at_first_click`): while rolls remain the first click asks,
after the last roll a box worth more than 0 records at once, and a 0 always asks first; and a
player who leaves (said in any of several ways) is ranked as one who gave up."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.rules import records_at_first_click


def test_the_first_click_records_only_after_the_last_roll_and_above_zero():
    assert records_at_first_click(25, 0)
    assert not records_at_first_click(25, 1)
    assert not records_at_first_click(0, 0)


@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        ("I got 2 2 5 5 5 on my first roll, if I click Full house does it go in straight away?", "en", "No:"),
        ("i have 3 4 5 5 6 and one more roll, clicking small straight records it?", "en", "No:"),
        (
            "After my third roll I have 2 3 4 5 6. If I click Large straight, is it recorded at once?",
            "en",
            "Yes:",
        ),
        ("tirei 4 4 4 2 2 no primeiro lancamento, se clicar no full house regista logo?", "pt", "Não:"),
        (
            "No último lançamento saiu 1 2 3 4 5; se eu clicar na sequência grande fica registado?",
            "pt",
            "Sim:",
        ),
        ("Nach dem ersten Wurf 6 6 6 2 2: trägt ein Klick auf Full House sofort ein?", "de", "Nein:"),
        (
            "nach dem letzten wurf hab ich 2 3 4 5 6, wenn ich auf grosse strasse klicke ist es gleich drin?",
            "de",
            "Ja:",
        ),
        (
            "Au 2e lancer j'ai 3 3 3 6 6, si je clique sur Full c'est inscrit tout de suite ?",
            "fr",
            "Non :",
        ),
        (
            "apres mon dernier lancer 1 2 3 4 5, je clique sur grande suite, ca s'inscrit direct ?",
            "fr",
            "Oui :",
        ),
    ],
)
def test_a_click_with_the_rolls_given_is_worked_out(question, lang, opening):
    answer = ask(question, lang)
    assert answer.situation == "click" and answer.topic == "controls"
    assert answer.text.startswith(opening)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("After my last roll 1 2 3 4 6, I click Full house: is it recorded?", "en"),
        ("depois do ultimo lancamento tenho 1 2 3 4 6 e clico no full house, regista?", "pt"),
    ],
)
def test_a_click_on_a_box_worth_zero_asks_to_scratch_first(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "click" and answer.text.startswith(("No:", "Não:"))
    assert "0" in answer.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Three of us play; after turn 4 one leaves with 150, the others end on 170 and 90. Who ranks where?", "en"),
        ("Somos três: um vai embora com 160 e os outros acabam com 120 e 200. Qual é a classificação?", "pt"),
        ("Zu dritt: einer geht mit 150 weg, die anderen haben 120 und 180. Wer belegt welchen Platz?", "de"),
        ("À trois, l'un s'en va avec 150 ; les autres finissent à 120 et 180. Quel classement ?", "fr"),
    ],
)
def test_a_player_who_leaves_ranks_last(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "places" and answer.topic == "gave_up_rank"
    assert "150" in answer.text.split(";")[0] or "160" in answer.text
    last = answer.text.split(". ")[0].rsplit(",", 1)[-1]
    assert "150" in last or "160" in last


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Was passiert, wenn einer mitten in der Partie weggeht?", "de"),
        ("Einer hat nach dem dritten Zug aufgegeben, was nun?", "de"),
        ("what if a player just leaves halfway?", "en"),
        ("e se alguém sair da mesa a meio do jogo?", "pt"),
    ],
)
def test_leaving_said_in_other_words_names_giving_up(question, lang):
    assert ask(question, lang).topic in ("giving_up", "gave_up_rank")


@pytest.mark.parametrize(
    ("question", "lang", "listed", "absent"),
    [
        (
            "Bonanza box has 50, Threes done, all lower boxes are filled except small straight and chance. "
            "I roll 3 3 3 3 3: what are my choices?",
            "en",
            "Small straight 30 and Chance 15",
            "Full house",
        ),
        (
            "bonanza c/ 50, cincos preenchidos, todas as casas de baixo ocupadas menos a sorte e o full house; "
            "saiu 5 5 5 5 5, onde ponho?",
            "pt",
            "Full house 25 e Sorte 25",
            "Trio",
        ),
        (
            "Bonanza hat 50, Vierer belegt, alle unteren Felder voll ausser Chance und grosse Strasse. "
            "Ich habe 4 4 4 4 4, was geht?",
            "de",
            "Große Straße 40 und Chance 20",
            "Full House",
        ),
        (
            "Case Bonanza a 50, les Six sont pris, toutes les cases du bas sont remplies sauf la chance et la "
            "petite suite. J'ai 6 6 6 6 6, je fais quoi ?",
            "fr",
            "Petite suite 30 et Chance 30",
            "Brelan",
        ),
    ],
)
def test_every_box_of_a_section_filled_but_some_leaves_those_free(question, lang, listed, absent):
    answer = ask(question, lang)
    assert answer.situation == "joker"
    assert listed in answer.text and absent not in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        ("Ich spiele mit meinen zwei Enkeln, einer gibt auf: spielen wir weiter?", "de", "Das Spiel geht weiter"),
        ("Wir sind zu zweit und meine Frau hört auf und verlässt das Spiel. Geht es weiter?", "de", "Das Spiel endet"),
        ("we are two and my friend quits after turn 3, does the game go on?", "en", "The game ends"),
        ("Four of us play and two of them leave the table. Do the rest carry on?", "en", "The game goes on"),
        ("Somos quatro e dois deles desistem. O jogo continua?", "pt", "O jogo continua"),
        ("jogo com os meus dois filhos e um desiste, continuamos?", "pt", "O jogo continua"),
        ("on joue a trois, un joueur abandonne : la partie continue ?", "fr", "La partie continue"),
        ("nous sommes deux et mon pote quitte la partie, c'est fini ?", "fr", "La partie s'arrête"),
        ("we are three, one quits and then another one leaves: does the game go on?", "en", "The game ends"),
    ],
)
def test_whether_the_others_play_on_is_worked_out_by_the_engine(question, lang, opening):
    answer = ask(question, lang)
    assert answer.situation == "left_at_table" and answer.text.startswith(opening)


@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        ("four players, one gives up after turn 5, do the other three keep playing?", "en", "The game goes on"),
        ("jogamos a tres e um sai da mesa, o jogo acaba?", "pt", "O jogo continua"),
        ("a deux, mon adversaire abandonne : la partie est finie ?", "fr", "La partie s'arrête"),
        ("Wir sind zu dritt und zwei von uns geben auf. Geht es weiter?", "de", "Das Spiel endet"),
    ],
)
def test_the_count_said_before_leaving_is_who_goes(question, lang, opening):
    assert ask(question, lang).text.startswith(opening)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("tenho 1 2 3 4 5, quanto vale na sequencia pequena e na grande?", "pt"),
        ("2 3 4 5 6: what in small straight and the large one?", "en"),
        ("Was bringt 1 2 3 4 5 in der kleinen Straße und in der großen?", "de"),
        ("1 2 3 4 5 en petite suite et en grande ?", "fr"),
    ],
)
def test_the_other_straight_said_without_its_noun_is_asked_too(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "score" and "40" in answer.text and "30" in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        (
            "on joue a 2, mon pote abandonne au tour 6 alors que je suis derriere, ca donne quoi",
            "fr",
            "La partie s'arrête",
        ),
        ("Wir waren zu dritt, Anna hat aufgegeben, dann auch Ben. Was nun?", "de", "Das Spiel endet"),
        ("we were four, Ana quit and then Rui too. what happens?", "en", "The game goes on"),
        ("eramos tres, o Rui desistiu e depois a Ana tambem. e agora?", "pt", "O jogo acaba"),
        ("Partie à trois : les deux autres ont quitté la table. Et maintenant ?", "fr", "La partie s'arrête"),
    ],
)
def test_what_happens_after_some_leave_is_worked_out_too(question, lang, opening):
    answer = ask(question, lang)
    assert answer.situation == "left_at_table" and answer.text.startswith(opening)


@pytest.mark.parametrize(
    ("question", "lang", "said"),
    [
        ("tirei 2 3 4 5 6 na ultima rolagem, se eu clicar na sequencia grande ja marca?", "pt", "Sim:"),
        ("estamos em 3, um amigo saiu da partida, a gente continua?", "pt", "O jogo continua"),
        ("bonanza com 50, tres preenchido, todas as de baixo ocupadas menos sorte. tirei 3 3 3 3 3", "pt", "Sorte 15."),
        (
            "Bonanza holds 50, Fives filled, all the lower ones taken except chance; I rolled 5 5 5 5 5",
            "en",
            "Chance 25.",
        ),
        ("Kniffel hat 50, Zweier voll, alle unteren belegt außer Chance. Ich hab 2 2 2 2 2", "de", "Chance 10."),
    ],
)
def test_brazilian_and_short_ways_of_saying_the_case_are_read(question, lang, said):
    assert said in ask(question, lang).text


@pytest.mark.parametrize(
    ("question", "lang", "said"),
    [
        ("My upper section is at 58 with only Sixes left. How many sixes do I need?", "en", "1 × 6"),
        ("upper boxes add up to 50, only fives left - how many 5s?", "en", "3 × 5"),
        ("tenho 60 em cima e falta a casa dos Seis: quantos seis preciso?", "pt", "1 × 6"),
        ("en haut j'ai 55, il me reste les Quatre : combien de 4 il me faut ?", "fr", "2 × 4"),
        ("Oben habe ich 57, frei ist nur noch der Dreier. Wie viele Dreien brauche ich?", "de", "2 × 3"),
    ],
)
def test_an_upper_total_with_one_box_left_says_how_many_it_needs(question, lang, said):
    answer = ask(question, lang)
    assert answer.situation == "upper_bonus" and said in answer.text


@pytest.mark.parametrize(
    ("question", "lang", "opening"),
    [
        ("oben hab ich 61, es fehlt nur noch der Einser. Reicht ein 1er?", "de", "Nein:"),
        ("Oben habe ich 60, nur die Einser sind noch frei. Reichen drei 1er für den Bonus?", "de", "Ja:"),
        ("upper at 59, only Twos left: do two 2s get me the bonus?", "en", "Yes:"),
    ],
)
def test_the_last_upper_box_filled_with_the_dice_said_decides_the_bonus(question, lang, opening):
    assert ask(question, lang).text.startswith(opening)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("does a yahtzee count as a full house?", "en"),
        ("um bonanza conta como full house?", "pt"),
        ("Zählt ein Kniffel als Full House?", "de"),
        ("un yams compte comme full ?", "fr"),
    ],
)
def test_a_bonanza_asked_as_another_box_is_five_alike_worked_out(question, lang):
    answer = ask(question, lang)
    assert answer.situation == "five_alike" and answer.topic == "full_house"
