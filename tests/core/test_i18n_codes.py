"""No internal id reaches a player: every error code and every shown event has words in every language.

The error codes are read from the source (an AST walk of ``src/ludoteca``: every ``code="..."`` given
to an error class, and each class's default ``code``), so a new code without a translation fails
here. A game's codes are checked once that game has a ``locales/`` folder.
"""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import ludoteca
from ludoteca.core.i18n import LANGUAGES, catalogs

SRC = Path(ludoteca.__file__).parent
CODES = sorted(LANGUAGES)
BASE_ERRORS = {"LudotecaError", "IllegalAction", "MalformedAction", "CorruptData"}


@dataclass
class Site:
    """One place that raises an error code, with the params it gives."""

    where: str
    params: frozenset[str] = field(default_factory=frozenset)


def _package(path: Path) -> str:
    parts = path.relative_to(SRC).parts
    return parts[0] if len(parts) > 1 else "core"


def _trees() -> dict[Path, ast.AST]:
    return {path: ast.parse(path.read_text("utf-8"), str(path)) for path in sorted(SRC.rglob("*.py"))}


def _name(node: ast.AST) -> str | None:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None


def _error_codes() -> dict[str, list[Site]]:
    """code -> where it is raised (or declared as a class default), for every package."""
    nodes = {path: list(ast.walk(tree)) for path, tree in _trees().items()}  # each tree walked once
    class_defs = [node for found in nodes.values() for node in found if isinstance(node, ast.ClassDef)]
    classes = set(BASE_ERRORS)
    grew = True
    while grew:  # subclasses of subclasses, in any file
        grew = False
        for node in class_defs:
            if node.name not in classes and any(_name(b) in classes for b in node.bases):
                classes.add(node.name)
                grew = True
    codes: dict[str, list[Site]] = {}
    for path, found in nodes.items():
        package = _package(path)
        for node in found:
            if isinstance(node, ast.ClassDef) and node.name in classes:
                for item in node.body:
                    if (
                        isinstance(item, ast.Assign)
                        and any(_name(t) == "code" for t in item.targets)
                        and isinstance(item.value, ast.Constant)
                        and isinstance(item.value.value, str)
                    ):
                        codes.setdefault(item.value.value, []).append(Site(f"{package}:{node.name}"))
            if isinstance(node, ast.Call) and _name(node.func) in classes:
                given = {k.arg: k.value for k in node.keywords}
                code = given.get("code")
                if isinstance(code, ast.Constant) and isinstance(code.value, str):
                    params = frozenset(k for k in given if k not in (None, "code"))
                    codes.setdefault(code.value, []).append(Site(f"{package}:{path.name}:{node.lineno}", params))
    return codes


ERROR_CODES = _error_codes()


def _checked(package: str) -> bool:
    return package in catalogs("en")


def _leaves(value) -> list[str]:
    return [leaf for v in value.values() for leaf in _leaves(v)] if isinstance(value, dict) else [value]


def _placeholders(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def _written(code: str) -> dict:
    """The catalog of ``code`` as written (no English fallback)."""
    merged: dict = {}
    for raw in catalogs(code).values():
        merged.update(raw)
    return merged


def _check_words(code: str, key: str, params: set[str], where: str) -> None:
    words = _written(code)
    assert key in words, f"{code}: no {key!r} (raised at {where})"
    for text in _leaves(words[key]):
        assert text.strip(), f"{code}:{key} is empty"
        missing = _placeholders(text) - params
        assert not missing, f"{code}:{key} shows {sorted(missing)}, which {where} does not give"
        filled = text.format_map({p: "x" for p in params})
        assert "{" not in filled and "}" not in filled, f"{code}:{key}: {filled!r}"


def test_the_walk_finds_the_codes() -> None:
    assert {"illegal_action", "malformed_action", "corrupt_data", "error"} <= set(ERROR_CODES)  # class defaults
    assert {"box_filled", "not_your_turn", "not_rolled", "no_such_die"} <= set(ERROR_CODES)


@pytest.mark.parametrize("error_code", sorted(ERROR_CODES))
def test_every_error_code_is_translated_in_every_language(error_code: str) -> None:
    sites = [s for s in ERROR_CODES[error_code] if _checked(s.where.split(":")[0])]
    if not sites:
        pytest.skip(f"{error_code} is raised only by games without a catalog yet")
    # a text may use only the params every site gives (a class default gives none)
    common = set.intersection(*(set(s.params) for s in sites))
    where = ", ".join(s.where for s in sites)
    for code in CODES:
        _check_words(code, f"error.{error_code}", common, where)


@pytest.mark.parametrize("error_code", sorted(ERROR_CODES))
def test_a_code_shared_by_packages_lives_in_the_core_catalog(error_code: str) -> None:
    packages = {s.where.split(":")[0] for s in ERROR_CODES[error_code]}
    if "core" in packages or len(packages) > 1:
        for code in CODES:
            assert f"error.{error_code}" in catalogs(code)["core"], f"{code}: raised by {sorted(packages)}"


def _event_types() -> set[str]:
    """The ``"type"`` of every event dict Bonanza's engine builds (``last_event``)."""
    types = set()
    nodes = (
        node for module in ("game.py",) for node in ast.walk(ast.parse((SRC / "bonanza" / module).read_text("utf-8")))
    )
    for node in nodes:
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and k.value == "type" and isinstance(v, ast.Constant):
                    types.add(v.value)
    return types


#: What the table passes when it writes an event (bonanza-sheet.js, bzEventText).
EVENT_PARAMS = {"name", "points", "count", "bonus", "box", "gender"}


def test_every_event_bonanza_shows_is_translated() -> None:
    types = _event_types()
    assert {"record", "timeout", "give_up"} <= types, types
    # a record of 0 is shown as a scratch, a timeout before any roll says so, points and bonus follow
    keys = {f"bonanza.event.{t}" for t in types} | {
        "bonanza.event.scratch",
        "bonanza.event.timeout_rolled",
        "bonanza.event.points",
        "bonanza.event.bonus",
    }
    for code in CODES:
        for key in sorted(keys):
            _check_words(code, key, EVENT_PARAMS, "bzEventText")


def test_games_without_catalogs_are_reported() -> None:
    """Not a failure: a list, for whoever adds a game's catalog, of what it will need."""
    pending = {s.where.split(":")[0] for sites in ERROR_CODES.values() for s in sites} - set(catalogs("en"))
    for package in sorted(pending):
        codes = sorted(c for c, sites in ERROR_CODES.items() if any(s.where.startswith(package + ":") for s in sites))
        print(f"{package}: no locales/ yet; its error codes: {', '.join(codes)}")
