"""Shared test set-up: every test runs with its own LUDOTECA_HOME, and Jupyter,
IPython and Chromium write their config and runtime files into a temporary folder."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

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


def pytest_sessionfinish(session, exitstatus) -> None:
    """Remove the sandbox after a passing run; keep it (logs, screenshots) when something failed."""
    if exitstatus == 0 and not os.environ.get("LUDOTECA_KEEP_SANDBOX"):
        shutil.rmtree(_SANDBOX, ignore_errors=True)
