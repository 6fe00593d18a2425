// Super Mega Lucky Box: what a player holds, drawn from the view (bundled before luckybox.js, whose
// helpers it uses): a 3x3 grid with its bonus slots, the offer of cards to keep, the bonus chips.

// -- one grid: 3x3 cells, the row slots on the right, the column slots below -----------------
function lbGrid(model, view, ui, player, gridIndex, mine, big = mine) {
  const grid = player.grids[gridIndex];
  const crossed = new Set(grid.crossed);
  const marks = (mine && ui.marks[gridIndex]) || [];
  const clickable = mine && ui.can_act && view.phase === "play";
  const pendingLines = new Set((mine ? ui.pending : []).filter((p) => p.grid === gridIndex).map((p) => p.line));
  const earned = new Set(grid.earned);
  const hint = mine && ui.hint && ui.hint[0] && ui.hint[0].type === "cross" && ui.hint[0].grid === gridIndex ? ui.hint[0].cell : null;
  const bonusHint = mine && ui.hint && ui.hint[0] && ui.hint[0].type === "bonus" && ui.hint[0].target_grid === gridIndex ? ui.hint[0].target_cell : null;
  const gridName = lbT(model, "grid", { grid: gridIndex + 1 }, `Grid ${gridIndex + 1}`);
  const items = [];
  const slot = (line) => {
    const bonus = line < 3 ? grid.card.row_bonus[line] : grid.card.column_bonus[line - 3];
    const state = pendingLines.has(line) ? " lt-luckybox-slot-pending" : earned.has(line) ? " lt-luckybox-slot-earned" : "";
    let label = `${lbLineName(model, line)}: ${lbBonusName(model, bonus)}`;
    if (earned.has(line)) label += ", " + lbT(model, "ui.slot_earned", {}, "earned");
    return ltEl("span", {
      class: `lt-luckybox-slot lt-luckybox-slot-${line < 3 ? "row" : "col"}${state}`,
      "data-line": line, "data-bonus": bonus === null ? "blank" : String(bonus),
      role: "img", "aria-label": label, title: label,
    }, [ltEl("span", { class: "lt-luckybox-slot-symbol", "aria-hidden": "true", text: lbSymbol(bonus) }),
      earned.has(line) ? ltEl("span", { class: "lt-luckybox-slot-done", "aria-hidden": "true", text: "✓" }) : null]);
  };
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const cell = row * 3 + col;
      const name = lbCellName(cell);
      const number = grid.card.numbers[row][col];
      const isCrossed = crossed.has(name);
      const mark = marks[cell];
      const asking = mine && ui.confirm && ui.confirm.grid === gridIndex && ui.confirm.cell === cell;
      const hinted = cell === hint || cell === bonusHint;
      let cls = "lt-luckybox-cell";
      let badge = null;
      let label;
      if (isCrossed) {
        cls += " lt-luckybox-crossed";
        label = lbT(model, "ui.cell.crossed", { cell: name, number }, `${name}: ${number}, crossed`);
      } else if (mark && mark.kind === "target") {
        cls += " lt-luckybox-target";
        badge = "◎";
        label = lbT(model, "ui.cell.target", { cell: name, number }, `${name}: ${number}, bonus target`);
      } else if (mark && mark.cost === 0) {
        cls += " lt-luckybox-free";
        badge = "●";
        label = lbT(model, "ui.cell.free", { cell: name, number }, `${name}: ${number}, cross it`);
      } else if (mark) {
        cls += " lt-luckybox-shift";
        badge = `⚡${mark.cost}`;
        label = lbT(model, "ui.cell.shift", { cell: name, number, count: mark.cost }, `${name}: ${number}, ${mark.cost} lightning`);
      } else {
        label = lbT(model, "ui.cell.plain", { cell: name, number }, `${name}: ${number}`);
      }
      if (asking) cls += " lt-luckybox-asking";
      if (hinted) {
        cls += " lt-luckybox-hinted";
        label += ", " + lbT(model, "ui.cell.hint", {}, "hint");
      }
      const content = [
        ltEl("span", { class: "lt-luckybox-number", "aria-hidden": "true", text: String(number) }),
        isCrossed ? ltEl("span", { class: "lt-luckybox-x", "aria-hidden": "true", text: "✗" }) : null,
        badge ? ltEl("span", { class: "lt-luckybox-badge", "aria-hidden": "true", text: badge }) : null,
        hinted ? ltEl("span", { class: "lt-luckybox-hint-mark", "aria-hidden": "true", text: "◆" }) : null,
        asking ? ltEl("span", { class: "lt-luckybox-ask", "aria-hidden": "true", text: "?" }) : null,
      ];
      const attrs = { class: cls, "data-grid": gridIndex, "data-cell": cell, "data-number": number, "aria-label": `${gridName}, ${label}` };
      if (clickable) {
        items.push(ltEl("button", {
          ...attrs, type: "button", "data-focus": `cell-${gridIndex}-${cell}`,
          "aria-disabled": isCrossed ? "true" : undefined,
          onclick: () => model.send({ type: "cell", grid: gridIndex, cell }),
        }, content));
      } else {
        items.push(ltEl("span", { ...attrs, role: "img" }, content));
      }
    }
    items.push(slot(row));
  }
  for (let col = 0; col < 3; col++) items.push(slot(3 + col));
  items.push(ltEl("span", { class: "lt-luckybox-corner", "aria-hidden": "true", text: String(grid.crossed_count) + "/9" }));
  return ltEl("div", {
    class: "lt-luckybox-grid" + (mine ? " lt-luckybox-own" : "") + (big ? "" : " lt-luckybox-small") + (grid.complete ? " lt-luckybox-complete" : ""),
    role: "group", "aria-label": gridName, "data-grid": gridIndex,
  }, [ltEl("span", { class: "lt-luckybox-grid-name", text: gridName + (grid.complete ? " ✓" : "") }), ltEl("div", { class: "lt-luckybox-cells" }, items)]);
}

