"""The MAGDAGDON table as a widget: the 4x4 board with its live line scores, the dice tray,
the Majda Powers, the MAGDAGDON banner, the hint, the settings and the best scores.

Python decides everything; the browser draws ``view`` (the game's view, with the dice under
``view["magdagdon"]`` in tray order, plus ``view["ui"]``) and sends small messages:

- ``{"type": "roll"}``, ``{"type": "confirm"}``, ``{"type": "accept"}`` (MAGDAGDON);
- ``{"type": "die", "die": 0-3}``: picks a die in the tray (again: drops it); a staged die goes
  back to the tray; while choosing dice to reroll, marks or unmarks it;
- ``{"type": "cell", "cell": "b2"}``: stages the picked die there, takes back a staged die, or
  (after accepting MAGDAGDON) ruins the cell;
- ``{"type": "decrease"}`` / ``{"type": "increase"}``: a Majda Power on the picked die;
  ``{"type": "reroll_mode"}`` starts (or stops) choosing dice to reroll, ``{"type": "reroll"}``
  rerolls the marked ones; ``{"type": "rescue", "index": i}`` uses the i-th power that would
  save a roll in MAGDAGDON;
- ``{"type": "hint"}`` (the advisor's plan, drawn on the board), ``{"type": "cancel"}`` (Escape),
  ``{"type": "settings", "open": bool}``, ``{"type": "difficulty", "difficulty": d}`` (asks
  first while a game is under way; ``"confirm": true`` says yes), ``{"type": "play_again"}``.

>>> t = play("Ana", seed=7, store=False)
>>> t.receive({"type": "roll"}), t.view["ui"]["status"]["key"]
(True, 'magdagdon.ui.status.pick')
>>> t.receive({"type": "die", "die": 0}), t.receive({"type": "cell", "cell": "b2"})
(True, True)
>>> t.game.staged_board()
Board('----/-6--/----/----')
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ludoteca.core import history
from ludoteca.core.errors import IllegalAction, MalformedAction
from ludoteca.core.rules_table import RULES_MESSAGE, RulesTable
from ludoteca.core.table import next_seed, table_store
from ludoteca.core.widget import STATIC, bundle, pick_seed, require
from ludoteca.magdagdon.actions import Reroll
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.panels import hint_json, power_json, status
from ludoteca.magdagdon.rules import CELLS, DIFFICULTIES, MINIMUM, PENALTIES, POWERS, cell_index

__all__ = ["Table", "play"]

HERE = Path(__file__).parent / "static"
#: Fields each message may carry besides "type": (required, optional).
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "roll": ((), ()),
    "die": (("die",), ()),
    "cell": (("cell",), ()),
    "confirm": ((), ()),
    "decrease": ((), ()),
    "increase": ((), ()),
    "reroll_mode": ((), ()),
    "reroll": ((), ()),
    "rescue": (("index",), ()),
    "accept": ((), ()),
    "hint": ((), ()),
    "cancel": ((), ()),
    "settings": (("open",), ()),
    "difficulty": (("difficulty",), ("confirm",)),
    "ready": ((), ()),
    "here": ((), ()),
    "gone": ((), ()),
    "play_again": ((), ()),
    "review": (("step",), ()),
    **RULES_MESSAGE,  # the "?" panel: opening it, or a message for its rules desk
}


def _no(message: str, code: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, code=code, **params)


class Table(RulesTable):
    """A solo MAGDAGDON table. ``store``: where finished games and best scores go (None:
    nowhere; :func:`play` gives the default store)."""

    _esm = bundle(
        STATIC / "common.js",
        STATIC / "inview.js",
        STATIC / "review.js",
        HERE / "magdagdon-review.js",
        HERE / "magdagdon-board.js",
        STATIC / "ask-view.js",  # the "Ask the rules" panel behind the table's "?"
        HERE / "magdagdon.js",
    )
    _css = bundle(
        STATIC / "theme.css",
        STATIC / "review.css",
        HERE / "magdagdon.css",
        HERE / "magdagdon-review.css",
        STATIC / "ask.css",
    )
    message_types = tuple(FIELDS)
    fields = FIELDS
    game: Game

    def __init__(
        self,
        game: Game,
        seat: int | None = None,
        *,
        store: Any = None,
        locale: str | None = None,
        parent: Table | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a Table shows a magdagdon Game, not {type(game).__name__}")
        self.store = store
        self.settings_open = False
        self.reset_ui()
        kwargs["bot_delay"] = 0  # a solo game has no computer player to wait for
        super().__init__(game, seat, locale=locale, parent=parent, **kwargs)

    def reset_ui(self) -> None:
        self.selected: int | None = None
        self.marked: list[int] | None = None  # dice chosen for a reroll, while choosing
        # The screen shows the engine's dice in this order (screen place -> engine die). The
        # engine knows dice by value and changes the first free die showing it: when the
        # player picked another die with the same value, the two swap places on screen, so the
        # die that changes (or moves to the board) is the one the player picked.
        self.slots = [0, 1, 2, 3]
        self._hint: tuple[Any, dict[str, Any]] | None = None
        self._difficulty_ask: str | None = None
        self._review: tuple[Game, int, dict[str, Any]] | None = None  # (game, actions reviewed, panel)
        self._review_step = 0
        self._drawn: tuple[int, int, tuple[int, ...]] | None = None  # what the view shown was made from

    # -- messages ------------------------------------------------------------------------
    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "review":  # the replay of a finished game: which decision it shows
            self._review_step = require(message, "step", int, range(1000))
            self.refresh()
            return
        if kind in ("settings", "difficulty", "cancel", "hint"):
            getattr(self, f"_on_{kind}")(message)
            self._redraw()
            return
        if self.game.is_terminal():
            raise _no("the game is over", "game_over")
        if kind == "roll":
            self.game.apply({"type": "roll"})
        elif kind == "die":
            self._on_die(require(message, "die", int, range(4)))
        elif kind == "cell":
            self._on_cell(self._cell(message))
        elif kind in ("decrease", "increase"):
            self.game.apply({"type": kind, "die": self._follow([self._picked()])[0]})
        elif kind == "reroll_mode":
            self._on_reroll_mode()
        elif kind == "reroll":
            self._on_reroll()
        elif kind == "rescue":
            self._on_rescue(require(message, "index", int, range(3)))
        else:  # confirm, accept
            self.game.apply({"type": kind})
            self.selected = None
        self._redraw()

    def _redraw(self) -> None:
        """Show what a message changed. When the game did not move (a die picked or marked, a
        panel opened, a hint asked), only the screen's ``ui`` part is made again: the game's
        part, with its legal moves, is the one already shown."""
        self._tidy()
        if self._drawn is not None and self._drawn == self._drawn_key() and self.view:
            view = dict(self.view)
            view["ui"] = self._ui(view)
            self.view = view
        else:
            self.refresh()

    @staticmethod
    def _cell(message: dict[str, Any]) -> str:
        cell = require(message, "cell", str)
        try:
            return CELLS[cell_index(cell)]
        except ValueError:
            raise MalformedAction(f"cell must be a1 to d4, not {cell[:20]!r}", field="cell") from None

    def _on_die(self, die: int) -> None:
        game = self.game
        if game.dice is None:
            raise _no("roll first: there are no dice yet", "not_rolled")
        staged = dict(game.staged)
        engine_die = self.slots[die]
        if self.marked is not None:
            if engine_die in staged:
                raise _no(
                    "a staged die must be taken back before it is rerolled",
                    "die_staged",
                    value=game.dice[engine_die],
                    cell=CELLS[staged[engine_die]],
                )
            self.marked = [d for d in self.marked if d != die] if die in self.marked else sorted([*self.marked, die])
        elif engine_die in staged:
            game.apply({"type": "unstage", "cell": CELLS[staged[engine_die]]})
        elif game.choosing_ruin:
            raise _no("MAGDAGDON was accepted: choose the cell that becomes a ruin", "choosing_ruin")
        else:
            self.selected = None if self.selected == die else die

    def _on_cell(self, cell: str) -> None:
        game = self.game
        if game.dice is None:
            raise _no("roll first: there are no dice yet", "not_rolled")
        if game.choosing_ruin:
            game.apply({"type": "ruin", "cell": cell})
            return
        if cell_index(cell) in {c for _, c in game.staged}:
            game.apply({"type": "unstage", "cell": cell})
            return
        game.apply({"type": "stage", "die": self._follow([self._picked()])[0], "cell": cell})
        self.selected = None

    def _picked(self) -> int:
        if self.selected is None:
            raise _no("pick a die first, then a cell", "pick_die")
        return self.selected

    def _follow(self, places: list[int]) -> list[int]:
        """The engine dice an action on the dice at these screen places will change, in order;
        first the screen swaps dice of one value so that those are the ones at these places."""
        dice, tray = self.game.rolled_dice(), self.game.tray()
        for place in places:
            changed = next((d for d in tray if dice[d] == dice[self.slots[place]]), self.slots[place])
            if changed in tray:
                tray.remove(changed)
            other = self.slots.index(changed)
            self.slots[place], self.slots[other] = self.slots[other], self.slots[place]
        return [self.slots[place] for place in places]

    def screen_tray(self) -> list[int]:
        """The screen places of the dice in the tray."""
        tray = set(self.game.tray())
        return [place for place, die in enumerate(self.slots) if die in tray]

    def _on_reroll_mode(self) -> None:
        game = self.game
        if self.marked is not None:
            self.marked = None
            return
        if game.dice is None:
            raise _no("roll first: there are no dice yet", "not_rolled")
        tray = game.tray()
        if not tray:
            raise _no("every die is staged: take one back to reroll it", "nothing_to_reroll")
        game.check(Reroll(tuple(game.dice[d] for d in tray)))  # no power left, MAGDAGDON accepted
        self.marked = [self.selected] if self.selected is not None else []

    def _on_reroll(self) -> None:
        if not self.marked:
            raise _no("mark the dice to reroll first", "nothing_to_reroll")
        self.game.apply({"type": "reroll", "dice": self._follow(self.marked)})
        self.marked = None

    def _on_rescue(self, index: int) -> None:
        rescues = self.game.rescues()
        if index >= len(rescues):
            raise _no("no Majda Power would save this roll", "no_rescue")
        self.game.apply(rescues[index].action)
        self.marked = None

    def _on_hint(self, message: dict[str, Any]) -> None:
        if self.game.is_terminal():
            raise _no("the game is over", "game_over")
        hints = self.game.hints(top=1)  # none before the roll: the hint says to roll
        self._hint = (self._turn_key(), hint_json(hints[0], self.game) if hints else {"roll": True})

    def _on_cancel(self, message: dict[str, Any]) -> None:
        if self._difficulty_ask is not None:
            self._difficulty_ask = None
        elif self.marked is not None:
            self.marked = None
        elif self.settings_open:
            self.settings_open = False
        else:
            self.selected = None

    def _on_settings(self, message: dict[str, Any]) -> None:
        self.settings_open = require(message, "open", bool)
        if not self.settings_open:
            self._difficulty_ask = None

    def _on_difficulty(self, message: dict[str, Any]) -> None:
        difficulty = require(message, "difficulty", str, DIFFICULTIES)
        sure = message.get("confirm", False)
        if not isinstance(sure, bool):
            raise MalformedAction("the field 'confirm' has the wrong type", field="confirm")
        game = self.game
        under_way = bool(game.actions) and not game.is_terminal()
        if difficulty == game.difficulty and not under_way:
            self.settings_open = False
            return
        if under_way and not sure:
            self._difficulty_ask = difficulty
            return
        self.settings_open = False
        self.use_game(self._new_game(difficulty, game.seed))

    def _tidy(self) -> None:
        """Drop UI state the game has made stale (a staged or rerolled die, a finished turn)."""
        game = self.game
        if game.dice is None:
            self.slots = [0, 1, 2, 3]
        tray = self.screen_tray() if game.dice is not None and not game.choosing_ruin else []
        if self.selected not in tray:
            self.selected = None
        if self.marked is not None:
            self.marked = [d for d in self.marked if d in tray] if tray and game.powers_left else None

    # -- games --------------------------------------------------------------------------
    def _new_game(self, difficulty: str, seed: int) -> Game:
        game = Game([self.game.seats[0].name], seed=next_seed(seed), difficulty=difficulty)
        if self.store is not None:
            history.watch(game, self.store)
        return game

    def next_game(self, seats: list[Any] | None = None) -> Game:
        """Play again: the same difficulty and player, the next seed (a solo game has one
        seat, so ``seats`` can only name that one)."""
        return self._new_game(self.game.difficulty, self.game.seed)

    # -- the view -----------------------------------------------------------------------
    def _turn_key(self) -> tuple[Any, ...]:
        g = self.game
        return (g.turns, tuple(g.dice or ()), g.powers_used, g.choosing_ruin)

    def _drawn_key(self) -> tuple[int, int, tuple[int, ...]]:
        """What the game's part of the view depends on: the game (its identity, its number of
        actions: every move is one) and the tray's order on screen."""
        return id(self.game), len(self.game.actions), tuple(self.slots)

    def make_view(self) -> dict[str, Any]:
        view = self.game.view(0)
        own = view["magdagdon"]
        self._tidy()
        self._drawn = self._drawn_key()
        if own["dice"] is not None:  # the tray's order, not the roll's
            own["dice"] = [{**own["dice"][die], "die": place} for place, die in enumerate(self.slots)]
            own["staged"] = [{**s, "die": self.slots.index(s["die"])} for s in own["staged"]]
        view["ui"] = self._ui(view)
        return view

    def _ui(self, view: dict[str, Any]) -> dict[str, Any]:
        game = self.game
        hint = self._hint[1] if self._hint is not None and self._hint[0] == self._turn_key() else None
        targets = view["magdagdon"]["dice"][self.selected]["valid"] if self.selected is not None else []
        return {
            "selected": self.selected,
            "targets": targets,
            "marked": self.marked,
            "status": status(game, view, self.selected, self.marked),
            "hint": hint,
            "settings": self.settings_open,
            "ask": None if self._difficulty_ask is None else {"difficulty": self._difficulty_ask},
            "difficulties": [
                {"name": d, "powers": POWERS[d], "minimum": MINIMUM[d], "penalties": list(PENALTIES[d])}
                for d in DIFFICULTIES
            ],
            "rescues": [power_json(r.action) | {"chance": round(r.chance * 100)} for r in game.rescues()[:3]],
            "why": game.why_magdagdon(),
            "best": self._best() if game.is_terminal() else None,
            "review": self._review_panel() if game.is_terminal() else None,
        }

    def _review_panel(self) -> dict[str, Any]:
        from ludoteca.magdagdon.review_view import review_panel

        count = len(self.game.actions)
        if self._review is None or self._review[:2] != (self.game, count):
            self._review = (self.game, count, review_panel(self.game, 0, self.store))
        panel = self._review[2]
        return {**panel, "step": max(0, min(self._review_step, len(panel["steps"]) - 1))}

    def _best(self) -> dict[str, Any]:
        from ludoteca.magdagdon import best_scores

        game = self.game
        rows = best_scores(game.difficulty, game.seats[0].name, store=self.store) if self.store is not None else []
        total = game.score().total
        mine = next(
            (
                i
                for i, r in enumerate(rows)
                if r["score"] == total and r["turns"] == game.turns and r["powers_used"] == game.powers_used
            ),
            None,
        )
        return {
            "rows": [{**r, "date": str(r["played_at"])[:10]} for r in rows],
            "this_game": mine,
            "kept": self.store is not None,
        }

    def __repr__(self) -> str:
        return f"Table({self.game!r})"


def play(
    player: str = "Player",
    difficulty: str = "peaceful",
    *,
    seed: int | None = None,
    store: Any = None,
    locale: str | None = None,
) -> Table:
    """A MAGDAGDON game for ``player`` at ``difficulty`` ("peaceful", "survival" or
    "nightmare"). The final score goes to the best scores of that difficulty in your profile
    (the default store unless ``store`` is given; ``store=False`` keeps nothing)."""
    store = table_store(store)
    game = Game([player], seed=pick_seed(seed), difficulty=difficulty)
    if store is not None:
        history.watch(game, store)
    return Table(game, store=store, locale=locale)
