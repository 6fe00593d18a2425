"""A game of MAGDAGDON: one player, a 4x4 board, four dice a turn, Majda Powers and ruins.

A turn: roll; stage dice on valid cells (they stay movable) and confirm once the minimum
is staged; or, if no ordering of the dice can place the minimum on the permanent board
(MAGDAGDON), use a Majda Power or accept MAGDAGDON and turn an empty cell into a ruin.
Dice are positions 0-3 in the Python helpers (``game.stage(0, "b2")``), as in the front
end, and values in the actions and their notation ("place 4 at b2").

>>> game = Game(difficulty="survival", seed=3)
>>> game.roll([3, 4, 4, 6]); game.stage(1, "b2"); game.stage(0, "b3"); game.confirm()
>>> game
Game(difficulty='survival', seed=3, turn=2, board='----/-4--/-3--/----', dice=None)
>>> game.score().total
14
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludoteca.core import game as core
from ludoteca.core import i18n
from ludoteca.core.rng import Rng
from ludoteca.magdagdon.actions import (
    Accept,
    Action,
    Confirm,
    Decrease,
    Increase,
    Reroll,
    Roll,
    Ruin,
    Stage,
    Unstage,
    parse_action,
    sub_multisets,
)
from ludoteca.magdagdon.checks import check, free_die
from ludoteca.magdagdon.rescue import Rescue, explain, rescues
from ludoteca.magdagdon.rules import (
    CELLS,
    EMPTY,
    PENALTIES,
    Board,
    Rules,
    Score,
    cell_index,
    find_way,
    refusal,
    score,
    text_board,
    valid_cells,
)
from ludoteca.magdagdon.view import view

__all__ = ["Game"]


class Game(core.Game):
    """One game of MAGDAGDON (see the module docstring)."""

    name = "magdagdon"
    title = "MAGDAGDON"
    version = 1
    min_players = max_players = 1
    bot_kinds = ("random", "greedy", "advisor")
    fixed = (*core.Game.fixed, "_ways")
    rules_type = Rules

    def __init__(
        self,
        players: int | Sequence[Any] = ("Player",),
        seed: int = 0,
        rules: Rules | None = None,
        *,
        difficulty: str | None = None,
    ) -> None:
        if rules is None:
            rules = Rules(difficulty or "peaceful")
        elif difficulty is not None and difficulty != getattr(rules, "difficulty", None):
            raise ValueError(f"difficulty {difficulty!r:.20} and rules {rules!r:.40} disagree; give one of them")
        super().__init__(players, seed, rules)
        self.board = Board()
        self.dice: list[int] | None = None
        #: The staged dice in staging order: (die position, cell index).
        self.staged: list[tuple[int, int]] = []
        self.powers_used = 0
        #: Turns finished (by a confirm or a ruin).
        self.turns = 0
        self.choosing_ruin = False
        self._rng = Rng(seed)
        self._ways: dict[tuple, Any] = {}

    # -- reading the state ------------------------------------------------------------
    @property
    def difficulty(self) -> str:
        return self.rules.difficulty

    def variant(self) -> str:
        """Best scores are kept per difficulty."""
        return self.difficulty

    @property
    def powers_left(self) -> int:
        return self.rules.powers - self.powers_used

    @property
    def next_penalty(self) -> int | None:
        """What the next Majda Power would cost, or None if none is left."""
        return PENALTIES[self.difficulty][self.powers_used] if self.powers_left else None

    @property
    def minimum(self) -> int:
        """Dice to place this turn: the difficulty's minimum, or fewer when fewer cells are empty."""
        return min(self.rules.minimum, self.board.codes.count(EMPTY))

    def rolled_dice(self) -> list[int]:
        """The current dice, where the turn has rolled (staged dice, a stage, confirm or power checked)."""
        assert self.dice is not None, "the dice have not been rolled"
        return self.dice

    def codes(self) -> tuple[int, ...]:
        """The board with the staged dice on it, as 16 codes."""
        codes = list(self.board.codes)
        for die, cell in self.staged:
            codes[cell] = self.rolled_dice()[die]
        return tuple(codes)

    def staged_board(self) -> Board:
        return Board(self.codes())

    def tray(self) -> list[int]:
        """Positions of the dice not staged."""
        busy = {die for die, _ in self.staged}
        return [i for i in range(len(self.dice or ())) if i not in busy]

    def is_terminal(self) -> bool:
        return self.board.is_full()

    def to_act(self) -> list[int]:
        return [] if self.is_terminal() else [0]

    def score(self) -> Score:
        """The score of the permanent board (final once the game is over)."""
        return score(self.board, self.difficulty, self.powers_used)

    def live_score(self) -> Score:
        """The score if the staged dice were confirmed now."""
        return score(self.staged_board(), self.difficulty, self.powers_used)

    def outcome(self) -> core.Outcome | None:
        if not self.is_terminal():
            return None
        return core.Outcome.ranked([self.seats[0].name], [self.score().total])

    def way(self) -> tuple[tuple[int, int], ...] | None:
        """A way to place the minimum from the permanent board (``(value, cell)`` in order),
        None if there is none (MAGDAGDON). Judged on the permanent board, never the staged one."""
        key = (self.board.codes, tuple(sorted(self.dice or ())), self.minimum)
        if key not in self._ways:
            self._ways = {key: find_way(self.board.codes, self.dice or (), self.minimum)}
        return self._ways[key]

    def in_magdagdon(self) -> bool:
        """Whether this roll is in MAGDAGDON (also while choosing the ruin after accepting)."""
        if self.dice is None or self.is_terminal():
            return False
        return self.choosing_ruin or self.way() is None

    def why_magdagdon(self) -> dict[str, Any] | None:
        """Why the roll is in MAGDAGDON (``message``, the most dice any ordering places and
        how), or None if it is not."""
        if self.dice is None or not self.in_magdagdon():
            return None
        return explain(self.board.codes, self.dice, self.minimum)

    def rescues(self) -> list[Rescue]:
        """Every Majda Power that would save a roll in MAGDAGDON, best chance first
        (empty when the roll needs no saving, no power is left, or none would help)."""
        if self.dice is None or not self.in_magdagdon() or self.choosing_ruin or not self.powers_left:
            return []
        return rescues(self.board.codes, self.dice, self.minimum)

    def rescue(self) -> Rescue | None:
        """The power most likely to save a roll in MAGDAGDON, or None."""
        found = self.rescues()
        return found[0] if found else None

    def valid_cells(self, die: int) -> list[str]:
        """Where die ``die`` (position 0-3) may be staged now; empty if it is staged or can't move."""
        if self.dice is None or self.choosing_ruin or die not in self.tray():
            return []
        return [CELLS[i] for i in valid_cells(self.codes(), self.dice[die])]

    def can_confirm(self) -> bool:
        return self.dice is not None and not self.choosing_ruin and len(self.staged) >= self.minimum

    # -- convenience: each goes through apply() -----------------------------------------
    def roll(self, dice: Sequence[int] | None = None) -> None:
        self.apply(Roll(None if dice is None else tuple(dice)))

    def stage(self, die: int, cell: str) -> None:
        """Stage die ``die`` (position 0-3) on ``cell``."""
        self.apply({"type": "stage", "die": die, "cell": cell})

    def unstage(self, cell: str) -> None:
        self.apply(Unstage(cell))

    def confirm(self) -> None:
        self.apply(Confirm())

    def decrease(self, die: int) -> None:
        self.apply({"type": "decrease", "die": die})

    def increase(self, die: int) -> None:
        self.apply({"type": "increase", "die": die})

    def reroll(self, dice: Sequence[int], results: Sequence[int] | None = None) -> None:
        """Reroll the dice at positions ``dice`` (``results``, one per die, make it explicit)."""
        action: dict[str, Any] = {"type": "reroll", "dice": list(dice)}
        if results is not None:
            # Pair each result with its die's value, so "reroll dice 0, 2 -> 6, 1" means what it says.
            values = [self.dice[d] if self.dice and isinstance(d, int) and 0 <= d < 4 else d for d in dice]
            action = {"type": "reroll", "values": values, "results": list(results)}
        self.apply(action)

    def accept(self) -> None:
        """Accept MAGDAGDON (then ``ruin(cell)``)."""
        self.apply(Accept())

    def ruin(self, cell: str) -> None:
        self.apply(Ruin(cell))

    # -- the one door in ---------------------------------------------------------------------
    def parse_action(self, action: Any) -> Action:
        return parse_action(action, self.dice)

    def _check(self, action: Action) -> None:
        check(self, action)

    def _free_die(self, value: int, verb: str) -> int:
        return free_die(self, value, verb)

    def _perform(self, action: Action) -> Action | None:
        """Carry out a checked action; a roll or reroll left to chance returns itself with the
        dice drawn, to be logged instead (the log replays without the seed)."""
        if isinstance(action, Roll):
            thrown = self._rng.roll(4) if action.dice is None or action.drawn else []
            self.dice = list(action.dice if action.dice is not None else thrown)
            return None if action.dice is not None else Roll(tuple(thrown), drawn=True)
        if isinstance(action, Reroll):
            return self._reroll(action)
        if isinstance(action, Stage):
            self.staged.append((self._free_die(action.value, "stage"), cell_index(action.cell)))
        elif isinstance(action, Unstage):
            self._take_back(cell_index(action.cell))
        elif isinstance(action, Confirm):
            self.board = self.staged_board()
            self._end_turn()
        elif isinstance(action, (Decrease, Increase)):
            die = self._free_die(action.value, "change")
            self.rolled_dice()[die] += -1 if isinstance(action, Decrease) else 1
            self.powers_used += 1
        elif isinstance(action, Accept):
            self.staged = []
            self.choosing_ruin = True
        elif isinstance(action, Ruin):
            self.board = self.board.place(action.cell, 7)
            self._end_turn()
        return None

    def _copies(self) -> dict[str, Any]:
        """What an action changes in place: the dice, the staged dice and the dice generator
        (the board is replaced by a new one, the counters are numbers)."""
        return {
            "dice": None if self.dice is None else list(self.dice),
            "staged": list(self.staged),
            "_rng": self._rng.copy(),
        }

    def _reroll(self, action: Reroll) -> Reroll | None:
        """Roll again the tray's dice showing ``action.values`` (to the named results, or
        chance's); returns the reroll with the results drawn, to log, or None if named."""
        drawn = self._rng.roll(len(action.values)) if action.results is None or action.drawn else []
        results = action.results if action.results is not None else tuple(drawn)
        dice, tray = self.rolled_dice(), self.tray()
        for value, result in zip(action.values, results):
            die = next(d for d in tray if dice[d] == value)
            tray.remove(die)
            dice[die] = result
        self.powers_used += 1
        return Reroll(action.values, results, drawn=True) if action.results is None else None

    def _take_back(self, cell: int) -> None:
        """Take back the die on ``cell``; a later staged die that leant on it (its only number
        neighbour, say) is no longer valid and goes back to the tray too."""
        kept = [(die, c) for die, c in self.staged if c != cell]
        self.staged = []
        for die, c in kept:
            if refusal(self.codes(), c, self.rolled_dice()[die]) is None:
                self.staged.append((die, c))

    def _end_turn(self) -> None:
        self.dice, self.staged, self.choosing_ruin = None, [], False
        self.turns += 1

    def legal_actions(self) -> list[Action]:
        """Every action allowed now: roll; or stages (by value, then cell), take-backs,
        confirm, powers, accept; or, after accepting, the ruins."""
        if self.is_terminal():
            return []
        if self.dice is None:
            return [Roll()]
        if self.choosing_ruin:
            return [Ruin(CELLS[i]) for i in self.board.empty_cells()]
        codes = self.codes()
        free = sorted({self.dice[d] for d in self.tray()})
        out: list[Action] = [Stage(v, CELLS[i]) for v in free for i in valid_cells(codes, v)]
        out += [Unstage(CELLS[cell]) for _, cell in self.staged]
        out += [Confirm()] if self.can_confirm() else []
        if self.powers_left:
            out += [Decrease(v) for v in free if v > 1] + [Increase(v) for v in free if v < 6]
            out += [Reroll(values) for values in sub_multisets([self.dice[d] for d in self.tray()])]
        out += [Accept()] if self.in_magdagdon() else []
        return out

    # -- the one door out ---------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """``"roll"``, ``"place"``, ``"ruin"`` (choosing the ruin) or ``"over"``."""
        if self.is_terminal():
            return "over"
        return "roll" if self.dice is None else "ruin" if self.choosing_ruin else "place"

    def _view(self, seat: int | None) -> dict[str, Any]:
        return view(self)

    def __repr__(self) -> str:
        dice = "None" if self.dice is None else repr(" ".join(map(str, self.dice)))
        staged = f", staged={' '.join(CELLS[c] for _, c in self.staged)!r}" if self.staged else ""
        ruin = ", choosing_ruin=True" if self.choosing_ruin else ""
        return (
            f"Game(difficulty={self.difficulty!r}, seed={self.seed}, turn={self.turns + 1}, "
            f"board={self.board.notation()!r}, dice={dice}{staged}{ruin})"
        )

    def __str__(self) -> str:
        """The board, the dice (``5@b2``: staged on b2) and a status line, in the current language."""
        lines = [text_board(self.codes(), {c for _, c in self.staged})]
        if self.dice is not None:
            staged = {d: CELLS[c] for d, c in self.staged}
            dice = "  ".join(f"{v}@{staged[i]}" if i in staged else str(v) for i, v in enumerate(self.dice))
            lines.append(i18n.t("magdagdon.text.dice", dice=dice))
        phase = self.phase
        if phase == "over":
            status = i18n.t("magdagdon.text.over", total=self.score().total)
        elif phase == "place":
            status = i18n.t("magdagdon.text.place", minimum=self.minimum)
            status += " - MAGDAGDON!" if self.in_magdagdon() else ""
        else:
            status = i18n.t(f"magdagdon.text.{phase}")
        english = i18n.get_language() == "en"
        difficulty = self.difficulty if english else i18n.t(f"magdagdon.difficulty.{self.difficulty}")
        lines.append(
            i18n.t(
                "magdagdon.text.status",
                difficulty=difficulty,
                turn=self.turns + 1,
                powers=self.powers_left,
                score=self.live_score().total,
                status=status,
            )
        )
        return "\n".join(lines)
