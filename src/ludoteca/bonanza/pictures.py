"""Pictures of Bonanza positions for notebooks: pure functions from a state to SVG/HTML.

A :class:`~ludoteca.bonanza.game.Game` shows itself with them (``_repr_html_``), so a
game displayed in a notebook is a picture of its dice and sheets, no widget needed.

>>> dice_svg([1, 2, 3, 4, 5], held=[True, False, False, False, False]).count("<circle")
15
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_BONUS, UPPER_TARGET, label, sheet_word
from ludoteca.core import i18n

if TYPE_CHECKING:
    from ludoteca.bonanza.game import Game

# Where the pips sit on a 3 x 3 grid, as (column, row).
PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
}
LEFT = 'style="text-align:left;padding-right:2em"'


def dice_svg(dice: Sequence[int], held: Sequence[bool] = (False,) * 5) -> str:
    """The dice as an SVG picture; a held die is shaded and has a check mark under it
    (so it reads without colour too)."""
    out = []
    for i, (face, hold) in enumerate(zip(dice, held)):
        x = 4 + 52 * i
        fill = "#fde68a" if hold else "#ffffff"
        out.append(f'<rect x="{x}" y="4" width="44" height="44" rx="8" fill="{fill}" stroke="#333" stroke-width="2"/>')
        out += [f'<circle cx="{x + 10 + 12 * c}" cy="{14 + 12 * r}" r="4.5" fill="#333"/>' for c, r in PIPS[face]]
        if hold:
            out.append(f'<text x="{x + 22}" y="70" text-anchor="middle" font-size="16">✓</text>')
    width = 4 + 52 * len(dice)
    shown = " ".join(map(str, dice))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="76" role="img" '
        f'aria-label="dice {shown}">{"".join(out)}</svg>'
    )


def board_html(game: Game) -> str:
    """The dice and every sheet side by side, with what the current roll would score in each
    free box of the player to move."""
    previews = game.previews() if game.dice else {}
    words = {  # lower case in English, the sheet's own words elsewhere
        "upper": sheet_word("bonanza.upper_total", "upper total"),
        "bonus": sheet_word("bonanza.bonanza_bonus", "Bonanza bonus"),
        "total": sheet_word("bonanza.total", "total"),
        "box": sheet_word("bonanza.box_column", "box"),
    }
    head = "".join(f"<th>{escape(seat.name)}</th>" for seat in game.seats)
    rows = []
    for box in BOXES:
        cells = "".join(f"<td>{sheet.boxes.get(box, '')}</td>" for sheet in game.sheets)
        rows.append(f"<tr><td {LEFT}>{escape(label(box))}</td>{cells}<td><i>{previews.get(box, '')}</i></td></tr>")
        if box == UPPER[-1]:
            cells = "".join(f"<td>{sheet.upper_total()}/{UPPER_TARGET}</td>" for sheet in game.sheets)
            upper = escape(i18n.t("bonanza.picture.upper", total=words["upper"], bonus=UPPER_BONUS))
            rows.append(f"<tr><td {LEFT}>{upper}</td>{cells}<td></td></tr>")
    cells = "".join(f"<td>{sheet.bonus}</td>" for sheet in game.sheets)
    rows.append(f"<tr><td {LEFT}>{escape(words['bonus'])}</td>{cells}<td></td></tr>")
    cells = "".join(f"<td><b>{sheet.total()}</b></td>" for sheet in game.sheets)
    rows.append(f"<tr><td {LEFT}><b>{escape(words['total'])}</b></td>{cells}<td></td></tr>")
    dice = dice_svg(game.dice, game.held) if game.dice else f"<p>({escape(i18n.t('bonanza.picture.no_dice'))})</p>"
    box, this_roll = escape(words["box"]), escape(i18n.t("bonanza.picture.this_roll"))
    table = f"<table><tr><th {LEFT}>{box}</th>{head}<th><i>{this_roll}</i></th></tr>{''.join(rows)}</table>"
    return f"<div>{dice}{table}</div>"
