"""Translations: per-package catalogs that agree with English, plural and gendered forms, fallbacks."""

from __future__ import annotations

import string
from decimal import Decimal
from importlib import resources

import pytest
from babel import Locale

from ludoteca.core import i18n
from ludoteca.core.i18n import (
    LANGUAGES,
    PLURAL_CATEGORIES,
    catalog,
    catalogs,
    get_language,
    plural_category,
    set_language,
    t,
    translate,
)

CODES = sorted(LANGUAGES)
PACKAGES = list(catalogs("en"))  # "core", then every game with a locales/ folder


@pytest.fixture(autouse=True)
def _english_after_each_test():
    yield
    set_language("en")


def _leaves(value) -> list[str]:
    """Every text a catalog value can turn into."""
    return [leaf for v in value.values() for leaf in _leaves(v)] if isinstance(value, dict) else [value]


def _placeholders(value) -> set[str]:
    return {field for text in _leaves(value) for _, field, _, _ in string.Formatter().parse(text) if field}


def _is_plural(value) -> bool:
    return isinstance(value, dict) and value.keys() <= PLURAL_CATEGORIES


def _needed_categories(code: str) -> set[str]:
    """The plural categories a count in a game can reach in this language (per Babel, pt = pt_PT)."""
    rule = Locale.parse(str(catalog(code)["language.tag"]).replace("-", "_")).plural_form
    counts = list(range(0, 1001)) + [Decimal(f"{k / 100:.2f}") for k in range(0, 1001)]
    return {rule(n) for n in counts} | {"other"}


# -- the files --------------------------------------------------------------------------------------------------
def test_core_and_bonanza_have_catalogs() -> None:
    assert PACKAGES[0] == "core" and "bonanza" in PACKAGES
    assert not any(k.startswith("bonanza.") for k in catalogs("en")["core"]), "game words live beside the game"


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("code", CODES)
def test_catalog_files_are_sorted_and_hold_texts_or_forms(package: str, code: str) -> None:
    raw = catalogs(code)[package]
    assert list(raw) == sorted(raw), f"{package}/{code}.json is not sorted"
    for key, value in raw.items():
        assert all(isinstance(leaf, str) and leaf.strip() for leaf in _leaves(value)), f"{package}/{code}:{key}"
        if isinstance(value, dict):
            assert value and all(isinstance(k, str) for k in value), f"{package}/{code}:{key}"


@pytest.mark.parametrize("package", PACKAGES)
def test_every_language_has_the_keys_and_placeholders_of_english(package: str) -> None:
    english = catalogs("en")[package]
    for code in CODES:
        other = catalogs(code)[package]
        assert set(other) == set(english), (
            f"{package}/{code}: missing {sorted(set(english) - set(other))}, extra {sorted(set(other) - set(english))}"
        )
        for key, value in other.items():
            assert _placeholders(value) == _placeholders(english[key]), f"{package}/{code}:{key}"


def test_a_key_lives_in_one_catalog_only() -> None:
    for code in CODES:
        seen: dict[str, str] = {}
        for package, raw in catalogs(code).items():
            for key in raw:
                assert key not in seen, f"{code}: {key!r} is in both {seen[key]} and {package}"
                seen[key] = package


@pytest.mark.parametrize("code", CODES)
def test_plural_forms_have_the_categories_the_language_needs(code: str) -> None:
    needed = _needed_categories(code)
    assert {"one", "other"} <= needed  # en, pt, de, fr all tell one from many
    for key, value in catalog(code).items():
        for form in [value] + ([v for v in value.values()] if isinstance(value, dict) else []):
            if _is_plural(form):
                assert set(form) >= needed, f"{code}:{key} lacks {sorted(needed - set(form))}"
                assert "count" in _placeholders(form), f"{code}:{key}: a plural form shows its count"


@pytest.mark.parametrize("code", CODES)
def test_gendered_forms_cover_every_gender_the_language_gives_its_words(code: str) -> None:
    words = catalog(code)
    genders = {str(v) for k, v in words.items() if k.endswith(".gender")}
    assert genders, "the boxes declare their gender"
    for key, value in words.items():
        if isinstance(value, dict) and not _is_plural(value):
            assert "other" in value or genders <= set(value), f"{code}:{key} lacks {sorted(genders - set(value))}"


