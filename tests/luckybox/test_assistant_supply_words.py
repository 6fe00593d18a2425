"""The supply as players say it: the count in the supply's own clause (not a player's count
said before it), a supply "at zero" or "à sec", a supply "almost empty" with no count (the rule
itself answers), and the grids a player holds, which a token bonus does not need."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("my lightning: 0, the supply has 2 left. a double lightning bonus gives me what?", "You take 2 lightning"),
        ("tenho 0 raios, a reserva ainda tem 1; bonus de raio duplo, quanto recebo?", "Recebes 1 raio"),
        ("Blitze habe ich 0, im Vorrat sind noch 2. Doppelblitz-Bonus: was bekomme ich?", "Du bekommst 2 Blitze"),
        ("j'ai 0 eclair, la reserve en a encore 1 ; bonus double eclair : j'en prends combien ?", "Tu prends 1 éclair"),
    ],
)
def test_the_count_in_the_supplys_own_clause(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "supply" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    "question",
    [
        "the moon supply is at zero and I earn a moon bonus: what do I get?",
        "a reserva de luas ta zerada e ganhei um bonus de lua, o que recebo?",
        "Der Mondvorrat steht auf null, ich kriege einen Mond-Bonus. Was bekomme ich?",
        "La réserve de lunes est à sec et je gagne un bonus lune : je reçois quoi ?",
    ],
)
def test_a_supply_at_zero_gives_nothing(question):
    a = ask(question, demo=False)
    assert a.situation == "supply", a.text
    assert any(
        a.text.startswith(w)
        for w in ("You take nothing", "Não recebes nada", "Du bekommst nichts", "Tu ne prends rien")
    ), a.text


@pytest.mark.parametrize(
    "question",
    [
        "Double lightning when the supply is almost empty: do I take one from another player?",
        "raio duplo com a reserva quase vazia: tiro uma ficha a outro jogador?",
        "Doppelblitz, aber der Vorrat ist fast leer: nehme ich einem Mitspieler einen weg?",
        "Un double éclair quand la réserve est presque vide : on pioche chez un adversaire ?",  # fr-17
    ],
)
def test_an_almost_empty_supply_with_no_count_gets_the_rule(question):
    a = ask(question, demo=False)
    assert a.situation is None and a.topic in ("supply_empty", "mistake_empty_supply"), a  # both: never from a player


def test_the_grids_a_player_holds_are_not_left_out_of_a_token_bonus():
    a = ask(  # the twenty-third set's pt-18
        "Rodada 2, tô com 3 cartelas. Saiu o 6, fechei a linha de cima que tem bônus 4, e o 4 que eu risco fecha "
        "uma coluna com bônus lua. Só que a reserva de luas tá zerada. O que eu ganho?",
        demo=False,
    )
    assert a.situation == "supply" and a.text.startswith("Não recebes nada"), a.text


def test_the_supplys_count_after_a_players_count_of_zero():
    a = ask(  # de-19
        "runde 2: kreuz auf der 5 schließt reihe (bonus 7) und spalte (bonus blitz). freie 7 hab ich keine, "
        "blitze 0, vorrat hat noch 1. was krieg ich, spielt die reihenfolge ne rolle?",
        demo=False,
    )
    assert a.situation == "supply" and a.text.startswith("Du bekommst 1 Blitz"), a.text


@pytest.mark.parametrize(
    "question",
    [
        "the supply is almost out of lightning; can I take one from another player?",
        "a reserva de raios ta quase acabando, ganhei um raio duplo. posso pegar do meu colega?",
        "Der Vorrat ist fast leer: darf ich einem anderen Spieler einen Blitz wegnehmen?",
        "la reserve est presque vide, je peux prendre un eclair a un autre joueur ?",
    ],
)
def test_taking_from_another_player_when_the_supply_is_short(question):
    a = ask(question, demo=False)
    assert a.topic in ("supply_empty", "mistake_empty_supply"), a


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("the supply holds 2 moons and I earn a moon bonus. what do I get?", "You take 1 moon"),
        ("A reserva tem 1 raio e eu ganho um bónus de raio duplo. Quantos recebo?", "Recebes 1 raio"),
        ("Der Vorrat hat 3 Blitze, ich bekomme einen Doppelblitz-Bonus. Wie viele?", "Du bekommst 2 Blitze"),
        ("La réserve contient 1 éclair et je gagne un double éclair. J'en prends combien ?", "Tu prends 1 éclair"),
    ],
)
def test_a_supply_said_to_hold_a_count_works_the_bonus_out(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "supply" and a.text.startswith(opening), a.text
