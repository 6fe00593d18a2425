"""A Number bonus whose number no free cell shows, asked about with lightning: the bonus is
lost (lightning shifts only the revealed number), never a question of the supply."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("my row bonus is a 5 and i have no free 5 left. can i spend 1 lightning to cross the 4?", "No: "),
        ("Number bonus 9 but no free 9 anywhere: may I pay two lightnings for a 7?", "No: "),
        ("O bonus da coluna e o numero 2 e ja nao tenho nenhum 2 livre. Posso pagar 1 raio e riscar o 3?", "Não: "),
        ("Completei uma linha, bónus 6, mas não tenho nenhum 6 livre: gasto um raio para riscar o 5?", "Não: "),
        (
            "Mein Zahlen-Bonus ist eine 3, aber ich habe keine freie 3 mehr. Kann ich mit einem Blitz die 4 ankreuzen?",
            "Nein: ",
        ),
        ("Bonus 8, keine freie 8 mehr - darf ich 1 Blitz zahlen und die 9 nehmen?", "Nein: "),
        ("Le bonus est un 6 et je n'ai aucun 6 libre. Je peux payer un eclair pour cocher le 5 ?", "Non : "),
        ("bonus numero 1 mais plus aucun 1 libre, je paie un éclair pour prendre le 2 ?", "Non : "),
    ],
)
def test_a_number_bonus_with_no_free_number_is_lost_whatever_lightning_is_paid(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "chain" and a.text.startswith(opening), a.text
    assert "bonus-number" in {c.anchor for c in a.sections}


def test_the_twenty_fourth_sets_chain_ending_in_a_lost_number_is_no_supply_case():
    question = (
        'Risquei o último 4 de uma linha e o bónus é um "?". Com ele risquei a casa que faltava numa coluna de'
        " outra cartela, e o bónus dessa coluna é o número 8. Só que já não tenho nenhum 8 livre. Posso pagar"
        " 1 raio e riscar um 7 ou um 9?"
    )
    a = ask(question, demo=False)
    assert a.text.startswith("Não: o bónus Número 8 perde-se"), a.text


@pytest.mark.parametrize(
    "question",
    [
        "The 5 is revealed, no free 5, 2 lightning, my free cells are 3 and 7: can I cross the 7?",
        "The supply has no lightning left and I get a lightning bonus: what happens?",
    ],
)
def test_a_revealed_number_or_the_supply_is_not_a_lost_bonus(question):
    assert ask(question, demo=False).situation != "chain"


@pytest.mark.parametrize(
    "question",
    [
        "I have no free 3 left and my Number bonus is a 7: can I use lightning on the 7?",
        "Nao tenho nenhum 3 livre e o meu bonus e o numero 7: posso usar raios?",
    ],
)
def test_a_missing_number_that_is_not_the_bonuses_is_no_lost_bonus(question):
    a = ask(question, demo=False)
    assert "3 is lost" not in a.text and "3 perde-se" not in a.text, a.text
