// The Super Mega Lucky Box table. It draws model.get("view") and sends small messages to Python:
// {type: "select" | "choose" | "cell" | "bonus" | "pass" | "confirm" | "cancel" | "hint" | "seat" | "play_again", ...}.
// No rule lives here: which cells can be crossed and at what cost, the bonus targets, what a bonus
// gives or loses, the hints, the scores and the winner all come from Python in `view`: the keys
// every game shares at its top (`view.phase`, `view.to_act`, `view.outcome`), the game's own under
// `view.luckybox` (players, numbers, supply, scores) and this screen's state in `view.ui`; this
// file lays them out and forwards clicks and keys.

const LB_SYMBOL = { "?": "?", lightning: "⚡", lightning2: "⚡⚡", star: "★", moon: "☾" };
const LB_COLUMNS = "abc";
const LB_NARROW = 520; // px: a table this wide or less stacks its round panel above the grids (luckybox.css)

function lbT(model, key, params, fallback) { return ltT(model, `luckybox.${key}`, params || {}, fallback); }
function lbCellName(cell) { return LB_COLUMNS[cell % 3] + String(Math.floor(cell / 3) + 1); }
function lbSymbol(bonus) {
  if (typeof bonus === "number") return String(bonus);
  return LB_SYMBOL[bonus] ?? "·";
}
function lbBonusName(model, bonus) {
  if (typeof bonus === "number") return lbT(model, "bonus.number", { number: bonus }, `Number ${bonus}: cross one ${bonus}`);
  if (bonus === "?") return lbT(model, "bonus.any", {}, "?: cross any cell");
  if (bonus === null || bonus === undefined) return lbT(model, "bonus.blank", {}, "Nothing");
  const names = { lightning: "Lightning", lightning2: "Double lightning", star: "Star", moon: "Moon" };
  return lbT(model, `bonus.${bonus}`, {}, names[bonus] || String(bonus));
}
function lbLineName(model, line) {
  return line < 3
    ? lbT(model, "row", { row: line + 1 }, `Row ${line + 1}`)
    : lbT(model, "column", { column: LB_COLUMNS[line - 3] }, `Column ${LB_COLUMNS[line - 3]}`);
}
/** A number with one decimal, written the language's way ("2.5" in English, "2,5" in German). */
function lbDecimal(model, value) {
  const tag = (model.get("strings") || {})["language.tag"] || "en";
  // rounded as Python's "{:.1f}" does (on the binary value), then written with the language's separator
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value.toFixed(1)));
}
/** Points a choice adds, signed: "+1.3", "−0.4", "±0.0" (with the language's decimal mark). */
function lbGain(model, gain) {
  const text = lbDecimal(model, Math.abs(gain));
  return (Number(gain.toFixed(1)) > 0 ? "+" : Number(gain.toFixed(1)) < 0 ? "\u2212" : "±") + text;
}
/** A computer player's kind in words: "computer · planner". */
function lbKind(model, kind) {
  return lbT(model, "ui.computer", { kind: lbT(model, `kind.${kind}`, {}, kind) }, `computer · ${kind}`);
}
function lbText(model, status) {
  if (!status || !status.key) return "";
  return ltT(model, status.key, status, status.key);
}

// -- the round: the number, what came out, what is left --------------------------------
/** All that the round panel reads: choosing cards or crossing one changes none of it. */
function lbRoundInput(view) {
  const own = view.luckybox;
  const { number, remaining_numbers, round, rounds, revealed, reveals } = own;
  return { phase: view.phase, luckybox: { number, remaining_numbers, round, rounds, revealed, reveals } };
}

