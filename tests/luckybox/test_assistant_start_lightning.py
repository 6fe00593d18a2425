"""How many lightning each player starts with, asked plainly: the engine's starting lightning
leads, in four languages; a question with numbers (the supply left with 4 players) stays the
set-up worked out."""

import pytest

from ludoteca.luckybox.assistant import ask
from ludoteca.luckybox.rules import Rules


@pytest.mark.parametrize(
    "question",
    [
        "How many lightning does each player get at the start?",
        "how many lightning bolts does everyone get at the start",
        "Quantos raios recebe cada jogador no início?",
        "quantos raios tem cada um no comeco",
        "Wie viele Blitze bekommt jeder am Anfang?",
        "wieviele blitze hat jeder zu beginn",
        "Combien d'éclairs reçoit chaque joueur au début ?",
        "combien d eclairs au depart pour chacun ?",
    ],
)
def test_the_starting_lightning_leads(question):
    a = ask(question, demo=False)
    assert a.situation == "count_lightning" and a.topic == "starting_tokens", a.text
    assert a.text.startswith(f"{Rules().start_lightning} "), a.text


def test_the_supply_left_at_the_start_is_still_worked_out():
    a = ask("How many lightning are left in the supply at the start with 4 players?", demo=False)
    assert a.situation == "start", a.text