// -- the offer: cards to keep -------------------------------------------------------------
/** One offered card, as a grid nobody has crossed yet: it reads only the card and its place. */
function lbOfferCard(model, card, i) {
  const fake = { grids: [{ card, crossed: [], earned: [], complete: false, crossed_count: 0 }] };
  const drawn = lbGrid(model, {}, { marks: [], pending: [], hint: null, can_act: false }, fake, 0, false, true);
  drawn.classList.add("lt-luckybox-offer-card");
  drawn.querySelector(".lt-luckybox-grid-name").textContent = lbT(model, "ui.card", { card: i + 1 }, `Card ${i + 1}`);
  drawn.setAttribute("aria-label", lbT(model, "ui.card", { card: i + 1 }, `Card ${i + 1}`));
  return drawn;
}

function lbOffer(model, view, ui, player, root) {
  const offer = player.offer || [];
  const selected = new Set(ui.selected);
  const cards = offer.map((card, i) => {
    const on = selected.has(i);
    const hinted = Boolean(ui.hint && ui.hint[0] && ui.hint[0].type === "keep" && ui.hint[0].cards.includes(i));
    // Marking a card redraws its own item only, and of it the button, never the card.
    return ltKeepSame(model, root, `offer-item-${i}`, [card, i, on, hinted], () => lbOfferItem(model, root, card, i, on, hinted));
  });
  return ltEl("section", { class: "lt-luckybox-offer", "aria-label": lbT(model, "ui.offer", {}, "Cards dealt to you") }, [
    ltEl("div", { class: "lt-luckybox-offer-cards" }, cards),
    ltEl("div", { class: "lt-luckybox-controls" }, [
      ltEl("span", { class: "lt-luckybox-marked", text: lbT(model, "ui.marked", { count: ui.selected.length, keep: ui.keep }, `Marked: ${ui.selected.length} of ${ui.keep}`) }),
      ltEl("button", {
        type: "button", class: "lt-button lt-luckybox-choose", "data-focus": "choose",
        disabled: ui.selected.length !== ui.keep,
        onclick: () => model.send({ type: "choose" }),
      }, lbT(model, "ui.choose", {}, "Choose")),
    ]),
  ]);
}

