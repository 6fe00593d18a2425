"""What the engine prints speaks the current language: ``str(game)``, a review's summary, a
hint's ``why`` and a refused action's ``str(error)``, for each game, in Portuguese, German and
French; English stays as it was, and notation (actions, cells, dice) stays as it is."""

from __future__ import annotations

import html
import re

import pytest

import ludoteca
from ludoteca.core import i18n
from ludoteca.core.bots import make_bot, play_out
from ludoteca.core.errors import IllegalAction, LudotecaError, MalformedAction

OTHERS = ("pt", "de", "fr")
#: Frequent English words that must not show in another language's text.
ENGLISH = ("the", "and", "of", "round", "grid", "dice", "turn", "left", "best", "choice")


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test leaves the language as it found it: English."""
    yield
    ludoteca.set_language("en")


def _no_english(text: str, *allowed: str) -> None:
    padded = f" {text.lower()} "
    for word in allowed:
        padded = padded.replace(word.lower(), " ")
    found = [w for w in ENGLISH if re.search(rf"\b{w}\b", padded)]
    assert not found, f"English words {found} in {text!r}"


def _refusal(action) -> LudotecaError:
    with pytest.raises(LudotecaError) as caught:
        action()
    return caught.value


# -- str(error) ------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", OTHERS)
def test_a_refused_action_reads_in_the_language_and_keeps_its_english_message(code: str) -> None:
    error = IllegalAction("there is no die 9: dice are 1 to 5", code="no_such_die", die=9, count=5)
    assert str(error) == error.message  # English by default
    ludoteca.set_language(code)
    assert str(error) == i18n.t("error.no_such_die", die=9, count=5)
    assert error.message == "there is no die 9: dice are 1 to 5"
    assert repr(error) == "IllegalAction('there is no die 9: dice are 1 to 5')"
    assert error.to_json()["message"] == error.message


def test_an_error_without_words_in_the_catalog_shows_its_message() -> None:
    ludoteca.set_language("de")
    assert str(IllegalAction("no such rule", code="no_such_code_anywhere")) == "no such rule"
    # a sentence missing a value it needs would show "{die}": the message says more
    assert str(IllegalAction("there is no die 9", code="no_such_die")) == "there is no die 9"


def test_a_general_code_adds_the_engines_message_in_brackets() -> None:
    ludoteca.set_language("pt")
    error = MalformedAction("cannot read 'jump'; write 'roll' or 'toggle N'")
    assert str(error) == f"{i18n.t('error.malformed_action')} ({error.message})"


def test_str_of_an_error_never_fails(monkeypatch) -> None:
    ludoteca.set_language("fr")

    def broken(*args, **kwargs):
        raise RuntimeError("a broken catalog")

    monkeypatch.setattr(i18n, "refusal_text", broken)
    assert str(IllegalAction("the game is over", code="game_over")) == "the game is over"


# -- Bonanza ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def bonanza_review():
    from ludoteca.bonanza.bots import play_game
    from ludoteca.bonanza.coach import review

    return review(play_game(["greedy"], seed=3))


def _bonanza_game():
    from ludoteca.bonanza.game import Game

    game = Game(["Ana", "Bruno"], seed=3)
    game.roll([6, 2, 3, 6, 5])
    game.hold(0, 1)
    return game


def test_bonanza_in_english_is_unchanged(bonanza_review) -> None:
    game = _bonanza_game()
    text = str(game)
    assert "three of a kind" in text and "upper bonus" in text and "bonanza bonus" in text
    assert text.endswith("Round 1, Ana to play: dice 6 2 3 6 5, holding dice 1 and 2, 2 re-rolls left")
    assert game.hints()[0].why in {"keeps 6 6 and rolls the rest", "scores 22 in chance now"}
    assert bonanza_review.summary().startswith("Greedy 1: 38 decisions, 27 of them best; ")
    assert bonanza_review.decisions[0].sentence() in {"best choice"} or " instead of " in bonanza_review.text()


@pytest.mark.parametrize("code", OTHERS)
def test_bonanza_speaks_the_language(code: str, bonanza_review) -> None:
    game = _bonanza_game()
    ludoteca.set_language(code)
    text = str(game)
    for key in ("bonanza.box.three_of_a_kind", "bonanza.upper_bonus", "bonanza.lower_total", "bonanza.total"):
        assert i18n.t(key) in text
    status = text.splitlines()[-1]
    who = i18n.t("bonanza.text.turn", round=1, name="Ana")
    holding = i18n.t("bonanza.text.holding_many", dice=i18n.join(["1", "2"]))
    assert status == i18n.t("bonanza.text.dice", who=who, dice="6 2 3 6 5", holding=holding, count=2)
    _no_english(text)
    sheet = str(game.sheet)
    assert i18n.t("bonanza.box.chance") in sheet and "chance " not in sheet.replace("Chance", "")
    for hint in game.hints():
        assert hint.why and hint.why in {
            i18n.t("bonanza.why.keep", dice="6 6"),
            i18n.t(
                "bonanza.why.record", points=hint.details["points"], box=i18n.t(f"bonanza.box.{hint.details['box']}")
            ),
            i18n.t("bonanza.why.scratch", box=i18n.t(f"bonanza.box.{hint.details['box']}")),
        }
        _no_english(hint.why)
    summary = bonanza_review.summary()
    assert (
        i18n.t(
            "bonanza.review.summary",
            count=38,
            best=27,
            lost=i18n.decimal(bonanza_review.total_loss),
            mean=i18n.decimal(bonanza_review.mean_loss),
        )
        in summary
    )
    _no_english(summary)
    costly = bonanza_review.costliest(1)[0]
    _no_english(costly.sentence(), *costly.chosen.split(), *costly.optimal.split())
    error = _refusal(lambda: game.record("ones") or game.record("ones"))
    assert str(error) == i18n.t(f"error.{error.code}", **error.params) and str(error) != error.message
    _no_english(str(error))
    ludoteca.set_language("en")
    assert str(error) == error.message


# -- Lucky Box -------------------------------------------------------------------------------------
def _luckybox_game():
    from ludoteca.luckybox.game import Game

    game = Game(["Ana", "Bruno"], seed=2)
    game.keep(0, 0, 1, 2)
    game.keep(1, 0, 1, 2)
    return game


@pytest.fixture(scope="module")
def luckybox_game_over():
    from ludoteca.luckybox.game import Game

    game = Game(["Greedy"], seed=5)
    return play_out(game, {0: make_bot("luckybox", "greedy", game.rules, 0)})


def test_luckybox_in_english_is_unchanged(luckybox_game_over) -> None:
    from ludoteca import luckybox

    game = _luckybox_game()
    text = str(game)
    assert text.startswith("Round 1, number 1 of 9: 9 (revealed 9)\nAna: 4 lightning, 0 moons, 0 stars this round")
    assert "grid 1" in text
    assert {h.why for h in game.hints(0)} <= {
        "crosses where the planner expects the most points, one number ahead",
        "passes: no crossing is worth more than keeping your options",
    }
    summary = luckybox.review(luckybox_game_over, 0).summary()
    assert summary.startswith("Greedy: 56 decisions, 47 of them best; ") and summary.endswith("advisor's estimate")


@pytest.mark.parametrize("code", OTHERS)
def test_luckybox_speaks_the_language(code: str, luckybox_game_over) -> None:
    from ludoteca import luckybox

    game = _luckybox_game()
    ludoteca.set_language(code)
    text = str(game)
    assert text.splitlines()[0] == i18n.t(
        "luckybox.text.number", round=1, n=1, reveals=9, number=game.number, revealed=game.number
    )
    assert i18n.t("luckybox.lightning", count=4) in text and i18n.t("luckybox.grid", grid=3) in text
    _no_english(text)
    hints = game.hints(0)
    assert hints and all(h.why in {i18n.t("luckybox.why.cross"), i18n.t("luckybox.why.pass")} for h in hints)
    for hint in hints:
        _no_english(hint.why)
    result = luckybox.review(luckybox_game_over, 0)
    summary = result.summary()
    lost, mean = i18n.decimal(result.total_loss), i18n.decimal(result.mean_loss)
    assert i18n.t("luckybox.review.summary", count=56, best=47, lost=lost, mean=mean) in summary
    assert summary.endswith(i18n.t("coach.by_estimate"))
    _no_english(summary)
    _no_english(result.strength)
    error = _refusal(lambda: game.apply("P1: cross grid 9 at a1"))
    assert str(error) == i18n.t(f"error.{error.code}", **error.params) and str(error) != error.message
    _no_english(str(error))


# -- MAGDAGDON -------------------------------------------------------------------------------------
def _magdagdon_game():
    from ludoteca.magdagdon import Game

    game = Game(difficulty="peaceful", seed=4)
    game.roll()
    return game


@pytest.fixture(scope="module")
def magdagdon_game_over():
    from ludoteca.magdagdon import Game

    game = Game(difficulty="peaceful", seed=21)
    return play_out(game, {0: make_bot("magdagdon", "greedy", game.rules)})


def test_magdagdon_in_english_is_unchanged(magdagdon_game_over) -> None:
    from ludoteca import magdagdon

    game = _magdagdon_game()
    assert str(game).endswith("dice: 6  2  6  6\npeaceful, turn 1, powers left 3, score 0: place at least 2")
    assert game.hints()[0].why == "places the dice where the board is expected to score most by the end"
    summary = magdagdon.review(magdagdon_game_over).summary()
    assert summary.startswith("Player: 9 decisions, 6 of them best; ")


@pytest.mark.parametrize("code", OTHERS)
def test_magdagdon_speaks_the_language(code: str, magdagdon_game_over) -> None:
    from ludoteca import magdagdon

    game = _magdagdon_game()
    ludoteca.set_language(code)
    lines = str(game).splitlines()
    assert lines[0] == "    a  b  c  d" and lines[-2] == i18n.t("magdagdon.text.dice", dice="6  2  6  6")
    status = i18n.t("magdagdon.text.place", minimum=2)
    difficulty = i18n.t("magdagdon.difficulty.peaceful")
    assert lines[-1] == i18n.t("magdagdon.text.status", difficulty=difficulty, turn=1, powers=3, score=0, status=status)
    _no_english("\n".join(lines[-2:]))
    for hint in game.hints():
        assert hint.why == i18n.t("magdagdon.why.place")
        _no_english(hint.why)
    result = magdagdon.review(magdagdon_game_over)
    summary = result.summary()
    lost, mean = i18n.decimal(result.total_loss), i18n.decimal(result.mean_loss)
    assert i18n.t("magdagdon.review.summary", count=9, best=6, lost=lost, mean=mean) in summary
    _no_english(summary)
    table = result.text().splitlines()
    _no_english(table[0] + " " + table[1] + " " + table[2])
    error = _refusal(lambda: game.confirm())
    assert str(error) == i18n.t(f"error.{error.code}", **error.params) and str(error) != error.message
    _no_english(str(error))


def test_hints_asked_again_in_another_language_speak_it() -> None:
    game = _magdagdon_game()
    english = game.hints()[0].why
    ludoteca.set_language("de")
    assert game.hints()[0].why == i18n.t("magdagdon.why.place") != english
    ludoteca.set_language("en")
    assert game.hints()[0].why == english


def test_a_key_missing_in_a_language_falls_back_to_english(monkeypatch) -> None:
    ludoteca.set_language("fr")
    original = i18n._merged_of
    merged = dict(original("fr"))
    merged.pop("magdagdon.text.dice")
    monkeypatch.setattr(i18n, "_merged_of", lambda code: merged if code == "fr" else original(code))
    text = str(_magdagdon_game())
    assert "\ndice: 6  2  6  6\n" in text and re.search(r"tour 1", text)


# -- more of what a learner reads: Bonanza -----------------------------------------------------------
class _FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _bonanza_events():
    """Each kind of ``last_event``: a record, a scratch, a record with a Bonanza bonus, a timeout
    (the clock rolls and records), a give-up."""
    from ludoteca.bonanza.game import Game

    clock = _FakeClock()
    game = Game(["Ana", "Bruno"], seed=3, turn_seconds=30, clock=clock)
    events = []
    for dice, action in (([6, 6, 6, 6, 6], "record bonanza"), ([1, 6, 6, 6, 2], "scratch bonanza")):
        game.roll(dice)
        game.apply(action)
        events.append(dict(game.last_event or {}))
    game.roll([5, 5, 5, 5, 5])
    game.apply("record fives")
    events.append(dict(game.last_event or {}))
    clock.now += 31
    game.tick()
    events.append(dict(game.last_event or {}))
    game.apply("give up")
    events.append(dict(game.last_event or {}))
    return events


def test_bonanza_events_and_box_names_in_english_are_unchanged() -> None:
    from ludoteca.bonanza.rules import label, spoken

    texts = [event["text"] for event in _bonanza_events()]
    assert texts[:3] == [
        "Ana recorded 50 in bonanza",
        "Bruno recorded 0 in bonanza",
        "Ana recorded 25 in fives and a Bonanza bonus of 50",
    ]
    assert re.fullmatch(r"time ran out: rolled and recorded [a-z ]+ for Bruno", texts[3]) and texts[4] == "Ana gave up"
    assert label("four_of_a_kind") == spoken("four_of_a_kind") == "four of a kind"


@pytest.mark.parametrize("code", OTHERS)
def test_bonanza_box_names_speak_the_language_and_notation_stays(code: str) -> None:
    from ludoteca.bonanza.actions import Record, Scratch
    from ludoteca.bonanza.rules import BOXES, label, spoken

    ludoteca.set_language(code)
    for box in BOXES:
        assert label(box) == i18n.t(f"bonanza.box.{box}") and spoken(box) == box.replace("_", " ")
    assert str(Record("four_of_a_kind")) == "record four of a kind" and str(Scratch("ones")) == "scratch ones"
    game = _bonanza_game()
    game.apply("record chance")  # the notation reads back whatever the language
    assert game.sheets[0].boxes == {"chance": 22}


@pytest.mark.parametrize("code", OTHERS)
def test_bonanza_events_speak_the_language(code: str) -> None:
    ludoteca.set_language(code)
    record, scratch, bonus, timeout, give_up = _bonanza_events()

    def box(event):
        return {"box": i18n.t(f"bonanza.box.{event['box']}"), "gender": i18n.t(f"bonanza.box.{event['box']}.gender")}

    assert record["text"] == i18n.t("bonanza.event.record", name="Ana", points=50, **box(record))
    assert scratch["text"] == i18n.t("bonanza.event.scratch", name="Bruno", **box(scratch))
    assert bonus["text"] == (
        i18n.t("bonanza.event.record", name="Ana", points=25, **box(bonus))
        + " "
        + i18n.t("bonanza.event.bonus", bonus=50)
    )
    points = i18n.t("bonanza.event.points", count=timeout["points"])
    assert timeout["text"] == f"{i18n.t('bonanza.event.timeout_rolled', name='Bruno', **box(timeout))} ({points})"
    assert give_up["text"] == i18n.t("bonanza.event.give_up", name="Ana")
    for event in (record, scratch, bonus, timeout, give_up):
        _no_english(event["text"])


@pytest.mark.parametrize("code", ("en", *OTHERS))
def test_bonanza_game_over_line(code: str) -> None:
    from ludoteca.bonanza.game import Game

    game = Game(["Ana", "Bruno"], seed=3)
    game.apply("give up")  # Ana gives up: Bruno wins alone
    ludoteca.set_language(code)
    last = str(game).splitlines()[-1]
    if code == "en":
        assert last == "Game over: Bruno wins"
    else:
        assert last == i18n.t("bonanza.text.over_one", names="Bruno")
        _no_english(last)


@pytest.mark.parametrize("code", ("en", *OTHERS))
def test_bonanza_progress_bar_and_simulation(code: str) -> None:
    from ludoteca.bonanza._tables import progress_text
    from ludoteca.bonanza.rules import Rules
    from ludoteca.bonanza.simulate import SimulationResult

    result = SimulationResult(1000, 254.3, 1.88, 254.59)
    ludoteca.set_language(code)
    bar, text = progress_text(Rules(joker="free", extra_bonus=100)), str(result)
    if code == "en":
        assert bar == "Bonanza strategy (free joker, +100)"
        assert text == "1000 games: mean 254.300 ± 1.880 (SE), optimal 254.5900, -0.15 SE away"
        return
    assert bar == i18n.t("bonanza.strategy.progress", joker=i18n.t("bonanza.strategy.joker.free"), bonus=100)
    assert text == (
        i18n.t("bonanza.simulation.result", count=1000, mean="254,300", stderr="1,880", expected="254,5900")
        + i18n.t("bonanza.simulation.away", away="-0,15")
    )
    _no_english(bar)
    _no_english(text)


@pytest.mark.parametrize("code", ("en", *OTHERS))
def test_bonanza_skill_trend(code: str, tmp_path) -> None:
    from ludoteca.bonanza.coach import skill_trend
    from ludoteca.core.store import Store

    store = Store(tmp_path / "scores.sqlite3")
    for loss in (2.0, 1.5, 1.0, 0.5):
        store.record_score("bonanza", "Ana", int(200 + 20 * (2 - loss)), {"mean_loss": loss})
    ludoteca.set_language(code)
    text = skill_trend("Ana", store)["text"]
    if code == "en":
        assert text == (
            "Ana's last 4 games: average score 215.0, best ever 230; "
            "1.25 expected points lost per decision, down 1.00 from the earlier games."
        )
        return
    games = i18n.t("coach.trend.games", name="Ana", count=4, average=i18n.decimal(215, 1), best=230)
    lost, down = i18n.t("coach.trend.loss", loss="1,25"), i18n.t("coach.trend.down", change="1,00")
    assert text == f"{games}{lost}{down}."
    _no_english(text)


@pytest.mark.parametrize("code", OTHERS)
def test_bonanza_picture_speaks_the_language(code: str) -> None:
    from ludoteca.bonanza.pictures import board_html

    english = board_html(_bonanza_game())
    assert "upper total (bonus 35)" in english and "<i>this roll</i>" in english
    ludoteca.set_language(code)
    page = board_html(_bonanza_game())
    for key in ("bonanza.box.four_of_a_kind", "bonanza.bonanza_bonus", "bonanza.picture.this_roll"):
        assert html.escape(i18n.t(key)) in page
    _no_english(re.sub(r"<[^>]+>", " ", page))


# -- broken save files ---------------------------------------------------------------------------------
BROKEN = {
    "file_truncated": '{"format": "ludo',
    "file_empty": "  \n",
    "file_not_json": '{"format": nope}',
}


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("problem", sorted(BROKEN))
def test_a_broken_save_says_why_in_the_language(code: str, problem: str, tmp_path) -> None:
    from ludoteca.bonanza.game import Game

    path = tmp_path / "ana.json"
    path.write_text(BROKEN[problem], "utf-8")
    english = _refusal(lambda: Game.load(path))
    assert english.code == problem and str(english) == english.message and "ana.json" in english.message
    if problem == "file_truncated":
        assert str(english) == "ana.json ends in the middle of its data: the file is truncated"
    ludoteca.set_language(code)
    error = _refusal(lambda: Game.load(path))
    assert str(error) == i18n.t(f"error.{problem}", **error.params) != error.message
    assert "ana.json" in str(error)
    _no_english(str(error), "JSON")
    folder = _refusal(lambda: Game.load(tmp_path))
    assert str(folder) == i18n.t("error.file_is_folder", file=tmp_path.name)


@pytest.mark.parametrize("code", OTHERS)
def test_a_save_missing_a_field_says_which_in_the_language(code: str, tmp_path) -> None:
    import json

    from ludoteca.bonanza.game import Game

    data = Game(["Ana"], seed=1).to_json()
    del data["seed"]
    path = tmp_path / "ana.json"
    path.write_text(json.dumps(data), "utf-8")
    ludoteca.set_language(code)
    error = _refusal(lambda: Game.load(path))
    assert error.code == "save_missing" and str(error) == i18n.t("error.save_missing", field="seed")
    ludoteca.set_language("en")
    assert str(error) == "ana.json: the save has no 'seed'"


# -- the dice cup of the start notebook ------------------------------------------------------------------
@pytest.mark.parametrize("code", OTHERS)
def test_the_dice_cup_refuses_in_the_language(code: str) -> None:
    from ludoteca.core.dice import dice

    cup = dice(seed=2026)
    cup.game.apply("roll")
    error = _refusal(lambda: cup.game.apply("toggle 9"))
    assert str(error) == "there is no die 9; the dice are numbered 1 to 5"
    ludoteca.set_language(code)
    assert str(error) == i18n.t("error.no_such_die", die=9, count=5)
    _no_english(str(error))


# -- a review's unit: Lucky Box's round, MAGDAGDON's turn ---------------------------------------------
@pytest.mark.parametrize("code", ("en", *OTHERS))
def test_a_review_names_its_games_unit(code: str, luckybox_game_over, magdagdon_game_over) -> None:
    from ludoteca import luckybox, magdagdon

    ludoteca.set_language(code)
    lucky, magda = luckybox.review(luckybox_game_over, 0), magdagdon.review(magdagdon_game_over)
    lucky_head = lucky.text().splitlines()[2].split()[0]
    magda_head = magda.text().splitlines()[2].split()[0]
    assert lucky_head == i18n.t("coach.column.round") and magda_head == i18n.t("coach.column.turn")
    assert (lucky_head, magda_head) == {
        "en": ("round", "turn"),
        "pt": ("ronda", "jogada"),
        "de": ("Runde", "Zug"),
        "fr": ("manche", "tour"),
    }[code]
    assert i18n.t("coach.step_round", n=1, of=len(lucky.decisions), round=lucky.decisions[0].turn) in lucky.step_html(0)
    assert i18n.t("coach.step", n=1, of=len(magda.decisions), turn=magda.decisions[0].turn) in magda.step_html(0)
    assert html.escape(i18n.t("coach.round", round=lucky.costliest(1)[0].turn)) in lucky._repr_html_()


# -- more of what a learner reads: MAGDAGDON ---------------------------------------------------------
def _magdagdon_on(board: str, dice, difficulty: str = "peaceful"):
    from ludoteca.magdagdon import Game
    from ludoteca.magdagdon.rules import Board

    game = Game(difficulty=difficulty, seed=1)
    game.board = Board(board)  # a fixture: the permanent board set directly
    game.roll(list(dice))
    return game


SCORED = [[1, 2, 3, 4], [2, 2, 3, 3], [3, 3, 3, 3], ["R", 4, 4, None]]


def test_magdagdon_texts_in_english_are_unchanged() -> None:
    from ludoteca.magdagdon.advisor import advice
    from ludoteca.magdagdon.rules import score

    lines = str(score(SCORED, "survival", 1)).splitlines()
    assert lines[0] == "row 1     1 2 3 4  10 + 60 sequence" and lines[4] == "column a  1 2 3 R   6"
    assert lines[-3:] == ["ruins     1 x -15 = -15", "powers    1 used = -70", "total     115"]
    game = _magdagdon_on("3---/----/----/----", (6, 5, 5, 1))
    sure, chance = game.rescues()[:2]
    assert str(sure) == "decrease 5, then place 4 at b1, then place 5 at c1"
    assert str(chance) == "reroll 1 5 5 6 (80% chance to save the roll)"
    assert game.why_magdagdon()["message"] == "no ordering of 1 5 5 6 places 2 dice on this board; the most is 0"
    found = advice(game)
    assert found is not None
    assert found.notes == ("MAGDAGDON: no ordering of the dice places the minimum",)
    assert str(found.best).endswith(" (expected final score 346)")
    assert str(found).endswith("; the power gains 126.3 points after its penalty")


@pytest.mark.parametrize("code", OTHERS)
def test_magdagdon_score_speaks_the_language(code: str) -> None:
    from ludoteca.magdagdon.rules import score

    ludoteca.set_language(code)
    text = str(score(SCORED, "survival", 1))
    lines = text.splitlines()
    assert lines[0].startswith(i18n.t("magdagdon.row", n=1)) and lines[4].startswith(
        i18n.t("magdagdon.column", name="a")
    )
    assert lines[0].endswith(f"+ 60 {i18n.t('magdagdon.combination.sequence')}")
    assert lines[1].endswith(f"+ 20 {i18n.t('magdagdon.combination.two_pairs')}")
    assert lines[-3].startswith(i18n.t("magdagdon.ruins")) and lines[-3].endswith("1 x -15 = -15")
    assert lines[-2].startswith(i18n.t("magdagdon.ui.best.powers"))
    assert lines[-2].endswith(f"{i18n.t('magdagdon.score.used', count=1)} = -70")
    assert lines[-1].startswith(i18n.t("magdagdon.total")) and lines[-1].endswith(" 115")
    assert len({line.index(" ", len(line.split()[0]) + 2) for line in lines[:8]}) <= 2  # cells in one column
    _no_english(text)


@pytest.mark.parametrize("code", OTHERS)
def test_magdagdon_rescues_explanations_and_advice_speak_the_language(code: str) -> None:
    from ludoteca.magdagdon.advisor import advice

    game = _magdagdon_on("3---/----/----/----", (6, 5, 5, 1))
    ludoteca.set_language(code)
    sure, chance = game.rescues()[:2]
    then = i18n.t("magdagdon.then")
    assert str(sure) == then.join(["decrease 5", "place 4 at b1", "place 5 at c1"])
    assert str(chance) == i18n.t("magdagdon.rescue.chance", action="reroll 1 5 5 6", percent=80)
    why = game.why_magdagdon()
    assert why["message"] == i18n.t("magdagdon.explain", dice="1 5 5 6", count=2, most=0)
    assert why["best"] == "" and why["dice"] == "1 5 5 6"  # the fields stay as they were
    found = advice(game, budget=None)  # the whole search: no "time ran out" note on a busy machine
    assert found is not None
    assert found.notes == (i18n.t("magdagdon.note.magdagdon"),)
    steps = ", ".join(found.best.steps())
    assert str(found.best) == i18n.t("magdagdon.plan", steps=steps, value=f"{found.best.value:.0f}")
    assert str(found) == str(found.best) + i18n.t("magdagdon.advice.gain", gain=i18n.decimal(found.power_gain, 1))
    first, *more = game.hints()[0].details["notes"]  # a hint's search has a time budget
    assert first == i18n.t("magdagdon.note.magdagdon") and set(more) <= {i18n.t("magdagdon.note.time")}
    for text in (str(sure), str(chance), why["message"], *found.notes, str(found)):
        _no_english(text)
    # with placements to show, an explanation lists them joined by the language's "then"
    stuck = _magdagdon_on("23R-/R---/----/----", (4, 6, 6, 6))
    most = stuck.why_magdagdon()
    assert most["most"] == 1 and most["best"] == "place 4 at b2"
    assert most["message"] == i18n.t("magdagdon.explain", dice="4 6 6 6", count=2, most=1) + " (place 4 at b2)"
    assert i18n.t("magdagdon.note.time") != i18n.t("magdagdon.note.time", "en")


def _magdagdon_refusals():
    """(action, code) for each refusal a learner meets, with the game it is refused in."""
    from ludoteca.magdagdon import Game

    staged = _magdagdon_on("23R-/R---/----/----", (4, 2, 1, 6))
    staged.stage(0, "b2")
    stuck = _magdagdon_on("3---/----/----/----", (6, 6, 1, 1))
    few = _magdagdon_on("3---/----/----/----", (3, 3, 4, 4))
    spent = _magdagdon_on("----/----/----/----", (2, 3, 4, 5))
    for _ in range(3):
        spent.apply("reroll 2 3 4 5 to 2 3 4 5")
    accepted = _magdagdon_on("3---/----/----/----", (6, 6, 1, 1))
    accepted.accept()
    return [
        (staged, "place 6 at b3", "too_far"),
        (staged, "place 1 at a4", "not_adjacent"),
        (staged, "place 6 at a1", "cell_not_empty"),
        (staged, "decrease 4", "die_staged"),
        (staged, "increase 5", "no_die_shows"),
        (staged, "increase 6", "at_limit"),
        (staged, "accept", "not_magdagdon"),
        (staged, "take back c4", "not_staged"),
        (staged, "roll", "already_rolled"),
        (stuck, "confirm", "magdagdon"),
        (stuck, "ruin d4", "not_accepted"),
        (few, "confirm", "too_few_staged"),
        (spent, "increase 2", "no_powers"),
        (accepted, "decrease 6", "choosing_ruin"),
        (Game(seed=1), "confirm", "not_rolled"),
    ]


@pytest.mark.parametrize("code", OTHERS)
def test_magdagdon_refusals_speak_the_language(code: str) -> None:
    refusals = _magdagdon_refusals()
    errors = [(_refusal(lambda g=game, a=action: g.apply(a)), want) for game, action, want in refusals]
    assert [error.code for error, _ in errors] == [want for _, want in errors]
    messages = {error.code: str(error) for error, _ in errors}
    assert (
        messages["too_far"]
        == "cannot place 6 at b3: a 6 cannot go on b3: it touches a 4, and neighbours differ by at most 1"
    )
    assert messages["die_staged"] == "the 4 is staged on b2: take it back before you change it"
    ludoteca.set_language(code)
    for error, _ in errors:
        text = str(error)
        assert text == i18n.translate(f"error.{error.code}", **error.params) and text != error.message, error.code
        assert i18n.translate(f"error.{error.code}", code, **error.params) != i18n.translate(
            f"error.{error.code}", "en", **error.params
        )
        _no_english(text, "MAGDAGDON", "Majda")


@pytest.mark.parametrize("code", OTHERS)
def test_magdagdon_review_sentences_keep_notation_in_the_language(code: str, magdagdon_game_over) -> None:
    from ludoteca import magdagdon

    ludoteca.set_language(code)
    result = magdagdon.review(magdagdon_game_over)
    costly = result.costliest(1)[0]
    cost = i18n.t("coach.points", count=i18n.decimal(costly.loss))
    assert costly.sentence() == i18n.t("coach.instead", chosen=costly.chosen, best=costly.best, cost=cost)
    assert costly.chosen.startswith("place ") and costly.best.startswith("place ")
    _no_english(costly.sentence(), costly.chosen, costly.best)
