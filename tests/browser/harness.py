"""Helpers for the browser tests: find Chromium, serve a widget's real ESM/CSS in a
plain page wired to the real Python widget, and drive a JupyterLab server.

The fixtures in ``conftest.py`` wrap these; benchmarks import them directly.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.budgets import CHECK

#: Flags Chromium needs on this offline, sandbox-less machine (it stalls on network
#: services otherwise).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


# -- Chromium -----------------------------------------------------------------
def chromium_path() -> tuple[str | None, str]:
    """The Chromium to drive, or ``None`` with the reason it is missing.

    ``$LUDOTECA_CHROMIUM`` wins when set (even when it points nowhere, so a test run
    can pretend Chromium is absent); otherwise Debian's ``/usr/bin/chromium``.
    """
    wanted = os.environ.get("LUDOTECA_CHROMIUM")
    candidates = (
        [wanted] if wanted else ["/usr/bin/chromium", shutil.which("chromium"), shutil.which("chromium-browser")]
    )
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate, ""
    where = f"LUDOTECA_CHROMIUM={wanted}" if wanted else "/usr/bin/chromium"
    return None, f"Chromium not found ({where}); install it or set LUDOTECA_CHROMIUM"


def launch_options(executable: str, workdir: Path) -> dict[str, Any]:
    """Keyword arguments for ``playwright.chromium.launch`` that keep every file Chromium
    writes (crash database, dconf, NSS db) under ``workdir`` instead of ``$HOME``.

    (Playwright puts the profile itself in its driver's TMPDIR; see the ``browser`` fixture.)
    """
    workdir = Path(workdir)
    for sub in ("home", "crashes", "config", "cache", "tmp"):
        (workdir / sub).mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "HOME": str(workdir / "home"),
        "XDG_CONFIG_HOME": str(workdir / "config"),
        "XDG_CACHE_HOME": str(workdir / "cache"),
        "TMPDIR": str(workdir / "tmp"),
    }
    return {
        "executable_path": executable,
        "headless": True,
        # Without --crash-dumps-dir the crash database goes to ~/.config/chromium whatever HOME says.
        "args": [*CHROMIUM_ARGS, f"--crash-dumps-dir={workdir / 'crashes'}"],
        "env": env,
    }


def browser_required() -> bool:
    """Whether a missing browser is a failure (CI) rather than a skip."""
    return os.environ.get("LUDOTECA_REQUIRE_BROWSER", "").strip() not in ("", "0", "false", "no")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# -- a tiny static server ---------------------------------------------------------
_TYPES = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".json": "application/json"}


class StaticServer:
    """Serves in-memory files on 127.0.0.1 from a background thread.

    ``mount(files)`` publishes a dict of ``name -> text`` under a fresh prefix and
    returns its base URL, so every page gets its own files and nothing is cached.
    """

    def __init__(self) -> None:
        self._files: dict[str, bytes] = {}
        self._ids = itertools.count(1)
        files = self._files

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                body = files.get(self.path.split("?", 1)[0])
                if body is None:
                    self.send_error(404)
                    return
                kind = _TYPES.get(Path(self.path.split("?", 1)[0]).suffix, "application/octet-stream")
                self.send_response(200)
                self.send_header("Content-Type", f"{kind}; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:  # keep pytest output clean
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="ludoteca-static", daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def mount(self, files: dict[str, str]) -> str:
        prefix = f"/w/{next(self._ids)}/"
        for name, text in files.items():
            self._files[prefix + name] = text.encode("utf-8")
        return self.url + prefix

    def unmount(self, base_url: str) -> None:
        prefix = base_url.removeprefix(self.url)
        for key in [k for k in self._files if k.startswith(prefix)]:
            del self._files[key]

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


# -- the page that hosts one widget ---------------------------------------------
_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ludoteca widget: {title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="widget.css">
<style>body {{ margin: 24px; background: #fff; }}</style>
<script id="ludoteca-state" type="application/json">{state}</script>
<script type="module" src="host.js"></script>
</head>
<body><div id="widget"></div></body>
</html>
"""

# A fake of the anywidget model API (get/set/on/off/send/save_changes), wired to
# Python through the exposed function ``__ludotecaPy``: every message and every
# saved change goes to the real widget, whose new synced state comes back as
# ``change:<name>`` events, as a kernel would send them. ``__ludotecaShow(base, state,
# token)`` shows a widget: a fresh model, element, stylesheet and module (``base`` is where
# its widget.js and widget.css are, "" for the page's own); a page shows the state it was
# served with, if any, and a shared page (SharedPage) one widget after another. Each call
# to Python carries the token of the widget that made it.
_HOST_JS = r"""
window.__ludoteca = { ready: false, pending: 0, errors: [], received: [], listenerCount: () => 0 };
window.__sent = [];

async function stylesheet(href) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error(`the stylesheet ${href} did not load`));
  });
  document.head.append(link);
  await loaded;
  for (const old of document.querySelectorAll("link[rel=stylesheet]")) if (old !== link) old.remove();
}

async function show(base, state, token) {
  const handlers = new Map();   // event name -> Set of callbacks
  const dirty = new Set();
  const host = { ready: false, pending: 0, errors: [], received: [], listenerCount, token };
  window.__ludoteca = host;
  window.__sent = [];

  function listenerCount() {
    let n = 0;
    for (const set of handlers.values()) n += set.size;
    return n;
  }
  function emit(event, ...args) {
    for (const callback of [...(handlers.get(event) || [])]) callback(...args);
  }
  function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }
  function assign(changes) {
    const changed = [];
    for (const [key, value] of Object.entries(changes)) {
      if (same(state[key], value)) continue;
      state[key] = value;
      changed.push(key);
    }
    for (const key of changed) emit(`change:${key}`, model, state[key]);
    if (changed.length) emit("change", model);
  }
  // Python's answer: {state: {name: value}, custom: [content, ...]}
  function apply(reply) {
    assign(reply.state || {});
    for (const content of reply.custom || []) {
      host.received.push(content);
      emit("msg:custom", content, []);
    }
  }
  async function toPython(kind, payload) {
    host.pending += 1;
    try {
      apply(JSON.parse(await window.__ludotecaPy(kind, payload, token)));
    } catch (error) {
      host.errors.push(String(error));
      console.error("ludoteca host: " + error);
    } finally {
      host.pending -= 1;
    }
  }
  const events = (names) => String(names).split(/\s+/).filter(Boolean);

  const model = {
    get(key) { return state[key]; },
    set(key, value) {
      // Like Backbone: changes are local (and fire events) until save_changes().
      if (same(state[key], value)) return;
      state[key] = value;
      dirty.add(key);
      emit(`change:${key}`, model, value);
      emit("change", model);
    },
    on(names, callback) {
      for (const name of events(names)) {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name).add(callback);
      }
    },
    off(names, callback) {
      if (names === undefined || names === null) { handlers.clear(); return; }
      for (const name of events(names)) {
        if (callback === undefined) handlers.delete(name);
        else handlers.get(name)?.delete(callback);
      }
    },
    send(content, callbacks, buffers) {
      // What the player's page sent, without the page asking for the whole view as it starts to draw.
      if (!(content && content.type === "view_please")) window.__sent.push(content);
      // A comm carries JSON: what cannot be stringified arrives as null.
      const text = JSON.stringify(content === undefined ? null : content);
      return toPython("send", text === undefined ? "null" : text);
    },
    save_changes() {
      const changes = {};
      for (const key of dirty) changes[key] = state[key];
      dirty.clear();
      return toPython("save", JSON.stringify(changes));
    },
    widget_manager: { async get_model() { throw new Error("no widget manager in the static page"); } },
  };
  window.__model = model;
  window.__state = state;

  const el = document.createElement("div");
  el.id = "widget";
  document.getElementById("widget").replaceWith(el);
  window.scrollTo(0, 0);
  if (base) await stylesheet(base + "widget.css");
  const module = await import((base || "./") + "widget.js");
  let definition = module.default ?? module;
  if (typeof definition === "function") definition = await definition();
  const experimental = { invoke: async () => { throw new Error("invoke is not supported in the static page"); } };
  await definition.initialize?.({ model, experimental });
  const cleanup = await definition.render?.({ model, el, experimental });
  host.apply = apply;
  let destroyed = false;
  host.destroy = async () => {  // once: a test may have taken the widget away itself
    if (!destroyed && typeof cleanup === "function") await cleanup();
    if (!destroyed) el.replaceChildren();
    destroyed = true;
    return listenerCount();
  };
  host.ready = true;
}

window.__ludotecaShow = show;
const served = JSON.parse(document.getElementById("ludoteca-state").textContent);
if (served !== null) await show("", served, 0);
"""

#: Synced traits that stay in Python (the sources are served as files instead).
_NOT_MIRRORED = {"_esm", "_css"}


class WidgetPage:
    """A Playwright page showing one widget, its fake model wired to the Python widget.

    Attribute access falls through to the Playwright ``Page``, so ``wp.locator(...)``,
    ``wp.keyboard.press(...)`` work as on a page; ``wp.page`` is the page itself.
    """

    def __init__(self, page: Any, widget: Any, *, hooked: bool = True) -> None:
        self.page = page
        self.widget = widget
        self.errors: list[str] = []  # uncaught page errors
        self.console_errors: list[str] = []  # console.error and failed loads
        self.custom_messages: list[Any] = []  # widget.send(...) from Python, in order
        self._outbox: list[Any] = []
        self._names = [k for k in dict.fromkeys(widget.keys) if k not in _NOT_MIRRORED]
        self._shadow = self._snapshot()  # what the page currently holds
        self._original_send = widget.__dict__.get("send")
        widget.send = self._capture_send  # Python -> browser custom messages
        if hooked:  # else a SharedPage, whose hooks lead here while it shows this widget
            page.on("pageerror", self._on_error)
            page.on("console", self._on_console)
            page.expose_function("__ludotecaPy", self._from_page)

    def __getattr__(self, name: str) -> Any:
        if name == "page":  # not set yet: no recursion
            raise AttributeError(name)
        return getattr(self.page, name)

    # -- the wiring ---------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        state = self.widget.get_state(key=self._names)
        return json.loads(json.dumps(state, default=str))

    def _capture_send(self, content: Any, buffers: Any = None) -> None:
        self.custom_messages.append(content)
        self._outbox.append(content)

    def _on_error(self, error: Any) -> None:
        self.errors.append(f"{error.name}: {error.message}\n{error.stack}")

    def _on_console(self, message: Any) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)

    def _from_page(self, kind: str, payload: str, token: int = 0) -> str:
        data = json.loads(payload)
        if kind == "send":
            # The path a kernel comm takes, so on_msg handlers run (GameWidget.receive).
            self.widget._handle_custom_msg(data, [])
        elif kind == "save":
            self._shadow.update(data)
            self.widget.set_state(data)
        return json.dumps(self._reply())

    def _reply(self) -> dict[str, Any]:
        now = self._snapshot()
        changes = {k: v for k, v in now.items() if self._shadow.get(k, object()) != v}
        if getattr(self.widget, "view_numbered", False):
            changes.pop("view", None)  # as from a kernel: the view's patches are among the custom messages
        self._shadow = now
        custom, self._outbox = self._outbox, []
        return {"state": changes, "custom": custom}

    # -- for tests ----------------------------------------------------------------
    @property
    def root(self) -> Any:
        """The element the widget renders into."""
        return self.page.locator("#widget")

    @property
    def sent(self) -> list[Any]:
        """Every message the front end sent, as the page recorded it (``window.__sent``)."""
        return self.page.evaluate("() => window.__sent")

    def send(self, content: Any) -> None:
        """Send ``content`` as the widget's front end would (``model.send``) and wait for the answer."""
        self.page.evaluate("content => window.__model.send(content)", content)
        self.settle()

    def settle(self, timeout: float = 10_000) -> None:
        """Wait until every message in flight has been answered by Python."""
        self.page.wait_for_function("() => window.__ludoteca.pending === 0", timeout=timeout)

    def sync(self) -> None:
        """Push changes made on the Python side (e.g. ``widget.game.apply``) to the page."""
        self.page.evaluate("reply => window.__ludoteca.apply(reply)", self._reply())

    def destroy(self) -> int:
        """Run the widget's cleanup; returns how many model listeners are still registered."""
        return self.page.evaluate("() => window.__ludoteca.destroy()")

    def problems(self) -> list[str]:
        """Uncaught page errors and console errors (the host logs failed round trips there)."""
        return self.errors + self.console_errors

    def detach(self) -> None:
        """Give the widget its own ``send`` back."""
        if self._original_send is None:
            self.widget.__dict__.pop("send", None)
        else:
            self.widget.send = self._original_send


