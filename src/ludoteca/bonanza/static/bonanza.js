// The Bonanza table. It draws model.get("view") and sends small messages to Python:
// {type: "roll" | "toggle" | "box" | "cancel" | "give_up" | "show_hints" | "proficiency" | "review" |
//  "ready" | "play_again" | "start", ...}. "ready" goes once the table is on screen: the first
// turn's clock starts then, not when the cell ran.
// No rule lives here: previews, confirmations ("Record?"), hints, the clock, the ranking and
// the coach all come from Python in `view`; this file (after bonanza-sheet.js and
// bonanza-review.js) lays them out and forwards clicks and keys. The view's common keys are at
// its top (view.phase, view.seat, ...), the game's own under view.bonanza (`own` below), the
// table's state under view.ui.

// -- the middle of the table: dice, roll, hints, what just happened -------------------------
function bzDice(model, view, ui, root) {
  const own = view.bonanza;
  const values = own.dice || [null, null, null, null, null];
  const canHold = ui.can_act && own.controls.can_hold;
  const joker = own.joker
    ? ltEl("span", { class: "lt-bonanza-joker", text: ltT(model, "bonanza.joker", {}, "Joker") })
    : null;
  // A hold changes its own die: the others are kept as they are.
  return ltEl("div", { class: "lt-bonanza-dice", role: "group", "aria-label": ltT(model, "bonanza.dice", {}, "Dice") }, [
    ...values.map((value, i) => {
      const held = Boolean(own.held[i]) && value !== null;
      const advised = Boolean(ui.show_hints && ui.keep_dice && ui.keep_dice[i]);
      return ltKeepSame(model, root, `die-${i}`, [value, held, advised, canHold, own.turn], () => bzDie(model, root, own, i, { value, held, advised, canHold }));
    }), joker]);
}

/** Die `i` of the tray: its face, whether it is held, hinted and may be clicked. */
function bzDie(model, root, own, i, { value, held, advised, canHold }) {
  let label = ltT(model, "dice.label", { index: i + 1, value: value ?? "?" }, `Die ${i + 1}: ${value ?? "?"}`);
  if (held) label += ", " + ltT(model, "bonanza.aria.held", {}, "held");
  if (advised) label += ", " + ltT(model, "bonanza.aria.advised", {}, "hint: hold");
  return ltEl("button", {
    type: "button",
    class: "lt-die lt-bonanza-die" + (held ? " lt-held" : "") + (advised ? " lt-bonanza-advised" : ""),
    "data-die": i,
    "data-focus": `die-${i}`,
    "aria-pressed": held ? "true" : "false",
    "aria-label": label,
    disabled: !canHold || value === null,
    onclick: () => model.send({ type: "toggle", die: i, turn: own.turn }),
  }, [
    ltKeptFace(model, root, `face-${i}`, value),
    held ? ltEl("span", { class: "lt-check", "aria-hidden": "true", text: "✓" }) : null,
    advised ? ltEl("span", { class: "lt-bonanza-advice-mark", "aria-hidden": "true", text: "▲" }) : null,
  ]);
}

function bzRollButton(model, view, ui) {
  const own = view.bonanza;
  const left = own.dice ? own.rolls_left : 3;
  const text = own.dice
    ? ltT(model, "bonanza.roll_again", { count: left }, `Roll again (${left} left)`)
    : ltT(model, "roll", {}, "Roll");
  const pips = ltEl("span", { class: "lt-bonanza-roll-pips", "aria-hidden": "true" },
    [0, 1, 2].map((k) => ltEl("span", { class: "lt-bonanza-pip" + (k < own.rolls ? " lt-bonanza-used" : "") })));
  return ltEl("div", { class: "lt-bonanza-controls" }, [
    ltEl("button", {
      type: "button",
      class: "lt-button lt-bonanza-roll",
      "data-focus": "roll",
      disabled: !(ui.can_act && own.controls.can_roll),
      onclick: () => model.send({ type: "roll", turn: own.turn }),
    }, [ltEl("span", { class: "lt-bonanza-roll-text", text }), pips]),
  ]);
}

