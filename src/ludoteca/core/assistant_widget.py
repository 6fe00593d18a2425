""" "Ask the rules": a text box for questions about a game's rules, the answer with the
sections it cites (linked) and its live demo, and the questions asked so far; the same box for
every game with a rules assistant (:mod:`ludoteca.core.assistant`).

:class:`RulesDesk` holds the questions and answers and reads the front end's messages; the
:class:`AskRules` widget shows one in a notebook, and a game's table opens one behind its "?"
button. Messages: ``{"type": "ask", "question": text}``, ``{"type": "topic", "topic": id}``
(a "did you mean" choice) and ``{"type": "show", "index": i}`` (an earlier question again); the
widget shows a cited section itself on ``{"type": "rule", "game": g, "anchor": a, "lang": l}``
(see :mod:`ludoteca.core.rule_section`). A malformed message is answered with a notice and
changes nothing.

>>> box = AskRules("luckybox", locale="en")
>>> box.ask("How many rounds are there?").topic
'rounds'
>>> box
AskRules(1 question asked)
"""

from __future__ import annotations

import logging
from typing import Any

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.assistant import Answer, ask, detect_language, explain, labels, prepare, topics
from ludoteca.core.errors import LudotecaError
from ludoteca.core.rule_section import rule_panel
from ludoteca.core.widget import STATIC, bundle, read_envelope, require

__all__ = ["MAX_QUESTION", "PANEL_JS", "PANEL_CSS", "AskRules", "RulesDesk"]

log = logging.getLogger(__name__)
#: The drawing of the panel, shared by the widget and the tables' "?" (no export of its own).
PANEL_JS, PANEL_CSS = STATIC / "ask-view.js", STATIC / "ask.css"
#: The longest question taken, in characters.
MAX_QUESTION = 300
FIELDS = {"ask": (("question",), ()), "topic": (("topic",), ()), "show": (("index",), ())}


class RulesDesk:
    """The questions asked so far about ``game``'s rules and their answers; ``locale`` is the
    language of the desk's own words and of answers whose language the question does not tell."""

    def __init__(self, game: str, locale: str | None = None) -> None:
        self.game = game
        self.locale = str(i18n.catalog(locale)["language.tag"]).split("-")[0]
        self.answers: list[Answer] = []
        self.shown: int | None = None
        self.notice: dict[str, Any] = {}
        self._notices = 0

    def ask(self, question: str) -> Answer:
        """Ask ``question`` as if typed in the box; the answer is shown and kept."""
        question = question.strip()
        if not question:
            raise LudotecaError("Type a question first", code="no_question")
        if len(question) > MAX_QUESTION:
            raise LudotecaError(f"A question has at most {MAX_QUESTION} characters", code="too_long", max=MAX_QUESTION)
        return self._keep(ask(self.game, question, lang=detect_language(self.game, question, default=self.locale)))

    def receive(self, content: Any) -> bool:
        """Handle one front-end message; a bad one becomes a notice and changes nothing."""
        try:
            message = read_envelope(content, FIELDS, FIELDS)
            if message["type"] == "ask":
                self.ask(require(message, "question", str))
            elif message["type"] == "topic":
                lang = self.answers[self.shown].lang if self.shown is not None else self.locale
                self._keep(explain(self.game, require(message, "topic", str, topics(self.game)), lang))
            else:
                self.shown = require(message, "index", int, range(len(self.answers)))
        except LudotecaError as error:
            self.show_error(error)
            return False
        except Exception:  # a bug must not leave a dead box or a traceback
            log.exception("ludoteca: error while handling %r", content)
            self.show_error(LudotecaError("Something went wrong; nothing was changed.", code="internal"))
            return False
        self.notice = {}
        return True

    def view(self) -> dict[str, Any]:
        """What the panel draws: the answer shown, "did you mean" choices, the questions asked."""
        current = self.answers[self.shown] if self.shown is not None else None
        answer = current.to_json() if current else None
        return {
            "answer": answer,
            "alternatives": answer["did_you_mean"] if answer else [],
            "asked": [a.question for a in self.answers],
            "shown": self.shown,
            "words": labels(self.game, self.locale),
            "notice": self.notice,
        }

    def _keep(self, answer: Answer) -> Answer:
        self.answers.append(answer)
        self.shown = len(self.answers) - 1
        return answer

    def show_error(self, error: LudotecaError) -> None:
        """Show ``error`` to the asker in the desk's language (a notice)."""
        self._notices += 1
        self.notice = {"id": self._notices, "code": error.code, "text": i18n.error_text(error, self.locale)}


class AskRules(anywidget.AnyWidget):
    """The rules assistant in a box (see :class:`RulesDesk`)."""

    _esm = bundle(STATIC / "common.js", PANEL_JS, STATIC / "ask.js")
    _css = bundle(STATIC / "theme.css", PANEL_CSS)

    view = traitlets.Dict().tag(sync=True)
    rule = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str, *, locale: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        prepare(game)  # the cell that shows the box takes the second the first answer would
        self.desk = RulesDesk(game, locale)
        self.on_msg(lambda _w, content, _b: self.receive(content))
        self.view = self.desk.view()

    def ask(self, question: str) -> Answer:
        """Ask ``question`` as if typed in the box."""
        answer = self.desk.ask(question)
        self.view = self.desk.view()
        return answer

    def receive(self, content: Any) -> bool:
        if isinstance(content, dict) and content.get("type") == "rule":
            return self._show_rule(content)
        taken = self.desk.receive(content)
        self.view = self.desk.view()
        return taken

    def _show_rule(self, content: dict[str, Any]) -> bool:
        try:
            read_envelope(content, ("rule",))
            self.rule = rule_panel(content, self.desk.locale, self.rule)
        except LudotecaError as error:
            self.desk.show_error(error)
            self.view = self.desk.view()
            return False
        return True

    @property
    def notice(self) -> dict[str, Any]:
        return self.desk.notice

    def __repr__(self) -> str:
        count = len(self.desk.answers)
        return f"AskRules({count} question{'s' if count != 1 else ''} asked)"
