"""The Lucky Box exercises agree with the engine: every answer a quiz accepts is the one the
game's legal actions (which cells a number reaches) or its final scores (what an end of game
is worth) give, checked by trying every answer where that is possible."""

from __future__ import annotations

import json
from itertools import chain, combinations

import pytest

from ludoteca.core.bots import make_bot, play_out
from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.rng import Rng
from ludoteca.luckybox import Game, Rules, default_deck
from ludoteca.luckybox import exercises as ex
from ludoteca.luckybox.cards import Grid
from ludoteca.luckybox.rules import cell_name, distance, parse_cell, shift_targets

CODES = sorted(LANGUAGES)


def shown(quiz, index, value):
    """What the learner reads once the answer is shown (a first wrong answer shows the hint only)."""
    quiz.answer(index, value)
    return quiz.verdict_text(index) if quiz.view["question"]["revealed"] else quiz.reveal(index)


def right_answers(question, answers) -> list:
    return [answer for answer in answers if question.check(question.read(answer)).correct]


def subsets(values):
    return chain.from_iterable(combinations(values, n) for n in range(len(values) + 1))


def by_hand(game: Game, seat: int = 0) -> set[str]:
    """The option values of the cells a player may cross, from the rule itself: a free cell
    whose number is at most as many steps round the circle as the lightning held."""
    hand, number = game.hands[seat], game.number
    assert number is not None
    reach = shift_targets(number, hand.lightning)
    assert set(reach) == {n for n in range(1, 10) if distance(number, n) <= hand.lightning}
    return {
        f"{g}:{cell_name(c)}"
        for g, grid in enumerate(hand.grids)
        for c in grid.free_cells()
        if grid.card.flat[c] in reach
    }


# -- which cells can this number cross? -------------------------------------------------------------
@pytest.mark.parametrize("where", ex.SHIFT_POSITIONS)
def test_the_accepted_cells_are_the_legal_crossings(where):
    game = where.game()
    question = ex.shift_question(game)
    legal = {f"{g}:{cell_name(c)}" for g, c in ex.reachable(game)}
    assert legal == by_hand(game)
    assert [v for v, _ in question.options] == [
        f"{g}:{cell_name(c)}" for g, grid in enumerate(game.hands[0].grids) for c in grid.free_cells()
    ]
    if len(question.values) <= 8:  # every possible answer
        accepted = right_answers(question, subsets(question.values))
        assert [set(a) for a in accepted] == [legal]
    else:  # the right answer, and every answer one cell away from it
        assert question.check(question.read(sorted(legal))).correct
        for value in question.values:
            near = legal ^ {value}
            assert not question.check(question.read(sorted(near))).correct, value


@pytest.mark.parametrize("seed", range(12))
def test_random_positions_from_the_deck_agree_with_the_rule(seed):
    rng = Rng(seed)
    deck = default_deck()
    cards = [deck[rng.below(len(deck))] for _ in range(1 + rng.below(2))]
    crossed = {g: " ".join(cell_name(c) for c in range(9) if rng.below(3) == 0) for g in range(len(cards))}
    game = ex.position(cards, 1 + rng.below(9), lightning=rng.below(5), crossed=crossed)
    question = ex.shift_question(game)
    truth = by_hand(game)
    assert question.check(question.read(sorted(truth))).correct
    assert {f"{g}:{cell_name(c)}" for g, c in ex.reachable(game)} == truth
    for value in question.values:
        assert not question.check(question.read(sorted(truth ^ {value}))).correct


def test_the_wrap_around_questions():
    nine, one = ex.SHIFT_POSITIONS[1].game(), ex.SHIFT_POSITIONS[2].game()
    assert any(nine.hands[0].grids[g].card.flat[c] == 1 for g, c in ex.reachable(nine))
    assert {one.hands[0].grids[g].card.flat[c] for g, c in ex.reachable(one)} == {1, 2, 3, 8, 9}
    assert "2 · 9 cost 1 lightning" in ex.shift_question(one).explanation


def test_a_wrong_answer_says_what_is_missing_and_what_is_not_reachable():
    quiz = ex.shift_quiz()
    text = shown(quiz, 0, ["0:b1", "0:a3"])
    assert text.startswith("Not quite. The cells are Grid 1 b1, c1, a2, b2; Grid 2 c1, a2, b2.")
    assert "You left out Grid 1 c1, a2, b2; Grid 2 c1, a2, b2." in text and "Not reachable: Grid 1 a3." in text
    assert quiz.answer(0, ["0:b1", "0:c1", "0:a2", "0:b2", "1:c1", "1:a2", "1:b2"]).startswith("Right!")


