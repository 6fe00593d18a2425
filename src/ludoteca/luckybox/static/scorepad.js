// The Lucky Box score pad: the paper score sheet as a table of number fields. Each field sends
// {type: "set", player, field, round?, value}; Python checks it (refusing impossible entries with
// the reason), adds everything up with the game's scoring and sends back the totals, the places
// and the winner. No scoring lives here.

function spT(model, key, params, fallback) { return ltT(model, `luckybox.${key}`, params || {}, fallback); }

function spInput(model, view, player, field, round, label) {
  const entry = view.entries[player];
  const value = round ? entry[field][round - 1] : entry[field];
  const name = view.players[player];
  const send = (event) => {
    const text = event.target.value.trim();
    const number = /^-?\d+$/.test(text) ? Number(text) : null;
    const message = { type: "set", player, field, value: number };
    if (round) message.round = round;
    model.send(message);
  };
  return ltEl("input", {
    class: "lt-luckybox-pad-input", type: "number", min: "0", step: "1", inputmode: "numeric",
    value: String(value), "data-player": player, "data-field": field, "data-round": round || undefined,
    "data-focus": `pad-${player}-${field}-${round || 0}`, "aria-label": `${name}: ${label}`,
    onchange: send,
  });
}

function spPad(model) {
  const view = model.get("view") || {};
  if (!view.players) return [];
  const n = view.players.length;
  const cell = (children, cls = "") => ltEl("td", { class: "lt-luckybox-pad-cell " + cls }, children);
  const head = ltEl("tr", { class: "lt-luckybox-pad-row" }, [
    ltEl("th", { class: "lt-luckybox-pad-label", scope: "col", text: spT(model, "ui.pad.title", {}, "Score pad") }),
    ...view.players.map((name) => ltEl("th", { class: "lt-luckybox-pad-head", scope: "col", text: name }))]);
  const rows = [];
  const group = (text) => rows.push(ltEl("tr", { class: "lt-luckybox-pad-row lt-luckybox-pad-group" }, [
    ltEl("th", { class: "lt-luckybox-pad-label", scope: "rowgroup", colspan: n + 1, text })]));
  const line = (label, field, round, points, cls) => rows.push(ltEl("tr", { class: `lt-luckybox-pad-row ${cls}` }, [
    ltEl("th", { class: "lt-luckybox-pad-label", scope: "row", text: label }),
    ...view.players.map((_, p) => cell([
      spInput(model, view, p, field, round, round ? `${label} (${spT(model, "ui.round_n", { round }, `Round ${round}`)})` : label),
      ltEl("span", { class: "lt-luckybox-pad-points", text: `= ${points(view.totals[p])}` })]))]));
  const round = (r) => spT(model, "ui.round_n", { round: r }, `Round ${r}`);
  const rounds = view.totals.length ? view.totals[0].grids.length : 0; // one score per round, as the rules count them
  group(spT(model, "score.grids", {}, "Completed grids"));
  for (let r = 1; r <= rounds; r++) line(round(r), "grids", r, (t) => t.grids[r - 1], "lt-luckybox-pad-grids");
  group(spT(model, "score.stars", {}, "Stars"));
  for (let r = 1; r <= rounds; r++) line(round(r), "stars", r, (t) => t.stars[r - 1], "lt-luckybox-pad-stars");
  line(spT(model, "score.moons", {}, "Moons"), "moons", null, (t) => t.moon_points, "lt-luckybox-pad-moons");
  line(spT(model, "ui.pad.cells", {}, "Crossed cells of unfinished grids"), "cells", null, (t) => t.incomplete_points, "lt-luckybox-pad-cells");
  if (view.arena) line(spT(model, "ui.pad.lightning", {}, "Lightning left"), "lightning", null, (t) => t.lightning_points, "lt-luckybox-pad-lightning");
  rows.push(ltEl("tr", { class: "lt-luckybox-pad-row lt-luckybox-pad-total" }, [
    ltEl("th", { class: "lt-luckybox-pad-label", scope: "row", text: spT(model, "score.total", {}, "Total") }),
    ...view.totals.map((t) => cell(String(t.total), "lt-luckybox-pad-sum"))]));
  if (n > 1) rows.push(ltEl("tr", { class: "lt-luckybox-pad-row lt-luckybox-pad-places" }, [
    ltEl("th", { class: "lt-luckybox-pad-label", scope: "row", text: spT(model, "ui.pad.place", {}, "Place") }),
    ...view.totals.map((t) => cell((t.place === 1 ? "★ " : "") + String(t.place), "lt-luckybox-pad-place"))]));
  const r = view.result;
  let verdict;
  const names = r.winners.join(", ");
  if (r.how === "solo") verdict = spT(model, "ui.rank", { rank: ltT(model, r.rank_key, {}, r.rank_key) }, `Rank: ${r.rank_key}`);
  else if (r.how === "shared") verdict = spT(model, "ui.shared", { names, total: r.total }, `${names} share first place`);
  else if (r.how === "moons") verdict = spT(model, "ui.win_moons", { name: names, total: r.total, others: r.tied.join(", "), moons: r.moons }, `${names} wins on moons`);
  else verdict = spT(model, "ui.win", { name: names, total: r.total }, `${names} wins with ${r.total} points`);
  return [
    ltEl("div", { class: "lt-luckybox-pad-scroll" }, [ltEl("table", { class: "lt-luckybox-pad-table" }, [
      ltEl("thead", { class: "lt-luckybox-pad-thead" }, head), ltEl("tbody", { class: "lt-luckybox-pad-tbody" }, rows)])]),
    ltEl("p", { class: "lt-luckybox-pad-result", "aria-live": "polite", "data-how": r.how, text: "★ " + verdict }),
    ltNotice(model),
    ltEl("button", { type: "button", class: "lt-button lt-luckybox-pad-reset", "data-focus": "reset", onclick: () => model.send({ type: "reset" }) },
      spT(model, "ui.pad.reset", {}, "Clear the sheet")),
  ];
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-luckybox-pad", role: "group", "aria-label": "Super Mega Lucky Box" });
  el.append(root);
  const update = () => {
    root.setAttribute("aria-label", `${spT(model, "title", {}, "Super Mega Lucky Box")}: ${spT(model, "ui.pad.title", {}, "Score pad")}`);
    ltRedraw(root, () => spPad(model));
  };
  const onKey = (event) => { if (event.target instanceof HTMLInputElement) event.stopPropagation(); };
  const dropKeys = ltTakeKeys(root, onKey);
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings"], update);
  update();
  return () => { stop(); dropKeys(); };
}

export default { render };
