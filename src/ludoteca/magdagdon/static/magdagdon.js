// The MAGDAGDON table. It draws model.get("view") and sends small messages to Python
// ({type: "roll" | "die" | "cell" | "confirm" | "decrease" | "increase" | "reroll_mode" | "reroll" |
// "rescue" | "accept" | "hint" | "cancel" | "settings" | "difficulty" | "play_again", ...}).
// No rule lives here: valid cells, MAGDAGDON, the powers, the scores and the hint all come from
// Python: the common keys at the top of `view` (phase...), the game's own in `view.magdagdon`
// (passed around as `own`) and the table's in `view.ui`; this file lays them out and forwards
// clicks and keys.

const MG_COLUMNS = "abcd";
const MG_COMBO = { sequence: "↗", four_equal: "≡", two_pairs: "‖" };

function mgT(model, key, params, fallback) { return ltT(model, `magdagdon.${key}`, params || {}, fallback); }
function mgU(model, key, params, fallback) { return ltT(model, `magdagdon.ui.${key}`, params || {}, fallback); }
function mgPoints(model, n) { return mgT(model, "points", { count: n }, `${n} points`); }
function mgDifficulty(model, name) { return mgT(model, `difficulty.${name}`, {}, name); }
function mgSigned(n) { return n > 0 ? `−${n}` : "0"; }

function mgPowerText(model, power) {
  if (!power || !power.power) return "";
  if (power.power === "reroll") return mgU(model, "power.reroll", { values: power.values.join(" "), count: power.values.length }, `Reroll ${power.values.join(" ")}`);
  return mgU(model, `power.${power.power}`, { value: power.value }, `${power.power} ${power.value}`);
}

function mgButton(cls, focus, label, onclick, extra = {}) {
  return ltEl("button", { type: "button", class: `lt-button ${cls}`, "data-focus": focus, onclick, ...extra }, label);
}

// -- the dice tray and the turn's buttons ------------------------------------------------------
/** One die of the tray with its note below; `d` is the view's die, the rest what the screen adds,
 * and `face(d)` draws its face. */
function mgDieSlot(model, face, { d, picked, marked, hinted }) {
  let label = mgU(model, "die", { n: d.die + 1, value: d.value ?? "?" }, `Die ${d.die + 1}: ${d.value ?? "?"}`);
  if (d.staged_at) label += ", " + mgU(model, "die_staged", { cell: d.staged_at }, `staged on ${d.staged_at}; click to take it back`);
  if (picked) label += ", " + mgU(model, "die_picked", {}, "picked");
  if (marked) label += ", " + mgU(model, "die_marked", {}, "marked for the reroll");
  const cls = "lt-die lt-magdagdon-die" + (picked ? " lt-held lt-magdagdon-picked" : "") + (d.staged_at ? " lt-magdagdon-die-staged" : "") + (marked ? " lt-magdagdon-die-marked" : "");
  return ltEl("div", { class: "lt-magdagdon-die-slot" }, [
    ltEl("button", {
      type: "button", class: cls, "data-die": d.die, "data-focus": `die-${d.die}`, "aria-label": label,
      "aria-pressed": picked || marked ? "true" : "false", disabled: d.value === null,
      onclick: () => model.send({ type: "die", die: d.die }),
    }, [face(d),
      picked ? ltEl("span", { class: "lt-check", "aria-hidden": "true", text: "▲" }) : null,
      marked ? ltEl("span", { class: "lt-check lt-magdagdon-reroll-mark", "aria-hidden": "true", text: "↻" }) : null]),
    ltEl("span", { class: "lt-magdagdon-die-note", "aria-hidden": "true", text: d.staged_at ? `→ ${d.staged_at}` : hinted ? "◆" : "\u00a0" }),
  ]);
}

