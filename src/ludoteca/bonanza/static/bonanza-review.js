// The Bonanza coach (joined after bonanza-sheet.js, before bonanza.js): the proficiency badge
// near the dice, the solo trend in the header, and the review panel at the end of a game.
// Every number and sentence comes from Python in view.ui.verdict / .trend / .review; this file
// draws them (the replay's stepping and the chart with core/static/review.js) and sends
// {type: "review", seat, step} or {type: "proficiency", show}.

// -- while playing ----------------------------------------------------------------------------
function bzProficiencyToggle(model, view, ui) {
  const own = view.bonanza;
  const rated = own.seats.some((s, i) => s.kind === "human" && (view.seat === null || view.seat === i));
  if (view.phase === "over" || !rated) return null; // nobody this screen plays for makes choices to rate
  return ltEl("button", {
    type: "button",
    class: "lt-button lt-bonanza-proficiency-toggle",
    "data-focus": "proficiency-toggle",
    "aria-pressed": ui.proficiency ? "true" : "false",
    onclick: () => model.send({ type: "proficiency", show: !ui.proficiency }),
  }, [
    ltEl("span", { class: "lt-bonanza-switch", "aria-hidden": "true", text: ui.proficiency ? "✓" : "" }),
    ltT(model, "bonanza.proficiency", {}, "Rate my choices"),
  ]);
}

/** The badge after a decision: "✓ best" or "▼ -0.8", what was chosen, and the better choice. */
function bzVerdict(model, view, ui) {
  const own = view.bonanza;
  const v = ui.verdict;
  if (!ui.proficiency) return null;
  if (!v) {
    return ltEl("div", { class: "lt-bonanza-verdict lt-bonanza-verdict-empty", role: "status" },
      ltT(model, "bonanza.verdict.waiting", {}, "Each choice you make will be rated here."));
  }
  const many = own.seats.filter((s) => s.kind === "human").length > 1;
  const what = (many ? `${v.name}: ` : "") + v.chosen.text;
  return ltEl("div", {
    class: "lt-bonanza-verdict " + (v.best ? "lt-bonanza-verdict-best" : "lt-bonanza-verdict-loss"),
    role: "status",
    "data-id": v.id,
  }, [
    ltEl("span", { class: "lt-bonanza-verdict-value" }, [
      ltEl("span", { class: "lt-bonanza-verdict-mark", "aria-hidden": "true", text: v.best ? "✓" : "▼" }),
      v.by_clock ? bzClockIcon() : null,
      ltEl("span", { class: "lt-bonanza-verdict-text", text: v.verdict }),
    ]),
    ltEl("span", { class: "lt-bonanza-verdict-what" }, [
      ltEl("span", { text: what }),
      v.best ? null : ltEl("span", { class: "lt-bonanza-verdict-better", text: ltT(model, "bonanza.verdict.better", { action: v.optimal.text }, `best: ${v.optimal.text}`) }),
    ]),
    ltEl("span", { class: "lt-bonanza-sr", text: v.sentence }),
  ]);
}

/** A solo player's last scores (a small bar chart) and averages, in the header. */
function bzTrend(model, view, ui) {
  const t = ui.trend;
  if (!t) return null;
  const w = 6;
  const spark = ltSvg("svg", {
    class: "lt-bonanza-spark", viewBox: `0 0 ${t.heights.length * (w + 2)} 20`, role: "img", "aria-label": t.label,
    width: t.heights.length * (w + 2), height: 20,
  }, t.heights.map((h, i) => ltSvg("rect", {
    x: i * (w + 2), y: 20 - Math.max(1, h * 20), width: w, height: Math.max(1, h * 20),
    class: "lt-bonanza-spark-bar" + (t.scores[i] === t.best_score ? " lt-bonanza-spark-best" : ""),
  })));
  return ltEl("div", { class: "lt-bonanza-trend" }, [
    ltEl("span", { class: "lt-bonanza-trend-title", text: ltT(model, "bonanza.trend.title", {}, "Your trend") }),
    spark,
    ltEl("span", { class: "lt-bonanza-trend-text", text: t.text }),
    t.loss_text ? ltEl("span", { class: "lt-bonanza-trend-loss", text: t.loss_text }) : null,
  ]);
}

