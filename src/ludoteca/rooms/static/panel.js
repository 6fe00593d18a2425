// The host's room panel: each player's link (text to copy, QR code to scan) and who is at the
// table. Pure drawing of model.get("view"); nothing here decides anything.
function rpState(model, entry, elapsed = 0) {
  if (entry.state === "away") {
    return ltT(model, "room.state.away", { count: Math.max(0, Math.round((entry.seconds_left ?? 0) - elapsed)) });
  }
  return ltT(model, `room.state.${entry.state}`);
}

function rpDraw(model, elapsed) {
  const view = model.get("view") || {};
  const byName = Object.fromEntries((view.presence || []).map((p) => [p.name, p]));
  const links = (view.links || []).map((link) => {
    const input = ltEl("input", { type: "text", readonly: true, value: link.url, "aria-label": link.name });
    const copy = ltEl("button", {
      type: "button", class: "lt-button", text: ltT(model, "room.copy"),
      onclick: async () => {
        input.select();
        try { await navigator.clipboard.writeText(link.url); copy.textContent = ltT(model, "room.copied"); } catch (_) { /* selected: Ctrl+C */ }
      },
    });
    const entry = byName[link.name] || { state: "waiting" };
    return ltEl("div", { class: "lt-room-link", "data-name": link.name }, [
      ltEl("img", { src: link.qr, alt: `QR: ${link.name}` }),
      ltEl("strong", { text: link.name }),
      ltEl("span", { class: `lt-room-state-${entry.state}`, text: rpState(model, entry, elapsed) }),
      ltEl("div", { class: "lt-room-copy" }, [input, copy]),
    ]);
  });
  const who = (view.presence || []).map((entry) => ltEl("span", { class: `lt-room-state-${entry.state}`, "data-seat": entry.seat },
    `${entry.name}: ${rpState(model, entry, elapsed)}`));
  const again = (view.presence || []).filter((p) => p.wants_again).map((p) => p.name);
  if (again.length) who.push(ltEl("strong", { text: ltT(model, "room.again.wants", { names: again.join(", ") }) }));
  return ltEl("section", { class: "lt-root lt-room-panel", "aria-label": ltT(model, "room.title") }, [
    ltEl("h3", { text: ltT(model, "room.links") }),
    ltEl("p", { text: ltT(model, "room.links.help") }),
    view.reachable ? null : ltEl("p", { class: "lt-room-warn", text: ltT(model, "room.local_only") }),
    ltEl("div", { class: "lt-room-links" }, links),
    ltEl("div", { class: "lt-room-who" }, who),
    view.clock_waits ? ltEl("p", { text: ltT(model, "room.clock_waits") }) : null,
    view.closed ? ltEl("p", { class: "lt-room-warn", text: ltT(model, "room.closed") }) : null,
  ]);
}

function render({ model, el }) {
  let at = performance.now();
  const update = () => { el.replaceChildren(rpDraw(model, (performance.now() - at) / 1000)); };
  const onView = () => { at = performance.now(); update(); };
  const stop = ltListen(model, ["change:view"], onView);
  const stopWords = ltListen(model, ["change:strings"], update);
  // An away player's seconds count down between two messages from Python.
  const timer = setInterval(() => {
    if (((model.get("view") || {}).presence || []).some((p) => p.state === "away")) update();
  }, 1000);
  update();
  return () => { stop(); stopWords(); clearInterval(timer); };
}

export default { render };
