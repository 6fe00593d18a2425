"""MAGDAGDON choice exercises: which placement of this roll would you choose? The advisor's
evaluation judges the answer and says how many points of expected final score a choice gives up.

The positions are seeded games the advisor plays for a few turns (:func:`advised`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ludoteca.core.quiz import Question, Quiz, Verdict
from ludoteca.core.rulebook import cite
from ludoteca.magdagdon.actions import Stage
from ludoteca.magdagdon.advisor import evaluator
from ludoteca.magdagdon.bots import AdvisorBot
from ludoteca.magdagdon.evaluation import current_total
from ludoteca.magdagdon.exercises import _dice_html, _difficulty, _language, _number, _placements, _say
from ludoteca.magdagdon.game import Game
from ludoteca.magdagdon.pictures import board_svg
from ludoteca.magdagdon.rules import CELLS, Rules
from ludoteca.magdagdon.search import placements

__all__ = ["CHOICE_POSITIONS", "SHOWN", "TIE", "Choice", "advised", "choice_question", "choice_quiz", "choices"]

#: Two choices whose expected final scores differ by less than this are equally good.
TIE = 1e-6
#: The advisor's best placements offered in a choice question (the greedy one is added).
SHOWN = 3


def advised(difficulty: str, seed: int, turns: int) -> Game:
    """``Game(difficulty=difficulty, seed=seed)`` after ``turns`` turns played as the advisor
    advises, then the next roll (the seed's dice throughout)."""
    game = Game(difficulty=difficulty, seed=seed)
    bot = AdvisorBot(Rules(difficulty))
    while game.turns < turns and not game.is_terminal():
        game.apply(bot.choose(game))
    if game.is_terminal():
        raise ValueError(f"the game of seed {seed} ends before turn {turns + 1}")
    game.roll()
    return game


# -- which placement would you choose? -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Choice:
    """One way to place this roll: ``placements`` ``(value, cell)`` in a legal order, the points
    on the board after it (``now``) and the advisor's expected final score (``value``)."""

    placements: tuple[tuple[int, str], ...]
    now: int
    value: float

    @property
    def key(self) -> str:
        """The placements in the engine's notation: "place 2 at d4, place 5 at a3"."""
        return ", ".join(str(Stage(v, c)) for v, c in self.placements)


def choices(game: Game) -> list[Choice]:
    """Every way to place the minimum or more of ``game``'s roll from its permanent board (one
    per board it leads to), best first by the advisor's evaluation, as the advisor ranks them."""
    if game.dice is None or game.choosing_ruin or game.is_terminal():
        raise ValueError("a choice needs a roll waiting to be placed")
    ev = evaluator(game.difficulty)
    found = [
        Choice(
            tuple((v, CELLS[i]) for v, i in order),
            current_total(board, game.difficulty, game.powers_used),
            ev.value(board, game.powers_used),
        )
        for board, order in placements(game.board.codes, tuple(game.dice), game.minimum).items()
    ]
    # Ties go to the plan placing more dice, then to a fixed order, as in the advisor.
    return sorted(found, key=lambda c: (-round(c.value, 9), -len(c.placements), c.key))


#: The choice questions: (difficulty, seed, turns the advisor plays before the roll asked about).
#: Picked where the placement with the most points now is not the advisor's choice, and the
#: advisor would not use a Majda Power first.
CHOICE_POSITIONS: tuple[tuple[str, int, int], ...] = (("peaceful", 8, 2), ("peaceful", 3, 4), ("nightmare", 0, 1))


def choice_question(game: Game, *, shown: int = SHOWN, locale: str | None = None) -> Question:
    """ "Which placement would you choose?" among the advisor's ``shown`` best placements and the
    greedy one (most points on the board now), listed in a neutral order. The verdict gives the
    expected final score of the answer and what it gives up against the advisor's best."""
    lang = _language(locale)
    copy = game.clone()
    ranking = choices(copy)
    if not ranking:
        raise ValueError("this roll cannot be placed (MAGDAGDON): there is no placement to choose")
    greedy = max(ranking, key=lambda c: (c.now, c.value))
    offered = sorted({c.key: c for c in [*ranking[:shown], greedy]}.values(), key=lambda c: c.key)
    labels = {c.key: _placements(lang, c.placements) for c in offered}

    def check(answer: str) -> Verdict:
        judged = choices(copy)
        best, chosen = judged[0], next(c for c in judged if c.key == answer)
        cost = best.value - chosen.value
        words = {"choice": labels[answer], "value": _number(lang, chosen.value)}
        if cost <= TIE:
            key = "magdagdon.quiz.choice.right" if best.key == answer else "magdagdon.quiz.choice.tie"
            return Verdict(True, _say(lang, key, **words))
        # the gap between the two numbers shown, so the sentence adds up as the learner reads it
        shown = round(best.value, 1) - round(chosen.value, 1)
        return Verdict(
            False,
            _say(
                lang,
                "magdagdon.quiz.choice.wrong",
                count=_number(lang, shown),
                best=_placements(lang, best.placements),
                best_value=_number(lang, best.value),
                **words,
            ),
        )

    top = ranking[0].value
    lines = [_say(lang, "magdagdon.quiz.choice.why")]
    for rank, option in enumerate(sorted(offered, key=ranking.index), start=1):
        cost = top - option.value
        key = "magdagdon.quiz.choice.line_cost" if cost > TIE else "magdagdon.quiz.choice.line"
        lines.append(
            _say(
                lang,
                key,
                rank=rank,
                choice=labels[option.key],
                now=option.now,
                value=_number(lang, option.value),
                cost=_number(lang, round(top, 1) - round(option.value, 1)),
            )
        )
    prompt = _say(
        lang,
        "magdagdon.quiz.choice.prompt",
        difficulty=_difficulty(lang, game.difficulty),
        turn=game.turns + 1,
        dice=" ".join(map(str, copy.rolled_dice())),
        count=game.minimum,
    )
    return Question(
        prompt,
        check,
        kind="choice",
        options=list(labels.items()),
        picture=board_svg(game.board) + _dice_html(lang, copy.rolled_dice()),
        hint=_say(lang, "magdagdon.quiz.choice.hint"),
        explanation="\n".join(lines),
        rule=cite("magdagdon", "scoring"),
    )


def choice_quiz(positions: Iterable[tuple[str, int, int]] = CHOICE_POSITIONS, *, locale: str | None = None) -> Quiz:
    """Which placement would you choose? Each ``(difficulty, seed, turns)`` is a seeded game the
    advisor played for ``turns`` turns, then rolled; answers are judged by the advisor."""
    questions = [choice_question(advised(*position), locale=locale) for position in positions]
    return Quiz(_say(_language(locale), "magdagdon.quiz.title.choice"), questions, locale=locale)
