"""How the rules assistant reads the numbers of a situation: which number is the player count,
a player's moons, the supply, a round; the answer's opening agrees with the case; what the
rules do not cover is declined. Every case is checked against the engine's own rules code."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import GRID_POINTS, Rules, moon_points, star_points
from ludoteca.luckybox.scoring import moon_points_staying

NOT_COVERED = {
    "en": "The rules say nothing",
    "pt": "As regras não dizem nada",
    "de": "Dazu sagen die Regeln nichts",
    "fr": "Les règles ne disent rien",
}


def _first(question: str) -> str:
    return ask(question, demo=False).text.split("\n")[0]


# -- the player count said short, and groups of players with one count --------------------
@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("4p game over: I have 2 moons, Tom 6, Lou 6, Max 3. moon points?", "With 4 players holding 6, 6, 3, 2"),
        ("5 players: I ended on 4 moons, Ann 2 and the 3 others 0 too.", "With 5 players holding 4, 2, 0, 0, 0"),
        ("3er Spiel, ich hab 1 Mond, Ben 4, Mia 4. Wie viele Punkte für die Monde?", "Bei 3 Spielern mit 4, 4, 1"),
        ("Jogámos quatro: eu 2 luas, o Rui 5 e os dois primos nenhuma.", "Com 4 jogadores que têm 5, 2, 0, 0"),
        ("a 4, moi 3 lunes, Zoé 1 et les 2 autres 3 aussi. Qui perd 6 ?", "À 4 joueurs avec 3, 3, 3, 1"),
    ],
)
def test_the_player_count_is_read_apart_from_the_moons(question, lead):
    a = ask(question, demo=False)
    assert a.situation == "moons" and a.missing is None, a.text
    assert a.text.startswith(lead), a.text


def test_a_pair_said_with_one_count_is_tied_as_the_engine_scores_it():
    a = ask("Num jogo a dois, os dois netos acabam com 0 luas. E agora?", demo=False)
    assert a.text.startswith("Com 2 jogadores que têm 0, 0") and moon_points([0, 0]) == [6, 6]
    assert "+6" in a.text.split("\n")[0]
    b = ask("3 joueurs, tous à 0 lune : -6 pour tout le monde ?", demo=False)
    assert b.text.startswith("À 3 joueurs avec 0, 0, 0") and moon_points([0, 0, 0]) == [0, 0, 0]


# -- a leaver's moons --------------------------------------------------------------------
def test_the_one_left_alone_takes_the_two_player_rule():
    a = ask("2er Partie, mein Gegner verlässt in Runde 3 das Spiel. Ich hab nur 2 Monde: krieg ich +6?", demo=False)
    assert a.situation == "moons" and a.missing is None and a.text.startswith("Ja: ")
    assert moon_points_staying([2], 2) == [6] and "+6" in a.text
    assert {c.anchor for c in a.sections} == {"moons", "leaving"}
    b = ask("2 player game, my opponent quit in round 2; I have 1 moon. Do I get +6?", demo=False)
    assert b.text.startswith("Yes: ") and b.missing is None


def test_a_leaver_said_with_a_number_is_left_out():
    a = ask("4 jogadores, 1 saiu na ronda 3 com 6 luas; fiquei eu com 3, a Ana 3, o Zé 1. E as luas?", demo=False)
    assert a.text.startswith("Com 3 jogadores que têm 3, 3, 1"), a.text
    assert moon_points([3, 3, 1]) == [6, 6, -6] and "(6 luas)" in a.text
    b = ask("à 3, Paul quitte en manche 2 avec 0 lune. reste moi 5, Léo 2. qui prend le -6 ?", demo=False)
    assert b.text.startswith("À 2 joueurs avec 5, 2"), b.text


# -- ties -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "shared"),
    [
        ("Two kids end on 51 points each; one has 4 moons, the other 1. Who is placed first?", False),
        ("Eu e o meu avô empatámos com 47 pontos e os dois com 3 luas. Quem fica em primeiro?", True),
        ("Wir haben beide 60 Punkte, ich 2 Monde, er 5. Wer ist Erster?", False),
    ],
)
def test_equal_totals_are_told_apart_by_moons(question, shared):
    a = ask(question, demo=False)
    assert a.situation == "tie", a.text
    start = ("You share", "Partilham", "Ihr teilt", "Vous partagez")
    assert a.text.startswith(start) == shared, a.text


# -- the opening agrees with the case ---------------------------------------------------------
def test_more_than_a_figure_is_answered_as_asked():
    a = ask("Solo, am Ende 9 Monde. Gibt das mehr als 10 Punkte?", demo=False)
    assert a.text.startswith("Nein: 10 Punkte")
    b = ask("Solo game, 6 moons at the end: is that more than 5 points?", demo=False)
    assert b.text.startswith("Yes: 10 points")


def test_an_ordinary_game_is_no_arena_game():
    a = ask("normales Spiel, am Ende 9 Blitze übrig. Gibt das 3 Punkte wie in der Arena?", demo=False)
    assert a.text.startswith("Nein: ") and Rules().lightning_points(9) == 0
    b = ask("partie classique, il me reste 6 éclairs : ça fait 2 points comme en arène ?", demo=False)
    assert b.text.startswith("Non : ")


def test_a_grid_scores_in_the_round_it_is_completed():
    a = ask("I had a grid since round 1 and only finished it in round 4. Is it 15 or 8 points?", demo=False)
    assert a.text.startswith(f"{GRID_POINTS[3]} points"), a.text
    b = ask("Eu tinha uma cartela desde a ronda 2 e completei-a na ronda 3. Vale 12 ou 10?", demo=False)
    assert b.text.startswith(f"{GRID_POINTS[2]} pontos"), b.text


def test_a_star_sum_offered_is_no_count_of_its_own():
    a = ask("In Runde 1 hatte ich 2 Sterne und in Runde 4 hatte ich 1. Sind das 3 Sterne zusammen, also 9 Punkte?")
    assert a.text.startswith(f"Nein: {star_points(2) + star_points(1)} Punkte"), a.text


# -- scores listed round by round ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "total"),
    [
        (
            "Para o quadro: cartelas completadas nas rondas 2 e 3, fez 0, 2, 1 e 3 estrelas nas quatro rondas, "
            "ganhou 6 pelas luas e tem 7 casas riscadas em cartelas por acabar. Total?",
            12 + 10 + 0 + 4 + 1 + 9 + 6 + 3,
        ),
        (
            "Exemple : grilles complétées aux manches 1 et 4, étoiles 1/1/0/2 par manche, lunes −6, "
            "et 10 cases cochées sur les grilles inachevées. Total ?",
            15 + 8 + 1 + 1 + 0 + 4 - 6 + 5,
        ),
    ],
)
def test_stars_listed_by_round_and_moon_points_add_up(question, total):
    a = ask(question, demo=False)
    assert a.situation == "total" and a.missing is None
    assert a.text.split(" ")[0] == str(total), a.text


# -- the supply ------------------------------------------------------------------------------
def test_the_number_said_of_the_supply_is_the_supply():
    a = ask("Ich hab 0 Blitze und bekomme einen Doppelblitz, aber im Vorrat ist nur noch 1.", demo=False)
    assert a.situation == "supply" and a.text.startswith("Du bekommst 1 Blitz"), a.text
    b = ask("my column is done, its bonus is a moon, but there are no moons left. do i get one?", demo=False)
    assert b.situation == "supply" and b.text.startswith("You take nothing"), b.text


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("Five pupils take their starting lightning: how many lightning are left in the supply?", "10 lightning"),
        ("Com 9 alunos, quantos raios ficam na reserva depois de cada um tirar os seus?", "24 raios"),
        ("Avec 7 participants, combien d'éclairs restent dans la réserve une fois chacun servi ?", "32 éclairs"),
        ("Zu Beginn nimmt jeder seine Blitze: wie viele bleiben bei 3 Spielern im Vorrat?", "18 Blitze"),
    ],
)
def test_the_supply_after_the_starting_lightning(question, left):
    a = ask(question, demo=False)
    assert a.situation == "start" and left in a.text.split("\n")[0], a.text


# -- crosses and passing ------------------------------------------------------------------------
def test_no_free_number_and_no_lightning_is_a_pass():
    assert _first("Le 5 est sorti, je n'ai plus aucun éclair et pas de 5 libre. Je fais quoi ?").startswith("Tu passes")
    a = ask("The number shown is a 6 and I have no 6 free on my grids. Can I just do nothing?", demo=False)
    assert a.situation == "pass" and a.text.startswith("Yes: ")


def test_abbreviations_and_a_typo_are_read():
    a = ask("rev 8, free cells only a 6 and a 1, i hold 2 ltng. options??", demo=False)
    assert a.situation == "cross" and "the 6 (2 lightning" in a.text and "or pass" in a.text, a.text
    b = ask("arena game, ended w/ 7 ltng left. pts?", demo=False)
    assert b.situation == "arena" and b.text.startswith("2 points")
    c = ask("At the end I have 13 crossed boxes on the grids I didnt finish. Points?", demo=False)
    assert c.situation == "incomplete" and c.text.startswith("6 points")


def test_what_each_budget_reaches():
    a = ask("Bei einer aufgedeckten 5: welche Zahlen erreiche ich mit 1 bzw. mit 2 Blitzen?", demo=False)
    assert a.situation == "cross" and "4 oder 6 für 1 Blitz" in a.text and "3 oder 7 für 2 Blitze" in a.text


# -- what the rules do not cover ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Is this game good for an old person's memory?", "en"),
        ("Este jogo faz bem à saúde dos mais velhos?", "pt"),
        ("Wer bekommt den letzten Blitz im Vorrat, wenn zwei gleichzeitig einen Blitzbonus haben?", "de"),
        ("Ce jeu aide-t-il la mémoire des enfants ?", "fr"),
        ("Would you recommend this game for a birthday?", "en"),
        ("Empfehlen Sie das Spiel für die Schule?", "de"),
    ],
)
def test_what_the_rules_do_not_cover_is_declined(question, lang):
    a = ask(question, demo=False)
    assert not a.is_sure and a.text.startswith(NOT_COVERED[lang]), a.text


# -- the topics added for plain questions no topic answered ----------------------------------------
@pytest.mark.parametrize(
    ("question", "topic_id"),
    [
        ("Could a group of eleven play one game together?", "many_players"),
        ("O que muda quando somos mais de seis jogadores?", "many_players"),
        ("Kann in einer Runde zweimal dieselbe Zahl aufgedeckt werden?", "number_twice"),
        ("Le même chiffre peut-il être tiré deux fois pendant une manche ?", "number_twice"),
        ("How are the cells and bonus slots of a grid laid out?", "grid_cards"),
        ("Wie viele Bonusfelder hat eine Karte?", "grid_cards"),
        ("As estrelas são fichas que se guardam?", "tokens_kept"),
        ("Mes lunes, je les garde jusqu'à la fin de la partie ?", "tokens_kept"),
        ("Wie lange kann so eine Kette eigentlich weitergehen?", "chain_limit"),
        ("Est-ce qu'une chaîne de bonus peut continuer sans fin ?", "chain_limit"),
    ],
)
def test_plain_questions_find_the_new_topics(question, topic_id):
    a = ask(question, demo=False)
    assert a.topic == topic_id, (a.topic, a.text[:80])


def test_a_misleading_word_is_no_strategy_question():
    assert ask("A grid finished early is worth more, they say: how much is it worth in each round?").topic is not None
    assert "entscheiden die Regeln nicht" not in ask("Was geschieht mit den Karten, die man nicht behält?").text


# -- those who left, in the final order ------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("My son quit in round 2 with the most points. Does he still win?", "placed after everyone who stayed"),
        ("O meu neto saiu do jogo na ronda 3 com mais pontos. Ganha na mesma?", "depois de todos os que ficaram"),
        ("Lena ist in Runde 3 gegangen, sie hatte die meisten Punkte. Gewinnt sie trotzdem?", "hinter alle"),
        ("Deux sont partis : Léo à la manche 1, Inès à la manche 3. Léo avait 70 points. Classement ?", "3 est devant"),
    ],
)
def test_a_leaver_is_placed_after_those_who_stayed(question, words):
    a = ask(question, demo=False)
    assert a.situation == "leaving" and words in a.text.split("\n")[0], a.text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("The 5 is up and I have a free 5 on two of my grids. Which one must I cross?", "You choose"),
        ("Saiu o 2 e tenho um 2 livre em duas cartelas. Qual tenho de riscar?", "Escolhes tu"),
        ("Die 9 ist aufgedeckt, ich hab auf zwei Karten eine freie 9. Welche nehme ich?", "Du wählst"),
        ("Le 6 est sorti et j'ai un 6 libre sur trois grilles. Laquelle dois-je cocher ?", "Tu choisis"),
    ],
)
def test_the_number_free_on_several_grids_is_crossed_on_one_of_choice(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "one_grid" and a.text.startswith(opening), a.text
    assert a.topic == "mistake_two_grids" and [c.anchor for c in a.sections] == ["turn-cross"]


def test_a_word_near_an_undecided_one_is_no_reason_to_decline():
    a = ask("I played by myself and ended with 5 moons. What do they bring me?", demo=False)
    assert a.situation == "moons_solo" and a.text.startswith("6 points"), a.text


# -- the deal of a round, for a player and for the table ------------------------------------------
@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Arena game with 5 kids, round 1: how many grids are offered and discarded in all?", "30 grids offered"),
        ("Na ronda 2 com 3 jogadores, quantas cartelas são oferecidas ao todo?", "9 cartelas oferecidas"),
        ("Arena-Variante zu dritt, Runde 1: wie viele Karten werden angeboten und abgelegt?", "18 angebotene"),
        ("Variante arène, manche 1 : un enfant reçoit 6 grilles, combien en défausse-t-il ?", "en défaussant 3"),
    ],
)
def test_the_deal_is_counted_for_the_table(question, words):
    a = ask(question, demo=False)
    assert a.situation == "deal" and words in a.text.split("\n")[0], a.text
    rules = Rules(variant="arena" if "rena" in question else "classic")
    assert rules.deal(1)[0] - rules.deal(1)[1] == (3 if "rena" in question else 2)
