// MAGDAGDON's review panel at the end of a game: the totals, the chart of each decision's loss,
// the three costliest decisions and a replay showing the board the player left beside the
// advisor's (after a power, the dice it left), each choice on a line of its own
// (core/static/review.js draws the shared parts, the chart among them). It draws view.ui.review
// as Python sent it; the replay's step goes to Python ({type: "review", step}).

function mgrT(model, key, params, fallback) { return ltT(model, `magdagdon.review.${key}`, params || {}, fallback); }

function mgrBoard(model, cells, marked, caption) {
  const grid = cells.map((c, i) => {
    const name = "abcd"[i % 4] + String(Math.floor(i / 4) + 1);
    const isMarked = marked.includes(name);
    const text = c === "-" ? "" : c === "R" ? "✕" : c;
    return ltEl("span", { class: "lt-mgr-cell" + (isMarked ? " lt-mgr-marked" : "") + (c === "R" ? " lt-mgr-ruin" : ""), text: isMarked ? `${text}•` : text });
  });
  return ltEl("figure", { class: "lt-mgr-figure" }, [
    ltEl("div", { class: "lt-mgr-board", role: "img", "aria-label": `${caption}: ${cells.join("")}` }, grid),
    ltEl("figcaption", { class: "lt-mgr-caption", text: caption }),
  ]);
}

function mgrDiceRow(label, values, before) {
  // One row of small dice; a die that differs from `before` (the roll a power changed) is marked.
  return ltEl("div", { class: "lt-mgr-dicerow", role: "img", "aria-label": `${label}: ${values.join(" ")}` }, [
    ltEl("span", { class: "lt-mgr-dicelabel", "aria-hidden": "true", text: label }),
    ...values.map((v, i) => ltEl("span", { class: "lt-mgr-die" + (before && before[i] !== v ? " lt-mgr-die-new" : ""), "aria-hidden": "true" }, ltDieFace(v))),
  ]);
}

function mgrPower(model, s, caption) {
  // A power places no die: what it did is the dice it left, so show those, not the unchanged board.
  return ltEl("figure", { class: "lt-mgr-figure lt-mgr-power" }, [
    mgrDiceRow(mgrT(model, "power_before", {}, "Rolled"), s.dice, null),
    s.dice_after ? mgrDiceRow(mgrT(model, "power_after", {}, "After the power"), s.dice_after, s.dice) : null,
    ltEl("figcaption", { class: "lt-mgr-caption", text: caption }),
  ]);
}

function mgrStep(model, review) {
  const n = review.steps.length;
  if (!n) return ltEl("p", { class: "lt-mgr-none", text: mgrT(model, "none", {}, "No decisions to review.") });
  const i = review.step, s = review.steps[i];
  const go = (to) => model.send({ type: "review", step: to });
  const yours = mgrT(model, "yours", {}, "Your choice"), theirs = mgrT(model, "advisor", {}, "The advisor's choice");
  const cost = s.is_best ? mgrT(model, "best_choice", {}, "Best choice") : mgrT(model, "cost", { points: ltReviewNumber(model, s.loss) }, `It cost ${s.loss} points`);
  return ltEl("div", { class: "lt-mgr-replay" }, [
    ltReplayNav(model, { cls: "lt-mgr", step: i, steps: n, go, where: [mgrT(model, "where", { n: i + 1, of: n, turn: s.turn }, `Decision ${i + 1} of ${n} · turn ${s.turn}`)] }),
    ltEl("p", { class: "lt-mgr-dice", text: mgrT(model, "dice", { dice: s.dice.join(" ") }, `Dice: ${s.dice.join(" ")}`) }),
    ltEl("div", { class: "lt-mgr-boards" }, [
      s.kind === "power" ? mgrPower(model, s, yours) : mgrBoard(model, s.chosen_board, s.chosen_cells, yours),
      mgrBoard(model, s.best_board, s.best_cells, theirs),
    ]),
    ltEl("p", { class: "lt-mgr-chosen", text: mgrT(model, "your_move", { move: s.chosen }, `${yours}: ${s.chosen}`) }),
    ltEl("p", { class: "lt-mgr-best", text: mgrT(model, "advisor_move", { move: s.best }, `${theirs}: ${s.best}`) }),
    ltEl("p", { class: "lt-mgr-cost" + (s.is_best ? "" : " lt-mgr-costly"), text: cost }),
    ltReplayKeysHint(model, "lt-mgr"),
  ]);
}

function mgReview(model, view, ui) {
  const review = ui && ui.review;
  if (view.phase !== "over" || !review) return null;
  const summary = mgrT(model, "summary", { count: review.decisions, best: review.best, lost: ltReviewNumber(model, review.total_loss), mean: ltReviewNumber(model, review.mean_loss) },
    `${review.decisions} decisions, ${review.best} of them best; ${review.total_loss} expected points lost (${review.mean_loss} per decision)`);
  const trend = review.trend;
  const go = (to) => model.send({ type: "review", step: to });
  const costly = ltCostliest(model, {
    cls: "lt-mgr", heading: mgrT(model, "costliest", {}, "The costliest decisions"), headingClass: "lt-magdagdon-h", step: review.step, go,
    items: review.costliest.map((i) => ({ step: i, text: mgrT(model, "jump", { turn: review.steps[i].turn, points: ltReviewNumber(model, review.steps[i].loss) }, `Turn ${review.steps[i].turn}: −${review.steps[i].loss}`) })),
  });
  return ltEl("section", { class: "lt-mgr", tabindex: "0", "data-focus": "review", "aria-label": mgrT(model, "title", {}, "Review"), onkeydown: ltReplayKeys(review.step, review.steps.length, go) }, [
    ltEl("h3", { class: "lt-magdagdon-h", text: mgrT(model, "title", {}, "Review") }),
    ltEl("p", { class: "lt-mgr-summary", text: summary }),
    review.strength && review.strength.clairvoyant ? ltEl("p", { class: "lt-mgr-strength", text: mgrT(model, "strength", { advisor: review.strength.advisor.toFixed(0), clairvoyant: review.strength.clairvoyant.toFixed(0), share: Math.round(100 * review.strength.advisor / review.strength.clairvoyant) }, `The advisor averages ${review.strength.advisor.toFixed(0)} points; a player who knows the future averages at least ${review.strength.clairvoyant.toFixed(0)}.`) }) : null,
    review.estimate ? ltEl("p", { class: "lt-mgr-note", text: mgrT(model, "estimate", {}, "All losses are the advisor's estimate: it searches each turn fully but judges the rest of the game by a learned evaluation.") }) : null,
    trend && trend.mean_loss !== null ? ltEl("p", { class: "lt-mgr-trend", text: mgrT(model, "trend", { count: trend.games, mean: ltReviewNumber(model, trend.mean_loss) }, `Your last ${trend.games} games: ${trend.mean_loss} points lost per decision`) }) : null,
    ltReviewChart(model, { chart: review.chart, step: review.step, go }),
    costly,
    mgrStep(model, review),
  ]);
}
