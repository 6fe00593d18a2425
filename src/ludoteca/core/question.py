"""A quiz question and the engine's verdict on an answer, apart from the widget that asks them.

A :class:`Question` knows its prompt, the kind of answer it takes and how to read one
(:meth:`Question.read` refuses what does not fit); its ``check`` asks the game's engine and
returns a :class:`Verdict`. :mod:`ludoteca.core.quiz` shows questions one at a time.

>>> q = Question("2 + 2?", lambda v: Verdict(v == 4, "2 + 2 = 4"), kind="number", minimum=0)
>>> q.read(4.0), q.check(q.read(4)).correct
(4, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ludoteca.core.rulebook import Citation

__all__ = ["KINDS", "Question", "Refused", "Verdict"]

#: The kinds of answer: one option, a number, or a set of options.
KINDS = ("choice", "number", "choices")


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's judgement of one answer: whether it is right, and why, in a sentence."""

    correct: bool
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"correct": bool(self.correct), "text": str(self.text)}


class Refused(ValueError):
    """An answer or a request the quiz cannot take; ``key`` names its words in the catalog."""

    def __init__(self, key: str, english: str, **params: Any) -> None:
        super().__init__(english)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class Question:
    """One question.

    ``kind``: ``"choice"`` (one of ``options``), ``"number"`` (a whole number, between
    ``minimum`` and ``maximum`` when given) or ``"choices"`` (any set of ``options``, maybe
    none). ``options``: ``(value, label)`` pairs, a mapping value -> label, or plain strings.
    ``check(answer)`` returns a :class:`Verdict`: the answer is a string, an int, or a tuple of
    option values in the order of ``options``. ``picture`` is HTML or SVG from the game's own
    picture functions, inserted as it is (never put a learner's text in it); ``hint`` shows on
    request and after a first wrong answer, ``explanation`` once the answer is shown;
    ``rule`` cites the section of the game's rules the question is about
    (:func:`ludoteca.core.rulebook.cite`), linked beside the hint and the explanation.
    """

    prompt: str
    check: Callable[[Any], Verdict] = field(repr=False, compare=False)
    kind: str = "choice"
    options: Any = ()
    picture: str = field(default="", repr=False)
    hint: str = ""
    explanation: str = field(default="", repr=False)
    minimum: int | None = None
    maximum: int | None = None
    rule: Citation | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a question's kind is one of {', '.join(KINDS)}, not {self.kind!r:.40}")
        if not callable(self.check):
            raise TypeError("check must be a callable: answer -> Verdict")
        options = _options(self.options)
        if self.kind == "number" and options:
            raise ValueError("a number question has no options")
        if self.kind != "number" and not options:
            raise ValueError(f"a {self.kind!r} question needs options")
        object.__setattr__(self, "options", options)

    @property
    def values(self) -> list[str]:
        """The options' values, in order."""
        return [value for value, _ in self.options]

    def read(self, value: Any) -> Any:
        """The answer ``value`` as ``check`` receives it; :class:`Refused` if it does not fit."""
        if self.kind == "number":
            if isinstance(value, float) and math.isfinite(value) and value.is_integer():
                value = int(value)
            if not isinstance(value, int) or isinstance(value, bool):
                raise Refused("quiz.notice.not_a_number", "the answer is a whole number")
            low = -math.inf if self.minimum is None else self.minimum
            high = math.inf if self.maximum is None else self.maximum
            if not low <= value <= high:
                low_text = "−∞" if self.minimum is None else str(self.minimum)
                high_text = "∞" if self.maximum is None else str(self.maximum)
                raise Refused(
                    "quiz.notice.out_of_range",
                    f"the answer is a number from {low_text} to {high_text}",
                    min=low_text,
                    max=high_text,
                )
            return value
        if self.kind == "choice":
            if not isinstance(value, str) or value not in self.values:
                raise Refused("quiz.notice.unknown_option", "that is not one of the choices")
            return value
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise Refused("quiz.notice.unknown_option", "the answer is a list of the choices")
        if len(set(value)) != len(value) or not set(value) <= set(self.values):
            raise Refused("quiz.notice.unknown_option", "each answer must be one of the choices, once")
        return tuple(v for v in self.values if v in value)

    def describe(self, answer: Any) -> str:
        """An answer as the learner reads it (the labels of the options chosen)."""
        labels = dict(self.options)
        if self.kind == "choice":
            return labels[answer]
        if self.kind == "choices":
            return ", ".join(labels[v] for v in answer) or "—"
        return str(answer)


def _options(options: Any) -> tuple[tuple[str, str], ...]:
    if isinstance(options, Mapping):
        options = list(options.items())
    pairs = []
    for option in options:
        value, text = (option, option) if isinstance(option, str) else tuple(option)
        if not isinstance(value, str) or not isinstance(text, str):
            raise TypeError(f"an option is a (value, label) pair of strings, not {option!r:.60}")
        pairs.append((value, text))
    if len({value for value, _ in pairs}) != len(pairs):
        raise ValueError("two options have the same value")
    return tuple(pairs)
