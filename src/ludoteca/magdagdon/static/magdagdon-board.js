// MAGDAGDON's board, drawn from the view (bundled before magdagdon.js, whose helpers it uses):
// 4x4 cells, what each cell may take now, the row sums on the right and the column sums below.

// -- the board: 4x4 cells with the row sums on the right and the column sums below -------------
function mgLineScore(model, line, kind) {
  const combo = line.combination;
  const name = kind === "row" ? mgT(model, "row", { n: line.name.slice(4) }, line.name) : mgT(model, "column", { name: line.name.slice(7) }, line.name);
  let label = `${name}: ${mgPoints(model, line.sum)}`;
  if (combo) label += `, ${mgT(model, `combination.${combo}`, {}, combo)} +${line.bonus}`;
  return ltEl("span", { class: `lt-magdagdon-line lt-magdagdon-line-${kind}` + (combo ? " lt-magdagdon-line-combo" : ""), "data-line": line.name, role: "img", "aria-label": label, title: label }, [
    ltEl("span", { class: "lt-magdagdon-line-sum", text: String(line.sum) }),
    combo ? ltEl("span", { class: "lt-magdagdon-badge", "data-combination": combo, text: `${MG_COMBO[combo]}+${line.bonus}` }) : null,
  ]);
}

/** All that one cell of the board shows: a die picked changes only the cells it may go to. */
function mgCellInput(view, own, ui, cell, index) {
  const target = (ui.targets || []).includes(cell.cell);
  return {
    cell, index, over: view.phase === "over", target, ruinable: (own.ruin_cells || []).includes(cell.cell),
    value: target ? own.dice[ui.selected].value : null,
    hint: (ui.hint && ui.hint.placements ? ui.hint.placements.find((p) => p.cell === cell.cell) : null) || null,
    hintRuin: Boolean(ui.hint && ui.hint.ruin === cell.cell),
  };
}

function mgCell(model, input) {
  const { cell, index, hint, hintRuin } = input;
  let cls = "lt-magdagdon-cell";
  let label;
  let mark = null;
  if (cell.ruin) {
    cls += " lt-magdagdon-ruin";
    label = mgU(model, "cell.ruin", { cell: cell.cell }, `${cell.cell}: ruin`);
  } else if (cell.staged) {
    cls += " lt-magdagdon-staged";
    mark = "↶";
    label = mgU(model, "cell.staged", { cell: cell.cell, value: cell.value }, `${cell.cell}: ${cell.value}, staged; click to take it back`);
  } else if (cell.value !== null) {
    cls += " lt-magdagdon-number";
    label = `${cell.cell}: ${cell.value}`;
  } else if (input.ruinable) {
    cls += " lt-magdagdon-ruinable";
    mark = "✕";
    label = mgU(model, "cell.ruinable", { cell: cell.cell }, `${cell.cell}: empty, may become the ruin`);
  } else if (input.target) {
    cls += " lt-magdagdon-target";
    mark = "●";
    label = mgT(model, "cell.valid", { cell: cell.cell, value: input.value }, `${cell.cell}: a ${input.value} may go here`);
  } else {
    cls += " lt-magdagdon-empty";
    label = mgU(model, "cell.empty", { cell: cell.cell }, `${cell.cell}: empty`);
  }
  if (hint || hintRuin) {
    cls += " lt-magdagdon-hinted";
    label += ", " + (hint ? mgU(model, "cell.hint", { order: hint.order, value: hint.value }, `hint: ${hint.order}. a ${hint.value}`) : mgU(model, "cell.hint_ruin", {}, "hint: the ruin"));
  }
  const body = cell.ruin ? "✕" : cell.value === null ? "" : String(cell.value);
  return ltEl("button", {
    type: "button", class: cls, "data-cell": cell.cell, "data-index": index, "data-focus": `cell-${cell.cell}`,
    "aria-label": label, "aria-disabled": input.over ? "true" : undefined,
    style: `grid-row: ${Math.floor(index / 4) + 2}; grid-column: ${(index % 4) + 2}`,
    onclick: () => model.send({ type: "cell", cell: cell.cell }),
  }, [
    ltEl("span", { class: "lt-magdagdon-value", "aria-hidden": "true", text: body }),
    mark ? ltEl("span", { class: "lt-magdagdon-mark", "aria-hidden": "true", text: mark }) : null,
    hint ? ltEl("span", { class: "lt-magdagdon-hint-mark", "aria-hidden": "true", text: `◆${hint.order}:${hint.value}` }) : null,
    hintRuin ? ltEl("span", { class: "lt-magdagdon-hint-mark", "aria-hidden": "true", text: "◆✕" }) : null,
  ]);
}

/** The sum of a row (at its right) or a column (below it), placed on the board's grid. */
function mgPlacedLine(model, line, kind, at) {
  const score = mgLineScore(model, line, kind);
  score.style.cssText = kind === "row" ? `grid-row: ${at + 2}; grid-column: 6` : `grid-row: 6; grid-column: ${at + 2}`;
  return score;
}

function mgBoard(model, view, own, ui, root) {
  const lines = own.score.lines;
  // What a click leaves as it was (a die picked changes only the cells it may go to) is kept.
  const line = (kind, at, of) => ltKeepSame(model, root, `line-${kind}-${at}`, [of], () => mgPlacedLine(model, of, kind, at));
  // The corner and the heads never change: kept, they are neither built nor compared again.
  const head = (key, row, column, text) => ltKeepSame(model, root, `head-${key}`, [], () => ltEl("span", { class: "lt-magdagdon-head", "aria-hidden": "true", style: `grid-row: ${row}; grid-column: ${column}`, text }));
  const items = [ltKeepSame(model, root, "corner", [], () => ltEl("span", { class: "lt-magdagdon-corner", "aria-hidden": "true", style: "grid-row: 1; grid-column: 1" }))];
  for (let c = 0; c < 4; c++) items.push(head(MG_COLUMNS[c], 1, c + 2, MG_COLUMNS[c]));
  items.push(head("sum", 1, 6, "Σ"));
  for (let r = 0; r < 4; r++) {
    items.push(head(r + 1, r + 2, 1, String(r + 1)));
    items.push(line("row", r, lines[r]));
  }
  own.cells.forEach((cell, i) => {
    const input = mgCellInput(view, own, ui, cell, i);
    items.push(ltKeepSame(model, root, `cell-${i}`, Object.values(input), () => mgCell(model, input)));
  });
  for (let c = 0; c < 4; c++) items.push(line("col", c, lines[4 + c]));
  items.push(ltKeepSame(model, root, "total", [own.score.total], () => ltEl("span", {
    class: "lt-magdagdon-board-total", style: "grid-row: 6; grid-column: 6", role: "img",
    "aria-label": mgU(model, "live_total", { points: own.score.total }, `Score now: ${own.score.total}`), text: String(own.score.total),
  })));
  return ltEl("div", { class: "lt-magdagdon-board", role: "group", "aria-label": mgU(model, "board", {}, "Board") }, items);
}
