"""What the Bonanza table shows: :class:`Screen`, the base of :class:`~ludoteca.bonanza.widget.Table`,
builds the widget's ``view`` from the game's view (the common keys, Bonanza's own under
``view["bonanza"]``) and the screen's state, which goes under ``view["ui"]``: a box or a give-up
being asked, whose buttons work on this screen, the hint's dice to keep, the best score and the
coach's panels. The table's message handling, in :mod:`ludoteca.bonanza.widget`, only changes that
state and plays actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import traitlets

from ludoteca.bonanza.game import Game
from ludoteca.bonanza.review_view import TableCoach, keep_mask
from ludoteca.bonanza.room import Room
from ludoteca.bonanza.rules import BOXES, UPPER, UPPER_BONUS, UPPER_TARGET
from ludoteca.core import history, i18n
from ludoteca.core.rules_table import RulesTable

if TYPE_CHECKING:
    from ludoteca.core.store import ScoreStore

__all__ = ["Screen", "solo_best"]


class Screen(RulesTable):
    """The view side of a Bonanza table: the screen's state, and the view drawn from it."""

    game: Game
    show_hints: bool
    room: Room | None
    store: ScoreStore | None
    coach: TableCoach
    _best: int | None  # the solo player's best score, once this game is recorded too
    _best_before: int | None  # ... and before this game

    def root_room(self) -> Room | None:
        """The room shown before the game starts (on the table that holds it), else None."""
        root = self.root
        return root.room if isinstance(root, Screen) else None

    def reset_ui(self) -> None:
        self.coach = TableCoach(self.game, seat=self.seat, proficiency=self.coach.proficiency, store=self.store)
        self._best_before = self._best = solo_best(self.game, self.store)

    def make_view(self) -> dict[str, Any]:
        room = self.root_room()
        if room is not None:
            return {"game": "bonanza", "ui": {"room": room.view()}}
        game = self.game
        self.coach.observe()
        view = game.view(self.seat, hints=self.show_hints)
        own = view["bonanza"]
        ask = self.asked()
        current = own["current"]
        scored = own["seats"][current]["total"] if current is not None else 0
        for hint in own["hints"]:  # what the choice adds to the score so far, as every game says it
            gain = i18n.decimal(hint["value"] - scored, 1, self.locale, sign=True).replace("-", "\u2212")
            hint["expected_text"] = i18n.translate("bonanza.expected", self.locale, count=gain)
        keep = next((h["keep"] for h in own["hints"] if h["kind"] == "keep"), None)
        over = game.is_terminal()
        view["ui"] = {
            "boxes": list(BOXES),
            "upper": list(UPPER),
            "upper_target": UPPER_TARGET,
            "upper_bonus": UPPER_BONUS,
            "pending": None
            if ask is None or ask["kind"] == "give_up"
            else {"box": ask["box"], "kind": ask["kind"], "points": ask["points"]},
            "confirm_give_up": ask["seat"] if ask is not None and ask["kind"] == "give_up" else None,
            **self._give_up_result(ask["seat"] if ask is not None and ask["kind"] == "give_up" else None),
            "clock_waits_for": "everyone" if self.root.required_screens is not None else "player",
            "show_hints": self.show_hints,
            "bot_turn": current is not None and current in self.bots,
            "can_act": current is not None and current not in self.bots and self.may_play(current),
            "can_give_up": [
                not over and not gone and i not in self.bots and self.may_play(i) for i, gone in enumerate(game.gave_up)
            ],
            "seat": self.seat,
            "can_play_again": over,
            "keep_dice": None if keep is None or own["dice"] is None else keep_mask(own["dice"], own["held"], keep),
            "events": self.events(),
            "best_score": self._best,
            "best_before": self._best_before,
            "new_best": bool(
                over
                and game.players == 1
                and not game.gave_up[0]
                and self.store is not None
                and (self._best_before is None or game.sheets[0].total() > self._best_before)
            ),
            **self.coach.view(self.locale),
        }
        return view

    def _give_up_result(self, seat: int | None) -> dict[str, Any]:
        """What giving up would do, for the prompt that asks ``seat`` to confirm it: "solo" (the
        game ends), "one_left" (one player would be left: the game ends and they win, named
        in ``give_up_winner``) or "play_on"; None while nobody is asked."""
        if seat is None:
            return {"give_up_result": None, "give_up_winner": None}
        others = [s for s in self.game.active_seats() if s != seat]
        if self.game.players == 1:
            return {"give_up_result": "solo", "give_up_winner": None}
        if len(others) == 1:
            return {"give_up_result": "one_left", "give_up_winner": self.game.seats[others[0]].name}
        return {"give_up_result": "play_on", "give_up_winner": None}

    @traitlets.observe("locale")
    def _relabel(self, change: dict) -> None:
        self.refresh()  # the expected values are written with the language's decimal mark

    def _recorded(self, history_id: int) -> None:
        self._best = solo_best(self.game, self.store)


def solo_best(game: Game, store: ScoreStore | None) -> int | None:
    """The solo player's best score in ``store`` (None: none yet, no store, or not solo)."""
    if store is None or game.players != 1:
        return None
    return history.best_score(game, game.seats[0].name, store)