function mgTray(model, view, own, ui, root) {
  const dice = own.dice || [];
  const marked = new Set(ui.marked || []);
  const faces = dice.length ? dice : [0, 1, 2, 3].map((i) => ({ die: i, value: null, staged_at: null }));
  // A die picked changes its own slot only: the others are kept as they are.
  const row = ltEl("div", { class: "lt-magdagdon-dice" }, faces.map((d) => {
    const hinted = Boolean(ui.hint && ui.hint.placements && d.staged_at === null && ui.hint.placements.some((p) => p.value === d.value));
    const input = { d, picked: ui.selected === d.die, marked: marked.has(d.die), hinted };
    const face = (die) => ltKeptFace(model, root, `face-${die.die}`, die.value);
    return ltKeepSame(model, root, `die-${d.die}`, Object.values(input), () => mgDieSlot(model, face, input));
  }));
  const part = (key, reads, build) => ltKeepSame(model, root, `tray-${key}`, reads, build);
  return ltEl("section", { class: "lt-magdagdon-tray", "aria-label": mgT(model, "dice", {}, "Dice") }, [
    part("title", [], () => ltEl("h3", { class: "lt-magdagdon-h", text: mgT(model, "dice", {}, "Dice") })),
    row,
    part("minimum", [view.phase, own.minimum], () => view.phase === "over" ? null : ltEl("p", { class: "lt-magdagdon-minimum", text: mgT(model, "minimum", { count: own.minimum }, `Place at least ${own.minimum} dice`) })),
    part("controls", [view.phase, own.staged, own.minimum, own.can_confirm], () => mgTrayControls(model, view, own)),
  ]);
}

/** The tray's buttons: Roll, or Confirm with the dice staged (none once the game is over). */
function mgTrayControls(model, view, own) {
  const staged = own.staged.length;
  const buttons = [];
  if (view.phase === "roll") buttons.push(mgButton("lt-magdagdon-roll", "roll", [ltIcon("die"), " " + mgT(model, "roll", {}, "Roll")], () => model.send({ type: "roll" })));
  if (view.phase === "place") {
    buttons.push(mgButton("lt-magdagdon-confirm", "confirm", `✓ ${mgT(model, "confirm", {}, "Confirm")} (${staged}/${own.minimum})`,
      () => model.send({ type: "confirm" }), { disabled: !own.can_confirm, "aria-label": mgU(model, "confirm_label", { count: staged, need: own.minimum }, `Confirm: ${staged} staged, at least ${own.minimum}`) }));
  }
  return buttons.length ? ltEl("div", { class: "lt-magdagdon-controls" }, buttons) : null;
}

// -- Majda Powers ----------------------------------------------------------------------------------
function mgPowers(model, view, own, ui, root) {
  const p = own.powers;
  const diff = ui.difficulties.find((d) => d.name === own.difficulty);
  if (!p.total) {
    return ltEl("section", { class: "lt-magdagdon-powers", "aria-label": mgT(model, "majda_powers", {}, "Majda Powers") }, [
      ltEl("h3", { class: "lt-magdagdon-h", text: mgT(model, "majda_powers", {}, "Majda Powers") }),
      ltEl("p", { class: "lt-magdagdon-powers-left", text: mgU(model, "no_powers", {}, "No Majda Powers at this difficulty.") }),
    ]);
  }
  const playing = view.phase === "place";
  // A die picked changes the buttons only: what is left and what the powers cost are kept.
  const part = (key, reads, build) => ltKeepSame(model, root, `powers-${key}`, reads, build);
  return ltEl("section", { class: "lt-magdagdon-powers", "aria-label": mgT(model, "majda_powers", {}, "Majda Powers") }, [
    part("title", [], () => ltEl("h3", { class: "lt-magdagdon-h", text: mgT(model, "majda_powers", {}, "Majda Powers") })),
    part("left", [p], () => ltEl("p", { class: "lt-magdagdon-powers-left" }, [
      ltEl("span", { class: "lt-magdagdon-pips", "aria-hidden": "true", text: "◆".repeat(p.left) + "◇".repeat(p.used) }),
      ltEl("span", { text: mgT(model, "powers_left", { count: p.left }, `${p.left} powers left`) })])),
    part("next", [p], () => ltEl("p", { class: "lt-magdagdon-next-penalty", text: p.next_penalty === null ? mgU(model, "no_power_left", {}, "No power left.") : mgT(model, "next_penalty", { points: mgSigned(p.next_penalty) }, `The next power costs ${p.next_penalty}.`) })),
    part("penalties", [p, diff], () => mgPenaltyRow(model, p, diff)),
    part("help", [playing, ui.marked], () => playing ? ltEl("p", { class: "lt-magdagdon-powers-help", text: ui.marked ? mgU(model, "reroll_help", {}, "Click the dice to reroll together (one use).") : mgU(model, "power_help", {}, "Pick a die in the tray, then −1 or +1.") }) : null),
    playing ? mgPowerButtons(model, own, ui) : null,
  ]);
}

