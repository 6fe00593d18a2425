"""Facts the topics' answers give that players ask for: lightning reaches every number within
4 steps (checked against the engine's circle of numbers), and a grid completed earlier is not
counted again with the unfinished ones."""

import pytest

from ludoteca.luckybox.assistant import ask, topic


def _steps(a: int, b: int) -> int:
    """Steps between two numbers on the circle 1..9, the shorter way."""
    d = abs(a - b) % 9
    return min(d, 9 - d)


def test_four_steps_reach_every_number_from_every_number():
    assert max(_steps(a, b) for a in range(1, 10) for b in range(1, 10)) == 4


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Is there a number lightning can never reach? What is the most I'd ever pay?", "4 tokens always"),
        ("Há algum número que os raios não alcancem? Quantos raios preciso no máximo?", "4 fichas chegam sempre"),
        ("Gibt es eine Zahl, die man mit Blitzen nie erreicht? Wie viele Blitze braucht man höchstens?", "4 Blitze"),
        ("Y a-t-il un numéro qu'on ne peut jamais atteindre avec des éclairs ?", "4 jetons suffisent"),
    ],
)
def test_lightning_reaches_every_number(question, words):
    a = ask(question, demo=False)
    assert words in topic("lightning").answer[a.lang]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "not counted here"),
        ("pt", "não contam aqui"),
        ("de", "zählen hier also nicht"),
        ("fr", "ne comptent donc pas"),
    ],
)
def test_a_grid_completed_earlier_is_not_counted_with_the_unfinished(lang, words):
    assert words in topic("incomplete_grids").answer[lang]