function lbRound(model, view) {
  const own = view.luckybox;
  const playing = view.phase === "play" && own.number !== null;
  const left = own.remaining_numbers;
  return ltEl("section", { class: "lt-luckybox-round", "aria-label": lbT(model, "round", { round: own.round, rounds: own.rounds }, `Round ${own.round} of ${own.rounds}`) }, [
    ltEl("div", { class: "lt-luckybox-round-head" }, [
      ltEl("span", { class: "lt-luckybox-round-name", text: lbT(model, "round", { round: own.round, rounds: own.rounds }, `Round ${own.round} of ${own.rounds}`) }),
      playing ? ltEl("span", { class: "lt-luckybox-reveal-count", text: lbT(model, "reveal", { count: own.revealed.length, reveals: own.reveals }, `Number ${own.revealed.length} of ${own.reveals}`) }) : null,
    ]),
    playing ? ltEl("div", {
      class: "lt-luckybox-big", role: "status",
      "aria-label": lbT(model, "ui.number_now", { number: own.number }, `Revealed number: ${own.number}`),
    }, String(own.number)) : null,
    ltEl("div", { class: "lt-luckybox-revealed" }, [
      ltEl("span", { class: "lt-luckybox-label", text: lbT(model, "revealed", {}, "Revealed this round") }),
      ltEl("span", { class: "lt-luckybox-revealed-list" }, own.revealed.map((n, i) => ltEl("span", {
        class: "lt-luckybox-card" + (i === own.revealed.length - 1 && playing ? " lt-luckybox-card-now" : ""), text: String(n),
      }))),
    ]),
    ltEl("div", { class: "lt-luckybox-left" }, [
      ltEl("span", { class: "lt-luckybox-label", text: own.revealed.length >= 9
        ? lbT(model, "ui.left_title_last", {}, "Still in the deck (the round's last number is out)")
        : lbT(model, "ui.left_title", { count: 9 - own.revealed.length }, `Still in the deck (${9 - own.revealed.length} more numbers this round)`) }),
      ltEl("span", { class: "lt-luckybox-left-list" }, [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ltEl("span", {
        class: "lt-luckybox-left-item" + (left[n] === 0 ? " lt-luckybox-gone" : ""), "data-number": n,
        "aria-label": lbT(model, "ui.left_item", { number: n, count: left[n] }, `${n}: ${left[n]} left`),
      }, [ltEl("span", { class: "lt-luckybox-left-n", text: String(n) }), ltEl("span", { class: "lt-luckybox-left-c", text: "×" + left[n] })]))),
    ]),
  ]);
}

/** All that a player's tokens show: marking a card or crossing a free cell changes none of it. */
function lbTokensInput(player) {
  const { lightning, moons, stars_this_round, points_left } = player;
  return { lightning, moons, stars_this_round, points_left };
}

function lbTokens(model, view, player) {
  const item = (cls, symbol, text) => ltEl("span", { class: `lt-luckybox-token ${cls}` }, [
    ltEl("span", { class: "lt-luckybox-token-symbol", "aria-hidden": "true", text: symbol }), ltEl("span", { text })]);
  return ltEl("div", { class: "lt-luckybox-tokens", role: "group", "aria-label": lbT(model, "ui.tokens", {}, "Tokens") }, [
    item("lt-luckybox-t-lightning", "⚡", lbT(model, "lightning", { count: player.lightning }, `${player.lightning} lightning`)),
    item("lt-luckybox-t-moons", "☾", lbT(model, "moons", { count: player.moons }, `${player.moons} moons`)),
    item("lt-luckybox-t-stars", "★", lbT(model, "ui.stars_round", { count: player.stars_this_round }, `${player.stars_this_round} stars this round`)),
    item("lt-luckybox-t-left", "▢", lbT(model, "points_left", { count: player.points_left }, `Cells left to clear: ${player.points_left}`)),
  ]);
}

function lbSupply(model, view) {
  const supply = view.luckybox.supply;
  return ltEl("p", { class: "lt-luckybox-supply" }, [
    ltEl("span", { class: "lt-luckybox-label", text: lbT(model, "supply", {}, "Supply") + ": " }),
    ltEl("span", { text: `⚡ ${lbT(model, "lightning", { count: supply.lightning }, `${supply.lightning} lightning`)} · ☾ ${lbT(model, "moons", { count: supply.moon }, `${supply.moon} moons`)}` }),
  ]);
}