// -- the review panel -------------------------------------------------------------------------
function bzReviewSheet(model, view, now) {
  const s = now.sheet;
  const cell = (box) => {
    const marks = now.marks[box] || [];
    const chosen = marks.includes("chosen");
    const optimal = marks.includes("optimal");
    const filled = s.boxes[box] !== null && s.boxes[box] !== undefined;
    let text = filled ? String(s.boxes[box]) : "–";
    if (chosen || optimal) text = String(now.points[box]);
    const tags = [];
    if (chosen) tags.push(ltT(model, "bonanza.review.mark_chosen", {}, "chosen"));
    if (optimal) tags.push(ltT(model, "bonanza.review.mark_optimal", {}, "best"));
    return ltEl("tr", {
      class: "lt-bonanza-rs-row" + (filled ? " lt-bonanza-rs-filled" : "") + (chosen ? " lt-bonanza-rs-chosen" : "") + (optimal ? " lt-bonanza-rs-optimal" : ""),
      "data-box": box,
    }, [
      ltEl("th", { scope: "row", text: bzBox(model, box) }),
      ltEl("td", {}, [
        ltEl("span", { class: "lt-bonanza-rs-points", text }),
        optimal ? ltEl("span", { class: "lt-bonanza-rs-star", "aria-hidden": "true", text: "★" }) : null,
        tags.length ? ltEl("span", { class: "lt-bonanza-sr", text: ` (${tags.join(", ")})` }) : null,
      ]),
    ]);
  };
  const ui = view.ui;
  const column = (boxes, extra) => ltEl("table", { class: "lt-bonanza-rs-table" }, [ltEl("tbody", {}, boxes.map(cell).concat(extra))]);
  const sum = (title, value) => ltEl("tr", { class: "lt-bonanza-rs-sum" }, [ltEl("th", { scope: "row", text: title }), ltEl("td", { text: value })]);
  const lower = ui.boxes.filter((b) => !ui.upper.includes(b));
  return ltEl("div", { class: "lt-bonanza-rs", role: "group", "aria-label": ltT(model, "bonanza.review.sheet", { name: view.ui.review.name }, `Score sheet: ${view.ui.review.name}`) }, [
    column(ui.upper, [sum(ltT(model, "bonanza.upper_total", {}, "Upper total"), `${s.upper_total}/${ui.upper_target}`)]),
    column(lower, [sum(ltT(model, "bonanza.total", {}, "Total"), String(s.total))]),
  ]);
}

function bzReviewDice(model, now) {
  return ltEl("div", { class: "lt-bonanza-rd", role: "img", "aria-label": now.dice_label }, now.dice.map((value, i) => ltEl("span", {
    class: "lt-bonanza-rd-die" + (now.held[i] ? " lt-bonanza-rd-held" : "") + (now.advised[i] ? " lt-bonanza-rd-advised" : ""),
    "data-die": i, "data-value": value,
  }, [
    ltDieFace(value),
    now.held[i] ? ltEl("span", { class: "lt-check", "aria-hidden": "true", text: "✓" }) : null,
    now.advised[i] ? ltEl("span", { class: "lt-bonanza-advice-mark", "aria-hidden": "true", text: "▲" }) : null,
  ])));
}

function bzReplay(model, view, r, go) {
  const now = r.current;
  const controls = ltReplayNav(model, {
    cls: "lt-bonanza-replay", step: r.step, steps: r.steps, go,
    where: [ltEl("strong", { text: now.label }), ltEl("span", { text: " · " + now.where })],
  });
  const line = (cls, title, what, expected) => ltEl("div", { class: `lt-bonanza-replay-line ${cls}` }, [
    ltEl("span", { class: "lt-bonanza-replay-label", text: title }),
    ltEl("span", { class: "lt-bonanza-replay-what", text: what.text }),
    ltEl("span", { class: "lt-bonanza-replay-expected", text: expected }),
  ]);
  const verdict = ltEl("div", { class: "lt-bonanza-replay-result" }, [
    ltEl("span", { class: "lt-bonanza-replay-verdict " + (now.best ? "lt-bonanza-verdict-best" : "lt-bonanza-verdict-loss") }, [
      ltEl("span", { class: "lt-bonanza-verdict-mark", "aria-hidden": "true", text: now.best ? "✓" : "▼" }),
      ltEl("span", { class: "lt-bonanza-verdict-text", text: now.verdict }),
    ]),
    now.by_clock ? ltEl("span", { class: "lt-bonanza-replay-clock" }, [bzClockIcon(), ltT(model, "bonanza.review.by_clock", {}, "time ran out: the clock chose")]) : null,
  ]);
  const stage = ltEl("div", { class: "lt-bonanza-replay-stage" }, [
    bzReviewSheet(model, view, now),
    ltEl("div", { class: "lt-bonanza-replay-move" }, [
      bzReviewDice(model, now),
      ltEl("div", { class: "lt-bonanza-replay-choices" }, [
        line("lt-bonanza-replay-chosen", ltT(model, "bonanza.review.chosen", {}, "Chosen"), now.chosen, now.chosen_expected_text),
        line("lt-bonanza-replay-optimal", ltT(model, "bonanza.review.optimal", {}, "Best"), now.optimal, now.optimal_expected_text),
      ]),
      verdict,
      ltEl("p", { class: "lt-bonanza-replay-sentence", text: now.sentence }),
    ]),
  ]);
  return ltEl("div", { class: "lt-bonanza-replay" }, [
    ltEl("h4", { class: "lt-bonanza-review-subtitle", text: ltT(model, "bonanza.review.replay", {}, "Replay") }),
    controls, stage,
    ltReplayKeysHint(model, "lt-bonanza-review"),
  ]);
}

