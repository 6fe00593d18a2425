"""MAGDAGDON's assistant answers "is another power worth it, or a ruin?" for a roll on a board
told whole: whether it is a MAGDAGDON, what the next use would cost after those said spent
(a count said before "gone" leaves the rest) and what the ruin costs, in four languages and
in Brazilian Portuguese."""

from __future__ import annotations

import pytest

from ludoteca.magdagdon.assistant import ask


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "friedlich, 2 kräfte schon weg. aufm brett nur ne 4, wurf 1 1 1 6. lohnt die dritte kraft oder ruine?",
            ("MAGDAGDON", "die nächste kostet am Ende 40", "RUINE"),
        ),
        (
            "Friedlich, noch keine Kraft benutzt, nur eine 6 auf dem Brett, Wurf 1 2 2 3. Lohnt sich eine Kraft oder "
            "lieber eine Ruine?",
            ("MAGDAGDON", "die nächste kostet am Ende 10"),
        ),
        (
            "peaceful, two powers used already, only a 2 on the board, rolled 5 5 6 6. is a third power worth it or "
            "should i take the ruin?",
            ("MAGDAGDON", "the next costs 40", "the ruin (15) costs less"),
        ),
        (
            "survival, no power used, only a 6 on the board, rolled 1 1 2 3, power or accept the ruin?",
            ("MAGDAGDON", "the next costs 70"),
        ),
        (
            "peaceful, já usei 1 poder, só tenho um 5 no tabuleiro, saiu 1 1 2 2. vale a pena usar outro poder ou uma "
            "ruína?",
            ("MAGDAGDON", "a próxima custa 20"),
        ),
        (
            "paisible, déjà 2 pouvoirs utilisés, il y a juste un 1 sur le plateau, tirage 4 5 6 6. un troisième "
            "pouvoir ou plutôt la ruine ?",
            ("MAGDAGDON", "le prochain coûte 40"),
        ),
    ],
)
def test_another_power_or_a_ruin_is_weighed_for_the_case(question, parts):
    text = ask(question).text
    assert all(part in text for part in parts), text
