// The Bonanza room (joined before bonanza.js by Python): before a table starts, the host
// chooses 2–4 seats (a name, and a person or a computer player) and the turn clock. The form
// lives in the page until Start; Start sends it whole, {type: "start", seats, turn_seconds},
// and Python checks every field (a bad one comes back as a notice).

/** A fresh draft of the room's form from what Python offers. */
function bzRoomDraft(room) {
  return {
    seats: room.seats.map((seat) => ({ name: seat.name, kind: seat.kind })),
    turn_seconds: room.turn_seconds,
    uid: Math.random().toString(36).slice(2), // radio groups are per page: one name per room
  };
}

/** The room: one row per seat, the clock choices, Start. `draft` is changed in place by the
 * inputs; `redraw()` draws the room again (after adding or removing a seat). */
function bzRoom(model, room, draft, redraw) {
  const kindLabel = (kind) => (kind === "human"
    ? ltT(model, "bonanza.room.person", {}, "a person")
    : ltT(model, "bonanza.room.computer", { kind: bzKind(model, kind) }, `the computer · ${kind}`));
  const rows = draft.seats.map((seat, i) => {
    const n = i + 1;
    const nameId = `name-${n}`;
    const kindId = `kind-${n}`;
    return ltEl("li", { class: "lt-bonanza-room-seat", "data-seat": i }, [
      ltEl("span", { class: "lt-bonanza-room-seat-title", text: ltT(model, "bonanza.room.seat", { n }, `Seat ${n}`) }),
      ltEl("label", { class: "lt-bonanza-room-field" }, [
        ltEl("span", { class: "lt-bonanza-room-label", text: ltT(model, "bonanza.room.name", {}, "Name") }),
        ltEl("input", {
          type: "text", class: "lt-bonanza-room-name", value: seat.name, maxlength: room.max_name,
          "data-focus": nameId, autocomplete: "off", spellcheck: "false",
          oninput: (event) => { seat.name = event.target.value; },
        }),
      ]),
      ltEl("label", { class: "lt-bonanza-room-field" }, [
        ltEl("span", { class: "lt-bonanza-room-label", text: ltT(model, "bonanza.room.kind", {}, "Played by") }),
        ltEl("select", {
          class: "lt-bonanza-room-kind", "data-focus": kindId,
          onchange: (event) => { seat.kind = event.target.value; },
        }, room.kinds.map((kind) => ltEl("option", { value: kind, selected: kind === seat.kind, text: kindLabel(kind) }))),
      ]),
      draft.seats.length > room.min_seats
        ? ltEl("button", {
          type: "button", class: "lt-button lt-bonanza-room-remove", "data-focus": `remove-${n}`,
          "aria-label": ltT(model, "bonanza.room.aria.remove", { n }, `Remove seat ${n}`),
          text: ltT(model, "bonanza.room.remove", {}, "Remove"),
          onclick: () => { draft.seats.splice(i, 1); redraw(); },
        })
        : null,
    ]);
  });
  const add = draft.seats.length < room.max_seats
    ? ltEl("button", {
      type: "button", class: "lt-button lt-bonanza-room-add", "data-focus": "add",
      text: ltT(model, "bonanza.room.add", {}, "Add a seat"),
      onclick: () => {
        let k = draft.seats.length + 1;
        const taken = new Set(draft.seats.map((s) => s.name.trim().toLowerCase()));
        while (taken.has(`player ${k}`)) k += 1;
        draft.seats.push({ name: `Player ${k}`, kind: "human" });
        redraw();
      },
    })
    : null;
  const clocks = ltEl("fieldset", { class: "lt-bonanza-room-clocks" }, [
    ltEl("legend", { text: ltT(model, "bonanza.room.clock", {}, "Time for each turn") }),
    ...room.clocks.map((seconds) => ltEl("label", { class: "lt-bonanza-room-clock" }, [
      ltEl("input", {
        type: "radio", name: `lt-bonanza-clock-${draft.uid}`, value: seconds === null ? "none" : String(seconds),
        checked: seconds === draft.turn_seconds, "data-focus": `clock-${seconds}`,
        onchange: () => { draft.turn_seconds = seconds; },
      }),
      ltEl("span", {
        text: seconds === null
          ? ltT(model, "bonanza.room.no_clock", {}, "No clock")
          : ltT(model, "bonanza.room.seconds", { seconds }, `${seconds} s`),
      }),
    ])),
  ]);
  const start = ltEl("button", {
    type: "button", class: "lt-button lt-bonanza-room-start", "data-focus": "start",
    text: ltT(model, "bonanza.room.start", {}, "Start"),
    onclick: () => model.send({
      type: "start",
      seats: draft.seats.map((s) => ({ name: s.name, kind: s.kind })),
      turn_seconds: draft.turn_seconds,
    }),
  });
  return ltEl("section", { class: "lt-bonanza-room", "data-lm-suppress-shortcuts": "true", "aria-label": ltT(model, "bonanza.room.title", {}, "A new table") }, [
    ltEl("h3", { class: "lt-bonanza-room-title", text: ltT(model, "bonanza.room.title", {}, "A new table") }),
    ltEl("p", { class: "lt-bonanza-room-intro", text: ltT(model, "bonanza.room.intro", {}, "Choose who sits at the table and how long a turn may take, then press Start.") }),
    ltEl("ol", { class: "lt-bonanza-room-seats" }, rows),
    add,
    clocks,
    ltNotice(model),
    start,
  ]);
}
