// Lucky Box's review panel at the end of a game: one seat's totals, the loss chart, the three
// costliest decisions and a replay showing the seat's grids as they stood. It draws view.ui.review
// as Python sent it; the replay's step goes to Python ({type: "review", step}).

function lbrT(model, key, params, fallback) { return ltT(model, `luckybox.review.${key}`, params || {}, fallback); }

function lbrNumber(model, value) {
  const text = Number(value).toFixed(2);
  return ["pt", "de", "fr"].includes(model.get("locale")) ? text.replace(".", ",") : text;
}

function lbrChart(model, review) {
  const w = 480, h = 110, left = 44, bottom = 16, top = 8;
  const values = [0, ...review.cumulative];
  const most = Math.max(1, values[values.length - 1]);
  const x = (i) => left + ((w - left - 6) * i) / Math.max(1, values.length - 1);
  const y = (v) => top + (h - top - bottom) * (1 - v / most);
  const label = lbrT(model, "chart", { lost: lbrNumber(model, review.total_loss) }, `Expected points lost, adding up: ${review.total_loss}`);
  return ltSvg("svg", { viewBox: `0 0 ${w} ${h}`, class: "lt-lbr-chart", role: "img", "aria-label": label }, [
    ltSvg("title", { text: label }),
    ltSvg("line", { x1: left, x2: w - 6, y1: y(0), y2: y(0), class: "lt-lbr-axis" }),
    ltSvg("line", { x1: left, x2: left, y1: top, y2: y(0), class: "lt-lbr-axis" }),
    ltSvg("text", { x: left - 4, y: y(most) + 4, "text-anchor": "end", class: "lt-lbr-tick", text: String(Math.round(most)) }),
    ltSvg("text", { x: left - 4, y: y(0), "text-anchor": "end", class: "lt-lbr-tick", text: "0" }),
    ltSvg("polyline", { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: "lt-lbr-line" }),
    ...review.costliest.map((i) => ltSvg("circle", { cx: x(i + 1), cy: y(values[i + 1]), r: 4, class: "lt-lbr-dot" })),
  ]);
}

function lbrPicture(svgText) {
  // The grids' picture is an SVG drawn by Python (ludoteca.luckybox.pictures); parse it as SVG.
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = doc.documentElement;
  if (!svg || svg.nodeName !== "svg") return null;
  const picture = document.importNode(svg, true);
  // Fill the panel, but never below 80% of the drawn size (its badges and numbers would be too
  // small to read): a narrow panel scrolls the picture sideways instead.
  const width = Number(picture.getAttribute("width")) || 0;
  if (width) picture.setAttribute("style", `width: 100%; height: auto; max-width: ${width}px; min-width: ${Math.round(0.8 * width)}px`);
  return picture;
}

function lbrStep(model, review) {
  const n = review.steps.length;
  if (!n) return ltEl("p", { class: "lt-lbr-none", text: lbrT(model, "none", {}, "No decisions to review.") });
  const i = review.step, s = review.steps[i];
  const go = (to) => model.send({ type: "review", step: to });
  return ltEl("div", { class: "lt-lbr-replay" }, [
    ltEl("div", { class: "lt-lbr-nav" }, [
      ltEl("button", { type: "button", class: "lt-button lt-lbr-prev", disabled: i === 0, "aria-label": lbrT(model, "previous", {}, "Previous decision"), onclick: () => go(i - 1), text: "◀" }),
      ltEl("span", { class: "lt-lbr-where", "aria-live": "polite", text: lbrT(model, "where", { n: i + 1, of: n, round: s.round, number: s.number }, `Decision ${i + 1} of ${n} · round ${s.round}, number ${s.number}`) }),
      ltEl("button", { type: "button", class: "lt-button lt-lbr-next", disabled: i === n - 1, "aria-label": lbrT(model, "next", {}, "Next decision"), onclick: () => go(i + 1), text: "▶" }),
    ]),
    ltEl("div", { class: "lt-lbr-picture" }, review.picture ? lbrPicture(review.picture) : null),
    ltEl("p", { class: "lt-lbr-chosen", text: lbrT(model, "yours", { move: s.chosen }, `Your choice: ${s.chosen}`) }),
    ltEl("p", { class: "lt-lbr-best", text: lbrT(model, "advisor", { move: s.best }, `The advisor's choice: ${s.best}`) }),
    ltEl("p", { class: "lt-lbr-cost" + (s.is_best ? "" : " lt-lbr-costly"), text: s.is_best ? lbrT(model, "best_choice", {}, "Best choice") : lbrT(model, "cost", { points: lbrNumber(model, s.loss) }, `It cost ${s.loss} points`) }),
  ]);
}

function lbReview(model, view, ui) {
  const review = ui && ui.review;
  if (!review) return null;
  const summary = lbrT(model, "summary", { count: review.decisions, best: review.best, lost: lbrNumber(model, review.total_loss), mean: lbrNumber(model, review.mean_loss) },
    `${review.decisions} decisions, ${review.best} of them best; ${review.total_loss} expected points lost (${review.mean_loss} per decision)`);
  const costly = review.costliest.map((i) => ltEl("li", { class: "lt-lbr-item" }, ltEl("button", {
    type: "button", class: "lt-button lt-lbr-jump", onclick: () => model.send({ type: "review", step: i }),
    text: lbrT(model, "jump", { round: review.steps[i].round, points: lbrNumber(model, review.steps[i].loss) }, `Round ${review.steps[i].round}: −${review.steps[i].loss}`),
  })));
  const trend = review.trend;
  return ltEl("section", { class: "lt-lbr", "aria-label": lbrT(model, "title", { name: review.player }, `Review: ${review.player}`) }, [
    ltEl("h3", { class: "lt-luckybox-h lt-lbr-title", text: lbrT(model, "title", { name: review.player }, `Review: ${review.player}`) }),
    ltEl("p", { class: "lt-lbr-summary", text: summary }),
    review.strength && review.strength.clairvoyant ? ltEl("p", { class: "lt-lbr-strength", text: lbrT(model, "strength", { advisor: review.strength.advisor.toFixed(0), clairvoyant: review.strength.clairvoyant.toFixed(0), share: Math.round(100 * review.strength.advisor / review.strength.clairvoyant) }, `The advisor averages ${review.strength.advisor.toFixed(0)} points; a player who knows the future averages at least ${review.strength.clairvoyant.toFixed(0)}.`) }) : null,
    review.estimate ? ltEl("p", { class: "lt-lbr-note", text: lbrT(model, "estimate", {}, "All losses are the advisor's estimate: it values positions by a tuned rule of thumb and looks one number ahead.") }) : null,
    trend ? ltEl("p", { class: "lt-lbr-trend", text: lbrT(model, "trend", { count: trend.games, mean: lbrNumber(model, trend.mean_loss) }, `Your last ${trend.games} games: ${trend.mean_loss} points lost per decision`) }) : null,
    lbrChart(model, review),
    costly.length ? ltEl("div", { class: "lt-lbr-costliest" }, [ltEl("h4", { class: "lt-luckybox-h", text: lbrT(model, "costliest", {}, "The costliest decisions") }), ltEl("ol", { class: "lt-lbr-list" }, costly)]) : null,
    lbrStep(model, review),
  ]);
}