def test_the_language_tag_chooses_portugals_plural_rules() -> None:
    assert [catalog(c)["language.tag"] for c in CODES] == ["de", "en", "fr", "pt-PT"]
    assert plural_category("pt", 0) == "other"  # Brazil's rules would say "one"
    assert plural_category("fr", 0) == "one"


@pytest.mark.parametrize("code", CODES)
def test_french_punctuation_has_its_non_breaking_space(code: str) -> None:
    if code != "fr":
        return
    for key, value in catalog("fr").items():
        for text in _leaves(value):
            for i, char in enumerate(text):
                if char in ":;?!»" and i:
                    assert text[i - 1] in "\u00a0\u202f", f"fr:{key}: {text!r}"


def test_required_keys_exist() -> None:
    english = catalog("en")
    boxes = [
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "three_of_a_kind",
        "four_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "bonanza",
        "chance",
    ]
    for box in boxes:
        assert f"bonanza.box.{box}" in english and f"bonanza.box.{box}.gender" in english
    assert _placeholders(english["dice.label"]) == {"index", "value"}
    assert _placeholders(english["rolls_left"]) == {"n"}
    assert catalog("pt")["bonanza.box.bonanza"] == "Bonanza"
    assert catalog("pt")["bonanza.box.four_of_a_kind"] == "Póquer"


# -- plurals and genders ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "count", "text"),
    [
        ("en", 0, "0 points"),
        ("en", 1, "1 point"),
        ("en", 2, "2 points"),
        ("en", "1.00", "1.00 points"),
        ("fr", 0, "0 point"),
        ("fr", 1, "1 point"),
        ("fr", "0,50", "0,50 point"),
        ("fr", 2, "2 points"),
        ("pt", 0, "0 pontos"),
        ("pt", 1, "1 ponto"),
        ("pt", 2, "2 pontos"),
        ("pt", "1,00", "1,00 pontos"),
        ("de", 1, "1 Punkt"),
        ("de", 2, "2 Punkte"),
        ("de", 1.5, "1.5 Punkte"),
    ],
)
def test_a_count_chooses_the_plural_form(code: str, count, text: str) -> None:
    assert translate("bonanza.event.points", code, count=count) == text


def test_plural_category_reads_numbers_written_for_people() -> None:
    assert plural_category("en", 1) == "one" and plural_category("en", "1") == "one"
    assert plural_category("en", "1.00") == plural_category("en", Decimal("1.00")) == "other"
    assert plural_category("fr", "1,5") == "one" and plural_category("de", "\u22121") == "one"
    assert plural_category("en", None) == plural_category("en", "many") == plural_category("en", True) == "other"


def test_a_gender_makes_the_sentence_agree_with_its_word() -> None:
    def timeout(box: str) -> str:
        name = translate(f"bonanza.box.{box}", "pt")
        return translate(
            "bonanza.event.timeout", "pt", box=name, name="Ana", gender=translate(f"bonanza.box.{box}.gender", "pt")
        )

    assert timeout("chance") == "Tempo esgotado: Sorte registada na vez de Ana"
    assert timeout("full_house") == "Tempo esgotado: Full house registado na vez de Ana"
    assert timeout("ones") == "Tempo esgotado: Uns registados na vez de Ana"
    # no gender, or one the object lacks: the "other" form or the first one, never the object itself
    assert translate("bonanza.event.timeout", "pt", box="X", name="Ana").startswith("Tempo esgotado: X")


def test_forms_nest_and_fall_back(monkeypatch) -> None:
    words = {"k": {"feminine": {"one": "{count} a", "other": "{count} as"}, "other": "{count} x"}}
    assert i18n.resolve(words["k"], "pt", {"gender": "feminine", "count": 1}) == "{count} a"
    assert i18n.resolve(words["k"], "pt", {"gender": "feminine", "count": 0}) == "{count} as"
    assert i18n.resolve(words["k"], "pt", {"gender": "neuter", "count": 1}) == "{count} x"
    assert i18n.resolve({"one": "a", "other": "b"}, "fr", {"count": 1_000_000}) == "b"  # "many" -> "other"


# -- languages, fallbacks, placeholders -------------------------------------------------------------------------
def test_missing_key_falls_back_to_english(monkeypatch) -> None:
    english = dict(i18n._merged("en"))
    partial = {"roll": "Lançar", "language.tag": "pt-PT"}
    monkeypatch.setattr(i18n, "_merged", lambda code: partial if code == "pt" else english)
    assert translate("roll", "pt") == "Lançar"
    assert translate("winner", "pt", name="Ana") == "Winner: Ana!"
    assert catalog("pt")["winner"] == "Winner: {name}!" and catalog("pt")["roll"] == "Lançar"


