"""The rules assistant's round 13: questions about what the rules never treat are told so in
their own language; an open question ("what now?") gets a topic's fact without its "yes" or
"no"; star points given as points count in a total; the pieces a situation gives (solo said in other words, the
revealed number "called", moons listed after names, the set-up, "no free 8 left") are read
rather than asked back for. Every number is checked against the engine's own rules code."""

import pytest

from ludoteca.luckybox.assistant import ask, topic
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import SOLO_MOONS, cell_points, completed_points, moon_points

NOT_COVERED = {
    "en": "The rules say nothing",
    "pt": "As regras não dizem nada",
    "de": "Dazu sagen die Regeln nichts",
    "fr": "Les règles ne disent rien",
}
NOT_DECIDED = {
    "en": "The rules do not decide that",
    "pt": "As regras não decidem isso",
    "de": "Das entscheiden die Regeln nicht",
    "fr": "Les règles ne tranchent pas cela",
}
OPENINGS = {"en": ("Yes", "No"), "pt": ("Sim", "Não"), "de": ("Ja", "Nein"), "fr": ("Oui", "Non")}
NOT_FOUND = {
    "en": "I find nothing about that in the rules",
    "pt": "Não encontro nada sobre isso nas regras",
    "de": "Dazu finde ich nichts in den Regeln",
    "fr": "Je ne trouve rien à ce sujet dans les règles",
}


def _first(question: str) -> str:
    return ask(question, demo=False).text.split("\n")[0]


# -- what the rules never treat ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Is the game OK for someone who is colour blind?", "en"),
        ("What animal is on the box artwork?", "en"),
        ("Qual a melhor maneira de arrumar as fichas na caixa?", "pt"),
        ("O jogo serve para uma criança daltónica?", "pt"),
        ("Welches Tier ist auf der Schachtl abgebildet?", "de"),  # a typo in "Schachtel"
        ("Wie verstaut man die Plättchen am besten?", "de"),
        ("Le jeu convient-il à un enfant daltonien ?", "fr"),
        ("Comment ranger les jetons dans la boite ?", "fr"),
    ],
)
def test_what_the_rules_never_treat_is_said_so(question, lang):
    a = ask(question, demo=False)
    assert not a.is_sure and a.text.startswith(NOT_COVERED[lang]), a.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("any tips on which grids to keep?", "en"),
        ("Alguma dica para ganhar mais pontos?", "pt"),
        ("Hast du einen Tipp, welche Karten ich behalten soll?", "de"),
        ("Une astuce pour marquer plus de points ?", "fr"),
    ],
)
def test_a_request_for_advice_is_not_answered_with_a_rule(question, lang):
    a = ask(question, demo=False)
    assert not a.is_sure and a.text.startswith(NOT_DECIDED[lang]), a.text


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Where can I buy a spare copy for my nephew?", "en"),
        ("Existe uma liga oficial ou campeonatos nacionais?", "pt"),
        ("Wie heißt der Verlag des Spiels?", "de"),
        ("Tu connais une bonne blague ?", "fr"),
    ],
)
def test_a_question_mostly_of_words_the_rules_never_use_is_told_so(question, lang):
    a = ask(question, demo=False)
    assert not a.is_sure and a.text.startswith(NOT_FOUND[lang]), a.text


def test_a_rules_question_the_assistant_cannot_place_is_still_asked_back():
    assert _first("asdf").startswith("I am not sure what you are asking")


# -- pieces the question gives are read ----------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "moons", "lead"),
    [
        ("I played on my own and finished with 4 moons, how many points?", 4, "{} points for 4 moons"),
        ("Joguei sozinha e acabei com 5 luas. Quantos pontos?", 5, "{} pontos por 5 luas"),
        ("En jouant seul, j'ai fini avec 2 lunes. Combien de points ?", 2, "{} points pour 2 lunes"),
        ("En jouant seule j'ai fini avec 7 lunes, ca fait combien ?", 7, "{} points pour 7 lunes"),
    ],
)
def test_a_solo_game_said_in_other_words_scores_by_the_table(question, moons, lead):
    a = ask(question, demo=False)
    assert a.situation == "moons_solo" and a.missing is None, a.text
    assert a.text.startswith(lead.format(moon_points([moons])[0])), a.text
    assert moon_points([moons])[0] == SOLO_MOONS[min(moons, len(SOLO_MOONS) - 1)]


