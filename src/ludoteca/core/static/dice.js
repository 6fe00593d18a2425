// The dice cup: draws `view` and sends {type: "roll"} / {type: "toggle", die} to Python.

function renderCup(model) {
  const cup = (model.get("view") || {}).cup || {};
  const dice = cup.dice || [];
  const held = cup.held || [];
  const faces = dice.length ? dice : held.map(() => null);
  const row = ltEl("div", { class: "lt-dice-row" }, faces.map((value, i) => {
    const label = ltT(model, "dice.label", { index: i + 1, value: value ?? "?" }, `Die ${i + 1}: ${value ?? "?"}`)
      + (held[i] ? ", " + ltT(model, "dice.held_label", {}, "held") : "");
    return ltEl("button", {
      class: "lt-die" + (held[i] ? " lt-held" : ""),
      type: "button",
      "data-focus": `die-${i}`,
      "data-die": i,
      "aria-pressed": held[i] ? "true" : "false",
      "aria-label": label,
      disabled: value === null,
      onclick: () => model.send({ type: "toggle", die: i }),
    }, [ltDieFace(value), held[i] ? ltEl("span", { class: "lt-check", "aria-hidden": "true", text: "✓" }) : null]);
  }));
  const roll = ltEl("button", {
    class: "lt-button lt-roll",
    type: "button",
    "data-focus": "roll",
    text: ltT(model, "roll", {}, "Roll"),
    onclick: () => model.send({ type: "roll" }),
  });
  const status = ltEl("div", { class: "lt-status", "aria-live": "polite" },
    cup.rolls ? `${ltT(model, "dice.total", { total: cup.total }, `Total ${cup.total}`)} · ${ltT(model, "dice.rolls", { n: cup.rolls }, `rolls: ${cup.rolls}`)}` : "");
  return [row, ltEl("div", { class: "lt-controls" }, [roll, status]), ltNotice(model)];
}

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-cup", tabindex: "0", role: "group", "aria-label": "Dice" });
  el.append(root);
  const update = () => ltRedraw(root, () => renderCup(model));
  const onKey = (event) => {
    const held = ((model.get("view") || {}).cup || {}).held || [];
    const n = Number(event.key);
    if (Number.isInteger(n) && n >= 1 && n <= held.length) {
      model.send({ type: "toggle", die: n - 1 });
    } else if (event.key === "r" || event.key === "R" || (event.key === " " && event.target === root)) {
      model.send({ type: "roll" });
    } else {
      return;
    }
    event.preventDefault();
  };
  const dropKeys = ltTakeKeys(root, onKey);
  const stop = ltListen(model, ["change:view", "change:notice", "change:strings"], update);
  update();
  return () => { stop(); dropKeys(); };
}

export default { render };