function bzPrompt(model, view, ui) {
  const own = view.bonanza;
  const seat = own.seats[own.current];
  let text = "";
  if (ui.bot_turn) {
    text = ltT(model, "bonanza.bot_playing", { name: seat.name }, `Computer playing: ${seat.name}…`);
  } else if (ui.pending) {
    const box = bzBox(model, ui.pending.box);
    text = ui.pending.kind === "record"
      ? ltT(model, "bonanza.prompt.record", { box, points: ui.pending.points }, `Record ${ui.pending.points} in ${box}? Click it again or press Enter to confirm, Esc to cancel.`)
      : ltT(model, "bonanza.prompt.scratch", { box }, `Scratch ${box} (0 points)? Click it again or press Enter to confirm, Esc to cancel.`);
  } else if (ui.confirm_give_up !== null) {
    const name = own.seats[ui.confirm_give_up].name;
    const key = { one_left: "bonanza.prompt.give_up_last", solo: "bonanza.prompt.give_up_solo" }[ui.give_up_result] || "bonanza.prompt.give_up";
    text = ltT(model, key, { name, other: ui.give_up_winner || "" }, `${name}: give up this game? Click “Confirm” again, Esc to cancel.`);
  } else if (ui.can_act && !own.dice) {
    text = ltT(model, "bonanza.prompt.roll", {}, "Roll the dice to start the turn.");
  } else if (ui.can_act && own.joker) {
    const fallback = `Joker: five ${own.joker.face}s with the Bonanza box filled (${own.joker.why}).`;
    text = ltT(model, `bonanza.joker.${own.joker.why}`, { face: own.joker.face }, fallback);
    if (own.extra_bonus) text += " " + ltT(model, "bonanza.joker.bonus", { bonus: own.extra_bonus }, `+${own.extra_bonus}`);
  } else if (ui.can_act && own.rolls_left === 0) {
    text = ltT(model, "bonanza.prompt.last", {}, "Last roll: choose a box.");
  } else if (ui.can_act) {
    text = ltT(model, "bonanza.prompt.choose", {}, "Hold dice and roll again, or choose a box.");
  }
  const cancel = ui.pending || ui.confirm_give_up !== null
    ? ltEl("button", {
      type: "button", class: "lt-bonanza-cancel", "data-focus": "cancel",
      text: ltT(model, "bonanza.cancel", {}, "Cancel"),
      onclick: () => model.send({ type: "cancel" }),
    })
    : null;
  return ltEl("div", { class: "lt-bonanza-prompt" + (ui.pending || ui.confirm_give_up !== null ? " lt-bonanza-asking" : ""), "aria-live": "polite" },
    [ltEl("span", { text }), cancel]);
}

function bzHints(model, view, ui) {
  const own = view.bonanza;
  if (!ui.show_hints) return null;
  const title = ltEl("h3", { class: "lt-bonanza-hints-title", text: ltT(model, "bonanza.hints", {}, "Hints") });
  if (!own.hints.length) {
    return ltEl("section", { class: "lt-bonanza-hints", "aria-label": ltT(model, "bonanza.hints", {}, "Hints") }, [
      title, ltEl("p", { class: "lt-bonanza-hint-note", text: ltT(model, "bonanza.hints_after_roll", {}, "Hints appear after each roll.") }),
    ]);
  }
  let rank = 0;
  const items = own.hints.map((hint) => {
    let what;
    let mark;
    if (hint.kind === "record") {
      rank += 1;
      mark = String(rank);
      what = ltT(model, "bonanza.hint.record", { box: bzBox(model, hint.box), points: hint.points }, `${bzBox(model, hint.box)} · ${hint.points}`);
    } else if (hint.kind === "scratch") {
      mark = "✗";
      what = ltT(model, "bonanza.hint.scratch", { box: bzBox(model, hint.box) }, `Scratch ${bzBox(model, hint.box)} · 0`);
    } else {
      mark = "▲";
      const dice = hint.keep.length ? hint.keep.join(" ") : ltT(model, "bonanza.keep_nothing", {}, "Keep nothing");
      what = `${ltT(model, "bonanza.best_keep", {}, "Best dice to keep")}: ${dice}`;
    }
    return ltEl("li", { class: `lt-bonanza-hint lt-bonanza-hint-${hint.kind}`, "data-kind": hint.kind, "data-box": hint.box || undefined }, [
      ltEl("span", { class: "lt-bonanza-hint-mark", "aria-hidden": "true", text: mark }),
      ltEl("span", { class: "lt-bonanza-hint-what", text: what }),
      ltEl("span", { class: "lt-bonanza-hint-expected", text: hint.expected_text }),
    ]);
  });
  return ltEl("section", { class: "lt-bonanza-hints", "aria-label": ltT(model, "bonanza.hints", {}, "Hints") }, [
    title,
    ltEl("ul", { class: "lt-bonanza-hint-list" }, items),
    ltEl("p", { class: "lt-bonanza-hint-note", text: ltT(model, "bonanza.hints_note", {}, "Expected final score with perfect play from here.") }),
  ]);
}

