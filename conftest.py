"""Shared test set-up: every test process has its own LUDOTECA_HOME (a test may ask for a
fresh, empty one), and Jupyter, IPython and Chromium write their config and runtime files into
a temporary folder.

The Bonanza strategy tables are solved once per run (``strategy_tables``) into the run's cache
folder (``LUDOTECA_TEST_CACHE``, made by the run's first process and inherited by the others:
pytest-xdist workers, subprocesses, notebook kernels, JupyterLab), which is each process's
``$LUDOTECA_HOME/cache``: every test, doctest and kernel of the run reads them from there.
``LUDOTECA_TEST_PROFILE`` chooses the budgets (tests/budgets.py) and the Hypothesis profile.
Under pytest-xdist (``make test``, ``make check``), the JupyterLab tests run on one worker (one
server each) and a notebook's cells on one worker, in order."""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from tests.budgets import MAX_EXAMPLES, PROFILE

# The run's strategy cache: made by its first process (which removes it at the end), found in
# the environment by the processes it starts (pytest-xdist workers among them).
_OWN_CACHE = "LUDOTECA_TEST_CACHE" not in os.environ
if _OWN_CACHE:
    os.environ["LUDOTECA_TEST_CACHE"] = tempfile.mkdtemp(prefix="ludoteca-tests-cache-")
RUN_CACHE = Path(os.environ["LUDOTECA_TEST_CACHE"])

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


#: This process's LUDOTECA_HOME, which every process started by a test inherits; its cache is the run's.
SESSION_HOME = _SANDBOX / "ludoteca-home"
(SESSION_HOME / "cache").symlink_to(RUN_CACHE, target_is_directory=True)

# No deadline: speed is the benchmarks' to measure, and a case that first loads a game's data (or
# meets a busy machine) is no failure.
for _name, _examples in MAX_EXAMPLES.items():
    settings.register_profile(_name, max_examples=_examples, deadline=None)
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
    kernel reads them instead of solving again. Each table has its own lock: two workers that
    start together solve different tables, then read each other's. Tests that need an empty
    cache ask for ``ludoteca_home``; tests/bonanza/test_solver.py checks these tables'
    published values.
    """
    from ludoteca.bonanza.rules import Rules

    saved = os.environ.get("LUDOTECA_HOME")
    os.environ["LUDOTECA_HOME"] = str(SESSION_HOME)
    try:
        variants = (Rules(), Rules(extra_bonus=100, joker="free"), Rules(extra_bonus=0, joker="none"))
        tables = {rules: _run_table(n, rules, wait=False) for n, rules in enumerate(variants)}
        for n, rules in enumerate(variants):
            if tables[rules] is None:  # another worker is solving it: wait, then read its table
                tables[rules] = _run_table(n, rules, wait=True)
        return tables
    finally:
        if saved is None:
            os.environ.pop("LUDOTECA_HOME", None)
        else:
            os.environ["LUDOTECA_HOME"] = saved


def _run_table(number: int, rules, wait: bool):
    """The run's table of ``rules``: read from the run's cache, else solved and saved there;
    ``None`` (without ``wait``) when another process holds its lock."""
    from ludoteca.bonanza import solver

    with open(RUN_CACHE / f"solving-{number}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return None
        path = solver.cache_path(rules)
        if path.exists():  # solved earlier in this run (a doctest, a kernel, another worker)
            return solver._read(path, rules)  # never the shipped table: a fresh solve
        table = solver.solve(rules, progress=False)
        solver._write(path, rules, table)
        table.setflags(write=False)
        return table  # the lock goes with the file


#: Test files whose tests start (or share) a JupyterLab, Notebook 7 or Voila server of the session:
#: under pytest-xdist they all run on one worker, so that the run starts each server once.
def _lab_file(path: str) -> bool:
    name = path.rsplit("/", 1)[-1]
    return name.endswith("_lab.py") or name in ("test_keys_notebook7.py", "test_rooms_browser.py")


def _scope(nodeid: str) -> str:
    """What one pytest-xdist worker runs in one go: a file, or every JupyterLab file together."""
    path = nodeid.split("::", 1)[0]
    return "jupyterlab" if _lab_file(path) else path


def _guess_seconds(item) -> float:
    """A rough guess of a test's time: a browser or slow test about a second, another 10 ms."""
    return 1.0 if item.get_closest_marker("browser") or item.get_closest_marker("slow") else 0.01


def pytest_collection_modifyitems(config, items) -> None:
    """A notebook's cells are ``slow`` (a notebook runs in 5-60 s, its cells only together); a test
    marked ``jupyterlab`` must be in a file that _lab_file() names (xdist keeps those together).
    A pytest-xdist worker lists the files that seem longest first (its controller hands them
    out in that order), so that no long file starts last while the other worker has finished."""
    for item in items:
        if item.nodeid.split("::")[0].endswith(".ipynb"):
            item.add_marker(pytest.mark.slow)
    strays = sorted({i.nodeid.split("::")[0] for i in items if i.get_closest_marker("jupyterlab")} - {""})
    strays = [path for path in strays if not _lab_file(path)]
    if strays:
        raise pytest.UsageError(f"jupyterlab tests outside a *_lab.py file (see conftest.py's _lab_file): {strays}")
    if hasattr(config, "workerinput"):
        guess: dict[str, float] = {}
        for item in items:
            guess[_scope(item.nodeid)] = guess.get(_scope(item.nodeid), 0.0) + _guess_seconds(item)
        items.sort(key=lambda item: -guess[_scope(item.nodeid)])  # stable: a file's tests keep their order


class _OneWorkerPerFile:
    """Under pytest-xdist, a file's tests on one worker (a notebook's cells share one kernel, in
    order; a module its module fixtures), and every JupyterLab test file on one worker."""

    @staticmethod
    def pytest_xdist_make_scheduler(config, log):
        from xdist.scheduler import LoadFileScheduling

        class LabOnOneWorker(LoadFileScheduling):
            def _split_scope(self, nodeid: str) -> str:
                return _scope(nodeid)

        config.option.loadscopereorder = False  # the workers' order (longest first), not the most tests first
        return LabOnOneWorker(config, log)


def pytest_configure(config) -> None:
    if config.pluginmanager.hasplugin("xdist"):  # its hook is unknown without it
        config.pluginmanager.register(_OneWorkerPerFile(), "ludoteca-xdist-scheduling")


def pytest_sessionfinish(session, exitstatus) -> None:
    """Remove the sandbox after a passing run; keep it (logs, screenshots) when something failed."""
    if exitstatus == 0 and not os.environ.get("LUDOTECA_KEEP_SANDBOX"):
        shutil.rmtree(_SANDBOX, ignore_errors=True)  # the cache's link, not the run's cache
        if _OWN_CACHE:
            shutil.rmtree(RUN_CACHE, ignore_errors=True)
