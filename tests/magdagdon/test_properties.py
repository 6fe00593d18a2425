"""Property tests: random legal play never breaks an invariant, illegal actions change nothing,
MAGDAGDON is declared exactly when a brute force finds no way, saves replay exactly."""

from __future__ import annotations

import json
from itertools import permutations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludoteca.core.errors import IllegalAction
from ludoteca.magdagdon import (
    Accept,
    Board,
    Confirm,
    Decrease,
    Game,
    Increase,
    Reroll,
    Roll,
    Ruin,
    Stage,
    Unstage,
    parse_action,
    score,
)
from ludoteca.magdagdon.rules import CELLS, find_way
from tests.budgets import examples
from tests.contract import capped

PROPERTY = settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
DIFFICULTY = st.sampled_from(["peaceful", "survival", "nightmare"])
FACES = st.integers(1, 6)
CELL = st.sampled_from([f"{c}{r}" for c in "abcd" for r in "1234"])
ANY_ACTION = st.one_of(
    st.just(Roll()),
    st.builds(Roll, st.lists(FACES, min_size=4, max_size=4).map(tuple)),
    st.builds(Stage, FACES, CELL),
    st.builds(Unstage, CELL),
    st.just(Confirm()),
    st.builds(Decrease, FACES),
    st.builds(Increase, FACES),
    st.builds(Reroll, st.lists(FACES, min_size=1, max_size=4).map(tuple)),
    st.just(Accept()),
    st.builds(Ruin, CELL),
)


def neighbours(r: int, c: int):
    return [(rr, cc) for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= rr < 4 and 0 <= cc < 4]


def check_invariants(game: Game) -> None:
    for board in (game.board, game.staged_board()):
        grid = board.rows()
        numbers = [(r, c) for r in range(4) for c in range(4) if isinstance(grid[r][c], int)]
        for r, c in numbers:  # every orthogonal pair of numbers differs by at most 1
            assert all(
                abs(grid[r][c] - grid[rr][cc]) <= 1 for rr, cc in neighbours(r, c) if isinstance(grid[rr][cc], int)
            )
        if numbers:  # the numbers form one orthogonally connected field (ruins aside)
            seen, todo = {numbers[0]}, [numbers[0]]
            while todo:
                for n in neighbours(*todo.pop()):
                    if n in numbers and n not in seen:
                        seen.add(n)
                        todo.append(n)
            assert len(seen) == len(numbers)
    s = game.score()
    assert s.total == sum(line.sum + line.bonus for line in s.lines) - 15 * s.ruins - s.penalty
    assert s.total == score(game.board.rows(), game.difficulty, game.powers_used).total
    assert 0 <= game.powers_used <= game.rules.powers
    assert len({die for die, _ in game.staged}) == len(game.staged) and (game.dice is not None or not game.staged)
    assert game.is_terminal() == (game.legal_actions() == []) == game.board.is_full()
    json.dumps(game.view())


@PROPERTY
@given(DIFFICULTY, st.integers(0, 2**32), st.data())
def test_random_legal_play_keeps_every_invariant(difficulty, seed, data):
    game = Game(difficulty=difficulty, seed=seed)
    for _ in range(300):
        check_invariants(game)
        if game.is_terminal():
            assert game.outcome().scores == (game.score().total,)
            break
        legal = game.legal_actions()
        for action in legal:
            game.check(action)  # every listed action is allowed
            assert parse_action(str(action)) == action
        stuck = [a for a in legal if not isinstance(a, Unstage)] or legal
        game.apply(data.draw(st.sampled_from(stuck)))
    replayed = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert replayed.to_json() == game.to_json() and replayed.view() == game.view() and repr(replayed) == repr(game)