/** The penalty of each power of the difficulty, those paid ticked. */
function mgPenaltyRow(model, p, diff) {
  const penalties = ltEl("span", { class: "lt-magdagdon-penalties" }, diff.penalties.map((n, i) => ltEl("span", {
    class: "lt-magdagdon-penalty" + (i < p.used ? " lt-magdagdon-penalty-used" : ""), text: (i < p.used ? "✓" : "") + mgSigned(n),
  })));
  return ltEl("p", { class: "lt-magdagdon-penalty-row" }, [ltEl("span", { text: mgT(model, "penalties", {}, "Power penalties") + ": " }), penalties]);
}

/** The powers' buttons: −1, +1 and Reroll…, or, while dice are marked for a reroll, Reroll and Cancel. */
function mgPowerButtons(model, own, ui) {
  const p = own.powers;
  const selected = ui.selected !== null && own.dice ? own.dice[ui.selected] : null;
  const buttons = ui.marked ? [
    mgButton("lt-magdagdon-reroll-go", "reroll-go", "↻ " + mgU(model, "reroll_go", { count: ui.marked.length }, `Reroll ${ui.marked.length} dice`), () => model.send({ type: "reroll" }), { disabled: !ui.marked.length }),
    mgButton("lt-magdagdon-reroll-cancel", "reroll-cancel", mgU(model, "cancel", {}, "Cancel"), () => model.send({ type: "cancel" })),
  ] : [
    mgButton("lt-magdagdon-decrease", "decrease", mgT(model, "decrease", {}, "Decrease −1"), () => model.send({ type: "decrease" }), { disabled: !(selected && selected.can_decrease) }),
    mgButton("lt-magdagdon-increase", "increase", mgT(model, "increase", {}, "Increase +1"), () => model.send({ type: "increase" }), { disabled: !(selected && selected.can_increase) }),
    mgButton("lt-magdagdon-reroll", "reroll", "↻ " + mgT(model, "reroll", {}, "Reroll") + "…", () => model.send({ type: "reroll_mode" }), { disabled: !(p.left > 0 && own.dice.some((d) => d.can_reroll)) }),
  ];
  return ltEl("div", { class: "lt-magdagdon-controls" }, buttons);
}