function lbHintText(model, hint) {
  if (hint.type === "cross") {
    const params = { number: hint.number, cell: hint.cell_name, grid: hint.grid + 1, count: hint.lightning };
    return hint.lightning
      ? lbT(model, "ui.hint.cross_lightning", params, `Cross the ${hint.number} at ${hint.cell_name} of grid ${hint.grid + 1} with ${hint.lightning} lightning`)
      : lbT(model, "ui.hint.cross", params, `Cross the ${hint.number} at ${hint.cell_name} of grid ${hint.grid + 1}`);
  }
  if (hint.type === "pass") return lbT(model, "ui.hint.pass", {}, "Pass");
  if (hint.type === "keep") {
    const cards = hint.cards.map((c) => c + 1).join(", ");
    return lbT(model, "ui.hint.keep", { cards }, `Keep cards ${cards}`);
  }
  const params = { line: lbLineName(model, hint.line), grid: hint.grid + 1, cell: hint.cell_name, target: (hint.target_grid ?? 0) + 1 };
  return hint.cell_name
    ? lbT(model, "ui.hint.bonus_target", params, `Bonus of ${params.line}, grid ${params.grid}: cross ${hint.cell_name} of grid ${params.target}`)
    : lbT(model, "ui.hint.bonus", params, `Take the bonus of ${params.line}, grid ${params.grid}`);
}

function lbHints(model, view, ui) {
  if (!ui.hint) return null;
  return ltEl("section", { class: "lt-luckybox-hints", "aria-label": lbT(model, "ui.hint_title", {}, "The planner's choices"), "aria-live": "polite" }, [
    ltEl("h3", { class: "lt-luckybox-h", text: lbT(model, "ui.hint_title", {}, "The planner's choices") }),
    ltEl("ol", { class: "lt-luckybox-hint-list" }, ui.hint.map((hint, i) => ltEl("li", { class: "lt-luckybox-hint", "data-type": hint.type }, [
      ltEl("span", { class: "lt-luckybox-hint-mark", "aria-hidden": "true", text: i === 0 ? "◆" : String(i + 1) }),
      ltEl("span", { class: "lt-luckybox-hint-what", text: lbHintText(model, hint) }),
      hint.gain === null || hint.gain === undefined ? null
        : ltEl("span", { class: "lt-luckybox-hint-expected", text: lbT(model, "expected", { count: lbGain(model, hint.gain) }, `${lbGain(model, hint.gain)} points expected`) }),
    ]))),
    ltEl("p", { class: "lt-luckybox-hint-note", text: lbT(model, "ui.hint_note", {}, "Points each choice adds to the score the planner expects you to finish with.") }),
  ]);
}

