"""The words on screen, in English, Portuguese (as spoken in Portugal), German and French.

Each language is a JSON catalog per package: the shared words in ``core/locales/<code>.json``
and each game's words beside the game (``bonanza/locales/<code>.json``). :func:`catalog`
merges them; a key belongs to exactly one of them. Keys are texts with ``{name}`` placeholders,
English is complete, and another language may miss a key: then the English text is used. A key
nobody knows comes back as itself.

A text may also be an object that chooses between forms:

* **plural forms**, keyed by CLDR plural categories (``"one"``, ``"few"``, ``"many"``,
  ``"other"`` ...), chosen by the ``count`` parameter with the language's CLDR rules (Babel
  in Python, ``Intl.PluralRules`` in the browser: the same data). ``count`` may be a number or a
  number already written out ("0,53"), whose visible decimals count as CLDR says (English
  "1.00 points"). A category the object lacks falls back to ``"other"``.
* **grammatical forms**, keyed by the gender of the word the sentence is about
  (``"masculine"``, ``"feminine"``, ``"neuter"``, or ``"masculine_plural"`` where that word is a
  plural, like Portuguese "Uns"), chosen by the ``gender`` parameter, with ``"other"`` as the
  fallback. A game records the gender of each of its nouns in its catalog: the gender of a
  Bonanza box is the text of ``bonanza.box.<box>.gender`` (``"feminine"`` for "Sorte").

Forms nest (a gender object may hold plural objects). The caller passes the choosers:

>>> translate("bonanza.event.points", "fr", count=0)
'0 point'
>>> translate("bonanza.event.points", "en", count=1)
'1 point'
>>> gender = translate("bonanza.box.chance.gender", "pt")
>>> translate("bonanza.event.timeout", "pt", box="Sorte", name="Ana", gender=gender)
'Tempo esgotado: Sorte registada na vez de Ana'
>>> translate("winner", "de", name="Ana")
'Der Sieg geht an Ana!'
>>> translate("no.such.key")
'no.such.key'
"""

from __future__ import annotations

import json
import re
from decimal import Decimal, InvalidOperation
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from ludoteca.core import registry

__all__ = [
    "LANGUAGES",
    "DEFAULT_LANGUAGE",
    "PLURAL_CATEGORIES",
    "set_language",
    "get_language",
    "translate",
    "t",
    "catalog",
    "catalogs",
    "plural_category",
    "resolve",
    "error_text",
    "refusal_text",
    "decimal",
    "join",
    "DECIMAL_COMMA",
    "GENERIC_CODES",
]

#: The languages ludoteca speaks: code -> the language's own name for itself.
LANGUAGES: dict[str, str] = {"en": "English", "pt": "Português", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
#: The longest language tag read ("pt-PT", "de_DE"...); a longer one is unknown, never cached.
MAX_TAG = 35
#: The CLDR plural categories: an object whose keys are all among these holds plural forms.
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})

#: Languages that write 236,3 rather than 236.3.
DECIMAL_COMMA = frozenset({"pt", "de", "fr"})
#: Error codes whose catalog text is only a general sentence ("That move could not be
#: understood."): :func:`refusal_text` adds the engine's own (English) message after it.
GENERIC_CODES = frozenset({"error", "illegal_action", "malformed_action", "corrupt_data", "internal"})
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")

#: A catalog value: a text, or an object of forms (plural or grammatical), possibly nested.
Text = str | dict[str, Any]

_language = DEFAULT_LANGUAGE


def set_language(code: str) -> None:
    """Speak ``code`` ("en", "pt", "de", "fr"; "pt-PT" or "de_DE" also do) from now on.

    Only what is created afterwards changes language: a widget already on screen keeps the
    language it was made with, and no message says so (change one with its ``locale``).
    """
    global _language
    _language = _code(code)


def get_language() -> str:
    """The code of the language in use."""
    return _language


def catalog(locale: str | None = None, game: str | None = None) -> dict[str, Text]:
    """Every text in ``locale`` (default: the current language), English where it has none.

    ``game`` keeps the shared words and that game's only (what its widget sends to the page;
    a name that is not a game, like "cup", keeps the shared words). Values are texts or objects
    of forms (see the module's docstring); the front end resolves them the same way as
    :func:`translate`.

    >>> words = catalog("fr", game="luckybox")
    >>> "luckybox.title" in words, "bonanza.title" in words, "notice.dismiss" in words
    (True, False, True)
    """
    code = _code(locale) if locale is not None else _language
    merged = dict(_merged(DEFAULT_LANGUAGE))
    if code != DEFAULT_LANGUAGE:
        merged.update(_merged(code))
    if game is None:
        return merged
    return {key: value for key, value in merged.items() if _owner(key) in ("core", game)}


