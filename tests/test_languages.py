"""The tutorials and the rules in four languages: built from one source, complete, fresh, linked in
their own language, and free of English sentences where another language is promised."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from ludoteca.core import rulebook

ROOT = Path(__file__).resolve().parents[1]
OTHER = ("pt", "de", "fr")
LANGUAGES = ("en", *OTHER)
GAMES = ("bonanza", "luckybox", "magdagdon")


def _tool():
    spec = importlib.util.spec_from_file_location("notebook_tool", ROOT / "tools" / "notebooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


tool = _tool()
SOURCES = tool.source_notebooks()
TRANSLATED = [(lang, rel) for lang in OTHER for rel in SOURCES]


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text("utf-8"))["cells"]


def markdown(path: Path) -> list[str]:
    return [tool.source(c) for c in cells(path) if c["cell_type"] == "markdown"]


def printed(path: Path) -> list[str]:
    """The text a learner reads in a notebook's saved outputs."""
    out = []
    for cell in cells(path):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            out.append("".join(output.get("text", [])) + "".join(data.get("text/markdown", [])))
            if "text/html" not in data and "text/markdown" not in data:
                out.append("".join(data.get("text/plain", [])))
    return out


# -- one source ----------------------------------------------------------------------------


def test_every_translation_is_complete_and_fresh():
    assert tool.all_problems() == []


@pytest.mark.parametrize(("lang", "rel"), TRANSLATED, ids=lambda x: str(x))
def test_regenerating_a_notebook_changes_nothing(lang, rel):
    """What is committed is what the English source and the translation make: the same code
    cells (phrases aside), in the same order, with the same ids."""
    committed = tool.read(ROOT / "notebooks" / lang / rel)
    assert tool.shape(committed) == tool.shape(tool.expected(lang, rel))
    english = [(c["cell_type"], c["id"]) for c in cells(tool.SOURCE / rel)]
    assert [(c["cell_type"], c["id"]) for c in committed["cells"]] == english


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_notebook_sets_its_language_at_the_top(lang):
    for rel in SOURCES:
        code = [c for c in cells(ROOT / "notebooks" / lang / rel) if c["cell_type"] == "code"]
        assert f'ludoteca.set_language("{lang}")' in tool.source(code[0]), rel


def test_a_stale_translation_is_reported():
    rel = SOURCES[0]
    english = tool.read(tool.SOURCE / rel)
    found = tool.read_translation("pt", rel)
    cell = next(c for c in english["cells"] if c["cell_type"] == "markdown")
    tool.set_source(cell, tool.source(cell) + " (edited)")
    found.phrases.append(("no such code", "nenhum"))
    problems = tool.problems("pt", rel, english, found)
    assert any(cell["id"] in p and "changed in English" in p for p in problems)
    assert any("no such code" in p for p in problems)
    untouched = tool.Translation(
        cells={
            c["id"]: (tool.fingerprint(tool.source(c)), tool.source(c))
            for c in english["cells"]
            if c["cell_type"] == "markdown"
        }
    )
    assert any("still the English text" in p for p in tool.problems("pt", rel, tool.read(tool.SOURCE / rel), untouched))


def test_a_translation_file_says_where_it_is_malformed():
    with pytest.raises(ValueError, match="needs its '<!-- as -->'"):
        tool.parse("<!-- phrase -->\nfinal score\n", "x.md")


# -- no English left -----------------------------------------------------------------------

#: Frequent English words that no Portuguese, German or French sentence uses.
_ENGLISH_WORDS = (
    "the and of is are you your with this that what which when where there their they it's can't don't "
    "isn't would should could have has been from into only also each every because"
)
ENGLISH = frozenset(_ENGLISH_WORDS.split())
#: What may stay as it is: inline code, links' targets, notation.
KEEP = re.compile(r"`[^`]*`|\]\([^)]*\)|https?://\S+|<[^>]+>")


def english_words(text: str) -> list[str]:
    words = re.findall(r"[A-Za-z']+", KEEP.sub(" ", text))
    return [w for w in words if w.lower() in ENGLISH]


@pytest.mark.parametrize(("lang", "rel"), TRANSLATED, ids=lambda x: str(x))
def test_a_translated_notebook_carries_no_english_sentence(lang, rel):
    path = ROOT / "notebooks" / lang / rel
    for text in markdown(path) + printed(path):
        for line in text.splitlines():
            found = english_words(line)
            assert len(set(found)) < 2, f"{lang}/{rel}: English in {line.strip()[:120]!r} ({', '.join(found)})"


def test_the_english_word_list_catches_english():
    assert len(set(english_words("Each player keeps the grids that are left."))) >= 2
    assert english_words("Cada jogador fica com as cartelas `the_grid` [a](the/and.md)") == []


# -- links ---------------------------------------------------------------------------------

LINK = re.compile(r"\]\(([^)\s]+)\)|href=\\?\"([^\"\\]+)\\?\"")


def anchors(path: Path) -> list[str]:
    return re.findall(r'<a id="([^"]+)"></a>', path.read_text("utf-8"))


