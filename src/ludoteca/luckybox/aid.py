"""A one-page player aid to print beside the physical box, as SVG, in en, pt, de or fr.

Every number on it (grid points by round, star points, the moon swing, the solo moon table and
the rank bands) is read from :mod:`ludoteca.luckybox.rules`, so the aid and the engine agree.

>>> svg = player_aid_svg("pt")
>>> svg.startswith("<svg") and "15 / 12 / 10 / 8" in svg
True
"""

from __future__ import annotations

from html import escape

from ludoteca.core import i18n
from ludoteca.luckybox.rules import GRID_POINTS, MOON_SWING, SOLO_MOONS, SOLO_RANKS, STAR_POINTS

__all__ = ["player_aid_svg"]

WIDTH, MARGIN, LINE = 760, 28, 21
#: The bonus symbols, as the widget and the score sheet draw them, and their catalog keys.
BONUSES = (
    ("1–9", "number"),
    ("?", "any"),
    ("⚡", "lightning"),
    ("⚡⚡", "lightning2"),
    ("★", "star"),
    ("☾", "moon"),
    ("–", "blank"),
)


def _band(i: int) -> str:
    """The totals of solo rank ``i``: "≤ 44", "45–49", …, "70+"."""
    if i == 0:
        return f"≤ {SOLO_RANKS[1][0] - 1}"
    if i == len(SOLO_RANKS) - 1:
        return f"{SOLO_RANKS[i][0]}+"
    return f"{SOLO_RANKS[i][0]}–{SOLO_RANKS[i + 1][0] - 1}"


def player_aid_svg(lang: str = "en") -> str:
    """The player aid in ``lang`` (an unknown language raises ValueError)."""
    i18n.catalog(lang)  # refuse an unknown language before drawing anything

    def t(key: str, **params: object) -> str:
        return escape(i18n.translate(f"luckybox.aid.{key}", lang, **params))

    ranks = [f"{_band(i)}: {escape(i18n.translate(key, lang))}" for i, (_, key, _label) in enumerate(SOLO_RANKS)]
    sections = [
        (t("round.title"), [t("round.deal"), t("round.reveal")]),
        (t("turn.title"), [t("turn.cross"), t("turn.lightning"), t("turn.pass")]),
        (t("bonus.title"), [t("bonus.when")] + [f"{symbol}  {t('bonus.' + key)}" for symbol, key in BONUSES]),
        (
            t("end_round.title"),
            [
                t("end_round.grids", points=" / ".join(map(str, GRID_POINTS))),
                t("end_round.stars", points=" / ".join(map(str, STAR_POINTS[1:]))),
            ],
        ),
        (t("end_game.title"), [t("end_game.moons", swing=MOON_SWING), t("end_game.cells"), t("end_game.ties")]),
        (t("solo.title"), [t("solo.moons", moons=" / ".join(f"{m:+d}" if m else "0" for m in SOLO_MOONS)), *ranks]),
    ]
    body, y = [], 84
    for title, lines in sections:
        body.append(f'<text x="{MARGIN}" y="{y}" font-size="17" font-weight="bold">{title}</text>')
        y += LINE + 2
        for line in lines:
            body.append(f'<text x="{MARGIN + 14}" y="{y}" font-size="14">{line}</text>')
            y += LINE
        y += 10
    height = y + MARGIN
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
        f'height="{height}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="{t("title")}">'
        f'<rect width="{WIDTH}" height="{height}" fill="#fff"/>'
        f'<text x="{MARGIN}" y="44" font-size="26" font-weight="bold">'
        f"{escape(i18n.translate('luckybox.title', lang))}</text>"
        f'<text x="{WIDTH - MARGIN}" y="44" font-size="16" text-anchor="end">{t("title")}</text>'
    )
    return head + "".join(body) + "</svg>"
