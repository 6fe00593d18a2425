"""Rule quantities live in the rules modules: the catalogs name them with placeholders.

A text that states a rule quantity (a deal, a cost, a rate, a count of rounds) gets it from the
code that fills the placeholder, so changing a rule changes every language at once. These tests
fail if a catalog writes such a number out again.
"""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from ludoteca.bonanza.room import MAX_SEATS, MIN_SEATS
from ludoteca.bonanza.rules import BONANZA_POINTS, FIXED, UPPER_BONUS, UPPER_TARGET
from ludoteca.core import i18n
from ludoteca.luckybox import rules as lb
from ludoteca.luckybox.aid import player_aid_svg
from ludoteca.luckybox.scorepad import score_sheet_svg
from ludoteca.magdagdon.rules import BONUS, RUIN_COST
from ludoteca.magdagdon.rules import Rules as MagdagdonRules

LANGUAGES = ("en", "pt", "de", "fr")
CLASSIC, ARENA = lb.Rules().deal, lb.Rules(variant="arena").deal

#: key -> (game, the placeholders it must use, the rule values it must not write out).
RULE_TEXTS: dict[str, tuple[str, set[str], set[int]]] = {
    "luckybox.aid.round.deal": (
        "luckybox",
        {"deal", "keep", "rounds", "later_deal", "later_keep"},
        {CLASSIC(1)[0], CLASSIC(1)[1], lb.ROUNDS},
    ),
    "luckybox.aid.round.reveal": ("luckybox", {"reveals", "cards"}, {lb.REVEALS, len(lb.NUMBER_DECK)}),
    "luckybox.aid.arena.deal": ("luckybox", {"deal", "keep"}, {ARENA(1)[0], ARENA(1)[1]}),
    "luckybox.aid.arena.lightning": ("luckybox", {"per"}, {lb.LIGHTNING_PER_POINT}),
    "luckybox.aid.bonus.lightning2": ("luckybox", {"count"}, {lb.LIGHTNING_BONUS["lightning2"]}),
    "luckybox.aid.bonus.lightning": ("luckybox", {"count"}, set()),
    "luckybox.ui.sheet.cells": ("luckybox", {"per"}, {lb.CELLS_PER_POINT}),
    "luckybox.ui.sheet.lightning": ("luckybox", {"per"}, {lb.LIGHTNING_PER_POINT}),
    "luckybox.ui.sheet.moons": ("luckybox", {"swing"}, {lb.MOON_SWING}),
    "luckybox.ui.sheet.stars": ("luckybox", {"one", "two", "three"}, set(lb.STAR_POINTS[2:4])),
    "luckybox.reveal": ("luckybox", {"reveals"}, {lb.REVEALS}),
    "luckybox.round": ("luckybox", {"rounds"}, {lb.ROUNDS}),
    "luckybox.quiz.arena.left.hint": ("luckybox", {"per"}, {lb.LIGHTNING_PER_POINT}),
    "luckybox.quiz.arena.left.why_arena": ("luckybox", {"per"}, {lb.LIGHTNING_PER_POINT}),
    "luckybox.quiz.arena.offer.prompt": ("luckybox", {"keep"}, {ARENA(1)[1]}),
    "luckybox.quiz.arena.offer.right": ("luckybox", {"keep"}, {ARENA(1)[1]}),
    "luckybox.quiz.arena.offer.why": (
        "luckybox",
        {"arena", "classic", "keep", "rounds", "later_deal", "later_keep"},
        {ARENA(1)[0], CLASSIC(1)[0], ARENA(1)[1], lb.ROUNDS},
    ),
    "luckybox.quiz.arena.offer.hint": ("luckybox", {"classic"}, {CLASSIC(1)[0]}),
    "luckybox.quiz.score.hint": ("luckybox", {"grids", "stars"}, {*lb.GRID_POINTS, *lb.STAR_POINTS[2:]}),
    "luckybox.quiz.score.why.moons_all_tied": ("luckybox", {"swing"}, {lb.MOON_SWING}),
    "magdagdon.ui.ruin_cost": ("magdagdon", {"cost"}, {RUIN_COST}),
    "magdagdon.ui.score.ruins": ("magdagdon", {"cost"}, {RUIN_COST}),
    "error.room_seats": ("bonanza", {"low", "high"}, {MIN_SEATS, MAX_SEATS}),
    "bonanza.quiz.upper.hint": ("bonanza", {"target"}, {UPPER_TARGET}),
    "bonanza.quiz.upper.prompt": ("bonanza", {"bonus"}, {UPPER_BONUS}),
    "bonanza.quiz.upper.why": ("bonanza", {"target"}, {UPPER_TARGET}),
    "bonanza.quiz.upper.why_done": ("bonanza", {"target"}, {UPPER_TARGET}),
    "bonanza.quiz.joker.why.bonus": ("bonanza", {"points", "bonus"}, {BONANZA_POINTS}),
    "bonanza.quiz.joker.why.free": ("bonanza", {"points"}, {BONANZA_POINTS}),
    **{
        f"bonanza.quiz.score.{kind}.{box}{end}": ("bonanza", {"points"}, {FIXED[box]})
        for box in ("bonanza", "full_house", "small_straight", "large_straight")
        for kind, end in (("hint", ""), ("why", "_yes"))
    },
    "magdagdon.quiz.score.hint": ("magdagdon", {"cost", *BONUS}, {RUIN_COST, *BONUS.values()}),
    "magdagdon.quiz.roll.why": (
        "magdagdon",
        {"low", "high"},
        {MagdagdonRules("peaceful").minimum, MagdagdonRules("nightmare").minimum},
    ),
}


