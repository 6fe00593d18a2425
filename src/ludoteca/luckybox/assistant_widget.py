""" "Ask the rules" about Lucky Box: core's box (:mod:`ludoteca.core.assistant_widget`) with
Lucky Box's assistant.

>>> AskRules(locale="en").ask("How many rounds are there?").topic
'rounds'
"""

from __future__ import annotations

from typing import Any

from ludoteca.core import assistant_widget

__all__ = ["MAX_QUESTION", "AskRules"]

MAX_QUESTION = assistant_widget.MAX_QUESTION


class AskRules(assistant_widget.AskRules):
    """The box of questions about Lucky Box's rules, for a notebook."""

    def __init__(self, *, locale: str | None = None, **kwargs: Any) -> None:
        super().__init__("luckybox", locale=locale, **kwargs)
