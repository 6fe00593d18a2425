"""How fast the Lucky Box table answers a click: click -> updated DOM, measured inside the page
(p50/p95), on the static test page (the real ESM wired to the real Python widget) and, unless
``--no-lab``, in a real JupyterLab (through the kernel and back). Target: p95 <= 100 ms.

Run: ``python benchmarks/bench_luckybox_widget.py [--clicks 60] [--no-lab]``. Everything Chromium,
JupyterLab and ludoteca write goes to a temporary folder. Needs Chromium (``/usr/bin/chromium`` or
``$LUDOTECA_CHROMIUM``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Clicks in the page, each timed until the table has redrawn (its data-render counter moves on).
# Three kinds: marking an offered card (and unmarking it), a cell that costs lightning (it asks;
# then Cancel), and real crossings through a game (a free cell, else Pass).
CLICK_JS = """async ({clicks, kind}) => {
  const table = [...document.querySelectorAll(".lt-luckybox")].pop();
  const times = [];
  const redraw = async (button) => {
    const before = Number(table.getAttribute("data-render"));
    const start = performance.now();
    const done = new Promise((resolve, reject) => {
      const give_up = setTimeout(() => reject(new Error("no redraw within 10 s")), 10000);
      const observer = new MutationObserver(() => {
        if (Number(table.getAttribute("data-render")) > before) { observer.disconnect(); clearTimeout(give_up); resolve(); }
      });
      observer.observe(table, { attributes: true });
    });
    button.click();
    await done;
    return performance.now() - start;
  };
  while (times.length < clicks) {
    let button;
    if (kind === "select") button = table.querySelector("button.lt-luckybox-select[data-card='0']");
    else if (kind === "ask") {
      const cancel = table.querySelector("button.lt-luckybox-cancel");
      button = cancel || table.querySelector("button.lt-luckybox-shift");
    } else {
      button = table.querySelector("button.lt-luckybox-free") || table.querySelector("button.lt-luckybox-pass:not([disabled])");
      if (!button) break;  // a bonus or a lightning-only position: this game is done for the benchmark
    }
    if (!button) break;
    times.push(await redraw(button));
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}"""

SETUP = {
    "select": "t = open_table(['Ana'], seed=3, bot_delay=0, store=False)",
    "ask": "t = open_table(['Ana'], seed=3, bot_delay=0, store=False)\n"
    "for c in (0, 1, 2): t.receive({'type': 'select', 'card': c})\n"
    "t.receive({'type': 'choose'})",
    "cross": "t = open_table(['Ana'], seed=3, bot_delay=0, store=False)\n"
    "for c in (0, 1, 2): t.receive({'type': 'select', 'card': c})\n"
    "t.receive({'type': 'choose'})",
}
LABELS = {"select": "mark a card", "ask": "lightning cell asks / cancel", "cross": "cross a free cell or pass"}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def report(where: str, results: dict[str, list[float]]) -> None:
    print(f"{where}: click -> updated DOM")
    for kind, times in results.items():
        if times:
            print(
                f"  {LABELS[kind]:<30} p50 {percentile(times, 50):6.1f} ms   p95 {percentile(times, 95):6.1f} ms   "
                f"max {max(times):6.1f} ms   (n={len(times)}, median {statistics.median(times):.1f})"
            )


def make_table(kind: str):
    from ludoteca.luckybox.widget import open_table

    scope: dict = {"open_table": open_table}
    exec(SETUP[kind], scope)
    return scope["t"]


def static_clicks(n: int, sandbox: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright
    from tests.browser.harness import StaticServer, chromium_path, launch_options, open_widget_page

    chromium, reason = chromium_path()
    if chromium is None:
        print(f"static page: skipped ({reason})")
        return
    server = StaticServer()
    results: dict[str, list[float]] = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / "chromium"))
            for kind in SETUP:
                times: list[float] = []
                seed = 3
                while len(times) < n:
                    table = make_table(kind) if kind != "cross" or seed == 3 else _cross_table(seed)
                    context = browser.new_context(viewport={"width": 1200, "height": 900})
                    wp = open_widget_page(context, server, table)
                    wp.page.evaluate(CLICK_JS, {"clicks": 3, "kind": kind}) if kind != "cross" else None
                    times += wp.page.evaluate(CLICK_JS, {"clicks": n - len(times), "kind": kind})
                    context.close()
                    seed += 1
                results[kind] = times
            browser.close()
    finally:
        server.close()
    report("Static page (real ESM, fake model wired to the Python widget)", results)


def _cross_table(seed: int):
    from ludoteca.luckybox.widget import open_table

    t = open_table(["Ana"], seed=seed, bot_delay=0, store=False)
    for c in (0, 1, 2):
        t.receive({"type": "select", "card": c})
    t.receive({"type": "choose"})
    return t


def lab_clicks(n: int, sandbox: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.browser.harness import JupyterLab, NotebookPage, chromium_path, launch_options

    chromium, reason = chromium_path()
    if chromium is None:
        print(f"JupyterLab: skipped ({reason})")
        return
    import nbformat
    from playwright.sync_api import sync_playwright

    results: dict[str, list[float]] = {}
    lab = JupyterLab(sandbox / "lab")
    lab.start(timeout=120)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / "chromium"))
            for kind in ("select", "ask"):
                nb = nbformat.v4.new_notebook()
                nb.metadata["kernelspec"] = {
                    "name": "python3",
                    "display_name": "Python 3 (ipykernel)",
                    "language": "python",
                }
                nb.cells = [
                    nbformat.v4.new_code_cell("from ludoteca.luckybox.widget import open_table\n" + SETUP[kind] + "\nt")
                ]
                nbformat.write(nb, str(lab.root / f"bench-{kind}.ipynb"))
                page = NotebookPage(
                    browser.new_context(viewport={"width": 1300, "height": 1000}).new_page(), lab, f"bench-{kind}.ipynb"
                )
                page.open()
                page.run_all()
                page.page.locator(".lt-luckybox .lt-luckybox-cell, .lt-luckybox .lt-luckybox-select").first.wait_for(
                    timeout=60_000
                )
                page.page.evaluate(CLICK_JS, {"clicks": 4, "kind": kind})  # warm up
                results[kind] = page.page.evaluate(CLICK_JS, {"clicks": n, "kind": kind})
                page.page.context.close()
            browser.close()
    finally:
        lab.stop()
    report("JupyterLab (through the kernel and back)", results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60, help="clicks timed per kind")
    parser.add_argument("--no-lab", action="store_true", help="only the static page")
    args = parser.parse_args()
    sandbox = Path(tempfile.mkdtemp(prefix="ludoteca-bench-luckybox-"))
    for var, sub in {
        "JUPYTER_CONFIG_DIR": "jupyter-config",
        "JUPYTER_DATA_DIR": "jupyter-data",
        "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
        "IPYTHONDIR": "ipython",
        "XDG_CONFIG_HOME": "xdg-config",
        "XDG_CACHE_HOME": "xdg-cache",
        "LUDOTECA_HOME": "ludoteca-home",
    }.items():
        os.environ[var] = str(sandbox / sub)
        (sandbox / sub).mkdir()
    static_clicks(args.clicks, sandbox)
    if not args.no_lab:
        lab_clicks(args.clicks, sandbox)


if __name__ == "__main__":
    main()
