"""A revealed number said to be free nowhere ("nirgends", "nowhere", "nulle part", "em lado
nenhum") and a revealed number given as "o número revelado é 5": the crossing worked out from
that number, with passing allowed."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    "question",
    [
        (
            "Aufgedeckt ist eine 8. Ich habe nirgends eine freie 8, aber 3 Blitze. Meine einzigen freien Felder "
            "sind eine 2 und eine 5. Was darf ich machen?"
        ),
        (
            "Die 8 ist aufgedeckt, eine freie 8 gibt es bei mir nirgendwo, ich habe 3 Blitze und freie Felder 2 "
            "und 5. Was geht?"
        ),
        "The 8 is revealed, I have a free 8 nowhere, 3 lightning, free cells a 2 and a 5. What can I do?",
        (
            "Le 8 est tire, je n'ai de 8 libre nulle part, j'ai 3 eclairs et mes cases libres sont un 2 et un 5. "
            "Que puis-je faire ?"
        ),
        (
            "Saiu o 8, nao tenho o 8 livre em lado nenhum, tenho 3 raios e as casas livres sao um 2 e um 5. O "
            "que posso fazer?"
        ),
    ],
)
def test_a_number_free_nowhere_lets_one_pass(question):
    a = ask(question, demo=False)
    first = a.text.splitlines()[0]
    assert a.situation == "cross", a.text
    assert "→ 2" in first and "→ 5" in first and "(free" not in first and "gratis" not in first, first


@pytest.mark.parametrize(
    "question",
    [
        (
            "O número revelado é 5 e não tenho nenhum 5 livre. Tenho 1 raio e as casas livres que me restam são "
            "um 3 e um 7. Dá para riscar o 7?"
        ),
        "o numero revelado foi o 5, nenhum 5 livre, 1 raio, casas livres 3 e 7: posso riscar o 7?",
        "O número sorteado... o número tirado é 5; sem 5 livre; tenho um raio; livres: 3 e 7. Risco o 7?",
    ],
)
def test_the_revealed_number_said_with_e_is_where_the_steps_start(question):
    a = ask(question, demo=False)
    first = a.text.splitlines()[0]
    assert first.startswith("Não") and "5 → 6 → 7" in first, a.text


@pytest.mark.parametrize(
    "question",
    [
        "What's the best way to choose which 3 of the 5 grids to keep in round 1?",
        "whats the best choice of grids to keep at the start?",
        "Qual é a melhor maneira de escolher as 3 cartelas no início?",
        "Welche 3 von 5 Karten behalte ich am besten?",
        "Quelle est la meilleure facon de choisir mes 3 grilles au debut ?",
    ],
)
def test_the_best_way_to_choose_is_no_rule(question):
    a = ask(question, demo=False)
    assert a.topic is None, a.text