function bzResults(model, view, ui) {
  const own = view.bonanza;
  const solo = own.seats.length === 1;
  const parts = [ltEl("h3", { class: "lt-bonanza-results-title", text: ltT(model, "game_over", {}, "Game over") })];
  if (solo) {
    const seat = own.seats[0];
    parts.push(ltEl("p", { class: "lt-bonanza-final", text: ltT(model, "bonanza.your_score", { score: seat.total }, `Your score: ${seat.total}`) }));
    if (ui.new_best) parts.push(ltEl("p", { class: "lt-bonanza-new-best", text: "★ " + ltT(model, "bonanza.new_best", {}, "New best score!") }));
    if (ui.best_score !== undefined && ui.best_score !== null) {
      parts.push(ltEl("p", { class: "lt-bonanza-best", text: ltT(model, "bonanza.best_score", { score: ui.best_score }, `Best score: ${ui.best_score}`) }));
    }
  } else {
    const first = own.ranking.filter((r) => r.place === 1 && !r.gave_up).map((r) => r.name);
    if (own.winner !== null && own.winner !== undefined) {
      parts.push(ltEl("p", { class: "lt-bonanza-winner", text: "★ " + ltT(model, "winner", { name: own.seats[own.winner].name }, `Winner: ${own.seats[own.winner].name}!`) }));
    } else if (first.length > 1) {
      const names = first.join(", ");
      parts.push(ltEl("p", { class: "lt-bonanza-winner", text: "★ " + ltT(model, "bonanza.shared_win", { names }, `${names} share first place`) }));
    }
    parts.push(ltEl("ol", { class: "lt-bonanza-ranking", "aria-label": ltT(model, "bonanza.ranking", {}, "Final ranking") },
      own.ranking.map((r) => ltEl("li", { class: "lt-bonanza-rank-row" + (r.gave_up ? " lt-bonanza-gone" : ""), "data-seat": r.seat }, [
        ltEl("span", { class: "lt-bonanza-rank-place", text: ltT(model, "bonanza.place_n", { n: r.place }, `Place ${r.place}`) }),
        ltEl("span", { class: "lt-bonanza-rank-name", text: r.name }),
        ltEl("span", { class: "lt-bonanza-rank-score", text: String(r.score) }),
        r.gave_up ? ltEl("span", { class: "lt-bonanza-rank-note", text: ltT(model, "bonanza.gave_up", {}, "Gave up") }) : null,
      ]))));
  }
  if (ui.can_play_again) {
    parts.push(ltEl("button", {
      type: "button", class: "lt-button lt-bonanza-again", "data-focus": "again",
      text: ltT(model, "bonanza.play_again", {}, "Play again"),
      onclick: () => model.send({ type: "play_again" }),
    }));
  }
  return ltEl("section", { class: "lt-bonanza-results", "aria-live": "polite" }, parts);
}

function bzCenter(model, view, ui, root) {
  const own = view.bonanza;
  const eventLine = ui.events.length
    ? ltEl("ul", { class: "lt-bonanza-events", role: "status", "aria-label": ltT(model, "bonanza.events", {}, "What happened") },
      ui.events.map((event, k) => ltEl("li", {
        class: "lt-bonanza-event" + (k === 0 ? " lt-bonanza-newest" : "") + (event.type === "timeout" ? " lt-bonanza-timeout" : ""),
        "data-type": event.type,
      }, [event.type === "timeout" ? bzClockIcon() : null, bzEventText(model, event)])))
    : null;
  if (view.phase === "over") return ltEl("div", { class: "lt-bonanza-center" }, [bzResults(model, view, ui), eventLine]);
  const best = own.seats.length === 1 && ui.best_score !== undefined && ui.best_score !== null
    ? ltEl("p", { class: "lt-bonanza-best", text: ltT(model, "bonanza.best_score", { score: ui.best_score }, `Best score: ${ui.best_score}`) })
    : null;
  // A part is drawn again only when what it reads changed (a hold: its die, at most the roll button).
  const part = (key, reads, build) => ltKeepSame(model, root, key, reads, build);
  return ltEl("div", { class: "lt-bonanza-center" }, [
    ltEl("div", { class: "lt-bonanza-tray" }, [
      bzDice(model, view, ui, root),
      part("roll", [own.dice, own.rolls, own.rolls_left, own.turn, own.controls.can_roll, ui.can_act], () => bzRollButton(model, view, ui)),
      part("verdict", [ui.proficiency, ui.verdict, own.seats], () => bzVerdict(model, view, ui)),
    ]),
    part("prompt", [ui, own.seats, own.current, own.dice, own.joker, own.extra_bonus, own.rolls_left], () => bzPrompt(model, view, ui)),
    // The hints follow the roll, not the dice held: a hold leaves them as they are.
    part("hints", [own.hints, ui.show_hints], () => bzHints(model, view, ui)),
    eventLine,
    best,
  ]);
}