// -- the status line ------------------------------------------------------------------------
function lbStatus(model, view, ui) {
  let text = lbText(model, ui.status);
  if (ui.hot_seat && ui.can_act && ui.status.name) text = lbT(model, "ui.status_for", { name: ui.status.name, text }, `${ui.status.name}: ${text}`);
  const number = view.phase === "play" ? view.luckybox.number : null;
  const parts = [
    // The revealed number again, for a narrow table, where this line follows the scrolling.
    number === null || number === undefined ? null : ltEl("span", { class: "lt-luckybox-status-number", "aria-hidden": "true", text: String(number) }),
    ltEl("span", { class: "lt-luckybox-status-text", text }),
  ];
  if (ui.confirm) {
    const c = ui.confirm;
    parts.push(ltEl("span", { class: "lt-luckybox-confirm-text", text: lbT(model, "ui.confirm_prompt", { number: c.number, cell: c.cell_name, grid: c.grid + 1, count: c.cost }, `Cross the ${c.number} at ${c.cell_name} of grid ${c.grid + 1} for ${c.cost} lightning?`) }));
    parts.push(ltEl("button", { type: "button", class: "lt-button lt-luckybox-confirm", "data-focus": "confirm", onclick: () => model.send({ type: "confirm" }) }, lbT(model, "ui.confirm", {}, "Confirm")));
    parts.push(ltEl("button", { type: "button", class: "lt-button lt-luckybox-cancel", "data-focus": "cancel", onclick: () => model.send({ type: "cancel" }) }, lbT(model, "ui.cancel", {}, "Cancel")));
  }
  if (ui.thinking.length && !view.outcome) {
    parts.push(ltEl("span", { class: "lt-luckybox-thinking" }, [ltIcon("hourglass"), " " + lbT(model, "ui.thinking", { names: ui.thinking.join(", "), count: ui.thinking.length }, `Computer players thinking: ${ui.thinking.join(", ")}`)]));
  }
  return ltEl("div", { class: "lt-luckybox-status" + (ui.confirm ? " lt-luckybox-asking-bar" : ""), role: "status", "aria-live": "polite" }, parts);
}

function lbSeatTabs(model, view, ui) {
  if (!ui.hot_seat) return null;
  return ltEl("div", { class: "lt-luckybox-seats", role: "group", "aria-label": lbT(model, "ui.seats", {}, "Who plays on this screen") },
    ui.humans.map((s) => {
      const p = view.luckybox.players[s];
      const waiting = view.to_act.includes(s);
      return ltEl("button", {
        type: "button", class: "lt-luckybox-seat-tab" + (s === ui.seat ? " lt-luckybox-seat-on" : ""), "data-seat": s,
        "data-focus": `seat-${s}`, "aria-pressed": s === ui.seat ? "true" : "false",
        onclick: () => model.send({ type: "seat", seat: s }),
      }, `${s === ui.seat ? "▶ " : ""}${p.name} ${waiting ? "…" : "✓"}`);
    }));
}

// -- the other players ----------------------------------------------------------------------
function lbPartners(model, view, ui) {
  const others = view.luckybox.players.filter((p) => p.seat !== ui.seat);
  if (!others.length) return null;
  return ltEl("section", { class: "lt-luckybox-partners", "aria-label": lbT(model, "partners", {}, "Other players") }, [
    ltEl("h3", { class: "lt-luckybox-h", text: lbT(model, "partners", {}, "Other players") }),
    ltEl("div", { class: "lt-luckybox-partner-list" }, others.map((p) => {
      const done = !view.to_act.includes(p.seat);
      const state = p.left ? "✗ " + lbT(model, "ui.left_in_round", { round: p.left_round }, `left in round ${p.left_round}`)
        : view.outcome ? "" : done ? "✓ " + lbT(model, "ui.done", {}, "done") : (p.kind === "human" ? "… " + lbT(model, "ui.playing", {}, "playing") : [ltIcon("hourglass"), " " + lbT(model, "ui.thinking_one", {}, "thinking")]);
      return ltEl("div", { class: "lt-luckybox-partner", "data-seat": p.seat }, [
        ltEl("div", { class: "lt-luckybox-partner-head" }, [
          ltEl("span", { class: "lt-luckybox-partner-name", text: p.name + (p.kind === "human" ? "" : ` (${lbKind(model, p.kind)})`) }),
          ltEl("span", { class: "lt-luckybox-partner-state" }, state),
        ]),
        lbTokens(model, view, p),
        ltEl("div", { class: "lt-luckybox-grids lt-luckybox-grids-small" }, p.grids.map((_, g) => lbGrid(model, view, ui, p, g, false))),
      ]);
    })),
  ]);
}

