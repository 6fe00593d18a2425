"""The rules assistant's live demonstrations: small seeded positions played by the engine,
told in the language of the question (the words in ``assistant/demos.json``; what the engine
refuses, in its own translated words).

>>> print(demo("demo_stars", "de"))
Sterne einer Runde → Punkte: 0 → 0, 1 → 1, 2 → 4, 3 → 9, 4 → 9, 5 → 9
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

from ludoteca.core import i18n
from ludoteca.core.errors import IllegalAction
from ludoteca.core.seats import rank
from ludoteca.luckybox.actions import Bonus, Cross
from ludoteca.luckybox.cards import Card
from ludoteca.luckybox.game import MAX_SEATS, Game
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import (
    GRID_POINTS,
    NUMBER_DECK,
    REVEALS,
    ROUNDS,
    Rules,
    cell_name,
    moon_points,
    shift_targets,
    solo_rank_key,
    star_points,
)

__all__ = ["DEMOS", "demo"]

#: A card with every kind of slot: rows pay Number 7, "?", blank; columns pay moon, star,
#: double lightning.
CARD = "123 456 231 | 7?- | MSD"
SEVENS = "789 978 456 | 1-- | LLL"


@cache
def _words() -> dict[str, dict[str, str]]:
    text = resources.files("ludoteca.luckybox").joinpath("assistant").joinpath("demos.json").read_text("utf-8")
    return json.loads(text)["words"]


def _say(lang: str, key: str, **params: Any) -> str:
    return _words()[lang][key].format(**params)


def _game(grids: list[str], number: int, crossed: dict[int, str] | None = None, players: int = 2) -> Game:
    """A seeded teaching position (see :mod:`ludoteca.luckybox.positions`)."""
    return position(grids, number, players=players, crossed=crossed, seed=1)


def _refusal(game: Game, action: str, lang: str) -> str:
    """Why the engine refuses ``action``, in ``lang``."""
    try:
        game.apply(action)
    except IllegalAction as error:
        return i18n.error_text(error, lang)
    raise AssertionError(f"{action} should have been refused")  # pragma: no cover - a broken demo


def _grid(game: Game, lang: str, seat: int = 0) -> str:
    """The seat's grids as the engine prints them (x marks a crossed cell), "grid" translated."""
    lines = str(game).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(game.seats[seat].name + ":"))
    rows = [line.rstrip() for line in lines[start + 1 : start + 6]]
    head = ""
    for match in re.finditer(r"grid (\d+)", rows[0]):  # keep each title above its own grid
        head = head.ljust(match.start()) if len(head) < match.start() or not head else head + " "
        head += i18n.translate("luckybox.grid", lang, grid=match.group(1))
    return "\n".join([head.rstrip(), *rows[1:]])


def _cells(game: Game, lang: str, limit: int = 5) -> str:
    """The cells seat 0 may cross now, with the lightning each costs: "c1, b1 (1 ⚡), …"."""
    moves = sorted((a.lightning, a.grid, a.cell) for a in game.legal_actions_of(0) if isinstance(a, Cross))
    shown = [cell_name(c) + (f" ({k} ⚡)" if k else "") for k, _, c in moves[:limit]]
    more = len(moves) - limit
    return ", ".join(shown) + (" " + _say(lang, "more", count=more) if more > 0 else "")


# -- the demonstrations ----------------------------------------------------------------------
def demo_box(lang: str) -> str:
    return _say(lang, "box", low=Game.min_players, high=6, most=MAX_SEATS, rounds=ROUNDS, reveals=REVEALS)


def demo_turn(lang: str) -> str:
    game = _game([CARD], 3)
    before = [_say(lang, "revealed", number=3), _grid(game, lang), _say(lang, "may_cross", cells=_cells(game, lang))]
    game.apply("P1: cross grid 1 at c1")
    waiting = ", ".join(game.seats[s].name for s in game.to_act())
    return "\n".join([*before, _say(lang, "waits", cell="c1", names=waiting)])


