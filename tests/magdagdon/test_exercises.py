"""The MAGDAGDON exercises agree with the engine: every answer a quiz accepts is the one the
game's legal actions (where a die may go), ``score`` (what a board is worth) or the advisor's
evaluation (which placement is best) give, checked by trying every answer where possible."""

from __future__ import annotations

import json
from itertools import chain, combinations

import pytest

from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.rng import Rng
from ludoteca.magdagdon import Board, Game, score
from ludoteca.magdagdon import exercises as ex
from ludoteca.magdagdon.advisor import advice as hint
from ludoteca.magdagdon.advisor import evaluator
from ludoteca.magdagdon.bots import RandomBot
from ludoteca.magdagdon.evaluation import current_total
from ludoteca.magdagdon.rules import CELLS, EMPTY, NEIGHBOURS, RUIN, Rules, valid_cells

CODES = sorted(LANGUAGES)


def shown(quiz, index, value):
    """What the learner reads once the answer is shown (a first wrong answer shows the hint only)."""
    quiz.answer(index, value)
    return quiz.verdict_text(index) if quiz.view["question"]["revealed"] else quiz.reveal(index)


def right_answers(question, answers) -> list:
    return [answer for answer in answers if question.check(question.read(answer)).correct]


def subsets(values):
    return chain.from_iterable(combinations(values, n) for n in range(len(values) + 1))


def by_hand(codes, value: int) -> set[str]:
    """The cells a ``value`` may go on, from the rule as the rule book words it: an empty cell;
    the first die anywhere; later ones touching a number (ruins are none) and within 1 of each."""
    if not any(EMPTY < c < RUIN for c in codes):
        return {CELLS[i] for i in range(16) if codes[i] == EMPTY}
    out = set()
    for i in range(16):
        numbers = [codes[n] for n in NEIGHBOURS[i] if EMPTY < codes[n] < RUIN]
        if codes[i] == EMPTY and numbers and all(abs(n - value) <= 1 for n in numbers):
            out.add(CELLS[i])
    return out


def assert_cells_agree(game: Game, die: int, *, every_answer: bool = True) -> None:
    """The question on ``game``'s die accepts exactly the engine's cells, and nothing one cell away."""
    value = game.rolled_dice()[die]
    question = ex.valid_cell_question(game, die)
    truth = by_hand(game.codes(), value)
    assert set(ex.legal_cells(game, value)) == set(game.valid_cells(die)) == truth
    assert {CELLS[i] for i in valid_cells(game.codes(), value)} == truth
    assert question.values == [CELLS[i] for i in range(16) if game.codes()[i] == EMPTY]
    if every_answer and len(question.values) <= 13:  # every possible answer
        assert [set(a) for a in right_answers(question, subsets(question.values))] == [truth]
    else:  # the right answer, and every answer one cell away from it: each of the 16 cells
        assert question.check(question.read(sorted(truth))).correct
        for cell in question.values:
            assert not question.check(question.read(sorted(truth ^ {cell}))).correct, cell


# -- which cells may this die go on? --------------------------------------------------------------------
@pytest.mark.parametrize("where", ex.CELL_POSITIONS, ids=lambda p: p.actions[-1])
def test_the_accepted_cells_are_the_legal_stages(where):
    game = where.game()
    assert game.rolled_dice()[where.die] == 4  # every question asks about a 4
    assert_cells_agree(game, where.die)


@pytest.mark.parametrize("seed", range(10))
def test_random_positions_agree_with_the_rule(seed):
    rng = Rng(seed)
    game = Game(difficulty=("peaceful", "survival", "nightmare")[seed % 3], seed=seed)
    bot = RandomBot(Rules(game.difficulty), seed)
    checked = 0
    for _ in range(8 + rng.below(30)):
        if game.is_terminal():
            break
        if game.dice is not None and not game.choosing_ruin and EMPTY in game.codes():  # maybe dice staged
            for die in game.tray():
                assert_cells_agree(game, die, every_answer=False)
                checked += 1
        game.apply(bot.choose(game))
    assert checked


def test_a_ruin_neither_connects_nor_constrains():
    game = ex.CELL_POSITIONS[1].game()
    assert game.board["c3"] == "R"
    question = ex.valid_cell_question(game, 0)
    right = ex.legal_cells(game, 4)
    assert "c4" not in right  # touches the ruin and nothing else
    assert "d3" in right  # touches the ruin and a 4
    assert not question.check(question.read([*right, "c4"])).correct


def test_a_staged_die_counts():
    game = ex.CELL_POSITIONS[2].game()
    question = ex.valid_cell_question(game, 1)
    without = by_hand(game.board.codes, 4) & set(question.values)  # the learner who forgets the staged 6
    assert "c3" in without and "c3" not in ex.legal_cells(game, 4)
    verdict = question.check(question.read(sorted(without)))
    assert not verdict.correct and "Not allowed: c3." in verdict.text
    assert question.explanation.startswith("The staged die already counts: 6 on c2.")
    empty_board = ex.CELL_POSITIONS[3].game()  # a staged 1: the board is no longer empty
    assert right_answers(ex.valid_cell_question(empty_board, 0), [(), ("a1",), ("c2",)]) == [()]