function bzTable(model, room, root, rules, redraw) {
  const view = model.get("view") || {};
  const ui = view.ui;
  if (ui && ui.room) return [ltEl("div", { class: "lt-bonanza-bar" }, [ltEl("span", { class: "lt-bonanza-title", text: ltT(model, "bonanza.title", {}, "Bonanza") })]), room(ui.room)];
  if (!ui || !view.bonanza) return [];
  const ask = ltRulesDesk(model, rules, redraw, "bonanza");
  const own = view.bonanza;
  const part = (key, reads, build) => ltKeepSame(model, root, key, reads, build);
  // A turn clock's text ticks on the page between views (tickClock): a header that shows one is
  // drawn each time (a new object among its reads is never the last one).
  const ticking = own.clock && own.clock.turn_seconds && view.phase !== "over" ? {} : null;
  return [
    part("header", [view.phase, view.seat, own.seats, own.current, own.round, own.rounds, ticking, ui, rules.open, model.get("rules_view")], () => bzHeader(model, view, ui, ask.toggle())),
    ask.panel,
    ltEl("div", { class: "lt-bonanza-felt" }, [
      ltEl("div", { class: "lt-bonanza-paper" }, [part("sheets", bzSheetsReads(view), () => bzSheets(model, view, ui))]),
      bzCenter(model, view, ui, root),
    ]),
    part("review", [ui.review, view.phase, own, ui], () => bzReview(model, view, ui)),
    ltNotice(model),
    part("keys", [], () => ltEl("p", { class: "lt-bonanza-keys", text: ltT(model, "bonanza.keys", {}, "Click the table, then: 1–5 hold · R or Space roll · Tab or arrows move over dice and boxes · Enter records · Esc cancels") })),
  ];
}

// -- keyboard ------------------------------------------------------------------------------------
function bzMove(root, target, step) {
  const boxes = [...root.querySelectorAll("button.lt-bonanza-box")];
  const dice = [...root.querySelectorAll("button.lt-bonanza-die:not([disabled])")];
  const onDie = dice.indexOf(target);
  const horizontal = Math.abs(step) === 1 && target && target.classList.contains("lt-bonanza-die");
  if (onDie >= 0 && horizontal) {
    dice[(onDie + step + dice.length) % dice.length].focus();
    return true;
  }
  if (!boxes.length) return false;
  const at = boxes.indexOf(target);
  const next = at < 0 ? (step > 0 ? 0 : boxes.length - 1) : (at + Math.sign(step) + boxes.length) % boxes.length;
  boxes[next].focus();
  return true;
}