// -- the score panel and the end --------------------------------------------------------------
/** One line per player who left, in the order they left: who, in which round, and that their moons do not count. */
function lbLeftNotes(model, leavers, cls) {
  if (!leavers || !leavers.length) return null;
  return ltEl("ul", { class: `lt-luckybox-left-notes ${cls}` }, leavers.map((l) => ltEl("li", {
    class: "lt-luckybox-left-note", "data-seat": l.seat,
    text: lbT(model, "ui.left_note", { name: l.name, round: l.round }, `${l.name} left in round ${l.round}; their moons do not count`),
  })));
}

function lbScores(model, view) {
  const rows = view.luckybox.scores;
  const arena = view.luckybox.rules.variant === "arena";
  const span = rows.length + 1;
  const head = ltEl("tr", { class: "lt-luckybox-score-row" }, [ltEl("th", { class: "lt-luckybox-score-h", scope: "col", text: lbT(model, "ui.score", {}, "Score") }),
    ...rows.map((r) => ltEl("th", { class: "lt-luckybox-score-h" + (r.left ? " lt-luckybox-score-gone" : ""), scope: "col", text: (r.left ? "✗ " : "") + r.name }))]);
  const group = (label, cls) => ltEl("tr", { class: "lt-luckybox-score-row lt-luckybox-score-group " + cls }, [
    ltEl("th", { class: "lt-luckybox-score-label", scope: "rowgroup", colspan: span, text: label })]);
  const line = (label, values, cls = "") => ltEl("tr", { class: "lt-luckybox-score-row " + cls }, [
    ltEl("th", { class: "lt-luckybox-score-label", scope: "row", text: label }),
    ...values.map(([points, detail]) => ltEl("td", { class: "lt-luckybox-score-cell" }, [
      ltEl("span", { class: "lt-luckybox-score-points", text: String(points) }),
      detail ? ltEl("span", { class: "lt-luckybox-score-detail", text: detail }) : null]))]);
  const round = (r) => lbT(model, "ui.round_n", { round: r + 1 }, `Round ${r + 1}`);
  const rounds = rows.length ? rows[0].grids.length : 0; // one score per round, as the rules count them
  const body = [group(lbT(model, "score.grids", {}, "Completed grids"), "lt-luckybox-sr-grids")];
  for (let r = 0; r < rounds; r++) {
    body.push(line(round(r), rows.map((s) => [s.grids[r], s.grids_completed[r] ? `${s.grids_completed[r]}×` : ""]), "lt-luckybox-sr-grids"));
  }
  body.push(group(lbT(model, "score.stars", {}, "Stars"), "lt-luckybox-sr-stars"));
  for (let r = 0; r < rounds; r++) {
    body.push(line(round(r), rows.map((s) => [s.stars[r], s.star_counts[r] ? `${s.star_counts[r]}★` : ""]), "lt-luckybox-sr-stars"));
  }
  body.push(line(lbT(model, "score.moons", {}, "Moons"), rows.map((s) => [s.moon_points, `${s.moons}☾`]), "lt-luckybox-sr-moons"));
  body.push(line(lbT(model, "score.incomplete", {}, "Incomplete grids"), rows.map((s) => [s.incomplete_points, `${s.incomplete_cells}▢`]), "lt-luckybox-sr-cells"));
  if (arena) body.push(line(lbT(model, "score.lightning", {}, "Lightning left"), rows.map((s) => [s.lightning_points, `${s.lightning}⚡`]), "lt-luckybox-sr-lightning"));
  body.push(line(lbT(model, "score.total", {}, "Total"), rows.map((s) => [s.total, ""]), "lt-luckybox-sr-total"));
  return ltEl("section", { class: "lt-luckybox-scores", "aria-label": lbT(model, "ui.score", {}, "Score") }, [
    ltEl("table", { class: "lt-luckybox-score-table" }, [ltEl("thead", { class: "lt-luckybox-score-head" }, head), ltEl("tbody", { class: "lt-luckybox-score-body" }, body)]),
    lbLeftNotes(model, view.luckybox.leavers, "lt-luckybox-score-notes"),
  ]);
}

