"""Where one click's time goes in JupyterLab, for the smallest widget there is.

A bare anywidget (a button whose clicks Python counts) in a real JupyterLab page; each click is
split into five legs by timestamps taken on one clock (the page's ``performance.timeOrigin +
performance.now()``, the kernel's ``time.time()``; both are the machine's wall clock):

  click -> send       the page hands the message to the kernel websocket
  send -> kernel      server and ZMQ to the kernel, until the widget's handler starts
  handler             Python: the counter goes up (the trait change is queued)
  kernel -> page      the update back through ZMQ and the server, until the page receives it
                      (from the handler's end: a handler that works on after sending shows
                      a short or even negative leg here, and a long one above), in two:
    handler -> iopub    until the kernel's IOPub thread hands the update to ZMQ (what the
                        kernel does after the handler, and the wait for the interpreter)
    iopub -> page       ZMQ, the server and the websocket, until the page's main thread takes
                        the frame (a busy main thread shows here)
  page -> screen      the widget manager and the button's redraw (first DOM change)

The page's own messages that are not clicks (a table's "ready" and "here") are left out of the
handler's log, so each click is paired with its own handling.

A game's click pays the same legs, plus its own: with ``--games`` the same split for each game
of bench_clicks_lab.py (its handler timed around the table's ``receive``), so one sees which
legs are Jupyter's and which are the game's.

    python benchmarks/bench_click_path_lab.py [--clicks 80] [--games]

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
sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_clicks_lab import GAMES, isolate, percentile  # noqa: E402 - the sibling benchmark, found by the line above

# When the kernel's IOPub thread hands a widget update (or a view's patch) to ZMQ: ipykernel's
# thread sends what the handler queued once it holds the interpreter. Instrumentation only: the
# bench's own kernel, its thread's sending method wrapped.
WATCH_IOPUB = """import time
def watch_iopub(log):
    thread = get_ipython().kernel.iopub_thread
    send = thread._really_send
    def really_send(msg, *args, **kwargs):
        if any(isinstance(part, bytes) and (b'"update"' in part or b'lt_view' in part) for part in msg):
            with open(log, 'a') as out:
                out.write(f'{time.time()}\\n')
        return send(msg, *args, **kwargs)
    thread._really_send = really_send
watch_iopub(LOG + '.iopub')
"""

WIDGET = """import anywidget, time, traitlets
class Counter(anywidget.AnyWidget):
    _esm = '''export default { render({ model, el }) {
      const b = document.createElement('button'); b.className = 'bare'; b.textContent = model.get('n');
      b.onclick = () => model.send({}); el.classList.add('bare-root');
      model.on('change:n', () => { b.textContent = model.get('n'); }); el.append(b); } }'''
    n = traitlets.Int(0).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(self._count)
    def _count(self, *_):
        start = time.time(); self.n += 1; end = time.time()
        with open(LOG, 'a') as log:
            log.write(f'{start} {end}\\n')
Counter()"""

# Before the page loads: note when each websocket frame leaves and arrives, and whether an
# arriving frame is a widget update (a state update, or a game's patch of its view).
WATCH_SOCKETS = """(() => {
  window.__frames = [];
  const now = () => performance.timeOrigin + performance.now();
  const text = (data) => typeof data === 'string' ? data
    : (data instanceof ArrayBuffer ? new TextDecoder().decode(data) : '');
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      const update = (e) => /"(update|lt_view)"/.test(text(e.data));
      this.addEventListener('message', (e) => window.__frames.push(['in', now(), update(e)]));
    }
    send(data) { window.__frames.push(['out', now(), false]); return super.send(data); }
  };
})();"""

CLICKS_JS = """async ({root: selector, button, clicks}) => {
  const now = () => performance.timeOrigin + performance.now();
  const root = [...document.querySelectorAll(selector)].pop();
  const times = [];
  for (let i = 0; i < clicks; i++) {
    const shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => { observer.disconnect(); resolve(now()); });
      observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const start = now();
    root.querySelector(button).click();
    times.push([start, await shown]);
    await new Promise((r) => setTimeout(r, 60));
  }
  return times;
}"""

LEGS = (
    "click -> send",
    "send -> kernel",
    "handler",
    "kernel -> page",
    "  handler -> iopub",
    "  iopub -> page",
    "page -> screen",
    "total",
)


def legs(click: list[float], kernel: tuple[float, float], iopub: list[float], frames: list[list]) -> tuple[float, ...]:
    """The legs of one click (ms; kernel -> page also in its two parts), then its total."""
    start, shown = click
    sent = next(t for way, t, _ in frames if way == "out" and t >= start)
    handled, done = kernel[0] * 1000, kernel[1] * 1000
    out = next(t * 1000 for t in iopub if t * 1000 >= handled)
    received = next(t for way, t, update in frames if way == "in" and update and t >= handled)
    return (
        sent - start,
        handled - sent,
        done - handled,
        received - done,
        out - done,
        received - out,
        shown - received,
        shown - start,
    )


# A game's table: time its ``receive`` (the message checked, applied, the new view sent).
TIMED_RECEIVE = """import time
def timed(receive, untimed):
    def run(content):
        start = time.time(); done = receive(content); end = time.time()
        if not (isinstance(content, dict) and content.get('type') in untimed):
            with open(LOG, 'a') as log:
                log.write(f'{start} {end}\\n')
        return done
    return run