def test_the_question_keeps_its_position_when_the_game_goes_on():
    game = ex.CELL_POSITIONS[0].game()
    question = ex.valid_cell_question(game, 0)
    game.stage(0, "b1")
    assert question.check(question.read(["b1", "c1", "d1", "a2"])).correct


def test_a_die_not_in_the_tray_or_a_full_board_is_refused():
    game = ex.CELL_POSITIONS[2].game()
    with pytest.raises(ValueError, match="tray"):
        ex.valid_cell_question(game, 0)  # the 6 is staged
    full = Game(seed=1)
    full.board = Board("-111/1111/1111/1111")  # one cell left, and a die staged on it
    full.roll([1, 2, 3, 4])
    full.stage(0, "a1")
    with pytest.raises(ValueError, match="no empty cell"):
        ex.valid_cell_question(full, 1)


def test_a_wrong_answer_says_what_is_missing_and_what_is_not_allowed():
    text = shown(ex.valid_cell_quiz(), 0, ["b1", "a3"])
    assert text == ("Not quite. The 4 may go on b1, c1, d1, a2. You left out c1, d1, a2. Not allowed: a3.")


# -- what does this board score? --------------------------------------------------------------------------
@pytest.mark.parametrize("board", ex.SCORE_BOARDS, ids=lambda b: b.board)
def test_the_one_accepted_total_is_the_engines(board):
    question = ex.score_question(board)
    truth = score(board.board, board.difficulty, board.powers_used).total
    assert right_answers(question, range(ex.LOWEST, ex.HIGHEST + 1)) == [truth]
    assert question.explanation.endswith(f"= {truth}")


@pytest.mark.parametrize("seed", range(6))
def test_random_boards_score_as_the_engine_says(seed):
    rng = Rng(seed)
    codes = tuple(rng.below(8) for _ in range(16))
    difficulty = ("peaceful", "survival", "nightmare")[seed % 3]
    used = rng.below(Rules(difficulty).powers + 1)
    board = ex.ScoreBoard(Board(codes).notation(), difficulty, used)
    truth = score(Board(codes), difficulty, used).total
    assert right_answers(ex.score_question(board), range(ex.LOWEST, ex.HIGHEST + 1)) == [truth]


def test_the_boards_cover_the_scoring_rules():
    lines = [line for b in ex.SCORE_BOARDS for line in score(b.board, b.difficulty, b.powers_used).lines]
    full = [line for line in lines if None not in line.cells and "R" not in line.cells]
    sequences = [line.cells for line in full if line.combination == "sequence"]
    assert any(c[0] < c[1] for c in sequences) and any(c[0] > c[1] for c in sequences)  # both ways
    assert any(line.cells == (2, 1, 3, 4) and line.combination is None for line in full)
    assert {"four_equal", "two_pairs"} <= {line.combination for line in full}
    assert any(len(set(line.cells)) == 2 and line.combination is None for line in full)  # three equal: none
    ruined = [line for line in lines if "R" in line.cells]
    assert any(len({c for c in line.cells if c != "R"}) == 1 and not line.bonus for line in ruined)
    assert any(b.powers_used for b in ex.SCORE_BOARDS)