def _catalog(game: str, lang: str) -> dict[str, object]:
    text = resources.files(f"ludoteca.{game}").joinpath("locales", f"{lang}.json").read_text("utf-8")
    return json.loads(text)


def _forms(value: object) -> list[str]:
    return list(value.values()) if isinstance(value, dict) else [str(value)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(RULE_TEXTS))
def test_rule_texts_take_their_numbers_from_the_rules(key, lang):
    game, placeholders, values = RULE_TEXTS[key]
    for text in _forms(_catalog(game, lang)[key]):
        named = set(re.findall(r"\{(\w+)\}", text))
        assert placeholders <= named, (lang, key, text)
        bare = re.sub(r"\{\w+\}", "", text)
        for value in values:
            assert not re.search(rf"(?<!\d){value}(?!\d)", bare), f"{lang} {key} writes {value} out: {text}"


#: Numbers that are not rules of one game: one point as a unit, nothing, a die's faces, a ±1 power.
_FINE = {"1 point", "0 points", "1 to 6", "+1", "−1", "0.01 points"}
_QUANTITY = re.compile(
    r"\bper \d+|\b\d+ (?:of|to) \d+\b|\bcosts? \d+|\bkeeps? \d+|÷ ?\d+|[+−]\d+"
    r"|\b\d+(?:\.\d+)? (?:points?|lightning|seats?|grids?|number cards)\b"
)


@pytest.mark.parametrize("game", ["bonanza", "core", "luckybox", "magdagdon"])
def test_no_english_text_writes_a_rule_quantity_out(game):
    found = []
    for key, value in _catalog(game, "en").items():
        for text in _forms(value):
            bare = re.sub(r"\{\w+\}", "", text)
            found += [(key, m.group()) for m in _QUANTITY.finditer(bare) if m.group() not in _FINE]
    assert not found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_filled_texts_show_the_rules_numbers(lang):
    aid = player_aid_svg(lang)
    sheet = score_sheet_svg(lang, arena=True)
    for page in (aid, sheet):
        assert "{" not in page
    assert f"{lb.REVEALS} " in aid and f" {len(lb.NUMBER_DECK)} " in aid
    assert f"+{lb.MOON_SWING}" in sheet and str(lb.STAR_POINTS[3]) in sheet
    ruins = i18n.translate("magdagdon.ui.score.ruins", lang, count=2, cost=RUIN_COST)
    assert f"−{RUIN_COST}" in ruins


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_quiz_text_is_filled(lang):
    from ludoteca.bonanza import exercises as bonanza
    from ludoteca.luckybox import exercises as luckybox
    from ludoteca.magdagdon import exercises as magdagdon
    from ludoteca.magdagdon import exercises_rolls

    quizzes = [
        bonanza.score_quiz(locale=lang),
        bonanza.joker_quiz(locale=lang),
        bonanza.upper_bonus_quiz(locale=lang),
        luckybox.score_quiz(locale=lang),
        luckybox.arena_quiz(locale=lang),
        magdagdon.score_quiz(locale=lang),
        exercises_rolls.magdagdon_quiz(locale=lang),
    ]
    for quiz in quizzes:
        for q in quiz.questions:
            for text in (q.prompt, q.hint, q.explanation):
                assert "{" not in text, (quiz.title, text)
    assert str(UPPER_TARGET) in bonanza.upper_bonus_quiz(locale=lang).questions[0].hint
