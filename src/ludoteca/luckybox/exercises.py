"""Lucky Box exercises: quizzes whose answers the engine judges, never an answer key.

- :func:`shift_quiz`: "the number is 4 and you hold 2 lightning: which cells may you cross?"
  The answer is checked against the game's own legal actions, and the explanation comes from
  :func:`~ludoteca.luckybox.rules.shift_targets`.
- :func:`turn_quiz`: the turn itself: one cross per number, cross or pass, the order of two
  bonuses, a chain. Each answer is found by playing the position out with the engine.
- :func:`score_quiz`: "what does this end of game score?" The answer is checked with the
  scoring functions (:data:`~ludoteca.luckybox.rules.GRID_POINTS`,
  :func:`~ludoteca.luckybox.rules.star_points`, :func:`~ludoteca.luckybox.rules.moon_points`,
  half the crossed cells rounded down). It lives in :mod:`ludoteca.luckybox.exercises_score`
  and is served from here too.

:func:`position` puts a game straight into a lesson's situation; the notebooks use it too.

>>> quiz = shift_quiz()
>>> quiz
Quiz('Lucky Box: which cells can you cross?', 4 questions, answered 0)
>>> quiz.answer(0, ["0:b1", "0:c1", "0:a2", "0:b2", "1:c1", "1:a2", "1:b2"])
'Right! Exactly: Grid 1 b1, c1, a2, b2; Grid 2 c1, a2, b2.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ludoteca.core import i18n
from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.luckybox.actions import Bonus, Cross, Pass
from ludoteca.luckybox.game import Game
from ludoteca.luckybox.pictures import grids_svg
from ludoteca.luckybox.positions import position
from ludoteca.luckybox.rules import (
    LIGHTNING_PER_POINT,
    ROUNDS,
    Rules,
    cell_name,
    shift_targets,
)

__all__ = [
    "ARENA_LEFTOVERS",
    "SHIFT_POSITIONS",
    "ShiftPosition",
    "arena_quiz",
    "position",
    "reachable",
    "shift_question",
    "shift_quiz",
    "turn_quiz",
]


# -- positions ----------------------------------------------------------------------------------
def reachable(game: Game, seat: int = 0) -> dict[tuple[int, int], int]:
    """``{(grid, cell): lightning}`` for every cell ``seat`` may cross now: the game's legal actions."""
    return {(a.grid, a.cell): a.lightning for a in game.legal_actions_of(seat) if isinstance(a, Cross)}


# -- words ------------------------------------------------------------------------------------
def _language(locale: str | None) -> str:
    """The language the exercises are written in (an unknown language raises ValueError)."""
    return str(i18n.catalog(locale)["language.tag"]).split("-")[0]


def _say(lang: str, key: str, **params: Any) -> str:
    return i18n.translate(key, lang, **params)


def _places(lang: str, cells: Iterable[tuple[int, int]]) -> str:
    """Cells grouped by grid: "grid 1 b1, c1; grid 2 a2"."""
    by_grid: dict[int, list[int]] = {}
    for g, c in sorted(cells):
        by_grid.setdefault(g, []).append(c)
    if not by_grid:
        return _say(lang, "luckybox.quiz.none")
    # cells are numbered row by row (a1 b1 c1 a2 …): the order a player reads them
    return "; ".join(
        f"{_say(lang, 'luckybox.grid', grid=g + 1)} {', '.join(cell_name(c) for c in cs)}" for g, cs in by_grid.items()
    )


def _option(grid: int, cell: int) -> str:
    return f"{grid}:{cell_name(cell)}"


# -- which cells can this number cross? --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ShiftPosition:
    """A player's grids (card notations) with ``crossed`` cells, the revealed ``number`` and
    the ``lightning`` they hold."""

    grids: tuple[str, ...]
    number: int
    lightning: int
    crossed: tuple[tuple[int, str], ...] = ()

    def game(self) -> Game:
        return position(self.grids, self.number, lightning=self.lightning, crossed=dict(self.crossed))


#: The shift questions: a 4 with 2 lightning, the wrap from 9 to 1 and from 1 to 8 and 9, and
#: a long reach (3 lightning) that still misses a band.
SHIFT_POSITIONS: tuple[ShiftPosition, ...] = (
    ShiftPosition(("465 546 978 | 7?- | MS3", "213 321 798 | 5-? | LSM"), 4, 2, ((0, "a1 c2"), (1, "a1"))),
    ShiftPosition(("978 897 213 | 4?5 | SMD",), 9, 1, ((0, "c1 b2"),)),
    ShiftPosition(("132 213 897 | ?6- | LMS", "456 564 978 | 2?1 | DSM"), 1, 2, ((0, "a1 a2"), (1, "a3"))),
    ShiftPosition(("546 465 789 | 3?9 | MSL",), 2, 3, ((0, "b1 c3"),)),
)


