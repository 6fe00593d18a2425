"""Tests of the optimal Bonanza advisor: published figures, exhaustive option lists, positions
checked against an independent brute force written with the rules functions, and the cache.

Published figures: T. Verhoeff and J. Glenn (solitaire Yahtzee), as quoted in the shipped
rules, docs/rules/en/bonanza.md#solver-figures; they are truncated, not rounded, to four decimals."""

from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations, pairwise, product

import numpy as np
import pytest

from ludoteca.bonanza import _tables as T
from ludoteca.bonanza import solver
from ludoteca.bonanza.rules import BOXES, UPPER, Rules, Sheet, bonus, legal_boxes, score
from ludoteca.bonanza.simulate import simulate
from ludoteca.bonanza.solver import (
    Advisor,
    Option,
    cache_path,
    load_table,
    optimal_expected_score,
)
from ludoteca.core.errors import IllegalAction
from tests.budgets import budget

FORCED, FREE, NONE = Rules(), Rules(extra_bonus=100, joker="free"), Rules(extra_bonus=0, joker="none")


@pytest.fixture(scope="module")
def tables(strategy_tables) -> dict[Rules, np.ndarray]:
    """Each rules variant solved from scratch once for the whole test run (conftest.py)."""
    assert set(strategy_tables) == {FORCED, FREE, NONE}
    return strategy_tables


@pytest.fixture(scope="module")
def advisors(tables) -> dict[Rules, Advisor]:
    return {rules: Advisor(rules, table=table) for rules, table in tables.items()}


@pytest.fixture(scope="module")
def advisor(advisors) -> Advisor:
    return advisors[FORCED]


# --- figures ------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules, published", [(FREE, 254.5896), (NONE, 245.8707)])
def test_published_figures(tables, rules, published):
    value = tables[rules][0, 0, 0]
    assert abs(value - published) < 1e-4
    assert int(value * 10_000) == round(published * 10_000)  # same four decimals, truncated


def test_bonanza_figure(tables):
    # Computed by this solver (no published source): +50 bonus and the forced joker.
    assert tables[FORCED][0, 0, 0] == pytest.approx(250.00008, abs=1e-5)


def test_optimal_expected_score_uses_the_table(tables):
    # The run's cache holds the tables (conftest.py's strategy_tables): read, not solved again.
    assert optimal_expected_score(FORCED) == pytest.approx(250.00008, abs=1e-5)
    assert Advisor.shared(FORCED) is Advisor.shared(Rules())


def test_every_reachable_state_is_solved(tables):
    for rules, table in tables.items():
        for mask in range(T.N_MASKS):
            totals = np.flatnonzero(T.READ[mask & T.UPPER_MASK] >= 0)
            flags = [0, 1] if mask & T.BONANZA_BIT else [0]
            block = table[mask][np.ix_(totals, flags)]
            assert np.isfinite(block).all() and (block >= 0).all(), (rules, mask)
            if len(flags) == 2:  # holding 50 in the Bonanza box never hurts
                assert (block[:, 1] >= block[:, 0] - 1e-9).all()


# --- random positions ---------------------------------------------------------------------------


def random_sheet(rng: random.Random, rules: Rules, filled: int) -> Sheet:
    """A sheet reached by recording random rolls in random boxes."""
    sheet = Sheet()
    for box in rng.sample(BOXES, filled):
        dice = [rng.randint(1, 6) for _ in range(5)]
        if box not in legal_boxes(dice, sheet, rules):
            dice = [1, 2, 3, 4, 6]  # never a joker
        sheet.record(dice, box, rules)
    return sheet


def positions(rules: Rules, count: int, seed: int = 1):
    rng = random.Random(seed)
    for _ in range(count):
        sheet = random_sheet(rng, rules, rng.randint(0, 12))
        dice = [rng.randint(1, 6) for _ in range(5)]
        if rng.random() < 0.2:
            dice = [rng.randint(1, 6)] * 5
        yield sheet, dice, rng.randint(0, 2)


@pytest.mark.parametrize("rules", [FORCED, FREE, NONE], ids=["forced", "free", "none"])
def test_options_cover_every_choice(advisors, rules):
    for sheet, dice, rolls_left in positions(rules, 150):
        options = advisors[rules].advise(sheet, dice, rolls_left)
        records = [o for o in options if o.kind == "record"]
        keeps = [o for o in options if o.kind == "keep"]
        assert sorted(o.box for o in records) == sorted(legal_boxes(dice, sheet, rules))
        for o in records:
            assert o.points == score(dice, o.box, sheet, rules) + bonus(dice, sheet, rules)
            assert o.keep is None
        wanted = {tuple(sorted(c)) for n in range(5) for c in combinations(dice, n)} if rolls_left else set()
        assert len(keeps) == len(wanted) and {o.keep for o in keeps} == wanted
        assert all(o.points is None and o.box is None for o in keeps)
        assert_sorted(options)
        assert options == advisors[rules].advise(Sheet.from_json(sheet.to_json()), list(reversed(dice)), rolls_left)