// -- MAGDAGDON -------------------------------------------------------------------------------------
function mgBanner(model, own, ui) {
  const m = own.crisis;
  if (!m.active) return null;
  if (m.accepted) {
    return ltEl("section", { class: "lt-magdagdon-banner lt-magdagdon-banner-ruin", role: "alert" }, [
      ltEl("p", { class: "lt-magdagdon-banner-title", text: "✕ " + mgT(model, "magdagdon", {}, "MAGDAGDON!") }),
      ltEl("p", { class: "lt-magdagdon-banner-text", text: mgT(model, "choose_ruin", {}, "Choose an empty cell: it becomes a ruin.") + " " + mgU(model, "ruin_cost", { cost: own.score.ruin_cost }, `Each ruin costs ${own.score.ruin_cost} points.`) }),
    ]);
  }
  const need = ui.why ? ui.why.need : own.minimum;
  const most = ui.why ? ui.why.most : 0;
  const rescues = ui.rescues.map((r, i) => {
    const action = mgPowerText(model, r);
    const text = r.chance >= 100 ? mgT(model, "rescue_sure", { action }, `${action} saves the roll.`) : mgT(model, "rescue_chance", { action, percent: r.chance }, `${action}: ${r.chance}% chance to save the roll.`);
    return mgButton("lt-magdagdon-rescue", `rescue-${i}`, text, () => model.send({ type: "rescue", index: i }));
  });
  const p = own.powers;
  const choice = p.left > 0 && ui.rescues.length
    ? mgU(model, "banner_choice", { points: mgSigned(p.next_penalty) }, `Use a Majda Power (the next costs ${p.next_penalty}) or accept MAGDAGDON.`)
    : mgU(model, "banner_accept", {}, "No Majda Power can help: accept MAGDAGDON and choose a cell to ruin.");
  return ltEl("section", { class: "lt-magdagdon-banner", role: "alert" }, [
    ltEl("p", { class: "lt-magdagdon-banner-title", text: "⚠ " + mgT(model, "magdagdon", {}, "MAGDAGDON!") }),
    ltEl("p", { class: "lt-magdagdon-banner-text", text: mgT(model, "magdagdon_why", { need }, `No order of these dice places ${need} of them on the board.`) + " " + mgU(model, "banner_most", { count: most }, `At most ${most} fit.`) }),
    ltEl("p", { class: "lt-magdagdon-banner-text", text: choice }),
    rescues.length ? ltEl("div", { class: "lt-magdagdon-controls lt-magdagdon-rescues" }, rescues) : null,
    ltEl("div", { class: "lt-magdagdon-controls" }, [mgButton("lt-magdagdon-accept", "accept", "✕ " + mgT(model, "accept", {}, "Accept MAGDAGDON"), () => model.send({ type: "accept" }))]),
  ]);
}

// -- the hint --------------------------------------------------------------------------------------
function mgHint(model, own, ui) {
  const h = ui.hint;
  if (!h) return null;
  if (h.roll) {
    return ltEl("section", { class: "lt-magdagdon-hint", "aria-live": "polite", "aria-label": mgT(model, "hint", {}, "Hint") }, [
      ltEl("h3", { class: "lt-magdagdon-h", text: "◆ " + mgT(model, "hint", {}, "Hint") }),
      ltEl("p", { class: "lt-magdagdon-hint-note", text: mgU(model, "hint.roll", {}, "Roll the dice first: the hint reads the roll.") }),
    ]);
  }
  const steps = [];
  if (h.take_back) steps.push(mgU(model, "hint.take_back", {}, "Take back your staged dice first."));
  if (h.power) steps.push(mgU(model, "hint.power_first", { action: mgPowerText(model, h.power) }, `First: ${mgPowerText(model, h.power)}`));
  if (h.ruin && h.accepted) steps.push(mgU(model, "hint.ruin_now", { cell: h.ruin }, `Make ${h.ruin} the ruin`));
  else if (h.ruin) steps.push(mgU(model, "hint.ruin", { cell: h.ruin }, `Accept MAGDAGDON and ruin ${h.ruin}`));
  for (const p of h.placements) steps.push(`${p.order}. ` + mgT(model, "hint.place", { value: p.value, cell: p.cell }, `Place ${p.value} at ${p.cell}`));
  if (h.power && h.power.power === "reroll") steps.push(mgU(model, "hint.after_reroll", {}, "then ask again with the new dice"));
  let note = null;
  if (h.power && h.power_gain !== null) note = mgT(model, "hint.power_worth", { points: h.power_gain }, `The power is worth it: +${h.power_gain} after its penalty.`);
  else if (!h.power && own.powers.left > 0 && !h.ruin) note = mgT(model, "hint.power_not_worth", {}, "No power is worth its penalty this turn.");
  return ltEl("section", { class: "lt-magdagdon-hint", "aria-live": "polite", "aria-label": mgT(model, "hint", {}, "Hint") }, [
    ltEl("h3", { class: "lt-magdagdon-h", text: "◆ " + mgT(model, "hint", {}, "Hint") }),
    ltEl("ol", { class: "lt-magdagdon-hint-steps" }, steps.map((s) => ltEl("li", { class: "lt-magdagdon-hint-step", text: s }))),
    ltEl("p", { class: "lt-magdagdon-hint-expected", text: mgT(model, "hint.expected", { count: (h.gain < 0 ? "\u2212" : "+") + Math.abs(h.gain), points: h.expected }, `${h.gain} points expected: a final score of ${h.expected}`) }),
    note ? ltEl("p", { class: "lt-magdagdon-hint-note", text: note }) : null,
  ]);
}

