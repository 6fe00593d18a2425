from __future__ import annotations

import re

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.pictures import board_html, dice_svg


def test_dice_pictures_have_the_right_pips_and_mark_held_dice_without_colour():
    svg = dice_svg([6, 1, 3, 3, 5], held=[True, False, False, True, False])
    assert svg.count("<circle") == 6 + 1 + 3 + 3 + 5
    assert svg.count("✓") == 2 and 'aria-label="dice 6 1 3 3 5"' in svg


def test_a_game_shows_its_dice_sheets_and_previews_in_a_notebook():
    game = Game(["Ana", "<Bruno>"], seed=2)
    game.roll([2, 2, 5, 5, 5])
    html = game._repr_html_()
    assert html == board_html(game)
    assert "&lt;Bruno&gt;" in html and "<Bruno>" not in html  # names are escaped
    previews = re.findall(r"<td><i>(\d*)</i></td>", html)
    assert previews[:6] == ["0", "4", "0", "0", "15", "0"] and "25" in previews
    game.record("full_house")
    assert "<b>25</b>" in game._repr_html_() and "no dice rolled yet" in game._repr_html_()
