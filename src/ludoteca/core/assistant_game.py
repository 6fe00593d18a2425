"""What a game gives the rules assistant (:mod:`ludoteca.core.assistant`): one declaration,
named by the game's :class:`ludoteca.core.registry.GameInfo` (``assistant="module:NAME"``).

The declaration says where the game's data folder is (``<package>/assistant/``: ``topics.json``,
``sections.json``, optionally ``neighbours.npz``), the game's own words (its synonyms and its
name), the module that works out the situations a question describes, the function that shows
a topic's live demonstration, and the sureness model fitted on the game's labelled questions.
Everything else (matching, ranking, answering, the "Ask the rules" widget) is core's, the same
for every game.

>>> declaration("luckybox").package
'ludoteca.luckybox'
>>> games_with_assistant()
('bonanza', 'luckybox', 'magdagdon')
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from ludoteca.core.registry import game_info, games
from ludoteca.core.rulebook import Citation

__all__ = ["THRESHOLD", "AssistantGame", "Situations", "WorkedCase", "declaration", "games_with_assistant"]

#: Below this score (0..1) an assistant says it is not sure instead of answering, unless its
#: game declares another threshold.
THRESHOLD = 0.3


class WorkedCase(Protocol):
    """A situation worked out by a game: its ``kind``, the curated ``topic`` it belongs to, the
    answer's ``text`` (the result first, then the rule), the ``sections`` cited and what the
    answer asks back for when a piece of the case is ``missing``."""

    @property
    def kind(self) -> str: ...
    @property
    def topic(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def sections(self) -> tuple[Citation, ...]: ...
    @property
    def missing(self) -> str | None: ...


class Situations(Protocol):
    """A game's reader of situations (a module with these three functions)."""

    def work_out(self, question: str, lang: str, answer_lang: str | None = None) -> WorkedCase | None: ...
    def beyond_rules(self, question: str, lang: str) -> str | None: ...
    def is_open(self, question: str, lang: str) -> bool: ...


@dataclass(frozen=True)
class AssistantGame:
    """One game's rules assistant.

    ``package`` holds the ``assistant/`` data folder; ``synonyms`` per language are groups of
    words naming the same thing, ``"a b c|d e"`` (the first of a group stands for the rest);
    ``name`` is a pattern of the game's own name (which says nothing about the rule asked);
    ``situations`` is the module of :class:`Situations`, ``demos`` the ``"module:function"``
    giving a topic's demonstration as text (``(name, lang) -> str``); ``coef`` and ``sure`` are
    the sureness model (None: no model, the best topic answers when it clears the threshold and
    the margin); ``threshold`` the least score a topic answers with, and ``clear`` (a score, a
    lead and a share) lets a topic below it answer when it scores that much, leads every topic
    citing other sections by that lead and the topics know that share of the question's words;
    ``prefer``: a close neighbour of the best topic that the question's words call for answers
    instead (:mod:`ludoteca.core.assistant_prefer`); ``named_least``: with ``prefer``, the least
    score a best topic answers with when the reader's ``named_topics`` name it (None: the
    threshold or the ``clear`` score, as for any other preferred topic); ``fillers`` per
    language: a pattern of the greetings and polite framing ("good afternoon", "could you kindly
    explain") that say nothing about the rule asked, left out of the matching (matched on the
    text in lower case; none by default); ``quoted_mark``: whether a "?" in quotes or joined to
    a word by a hyphen ("the "?" bonus", "„?“-Bonus", "?-bonus") names a "?" as well, not only
    one followed by a word (off by default)."""

    game: str
    package: str
    synonyms: dict[str, str] = field(default_factory=dict)
    name: str = r"$^"
    situations: str | None = None
    demos: str | None = None
    coef: tuple[float, ...] | None = None
    sure: float = 0.5
    threshold: float = THRESHOLD
    clear: tuple[float, float, float] | None = None
    prefer: bool = False
    named_least: float | None = None
    fillers: dict[str, str] = field(default_factory=dict)
    quoted_mark: bool = False

    def reader(self) -> Situations | None:
        """The game's situations module (imported now), or None."""
        return None if self.situations is None else importlib.import_module(self.situations)

    def demo(self, name: str, lang: str) -> str | None:
        """The demonstration ``name`` told in ``lang``, or None if the game has none."""
        if self.demos is None:
            return None
        module, _, function = self.demos.partition(":")
        show: Any = getattr(importlib.import_module(module), function)
        return str(show(name, lang))


@cache
def declaration(game: str) -> AssistantGame:
    """The assistant declared by game ``game``; ValueError if it declares none."""
    path = game_info(game).assistant
    if path is None:
        raise ValueError(f"the game {game!r} has no rules assistant")
    module, _, name = path.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not isinstance(found, AssistantGame):
        raise TypeError(f"{path} is no AssistantGame")
    return found


def games_with_assistant() -> tuple[str, ...]:
    """The registered games that have a rules assistant, in alphabetical order."""
    return tuple(info.name for info in games() if info.assistant is not None)
