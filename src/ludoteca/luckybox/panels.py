"""What the Lucky Box table shows: :class:`Panels`, the base of :class:`~ludoteca.luckybox.widget.Table`,
builds the view from the game and the screen's state (marked cards, a crossing asked, the bonus
picked, a hint), with the panels beside the grids: the bonus chips, the hint, the result, the
review of a finished game and the "?" rules panel. The table's message handling, in
:mod:`ludoteca.luckybox.widget`, only changes that state and plays actions.

>>> from ludoteca.luckybox.positions import position
>>> result(position(["123 456 231 | 7?- | MSD"], 3))["how"]
'solo'
"""

from __future__ import annotations

from typing import Any

import traitlets

from ludoteca.core import history, i18n
from ludoteca.core.errors import IllegalAction, LudotecaError
from ludoteca.core.rules_table import RulesTable
from ludoteca.luckybox.actions import Bonus, Cross, Keep, Pass
from ludoteca.luckybox.checks import targets
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.rules import cell_name
from ludoteca.luckybox.strategy import Context, Weights, value
from ludoteca.luckybox.view import leavers

__all__ = ["CROSSING", "Panels", "hint_json", "own_status", "reason", "result"]

#: The bonus that crosses any free cell (a Number bonus crosses a cell showing its number).
CROSSING = "?"