function bzReview(model, view, ui) {
  const r = ui.review;
  if (!r) return null;
  const go = (step) => model.send({ type: "review", seat: r.seat, step });
  const seats = r.seats.length > 1
    ? ltEl("div", { class: "lt-bonanza-review-seats", role: "group", "aria-label": ltT(model, "bonanza.review.whose", {}, "Whose game") },
      r.seats.map((s) => ltEl("button", {
        type: "button", class: "lt-button lt-bonanza-review-seat", "data-seat": s.seat, "data-focus": `review-seat-${s.seat}`,
        "aria-pressed": s.seat === r.seat ? "true" : "false", text: s.name,
        onclick: () => model.send({ type: "review", seat: s.seat, step: 0 }),
      })))
    : null;
  const stat = (key, title, value) => ltEl("div", { class: `lt-bonanza-stat lt-bonanza-stat-${key}` }, [
    ltEl("dt", { text: title }), ltEl("dd", { text: value }),
  ]);
  const stats = ltEl("dl", { class: "lt-bonanza-stats" }, [
    stat("score", ltT(model, "bonanza.review.score", {}, "Score"), String(r.score)),
    stat("total", ltT(model, "bonanza.review.total_loss", {}, "Points lost"), r.total_loss_text),
    stat("mean", ltT(model, "bonanza.review.mean_loss", {}, "Per decision"), r.mean_loss_text),
    stat("best", ltT(model, "bonanza.review.best_count", {}, "Best choices"), `${r.best}/${r.steps}`),
  ]);
  const costly = ltEl("section", { class: "lt-bonanza-costliest" }, [
    ltEl("h4", { class: "lt-bonanza-review-subtitle", text: ltT(model, "bonanza.review.costliest", {}, "Costliest decisions") }),
    r.costliest.length
      ? ltEl("ol", { class: "lt-bonanza-costly-list" }, r.costliest.map((d) => ltEl("li", {}, [ltEl("button", {
        type: "button", class: "lt-bonanza-costly" + (d.step === r.step ? " lt-bonanza-costly-now" : ""),
        "data-step": d.step, "data-focus": `review-costly-${d.step}`, "aria-current": d.step === r.step ? "step" : undefined,
        onclick: () => go(d.step),
      }, [
        ltEl("span", { class: "lt-bonanza-costly-loss", text: d.verdict }),
        ltEl("span", { class: "lt-bonanza-costly-where" }, [d.by_clock ? bzClockIcon() : null, d.where]),
        ltEl("span", { class: "lt-bonanza-costly-text", text: d.sentence }),
      ])])))
      : ltEl("p", { class: "lt-bonanza-review-note", text: ltT(model, "bonanza.review.all_best", {}, "Every decision was the best one.") }),
  ]);
  const body = r.steps
    ? [stats, ltEl("p", { class: "lt-bonanza-review-summary", text: r.summary }), ltReviewChart(model, { chart: r.chart, step: r.step, go }),
      ltEl("div", { class: "lt-bonanza-review-lower" }, [bzReplay(model, view, r, go), costly])]
    : [ltEl("p", { class: "lt-bonanza-review-note", text: ltT(model, "bonanza.review.no_decisions", { name: r.name }, `${r.name} made no decisions.`) })];
  return ltEl("section", {
    class: "lt-bonanza-review", tabindex: "0", "data-focus": "review", "data-seat": r.seat,
    "aria-label": ltT(model, "bonanza.review.title_of", { name: r.name }, `${r.name} against perfect play`),
    onkeydown: ltReplayKeys(r.step, r.steps, go),
  }, [
    ltEl("div", { class: "lt-bonanza-review-head" }, [
      ltEl("h3", { class: "lt-bonanza-review-title", text: ltT(model, "bonanza.review.title_of", { name: r.name }, `${r.name} against perfect play`) }),
      seats,
    ]),
    ...body,
  ]);
}