def _tiebreak(option: Option) -> tuple:
    return (0, BOXES.index(option.box), ()) if option.kind == "record" else (1, 0, option.keep)


def assert_sorted(options: list[Option]) -> None:
    """Best first; equal values (up to float noise) ordered records first, then sheet order / keep."""
    for a, b in pairwise(options):
        assert a.expected >= b.expected - 1e-9, (a, b)
        if abs(a.expected - b.expected) < 1e-9:
            assert _tiebreak(a) < _tiebreak(b), (a, b)


def test_equal_choices_keep_a_fixed_order(advisor):
    # Only the Bonanza box is left: the faces are interchangeable, so keeping any one die ties
    # (rerolling all five is better still: any pair that shows up can be chased).
    sheet = Sheet({box: 0 for box in BOXES if box != "bonanza"})
    options = advisor.advise(sheet, [5, 3, 1, 4, 2], 2)
    assert [str(o) for o in options[:6]] == ["keep nothing", "keep 1", "keep 2", "keep 3", "keep 4", "keep 5"]
    assert options[1].expected == pytest.approx(options[5].expected, abs=1e-12)
    assert_sorted(options)
    shuffled = [
        Option("keep", None, (2,), None, 1.0),
        Option("record", "chance", None, 5, 1.0),
        Option("keep", None, (), None, 1.0),
        Option("record", "ones", None, 0, 1.0 + 1e-13),
    ]
    shuffled.sort(key=solver._order)
    assert [str(o) for o in shuffled] == ["record ones", "record chance", "keep nothing", "keep 2"]


def test_start_of_turn_value_is_the_mean_of_the_best_first_choice(advisors):
    rng = random.Random(5)
    for rules, adv in advisors.items():
        for filled in (11, 7, 2):
            sheet = random_sheet(rng, rules, filled)
            mean = sum(p * adv.best(sheet, roll, 2).expected for p, roll in zip(T.P_ROLL, T.ROLLS))
            assert mean == pytest.approx(adv.value(sheet), abs=1e-9)


def test_best_record_matches_the_turn_arrays(advisor):
    for sheet, dice, _ in positions(FORCED, 60, seed=3):
        records, *_ = advisor.turn_arrays(sheet)
        best = advisor.advise(sheet, dice, 0)[0]
        row = T.KEEP_INDEX[tuple(sorted(dice))] - T.OFFSET[5]
        assert best.expected == pytest.approx(sheet.total() + records[row], abs=1e-9)


# --- brute force -------------------------------------------------------------------------------


def brute_value(sheet: Sheet, rules: Rules) -> float:
    """Expected points still to come, by enumerating every outcome with the rules functions.

    Only for sheets with one or two free boxes: it is plain Python and knows nothing of the
    solver's tables.
    """

    @cache
    def future(notation: str) -> float:
        start = Sheet.parse(notation)
        if start.is_full():
            return 0.0

        @cache
        def record(roll: tuple[int, ...]) -> float:
            best = -1.0
            for box in BOXES:
                if start.is_filled(box) or box not in legal_boxes(roll, start, rules):
                    continue
                after = start.copy()
                after.record(roll, box, rules)
                best = max(best, after.total() - start.total() + future(after.notation()))
            return best

        def expect(keep: tuple[int, ...], value) -> float:
            outcomes = list(product(range(1, 7), repeat=5 - len(keep)))
            return sum(value(tuple(sorted(keep + o))) for o in outcomes) / len(outcomes)

        def choose(value):
            kept = lru_cache(maxsize=None)(lambda keep: expect(keep, value))

            @cache
            def best(roll: tuple[int, ...]) -> float:
                return max(kept(tuple(sorted(c))) for n in range(6) for c in combinations(roll, n))

            return best

        return expect((), choose(choose(record)))

    return future(sheet.notation())


