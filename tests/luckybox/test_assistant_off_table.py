"""Food and drink around the game (a cake recipe, snacks, dinner), and which of two players gets
the supply's last token, are nothing the rules cover: the assistant says so plainly instead of
answering with a rule."""

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


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("only 1 moon left in the supply and two of us complete a moon line on the same number. who gets it?", "en"),
        ("so ha 1 lua na reserva e dois de nos ganhamos um bonus de lua ao mesmo tempo: quem fica com ela?", "pt"),
        ("nur noch 1 Mond im Vorrat, zwei Spieler bekommen im selben Zug einen Mondbonus. Wer kriegt ihn?", "de"),
        (
            "il reste 1 lune dans la reserve et nous sommes deux a gagner un bonus lune au meme tour : qui la prend ?",
            "fr",
        ),
    ],
)
def test_who_gets_the_last_token_is_not_in_the_rules(question, lang):
    a = ask(question, demo=False)
    assert a.topic is None and a.text.startswith(_NOT_COVERED[lang]), a.text
