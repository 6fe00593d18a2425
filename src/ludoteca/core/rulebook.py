"""Citations of the rules: each game's complete rules ship in four languages as
``docs/rules/<lang>/<game>.md``, whose sections carry the same fixed anchors in every language;
a :class:`Citation` names one section, with its title in each language, and links to it in the
reader's language.

>>> rule = cite("luckybox", "bonus-number")
>>> rule
Citation('luckybox', 'bonus-number')
>>> rule.title("fr"), rule.href("fr")
('Bonus Numéro', '../../../docs/rules/fr/luckybox.md#bonus-number')
>>> rule.markdown("en")
'[Number bonus](../../../docs/rules/en/luckybox.md#bonus-number)'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ludoteca.core.i18n import LANGUAGES

__all__ = ["NOTEBOOK_BASE", "Citation", "cite", "notice_rule", "sections"]

#: Where the repository's root is seen from a game's notebooks (notebooks/<lang>/<game>/…).
NOTEBOOK_BASE = "../../../"


@cache
def _data() -> dict[str, Any]:
    return json.loads(resources.files("ludoteca.core").joinpath("rulebook.json").read_text("utf-8"))


def _index() -> dict[str, dict[str, dict[str, str]]]:
    return _data()["games"]


def sections(game: str) -> dict[str, dict[str, str]]:
    """Every cited section of ``game``'s rules: anchor -> title by language."""
    if game not in _index():
        raise KeyError(f"no rules for {game!r:.40}; the games are: {', '.join(_index())}")
    return _index()[game]


@dataclass(frozen=True, slots=True)
class Citation:
    """One section of a game's rules (``docs/rules/<lang>/<game>.md#<anchor>``)."""

    game: str
    anchor: str

    def __post_init__(self) -> None:
        if self.anchor not in sections(self.game):
            known = ", ".join(sections(self.game))
            raise KeyError(f"the {self.game} rules have no section {self.anchor!r:.40}; they have: {known}")

    def path(self, lang: str = "en") -> str:
        """The document in ``lang``, from the repository's root."""
        return f"docs/rules/{_language(lang)}/{self.game}.md"

    def title(self, lang: str = "en") -> str:
        """The section's title in ``lang`` (English if that language has none)."""
        titles = sections(self.game)[self.anchor]
        return titles.get(lang) or titles["en"]

    def href(self, lang: str = "en", base: str = NOTEBOOK_BASE) -> str:
        """A link to the section in ``lang``, relative to ``base`` (by default, from a game's notebooks)."""
        return f"{base}{self.path(lang)}#{self.anchor}"

    def markdown(self, lang: str = "en", base: str = NOTEBOOK_BASE) -> str:
        return f"[{self.title(lang)}]({self.href(lang, base)})"

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """What a rule link draws and asks for: its title and href in ``lang``, the game and the anchor."""
        return {
            "title": self.title(lang),
            "href": self.href(lang),
            "anchor": self.anchor,
            "game": self.game,
            "lang": _language(lang),
        }

    def __repr__(self) -> str:
        return f"Citation({self.game!r}, {self.anchor!r})"


def _language(lang: str) -> str:
    """``lang`` if the rules are written in it, else English ("pt-PT" reads as "pt")."""
    code = lang.replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def cite(game: str, anchor: str) -> Citation:
    """The section ``anchor`` of ``game``'s rules; KeyError lists the sections if there is none."""
    return Citation(game, anchor)


def notice_rule(game: str, code: str) -> Citation | None:
    """The section a notice of ``game`` with error ``code`` quotes, if it states a rule.

    >>> notice_rule("luckybox", "already_played")
    Citation('luckybox', 'turn-cross')
    >>> notice_rule("luckybox", "no_hints") is None
    True
    """
    anchor = _data()["notices"].get(game, {}).get(code)
    return None if anchor is None else Citation(game, anchor)