ALL_UPPER = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}
BRUTE_CASES = [
    (FORCED, {**{b: 0 for b in BOXES if b != "chance"}}),
    (FORCED, {**ALL_UPPER, **{b: 0 for b in BOXES[6:] if b != "full_house"}, "bonanza": 50}),
    (
        FORCED,
        {
            **{b: v for b, v in ALL_UPPER.items() if b != "sixes"},
            **{b: 0 for b in BOXES[6:] if b != "full_house"},
            "bonanza": 50,
        },
    ),
    (
        FORCED,
        {"ones": 5, "twos": 10, "threes": 3, "fours": 0, "fives": 0, **{b: 0 for b in BOXES[6:] if b != "bonanza"}},
    ),
    (FORCED, {"ones": 3, "twos": 6, "threes": 9, "fours": 16, **{b: 0 for b in BOXES[6:]}, "bonanza": 50}),
    (
        FREE,
        {
            **{b: v for b, v in ALL_UPPER.items() if b != "fives"},
            **{b: 0 for b in BOXES[6:] if b != "large_straight"},
            "bonanza": 50,
        },
    ),
    (NONE, {**ALL_UPPER, **{b: 0 for b in BOXES[6:] if b not in ("bonanza", "chance")}}),
]


@pytest.mark.parametrize("rules, boxes", BRUTE_CASES, ids=lambda x: "" if isinstance(x, dict) else x.joker)
def test_last_turns_match_brute_force(advisors, rules, boxes):
    sheet = Sheet(boxes)
    assert advisors[rules].value(sheet) == pytest.approx(sheet.total() + brute_value(sheet, rules), abs=1e-9)


def test_last_box_record_scores_exactly(advisor):
    sheet = Sheet({b: 0 for b in BOXES if b != "chance"})
    (only,) = advisor.advise(sheet, [6, 6, 5, 5, 4], 0)
    assert (str(only), only.points, only.expected) == ("record chance", 26, pytest.approx(26.0))
    sheet = Sheet({**{b: v for b, v in ALL_UPPER.items() if b != "sixes"}, **{b: 0 for b in BOXES[6:]}})
    (only,) = advisor.advise(sheet, [6, 6, 6, 1, 2], 0)
    assert only.points == 18 and only.expected == pytest.approx(45 + 18 + 35)


# --- joker --------------------------------------------------------------------------------------


def test_forced_joker_offers_only_the_matching_upper_box(advisor):
    sheet = Sheet({"bonanza": 50, "ones": 2})
    options = advisor.advise(sheet, [4, 4, 4, 4, 4], 0)
    assert [(o.box, o.points) for o in options] == [("fours", 70)]
    keeps = advisor.advise(sheet, [4, 4, 4, 4, 4], 1)
    assert {o.kind for o in keeps} == {"record", "keep"} and sum(o.kind == "record" for o in keeps) == 1


def test_forced_joker_then_lower_boxes_at_full_value(advisor):
    sheet = Sheet({"bonanza": 0, "fours": 12, "chance": 20})
    options = {o.box: o.points for o in advisor.advise(sheet, [4, 4, 4, 4, 4], 0)}
    assert options == {
        "three_of_a_kind": 20,
        "four_of_a_kind": 20,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
    }
    lower_full = {b: 0 for b in BOXES[6:]} | {"fours": 12}
    assert {o.box for o in advisor.advise(lower_full, [4] * 5, 0)} == set(UPPER) - {"fours"}


def test_free_and_no_joker(advisors):
    sheet = {"bonanza": 50, "threes": 9}
    free = {o.box: o.points for o in advisors[FREE].advise(sheet, [3] * 5, 0)}
    assert len(free) == 11  # any free box
    assert (free["full_house"], free["large_straight"], free["fives"]) == (125, 140, 100)
    free_open = {o.box: o.points for o in advisors[FREE].advise(sheet, [5] * 5, 0)}
    assert (free_open["large_straight"], free_open["fives"]) == (100, 125)  # fives still free
    none = {o.box: o.points for o in advisors[NONE].advise(sheet, [3] * 5, 0)}
    assert len(none) == 11 and (none["full_house"], none["large_straight"]) == (0, 0)


# --- errors and notation ------------------------------------------------------------------------


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 7], [0, 1, 1, 1, 1], [1, 2, 3, 4, 5, 6]])
def test_bad_dice(advisor, dice):
    with pytest.raises(IllegalAction, match="five dice"):
        advisor.advise({}, dice, 1)


@pytest.mark.parametrize("rolls_left", [3, -1, True, "2", 1.0])
def test_bad_rolls_left(advisor, rolls_left):
    with pytest.raises(IllegalAction, match="rolls left") as err:
        advisor.advise({}, [1, 2, 3, 4, 5], rolls_left)
    assert err.value.code == "bad_rolls_left"


