"""How fast the Bonanza table answers a click: in Python (message -> new view), and in a real
JupyterLab (click -> updated DOM, through the kernel and back).

Run: ``python benchmarks/bench_bonanza_widget.py [--clicks 50] [--python-clicks 2000] [--no-lab]
[--home DIR]``. Everything JupyterLab, Chromium and ludoteca write goes to a temporary folder
(the advisor's table is solved there unless ``--home`` names a LUDOTECA_HOME that has it).
The JupyterLab part needs Chromium (``/usr/bin/chromium`` or ``$LUDOTECA_CHROMIUM``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def python_clicks(n: int) -> None:
    from ludoteca.bonanza.widget import open_table

    table = open_table(["Ana", "Bruno"], seed=1, bot_delay=0)
    kinds: dict[str, list[float]] = {"toggle": [], "box (asks)": [], "cancel": [], "roll": [], "box (records)": []}

    def timed(kind: str, message: dict) -> None:
        start = time.perf_counter()
        assert table.receive(message), table.notice
        kinds[kind].append(time.perf_counter() - start)

    while len(kinds["toggle"]) < n:
        if table.view["phase"] == "over":
            table = open_table(["Ana", "Bruno"], seed=len(kinds["roll"]), bot_delay=0)
        timed("roll", {"type": "roll"})
        for die in (0, 1, 0, 1):
            timed("toggle", {"type": "toggle", "die": die})
        box = next(h["box"] for h in table.view["bonanza"]["hints"] if h["box"])
        timed("box (asks)", {"type": "box", "box": box})
        timed("cancel", {"type": "cancel"})
        table.receive({"type": "box", "box": box})
        timed("box (records)", {"type": "box", "box": box})
    print(f"Python, message -> new view ({n} toggles; the view includes the advisor's hints):")
    for kind, times in kinds.items():
        us = [t * 1e6 for t in times]
        print(f"  {kind:<14} median {statistics.median(us):8.0f} µs   p95 {percentile(us, 95):8.0f} µs   (n={len(us)})")


# A click on die 1, then wait until the page shows the new state; all inside the page so that
# Playwright's own round trips are not counted.
CLICK_JS = """async ({clicks}) => {
  const table = [...document.querySelectorAll(".lt-bonanza")].pop();
  const times = [];
  for (let i = 0; i < clicks; i++) {
    const die = table.querySelector("button.lt-bonanza-die[data-die='0']");
    const before = die.getAttribute("aria-pressed");
    const start = performance.now();
    const done = new Promise((resolve, reject) => {
      const give_up = setTimeout(() => reject(new Error("no update within 10 s")), 10000);
      const observer = new MutationObserver(() => {
        const now = table.querySelector("button.lt-bonanza-die[data-die='0']");
        if (now && now.getAttribute("aria-pressed") !== before) {
          observer.disconnect();
          clearTimeout(give_up);
          resolve();
        }
      });
      observer.observe(table, { subtree: true, childList: true, attributes: true });
    });
    die.click();
    await done;
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}"""


def lab_clicks(n: int, sandbox: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.browser.harness import JupyterLab, NotebookPage, chromium_path, launch_options

    chromium, reason = chromium_path()
    if chromium is None:
        print(f"JupyterLab: skipped ({reason})")
        return
    import nbformat
    from playwright.sync_api import sync_playwright

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from ludoteca.bonanza import open_table\n"
            "t = open_table(['Ana', 'Bruno'], seed=1, bot_delay=0)\n"
            "t.game.roll()\n"
            "t"
        )
    ]
    lab = JupyterLab(sandbox / "lab")
    lab.start(timeout=120)
    try:
        nbformat.write(nb, str(lab.root / "bench.ipynb"))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / "chromium"))
            page = NotebookPage(
                browser.new_context(viewport={"width": 1300, "height": 1000}).new_page(), lab, "bench.ipynb"
            )
            page.open()
            page.run_all()
            page.page.locator(".lt-bonanza button.lt-bonanza-die").first.wait_for(timeout=60_000)
            page.page.evaluate(CLICK_JS, {"clicks": 5})  # warm up
            times = page.page.evaluate(CLICK_JS, {"clicks": n})
            browser.close()
    finally:
        lab.stop()
    print(f"JupyterLab, click on a die -> updated DOM (kernel round trip, {n} clicks):")
    print(
        f"  p50 {percentile(times, 50):6.1f} ms   p95 {percentile(times, 95):6.1f} ms   "
        f"min {min(times):6.1f} ms   max {max(times):6.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50, help="clicks timed in JupyterLab")
    parser.add_argument("--python-clicks", type=int, default=2000, help="toggles timed in Python")
    parser.add_argument("--no-lab", action="store_true", help="only the Python figures")
    parser.add_argument("--home", help="LUDOTECA_HOME to use (default: inside the temporary folder)")
    args = parser.parse_args()
    sandbox = Path(tempfile.mkdtemp(prefix="ludoteca-bench-widget-"))
    for var, sub in {
        "JUPYTER_CONFIG_DIR": "jupyter-config",
        "JUPYTER_DATA_DIR": "jupyter-data",
        "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
        "IPYTHONDIR": "ipython",
        "XDG_CONFIG_HOME": "xdg-config",
        "XDG_CACHE_HOME": "xdg-cache",
    }.items():
        os.environ[var] = str(sandbox / sub)
        (sandbox / sub).mkdir()
    os.environ["LUDOTECA_HOME"] = args.home or str(sandbox / "ludoteca-home")
    from ludoteca.bonanza.solver import load_table

    load_table(progress=False)  # solve (and cache) once, quietly and outside the timings
    python_clicks(args.python_clicks)
    if not args.no_lab:
        lab_clicks(args.clicks, sandbox)


if __name__ == "__main__":
    main()
