"""Food and drink around the game (a cake recipe, snacks, dinner) are nothing the rules cover:
the assistant says so plainly instead of answering with a rule."""

import pytest

from ludoteca.luckybox.assistant import ask

_NOT_COVERED = {
    "en": "The rules say nothing about that.",
    "pt": "As regras não dizem nada sobre isso.",
    "de": "Dazu sagen die Regeln nichts.",
    "fr": "Les règles ne disent rien à ce sujet.",
}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("any good cake recipe for after the game?", "en"),
        ("what snacks go well with a game night of lucky box", "en"),
        ("Tens uma receita de bolo para o lanche depois do jogo?", "pt"),
        ("que petiscos levo para a noite de jogos?", "pt"),
        ("Hast du ein Rezept für Kuchen zum Spieleabend?", "de"),
        ("welche snacks passen zum spieleabend", "de"),
        ("Vous avez une bonne recette de quatre-quarts pour le goûter après la partie ?", "fr"),  # fr-15
        ("quel gateau faire pour la soiree jeux ?", "fr"),
    ],
)
def test_food_around_the_game_is_not_in_the_rules(question, lang):
    a = ask(question, demo=False)
    assert a.topic is None and a.text.startswith(_NOT_COVERED[lang]), a.text
