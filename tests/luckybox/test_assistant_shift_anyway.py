"""Lightning asked about while the revealed number is free, with no numbers given: yes, one may
pay to shift even then, and crossing stays compulsory (no passing)."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Can I spend lightning even if the revealed number is free on one of my grids?", "Yes: "),
        ("the revealed number is free on my grid, can i still use lightning to shift?", "Yes: "),
        ("posso gastar raios mesmo tendo o numero revelado livre numa cartela minha?", "Sim: "),
        ("Mesmo com o número revelado livre, posso usar um raio para riscar outro?", "Sim: "),
        (
            "Darf ich mit Blitzen eine andere Zahl ankreuzen, obwohl ich die aufgedeckte Zahl selbst noch frei habe?",
            "Ja: ",
        ),
        ("darf ich blitze zahlen obwohl die aufgedeckte zahl bei mir frei ist", "Ja: "),
        ("Puis-je utiliser des éclairs alors que le numéro tiré est libre sur ma grille ?", "Oui : "),
        ("je peux payer un eclair meme si le numero tire est libre chez moi ?", "Oui : "),
    ],
)
def test_lightning_may_be_paid_though_the_revealed_number_is_free(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "cross" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    "question",
    [
        "Can I use lightning when I have no free cell with the revealed number?",
        "How does lightning work?",
        "The 6 is revealed and free on my grid, I have 2 lightning: can I cross the 8?",
    ],
)
def test_other_lightning_questions_are_not_this_case(question):
    a = ask(question, demo=False)
    assert not (a.text.startswith("Yes: even when a free cell shows")), a.text
