"""What the printable score sheet and player aid share: an A4 portrait page and text that wraps.

A page is drawn in CSS pixels (96 per inch) and sized in millimetres, so it prints at its real
size on one A4 portrait page with 10 mm margins (190 x 277 mm) however the browser scales pixels.
Text is wrapped by an estimate of its width that errs on the wide side: a line never runs into
its neighbour in any of the four languages (a browser test prints every page to PDF and checks).

>>> wrap("Moons: most +6, fewest -6", size=14, width=120)
['Moons: most +6,', 'fewest -6']
"""

from __future__ import annotations

from html import escape

from ludoteca.luckybox.rules import SOLO_MOONS

__all__ = ["PAGE_HEIGHT", "PAGE_WIDTH", "page", "solo_moon_table", "text_lines", "wrap"]

#: The printable area of A4 portrait with 10 mm margins, in CSS pixels (190 x 277 mm).
PAGE_WIDTH, PAGE_HEIGHT = 718, 1046
_MM_PER_PX = 25.4 / 96
#: Average advance of a character of Helvetica/Arial, as a share of the font size (bold is wider).
_ADVANCE, _BOLD_ADVANCE = 0.5, 0.56


def wrap(text: str, *, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` cut into lines no wider than ``width`` pixels at ``size`` (a word longer than
    the line gets a line of its own)."""
    most = max(1, int(width / (size * (_BOLD_ADVANCE if bold else _ADVANCE))))
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def text_lines(
    x: float, y: float, lines: list[str], *, size: float, leading: float, extra: str = ""
) -> tuple[list[str], float]:
    """SVG ``<text>`` elements for ``lines`` from baseline ``y``; also the baseline after them."""
    out = []
    for line in lines:
        out.append(f'<text x="{x}" y="{y:.1f}" font-size="{size}"{extra}>{escape(line)}</text>')
        y += leading
    return out, y


def page(body: list[str], height: float, label: str) -> str:
    """An SVG page ``PAGE_WIDTH`` wide and ``height`` tall holding ``body``, sized in millimetres."""
    if height > PAGE_HEIGHT:
        raise ValueError(f"the page is {height:.0f} px tall; one A4 page holds {PAGE_HEIGHT}")
    w_mm, h_mm = PAGE_WIDTH * _MM_PER_PX, height * _MM_PER_PX
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PAGE_WIDTH} {height:.0f}" '
        f'width="{w_mm:.1f}mm" height="{h_mm:.1f}mm" font-family="Helvetica, Arial, sans-serif" '
        f'role="img" aria-label="{escape(label)}">'
        f'<rect width="{PAGE_WIDTH}" height="{height:.0f}" fill="#fff"/>' + "".join(body) + "</svg>"
    )


def solo_moon_table() -> str:
    """The solo moon points as one line: "0 → −6 · 1 → −2 · … · 6+ → +10"."""
    last = len(SOLO_MOONS) - 1
    return " · ".join(f"{n}{'+' if n == last else ''} → {_signed(p)}" for n, p in enumerate(SOLO_MOONS))


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"\u2212{-points}" if points < 0 else "0"
