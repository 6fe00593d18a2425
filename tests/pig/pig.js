// Pig's table: draws `view` and sends {type: "roll"} or {type: "hold"}; Python decides the rest.

function pigBody(model) {
  const view = model.get("view") || {};
  const pig = view.pig || {};
  const legal = view.legal || [];
  const scores = ltEl("ol", { class: "lt-pig-scores" }, (pig.players || []).map((name, i) =>
    ltEl("li", { class: i === pig.current ? "lt-pig-current" : "" }, `${name}: ${pig.scores[i]}`)));
  const die = ltEl("div", { class: "lt-pig-die", "aria-label": "Last roll" }, pig.last_roll ? String(pig.last_roll) : "–");
  const turn = ltEl("div", { class: "lt-pig-turn", "aria-live": "polite" }, view.outcome
    ? `Winner: ${view.outcome.winners.map((s) => pig.players[s]).join(", ")}`
    : `${pig.players[pig.current]}'s turn: ${pig.turn_points} points this turn (target ${pig.target})`);
  const button = (type, text) => ltEl("button", {
    type: "button", class: `lt-button lt-pig-${type}`, "data-focus": type,
    disabled: !legal.some((a) => a.includes(type)), onclick: () => model.send({ type }),
  }, text);
  return [scores, die, turn, ltEl("div", { class: "lt-controls" }, [button("roll", "Roll"), button("hold", "Hold")]), ltNotice(model)];
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-pig", tabindex: "0", role: "group", "aria-label": "Pig" });
  el.append(root);
  const update = () => ltRedraw(root, () => pigBody(model));
  const stop = ltListen(model, ["change:view", "change:notice"], update);
  const stopScreen = ltScreenPresence(model, root);
  update();
  return () => { stop(); stopScreen(); };
}

export default { render };