function lbResult(model, view, ui) {
  const r = ui.result;
  if (!r) return null;
  let text;
  const names = r.winners.join(", ");
  if (r.how === "solo") text = lbT(model, "ui.solo_score", { total: r.total }, `Your score: ${r.total}`);
  else if (r.how === "shared") text = lbT(model, "ui.shared", { names, total: r.total }, `${names} share first place with ${r.total} points`);
  else if (r.how === "moons") text = lbT(model, "ui.win_moons", { name: names, total: r.total, others: r.tied.join(", "), moons: r.moons }, `${names} wins on moons`);
  else text = lbT(model, "ui.win", { name: names, total: r.total }, `${names} wins with ${r.total} points`);
  const place = lbT(model, "score.place", {}, "Place");
  const standings = r.solo ? null : ltEl("ol", { class: "lt-luckybox-standings", "aria-label": lbT(model, "ui.score", {}, "Score") },
    (r.standings || []).map((row) => ltEl("li", { class: "lt-luckybox-standing" + (row.place === 1 ? " lt-luckybox-standing-first" : "") + (row.left_round ? " lt-luckybox-standing-gone" : ""), "data-seat": row.seat }, [
      ltEl("span", { class: "lt-luckybox-standing-place", "aria-label": `${place} ${row.place}`, text: String(row.place) }),
      ltEl("span", { class: "lt-luckybox-standing-name" }, [row.name, row.left_round
        ? ltEl("span", { class: "lt-luckybox-standing-left", text: lbT(model, "ui.left_in_round", { round: row.left_round }, `left in round ${row.left_round}`) })
        : null]),
      ltEl("span", { class: "lt-luckybox-standing-total", text: lbT(model, "points", { count: row.total }, `${row.total} points`) }),
    ])));
  return ltEl("section", { class: "lt-luckybox-result", "aria-live": "polite" }, [
    ltEl("p", { class: "lt-luckybox-winner", text: "★ " + text }),
    standings,
    r.solo ? null : lbLeftNotes(model, r.leavers, "lt-luckybox-result-notes"),
    r.rank_key ? ltEl("p", { class: "lt-luckybox-rank", "data-rank": r.rank_key, text: lbT(model, "ui.rank", { rank: ltT(model, r.rank_key, {}, r.rank_key) }, `Rank: ${ltT(model, r.rank_key, {}, r.rank_key)}`) }) : null,
    ui.best !== null && ui.best !== undefined ? ltEl("p", { class: "lt-luckybox-best", text: lbT(model, "ui.best", { score: ui.best }, `Best score: ${ui.best}`) }) : null,
    ltEl("button", { type: "button", class: "lt-button lt-luckybox-again", "data-focus": "again", onclick: () => model.send({ type: "play_again" }) }, lbT(model, "ui.again", {}, "Play again")),
  ]);
}

// -- the whole table ------------------------------------------------------------------------------
function lbBoard(model, view, ui, root) {
  const me = ui.seat === null || ui.seat === undefined ? null : view.luckybox.players[ui.seat];
  if (!me) return null;
  const reads = lbButMarks(view);
  const part = (key, build) => ltKeepSame(model, root, `board-${key}`, reads, build);
  const parts = [];
  if (view.phase === "choose" && me.offer && me.offer.length) parts.push(lbOffer(model, view, ui, me, root));
  parts.push(part("chips", () => lbChips(model, view, ui)));
  parts.push(part("mine", () => lbMine(model, view, ui, me)));
  parts.push(part("controls", () => lbControls(model, view, ui)));
  parts.push(part("hints", () => lbHints(model, view, ui)));
  return ltEl("div", { class: "lt-luckybox-board" }, parts);
}

