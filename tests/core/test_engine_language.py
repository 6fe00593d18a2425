"""What the engine prints speaks the current language: ``str(game)``, a review's summary, a
hint's ``why`` and a refused action's ``str(error)``, for each game, in Portuguese, German and
French; English stays as it was, and notation (actions, cells, dice) stays as it is."""

from __future__ import annotations

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
            total=i18n.decimal(bonanza_review.total_loss),
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