// -- settings --------------------------------------------------------------------------------------
function mgSettings(model, own, ui) {
  if (!ui.settings) return null;
  const options = ui.difficulties.map((d) => {
    const on = d.name === own.difficulty;
    const penalties = d.penalties.length ? d.penalties.map(mgSigned).join(", ") : "—";
    return ltEl("button", {
      type: "button", class: "lt-magdagdon-difficulty" + (on ? " lt-magdagdon-difficulty-on" : ""), "data-difficulty": d.name,
      "data-focus": `difficulty-${d.name}`, role: "radio", "aria-checked": on ? "true" : "false",
      onclick: () => model.send({ type: "difficulty", difficulty: d.name }),
    }, [
      ltEl("span", { class: "lt-magdagdon-difficulty-name", text: (on ? "● " : "○ ") + mgDifficulty(model, d.name) }),
      ltEl("span", { class: "lt-magdagdon-difficulty-rules", text: mgU(model, "difficulty_rules", { count: d.powers, minimum: d.minimum, penalties }, `${d.powers} powers · at least ${d.minimum} dice · penalties ${penalties}`) }),
    ]);
  });
  const ask = ui.ask ? ltEl("div", { class: "lt-magdagdon-ask", role: "alert" }, [
    ltEl("p", { class: "lt-magdagdon-ask-text", text: mgU(model, "ask_difficulty", { difficulty: mgDifficulty(model, ui.ask.difficulty) }, `Abandon this game and start a new ${ui.ask.difficulty} game? The game under way is not recorded.`) }),
    ltEl("div", { class: "lt-magdagdon-controls" }, [
      mgButton("lt-magdagdon-ask-yes", "ask-yes", mgT(model, "new_game", {}, "New game"), () => model.send({ type: "difficulty", difficulty: ui.ask.difficulty, confirm: true })),
      mgButton("lt-magdagdon-ask-no", "ask-no", mgU(model, "keep_playing", {}, "Keep playing"), () => model.send({ type: "cancel" })),
    ]),
  ]) : null;
  return ltEl("section", { class: "lt-magdagdon-settings", "aria-label": mgU(model, "settings", {}, "Settings") }, [
    ltEl("h3", { class: "lt-magdagdon-h", text: "⚙ " + mgU(model, "settings", {}, "Settings") }),
    ltEl("p", { class: "lt-magdagdon-warning", text: "⚠ " + mgT(model, "difficulty_new_game", {}, "Changing the difficulty starts a new game.") }),
    ltEl("div", { class: "lt-magdagdon-difficulties", role: "radiogroup", "aria-label": mgT(model, "difficulty", {}, "Difficulty") }, options),
    ask,
    mgButton("lt-magdagdon-settings-close", "settings-close", mgU(model, "close", {}, "Close"), () => model.send({ type: "settings", open: false })),
  ]);
}

// -- the score and the end ---------------------------------------------------------------------------
function mgScore(model, own) {
  const s = own.score;
  const row = (cls, label, value) => ltEl("div", { class: `lt-magdagdon-score-item ${cls}` }, [
    ltEl("span", { class: "lt-magdagdon-score-label", text: label }), ltEl("span", { class: "lt-magdagdon-score-value", text: String(value) })]);
  const combos = s.lines.filter((l) => l.combination).map((l) => {
    const name = l.name.startsWith("row") ? mgT(model, "row", { n: l.name.slice(4) }, l.name) : mgT(model, "column", { name: l.name.slice(7) }, l.name);
    return ltEl("li", { class: "lt-magdagdon-combo", "data-combination": l.combination },
      `${MG_COMBO[l.combination]} ${name}: ${mgT(model, `combination.${l.combination}`, {}, l.combination)} +${l.bonus}`);
  });
  return ltEl("section", { class: "lt-magdagdon-score", "aria-label": mgT(model, "score", {}, "Score") }, [
    ltEl("h3", { class: "lt-magdagdon-h", text: mgT(model, "score", {}, "Score") }),
    row("lt-magdagdon-s-base", mgU(model, "score.base", {}, "Rows + columns"), s.base),
    row("lt-magdagdon-s-bonus", mgU(model, "score.bonuses", {}, "Combinations"), s.bonuses ? `+${s.bonuses}` : "0"),
    combos.length ? ltEl("ul", { class: "lt-magdagdon-combos" }, combos) : null,
    row("lt-magdagdon-s-ruins", mgU(model, "score.ruins", { count: s.ruins, cost: s.ruin_cost }, `Ruins (${s.ruins} × −${s.ruin_cost})`), s.ruin_points ? `−${-s.ruin_points}` : "0"),
    row("lt-magdagdon-s-penalty", mgT(model, "penalties", {}, "Power penalties"), mgSigned(s.penalty)),
    row("lt-magdagdon-s-total", mgT(model, "total", {}, "Total"), s.total),
  ]);
}

