"""A chain whose last bonus is a Number no free cell shows stops there (round 16): the lost
bonus crosses nothing, so it completes no line; a chain whose last bonus crosses a cell goes on."""

import pytest

from ludoteca.luckybox.assistant import ask

STOPS = {
    "en": "the chain stops there",
    "pt": "a cadeia acaba aí",
    "de": "die Kette endet dort",
    "fr": "la chaîne s'arrête là",
}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        (
            "7 revealed, i x the 7, that fills a col w/ '?', i put the ? on a 3 that fills a row w/ a '5' bonus, "
            "but i have no free 5 anywhere. can i bolt the 5 to a 4? and does the chain keep going",
            "en",
        ),
        (
            "Saiu o 7, risquei o 7 e completei uma coluna com bónus ?, pus o ? num 3 que completa uma linha com "
            "bónus 5, mas não tenho nenhum 5 livre. Posso usar um raio para o 5 virar 4? A cadeia continua?",
            "pt",
        ),
        (
            "vc risca o 7 e fecha uma coluna com ?, o ? vai num 3 que fecha uma linha com bonus 5, só que vc não "
            "tem 5 livre. a cadeia continua?",
            "pt",
        ),
        (
            "7 aufgedeckt, ich kreuze die 7, das füllt eine Spalte mit ?, das ? setze ich auf eine 3, die eine "
            "Reihe mit Bonus 5 vollendet, aber ich habe keine freie 5. Geht die Kette weiter?",
            "de",
        ),
        (
            "Le 7 sort, je coche le 7 qui complète une colonne avec un ?, je mets le ? sur un 3 qui complète une "
            "ligne avec un bonus 5, mais je n'ai pas de 5 libre. La chaîne continue ?",
            "fr",
        ),
    ],
)
def test_a_lost_number_bonus_ends_the_chain(question, lang):
    answer = ask(question, demo=False)
    assert answer.situation == "chain" and STOPS[lang] in answer.text, answer.text
    assert {"chains", "bonus-number"} <= {c.anchor for c in answer.sections}


def test_a_bonus_that_crosses_a_cell_keeps_the_chain_going():
    answer = ask(
        "My 6 completes a row with a Number 4 bonus; the 4 it crosses completes a column with a moon: mine too?"
    )
    assert answer.situation == "chain" and answer.text.startswith("The chain goes on"), answer.text
