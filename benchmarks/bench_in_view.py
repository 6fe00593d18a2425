"""What keeping the dice (or Lucky Box's status line) in view costs per scrolled frame at 420 px:
the time of each animation-frame callback while the page scrolls over a table, p50/p95/max, on
the static test page (the real ESM wired to the real Python widget). The callback puts the part
back, measures, and moves it (core/static/inview.js); at 1200 px it finds the part beside what it
acts on (or the table wide) and leaves it.

Run: ``python benchmarks/bench_in_view.py [--steps 200]``. Everything Chromium and ludoteca
write goes to a temporary folder. Needs Chromium (``/usr/bin/chromium`` or ``$LUDOTECA_CHROMIUM``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Every animation-frame callback of the page, timed (the widgets' only one is inview.js's).
TIME_FRAMES = """
window.__frames = [];
const ask = window.__ask = window.requestAnimationFrame.bind(window);  // the page's own, untimed
window.requestAnimationFrame = (callback) => ask((t) => {
  const start = performance.now();
  callback(t);
  window.__frames.push(performance.now() - start);
});
"""

# Scroll the page from the top to the bottom in `steps` steps, a frame each.
SCROLL_JS = """async (steps) => {
  window.__frames = [];
  const far = document.documentElement.scrollHeight - window.innerHeight;
  const frame = () => new Promise((resolve) => window.__ask(resolve));
  for (let i = 0; i <= steps; i++) {
    window.scrollTo(0, (far * i) / steps);
    await frame();
    await frame();
  }
  return window.__frames;
}"""


def tables():
    from ludoteca.bonanza.widget import open_table
    from ludoteca.luckybox.positions import position
    from ludoteca.luckybox.widget import Table as LuckyBox
    from ludoteca.magdagdon import Game
    from ludoteca.magdagdon.widget import Table as Magdagdon

    bonanza = open_table(["Ana", "Bruno"], seed=7, bot_delay=0, store=False)
    bonanza.game.roll([2, 2, 4, 4, 4])
    game = Game(difficulty="peaceful", seed=5)
    game.roll([1, 4, 4, 6])
    card = "123 456 231 | 7?- | MSD"
    lucky = LuckyBox(position([card, "789 978 456 | 1-- | LLL", card], 3, players=2), seat=0, bot_delay=0)
    return {"bonanza": bonanza, "magdagdon": Magdagdon(game), "luckybox": lucky}


def measure(steps: int, sandbox: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright
    from tests.browser.harness import StaticServer, chromium_path, launch_options, open_widget_page

    chromium, reason = chromium_path()
    if chromium is None:
        print(f"skipped ({reason})")
        return
    server = StaticServer()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / "chromium"))
            print(f"{'table':10} {'width':>5} {'frames':>6} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7}")
            for name, widget in tables().items():
                for width in (420, 1200):
                    context = browser.new_context(viewport={"width": width, "height": 640})
                    context.add_init_script(TIME_FRAMES)
                    page = open_widget_page(context, server, widget).page
                    times = sorted(page.evaluate(SCROLL_JS, steps))
                    p95 = times[int(0.95 * (len(times) - 1))]
                    print(
                        f"{name:10} {width:5} {len(times):6} {statistics.median(times):7.3f} {p95:7.3f} "
                        f"{times[-1]:7.3f}"
                    )
                    context.close()
                widget.close()
            browser.close()
    finally:
        server.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200, help="scroll steps from the top to the bottom")
    args = parser.parse_args()
    sandbox = Path(tempfile.mkdtemp(prefix="ludoteca-bench-in-view-"))
    os.environ["LUDOTECA_HOME"] = str(sandbox / "ludoteca-home")
    measure(args.steps, sandbox)


if __name__ == "__main__":
    main()