class Panels(RulesTable):
    """The view side of a Lucky Box table: the screen's state, and everything drawn from it."""

    game: Game
    hints: bool
    store: Any

    def reset_ui(self) -> None:
        self.active: int | None = None  # the seat a shared screen serves now
        self._followed_at = -1  # the action count when it last moved on
        self._turn: tuple[int, str, int] | None = None
        self._selected: dict[int, list[int]] = {}  # offered cards marked, per seat
        self._bonus: dict[int, tuple[int, int]] = {}  # the bonus whose target is being chosen
        self._confirm: dict[int, dict[str, Any]] = {}  # a crossing that spends lightning, asked
        self._hint: dict[int, dict[str, Any]] = {}
        self._review: dict[int, tuple[Game, int, Any, dict[str, Any]]] = {}  # seat -> (game, actions, review, panel)
        self._review_step = 0

    def acting(self) -> int | None:
        """The seat whose clicks this screen sends (None: nobody here can play now)."""
        if self.spectator:
            return None
        return self.seat if self.seat is not None else self.active

    def show_error(self, error: LudotecaError) -> None:
        """A refusal speaks to the person at this screen ("You must cross ..."), in its language."""
        super().show_error(error)
        self.notice = {**self.notice, "text": reason(error, self.locale), "stamp": self._stamp(self.acting())}

    @traitlets.observe("locale")
    def _relabel(self, change: dict[str, Any]) -> None:
        """A new language redraws the texts Python writes (the reason Pass is off, a notice)."""
        if getattr(self, "game", None) is None:
            return
        try:
            self.refresh()
        except ValueError:  # an unknown language: the base widget goes back to the old one, and says so
            return

    def make_view(self) -> dict[str, Any]:
        game = self.game
        seat = self.acting()
        view = game.view(seat)
        view["ui"] = self._ui(seat)
        return view

    def _ui(self, seat: int | None) -> dict[str, Any]:
        game = self.game
        hand = None if seat is None else game.hands[seat]
        can_act = seat is not None and seat in game.to_act()
        ui: dict[str, Any] = {
            "seat": seat,
            "own": self.seat is not None,
            "humans": self._humans(),
            "can_act": can_act,
            "hot_seat": self.seat is None and len(self._humans()) > 1,
            "keep": game.rules.deal(game.round)[1],
            "selected": list(self._selected.get(seat, [])) if can_act and seat is not None else [],
            "marks": [],
            "confirm": None,
            "pending": [],
            "can_pass": False,
            "pass_reason": None,
            "hints": self.hints,
            "hint": None,
            "waiting": [game.seats[s].name for s in game.to_act()],
            "thinking": [game.seats[s].name for s in game.to_act() if game.seats[s].kind != "human"],
            "status": self._status(seat),
            "result": result(game) if game.is_terminal() else None,
            "best": self._best(),
            "review": self._review_panel(seat) if game.is_terminal() and seat is not None else None,
        }
        if hand is None or seat is None:
            return ui
        ui["marks"] = [[None] * 9 for _ in hand.grids]
        if can_act and game.phase == "play":
            if hand.pending:
                self._bonus_ui(seat, ui)
            elif not hand.acted:
                self._cross_ui(seat, ui)
        hint = self._hint.get(seat)
        if can_act and hint is not None and hint["stamp"] == self._stamp(seat):
            now = value(hand, Context.of(game, seat), Weights())  # the planner's estimate before the choice
            ui["hint"] = [hint_json(h.action, h.value, h.value - now) for h in hint["options"]]
        return ui

    def _cross_ui(self, seat: int, ui: dict[str, Any]) -> None:
        game = self.game
        for action in game.legal_actions_of(seat):
            if isinstance(action, Cross):
                ui["marks"][action.grid][action.cell] = {"kind": "cross", "cost": action.lightning}
            else:
                ui["can_pass"] = True
        if not ui["can_pass"]:
            try:
                game.check(Pass(seat))
            except IllegalAction as error:
                ui["pass_reason"] = reason(error, self.locale)
        ask = self._asked(seat)
        if ask is not None:
            ui["confirm"] = {k: ask[k] for k in ("grid", "cell", "cost", "number")}
            ui["confirm"]["cell_name"] = cell_name(ask["cell"])

    def _bonus_ui(self, seat: int, ui: dict[str, Any]) -> None:
        game = self.game
        hand = game.hands[seat]
        picked = self._picked(seat)
        for grid, line in hand.pending:
            kind = hand.grids[grid].bonus(line)
            spots = targets(hand, kind)
            chip: dict[str, Any] = {
                "grid": grid,
                "line": line,
                "bonus": kind,
                "active": (grid, line) == picked and bool(spots),
                "targets": len(spots),
                "lost": None,
                "gives": None,
            }
            if isinstance(kind, int) and not spots:
                chip["lost"] = {"key": "luckybox.ui.lost.no_number", "number": kind}
            elif kind == CROSSING and not spots:
                chip["lost"] = {"key": "luckybox.ui.lost.no_cell"}
            elif kind in ("lightning", "lightning2"):
                want, left = 2 if kind == "lightning2" else 1, game.supply["lightning"]
                if left == 0:
                    chip["lost"] = {"key": "luckybox.ui.lost.no_lightning"}
                elif left < want:
                    chip["gives"] = {"key": "luckybox.ui.gives_only", "count": left}
            elif kind == "moon" and game.supply["moon"] == 0:
                chip["lost"] = {"key": "luckybox.ui.lost.no_moon"}
            elif kind == "star" and hand.stars[game.round - 1] >= 3:
                chip["lost"] = {"key": "luckybox.ui.lost.fourth_star"}
            ui["pending"].append(chip)
            if (grid, line) == picked:
                for g, c in spots:
                    ui["marks"][g][c] = {"kind": "target"}

    def _status(self, seat: int | None) -> dict[str, Any]:
        game = self.game
        if game.is_terminal():
            return {"key": "luckybox.status.over"}
        if seat is None or seat not in game.to_act():
            names = [game.seats[s].name for s in game.to_act()]
            return {"key": "luckybox.ui.waiting_for", "names": ", ".join(names), "count": len(names)}
        status = own_status(game, seat)
        status["name"] = game.seats[seat].name
        return status

    def _review_panel(self, seat: int) -> dict[str, Any]:
        from ludoteca.luckybox.review import review
        from ludoteca.luckybox.review_view import panel_step, review_panel

        count = len(self.game.actions)
        kept = self._review.get(seat)
        if kept is None or kept[:2] != (self.game, count):
            result = review(self.game, seat)
            kept = (self.game, count, result, review_panel(self.game, seat, 0, self.store, result))
            self._review[seat] = kept
        return panel_step(kept[3], kept[2], self._review_step)

    def _best(self) -> int | None:
        root = self._parent or self
        if root.store is None or self.game.players != 1:
            return None
        return history.best_score(self.game, self.game.seats[0].name, root.store)

    def _humans(self) -> list[int]:
        return [s for s, seat in enumerate(self.game.seats) if seat.kind == "human"]

    def _stamp(self, seat: int | None) -> str:
        """Changes when ``seat``'s situation does (not when another player moves)."""
        g = self.game
        if seat is None:
            return f"{len(g.actions)}"
        own = sum(1 for a in g.actions if a.seat == seat)
        return f"{g.round}:{g.phase}:{len(g.revealed)}:{own}"

    def _asked(self, seat: int) -> dict[str, Any] | None:
        ask = self._confirm.get(seat)
        if ask is not None and ask["stamp"] != self._stamp(seat):
            self._confirm.pop(seat, None)
            return None
        return ask

    def _picked(self, seat: int) -> tuple[int, int] | None:
        """The bonus whose target the next cell click chooses (the only one, if one waits)."""
        pending = self.game.hands[seat].pending
        picked = self._bonus.get(seat)
        if picked not in pending:
            picked = pending[0] if len(pending) == 1 else None
        return picked


