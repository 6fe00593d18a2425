"""The score pad: the paper score sheet of the physical Super Mega Lucky Box, as a widget.

Per player you enter the grids completed in each round, the stars earned in each round, the
moons, the crossed cells of the grids still in play at the end (and, in the arena variant, the
lightning left). The pad adds it up with the game's own scoring (:func:`~.rules.star_points`,
:func:`~.rules.moon_points`, :func:`~.rules.solo_rank`), ranks the players (most moons break a
tie; still tied, the place is shared) and refuses entries no game can produce, saying why.

Messages: ``{"type": "set", "player": i, "field": "grids" | "stars", "round": 1-4, "value": n}``,
``{"type": "set", "player": i, "field": "moons" | "cells" | "lightning", "value": n}`` and
``{"type": "reset"}``.

>>> pad = score_pad(["Ana", "Bruno"])
>>> pad.enter(0, "grids", 3, round=1); pad.enter(0, "moons", 2); pad.enter(1, "stars", 2, round=2)
>>> [(row["name"], row["total"], row["place"]) for row in pad.totals()]
[('Ana', 51, 1), ('Bruno', 4, 2)]
>>> pad.receive({"type": "set", "player": 1, "field": "grids", "value": 9, "round": 1})
False
>>> pad.notice["text"]
'By the end of round 1 a player has kept 3 grids: 9 cannot be complete'
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.errors import IllegalAction, LudotecaError, MalformedAction
from ludoteca.core.seats import make_seats, rank
from ludoteca.core.widget import STATIC, bundle, read_envelope
from ludoteca.luckybox.cards import Card, cards_from_json, default_deck
from ludoteca.luckybox.paper import PAGE_WIDTH, page, solo_moon_table, text_lines, wrap
from ludoteca.luckybox.rules import (
    CELLS_PER_POINT,
    GRID_POINTS,
    LIGHTNING_PER_POINT,
    MOON_SWING,
    ROUNDS,
    STAR_POINTS,
    Rules,
    cell_points,
    moon_points,
    solo_rank,
    solo_rank_key,
    star_points,
)

__all__ = ["ScorePad", "score_pad", "score_sheet_svg"]

log = logging.getLogger(__name__)
HERE = Path(__file__).parent / "static"
FIELDS = ("grids", "stars", "moons", "cells", "lightning")
#: Grids a player keeps over a game: 3 in round 1, then 1 in each later round.
KEPT = (3, 4, 5, 6)
#: What each box of the sheet takes, said when it is left empty or holds no whole number.
NEEDS = {
    "grids": "Completed grids, round {round}: write how many grids were completed in that round (0 if none)",
    "stars": "Stars, round {round}: write how many stars were earned in that round (0 if none)",
    "moons": "Moons: write how many moons the player holds (0 if none)",
    "cells": "Crossed cells of unfinished grids: write how many are crossed on the grids still in play (0 if none)",
    "lightning": "Lightning left: write how many lightning the player still holds (0 if none)",
}


def _stars(count: int) -> str:
    return f"{count} star" if count == 1 else f"{count} stars"


def stars_per_card(deck: Sequence[Card]) -> int:
    """The most star bonuses one card of ``deck`` carries: the stars a grid can ever pay."""
    return max(sum(1 for bonus in (*card.row_bonus, *card.column_bonus) if bonus == "star") for card in deck)


def _no(message: str, code: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, code=code, **params)


#: The fields each message may carry besides "type" (``enter`` checks their values).
MESSAGE_FIELDS = {"set": ((), ("player", "field", "round", "value")), "reset": ((), ())}


class ScorePad(anywidget.AnyWidget):
    """The score sheet of a physical game for 1-6 players (see the module docstring)."""

    _esm = bundle(STATIC / "common.js", HERE / "scorepad.js")
    _css = bundle(STATIC / "theme.css", HERE / "scorepad.css")
    view = traitlets.Dict().tag(sync=True)
    locale = traitlets.Unicode("en").tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)
    message_types = ("set", "reset")

    def __init__(
        self,
        players: int | Sequence[Any],
        *,
        rules: Rules | None = None,
        deck: Sequence[Card] | None = None,
        locale: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.seats = make_seats(players, 1, 6, kinds=("human",), title="The score pad")
        self.rules = rules or Rules()
        cards = default_deck() if deck is None else cards_from_json(list(deck), source="deck")
        self.stars_per_card = stars_per_card(cards)
        self.entries = [self._blank() for _ in self.seats]
        self._notices = 0
        locale = locale or i18n.get_language()
        self.strings = i18n.catalog(locale, game="luckybox")
        self.locale = locale
        self.on_msg(lambda _w, content, _b: self.receive(content))
        self.refresh()

    @staticmethod
    def _blank() -> dict[str, Any]:
        return {"grids": [0] * ROUNDS, "stars": [0] * ROUNDS, "moons": 0, "cells": 0, "lightning": 0}

    @traitlets.observe("locale")
    def _relabel(self, change: dict) -> None:
        try:
            self.strings = i18n.catalog(change["new"], game="luckybox")
        except ValueError:
            self.locale = change["old"] or "en"

    # -- entering scores ------------------------------------------------------------------
    def enter(self, player: int, field: str, value: int, *, round: int | None = None) -> None:
        """Write ``value`` in ``field`` of ``player`` (round 1-4 for grids and stars); raises
        IllegalAction naming the reason when no game can produce it."""
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < len(self.seats):
            raise MalformedAction(f"player is 0 to {len(self.seats) - 1}, not {player!r:.20}", field="player")
        if field not in FIELDS:
            raise MalformedAction(f"field is one of {', '.join(FIELDS)}, not {field!r:.20}", field="field")
        per_round = field in ("grids", "stars")
        if per_round and (not isinstance(round, int) or isinstance(round, bool) or not 1 <= round <= ROUNDS):
            raise MalformedAction(
                f"{field} are entered per round: round is 1 to {ROUNDS}, not {round!r:.20}", field="round"
            )
        if not per_round and round is not None:
            raise MalformedAction(f"{field} are entered once for the game, without a round", field="round")
        if not isinstance(value, int) or isinstance(value, bool):  # an empty box, or not a number
            raise _no(NEEDS[field].format(round=round), f"pad_needs_{field}", round=round)
        if value < 0:
            raise _no(f"{value} is below zero: a score sheet counts from 0", "pad_negative", value=value)
        if field == "lightning" and self.rules.variant != "arena":
            raise _no("lightning left scores only in the arena variant", "pad_not_arena")
        trial = json.loads(json.dumps(self.entries[player]))
        if round is not None:  # only grids and stars take a round, and theirs was checked above
            trial[field][round - 1] = value
        else:
            trial[field] = value
        everyone = [trial if i == player else e for i, e in enumerate(self.entries)]
        self._check(trial, everyone, field, round)
        self.entries[player] = trial
        self.refresh()

    def _check(self, entry: dict[str, Any], everyone: list[dict[str, Any]], field: str, round_: int | None) -> None:
        grids = entry["grids"]
        for r in range(ROUNDS):
            done = sum(grids[: r + 1])
            if done > KEPT[r]:
                raise _no(
                    f"By the end of round {r + 1} a player has kept {KEPT[r]} grids: {done} cannot be complete",
                    "pad_too_many_grids",
                    round=r + 1,
                    kept=KEPT[r],
                    count=done,
                )
        self._check_stars(entry)
        in_play = KEPT[-1] - sum(grids)
        if entry["cells"] > 8 * in_play:
            raise _no(
                f"with {in_play} grids still in play at most {8 * in_play} cells can be crossed (a 9th would "
                f"complete a grid)",
                "pad_too_many_cells",
                grids=in_play,
                most=8 * in_play,
                count=entry["cells"],
            )
        moons = sum(e["moons"] for e in everyone)
        if moons > self.rules.moon_supply:
            raise _no(
                f"the box holds {self.rules.moon_supply} moons; the players would have {moons}",
                "pad_too_many_moons",
                supply=self.rules.moon_supply,
                count=moons,
            )
        lightning = sum(e["lightning"] for e in everyone)
        if lightning > self.rules.lightning_supply:
            raise _no(
                f"the box holds {self.rules.lightning_supply} lightning; the players would have {lightning}",
                "pad_too_much_lightning",
                supply=self.rules.lightning_supply,
                count=lightning,
            )

    def _check_stars(self, entry: dict[str, Any]) -> None:
        """Stars come from the star slots of the grids held: each grid pays each of its (at most
        ``per_card``) stars once, and only while it is in play (a completed grid leaves)."""
        grids, stars, per_card = entry["grids"], entry["stars"], self.stars_per_card
        for r in range(ROUNDS):
            most = per_card * (KEPT[r] - sum(grids[:r]))
            if stars[r] > most:
                raise _no(
                    f"In round {r + 1} the grids a player holds can pay at most {_stars(most)}: {stars[r]} is too many",
                    "pad_too_many_stars",
                    round=r + 1,
                    count=most,
                    entered=stars[r],
                )
            most, earned = per_card * KEPT[r], sum(stars[: r + 1])
            if earned > most:
                raise _no(
                    f"By the end of round {r + 1} the grids a player has kept can pay at most {_stars(most)} in "
                    f"all (each star once): {earned} is too many",
                    "pad_too_many_stars_game",
                    round=r + 1,
                    count=most,
                    entered=earned,
                )

    def reset(self) -> None:
        """Blank sheets for the same players."""
        self.entries = [self._blank() for _ in self.seats]
        self.refresh()

    # -- adding up ----------------------------------------------------------------------
    def totals(self) -> list[dict[str, Any]]:
        """Per player: points by round for grids and stars, moon points, incomplete points,
        lightning points (arena), the total, the place (shared on a tie after moons) and, solo,
        the rank label and its catalog key."""
        moons = moon_points([e["moons"] for e in self.entries])
        rows = []
        for i, (seat, e) in enumerate(zip(self.seats, self.entries)):
            grids = [n * GRID_POINTS[r] for r, n in enumerate(e["grids"])]
            stars = [star_points(n) for n in e["stars"]]
            lightning = self.rules.lightning_points(e["lightning"])
            total = sum(grids) + sum(stars) + moons[i] + cell_points(e["cells"]) + lightning
            rows.append(
                {
                    "name": seat.name,
                    "grids": grids,
                    "stars": stars,
                    "moon_points": moons[i],
                    "incomplete_points": cell_points(e["cells"]),
                    "lightning_points": lightning,
                    "total": total,
                    "moons": e["moons"],
                }
            )
        for row in rank([r["name"] for r in rows], [r["total"] for r in rows], tiebreak=[r["moons"] for r in rows]):
            rows[row["seat"]]["place"] = row["place"]
        solo = len(rows) == 1
        for row in rows:
            row["rank"] = solo_rank(row["total"], "en") if solo else None
            row["rank_key"] = solo_rank_key(row["total"]) if solo else None
        return rows

    def result(self) -> dict[str, Any]:
        """Who wins, and how (points, moons breaking a tie, a shared first place, solo)."""
        rows = self.totals()
        first = [r for r in rows if r["place"] == 1]
        best = max(r["total"] for r in rows)
        tied = [r for r in rows if r["total"] == best]
        how = "solo" if len(rows) == 1 else "shared" if len(first) > 1 else "moons" if len(tied) > 1 else "points"
        return {
            "winners": [r["name"] for r in first],
            "total": best,
            "how": how,
            "moons": first[0]["moons"],
            "tied": [r["name"] for r in tied if r["place"] != 1],
            "rank_key": rows[0]["rank_key"],
        }

    def refresh(self) -> None:
        self.view = {
            "players": [s.name for s in self.seats],
            "entries": json.loads(json.dumps(self.entries)),
            "totals": self.totals(),
            "result": self.result(),
            "arena": self.rules.variant == "arena",
            "grid_points": list(GRID_POINTS),
        }

    # -- messages -----------------------------------------------------------------------
    def receive(self, content: Any) -> bool:
        """Handle one message from the page; every refusal becomes a notice. Returns whether it was applied."""
        try:
            message = read_envelope(content, self.message_types, MESSAGE_FIELDS)
            if message["type"] == "reset":
                self.reset()
            else:
                fields: Any = message  # enter() checks each value and says what is wrong
                self.enter(fields.get("player"), fields.get("field"), fields.get("value"), round=fields.get("round"))
        except LudotecaError as error:
            self._notices += 1
            self.notice = {"id": self._notices, "code": error.code, "text": i18n.error_text(error, self.locale)}
            return False
        except Exception:  # a bug must not leave a dead widget
            log.exception("ludoteca: score pad failed on %r", content)
            self._notices += 1
            self.notice = {"id": self._notices, "code": "internal", "text": "Something went wrong; nothing changed."}
            return False
        self.notice = {}
        return True

    def __repr__(self) -> str:
        names = ", ".join(repr(s.name) for s in self.seats)
        return f"ScorePad([{names}], totals={[r['total'] for r in self.totals()]})"


def score_pad(
    players: int | Sequence[Any] = ("Player 1", "Player 2"),
    *,
    variant: str = "classic",
    deck: Sequence[Card] | None = None,
    locale: str | None = None,
) -> ScorePad:
    """A score pad for a game played with the physical box: 1-6 players (names, or how many);
    ``variant="arena"`` adds the lightning left (1 point per 3). Stars are checked against the
    most stars one card carries: in the project's deck, unless ``deck`` gives your cards."""
    return ScorePad(players, rules=Rules(variant=variant), deck=deck, locale=locale)