def links(path: Path) -> list[str]:
    text = "\n".join(markdown(path) + printed(path) + ["".join(map(str, c.get("outputs", []))) for c in cells(path)])
    return [a or b for a, b in LINK.findall(text) if not (a or b).startswith(("http", "#", "mailto:"))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_link_of_a_notebook_opens_in_its_language(lang):
    for rel in SOURCES:
        path = ROOT / "notebooks" / lang / rel
        for link in links(path):
            target, _, anchor = link.partition("#")
            resolved = (path.parent / target).resolve()
            assert resolved.is_file(), f"{lang}/{rel}: {link} leads nowhere"
            if "docs/rules/" in target:
                assert f"/docs/rules/{lang}/" in resolved.as_posix(), (
                    f"{lang}/{rel}: {link} opens another language's rules"
                )
            if anchor and resolved.suffix == ".md":
                assert anchor in anchors(resolved), f"{lang}/{rel}: {link} has no such section"


def test_each_start_notebook_links_the_other_languages():
    for lang in LANGUAGES:
        text = "\n".join(markdown(ROOT / "notebooks" / lang / "00-start-here.ipynb"))
        for other in set(LANGUAGES) - {lang}:
            assert f"../{other}/00-start-here.ipynb" in text, (lang, other)


# -- the rules documents --------------------------------------------------------------------


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("game", GAMES)
def test_a_rules_document_has_the_english_sections_in_the_same_order(lang, game):
    path = ROOT / "docs" / "rules" / lang / f"{game}.md"
    assert anchors(path) == anchors(ROOT / "docs" / "rules" / "en" / f"{game}.md")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_citation_opens_its_section_in_the_readers_language(lang, game):
    text = (ROOT / "docs" / "rules" / lang / f"{game}.md").read_text("utf-8")
    for anchor in rulebook.sections(game):
        citation = rulebook.cite(game, anchor)
        assert citation.path(lang) == f"docs/rules/{lang}/{game}.md"
        assert f'<a id="{anchor}"></a>' in text, f"{lang}/{game}: no section #{anchor}"
        heading = re.search(rf'<a id="{re.escape(anchor)}"></a>\n#+ [\d.]+ (.+)\n', text)
        if heading:  # a section (an anchor may also mark one item of a list)
            assert heading.group(1).strip() == citation.title(lang), f"{lang}/{game}#{anchor}"


# -- one word per thing ---------------------------------------------------------------------


def glossary(lang: str) -> dict[tuple[str, str], tuple[list[str], list[str]]]:
    """(game, thing) -> (the words used, the words not used) of ``lang``'s glossary."""
    rows = {}
    for line in (ROOT / "docs" / "rules" / lang / "glossary.md").read_text("utf-8").splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if len(parts) != 4 or parts[0] in ("game", "---") or set(parts[0]) <= {"-", " "}:
            continue
        game, thing, word, rejected = parts
        rows[(game, thing)] = (
            [w.strip() for w in word.split(",") if w.strip()],
            [w.strip() for w in rejected.split(",") if w.strip()],
        )
    return rows


def test_every_language_names_the_same_things():
    english = list(glossary("en"))
    assert english
    for lang in OTHER:
        assert list(glossary(lang)) == english, lang


def texts_of(lang: str, game: str) -> dict[str, str]:
    """Every text of ``game`` in ``lang`` a player reads: catalogs, rules, notebooks, rule titles
    and the rules assistant's own words (not the questions players wrote)."""
    out: dict[str, str] = {}
    catalog = ROOT / "src" / "ludoteca" / game / "locales" / f"{lang}.json"
    out[str(catalog.relative_to(ROOT))] = json.dumps(json.loads(catalog.read_text("utf-8")), ensure_ascii=False)
    out[f"docs/rules/{lang}/{game}.md"] = (ROOT / "docs" / "rules" / lang / f"{game}.md").read_text("utf-8")
    for path in sorted((ROOT / "notebooks" / lang / game).glob("*.ipynb")):
        out[str(path.relative_to(ROOT))] = "\n".join(markdown(path) + printed(path))
    out["rulebook titles"] = " | ".join(rulebook.cite(game, a).title(lang) for a in rulebook.sections(game))
    if game in ASSISTANT_TEXTS and lang != "en":
        out["assistant"] = "\n".join(assistant_words(game, lang))
    return out


#: The files of each game's rules assistant that hold what it shows (Lucky Box's situations.json
#: also holds the words it reads, players' own).
ASSISTANT_TEXTS = {
    "luckybox": ("topics.json", "demos.json"),
    "bonanza": ("topics.json", "situations.json"),
    "magdagdon": ("topics.json", "situations.json"),
}


def assistant_words(game: str, lang: str) -> list[str]:
    """The rules assistant's answers, topic titles and demonstrations in ``lang`` (what it shows;
    its section passages are matching material and hold the synonyms players use on purpose)."""
    folder = ROOT / "src" / "ludoteca" / game / "assistant"
    found: list[str] = []

    def walk(node, inside_lang: bool = False) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("examples", "questions", "question"):
                    continue  # players' own words
                walk(value, inside_lang or key == lang)
        elif isinstance(node, list):
            for value in node:
                walk(value, inside_lang)
        elif isinstance(node, str) and inside_lang:
            found.append(node)

    for name in ASSISTANT_TEXTS[game]:
        walk(json.loads((folder / name).read_text("utf-8")))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shared_words_keep_to_the_glossary(lang):
    rejected = [word for (scope, _), (_, nots) in glossary(lang).items() if scope == "all" for word in nots]
    text = (ROOT / "src" / "ludoteca" / "core" / "locales" / f"{lang}.json").read_text("utf-8")
    for word in rejected:
        assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE), (lang, word)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_calls_each_thing_by_its_one_word(lang, game):
    rejected = {word for (scope, _), (_, nots) in glossary(lang).items() if scope in ("all", game) for word in nots}
    for where, text in texts_of(lang, game).items():
        for word in rejected:
            hit = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE)
            assert not hit, (
                f"{where} says {word!r} (the glossary of {lang}: {text[max(0, hit.start() - 40) : hit.end() + 40]!r})"
            )