@PROPERTY
@given(DIFFICULTY, st.integers(0, 2**32), st.lists(ANY_ACTION, min_size=1, max_size=60))
def test_any_action_either_plays_or_changes_nothing(difficulty, seed, actions):
    game = Game(difficulty=difficulty, seed=seed)
    for action in actions:
        before = json.dumps(game.to_json()), json.dumps(game.view()), game._rng.to_json()
        legal = action in game.legal_actions() or (
            isinstance(action, Roll) and game.dice is None and not game.is_terminal()
        )
        if isinstance(action, Reroll) and action.results is None:
            legal = legal or action in game.legal_actions()
        try:
            game.apply(action)
        except IllegalAction as error:
            assert not legal, f"{action} is listed as legal but refused: {error.message}"
            assert error.message and error.code != "illegal_action"
            assert (json.dumps(game.to_json()), json.dumps(game.view()), game._rng.to_json()) == before
        else:
            assert legal or isinstance(action, Roll), f"{action} was played but is not listed as legal"
        check_invariants(game)


# -- MAGDAGDON against a brute force ----------------------------------------------------------------------------
def fits(grid: list[list], r: int, c: int, value: int) -> bool:
    if grid[r][c] is not None:
        return False
    if not any(isinstance(x, int) for row in grid for x in row):
        return True
    around = [grid[rr][cc] for rr, cc in neighbours(r, c) if isinstance(grid[rr][cc], int)]
    return bool(around) and all(abs(n - value) <= 1 for n in around)


def place_in_order(grid: list[list], values: tuple[int, ...]) -> bool:
    if not values:
        return True
    for r in range(4):
        for c in range(4):
            if fits(grid, r, c, values[0]):
                grid[r][c] = values[0]
                ok = place_in_order(grid, values[1:])
                grid[r][c] = None
                if ok:
                    return True
    return False


def brute_force(board: Board, dice: tuple[int, ...], need: int) -> bool:
    """Whether some ordering of some ``need`` of the dice can be placed one after the other."""
    return any(place_in_order(board.rows(), order) for order in set(permutations(dice, need)))


BOARDS = st.lists(st.sampled_from([None, None, None, "R", 1, 2, 3, 4, 5, 6]), min_size=16, max_size=16).map(
    lambda cells: Board([cells[i : i + 4] for i in range(0, 16, 4)])
)


@PROPERTY
@given(BOARDS, st.lists(FACES, min_size=4, max_size=4).map(tuple), st.integers(1, 3))
def test_magdagdon_detection_matches_brute_force_on_any_board(board, dice, need):
    assert (find_way(board.codes, dice, need) is not None) == brute_force(board, dice, need)


@PROPERTY
@given(DIFFICULTY, st.integers(0, 2**32), st.data())
def test_magdagdon_declared_exactly_when_no_ordering_reaches_the_minimum(difficulty, seed, data):
    game = Game(difficulty=difficulty, seed=seed)
    for _ in capped(game.is_terminal):
        if game.dice is None:
            game.roll(data.draw(st.lists(FACES, min_size=4, max_size=4)))
        none = not brute_force(game.board, tuple(game.dice), game.minimum)
        assert game.in_magdagdon() == none
        assert (Accept() in game.legal_actions()) == none
        way = game.way()
        if way is None:
            game.apply(Accept())
            game.apply(data.draw(st.sampled_from(game.legal_actions())))
            continue
        trial = game.clone()  # the way found really plays
        for value, cell in way:
            trial.apply(Stage(value, CELLS[cell]))
        trial.apply(Confirm())
        # Stage at random while that works; if it leads nowhere, take everything back and follow the way.
        for _ in capped(game.can_confirm):
            stages = [a for a in game.legal_actions() if isinstance(a, Stage)]
            if not stages:
                for _, cell in list(game.staged):
                    if any(c == cell for _, c in game.staged):
                        game.apply(Unstage(CELLS[cell]))
                for value, cell in way:
                    game.apply(Stage(value, CELLS[cell]))
                break
            game.apply(data.draw(st.sampled_from(stages)))
        game.apply(Confirm())
