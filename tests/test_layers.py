"""The engines are layered downward: a game's engine modules import only core's engine
pieces and each other, never what sits above them (advisors, bots, reviews, saves, history,
widgets, pictures) nor Jupyter, not even inside a function. The catalogs (core's ``i18n``,
which reads JSON and imports only the registry) are below the engine: what the engine prints,
``str(game)`` and ``str(error)``, speaks the current language."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import ludoteca

ROOT = Path(ludoteca.__file__).parent
#: The engine modules of each game, and of core, that the rule holds for. The registry names
#: each game's advisor as text and imports it only when asked for hints, so the engine stays
#: below its advisor.
ENGINES = {
    "core": ("errors", "rng", "seats", "outcome", "clock", "saves", "actions", "hints", "registry", "game", "i18n"),
    "bonanza": ("rules", "actions", "checks", "view", "game"),
    "magdagdon": ("board", "rules", "actions", "checks", "rescue", "view", "game"),
    "luckybox": ("cards", "hands", "rules", "actions", "checks", "chance", "scoring", "view", "game"),
}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            # "from ludoteca.core import saves" imports the module ludoteca.core.saves
            package = node.module.count(".") == 1 and node.module.startswith("ludoteca.")
            found.update(f"{node.module}.{alias.name}" for alias in node.names) if package else found.add(node.module)
    return found


@pytest.mark.parametrize("package, module", [(p, m) for p, mods in ENGINES.items() for m in mods])
def test_engine_modules_import_only_the_engine(package, module):
    path = ROOT / package / f"{module}.py"
    if not path.exists():
        pytest.skip(f"{package} has no {module}.py")
    allowed = {f"ludoteca.core.{m}" for m in ENGINES["core"]} | {f"ludoteca.{package}.{m}" for m in ENGINES[package]}
    ours = {name for name in _imports(path) if name.startswith("ludoteca")}
    assert ours <= allowed, f"{package}/{module}.py imports {sorted(ours - allowed)}"
    foreign = {name.split(".")[0] for name in _imports(path)} & {"anywidget", "ipywidgets", "traitlets", "IPython"}
    assert not foreign, f"{package}/{module}.py imports {sorted(foreign)}"


#: What sits above each engine and must stay unloaded after ``import ludoteca.<game>``.
ABOVE = ("advisor", "solver", "bots", "strategy", "search", "evaluation", "_tables", "_weights", "widget")


@pytest.mark.parametrize("package", ["bonanza", "magdagdon", "luckybox"])
def test_importing_a_game_loads_no_advisor(package):
    """In a fresh interpreter, importing the game's package and taking its Game (its engine, its
    pictures and its reviews) loads none of the modules above the engine: the advisor waits for
    the first hint."""
    code = f"import sys, ludoteca.{package}\nludoteca.{package}.Game\nprint(' '.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    modules = set(done.stdout.split())
    ours = {name.rsplit(".", 1)[1] for name in modules if name.startswith(f"ludoteca.{package}.")}
    assert "game" in ours and "rules" in ours
    assert not ours & set(ABOVE), f"import ludoteca.{package} loads {sorted(ours & set(ABOVE))}"
    assert not modules & {"anywidget", "ipywidgets", "ludoteca.core.widget"}


@pytest.mark.parametrize("package", ["bonanza", "magdagdon", "luckybox"])
def test_the_review_function_is_not_shadowed_by_its_module(package):
    """``ludoteca.<game>.review(game, seat)`` is the review function, whichever was imported
    first: the game's ``review`` module (as the registry's history details do) or the package."""
    code = (
        f"import ludoteca.{package}.review\nimport ludoteca.{package} as p\n"
        "print(callable(p.review), p.review.__name__, callable(p.skill_trend))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.split() == ["True", "review", "True"]


def test_the_bonanza_solve_imports_only_the_rules_and_the_solver():
    """``python -m ludoteca.bonanza.prepare`` starts by importing the solver: neither the engine's
    game, the coach, the text catalogs, the assistant nor any widget comes with it."""
    code = "import sys, ludoteca.bonanza.prepare\nprint(' '.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    modules = set(done.stdout.split())
    ours = {name for name in modules if name.startswith("ludoteca.")}
    assert {"ludoteca.bonanza.rules", "ludoteca.bonanza._tables", "ludoteca.bonanza.solver"} <= ours
    allowed = {"rules", "_tables", "solver", "compact", "prepare", "errors", "paths"}
    assert {name.rsplit(".", 1)[1] for name in ours} - {"bonanza", "core"} <= allowed, sorted(ours)
