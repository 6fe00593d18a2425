// What every game's review panel shares (joined after common.js, before the game's review file):
// the replay's stepping (four buttons, the arrow keys, Home and End), the list of the costliest
// decisions and the chart of the loss adding up. A game gives its own picture of a position and
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

/** The expected loss adding up over the decisions, the costliest ones dotted. */
function ltLossChart({ cls, label, cumulative, costliest, width = 480, height = 110, bottom = 16 }) {
  const top = 8, left = 44;
  const values = [0, ...cumulative];
  const most = Math.max(1, values[values.length - 1]);
  const x = (i) => left + ((width - left - 6) * i) / Math.max(1, values.length - 1);
  const y = (v) => top + (height - top - bottom) * (1 - v / most);
  return ltSvg("svg", { viewBox: `0 0 ${width} ${height}`, class: `lt-loss-chart ${cls}-chart`, role: "img", "aria-label": label }, [
    ltSvg("title", { text: label }),
    ltSvg("line", { x1: left, x2: width - 6, y1: y(0), y2: y(0), class: `${cls}-axis` }),
    ltSvg("line", { x1: left, x2: left, y1: top, y2: y(0), class: `${cls}-axis` }),
    ltSvg("text", { x: left - 4, y: y(most) + 4, "text-anchor": "end", class: `${cls}-tick`, text: String(Math.round(most)) }),
    ltSvg("text", { x: left - 4, y: y(0), "text-anchor": "end", class: `${cls}-tick`, text: "0" }),
    ltSvg("polyline", { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: `${cls}-line` }),
    ...costliest.map((i) => ltSvg("circle", { cx: x(i + 1), cy: y(values[i + 1]), r: 4, class: `${cls}-dot` })),
  ]);
}
