"""A quiz widget: a few questions about game positions, each answer judged by the game's engine.

Every game can use it. A :class:`Question` carries a prompt, a picture (HTML or SVG from the
game's picture functions), the kind of answer it takes and a ``check`` callable that asks the
engine whether an answer is right and says why (a :class:`Verdict`). Python decides; the front
end only draws ``view`` and sends messages, and the view holds nothing that gives the answer
away (no verdict, no explanation, no hint) until the learner has answered or asked for the hint.

>>> def check(value):
...     return Verdict(value == 4, f"2 + 2 = 4, not {value}" if value != 4 else "2 + 2 = 4")
>>> quiz = Quiz("Sums", [Question("What is 2 + 2?", check, kind="number")])
>>> quiz
Quiz('Sums', 1 question, answered 0)
>>> quiz.answer(0, 5)
'Not quite. Try again, or show the answer.'
>>> quiz.answer(0, 3)
'Not quite. 2 + 2 = 4, not 3'
>>> quiz.answer(0, 4), quiz.score()
('Right! 2 + 2 = 4', (0, 1))

A wrong first answer shows the hint (if the question has one), not the answer: the answer and
its explanation come with a second wrong answer or when the learner asks for them ("Show
answer"), so trying again still tests something.

Messages from the front end (indices count from 0, as in Python):

- ``{"type": "answer", "question": i, "value": v}``: a string (one choice), a number, or a
  list of strings (several choices);
- ``{"type": "retry", "question": i}``: clear the answer to try again;
- ``{"type": "hint", "question": i}``: show the hint;
- ``{"type": "reveal", "question": i}``: show the answer after a wrong try;
- ``{"type": "go", "question": i}``: show question ``i`` (the front end's next / previous);
- ``{"type": "rule", "game": g, "anchor": a}``: show a section of the rules (its ``rule`` trait,
  see :mod:`ludoteca.core.rule_section`).

A refused message leaves the quiz as it was and shows a notice.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import anywidget
import traitlets

from ludoteca.core import i18n
from ludoteca.core.errors import LudotecaError, MalformedAction
from ludoteca.core.question import KINDS, Question, Refused, Verdict
from ludoteca.core.rule_section import rule_panel
from ludoteca.core.widget import STATIC, bundle, read_envelope, require

__all__ = ["KINDS", "Question", "Quiz", "Refused", "Verdict"]

log = logging.getLogger(__name__)

#: The fields each message carries besides "type".
FIELDS: dict[str, tuple[str, ...]] = {
    "answer": ("question", "value"),
    "retry": ("question",),
    "hint": ("question",),
    "reveal": ("question",),
    "go": ("question",),
}
#: Catalog keys the front end uses besides the ``quiz.*`` ones.
SHARED_KEYS = ("language.tag", "notice.dismiss")


class Quiz(anywidget.AnyWidget):
    """A list of questions shown one at a time, answered by clicks or from Python.

    ``title`` names the quiz; ``locale`` chooses the language of the quiz's own words (the
    questions come written by the game). :meth:`answer` answers from Python and returns what
    the learner would read; :meth:`score` counts the questions answered right at the first try.
    """

    _esm = bundle(STATIC / "common.js", STATIC / "quiz.js")
    _css = bundle(STATIC / "theme.css", STATIC / "quiz.css")

    view = traitlets.Dict().tag(sync=True)
    locale = traitlets.Unicode("en").tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)
    rule = traitlets.Dict().tag(sync=True)

    message_types: tuple[str, ...] = (*FIELDS, "rule")

    def __init__(self, title: str, questions: Iterable[Question], *, locale: str | None = None, **kwargs: Any) -> None:
        questions = list(questions)
        if not questions or not all(isinstance(q, Question) for q in questions):
            raise ValueError("a quiz needs at least one Question")
        super().__init__(**kwargs)
        self.title = str(title)
        self.questions: list[Question] = questions
        self.current = 0
        count = len(questions)
        self._given: list[Any] = [None] * count
        self._verdicts: list[Verdict | None] = [None] * count
        self._first: list[bool | None] = [None] * count  # right at the first try?
        self._hinted = [False] * count
        self._misses = [0] * count  # wrong answers so far
        self._revealed = [False] * count  # the answer and its explanation are shown
        self._notices = 0
        locale = locale or i18n.get_language()
        self.strings = _strings(locale)  # an unknown language raises ValueError here
        self.locale = locale
        self.on_msg(self._on_message)
        self.refresh()

    # -- Python API ---------------------------------------------------------------------
    def answer(self, question: int, value: Any) -> str:
        """Answer question ``question`` (from 0) with ``value``; returns the verdict as the
        learner reads it. An earlier answer to that question is replaced (its first try still
        counts for the score). Raises ``IndexError`` or :class:`Refused` (a ``ValueError``)."""
        index = self._index(question)
        self._apply_answer(index, value)
        hint = self.questions[index].hint
        if hint and not self._revealed[index]:
            return self._t("quiz.wrong_with_hint", wrong=self._t("quiz.wrong"), hint=hint)
        return self.verdict_text(index) or ""

    def verdict_text(self, question: int) -> str | None:
        """What the learner reads after answering ``question`` ("Right! …"), or None. After a
        first wrong answer it gives nothing away: the answer waits for :meth:`reveal`."""
        index = self._index(question)
        verdict = self._verdicts[index]
        if verdict is None:
            return None
        if not self._revealed[index]:
            again = "quiz.try_hint" if self.questions[index].hint else "quiz.try_again_or_show"
            return f"{self._t('quiz.wrong')} {self._t(again)}"
        head = self._t("quiz.right" if verdict.correct else "quiz.wrong")
        return f"{head} {verdict.text}".strip()

    def reveal(self, question: int) -> str:
        """Show the answer to ``question`` after a wrong try (and return the verdict)."""
        index = self._index(question)
        if not self._misses[index]:
            raise Refused("quiz.notice.reveal_first", "answer the question first")
        self._revealed[index] = True
        self.current = index
        self.refresh()
        return self.verdict_text(index) or ""

    def retry(self, question: int) -> None:
        """Clear the answer to ``question`` so it can be answered again."""
        index = self._index(question)
        if self._verdicts[index] is None:
            raise Refused("quiz.notice.not_answered", "this question has no answer to try again")
        self._given[index] = self._verdicts[index] = None
        self.current = index
        self.refresh()

    def hint(self, question: int) -> str:
        """Show the hint of ``question`` (and return it)."""
        index = self._index(question)
        if not self.questions[index].hint:
            raise Refused("quiz.notice.no_hint", "this question has no hint")
        self._hinted[index] = True
        self.current = index
        self.refresh()
        return self.questions[index].hint

    def go(self, question: int) -> None:
        """Show question ``question``."""
        self.current = self._index(question)
        self.refresh()

    def score(self) -> tuple[int, int]:
        """(questions answered right at the first try, questions answered at least once)."""
        tried = [first for first in self._first if first is not None]
        return sum(tried), len(tried)

    def is_answered(self, question: int) -> bool:
        return self._verdicts[self._index(question)] is not None

    def _index(self, question: Any) -> int:
        count = len(self.questions)
        if not isinstance(question, int) or isinstance(question, bool) or not 0 <= question < count:
            raise IndexError(f"there is no question {question!r:.20}; they are numbered 0 to {count - 1}")
        return question

    # -- the view -------------------------------------------------------------------------
    def refresh(self) -> None:
        self.view = self.make_view()

    def make_view(self) -> dict[str, Any]:
        """What the front end draws: the current question and the progress. An unanswered
        question's view holds its prompt, picture and options only."""
        index = self.current
        q = self.questions[index]
        verdict = self._verdicts[index]
        right, tried = self.score()
        question: dict[str, Any] = {
            "index": index,
            "prompt": q.prompt,
            "picture": q.picture,
            "kind": q.kind,
            "options": [{"value": value, "label": text} for value, text in q.options],
            "min": q.minimum,
            "max": q.maximum,
            "has_hint": bool(q.hint),
            "hint": q.hint if self._hinted[index] else None,
            "rule": q.rule.to_json(self.locale) if q.rule and (self._hinted[index] or self._revealed[index]) else None,
            "revealed": self._revealed[index],
            "can_reveal": not self._revealed[index] and self._misses[index] > 0,
            "answered": verdict is not None,
            "given": None,
            "given_text": None,
            "verdict": None,
            "verdict_text": None,
            "explanation": None,
        }
        if verdict is not None:
            given = self._given[index]
            question.update(
                given=list(given) if isinstance(given, tuple) else given,
                given_text=q.describe(given),
                verdict=verdict.to_json() if self._revealed[index] else {"correct": False, "text": None},
                verdict_text=self.verdict_text(index),
                explanation=(q.explanation or None) if self._revealed[index] else None,
            )
        status = ["open" if v is None else "right" if v.correct else "wrong" for v in self._verdicts]
        return {
            "title": self.title,
            "count": len(self.questions),
            "index": index,
            "right": right,
            "tried": tried,
            "status": status,
            "question": question,
        }

    @traitlets.observe("locale")
    def _locale_changed(self, change: dict) -> None:
        try:
            self.strings = _strings(change["new"])
        except ValueError as error:
            self.locale = change["old"] or "en"
            self._show(LudotecaError(str(error), code="unknown_language"))
            return
        if hasattr(self, "questions"):
            self.refresh()

    def _t(self, key: str, **params: Any) -> str:
        return i18n.translate(key, self.locale, **params)

    # -- messages -------------------------------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.receive(content)

    def receive(self, content: Any) -> bool:
        """Handle one message as if it came from the front end; returns whether it was taken.
        Every failure becomes a notice and leaves the quiz as it was."""
        try:
            message = read_envelope(content, self.message_types)  # the envelope every widget checks
            self.handle(message)
        except Refused as refused:
            self._notices += 1
            self.notice = {"id": self._notices, "code": refused.key, "text": self._t(refused.key, **refused.params)}
            return False
        except LudotecaError as error:
            self._show(error)
            return False
        except Exception:  # a bug (in a check too) must not leave a dead widget or a traceback
            log.exception("ludoteca: error while handling %r", content)
            self._show(LudotecaError("Something went wrong; the quiz was not changed.", code="internal"))
            return False
        self.notice = {}
        return True

    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "rule":
            self.rule = rule_panel(message, self.locale, self.rule)
            return
        extra = set(message) - {"type", *FIELDS[kind]}
        if extra:
            raise MalformedAction(f"unexpected field {sorted(map(str, extra))[0][:40]!r} in a {kind!r} message")
        index = require(message, "question", int)
        if not 0 <= index < len(self.questions):
            raise Refused(
                "quiz.notice.no_question", f"there is no question {index}", n=index + 1, total=len(self.questions)
            )
        if kind == "answer":
            if "value" not in message:
                raise MalformedAction("the message lacks the field 'value'", field="value")
            if self._verdicts[index] is not None:
                raise Refused("quiz.notice.answered", "this question is answered: try again first")
            self._apply_answer(index, message["value"])
        elif kind == "retry":
            self.retry(index)
        elif kind == "hint":
            self.hint(index)
        elif kind == "reveal":
            self.reveal(index)
        else:
            self.go(index)

    def _apply_answer(self, index: int, value: Any) -> None:
        q = self.questions[index]
        answer = q.read(value)
        verdict = q.check(answer)  # before anything changes: a failing check changes nothing
        if not isinstance(verdict, Verdict):
            raise TypeError(f"check must return a Verdict, not {type(verdict).__name__}")
        self._given[index], self._verdicts[index] = answer, verdict
        if self._first[index] is None:
            self._first[index] = bool(verdict.correct)
        if verdict.correct or self._misses[index]:  # right, or a second miss: show the answer
            self._revealed[index] = True
        if not verdict.correct:
            self._misses[index] += 1
            self._hinted[index] = self._hinted[index] or bool(q.hint)
        self.current = index
        self.refresh()

    def _show(self, error: LudotecaError) -> None:
        self._notices += 1
        self.notice = {"id": self._notices, "code": error.code, "text": i18n.error_text(error, self.locale)}

    # -- notebooks --------------------------------------------------------------------------
    def __repr__(self) -> str:
        count = len(self.questions)
        answered = sum(v is not None for v in self._verdicts)
        return f"Quiz({self.title!r}, {count} question{'s' if count != 1 else ''}, answered {answered})"

    def __str__(self) -> str:
        lines = [self.title]
        for i, (q, verdict) in enumerate(zip(self.questions, self._verdicts)):
            mark = " " if verdict is None else "✓" if verdict.correct else "✗"
            lines.append(f"{mark} {i}. {q.prompt}")
        right, tried = self.score()
        lines.append(f"right at the first try: {right} of {tried}")
        return "\n".join(lines)


def _strings(locale: str) -> dict[str, Any]:
    """The words the quiz's front end needs, in ``locale`` (English where it has none)."""
    words = i18n.catalog(locale)
    return {key: value for key, value in words.items() if key.startswith("quiz.") or key in SHARED_KEYS}
