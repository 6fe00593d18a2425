"""Shared test set-up: every test run has its own LUDOTECA_HOME (a test may ask for a fresh,
empty one), and Jupyter, IPython and Chromium write their config and runtime files into a
temporary folder.

The Bonanza strategy tables are solved once per run (``strategy_tables``) into the run's
LUDOTECA_HOME, whose cache every test, doctest, subprocess, notebook kernel and JupyterLab of
the run reads. ``LUDOTECA_TEST_PROFILE`` chooses the budgets (tests/budgets.py) and the
Hypothesis profile."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from tests.budgets import MAX_EXAMPLES, PROFILE

# Set before any test (or JupyterLab started by a test) reads them.
_SANDBOX = Path(tempfile.mkdtemp(prefix="ludoteca-tests-"))
for _var, _sub in {
    "JUPYTER_CONFIG_DIR": "jupyter-config",
    "JUPYTER_DATA_DIR": "jupyter-data",
    "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
    "IPYTHONDIR": "ipython",
    "XDG_CONFIG_HOME": "xdg-config",
    "XDG_CACHE_HOME": "xdg-cache",
    "LUDOTECA_HOME": "ludoteca-home",
}.items():
    os.environ[_var] = str(_SANDBOX / _sub)
    (_SANDBOX / _sub).mkdir(parents=True, exist_ok=True)


#: The run's own LUDOTECA_HOME, which every process started by a test inherits.
SESSION_HOME = _SANDBOX / "ludoteca-home"

for _name, _examples in MAX_EXAMPLES.items():
    settings.register_profile(_name, max_examples=_examples)
settings.load_profile(PROFILE)


def pytest_report_header(config) -> str:
    return f"ludoteca test profile: {PROFILE} (LUDOTECA_TEST_PROFILE; Hypothesis max_examples {MAX_EXAMPLES[PROFILE]})"


@pytest.fixture(scope="session")
def sandbox() -> Path:
    """The temporary folder that holds every config/runtime dir of this test run."""
    return _SANDBOX


@pytest.fixture
def ludoteca_home(tmp_path, monkeypatch) -> Path:
    """A fresh, empty LUDOTECA_HOME for one test."""
    home = tmp_path / "ludoteca-home"
    home.mkdir()
    monkeypatch.setenv("LUDOTECA_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def strategy_tables() -> dict:
    """The Bonanza value table of each rules variant, solved from scratch once per test run.

    The run's LUDOTECA_HOME starts empty, so the first process of the run that needs a table
    solves it and leaves it in its cache (``cache_path``); this fixture solves those still
    missing and saves them there, so that every later test, doctest, subprocess and notebook
    kernel reads them instead of solving again. Tests that need an empty cache ask for
    ``ludoteca_home``; tests/bonanza/test_advisor.py checks these tables' published values.
    """
    from ludoteca.bonanza import advisor
    from ludoteca.bonanza.rules import Rules

    saved = os.environ.get("LUDOTECA_HOME")
    os.environ["LUDOTECA_HOME"] = str(SESSION_HOME)
    try:
        tables = {}
        for rules in (Rules(), Rules(extra_bonus=100, joker="free"), Rules(extra_bonus=0, joker="none")):
            path = advisor.cache_path(rules)
            if path.exists():  # solved earlier in this run (by a doctest, a kernel, a subprocess)
                tables[rules] = advisor.load_table(rules, progress=False)
            else:
                tables[rules] = advisor.solve(rules, progress=False)
                advisor._write(path, rules, tables[rules])
                tables[rules].setflags(write=False)
        return tables
    finally:
        if saved is None:
            os.environ.pop("LUDOTECA_HOME", None)
        else:
            os.environ["LUDOTECA_HOME"] = saved


def pytest_sessionfinish(session, exitstatus) -> None:
    """Remove the sandbox after a passing run; keep it (logs, screenshots) when something failed."""
    if exitstatus == 0 and not os.environ.get("LUDOTECA_KEEP_SANDBOX"):
        shutil.rmtree(_SANDBOX, ignore_errors=True)
