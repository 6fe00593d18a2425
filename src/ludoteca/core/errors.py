"""Errors a player can read: each has a stable ``code`` and a plain-language message.

The ``code`` lets the front end translate the message (catalog key ``error.<code>``,
formatted with ``params``); the English ``message`` is always there as a fallback.

``str(error)``, what a traceback or ``print(error)`` shows, speaks the current language
(:func:`ludoteca.core.i18n.set_language`) when the catalogs have ``error.<code>``, and is the
English ``message`` otherwise (see :func:`ludoteca.core.i18n.refusal_text`); ``message``,
``repr`` and :meth:`LudotecaError.to_json` stay English.
"""

from __future__ import annotations

from typing import Any


class LudotecaError(Exception):
    """Base class of every error ludoteca raises on purpose."""

    code = "error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params

    def __str__(self) -> str:
        try:  # imported here: nearly every module imports this one, i18n among them
            from ludoteca.core.i18n import refusal_text

            return refusal_text(self)
        except Exception:  # a traceback must never fail to show its error
            return self.message

    def to_json(self) -> dict[str, Any]:
        """The error as the front end receives it."""
        return {"code": self.code, "message": self.message, "params": _plain(self.params)}


class IllegalAction(LudotecaError):
    """The action breaks a rule in this position; the game is left exactly as it was."""

    code = "illegal_action"


class MalformedAction(IllegalAction):
    """The action could not even be read (wrong type, missing field, unknown name)."""

    code = "malformed_action"


class CorruptData(LudotecaError):
    """A save, cache or score file could not be read back."""

    code = "corrupt_data"


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v if isinstance(v, (str, int, float, bool, type(None))) else str(v) for k, v in params.items()}
