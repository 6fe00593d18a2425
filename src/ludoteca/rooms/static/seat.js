// A seat's page. The game's own front end (game.js, the same module the notebook widget runs)
// draws the table; this file gives it a model like the notebook's (get, set, on, off, send,
// save_changes) that lives on a websocket to the room, and draws the bar of who is at the table.
// No rule lives here: every click is a message the room's Python checks.
import game from "./game.js";
import { catalogText, el, presenceText } from "./page.js";

const bar = document.querySelector(".lt-seat-bar");
const banner = document.querySelector(".lt-seat-banner");
const table = document.querySelector(".lt-seat-table");

/** The anywidget model API over the room's websocket. */
class SocketModel {
  constructor() {
    this.state = {};
    this.handlers = new Map();
    this.changed = {};
    this.socket = null;
  }
  get(name) { return this.state[name]; }
  set(name, value) { this.state[name] = value; this.changed[name] = value; this.emit(`change:${name}`); }
  save_changes() {
    if (Object.keys(this.changed).length) this.write({ kind: "set", state: this.changed });
    this.changed = {};
  }
  send(content) { this.write({ kind: "msg", content }); }
  on(event, callback) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(callback);
  }
  off(event, callback) {
    if (!event) { this.handlers.clear(); return; }
    const set = this.handlers.get(event);
    if (set && callback) set.delete(callback); else if (set) set.clear();
  }
  emit(event) { for (const callback of [...(this.handlers.get(event) || [])]) callback(); }
  apply(state) {
    Object.assign(this.state, state);
    for (const name of Object.keys(state)) this.emit(`change:${name}`);
  }
  write(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

const model = new SocketModel();
let room = null;
let roomAt = performance.now();
let rendered = false;
let ended = null;
let retry = 0;

/** The catalog's text for `key` (see page.js). */
const t = (key, params = {}) => catalogText(model.get("strings") || {}, key, params);

const stateText = (entry) => presenceText(t, entry, roomAt);

function drawBar() {
  bar.replaceChildren();
  if (!room) return;
  const you = room.presence.find((p) => p.seat === room.you);
  if (you) bar.append(el("strong", "lt-seat-you", t("room.seat_of", { name: you.name })));
  for (const entry of room.presence) {
    const who = el("span", `lt-seat-who lt-seat-${entry.state}`);
    who.dataset.seat = entry.seat;
    who.dataset.state = entry.state;
    const name = entry.seat === room.you ? `${entry.name} (${t("room.you")})` : entry.name;
    who.append(el("span", "lt-seat-dot"), el("span", "lt-seat-name", name));
    if (entry.seat !== room.you) who.append(el("span", "lt-seat-state", `· ${stateText(entry)}`));
    bar.append(who);
  }
  const again = room.presence.filter((p) => p.wants_again).map((p) => p.name);
  if (again.length) bar.append(el("span", "lt-seat-again", t("room.again.wants", { names: again.join(", ") })));
}

function say(text) {
  banner.hidden = !text;
  banner.textContent = text || "";
}

/** What the banner says about the room: why this page only watches, or that the clock waits. */
function roomNews() {
  if (room.watching) {
    const words = { away: "room.watch.away", late: "room.watch.late", spectator: "room.watching" };
    const why = words[room.watching.because] || "room.watch.left";
    return t(why, { seconds: Math.round(room.grace) });
  }
  return room.clock_waits ? t("room.clock_waits") : "";
}

function onFrame(event) {
  let frame;
  try { frame = JSON.parse(event.data); } catch (_) { return; }
  if (frame.kind === "state") {
    retry = 0;
    model.apply(frame.state);
    room = frame.room; roomAt = performance.now();
    document.documentElement.lang = model.get("locale") || "en";
    say(roomNews());
    if (!rendered) { rendered = true; game.render({ model, el: table }); }
  } else if (frame.kind === "update") {
    model.apply(frame.state);
  } else if (frame.kind === "room") {
    room = frame.room; roomAt = performance.now();
    say(roomNews());
  } else if (frame.kind === "closed") {
    ended = frame.reason;
    const words = { over: "room.watch.over", replaced: "room.replaced" };
    say(t(words[frame.reason] || "room.closed"));
  }
  drawBar();
}

function connect() {
  const url = new URL("ws", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  model.socket = socket;
  socket.addEventListener("message", onFrame);
  socket.addEventListener("close", (event) => {
    if (ended || event.code === 4404) {
      if (event.code === 4404) window.location.reload(); // the server shows why
      return;
    }
    say(t("room.reconnecting"));
    retry = Math.min(retry + 1, 5);
    setTimeout(reconnect, 400 * retry);
  });
}

// Before opening the socket again, ask for the page: a room that is gone answers 404 (reload
// to show the server's page saying so); a server that does not answer yet (restarting, or a
// notebook that stopped and may come back) leaves the page trying again.
async function reconnect() {
  try {
    const answer = await fetch(window.location.href, { cache: "no-store" });
    if (answer.status === 404) {
      window.location.reload();
      return;
    }
  } catch (_) {
    // no answer at all: keep trying
  }
  connect();
}

setInterval(() => { if (room && room.presence.some((p) => p.state === "away")) drawBar(); }, 1000);
connect();
