// What every game's review panel shares (joined after common.js, before the game's review file):
// the replay's stepping (four buttons, the arrow keys, Home and End), the list of the costliest
// decisions and the chart of each decision's loss. A game gives its own picture of a position and
// its own words; every number comes from Python. `cls` is the game's class prefix ("lt-lbr").

/** ⏮ ◀ ▶ ⏭ drawn in SVG (not every font has the media symbols). */
function ltReplayIcon(key) {
  const shapes = {
    first: ["M4 3v10", "M13 3 6 8l7 5z"],
    prev: ["M12 3 5 8l7 5z"],
    next: ["M4 3l7 5-7 5z"],
    last: ["M3 3l7 5-7 5z", "M12 3v10"],
  }[key];
  return ltSvg("svg", { viewBox: "0 0 16 16", "aria-hidden": "true", class: "lt-replay-icon" },
    shapes.map((d) => ltSvg("path", { d, fill: d.endsWith("z") ? "currentColor" : "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" })));
}

/** The replay's buttons around `where` (a text or nodes): first, previous, next and last decision. */
function ltReplayNav(model, { cls, step, steps, go, where }) {
  const last = steps - 1;
  const names = { first: "First decision", prev: "Previous decision", next: "Next decision", last: "Last decision" };
  const keys = { first: "first", prev: "previous", next: "next", last: "last" };
  const button = (key, to, disabled) => {
    const label = ltT(model, `coach.replay.${keys[key]}`, {}, names[key]);
    return ltEl("button", {
      type: "button", class: `lt-button lt-replay-button ${cls}-${key}`, "data-focus": `review-${key}`,
      "aria-label": label, title: label, disabled, onclick: () => go(to),
    }, [ltReplayIcon(key)]);
  };
  return ltEl("div", { class: `lt-replay-nav ${cls}-nav` }, [
    button("first", 0, step === 0),
    button("prev", step - 1, step === 0),
    ltEl("span", { class: `lt-replay-where ${cls}-where`, "aria-live": "polite" }, where),
    button("next", step + 1, step === last),
    button("last", last, step === last),
  ]);
}

/** The sentence under a replay that tells its keys. */
function ltReplayKeysHint(model, cls) {
  return ltEl("p", { class: `lt-replay-keys ${cls}-keys`, text: ltT(model, "coach.replay.keys", {}, "← → step through the game · Home / End: first and last decision") });
}

/** A keydown handler for the review panel: ← → one decision, Home / End the first and last. */
function ltReplayKeys(step, steps, go) {
  return (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || step === null || step === undefined) return;
    const target = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: steps - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation(); // neither the table's keys nor JupyterLab's
    if (target >= 0 && target < steps && target !== step) go(target);
  };
}

/** The costliest decisions as buttons that jump the replay there; `items` are {step, text}. */
function ltCostliest(model, { cls, heading, headingClass, items, step, go }) {
  if (!items.length) return null;
  const rows = items.map((item) => ltEl("li", { class: `${cls}-item` }, ltEl("button", {
    type: "button", class: `lt-button ${cls}-jump` + (item.step === step ? ` ${cls}-jump-now` : ""),
    "data-step": item.step, "data-focus": `review-costly-${item.step}`, "aria-current": item.step === step ? "step" : undefined,
    onclick: () => go(item.step), text: item.text,
  })));
  return ltEl("div", { class: `${cls}-costliest` }, [ltEl("h4", { class: headingClass, text: heading }), ltEl("ol", { class: `${cls}-list` }, rows)]);
}

/** `value` with `digits` decimals and the table language's decimal mark. */
function ltReviewNumber(model, value, digits = 2) {
  const text = Number(value).toFixed(digits);
  return ["pt", "de", "fr"].includes(model.get("locale")) ? text.replace(".", ",") : text;
}

/** The turn numbers under the chart, each at its turn's first decision (x as a share of the
 * width) with the narrowest chart that still leaves it 18 px from the one before: 800, 560 or
 * 260 px (CSS hides the first two on narrower charts); numbers closer even at 800 px are left out. */
function ltChartTurns(points) {
  const n = points.length;
  const labels = points.flatMap((p, i) => (i === 0 || points[i - 1].turn !== p.turn ? [{ at: (i + 0.5) / n, turn: p.turn }] : []));
  let kept = labels;
  for (const width of [800, 560, 260]) {
    let last = -Infinity;
    kept = kept.filter((label) => {
      if ((label.at - last) * width < 18) return false;
      label.fits = width;
      last = label.at;
      return true;
    });
  }
  return labels.filter((label) => label.fits);
}

/** The review's chart, the same in every game: the loss of each decision as a bar (a dot on
 * the axis where it was the best choice; dashed and hollow where `chart.hollow` says, e.g. the
 * clock chose), the step under view framed, a click on a column stepping the replay there.
 * `chart` is Python's Review.chart(); x positions are shares of the width, so the chart fills
 * its column at any size while its text keeps its size. */