def notebook(*sources: str) -> Any:
    """A notebook whose code cells are ``sources``, for ``open_notebook``."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    return nb


def write_notebook(path: Path, *sources: str) -> None:
    """Save a notebook whose code cells are ``sources`` at ``path``, for the Python 3 kernel (for
    Voilà, which opens a file)."""
    import nbformat

    node = notebook(*sources)
    node.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(node, str(path))


def widget_files(widget: Any, state: dict[str, Any]) -> dict[str, str]:
    """The files of the static page for ``widget``: its real ESM and CSS, the host, the state."""
    return {
        "index.html": _PAGE.format(
            title=type(widget).__name__,
            state=json.dumps(state).replace("</", "<\\/"),
        ),
        "host.js": _HOST_JS,
        "widget.js": str(getattr(widget, "_esm", "")),
        "widget.css": str(getattr(widget, "_css", "") or ""),
    }


#: Every kept part is checked (common.js, ltKeep).
_INIT_SCRIPT = "window.ltKeepCheck = true;"


def open_widget_page(context: Any, server: StaticServer, widget: Any, *, timeout: float = 15_000) -> WidgetPage:
    """Open a new page in ``context`` showing ``widget`` and wait until it has rendered."""
    page = context.new_page()
    page.add_init_script(_INIT_SCRIPT)
    wp = WidgetPage(page, widget)
    wp.base_url = server.mount(widget_files(widget, wp._shadow))
    page.goto(wp.base_url + "index.html")
    _wait_rendered(wp, 0, timeout)
    return wp


def _wait_rendered(wp: WidgetPage, token: int, timeout: float) -> None:
    try:
        wp.page.wait_for_function(
            "token => window.__ludoteca && window.__ludoteca.token === token && window.__ludoteca.ready",
            arg=token,
            timeout=timeout,
        )
    except Exception as error:
        raise AssertionError(
            f"{type(wp.widget).__name__} did not render in the static page: {wp.problems() or error}"
        ) from None


class SharedPage:
    """One page that shows the static widget pages of several tests in turn (a test module's),
    instead of loading a new context and page for each: every widget gets a fresh model,
    element, stylesheet and module (its files at a new address), in the same document.

    Its page-error, console and ``__ludotecaPy`` hooks are installed once and lead to the widget
    shown now; a call from a widget shown before (its token) is answered with nothing. ``hide()``
    runs the widget's cleanup and waits for its last messages; the next ``show()`` sets the
    viewport back, scrolls to the top and moves the mouse away. A page whose widget could not be
    hidden is ``broken``: the fixture opens another."""

    def __init__(self, context: Any, server: StaticServer, viewport: dict[str, int], timeout: float) -> None:
        self.context, self.server, self.viewport, self.timeout = context, server, viewport, timeout
        self.page = context.new_page()
        self.page.add_init_script(_INIT_SCRIPT)
        self.shown: WidgetPage | None = None
        self.broken = False
        self._tokens = itertools.count(1)
        self._token = 0
        self.page.on("pageerror", lambda error: self.shown and self.shown._on_error(error))
        self.page.on("console", lambda message: self.shown and self.shown._on_console(message))
        self.page.expose_function("__ludotecaPy", self._from_page)
        files = {"index.html": _PAGE.format(title="shared page", state="null"), "host.js": _HOST_JS, "widget.css": ""}
        self.page.goto(server.mount(files) + "index.html")
        self.page.wait_for_function("() => typeof window.__ludotecaShow === 'function'", timeout=timeout)

    def _from_page(self, kind: str, payload: str, token: int = 0) -> str:
        if self.shown is None or token != self._token:  # a widget shown before: nobody listens any more
            return json.dumps({"state": {}, "custom": []})
        return self.shown._from_page(kind, payload)

    @property
    def busy(self) -> bool:
        return self.shown is not None

    def show(self, widget: Any, *, viewport: dict[str, int] | None = None) -> WidgetPage:
        """Show ``widget`` (at ``viewport``, else the page's own) and wait until it has rendered."""
        assert self.shown is None, "the shared page already shows a widget"
        size = viewport or self.viewport
        if self.page.viewport_size != size:
            self.page.set_viewport_size(size)
        self.page.mouse.move(0, 0)
        wp = WidgetPage(self.page, widget, hooked=False)
        files = widget_files(widget, wp._shadow)
        wp.base_url = self.server.mount({"widget.js": files["widget.js"], "widget.css": files["widget.css"]})
        self._token = next(self._tokens)
        self.shown = wp
        self.page.evaluate(
            "([base, state, token]) => { window.__ludotecaShow(base, state, token); }",
            [wp.base_url, wp._shadow, self._token],
        )
        _wait_rendered(wp, self._token, self.timeout)
        return wp

    def hide(self) -> None:
        """Run the shown widget's cleanup (its timers and listeners go) and wait for its last messages."""
        try:
            self.page.evaluate("() => window.__ludoteca.ready && window.__ludoteca.destroy()")
            self.page.wait_for_function("() => window.__ludoteca.pending === 0", timeout=self.timeout)
        except Exception as error:
            self.broken = True
            if self.shown is not None:
                self.shown.errors.append(f"the shared page could not take the widget away: {error}")
        finally:
            self.shown = None


# -- JupyterLab -------------------------------------------------------------------
#: User settings that keep JupyterLab quiet and deterministic in a test: no news or
#: update checks (no network), no extension manager (it asks PyPI), no autosave,
#: every cell in the DOM (no windowing).
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/extensionmanager-extension/plugin": {"enabled": False},
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/sessionDialogs": {"skipKernelRestartDialog": True},
}


class JupyterLab:
    """A JupyterLab server of our own on 127.0.0.1, writing only under ``workdir``.

    ``collaborative``: with real-time collaboration (jupyter-collaboration, which is on as soon
    as it is installed: every other server of ours turns it off, so the tests see plain
    JupyterLab whatever is installed). ``app="notebook"``: Notebook 7 instead of JupyterLab (the
    same server and front-end pieces, one notebook per browser tab)."""

    def __init__(
        self, workdir: Path, *, python: str = sys.executable, collaborative: bool = False, app: str = "lab"
    ) -> None:
        self.collaborative = collaborative
        self.app = app
        self.workdir = Path(workdir)
        self.root = self.workdir / "root"
        self.home = self.workdir / "home"
        self.settings_dir = self.workdir / "user-settings"
        self.workspaces_dir = self.workdir / "workspaces"
        self.log_path = self.workdir / "jupyterlab.log"
        self.python = python
        self.token = secrets.token_hex(24)
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self._log = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def env(self) -> dict[str, str]:
        env = dict(os.environ)  # carries the sandboxed JUPYTER_*/IPYTHONDIR/XDG_* dirs
        env.update(
            {
                "HOME": str(self.home),
                "JUPYTERLAB_SETTINGS_DIR": str(self.settings_dir),
                "JUPYTERLAB_WORKSPACES_DIR": str(self.workspaces_dir),
                "PYTHONUNBUFFERED": "1",
                "MPLBACKEND": "Agg",
            }
        )
        env.pop("JUPYTER_TOKEN", None)
        return env

    def command(self) -> list[str]:
        return [
            self.python,
            "-m",
            "jupyter",
            self.app,
            "--no-browser",
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--ServerApp.terminals_enabled=False",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.extension_manager=readonly",  # never asks PyPI
            "--LanguageServerManager.autodetect=False",
            # If the test run is killed before it can stop us: idle kernels go after 10
            # minutes, then the server itself after 15 minutes without activity.
            "--MappingKernelManager.cull_idle_timeout=600",
            "--MappingKernelManager.cull_interval=60",
            "--ServerApp.shutdown_no_activity_timeout=900",
            # jupyter-collaboration 2+ has no --collaborative flag: installed means enabled.
            f"--YDocExtension.disable_rtc={not self.collaborative}",
        ]

    def start(self, timeout: float = 120) -> None:
        for folder in (self.root, self.home, self.settings_dir, self.workspaces_dir):
            folder.mkdir(parents=True, exist_ok=True)
        for name, values in LAB_SETTINGS.items():
            path = self.settings_dir / f"{name}.jupyterlab-settings"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values), encoding="utf-8")
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - open while the server runs; closed in stop()
        self.process = subprocess.Popen(
            self.command(),
            cwd=self.root,
            env=self.env(),
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited with code {self.process.returncode}:\n{self.log_tail()}")
            try:
                self.api("GET", "/api/status", timeout=2)
                return
            except (OSError, urllib.error.URLError):
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"JupyterLab did not answer /api/status within {timeout:.0f} s:\n{self.log_tail()}")
            time.sleep(0.2)

    def api(self, method: str, path: str, body: Any = None, timeout: float = 10) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
        return json.loads(text) if text else None

    def lab_url(self, path: str) -> str:
        """The address that opens ``path`` (relative to the root) in a fresh workspace."""
        quoted = urllib.request.pathname2url(path).lstrip("/")
        if self.app == "notebook":
            return f"{self.url}/notebooks/{quoted}?token={self.token}"
        return f"{self.url}/lab/tree/{quoted}?reset&token={self.token}"

    def kernels(self) -> list[dict[str, Any]]:
        return self.api("GET", "/api/kernels")

    def shutdown_kernels(self) -> None:
        """Shut down every kernel (and session) the server runs; wait until they are gone."""
        try:
            for session in self.api("GET", "/api/sessions"):
                self.api("DELETE", f"/api/sessions/{session['id']}")
            for kernel in self.kernels():
                self.api("DELETE", f"/api/kernels/{kernel['id']}")
        except (OSError, urllib.error.URLError):
            return

    def child_pids(self) -> list[int]:
        try:
            import psutil
        except ImportError:  # pragma: no cover - psutil comes with jupyter_server
            return []
        try:
            return [child.pid for child in psutil.Process(self.process.pid).children(recursive=True)]
        except psutil.Error:
            return []

    def stop(self, timeout: float = 20) -> None:
        """Stop kernels through the API, then the server by its PID (TERM, then KILL)."""
        if self.process is None:
            return
        if self.process.poll() is None:
            self.shutdown_kernels()
            children = self.child_pids()
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout)
            for pid in children:  # leave no orphan kernel behind
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        if self._log is not None:
            self._log.close()
            self._log = None
        self.process = None

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"


