"""The page's share of a click: how long each game's table takes to redraw from one view to the
next, in Chromium, without Python or Jupyter in the timing.

For each game of ``bench_clicks_lab.py``, the view before and after its click (a Bonanza die held,
a Lucky Box card marked, a MAGDAGDON die picked) is taken from the real widget; the static test
page is then handed the two in turn, and each hand-over is timed in the page from the new view to
the end of the redraw (the model's change event, the table's build and its morph of the page):
once as whole views, once as the patches a kernel's page gets (the new view then shares every part
the click did not change with the one before, as on a real page).

    python benchmarks/bench_redraw.py [--redraws 400]

The page's clock counts in steps of 0.1 ms: the mean of many redraws reads finer than the p50.

Needs Chromium (``/usr/bin/chromium`` or ``$LUDOTECA_CHROMIUM``); its files go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

REDRAWS_JS = """({views, redraws}) => {
  window.ltKeepCheck = false;  // the test pages check every kept part; a player's page does not
  const times = [];
  for (let i = 0; i < redraws; i++) {
    const start = performance.now();
    window.__ludoteca.apply({ state: { view: views[i % 2] } });
    times.push(performance.now() - start);
  }
  return times;
}"""

# The same, as the page of a kernel gets it: the whole view once (numbered past whatever the page
# took), then each click's patch (see ludoteca.core.view_patch), so that the new view shares every
# part the click left alone with the one before.
PATCHES_JS = """({whole, patches, redraws}) => {
  window.ltKeepCheck = false;
  const first = 1000000;
  window.__ludoteca.apply({ custom: [{ lt_view_whole: whole, n: first }] });
  const times = [];
  for (let i = 0; i < redraws; i++) {
    const start = performance.now();
    window.__ludoteca.apply({ custom: [{ lt_view: patches[i % 2], n: first + i + 1 }] });
    times.push(performance.now() - start);
  }
  return times;
}"""


def tables() -> dict[str, tuple[Any, dict[str, Any]]]:
    """name -> (table, the message of its click), each table as bench_clicks_lab.py sets it."""
    from ludoteca.bonanza import open_table
    from ludoteca.luckybox import open_table as lucky_table
    from ludoteca.magdagdon.widget import play

    bz = open_table(["Ana", "Bruno"], seed=1, bot_delay=0, store=False, turn_seconds=None)
    bz.game.roll()
    mg = play("Ana", seed=1, store=False)
    mg.receive({"type": "roll"})
    return {
        "Bonanza": (bz, {"type": "toggle", "die": 0, "turn": bz.view["bonanza"]["turn"]}),
        "Lucky Box": (lucky_table(["Ana"], seed=1, bot_delay=0, store=False), {"type": "select", "card": 0}),
        "MAGDAGDON": (mg, {"type": "die", "die": 0}),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redraws", type=int, default=400)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright
    from tests.browser.harness import StaticServer, chromium_path, launch_options, open_widget_page

    from ludoteca.core.view_patch import view_patch

    chromium, reason = chromium_path()
    if chromium is None:
        raise SystemExit(f"skipped: {reason}")
    server = StaticServer()
    print(
        f"Chromium, static page: one redraw from the view before a click to the view after it "
        f"({args.redraws} redraws), load {os.getloadavg()[0]:.1f}:"
    )
    try:
        with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as folder, sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, Path(folder)))
            for name, (table, message) in tables().items():
                context = browser.new_context(viewport={"width": 1300, "height": 1000})
                page = open_widget_page(context, server, table)
                before = table.view
                assert table.receive(message), table.notice
                after = table.view
                whole = page.page.evaluate(REDRAWS_JS, {"views": [after, before], "redraws": args.redraws})
                patches = [view_patch(before, after), view_patch(after, before)]
                patched = page.page.evaluate(PATCHES_JS, {"whole": before, "patches": patches, "redraws": args.redraws})
                page.detach()
                table.close()
                context.close()
                for how, times in (("whole view", whole), ("patch", patched)):
                    ordered = sorted(times)
                    print(
                        f"  {name:<10} {how:<10} p50 {statistics.median(times):5.2f} ms   "
                        f"p95 {ordered[round(0.95 * (len(ordered) - 1))]:5.2f} ms   "
                        f"mean {statistics.fmean(times):5.2f} ms"
                    )
            browser.close()
    finally:
        server.close()


if __name__ == "__main__":
    main()
