// Lucky Box's review panel at the end of a game: one seat's totals, the chart of each decision's
// loss, the three costliest decisions and a replay showing the seat's grids as they stood
// (core/static/review.js draws the shared parts, the chart among them). It draws view.ui.review
// as Python sent it; the replay's step goes to Python ({type: "review", step}).

function lbrT(model, key, params, fallback) { return ltT(model, `luckybox.review.${key}`, params || {}, fallback); }

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
  const where = lbrT(model, "where", { n: i + 1, of: n, round: s.round, number: s.number }, `Decision ${i + 1} of ${n} · round ${s.round}, number ${s.number}`);
  return ltEl("div", { class: "lt-lbr-replay" }, [
    ltReplayNav(model, { cls: "lt-lbr", step: i, steps: n, go, where: [where] }),
    ltEl("div", { class: "lt-lbr-picture" }, review.picture ? lbrPicture(review.picture) : null),
    ltEl("p", { class: "lt-lbr-chosen", text: lbrT(model, "yours", { move: s.chosen }, `Your choice: ${s.chosen}`) }),
    ltEl("p", { class: "lt-lbr-best", text: lbrT(model, "advisor", { move: s.best }, `The advisor's choice: ${s.best}`) }),
    ltEl("p", { class: "lt-lbr-cost" + (s.is_best ? "" : " lt-lbr-costly"), text: s.is_best ? lbrT(model, "best_choice", {}, "Best choice") : lbrT(model, "cost", { points: ltReviewNumber(model, s.loss) }, `It cost ${s.loss} points`) }),
    ltReplayKeysHint(model, "lt-lbr"),
  ]);
}

function lbReview(model, view, ui) {
  const review = ui && ui.review;
  if (!review) return null;
  const summary = lbrT(model, "summary", { count: review.decisions, best: review.best, lost: ltReviewNumber(model, review.total_loss), mean: ltReviewNumber(model, review.mean_loss) },
    `${review.decisions} decisions, ${review.best} of them best; ${review.total_loss} expected points lost (${review.mean_loss} per decision)`);
  const go = (to) => model.send({ type: "review", step: to });
  const costly = ltCostliest(model, {
    cls: "lt-lbr", heading: lbrT(model, "costliest", {}, "The costliest decisions"), headingClass: "lt-luckybox-h", step: review.step, go,
    items: review.costliest.map((i) => ({ step: i, text: lbrT(model, "jump", { round: review.steps[i].round, points: ltReviewNumber(model, review.steps[i].loss) }, `Round ${review.steps[i].round}: −${review.steps[i].loss}`) })),
  });
  const trend = review.trend;
  return ltEl("section", { class: "lt-lbr", tabindex: "0", "data-focus": "review", "aria-label": lbrT(model, "title", { name: review.player }, `Review: ${review.player}`), onkeydown: ltReplayKeys(review.step, review.steps.length, go) }, [
    ltEl("h3", { class: "lt-luckybox-h lt-lbr-title", text: lbrT(model, "title", { name: review.player }, `Review: ${review.player}`) }),
    ltEl("p", { class: "lt-lbr-summary", text: summary }),
    review.strength && review.strength.clairvoyant ? ltEl("p", { class: "lt-lbr-strength", text: lbrT(model, "strength", { advisor: review.strength.advisor.toFixed(0), clairvoyant: review.strength.clairvoyant.toFixed(0), share: Math.round(100 * review.strength.advisor / review.strength.clairvoyant) }, `The advisor averages ${review.strength.advisor.toFixed(0)} points; a player who knows the future averages at least ${review.strength.clairvoyant.toFixed(0)}.`) }) : null,
    review.estimate ? ltEl("p", { class: "lt-lbr-note", text: lbrT(model, "estimate", {}, "All losses are the advisor's estimate: it values positions by a tuned rule of thumb and looks one number ahead.") }) : null,
    trend ? ltEl("p", { class: "lt-lbr-trend", text: lbrT(model, "trend", { count: trend.games, mean: ltReviewNumber(model, trend.mean_loss) }, `Your last ${trend.games} games: ${trend.mean_loss} points lost per decision`) }) : null,
    ltReviewChart(model, { chart: review.chart, step: review.step, go }),
    costly,
    lbrStep(model, review),
  ]);
}