def test_a_game_without_a_locales_folder_is_skipped() -> None:
    from ludoteca.core import registry

    registry.register_game(registry.GameInfo("no_such_game", "ludoteca.no_such_game"))
    try:
        names = i18n._packages()  # Pig, when another test registered it, has its words too
        assert "no_such_game" not in names and names[:4] == ("core", "bonanza", "luckybox", "magdagdon")
    finally:
        registry.unregister_game("no_such_game")


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


def test_set_language_says_it_changes_only_later_widgets() -> None:
    import ludoteca

    for doc in (ludoteca.set_language.__doc__, i18n.set_language.__doc__):
        assert "afterwards" in doc and "keep" in doc


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
    assert translate("turn_of", "pt", name="Rita") == "Vez de: Rita"
    assert translate("rolls_left", "de", n=1) == "Würfe übrig: 1"
    assert translate("bonanza.best_score", "fr", score=250) == "Meilleur score\u00a0: 250"
    assert translate("winner", name="Ana", extra="ignored") == "Winner: Ana!"
    assert translate("winner") == "Winner: {name}!"  # a missing value shows instead of crashing


@pytest.mark.parametrize("name", ["You", "Gus", "Inês", "Zoë"])
def test_any_name_fits_the_sentences_about_a_player(name: str) -> None:
    for code in CODES:
        for key, value in catalog(code).items():
            if "name" in _placeholders(value):
                for text in _leaves(value):
                    filled = text.replace("{name}", name)
                    assert f"{name}'s" not in filled and f"{name}’s" not in filled, f"{code}:{key}"
                    assert f"{name}s " not in filled, f"{code}:{key}"  # German genitive: "Guss Spiel"
                    assert not (code == "en" and f"{name} is " in filled), f"{code}:{key}: 'You is'"


def test_catalog_is_a_copy() -> None:
    catalog("en")["roll"] = "changed"
    assert translate("roll") == "Roll"


def test_the_english_notice_starts_with_a_capital_and_others_are_translated() -> None:
    from ludoteca.core.errors import IllegalAction

    error = IllegalAction("roll first: there is no die to hold yet", code="not_rolled")
    assert i18n.error_text(error, "en") == "Roll first: there is no die to hold yet"
    assert i18n.error_text(error, "de") == "Erst würfeln"
    named = IllegalAction("bob has already given up", code="gave_up", name="bob")
    assert i18n.error_text(named, "en") == "bob has already given up"  # a name is left as it was typed


def test_catalogs_are_package_data() -> None:
    for package in PACKAGES:
        if package != "pig":  # the recipe's game lives in the tests, with its words beside it
            assert resources.files("ludoteca").joinpath(package, "locales", "en.json").is_file()


@pytest.mark.parametrize("code", CODES)
def test_each_widget_sends_the_shared_words_and_its_own_games_only(code: str) -> None:
    from ludoteca.bonanza.widget import open_table as bonanza_table
    from ludoteca.core.dice import DiceWidget
    from ludoteca.luckybox.scorepad import score_pad
    from ludoteca.luckybox.widget import play as luckybox_play
    from ludoteca.magdagdon.widget import play as magdagdon_play

    packages = catalogs("en")
    widgets = {
        "bonanza": bonanza_table([("Robo", "random")], seed=1, hints=False, locale=code, store=False),
        "magdagdon": magdagdon_play("Ana", seed=1, locale=code, store=False),
        "luckybox": luckybox_play("Ana", seed=1, locale=code, store=False),
        "core": DiceWidget(seed=1, locale=code),
    }
    for game, widget in [*widgets.items(), ("luckybox", score_pad(["Ana"], locale=code))]:
        own = set(packages["core"]) | set(packages.get(game, {}))
        assert set(widget.strings) == own, game
        assert widget.strings == {k: v for k, v in catalog(code).items() if k in own}, game
    table = widgets["luckybox"]
    table.locale = "de" if code != "de" else "fr"
    assert set(table.strings) == set(packages["core"]) | set(packages["luckybox"])
    assert table.strings["luckybox.title"] == catalog(table.locale)["luckybox.title"]