def test_without_lightning_only_the_revealed_number():
    game = ex.position(["465 546 978 | 7?- | MS3"], 4, lightning=0, crossed={0: "a1"})
    question = ex.shift_question(game)
    assert right_answers(question, subsets(question.values)) == [("0:b2",)]
    assert question.explanation == "Without lightning only a free 4 can be crossed."


def test_the_question_keeps_its_position_when_the_game_goes_on():
    game = ex.SHIFT_POSITIONS[0].game()
    question = ex.shift_question(game)
    game.apply("P1: cross grid 1 at b2")
    assert question.check(question.read(["0:b1", "0:c1", "0:a2", "0:b2", "1:c1", "1:a2", "1:b2"])).correct


def test_position_puts_the_lesson_on_the_table():
    game = ex.position(["465 546 978 | 7?- | MS3"], 7, lightning=1, crossed={0: "a3"}, players=2)
    assert game.number == 7 and game.to_act() == [0, 1]
    assert [h.lightning for h in game.hands] == [1, 1] and game.hands[1].grids[0].crossed == 1 << parse_cell("a3")
    assert game.supply["lightning"] == 30 - 2
    with pytest.raises(ValueError, match="supply"):
        ex.position(["465 546 978 | 7?- | MS3"], 7, lightning=20, players=2)


# -- what does this end of game score? ----------------------------------------------------------------
def finished(end: ex.EndOfGame) -> Game:
    """A game over, whose first player ends as ``end`` says; the engine's own score panel adds it up."""
    game = Game(len(end.moons), seed=1)
    hand = game.hands[0]
    hand.completed, hand.stars = list(end.grids), list(end.stars)
    hand.grids = [
        Grid(i, ex.Card.parse(card), sum(1 << parse_cell(c) for c in crossed.split()))
        for i, (card, crossed) in enumerate(end.unfinished)
    ]
    for other, moons in zip(game.hands, end.moons):
        other.moons = moons
    for other in game.hands[1:]:
        other.grids = []
    game._phase = "over"  # a finished game's sheets, without playing it
    return game


@pytest.mark.parametrize("end", ex.SCORE_POSITIONS, ids=lambda e: e.name)
def test_the_one_accepted_total_is_the_engines(end):
    question = ex.score_question(end)
    row = finished(end).final_scores()[0]
    assert right_answers(question, range(-6, 301)) == [row["total"]]
    assert ex.end_score(end)["total"] == row["total"]
    assert row["incomplete_cells"] == end.cells()
    if len(end.moons) == 1:
        assert question.check(row["total"]).text.endswith(f"“{row['rank']}”.")


@pytest.mark.parametrize("end", ex.SCORE_POSITIONS, ids=lambda e: e.name)
def test_each_position_is_the_end_of_its_real_seeded_game(end):
    assert end.source is not None and ex.end_of_game(*end.source) == end
    # a player keeps 3 + 1 + 1 + 1 grids: completed or still in play, nothing else
    assert sum(end.grids) + len(end.unfinished) == 6


def test_the_positions_cover_the_scoring_rules():
    scores = [ex.end_score(end) for end in ex.SCORE_POSITIONS]
    assert any(n == 3 for end in ex.SCORE_POSITIONS for n in end.stars)  # three stars: 9 points
    # solo, two players tied (both +6), a tie for the most, a tie for the fewest, four players
    assert [s["moons"] for s in scores] == [6, 6, 6, -6, 6]
    assert [len(end.moons) for end in ex.SCORE_POSITIONS] == [1, 2, 3, 3, 4]
    assert any(s["cells"] % 2 for s in scores)  # half, rounded down
    assert all(len(crossed.split()) < 9 for end in ex.SCORE_POSITIONS for _, crossed in end.unfinished)


