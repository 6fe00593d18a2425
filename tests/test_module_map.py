"""Every game's package follows the one module map of docs/adding-a-game.md: each concept has
the same module name in every game. The map is read from that page, so the page and the test
cannot drift apart; a module outside the map fails here until the page names its concept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import ludoteca

HERE = Path(__file__).parent
DOC = HERE.parent / "docs" / "adding-a-game.md"
GAMES = {
    "bonanza": Path(ludoteca.__file__).parent / "bonanza",
    "luckybox": Path(ludoteca.__file__).parent / "luckybox",
    "magdagdon": Path(ludoteca.__file__).parent / "magdagdon",
    "pig": HERE / "pig",
}
#: What a game's folder may hold that is no module: caches, and the tests Pig lives among.
IGNORED = re.compile(r"__pycache__|test_.*\.py")


def map_tables(text: str) -> list[list[str]]:
    """The names in each table of the page's "The module map" section, table by table."""
    section = text.split("## The module map", 1)[1].split("\n## ", 1)[0]
    tables: list[list[str]] = [[]]
    for line in section.splitlines():
        if line.startswith("|"):
            tables[-1] += re.findall(r"`([^`]+)`", line.split("|")[1])
        elif tables[-1]:
            tables.append([])
    return [names for names in tables if names]


def allowed(name: str, patterns: list[str]) -> bool:
    """Whether a file or folder name (folders end in "/") matches one of the map's names, where
    ``<part>`` stands for any lower-case word."""
    for pattern in patterns:
        regex = "".join(
            "[a-z0-9_]+" if part.startswith("<") else re.escape(part) for part in re.split(r"(<\w+>)", pattern)
        )
        if re.fullmatch(regex, name):
            return True
    return False


def entries(folder: Path) -> list[str]:
    return sorted(
        p.name + ("/" if p.is_dir() else "")
        for p in folder.iterdir()
        if not IGNORED.fullmatch(p.name) and (p.is_dir() or p.suffix == ".py")
    )


REQUIRED, OPTIONAL = map_tables(DOC.read_text(encoding="utf-8"))[:2]


def test_the_page_has_the_two_tables():
    assert {"rules.py", "actions.py", "checks.py", "game.py", "advisor.py", "bots.py", "widget.py"} <= set(REQUIRED)
    assert "view.py" in REQUIRED and "pictures.py" in OPTIONAL
    assert not set(REQUIRED) & set(OPTIONAL)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_module_of_a_game_is_on_the_map(game):
    outside = [name for name in entries(GAMES[game]) if not allowed(name, REQUIRED + OPTIONAL)]
    assert not outside, f"{game} has modules outside the map of docs/adding-a-game.md: {outside}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_the_modules_of_the_first_table(game):
    """``view.py`` may be missing where the game's own view lives in game.py (Pig's)."""
    missing = [name for name in REQUIRED if name != "view.py" and not (GAMES[game] / name.rstrip("/")).exists()]
    assert not missing, f"{game} lacks {missing}"


def test_the_map_is_read_table_by_table():
    page = "## The module map\n| `a.py` | x |\n\ntext\n| `b/`, `c.py` | y |\n## Next\n| `d.py` | z |"
    assert map_tables(page) == [["a.py"], ["b/", "c.py"]]
    assert allowed("exercises_rolls.py", ["exercises_<topic>.py"])
    assert not allowed("exercises.py", ["exercises_<topic>.py"]) and not allowed(
        "exercises_x.pyc", ["exercises_<topic>.py"]
    )


def test_a_module_outside_the_map_is_found(tmp_path):
    for name in ("static", "__pycache__", "assistant_x"):
        (tmp_path / name).mkdir()
    for name in ("rules.py", "helpers.py", "test_rules.py", "notes.txt"):
        (tmp_path / name).write_text("")
    outside = [name for name in entries(tmp_path) if not allowed(name, REQUIRED + OPTIONAL)]
    assert outside == ["assistant_x/", "helpers.py"]