def shift_question(game: Game, seat: int = 0, *, locale: str | None = None) -> Question:
    """ "Which cells may ``seat`` cross now?" (several choices: every free cell of their
    grids), checked against the game's legal actions for the revealed number."""
    lang = _language(locale)
    if game.phase != "play" or not game.number:
        raise ValueError("a shift question needs a game with a revealed number")
    hand, number = game.hands[seat], game.number
    if hand.acted or hand.pending:
        raise ValueError(f"P{seat + 1} has already played this number")
    # The question keeps its own copy of the seat's situation and rebuilds it to judge an answer
    # (a lesson's position cannot be cloned: clone() replays the actions, and it has none).
    cards = [g.card for g in hand.grids]
    crossed = {g: " ".join(cell_name(c) for c in range(9) if not grid.is_free(c)) for g, grid in enumerate(hand.grids)}
    lightning = hand.lightning
    free = [(g, c) for g, grid in enumerate(hand.grids) for c in grid.free_cells()]
    options = [
        (
            _option(g, c),
            _say(lang, "luckybox.quiz.shift.option", grid=g + 1, cell=cell_name(c), number=hand.grids[g].card.flat[c]),
        )
        for g, c in free
    ]
    by_value = {_option(g, c): (g, c) for g, c in free}

    def check(answer: tuple[str, ...]) -> Verdict:
        allowed = set(reachable(position(cards, number, lightning=lightning, crossed=crossed)))
        chosen = {by_value[v] for v in answer}
        if chosen == allowed:
            return Verdict(True, _say(lang, "luckybox.quiz.shift.right", cells=_places(lang, allowed)))
        parts = [_say(lang, "luckybox.quiz.shift.wrong", cells=_places(lang, allowed))]
        if allowed - chosen:
            parts.append(_say(lang, "luckybox.quiz.shift.missing", cells=_places(lang, allowed - chosen)))
        if chosen - allowed:
            parts.append(_say(lang, "luckybox.quiz.shift.extra", cells=_places(lang, chosen - allowed)))
        return Verdict(False, " ".join(parts))

    return Question(
        _say(lang, "luckybox.quiz.shift.prompt", number=number, count=lightning),
        check,
        kind="choices",
        options=options,
        picture=grids_svg([g.copy() for g in hand.grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.shift.hint"),
        explanation=_shift_why(lang, number, lightning),
        rule=cite("luckybox", "lightning"),
    )


def _shift_why(lang: str, number: int, lightning: int) -> str:
    if not lightning:
        return _say(lang, "luckybox.quiz.shift.why_zero", number=number)
    costs = shift_targets(number, lightning)
    steps = []
    for k in range(1, lightning + 1):
        numbers = sorted((n for n, cost in costs.items() if cost == k), key=lambda n: ((n - number) % 9, n))
        if numbers:
            steps.append(_say(lang, "luckybox.quiz.shift.steps", numbers=" · ".join(map(str, numbers)), count=k))
    return _say(lang, "luckybox.quiz.shift.why", number=number, steps="; ".join(steps))


def shift_quiz(positions: Iterable[ShiftPosition] = SHIFT_POSITIONS, *, locale: str | None = None) -> Quiz:
    """Which cells may the revealed number cross, with the lightning held? One question per position."""
    questions = [shift_question(p.game(), locale=locale) for p in positions]
    return Quiz(_say(_language(locale), "luckybox.quiz.title.shift"), questions, locale=locale)


# -- the turn itself ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Setup:
    """A lesson's position (as :func:`position` takes it) and the actions played on it since."""

    grids: tuple[str, ...]
    number: int
    crossed: tuple[tuple[int, str], ...] = ()
    lightning: int = 0
    actions: tuple[str, ...] = ()

    def game(self) -> Game:
        game = position(
            self.grids, self.number, lightning=self.lightning, crossed=dict(self.crossed), players=["Ana", "Bruno"]
        )
        for action in self.actions:
            game.apply(action)
        return game

    def then(self, action: object) -> Setup:
        return Setup(self.grids, self.number, self.crossed, self.lightning, (*self.actions, str(action)))


def crosses_for_one_number(setup: Setup) -> int:
    """How many cells Ana crosses for the revealed number alone, crossing while the engine lets her."""
    count = 0
    while True:
        crosses = [a for a in setup.game().legal_actions_of(0) if isinstance(a, Cross)]
        if not crosses:
            return count
        setup, count = setup.then(crosses[0]), count + 1


def most_cells(setup: Setup) -> int:
    """The most cells Ana's pending bonuses can still cross, over every order of resolving them."""
    bonuses = [a for a in setup.game().legal_actions_of(0) if isinstance(a, Bonus)]
    return max((int(a.target is not None) + most_cells(setup.then(a)) for a in bonuses), default=0)


#: One cross per number: the 5 shows free on both grids.
ONE_CROSS = Setup(("465 546 978 | 7?- | MS3", "546 465 789 | 3?9 | MSL"), 5)
#: Cross or pass: the 8 shows free, the 8 shows nowhere (lightning in hand), and the 8 shows nowhere free.
CROSS_OR_PASS = (
    Setup(("978 897 213 | 4?5 | SMD",), 8, lightning=2),
    Setup(("123 456 231 | 7?- | MSD",), 8, lightning=2),
)
#: The order of two bonuses: the 3 at c1 completes row 1 (a Number 7) and column c (a "?").
TWO_BONUSES = Setup(("123 456 231 | 7?- | MS?", "789 978 456 | 2-- | LLL"), 3, ((0, "a1 b1 c2 c3"), (1, "b1 c1 b2")))
#: A chain: the 3 at c1 completes row 1 (a Number 7), whose 7 completes row 1 of grid 2 (a Number 2).
CHAIN = Setup(("123 456 231 | 7-- | MSD", "789 978 456 | 2-- | LLL"), 3, ((0, "a1 b1"), (1, "b1 c1")))


def _count_check(lang: str, key: str, right: int) -> Callable[[int], Verdict]:
    """A number question's check: ``<key>.right`` or ``<key>.wrong``, told the right ``count``."""

    def check(answer: int) -> Verdict:
        verdict = f"{key}.right" if answer == right else f"{key}.wrong"
        return Verdict(answer == right, _say(lang, verdict, count=right, answer=answer))

    return check


def _one_cross_question(lang: str) -> Question:
    game = ONE_CROSS.game()
    return Question(
        _say(lang, "luckybox.quiz.turn.one.prompt", number=ONE_CROSS.number),
        _count_check(lang, "luckybox.quiz.turn.one", crosses_for_one_number(ONE_CROSS)),
        kind="number",
        picture=grids_svg([g.copy() for g in game.hands[0].grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.turn.one.hint"),
        explanation=_say(lang, "luckybox.quiz.turn.one.why", number=ONE_CROSS.number),
        rule=cite("luckybox", "turn-cross"),
        minimum=0,
        maximum=9,
    )


def _cross_or_pass_question(lang: str, setup: Setup) -> Question:
    legal = setup.game().legal_actions_of(0)
    may_cross, may_pass = any(isinstance(a, Cross) for a in legal), any(isinstance(a, Pass) for a in legal)
    right = "either" if may_cross and may_pass else "cross" if may_cross else "pass"
    options = [(choice, _say(lang, f"luckybox.quiz.turn.pass.{choice}")) for choice in ("cross", "pass", "either")]
    shows = any(grid.free(setup.number) for grid in setup.game().hands[0].grids)
    why = _say(
        lang, "luckybox.quiz.turn.pass.why_shows" if shows else "luckybox.quiz.turn.pass.why_none", number=setup.number
    )

    def check(answer: str) -> Verdict:
        return Verdict(answer == right, why)

    game = setup.game()
    return Question(
        _say(lang, "luckybox.quiz.turn.pass.prompt", number=setup.number, count=setup.lightning),
        check,
        options=options,
        picture=grids_svg([g.copy() for g in game.hands[0].grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.turn.pass.hint"),
        explanation=why,
        rule=cite("luckybox", "passing"),
    )


def _order_question(lang: str) -> Question:
    crossed = TWO_BONUSES.then("P1: cross 3 on grid 1 at c1")
    target = (1, 0)  # a1 of grid 2, the only free 7
    firsts = {  # each bonus spent first on a1 of grid 2 -> the most cells crossed in all
        _say(lang, "luckybox.quiz.turn.order.option", line=_line_label(lang, a.line)): 2 + most_cells(crossed.then(a))
        for a in crossed.game().legal_actions_of(0)
        if isinstance(a, Bonus) and a.target == target
    }
    best = max(firsts.values())
    why = _say(lang, "luckybox.quiz.turn.order.why", best=best, worst=min(firsts.values()))

    def check(answer: str) -> Verdict:
        return Verdict(firsts[answer] == best, why)

    return Question(
        _say(lang, "luckybox.quiz.turn.order.prompt"),
        check,
        options=[(label, label) for label in firsts],
        picture=grids_svg([g.copy() for g in crossed.game().hands[0].grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.turn.order.hint"),
        explanation=why,
        rule=cite("luckybox", "bonuses"),
    )


def _line_label(lang: str, line: int) -> str:
    """ "Row 2" or "Column c" (lines 0-2 are rows, 3-5 columns)."""
    return (
        _say(lang, "luckybox.row", row=line + 1) if line < 3 else _say(lang, "luckybox.column", column="abc"[line - 3])
    )


def _chain_question(lang: str) -> Question:
    cells = 1 + most_cells(CHAIN.then("P1: cross 3 on grid 1 at c1"))
    return Question(
        _say(lang, "luckybox.quiz.turn.chain.prompt", number=CHAIN.number),
        _count_check(lang, "luckybox.quiz.turn.chain", cells),
        kind="number",
        picture=grids_svg([g.copy() for g in CHAIN.game().hands[0].grids], lang=lang),
        hint=_say(lang, "luckybox.quiz.turn.chain.hint"),
        explanation=_say(lang, "luckybox.quiz.turn.chain.why", count=cells),
        rule=cite("luckybox", "chains"),
        minimum=0,
        maximum=9,
    )


def turn_quiz(*, locale: str | None = None) -> Quiz:
    """The turn itself: one cross per number, cross or pass (twice), the order of two bonuses, a chain."""
    lang = _language(locale)
    questions = [
        _one_cross_question(lang),
        *(_cross_or_pass_question(lang, setup) for setup in CROSS_OR_PASS),
        _order_question(lang),
        _chain_question(lang),
    ]
    return Quiz(_say(lang, "luckybox.quiz.title.turn"), questions, locale=locale)


# -- the arena variant ----------------------------------------------------------------------------
#: The leftover-lightning questions: (lightning held at the end, arena or not).
ARENA_LEFTOVERS: tuple[tuple[int, bool], ...] = ((7, True), (5, True), (7, False))


def _offer_question(lang: str) -> Question:
    """ "How many grids does the arena offer in round 1?", checked with :meth:`Rules.deal`."""
    (arena, keep), classic = Rules(variant="arena").deal(1), Rules().deal(1)[0]
    later_deal, later_keep = Rules().deal(2)

    def check(answer: int) -> Verdict:
        if answer == arena:
            return Verdict(True, _say(lang, "luckybox.quiz.arena.offer.right", count=arena, keep=keep))
        return Verdict(False, _say(lang, "luckybox.quiz.arena.offer.wrong", count=arena, answer=answer))

    return Question(
        _say(lang, "luckybox.quiz.arena.offer.prompt", keep=keep),
        check,
        kind="number",
        hint=_say(lang, "luckybox.quiz.arena.offer.hint", classic=classic),
        explanation=_say(
            lang,
            "luckybox.quiz.arena.offer.why",
            arena=arena,
            classic=classic,
            keep=keep,
            rounds=ROUNDS,
            later_deal=later_deal,
            later_keep=later_keep,
        ),
        rule=cite("luckybox", "arena"),
        minimum=0,
        maximum=20,
    )


def _leftover_question(lang: str, lightning: int, arena: bool) -> Question:
    """ "What do ``lightning`` tokens left at the end add?", checked with the game's own score."""
    rules = Rules(variant="arena" if arena else "classic")
    game = position(["123 456 231 | 7?- | MSD"], 5, players=["Ana"], lightning=lightning, rules=rules)
    points = game.final_scores()[0].get("lightning_points", 0)

    def check(answer: int) -> Verdict:
        if answer == points:
            return Verdict(True, _say(lang, "luckybox.quiz.arena.left.right", count=lightning, points=points))
        return Verdict(
            False, _say(lang, "luckybox.quiz.arena.left.wrong", count=lightning, points=points, answer=answer)
        )

    why = "luckybox.quiz.arena.left.why_arena" if arena else "luckybox.quiz.arena.left.why_classic"
    prompt = "luckybox.quiz.arena.left.prompt" if arena else "luckybox.quiz.arena.left.prompt_classic"
    return Question(
        _say(lang, prompt, name="Ana", count=lightning),
        check,
        kind="number",
        hint=_say(lang, "luckybox.quiz.arena.left.hint", per=LIGHTNING_PER_POINT),
        explanation=_say(lang, why, count=lightning, points=points, per=LIGHTNING_PER_POINT),
        rule=cite("luckybox", "arena-lightning"),
        minimum=0,
        maximum=30,
    )


def arena_quiz(*, locale: str | None = None) -> Quiz:
    """The arena variant: its first deal and what leftover lightning is worth (and is not)."""
    lang = _language(locale)
    questions = [_offer_question(lang), *(_leftover_question(lang, n, arena) for n, arena in ARENA_LEFTOVERS)]
    return Quiz(_say(lang, "luckybox.quiz.title.arena"), questions, locale=locale)


def __getattr__(name: str) -> Any:
    """The score questions live in :mod:`ludoteca.luckybox.exercises_score`; they are served
    from here too, loaded on first use (that module builds on this one's words)."""
    from ludoteca.luckybox import exercises_score

    try:
        return getattr(exercises_score, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
