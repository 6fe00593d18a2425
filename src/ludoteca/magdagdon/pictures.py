"""Pictures of MAGDAGDON positions for notebooks: pure functions from a board or a game to
SVG/HTML. A :class:`~ludoteca.magdagdon.rules.Board` shows itself with :func:`board_svg` and
a game with :func:`game_html` (named in the game's registry entry, so the engine never imports this).

>>> svg = board_svg(Board("34--/3---/----/--R-"), highlight=["c1"], staged=["b1"])
>>> svg.count("<rect"), "ruin" in svg
(16, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from ludoteca.core import i18n
from ludoteca.magdagdon.rules import CELLS, EMPTY, RUIN, Board, cell_index, score

if TYPE_CHECKING:
    from ludoteca.magdagdon.game import Game

CELL, GAP, MARGIN = 44, 4, 22
COLOURS = {
    "empty": "#f8fafc",
    "number": "#ffffff",
    "staged": "#fde68a",
    "ruin": "#57534e",
    "highlight": "#bbf7d0",
    "line": "#334155",
}


def board_svg(
    board: Board | str,
    *,
    staged: Iterable[str] = (),
    highlight: Iterable[str] = (),
    colours: dict[str, str] | None = None,
) -> str:
    """The board as an SVG picture with coordinates; ``staged`` cells are shaded (and
    underlined, to read without colour), ``highlight`` cells (valid targets) are tinted."""
    board = Board(board)
    palette = {**COLOURS, **(colours or {})}
    shaded = {cell_index(c) for c in staged}
    marked = {cell_index(c) for c in highlight}
    step = CELL + GAP
    out = []
    for i, name in enumerate("abcd"):
        out.append(f'<text x="{MARGIN + step * i + CELL / 2}" y="15" text-anchor="middle" font-size="13">{name}</text>')
        y = MARGIN + step * i + CELL / 2 + 5
        out.append(f'<text x="8" y="{y}" text-anchor="middle" font-size="13">{i + 1}</text>')
    for i, code in enumerate(board.codes):
        x, y = MARGIN + step * (i % 4), MARGIN + step * (i // 4)
        kind = (
            "ruin"
            if code == RUIN
            else "staged"
            if i in shaded
            else "highlight"
            if i in marked
            else "empty"
            if code == EMPTY
            else "number"
        )
        out.append(
            f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="6" fill="{palette[kind]}" '
            f'stroke="{palette["line"]}" stroke-width="{2 if code not in (EMPTY, RUIN) else 1}"/>'
        )
        if code == RUIN:
            out.append(
                f'<path d="M{x + 10} {y + 10}L{x + CELL - 10} {y + CELL - 10}M{x + CELL - 10} {y + 10}'
                f'L{x + 10} {y + CELL - 10}" stroke="#e7e5e4" stroke-width="3"/>'
            )
        elif code != EMPTY:
            out.append(
                f'<text x="{x + CELL / 2}" y="{y + CELL / 2 + 8}" text-anchor="middle" font-size="22" '
                f'font-weight="bold">{code}</text>'
            )
            if i in shaded:
                out.append(
                    f'<line x1="{x + 12}" y1="{y + CELL - 7}" x2="{x + CELL - 12}" y2="{y + CELL - 7}" '
                    f'stroke="{palette["line"]}" stroke-width="2"/>'
                )
    size = MARGIN + step * 4
    label = f"MAGDAGDON board {board.notation()}" + (", ruins marked ruin" if RUIN in board.codes else "")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" role="img" '
        f'aria-label="{escape(label)}">{"".join(out)}</svg>'
    )


def dice_text(dice: Sequence[int], staged: dict[int, str]) -> str:
    return " ".join(f"<s>{v}</s>" if i in staged else f"<b>{v}</b>" for i, v in enumerate(dice))


def game_html(game: Game) -> str:
    """The board with the staged dice, the dice in the tray, and a status line (in the current language)."""
    staged = {die: CELLS[cell] for die, cell in game.staged}
    svg = board_svg(game.staged_board(), staged=staged.values())
    live = score(game.staged_board(), game.difficulty, game.powers_used)
    english = i18n.get_language() == "en"
    difficulty = game.difficulty if english else i18n.t(f"magdagdon.difficulty.{game.difficulty}")
    status = i18n.t(
        "magdagdon.picture.status",
        difficulty=difficulty,
        turn=game.turns + (0 if game.is_terminal() else 1),
        powers=game.powers_left,
        score=live.total,
    )
    parts = [svg, f"<p>{escape(status)}</p>"]
    if game.dice is not None:
        tray = escape(i18n.t("magdagdon.text.dice", dice="\x00")).replace("\x00", dice_text(game.dice, staged))
        parts.append(f"<p>{tray}" + (" — <b>MAGDAGDON</b>" if game.in_magdagdon() else "") + "</p>")
    return f"<div>{''.join(parts)}</div>"
