"""The words on screen, in English, Portuguese, German and French.

Each language is a flat JSON catalog (``locales/<code>.json``) from keys to texts with
``{name}`` placeholders. English is complete; another language may miss a key, and then
the English text is used. A key nobody knows comes back as itself.

>>> translate("winner", "de", name="Ana")
'Ana gewinnt!'
>>> translate("no.such.key")
'no.such.key'
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "set_language", "get_language", "translate", "t", "catalog"]

#: The languages ludoteca speaks: code -> the language's own name for itself.
LANGUAGES: dict[str, str] = {"en": "English", "pt": "Português", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE


def set_language(code: str) -> None:
    """Speak ``code`` ("en", "pt", "de", "fr"; "pt-PT" or "de_DE" also do) from now on."""
    global _language
    _language = _code(code)


def get_language() -> str:
    """The code of the language in use."""
    return _language


def catalog(locale: str | None = None) -> dict[str, str]:
    """Every text in ``locale`` (default: the current language), English where it has none."""
    code = _code(locale) if locale is not None else _language
    merged = dict(_load(DEFAULT_LANGUAGE))
    if code != DEFAULT_LANGUAGE:
        merged.update(_load(code))
    return merged


def translate(key: str, locale: str | None = None, **params: Any) -> str:
    """The text for ``key`` in ``locale`` (default: the current language), filled with ``params``.

    A placeholder without a matching parameter is left as it is, so a missing value shows
    rather than crashing the widget.
    """
    code = _code(locale) if locale is not None else _language
    text = _load(code).get(key)
    if text is None:
        text = _load(DEFAULT_LANGUAGE).get(key, key)
    return text.format_map(_Params(params)) if params or "{" in text else text


t = translate


class _Params(dict):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def _code(code: object) -> str:
    if isinstance(code, str):
        short = code.strip().replace("_", "-").split("-")[0].lower()
        if short in LANGUAGES:
            return short
    available = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
    raise ValueError(f"unknown language {code!r}; available: {available}")


@lru_cache(maxsize=None)
def _load(code: str) -> dict[str, str]:
    text = resources.files("ludoteca.core").joinpath("locales", f"{code}.json").read_text("utf-8")
    return json.loads(text)
