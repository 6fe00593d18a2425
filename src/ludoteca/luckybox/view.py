"""What a Lucky Box table shows: the game's own part of the view a seat is sent (with the
other seats' offers hidden), the status line telling it what to do, and the table as text.

>>> from ludoteca.luckybox.game import Game
>>> game = Game(["Ana", "Bruno"], seed=1)
>>> own = game.view(0)["luckybox"]
>>> own["status"]["key"], own["players"][0]["offer_size"], own["players"][1]["offer"]
('luckybox.status.choose', 5, None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludoteca.core import i18n
from ludoteca.luckybox.cards import Player, bonus_code
from ludoteca.luckybox.rules import LINE_NAMES, REVEALS, ROUNDS

if TYPE_CHECKING:
    from ludoteca.luckybox.game import Game

__all__ = ["hide_offers", "leavers", "seat_view", "summary", "text"]


def _status(game: Game, seat: int | None) -> dict[str, Any]:
    """What the seat should do now, as a catalog key with parameters."""
    if game.phase == "over":
        return {"key": "luckybox.status.over"}
    if seat is None:
        return {"key": "luckybox.status.waiting", "count": len(game.to_act())}
    hand = game.hands[seat]
    if game.phase == "choose":
        if not hand.offer:
            return {"key": "luckybox.status.waiting", "count": len(game.to_act())}
        return {"key": "luckybox.status.choose", "keep": game.rules.deal(game.round)[1], "count": len(hand.offer)}
    if hand.pending:
        return {"key": "luckybox.status.bonus", "count": len(hand.pending)}
    if not hand.acted:
        return {"key": "luckybox.status.cross", "number": game.number}
    return {"key": "luckybox.status.waiting", "count": len(game.to_act())}


def _player(game: Game, seat: int, hand: Player) -> dict[str, Any]:
    return {
        "seat": seat,
        "name": game.seats[seat].name,
        "kind": game.seats[seat].kind,
        "lightning": hand.lightning,
        "moons": hand.moons,
        "stars": list(hand.stars),
        "stars_this_round": hand.stars[game.round - 1],
        "grids": [g.to_json() for g in hand.grids],
        "offer": [game.cards[c].to_json() for c in hand.offer],
        "offer_size": len(hand.offer),
        "acted": hand.acted,
        "left": hand.left,
        "left_round": hand.left_round,
        "done": seat not in game.to_act(),
        "pending": [
            {"grid": g, "line": line, "line_name": LINE_NAMES[line], "bonus": hand.grids[g].bonus(line)}
            for g, line in hand.pending
        ],
        "points_left": hand.cells_left(),
    }


def seat_view(game: Game, seat: int | None) -> dict[str, Any]:
    """Lucky Box's own part of ``seat``'s view (None: a shared screen), which
    :meth:`~ludoteca.core.game.Game.view` puts under ``view["luckybox"]``; the keys every game
    shares (``phase``, ``to_act``, ``outcome``, ``legal``...) are at the view's top level."""
    return {
        "round": game.round,
        "rounds": ROUNDS,
        "number": game.number,
        "revealed": list(game.revealed),
        "reveals": REVEALS,
        "remaining_numbers": {str(n): c for n, c in game.remaining_numbers().items()},
        "supply": dict(game.supply),
        "grid_deck": len(game.deck),
        "discard": len(game.discard),
        "rules": game.rules.to_json(),
        "players": [_player(game, s, h) for s, h in enumerate(game.hands)],
        "scores": game.final_scores(),
        "leavers": leavers(game),
        "status": _status(game, seat),
    }


def leavers(game: Game) -> list[dict[str, Any]]:
    """Those who left the table, in the order they left: seat, name and the round they left in
    (the screens say so, and that their moons do not count).

    >>> from ludoteca.luckybox.game import Game
    >>> game = Game(["Ana", "Bruno", "Cleo"], seed=1)
    >>> game.leave(2); game.leave(0)
    >>> leavers(game)
    [{'seat': 2, 'name': 'Cleo', 'round': 1}, {'seat': 0, 'name': 'Ana', 'round': 1}]
    """
    gone = sorted((h.left_order or 0, s) for s, h in enumerate(game.hands) if h.left)
    return [{"seat": s, "name": game.seats[s].name, "round": game.hands[s].left_round} for _, s in gone]


def hide_offers(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``data`` without the offers of seats other than ``seat`` (their size stays)."""
    for player in data["players"]:
        if player["seat"] != seat:
            player["offer"] = None
    return data


def _grid_lines(grid: Any) -> list[str]:
    card = grid.card
    rows = []
    for r in range(3):
        cells = [f"{card.flat[3 * r + c]}{'x' if grid.crossed >> (3 * r + c) & 1 else ' '}" for c in range(3)]
        rows.append(" ".join(cells) + f" | {bonus_code(card.row_bonus[r])}")
    rows.append(" ".join(f"{bonus_code(b)} " for b in card.column_bonus) + "  ")
    return rows


def text(game: Game) -> str:
    """The table as text, in the current language: each player's tokens and grids (x marks a
    crossed cell)."""
    english = i18n.get_language() == "en"
    if game.phase == "over":
        head = i18n.t("game_over")
    elif game.phase == "choose":
        head = i18n.t("luckybox.text.choosing", round=game.round)
    else:
        revealed = " ".join(map(str, game.revealed))
        head = i18n.t(
            "luckybox.text.number",
            round=game.round,
            n=len(game.revealed),
            reveals=REVEALS,
            number=game.number,
            revealed=revealed,
        )
    out = [head]
    for seat, hand in enumerate(game.hands):
        stars = hand.stars[game.round - 1]
        if english:
            tokens = f"{hand.lightning} lightning, {hand.moons} moons, {stars} stars this round"
        else:
            tokens = ", ".join(
                [
                    i18n.t("luckybox.lightning", count=hand.lightning),
                    i18n.t("luckybox.moons", count=hand.moons),
                    i18n.t("luckybox.ui.stars_round", count=stars),
                ]
            )
        out.append(f"{game.seats[seat].name}: {tokens}")
        blocks = [_grid_lines(g) for g in hand.grids]
        if blocks:
            names = [f"grid {i + 1}" if english else i18n.t("luckybox.grid", grid=i + 1) for i in range(len(blocks))]
            out.append("   ".join(name.ljust(12) for name in names))
            out += ["   ".join(b[r].ljust(12) for b in blocks).rstrip() for r in range(4)]
    return "\n".join(out)


def summary(game: Game) -> str:
    """Where the game stands, in a few words (for ``repr``)."""
    if game.phase == "over":
        return "over"
    if game.phase == "choose":
        return f"round {game.round}, choosing grids"
    return f"round {game.round}, number {len(game.revealed)} of 9 is {game.number}"
