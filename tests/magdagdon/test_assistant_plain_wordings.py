"""Plain questions in wordings the topics do not list, each answered by the topic that covers
it: a turn's four dice and its spare ones, changing the difficulty mid-game (the board does not
carry over), the first die going anywhere, confirming with more than the minimum ("min"), the
one bonus a line earns, and powers used without a MAGDAGDON; four languages, typos and
missing accents included."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("each turn how many dice get thrown and where do the leftover ones go", "turn_steps"),
        ("quantos dados se lancam por jogada e os que nao uso?", "turn_steps"),
        ("wie viele wurfel wirft man jede runde, und was ist mit den restlichen?", "turn_steps"),
        ("a chaque tour on lance combien de des et les autres on en fait quoi", "turn_steps"),
        ("halfway through i swap from survival to peaceful, is my board still there?", "difficulty_change"),
        ("se eu trocar de nivel a meio, o tabuleiro continua?", "difficulty_change"),
        ("Wenn ich mittendrin die Schwierigkeit wechsle, bleibt mein Spielfeld erhalten?", "difficulty_change"),
        ("je bascule de niveau au milieu de la partie, mon plateau reste ?", "difficulty_change"),
        ("may the very first die sit on any cell at all?", "placement_first"),
        ("o primeiro dado de todos pode ficar em qualquer lado?", "placement_first"),
        ("Kann der allererste Wurfel auf jedes beliebige Feld?", "placement_first"),
        ("le tout premier de, je le mets ou je veux ?", "placement_first"),
        ("can i confirm with more than the min?", "turn_minimum"),
        ("posso validar com mais dados que o min?", "turn_minimum"),
        ("mehr als das min vormerken und dann bestätigen, geht das?", "turn_minimum"),
        ("valider avec plus de des que le min, ca passe ?", "turn_minimum"),
        ("at most how many bonuses can one column get?", "combos_compare"),
        ("no maximo quantos bonus pode ganhar uma coluna?", "combos_compare"),
        ("Wie viele Boni bringt eine Spalte höchstens?", "combos_compare"),
        ("au maximum, une colonne rapporte combien de bonus ?", "combos_compare"),
        ("is a power allowed on a normal turn, with no MAGDAGDON at all?", "powers_optional"),
        ("posso gastar um poder numa jogada normal, sem MAGDAGDON?", "powers_optional"),
        ("Darf man eine Kraft in einem normalen Zug ohne MAGDAGDON nutzen?", "powers_optional"),
        ("on peut utiliser un pouvoir pendant un tour normal, sans MAGDAGDON ?", "powers_optional"),
    ],
)
def test_a_plain_question_in_new_words_finds_its_topic(question, topic):
    answer = ask(question)
    assert answer.topic in ALIKE.get(topic, (topic,)), answer.text


#: Topics that answer the same question from the same section: a turn's dice and the spare
#: ones (turn), the one bonus of a line (combinations).
ALIKE = {
    "turn_steps": ("turn_steps", "unused_dice", "one_roll"),
    "combos_compare": ("combos_compare", "pairs"),
}


@pytest.mark.parametrize("lang", ["en", "pt", "de", "fr"])
def test_powers_are_said_usable_on_any_turn(lang):
    said = {"en": "any turn", "pt": "qualquer jogada", "de": "jedem Zug", "fr": "n'importe quel tour"}
    assert said[lang] in ask("Are powers optional?", lang).text


@pytest.mark.parametrize(
    "question",
    [
        "three equal numbers on a line, any bonus for that?",
        "tres dados iguais numa linha valem bonus?",
        "Drei gleiche Würfel in einer Zeile, zählt das?",
        "trois des identiques sur une ligne, ca donne un bonus ?",
    ],
)
def test_three_equal_values_earn_no_bonus(question):
    answer = ask(question)
    assert answer.topic == "combos_compare", answer.text
    assert any(word in answer.text for word in ("three equal", "três valores", "drei gleiche", "trois valeurs"))


@pytest.mark.parametrize(
    ("question", "lang"),
    [("quanto custa cada ruina no final?", "pt"), ("what does each ruin cost in the end?", "en")],
)
def test_what_a_ruin_costs_at_the_end(question, lang):
    assert ask(question).topic == "ruin_cost"


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Spielt es eine Rolle, in welcher Reihenfolge ich vormerke?", "staging_order"),
        ("as pontuacoes dos niveis facil e dificil ficam misturadas?", "best_scores"),
        ("das Minimum liegt schon, kann ich noch einen vierten Würfel vormerken?", "turn_minimum"),
    ],
)
def test_earlier_sets_wordings_now_answered(question, topic):
    assert ask(question).topic == topic, ask(question).text
