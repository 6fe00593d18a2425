"""A question naming a topic by the idea it asks about (how often one rolls, whether a box must be
filled every turn, how the total adds up, the hints, what the others see, the marks the table
shows) is answered with that topic even when its words match the examples only loosely; and what
the rules never treat (real dice, six dice, why the game chose a rule, talk to the assistant) is
declined plainly."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_beyond import off_the_rules
from ludoteca.bonanza.assistant_cues import cued
from ludoteca.core.assistant_match import fold


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("how often am I allowed to throw the dice in one go?", "en", "rolls"),
        ("so how many times do we get to reroll each turn", "en", "rolls"),
        ("Quantas vezes posso lancar os dados na minha vez?", "pt", "rolls"),
        ("quantas vezes da pra rolar os dados por rodada", "pt", "rolls"),
        ("Wie oft darf man in seinem Zug werfen?", "de", "rolls"),
        ("wie oft wuerfelt man pro zug", "de", "rolls"),
        ("Combien de fois a-t-on le droit de relancer pendant son tour ?", "fr", "rolls"),
        ("combien de fois je lance les des", "fr", "rolls"),
        ("Must I put something on my sheet every single turn?", "en", "no_passing"),
        ("can i skip a turn if my roll is rubbish", "en", "no_passing"),
        ("Sou obrigado a registar alguma coisa em todas as jogadas?", "pt", "no_passing"),
        ("posso passar a vez se nao gostar dos dados?", "pt", "no_passing"),
        ("Muss ich wirklich jeden Zug etwas eintragen?", "de", "no_passing"),
        ("Darf man aussetzen, wenn nichts passt?", "de", "no_passing"),
        ("Est-ce que je dois inscrire quelque chose a chaque tour ?", "fr", "no_passing"),
        ("je peux passer mon tour ?", "fr", "no_passing"),
        ("at the end how are the points added up?", "en", "total_score"),
        ("Como e calculada a pontuacao no fim?", "pt", "total_score"),
        ("Wie wird am Ende die Punktzahl berechnet?", "de", "total_score"),
        ("Comment le score final est-il calcule ?", "fr", "total_score"),
        ("Do the hints take the joker into account?", "en", "hints"),
        ("as sugestoes do jogo sao de confianca?", "pt", "hints"),
        ("Wie viele Vorschläge zeigen die Tipps?", "de", "hints"),
        ("les conseils sont-ils fiables ?", "fr", "hints"),
        ("can everyone see the other players' sheets?", "en", "players"),
        ("Os outros jogadores veem a minha folha?", "pt", "players"),
        ("Sehen die anderen Spieler meinen Zettel?", "de", "players"),
        ("Les autres voient-ils ma feuille ?", "fr", "players"),
        ("what is the little check mark on a die?", "en", "holding"),
        ("para que serve o visto verde nos dados?", "pt", "holding"),
        ("Wofür steht der Haken über dem Würfel?", "de", "holding"),
        ("pourquoi il y a des nombres dans les cases avant que je choisisse ?", "fr", "controls"),
    ],
)
def test_an_idea_asked_about_names_its_topic(question, lang, want):
    assert want in cued(" ".join(fold(question).replace("’", "'").split()), lang)


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("how often can i roll the dice in a turn?", "en", "rolls"),
        ("Do I really have to write something down every turn, even with bad dice?", "en", "no_passing"),
        ("Quantas vezes posso lancar os dados na minha vez?", "pt", "rolls"),
        ("As dicas mostram quantas opções? Dá pra confiar nelas?", "pt", "hints"),
        ("Wie viele Punkte bringt der Bonus oben, und ab welcher Summe gibt es ihn?", "de", "upper_bonus"),
        ("Pendant une partie à plusieurs, peut-on voir les feuilles des autres joueurs ?", "fr", "players"),
        ("table timer options? can host switch it off", "en", "turn_clock"),
        (
            "Mon élève joue seul et trouve que le chrono de 30 secondes est trop court ; peut-il le régler ?",
            "fr",
            "solo_clock",
        ),
    ],
)
def test_a_topic_the_words_name_answers_though_it_scores_low(question, lang, want):
    assert ask(question, lang).topic == want


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Can we play this with real dice and a paper pad?", "en"),
        ("is there a version with six dice?", "en"),
        ("would you play with me?", "en"),
        ("Why did the game choose 35 for the bonus, and which is more common?", "en"),
        ("Da para jogar com dados de verdade na mesa da cozinha?", "pt"),
        ("Queres jogar comigo?", "pt"),
        ("existe versao com seis dados?", "pt"),
        ("Kann man Bonanza auch mit echten Wuerfeln spielen?", "de"),
        ("Gibt es eine Variante mit sechs Würfeln?", "de"),
        ("Willst du mit mir spielen?", "de"),
        ("Welche Regel findest du fairer?", "de"),
        ("On peut y jouer avec de vrais des sur papier ?", "fr"),
        ("tu veux jouer contre moi", "fr"),
        ("une variante a six des existe ?", "fr"),
        ("meilleure strat pour le bonus du haut ?", "fr"),
        ("can I switch off the hints?", "en"),
        ("is there a sound when I roll?", "en"),
        ("posso desligar as dicas?", "pt"),
        ("quantas vezes em media sai um bonanza?", "pt"),
        ("Kann ich die Tipps ausblenden?", "de"),
        ("wie oft wuerfelt man im schnitt einen kniffel?", "de"),
        ("on peut desactiver les conseils ?", "fr"),
        ("combien de fois en moyenne on fait un yams ?", "fr"),
        ("je peux changer la couleur des des ?", "fr"),
        ("Chance frueh streichen oder bis zum Schluss aufheben? Meinungen?", "de"),
        ("keep chance for the end or use it early? opinions?", "en"),
        ("guardar a sorte para o fim ou usar cedo? opinioes?", "pt"),
        ("garder la chance pour la fin ou la remplir tot ? vos avis ?", "fr"),
    ],
)
def test_what_the_rules_never_treat_is_declined(question, lang):
    assert ask(question, lang).topic is None


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("how many dice do i roll?", "en"),
        ("Quantos dados lanço?", "pt"),
        ("Mit wie vielen Würfeln würfle ich?", "de"),
        ("Combien de dés je lance ?", "fr"),
    ],
)
def test_the_five_dice_of_the_game_are_no_variant(question, lang):
    assert not off_the_rules(" ".join(fold(question).split()), lang)
    assert ask(question, lang).topic == "rolls"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Do extra five-of-a-kinds give 100 here?", "en"),
        ("Quanto valem outros cinco iguais depois do primeiro?", "pt"),
        ("Was bringen zusätzliche Kniffel?", "de"),
        ("Les autres yams, ils rapportent combien ?", "fr"),
    ],
)
def test_further_five_alike_name_the_bonus(question, lang):
    assert ask(question, lang).topic in ("joker_bonus", "joker_place")


@pytest.mark.parametrize(
    ("question", "lang", "not_this"),
    [
        ("must I fill the upper boxes first every turn?", "en", "no_passing"),
        ("Tenho de preencher primeiro as casas de cima em cada jogada?", "pt", "no_passing"),
        ("is there a bonus for getting the top score of the table?", "en", "upper_bonus"),
    ],
)
def test_a_cue_said_beside_another_question_names_no_topic(question, lang, not_this):
    assert not_this not in cued(" ".join(fold(question).split()), lang)


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("who starts?", "en", "players"),
        ("who goes first when we play at a table?", "en", "players"),
        ("quem começa?", "pt", "players"),
        ("wer fängt an?", "de", "players"),
        ("qui commence ?", "fr", "players"),
        ("do the hints know about the joker?", "en", "hints"),
        ("as dicas contam o joker e os bonus?", "pt", "hints"),
        ("Rechnen die Tipps den Joker mit ein?", "de", "hints"),
        ("les conseils tiennent compte du joker ?", "fr", "hints"),
    ],
)
def test_who_starts_and_the_hints_on_a_joker_get_their_cards(question, lang, want):
    answer = ask(question, lang)
    assert answer.topic == want
    if want == "hints":
        assert "joker" in answer.text.lower()


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("son tour est fini quand il a rempli une case ?", "fr", None),
        ("what is the average score with perfect play?", "en", "solver_figures"),
    ],
)
def test_everyday_words_of_a_setting_decline_nothing_else(question, lang, want):
    folded = " ".join(fold(question).split())
    assert not off_the_rules(folded, lang)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("when does the game stop?", "en"),
        ("When does a game finish, exactly?", "en"),
        ("quando e que o jogo acaba?", "pt"),
        ("Quando termina a partida?", "pt"),
        ("Wann hört das Spiel auf?", "de"),
        ("wann ist die partie vorbei", "de"),
        ("quand est-ce que la partie s'arrête ?", "fr"),
        ("quand se termine la partie", "fr"),
    ],
)
def test_when_the_game_ends_gets_its_card(question, lang):
    assert ask(question, lang).topic == "game_end"


@pytest.mark.parametrize(
    ("question", "lang", "want"),
    [
        ("how long is a turn at a table?", "en", "turn_clock"),
        ("how much time do i get for my go", "en", "turn_clock"),
        ("playing alone, how much time do I have for my turn?", "en", "solo_clock"),
        ("quanto tempo tenho por jogada?", "pt", "turn_clock"),
        ("Wie lange dauert ein Zug am Tisch?", "de", "turn_clock"),
        ("combien de temps pour jouer mon tour ?", "fr", "turn_clock"),
        ("how long does a game last?", "en", "game_end"),
    ],
)
def test_how_long_a_turn_lasts_is_the_clock_s(question, lang, want):
    assert ask(question, lang).topic == want


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Est-ce que je peux barrer une case alors que mon lancer rapporterait des points ailleurs ?", "fr"),
        ("je peux barrer la chance meme si j ai des points ailleurs", "fr"),
        ("Can I scratch a box even though my roll would score points somewhere else?", "en"),
        ("can i cross out a box even if my dice would score elsewhere", "en"),
        ("Posso riscar uma casa mesmo que o lancamento desse pontos noutra?", "pt"),
        ("Darf ich ein Feld streichen, obwohl mein Wurf woanders Punkte bringen wurde?", "de"),
    ],
)
def test_scratching_though_the_roll_scores_elsewhere_is_the_scratch_topics(question, lang):
    assert ask(question, lang).topic == "scratch"
