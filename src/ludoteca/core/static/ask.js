// The AskRules widget: the "Ask the rules" panel (ask-view.js) drawn from `view`.

function render({ model, el }) {
  const root = ltEl("div", { class: "lt-root lt-ask", role: "group" });
  el.append(root);
  const draft = { text: "" };
  const send = (message) => model.send(message);
  const update = () => {
    const view = model.get("view") || {};
    root.setAttribute("aria-label", (view.words || {}).widget_title || "Ask the rules");
    ltRedraw(root, () => askPanel(view, draft, send, model));
  };
  const stop = ltListen(model, ["change:view"], update);
  update();
  return () => { stop(); root.replaceChildren(); };
}

export default { render };