/** The grids of the person at this screen (a seat's own, or whoever's go it is on a shared one: "you"). */
function lbMine(model, view, ui, me) {
  const grids = me.grids.length
    ? ltEl("div", { class: "lt-luckybox-grids" }, me.grids.map((_, g) => lbGrid(model, view, ui, me, g, true)))
    : ltEl("p", { class: "lt-luckybox-empty", text: lbT(model, "ui.no_grids", {}, "No grids yet") });
  const yours = lbT(model, "ui.your_grids", {}, "Your grids");
  return ltEl("section", { class: "lt-luckybox-mine", "aria-label": yours }, [ltEl("h3", { class: "lt-luckybox-h", text: yours }), grids]);
}

/** Pass and Hint, and why passing is not allowed now. */
function lbControls(model, view, ui) {
  const playing = ui.can_act && view.phase === "play" && !ui.pending.length;
  return ltEl("div", { class: "lt-luckybox-controls" }, [
    view.phase === "play" ? ltEl("button", {
      type: "button", class: "lt-button lt-luckybox-pass", "data-focus": "pass",
      disabled: !(playing && ui.can_pass),
      onclick: () => model.send({ type: "pass" }),
    }, lbT(model, "pass", {}, "Pass")) : null,
    ui.hints && !view.outcome ? ltEl("button", {
      type: "button", class: "lt-button lt-luckybox-hint-button", "data-focus": "hint", disabled: !ui.can_act,
      onclick: () => model.send({ type: "hint" }),
    }, "◆ " + lbT(model, "hint", {}, "Hint")) : null,
    playing && !ui.can_pass && ui.pass_reason ? ltEl("span", { class: "lt-luckybox-pass-reason", text: ui.pass_reason }) : null,
  ]);
}

/** Every value of the view but the cards marked (ui.selected): the reads (see ltKeepSame) of a
 * part that does not show the marks, kept while a click changed nothing else. */
function lbButMarks(view) {
  const reads = [];
  for (const key in view) if (key !== "ui") reads.push(key, view[key]);
  for (const key in view.ui) if (key !== "selected") reads.push(key, view.ui[key]);
  return reads;
}

function lbTable(model, rules, redraw, root) {
  const view = model.get("view") || {};
  const own = view.luckybox;  // the game's own keys; phase, to_act and outcome are at the top
  const ui = view.ui;
  if (!ui || !own) return [];
  const me = ui.seat === null || ui.seat === undefined ? null : own.players[ui.seat];
  const ask = ltRulesDesk(model, rules, redraw, "luckybox");
  // Marking a card redraws the offer only: the parts that do not show the marks are kept.
  const reads = lbButMarks(view);
  const part = (key, build, more = []) => ltKeepSame(model, root, key, reads.concat(more), build);
  return [
    part("header", () => ltEl("header", { class: "lt-luckybox-header" }, [
      ltEl("h2", { class: "lt-luckybox-title", text: lbT(model, "title", {}, "Super Mega Lucky Box") }),
      lbSeatTabs(model, view, ui),
      ask.toggle(),
    ]), [rules.open, model.get("rules_view")]),
    ask.panel,
    part("status", () => lbStatus(model, view, ui)),
    part("result", () => lbResult(model, view, ui)),
    part("review", () => lbReview(model, view, ui)), // from luckybox-review.js
    ltEl("div", { class: "lt-luckybox-main" }, [
      lbBoard(model, view, ui, root),
      ltEl("aside", { class: "lt-luckybox-side" }, [
        ltKeep(model, root, "round", lbRoundInput(view), (input) => lbRound(model, input), () => lbRound(model, view)),
        me ? ltKeep(model, root, "tokens", lbTokensInput(me), (kept) => lbTokens(model, view, kept), () => lbTokens(model, view, me)) : null,
        ltKeep(model, root, "supply", { luckybox: { supply: own.supply } }, (kept) => lbSupply(model, kept), () => lbSupply(model, view)),
      ]),
    ]),
    ltNotice(model),
    part("partners", () => lbPartners(model, view, ui)),
    ltKeep(model, root, "scores", { luckybox: { scores: own.scores, leavers: own.leavers, rules: { variant: own.rules.variant } } }, (input) => lbScores(model, input), () => lbScores(model, view)),
    ltKeepSame(model, root, "keys", [], () => ltEl("p", { class: "lt-luckybox-keys", text: lbT(model, "ui.keys", {}, "Keys: arrows move over your cells · Enter crosses · P pass · H hint · Esc cancels") })),
  ];
}