class Voila(JupyterLab):
    """A Voilà server of our own on 127.0.0.1 showing ``notebook`` (a path under ``root``) as a
    page of outputs: no cells, no notebook shortcuts. Written like :class:`JupyterLab`."""

    def __init__(self, workdir: Path, notebook: str, *, python: str = sys.executable) -> None:
        super().__init__(workdir, python=python)
        self.notebook = notebook

    def command(self) -> list[str]:
        return [
            self.python,
            "-m",
            "voila",
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            f"--Voila.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--Voila.root_dir={self.root}",
            self.notebook,
        ]

    def start(self, timeout: float = 120) -> None:
        """Start it; ready once it accepts connections (asking for the page would run it)."""
        self.root.mkdir(parents=True, exist_ok=True)
        self.home.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - open while the server runs; closed in stop()
        self.process = subprocess.Popen(
            self.command(),
            cwd=self.root,
            env=self.env(),
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voilà exited with code {self.process.returncode}:\n{self.log_tail()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"Voilà did not listen within {timeout:.0f} s:\n{self.log_tail()}")
            time.sleep(0.2)

    def shutdown_kernels(self) -> None:  # its kernel goes with the page and the server
        pass


class NotebookPage:
    """A notebook open in JupyterLab, driven like a person would (menus, keys, clicks)."""

    def __init__(self, page: Any, lab: JupyterLab, path: str) -> None:
        self.page = page
        self.lab = lab
        self.path = path
        self.errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(f"{error.name}: {error.message}"))

    def __getattr__(self, name: str) -> Any:
        if name == "page":  # not set yet: no recursion
            raise AttributeError(name)
        return getattr(self.page, name)

    @property
    def notebook(self) -> Any:
        return self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")

    @property
    def cells(self) -> Any:
        return self.notebook.locator(".jp-Cell")

    def cell(self, index: int) -> Any:
        return self.cells.nth(index)

    def output(self, index: int) -> Any:
        """The output area of cell ``index`` (scope widget selectors to it)."""
        return self.cell(index).locator(".jp-OutputArea")

    def open(self, timeout: float = 120_000) -> NotebookPage:
        self.page.goto(self.lab.lab_url(self.path))
        self.notebook.wait_for(timeout=timeout)
        self.wait_idle(timeout)
        return self

    def wait_idle(self, timeout: float = 120_000) -> None:
        """Wait until the notebook has a kernel and the kernel is idle.

        The toolbar's execution indicator says "idle" before any kernel exists, so the
        kernel name must be set too, and the status bar (when shown) must read "… | Idle".
        """
        panel = self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
        try:
            self.page.wait_for_function(
                """panel => {
                  const indicator = panel.querySelector(".jp-Notebook-ExecutionIndicator");
                  const name = panel.querySelector(".jp-KernelName")?.textContent.trim() ?? "";
                  const status = [...document.querySelectorAll(".jp-StatusBar-TextItem")]
                    .map(e => e.textContent.trim()).find(t => t.includes(" | "));
                  return indicator?.getAttribute("data-status") === "idle"
                    && name !== "" && !/no kernel/i.test(name)
                    && (status === undefined || (!/no kernel/i.test(status) && /\\|\\s*Idle$/.test(status)));
                }""",
                arg=panel.element_handle(timeout=timeout),
                timeout=timeout,
            )
        except Exception as error:
            raise AssertionError(f"the kernel did not become idle: {self.diagnose()}") from error

    def run_all(self, timeout: float = 120_000) -> None:
        """Run > Run All Cells, then wait until every code cell has run and the kernel is idle."""
        self.notebook.click(position={"x": 5, "y": 5})  # make the notebook the active panel
        self.page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        item = self.page.locator('.lm-Menu-item[data-command="runmenu:run-all"]')
        item.and_(self.page.locator(":not(.lm-mod-disabled)")).click()
        try:  # the cells are queued at once: every prompt turns to [*] or [n]
            self.page.wait_for_function(
                """nb => [...nb.querySelectorAll(".jp-CodeCell .jp-InputArea-prompt")]
                        .some(p => /\\[(\\*|\\d+)\\]/.test(p.textContent))""",
                arg=self.notebook.element_handle(),
                timeout=30_000,
            )
        except Exception as error:
            raise AssertionError(f"Run All Cells did not start any cell: {self.diagnose()}") from error
        self.wait_executed(timeout)

    def wait_executed(self, timeout: float = 120_000) -> None:
        """Wait until no cell is running or queued and the kernel is idle; then check that
        every non-empty code cell has an execution count (a failing cell stops Run All:
        its traceback is in the error)."""
        try:
            self.page.wait_for_function(
                """nb => {
                  const prompts = [...nb.querySelectorAll(".jp-CodeCell .jp-InputArea-prompt")];
                  if (prompts.some(p => p.textContent.includes("*"))) return false;
                  const indicator = nb.closest(".jp-NotebookPanel").querySelector(".jp-Notebook-ExecutionIndicator");
                  return !indicator || indicator.getAttribute("data-status") === "idle";
                }""",
                arg=self.notebook.element_handle(),
                timeout=timeout,
            )
        except Exception as error:
            raise AssertionError(f"the cells did not finish running: {self.diagnose()}") from error
        missing = self.notebook.evaluate(
            """nb => [...nb.querySelectorAll(".jp-CodeCell")].map((cell, i) => [
                      i, cell.querySelector(".cm-content")?.textContent ?? "",
                      cell.querySelector(".jp-InputArea-prompt")?.textContent ?? ""])
                    .filter(([i, source, prompt]) => source.trim() && !/\\[\\d+\\]/.test(prompt))
                    .map(([i]) => i)"""
        )
        if missing:
            errors = self.notebook.locator(".jp-OutputArea-output[data-mime-type*='stderr']").all_inner_texts()
            raise AssertionError(f"code cells {missing} did not run; errors: {errors}; {self.diagnose()}")

    def run_code(self, code: str, timeout: float = 60_000) -> Any:
        """Add a code cell at the end, type ``code`` into it, Shift+Enter; returns its output area."""
        count = self.cells.count()
        last = self.cell(count - 1)
        last.locator(".jp-InputPrompt").click()  # select the cell in command mode
        self.page.keyboard.press("Escape")
        self.page.keyboard.press("b")  # insert a cell below
        new = self.cell(count)
        new.wait_for()
        new.locator(".cm-content").click()
        self.page.keyboard.insert_text(code)
        self.page.keyboard.press("Shift+Enter")
        expect_started = new.locator(".jp-InputArea-prompt")
        expect_started.filter(has_text=re.compile(r"\[(\*|\d+)\]")).wait_for(timeout=timeout)
        self.wait_executed(timeout)
        return new.locator(".jp-OutputArea")

    def kernel_json(self, expression: str) -> Any:
        """The value of ``expression`` in the notebook's kernel, sent back as JSON."""
        return json.loads(self.run_code(f"import json\nprint(json.dumps({expression}))").inner_text().strip())

    def diagnose(self) -> str:
        parts = []
        dialogs = self.page.locator(".jp-Dialog")
        if dialogs.count():
            parts.append("dialog open: " + dialogs.first.inner_text()[:300].replace("\n", " | "))
        indicator = self.page.locator(".jp-Notebook-ExecutionIndicator")
        if indicator.count():
            parts.append(f"kernel status: {indicator.first.get_attribute('data-status')}")
        prompts = self.page.locator(".jp-CodeCell .jp-InputArea-prompt").all_inner_texts()
        parts.append(f"prompts: {prompts}")
        if self.errors:
            parts.append(f"page errors: {self.errors}")
        shot = self.lab.workdir / f"failure-{secrets.token_hex(4)}.png"
        try:
            self.page.screenshot(path=str(shot))
            parts.append(f"screenshot: {shot}")
        except Exception:  # a diagnosis must not hide the original failure
            pass
        parts.append("server log:\n" + self.lab.log_tail(15))
        return "; ".join(parts)


