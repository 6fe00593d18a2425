"""The shipped rules (docs/rules/<lang>/<game>.md): every section the project cites exists there with
its anchor and title, every anchor of a document is indexed, and the documents' own links
point to real sections. Nothing outside the repository is read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ludoteca.core import i18n
from ludoteca.core.rulebook import Citation, cite, notice_rule, sections

ROOT = Path(__file__).parents[2]
GAMES = ("bonanza", "luckybox", "magdagdon")
LANGS = ("en", "pt", "de", "fr")
ANCHOR = re.compile(r'^<a id="([a-z0-9-]+)"></a>\n(?:\n)?(.*)$', re.M)


def _document(game: str, lang: str = "en") -> str:
    return (ROOT / "docs" / "rules" / lang / f"{game}.md").read_text("utf-8")


def _anchors(game: str, lang: str = "en") -> dict[str, str]:
    """anchor -> the line after it (a heading, or the list item it marks)."""
    return {anchor: line for anchor, line in ANCHOR.findall(_document(game, lang))}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_index_and_the_document_have_the_same_sections(game, lang):
    anchors = _anchors(game, lang)
    assert len(anchors) == len(ANCHOR.findall(_document(game, lang))), "an anchor is used twice"
    assert set(sections(game)) == set(anchors)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_heading_is_the_title_of_its_section_in_that_language(game, lang):
    for anchor, line in _anchors(game, lang).items():
        titles = sections(game)[anchor]
        assert titles[lang].strip(), (game, anchor, lang)
        if line.startswith("#"):
            heading = re.sub(r"^#+\s+[\d.]+\s+", "", line)
            assert heading == titles[lang], (game, anchor, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_links_inside_a_document_reach_its_sections(game, lang):
    links = re.findall(r"\]\(#([a-z0-9-]+)\)", _document(game, lang))
    assert links or game == "bonanza"
    assert set(links) <= set(_anchors(game, lang))


def test_a_citation_names_and_links_its_section_in_the_readers_language():
    rule = cite("magdagdon", "power-reroll")
    assert rule.title("pt") == "Relançar" and rule.href("pt") == "../../../docs/rules/pt/magdagdon.md#power-reroll"
    assert rule.to_json("de") == {"title": "Neu würfeln", "href": rule.href("de"), "anchor": "power-reroll"}
    assert rule.href("pt-PT") == rule.href("pt") and rule.href("xx") == rule.href("en")
    assert rule == Citation("magdagdon", "power-reroll")


def test_an_unknown_section_is_refused_with_the_known_ones():
    with pytest.raises(KeyError, match=r"no section 'nope'.*power-reroll"):
        cite("magdagdon", "nope")
    with pytest.raises(KeyError, match="the games are"):
        cite("chess", "castling")


def _quizzes():
    from ludoteca.bonanza import exercises as bonanza
    from ludoteca.luckybox import exercises as luckybox
    from ludoteca.magdagdon import exercises as magdagdon
    from ludoteca.magdagdon import exercises_rolls

    yield from (bonanza.score_quiz(), bonanza.joker_quiz(), bonanza.upper_bonus_quiz())
    yield from (luckybox.shift_quiz(), luckybox.score_quiz(), luckybox.arena_quiz())
    yield from (magdagdon.valid_cell_quiz(), magdagdon.score_quiz(), magdagdon.choice_quiz())
    yield exercises_rolls.magdagdon_quiz()


def test_every_quiz_question_cites_a_section_that_exists():
    for quiz in _quizzes():
        for question in quiz.questions:
            assert question.rule is not None, (quiz.title, question.prompt)
            assert question.rule.anchor in _anchors(question.rule.game), (quiz.title, question.prompt)


@pytest.mark.parametrize("game", GAMES)
def test_each_notice_that_states_a_rule_links_a_real_section(game):
    notices = json.loads((ROOT / "src/ludoteca/core/rulebook.json").read_text("utf-8"))["notices"][game]
    catalog = i18n.catalogs("en")[game]
    assert notices
    for code, anchor in notices.items():
        assert f"error.{code}" in catalog, (game, code)
        assert notice_rule(game, code) == Citation(game, anchor) and anchor in _anchors(game)
