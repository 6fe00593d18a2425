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

/** How one cell looks: its class, label, value and marks (see mgCell and mgCellUpdate). */
function mgCellLook(model, input) {
  const { cell, hint, hintRuin } = input;
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
  return { cls, label, body, mark, over: input.over ? "true" : undefined };
}

/** The marks a cell shows after its value, as [class, text]: what it may take, its hint. */
function mgCellMarks(look, { hint, hintRuin }) {
  const marks = [];
  if (look.mark) marks.push(["lt-magdagdon-mark", look.mark]);
  if (hint) marks.push(["lt-magdagdon-hint-mark", `◆${hint.order}:${hint.value}`]);
  if (hintRuin) marks.push(["lt-magdagdon-hint-mark", "◆✕"]);
  return marks;
}

function mgMarkSpan([cls, text]) { return ltEl("span", { class: cls, "aria-hidden": "true", text }); }

/** The spans inside a cell: its value, then its marks. */
function mgCellInside(look, input) {
  return [ltEl("span", { class: "lt-magdagdon-value", "aria-hidden": "true", text: look.body }), ...mgCellMarks(look, input).map(mgMarkSpan)];
}

function mgCell(model, input) {
  const look = mgCellLook(model, input);
  const index = input.index;
  return ltEl("button", {
    type: "button", class: look.cls, "data-cell": input.cell.cell, "data-index": index, "data-focus": `cell-${input.cell.cell}`,
    "aria-label": look.label, style: `grid-row: ${Math.floor(index / 4) + 2}; grid-column: ${(index % 4) + 2}`,
    "aria-disabled": look.over, // last, where mgCellUpdate adds it
    onclick: () => model.send({ type: "cell", cell: input.cell.cell }),
  }, mgCellInside(look, input));
}

/** The cell on screen (`node`) brought up to date in place: what a picked die changes is its
 * class, label and mark, not the button itself. */
function mgCellUpdate(model, input, node) {
  const look = mgCellLook(model, input);
  if (node.className !== look.cls) node.className = look.cls;
  if (node.getAttribute("aria-label") !== look.label) node.setAttribute("aria-label", look.label);
  if (look.over) node.setAttribute("aria-disabled", look.over);
  else node.removeAttribute("aria-disabled");
  const value = node.firstChild;
  if (value.textContent !== look.body) value.textContent = look.body;
  let child = value.nextSibling;
  for (const mark of mgCellMarks(look, input)) {
    if (child && child.className === mark[0]) {
      if (child.textContent !== mark[1]) child.textContent = mark[1];
      child = child.nextSibling;
    } else {
      node.insertBefore(mgMarkSpan(mark), child);
    }
  }
  while (child) {
    const next = child.nextSibling;
    child.remove();
    child = next;
  }
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
    items.push(ltKeepUpdated(model, root, `cell-${i}`, Object.values(input), () => mgCell(model, input), (node) => mgCellUpdate(model, input, node)));
  });
  for (let c = 0; c < 4; c++) items.push(line("col", c, lines[4 + c]));
  items.push(ltKeepSame(model, root, "total", [own.score.total], () => ltEl("span", {
    class: "lt-magdagdon-board-total", style: "grid-row: 6; grid-column: 6", role: "img",
    "aria-label": mgU(model, "live_total", { points: own.score.total }, `Score now: ${own.score.total}`), text: String(own.score.total),
  })));
  return ltEl("div", { class: "lt-magdagdon-board", role: "group", "aria-label": mgU(model, "board", {}, "Board") }, items);
}
