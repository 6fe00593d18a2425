// Keep what a player acts on in view: on a narrow screen a table stacks its parts, and the dice
// (or the revealed number) would scroll away from the sheet (or the grids) they act on. While
// that part sits above or below its target, it follows the scrolling inside the table's box, as
// a sticky bar would: moved by a transform to the edge of what can be seen, as long as some of
// its target is in view. CSS `position:
// sticky` cannot do this in a notebook: it sticks to the nearest scrolling ancestor, and
// JupyterLab's and Notebook 7's output areas (overflow: auto) are that ancestor although they
// never scroll. While it is moved, the part carries the class `lt-afloat` (for a shadow).

/** The top and bottom of what can be seen of `node`'s surroundings: the window, cut by every
 * ancestor that clips (a notebook panel that scrolls, an output area). The body's and the root
 * element's overflow is the window's own (JupyterLab's body is 0 px high and clips nothing). */
function ltSeen(node) {
  let top = 0, bottom = window.innerHeight;
  for (let up = node.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) {
    if (getComputedStyle(up).overflowY === "visible") continue;
    const box = up.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom };
}

/** How far to move `part` (its box as laid out) so it stays in `seen`, never past the far edge
 * of `aim` (what it acts on: once that has scrolled away, the part goes with it). */
function ltShift(part, aim, seen) {
  if (part.bottom > seen.bottom) return Math.max(seen.bottom - part.bottom, aim.top - part.top);
  if (part.top < seen.top) return Math.min(seen.top - part.top, aim.bottom - part.bottom);
  return 0;
}

/** Whether `bar` moved by `shift` would hide the element that has the keyboard focus in `root`
 * (WCAG: the focus must not be hidden): then it stays where it is. A focus that a click gave
 * (not :focus-visible) does not count: the bar moves on as the page scrolls. */
function ltCovers(box, shift, root, bar) {
  const focused = document.activeElement;
  if (!focused || focused === root || !root.contains(focused) || bar.contains(focused)) return false;
  if (!focused.matches(":focus-visible")) return false;
  const at = focused.getBoundingClientRect();
  return at.top < box.bottom + shift && box.top + shift < at.bottom;
}

/** Keep the element `part` (a selector) in view over `target` (a selector) inside `root`, while
 * the two are stacked (not side by side) and `root` is at most `narrow` px wide. Call
 * `update()` after each redraw (it places the part in the next frame); `stop()` removes the listeners. */
function ltKeepInView(root, part, target, narrow = Infinity) {
  let frame = 0;
  const place = () => {
    frame = 0;
    const bar = root.querySelector(part), over = root.querySelector(target);
    if (!bar) return;
    bar.style.transform = "";
    bar.classList.remove("lt-afloat");
    const area = root.getBoundingClientRect();
    if (!over || !area.width || area.width > narrow) return;
    const box = bar.getBoundingClientRect(), aim = over.getBoundingClientRect();
    if (box.top < aim.bottom && aim.top < box.bottom) return; // side by side: both in view already
    const seen = ltSeen(root);
    if (seen.bottom - seen.top < 2 * box.height) return; // too little room to float over anything
    const shift = ltShift(box, aim, seen);
    if (Math.abs(shift) < 1 || ltCovers(box, shift, root, bar)) return;
    bar.style.transform = `translateY(${Math.round(shift)}px)`;
    bar.classList.add("lt-afloat");
  };
  const later = () => { if (!frame) frame = requestAnimationFrame(place); };
  document.addEventListener("scroll", later, { capture: true, passive: true });
  window.addEventListener("resize", later);
  root.addEventListener("focusin", later);
  const sizes = typeof ResizeObserver === "function" ? new ResizeObserver(later) : null;
  if (sizes) sizes.observe(root);
  return {
    // After a redraw: placed in the next frame, where the browser lays the page out anyway (reading
    // the boxes at once would force a layout of the new table in the middle of the click).
    update: later,
    stop: () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener("scroll", later, { capture: true });
      window.removeEventListener("resize", later);
      root.removeEventListener("focusin", later);
      if (sizes) sizes.disconnect();
    },
  };
}