@pytest.mark.parametrize(
    ("question", "moons", "lead"),
    [
        ("3 players: me 4 moons, Tom 1, Ann 1. points?", [4, 1, 1], "With 3 players holding 4, 1, 1"),
        ("4 jogadores: eu 2 luas, Rui 2, Ana 5, Zé 3. pts?", [2, 2, 5, 3], "Com 4 jogadores que têm 5, 3, 2, 2"),
        ("Vier Spieler: ich 3 Monde, Eva 1, Jan 1, Mia 0; Punkte?", [3, 1, 1, 0], "Bei 4 Spielern mit 3, 1, 1, 0"),
        ("À 3 : moi 2 lunes, Léa 4, Hugo 4. Les points de lunes ?", [2, 4, 4], "À 3 joueurs avec 4, 4, 2"),
    ],
)
def test_moons_listed_after_names_are_everyones(question, moons, lead):
    a = ask(question, demo=False)
    assert a.situation == "moons" and a.missing is None, a.text
    assert a.text.startswith(lead), a.text
    points = moon_points(moons)
    assert f"+{max(points)}" in a.text.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("my friend says I have to spend lightning because I have no 5 left and a 5 came up", "No: no free cell"),
        ("A Ana diz que tenho de gastar raios porque já não tenho nenhum 6 livre e saiu o 6", "Não: nenhuma casa"),
        ("Ben sagt, ich muss Blitze ausgeben, weil ich keine freie 4 mehr habe; die 4 ist aufgedeckt", "Nein: keines"),
        ("Léo dit que je dois utiliser mes éclairs car je n'ai plus de 2 libre et le 2 est sorti", "Non : aucune"),
    ],
)
def test_lightning_is_never_compulsory_with_no_free_revealed_number(question, lead):
    a = ask(question, demo=False)
    assert a.situation == "pass" and a.text.startswith(lead), a.text


def test_the_number_called_is_the_revealed_one():
    a = ask("The number called is a 6 and my only free cell is a 7, I have 1 lightning. Can I cross it?", demo=False)
    assert a.situation == "cross" and a.missing is None and a.text.startswith("Yes: the 7 costs 1 lightning"), a.text


def test_another_grid_is_not_a_player_count():
    a = ask("The numbr called is a 2 but I'd rather cross the 3 on my other card paying a lightning.", demo=False)
    assert a.situation == "cross" and a.text.startswith("The 3 costs 1 lightning"), a.text


def test_no_free_number_left_in_french_is_read_as_missing():
    a = ask("Le 8 est révélé ; je n'ai plus de 8 libre mais j'ai 4 éclairs et un seul 3 libre. Je peux le cocher ?")
    assert a.situation == "cross" and a.text.startswith("Oui : le 3 coûte 4 éclairs, 8 → 9 → 1 → 2 → 3"), a.text


@pytest.mark.parametrize("players", [8, 10])
def test_the_supply_after_the_set_up_in_french(players):
    left = Game(players=players, seed=0).supply["lightning"]
    a = ask(f"Partie à {players} : combien d'éclairs reste-t-il dans la réserve après la mise en place ?", demo=False)
    assert a.situation == "start" and a.missing is None, a.text
    assert a.text.startswith(f"Il reste {left} éclairs"), a.text


# -- star points given as points in a total -------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "grids", "stars", "moons", "cells", "lead"),
    [
        (
            "Eine Schülerin hat am Ende: eine volle Karte aus Runde 1 und eine aus Runde 4, Sterne 4 + 1 Punkte, "
            "Monde +6 und 9 angekreuzte Felder auf unfertigen Karten. Wie hoch ist ihre Summe?",
            [(1, 1), (1, 4)],
            [4, 1],
            6,
            9,
            "{} Punkte insgesamt",
        ),
        (
            "No fim: uma cartela completa na ronda 1, estrelas 1 + 4 pontos, luas +6. Total?",
            [(1, 1)],
            [1, 4],
            6,
            0,
            "{} pontos",
        ),
        (
            "À la fin : une grille complète à la manche 3, étoiles 4 + 9 points, lunes −6 et 7 cases cochées "
            "sur des grilles non terminées. Total ?",
            [(1, 3)],
            [4, 9],
            -6,
            7,
            "{} points en tout",
        ),
        (
            "At the end: one completed grid in round 2, stars 9 + 4 points, moons +6. Total?",
            [(1, 2)],
            [9, 4],
            6,
            0,
            "{} points",
        ),
    ],
)
def test_star_points_given_as_points_count_in_the_total(question, grids, stars, moons, cells, lead):
    total = sum(completed_points(n, r) for n, r in grids) + sum(stars) + moons + cell_points(cells)
    a = ask(question, demo=False)
    assert a.text.startswith(lead.format(total)), a.text