// -- keyboard ------------------------------------------------------------------------------------
function lbMove(root, target, key) {
  const cells = [...root.querySelectorAll("button.lt-luckybox-cell")];
  if (!cells.length) return false;
  const at = cells.indexOf(target);
  if (at < 0) { cells[0].focus(); return true; }
  const grid = Number(target.dataset.grid);
  const cell = Number(target.dataset.cell);
  const find = (g, c) => cells.find((b) => Number(b.dataset.grid) === g && Number(b.dataset.cell) === c);
  const grids = Math.max(...cells.map((b) => Number(b.dataset.grid))) + 1;
  let next = null;
  if (key === "ArrowRight") next = cell % 3 < 2 ? find(grid, cell + 1) : find((grid + 1) % grids, cell - 2);
  else if (key === "ArrowLeft") next = cell % 3 > 0 ? find(grid, cell - 1) : find((grid - 1 + grids) % grids, cell + 2);
  else if (key === "ArrowDown") next = find(grid, (cell + 3) % 9);
  else if (key === "ArrowUp") next = find(grid, (cell + 6) % 9);
  if (next) next.focus();
  return true;
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-luckybox", tabindex: "0", role: "group", "aria-label": "Super Mega Lucky Box" });
  el.append(root);
  let renders = 0;
  const rules = { open: false, draft: { text: "" } };  // the "?" panel: open or not, what is typed
  // On a narrow table (the round panel stacked above the grids, luckybox.css) the status line,
  // with the revealed number, follows the scrolling over the grids (see inview.js).
  const keep = ltKeepInView(root, ".lt-luckybox-status", ".lt-luckybox-mine", LB_NARROW);
  const update = () => {
    renders += 1;
    root.setAttribute("data-render", String(renders)); // lets a test (or a benchmark) see each redraw
    const hadFocus = root.contains(document.activeElement);
    root.setAttribute("aria-label", lbT(model, "title", {}, "Super Mega Lucky Box"));
    ltRedraw(root, () => lbTable(model, rules, update, root));
    if (hadFocus && !root.contains(document.activeElement)) {
      const next = root.querySelector("button.lt-luckybox-cell:not([aria-disabled]), button.lt-luckybox-chip, button.lt-luckybox-select, button.lt-luckybox-again");
      (next || root).focus();
    }
    keep.update();
  };
  const onKey = (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const view = model.get("view") || {};
    const ui = view.ui || {};
    const key = event.key;
    if (key.startsWith("Arrow")) {
      if (!lbMove(root, event.target, key)) return;
    } else if (key === "Escape") {
      if (!ui.confirm && !(ui.pending || []).some((c) => c.active)) return;
      model.send({ type: "cancel" });
    } else if (key === "p" || key === "P") {
      model.send({ type: "pass" });
    } else if (key === "h" || key === "H") {
      model.send({ type: "hint" });
    } else if (key === "Enter" && ui.confirm && !(event.target instanceof HTMLButtonElement)) {
      model.send({ type: "confirm" });
    } else if (/^[0-9]$/.test(key) || key === " " && !(event.target instanceof HTMLButtonElement)) {
      // no meaning here, but kept away from JupyterLab's notebook shortcuts ("1" makes a heading)
    } else {
      return; // Enter and Space on a button stay native clicks
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const dropKeys = ltTakeKeys(root, onKey);
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings", "change:rules_view"], update);
  update();
  const stopScreen = ltScreenPresence(model, root);
  return () => {
    stopScreen();
    keep.stop();
    stop();
    dropKeys();
  };
}

export default { render };
