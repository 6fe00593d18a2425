"""A whole section said filled makes its boxes filled for a joker, and a joker whose own upper
box is named beside a list of free boxes, with no word on whether it is filled, is worked out
both ways instead of being placed there as if it were free."""

from __future__ import annotations

import pytest

from ludoteca.bonanza.assistant import ask
from ludoteca.bonanza.assistant_full_sections import full_sections

SECTIONS = [
    ("en", "all my lower boxes are filled already", ("lower",)),
    ("en", "the top half is done", ("upper",)),
    ("pt", "as casas de baixo ja estao todas preenchidas", ("lower",)),
    ("pt", "a parte de cima esta toda preenchida", ("upper",)),
    ("de", "unten ist schon alles voll", ("lower",)),
    ("de", "die oberen felder sind alle belegt", ("upper",)),
    ("fr", "toutes mes cases du bas sont deja prises", ("lower",)),
    ("fr", "la partie haute est pleine", ("upper",)),
    ("en", "what does the lower section hold?", ()),
    ("fr", "combien valent les cases du bas ?", ()),
]


@pytest.mark.parametrize(("lang", "text", "sections"), SECTIONS)
def test_a_section_said_full_is_read(lang: str, text: str, sections: tuple[str, ...]) -> None:
    assert full_sections(text, lang) == sections


SCRATCH = [
    "Bonanza holds 0; the bottom section is full and my Fours are done. I throw 4 4 4 4 4. Where does it go?",
    "Im Bonanza-Feld steht 0, unten ist alles voll und die Sechser sind belegt. Ich werfe 6 6 6 6 6, was nun?",
    "mon petit fils a barré sa case Bonanza (0) au début. là il fait cinq 2, sa case Deux est deja remplie et "
    "toutes ses cases du bas sont remplies. il lui reste que As et Six en haut. il marque quoi ?",
]


@pytest.mark.parametrize("question", SCRATCH)
def test_a_joker_with_its_box_and_the_lower_part_filled_scratches_an_upper_box(question: str) -> None:
    answer = ask(question)
    assert answer.topic == "joker_place"
    assert any(word in answer.text for word in ("scratch", "streichst", "barres"))


BOTH_WAYS = [
    ("en", "Bonanza box has 50, Full house and Chance are free. I roll 4 4 4 4 4, can it go in Fours?", "75"),
    ("pt", "Bonanza com 50, tenho livres o Full house e a Sorte. Saiu 3 3 3 3 3, vai para os Tres?", "75"),
    ("de", "Bonanza hat 50, frei sind noch Full House und Chance. Ich habe 4 4 4 4 4, muss das in die Vierer?", "75"),
    (
        "fr",
        "Ma case Bonanza est à 50 et j'ai déjà rempli les Deux. Il me reste libres : Full, Chance et As. "
        "Je sors 2 2 2 2 2. Je peux mettre quoi, et ça me rapporte combien au mieux ?",
        "75",
    ),
]


@pytest.mark.parametrize(("lang", "question", "best"), BOTH_WAYS)
def test_a_joker_box_unsaid_is_worked_out_both_ways(lang: str, question: str, best: str) -> None:
    answer = ask(question)
    assert answer.lang == lang
    assert answer.topic == "joker_place"
    assert best in answer.text
    assert answer.text.lower().count("joker") >= 2


SAID_FREE_NEARBY = [
    "Bonanza has a 0. I roll 3 3 3 3 3. My Threes box and my Full house box are both still open. Where must it go?",
    "Bonanza com 0. Saiu 4 4 4 4 4; a minha casa dos Quatros e a do Full house estao ambas livres. Onde vai?",
    "Bonanza steht auf 0. Ich werfe 2 2 2 2 2, mein Feld Zweier und mein Full House sind beide noch frei. Wohin?",
]


@pytest.mark.parametrize("question", SAID_FREE_NEARBY)
def test_a_joker_box_named_where_boxes_are_said_free_is_not_doubted(question: str) -> None:
    answer = ask(question)
    assert answer.topic == "joker_place"
    assert not any(word in answer.text for word in ("does not say", "nao diz", "não diz", "sagt nicht"))
