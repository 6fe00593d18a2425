// The Bonanza table, part 1 (joined before bonanza.js by Python): shared helpers, the header
// bar and the score sheets. Pure functions of `view`; no rules here.

function bzName(box) {
  const words = box.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The translated name of a box ("Full house"). */
function bzBox(model, box) {
  return ltT(model, `bonanza.box.${box}`, {}, bzName(box));
}

function bzClockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A small clock icon (SVG: emoji fonts are not everywhere). */
function bzClockIcon() {
  return ltSvg("svg", { viewBox: "0 0 16 16", "aria-hidden": "true", class: "lt-bonanza-clock-icon" }, [
    ltSvg("circle", { cx: 8, cy: 9, r: 6, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }),
    ltSvg("path", { d: "M8 5.5V9l2.5 1.5M6 1.5h4", fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round" }),
  ]);
}

function bzKind(model, kind) {
  return ltT(model, `bonanza.kind.${kind}`, {}, kind);
}

/** "Ana recorded 25 in Full house", "Time ran out: recorded Chance for Ana", "Ana gave up". */
function bzEventText(model, event) {
  if (!event) return "";
  // `count` picks "1 point" / "2 points"; `gender` makes a participle agree with the box's name (pt)
  const params = {
    name: event.name, points: event.points, count: event.points, bonus: event.bonus,
    box: event.box ? bzBox(model, event.box) : "",
    gender: event.box ? ltT(model, `bonanza.box.${event.box}.gender`, {}, "other") : "other",
  };
  if (event.type === "give_up") return ltT(model, "bonanza.event.give_up", params, `${event.name} gave up`);
  let text;
  if (event.type === "timeout") {
    text = event.rolled
      ? ltT(model, "bonanza.event.timeout_rolled", params, `Time ran out: rolled and recorded ${params.box} for ${event.name}`)
      : ltT(model, "bonanza.event.timeout", params, `Time ran out: recorded ${params.box} for ${event.name}`);
    text += " (" + ltT(model, "bonanza.event.points", params, `${event.points} points`) + ")";
  } else if (event.points === 0) {
    text = ltT(model, "bonanza.event.scratch", params, `${event.name} scratched ${params.box}`);
  } else {
    text = ltT(model, "bonanza.event.record", params, `${event.name} recorded ${event.points} in ${params.box}`);
  }
  if (event.bonus) text += " " + ltT(model, "bonanza.event.bonus", params, `+ Bonanza bonus ${event.bonus}`);
  return text;
}

// -- the header: round, whose turn, the clock, the hints switch -----------------------------
function bzHeader(model, view, ui, rulesToggle = null) {
  const own = view.bonanza;
  let status;
  if (view.phase === "over") {
    status = ltT(model, "game_over", {}, "Game over");
  } else {
    const seat = own.seats[own.current];
    const round = ltT(model, "bonanza.round", { n: own.round, total: own.rounds }, `Round ${own.round} of ${own.rounds}`);
    const mine = (own.seats.length === 1 && seat.kind === "human") || (ui && ui.seat === own.current);
    const turn = mine
      ? ltT(model, "your_turn", {}, "Your turn")
      : ltT(model, "turn_of", { name: seat.name }, `Turn: ${seat.name}`);
    status = `${round} · ${turn}`;
  }
  const waiting = Boolean(own.clock && own.clock.waiting);
  const clock = own.clock && own.clock.turn_seconds && view.phase !== "over"
    ? ltEl("div", {
      class: "lt-bonanza-clock" + (waiting ? " lt-bonanza-clock-waiting" : ""),
      role: "timer",
      "aria-label": ltT(model, "bonanza.clock", {}, "Turn clock"),
      title: waiting ? ltT(model, ui && ui.clock_waits_for === "everyone" ? "bonanza.clock_waiting_room" : "bonanza.clock_waiting") : undefined,
    }, [
      bzClockIcon(),
      ltEl("span", { class: "lt-bonanza-clock-text", text: bzClockText(waiting ? own.clock.turn_seconds : (own.clock.deadline_in ?? 0)) }),
      ltEl("span", { class: "lt-bonanza-clock-bar", "aria-hidden": "true" }, [ltEl("span", { class: "lt-bonanza-clock-fill" })]),
    ])
    : null;
  const toggle = view.phase === "over" ? null : ltEl("button", {
    type: "button",
    class: "lt-button lt-bonanza-hints-toggle",
    "data-focus": "hints-toggle",
    "aria-pressed": ui.show_hints ? "true" : "false",
    text: ui.show_hints ? ltT(model, "bonanza.hide_hints", {}, "Hide hints") : ltT(model, "bonanza.show_hints", {}, "Show hints"),
    onclick: () => model.send({ type: "show_hints", show: !ui.show_hints }),
  });
  return ltEl("div", { class: "lt-bonanza-bar" }, [
    ltEl("span", { class: "lt-bonanza-title", text: ltT(model, "bonanza.title", {}, "Bonanza") }),
    ltEl("span", { class: "lt-bonanza-status", "aria-live": "polite", text: status }),
    clock,
    bzProficiencyToggle(model, view, ui),
    toggle,
    bzTrend(model, view, ui),
    rulesToggle,
  ]);
}

// -- the score sheets: one column per seat ------------------------------------------------------
function bzSeatHeader(model, view, seat, i) {
  const own = view.bonanza;
  const current = own.current === i;
  // A seat's own screen (a seat widget, a room's seat page) says which player is "you".
  const you = view.ui && view.ui.seat === i && own.seats.length > 1;
  const name = you ? `${seat.name} (${ltT(model, "room.you", {}, "you")})` : seat.name;
  const bits = [ltEl("span", { class: "lt-bonanza-seat-name", title: seat.name, text: name })];
  if (seat.kind !== "human") {
    bits.push(ltEl("span", { class: "lt-bonanza-seat-kind", text: ltT(model, "bonanza.computer", { kind: bzKind(model, seat.kind) }, `computer · ${seat.kind}`) }));
  }
  if (current) bits.push(ltEl("span", { class: "lt-bonanza-seat-turn", text: "▶ " + ltT(model, "bonanza.to_play", {}, "to play") }));
  if (seat.gave_up) bits.push(ltEl("span", { class: "lt-bonanza-seat-gone", text: ltT(model, "bonanza.gave_up", {}, "Gave up") }));
  if (view.phase === "over" && seat.place && own.seats.length > 1) {
    const first = seat.place === 1 && !seat.gave_up;
    bits.push(ltEl("span", { class: "lt-bonanza-seat-place" + (first ? " lt-bonanza-first" : "") },
      (first ? "★ " : "") + ltT(model, "bonanza.place_n", { n: seat.place }, `Place ${seat.place}`)));
  }
  const cls = "lt-bonanza-seat" + (current ? " lt-bonanza-current" : "") + (seat.gave_up ? " lt-bonanza-gone" : "");
  return ltEl("th", { scope: "col", class: cls, "data-seat": i }, bits);
}

function bzCell(model, view, ui, seat, i, box) {
  const own = view.bonanza;
  const points = seat.boxes[box];
  const name = bzBox(model, box);
  if (points !== null && points !== undefined) {
    const latest = ui.events[0];
    const last = latest && latest.type !== "give_up" && latest.seat === i && latest.box === box;
    return ltEl("td", {
      class: "lt-bonanza-cell lt-bonanza-filled" + (points === 0 ? " lt-bonanza-zero" : "") + (last ? " lt-bonanza-last" : ""),
      "data-box": box,
    }, String(points));
  }
  const live = own.current === i && own.dice && box in own.previews;
  if (!live) return ltEl("td", { class: "lt-bonanza-cell lt-bonanza-free", "data-box": box });
  const preview = own.previews[box];
  const rank = ui.show_hints
    ? own.hints.filter((h) => h.kind === "record").findIndex((h) => h.box === box) + 1
    : 0;
  const badge = rank ? ltEl("span", { class: "lt-bonanza-rank", "aria-hidden": "true", text: String(rank) }) : null;
  if (!ui.can_act) {
    return ltEl("td", { class: "lt-bonanza-cell lt-bonanza-free", "data-box": box }, [ltEl("span", { class: "lt-bonanza-watch" }, [
      ltEl("span", { class: "lt-bonanza-preview" + (preview === 0 ? " lt-bonanza-zero" : ""), text: String(preview) }), badge,
    ])]);
  }
  const pending = ui.pending && ui.pending.box === box ? ui.pending.kind : null;
  let label;
  let content;
  if (pending === "record") {
    label = ltT(model, "bonanza.aria.box_record_q", { box: name, points: preview }, `${name}: record ${preview}? Press again to confirm`);
    content = [ltEl("span", { class: "lt-bonanza-ask", text: ltT(model, "bonanza.record_q", {}, "Record?") }), ltEl("span", { class: "lt-bonanza-points", text: String(preview) })];
  } else if (pending === "scratch") {
    label = ltT(model, "bonanza.aria.box_scratch_q", { box: name }, `${name}: scratch for 0? Press again to confirm`);
    content = [ltEl("span", { class: "lt-bonanza-ask", text: ltT(model, "bonanza.scratch_q", {}, "Scratch?") }), ltEl("span", { class: "lt-bonanza-points", text: "0" })];
  } else {
    label = ltT(model, "bonanza.aria.box_free", { box: name, points: preview }, `${name}: free, would score ${preview}`);
    if (rank) label += ", " + ltT(model, "bonanza.aria.hint_rank", { n: rank }, `hint ${rank}`);
    content = [ltEl("span", { class: "lt-bonanza-points", text: String(preview) })];
  }
  const cls = "lt-bonanza-box" + (preview === 0 ? " lt-bonanza-zero" : "") + (pending ? ` lt-bonanza-pending lt-bonanza-pending-${pending}` : "");
  return ltEl("td", { class: "lt-bonanza-cell lt-bonanza-free lt-bonanza-live", "data-box": box }, [
    ltEl("button", {
      type: "button",
      class: cls,
      "data-box": box,
      "data-focus": `box-${box}`,
      "aria-label": label,
      onclick: () => model.send({ type: "box", box, turn: own.turn }),
    }, content.concat(badge ? [badge] : [])),
  ]);
}

function bzRow(title, cells, cls, current = null) {
  if (current !== null && current !== undefined && cells[current]) cells[current].classList.add("lt-bonanza-current-col");
  return ltEl("tr", { class: cls }, [ltEl("th", { scope: "row", class: "lt-bonanza-row-name", text: title }), ...cells]);
}

/** All that the score sheets read (see ltKeepSame): holding a die changes none of it, so the
 * sheets are kept; of the events, only the newest. */
function bzSheetsReads(view) {
  const own = view.bonanza;
  const ui = view.ui;
  return [
    view.seat, view.phase, own.seats, own.current, own.dice, own.previews, own.hints, own.turn,
    ui.seat, ui.events[0], ui.show_hints, ui.can_act, ui.pending, ui.boxes, ui.upper, ui.upper_target, ui.upper_bonus,
    ui.can_give_up, ui.confirm_give_up,
  ];
}

function bzSheets(model, view, ui) {
  const own = view.bonanza;
  const seats = own.seats;
  const rows = [];
  for (const box of ui.boxes) {
    rows.push(bzRow(bzBox(model, box), seats.map((seat, i) => bzCell(model, view, ui, seat, i, box)),
      "lt-bonanza-row" + (ui.upper.includes(box) ? " lt-bonanza-upper" : " lt-bonanza-lower"), own.current));
    if (box === ui.upper[ui.upper.length - 1]) {
      rows.push(bzRow(ltT(model, "bonanza.upper_total", {}, "Upper total"), seats.map((seat) => {
        const share = Math.min(100, Math.round((seat.upper_total / ui.upper_target) * 100));
        return ltEl("td", { class: "lt-bonanza-cell lt-bonanza-sum" }, [
          ltEl("span", { class: "lt-bonanza-progress-text", text: `${seat.upper_total}/${ui.upper_target}` }),
          ltEl("span", {
            class: "lt-bonanza-progress",
            role: "img",
            "aria-label": ltT(model, "bonanza.aria.upper_progress", { total: seat.upper_total, target: ui.upper_target }, `${seat.upper_total} of ${ui.upper_target} toward the upper bonus`),
          }, [ltEl("span", { class: "lt-bonanza-progress-fill", style: `width: ${share}%` })]),
        ]);
      }), "lt-bonanza-subtotal", own.current));
      rows.push(bzRow(ltT(model, "bonanza.upper_bonus", {}, "Upper bonus") + ` (${ui.upper_bonus})`, seats.map((seat) => ltEl("td", {
        class: "lt-bonanza-cell lt-bonanza-sum" + (seat.upper_bonus ? " lt-bonanza-earned" : ""),
      }, seat.upper_bonus ? `✓ ${seat.upper_bonus}` : "–")), "lt-bonanza-subtotal lt-bonanza-section-end", own.current));
    }
  }
  rows.push(bzRow(ltT(model, "bonanza.lower_total", {}, "Lower total"), seats.map((seat) => ltEl("td", {
    class: "lt-bonanza-cell lt-bonanza-sum",
  }, String(seat.lower_total))), "lt-bonanza-subtotal", own.current));
  rows.push(bzRow(ltT(model, "bonanza.bonanza_bonus", {}, "Bonanza bonus"), seats.map((seat) => ltEl("td", {
    class: "lt-bonanza-cell lt-bonanza-sum" + (seat.bonus ? " lt-bonanza-earned" : ""),
  }, seat.bonus ? `+${seat.bonus}` : "–")), "lt-bonanza-subtotal", own.current));
  rows.push(bzRow(ltT(model, "bonanza.total", {}, "Total"), seats.map((seat, i) => ltEl("td", {
    class: "lt-bonanza-cell lt-bonanza-total", "data-seat": i,
  }, String(seat.total))), "lt-bonanza-total-row", own.current));
  const leave = ui.can_give_up.some(Boolean)
    ? ltEl("tfoot", {}, [bzRow("", seats.map((seat, i) => {
      if (!ui.can_give_up[i]) return ltEl("td", { class: "lt-bonanza-cell" });
      const asking = ui.confirm_give_up === i;
      return ltEl("td", { class: "lt-bonanza-cell" }, [ltEl("button", {
        type: "button",
        class: "lt-bonanza-leave" + (asking ? " lt-bonanza-confirm" : ""),
        "data-focus": `give-up-${i}`,
        "data-seat": i,
        "aria-label": asking
          ? ltT(model, "bonanza.aria.give_up_q", { name: seat.name }, `${seat.name}: give up this game? Press again to confirm`)
          : ltT(model, "bonanza.aria.give_up", { name: seat.name }, `${seat.name}: give up`),
        text: asking ? ltT(model, "bonanza.confirm", {}, "Confirm") : ltT(model, "bonanza.give_up", {}, "Give up"),
        onclick: () => model.send({ type: "give_up", seat: i }),
      })]);
    }), "lt-bonanza-leave-row")])
    : null;
  return ltEl("table", { class: "lt-bonanza-sheet" }, [
    ltEl("caption", { class: "lt-bonanza-sr", text: ltT(model, "bonanza.sheets", {}, "Score sheets") }),
    ltEl("thead", {}, [ltEl("tr", {}, [
      ltEl("th", { scope: "col", class: "lt-bonanza-corner", text: ltT(model, "bonanza.box_column", {}, "Box") }),
      ...seats.map((seat, i) => bzSeatHeader(model, view, seat, i)),
    ])]),
    ltEl("tbody", {}, rows),
    leave,
  ]);
}