def demo_scores(lang: str) -> str:
    game = Game(["Ana", "Bruno"], seed=7)
    for _ in range(500):  # a game is far shorter; the cap only guards against a broken engine
        if game.is_terminal():
            break
        for seat in game.to_act():
            game.apply(game.legal_actions_of(seat)[0])
    out = [_say(lang, "scores")]
    for row in game.final_scores():
        out.append(
            _say(
                lang,
                "score_row",
                name=row["name"],
                grids=sum(row["grids"]),
                stars=sum(row["stars"]),
                moons=row["moon_points"],
                cells=row["incomplete_points"],
                total=row["total"],
                place=row["place"],
            )
        )
    return "\n".join(out)


def demo_rounds(lang: str) -> str:
    deck = " ".join(map(str, NUMBER_DECK))
    return _say(lang, "rounds", rounds=ROUNDS, reveals=REVEALS, count=len(NUMBER_DECK), deck=deck)


def demo_starting_grids(lang: str) -> str:
    classic = Game(["Ana"], seed=1)
    lines = [_say(lang, "deal", round=r, offered=Rules().deal(r)[0], keep=Rules().deal(r)[1]) for r in (1, 2)]
    arena = Rules(variant="arena").deal(1)
    lines.append(_say(lang, "deal_arena", offered=arena[0], keep=arena[1]))
    lines.append(_say(lang, "keep_two", why=_refusal(classic, "P1: keep 1 2", lang)))
    return "\n".join(lines)


def demo_lightning(lang: str) -> str:
    def reach(revealed: int, tokens: int) -> str:
        targets = sorted(shift_targets(revealed, tokens).items(), key=lambda kv: (kv[1], kv[0]))
        return ", ".join(f"{n} ({cost} ⚡)" for n, cost in targets)

    return "\n".join(_say(lang, "reach", number=n, tokens=2, targets=reach(n, 2)) for n in (9, 4))


def demo_number_bonus(lang: str) -> str:
    game = _game([CARD, SEVENS], 3, crossed={0: "a1 b1", 1: "a1 b2"})
    game.apply("P1: cross grid 1 at c1")
    why = _refusal(game, "P1: bonus row 1 of grid 1, cross grid 2 at b1 with 1 lightning", lang)
    return "\n".join([_say(lang, "number_bonus"), _grid(game, lang), _say(lang, "number_bonus_refused", why=why)])


def demo_row_and_column(lang: str) -> str:
    game = _game([CARD], 3, crossed={0: "a1 b1 c2 c3"})
    game.apply("P1: cross grid 1 at c1")
    return "\n".join([_say(lang, "row_and_column"), _grid(game, lang), _say(lang, "row_and_column_both")])


def demo_completed_grids(lang: str) -> str:
    game = _game([CARD], 1, crossed={0: "a1 b1 c1 a2 b2 c2 a3 b3"})
    game.apply("P1: cross grid 1 at c3")
    for _ in range(10):  # at most 6 bonuses can be pending on one grid
        if not game.hands[0].pending:
            break
        game.apply(game.legal_actions_of(0)[0])
    points = ", ".join(map(str, GRID_POINTS))
    return _say(lang, "completed", points=points, first=game.final_scores()[0]["grids"][0])


def demo_stars(lang: str) -> str:
    return _say(lang, "stars", points=", ".join(f"{n} → {star_points(n)}" for n in range(6)))


def demo_moons(lang: str) -> str:
    cases = ([3, 1, 1], [3, 3, 0], [2, 2], [4, 0], [2, 2, 2])
    return "\n".join([_say(lang, "moons"), *(f"{c} → {moon_points(c)}" for c in cases)])


def demo_ties(lang: str) -> str:
    rows = rank(["Ana", "Bruno", "Carla"], [52, 52, 52], tiebreak=[3, 1, 3])
    return _say(lang, "ties", places=", ".join(f"{r['name']} {r['place']}" for r in rows))