function render({ model, el }) {
  const root = ltEl("div", {
    class: "lt-root lt-bonanza",
    tabindex: "0",
    role: "group",
    "aria-label": ltT(model, "bonanza.title", {}, "Bonanza"),
  });
  el.append(root);
  let clockAt = performance.now();
  // On a narrow screen the dice follow the scrolling over the sheet (see inview.js).
  const keep = ltKeepInView(root, ".lt-bonanza-tray", ".lt-bonanza-paper");
  // The room's form stays in the page until Start (one draft per room shown).
  let draft = null;
  let draftOf = null;
  const rules = { open: false, draft: { text: "" } };  // the "?" panel: open or not, what is typed
  const room = (offer) => {
    const key = JSON.stringify(offer);
    if (!draft || draftOf !== key) { draft = bzRoomDraft(offer); draftOf = key; }
    return bzRoom(model, offer, draft, () => ltRedraw(root, () => bzTable(model, room, root, rules, update)));
  };

  const tickClock = () => {
    const view = model.get("view") || {};
    const clock = (view.bonanza || {}).clock || {};
    const text = root.querySelector(".lt-bonanza-clock-text");
    if (!text || clock.waiting || clock.deadline_in === null || clock.deadline_in === undefined) return;
    const left = Math.max(0, clock.deadline_in - (performance.now() - clockAt) / 1000);
    text.textContent = bzClockText(left);
    const fill = root.querySelector(".lt-bonanza-clock-fill");
    if (fill) fill.style.width = `${Math.max(0, Math.min(100, (left / clock.turn_seconds) * 100))}%`;
    root.querySelector(".lt-bonanza-clock").classList.toggle("lt-bonanza-clock-low", left <= 10);
  };

  const update = () => {
    const hadFocus = root.contains(document.activeElement);
    const inReview = Boolean(document.activeElement && document.activeElement.closest(".lt-bonanza-review"));
    root.setAttribute("aria-label", ltT(model, "bonanza.title", {}, "Bonanza"));
    ltRedraw(root, () => bzTable(model, room, root, rules, update));
    // The focused box may be gone (it was just filled), or the replay's ▶ disabled (the last
    // step): keep the keyboard on the table, in the review panel if it was there.
    if (hadFocus && !root.contains(document.activeElement)) {
      const review = inReview ? root.querySelector(".lt-bonanza-review") : null;
      const roll = root.querySelector("button.lt-bonanza-roll:not([disabled])");
      (review || roll || root).focus();
    }
    keep.update();
    tickClock();
  };
  const onView = () => { clockAt = performance.now(); update(); };

  const onKey = (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const view = model.get("view") || {};
    const ui = view.ui || {};
    const target = event.target;
    const onButton = target instanceof HTMLButtonElement;
    const key = event.key;
    const n = Number(key);
    if (ui.room) {
      event.stopPropagation(); // typing a name: JupyterLab's notebook shortcuts stay out
      return;
    }
    const own = view.bonanza || {};
    if (view.phase === "over") {
      // Nothing to roll or hold any more (the review panel has keys of its own), but the
      // table's keys still stay away from JupyterLab ("1" would make a heading cell).
      if (/^[1-5rR]$/.test(key)) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
    if (/^[1-5]$/.test(key)) {
      model.send({ type: "toggle", die: n - 1, turn: own.turn });
    } else if (key === "r" || key === "R" || (key === " " && (!onButton || target.classList.contains("lt-bonanza-roll")))) {
      model.send({ type: "roll", turn: own.turn });
    } else if (key === "ArrowDown" || key === "ArrowRight") {
      if (!bzMove(root, target, key === "ArrowDown" ? 2 : 1)) return;
    } else if (key === "ArrowUp" || key === "ArrowLeft") {
      if (!bzMove(root, target, key === "ArrowUp" ? -2 : -1)) return;
    } else if (key === "Escape") {
      if (!ui.pending && (ui.confirm_give_up === null || ui.confirm_give_up === undefined)) return;
      model.send({ type: "cancel" });
    } else if (key === "Enter" && target === root && ui.pending) {
      model.send({ type: "box", box: ui.pending.box, turn: own.turn });
    } else {
      return; // Enter and Space on a button stay native clicks
    }
    event.preventDefault();
    event.stopPropagation(); // keep JupyterLab's notebook shortcuts out of the game
  };
  // Keys reach the table only while it has the focus: a click anywhere on it takes it (JupyterLab
  // would otherwise keep it on the notebook, where R makes a raw cell), and so does its first
  // appearance, unless the player is typing somewhere (a cell's editor, a text box).
  // The review panel inside takes its own keys (arrows step through the game): a click on it
  // gives it the focus, not the table around it.
  const onPointer = (event) => {
    if (root.contains(document.activeElement) || event.target instanceof HTMLButtonElement) return;
    (event.target.closest("[tabindex]") || root).focus();
  };
  const dropKeys = ltTakeKeys(root, onKey);
  root.addEventListener("click", onPointer);
  const editing = (node) => Boolean(node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName)));
  const appear = setTimeout(() => { if (!editing(document.activeElement)) root.focus({ preventScroll: true }); }, 0);
  const stopView = ltListen(model, ["change:view"], onView);
  const stopOther = ltListen(model, ["change:notice", "change:strings", "change:rules_view"], update);
  const timer = setInterval(tickClock, 250);
  // "ready" once the table is really on screen (not when the cell ran: after "Run All" the
  // learner may be reading elsewhere, and the first turn's clock must not run meanwhile).
  const stopScreen = ltScreenPresence(model, root);
  onView();
  return () => {
    stopScreen();
    keep.stop();
    stopView();
    stopOther();
    clearInterval(timer);
    dropKeys();
    root.removeEventListener("click", onPointer);
    clearTimeout(appear);
  };
}

export default { render };