def test_full_and_impossible_sheets(advisor):
    with pytest.raises(IllegalAction, match="full") as err:
        advisor.advise({box: 0 for box in BOXES}, [1, 2, 3, 4, 5], 0)
    assert err.value.code == "sheet_full"
    for boxes in ({"ones": 7}, {"sixes": 9}, {"bonanza": 25}, {"full_house": 30}, {"chance": 3}):
        with pytest.raises(IllegalAction, match="cannot hold"):
            advisor.value(boxes)
    with pytest.raises(IllegalAction, match="no box"):
        advisor.value({"yahtzee": 50})


def test_option_notation():
    record = Option("record", "full_house", None, 25, 260.5)
    assert str(record) == "record full house"
    assert str(Option("keep", None, (1, 1), None, 250.0)) == "keep 1 1"
    assert str(Option("keep", None, (), None, 250.0)) == "keep nothing"
    assert record.to_json() == {"kind": "record", "box": "full_house", "keep": None, "points": 25, "expected": 260.5}
    assert Option("keep", None, (2, 5), None, 1.0).to_json()["keep"] == [2, 5]


# --- cache --------------------------------------------------------------------------------------


def fake_solver(monkeypatch, tables):
    calls = []

    def fake(rules, *, progress=True, workers=1):
        calls.append(rules)
        return tables[rules].copy()

    monkeypatch.setattr(solver, "solve", fake)
    return calls


def test_cache_is_written_then_read(ludoteca_home, tables, monkeypatch):
    calls = fake_solver(monkeypatch, tables)  # the solver's own table (solved once per run)
    first = load_table(NONE, progress=False)
    path = cache_path(NONE)
    assert calls == [NONE] and np.array_equal(first, tables[NONE], equal_nan=True)
    assert path.parent.is_relative_to(ludoteca_home) and path.exists()
    assert not list(path.parent.glob("*.tmp"))
    again = load_table(NONE, progress=False)
    assert calls == [NONE] and np.array_equal(first, again, equal_nan=True)


def _flip(path):
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 8] = bytes(b ^ 0xFF for b in data[middle : middle + 8])
    path.write_bytes(bytes(data))


def _truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])


def _wrong_rules(path):
    path.write_bytes(cache_path(NONE).read_bytes())


def _garbage(path):
    path.write_bytes(b"not a table")


def _tampered(path):
    """A well-formed file whose numbers changed after the checksum was taken."""
    with np.load(path) as data:
        values, meta = data["values"].copy(), data["meta"]
    values[0, 0, 0] += 1.0
    with open(path, "wb") as fh:
        np.savez(fh, values=values, meta=meta)


@pytest.mark.parametrize("damage", [_flip, _truncate, _wrong_rules, _garbage, _tampered])
def test_damaged_cache_is_set_aside_and_recomputed(ludoteca_home, tables, monkeypatch, damage):
    calls = fake_solver(monkeypatch, tables)  # FREE: a variant the package ships no table for
    load_table(FREE, progress=False)
    load_table(NONE, progress=False)
    path = cache_path(FREE)
    damage(path)
    bad = path.read_bytes()
    with pytest.warns(RuntimeWarning, match="Bonanza strategy cache"):
        values = load_table(FREE, progress=False)
    assert calls == [FREE, NONE, FREE]
    assert np.array_equal(values, tables[FREE], equal_nan=True)
    (aside,) = path.parent.glob(path.name + ".bad-*")
    assert aside.read_bytes() == bad
    load_table(FREE, progress=False)  # the rewritten file is good: no warning, no solve
    assert len(calls) == 3


# --- simulation ---------------------------------------------------------------------------------


def test_simulated_games_average_the_promised_score():
    games = budget(300, 75)  # make check: 75 games (the standard error grows to match)
    result = simulate(games, FORCED, seed=11, progress=False)
    assert result.games == games and result.within(3), str(result)


def test_a_box_that_would_score_nothing_is_offered_as_a_scratch():
    from ludoteca.bonanza.advisor import best_hints

    sheet = Sheet({box: 0 for box in BOXES if box not in ("ones", "twos", "four_of_a_kind", "bonanza")})
    hints = best_hints(Rules(), sheet, (1, 2, 3, 5, 6), 0)
    assert [(h.details["kind"], h.details["box"], h.details["points"]) for h in hints] == [
        ("record", "ones", 1),
        ("record", "twos", 2),
        ("scratch", "bonanza", 0),
    ]  # no second scratch
    assert str(hints[2].action) == "scratch bonanza"