def reason(error: LudotecaError, locale: str) -> str:
    """Lucky Box's own text for ``error``, which speaks to the player at the screen ("You must
    cross ..."; the engine's message names a seat: "P1 must cross ..."), else the usual notice."""
    key = f"error.{error.code}"
    if key in i18n.catalogs(i18n.DEFAULT_LANGUAGE)["luckybox"]:
        params = i18n.in_words(error.params, locale)  # the cells a "must cross" names, in the player's words
        return i18n.translate(key, locale, **params)
    return i18n.error_text(error, locale)


def own_status(game: Game, seat: int) -> dict[str, Any]:
    hand = game.hands[seat]
    if game.phase == "choose":
        return {"key": "luckybox.status.choose", "keep": game.rules.deal(game.round)[1], "count": len(hand.offer)}
    if hand.pending:
        return {"key": "luckybox.status.bonus", "count": len(hand.pending)}
    return {"key": "luckybox.status.cross", "number": game.number}


def hint_json(action: Any, expected: float, gain: float) -> dict[str, Any]:
    """One of the planner's choices as the table lists it: ``expected`` is its estimate of the
    player's points once the choice is made, ``gain`` what the choice adds to the estimate
    before it (what the screen shows: "+1.3 points expected")."""
    out: dict[str, Any] = {
        "type": type(action).__name__.lower(),
        "expected": round(expected, 2),
        "gain": round(gain, 2),
        "text": str(action),
    }
    if isinstance(action, Cross):
        out.update(
            grid=action.grid,
            cell=action.cell,
            cell_name=cell_name(action.cell),
            number=action.number,
            lightning=action.lightning,
        )
    elif isinstance(action, Keep):
        out["cards"] = list(action.cards)
    elif isinstance(action, Bonus):
        out.update(
            grid=action.grid,
            line=action.line,
            target_grid=action.target_grid,
            target_cell=action.target_cell,
            cell_name=None if action.target_cell is None else cell_name(action.target_cell),
        )
    return out


def result(game: Game) -> dict[str, Any]:
    """Who won, and how: a clear win, a tie broken by moons, or a shared first place; the
    standings (each with the round its player left in, if they left) and who left, in order."""
    rows = game.final_scores()
    first = [r for r in rows if r["place"] == 1]
    # those who left are behind whatever their points: the winning total is among those who stayed
    contenders = [r for r in rows if not r["left"]] or first
    best = max(r["total"] for r in contenders)
    tied = [r for r in contenders if r["total"] == best]
    out = {
        "winners": [r["name"] for r in first],
        "total": best,
        "solo": game.players == 1,
        "rank_key": rows[0]["rank_key"] if game.players == 1 else None,
        "how": "solo" if game.players == 1 else "shared" if len(first) > 1 else "moons" if len(tied) > 1 else "points",
        "moons": first[0]["moons"],
        "tied": [r["name"] for r in tied if r["place"] != 1],
        "standings": [
            {"seat": seat, "name": r["name"], "place": r["place"], "total": r["total"], "left_round": r["left_round"]}
            for seat, r in sorted(enumerate(rows), key=lambda sr: (sr[1]["place"], sr[0]))
        ],
        "leavers": leavers(game),
    }
    return out