def demo_solo(lang: str) -> str:
    moons = ", ".join(f"{n} → {moon_points([n])[0]}" for n in range(8))
    ranks = [f"{t} → {i18n.translate(solo_rank_key(t), lang)}" for t in (44, 45, 50, 55, 60, 65, 70)]
    return "\n".join([_say(lang, "solo_moons", points=moons), _say(lang, "solo_ranks"), *ranks])


def demo_incomplete_grids(lang: str) -> str:
    game = _game([CARD, SEVENS], 5, crossed={0: "a1 b1 c1 a3", 1: "a1 b2 c3"}, players=1)
    row = game.final_scores()[0]
    return _say(lang, "incomplete", cells=row["incomplete_cells"], points=row["incomplete_points"])


def demo_passing(lang: str) -> str:
    no_nine, has_three = _game([CARD], 9), _game([CARD], 3)
    allowed = "P1: pass" in [str(a) for a in no_nine.legal_actions_of(0)]
    assert allowed, "a player with no free 9 may pass"
    return "\n".join(
        [_say(lang, "pass_allowed"), _say(lang, "pass_refused", why=_refusal(has_three, "P1: pass", lang))]
    )


def demo_supply_empty(lang: str) -> str:
    out = []
    for supply in (0, 1):
        game = _game([CARD], 1, crossed={0: "c1 c2"})
        game.supply["lightning"] = supply
        before = game.hands[0].lightning
        game.apply("P1: cross grid 1 at c3")
        game.apply("P1: bonus column c of grid 1")
        out.append(_say(lang, "supply", supply=supply, before=before, after=game.hands[0].lightning))
    return "\n".join(out)


def demo_bonus_types(lang: str) -> str:
    return "\n".join([str(Card.parse(CARD)), _say(lang, "legend")])


def demo_question_mark(lang: str) -> str:
    game = _game([CARD], 6, crossed={0: "a2 b2"})
    game.apply("P1: cross grid 1 at c2")
    targets = sorted({cell_name(a.target[1]) for a in game.legal_actions_of(0) if isinstance(a, Bonus) and a.target})
    return "\n".join([_grid(game, lang), _say(lang, "question_mark", cells=", ".join(targets))])


def demo_chain(lang: str) -> str:
    game = _game([CARD], 6, crossed={0: "a2 b2 b1"})
    game.apply("P1: cross grid 1 at c2")
    game.apply("P1: bonus row 2 of grid 1, cross grid 1 at b3")
    game.apply("P1: bonus column b of grid 1")
    return "\n".join([_say(lang, "chain"), _grid(game, lang), _say(lang, "chain_stars", stars=game.hands[0].stars[0])])


def demo_arena(lang: str) -> str:
    game = Game(["Ana"], seed=1, rules=Rules(variant="arena"))
    row = game.final_scores()[0]
    offered = len(game.hands[0].offer)
    return _say(lang, "arena", offered=offered, lightning=row["lightning"], points=row["lightning_points"])


def demo_two_grids(lang: str) -> str:
    game = _game([CARD, "312 564 132 | --- | ---"], 3)
    game.apply("P1: cross grid 1 at c1")
    return _say(lang, "two_grids", why=_refusal(game, "P1: cross grid 2 at a1", lang))


def demo_bonus_slots(lang: str) -> str:
    game = _game([CARD], 5, crossed={0: "a1 b1 c1"}, players=1)
    row = game.final_scores()[0]
    return _say(lang, "slots", cells=row["incomplete_cells"], points=row["incomplete_points"])


DEMOS: dict[str, Callable[[str], str]] = {name: fn for name, fn in globals().items() if name.startswith("demo_")}


@cache
def demo(name: str, lang: str = "en") -> str:
    """The text of demo ``name`` in ``lang``, built once (the positions are seeded)."""
    return DEMOS[name](lang)
