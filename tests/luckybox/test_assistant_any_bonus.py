"""The "?" bonus asked about by name: kept for later (no, it is used at once) or used on
another grid than the one whose line earned it (yes); a Number bonus named, both asked, or a
strategy asked is left to the topics."""

import pytest

from ludoteca.luckybox.assistant import ask


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ('Can I keep a "?" bonus for later?', "No: "),
        ("can i save my ?-bonus for the next round", "No: "),
        ("Is it possible to keep the question mark bonus for another turn?", "No: "),
        ("Posso guardar o bónus “?” para depois?", "Não: "),
        ("da pra deixar o bonus ? pra proxima ronda?", "Não: "),
        ("kann ich einen ?-Bonus aufheben und erst in ner späteren Runde benutzen?", "Nein: "),
        ("Darf ich den Fragezeichen-Bonus fur spater aufsparen?", "Nein: "),
        ("Je peux garder un bonus « ? » pour plus tard ?", "Non : "),
        ("on peut conserver le bonus point d'interrogation pour la manche suivante ?", "Non : "),
    ],
)
def test_the_mark_bonus_cannot_be_kept(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "any_bonus" and a.topic == "question_mark" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Can I use the ? bonus on another grid?", "Yes: "),
        ("is the question mark bonus usable on a different grid?", "Yes: "),
        ("o bonus ? pode ser usado noutra cartela?", "Sim: "),
        ("Um bónus «?» pode riscar uma casa numa cartela diferente daquela onde foi ganho?", "Sim: "),
        ("Darf ich einen „?“-Bonus auch auf einer anderen Karte einsetzen?", "Ja: "),
        ("Darf ich beim Fragezeichen auch ein Feld auf einer anderen Karte ankreuzen?", "Ja: "),
        ("le bonus ? marche sur n'importe quelle grille ?", "Oui : "),
        ("Le bonus « ? » peut cocher sur une autre grille ?", "Oui : "),
    ],
)
def test_the_mark_bonus_crosses_on_any_grid(question, opening):
    a = ask(question, demo=False)
    assert a.situation == "any_bonus" and a.text.startswith(opening), a.text


@pytest.mark.parametrize(
    "question",
    [
        "Can I keep a Number bonus for later?",
        "Kann ich einen Zahlen-Bonus aufheben?",
        "What does the ? bonus do?",
        "welche karte von den 5 behalten, die mit den meisten fragezeichen? tipp?",
        "Can I keep the ? bonus for later or use it on another grid?",
    ],
)
def test_other_questions_about_bonuses_are_no_mark_case(question):
    assert ask(question, demo=False).situation != "any_bonus"