/** Card `i` of the offer with its Keep button (`on`: marked; `hinted`: the hint keeps it). */
function lbOfferItem(model, root, card, i, on, hinted) {
  const drawn = ltKeep(model, root, `offer-${i}`, { card, i }, (input) => lbOfferCard(model, input.card, input.i), () => lbOfferCard(model, card, i));
  return ltEl("div", { class: "lt-luckybox-offer-item" + (on ? " lt-luckybox-selected" : ""), "data-card": i }, [
    drawn,
    ltEl("button", {
      type: "button", class: "lt-button lt-luckybox-select", "data-card": i, "data-focus": `select-${i}`,
      "aria-pressed": on ? "true" : "false",
      "aria-label": lbT(model, "ui.keep_card", { card: i + 1 }, `Keep card ${i + 1}`) + (hinted ? ", " + lbT(model, "ui.cell.hint", {}, "hint") : ""),
      onclick: () => model.send({ type: "select", card: i }),
    }, [(on ? "✓ " : "☐ ") + lbT(model, "keep", {}, "Keep"), hinted ? ltEl("span", { class: "lt-luckybox-hint-mark", "aria-hidden": "true", text: " ◆" }) : null]),
  ]);
}

// -- bonus chips ------------------------------------------------------------------------
function lbChips(model, view, ui) {
  if (!ui.pending.length) return null;
  const chips = ui.pending.map((chip) => {
    const where = `${lbLineName(model, chip.line)} · ${lbT(model, "grid", { grid: chip.grid + 1 }, `Grid ${chip.grid + 1}`)}`;
    const note = chip.lost ? lbText(model, chip.lost) : chip.gives ? lbText(model, chip.gives) : "";
    const label = `${lbBonusName(model, chip.bonus)} (${where})${note ? ": " + note : ""}`;
    return ltEl("button", {
      type: "button",
      class: "lt-luckybox-chip" + (chip.active ? " lt-luckybox-chip-active" : "") + (chip.lost ? " lt-luckybox-chip-lost" : ""),
      "data-grid": chip.grid, "data-line": chip.line, "data-focus": `chip-${chip.grid}-${chip.line}`,
      "aria-pressed": chip.active ? "true" : "false", "aria-label": label,
      onclick: () => model.send({ type: "bonus", grid: chip.grid, line: chip.line }),
    }, [
      ltEl("span", { class: "lt-luckybox-chip-symbol", "aria-hidden": "true", text: lbSymbol(chip.bonus) }),
      ltEl("span", { class: "lt-luckybox-chip-text", text: lbBonusName(model, chip.bonus) }),
      ltEl("span", { class: "lt-luckybox-chip-where", text: where }),
      note ? ltEl("span", { class: "lt-luckybox-chip-note", text: (chip.lost ? "✗ " : "") + note }) : null,
      chip.active ? ltEl("span", { class: "lt-luckybox-chip-on", "aria-hidden": "true", text: "◎" }) : null,
    ]);
  });
  const one = ui.pending[0];
  let help = lbT(model, "ui.bonus_help", {}, "Use them in the order you like: click a bonus, then a cell marked ◎.");
  if (ui.pending.length === 1) {
    help = one.active ? lbT(model, "ui.bonus_help_target", {}, "Click a cell marked ◎ to use it.")
      : one.lost ? "" : lbT(model, "ui.bonus_help_take", {}, "Click the bonus to take it.");
  }
  return ltEl("section", { class: "lt-luckybox-chips", "aria-label": lbT(model, "ui.bonuses", {}, "Bonuses to use") }, [
    help ? ltEl("p", { class: "lt-luckybox-chips-help", text: help }) : null,
    ltEl("div", { class: "lt-luckybox-chip-row" }, chips),
  ]);
}
