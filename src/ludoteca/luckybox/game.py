"""A game of Super Mega Lucky Box: everyone plays at once on the same revealed numbers.

The game waits for several seats at a time (``to_act()``): first everyone keeps cards from a
private offer, then, for each of the round's 9 numbers, each seat crosses a cell (or passes)
and resolves the bonuses that crossing earned, one explicit decision at a time. The next
number is revealed when every seat is done; rounds end with scoring, and the game after 4.

>>> game = Game(["Ana"], seed=3)
>>> game.apply("P1: keep 1 2 3")
>>> game.phase, game.round, len(game.revealed)
('play', 1, 1)

Chance can be named, as Bonanza's ``roll(dice)`` names the dice: ``deal`` gives the cards each
seat is offered first, ``numbers`` the numbers revealed (None leaves one to chance). Both are
checked before the game exists, kept in its save, and never shown to a player:

>>> card = default_deck()[24]
>>> game = Game(["Ana"], deal=[[card]], numbers=[7, None, 7])
>>> game.cards[game.hands[0].offer[0]] == card
True
>>> game.apply("P1: keep 1 2 3")
>>> game.number
7
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludoteca.core.errors import CorruptData
from ludoteca.core.game import Game as BaseGame
from ludoteca.core.game import Outcome
from ludoteca.core.rng import Rng
from ludoteca.luckybox.actions import (
    MAX_SEATS,
    Action,
    Bonus,
    Cross,
    Keep,
    Leave,
    Pass,
    parse_action,
)
from ludoteca.luckybox.cards import Card, Grid, Player, cards_from_json, default_deck
from ludoteca.luckybox.chance import named_deal, named_numbers, named_order
from ludoteca.luckybox.checks import check, legal_actions_of
from ludoteca.luckybox.rules import NUMBER_DECK, REVEALS, ROUNDS, Rules
from ludoteca.luckybox.scoring import final_scores
from ludoteca.luckybox.view import hide_offers, seat_view, summary, text

__all__ = ["Game"]

#: Grids one player can need over a game in the worst case (3 + 1 + 1 kept, 3 offered), so a
#: deck of ``players * CARDS_PER_PLAYER`` cards never runs dry, even with the discard reshuffled.
CARDS_PER_PLAYER = 8


class Game(BaseGame):
    """A game of Super Mega Lucky Box (see the module docstring).

    ``deck``: the cards to play with (default: the project's 60, see :func:`default_deck`).
    With 7 to 12 players the game uses two boxes: two copies of the deck and twice the supply.

    ``deal`` names chance at the first deal: one list per seat of the cards (or their
    notations) its round-1 offer starts with; the rest of the offer is dealt as usual. Every
    named card must be in the deck. ``numbers`` names the numbers revealed, in order, nine per
    round and running on into the next rounds; each round's nine come from its deck of 1 to 9
    twice, so a round names a number at most twice. A None entry, and everything after the
    list, is left to chance. A bad name raises ValueError. The seeded shuffles run as usual, so
    what is not named stays random, and a save keeps both names: a replay is exact.
    """

    name = "luckybox"
    title = "Super Mega Lucky Box"
    version = 1
    min_players = 1
    max_players = MAX_SEATS
    bot_kinds = ("random", "greedy", "planner")
    fixed = (*BaseGame.fixed, "custom_deck", "cards", "named_deal", "named_numbers")
    rules_type = Rules

    def __init__(
        self,
        players: int | Sequence[Any] = 1,
        seed: int = 0,
        rules: Rules | None = None,
        deck: Sequence[Card] | None = None,
        deal: Sequence[Sequence[Card | str]] | None = None,
        numbers: Sequence[int | None] | None = None,
    ) -> None:
        super().__init__(players, seed, rules if rules is not None else Rules())
        self.custom_deck = None if deck is None else cards_from_json(list(deck), source="deck")
        boxes = 1 if self.players <= 6 else 2
        self.cards: tuple[Card, ...] = (self.custom_deck or default_deck()) * boxes
        if len(self.cards) < self.players * CARDS_PER_PLAYER:
            raise ValueError(
                f"{self.players} players need a deck of at least {self.players * CARDS_PER_PLAYER} "
                f"cards, not {len(self.cards) // boxes}"
            )
        r = self.rules
        if self.players * r.start_lightning > r.lightning_supply * boxes:
            raise ValueError(
                f"the lightning supply ({r.lightning_supply * boxes}) cannot give {self.players} "
                f"players {r.start_lightning} each"
            )
        self.named_deal = None if deal is None else named_deal(deal, self.cards, self.players, r)
        self.named_numbers = None if numbers is None else named_numbers(numbers)
        self.rng = Rng(seed)
        self.deck: list[int] = self.rng.shuffle(range(len(self.cards)))
        self.discard: list[int] = []
        self.supply = {
            "lightning": r.lightning_supply * boxes - self.players * r.start_lightning,
            "moon": r.moon_supply * boxes,
        }
        self.hands = [Player(r.start_lightning) for _ in self.seats]
        self.round, self._phase = 1, "choose"
        self.numbers: list[int] = []
        self.revealed: list[int] = []
        self._deal()

    # -- reading the game ------------------------------------------------------
    def variant(self) -> str:
        """Best scores are kept per rules: "" for the classic game, "arena" for the arena, and
        any changed supply added after a comma ("arena,moon_supply=10")."""
        r, standard = self.rules, Rules()
        parts = [] if r.variant == standard.variant else [r.variant]
        for name in ("lightning_supply", "moon_supply", "start_lightning"):
            if getattr(r, name) != getattr(standard, name):
                parts.append(f"{name}={getattr(r, name)}")
        return ",".join(parts)

    @property
    def phase(self) -> str:
        """``"choose"`` (each seat keeps cards from its offer), ``"play"`` (numbers are revealed
        and crossed) or ``"over"``; read-only: only actions move the game on."""
        return self._phase

    @property
    def number(self) -> int | None:
        """The number revealed now (None outside the play phase)."""
        return self.revealed[-1] if self.phase == "play" and self.revealed else None

    def to_act(self) -> list[int]:
        if self.phase == "choose":
            return [s for s, p in enumerate(self.hands) if p.offer]
        if self.phase == "play":
            return [s for s, p in enumerate(self.hands) if not p.done and not p.left]
        return []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def departed(self) -> list[int]:
        """The seats that left the table."""
        return [s for s, hand in enumerate(self.hands) if hand.left]

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        rows = self.final_scores()
        return Outcome.ranked(
            [s.name for s in self.seats],
            [r["total"] for r in rows],
            gave_up=[h.left for h in self.hands],
            tiebreak=[r["moons"] for r in rows],
            gave_up_order=[h.left_order for h in self.hands],
        )

    def final_scores(self) -> list[dict[str, Any]]:
        """Each player's score breakdown (so far, while the game is on); see :mod:`.scoring`."""
        return final_scores(self)

    def running_scores(self) -> list[int | None]:
        """Each player's total so far, from the public score breakdown."""
        return [int(row["total"]) for row in self.final_scores()]

    def remaining_numbers(self) -> dict[int, int]:
        """How many cards of each number the round's deck still holds (public knowledge)."""
        left = {n: 2 for n in range(1, 10)}
        for n in self.revealed:
            left[n] -= 1
        return left

    def legal_actions(self) -> list[Action]:
        return [a for seat in self.to_act() for a in self.legal_actions_of(seat)]

    def legal_actions_of(self, seat: int) -> list[Action]:
        """Every action ``seat`` may play now, in a fixed order."""
        return legal_actions_of(self, seat)

    # -- the door in -------------------------------------------------------------
    def parse_action(self, action: Any) -> Action:
        return parse_action(action)

    def _check(self, action: Action) -> None:
        check(self, action)

    def _copies(self) -> dict[str, Any]:
        """What an action changes in place: the piles of cards, the supply, the players'
        sides, the numbers and the generator (the round and the phase are only replaced)."""
        return {
            "deck": list(self.deck),
            "discard": list(self.discard),
            "supply": dict(self.supply),
            "hands": [hand.copy() for hand in self.hands],
            "numbers": list(self.numbers),
            "revealed": list(self.revealed),
            "rng": self.rng.copy(),
        }

    def _perform(self, action: Action) -> Action:
        hand = self.hands[action.seat]
        if isinstance(action, Leave):
            self._leave(hand)
            return action
        if isinstance(action, Keep):
            self._keep(hand, action.cards)
            return action
        if isinstance(action, Cross):
            grid = hand.grids[action.grid]
            hand.spend(action.lightning, self.supply)  # spent tokens go back to the supply
            hand.acted = True
            hand.cross(action.grid, action.cell)
            action = Cross(action.seat, action.grid, action.cell, action.lightning, grid.card.flat[action.cell])
        elif isinstance(action, Pass):
            hand.acted = True
        else:
            hand.resolve(action.grid, action.line, action.target, self.supply, self.round)
        self._advance()
        return action

    def _keep(self, hand: Player, positions: tuple[int, ...]) -> None:
        for i, card in enumerate(hand.offer):
            if i in positions:
                hand.grids.append(Grid(card, self.cards[card]))
            else:
                self.discard.append(card)
        hand.offer = []
        if not self.to_act():
            self._start_play()

    def _start_play(self) -> None:
        self._phase = "play"
        self.numbers = named_order(self.named_numbers, self.round, self.rng.shuffle(NUMBER_DECK))
        self.revealed = []
        self._reveal()

    def _leave(self, hand: Player) -> None:
        """A seat leaves in the current round: its offer goes to the discard, its pending bonuses
        lapse, and the game goes on without it (it ends at once if nobody is left). Who left,
        when, and in what order, is kept: those who left are ranked by it."""
        hand.left_order = 1 + sum(1 for h in self.hands if h.left)
        hand.left_round = self.round
        self.discard.extend(hand.offer)
        hand.offer, hand.pending = [], []
        if all(h.left for h in self.hands):
            self._phase = "over"
        elif self.phase == "choose" and not self.to_act():
            self._start_play()
        elif self.phase == "play":
            self._advance()

    def _advance(self) -> None:
        if self.to_act():
            return
        if len(self.revealed) < REVEALS:
            self._reveal()
        else:
            self._end_round()

    def _reveal(self) -> None:
        self.revealed.append(self.numbers[len(self.revealed)])
        for hand in self.hands:
            hand.acted = False

    def _end_round(self) -> None:
        for hand in self.hands:
            for grid in [g for g in hand.grids if g.complete]:
                hand.completed[self.round - 1] += 1
                self.discard.append(grid.card_id)
            hand.grids = [g for g in hand.grids if not g.complete]
        if self.round == ROUNDS:
            self._phase = "over"
            return
        self.round += 1
        self._phase, self.revealed = "choose", []
        self._deal()

    def _deal(self) -> None:
        count = self.rules.deal(self.round)[0]
        if self.round == 1 and self.named_deal is not None:
            for hand, cards in zip(self.hands, self.named_deal):  # named cards first, the rest after
                for card in cards:
                    card_id = next(i for i in reversed(self.deck) if self.cards[i] == card)
                    self.deck.remove(card_id)
                    hand.offer.append(card_id)
        for hand in self.hands:
            for _ in range(0 if hand.left else count - len(hand.offer)):
                if not self.deck:  # the discard pile, shuffled, becomes the new deck
                    self.deck, self.discard = self.rng.shuffle(self.discard), []
                hand.offer.append(self.deck.pop())

    # -- the door out ------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        return seat_view(self, seat)

    def _hide(self, view: dict[str, Any], seat: int | None) -> dict[str, Any]:
        return hide_offers(view, seat)

    def settings(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.custom_deck is not None:
            out["deck"] = [c.to_json() for c in self.custom_deck]
        if self.named_deal is not None:
            out["deal"] = [[c.notation() for c in cards] for cards in self.named_deal]
        if self.named_numbers is not None:
            out["numbers"] = list(self.named_numbers)
        return out

    @classmethod
    def read_settings(cls, data: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if data.get("deck") is not None:
            out["deck"] = cards_from_json(data["deck"], source="the save's deck")
        for key in ("deal", "numbers"):  # checked in full by the constructor, against the deck
            if data.get(key) is not None:
                if not isinstance(data[key], list):
                    raise CorruptData(f"bad {key}: a list, not {data[key]!r:.40}", code="save_bad_field", field=key)
                out[key] = data[key]
        return out

    def state_json(self) -> dict[str, Any]:
        """Everything, hidden parts included (the deck order, the RNG): for tests and debugging,
        never for a player."""
        return {
            "round": self.round,
            "phase": self.phase,
            "numbers": list(self.numbers),
            "revealed": list(self.revealed),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "supply": dict(self.supply),
            "rng": self.rng.to_json(),
            "actions": [str(a) for a in self.actions],
            "hands": [h.state_json() for h in self.hands],
        }

    def __repr__(self) -> str:
        names = ", ".join(repr(s.name) for s in self.seats)
        return f"<Super Mega Lucky Box [{names}] seed={self.seed}: {summary(self)}>"

    def __str__(self) -> str:
        return text(self)

    # -- verbs: each builds its action and plays it through apply() -----------------------
    def keep(self, seat: int, *cards: int) -> None:
        """``seat`` keeps the offered cards at positions ``cards`` (from 0).

        >>> game = Game(["Ana"], seed=3)
        >>> game.keep(0, 0, 2, 4)
        >>> game.number, game.hands[0].grids[1].card.flat[4]  # the revealed 5; b2 of grid 2 shows 2
        (5, 2)
        >>> game.cross(0, 1, "b2", lightning=2)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ludoteca.core.errors.IllegalAction: b2 of grid 2 shows 2, ... takes exactly 3 lightning
        >>> game.cross(0, 1, "b2", lightning=3)
        >>> game.actions[-1], game.hands[0].lightning
        (Cross(seat=0, grid=1, cell=4, lightning=3, number=2), 1)
        """
        self.apply(Keep(seat, cards))

    def cross(self, seat: int, grid: int, cell: int | str, lightning: int = 0) -> None:
        """``seat`` crosses ``cell`` (0 to 8, or "a1" to "c3") of its grid ``grid`` (from 0),
        spending ``lightning`` to shift the revealed number that far."""
        self.apply(Cross(seat, grid, cell, lightning))  # type: ignore[arg-type]  # Cross reads "b3"

    def pass_number(self, seat: int) -> None:
        """``seat`` crosses nothing for this number (allowed when no free cell shows it).

        >>> from ludoteca.luckybox.positions import position
        >>> game = position(["123 456 231 | 7?- | MSD"], 8)  # no cell shows 8
        >>> game.pass_number(0); len(game.revealed)  # the only seat is done: the next number
        2
        """
        self.apply(Pass(seat))

    def bonus(self, seat: int, grid: int, line: int | str, target: tuple[int, int | str] | None = None) -> None:
        """``seat`` resolves the bonus its grid ``grid`` earned on ``line`` (0 to 5, or "row 1"
        to "column c"); a Number or "?" bonus crosses ``target``, a (grid, cell) pair.

        >>> from ludoteca.luckybox.positions import position
        >>> game = position(["123 456 231 | 7?- | MSD", "789 978 456 | 1-- | LLL"], 3, crossed={0: "a1 b1"})
        >>> game.cross(0, 0, "c1")  # row 1 of grid 1 is full: its Number 7 bonus waits
        >>> game.bonus(0, 0, "row 1", target=(1, "a1"))
        >>> str(game.actions[-1])
        'P1: bonus row 1 of grid 1, cross grid 2 at a1'
        """
        grid_to, cell_to = (None, None) if target is None else target
        self.apply(Bonus(seat, grid, line, grid_to, cell_to))  # type: ignore[arg-type]  # Bonus reads names

    def leave(self, seat: int) -> None:
        """``seat`` leaves the table; the others play on.

        >>> game = Game(["Ana", "Bruno"], seed=1)
        >>> game.leave(1); game.to_act()
        [0]
        """
        self.apply(Leave(seat))