# -- the layout check: what a player would see as broken, measured in the real page ------------
_LAYOUT_JS = """
(root) => {
  const problems = [];
  const name = (el) => {
    const cls = typeof el.className === "string" ? el.className.trim().split(/\\s+/)[0] : "";
    return el.tagName.toLowerCase() + (cls ? "." + cls : "");
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    return style.display !== "none" && style.visibility !== "hidden" && el.getClientRects().length > 0;
  };
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  // Inline boxes that wrap have bounding boxes that cross without anything being hidden. A part
  // kept in view over what it acts on (core/static/inview.js: class lt-afloat) floats on purpose.
  const inFlow = (el) => ["static", "relative"].includes(getComputedStyle(el).position)
    && getComputedStyle(el).float === "none" && getComputedStyle(el).display !== "inline"
    && !el.classList.contains("lt-afloat");
  const sr = (el) => el.closest(".lt-bonanza-sr, .lt-sr, [class*='-sr']") !== null;
  // -- colours: [r, g, b, a] from a computed colour; WCAG luminance and contrast -------------
  const parse = (text) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(text);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[\\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const over = (top, below) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3])).concat(1);
  const luminance = ([r, g, b]) => {
    const lin = (c) => (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  // The colours behind `el`: its own and its ancestors' backgrounds (each gradient layer above
  // its element's colour), blended down to the first opaque layer. A gradient gives one
  // candidate per colour stop; the worst candidate counts.
  const gradients = (image) => {
    const layers = [];
    let depth = 0, start = 0;
    for (let i = 0; i <= image.length; i++) {
      const c = image[i];
      if (c === "(") depth++;
      else if (c === ")") depth--;
      else if ((c === "," && depth === 0) || i === image.length) { layers.push(image.slice(start, i)); start = i + 1; }
    }
    return layers.map((layer) => (layer.match(/rgba?\\([^)]+\\)/g) || []).map(parse)).filter((stops) => stops.length);
  };
  const backdrops = (el) => {
    const layers = [];  // top first; each a list of the colours it may show
    for (let node = el; node instanceof Element; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage.includes("url(")) return null;
      const colour = parse(style.backgroundColor);
      const own = [...gradients(style.backgroundImage), ...(colour && colour[3] > 0 ? [[colour]] : [])];
      const opaque = own.findIndex((stops) => stops.every((c) => c[3] >= 1));
      layers.push(...(opaque >= 0 ? own.slice(0, opaque + 1) : own));
      if (opaque >= 0) break;
    }
    let below = [[255, 255, 255, 1]];
    for (const stops of layers.reverse()) {
      const seen = new Map();
      for (const base of below) for (const stop of stops) { const c = over(stop, base); seen.set(c.join(), c); }
      below = [...seen.values()];
    }
    return below;
  };
  const contrast = (el) => {
    const ink = parse(getComputedStyle(el).color);
    const behind = backdrops(el);
    if (!ink || !behind) return null;
    let opacity = 1;
    for (let node = el; node instanceof Element; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return Math.min(...behind.map((bg) => ratio(over([...ink.slice(0, 3), ink[3] * opacity], bg), bg)));
  };
  for (const el of root.querySelectorAll("*")) {
    if (!(el instanceof HTMLElement) || !shown(el) || sr(el)) continue;
    const box = el.getBoundingClientRect();
    if (ownText(el) && (box.width < 1 || box.height < 1)) {
      problems.push(`collapsed: ${name(el)} "${el.textContent.trim().slice(0, 40)}"`);
    }
    const style = getComputedStyle(el);
    const scrolls = ["auto", "scroll"].includes(style.overflowX);
    if (!scrolls && ownText(el) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      problems.push(`clipped: ${name(el)} "${el.textContent.trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`);
    }
    const kids = [...el.children].filter((k) => k instanceof HTMLElement && shown(k) && inFlow(k) && !sr(k));
    for (let i = 0; i < kids.length; i++) {
      const a = kids[i].getBoundingClientRect();
      for (let j = i + 1; j < kids.length; j++) {
        const b = kids[j].getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2) problems.push(`overlap: ${name(kids[i])} and ${name(kids[j])} in ${name(el)} (${Math.round(w)}x${Math.round(h)} px)`);
      }
    }
    if (root.getBoundingClientRect().width > 0 && box.right > root.getBoundingClientRect().right + 1
        && !el.closest("[style*='overflow'], .lt-scroll") && !scrolls) {
      const parentScrolls = [...(function* up(n) { while (n && n !== root) { yield n; n = n.parentElement; } })(el.parentElement)]
        .some((p) => ["auto", "scroll"].includes(getComputedStyle(p).overflowX));
      if (!parentScrolls) problems.push(`sticks out: ${name(el)} past the right edge by ${Math.round(box.right - root.getBoundingClientRect().right)} px`);
    }
  }
  // Text must stand out from what is behind it: WCAG's contrast ratio, at least 3 : 1. Disabled
  // controls are exempt (WCAG), as are texts on a picture (no colour to measure).
  for (const el of root.querySelectorAll("*")) {
    if (!(el instanceof HTMLElement) || !shown(el) || sr(el) || !ownText(el)) continue;
    if (el.closest(":disabled, [aria-disabled='true']")) continue;
    const ratio = contrast(el);
    if (ratio !== null && ratio < 3) {
      problems.push(`faint: ${name(el)} "${el.textContent.trim().slice(0, 30)}" (contrast ${ratio.toFixed(2)} : 1)`);
    }
  }
  // Every character must have a glyph in the fonts the page has: one that needs an emoji font
  // shows as an empty box on a machine without one (drawn the same as an unassigned code point).
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 48;
  const pen = canvas.getContext("2d", { willReadFrequently: true });
  const draw = (font, text) => {
    pen.clearRect(0, 0, 48, 48);
    pen.font = font;
    pen.fillText(text, 4, 36);
    return pen.getImageData(0, 0, 48, 48).data.join();
  };
  const missing = new Map();  // font -> [the empty box, characters already checked]
  for (const el of root.querySelectorAll("*")) {
    if (!(el instanceof HTMLElement) || !shown(el) || sr(el)) continue;
    const font = `32px ${getComputedStyle(el).fontFamily}`;
    if (!missing.has(font)) missing.set(font, [draw(font, "\u0378"), new Set()]);
    const [box, seen] = missing.get(font);
    for (const node of el.childNodes) {
      if (node.nodeType !== 3) continue;
      for (const c of node.textContent) {
        if (c.codePointAt(0) < 0x80 || seen.has(c)) continue;
        seen.add(c);
        if (draw(font, c) === box) problems.push(`no glyph: "${c}" (U+${c.codePointAt(0).toString(16).toUpperCase()}) in ${name(el)}`);
      }
    }
  }
  // SVG text (chart labels) must stay inside its picture: an SVG clips what is outside it.
  for (const text of root.querySelectorAll("svg text")) {
    const svg = text.ownerSVGElement;
    if (!svg || !text.textContent.trim() || getComputedStyle(svg).overflow === "visible") continue;
    const t = text.getBoundingClientRect(), b = svg.getBoundingClientRect();
    if (t.width && (t.left < b.left - 1 || t.right > b.right + 1 || t.top < b.top - 1 || t.bottom > b.bottom + 1)) {
      problems.push(`clipped: svg text "${text.textContent.trim().slice(0, 30)}"`);
    }
  }
  return [...new Set(problems)];
}
"""


