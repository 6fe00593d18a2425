// The teacher's page of a class: every table, each seat's link and its QR code, who is here,
// and the scores, as the room server pushes them over this page's websocket. It decides
// nothing: what it shows is what the server sent (no seat's private cards ever come here).
import { catalogText, el, presenceText } from "./page.js";

const head = document.querySelector(".lt-class-head");
const banner = document.querySelector(".lt-class-banner");
const main = document.querySelector(".lt-class-tables");
const LANGUAGES = ["en", "pt", "de", "fr"];

let state = null; // {game, locale, strings, tables, qr}
let stateAt = performance.now();
let socket = null;
let retry = 0;

/** The catalog's text for `key` (see page.js). */
const t = (key, params = {}) => catalogText((state && state.strings) || {}, key, params);

function say(text) {
  banner.hidden = !text;
  banner.textContent = text || "";
}

const stateText = (seat) => presenceText(t, seat, stateAt);

function drawHead() {
  head.replaceChildren();
  const title = el("h1", "", `${t("class.title")} · ${state.game}`);
  const pick = el("label", "lt-class-language", t("class.language"));
  const select = el("select");
  for (const code of LANGUAGES) {
    const option = el("option", "", code);
    option.value = code;
    option.selected = code === state.locale;
    select.append(option);
  }
  select.addEventListener("change", () => write({ kind: "set", state: { locale: select.value } }));
  pick.append(select);
  const print = el("button", "lt-class-print", t("class.print"));
  print.type = "button";
  print.addEventListener("click", () => window.print());
  head.append(title, pick, print);
  document.title = `${t("class.title")} · ${state.game}`;
  document.documentElement.lang = state.locale;
}

function drawSeat(seat) {
  const item = el("li", `lt-class-seat lt-class-${seat.state}`);
  item.dataset.seat = seat.seat;
  item.dataset.state = seat.state;
  const code = seat.link && state.qr[seat.link];
  if (code) {
    const img = el("img");
    img.src = code;
    img.alt = seat.name;
    item.append(img);
  }
  item.append(el("span", "lt-class-name", seat.name), el("span", "lt-class-state", stateText(seat)));
  const score = seat.score === null || seat.score === undefined ? "–" : String(seat.score);
  item.append(el("span", "lt-class-score", `${t("class.score")}: ${score}`));
  if (seat.link) {
    const link = el("a", "lt-class-url", seat.link);
    link.href = seat.link;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    item.append(link);
  } else if (seat.kind === "human") {
    item.append(el("span", "lt-class-kept", t("class.link_kept")));
  }
  return item;
}

function drawTable(table) {
  const block = el("section", `lt-class-table lt-class-${table.state}`);
  block.dataset.room = table.id;
  const top = el("header");
  top.append(el("h2", "", t("class.table", { n: table.label || table.number })));
  const people = table.seats.filter((s) => s.kind === "human");
  const here = people.filter((s) => s.state === "here").length;
  top.append(el("span", "lt-class-count", t("class.here_count", { here, people: people.length })));
  top.append(el("span", "lt-class-phase", t(`class.${table.state}`)));
  if (table.state !== "closed") {
    const watch = el("a", "lt-class-watch", t("class.watch"));
    watch.href = `${table.id}/`;
    watch.target = "_blank";
    watch.rel = "noopener noreferrer";
    top.append(watch);
  }
  const seats = el("ul", "lt-class-seats");
  for (const seat of table.seats) seats.append(drawSeat(seat));
  block.append(top, seats);
  return block;
}

function draw() {
  if (!state) return;
  drawHead();
  const help = document.querySelector(".lt-class-help") || el("p", "lt-class-help");
  help.textContent = t("class.help");
  head.after(help);
  main.replaceChildren(...state.tables.map(drawTable));
}

function onFrame(event) {
  let frame;
  try { frame = JSON.parse(event.data); } catch (_) { return; }
  if (frame.kind === "class") {
    retry = 0;
    state = frame.class;
    say("");
  } else if (frame.kind === "tables" && state) {
    state.tables = frame.tables;
    Object.assign(state.qr, frame.qr || {});
  } else if (frame.kind === "notice") {
    say(frame.notice.text);
    return;
  } else if (frame.kind === "closed") {
    say(t("room.closed"));
    socket = null;
    return;
  }
  stateAt = performance.now();
  draw();
}

function write(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  const url = new URL("ws", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(url);
  socket.addEventListener("message", onFrame);
  socket.addEventListener("close", (event) => {
    if (!socket) return; // the class ended
    if (event.code === 4404) { window.location.reload(); return; }
    say(t("room.reconnecting"));
    retry = Math.min(retry + 1, 5);
    setTimeout(reconnect, 400 * retry);
  });
}

// As a seat page does: ask for the page first; a class that is gone answers 404 (reload to show why).
async function reconnect() {
  try {
    const answer = await fetch(window.location.href, { cache: "no-store" });
    if (answer.status === 404) { window.location.reload(); return; }
  } catch (_) {
    // no answer: keep trying
  }
  connect();
}

setInterval(() => { if (state && state.tables.some((tb) => tb.seats.some((s) => s.state === "away"))) draw(); }, 1000);
connect();