@pytest.mark.parametrize("seed", range(4))
def test_a_whole_game_played_out_scores_the_same(seed):
    game = Game(["A", "B", "C"], seed=seed)
    play_out(
        game,
        {
            seat: make_bot("luckybox", kind, game.rules, seed + seat)
            for seat, kind in enumerate(["greedy", "random", "greedy"])
        },
    )
    assert game.is_terminal()
    rows = game.final_scores()
    for seat, hand in enumerate(game.hands):
        unfinished = tuple(
            (g.card.notation(), " ".join(cell_name(c) for c in range(9) if not g.is_free(c))) for g in hand.grids
        )
        moons = tuple(h.moons for h in game.hands[seat:] + game.hands[:seat])
        end = ex.EndOfGame("A", tuple(hand.completed), tuple(hand.stars), moons, unfinished)  # type: ignore[arg-type]
        assert ex.end_score(end)["total"] == rows[seat]["total"]
        assert right_answers(ex.score_question(end), range(-6, 301)) == [rows[seat]["total"]]


def test_the_explanation_adds_the_parts():
    lines = ex.score_quiz().questions[0].explanation.splitlines()
    assert lines == [
        "Completed grids: 2 × 12 + 2 × 10 + 1 × 8 = 52",
        "Stars by round: 0 + 9 + 0 + 4 = 13",
        "Moons, solo table: 5 moons = +6",
        "Unfinished grids: 3 crossed cells, half rounded down = 1",
        "Total: 72",
    ]


def test_the_picture_shows_no_points():
    for question, end in zip(ex.score_quiz().questions, ex.SCORE_POSITIONS):
        assert "Total" not in question.picture and f">{ex.end_score(end)['total']}<" not in question.picture


# -- every quiz, every language -----------------------------------------------------------------------
@pytest.mark.parametrize("code", CODES)
def test_the_quizzes_speak_the_locale(code):
    for quiz in (ex.shift_quiz(locale=code), ex.score_quiz(locale=code)):
        assert quiz.locale == code
        texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation)]
        assert all(text and "{" not in text for text in texts), texts
        for index, question in enumerate(quiz.questions):
            text = quiz.answer(index, [] if question.kind == "choices" else 0)
            assert text and "{" not in text
    prompt = ex.shift_quiz(locale=code).questions[0].prompt
    assert (
        prompt
        == {
            "en": "The number revealed is 4 and you hold 2 lightning. Which cells may you cross?",
            "pt": "O número revelado é 4 e tens 2 raios. Que casas podes riscar?",
            "de": "Aufgedeckt ist die 4, und du hast 2 Blitze. Welche Felder darfst du ankreuzen?",
            "fr": "Le numéro révélé est 4 et tu as 2 éclairs. Quelles cases peux-tu cocher\u00a0?",
        }[code]
    )


def test_the_default_quizzes_have_deterministic_reprs():
    assert repr(ex.shift_quiz()) == "Quiz('Lucky Box: which cells can you cross?', 4 questions, answered 0)"
    assert repr(ex.score_quiz()) == "Quiz('Lucky Box: what does this end of game score?', 5 questions, answered 0)"


def test_no_view_gives_an_answer_away():
    for quiz in (ex.shift_quiz(), ex.score_quiz()):
        for index, question in enumerate(quiz.questions):
            quiz.go(index)
            shown = json.dumps(quiz.view, ensure_ascii=False)
            assert question.explanation not in shown and question.hint not in shown
            assert quiz.view["question"]["verdict"] is None
    shift = ex.shift_quiz().questions[0]
    assert "⚡1" not in shift.picture and 'stroke-dasharray="6 3"' not in shift.picture  # no crossable marks


def test_an_unknown_locale_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        ex.shift_quiz(locale="xx")


# -- the arena variant ----------------------------------------------------------------------------
def test_the_arena_quiz_accepts_only_the_engines_answers():
    quiz = ex.arena_quiz(locale="en")
    assert [right_answers(q, range(0, 21)) for q in quiz.questions] == [[6], [2], [1], [0]]
    arena = Game(["Ana"], seed=1, rules=Rules(variant="arena"))
    assert len(arena.hands[0].offer) == 6  # the engine deals what the quiz says
    assert all(q.rule is not None and q.rule.anchor.startswith("arena") for q in quiz.questions)


@pytest.mark.parametrize("code", CODES)
def test_the_arena_quiz_speaks_the_locale(code):
    quiz = ex.arena_quiz(locale=code)
    texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation)]
    assert all(text and "{" not in text for text in texts), texts
    assert len(set(texts)) > 4
