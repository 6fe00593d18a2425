"""A one-page player aid to print beside the physical box, as SVG, in en, pt, de or fr.

Every number on it (grid points by round, star points, the moon swing, the solo moon table and
the rank bands) is read from :mod:`ludoteca.luckybox.rules`, so the aid and the engine agree.

>>> svg = player_aid_svg("pt")
>>> svg.startswith("<svg") and "15 / 12 / 10 / 8" in svg
True
"""

from __future__ import annotations

from ludoteca.core import i18n
from ludoteca.luckybox.paper import PAGE_WIDTH, page, solo_moon_table, text_lines, wrap
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    LIGHTNING_BONUS,
    LIGHTNING_PER_POINT,
    MOON_SWING,
    NUMBER_DECK,
    REVEALS,
    ROUNDS,
    SOLO_RANKS,
    STAR_POINTS,
    Rules,
)

__all__ = ["player_aid_svg"]

MARGIN, LINE, SIZE = 14, 18, 13.5
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


def _sections(lang: str | None) -> list[tuple[str, list[str]]]:
    """The aid's sections: a title and its lines, in ``lang``."""

    def t(key: str, **params: object) -> str:
        return i18n.translate(f"luckybox.aid.{key}", lang, **params)

    rules, arena = Rules(), Rules(variant="arena")
    ranks = [
        t("solo.rank", band=_band(i), rank=i18n.translate(key, lang)) for i, (_, key, _label) in enumerate(SOLO_RANKS)
    ]
    return [
        (
            t("round.title"),
            [
                t(
                    "round.start",
                    lightning=rules.start_lightning,
                    supply=rules.lightning_supply,
                    moons=rules.moon_supply,
                ),
                t(
                    "round.deal",
                    deal=rules.deal(1)[0],
                    keep=rules.deal(1)[1],
                    rounds=ROUNDS,
                    later_deal=rules.deal(2)[0],
                    later_keep=rules.deal(2)[1],
                ),
                t("round.reveal", reveals=REVEALS, cards=len(NUMBER_DECK)),
            ],
        ),
        (t("turn.title"), [t("turn.cross"), t("turn.lightning"), t("turn.pass")]),
        (
            t("bonus.title"),
            [
                t("bonus.when"),
                *(f"{symbol}  {t('bonus.' + key, count=LIGHTNING_BONUS.get(key))}" for symbol, key in BONUSES),
                t("bonus.chain"),
                t("bonus.lost"),
            ],
        ),
        (
            t("end_round.title"),
            [
                t("end_round.grids", points=" / ".join(map(str, GRID_POINTS))),
                t("end_round.stars", points=" / ".join(map(str, STAR_POINTS[1:]))),
            ],
        ),
        (
            t("end_game.title"),
            [
                t("end_game.moons", swing=MOON_SWING),
                t("end_game.all_tied", swing=MOON_SWING),
                t("end_game.cells"),
                t("end_game.ties"),
            ],
        ),
        (
            t("arena.title"),
            [
                t("arena.deal", deal=arena.deal(1)[0], keep=arena.deal(1)[1]),
                t("arena.lightning", per=LIGHTNING_PER_POINT),
            ],
        ),
        (t("solo.title"), [t("solo.moons", moons=solo_moon_table()), *ranks]),
    ]


def player_aid_svg(lang: str | None = None) -> str:
    """The player aid in ``lang`` (by default the current language), one A4 portrait page (an
    unknown language raises ValueError)."""
    i18n.catalog(lang)  # refuse an unknown language before drawing anything
    title = i18n.translate("luckybox.aid.title", lang)
    body = [
        text_lines(
            MARGIN, 40, [i18n.translate("luckybox.title", lang)], size=26, leading=0, extra=' font-weight="bold"'
        )[0][0],
        text_lines(PAGE_WIDTH - MARGIN, 40, [title], size=16, leading=0, extra=' text-anchor="end"')[0][0],
    ]
    y = 76.0
    for heading, lines in _sections(lang):
        body += text_lines(MARGIN, y, [heading], size=16, leading=0, extra=' font-weight="bold"')[0]
        y += LINE + 3
        for line in lines:
            drawn, y = text_lines(
                MARGIN + 14, y, wrap(line, size=SIZE, width=PAGE_WIDTH - 2 * MARGIN - 14), size=SIZE, leading=LINE
            )
            body += drawn
        y += 8
    return page(body, y + MARGIN, title)
