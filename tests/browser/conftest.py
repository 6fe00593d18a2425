"""Fixtures of the browser tests: one headless Chromium per session, a static page per
widget (its real ESM and CSS, a fake anywidget model wired to the real Python widget)
and a JupyterLab server of our own.

    def test_roll(open_widget):
        wp = open_widget(DiceWidget(seed=1))         # a WidgetPage (acts like a Page)
        wp.locator(".lt-roll").click()

    def test_lab(open_notebook):
        nb = open_notebook(notebook_node)             # a NotebookPage, kernel idle
        nb.run_all()

Without Chromium these tests skip, unless LUDOTECA_REQUIRE_BROWSER=1 (CI), where they fail.
"""

from __future__ import annotations

import importlib.util
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .harness import (
    JupyterLab,
    NotebookPage,
    SharedPage,
    StaticServer,
    WidgetPage,
    browser_required,
    chromium_path,
    launch_options,
    open_widget_page,
)

#: Generous: a loaded CI machine may take a while, and explicit waits end early anyway.
TIMEOUT_MS = 20_000


def _missing(reason: str) -> None:
    if browser_required():
        pytest.fail(f"{reason} — LUDOTECA_REQUIRE_BROWSER=1 requires it", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium() -> str:
    """The path of the Chromium executable (skips, or fails in CI, without one)."""
    path, reason = chromium_path()
    if path is None:
        _missing(reason)
    if importlib.util.find_spec("playwright") is None:
        _missing("the Python package playwright is not installed")
    return path


@pytest.fixture(scope="session")
def _playwright(chromium: str, sandbox: Path):
    from playwright.sync_api import expect, sync_playwright

    # Playwright's driver makes Chromium's user data dir in its own TMPDIR: the sandbox's.
    tmp = sandbox / "chromium" / "tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    saved = os.environ.get("TMPDIR")
    os.environ["TMPDIR"] = str(tmp)
    try:
        driver = sync_playwright().start()
    finally:
        if saved is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved
    expect.set_options(timeout=TIMEOUT_MS)
    yield driver
    driver.stop()


@pytest.fixture(scope="session")
def browser(_playwright: Any, chromium: str, sandbox: Path):
    """One headless Chromium for the whole session; every file it writes stays in the sandbox."""
    browser = _playwright.chromium.launch(**launch_options(chromium, sandbox / "chromium"))
    yield browser
    browser.close()


@pytest.fixture(scope="session")
def static_server():
    """An HTTP server on 127.0.0.1 (a thread) serving the static widget pages."""
    server = StaticServer()
    yield server
    server.close()


#: The viewport of a widget page unless the test asks for another.
VIEWPORT = {"width": 900, "height": 600}


@pytest.fixture(scope="module")
def _module_page(browser: Any, static_server: StaticServer):
    """``get() -> SharedPage``: the page a test module's static widget pages share (made on
    first use, made again if a widget could not be taken away from it)."""
    made: list[SharedPage] = []

    def get() -> SharedPage:
        if made and made[-1].broken:
            made[-1].context.close()
            made.pop()
        if not made:
            context = browser.new_context(viewport=VIEWPORT)
            context.set_default_timeout(TIMEOUT_MS)
            made.append(SharedPage(context, static_server, VIEWPORT, TIMEOUT_MS))
        return made[-1]

    yield get
    for shared in made:
        shared.context.close()


@pytest.fixture
def open_widget(browser: Any, static_server: StaticServer, _module_page: Any) -> Callable[..., WidgetPage]:
    """``open_widget(widget, *, viewport=None, touch=False) -> WidgetPage``: render a Python
    widget in a page (``touch``: as a phone or tablet, whose pointer is a finger).

    A test's first widget is shown in its module's shared page (a fresh model, element and
    module in the same document, see ``SharedPage``); a second one at once, or a touch one,
    gets a browser context of its own. Clicks reach the real ``widget`` (``model.send`` goes
    through ipywidgets' custom-message path, ``save_changes`` through ``set_state``) and its
    new synced traits come back as change events. The test fails if the page reported an
    uncaught error or a console error.
    """
    opened: list[tuple[Any, WidgetPage | None]] = []  # (own context, or None in the shared page; page)
    shared: list[SharedPage] = []

    def _open(widget: Any, *, viewport: dict[str, int] | None = None, touch: bool = False) -> WidgetPage:
        if not touch and not shared and not _module_page().busy:
            shared.append(_module_page())
            opened.append((None, None))
            wp = shared[0].show(widget, viewport=viewport)
            opened[-1] = (None, wp)
            return wp
        context = browser.new_context(viewport=viewport or VIEWPORT, has_touch=touch)
        context.set_default_timeout(TIMEOUT_MS)
        opened.append((context, None))
        wp = open_widget_page(context, static_server, widget, timeout=TIMEOUT_MS)
        opened[-1] = (context, wp)
        return wp

    yield _open
    for page in shared:
        page.hide()  # the widget's cleanup runs while its page still reports to it
    problems: list[str] = []
    for context, wp in opened:
        if wp is not None:
            problems += wp.problems()
            wp.detach()
            # Messages were handled inside Playwright's event loop, so a widget's timers
            # (a table's clock, its computer players) live there: stop them with the test.
            wp.widget.close()
            static_server.unmount(wp.base_url)
        if context is not None:
            context.close()
    if problems:
        pytest.fail("the widget page reported errors:\n" + "\n".join(problems), pytrace=False)


@pytest.fixture(scope="session")
def jupyterlab(browser: Any, sandbox: Path):
    """A JupyterLab server on 127.0.0.1 (token, root dir, settings, HOME all in the sandbox)."""
    if importlib.util.find_spec("jupyterlab") is None:
        _missing("jupyterlab is not installed")
    lab = JupyterLab(sandbox / f"jupyterlab-{uuid.uuid4().hex[:8]}")
    lab.start(timeout=120)
    yield lab
    lab.stop()


def has_collaboration() -> bool:
    return (
        importlib.util.find_spec("jupyter_collaboration") is not None
        and importlib.util.find_spec("jupyter_server_ydoc") is not None
    )


@pytest.fixture(scope="session")
def jupyterlab_collab(browser: Any, sandbox: Path):
    """A JupyterLab server with real-time collaboration (jupyter-collaboration) on."""
    if importlib.util.find_spec("jupyterlab") is None:
        _missing("jupyterlab is not installed")
    if not has_collaboration():
        _missing("jupyter-collaboration is not installed (pip install -e '.[collab]')")
    lab = JupyterLab(sandbox / f"jupyterlab-collab-{uuid.uuid4().hex[:8]}", collaborative=True)
    lab.start(timeout=120)
    yield lab
    lab.stop()


@pytest.fixture(scope="session")
def notebook7(browser: Any, sandbox: Path):
    """A Notebook 7 server on 127.0.0.1 (its shortcuts run before the page sees a key)."""
    if importlib.util.find_spec("notebook") is None:
        _missing("notebook (Notebook 7) is not installed")
    server = JupyterLab(sandbox / f"notebook7-{uuid.uuid4().hex[:8]}", app="notebook")
    server.start(timeout=120)
    yield server
    server.stop()


@pytest.fixture
def open_notebook(browser: Any, jupyterlab: JupyterLab) -> Callable[..., NotebookPage]:
    """``open_notebook(notebook, name=None) -> NotebookPage``: open it in JupyterLab, kernel idle.

    ``notebook`` is an nbformat node or the path of an .ipynb file; it is written, without
    outputs, into the server's root dir. Kernels are shut down after the test.
    """
    yield from _opener(browser, jupyterlab)


@pytest.fixture
def open_notebook7(browser: Any, notebook7: JupyterLab) -> Callable[..., NotebookPage]:
    """Like ``open_notebook``, in Notebook 7."""
    yield from _opener(browser, notebook7, NOTEBOOK7_OWN_ERRORS)


#: Page errors of Notebook 7 itself (7.6, with the test tools' extensions): its shortcut settings
#: raise this while the page loads, on an empty notebook too.
NOTEBOOK7_OWN_ERRORS = ("TypeError: Cannot read properties of undefined (reading 'schema')",)


def _opener(browser: Any, jupyterlab: JupyterLab, known: tuple[str, ...] = ()):
    import nbformat

    opened: list[tuple[Any, NotebookPage | None]] = []

    def _open(notebook: Any, name: str | None = None) -> NotebookPage:
        if isinstance(notebook, (str, Path)):
            name = name or Path(notebook).name
            notebook = nbformat.read(str(notebook), as_version=4)
        name = name or f"test-{uuid.uuid4().hex[:8]}.ipynb"
        notebook.metadata.setdefault(
            "kernelspec", {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
        )
        for cell in notebook.cells:  # every run starts from a clean notebook
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        nbformat.write(notebook, str(jupyterlab.root / name))
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.set_default_timeout(TIMEOUT_MS)
        opened.append((context, None))
        nb = NotebookPage(context.new_page(), jupyterlab, name)
        opened[-1] = (context, nb)
        return nb.open()

    yield _open
    errors: list[str] = []
    for context, nb in opened:
        if nb is not None:
            errors += [e for e in nb.errors if e not in known]
        context.close()
    jupyterlab.shutdown_kernels()
    if errors:
        pytest.fail("JupyterLab reported uncaught page errors:\n" + "\n".join(errors), pytrace=False)


@pytest.fixture
def two_browsers(browser: Any, jupyterlab_collab: JupyterLab) -> Any:
    """``open(nb_node) -> (first, second)``: the same notebook open in two browser contexts."""
    import nbformat  # on use: its schema checker takes seconds to import

    contexts, pages_open = [], []

    def _open(node) -> tuple[NotebookPage, NotebookPage]:
        name = f"duo-{uuid.uuid4().hex[:6]}.ipynb"
        node.metadata.setdefault(
            "kernelspec", {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
        )
        nbformat.write(node, str(jupyterlab_collab.root / name))
        pages = []
        for _ in range(2):
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            context.set_default_timeout(TIMEOUT_MS)
            contexts.append(context)
            pages.append(NotebookPage(context.new_page(), jupyterlab_collab, name).open())
        pages_open.extend(pages)
        return pages[0], pages[1]

    yield _open
    errors = [e for nb in pages_open for e in nb.errors]
    for context in contexts:
        context.close()
    jupyterlab_collab.shutdown_kernels()
    assert not errors