"""


def setups() -> dict[str, tuple[str, str, str]]:
    """name -> (cell code, root selector, button selector), the bare widget first."""
    found = {"bare widget": (WIDGET, ".bare-root", "button.bare")}
    for name, (code, root, button) in GAMES.items():
        if name != "bare widget":
            *lines, table = code.rstrip().split("\n")
            found[name] = (
                TIMED_RECEIVE
                + "\n".join(lines)
                + f"\n{table}.receive = timed({table}.receive, {table}.presence_messages)\n{table}",
                root,
                button,
            )
    return found


def measure(name: str, clicks: int, sandbox: Path) -> list[tuple[float, ...]]:
    sys.path.insert(0, str(ROOT))
    import nbformat
    from playwright.sync_api import sync_playwright
    from tests.browser.harness import JupyterLab, NotebookPage, chromium_path, launch_options

    chromium, reason = chromium_path()
    if chromium is None:
        raise SystemExit(f"skipped: {reason}")
    code, root, button = setups()[name]
    log = sandbox / f"kernel-{len(name)}-{name[:3]}.log"
    iopub_log = Path(f"{log}.iopub")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(f"LOG = {str(log)!r}\n{WATCH_IOPUB}{code}")]
    lab = JupyterLab(sandbox / f"lab-{name[:3]}")
    lab.start(timeout=180)
    try:
        nbformat.write(nb, str(lab.root / "bench.ipynb"))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options(chromium, sandbox / f"chromium-{name[:3]}"))
            context = browser.new_context(viewport={"width": 1300, "height": 1000})
            context.add_init_script(WATCH_SOCKETS)
            page = NotebookPage(context.new_page(), lab, "bench.ipynb").open()
            page.run_all()
            page.page.locator(f"{root} {button}").first.wait_for(timeout=60_000)
            page.page.locator(root).last.scroll_into_view_if_needed()
            args = {"root": root, "button": button, "clicks": 6}
            page.page.evaluate(CLICKS_JS, args)  # warm up
            log.unlink(missing_ok=True)
            iopub_log.unlink(missing_ok=True)
            page.page.evaluate("() => { window.__frames.length = 0; }")
            times = page.page.evaluate(CLICKS_JS, {**args, "clicks": clicks})
            frames = page.page.evaluate("() => window.__frames")
            browser.close()
    finally:
        lab.stop()
    kernel = [tuple(map(float, line.split())) for line in log.read_text().splitlines()]
    iopub = [float(line) for line in iopub_log.read_text().split()]
    return [legs(click, handled, iopub, frames) for click, handled in zip(times, kernel)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=80)
    parser.add_argument("--games", action="store_true", help="each game too, not only the bare widget")
    args = parser.parse_args()
    names = list(setups()) if args.games else ["bare widget"]
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as folder:
        isolate(folder)
        for name in names:
            rows = measure(name, args.clicks, Path(folder))
            print(f"JupyterLab, {name}: a click in legs ({len(rows)} clicks), load {os.getloadavg()[0]:.1f}:")
            for i, leg in enumerate(LEGS):
                values = [row[i] for row in rows]
                print(f"  {leg:<19} p50 {statistics.median(values):6.2f} ms   p95 {percentile(values, 95):6.2f} ms")


if __name__ == "__main__":
    main()
