"""One section of a game's rules, shown inside a widget: a rule link asks for it with the
message ``{"type": "rule", "game": g, "anchor": a, "lang": l}`` (``lang`` optional), and the
widget answers with its ``rule`` trait (:func:`rule_panel`), which the front end shows in a
dialog of its own, in the same page (``ltOpenRule`` in ``core/static/common.js``).

The text comes from ``docs/rules/<lang>/<game>.md``: from the section's anchor to the next
heading of the same or a higher level, so a section brings its subsections. It is rendered
with mistune, any HTML in it escaped; links to other sections become rule links too.

>>> part = section_markdown(cite("luckybox", "supply"), "en")
>>> part.splitlines()[0]
'### 2.1 When the supply runs out'
>>> section_html(cite("luckybox", "supply"), "en")[:30]
'<p>The supply is limited. When'
"""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path
from typing import Any

import mistune

import ludoteca
from ludoteca.core import i18n
from ludoteca.core.errors import MalformedAction
from ludoteca.core.i18n import LANGUAGES
from ludoteca.core.rulebook import Citation, cite, sections

__all__ = ["FIELDS", "rules_folder", "section_markdown", "section_html", "rule_panel"]

#: The rule message's fields besides "type": (required, optional).
FIELDS = (("game", "anchor"), ("lang",))
_ANCHOR = re.compile(r'^<a id="([\w-]+)"></a>\s*$')
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def rules_folder() -> Path:
    """``docs/rules`` of a checkout, or the copy inside the installed package (a wheel)."""
    package = Path(ludoteca.__file__).parent
    shipped = package / "tutorials" / "docs" / "rules"
    return shipped if shipped.is_dir() else package.parent.parent / "docs" / "rules"


@cache
def _document(game: str, lang: str) -> tuple[dict[str, int], tuple[str, ...]]:
    """The lines of ``game``'s rules in ``lang`` without their anchor lines, and the line of
    the heading that follows each anchor."""
    lines: list[str] = []
    starts: dict[str, int] = {}
    fenced = False
    for line in (rules_folder() / lang / f"{game}.md").read_text("utf-8").splitlines():
        fenced ^= line.startswith("```")
        found = None if fenced else _ANCHOR.match(line)
        if found:
            starts[found.group(1)] = len(lines)
        else:
            lines.append(line)
    return starts, tuple(lines)


def _level(line: str) -> int | None:
    found = _HEADING.match(line)
    return len(found.group(1)) if found else None


def _language(lang: str) -> str:
    code = lang.replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def section_markdown(citation: Citation, lang: str = "en") -> str:
    """The section's Markdown in ``lang``, anchor lines left out. A section under a heading
    runs to the next heading of its level or higher; one on a list item, to the next anchor."""
    starts, lines = _document(citation.game, _language(lang))
    if citation.anchor not in starts:
        raise KeyError(f"{citation.path(lang)} has no anchor {citation.anchor!r}")
    first = starts[citation.anchor]
    while first < len(lines) and not lines[first].strip():
        first += 1
    top = _level(lines[first])
    later = [start for start in starts.values() if start > first]
    end, fenced = first + 1, False
    while end < len(lines) and (top is not None or end not in later):
        fenced ^= lines[end].startswith("```")
        level = None if fenced else _level(lines[end])
        if level is not None and (top is None or level <= top):
            break
        end += 1
    return "\n".join(lines[first:end]).strip()


def _parts(citation: Citation, lang: str) -> tuple[str, str, int]:
    """The section's title, its body's Markdown and its heading's level (0: none)."""
    markdown = section_markdown(citation, lang)
    head, _, body = markdown.partition("\n")
    level = _level(head)
    if level is None:
        return citation.title(lang), markdown, 0
    return _HEADING.match(head).group(2), body.strip(), level  # type: ignore[union-attr]


class _Renderer(mistune.HTMLRenderer):
    """Headings start at <h4> (the dialog's title is the section's own heading); a link to
    another cited section of the same game keeps its document href and carries the anchor."""

    def __init__(self, citation: Citation, lang: str, shift: int) -> None:
        super().__init__(escape=True)
        self.citation, self.lang, self.shift = citation, lang, shift

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        tag = f"h{min(6, level + self.shift)}"
        return f"<{tag}>{text}</{tag}>\n"

    def link(self, text: str, url: str, title: str | None = None) -> str:
        anchor = url[1:] if url.startswith("#") else None
        if anchor in sections(self.citation.game):
            target = cite(self.citation.game, anchor)
            href, game = html.escape(target.href(self.lang)), self.citation.game
            marks = f'data-lt-rule="{anchor}" data-lt-game="{game}" data-lt-lang="{self.lang}"'
            return f'<a href="{href}" {marks}>{text}</a>'
        return super().link(text, url, title)


def section_html(citation: Citation, lang: str = "en") -> str:
    """The section's body (its heading left out) as HTML; any HTML in the text is escaped."""
    lang = _language(lang)
    _title, body, level = _parts(citation, lang)
    render = mistune.create_markdown(renderer=_Renderer(citation, lang, 3 - (level or 3)), plugins=["table"])
    return str(render(body + "\n")).strip()


def rule_panel(message: dict[str, Any], lang: str, last: dict[str, Any]) -> dict[str, Any]:
    """The ``rule`` trait that answers a rule ``message`` whose envelope is checked (``lang``:
    the widget's language; ``last``: the trait now). MalformedAction says what was wrong: a
    field it has no use for, or a game or section there is not (naming those there are)."""
    required, optional = FIELDS
    extra = sorted(str(k)[:40] for k in message if k not in ("type", *required, *optional))
    if extra:
        raise MalformedAction(f"a rule message has no field {extra[0]!r} (allowed: game, anchor, lang)", field=extra[0])
    game, anchor = message.get("game"), message.get("anchor")
    lang = message.get("lang", lang)
    if not isinstance(lang, str) or _language(lang) != lang.split("-")[0].lower():
        raise MalformedAction(f"lang is one of {', '.join(LANGUAGES)}, not {str(lang)[:40]!r}", field="lang")
    if not isinstance(game, str) or not isinstance(anchor, str):
        raise MalformedAction("a rule message names its game and anchor, as texts", field="anchor")
    try:
        citation = cite(game, anchor)
    except KeyError as error:
        raise MalformedAction(
            f"no such section of the rules: {error.args[0]}", code="unknown_section", game=game[:40], anchor=anchor[:40]
        ) from None
    lang = _language(lang)
    words = i18n.catalog(lang)
    return {
        "id": int(last.get("id", 0)) + 1,
        "game": game,
        "anchor": anchor,
        "lang": lang,
        "title": _parts(citation, lang)[0],
        "html": section_html(citation, lang),
        "href": citation.href(lang),
        "close": words["rule.close"],
        "whole": words["rule.whole"],
    }