# -- an open question is not answered with a yes or a no -----------------------------------------
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Ganhei um bónus Número 3 mas já risquei todos os meus 3. E agora?", "pt"),
        ("I won a Number bonus on another grid, now what?", "en"),
    ],
)
def test_an_open_question_gets_the_fact_without_yes_or_no(question, lang):
    a = ask(question, demo=False)
    assert a.topic == "number_bonus_any_grid", a.text
    assert a.text.split()[0].strip(".,") not in OPENINGS[lang] and a.text[0].isupper(), a.text
    assert a.text in topic(a.topic).answer[lang]


# -- grids said with their crossed cells are unfinished ------------------------------------------
@pytest.mark.parametrize(
    ("question", "completed", "cells", "lead"),
    [
        (
            "Un élève a complété 1 grille à la manche 2 et 2 grilles à la manche 3 ; il lui reste 2 grilles "
            "avec 3 et 4 cases cochées. Combien rapportent ses grilles ?",
            [(1, 2), (2, 3)],
            7,
            "{} points en tout",
        ),
        (
            "I completed 2 grids in round 1 and have 2 grids with 5 and 2 crossed cells left. Points?",
            [(2, 1)],
            7,
            "{} points",
        ),
        (
            "Completei 1 cartela na ronda 4 e tenho 1 cartela com 6 casas riscadas. Quantos pontos?",
            [(1, 4)],
            6,
            "{} pontos",
        ),
        (
            "Ich habe in Runde 2 eine Karte voll und noch 2 Karten mit 4 und 5 angekreuzten Feldern. Punkte?",
            [(1, 2)],
            9,
            "{} Punkte",
        ),
    ],
)
def test_grids_said_with_their_crossed_cells_score_as_unfinished(question, completed, cells, lead):
    total = sum(completed_points(n, r) for n, r in completed) + cell_points(cells)
    a = ask(question, demo=False)
    assert a.text.startswith(lead.format(total)), a.text


@pytest.mark.parametrize(
    ("question", "shared"),
    [
        ("Is the lightning supply shared, or does each player have their own?", "one for all the players"),
        ("A reserva de raios é de cada jogador ou comum?", "comum a todos os jogadores"),
    ],
)
def test_the_supply_is_said_to_be_shared_in_the_first_sentence(question, shared):
    a = ask(question, demo=False)
    assert shared in a.text.split(":")[0], a.text


# -- totals said before the moons ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "totals", "moons", "lead"),
    [
        ("2p game, before moons: me 31 w/ 3 moons, him 37 w/ 1 moon. who wins?", [31, 37], [3, 1], "You win"),
        (
            "2 jogadores, antes das luas: eu 40 com 2 luas, ela 46 com 2 luas. Quem ganha?",
            [40, 46],
            [2, 2],
            "Ganha quem tem 46 pontos",
        ),
        (
            "Zu zweit, vor den Monden: ich 50 mit 1 Mond, du 44 mit 4 Monden. Wer gewinnt?",
            [50, 44],
            [1, 4],
            "Wer 44 Punkte hat gewinnt",
        ),
        (
            "À 3, avant les lunes : moi 40 avec 3 lunes, Léa 46 avec 1 lune, Hugo 52 avec 0 lune.",
            [40, 46, 52],
            [3, 1, 0],
            "Totaux",
        ),
    ],
)
def test_totals_said_before_the_moons_get_the_moons_and_the_tie_break(question, totals, moons, lead):
    finals = [t + p for t, p in zip(totals, moon_points(moons))]
    first = ask(question, demo=False).text.split("\n")[0]
    assert first.startswith(lead), first
    assert all(f"= {x}" in first for x in finals), first
    if finals.count(max(finals)) > 1:  # equal totals: the moons decide (more is ahead)
        ahead = max((m for m, x in zip(moons, finals) if x == max(finals)))
        assert f" {ahead} " in first.split(".", 1)[1], first