def next_frames(page: Any, count: int = 3) -> None:
    """Wait until the page has drawn ``count`` more frames: whatever a scroll or a redraw asked
    for in the next animation frame has run by then, however busy the machine is (a fixed wait
    is not enough on a loaded CI runner)."""
    page.evaluate(
        "n => new Promise(done => { const step = k => k ? requestAnimationFrame(() => step(k - 1)) : done(); step(n); })",
        count,
    )


def layout_problems(root: Any) -> list[str]:
    """What is broken in the layout under the widget ``root`` (a Playwright locator) as the
    page draws it now: an element with text that has collapsed to nothing, siblings in the
    normal flow that overlap, text cut off by its box (outside scrolling areas), anything
    sticking out past the widget's right edge, faint text (contrast under 3 : 1 with what is
    behind it, as WCAG measures it) and characters no font on the machine can draw (an emoji
    without an emoji font: an empty box)."""
    return root.evaluate(_LAYOUT_JS)


def check_layout(
    page: Any, root: Any, widths: tuple[int, ...] = (420, 1200), *, shots: Path | None = None, name: str = "widget"
) -> None:
    """Resize the page to each width and assert :func:`layout_problems` finds nothing;
    with ``shots``, keep a screenshot of the widget at each width there (under ``make check``
    only of a layout that fails)."""
    size = page.viewport_size or {"width": 1200, "height": 900}
    # In JupyterLab, close the file browser as a player on a narrow screen would.
    open_panel = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if open_panel.count():
        open_panel.first.click()
        page.wait_for_timeout(200)
    try:
        for width in widths:
            page.set_viewport_size({"width": width, "height": size["height"]})
            page.wait_for_timeout(150)  # let the notebook reflow
            problems = layout_problems(root)
            if shots is not None and (problems or not CHECK):
                shots.mkdir(parents=True, exist_ok=True)
                root.screenshot(path=str(shots / f"{name}-{width}.png"))
                page.screenshot(path=str(shots / f"{name}-{width}-page.png"))
            assert not problems, f"at {width} px: " + "; ".join(problems[:12])
    finally:
        page.set_viewport_size(size)


def click_and_wait(table: Any, target: Any, timeout: float = 60_000) -> None:
    """Click ``target`` in a widget whose root counts its redraws in ``data-render``, and wait
    until the widget has redrawn from Python's answer."""
    before = int(table.get_attribute("data-render"))
    target.click()
    table.page.wait_for_function(
        "([el, n]) => Number(el.getAttribute('data-render')) > n", arg=[table.element_handle(), before], timeout=timeout
    )
    time.sleep(0.03)  # a second trait update of the same answer, if any