function mgOver(model, view, own, ui) {
  if (view.phase !== "over" || !ui.best) return null;
  const best = ui.best;
  const head = ltEl("tr", { class: "lt-magdagdon-best-row" }, ["#", mgT(model, "score", {}, "Score"), mgU(model, "best.date", {}, "Date"), mgU(model, "best.turns", {}, "Turns"), mgU(model, "best.powers", {}, "Powers")]
    .map((t) => ltEl("th", { class: "lt-magdagdon-best-h", scope: "col", text: t })));
  const rows = best.rows.map((r, i) => ltEl("tr", { class: "lt-magdagdon-best-row" + (i === best.this_game ? " lt-magdagdon-best-this" : "") }, [
    ltEl("td", { class: "lt-magdagdon-best-cell", text: i === best.this_game ? `★${i + 1}` : String(i + 1) }),
    ltEl("td", { class: "lt-magdagdon-best-cell", text: String(r.score) }),
    ltEl("td", { class: "lt-magdagdon-best-cell", text: r.date }),
    ltEl("td", { class: "lt-magdagdon-best-cell", text: String(r.turns ?? "") }),
    ltEl("td", { class: "lt-magdagdon-best-cell", text: String(r.powers_used ?? "") }),
  ]));
  const title = mgU(model, "best.title", { difficulty: mgDifficulty(model, own.difficulty) }, `Best scores: ${own.difficulty}`);
  return ltEl("section", { class: "lt-magdagdon-over", "aria-live": "polite" }, [
    ltEl("p", { class: "lt-magdagdon-final", text: "★ " + mgU(model, "final", { points: own.score.total }, `Final score: ${own.score.total}`) }),
    ltEl("p", { class: "lt-magdagdon-final-detail", text: mgU(model, "final_detail", { turns: own.turns, powers: own.powers.used, ruins: own.score.ruins }, `${own.turns} turns, ${own.powers.used} powers used, ${own.score.ruins} ruins`) }),
    ltEl("h3", { class: "lt-magdagdon-h", text: title }),
    best.kept
      ? ltEl("div", { class: "lt-magdagdon-best-wrap" }, ltEl("table", { class: "lt-magdagdon-best", "aria-label": title }, [ltEl("thead", { class: "lt-magdagdon-best-head" }, head), ltEl("tbody", { class: "lt-magdagdon-best-body" }, rows)]))
      : ltEl("p", { class: "lt-magdagdon-not-kept", text: mgU(model, "best.not_kept", {}, "Scores are not kept at this table.") }),
    best.this_game !== null && best.kept ? ltEl("p", { class: "lt-magdagdon-best-note", text: mgU(model, "best.this_game", { rank: best.this_game + 1 }, `★ This game is number ${best.this_game + 1}.`) }) : null,
    ltEl("div", { class: "lt-magdagdon-controls" }, [mgButton("lt-magdagdon-again", "again", mgU(model, "again", {}, "Play again"), () => model.send({ type: "play_again" }))]),
  ]);
}

