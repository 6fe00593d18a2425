"""How fast the core widget answers a message: in Python (DiceWidget.receive -> new view,
no kernel), and in Chromium (a click in the static test page -> updated DOM, through the real
Python widget and back).

    python benchmarks/bench_widget.py [--messages 2000] [--clicks 50] [--no-browser]

Python figures, two ways, both without a kernel:
  * "DummyComm": the widget as created outside a kernel; ipywidgets still serialises every
    changed synced trait for its (dummy) comm, as it would for a real one, minus the socket.
  * "no comm": ``widget.comm = None``; only the game, the view and traitlets.
The browser figure is measured inside the page (performance.now() from the click to the
mutation that shows the new state), so Playwright's own overhead is not in it; the round trip
does cross Playwright's exposed-function channel, which a kernel comm replaces in Jupyter.
Chromium comes from /usr/bin/chromium or $LUDOTECA_CHROMIUM; its files go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def summary(label: str, seconds: list[float], unit: str = "µs") -> str:
    scale = 1e6 if unit == "µs" else 1e3
    values = [s * scale for s in seconds]
    return (
        f"  {label:<34} median {statistics.median(values):8.1f} {unit}   p95 {percentile(values, 95):8.1f} {unit}"
        f"   ({len(values)} messages)"
    )


def python_round_trips(n: int) -> None:
    from ludoteca.core.dice import DiceWidget

    def measure(without_comm: bool) -> dict[str, list[float]]:
        widget = DiceWidget(seed=1)
        if without_comm:
            widget.comm = None
        assert widget.receive({"type": "roll"})
        times: dict[str, list[float]] = {"toggle": [], "roll": [], "refused": []}
        clock = time.perf_counter
        for i in range(n):
            # toggle a die (held <-> free), then roll (held dice kept); a refused message
            # (die out of range) costs a notice instead of a view.
            message = {"type": "toggle", "die": i % 5}
            start = clock()
            applied = widget.receive(message)
            times["toggle"].append(clock() - start)
            assert applied and widget.view["held"] == widget.game.held
            if all(widget.game.held):
                widget.receive({"type": "toggle", "die": 0})
            start = clock()
            applied = widget.receive({"type": "roll"})
            times["roll"].append(clock() - start)
            assert applied and widget.view["dice"] == widget.game.dice
            start = clock()
            applied = widget.receive({"type": "toggle", "die": 99})
            times["refused"].append(clock() - start)
            assert not applied and widget.notice["code"]
        return times

    measure(False)  # warm up imports and caches
    for name, without_comm in (("DummyComm", False), ("no comm", True)):
        times = measure(without_comm)
        print(f"Python, DiceWidget.receive -> new view ({name}):")
        print(summary("toggle a die", times["toggle"]))
        print(summary("roll", times["roll"]))
        print(summary("refused (notice instead of view)", times["refused"]))


# Clicks die `i % 5` and waits, inside the page, for the redraw that shows it toggled.
CLICK_JS = """async ({clicks}) => {
  const root = document.getElementById("widget");
  const times = [];
  for (let i = 0; i < clicks; i++) {
    const index = i % 5;
    const die = () => root.querySelectorAll("button.lt-die")[index];
    const before = die().getAttribute("aria-pressed");
    const done = new Promise(resolve => {
      const check = () => {
        const now = die();
        if (now && now.getAttribute("aria-pressed") !== before) { observer.disconnect(); resolve(); return true; }
        return false;
      };
      const observer = new MutationObserver(check);
      observer.observe(root, {subtree: true, childList: true, attributes: true});
    });
    const start = performance.now();
    die().click();
    await done;
    times.push(performance.now() - start);
    while (window.__ludoteca.pending) await new Promise(r => setTimeout(r, 0));
  }
  return times;
}"""


def browser_clicks(n: int) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.browser.harness import StaticServer, chromium_path, launch_options, open_widget_page

    chromium, reason = chromium_path()
    if chromium is None:
        print(f"Chromium: skipped ({reason})")
        return
    from playwright.sync_api import sync_playwright

    from ludoteca.core.dice import DiceWidget

    workdir = Path(tempfile.mkdtemp(prefix="ludoteca-bench-chromium-"))
    options = launch_options(chromium, workdir)
    os.environ["TMPDIR"] = options["env"]["TMPDIR"]  # Playwright's driver puts the profile there
    server = StaticServer()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**options)
            widget = DiceWidget(seed=1)
            page = open_widget_page(browser.new_context(), server, widget)
            page.locator(".lt-roll").click()
            page.locator("button.lt-die:not([disabled])").first.wait_for()
            page.evaluate(CLICK_JS, {"clicks": 10})  # warm up
            times = page.evaluate(CLICK_JS, {"clicks": n})
            problems = page.problems()
            browser.close()
    finally:
        server.close()
        shutil.rmtree(workdir, ignore_errors=True)
    if problems:
        raise SystemExit(f"the page reported errors: {problems}")
    print(f"Chromium static page, click on a die -> updated DOM (via the Python widget, {n} clicks):")
    print(
        f"  p50 {percentile(times, 50):6.2f} ms   p95 {percentile(times, 95):6.2f} ms   "
        f"min {min(times):6.2f} ms   max {max(times):6.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=2000, help="messages of each kind timed in Python")
    parser.add_argument("--clicks", type=int, default=50, help="clicks timed in Chromium")
    parser.add_argument("--no-browser", action="store_true", help="only the Python figures")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-widget-") as home:
        os.environ.setdefault("LUDOTECA_HOME", home)
        python_round_trips(args.messages)
        if not args.no_browser:
            browser_clicks(args.clicks)


if __name__ == "__main__":
    main()
