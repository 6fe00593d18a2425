// Pig's table: draws `view` and sends {type: "roll"} or {type: "hold"}; Python decides the rest.

function pigBody(model) {
  const view = model.get("view") || {};
  const pig = view.pig || {};
  const legal = view.legal || [];
  const t = (key, params) => ltT(model, key, params);
  const left = pig.left || [];
  const named = (i) => (left[i] ? t("pig.left", { name: pig.players[i] }) : pig.players[i]);
  const scores = ltEl("ol", { class: "lt-pig-scores" }, (pig.players || []).map((_, i) =>
    ltEl("li", { class: i === pig.current ? "lt-pig-current" : "" }, t("pig.score", { name: named(i), points: pig.scores[i] }))));
  const die = ltEl("div", { class: "lt-pig-die", "aria-label": t("pig.last_roll") }, pig.last_roll ? String(pig.last_roll) : "–");
  const turn = ltEl("div", { class: "lt-pig-turn", "aria-live": "polite" }, view.outcome
    ? t("pig.winner", { names: view.outcome.winners.map((s) => pig.players[s]).join(", ") })
    : t("pig.turn", { name: pig.players[pig.current], points: pig.turn_points, target: pig.target }));
  const button = (type) => ltEl("button", {
    type: "button", class: `lt-button lt-pig-${type}`, "data-focus": type,
    disabled: !legal.some((a) => a.includes(type)), onclick: () => model.send({ type }),
  }, t(`pig.${type}`));
  return [scores, die, turn, ltEl("div", { class: "lt-controls" }, [button("roll"), button("hold")]), ltNotice(model)];
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-pig", tabindex: "0", role: "group", "aria-label": ltT(model, "pig.title") });
  el.append(root);
  const update = () => ltRedraw(root, () => pigBody(model));
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings"], update);
  const stopScreen = ltScreenPresence(model, root);
  update();
  return () => { stop(); stopScreen(); };
}

export default { render };