// -- the whole table -----------------------------------------------------------------------------------
function mgTable(model, root, rules, redraw) {
  const view = model.get("view") || {};
  const own = view.magdagdon;
  const ui = view.ui;
  if (!ui || !own) return [];
  const ask = ltRulesDesk(model, rules, redraw, "magdagdon");
  const status = ui.status ? ltT(model, ui.status.key, ui.status, ui.status.key) : "";
  const rulesWords = (model.get("rules_view") || {}).words || {};
  const header = { difficulty: own.difficulty, turn: own.turn, total: own.score.total, over: view.phase === "over", settings: ui.settings, rules: [rules.open, rulesWords.widget_title || ""] };
  // A part is drawn again only when what it reads changed: a die picked leaves all but the
  // status, the board, the tray and the powers as they were.
  const part = (key, reads, build) => ltKeepSame(model, root, key, reads, build);
  const over = view.phase === "over";
  return [
    ltKeep(model, root, "header", header, (kept) => mgHeader(model, kept, ask.toggle), () => mgHeader(model, header, ask.toggle)),
    ask.panel,
    part("settings", [own.difficulty, ui.settings, ui.ask, ui.difficulties], () => mgSettings(model, own, ui)),
    part("status", [ui.status], () => ltEl("p", { class: "lt-magdagdon-status", role: "status", "aria-live": "polite", text: status })),
    ltNotice(model),
    part("banner", [own.crisis, own.minimum, own.powers, own.score, ui.why, ui.rescues], () => mgBanner(model, own, ui)),
    part("over", [view.phase, own.score, own.turns, own.powers, own.difficulty, ui.best], () => mgOver(model, view, own, ui)),
    part("review", [view.phase, ui.review], () => mgReview(model, view, ui)), // from magdagdon-review.js
    ltEl("div", { class: "lt-magdagdon-main" }, [
      mgBoard(model, view, own, ui, root),
      // The hint right under the dice: beside the board on a wide screen, just below it on a narrow one.
      ltEl("div", { class: "lt-magdagdon-side" }, [
        over ? null : part("tray", [view.phase, own.dice, own.staged, own.minimum, own.can_confirm, ui.marked, ui.hint, ui.selected], () => mgTray(model, view, own, ui, root)),
        part("hint", [ui.hint, own.powers], () => mgHint(model, own, ui)),
        part("powers", [view.phase, own.powers, own.dice, own.difficulty, ui.difficulties, ui.selected, ui.marked], () => mgPowers(model, view, own, ui, root)),
      ]),
    ]),
    part("score", [own.score], () => mgScore(model, own)),
    part("keys", [], () => ltEl("p", { class: "lt-magdagdon-keys", text: mgU(model, "keys", {}, "Keys: R roll · 1-4 pick a die · arrows and Enter on the board · Backspace takes back · C confirm · − + powers · X reroll · A accept · H hint · S settings · Esc cancel") })),
  ];
}

/** The title bar: difficulty, turn, score, and the hint, settings and "?" buttons. */
function mgHeader(model, { difficulty, turn, total, over, settings }, rulesToggle) {  // rulesToggle() builds the "?"
  return ltEl("header", { class: "lt-magdagdon-header" }, [
    ltEl("h2", { class: "lt-magdagdon-title", text: mgT(model, "title", {}, "MAGDAGDON") }),
    ltEl("span", { class: "lt-magdagdon-chip lt-magdagdon-chip-difficulty", text: mgDifficulty(model, difficulty) }),
    ltEl("span", { class: "lt-magdagdon-chip lt-magdagdon-chip-turn", text: mgT(model, "turn", { n: turn }, `Turn ${turn}`) }),
    ltEl("span", { class: "lt-magdagdon-chip lt-magdagdon-chip-score", text: `${mgT(model, "score", {}, "Score")}: ${total}` }),
    ltEl("span", { class: "lt-magdagdon-header-buttons" }, [
      over ? null : mgButton("lt-magdagdon-hint-button", "hint", "◆ " + mgT(model, "hint", {}, "Hint"), () => model.send({ type: "hint" })),
      mgButton("lt-magdagdon-settings-button", "settings", "⚙ " + mgU(model, "settings", {}, "Settings"), () => model.send({ type: "settings", open: !settings }), { "aria-expanded": settings ? "true" : "false" }),
      rulesToggle(),
    ]),
  ]);
}

