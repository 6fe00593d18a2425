"""Translations: catalogs agree with English, fall back to it, and fill placeholders."""
from __future__ import annotations

import json
import string
from importlib import resources

import pytest

from ludoteca.core import i18n
from ludoteca.core.i18n import LANGUAGES, catalog, get_language, set_language, t, translate


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    set_language("en")


def _raw(code: str) -> dict[str, str]:
    text = resources.files("ludoteca.core").joinpath("locales", f"{code}.json").read_text("utf-8")
    return json.loads(text)


def _placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_catalog_files_are_sorted_flat_and_known(code: str) -> None:
    raw = _raw(code)
    assert list(raw) == sorted(raw)
    assert all(isinstance(v, str) and v for v in raw.values())


@pytest.mark.parametrize("code", sorted(set(LANGUAGES) - {"en"}))
def test_translations_match_english_keys_and_placeholders(code: str) -> None:
    english, other = _raw("en"), _raw(code)
    assert set(other) <= set(english), f"{code} has keys English lacks: {sorted(set(other) - set(english))}"
    for key, text in other.items():
        assert _placeholders(text) == _placeholders(english[key]), f"{code}:{key}"


def test_required_keys_exist() -> None:
    english = _raw("en")
    boxes = ["ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind", "four_of_a_kind",
             "full_house", "small_straight", "large_straight", "bonanza", "chance"]
    for box in boxes:
        assert f"bonanza.box.{box}" in english
    assert _placeholders(english["dice.label"]) == {"index", "value"}
    assert _placeholders(english["rolls_left"]) == {"n"}
    assert _raw("pt")["bonanza.box.bonanza"] == "Bonanza"


def test_missing_key_falls_back_to_english(monkeypatch) -> None:
    partial = {"roll": "Lançar"}
    monkeypatch.setattr(i18n, "_load", lambda code: partial if code == "pt" else _raw("en"))
    assert translate("roll", "pt") == "Lançar"
    assert translate("winner", "pt", name="Ana") == "Ana wins!"
    assert catalog("pt")["winner"] == "{name} wins!" and catalog("pt")["roll"] == "Lançar"


def test_unknown_key_returns_itself() -> None:
    assert translate("no.such.key") == "no.such.key"
    assert translate("no.such.key", "fr", n=3) == "no.such.key"


def test_set_language_and_per_call_locale() -> None:
    assert get_language() == "en"
    assert translate("roll") == "Roll"
    set_language("de")
    assert get_language() == "de"
    assert translate("roll") == "Würfeln"
    assert translate("roll", "fr") == "Lancer"  # a per-call locale wins
    assert t("roll", locale="pt") == "Lançar"
    assert catalog()["roll"] == "Würfeln"
    set_language("pt-PT")
    assert get_language() == "pt"


def test_unknown_language_names_the_available_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown language 'xx'.*en \(English\).*pt \(Português\)"):
        set_language("xx")
    with pytest.raises(ValueError, match="unknown language"):
        translate("roll", "klingon")
    with pytest.raises(ValueError, match="unknown language"):
        catalog(3)  # type: ignore[arg-type]
    assert get_language() == "en"


def test_placeholders_are_filled() -> None:
    assert translate("dice.label", index=2, value=6) == "Die 2: 6"
    assert translate("turn_of", "pt", name="Rita") == "Vez de Rita"
    assert translate("rolls_left", "de", n=1) == "Würfe übrig: 1"
    assert translate("bonanza.best_score", "fr", score=250) == "Meilleur score\u00a0: 250"
    assert translate("winner", name="Ana", extra="ignored") == "Ana wins!"
    assert translate("winner") == "{name} wins!"  # a missing value shows instead of crashing


def test_catalog_is_a_copy() -> None:
    catalog("en")["roll"] = "changed"
    assert translate("roll") == "Roll"
