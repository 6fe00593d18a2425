"""A question with dice asking to pass a turn without recording, or to write one roll in two
boxes, is answered "no" first (one box a turn, always), then with what the dice give."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask

NO_FIRST = [
    ("en", "I rolled 1 1 3 4 6 on my last roll and nothing fits, can I just skip my turn?", "No"),
    ("en", "after 3 rolls i have 2 3 3 5 6, can i pass without writing anything", "No"),
    ("en", "grandson rolled 2 2 3 3 3 and wants it in full house AND count it as three of a kind too. ok?", "No"),
    ("en", "4 4 4 1 1 - can I score it in both boxes, full house and three of a kind?", "No"),
    ("pt", "tenho 1 2 4 4 6 depois do terceiro lançamento, posso passar a vez?", "Não"),
    ("pt", "Só me falta a Sequência grande e tenho 2 2 5 5 6 no fim. Posso passar sem registar nada?", "Não"),
    ("pt", "tirei 4 4 4 6 6, posso pôr nas duas casas, Full house e Trio?", "Não"),
    ("de", "Ich habe 1 2 2 4 6 nach dem dritten Wurf, kann ich aussetzen?", "Nein"),
    ("de", "5 5 5 2 2: darf ich das gleichzeitig als Full House und Dreierpasch eintragen?", "Nein"),
    ("de", "nach dem letzten wurf 1 1 3 4 6, darf ich einfach nichts eintragen?", "Nein"),
    ("fr", "jai 1 3 3 5 6 apres le 3e lancer, je peux passer mon tour ?", "Non"),
    ("fr", "j'ai 6 6 6 3 3, je peux le mettre dans les deux cases, Full et Brelan ?", "Non"),
    ("fr", "avec 2 3 4 6 6 au dernier lancer, on peut ne rien inscrire ?", "Non"),
]


@pytest.mark.parametrize(("lang", "question", "no"), NO_FIRST)
def test_one_box_a_turn_is_said_first(lang: str, question: str, no: str) -> None:
    answer = ask(question)
    assert answer.lang == lang
    assert answer.text.startswith(no)


def test_two_boxes_in_french_name_no_box_twos() -> None:
    text = ask("j'ai 6 6 6 3 3, je peux le mettre dans les deux cases, Full et Brelan ?").text
    assert "Deux 0" not in text