# -- the printable sheet ------------------------------------------------------------------
def score_sheet_svg(lang: str | None = None, *, players: int = 6, arena: bool = False) -> str:
    """A blank score sheet to print on one A4 portrait page, as SVG text, in ``lang`` (en, pt,
    de, fr): a column per player, a row per thing that scores with how it scores under its
    name, and below the table the moon rules for every table size and the tie rule."""
    if not isinstance(players, int) or not 1 <= players <= 6:
        raise ValueError(f"a score sheet has 1 to 6 player columns, not {players!r:.20}")

    def t(key: str, **params: Any) -> str:
        return i18n.translate(key, lang, **params)

    rows = [
        (
            f"{t('luckybox.score.grids')} · {t('luckybox.ui.round_n', round=r + 1)}",
            t("luckybox.ui.sheet.each", points=p),
        )
        for r, p in enumerate(GRID_POINTS)
    ]
    stars = t("luckybox.ui.sheet.stars", one=STAR_POINTS[1], two=STAR_POINTS[2], three=STAR_POINTS[3])
    rows += [(f"{t('luckybox.score.stars')} · {t('luckybox.ui.round_n', round=r + 1)}", stars) for r in range(ROUNDS)]
    rows.append((t("luckybox.score.moons"), t("luckybox.ui.sheet.moons", swing=MOON_SWING)))
    rows.append((t("luckybox.score.incomplete"), t("luckybox.ui.sheet.cells", per=CELLS_PER_POINT)))
    if arena:
        rows.append((t("luckybox.score.lightning"), t("luckybox.ui.sheet.lightning", per=LIGHTNING_PER_POINT)))
    rows.append((t("luckybox.score.total"), ""))
    margin, col_w, top = 10, 62, 64
    label_w = PAGE_WIDTH - 2 * margin - 6 * col_w  # as wide as with six players, whatever the count
    body = [
        f'<text x="{margin}" y="34" font-size="24" font-weight="bold">{escape(t("luckybox.title"))}</text>',
        f'<text x="{PAGE_WIDTH - margin}" y="34" font-size="16" text-anchor="end">'
        f"{escape(t('luckybox.ui.sheet.title'))}</text>",
    ]
    y: float = top
    for i, (label, rule) in enumerate([(t("luckybox.ui.sheet.names"), ""), *rows]):
        last = i == len(rows)
        labels = wrap(label, size=13, width=label_w - 8, bold=last or i == 0)
        rules = wrap(rule, size=10.5, width=label_w - 8) if rule else []
        height = max(40, 12 + 15 * len(labels) + 13 * len(rules))
        bold = ' font-weight="bold"' if last or i == 0 else ""
        lines, baseline = text_lines(margin + 4, y + 18, labels, size=13, leading=15, extra=bold)
        body += lines + text_lines(margin + 4, baseline - 2, rules, size=10.5, leading=13, extra=' fill="#555"')[0]
        if i:
            body.append(f'<rect x="{margin}" y="{y}" width="{label_w}" height="{height}" fill="none" stroke="#999"/>')
        stroke = ' stroke-width="2.5"' if last else ""
        for p in range(players):
            body.append(
                f'<rect class="lt-sheet-box" x="{margin + label_w + p * col_w}" y="{y}" width="{col_w}" '
                f'height="{height}" fill="none" stroke="#333"{stroke}/>'
            )
        y += height
    y += 30
    body.append(
        f'<text x="{margin}" y="{y}" font-size="14" font-weight="bold">{escape(t("luckybox.score.moons"))}</text>'
    )
    notes = [
        t("luckybox.aid.end_game.moons", swing=MOON_SWING),
        t("luckybox.aid.end_game.all_tied", swing=MOON_SWING),
        t("luckybox.ui.sheet.solo_moons", moons=solo_moon_table()),
        t("luckybox.ui.sheet.tie"),
    ]
    y += 20
    for note in notes:
        lines, y = text_lines(margin, y, wrap(note, size=12, width=PAGE_WIDTH - 2 * margin), size=12, leading=16)
        body += lines
        y += 4
    return page(body, y + margin, t("luckybox.ui.sheet.title"))
