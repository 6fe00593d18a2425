"""MAGDAGDON's assistant reads a power said spent without a count ("my only power", "a minha
única Power", "meine einzige Kraft") as one use, and a roll said to go nowhere in more words,
so a MAGDAGDON with no use left is to be accepted and one with uses left may still be saved,
in four languages and in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "part"),
    [
        (
            "Estou no SURVIVAL e já gastei a minha única Power. Agora saiu-me um lançamento que não dá para pôr em "
            "lado nenhum. O que acontece?",
            "Sem poder para usar, aceitas",
        ),
        ("no survival ja usei meu poder e o lançamento não dá pra colocar em lugar nenhum, e agora?", "aceitas"),
        ("survival, I already used my only power and now nothing fits. what happens?", "With no power to use"),
        ("survival, I used my power already and now nothing fits. what happens?", "With no power to use"),
        (
            "ÜBERLEBEN, meine einzige Kraft ist schon verbraucht, jetzt passt der Wurf nirgendwo hin. Was passiert?",
            "Ohne Kraft zum Einsetzen",
        ),
        ("survie, j'ai déjà utilisé mon seul pouvoir et rien ne rentre. il se passe quoi ?", "Sans pouvoir à utiliser"),
    ],
)
def test_a_magdagdon_with_no_use_left_is_accepted(question, part):
    text = ask(question).text
    assert "MAGDAGDON" in text and part in text, text


@pytest.mark.parametrize(
    ("question", "part"),
    [
        ("peaceful, I used my power already and now nothing fits. what happens?", "the next costs 20"),
        ("friedlich, eine Kraft schon benutzt, jetzt passt nichts. was nun?", "die nächste kostet am Ende 20"),
        ("no peaceful já usei o meu poder e nada cabe, e agora?", "20"),
    ],
)
def test_a_magdagdon_with_uses_left_may_still_be_saved(question, part):
    text = ask(question).text
    assert "MAGDAGDON" in text and part in text, text