def catalogs(locale: str) -> dict[str, dict[str, Text]]:
    """The catalog of each package for ``locale`` as written: ``{"core": {...}, "bonanza": {...}}``."""
    code = _code(locale)
    return {package: _read(package, code) for package in _packages()}


def translate(key: str, locale: str | None = None, **params: Any) -> str:
    """The text for ``key`` in ``locale`` (default: the current language), filled with ``params``.

    ``count`` chooses plural forms and ``gender`` grammatical forms. A placeholder without a
    matching parameter is left as it is, so a missing value shows rather than crashing the widget.
    """
    code = _code(locale) if locale is not None else _language
    value = _merged(code).get(key)
    if value is None:
        value = _merged(DEFAULT_LANGUAGE).get(key, key)
    text = resolve(value, code, params)
    return text.format_map(_Params(params)) if params or "{" in text else text


t = translate


def error_text(error: Any, locale: str | None = None) -> str:
    """What a player reads for ``error`` (a :class:`~ludoteca.core.errors.LudotecaError`).

    In English, the engine's own message, which names the input ("Cannot record in fours: it
    already holds 12"), starting with a capital like every other notice; in another language,
    the catalog's ``error.<code>`` filled with the error's params (the message if there is none).
    """
    code = _code(locale) if locale is not None else _language
    params = getattr(error, "params", {}) or {}
    key = f"error.{getattr(error, 'code', 'error')}"
    if code != DEFAULT_LANGUAGE and key in _merged(code):
        return translate(key, code, **in_words(params, code))
    message = str(getattr(error, "message", error))
    first = re.match(r"[a-z]+\b", message)
    if first and not any(message.startswith(str(v)) for v in params.values()):  # not a name or a file
        message = message[0].upper() + message[1:]
    return message


def refusal_text(error: Any, locale: str | None = None) -> str:
    """What ``str(error)`` shows for a :class:`~ludoteca.core.errors.LudotecaError`: a traceback
    in a notebook, or ``print(refused)``.

    In English (and wherever the catalog has no ``error.<code>``, or lacks a value the text
    needs) the engine's own message, word for word; in another language the catalog's text
    filled with the error's params. A general code (:data:`GENERIC_CODES`, such as a move that
    could not be read) says its general sentence and then, in brackets, the engine's message,
    which names what went wrong.

    >>> from ludoteca.core.errors import IllegalAction
    >>> error = IllegalAction("there is no die 9: dice are 1 to 5", code="no_such_die", die=9, count=5)
    >>> refusal_text(error, "en")
    'there is no die 9: dice are 1 to 5'
    >>> refusal_text(error, "de") == translate("error.no_such_die", "de", die=9, count=5)
    True
    """
    message = str(getattr(error, "message", "") or "")
    code = _code(locale) if locale is not None else _language
    key = f"error.{getattr(error, 'code', 'error')}"
    if code == DEFAULT_LANGUAGE or key not in _merged(code):
        return message
    text = translate(key, code, **in_words(getattr(error, "params", {}) or {}, code))
    if _PLACEHOLDER.search(text):  # a value the sentence needs is missing: the message says more
        return message
    if getattr(error, "code", None) in GENERIC_CODES and message:
        return f"{text} ({message})"
    return text


def decimal(value: float, digits: int = 2, locale: str | None = None, *, sign: bool = False) -> str:
    """``value`` with ``digits`` decimals and the language's decimal mark (``sign``: always a sign).

    >>> decimal(2.5, 2, "en"), decimal(2.5, 1, "pt"), decimal(3.25, 1, "fr", sign=True)
    ('2.50', '2,5', '+3,2')
    """
    code = _code(locale) if locale is not None else _language
    text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
    return text.replace(".", ",") if code in DECIMAL_COMMA else text


def in_words(params: dict[str, Any], locale: str | None = None) -> dict[str, Any]:
    """An error's ``params`` ready for its catalog text: a list becomes a list in words
    (:func:`join`), ``{"or": [...]}`` a choice ("a, b or c"), and ``{"key": k, ...}`` the text
    of ``k`` filled with the rest.

    >>> in_words({"cells": [{"key": "list.and", "first": "a", "last": ["b", "c"]}, "d"]}, "pt")
    {'cells': 'a e b e c e d'}
    """

    def word(value: Any) -> Any:
        if isinstance(value, dict) and set(value) == {"or"}:  # a choice: "Fours or Chance"
            return join([word(item) for item in value["or"]], locale, conjunction="or")
        if isinstance(value, dict) and "key" in value:
            return translate(value["key"], locale, **{k: word(v) for k, v in value.items() if k != "key"})
        if isinstance(value, list):
            return join([word(item) for item in value], locale)
        return value

    return {name: word(value) for name, value in params.items()}


