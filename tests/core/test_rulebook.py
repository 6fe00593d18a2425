"""The shipped rules (docs/rules/<lang>/<game>.md): every section the project cites exists there with
its anchor and title, every anchor of a document is indexed, and the documents' own links
point to real sections. Nothing outside the repository is read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ludoteca.core import i18n
from ludoteca.core.errors import MalformedAction
from ludoteca.core.rule_section import rule_panel, rules_folder, section_html, section_markdown
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
    assert rule.to_json("de") == {
        "title": "Neu würfeln",
        "href": rule.href("de"),
        "anchor": "power-reroll",
        "game": "magdagdon",
        "lang": "de",
    }
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


# -- a section shown inside a widget (ludoteca.core.rule_section) ----------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_section_is_cut_from_its_anchor_to_the_next_section_of_its_rank(game, lang):
    document = _document(game, lang)
    for anchor in sections(game):
        part = section_markdown(cite(game, anchor), lang)
        assert part and "<a id=" not in part, (game, anchor, lang)
        assert part.splitlines()[0] == _anchors(game, lang)[anchor], (game, anchor, lang)
        for line in part.splitlines():
            assert line in document.splitlines(), (game, anchor, lang, line)
        if part.startswith("#"):  # a heading's section ends before the next heading of its rank or higher
            rank = len(part) - len(part.lstrip("#"))
            below = [line for line in part.splitlines()[1:] if line.startswith("#")]
            assert all(len(line) - len(line.lstrip("#")) > rank for line in below), (game, anchor, lang)


def test_a_heading_brings_its_subsections_and_a_marked_item_only_itself():
    turn = section_markdown(cite("luckybox", "turn"), "en")
    assert turn.startswith("## 4. A turn") and "### 4.4 Passing" in turn and "## 5." not in turn
    number = section_markdown(cite("luckybox", "bonus-number"), "en")
    assert number.startswith("- **Number `n`**") and '**"?"**' not in number
    assert rules_folder() == ROOT / "docs" / "rules"  # a checkout reads its own documents


def test_a_section_renders_to_html_with_its_links_kept_as_rule_links():
    html = section_html(cite("luckybox", "lightning"), "pt")
    assert html.startswith("<p>") and "<h" not in html.split("\n")[0]
    assert (
        '<a href="../../../docs/rules/pt/luckybox.md#bonus-number" data-lt-rule="bonus-number" '
        'data-lt-game="luckybox" data-lt-lang="pt">' in html
    )
    assert "<table>" in section_html(cite("luckybox", "moons-solo"), "en")
    turn = section_html(cite("luckybox", "turn"), "de")
    assert "<h4>4.1 Schritt 1: eine Zahl wird aufgedeckt</h4>" in turn and "<h2" not in turn and "<h3" not in turn


def test_html_in_a_document_is_escaped(monkeypatch, tmp_path):
    from ludoteca.core import rule_section

    (tmp_path / "en").mkdir()
    text = _document("magdagdon").replace("\n\n", "\n\n<script>alert(1)</script> <img src=x onerror=alert(2)>\n\n", 3)
    (tmp_path / "en" / "magdagdon.md").write_text(text, "utf-8")
    monkeypatch.setattr(rule_section, "rules_folder", lambda: tmp_path)
    rule_section._document.cache_clear()
    try:
        html = "".join(section_html(cite("magdagdon", a), "en") for a in sections("magdagdon"))
        whole = "".join(section_markdown(cite("magdagdon", a), "en") for a in sections("magdagdon"))
    finally:
        rule_section._document.cache_clear()
    assert "<script>" in whole  # the planted HTML is inside a section...
    assert "<script" not in html and "<img" not in html and "&lt;script&gt;" in html  # ...and shown as text


def test_a_rule_message_is_answered_with_the_section_in_the_asked_language():
    panel = rule_panel({"type": "rule", "game": "bonanza", "anchor": "joker"}, "fr", {"id": 4})
    assert panel["id"] == 5 and panel["lang"] == "fr" and panel["anchor"] == "joker" and panel["game"] == "bonanza"
    assert panel["title"] == "5. Le joker" and panel["href"] == "../../../docs/rules/fr/bonanza.md#joker"
    assert panel["close"] == i18n.translate("rule.close", "fr")
    assert panel["html"] == section_html(cite("bonanza", "joker"), "fr")
    asked = rule_panel({"type": "rule", "game": "bonanza", "anchor": "joker", "lang": "pt"}, "fr", {})
    assert asked["lang"] == "pt" and asked["html"] == section_html(cite("bonanza", "joker"), "pt")


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ({"type": "rule", "game": "bonanza", "anchor": "castling"}, r"no section 'castling'.*joker"),
        ({"type": "rule", "game": "chess", "anchor": "joker"}, "the games are"),
        ({"type": "rule", "game": "bonanza"}, "names its game and anchor"),
        ({"type": "rule", "game": 3, "anchor": "joker"}, "names its game and anchor"),
        ({"type": "rule", "game": "bonanza", "anchor": "joker", "lang": "xx"}, "lang is one of en, pt, de, fr"),
        ({"type": "rule", "game": "bonanza", "anchor": "joker", "page": 2}, "no field 'page'"),
    ],
)
def test_a_bad_rule_message_says_what_was_wrong(message, says):
    with pytest.raises(MalformedAction, match=says):
        rule_panel(message, "en", {})