function ltReviewChart(model, { chart, step, go }) {
  const points = chart.points, n = points.length;
  if (!n) return null;
  const top = 10, plot = 110, base = top + plot, height = base + 24;
  const pct = (share) => `${(100 * share).toFixed(3)}%`;
  const y = (value) => base - (plot * value) / chart.top;
  const digits = chart.tick >= 1 ? 0 : 1;
  const round = chart.unit === "round";
  const hollowWords = chart.hollow ? ltT(model, chart.hollow, {}, "") : "";
  const parts = [];
  if (step !== null && step !== undefined && step >= 0 && step < n) {
    parts.push(ltSvg("rect", { class: "lt-review-chart-cursor", x: pct(step / n), y: top - 6, width: pct(1 / n), height: plot + 8, rx: 3 }));
  }
  for (let k = 0; k * chart.tick <= chart.top + 1e-9; k += 1) {
    const value = k * chart.tick;
    parts.push(ltSvg("line", { class: "lt-review-chart-grid", x1: 0, x2: "100%", y1: y(value), y2: y(value) }));
    parts.push(ltSvg("text", { class: "lt-review-chart-tick", x: -6, y: y(value) + 4, "text-anchor": "end", text: ltReviewNumber(model, value, digits) }));
  }
  points.forEach((p, i) => {
    const now = i === step;
    const cost = p.loss < 0.005 ? ltT(model, "coach.tiny", {}, "less than 0.01 points")
      : ltT(model, "coach.points", { count: ltReviewNumber(model, p.loss) }, `${p.loss} points`);
    const key = `coach.chart.${round ? "round" : "turn"}_${p.best ? "best" : "cost"}`;
    const params = { n: i + 1, turn: p.turn, round: p.turn, cost };
    const title = ltT(model, key, params, `Decision ${i + 1}, ${round ? "round" : "turn"} ${p.turn}: ${p.best ? "best choice" : `cost ${cost}`}`)
      + (p.hollow && hollowWords ? ` · ${hollowWords}` : "");
    const marks = (p.hollow ? " lt-review-chart-hollow" : "") + (now ? " lt-review-chart-now" : "");
    const h = Math.max(2, (plot * p.loss) / chart.top); // a costly decision stays visible however small its cost
    const shape = p.best
      ? ltSvg("circle", { class: "lt-review-chart-best" + marks, cx: pct((i + 0.5) / n), cy: base - 4, r: 2.6 })
      : ltSvg("rect", { class: "lt-review-chart-bar" + marks, x: pct((i + 0.15) / n), y: base - h, width: pct(0.7 / n), height: h });
    // The whole column is the click target (the replay's buttons and keys do the same by keyboard).
    parts.push(ltSvg("g", { class: "lt-review-chart-col" + (now ? " lt-review-chart-now" : ""), "data-step": i, onclick: () => go(i) }, [
      ltSvg("title", { text: title }),
      ltSvg("rect", { class: "lt-review-chart-hit", x: pct(i / n), y: top, width: pct(1 / n), height: plot }),
      shape,
    ]));
  });
  parts.push(ltSvg("line", { class: "lt-review-chart-axis", x1: 0, x2: "100%", y1: base, y2: base }));
  for (const label of ltChartTurns(points)) {
    const fits = label.fits === 260 ? "" : ` lt-review-chart-from-${label.fits}`;
    parts.push(ltSvg("text", { class: "lt-review-chart-tick" + fits, x: pct(label.at), y: base + 16, "text-anchor": "middle", text: String(label.turn) }));
  }
  const axis = ltT(model, round ? "coach.column.round" : "coach.column.turn", {}, round ? "round" : "turn");
  parts.push(ltSvg("text", { class: "lt-review-chart-tick lt-review-chart-axis-name", x: -6, y: base + 16, "text-anchor": "end", text: axis }));
  const total = ltReviewNumber(model, chart.total);
  const label = ltT(model, "coach.chart.label", { count: n, total }, `Expected points lost at each of ${n} decisions; ${total} in all`);
  const title = ltT(model, "coach.chart.title", {}, "Expected points lost at each decision") + (chart.estimate ? ltT(model, "coach.estimate", {}, " (the advisor's estimate)") : "");
  const swatch = (kind, text) => ltEl("span", { class: "lt-review-legend-item" }, [ltEl("span", { class: `lt-review-legend-swatch lt-review-legend-${kind}`, "aria-hidden": "true" }), text]);
  return ltEl("figure", { class: "lt-review-chart" }, [
    ltEl("figcaption", { class: "lt-review-chart-title", text: title }),
    // Few decisions make a narrow chart: its bars would be wide slabs.
    ltEl("div", { class: "lt-review-chart-box", style: `max-width: ${Math.max(320, 46 + 36 * n)}px` }, [
      ltSvg("svg", { class: "lt-review-chart-svg", width: "100%", height, role: "img", "aria-label": label }, [ltSvg("title", { text: label }), ...parts]),
    ]),
    ltEl("p", { class: "lt-review-chart-legend" }, [
      swatch("loss", ltT(model, "coach.chart.legend_loss", {}, "points lost")),
      swatch("best", ltT(model, "coach.best_choice", {}, "best choice")),
      hollowWords && points.some((p) => p.hollow) ? swatch("hollow", hollowWords) : null,
    ]),
  ]);
}
