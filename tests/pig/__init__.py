"""Pig, the fourth game: built by following docs/adding-a-game.md, to prove that guide.

It lives in the tests: the registry learns of it here, as a new game's package would say.
"""

from ludoteca.core.registry import GameInfo, register_game

register_game(
    GameInfo(
        "pig", "tests.pig", advisor="tests.pig.advisor:advise", bots="tests.pig.bots", table="tests.pig.widget:PigTable"
    )
)

from tests.pig.game import Game  # noqa: E402 - the registry finds a game's class in its package

__all__ = ["Game"]
