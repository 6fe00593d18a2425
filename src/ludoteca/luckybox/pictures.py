"""Pictures of Lucky Box cards for notebooks and quizzes: pure functions from cards to SVG.

A card is drawn as its 3x3 cells with the row slots to the right and the column slots
underneath. Nothing is told by colour alone (the palette is Okabe and Ito's, safe for the
common kinds of colour blindness): a crossed cell is greyed *and* struck through with an X (its
number stays dark, drawn over the lighter cross), a cell that can be crossed has a thick dashed
frame *and* a badge (a big solid dot when it shows the revealed number, a tag ⚡1, ⚡2 … when it
costs lightning: a shape, not only a text, tells them apart), and a bonus slot is a rounded tile with a symbol
(a digit for a Number bonus, ``?``, ⚡, ⚡⚡, ★, ☾, or – for a blank) and a ✓ once its line
has paid. Every picture carries a text description for screen readers, in the locale's words.

>>> from ludoteca.luckybox import Card
>>> picture = svg(Card.parse("123 456 231 | 7?- | MSD"), crossed="a1 b2")
>>> picture.count("<line"), "★" in picture, "☾" in picture
(4, True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, Any, Union

from ludoteca.core import i18n
from ludoteca.luckybox.actions import Cross
from ludoteca.luckybox.cards import Bonus, Card, Grid
from ludoteca.luckybox.rules import LINES, cell_name, parse_cell

if TYPE_CHECKING:
    from ludoteca.luckybox.game import Game

__all__ = ["SYMBOLS", "bonus_name", "game_svg", "grids_svg", "svg"]

#: The symbol drawn in a bonus slot of each kind (a Number bonus shows its digit).
SYMBOLS: dict[Bonus, str] = {"?": "?", "lightning": "⚡", "lightning2": "⚡⚡", "star": "★", "moon": "☾", None: "–"}
#: Slot backgrounds (Okabe-Ito, lightened) and ink: the symbol, not the colour, says the kind.
_SLOT_FILL: dict[str, str] = {
    "number": "#d6ecfa",
    "?": "#f4e3ef",
    "lightning": "#fdf0c8",
    "lightning2": "#fdf0c8",
    "star": "#fae0cf",
    "moon": "#d9efe6",
    "blank": "#f2f2f2",
}
_INK, _MUTED, _PAPER, _CROSSED, _REACH = "#1d1d1f", "#6b6b73", "#ffffff", "#d9d9d9", "#0072b2"
#: The cross over a crossed cell, and the outline that keeps its number clear of the cross.
_STRIKE, _HALO = "#8a8a93", ' stroke="{fill}" stroke-width="4" paint-order="stroke" stroke-linejoin="round"'
CELL, GAP, SLOT = 44, 4, 34
#: Where the pieces of one card sit: cells from (PAD, PAD), row slots right, column slots below.
PAD = 4
CardLike = Union[Card, Grid]  # noqa: UP007 - a runtime alias (Python 3.10 has no "type" statement)
Cells = Union[int, str, Iterable[Union[int, str]], None]  # noqa: UP007


def _cells(value: Cells) -> set[int]:
    """Cells from a bit mask, a text like "a1 b2", or an iterable of indices or names."""
    if value is None:
        return set()
    if isinstance(value, bool):
        raise TypeError("cells are a bit mask, a text like 'a1 b2', or a list of cells, not a bool")
    if isinstance(value, int):
        return {c for c in range(9) if value >> c & 1}
    items = value.split() if isinstance(value, str) else list(value)
    return {parse_cell(c) if isinstance(c, str) else int(c) for c in items}


def _costs(value: Mapping[Any, int] | Iterable[Any] | None) -> dict[int, int]:
    """``{cell: lightning}`` from a mapping (cell index or name -> cost) or plain cells (cost 0)."""
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return {(parse_cell(c) if isinstance(c, str) else int(c)): int(k) for c, k in value.items()}
    return {c: 0 for c in _cells(value)}


def _slot_kind(bonus: Bonus) -> str:
    if isinstance(bonus, int):
        return "number"
    return "blank" if bonus is None else bonus


def bonus_name(bonus: Bonus, lang: str | None = None) -> str:
    """What a slot holds, in words ("Number 7: cross a 7", "Star", "Nothing")."""
    if isinstance(bonus, int):
        return i18n.translate("luckybox.bonus.number", lang, number=bonus)
    key = {"?": "any", None: "blank"}.get(bonus, bonus)
    return i18n.translate(f"luckybox.bonus.{key}", lang)


def _describe(card: Card, crossed: set[int], reach: dict[int, int], lang: str | None) -> str:
    none = i18n.translate("luckybox.picture.none", lang)
    rows = ", ".join(" ".join(map(str, row)) for row in card.numbers)
    parts = [
        i18n.translate(
            "luckybox.picture.label",
            lang,
            rows=rows,
            row_bonus="; ".join(bonus_name(b, lang) for b in card.row_bonus),
            column_bonus="; ".join(bonus_name(b, lang) for b in card.column_bonus),
        )
    ]
    names = " ".join(cell_name(c) for c in sorted(crossed)) or none
    parts.append(i18n.translate("luckybox.picture.crossed", lang, cells=names))
    if reach:
        parts.append(
            i18n.translate("luckybox.picture.reach", lang, cells=" ".join(cell_name(c) for c in sorted(reach)))
        )
    return " ".join(parts)


def _card_parts(card: Card, crossed: set[int], earned: set[int], reach: dict[int, int], x0: int, y0: int) -> list[str]:
    """The SVG elements of one card with its top-left corner at (x0, y0)."""
    out = []
    step = CELL + GAP
    for cell in range(9):
        x, y = x0 + PAD + step * (cell % 3), y0 + PAD + step * (cell // 3)
        done = cell in crossed
        out.append(
            f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="5" fill="{_CROSSED if done else _PAPER}" '
            f'stroke="{_INK}" stroke-width="1.5"/>'
        )
        if done:  # the cross first, lighter than the number, which stays readable on top of it
            for x1, x2 in ((x + 7, x + CELL - 7), (x + CELL - 7, x + 7)):
                out.append(
                    f'<line x1="{x1}" y1="{y + 7}" x2="{x2}" y2="{y + CELL - 7}" stroke="{_STRIKE}" '
                    f'stroke-width="3" stroke-linecap="round"/>'
                )
        out.append(
            f'<text x="{x + CELL // 2}" y="{y + 37}" text-anchor="middle" font-size="22" font-weight="bold" '
            f'fill="{_INK}"{_HALO.format(fill=_CROSSED) if done else ""}>{card.flat[cell]}</text>'
        )
        if not done and cell in reach:
            out += _badge(x, y, reach[cell])
    slots = [(x0 + PAD + 3 * step + 2, y0 + PAD + step * r + (CELL - SLOT) // 2) for r in range(3)]
    slots += [(x0 + PAD + step * c + (CELL - SLOT) // 2, y0 + PAD + 3 * step + 2) for c in range(3)]
    for line, ((x, y), bonus) in enumerate(zip(slots, card.bonuses)):
        kind = _slot_kind(bonus)
        symbol = str(bonus) if isinstance(bonus, int) else SYMBOLS[bonus]
        size = 13 if bonus == "lightning2" else 17
        dash = ' stroke-dasharray="3 2"' if bonus is None else ""
        out.append(
            f'<rect x="{x}" y="{y}" width="{SLOT}" height="{SLOT}" rx="{SLOT // 2 if kind == "number" else 8}" '
            f'fill="{_SLOT_FILL[kind]}" stroke="{_MUTED}" stroke-width="1.5"{dash}/>'
        )
        out.append(
            f'<text x="{x + SLOT // 2}" y="{y + SLOT // 2 + 6}" text-anchor="middle" font-size="{size}" '
            f'font-weight="bold" fill="{_INK}">{escape(symbol)}</text>'
        )
        if line in earned:
            out.append(f'<text x="{x + SLOT + 1}" y="{y + 10}" text-anchor="end" font-size="11" fill="{_INK}">✓</text>')
    return out


def _badge(x: int, y: int, lightning: int) -> list[str]:
    """The frame and badge of a cell that can be crossed: a big solid dot when it is free, a
    tag saying ⚡1, ⚡2 … when it costs lightning (they differ in shape, not only in text)."""
    out = [
        f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="4" fill="none" '
        f'stroke="{_REACH}" stroke-width="3" stroke-dasharray="6 3"/>'
    ]
    if lightning == 0:
        out.append(f'<circle data-badge="free" cx="{x + CELL - 11}" cy="{y + 11}" r="6.5" fill="{_REACH}"/>')
    else:
        out.append(
            f'<g data-badge="lightning"><rect x="{x + CELL - 29}" y="{y + 3}" width="26" height="15" rx="5" '
            f'fill="{_PAPER}" stroke="{_REACH}" stroke-width="1.5"/><text x="{x + CELL - 16}" y="{y + 14.5}" '
            f'text-anchor="middle" font-size="12" font-weight="bold" fill="{_REACH}">⚡{lightning}</text></g>'
        )
    return out


#: The width and height of one card's picture.
WIDTH = PAD + 3 * (CELL + GAP) + 2 + SLOT + PAD
HEIGHT = PAD + 3 * (CELL + GAP) + 2 + SLOT + PAD


def _unpack(item: CardLike, crossed: Cells) -> tuple[Card, set[int], set[int]]:
    if isinstance(item, Grid):
        cells = _cells(item.crossed) | _cells(crossed)
        earned = {line for line in range(6) if item.earned >> line & 1}
        return item.card, cells, earned
    if isinstance(item, Card):
        cells = _cells(crossed)
        mask = sum(1 << c for c in cells)
        return item, cells, {line for line, bits in enumerate(LINES) if mask & bits == bits}
    raise TypeError(f"a picture is drawn from a Card or a Grid, not {type(item).__name__}")


def svg(
    card: CardLike,
    *,
    crossed: Cells = None,
    reach: Mapping[Any, int] | Iterable[Any] | None = None,
    lang: str | None = None,
) -> str:
    """One card (or a card in play, a :class:`~ludoteca.luckybox.cards.Grid`) as SVG text.

    ``crossed``: cells to show crossed (a mask, ``"a1 b2"``, or indices/names), added to a
    Grid's own; ``reach``: cells to frame as crossable, ``{cell: lightning}`` or plain cells
    (no lightning). A complete line's slot gets a ✓. ``lang`` words the description (by default
    the current language, :func:`ludoteca.set_language`).
    """
    plain, cells, earned = _unpack(card, crossed)
    costs = _costs(reach)
    label = escape(_describe(plain, cells, costs, lang), quote=True)
    body = "".join(_card_parts(plain, cells, earned, costs, 0, 0))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="Helvetica, Arial, sans-serif" role="img" '
        f'aria-label="{label}"><title>{label}</title>{body}</svg>'
    )


def grids_svg(
    grids: Sequence[CardLike],
    *,
    crossed: Mapping[int, Cells] | None = None,
    reach: Mapping[int, Mapping[Any, int]] | None = None,
    lang: str | None = None,
) -> str:
    """Several cards side by side, each named "Grid 1", "Grid 2" … above it (the numbering
    players use). ``crossed`` and ``reach`` are keyed by the grid's index (from 0)."""
    crossed, reach = crossed or {}, reach or {}
    top, space = 22, 18
    parts, labels = [], []
    for i, item in enumerate(grids):
        plain, cells, earned = _unpack(item, crossed.get(i))
        costs = _costs(reach.get(i))
        x = i * (WIDTH + space)
        name = escape(i18n.translate("luckybox.grid", lang, grid=i + 1))
        parts.append(f'<text x="{x + PAD}" y="15" font-size="14" font-weight="bold" fill="{_INK}">{name}</text>')
        parts += _card_parts(plain, cells, earned, costs, x, top)
        labels.append(f"{name}. {_describe(plain, cells, costs, lang)}")
    width = max(1, len(grids)) * (WIDTH + space) - space
    label = escape(" ".join(labels), quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{HEIGHT + top}" '
        f'viewBox="0 0 {width} {HEIGHT + top}" font-family="Helvetica, Arial, sans-serif" role="img" '
        f'aria-label="{label}"><title>{label}</title>{"".join(parts)}</svg>'
    )


def game_svg(game: Game, seat: int = 0, *, reach: bool = True, lang: str | None = None) -> str:
    """The grids of ``seat`` in ``game``; with ``reach``, the cells that seat may cross now
    (from the game's own legal actions) are framed with what they cost. Reads the game only."""
    marks: dict[int, dict[int, int]] = {}
    if reach:
        for action in game.legal_actions_of(seat):
            if isinstance(action, Cross):
                marks.setdefault(action.grid, {})[action.cell] = action.lightning
    return grids_svg(game.hands[seat].grids, reach=marks, lang=lang)