def join(items: Any, locale: str | None = None, conjunction: str = "and") -> str:
    """``items`` as a list in words: "1, 2 and 5", "1, 2 e 5" (catalog key ``list.and``), or
    with ``conjunction="or"`` a choice: "1, 2 or 5" (``list.or``).

    >>> join([1, 2, 5], "en"), join(["Ana", "Bruno"], "de"), join(["a1"], "fr"), join([3, 4], "pt", "or")
    ('1, 2 and 5', 'Ana und Bruno', 'a1', '3 ou 4')
    """
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    return translate(f"list.{conjunction}", locale, first=", ".join(words[:-1]), last=words[-1])


def resolve(value: Text, locale: str, params: dict[str, Any]) -> str:
    """The one text of ``value`` that fits ``params`` (``count``, ``gender``), placeholders unfilled."""
    while isinstance(value, dict):
        if value.keys() <= PLURAL_CATEGORIES:
            choice = plural_category(locale, params.get("count"))
        else:
            choice = str(params.get("gender", "other"))
        value = value.get(choice, value.get("other", next(iter(value.values()), "")))
    return value


def plural_category(locale: str, count: Any) -> str:
    """The CLDR plural category of ``count`` in ``locale``: "one", "other" ...

    >>> plural_category("fr", 0), plural_category("pt", 0), plural_category("en", "1.00")
    ('one', 'other', 'other')
    """
    number = _number(count)
    return "other" if number is None else _plural_rule(_code(locale))(number)


def _number(count: Any) -> int | Decimal | None:
    if isinstance(count, bool) or count is None:
        return None
    if isinstance(count, int):
        return count
    if isinstance(count, (float, Decimal)):
        return Decimal(str(count))
    try:  # a number written for people: "0,53", "1.00", "−2", "1 000"
        text = str(count).strip().replace("\u2212", "-").replace(",", ".")
        return Decimal("".join(text.split()).replace("\u00a0", "").replace("\u202f", ""))
    except InvalidOperation:
        return None


@cache
def _plural_rule(code: str):
    from babel import Locale  # imported on first use: most texts have no plural

    tag = str(_merged(code).get("language.tag") or code)  # "pt-PT": Portugal's rules, not Brazil's
    return Locale.parse(tag.replace("-", "_")).plural_form


class _Params(dict):
    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def _code(code: object) -> str:
    """The language code of ``code`` ("pt-PT" -> "pt"); ValueError names the languages there are."""
    short = _short(code) if isinstance(code, str) and len(code) <= MAX_TAG else None
    if short is None:
        available = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
        raise ValueError(f"unknown language {code!r}; available: {available}")
    return short


@lru_cache(maxsize=64)  # every message a widget answers asks for its locale's code; bounded, as
def _short(code: str) -> str | None:  # the codes come from the front end
    short = code.strip().replace("_", "-").split("-")[0].lower()
    return short if short in LANGUAGES else None


_registered: tuple[registry.GameInfo, ...] = ()
_names: tuple[str, ...] = ()


def _packages() -> tuple[str, ...]:
    """ "core", then each registered game (:mod:`ludoteca.core.registry`) that has a ``locales/``
    folder. A game registered later joins the catalogs from then on."""
    global _registered, _names
    infos = registry.games()
    if infos is not _registered:
        _owners.cache_clear()
        _merged_of.cache_clear()
        _names = ("core", *(info.name for info in infos if info.locales and _folder(info.name).is_dir()))
        _registered = infos
    return _names


def _folder(name: str) -> Any:
    """The ``locales/`` folder of "core" or of game ``name``; a game inside ludoteca is found
    without importing it."""
    package = "ludoteca.core" if name == "core" else registry.game_info(name).package
    if package.startswith("ludoteca."):
        folder = resources.files("ludoteca")
        for part in package.split(".")[1:]:
            folder = folder / part
        return folder / "locales"
    return resources.files(package) / "locales"


@cache
def _read(package: str, code: str) -> dict[str, Text]:
    path = _folder(package) / f"{code}.json"
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


def _owner(key: str) -> str:
    """The package whose English catalog holds ``key`` (every key is in English)."""
    _packages()  # a game registered since the last call joins first
    return _owners().get(key, "core")


@cache
def _owners() -> dict[str, str]:
    return {key: package for package in reversed(_packages()) for key in _read(package, DEFAULT_LANGUAGE)}


def _merged(code: str) -> dict[str, Text]:
    """Every package's words in language ``code`` (a key's first package wins)."""
    _packages()  # a game registered since the last call joins first
    return _merged_of(code)


@cache
def _merged_of(code: str) -> dict[str, Text]:
    merged: dict[str, Text] = {}
    for package in _packages():
        for key, value in _read(package, code).items():
            merged.setdefault(key, value)  # a key twice is a bug a test catches; the first one wins
    return merged