// -- keyboard ------------------------------------------------------------------------------------------
function mgMove(root, target, key) {
  const cells = [...root.querySelectorAll("button.lt-magdagdon-cell")];
  if (!cells.length) return false;
  const at = cells.indexOf(target);
  if (at < 0) { cells[0].focus(); return true; }
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 4, ArrowUp: -4 }[key];
  const next = key === "ArrowRight" || key === "ArrowLeft" ? Math.floor(at / 4) * 4 + ((at % 4) + step + 4) % 4 : (at + step + 16) % 16;
  cells[next].focus();
  return true;
}

function mgKey(model, root, event) {
  const view = model.get("view") || {};
  const own = view.magdagdon || {};
  const ui = view.ui || {};
  const key = event.key;
  const onButton = event.target instanceof HTMLButtonElement;
  const send = (message) => { model.send(message); return true; };
  if (key.startsWith("Arrow")) return mgMove(root, event.target, key);
  if (/^[1-4]$/.test(key)) return send({ type: "die", die: Number(key) - 1 });
  const lower = key.length === 1 ? key.toLowerCase() : key;
  switch (lower) {
    case "r": return send({ type: "roll" });
    case "c": return send({ type: "confirm" });
    case "-": return send({ type: "decrease" });
    case "+": case "=": return send({ type: "increase" });
    case "x": return send(ui.marked ? { type: "reroll" } : { type: "reroll_mode" });
    case "a": return send({ type: "accept" });
    case "h": return send({ type: "hint" });
    case "s": return send({ type: "settings", open: !ui.settings });
    case "Escape": return send({ type: "cancel" });
    case "Backspace": {
      const last = (own.staged || []).at(-1);
      return last ? send({ type: "cell", cell: last.cell }) : true;
    }
    case "Enter": return !onButton && own.can_confirm ? send({ type: "confirm" }) : false;
    case " ": return !onButton && own.can_roll ? send({ type: "roll" }) : false;
    default: return /^[0-9]$/.test(key); // no meaning here, but kept away from JupyterLab ("5" makes a heading)
  }
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-magdagdon", tabindex: "0", role: "group", "aria-label": "MAGDAGDON" });
  el.append(root);
  let renders = 0;
  const rules = { open: false, draft: { text: "" } };  // the "?" panel: open or not, what is typed
  // On a narrow screen the dice follow the scrolling over the board (see inview.js).
  const keep = ltKeepInView(root, ".lt-magdagdon-tray", ".lt-magdagdon-board");
  const update = () => {
    renders += 1;
    root.setAttribute("data-render", String(renders)); // lets a test see each redraw
    const hadFocus = root.contains(document.activeElement);
    root.setAttribute("aria-label", mgT(model, "title", {}, "MAGDAGDON"));
    ltRedraw(root, () => mgTable(model, root, rules, update));
    if (hadFocus && !root.contains(document.activeElement)) root.focus();
    keep.update();
  };
  const onKey = (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (!mgKey(model, root, event)) return; // Enter and Space on a button stay native clicks
    event.preventDefault();
    event.stopPropagation(); // keep JupyterLab's notebook shortcuts out of the game
  };
  // Keys reach the table only while it has the focus: a click on it takes it, and so does its
  // first appearance, unless the player is typing somewhere else.
  const onPointer = (event) => {
    if (!root.contains(document.activeElement) && !(event.target instanceof HTMLButtonElement)) root.focus();
  };
  const editing = (node) => Boolean(node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName)));
  const appear = setTimeout(() => { if (!editing(document.activeElement)) root.focus({ preventScroll: true }); }, 0);
  const dropKeys = ltTakeKeys(root, onKey);
  root.addEventListener("click", onPointer);
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings", "change:rules_view"], update);
  update();
  return () => {
    stop();
    keep.stop();
    clearTimeout(appear);
    dropKeys();
    root.removeEventListener("click", onPointer);
  };
}

export default { render };