def test_the_usual_slips_are_named():
    quiz = ex.score_quiz()
    ruin = score("4345/3345/4444/55R5")
    text = shown(quiz, 3, ruin.total + 15)
    assert text == f"Not quite. The board scores {ruin.total} points, not {ruin.total + 15}. Each ruin costs 15 points."
    powers = score("6554/5545/4556/3456", "peaceful", 2)
    assert shown(quiz, 4, powers.total + 30).endswith("The Majda Powers cost 30 points.")
    once = score("3456/3445/2334/1233")
    assert shown(quiz, 0, once.total - once.base // 2).endswith("once in its row, once in its column.")
    assert quiz.answer(0, once.total) == "Right! The board scores 230 points."


def test_the_explanation_adds_the_lines():
    lines = ex.score_quiz().questions[3].explanation.splitlines()
    assert lines[3] == "Row 4: 5 5 ✕ 5 = 15 (a ruin: no bonus)"
    assert lines[2] == "Row 3: 4 4 4 4 = 16 + 40 (Four equal)"
    assert lines[-2:] == ["Ruins: 1 × −15 = −15", "Total: 124 + 40 − 15 = 149"]


# -- which placement would you choose? --------------------------------------------------------------------
@pytest.fixture(scope="module")
def choice_games() -> list[Game]:
    return [ex.advised(*position) for position in ex.CHOICE_POSITIONS]


def test_every_offered_placement_is_legal_and_scores_as_shown(choice_games):
    for game in choice_games:
        question = ex.choice_question(game)
        by_key = {c.key: c for c in ex.choices(game)}
        for key in question.values:
            trial = game.clone()
            for action in key.split(", "):
                trial.apply(action)
            trial.confirm()  # the engine takes the whole placement
            assert by_key[key].now == current_total(trial.board.codes, game.difficulty, game.powers_used)
            assert by_key[key].now == trial.score().total


def test_the_accepted_choices_are_the_advisors_best(choice_games):
    for game in choice_games:
        question = ex.choice_question(game)
        advice = hint(game)
        assert advice is not None and advice.best.power is None  # the advisor itself places, no power
        ev = evaluator(game.difficulty)
        ranking = {c.key: c.value for c in ex.choices(game)}
        values = {key: ranking[key] for key in question.values}
        best = max(values.values())
        assert best == pytest.approx(advice.without_power) == pytest.approx(advice.best.value)
        board = game.board
        for value, cell in advice.best.placements:
            board = board.place(cell, value)
        assert ev.value(board.codes, game.powers_used) == pytest.approx(best)
        accepted = right_answers(question, question.values)
        assert accepted == [key for key, v in values.items() if best - v <= ex.TIE]
        # the most points now is on offer, and it is not the advisor's choice
        greedy = max(ex.choices(game), key=lambda c: (c.now, c.value))
        assert greedy.key in question.values and greedy.key not in accepted


def test_a_wrong_choice_says_how_much_it_gives_up(choice_games):
    game = choice_games[0]
    question = ex.choice_question(game)
    ranking = ex.choices(game)
    worst = min((c for c in ranking if c.key in question.values), key=lambda c: c.value)
    verdict = question.check(question.read(worst.key))
    gap = round(ranking[0].value, 1) - round(worst.value, 1)
    assert not verdict.correct and f"{gap:.1f} points less than the advisor's choice" in verdict.text
    best = question.check(question.read(ranking[0].key))
    assert best.correct and "is the advisor's choice" in best.text


def test_choice_positions_are_deterministic():
    assert [repr(ex.advised(*p)) for p in ex.CHOICE_POSITIONS] == [repr(ex.advised(*p)) for p in ex.CHOICE_POSITIONS]


# -- every quiz, every language -----------------------------------------------------------------------------
def quizzes(locale: str | None = None) -> list:
    return [ex.valid_cell_quiz(locale=locale), ex.score_quiz(locale=locale), ex.choice_quiz(locale=locale)]


@pytest.mark.parametrize("code", CODES)
def test_the_quizzes_speak_the_locale(code):
    for quiz in quizzes(code):
        assert quiz.locale == code
        texts = [quiz.title] + [t for q in quiz.questions for t in (q.prompt, q.hint, q.explanation)]
        assert all(text and "{" not in text and "magdagdon." not in text for text in texts), texts
        for index, question in enumerate(quiz.questions):
            answer = [] if question.kind == "choices" else 0 if question.kind == "number" else question.values[0]
            text = quiz.answer(index, answer)
            assert text and "{" not in text and "magdagdon." not in text
            assert all("magdagdon." not in label for _, label in question.options)
    prompt = ex.valid_cell_quiz(locale=code).questions[0].prompt
    assert (
        prompt
        == {
            "en": "Which empty cells may the 4 go on now?",
            "pt": "Em que casas vazias pode ficar o 4 agora?",
            "de": "Auf welche leeren Felder darf die 4 jetzt?",
            "fr": "Sur quelles cases vides le 4 peut-il aller maintenant\u00a0?",
        }[code]
    )


def test_the_default_quizzes_have_deterministic_reprs():
    assert [repr(q) for q in quizzes("en")] == [
        "Quiz('MAGDAGDON: where may the die go?', 4 questions, answered 0)",
        "Quiz('MAGDAGDON: what does this board score?', 5 questions, answered 0)",
        "Quiz('MAGDAGDON: which placement would you choose?', 3 questions, answered 0)",
    ]


def test_no_view_gives_an_answer_away():
    for quiz in quizzes("en"):
        for index, question in enumerate(quiz.questions):
            quiz.go(index)
            shown = json.dumps(quiz.view, ensure_ascii=False)
            assert question.explanation not in shown and question.hint not in shown
            assert quiz.view["question"]["verdict"] is None and quiz.view["question"]["hint"] is None
            for line in question.explanation.splitlines():
                assert line not in shown, line
    for question in quizzes("en")[0].questions:  # no valid cell is tinted
        assert 'fill="#bbf7d0"' not in question.picture
    for question, board in zip(quizzes("en")[1].questions, ex.SCORE_BOARDS):
        total = score(board.board, board.difficulty, board.powers_used).total
        assert f">{total}<" not in question.picture and "total" not in question.picture.lower()
    for question in quizzes("en")[2].questions:  # the choices come in a neutral order, no points
        assert question.values == sorted(question.values)
        assert "expected" not in question.picture and "points" not in json.dumps(question.options)


def test_an_unknown_locale_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        ex.valid_cell_quiz(locale="xx")
