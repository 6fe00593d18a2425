"""Click -> updated screen in a real JupyterLab, for every game, with TCP_NODELAY on and off.

One JupyterLab server per setting (``LUDOTECA_NODELAY=1``, the default of the ludoteca server
extension, and ``=0``), one notebook with a Bonanza table (hold die 1), a Lucky Box table (mark
the first offered card), a MAGDAGDON game (pick the first die) and a bare anywidget (a button
whose clicks Python counts: the floor any widget pays on this machine and server); each click is
undone by the next (the bare widget's only counts), and each is timed inside the page from the
click to the first change Python's answer makes to the table (so Playwright's own round trips
are not counted). The tables take turns click by click, so that the load of a shared machine
falls on each alike; each game's p50 is also given as a ratio to the bare widget's p50 of the
same run.

    python benchmarks/bench_clicks_lab.py [--clicks 60]

Needs Chromium (``/usr/bin/chromium`` or ``$LUDOTECA_CHROMIUM``); everything goes to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GAMES = {
    "Bonanza": (
        "from ludoteca.bonanza import open_table\n"
        "bz = open_table(['Ana', 'Bruno'], seed=1, bot_delay=0, store=False, turn_seconds=None)\n"
        "bz.game.roll()\nbz",
        ".lt-bonanza",
        "button.lt-bonanza-die[data-die='0']",
    ),
    "Lucky Box": (
        "from ludoteca.luckybox import open_table as lucky_table\n"
        "lb = lucky_table(['Ana'], seed=1, bot_delay=0, store=False)\nlb",
        ".lt-luckybox",
        "button.lt-luckybox-select",
    ),
    # The floor: the smallest anywidget there is (a button whose clicks Python counts), on the same
    # server and page, so that a game's figure reads as "what any widget pays" plus "the game".
    "bare widget": (
        "import anywidget, traitlets\n"
        "class Counter(anywidget.AnyWidget):\n"
        "    _esm = '''export default { render({ model, el }) {\n"
        "      const b = document.createElement('button'); b.className = 'bare'; b.textContent = model.get('n');\n"
        "      b.onclick = () => model.send({}); el.classList.add('bare-root');\n"
        "      model.on('change:n', () => { b.textContent = model.get('n'); }); el.append(b); } }'''\n"
        "    n = traitlets.Int(0).tag(sync=True)\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.on_msg(lambda _w, _c, _b: setattr(self, 'n', self.n + 1))\n"
        "Counter()",
        ".bare-root",
        "button.bare",
    ),
    "MAGDAGDON": (
        "from ludoteca.magdagdon.widget import play as magdagdon_play\n"
        "mg = magdagdon_play('Ana', seed=1, store=False)\n"
        "mg.receive({'type': 'roll'})\nmg",
        ".lt-magdagdon",
        "button.lt-magdagdon-die",
    ),
}

# Click, then wait for the first change to the table: the ES module changes nothing by itself on
# a click, so that change is Python's answer coming back. The tables take turns, one click each
# (then the next round), so that a machine whose load comes and goes weighs on all of them alike.
CLICK_JS = """async ({tables, clicks}) => {
  const times = tables.map(() => []);
  for (let i = 0; i < clicks; i++) {
    for (const [k, {root, button}] of tables.entries()) {
      const table = [...document.querySelectorAll(root)].pop();
      const target = table.querySelector(button);
      const start = performance.now();
      const done = new Promise((resolve, reject) => {
        const give_up = setTimeout(() => reject(new Error("no update within 10 s")), 10000);
        const observer = new MutationObserver(() => { observer.disconnect(); clearTimeout(give_up); resolve(); });
        observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      target.click();
      await done;
      times[k].push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 60));
    }
  }
  return times;
}"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def measure(nodelay: bool, clicks: int, sandbox: Path) -> dict[str, list[float]]:
    sys.path.insert(0, str(ROOT))
    import nbformat
    from playwright.sync_api import sync_playwright
    from tests.browser.harness import JupyterLab, NotebookPage, chromium_path, launch_options

    chromium, reason = chromium_path()
    if chromium is None:
        raise SystemExit(f"skipped: {reason}")
    os.environ["LUDOTECA_NODELAY"] = "1" if nodelay else "0"  # the server started below inherits it
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(code) for code, _, _ in GAMES.values()]
    lab = JupyterLab(sandbox / f"lab-{int(nodelay)}")
    lab.start(timeout=180)
    results: dict[str, list[float]] = {}
    try:
        nbformat.write(nb, str(lab.root / "bench.ipynb"))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / f"chromium-{int(nodelay)}"))
            context = browser.new_context(viewport={"width": 1300, "height": 1000})
            page = NotebookPage(context.new_page(), lab, "bench.ipynb").open()
            page.run_all()
            tables = []
            for _, root, button in GAMES.values():
                page.page.locator(f"{root} {button}").first.wait_for(timeout=60_000)
                page.page.locator(root).last.scroll_into_view_if_needed()  # each table is seen ("ready")
                tables.append({"root": root, "button": button})
            page.page.evaluate(CLICK_JS, {"tables": tables, "clicks": 6})  # warm up
            times = page.page.evaluate(CLICK_JS, {"tables": tables, "clicks": clicks})
            results = dict(zip(GAMES, times))
            browser.close()
    finally:
        lab.stop()
    return results


def isolate(folder: str) -> None:
    """Point Jupyter, IPython and ludoteca at folders inside ``folder``: the servers and kernels
    started here read and write nothing of the user's."""
    for var, sub in (
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
        ("LUDOTECA_HOME", "home"),
    ):
        os.environ[var] = str(Path(folder, sub))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as folder:
        isolate(folder)
        print(f"JupyterLab, click -> updated table ({args.clicks} clicks per game), load {os.getloadavg()[0]:.1f}:")
        for nodelay in (True, False):
            results = measure(nodelay, args.clicks, Path(folder))
            label = "TCP_NODELAY on (the default)" if nodelay else "TCP_NODELAY off (LUDOTECA_NODELAY=0)"
            print(f"  {label}")
            floor = statistics.median(results["bare widget"])
            for name, times in results.items():
                ratio = (
                    "" if name == "bare widget" else f"   p50 {statistics.median(times) / floor:.2f}x the bare widget"
                )
                print(
                    f"    {name:<10} p50 {statistics.median(times):6.1f} ms   p95 {percentile(times, 95):6.1f} ms   "
                    f"max {max(times):6.1f} ms{ratio}"
                )


if __name__ == "__main__":
    main()
